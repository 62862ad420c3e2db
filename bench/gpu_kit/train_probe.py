"""How fast the protocol recipes train on this machine's GPU: a few hundred steps of each,
tokens per second read from the metrics file, so that a GPU lent for a few minutes can be
planned for (which rows of a table fit, and whether running them side by side pays).

    python bench/gpu_kit/train_probe.py --out DIR [--steps 200] [--parallel]

Each recipe trains with `onmt_ext_train` (beside this interpreter) on GPU 0 from a fresh
start, no validation and no checkpoint, on the prepared Multi30k en-de of work/multi30k
(carried to the GPU machine; `make data-en-de` here). `--parallel` also trains all of them
at once, to measure what running side by side gives. Writes DIR/probe.json and prints a
markdown table: recipe, steps, target tokens/s, seconds a step, and the implied minutes for
the protocol's budget.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from experiments import logs  # noqa: E402

#: (recipe, the steps its protocol trains): the costliest row of each protocol first.
RECIPES = (
    ("recipes/aggregation/protocol/01-base.yaml", 6000),
    ("recipes/densenmt/protocol/base.yaml", 6000),
    ("recipes/mute/protocol/mute-bias-seq.yaml", 5000),
    ("recipes/composition/mute-iterative.yaml", 5000),
)
#: Steps of a report interval; the first interval holds start-up (data loading, CUDA
#: kernels) and is left out.
REPORT_EVERY = 50


def command(recipe: str, steps: int, save: Path, gpu: bool, every: int) -> list[str]:
    device = ["-world_size", "1", "-gpu_ranks", "0"] if gpu else []
    return [str(Path(sys.executable).parent / "onmt_ext_train"), "-config", recipe,
            "-train_steps", str(steps), "-valid_steps", str(10 * steps),
            "-save_checkpoint_steps", str(10 * steps), "-report_every", str(every),
            "-save_model", str(save / "model"), "-save_data", str(save), "-log_file", "",
            *device]


def _after_start(save: Path, every: int) -> list[dict]:
    return [r for r in logs.read_records(save)
            if r.get("kind") == "train" and r.get("step", 0) > every]


def speed(save: Path, every: int) -> float | None:
    """Target tokens/s over the reports after the first interval."""
    return logs.training_speed(_after_start(save, every))["train_tgt_tok_s"]


def seconds_a_step(save: Path, every: int) -> float | None:
    train = _after_start(save, every)
    return sum(r["elapsed_s"] for r in train) / (len(train) * every) if train else None


def run(recipes, steps: int, root: Path, gpu: bool, parallel: bool,
        every: int = REPORT_EVERY) -> list[dict]:
    jobs = []
    for recipe, budget in recipes:
        save = root / Path(recipe).stem
        save.mkdir(parents=True, exist_ok=True)
        log = open(save / "train.log", "w")
        start = time.perf_counter()
        proc = subprocess.Popen(command(recipe, steps, save, gpu, every), cwd=REPO, stdout=log,
                                stderr=subprocess.STDOUT)
        jobs.append((recipe, budget, save, proc, start, log))
        if not parallel:
            proc.wait()
    results = []
    for recipe, budget, save, proc, start, log in jobs:
        rc = proc.wait()
        log.close()
        per_step = seconds_a_step(save, every)
        results.append({
            "recipe": recipe, "steps": steps, "parallel": parallel, "returncode": rc,
            "wall_s": round(time.perf_counter() - start, 1),
            "train_tgt_tok_s": speed(save, every), "s_per_step": per_step,
            "budget_steps": budget,
            "budget_minutes": None if per_step is None else round(per_step * budget / 60, 1),
            "log_tail": (save / "train.log").read_text(errors="replace")[-1500:] if rc else "",
        })
        print(row(results[-1]), flush=True)  # as each finishes: a run cut short keeps these
    return results


def row(r: dict) -> str:
    """One markdown table row of a probe result."""
    tok = "failed" if r["returncode"] or r["train_tgt_tok_s"] is None \
        else f"{r['train_tgt_tok_s']:.0f}"
    step = "-" if r["s_per_step"] is None else f"{r['s_per_step']:.3f}"
    minutes = "-" if r["budget_minutes"] is None else \
        f"{r['budget_minutes']} ({r['budget_steps']} steps)"
    return (f"| {r['recipe']} | {'yes' if r['parallel'] else 'no'} | {tok} | {step} | "
            f"{minutes} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--parallel", action="store_true",
                        help="also train every recipe at once")
    parser.add_argument("--report-every", type=int, default=REPORT_EVERY,
                        help="steps of a report interval (the first is left out)")
    parser.add_argument("--recipes", type=int, default=len(RECIPES),
                        help="probe the first N recipes only")
    parser.add_argument("--cpu", action="store_true", help="(tests) train on the CPU")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    results = []
    print("| recipe | side by side | target tok/s | s a step | minutes for the budget |")
    print("|---|---|---:|---:|---:|", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        recipes = RECIPES[:args.recipes]
        results += run(recipes, args.steps, Path(tmp) / "one", not args.cpu, parallel=False,
                       every=args.report_every)
        if args.parallel:
            results += run(recipes, args.steps, Path(tmp) / "all", not args.cpu, parallel=True,
                           every=args.report_every)
    (out / "probe.json").write_text(json.dumps(results, indent=1) + "\n")
    return 0 if all(r["returncode"] == 0 for r in results) else 1


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    raise SystemExit(main())
