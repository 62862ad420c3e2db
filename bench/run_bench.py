"""Speed and memory of MUTE (fused and unfused) and the other families vs the baseline.

    .venv/bin/python bench/run_bench.py [--quick] [--out results] [--threads N]
    make bench                      (make bench BENCH_FLAGS=--quick: a smoke run of a few minutes)
    make bench BENCH_FLAGS="--rows mimo-deep"   (only MIMO vs the deeper Transformer)
    .venv/bin/python bench/run_bench.py --rows mute-units --size d128 \
        --out results/mute-figure2-speed    (MUTE Figure 2(b): beam-4 tokens/s, 1..6 units)
    .venv/bin/python bench/run_bench.py --rows translate --out /tmp/translate
        (only translation against CTranslate2 and the profile of onmt_translate)

Writes results/bench.md (tables, the speed and memory targets with PASS/FAIL computed from the
measurements, how it was measured), results/bench_units.png and results/bench.json.

How: every (model, round) measurement runs in a fresh child process (forkserver with
torch/OpenNMT/onmt_ext preloaded, so a child starts in a fraction of a second and its peak
RSS is its own). The child builds the model with OpenNMT's builder from options parsed as
`onmt_ext_train` parses them, runs warm-up + timed training steps (forward, OpenNMT's
loss, backward, OpenNMT's optimiser step with our post-step hooks) on fixed random-token
batches, reads the peak RSS, then times OpenNMT's Translator in-process (beam 4 and greedy,
30 sentences, forced output length) -- process start-up and model loading excluded.
Rounds are interleaved (every config once per round, the baseline in every round) and
ratios are taken within a round, then summarised as median [min, max] over rounds. The
round count adapts to a time budget (the aim: < 15 minutes on 2 cores): the
target configs are measured in every round, the others as long as the budget allows.

Translation against CTranslate2 (bench/translate_rows.py) and where onmt_translate's time
goes (bench/profile_translate.py) follow the training rows of every CPU run (`--quick`:
the Transformer and MUTE at d 128, CTranslate2 float32 and int8; `--no-translate` leaves
them out; `--rows translate` runs only them, on the CPU, also where a GPU is): the plain
Transformer and every family translated by OpenNMT's Translator in float32
and int8, and the Transformer by CTranslate2 float32 and int8 (skipped, with the reason,
without ctranslate2), at d 128 and d 512, in one child process per size.

`--rows mute-units` (MUTE Figure 2(b)) only translates: plain MUTE with 1..6 units
(`mute_fused auto`), each child building MUTE-k and the baseline side by side with untrained
weights, beam 4, one batch of 30 sentences, the output length forced; whole rounds (every
unit count once) while ~9 minutes last. bench.md gives the ratio to 1 unit per round
((MUTE-k / baseline) / (MUTE-1 / baseline)) as median [min, max] over the rounds.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import queue as queue_module
import shlex
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import flops  # noqa: E402
import report  # noqa: E402

NOISE_CYCLE = ["identity", "swap", "disorder", "mask"]
UNITS = (1, 2, 4, 6)
VARIANTS = ("plain", "+Bias", "+Bias+Seq")
TRANSFORMER = ["-encoder_type", "transformer", "-decoder_type", "transformer"]

FULL = {
    "d": 256, "ff": 1024, "heads": 4, "layers": 3,
    "batch_tokens": 1024, "min_len": 10, "max_len": 30, "train_sentences": 1500,
    "warmup_steps": 1, "steps": 3,
    "translate_batch": 30, "translate_len": 20, "translate_repeats": 2,
    "rounds": 3, "budget_s": 780, "micro_repeats": 5,
}
# --quick: the baseline, MUTE-4 and MIMO 2 x 4, each fused, loop and auto (7 children)
QUICK = dict(FULL, batch_tokens=256, steps=2, translate_len=6, translate_repeats=1, rounds=2,
             budget_s=100, micro_repeats=2, train_sentences=400)
# --size: model widths and batch size over FULL/QUICK (the default keeps FULL's d 256,
# ~1k-token batches); d512 is Transformer-base width with ~4k-token batches, where a GPU step
# is compute-bound rather than launch-bound.
SIZES = {
    "d128": {"d": 128, "ff": 512, "heads": 4},  # the experiments' protocol (recipes/*/protocol)
    "d256": {},
    "d512": {"d": 512, "ff": 2048, "heads": 8, "batch_tokens": 4096},
}

# `--rows mute-units` (MUTE Figure 2(b)): beam-4 translation only, MUTE with 1..6 units
# (plain, `mute_fused auto`: what a user gets) each paired with the baseline. A child
# translates 30 sentences once untimed, then `translate_repeats` timed pairs; whole rounds
# (every unit count once, the order reversed every other round) while the budget lasts.
# ~9 rounds fit 540 s at d 256 on 2 idle cores.
MUTE_UNITS = tuple(range(1, 7))
UNITS_RUN = {"beam": 4, "translate_batch": 30, "translate_len": 20, "translate_repeats": 4,
             "rounds": 20, "budget_s": 540}
QUICK_UNITS_RUN = dict(UNITS_RUN, translate_len=6, translate_repeats=1, rounds=1, budget_s=60)


# --------------------------------------------------------------------------- configs
# `mute_fused` / `mimo_fused` value of each path the bench measures; `auto` (the default)
# takes the faster of the other two per device and mode (onmt_ext/<family>/fused_path.py).
PATHS = {"fused": "true", "loop": "false", "auto": "auto"}


def mute_config(units: int, variant: str, path: str | bool) -> dict:
    """MUTE with `units` units; `path`: fused, loop or auto (True / False: fused / loop)."""
    path = path if isinstance(path, str) else ("fused" if path else "loop")
    args = ["-encoder_type", "mute", "-decoder_type", "transformer",
            "-mute_units", str(units), "-mute_fused", PATHS[path]]
    if variant in ("+Bias", "+Bias+Seq"):
        args += ["-mute_noise", *[NOISE_CYCLE[i % 4] for i in range(units)]]
    if variant == "+Bias+Seq":
        args += ["-mute_sequential"]
    name = f"MUTE-{units}" + ("" if variant == "plain" else f" {variant}")
    name += "" if path == "fused" else f" ({path})"
    claim = {4: "paper (GPU): 4 units -3.1% inference speed vs 1 unit",
             6: "paper (GPU): 6 units -6.7% inference speed vs 1 unit"}.get(units, "")
    return {"name": name, "family": "mute", "units": units, "variant": variant,
            "fused": path == "fused", "path": path, "args": args, "flops": "analytic",
            "enc_units": units, "claim": claim if variant == "plain" and path == "fused" else ""}


def family_configs(registered: set[str]) -> list[dict]:
    """Configs of the other families registered in onmt_ext.registry."""
    out = []
    if "aggregate" in registered:
        for strategy, label, claim in (
            ("hierarchical", "Aggregation hierarchical",
             "Dou et al. 2018: layer aggregation 'only marginally' slows decoding"),
            ("multi_layer_attention", "Aggregation MLA k=2",
             "Dou et al. 2018: multi-layer attention decoding -21%"),
        ):
            out.append({"name": label, "family": "aggregate", "flops": "counted",
                        "claim": claim,
                        "args": ["-encoder_type", "aggregate", "-decoder_type", "aggregate",
                                 "-enc_aggregate_strategy", strategy,
                                 "-dec_aggregate_strategy", strategy]})
    if "dense" in registered:
        out.append({"name": "DenseNMT (DenseAtt-1)", "family": "dense", "flops": "counted",
                    "claim": "Shen et al. 2018: training 8.1% slower (1571 vs 1710 words/s)",
                    "args": ["-encoder_type", "dense", "-decoder_type", "dense",
                             "-dense_attention", "dense1"]})
    if "mimo" in registered:
        out.append({"name": "MIMO-4", "family": "mimo", "flops": "counted",
                    "claim": "Xu et al. 2021: 1.31x as fast as a deeper model of similar "
                             "parameters (see below)",
                    "args": ["-encoder_type", "mimo", "-decoder_type", "mimo",
                             "-mimo_cardinality", "4", "-mimo_languages", "de"]})
        out.append({"name": "Transformer+Relative 12+12", "family": "deep", "flops": "analytic",
                    "enc_units": 1, "layers": 12,
                    "claim": "MIMO's comparator: depth x cardinality (paper: 24 vs 6x4 layers)",
                    "args": [*TRANSFORMER, "-enc_layers", "12", "-dec_layers", "12"]})
    known = {"mute", "aggregate", "dense", "mimo"}
    for name in sorted(registered - known):  # a family added later: default options
        out.append({"name": f"{name} (defaults)", "family": name, "flops": "counted",
                    "claim": "", "args": ["-encoder_type", name, "-decoder_type", name]})
    return out


# MIMO vs the deeper Transformer of equal parameters (Xu et al. 2021, Sec. 4.2: 6 layers x 4
# transformations vs 24 layers, "1.31 times as fast"): (layers, width) per shape. The width
# None is the bench's d; the paper's shape runs at `--deep-d` (CPU default: a small width,
# a d 512 model of 176M parameters does not fit 2 cores).
MIMO_SHAPES = ((3, None), (6, "deep"))
QUICK_MIMO_SHAPES = ((2, 128),)  # --quick: a small shape (an int width: that width)
MIMO_TARGET = {"cpu": 0.95, "cuda": 1.31}  # fused MIMO speed / deep model speed, at least


def deep_width(settings: dict) -> int:
    """The width of the paper's 6 x 4 / 24-layer shape: `--deep-d`, else 128 on a CPU and
    Transformer-base's 512 on a GPU."""
    if settings.get("deep_d"):
        return int(settings["deep_d"])
    return 512 if settings.get("device") == "cuda" else 128


