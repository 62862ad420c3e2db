"""One benchmark measurement, run in a fresh child process (see run_bench.py).

Builds one model with OpenNMT's own builder from options parsed exactly as
`onmt_ext_train` parses them, trains it for a few steps on random token data with
OpenNMT's loss and optimiser (a real optimiser step, our post-step hooks included),
records throughput and peak memory, then translates a fixed input in-process with
OpenNMT's Translator (beam 4 and greedy), timing only the translate calls.

The baseline is trained and translated in the same process, interleaved with the model
measured, so that every speed sample is a ratio of two measurements taken seconds apart.

The code below reaches OpenNMT 3.5.1 through the bench's own adapter, bench/onmt_calls.py
(and onmt_ext.compat for what the package offers): `onmt.inputters.inputter.build_vocab`,
`onmt.train_single.build_model` (which onmt_ext wraps to re-apply its initial values; it
calls `onmt.model_builder.build_base_model`), `onmt.utils.optimizers.Optimizer.from_opt`,
`onmt.trainer.LossCompute.from_opts`, `onmt.translate.Translator.from_opt`,
`onmt.inputters.dynamic_iterator.build_dynamic_dataset_iter` and `Translator._translate`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import os
import random
import resource
import time

import torch

import onmt_ext

onmt_ext.install()  # registers encoders/decoders, wraps OpenNMT's builders

VOCAB_SIZE = 8000  # incl. OpenNMT's 4 specials
SPECIALS = 4
MIMO_TAG = "<2de>"


# --------------------------------------------------------------------------- memory
def _status_kb(field: str) -> int | None:
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def reset_peak_rss() -> bool:
    """Reset the kernel's peak-RSS mark of this process (Linux `clear_refs` 5)."""
    try:
        with open("/proc/self/clear_refs", "w") as handle:
            handle.write("5")
        return True
    except OSError:
        return False


def current_rss_mb() -> float:
    kb = _status_kb("VmRSS")
    return (kb or 0) / 1024


def peak_rss_mb() -> float:
    kb = _status_kb("VmHWM")
    if kb is None:  # no /proc: the lifetime maximum of this (fresh) process
        kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024


def configure_malloc(mode: str) -> bool:
    """`tuned`: keep freed memory in this process (glibc `mallopt`: no mmap below 256 MiB,
    no trimming below 1 GiB), as a caching allocator (jemalloc, tcmalloc, PyTorch's CUDA
    allocator) does. By default glibc returns large freed blocks to the OS and faults them
    back in at the next step, which costs more the larger the temporaries (the fused units
    allocate I-times larger ones). `default`: leave glibc alone. Returns True if applied."""
    if mode != "tuned":
        return False
    import ctypes
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        m_trim_threshold, m_mmap_threshold = -1, -3  # glibc malloc.h
        return bool(libc.mallopt(m_mmap_threshold, 256 << 20)
                    and libc.mallopt(m_trim_threshold, 1 << 30))
    except (OSError, AttributeError):
        return False


# --------------------------------------------------------------------------- data
def write_vocab(directory: str, mimo: bool) -> str:
    """An 8k vocabulary file (OpenNMT format: token<TAB>count) of random word types."""
    path = os.path.join(directory, f"vocab{'.mimo' if mimo else ''}.txt")
    words = [f"w{i}" for i in range(VOCAB_SIZE - SPECIALS - (1 if mimo else 0))]
    if mimo:
        words.insert(0, MIMO_TAG)
    with open(path, "w") as handle:
        for rank, word in enumerate(words):
            handle.write(f"{word}\t{VOCAB_SIZE * 10 - rank}\n")
    return path


def random_sentences(n: int, seed: int, min_len: int, max_len: int) -> list[list[str]]:
    """`n` sentences of random words, lengths uniform in [min_len, max_len]."""
    rng = random.Random(seed)
    words = VOCAB_SIZE - SPECIALS - 1
    return [[f"w{rng.randrange(words)}" for _ in range(rng.randint(min_len, max_len))]
            for _ in range(n)]


