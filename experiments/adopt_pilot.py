"""Make a protocol pilot's run the table run of the same model, up to a step.

A protocol pilot (docs/protocol.md) is the table's first row itself (seed 1) trained
longer than its budget, so that its val curve can set the budget; noam's rate does not
depend on ``train_steps``, so the pilot's checkpoints up to the budget are those of a run
with that budget. Training the row again would cost hours on 2 cores; this script instead
puts the pilot's checkpoints up to ``--up-to`` into the row's run directory, with the metrics
records up to that step, and writes the runner's ``train.json`` for the row's current
command, recording the pilot's own pieces (commands, commits, threads, devices, wall times)
and where they came from (``adopted``). ``run_table.py`` then finds the training up to date
and selects, translates and scores it like any other run; its result says it was adopted.

    python -m experiments.adopt_pilot aggregation-table1 01-base --seed 1 \\
        --pilot work/pilot/aggregation-base --up-to 5000 \\
        --pieces results/aggregation-table1/pilot/pieces.json

The pieces file is a JSON list, one object per piece of the pilot in order, each with
``command`` (list; a resumed piece has its ``-train_from``), ``git`` (``{"commit", "dirty"}``),
``threads``, ``device``, ``seconds`` and ``load`` (null where unknown): what the runner
records of its own pieces.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

from experiments.context import DEFAULTS, REPO, Context, checkpoints, rel, step_of
from experiments.logs import metrics_file
from experiments.runner import STAMP, Runner, read_stamp
from experiments.tables import get_table

PIECE_KEYS = ("command", "git", "threads", "device", "seconds", "load")


def read_pieces(path: Path) -> list[dict]:
    """The pilot's pieces from `path`; ValueError naming the file and the piece if one lacks
    a key or its command is not a list."""
    pieces = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(pieces, list) or not pieces:
        raise ValueError(f"{path}: expected a non-empty JSON list of pieces")
    for i, piece in enumerate(pieces):
        missing = [k for k in PIECE_KEYS if k not in piece]
        if missing:
            raise ValueError(f"{path}: piece {i} lacks {', '.join(missing)}")
        if not isinstance(piece["command"], list):
            raise ValueError(f"{path}: piece {i}: command must be a list of arguments")
    return pieces


def link_or_copy(source: Path, target: Path) -> None:
    """A hard link where the file system allows one (checkpoints are ~60 MB), else a copy."""
    target.unlink(missing_ok=True)
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


def adopt(runner: Runner, row_id: str, seed: int, pilot: Path, up_to: int,
          pieces: list[dict]) -> Path:
    """Put `pilot`'s checkpoints and metrics up to step `up_to` into the run directory of
    (`row_id`, `seed`) with a finished ``train.json`` for the row's current command; returns
    the run directory. Refuses (ValueError) a step the pilot has no checkpoint at, and a run
    directory that holds another command's training."""
    row = runner.table.row(row_id)
    source = runner.source_run(row, seed)
    run_dir: Path = source["run_dir"]
    saved = [c for c in checkpoints(pilot) if step_of(c) <= up_to]
    if not saved or step_of(saved[-1]) != up_to:
        raise ValueError(f"{rel(pilot)} has no checkpoint at step {up_to} "
                         f"(it has {[step_of(c) for c in checkpoints(pilot)]})")
    state = read_stamp(run_dir)
    if state is not None and state.get("key") != source["key"]:
        raise ValueError(f"{rel(run_dir)} holds a training of another command; move it away "
                         "first")
    run_dir.mkdir(parents=True, exist_ok=True)
    for old in checkpoints(run_dir):
        old.unlink()
    for checkpoint in saved:
        link_or_copy(checkpoint, run_dir / checkpoint.name)
    # the metrics up to the adopted step (a later piece's records of a step replace an
    # interrupted piece's, as the runner's own resumptions do)
    by_key: dict[tuple, str] = {}
    for line in metrics_file(pilot).read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if record.get("step") is not None and record["step"] > up_to:
            continue
        by_key[(record.get("kind"), record.get("step"))] = line
    metrics_file(run_dir).write_text("".join(f"{line}\n" for line in by_key.values()), "utf-8")
    seconds = [p["seconds"] for p in pieces]
    loads = [(p["load"], p["seconds"]) for p in pieces if p["load"] is not None]
    stamp = {
        "command": source["cmd"], "key": source["key"], "pieces": pieces,
        "git": pieces[0]["git"], "finished": True, "resumed": len(pieces) - 1,
        "seconds": None if None in seconds else sum(seconds),
        "threads": pieces[-1]["threads"],
        "load": (sum(v * w for v, w in loads) / sum(w for _, w in loads) if loads else None),
        "adopted": {"pilot": rel(pilot), "up_to_step": up_to,
                    "why": "the protocol's pilot is this row and seed trained past its "
                           "budget; its checkpoints up to the budget are this run's (noam's "
                           "rate does not depend on train_steps); the pieces' wall times are "
                           "the pilot's, past the budget included"},
    }
    (run_dir / STAMP).write_text(json.dumps(stamp, indent=1), "utf-8")
    return run_dir


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("table")
    parser.add_argument("row")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--pilot", type=Path, required=True,
                        help="the pilot's save_model directory (checkpoints, metrics file)")
    parser.add_argument("--up-to", type=int, required=True,
                        help="the budget: the last checkpoint's step taken")
    parser.add_argument("--pieces", type=Path, required=True,
                        help="JSON list of the pilot's pieces (see the module docstring)")
    parser.add_argument("--work", help="run directories (default: work/runs)")
    args = parser.parse_args(argv)
    table = get_table(args.table)
    out, work = DEFAULTS["small"]
    ctx = Context(table=table, scale="small", data_dir=REPO / "work" / "multi30k",
                  out=REPO / out, work=Path(args.work or REPO / work), seeds=[args.seed])
    try:
        pieces = read_pieces(args.pieces)
        run_dir = adopt(Runner(ctx), args.row, args.seed, args.pilot, args.up_to, pieces)
    except (KeyError, ValueError, OSError) as error:
        parser.error(str(error.args[0] if isinstance(error, KeyError) else error))
    print(f"adopted {rel(args.pilot)} up to step {args.up_to} as {table.name} {args.row} "
          f"seed {args.seed}: {rel(run_dir)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
