"""Train a table's pending (row, seed) runs on a lent GPU within a time budget, side by side,
and stage what finished for the way back (docs/protocol.md: train every row of one seed on
one kind of device, so that a paired comparison never mixes devices).

    python bench/gpu_kit/train_pending.py --table aggregation-table1 --seeds 3 \\
        --first 01-base --parallel 4 --budget-s 420 --out "$OUT/train"

Each (row, seed) is one ``experiments/run_table.py`` call (train, select, translate, score,
``result.json``), on GPU 0 (``--world-size 1 --gpu-ranks 0``; ``--device cpu`` for a test on
this machine). ``--first`` rows train before the others, one after another; the rows that
others start from (the aggregation Base) are always among them, and without any the first
row trains alone first (it builds the vocabulary the others share). The other rows then
train ``--parallel`` at a time: at the protocol's small widths a step is bound by kernel
launches, so runs side by side share the GPU well. A run still going when the budget is
spent, or at SIGTERM, is stopped and lost (its checkpoints stay on the lent machine).
Writes into ``--out``:

* ``results/<table>/<row>/``: ``result.json`` with the seeds trained here only, and their
  folders (translations, val curve, metrics), of every row that finished;
  ``experiments/merge_results.py`` puts them into this repository's results, beside the
  runs trained elsewhere;
* ``logs/<row>-seed<N>.log``: each call's output, and ``logs/<row>-seed<N>.train.log``:
  its training's log (OpenNMT's steps, speed and validations), also of a run that was
  stopped, to show how far it got;
* ``summary.json``: every (row, seed) with its status (finished, failed, timed out,
  stopped, not started) and seconds, rewritten as each run ends; a failed run also with
  the last lines of its output (``log_tail``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FAILED_LOG_LINES = 20  # of a failed run's output, kept in summary.json
sys.path.insert(0, str(REPO))

from experiments.tables import get_table  # noqa: E402


class Budget:
    """Seconds left of a wall-clock budget started at construction."""

    def __init__(self, seconds: float):
        self.end = time.monotonic() + seconds

    def left(self) -> float:
        return self.end - time.monotonic()


class Stopped(Exception):
    """SIGTERM (the kit's step limit): stop the runs, stage what finished."""


def run_table_command(args, row: str, seed: int) -> list[str]:
    command = [sys.executable, str(REPO / "experiments" / "run_table.py"), args.table,
               "--rows", row, "--seeds", str(seed), "--no-baseline", "--scale", args.scale,
               "--out", str(args.results_dir), "--work", str(args.work)]
    if args.device == "gpu":
        command += ["--world-size", "1", "--gpu-ranks", "0"]
    return command


def evidence_claim() -> tuple[str, list[str], list[int]]:
    """(table, rows, seeds) of the evidence queue's next claim: the pending items of the
    first pending item's claim and table, every row at every seed among them (a seed's
    rows side by side on one device, as the paired comparisons need)."""
    from experiments import evidence

    # a pilot (experiments/pilot.py) is not a table row: the CPU queue trains it
    pending = [item for item, state in evidence.pending_items()
               if state != "running" and not item.pilot]
    if not pending:
        raise SystemExit("[train] the evidence queue is done")
    first = pending[0]
    same = [i for i in pending if (i.claim, i.table) == (first.claim, first.table)]
    return (first.table, list(dict.fromkeys(i.row for i in same)),
            sorted({i.seed for i in same}))


def first_rows(table, rows: list[str], first: list[str]) -> list[str]:
    """`first` plus the rows that the others start from or average (trained once, before
    them: else each call side by side would train the source again into the same folder),
    sources first; when that leaves none, the first row alone (it builds the vocabulary and
    data that the others then share)."""
    sources = [r for row_id in rows for r in (table.row(row_id).warm_start_from,
                                              table.row(row_id).average_of) if r]
    found = list(dict.fromkeys([*sources, *first]))
    return found or rows[:1]


def run_name(row: str, seed: int) -> str:
    """The stem of a run's files in ``out/logs``."""
    return f"{row}-seed{seed}"


class Session:
    """The runs of one invocation: started side by side, stopped together, reported as
    they end (``summary.json`` rewritten at each change)."""

    def __init__(self, args, budget: Budget):
        self.args, self.budget = args, budget
        self.running: list[tuple[str, int, subprocess.Popen, float]] = []
        self.report: list[dict] = []

    def start(self, row: str, seed: int) -> None:
        log = self.args.out / "logs" / f"{run_name(row, seed)}.log"
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "w", encoding="utf-8") as handle:
            proc = subprocess.Popen(run_table_command(self.args, row, seed), cwd=REPO,
                                    stdout=handle, stderr=subprocess.STDOUT,
                                    start_new_session=True)
        self.running.append((row, seed, proc, time.monotonic()))

    def record(self, row: str, seed: int, what: str, t0: float | None) -> None:
        entry = {"row": row, "seed": seed, "status": what,
                 "seconds": None if t0 is None else round(time.monotonic() - t0, 1)}
        if what.startswith("failed"):
            # why, in the file that always comes back (logs/ may be cut by the size limits)
            entry["log_tail"] = self.log_tail(row, seed)
        self.report.append(entry)
        self.write_summary()

    def log_tail(self, row: str, seed: int, lines: int = FAILED_LOG_LINES) -> list[str]:
        """The last `lines` lines of a run's output (``logs/<row>-seed<N>.log``)."""
        log = self.args.out / "logs" / f"{run_name(row, seed)}.log"
        if not log.is_file():
            return []
        return log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]

    def write_summary(self) -> None:
        (self.args.out / "summary.json").write_text(json.dumps(
            {"table": self.args.table, "device": self.args.device, "runs": self.report},
            indent=1), encoding="utf-8")

    def poll(self) -> None:
        for item in list(self.running):
            row, seed, proc, t0 = item
            if proc.poll() is not None:
                self.running.remove(item)
                self.record(row, seed, "finished" if proc.returncode == 0
                            else f"failed (exit {proc.returncode})", t0)

    def stop_all(self, why: str) -> None:
        """SIGTERM to every run's process group at once, then SIGKILL to what is left after
        one shared grace period; a run that ended meanwhile is recorded as it ended."""
        self.poll()
        for _, _, proc, _ in self.running:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + 15
        for _, _, proc, _ in self.running:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
        for row, seed, proc, t0 in self.running:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            self.record(row, seed, why, t0)
        self.running = []

    def run_all(self, jobs: list[tuple[str, int]], parallel: int) -> bool:
        """Run `jobs` (row, seed) `parallel` at a time; False when the budget ran out
        first (the runs still going stopped, the others not started)."""
        waiting = list(jobs)
        while waiting or self.running:
            self.poll()
            if self.budget.left() <= 0:
                self.stop_all("timed out")
                for row, seed in waiting:
                    self.record(row, seed, "not started (budget spent)", None)
                return False
            while waiting and len(self.running) < parallel:
                self.start(*waiting.pop(0))
            time.sleep(0.5)
        return True