def training_batches(vocab, settings: dict, mimo: bool) -> list[dict]:
    """Fixed batches of (src, tgt) id tensors as OpenNMT's iterator yields them.

    Source lengths are uniform in [min_len, max_len], each target 2 tokens shorter to 2
    longer; pairs are sorted by length (OpenNMT buckets by length), cut into batches of
    about `batch_tokens` padded target tokens, and the batches shuffled (fixed seed).
    The same batches for every model.
    """
    from onmt_calls import DefaultTokens

    rng = random.Random(1)
    words = VOCAB_SIZE - SPECIALS - 1
    lo, hi = settings["min_len"], settings["max_len"]
    pairs = []
    for _ in range(settings["train_sentences"]):
        n_src = rng.randint(lo, hi)
        n_tgt = max(1, n_src + rng.randint(-2, 2))
        src = [f"w{rng.randrange(words)}" for _ in range(n_src)]
        tgt = [f"w{rng.randrange(words)}" for _ in range(n_tgt)]
        pairs.append(([MIMO_TAG, *src] if mimo else src, tgt))
    pad = vocab[DefaultTokens.PAD]
    bos, eos = vocab[DefaultTokens.BOS], vocab[DefaultTokens.EOS]
    pairs.sort(key=lambda p: (len(p[0]), len(p[1])))
    groups, current = [], []
    for pair in pairs:
        current.append(pair)
        longest = max(len(t) for _, t in current) + 2
        if longest * len(current) >= settings["batch_tokens"]:
            groups.append(current)
            current = []
    random.Random(2).shuffle(groups)
    groups = groups[: settings["warmup_steps"] + settings["steps"]]
    if len(groups) < settings["warmup_steps"] + settings["steps"]:
        raise ValueError("not enough training sentences for the requested steps")
    out = []
    for group in groups:
        s_len = max(len(s) for s, _ in group)
        t_len = max(len(t) for _, t in group) + 2
        s_ids = torch.full((len(group), s_len, 1), pad, dtype=torch.long)
        t_ids = torch.full((len(group), t_len, 1), pad, dtype=torch.long)
        for b, (s, t) in enumerate(group):
            s_ids[b, : len(s), 0] = torch.tensor(vocab(s))
            t_ids[b, : len(t) + 2, 0] = torch.tensor([bos, *vocab(t), eos])
        out.append({
            "src": s_ids,
            "tgt": t_ids,
            "srclen": torch.tensor([len(s) for s, _ in group]),
            "tgtlen": torch.tensor([len(t) + 2 for _, t in group]),
            "indices": torch.arange(len(group)),
            "tgt_tokens": sum(len(t) + 1 for _, t in group),  # predicted tokens (+EOS)
            "src_tokens": sum(len(s) for s, _ in group),
            "sentences": len(group),
        })
    return out


# --------------------------------------------------------------------------- options
def train_options(config: dict, settings: dict, vocab_path: str) -> list[str]:
    """Command-line options of `onmt_ext_train` for one benchmark model."""
    common = [
        "-data", "{}", "-src_vocab", vocab_path, "-share_vocab",
        "-src_vocab_size", str(VOCAB_SIZE), "-tgt_vocab_size", str(VOCAB_SIZE),
        "-enc_layers", str(settings["layers"]), "-dec_layers", str(settings["layers"]),
        "-hidden_size", str(settings["d"]), "-word_vec_size", str(settings["d"]),
        "-transformer_ff", str(settings["ff"]), "-heads", str(settings["heads"]),
        "-max_relative_positions", "16",  # no absolute positions (store_true flag off)
        "-share_decoder_embeddings", "-dropout", "0.2", "-attention_dropout", "0.0",
        "-optim", "adam", "-adam_beta1", "0.9", "-adam_beta2", "0.998",
        "-learning_rate", "1.0", "-decay_method", "noam", "-warmup_steps", "400",
        "-label_smoothing", "0.1", "-param_init", "0.0", "-param_init_glorot",
        "-batch_type", "tokens", "-batch_size", str(settings["batch_tokens"]),
        "-normalization", "tokens", "-seed", "3435",
    ]
    return common + list(config["args"])


def translate_options(settings: dict, beam: int) -> list[str]:
    length = str(settings["translate_len"])
    return [
        "-model", "in-memory", "-src", "in-memory", "-output", os.devnull,
        "-beam_size", str(beam), "-batch_size", str(settings["translate_batch"]),
        "-batch_type", "sents", "-min_length", length, "-max_length", length,
        "-seed", "1",
    ]


# --------------------------------------------------------------------------- measure
def _sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def precision(settings: dict, device: torch.device):
    """The context the timed forward passes run in: bf16 autocast on `device` when the run
    asks for it (`--autocast bf16`: the model and its paired baseline alike), else none.
    The optimiser step and the weights stay fp32 (autocast casts per operation)."""
    if settings.get("autocast", "fp32") == "bf16":
        return torch.autocast(device_type=device.type, dtype=torch.bfloat16)
    return contextlib.nullcontext()


