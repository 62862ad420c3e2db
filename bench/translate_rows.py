"""Translation on a CPU measured against CTranslate2 (bench/run_bench.py: `--rows translate`,
and a section of the default run and of `--quick`).

At each size (d 128 and d 512; `--quick`: d 128), one child process builds, with random
weights as the rest of the bench, the plain Transformer (relative positions 16, as every
bench model: the model CTranslate2 can take) and every family's bench model, and:

- converts the Transformer with CTranslate2's OpenNMT-py converter (from the checkpoint
  OpenNMT's own saver writes; with onmt_ext installed, as `onmt_release_model --format
  ctranslate2` runs it) to float32 and to int8;
- makes an int8 copy of every model with `torch.quantization.quantize_dynamic` (the call
  OpenNMT's `-precision int8` is meant to make, bench/onmt_calls.quantise_dynamic);
- translates one batch of random sentences with each system, beam 4, the output length
  forced (OpenNMT: `min_length = max_length`; CTranslate2: `min_decoding_length =
  max_decoding_length`), in rounds: every system once per round, the order reversed every
  other round. Ratios are taken within a round (system tokens/s / CTranslate2's tokens/s of
  that round) and summarised as median [min, max].

Outputs are compared with the float32 `onmt_translate` output of the same model (for the
CTranslate2 rows, of the Transformer): identical lines and BLEU (sacrebleu, that output as
the reference; 100 = the same). With random weights the scores of the candidates are close,
so a small change in the sums (int8) changes more choices than in a trained model: the
agreement here is a lower bound of a trained model's.

Without ctranslate2 the CTranslate2 rows are skipped with the reason
(`pip install -e '.[bench]'`); the other rows are measured.
"""

from __future__ import annotations

import copy
import statistics
import time

CT2_MISSING = ("ctranslate2 is not installed (the optional `bench` extra: "
               "pip install -e '.[bench]')")
SIZES = ("d128", "d512")
QUICK_SIZES = ("d128",)
RUN = {"beam": 4, "translate_batch": 30, "translate_len": 20, "rounds": 3}
QUICK_RUN = dict(RUN, translate_len=6, rounds=1)
ONMT, CT2 = "onmt_translate", "CTranslate2"


def ctranslate2_missing() -> str | None:
    """Why the CTranslate2 rows cannot be measured here, or None."""
    try:
        import ctranslate2  # noqa: F401
    except ImportError:
        return CT2_MISSING
    return None


def model_configs(registered: set[str], quick: bool) -> list[dict]:
    """The models translated: the plain Transformer, MUTE-4 (auto) and each other
    registered family's bench model (`--quick`: the Transformer and MUTE-4)."""
    import profile_translate
    import run_bench

    configs = [profile_translate.transformer_config(),
               run_bench.mute_config(4, "plain", "auto")]
    if not quick:
        configs += [c for c in run_bench.family_configs(registered) if c["family"] != "deep"]
    return configs


def size_settings(size: str, quick: bool, threads: int) -> dict:
    """The bench's settings at `size` with this section's decoding settings."""
    import profile_translate

    settings = profile_translate.settings_for(size, quick, threads)
    settings.update(QUICK_RUN if quick else RUN)
    return settings


# --------------------------------------------------------------------------- the child
def _ct2_runner(model_dir: str, compute_type: str, lines: list[str], settings: dict):
    """A callable translating `lines` with CTranslate2 as the OpenNMT rows do; returns
    (output tokens incl. EOS, seconds, the lines)."""
    import ctranslate2

    translator = ctranslate2.Translator(model_dir, device="cpu", compute_type=compute_type,
                                        intra_threads=settings["threads"], inter_threads=1)
    tokens = [line.split() for line in lines]
    length = settings["translate_len"]

    def run(batch=tokens):
        t0 = time.perf_counter()
        results = translator.translate_batch(
            batch, beam_size=settings["beam"], max_batch_size=settings["translate_batch"],
            min_decoding_length=length, max_decoding_length=length)
        elapsed = time.perf_counter() - t0
        out = [" ".join(r.hypotheses[0]) for r in results]
        return sum(len(o.split()) + 1 for o in out), elapsed, out

    run(tokens[:2])  # warm-up
    return run


def _onmt_runner(trainee, settings: dict):
    """A callable translating the bench's batch with OpenNMT's Translator; returns
    (output tokens incl. EOS, seconds, the lines)."""
    (run,) = trainee.translator(settings, beams=(settings["beam"],))

    def timed():
        tokens, elapsed = run()
        return tokens, elapsed, list(trainee.last_output)

    return timed