def stage(args, report: list[dict]) -> None:
    """Copy each finished row's result, with only the seeds trained here (the result file
    also holds the seeds the working tree came with), and those seeds' folders to
    ``out/results``."""
    seeds: dict[str, list[str]] = {}
    for item in report:
        if item["status"] == "finished":
            seeds.setdefault(item["row"], []).append(f"seed{item['seed']}")
    for row, keys in seeds.items():
        source = args.results_dir / args.table / row
        target = args.out / "results" / args.table / row
        target.mkdir(parents=True, exist_ok=True)
        result = json.loads((source / "result.json").read_text(encoding="utf-8"))
        result["runs"] = {k: v for k, v in result.get("runs", {}).items() if k in keys}
        (target / "result.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
        for key in keys:
            if (source / key).is_dir():
                shutil.copytree(source / key, target / key, dirs_exist_ok=True)


def stage_training_logs(args, report: list[dict]) -> None:
    """Copy the training log of every run that started (finished or not) to
    ``out/logs/<row>-seed<N>.train.log``: run_table writes it into the run's work folder,
    which does not come back from a lent machine."""
    for item in report:
        if item["seconds"] is None:  # never started
            continue
        log = args.work / args.table / item["row"] / f"seed{item['seed']}" / "train.log"
        if log.is_file():
            shutil.copyfile(log, args.out / "logs" / f"{run_name(item['row'], item['seed'])}"
                                                     ".train.log")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", help="required unless --evidence")
    parser.add_argument("--seeds", type=int, nargs="+", help="required unless --evidence")
    parser.add_argument("--evidence", action="store_true",
                        help="train the evidence queue's next claim (experiments/evidence.py): "
                        "its table, and every row of it at every seed of it, so that each "
                        "seed's rows train on this one device")
    parser.add_argument("--rows", nargs="+", help="default: every row of the table")
    parser.add_argument("--first", nargs="*", default=[],
                        help="rows trained first, one after another (the rows that others "
                             "start from are added)")
    parser.add_argument("--parallel", type=int, default=4)
    parser.add_argument("--budget-s", type=float, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--device", choices=("gpu", "cpu"), default="gpu")
    parser.add_argument("--scale", default="small")
    parser.add_argument("--results-dir", type=Path, default=REPO / "results")
    parser.add_argument("--work", type=Path, default=REPO / "work" / "runs")
    args = parser.parse_args(argv)
    if args.evidence:
        if args.table or args.seeds or args.rows:
            parser.error("--evidence chooses the table, rows and seeds itself")
        args.table, args.rows, args.seeds = evidence_claim()
        print(f"[train] evidence queue: {args.table} rows {' '.join(args.rows)} seeds "
              f"{' '.join(map(str, args.seeds))}")
    elif not (args.table and args.seeds):
        parser.error("--table and --seeds are required (or --evidence)")
    table = get_table(args.table)  # KeyError names an unknown table
    rows = args.rows or [row.id for row in table.rows if not row.trained_in]
    unknown = [r for r in [*rows, *args.first] if r not in {row.id for row in table.rows}]
    if unknown:
        parser.error(f"--rows/--first: no row {', '.join(unknown)} in {args.table}")
    first = first_rows(table, rows, args.first)
    args.out.mkdir(parents=True, exist_ok=True)
    session = Session(args, Budget(args.budget_s))

    def stopped(_signum, _frame):
        raise Stopped

    previous = signal.signal(signal.SIGTERM, stopped)
    try:
        for seed in args.seeds:
            if not session.run_all([(r, seed) for r in first], 1):
                break
            if any(r["status"] != "finished" for r in session.report
                   if r["seed"] == seed and r["row"] in first):
                for row in rows:
                    if row not in first:
                        session.record(row, seed, "not started (a first row did not finish)",
                                       None)
                continue
            if not session.run_all([(r, seed) for r in rows if r not in first], args.parallel):
                break
    except Stopped:
        session.stop_all("stopped (SIGTERM)")
    finally:
        signal.signal(signal.SIGTERM, previous)
    done = {(r["row"], r["seed"]) for r in session.report}
    for seed in args.seeds:
        for row in dict.fromkeys([*first, *rows]):
            if (row, seed) not in done:
                session.record(row, seed, "not started (budget spent)", None)
    stage(args, session.report)
    stage_training_logs(args, session.report)
    session.write_summary()
    for r in session.report:
        print(f"[train] {args.table} {r['row']} seed {r['seed']}: {r['status']}"
              + (f" ({r['seconds']} s)" if r["seconds"] is not None else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