class Trainee:
    """One model built as `onmt_ext_train` builds it, with OpenNMT's loss and optimiser."""

    def __init__(self, config: dict, settings: dict, workdir: str, device: torch.device):
        import onmt_calls

        from onmt_ext.cli import parse_strict

        self.config = config
        self.device = device
        self.settings = settings
        self.mimo = config.get("family") == "mimo"
        # sources with the target-language tag: MIMO, and a model paired with MIMO (the
        # same inputs for both)
        self.tagged = config.get("tagged", self.mimo)
        vocab_path = write_vocab(workdir, self.tagged)
        opt = parse_strict("train", train_options(config, settings, vocab_path))
        if device.type == "cuda":
            opt.gpu_ranks, opt.world_size = [device.index or 0], 1
        onmt_calls.prepare_model_opts(opt)
        self.opt = opt
        self.vocabs = onmt_calls.build_vocabs(opt)
        torch.manual_seed(3435)
        model = onmt_calls.build_training_model(opt, self.vocabs, device.index or 0)
        self.model = model.to(device)
        self.params = sum(p.numel() for p in model.parameters())
        self.optim = onmt_calls.build_optimizer(model, opt)
        self.loss = onmt_calls.build_loss(opt, model, self.vocabs["tgt"])
        self.batches = training_batches(self.vocabs["src"], settings, self.tagged)
        for batch in self.batches:
            for key in ("src", "tgt", "srclen", "tgtlen", "indices"):
                batch[key] = batch[key].to(device)

    def step(self, index: int) -> float:
        """One training step on batch `index`: forward, loss, backward, optimiser step.

        Returns its wall time in seconds."""
        batch = self.batches[index]
        self.model.train()
        _sync(self.device)
        t0 = time.perf_counter()
        self.optim.zero_grad(set_to_none=True)
        with precision(self.settings, self.device):
            out, attns = self.model(batch["src"], batch["tgt"], batch["srclen"], bptt=False)
            loss, _ = self.loss(batch, out, attns)
        self.optim.backward(loss / batch["tgt_tokens"])  # normalization: tokens
        with torch.profiler.record_function("optimizer_step"):
            self.optim.step()
        _sync(self.device)
        return time.perf_counter() - t0

    def count_flops(self, index: int) -> float:
        """Matmul FLOPs of one training step (torch's FlopCounterMode) per target token."""
        from torch.utils.flop_counter import FlopCounterMode

        with FlopCounterMode(display=False) as counter:
            self.step(index)
        return counter.get_total_flops() / self.batches[index]["tgt_tokens"]

    def translator(self, settings: dict, beams: tuple[int, ...] = (4, 1)):
        """One callable per beam size in `beams` (default: beam 4, greedy), each translating
        the fixed input and returning (output tokens, seconds); only
        `Translator._translate` is inside the timing. The best hypothesis of each sentence
        of the last call is kept in `self.last_output` (the lines, in input order)."""
        import onmt_calls

        from onmt_ext.cli import parse_strict

        self.model.eval()
        for module in self.model.modules():  # as onmt.model_builder.load_test_model does
            if hasattr(module, "dropout_p"):
                module.dropout_p = 0.0
        sentences = random_sentences(settings["translate_batch"], 7, settings["min_len"],
                                     settings["max_len"])
        if self.tagged:
            sentences = [[MIMO_TAG, *s] for s in sentences]
        lines = [" ".join(s) for s in sentences]
        runs = []
        for beam in beams:
            opt = parse_strict("translate", translate_options(settings, beam))
            opt.gpu = (self.device.index or 0) if self.device.type == "cuda" else -1
            translator, transforms_cls = onmt_calls.build_translator(
                self.model, self.vocabs, opt, self.opt, out_file=io.StringIO()
            )

            def run(lines=lines, opt=opt, translator=translator, cls=transforms_cls):
                infer_iter = onmt_calls.inference_batches(opt, cls, self.vocabs, lines, opt.gpu)
                _sync(self.device)
                t0 = time.perf_counter()
                with precision(self.settings, self.device):
                    preds = onmt_calls.translate_batches(translator, infer_iter)
                _sync(self.device)
                elapsed = time.perf_counter() - t0
                self.last_output = [p[0] for p in preds]  # the best hypotheses, in order
                return sum(len(p[0].split()) + 1 for p in preds), elapsed  # + EOS

            run(lines[:2])  # warm-up (first-call allocations), a small batch
            runs.append(run)
        return runs


