"""Which gets more training runs done per hour on this machine: one run on all its threads,
or runs side by side on one thread each?

    python -m experiments.thread_throughput \\
        --recipe recipes/mute/protocol/transformer-relative.yaml \\
        --steps 100 --out results/queue/thread-throughput.json

Phase A trains one copy of the recipe with ``--threads`` torch threads (default: every core);
phase B trains ``--side-by-side`` copies at once, one thread each. Each copy trains
``--steps`` steps of the recipe (no validation, no checkpoint: those are a fixed cost per run
that both phases share) and its rate is read from its own training log, between the first and
the last reported step, so start-up is left out. Runs per hour are proportional to
``side_by_side * rate_B`` against ``rate_A``: the record keeps both and the choice.

The machine's other work (whatever the person at it is doing) runs during both phases, as it
does during the queue's real runs: the measurement answers the question for that machine,
not for an idle one. The record names the commit, the CPU and the 1-minute load of each phase.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
STEP_LINE = re.compile(r"Step (\d+)/\s*\d+;")


def _train_command(recipe: str, steps: int, save: Path) -> list[str]:
    bin_dir = Path(sys.executable).parent
    return [
        str(bin_dir / "onmt_ext_train"), "-config", recipe, "-train_steps", str(steps),
        "-valid_steps", str(10 * steps), "-save_checkpoint_steps", str(10 * steps),
        "-report_every", "10", "-save_model", str(save / "model"), "-log_file", "",
    ]


def step_rate(log_text: str) -> tuple[float, int]:
    """Steps per second between the first and the last ``Step n/N;`` line of a training log
    whose lines carry OpenNMT's timestamp (``[YYYY-MM-DD HH:MM:SS,mmm ...]``).

    Returns (steps per second, steps measured). Raises ValueError when fewer than two step
    lines are present.
    """
    points = []
    for line in log_text.splitlines():
        step = STEP_LINE.search(line)
        stamp = re.search(r"\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d),(\d{3})", line)
        if step and stamp:
            seconds = time.mktime(time.strptime(stamp.group(1), "%Y-%m-%d %H:%M:%S"))
            points.append((int(step.group(1)), seconds + int(stamp.group(2)) / 1000))
    if len(points) < 2:
        raise ValueError(f"fewer than two 'Step n/N;' lines in the log ({len(points)})")
    (s0, t0), (s1, t1) = points[0], points[-1]
    return (s1 - s0) / max(t1 - t0, 1e-9), s1 - s0


def _phase(recipe: str, steps: int, copies: int, threads: int, scratch: Path) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), MKL_NUM_THREADS=str(threads))
    procs, logs = [], []
    load_before = os.getloadavg()[0]
    start = time.monotonic()
    for copy in range(copies):
        save = scratch / f"t{threads}-c{copy}"
        save.mkdir(parents=True, exist_ok=True)
        log = (save / "train.log").open("w")
        logs.append(save / "train.log")
        procs.append(subprocess.Popen(_train_command(recipe, steps, save), cwd=REPO, env=env,
                                      stdout=log, stderr=subprocess.STDOUT))
    codes = [proc.wait() for proc in procs]
    wall = time.monotonic() - start
    if any(codes):
        tail = logs[codes.index(next(c for c in codes if c))].read_text()[-2000:]
        raise RuntimeError(f"a training of the {copies} x {threads}-thread phase failed:\n{tail}")
    rates = [step_rate(path.read_text())[0] for path in logs]
    return {"copies": copies, "threads": threads, "steps_per_s": rates,
            "total_steps_per_s": sum(rates), "wall_s": round(wall, 1),
            "load_1min_before": load_before, "load_1min_after": os.getloadavg()[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--recipe", default="recipes/mute/protocol/transformer-relative.yaml")
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--side-by-side", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="thread-throughput-") as scratch:
        one = _phase(args.recipe, args.steps, 1, args.threads, Path(scratch))
        side = _phase(args.recipe, args.steps, args.side_by_side, 1, Path(scratch))
    ratio = side["total_steps_per_s"] / one["total_steps_per_s"]
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True,
                            text=True).stdout.strip()
    record = {
        "recipe": args.recipe, "steps": args.steps, "one_run": one, "side_by_side": side,
        "side_by_side_over_one": round(ratio, 3),
        "choice": "side-by-side" if ratio > 1.0 else "one-run",
        "commit": commit, "cpu": platform.processor() or platform.machine(),
        "cpu_count": os.cpu_count(), "measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    tmp = args.out.with_suffix(".tmp")
    tmp.write_text(json.dumps(record, indent=2) + "\n")
    tmp.replace(args.out)
    print(f"one run x {args.threads} threads: {one['total_steps_per_s']:.3f} steps/s; "
          f"{args.side_by_side} runs x 1 thread: {side['total_steps_per_s']:.3f} steps/s in all "
          f"({ratio:.2f}x): {record['choice']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
