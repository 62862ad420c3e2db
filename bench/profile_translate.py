"""Where `onmt_translate`'s CPU time goes: the stages of OpenNMT's beam search, per model.

    .venv/bin/python bench/profile_translate.py [--sizes d128 d512] [--quick] [--out FILE.md]

For the plain Transformer and MUTE-4 (`mute_fused auto`) at each size (the bench's models:
bench/run_bench.py's SIZES over its FULL settings, random weights, 8k vocabulary), one
batch of random sentences is translated with beam 4 (output length forced, as in the
bench) by OpenNMT's `Translator._translate`, once untimed, once timed without a profiler,
then once under cProfile. The profile is split over the stages of
`Translator._translate_batch_with_strategy` (bench/onmt_calls.decoding_functions):

- encoder: `Translator._run_encoder` (embeddings and the encoder, once per batch);
- decoder step: `Translator._decode_and_generate` (the decoder's step, the generator and
  its log-softmax, once per step); *of which attention*: the forward of every attention
  module of the model (self and context attention, and the encoder's, counted where it is
  entered from outside attention);
- beam bookkeeping: the decode strategy's `advance` and `update_finished` (top-k, scores,
  finished hypotheses);
- cache reordering: the decoder's `map_state` (the key/value caches re-indexed by the
  surviving beams);
- other: the rest of the loop (the source batch, the results).

Across all stages: *in torch ops* is the time cProfile books to C functions (torch's
operators, `{built-in method ...}` / `{method ... of 'torch._C.TensorBase' objects}`), and
*Python* the rest: interpreter time in OpenNMT's and onmt_ext's Python code, module calls
and hooks. cProfile adds a cost to every Python call, so the profiled total is longer than
the plain one (both given) and the Python share is an upper bound.

Writes a Markdown table (`--out`, default: printed) and returns the rows as dicts
(`profile_models`), which bench/run_bench.py puts into results/bench.md.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

STAGES = ("encoder", "decoder step", "attention", "beam bookkeeping", "cache reordering")
BEAM = 4


def models_to_profile() -> list[dict]:
    """The bench configs profiled: the plain Transformer and MUTE-4 (auto)."""
    import run_bench

    return [transformer_config(), run_bench.mute_config(4, "plain", "auto")]


def transformer_config() -> dict:
    """The plain Transformer of the bench's size (relative positions 16, as every bench
    model): the model CTranslate2 can take."""
    import run_bench

    return {"name": "Transformer", "family": "transformer", "flops": "none", "claim": "",
            "args": list(run_bench.TRANSFORMER)}


def settings_for(size: str, quick: bool, threads: int) -> dict:
    """The bench's settings (FULL or QUICK) at `size` on the CPU with `threads` threads."""
    import run_bench

    settings = dict(run_bench.QUICK if quick else run_bench.FULL)
    settings.update(run_bench.SIZES[size], size=size, device="cpu", threads=threads,
                    quick=quick)
    return settings


def _key(function) -> tuple[str, int, str]:
    """cProfile's key of a Python function: (file, first line, name)."""
    code = function.__code__
    return code.co_filename, code.co_firstlineno, code.co_name


def _entered_from_outside(stats: dict, keys: set) -> float:
    """Seconds spent in the functions `keys` (callees included), counting only the calls
    coming from outside the set: a subclass's forward calling its base's is counted once."""
    total = 0.0
    for key in keys:
        if key not in stats:
            continue
        _, _, _, _, callers = stats[key]
        for caller, (_, _, _, cumulative) in callers.items():
            if caller not in keys:
                total += cumulative
    return total


def stage_keys(model) -> dict[str, set]:
    """Stage -> the cProfile keys of its functions, for this model (its decoder's own
    `map_state`, its attention classes)."""
    import onmt_calls

    from onmt_ext import compat

    functions = onmt_calls.decoding_functions()
    attention = {type(m).forward for m in model.modules()
                 if isinstance(m, compat.MultiHeadedAttention)}
    return {
        "encoder": {_key(functions["encoder"])},
        "decoder step": {_key(functions["decoder step"])},
        "attention": {_key(f) for f in attention},
        "beam bookkeeping": {_key(functions[name]) for name in
                             ("beam bookkeeping", "greedy bookkeeping", "beam update")},
        "cache reordering": {_key(type(model.decoder).map_state)},
    }