def paths_taken(model: torch.nn.Module) -> dict[str, str]:
    """The path of the model's MUTE / MIMO layers in training and in translation (eval
    mode) on its device, as their `loop_reason` says: fused, loop or mixed; {} without such
    layers. For `*_fused auto`: what the family's table (onmt_ext/<family>/fused_path.py) chose."""
    layers = [m for m in model.modules() if hasattr(m, "loop_reason")]
    if not layers:
        return {}
    was_training = model.training
    out = {}
    for mode, training in (("train", True), ("translate", False)):
        model.train(training)
        reasons = {layer.loop_reason() for layer in layers}
        out[mode] = ("fused" if reasons == {None} else
                     "loop" if None not in reasons else "mixed")
    model.train(was_training)
    return out


def measure(config: dict, baseline: dict, settings: dict, workdir: str) -> dict:
    """Measure `config` and, interleaved in the same process, the baseline.

    1. `config` alone: build, warm-up step, then the peak RSS of one training step
       (parameters, gradients, Adam state, activations) above the RSS before building.
    2. The baseline is built next to it (unless `config` is the baseline); timed training
       steps alternate X, B, B, X, X, B ... on the same batches, and so do the beam-4 and
       greedy translate calls: each sample is a ratio of two measurements seconds apart,
       robust to the load of a shared machine drifting.
    """
    torch.set_num_threads(settings["threads"])
    device = torch.device(settings["device"])
    malloc_tuned = configure_malloc(config.get("malloc", "default"))
    start_rss = current_rss_mb()
    x = Trainee(config, settings, workdir, device)
    warm = settings["warmup_steps"]
    for i in range(warm):
        x.step(i)
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats(device)
    reset_peak_rss()
    first = x.step(warm)
    result = {"params": x.params, "start_rss_mb": start_rss, "peak_rss_mb": peak_rss_mb(),
              "malloc_tuned": malloc_tuned}
    result["train_mem_mb"] = (torch.cuda.max_memory_allocated(device) / 2**20
                              if device.type == "cuda" else result["peak_rss_mb"] - start_rss)
    timed = x.batches[warm + 1:]
    result["train_tgt_tok"] = sum(b["tgt_tokens"] for b in timed)
    result["train_src_tok"] = sum(b["src_tokens"] for b in timed)
    result["train_sentences"] = sum(b["sentences"] for b in timed)
    if settings.get("flop_count"):
        result["counted_train_flops_per_tok"] = x.count_flops(warm)
    paired = baseline is not None and baseline["name"] != config["name"]
    b = Trainee(baseline, settings, workdir, device) if paired else None
    if b is not None:
        result["partner_params"] = b.params
        for i in range(warm):
            b.step(i)
    pairs = []  # (tokens, seconds X, seconds B)
    for n, index in enumerate(range(warm + 1, len(x.batches))):
        tokens = x.batches[index]["tgt_tokens"]
        if b is None:
            pairs.append((tokens, x.step(index), None))
        elif n % 2 == 0:
            tx = x.step(index)
            pairs.append((tokens, tx, b.step(index)))
        else:
            tb = b.step(index)
            pairs.append((tokens, x.step(index), tb))
    result["train_pairs"] = pairs
    result["paths"] = paths_taken(x.model)
    result["first_step_s"] = first
    runs_x = x.translator(settings)
    runs_b = b.translator(settings) if b is not None else None
    for mode, k in (("beam", 0), ("greedy", 1)):
        samples = []  # (tok/s X, tok/s B)
        for n in range(config.get("translate_repeats", settings["translate_repeats"])):
            if runs_b is None:
                tokens, t = runs_x[k]()
                samples.append((tokens / t, None))
                continue
            order = (runs_x[k], runs_b[k]) if n % 2 == 0 else (runs_b[k], runs_x[k])
            (t1, s1), (t2, s2) = order[0](), order[1]()
            tx, sx, tb, sb = (t1, s1, t2, s2) if n % 2 == 0 else (t2, s2, t1, s1)
            samples.append((tx / sx, tb / sb))
        result[f"{mode}_pairs"] = samples
    return result


