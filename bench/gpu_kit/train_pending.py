"""Train a table's pending (row, seed) runs on a lent GPU within a time budget, side by side,
and stage what finished for the way back (docs/protocol.md: train every row of one seed on
one kind of device, so that a paired comparison never mixes devices).

    python bench/gpu_kit/train_pending.py --table aggregation-table1 --seeds 2 \\
        --first 01-base --parallel 4 --budget-s 420 --out "$OUT/train"

Each (row, seed) is one ``experiments/run_table.py`` call (train, select, translate, score,
``result.json``), on GPU 0 (``--world-size 1 --gpu-ranks 0``; ``--device cpu`` for a test on
this machine). ``--first`` rows train before the others, one after another (the Base that
the aggregation rows start from); the other rows then train ``--parallel`` at a time: at
the protocol's small widths a step is bound by kernel launches, so runs side by side share
the GPU well. A run still going when the budget is spent is stopped and lost (its
checkpoints stay on the lent machine). Writes into ``--out``:

* ``results/<table>/<row>/``: ``result.json`` and the seed's folder (translations, val curve,
  metrics) of every row that finished; ``experiments/merge_results.py`` puts them into this
  repository's results, beside the runs trained elsewhere;
* ``logs/<row>-seed<N>.log``: each call's output;
* ``summary.json``: every (row, seed) with its status (finished, timed out, failed) and
  seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from experiments.tables import get_table  # noqa: E402


class Budget:
    """Seconds left of a wall-clock budget started at construction."""

    def __init__(self, seconds: float):
        self.end = time.monotonic() + seconds

    def left(self) -> float:
        return self.end - time.monotonic()


def run_table_command(args, row: str, seed: int) -> list[str]:
    command = [sys.executable, str(REPO / "experiments" / "run_table.py"), args.table,
               "--rows", row, "--seeds", str(seed), "--no-baseline", "--scale", args.scale,
               "--out", str(args.results_dir), "--work", str(args.work)]
    if args.device == "gpu":
        command += ["--world-size", "1", "--gpu-ranks", "0"]
    return command


def start(args, row: str, seed: int) -> tuple[subprocess.Popen, float]:
    log = args.out / "logs" / f"{row}-seed{seed}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "w", encoding="utf-8") as handle:
        proc = subprocess.Popen(run_table_command(args, row, seed), cwd=REPO, stdout=handle,
                                stderr=subprocess.STDOUT, start_new_session=True)
    return proc, time.monotonic()


def stop(proc: subprocess.Popen) -> None:
    """The run_table call and its children (the training): their process group."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=20)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()


def run_all(args, jobs: list[tuple[str, int]], parallel: int, budget: Budget) -> list[dict]:
    """Run `jobs` (row, seed) `parallel` at a time until done or the budget is spent."""
    done, waiting, running = [], list(jobs), []
    while waiting or running:
        while waiting and len(running) < parallel and budget.left() > 0:
            row, seed = waiting.pop(0)
            running.append((row, seed, *start(args, row, seed)))
        if budget.left() <= 0:
            for row, seed, proc, t0 in running:
                stop(proc)
                done.append(status(row, seed, "timed out", t0))
            done += [status(row, seed, "not started (budget spent)", None)
                     for row, seed in waiting]
            return done
        for item in list(running):
            row, seed, proc, t0 = item
            if proc.poll() is not None:
                running.remove(item)
                done.append(status(row, seed, "finished" if proc.returncode == 0
                                   else f"failed (exit {proc.returncode})", t0))
        time.sleep(1)
    return done


def status(row: str, seed: int, what: str, t0: float | None) -> dict:
    return {"row": row, "seed": seed, "status": what,
            "seconds": None if t0 is None else round(time.monotonic() - t0, 1)}


def stage(args, finished: list[dict]) -> None:
    """Copy each finished row's result.json and seed folder to ``out/results``."""
    for item in finished:
        source = args.results_dir / args.table / item["row"]
        target = args.out / "results" / args.table / item["row"]
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / "result.json", target / "result.json")
        seed_dir = source / f"seed{item['seed']}"
        if seed_dir.is_dir():
            shutil.copytree(seed_dir, target / seed_dir.name, dirs_exist_ok=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", required=True)
    parser.add_argument("--seeds", type=int, nargs="+", required=True)
    parser.add_argument("--rows", nargs="+", help="default: every row of the table")
    parser.add_argument("--first", nargs="*", default=[],
                        help="rows trained first, one after another (others start from them)")
    parser.add_argument("--parallel", type=int, default=4)
    parser.add_argument("--budget-s", type=float, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--device", choices=("gpu", "cpu"), default="gpu")
    parser.add_argument("--scale", default="small")
    parser.add_argument("--results-dir", type=Path, default=REPO / "results")
    parser.add_argument("--work", type=Path, default=REPO / "work" / "runs")
    args = parser.parse_args(argv)
    table = get_table(args.table)  # KeyError names an unknown table
    rows = args.rows or [row.id for row in table.rows if not row.trained_in]
    unknown = [r for r in [*rows, *args.first] if r not in {row.id for row in table.rows}]
    if unknown:
        parser.error(f"--rows/--first: no row {', '.join(unknown)} in {args.table}")
    budget = Budget(args.budget_s)
    args.out.mkdir(parents=True, exist_ok=True)
    report = []
    for seed in args.seeds:
        first = run_all(args, [(r, seed) for r in args.first], 1, budget)
        report += first
        if any(r["status"] != "finished" for r in first):
            report += [status(r, seed, "not started (a --first row did not finish)", None)
                       for r in rows if r not in args.first]
            continue
        report += run_all(args, [(r, seed) for r in rows if r not in args.first],
                          args.parallel, budget)
    finished = [r for r in report if r["status"] == "finished"]
    stage(args, finished)
    (args.out / "summary.json").write_text(json.dumps(
        {"table": args.table, "device": args.device, "runs": report}, indent=1),
        encoding="utf-8")
    for r in report:
        print(f"[train] {args.table} {r['row']} seed {r['seed']}: {r['status']}"
              + (f" ({r['seconds']} s)" if r["seconds"] is not None else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
