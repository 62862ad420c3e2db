"""Each speed-up of `onmt_translate` measured on its own, on and off in rounds.

    .venv/bin/python bench/speedups.py [--sizes d128 d512] [--threads 2] [--rounds 7]
                                       [--out results/bench-speedups.md]

For the plain Transformer and MUTE-4 (the bench's models, random weights, as
bench/profile_translate.py translates them: one batch of 30 sentences, beam 4, the output
length forced), each candidate is switched off and on in turn, in rounds (the order
reversed every other round), in one process: the ratio of its tokens per second on to off
is taken within a round and summarised as median [min, max] over the rounds, so the load of
the machine cancels out as far as it can. The outputs on and off are compared line by line
(a candidate that changes one is opt-in, never a default).

Candidates (`CANDIDATES`):

- ``beam cache``: onmt_ext's reordering of the decoder caches
  (onmt_ext.core.model.beam_cache, on by default) against OpenNMT's own `map_state`;
- ``inference mode``: `Translator._translate` under `torch.inference_mode()` instead of
  OpenNMT's `torch.no_grad()` alone (not applied by onmt_ext: measured here);
- ``torch.compile``: the decoder's forward compiled (`torch.compile(dynamic=True)`, not
  applied by onmt_ext): its start-up, the first call's seconds, is given apart and left
  out of the rounds (``--candidates`` leaves it out by default: minutes of compilation).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

MAP_STATE = "onmt.decoders.transformer:TransformerDecoderBase.map_state"


@contextlib.contextmanager
def opennmt_map_state(model):
    """OpenNMT's own `map_state` in place of onmt_ext's (the `beam cache` off)."""
    import onmt_calls

    from onmt_ext import seam
    from onmt_ext.mimo.decoder import MimoDecoder

    TransformerDecoderBase = onmt_calls.transformer_decoder_base()
    ours, mimo = TransformerDecoderBase.map_state, MimoDecoder.map_state
    TransformerDecoderBase.map_state = seam.original(MAP_STATE)
    MimoDecoder.map_state = MimoDecoder._map_every_state
    try:
        yield
    finally:
        TransformerDecoderBase.map_state, MimoDecoder.map_state = ours, mimo


@contextlib.contextmanager
def inference_mode(model):
    """`Translator._translate` under `torch.inference_mode()` (the `inference mode` on)."""
    import onmt_calls
    import torch

    Translator = onmt_calls.translator_class()
    plain = Translator._translate

    def translate(self, *args, **kwargs):
        with torch.inference_mode():
            return plain(self, *args, **kwargs)

    Translator._translate = translate
    try:
        yield
    finally:
        Translator._translate = plain


class CompiledDecoder:
    """The model's decoder forward compiled once (`torch.compile(dynamic=True)`), switched
    in by the context it returns when called with the model (the `torch.compile` on)."""

    def __init__(self):
        self.compiled = {}

    @contextlib.contextmanager
    def __call__(self, model):
        import torch

        decoder = model.decoder
        if id(decoder) not in self.compiled:
            self.compiled[id(decoder)] = torch.compile(decoder.forward, dynamic=True)
        decoder.forward = self.compiled[id(decoder)]
        try:
            yield
        finally:
            del decoder.forward  # the class's forward again


def plain(model):
    return contextlib.nullcontext()


#: name -> (context with the candidate off, context with it on), each called with the model
CANDIDATES = {
    "beam cache": (opennmt_map_state, plain),
    "inference mode": (plain, inference_mode),
    "torch.compile": (plain, CompiledDecoder()),
}
DEFAULT_CANDIDATES = ["beam cache", "inference mode"]


def summarise(on_s: list[float], off_s: list[float]) -> dict:
    """Per-round speed ratios (tokens per second on / off = seconds off / seconds on):
    their median, min and max."""
    ratios = [off / on for on, off in zip(on_s, off_s, strict=True)]
    return {"median": statistics.median(ratios), "min": min(ratios), "max": max(ratios),
            "rounds": len(ratios)}


def measure(config: dict, settings: dict, names: list[str], rounds: int, workdir: str) -> list:
    """One row per candidate in `names` for the model `config`."""
    import torch
    import worker

    torch.set_num_threads(settings["threads"])
    trainee = worker.Trainee(config, settings, workdir, torch.device("cpu"))
    (run,) = trainee.translator(settings, beams=(4,))
    rows = []
    for name in names:
        off, on = CANDIDATES[name]
        seconds = {"off": [], "on": []}
        outputs = {}
        with on(trainee.model):  # the first call (start-up: compilation), not a round
            _, start_up = run()
        for round_ in range(rounds):
            order = (("off", off), ("on", on)) if round_ % 2 == 0 else (("on", on), ("off", off))
            for state, context in order:
                with context(trainee.model):
                    _, elapsed = run()
                seconds[state].append(elapsed)
                outputs.setdefault(state, trainee.last_output)
        same = sum(a == b for a, b in zip(outputs["on"], outputs["off"], strict=True))
        rows.append({"model": config["name"], "size": settings["size"], "candidate": name,
                     "speed": summarise(seconds["on"], seconds["off"]),
                     "off_ms": 1000 * statistics.median(seconds["off"]),
                     "first_call_s": start_up,
                     "identical": same, "lines": len(outputs["on"])})
    return rows


def made_by(threads: int) -> str:
    """The line naming the commit, the machine and the load a table was measured at."""
    import os

    import run_bench

    load = os.getloadavg()[0]
    return (f"Measured at commit {run_bench.git_commit()} on {run_bench.cpu_name()}, "
            f"{threads} torch thread(s), load average {load:.1f} at the end "
            "(`bench/speedups.py`).")


def markdown(rows: list[dict], settings: dict) -> str:
    head = ["| model | size | candidate | ms off | first call on, s | speed on / off, median "
            "[min, max] | identical lines | faster in every round, every line identical |",
            "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        speed = row["speed"]
        kept = "yes" if speed["min"] > 1.0 and row["identical"] == row["lines"] else (
            "no (output changes)" if row["identical"] != row["lines"] else
            "no (not faster in every round)")
        head.append(f"| {row['model']} | {row['size']} | {row['candidate']} | "
                    f"{row['off_ms']:.0f} | {row['first_call_s']:.1f} | "
                    f"{speed['median']:.3f} [{speed['min']:.3f}, {speed['max']:.3f}] | "
                    f"{row['identical']}/{row['lines']} | {kept} |")
    head.append("")
    head.append(f"One batch of {settings['translate_batch']} random sentences, beam 4, output "
                f"forced to {settings['translate_len']} tokens, {settings['threads']} torch "
                f"thread(s), {speed['rounds']} rounds (bench/speedups.py). A candidate that "
                "changes a line is opt-in, never a default (docs/serving.md says which are "
                "on).")
    return "\n".join(head)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", nargs="+", default=["d128", "d512"],
                        choices=["d128", "d256", "d512"])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--candidates", nargs="+", default=DEFAULT_CANDIDATES,
                        choices=list(CANDIDATES))
    parser.add_argument("--out", default="", help="Markdown file (default: print); the "
                        "rows also go to the same name with .json")
    args = parser.parse_args(argv)
    import profile_translate
    import run_bench

    import onmt_ext

    onmt_ext.install()
    rows, settings = [], None
    with tempfile.TemporaryDirectory(prefix="onmt_ext_speedups_") as workdir:
        for size in args.sizes:
            settings = profile_translate.settings_for(size, False, args.threads)
            for config in (profile_translate.transformer_config(),
                           run_bench.mute_config(4, "plain", "auto")):
                rows += measure(config, settings, args.candidates, args.rounds, workdir)
                print(f"[speedups] {config['name']} {size} measured", flush=True)
    text = made_by(args.threads) + "\n\n" + markdown(rows, settings)
    if args.out:
        out = Path(args.out)
        out.write_text(text + "\n", encoding="utf-8")
        out.with_suffix(".json").write_text(json.dumps(rows, indent=1) + "\n",
                                            encoding="utf-8")
        print(f"[speedups] wrote {out}")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