def measure_translation(config: dict, baseline: dict, settings: dict, workdir: str) -> dict:
    """Beam-`settings["beam"]` translation throughput of `config`, paired with `baseline`
    built next to it in this process (`--rows mute-units`: no training step, untrained
    weights; the output length is forced, so speed does not depend on what is written).

    Both models translate the same `translate_batch` sentences once untimed at full size
    (first-call allocations, `*_fused auto`'s choice), then `translate_repeats` timed pairs
    alternate X B, B X, ... Returns {"params", "partner_params", "paths", "beam_tokens"
    (output tokens of one call, EOS included), "beam_pairs": [(X tokens/s, B tokens/s)]}.
    """
    torch.set_num_threads(settings["threads"])
    device = torch.device(settings["device"])
    x = Trainee(config, settings, workdir, device)
    b = Trainee(baseline, settings, workdir, device)
    beams = (settings["beam"],)
    (run_x,), (run_b,) = x.translator(settings, beams), b.translator(settings, beams)
    tokens, _ = run_x()  # untimed, full batch
    run_b()
    pairs = []
    for n in range(settings["translate_repeats"]):
        # the order alternates so that neither model always runs right after the other
        if n % 2 == 0:
            (tx, sx), (tb, sb) = run_x(), run_b()
        else:
            (tb, sb), (tx, sx) = run_b(), run_x()
        pairs.append((tx / sx, tb / sb))
    return {"params": x.params, "partner_params": b.params, "paths": paths_taken(x.model),
            "beam_tokens": tokens, "beam_pairs": pairs}


def translation_child(config: dict, baseline: dict, settings: dict, workdir: str,
                      queue) -> None:
    """multiprocessing target of `measure_translation` (errors reported, never hung)."""
    _put(queue, measure_translation, config, baseline, settings, workdir)


def _put(queue, measure_fn, *args) -> None:
    try:
        queue.put(measure_fn(*args))
    except BaseException as error:  # report to the parent, never hang it
        import traceback

        queue.put({"error": f"{type(error).__name__}: {error}",
                   "traceback": traceback.format_exc()})


def child(config: dict, baseline: dict | None, settings: dict, workdir: str, queue) -> None:
    """multiprocessing target: measure and put the result (or the error) on `queue`."""
    _put(queue, measure, config, baseline, settings, workdir)


# --------------------------------------------------------------------------- micro checks
def _best(fn, repeats: int) -> float:
    """Median wall time of `fn()` over `repeats` calls (after one warm-up call)."""
    import statistics

    fn()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def micro(settings: dict) -> dict:
    """Costs inside one MUTE-4 encoder (d, f, relative positions of the benchmark):

    * stacking the unit weights at forward time vs the fused layer's forward+backward
      (training batch) and vs the encoder forward at translation (batch of 30 sentences,
      stacked weights cached vs re-stacked at every call);
    * the hardened-AutoShuffle check (`AutoShuffle._hard_permutation`, once per layer per
      encoder forward at inference) vs that encoder forward.
    """
    torch.set_num_threads(settings["threads"])
    device = torch.device(settings["device"])
    reps = settings.get("micro_repeats", 5)
    src, src_len = _micro_source(settings["translate_batch"], 20, device)
    out = _micro_training(settings, device, reps)
    out.update(_micro_inference(settings, device, reps, src, src_len))
    out.update(_micro_hardened(settings, device, reps, src, src_len))
    return out


def _micro_encoder(settings: dict, device, fused: bool, sequential: bool = False):
    """A MUTE-4 encoder of the benchmark's size, initialised as OpenNMT would."""
    from onmt_ext import compat
    from onmt_ext.core.model.hooks import reset_extension_parameters
    from onmt_ext.mute.encoder import MuteEncoder
    from onmt_ext.mute.options import MuteOptions

    d, ff, heads, layers = settings["d"], settings["ff"], settings["heads"], settings["layers"]
    torch.manual_seed(0)
    enc = MuteEncoder(layers, d, heads, ff, 0.0, 0.0,
                      compat.Embeddings(d, VOCAB_SIZE, 1, position_encoding=False), 16, 0,
                      mute=MuteOptions(units=4, fused=fused, sequential=sequential))
    for p in enc.parameters():
        torch.nn.init.uniform_(p, -0.1, 0.1)
    reset_extension_parameters(enc)
    return enc.to(device)


def _micro_source(sentences: int, length: int, device):
    g = torch.Generator().manual_seed(0)
    src = torch.randint(4, VOCAB_SIZE, (sentences, length, 1), generator=g).to(device)
    return src, torch.full((sentences,), length, device=device)