def split(stats: dict, keys: dict[str, set], total: float) -> dict[str, float]:
    """Seconds per stage, `other` (total minus the stages other than attention, which is
    inside the encoder and the decoder step) and the time in C functions (`torch ops`)."""
    out = {stage: _entered_from_outside(stats, keys[stage]) for stage in STAGES}
    out["other"] = total - sum(v for k, v in out.items() if k != "attention")
    out["torch ops"] = sum(tottime for (filename, _, _), (_, _, tottime, _, _)
                           in stats.items() if filename == "~")
    out["total"] = total
    return out


def profile_one(config: dict, settings: dict, workdir: str) -> dict:
    """Build `config` as the bench does, translate its batch once untimed, once timed
    (`plain_s`), once under cProfile; returns the row: seconds per stage and the totals."""
    import torch
    import worker

    torch.set_num_threads(settings["threads"])
    trainee = worker.Trainee(config, settings, workdir, torch.device("cpu"))
    (run,) = trainee.translator(settings, beams=(BEAM,))
    tokens, plain_s = run()
    profiler = cProfile.Profile()
    t0 = time.perf_counter()
    profiler.enable()
    run()
    profiler.disable()
    profiled_s = time.perf_counter() - t0
    stats = pstats.Stats(profiler).stats
    total = sum(tottime for (_, _, tottime, _, _) in stats.values())
    keys = stage_keys(trainee.model)
    seconds = split(stats, keys, total)
    calls = {stage: sum(stats[key][1] for key in keys[stage] if key in stats)
             for stage in ("encoder", "decoder step", "cache reordering")}
    return {"name": config["name"], "size": settings["size"], "d": settings["d"],
            "tokens": tokens, "plain_s": plain_s, "profiled_s": profiled_s,
            "seconds": seconds, "calls": calls, "params": trainee.params}


def profile_models(sizes: list[str], quick: bool, threads: int,
                   configs: list[dict] | None = None, overrides: dict | None = None,
                   ) -> list[dict]:
    """`profile_one` for every config (default: models_to_profile()) at every size."""
    rows = []
    with tempfile.TemporaryDirectory(prefix="onmt_ext_profile_") as workdir:
        for size in sizes:
            settings = {**settings_for(size, quick, threads), **(overrides or {})}
            for config in configs or models_to_profile():
                rows.append(profile_one(config, settings, workdir))
    return rows


def markdown(rows: list[dict], settings_line: str = "") -> str:
    """The rows as a Markdown table: ms per translate call and the share of each stage."""
    head = ("| model | size | plain ms | profiled ms | encoder | decoder step | of which "
            "attention | beam bookkeeping | cache reordering | other | in torch ops | "
            "Python |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for row in rows:
        s = row["seconds"]
        total = s["total"] or 1.0

        def share(key: str, s=s, total=total) -> str:
            return f"{100 * s[key] / total:.0f}%"

        python = 100 * (total - s["torch ops"]) / total
        lines.append(
            f"| {row['name']} | d {row['d']} | {1000 * row['plain_s']:.0f} | "
            f"{1000 * row['profiled_s']:.0f} | {share('encoder')} | {share('decoder step')} | "
            f"{share('attention')} | {share('beam bookkeeping')} | "
            f"{share('cache reordering')} | {share('other')} | {share('torch ops')} | "
            f"{python:.0f}% |")
    text = "\n".join(lines)
    if settings_line:
        text += "\n\n" + settings_line
    return text


def describe(rows: list[dict], settings: dict) -> str:
    """The line under the table: what was translated, how."""
    return (f"One batch of {settings['translate_batch']} random sentences "
            f"({settings['min_len']}-{settings['max_len']} tokens), beam {BEAM}, output "
            f"forced to {settings['translate_len']} tokens, {settings['threads']} torch "
            "thread(s), random weights (8k vocabulary, "
            f"{settings['layers']}+{settings['layers']} layers); shares of the profiled "
            "time (cProfile; bench/profile_translate.py says what each stage holds).")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", nargs="+", default=["d128", "d512"],
                        choices=["d128", "d256", "d512"])
    parser.add_argument("--quick", action="store_true",
                        help="the bench's quick settings (output forced to 6 tokens)")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", default="", help="Markdown file (default: print)")
    args = parser.parse_args(argv)
    import onmt_ext

    onmt_ext.install()
    rows = profile_models(args.sizes, args.quick, args.threads)
    text = markdown(rows, describe(rows, settings_for(args.sizes[0], args.quick,
                                                      args.threads)))
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
        print(f"[profile] wrote {args.out}")
    else:
        print(text)
    return 0


def profile_child(sizes: list[str], quick: bool, threads: int, queue) -> None:
    """multiprocessing target of `profile_models` (errors reported to the parent)."""
    import worker

    worker._put(queue, profile_models, sizes, quick, threads)


if __name__ == "__main__":
    sys.exit(main())