def _convert(trainee, workdir: str, quantization: str | None) -> str:
    """The Transformer saved by OpenNMT's saver, converted by CTranslate2's converter
    (onmt_ext's seam record lets it take `scaled-dot-flash`); returns the model folder."""
    import ctranslate2.converters.opennmt_py  # noqa: F401  (before install: record applies)
    import onmt_calls

    import onmt_ext

    onmt_ext.install()  # applies the records waiting for modules imported since
    checkpoint = onmt_calls.save_checkpoint(trainee.opt, trainee.model, trainee.vocabs,
                                            trainee.optim, f"{workdir}/transformer")
    out = f"{workdir}/ct2_{quantization or 'float32'}"
    ctranslate2.converters.OpenNMTPyConverter(checkpoint).convert(
        out, quantization=quantization, force=True)
    return out


def measure_size(configs: list[dict], settings: dict, workdir: str) -> dict:
    """Build every model, make the systems, translate in rounds. Returns {"systems":
    [{name, model, engine, precision, params, tok_s: [...], output: [...]}], "skipped"}."""
    import onmt_calls
    import torch
    import worker

    torch.set_num_threads(settings["threads"])
    device = torch.device("cpu")
    systems, runners = [], []
    skipped = ctranslate2_missing()
    for config in configs:
        trainee = worker.Trainee(config, settings, workdir, device)
        base = {"model": config["name"], "family": config["family"], "params": trainee.params}
        systems.append({**base, "engine": ONMT, "precision": "float32"})
        runners.append(_onmt_runner(trainee, settings))
        quantised = copy.copy(trainee)
        quantised.model = onmt_calls.quantise_dynamic(copy.deepcopy(trainee.model))
        systems.append({**base, "engine": ONMT, "precision": "int8"})
        try:  # a family's own code may not run on quantised layers: its row says why
            runners.append(_onmt_runner(quantised, settings))
        except Exception as error:  # reported in the row and bench.md, never hidden
            systems[-1]["error"] = f"{type(error).__name__}: {error}"
            runners.append(None)
        if config["family"] == "transformer" and skipped is None:
            lines = [" ".join(s) for s in worker.random_sentences(
                settings["translate_batch"], 7, settings["min_len"], settings["max_len"])]
            for precision, quantization in (("float32", None), ("int8", "int8")):
                model_dir = _convert(trainee, workdir, quantization)
                systems.append({**base, "engine": CT2, "precision": precision})
                runners.append(_ct2_runner(model_dir, precision, lines, settings))
    for system in systems:
        system.update(tok_s=[], rounds=[])
    for round_index in range(settings["rounds"]):
        order = [i for i, runner in enumerate(runners) if runner is not None]
        for index in order if round_index % 2 == 0 else order[::-1]:
            tokens, elapsed, output = runners[index]()
            systems[index]["tok_s"].append(tokens / elapsed)
            systems[index]["rounds"].append(round_index)
            systems[index].setdefault("output", output)
    return {"systems": systems, "skipped": skipped}


def translate_child(configs: list[dict], settings: dict, workdir: str, queue) -> None:
    """multiprocessing target of `measure_size` (errors reported to the parent)."""
    import worker

    worker._put(queue, measure_size, configs, settings, workdir)


# --------------------------------------------------------------------------- summary
def agreement(output: list[str], reference: list[str]) -> dict:
    """Identical lines (count) and BLEU of `output` against `reference` (sacrebleu)."""
    import sacrebleu

    same = sum(a == b for a, b in zip(output, reference, strict=True))
    bleu = sacrebleu.corpus_bleu(output, [reference]).score
    return {"identical": same, "lines": len(reference), "bleu": bleu}


def _spread(values: list[float]) -> list[float] | None:
    return [min(values), statistics.median(values), max(values)] if values else None


def summarise(measured: dict) -> dict:
    """Per system: median tokens/s, ratios to CTranslate2 float32 and to CTranslate2's
    faster mode (per round, median [min, max]), agreement with the float32 onmt_translate
    output of its model (of the Transformer for CTranslate2)."""
    systems = measured["systems"]
    reference = {s["model"]: s["output"] for s in systems
                 if s["engine"] == ONMT and s["precision"] == "float32" and not s.get("error")}
    transformer = next((s["model"] for s in systems if s["family"] == "transformer"), None)
    ct2 = {s["precision"]: s for s in systems if s["engine"] == CT2 and not s.get("error")}
    faster = (max(ct2.values(), key=lambda s: statistics.median(s["tok_s"]))
              if ct2 else None)
    rows = []
    for system in systems:
        row = {k: v for k, v in system.items() if k != "output"}
        if system.get("error"):
            row.update(tok_s_median=None, to_ct2_float32=None, to_ct2_faster=None,
                       agreement=None)
            rows.append(row)
            continue
        row["tok_s_median"] = statistics.median(system["tok_s"])
        for key, other in (("to_ct2_float32", ct2.get("float32")), ("to_ct2_faster", faster)):
            row[key] = None if other is None else _spread(
                [x / y for x, y in zip(system["tok_s"], other["tok_s"], strict=True)])
        ref = reference.get(transformer if system["engine"] == CT2 else system["model"])
        row["agreement"] = agreement(system["output"], ref) if ref is not None else None
        rows.append(row)
    return {"rows": rows, "skipped": measured.get("skipped"),
            "faster_ct2": None if faster is None else faster["precision"]}