def _micro_training(settings: dict, device, reps: int) -> dict:
    """One layer's units, forward + backward (fused, loop), and the stacking alone."""
    from onmt_ext import compat

    enc = _micro_encoder(settings, device, True).train()
    layer = enc.transformer[0]
    sentences = max(1, settings["batch_tokens"] // 21)
    x = torch.randn(sentences, 21, settings["d"], device=device, requires_grad=True)
    lengths = torch.full((sentences,), 21, device=device)
    mask = compat.encoder_self_attention_mask(lengths, 21)

    def fwd_bwd():
        layer.unit_outputs(x, mask, lengths, False).sum().backward()
        _sync(device)

    def stack_train():
        a = layer.fused.stacked_attention()
        f = layer.fused.stacked_feed_forward()
        _sync(device)
        return a, f

    out = {}
    out["train_layer_fused_ms"] = 1e3 * _best(fwd_bwd, reps)
    out["train_stack_ms"] = 1e3 * _best(stack_train, reps)
    layer.config = dataclasses.replace(layer.config, fused=False)  # the same layer, looped
    out["train_layer_loop_ms"] = 1e3 * _best(fwd_bwd, reps)
    return out


def _micro_inference(settings: dict, device, reps: int, src, src_len) -> dict:
    """The whole encoder on a translation batch: fused (cached / re-stacked weights), loop."""
    results = {}
    for name, fused, clear in (("cached", True, False), ("restacked", True, True),
                               ("loop", False, False)):
        enc = _micro_encoder(settings, device, fused).eval()

        def forward(enc=enc, clear=clear):
            with torch.no_grad():
                if clear:
                    for lay in enc.transformer:
                        lay.fused.clear_cache()
                enc(src, src_len)
            _sync(device)

        results[name] = 1e3 * _best(forward, reps)
    return {
        "infer_encoder_fused_cached_ms": results["cached"],
        "infer_encoder_fused_restacked_ms": results["restacked"],
        "infer_encoder_loop_ms": results["loop"],
    }


def _micro_hardened(settings: dict, device, reps: int, src, src_len) -> dict:
    """The hardened-AutoShuffle check at inference and its share of the encoder forward."""
    enc = _micro_encoder(settings, device, True, sequential=True).eval()
    for lay in enc.transformer:
        lay.autoshuffle.harden_()
    shuffle = enc.transformer[0].autoshuffle

    def check():
        with torch.no_grad():
            for _ in range(100):
                shuffle._hard_permutation()
        _sync(device)

    def forward_seq():
        with torch.no_grad():
            enc(src, src_len)
        _sync(device)

    out = {"is_hard_check_us": 1e6 * _best(check, reps) / 100}
    out["infer_encoder_seq_hard_ms"] = 1e3 * _best(forward_seq, reps)
    out["is_hard_share"] = settings["layers"] * out["is_hard_check_us"] / 1e3 / out[
        "infer_encoder_seq_hard_ms"]
    return out


GEMM_OPS = ("aten::mm", "aten::bmm", "aten::addmm", "aten::baddbmm")


def step_breakdown(configs: list[dict], settings: dict, workdir: str) -> dict:
    """Where a training step's time goes (torch.profiler, CPU self time, 2 steps after a
    warm-up): matrix products, dropout's random masks (`bernoulli_`), the optimiser step
    and everything else, per config name, in ms per step."""
    from torch.profiler import profile

    device = torch.device(settings["device"])
    out = {}
    for config in configs:
        trainee = Trainee(config, settings, workdir, device)
        trainee.step(0)
        with profile() as prof:
            for i in (1, 2):
                trainee.step(i)
        events = prof.key_averages()
        total = sum(e.self_cpu_time_total for e in events)
        gemm = sum(e.self_cpu_time_total for e in events if e.key in GEMM_OPS)
        dropout = sum(e.self_cpu_time_total for e in events if e.key == "aten::bernoulli_")
        optimizer = sum(e.cpu_time_total for e in events if e.key == "optimizer_step")
        out[config["name"]] = {k: v / 2e3 for k, v in (
            ("total", total), ("gemm", gemm), ("dropout_rng", dropout),
            ("optimizer", optimizer), ("other", total - gemm - dropout - optimizer))}
        del trainee
    return out


def micro_child(settings: dict, queue) -> None:
    try:
        result = micro(settings)
        result["breakdown"] = step_breakdown(settings["breakdown_configs"], settings,
                                             settings["workdir"])
        queue.put(result)
    except BaseException as error:
        import traceback

        queue.put({"error": f"{type(error).__name__}: {error}",
                   "traceback": traceback.format_exc()})