def mimo_deep_configs(settings: dict) -> tuple[list[dict], list[dict]]:
    """(MIMO rows, their deep partners): MIMO n = 4 with L layers, fused, loop and auto,
    each paired in one process with the 4L + 4L-layer Transformer (same width, data with
    the same target-language tag, same batches); ratios MIMO / deep per sample."""
    rows, partners = [], []
    for layers, width in QUICK_MIMO_SHAPES if settings.get("quick") else MIMO_SHAPES:
        if isinstance(width, int):
            d = width
        else:
            d = settings["d"] if width is None else deep_width(settings)
        shape = ["-enc_layers", str(layers), "-dec_layers", str(layers)]
        size = ["-hidden_size", str(d), "-word_vec_size", str(d), "-transformer_ff", str(4 * d),
                "-heads", str(max(2, d // 64))]
        deep_layers = 4 * layers
        deep = {"name": f"Transformer {deep_layers}+{deep_layers} (d {d})", "family": "deep",
                "tagged": True, "flops": "none", "claim": "",
                "args": [*TRANSFORMER, *size, "-enc_layers", str(deep_layers),
                         "-dec_layers", str(deep_layers)]}
        partners.append(deep)
        for path in PATHS:
            rows.append({
                "name": f"MIMO {layers}x4 {path} vs {deep['name']}", "family": "mimo",
                "pairing": "mimo-deep", "fused": path == "fused", "path": path,
                "mimo_layers": layers, "d": d, "pair_with": deep["name"], "flops": "none",
                "claim": "",
                "args": ["-encoder_type", "mimo", "-decoder_type", "mimo", *size, *shape,
                         "-mimo_cardinality", "4", "-mimo_languages", "de",
                         "-mimo_fused", PATHS[path]],
            })
    return rows, partners


def baseline_config() -> dict:
    """Transformer+Relative, the model every config is paired with."""
    return {"name": report.BASELINE, "family": "baseline", "args": TRANSFORMER,
            "flops": "analytic", "enc_units": 1, "count_too": True,
            "claim": "Transformer+Relative (Shaw et al.), d 256, 3+3 layers, 8k vocab"}


def units_configs() -> list[dict]:
    """`--rows mute-units`: plain MUTE with 1..6 units, `mute_fused auto` (the default, so
    the path a user gets), in measuring order."""
    return [mute_config(units, "plain", "auto") for units in MUTE_UNITS]


def units_settings(quick: bool, size: str) -> dict:
    """Settings of a `--rows mute-units` run: the bench's model (`size`) and source lengths,
    beam 4, batches of 30 sentences, the forced output length, repeats, rounds and budget
    of UNITS_RUN (QUICK_UNITS_RUN with `quick`)."""
    settings = dict(QUICK if quick else FULL)
    settings.update(SIZES[size], size=size)
    settings.update(QUICK_UNITS_RUN if quick else UNITS_RUN)
    settings.update(quick=quick, rows="mute-units")
    return settings


def all_configs(settings: dict, rows: str = "all") -> tuple[list[dict], list[dict], list[dict]]:
    """(target configs, other configs, partners): the targets are measured in every round,
    partners only paired with a target. `rows`: "all", or "mimo-deep" (only MIMO vs the
    deeper Transformer)."""
    from onmt_ext import registry

    mimo_rows, partners = mimo_deep_configs(settings)
    if rows == "mimo-deep":
        return mimo_rows, [], partners
    quick = settings["quick"]

    baseline = baseline_config()
    fused, loop = mute_config(4, "plain", "fused"), mute_config(4, "plain", "loop")
    auto = mute_config(4, "plain", "auto")
    head_to_head = {**fused, "name": "MUTE-4 fused vs loop", "family": "pairing",
                    "pair_with": loop["name"], "claim": ""}
    tuned = [{**c, "name": f"{c['name']} [malloc tuned]", "malloc": "tuned", "claim": ""}
             for c in (fused, loop)]
    targets = [baseline, fused, loop, auto, mute_config(4, "+Bias+Seq", True), head_to_head,
               *tuned]
    if quick:  # MUTE-4 and MIMO at a small shape, each fused, loop and auto
        return targets[:4], mimo_rows, partners
    # MIMO vs deep first among the others (round 0, within the budget); `--rows mimo-deep`
    # measures them in every round instead
    others = [*mimo_rows]
    for units in UNITS:
        for variant in VARIANTS:
            if (units, variant) in ((4, "plain"), (4, "+Bias+Seq"), (1, "+Bias")):
                continue  # targets; with one unit +Bias is the identity noise = plain
            others.append(mute_config(units, variant, True))
    for units in UNITS:  # the loop at every size (plain), and with +Bias+Seq at 4 units
        if units != 4:
            others.append(mute_config(units, "plain", False))
    others.append(mute_config(4, "+Bias+Seq", False))
    registered = registry.model_names()
    others += family_configs(registered)
    for config in others:  # one translate pair per mode (the targets: translate_repeats)
        config["translate_repeats"] = 1
    return targets, others, partners


# --------------------------------------------------------------------------- machine
def choose_threads(requested: int) -> tuple[int, str]:
    cores = os.cpu_count() or 1
    if requested > 0:
        return requested, "--threads"
    load = os.getloadavg()[0]
    if load >= 0.5 and cores > 1:
        # Shared machine: a 2-thread OpenMP team with one thread preempted waits at every
        # barrier; small ops (beam search) then slow down erratically. One thread is stable.
        return 1, f"auto: machine busy, load {load:.1f} on {cores} cores"
    return cores, f"auto: load {load:.1f} on {cores} cores"


def matmul_gflops(threads: int, device: str, trials: int = 7, n: int = 1024) -> dict:
    """Measured fp32 GEMM throughput (n x n x n), median over trials."""
    import torch

    torch.set_num_threads(threads)
    dev = torch.device(device)
    a = torch.randn(n, n, device=dev)
    b = torch.randn(n, n, device=dev)
    inner = 5 if dev.type == "cpu" else 50
    results = []
    for _ in range(trials + 1):
        if dev.type == "cuda":
            torch.cuda.synchronize(dev)
        t0 = time.perf_counter()
        for _ in range(inner):
            a @ b
        if dev.type == "cuda":
            torch.cuda.synchronize(dev)
        results.append(2 * n**3 * inner / (time.perf_counter() - t0) / 1e9)
    results = results[1:]  # first: warm-up
    return {"matmul_gflops": statistics.median(results), "matmul_trials": trials,
            "matmul_all": ", ".join(f"{r:.1f}" for r in results),
            "matmul_shape": f"{n}x{n}x{n}, {threads} thread(s)"}


def git_commit() -> str:
    """HEAD's short hash of this checkout, `+dirty` with uncommitted changes to tracked
    files; "?" outside git."""
    import subprocess

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(HERE.parent), *args], capture_output=True,
                              text=True, check=True).stdout.strip()

    try:
        head = git("rev-parse", "--short", "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.CalledProcessError):
        return "?"
    return head + ("+dirty" if dirty else "")


def cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


# --------------------------------------------------------------------------- children
class Runner:
    """Runs measurements in forkserver children (torch/OpenNMT preloaded)."""

    def __init__(self, timeout_s: float):
        self.ctx = multiprocessing.get_context("forkserver")
        self.ctx.set_forkserver_preload(["worker"])
        self.timeout_s = timeout_s

    def call(self, target, *args) -> dict:
        q = self.ctx.Queue()
        proc = self.ctx.Process(target=target, args=(*args, q))
        proc.start()
        try:
            result = q.get(timeout=self.timeout_s)
        except queue_module.Empty:
            result = {"error": f"no result within {self.timeout_s:.0f} s (exit code "
                               f"{proc.exitcode})"}
        proc.join(timeout=30)
        if proc.is_alive():
            proc.kill()
            proc.join()
        return result


def analytic_flops(config: dict, settings: dict, measured: dict) -> float:
    """Training FLOPs per target token from bench/flops.py at the data's mean lengths."""
    sentences = measured["train_sentences"]
    src_len = measured["train_src_tok"] / sentences
    tgt_len = measured["train_tgt_tok"] / sentences
    layers = config.get("layers", settings["layers"])
    return flops.model_flops_per_token(settings["d"], settings["ff"], layers, layers,
                                       8000, src_len, tgt_len, rel=True,
                                       enc_units=config.get("enc_units", 1))


def select_configs(targets: list[dict], others: list[dict], names: list[str]):
    """`--only`: the baseline (targets[0]) and the configs named in `names`, in their order
    of measurement. Returns (targets, others, names matching no config)."""
    wanted = set(names)
    known = {c["name"] for c in targets + others}
    kept_targets = [targets[0], *[c for c in targets[1:] if c["name"] in wanted]]
    kept_others = [c for c in others if c["name"] in wanted]
    return kept_targets, kept_others, [n for n in names if n not in known]


def rounds_budget_device(args, settings: dict) -> tuple[str, int, str]:
    """`--rounds` and `--budget-s` into `settings` where given; returns (device: `--device`,
    else cuda where there is one, else cpu; threads and the reason, `choose_threads`)."""
    if args.rounds:
        settings["rounds"] = args.rounds
    if args.budget_s:
        settings["budget_s"] = args.budget_s
    import torch

    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    threads, reason = choose_threads(args.threads)
    return device, threads, reason


def run(args) -> dict:
    settings = dict(QUICK if args.quick else FULL)
    settings.update(SIZES[args.size], size=args.size)
    if args.batch_tokens:
        settings["batch_tokens"] = args.batch_tokens
    device, threads, reason = rounds_budget_device(args, settings)
    settings.update(device=device, threads=threads, quick=bool(args.quick), rows=args.rows,
                    autocast=args.autocast)
    if args.deep_d:
        settings["deep_d"] = args.deep_d
    started = time.time()
    machine = {"device": device, "threads": threads, "threads_reason": reason,
               "cpu": cpu_name(), "load_start": f"{os.getloadavg()[0]:.1f}"}
    print(f"[bench] {device}, {threads} thread(s) ({reason})", flush=True)
    machine.update(matmul_gflops(threads, device))
    print(f"[bench] fp32 matmul: {machine['matmul_gflops']:.1f} GFLOP/s", flush=True)

    targets, others, partners = all_configs(settings, args.rows)
    every = targets + others + partners  # pair_with may name a config not measured
    if args.only:
        targets, others, missing = select_configs(targets, others, args.only)
        for name in missing:
            print(f"[bench] --only: no config named {name!r} (not measured); known: "
                  f"{', '.join(c['name'] for c in every)}", flush=True)
        settings.update(only=list(args.only), only_missing=missing)
    baseline = next((c for c in targets if c["name"] == report.BASELINE), None)
    if baseline is not None and settings["d"] != FULL["d"]:
        baseline["claim"] = (f"Transformer+Relative (Shaw et al.), d {settings['d']}, "
                             f"{settings['layers']}+{settings['layers']} layers, 8k vocab")
    runner = Runner(timeout_s=600)
    workdir = tempfile.mkdtemp(prefix="onmt_ext_bench_")
    micro = {}
    if baseline is not None and not args.no_micro:
        print("[bench] micro-measurements (stacking, AutoShuffle check)", flush=True)
        micro = runner.call(_micro_target(), {**settings, "workdir": workdir,
                                              "breakdown_configs": targets[:3]})
    records: dict[str, dict] = {}
    lists = ("train_tok_s", "train_ratio", "train_speed", "train_mem_mb", "peak_rss_mb",
             "beam_tok_s", "beam_ratio", "greedy_tok_s", "greedy_ratio", "durations")
    for config in targets + others:
        records[config["name"]] = {**{k: v for k, v in config.items() if k != "args"},
                                   "args": " ".join(config["args"]), "rounds": [],
                                   **{key: [] for key in lists}}
    budget_end = started + settings["budget_s"]
    by_name = {c["name"]: c for c in every}
    for round_index in range(settings["rounds"]):
        for config in targets + (others if round_index == 0 else []):
            if round_index > 0 and config is baseline:
                continue  # its memory (the only unpaired number) is measured in round 0
            record = records[config["name"]]
            estimate = statistics.median(record["durations"]) if record["durations"] else 0
            if time.time() + estimate > budget_end and (round_index > 0 or record["rounds"]
                                                        or time.time() > budget_end):
                record.setdefault("skipped", f"time budget ({settings['budget_s']:.0f} s)")
                continue  # out of budget: fewer rounds for this config (or none)
            if record.get("error"):
                continue
            count = round_index == 0 and (config["flops"] == "counted"
                                          or config.get("count_too"))
            t0 = time.time()
            partner = by_name.get(config.get("pair_with"), baseline)
            measured = runner.call(_measure_target(), config, partner,
                                   {**settings, "flop_count": count}, workdir)
            duration = time.time() - t0
            if "error" in measured:
                record["error"] = measured["error"]
                print(f"[bench] {config['name']}: ERROR {measured['error']}\n"
                      f"{measured.get('traceback', '')}", flush=True)
                continue
            _record(record, config, measured, settings, round_index, duration)
            print(f"[bench] round {round_index} {config['name']}: "
                  f"train {_summary(record['train_tok_s'])} tok/s "
                  f"(x{_summary(record['train_ratio'], 2)} baseline step time), "
                  f"mem {record['train_mem_mb'][-1]:.0f} MB, "
                  f"beam {_summary(record['beam_tok_s'])} tok/s "
                  f"(x{_summary(record['beam_ratio'], 2)}), "
                  f"greedy x{_summary(record['greedy_ratio'], 2)} ({duration:.0f} s)",
                  flush=True)
    machine["load_end"] = f"{os.getloadavg()[0]:.1f}"
    base_mem = records[baseline["name"]]["train_mem_mb"] if baseline else []
    if base_mem:
        reference = statistics.median(base_mem)
        for record in records.values():
            record["mem_ratio"] = ([] if record["name"] == baseline["name"] or
                                   record.get("pairing")
                                   else [m / reference for m in record["train_mem_mb"]])
    results = {"machine": machine, "settings": settings, "micro": micro,
               "configs": list(records.values()), "wall_s": time.time() - started}
    _counted_ratio_baseline(results)
    results["flop_predicted"] = _flop_predictions(results, settings)
    results["notes"] = notes(results)
    return results


def translation_sections(args, threads: int, runner=None, workdir: str = "") -> dict:
    """Translation against CTranslate2 (bench/translate_rows.py) and the profile of
    onmt_translate (bench/profile_translate.py), each size in its own child: {"translate":
    ..., "profile": {"rows": [...], "line": ...} or {"error": ...}}."""
    import profile_translate
    import translate_rows

    from onmt_ext import registry

    runner = runner or Runner(timeout_s=900)
    workdir = workdir or tempfile.mkdtemp(prefix="onmt_ext_bench_")
    quick = bool(args.quick)
    print("[bench] translation against CTranslate2", flush=True)
    out = {"translate": translate_rows.run_section(
        runner, registry.model_names(), quick, threads, workdir,
        log=lambda text: print(text, flush=True))}
    sizes = list(translate_rows.QUICK_SIZES if quick else translate_rows.SIZES)
    print(f"[bench] profile of onmt_translate ({', '.join(sizes)})", flush=True)
    rows = runner.call(_profile_target(), sizes, quick, threads)
    if isinstance(rows, dict) and "error" in rows:
        print(f"[bench] profile: ERROR {rows['error']}\n{rows.get('traceback', '')}",
              flush=True)
        out["profile"] = {"error": rows["error"]}
    else:
        line = profile_translate.describe(rows, profile_translate.settings_for(
            sizes[0], quick, threads))
        out["profile"] = {"rows": rows, "line": line}
    return out


def translation_notes(results: dict) -> list[str]:
    """The Markdown of the translation sections, if the results hold them."""
    import profile_translate
    import translate_rows

    notes_out = []
    section = results.get("translate")
    if section and section.get("sizes"):
        notes_out.append(translate_rows.markdown(section["sizes"], section["settings"]))
    profile = results.get("profile")
    if profile:
        text = ("## Where onmt_translate's time goes\n\n" +
                (f"Not measured: {profile['error']}" if "error" in profile else
                 profile_translate.markdown(profile["rows"], profile["line"])))
        notes_out.append(text)
    return notes_out


def run_translate(args) -> dict:
    """`--rows translate`: only the translation sections; the results dict of bench.json."""
    started = time.time()
    _, threads, reason = rounds_budget_device(args, {})
    machine = {"device": "cpu", "threads": threads, "threads_reason": reason,
               "cpu": cpu_name(), "commit": git_commit(),
               "load_start": f"{os.getloadavg()[0]:.1f}"}
    print(f"[bench] translate: cpu, {threads} thread(s) ({reason})", flush=True)
    results = {"machine": machine, "settings": {"rows": "translate", "quick": bool(args.quick),
                                                "threads": threads},
               **translation_sections(args, threads)}
    machine["load_end"] = f"{os.getloadavg()[0]:.1f}"
    results["wall_s"] = time.time() - started
    return results


def write_translate(results: dict, path: Path) -> None:
    """bench.md of a `--rows translate` run: the two sections and the machine."""
    machine = results["machine"]
    text = "\n\n".join([
        "# Translation on a CPU: onmt_translate against CTranslate2",
        f"Command: `{results.get('command', 'bench/run_bench.py --rows translate')}` "
        f"(commit {machine.get('commit', '?')}); CPU: {machine['cpu']}, "
        f"{machine['threads']} thread(s) ({machine['threads_reason']}); load average "
        f"{machine['load_start']} at start, {machine.get('load_end', '?')} at the end; "
        f"wall time {results.get('wall_s', 0):.0f} s.",
        *translation_notes(results)]) + "\n"
    report.replace_file(path, lambda tmp: tmp.write_text(text, encoding="utf-8"))


def run_units(args) -> dict:
    """`--rows mute-units`: beam-4 tokens/s of MUTE with 1..6 units, each (unit count,
    round) in its own child paired with the baseline; whole rounds while the budget lasts
    (at least one). Returns the results dict of bench.json, its `units` summary included
    (report.units_summary)."""
    settings = units_settings(bool(args.quick), args.size)
    device, threads, reason = rounds_budget_device(args, settings)
    settings.update(device=device, threads=threads, autocast=args.autocast)
    started = time.time()
    machine = {"device": device, "threads": threads, "threads_reason": reason,
               "cpu": cpu_name(), "commit": git_commit(),
               "load_start": f"{os.getloadavg()[0]:.1f}"}
    print(f"[bench] mute-units: {device}, {threads} thread(s) ({reason})", flush=True)
    baseline = baseline_config()
    baseline["claim"] = (f"Transformer+Relative (Shaw et al.), d {settings['d']}, "
                         f"{settings['layers']}+{settings['layers']} layers, 8k vocab")
    configs = units_configs()
    records = {c["name"]: {**{k: v for k, v in c.items() if k != "args"},
                           "args": " ".join(c["args"]), "rounds": [], "round_ratio": [],
                           "beam_tok_s": [], "base_tok_s": [], "beam_ratio": [],
                           "durations": []} for c in configs}
    runner = Runner(timeout_s=600)
    workdir = tempfile.mkdtemp(prefix="onmt_ext_bench_")
    budget_end = started + settings["budget_s"]
    round_s: list[float] = []
    for round_index in range(settings["rounds"]):
        if round_s and time.time() + statistics.median(round_s) > budget_end:
            print(f"[bench] budget ({settings['budget_s']:.0f} s) spent after "
                  f"{round_index} round(s)", flush=True)
            break
        t_round = time.time()
        # reversed every other round: no unit count always runs first (or last) in a round
        for config in configs if round_index % 2 == 0 else configs[::-1]:
            record = records[config["name"]]
            if record.get("error"):
                continue
            t0 = time.time()
            measured = runner.call(_translation_target(), config, baseline, settings,
                                   workdir)
            if "error" in measured:
                record["error"] = measured["error"]
                print(f"[bench] {config['name']}: ERROR {measured['error']}\n"
                      f"{measured.get('traceback', '')}", flush=True)
                continue
            _record_translation(record, measured, round_index, time.time() - t0)
            print(f"[bench] round {round_index} {config['name']}: beam-{settings['beam']} "
                  f"{_summary(record['beam_tok_s'][-settings['translate_repeats']:])} tok/s "
                  f"(x{record['round_ratio'][-1]:.3f} baseline, "
                  f"{record['durations'][-1]:.0f} s)", flush=True)
        round_s.append(time.time() - t_round)
    machine["load_end"] = f"{os.getloadavg()[0]:.1f}"
    results = {"machine": machine, "settings": settings, "baseline": baseline,
               "configs": list(records.values()), "wall_s": time.time() - started,
               "flop_bound": _units_flop_bound(settings)}
    results["units"] = report.units_summary(results)
    return results


def _record_translation(record: dict, measured: dict, round_index: int,
                        duration: float) -> None:
    """Append one child's translate pairs to the config's record; `round_ratio`: the
    median of the child's paired ratios (config / baseline), one per round."""
    pairs = measured["beam_pairs"]
    record["rounds"].append(round_index)
    record["durations"].append(duration)
    record["params"], record["partner_params"] = measured["params"], measured["partner_params"]
    record["paths"] = measured["paths"]
    record["beam_tokens"] = measured["beam_tokens"]
    record["beam_tok_s"] += [x for x, _ in pairs]
    record["base_tok_s"] += [b for _, b in pairs]
    record["beam_ratio"] += [x / b for x, b in pairs]
    record["round_ratio"].append(statistics.median(x / b for x, b in pairs))


def _units_flop_bound(settings: dict) -> dict[str, float]:
    """Beam-search tokens/s of k units relative to 1 unit if time were proportional to
    FLOPs (bench/flops.py at the run's source and output lengths), per k as a string."""
    d, ff, layers = settings["d"], settings["ff"], settings["layers"]
    src_mean = (settings["min_len"] + settings["max_len"]) / 2
    out_len = settings["translate_len"] + 1  # + EOS

    def cost(units: int) -> float:
        return flops.translation_flops(d, ff, layers, layers, 8000, src_mean, out_len,
                                       settings["beam"], enc_units=units)

    return {str(k): cost(1) / cost(k) for k in MUTE_UNITS}


def _fmt_samples(values: list[float]) -> str:
    s = report.spread(values)
    if s is None:
        return "-"
    return f"{s[1]:.3f} [{s[0]:.3f}, {s[2]:.3f}] (n={len(values)})"


def _summary(values: list[float], digits: int = 0) -> str:
    values = [v for v in values if v is not None]
    return "-" if not values else f"{statistics.median(values):.{digits}f}"


def _record(record: dict, config: dict, measured: dict, settings: dict, round_index: int,
            duration: float) -> None:
    """Append one child's measurements to the config's record."""
    record["rounds"].append(round_index)
    record["durations"].append(duration)
    record["params"] = measured["params"]
    if measured.get("paths"):
        record["paths"] = measured["paths"]
    if "partner_params" in measured:
        record["partner_params"] = measured["partner_params"]
    record["train_mem_mb"].append(measured["train_mem_mb"])
    record["peak_rss_mb"].append(measured["peak_rss_mb"])
    for tokens, t_x, t_b in measured["train_pairs"]:
        record["train_tok_s"].append(tokens / t_x)
        if t_b is not None:
            record["train_ratio"].append(t_x / t_b)
            record["train_speed"].append(t_b / t_x)
    for mode in ("beam", "greedy"):
        for x, b in measured[f"{mode}_pairs"]:
            record[f"{mode}_tok_s"].append(x)
            if b is not None:
                record[f"{mode}_ratio"].append(x / b)
    if "counted_train_flops_per_tok" in measured:
        record["counted_flops_per_tok"] = measured["counted_train_flops_per_tok"]
    if config["flops"] == "analytic":
        record["flops_per_tok"] = analytic_flops(config, settings, measured)
        record["flops_source"] = "analytic"
    elif "counted_flops_per_tok" in record:
        record["flops_per_tok"] = record["counted_flops_per_tok"]
        record["flops_source"] = "counted"
    record["mean_src_len"] = measured["train_src_tok"] / measured["train_sentences"]
    record["mean_tgt_len"] = measured["train_tgt_tok"] / measured["train_sentences"]


def _measure_target():
    import worker

    return worker.child


def _translation_target():
    import worker

    return worker.translation_child


def _profile_target():
    import profile_translate

    return profile_translate.profile_child


def _micro_target():
    import worker

    return worker.micro_child


def _counted_ratio_baseline(results: dict) -> None:
    """Counted-FLOP configs are compared with the baseline's counted FLOPs: rescale them to
    the baseline's analytic scale so that one FLOP-ratio column serves all rows."""
    base = next((c for c in results["configs"] if c["name"] == report.BASELINE), None)
    if base is None or "counted_flops_per_tok" not in base or "flops_per_tok" not in base:
        return
    scale = base["flops_per_tok"] / base["counted_flops_per_tok"]
    for c in results["configs"]:
        if c.get("flops_source") == "counted":
            c["flops_per_tok"] = c["counted_flops_per_tok"] * scale
            c["flops_source"] = "counted (scaled to the baseline's analytic FLOPs)"


def _flop_predictions(results: dict, settings: dict) -> dict:
    """Throughput / baseline if time were proportional to FLOPs, per number of units."""
    base = next((c for c in results["configs"] if c["name"] == report.BASELINE), None)
    if base is None or "mean_src_len" not in base:
        return {}
    d, ff, layers = settings["d"], settings["ff"], settings["layers"]
    s, t = base["mean_src_len"], base["mean_tgt_len"]
    out_len = settings["translate_len"] + 1
    src_mean = (settings["min_len"] + settings["max_len"]) / 2
    train, beam, greedy = {}, {}, {}
    for units in UNITS:
        train[str(units)] = (flops.model_flops_per_token(d, ff, layers, layers, 8000, s, t)
                             / flops.model_flops_per_token(d, ff, layers, layers, 8000, s, t,
                                                           enc_units=units))
        for out, width in ((beam, 4), (greedy, 1)):
            out[str(units)] = (
                flops.translation_flops(d, ff, layers, layers, 8000, src_mean, out_len, width)
                / flops.translation_flops(d, ff, layers, layers, 8000, src_mean, out_len,
                                          width, enc_units=units))
    return {"train_speed": train, "beam_ratio": beam, "greedy_ratio": greedy}


# --------------------------------------------------------------------------- notes
def notes(results: dict) -> dict:
    """The report's notes: after the targets, after the table, and how it was measured."""
    by_name = {c["name"]: c for c in results["configs"]}
    base = by_name.get(report.BASELINE)
    settings = results["settings"]
    micro = results.get("micro") or {}
    after_targets = [*_auto_note(results), *_flop_expectation(results.get("flop_predicted", {}))]
    after_table = [
        *_pairing_note(by_name.get("MUTE-4 fused vs loop")),
        *_mimo_vs_deep_note(by_name.get("MIMO-4"), by_name.get("Transformer+Relative 12+12")),
        *_micro_table(micro, settings),
        *_breakdown_table(micro, by_name, base, settings),
        *translation_notes(results),
    ]
    how = _how_measured(settings, with_auto=bool(report.auto_groups(results)))
    if base is None:
        how.append("(no baseline measured: only the rows paired with their own partner)")
    return {"after_targets": after_targets, "after_table": after_table,
            "how": ["\n".join(how)]}


def _auto_note(results: dict) -> list[str]:
    """Which path `auto` took in each mode (read from the layers in the child process)."""
    taken = []
    for label, paths in report.auto_groups(results):
        auto = paths.get("auto") or {}
        if auto.get("paths"):
            taken.append(f"{label}: {auto['paths'].get('train', '?')} in training, "
                         f"{auto['paths'].get('translate', '?')} in translation")
    if not taken:
        return []
    device = results["machine"].get("device", "?")
    return [f"`auto` took, on {device} (the tables in onmt_ext/mute/fused_path.py and "
            "onmt_ext/mimo/fused_path.py, read back from the layers): " + "; ".join(taken) + "."]


def _flop_expectation(predicted: dict) -> list[str]:
    after_targets = []
    if predicted.get("beam_ratio"):
        after_targets.append(
            "FLOP-bound expectation (bench/flops.py): if time were proportional to FLOPs, "
            f"MUTE-4 would run beam-4 translation at {predicted['beam_ratio']['4']:.2f} and "
            f"greedy at {predicted['greedy_ratio']['4']:.2f} of the baseline's throughput "
            f"and train at {predicted['train_speed']['4']:.2f} (1 / FLOP ratio): on a "
            "compute-bound CPU the 4x encoder is NOT hidden by decoding as on the paper's GPU "
            "(where decoding steps are latency-bound), so the 0.97 translation target can "
            "only be met where decoding is dominated by per-step overhead.")
    return after_targets


def _pairing_note(pairing: dict | None) -> list[str]:
    after_table = []
    if pairing and pairing.get("train_ratio"):
        after_table.append(
            "**Fused vs loop, head to head** (MUTE-4, the fused model paired with the loop "
            "model in one process, same weights init and batches): step-time ratio fused / "
            f"loop {_fmt_samples(pairing['train_ratio'])}, beam-4 throughput ratio "
            f"{_fmt_samples(pairing['beam_ratio'])}, greedy "
            f"{_fmt_samples(pairing['greedy_ratio'])} (median [min, max]; < 1 / > 1 = "
            "fused faster). Rows marked [malloc tuned] ran with glibc's `mallopt` keeping "
            "freed memory in the process (what jemalloc/tcmalloc or PyTorch's CUDA caching "
            "allocator do): by default glibc unmaps large freed blocks and the next step "
            "page-faults them back in, which costs more for the fused units' I-times larger "
            "temporaries.")
    return after_table


def _mimo_vs_deep_note(mimo: dict | None, deep: dict | None) -> list[str]:
    after_table = []
    if mimo and deep and mimo.get("train_speed") and deep.get("train_speed"):
        # both measured against the same baseline: MIMO / deep = (MIMO / B) / (deep / B)
        train = statistics.median(mimo["train_speed"]) / statistics.median(deep["train_speed"])
        beam = statistics.median(mimo["beam_ratio"]) / statistics.median(deep["beam_ratio"])
        after_table.append(
            f"MIMO-4 ({mimo['params'] / 1e6:.1f}M parameters) vs the deeper "
            f"Transformer+Relative 12+12 ({deep['params'] / 1e6:.1f}M): training "
            f"{train:.2f}x and beam-4 translation {beam:.2f}x as fast (ratio of their "
            "median speeds relative to the baseline; paper: 1.31x as fast, OPUS-100, "
            "6 layers x 4 vs 24 layers).")
    return after_table


def _micro_table(micro: dict, settings: dict) -> list[str]:
    after_table = []
    if "error" in micro:
        after_table.append(f"Micro-measurements failed: {micro['error']}")
    elif micro:
        after_table.append(
            "Inside a MUTE-4 encoder (d {d}, ff {ff}, relative positions 16; median of {n}):\n"
            "\n| measurement | time |\n|---|---|\n"
            "| one layer's 4 units, forward + backward, fused | {tf:.1f} ms |\n"
            "| the same, loop over OpenNMT modules | {tl:.1f} ms |\n"
            "| stacking that layer's unit weights (in the graph, every training step) | "
            "{ts:.2f} ms ({tsp:.1f}% of the fused forward + backward) |\n"
            "| encoder forward, 30 sentences x 20 tokens, fused, stacked weights cached | "
            "{ic:.1f} ms |\n"
            "| the same, re-stacking the weights at every call | {ir:.1f} ms |\n"
            "| the same, loop | {il:.1f} ms |\n"
            "| hardened-AutoShuffle check (`_hard_permutation`), per call | {hu:.0f} us |\n"
            "| its share of a MUTE-4 +Seq (hardened) encoder forward ({L} calls) | "
            "{hs:.2f}% |".format(
                d=settings["d"], ff=settings["ff"], n=settings["micro_repeats"],
                tf=micro["train_layer_fused_ms"], tl=micro["train_layer_loop_ms"],
                ts=micro["train_stack_ms"],
                tsp=100 * micro["train_stack_ms"] / micro["train_layer_fused_ms"],
                ic=micro["infer_encoder_fused_cached_ms"],
                ir=micro["infer_encoder_fused_restacked_ms"],
                il=micro["infer_encoder_loop_ms"], hu=micro["is_hard_check_us"],
                L=settings["layers"], hs=100 * micro["is_hard_share"]))
    return after_table


def _breakdown_table(micro: dict, by_name: dict, base: dict | None, settings: dict) -> list[str]:
    after_table = []
    breakdown = micro.get("breakdown") if isinstance(micro, dict) else None
    if breakdown and report.BASELINE in breakdown:
        ref = breakdown[report.BASELINE]
        rows = ["Where a training step's time goes (torch.profiler self CPU time, ms per "
                f"step of ~{settings['batch_tokens']} target tokens, mean of 2 steps; one "
                "process, one model at a time; ratio to the baseline in brackets):", "",
                "| config | total | matrix products | dropout masks (`bernoulli_`) | "
                "optimiser step | other (elementwise, softmax, copies, ...) | FLOP ratio |",
                "|---|---|---|---|---|---|---|"]
        for name, parts in breakdown.items():
            flop_ratio = "1"
            config = by_name.get(name)
            if config and base and config.get("flops_per_tok") and base.get("flops_per_tok"):
                flop_ratio = f"{config['flops_per_tok'] / base['flops_per_tok']:.2f}"
            cells = [f"{parts[k]:.0f} (x{parts[k] / ref[k]:.2f})" if ref[k] else
                     f"{parts[k]:.0f}" for k in ("total", "gemm", "dropout_rng", "optimizer",
                                                  "other")]
            rows.append(f"| {name} | " + " | ".join(cells) + f" | {flop_ratio} |")
        after_table.append("\n".join(rows))
    return after_table


def _how_measured(settings: dict, with_auto: bool = True) -> list[str]:
    """The method section; `with_auto`: the results hold `auto` rows (results written
    before `auto` existed do not)."""
    targets = "MUTE-4 fused, loop and auto" if with_auto else "MUTE-4 fused and loop"
    return [
        "## How it was measured",
        "- **Models**: options parsed by `onmt_ext.cli.parse_strict('train', ...)` (as "
        "`onmt_ext_train` parses them), built by OpenNMT's `build_model` / "
        "`build_base_model`: d {d}, FFN {ff}, {h} heads, {L}+{L} layers, 8k shared "
        "vocabulary, `max_relative_positions 16` (no absolute positions), dropout 0.2, "
        "attention dropout 0, tied decoder embeddings (the recipes/mute settings). +Bias "
        "cycles the noises identity, swap, disorder, mask over the units (p_beta 0.85; "
        "with one unit +Bias is identity only), +Seq adds the AutoShuffle dependency with "
        "its Lipschitz penalty.".format(d=settings["d"], ff=settings["ff"],
                                        h=settings["heads"], L=settings["layers"]),
        "- **Training**: random token data (sources of {lo}-{hi} tokens, targets within 2 "
        "tokens of their source), bucketed by length into batches of ~{bt} padded target "
        "tokens, the same batches for every model. A step = forward, OpenNMT's "
        "LossCompute (label smoothing 0.1, our auxiliary losses), backward and OpenNMT's "
        "Adam/noam optimiser step (with our post-step hooks). Per measurement: {w} "
        "warm-up step, one step for the memory peak, then {p} timed steps of the model "
        "each paired with a baseline step on the same batch (order X B, B X, ...). "
        "Throughput = predicted target tokens (incl. EOS) / step time.".format(
            lo=settings["min_len"], hi=settings["max_len"], bt=settings["batch_tokens"],
            w=settings["warmup_steps"], p=settings["steps"] - 1),
        "- **Memory**: each measurement runs in its own child process (forkserver with "
        "torch, OpenNMT and onmt_ext preloaded); training memory = peak RSS of one step "
        "after the warm-up (VmHWM reset before it), with only this model built, minus the "
        "child's RSS before the model was built: parameters, gradients, Adam state, "
        "activations and allocator slack (`torch.cuda.max_memory_allocated` on GPU). The "
        "memory target uses this difference (against the baseline's median); whole-process "
        "peaks are in bench.json (`peak_rss_mb`).",
        "- **Translation**: after training, the same model in eval mode (dropout off, as "
        "`load_test_model` leaves it) is handed to OpenNMT's `Translator.from_opt`; one "
        "batch of {n} random sentences ({lo}-{hi} tokens), `batch_type sents`, output "
        "forced to {t} tokens + EOS (`min_length = max_length = {t}`, so every model "
        "decodes the same number of steps from its random weights). An untimed warm-up "
        "call (2 sentences), then only `Translator._translate` calls are timed (no process "
        "start-up, no model loading), alternating with the baseline's. Beam 4 and greedy "
        "(beam 1).".format(
            n=settings["translate_batch"], lo=settings["min_len"], hi=settings["max_len"],
            t=settings["translate_len"]),
        "- **FLOPs**: analytic (bench/flops.py; matrix products, 2 FLOPs per "
        "multiply-add, training = 3 x forward): per target token "
        "`3 [(S/T) L_e I (8d^2 + 4df + 8Sd) + L_d (16d^2 + 8Td + 4Sd + 4d^2 S/T + 4df) "
        "+ 2dV]` with S, T the mean source/target lengths of the training data and I the "
        "units (1 for the baseline). Families marked * were counted with "
        "`torch.utils.flop_counter` on one training step and scaled by the baseline's "
        "analytic/counted ratio. GFLOP/s = FLOPs/token x tokens/s, against the measured "
        "fp32 matmul throughput above.",
        "- **Pairs and rounds**: the baseline is built in the same child process as the "
        "model measured and every timed step or translate call of the model is paired "
        "with one of the baseline seconds apart; each pair is one ratio sample. Round 0 "
        "measures every config (the baseline alone once, for its memory and absolute "
        "speed); the target configs ({t}, MUTE-4 +Bias+Seq, the fused "
        "vs loop head-to-head, the [malloc tuned] rows) are measured again in later rounds "
        "while the time budget ({b:.0f} s) lasts. Columns show `median [min, max]` over "
        "the samples; `n` = training pairs / translate pairs per mode. The machine is "
        "shared with other jobs: absolute tokens/s move with its load, paired ratios much "
        "less.".format(b=settings["budget_s"], t=targets),
        "- **MIMO vs the deeper Transformer** (Xu et al. 2021, Sec. 4.2: 6 layers x 4 vs 24 "
        "layers of about the same parameters): MIMO n = 4 with 3 layers at d {d} and with 6 "
        "layers at d {dd} (FFN 4d, d/64 heads), each paired in one child process with the "
        "Transformer of 12+12 resp. 24+24 layers at its width, on the same batches and "
        "translation input, both with the target-language tag as first source token. "
        "`mimo_fused true` runs the n transformations of a sublayer as batched "
        "operations (onmt_ext/mimo/fused.py), `false` loops over the n OpenNMT modules, "
        "`auto` (the default) takes the path measured faster on the device in each mode. "
        "`--rows mimo-deep` runs only these rows, `--deep-d` sets the second width.".format(
            d=settings["d"], dd=deep_width(settings)),
        "- **Fused, loop and auto**: `mute_fused true` runs the units as batched "
        "operations (onmt_ext/mute/fused_units.py); `(loop)` rows use `mute_fused "
        "false`, one OpenNMT module call per unit; `(auto)` rows use `mute_fused auto` "
        "(`mimo_fused auto` for MIMO), the default: the path measured faster on the device "
        "in the mode (training / translation), from the tables in onmt_ext/mute/fused_path.py "
        "and onmt_ext/mimo/fused_path.py. Same parameters and checkpoints. The auto verdicts "
        "compare auto's median speed (training: 1 / step-time ratio; beam 4: throughput "
        "ratio) with the better median of fused and loop, against the same reference (the "
        "baseline, or the deep model for MIMO): auto passes at >= "
        f"{report.AUTO_LIMIT:g}x, i.e. within {100 * (1 - report.AUTO_LIMIT):.0f}%."
        + ("" if with_auto else " (These results predate `auto`: no `(auto)` rows; the "
           "default was `true`.)"),
    ]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="~2 minute smoke run (MUTE-4 and a small MIMO, each fused, loop "
                             "and auto)")
    parser.add_argument("--out", default="results", help="output directory")
    parser.add_argument("--threads", type=int, default=0,
                        help="torch threads (0: all cores, 1 when the machine is busy)")
    parser.add_argument("--rounds", type=int, default=0, help="rounds (default 3; quick 2)")
    parser.add_argument("--budget-s", type=float, default=0,
                        help="seconds for the measurements (default 780; quick 100)")
    parser.add_argument("--device", default="", help="cpu or cuda (default: cuda if there)")
    parser.add_argument("--size", choices=sorted(SIZES), default="d256",
                        help="model widths and batch: d256 (default: d 256, FFN 1024, 4 heads, "
                             "~1k-token batches), d512 (Transformer-base widths: d 512, FFN "
                             "2048, 8 heads, ~4k-token batches) or d128 (the experiments' "
                             "protocol models: d 128, FFN 512, 4 heads)")
    parser.add_argument("--batch-tokens", type=int, default=0,
                        help="tokens per training batch (default: the size's)")
    parser.add_argument("--no-micro", action="store_true",
                        help="skip the micro-measurements (stacking, AutoShuffle check, "
                             "profiled step breakdown)")
    parser.add_argument("--only", nargs="+", metavar="NAME", default=[],
                        help="measure only the baseline and these configs (names as in "
                             "bench.md, e.g. 'MUTE-4' 'MUTE-4 (loop)')")
    parser.add_argument("--no-translate", action="store_true",
                        help="leave out the translation rows against CTranslate2 and the "
                             "profile of onmt_translate")
    parser.add_argument("--rows", choices=("all", "mimo-deep", "mute-units", "translate"),
                        default="all",
                        help="mimo-deep: only MIMO (fused, loop and auto) vs the deeper "
                             "Transformer of equal parameters, 3 x 4 vs 12+12 and 6 x 4 vs "
                             "24+24, in "
                             "every round (default run: once, first after the MUTE targets); "
                             "mute-units: MUTE Figure 2(b), beam-4 translation tokens/s of "
                             "MUTE with 1..6 units (mute_fused auto) vs 1 unit, batches of "
                             "30 sentences, no training (writes bench.json and bench.md); "
                             "translate: only translation against CTranslate2 (float32, "
                             "int8) and the profile of onmt_translate, at d 128 and d 512")
    parser.add_argument("--deep-d", type=int, default=0,
                        help="width of the 6 x 4 / 24-layer shape (default: 128 on a CPU, "
                             "512 on a GPU; FFN 4d, d/64 heads)")
    parser.add_argument("--autocast", choices=("fp32", "bf16"), default="fp32",
                        help="bf16: every model (and the baseline it is paired with) trains "
                             "and translates under torch.autocast with bfloat16; compare its "
                             "tokens/s with an fp32 run's (default fp32: no autocast)")
    parser.add_argument("--render", metavar="BENCH_JSON", default="",
                        help="only re-write the report from a saved bench.json")
    args = parser.parse_args(argv)
    if args.render:
        results = json.loads(Path(args.render).read_text())
        if results["settings"].get("rows") == "mute-units":
            results["units"] = report.units_summary(results)
        elif results["settings"].get("rows") != "translate":
            results["notes"] = notes(results)
    elif args.rows == "mute-units":
        results = run_units(args)
        results["command"] = " ".join(
            ["bench/run_bench.py", *map(shlex.quote, sys.argv[1:] if argv is None else argv)])
    elif args.rows == "translate":
        results = run_translate(args)
        results["command"] = " ".join(
            ["bench/run_bench.py", *map(shlex.quote, sys.argv[1:] if argv is None else argv)])
    else:
        results = run(args)
        # the CTranslate2 comparison is of CPU translation: on a GPU run, `--rows translate`
        if args.rows == "all" and not args.no_translate and \
                results["settings"]["device"] == "cpu":
            t0 = time.time()
            results.update(translation_sections(args, results["settings"]["threads"]))
            results["wall_s"] += time.time() - t0
            results["notes"] = notes(results)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    report.replace_file(out / "bench.json", lambda tmp: tmp.write_text(
        json.dumps(results, indent=1, default=str), encoding="utf-8"))
    if results["settings"].get("rows") == "translate":  # its own report, no plot
        write_translate(results, out / "bench.md")
        print(f"[bench] wrote {out / 'bench.md'} in {results['wall_s']:.0f} s", flush=True)
        return 0
    if results["settings"].get("rows") == "mute-units":  # its own report, no plot
        report.write_units(results, out / "bench.md")
        print(f"[bench] wrote {out / 'bench.md'} in {results['wall_s']:.0f} s", flush=True)
        for row in results["units"]["rows"]:
            print(f"[bench] MUTE-{row['units']}: {row['tokens_per_s'][1]:.0f} tok/s, "
                  f"ratio to 1 unit {report.fmt_triple(row['to_one'], 3)}")
        return 0
    report.write(results, out / "bench.md", out / "bench_units.png")
    print(f"[bench] wrote {out / 'bench.md'} and {out / 'bench_units.png'} "
          f"in {results['wall_s']:.0f} s", flush=True)
    for v in report.verdicts(results):
        verdict = "n/a" if v["pass"] is None else ("PASS" if v["pass"] else "FAIL")
        value = "-" if v["value"] is None else f"{v['value']:.3f}"
        limit = "?" if v["limit"] is None else f"{v['limit']:.3g}"
        print(f"[bench] {v['target']}: {value} ({v['op']} {limit}) {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
