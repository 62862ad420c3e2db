"""Run a pilot's training command and record it as a piece, as the runner records its own.

The protocol pilots (``experiments/pilot.py``) train outside ``run_table.py``; a pilot
later becomes a table run (``experiments/adopt_pilot.py``), whose result must say where and
how it trained. This wrapper runs the command and appends to ``<dir>/pieces.json`` one
piece: the command, the code's commit (and whether the tree was dirty), threads
(``OMP_NUM_THREADS``), device, wall time and the mean 1-minute load while it ran. A piece
resuming with ``-train_from`` also records ``exact_resume``: whether its checkpoint carries
the data position and random states that make the resume exact (read from the checkpoint
before it runs; the training's log says it in one line too). A piece
killed part-way (the end of a work period) is recorded with ``"interrupted": true`` and its
time so far, on SIGTERM, SIGINT or SIGHUP. The piece is written when the command starts
and rewritten with its time and load every 30 seconds, marked ``"interrupted": true`` until
the command ends, so that even a SIGKILL, which no handler sees, leaves it recorded (its
time then to within 30 seconds).

    python -m experiments.record_piece work/pilot/aggregation-base -- \\
        .venv/bin/onmt_ext_train -config recipes/aggregation/protocol/01-base.yaml ...
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

from experiments.context import cpu_device, write_replacing
from experiments.runner import git_state
from onmt_ext.core.errors import CheckpointError
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header
from onmt_ext.core.model.exact_resume import resume_state

LOAD_SAMPLE_SECONDS = 30


def _write_pieces(path: Path, pieces: list[dict]) -> None:
    """Write the list at once (a temporary file renamed): a kill never leaves half a file."""
    write_replacing(path, json.dumps(pieces, indent=1))


def append_piece(path: Path, piece: dict) -> int:
    """Append `piece` to the JSON list in `path`; its index."""
    pieces = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else []
    pieces.append(piece)
    _write_pieces(path, pieces)
    return len(pieces) - 1


def replace_piece(path: Path, index: int, piece: dict) -> None:
    """Replace the piece at `index` of the list in `path` (written by `append_piece`)."""
    pieces = json.loads(path.read_text(encoding="utf-8"))
    pieces[index] = piece
    _write_pieces(path, pieces)


def resumes_exactly(command: list[str]) -> bool | None:
    """None for a command without ``-train_from``; else whether its checkpoint carries the
    data position and random states of exact resume (false for a checkpoint saved before
    they were stored, or one that cannot be read)."""
    if "-train_from" not in command:
        return None
    path = command[command.index("-train_from") + 1]
    try:
        checkpoint = load_checkpoint_header(path, "-train_from")
    except CheckpointError:
        return False
    return resume_state(checkpoint.get("optim")) is not None


def run_piece(directory: Path, command: list[str]) -> int:
    """Run `command`, then append its piece to ``directory/pieces.json``; its return code
    (1 when the piece was stopped by a signal)."""
    proc: subprocess.Popen | None = None

    def stop(signum, _frame):
        if proc is not None:
            proc.send_signal(signal.SIGTERM)
        raise KeyboardInterrupt(signum)

    # before anything slow: a signal from here on is recorded as an interrupted piece (the
    # caller's handlers come back when the piece is recorded)
    previous = {signum: signal.signal(signum, stop)
                for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)}
    directory.mkdir(parents=True, exist_ok=True)
    threads = int(os.environ.get("OMP_NUM_THREADS", "0")) or None
    # the command as a table run would show it: the console script's name, not its path
    shown = [Path(command[0]).name, *command[1:]]
    piece = {"command": shown, "started": time.strftime("%Y-%m-%d %H:%M:%S")}
    if (exact := resumes_exactly(command)) is not None:
        piece["exact_resume"] = exact
    pieces_file = directory / "pieces.json"
    index: int | None = None
    loads: list[float] = []
    start = time.perf_counter()

    def so_far() -> dict:
        return {**piece, "seconds": time.perf_counter() - start,
                "load": statistics.fmean(loads) if loads else None}

    def running() -> dict:  # as it stands if killed now
        return {**so_far(), "interrupted": True, "returncode": None}

    try:
        piece.update(git=git_state(), threads=threads, device=cpu_device(threads or 0))
        # recorded from the start, as interrupted until the command ends (a SIGKILL)
        index = append_piece(pieces_file, running())
        proc = subprocess.Popen(command)
        while True:
            try:
                proc.wait(timeout=LOAD_SAMPLE_SECONDS)
                break
            except subprocess.TimeoutExpired:
                loads.append(os.getloadavg()[0])
                replace_piece(pieces_file, index, running())
    except KeyboardInterrupt:
        piece["interrupted"] = True
        if proc is not None:
            proc.wait()
    piece.setdefault("git", None)
    piece.setdefault("threads", threads)
    piece.setdefault("device", None)
    piece = {**so_far(), "returncode": None if proc is None else proc.returncode}
    if index is None:
        append_piece(pieces_file, piece)
    else:
        replace_piece(pieces_file, index, piece)
    for signum, handler in previous.items():
        signal.signal(signum, handler)
    if piece.get("interrupted"):
        return 1
    # a training ended by a signal (Ctrl-C ends it by SIGINT): the shell's 128 + signal
    return 128 - proc.returncode if proc.returncode < 0 else proc.returncode


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) < 3 or argv[1] != "--":
        print("usage: python -m experiments.record_piece DIR -- COMMAND ...", file=sys.stderr)
        return 2
    return run_piece(Path(argv[0]), argv[2:])


if __name__ == "__main__":
    sys.exit(main())