def _triple(spread: list[float] | None) -> str:
    if spread is None:
        return "-"
    low, mid, high = spread
    return f"{mid:.2f}" if low == high else f"{mid:.2f} [{low:.2f}, {high:.2f}]"


def markdown(sizes: dict[str, dict], settings: dict) -> str:
    """The section of bench.md: one table per size."""
    out = ["## Translation against CTranslate2", "",
           f"Beam {settings['beam']}, one batch of {settings['translate_batch']} random "
           f"sentences ({settings['min_len']}-{settings['max_len']} tokens), output forced "
           f"to {settings['translate_len']} tokens, {settings['threads']} thread(s), random "
           f"weights, {settings['layers']}+{settings['layers']} layers, 8k vocabulary; "
           f"{settings['rounds']} round(s), every system once per round. tok/s: output "
           "tokens (EOS included) per second, median over rounds; ratios to CTranslate2 "
           "within a round, median [min, max]; identical lines and BLEU against the float32 "
           "`onmt_translate` output of the same model (of the Transformer for CTranslate2). "
           "int8 for `onmt_translate`: `torch.quantization.quantize_dynamic` of the linear "
           "layers, the call OpenNMT-py 3.5.1's `-precision int8` is meant to make (its "
           "`load_test_model` compares the option's string with `torch.int8`, so the option "
           "itself translates in float32)."]
    for size, summary in sizes.items():
        out += ["", f"### {size}", ""]
        if summary.get("error"):
            out.append(f"Not measured: {summary['error']}")
            continue
        if summary.get("skipped"):
            out += [f"CTranslate2 rows skipped: {summary['skipped']}.", ""]
        faster = summary.get("faster_ct2")
        out += ["| model | engine | precision | params (M) | tok/s | vs CTranslate2 float32 | "
                f"vs CTranslate2's faster ({faster or '-'}) | identical lines | BLEU |",
                "|---|---|---|---|---|---|---|---|---|"]
        for row in summary["rows"]:
            agree = row.get("agreement")
            same = "-" if agree is None else f"{agree['identical']}/{agree['lines']}"
            bleu = "-" if agree is None else f"{agree['bleu']:.2f}"
            if row.get("error"):
                out.append(f"| {row['model']} | {row['engine']} | {row['precision']} | "
                           f"{row['params'] / 1e6:.1f} | failed: {row['error']} | - | - | - "
                           "| - |")
                continue
            out.append(f"| {row['model']} | {row['engine']} | {row['precision']} | "
                       f"{row['params'] / 1e6:.1f} | {row['tok_s_median']:.0f} | "
                       f"{_triple(row['to_ct2_float32'])} | {_triple(row['to_ct2_faster'])} | "
                       f"{same} | {bleu} |")
    return "\n".join(out)


def run_section(runner, registered: set[str], quick: bool, threads: int, workdir: str,
                log=print) -> dict:
    """Every size in its own child (`runner.call`): {"sizes": {size: summary},
    "settings": the decoding settings}."""
    sizes = {}
    settings = None
    for size in QUICK_SIZES if quick else SIZES:
        settings = size_settings(size, quick, threads)
        configs = model_configs(registered, quick)
        t0 = time.time()
        measured = runner.call(_child_target(), configs, settings, workdir)
        if "error" in measured:
            log(f"[bench] translate {size}: ERROR {measured['error']}\n"
                f"{measured.get('traceback', '')}")
            sizes[size] = {"error": measured["error"]}
            continue
        sizes[size] = summarise(measured)
        for row in sizes[size]["rows"]:
            name = f"[bench] translate {size} {row['model']} {row['engine']} {row['precision']}"
            if row.get("error"):
                log(f"{name}: failed: {row['error']}")
                continue
            log(f"{name}: {row['tok_s_median']:.0f} tok/s, vs CTranslate2 float32 "
                f"{_triple(row['to_ct2_float32'])}")
        if sizes[size].get("skipped"):
            log(f"[bench] translate {size}: CTranslate2 rows skipped: "
                f"{sizes[size]['skipped']}")
        log(f"[bench] translate {size}: {time.time() - t0:.0f} s")
    return {"sizes": sizes, "settings": settings}


def _child_target():
    import translate_rows

    return translate_rows.translate_child
