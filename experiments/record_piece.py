"""Run a pilot's training command and record it as a piece, as the runner records its own.

The protocol pilots (``experiments/pilot_*.sh``) train outside ``run_table.py``; a pilot
later becomes a table run (``experiments/adopt_pilot.py``), whose result must say where and
how it trained. This wrapper runs the command and appends to ``<dir>/pieces.json`` one
piece: the command, the code's commit (and whether the tree was dirty), threads
(``OMP_NUM_THREADS``), device, wall time and the mean 1-minute load while it ran. A piece
killed part-way (the end of a work period) is recorded with ``"interrupted": true`` and its
time so far, on SIGTERM, SIGINT or SIGHUP.

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

from experiments.context import cpu_device
from experiments.runner import git_state

LOAD_SAMPLE_SECONDS = 30


def append_piece(path: Path, piece: dict) -> None:
    pieces = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else []
    pieces.append(piece)
    path.write_text(json.dumps(pieces, indent=1), encoding="utf-8")


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
    loads: list[float] = []
    start = time.perf_counter()
    try:
        piece.update(git=git_state(), threads=threads, device=cpu_device(threads or 0))
        proc = subprocess.Popen(command)
        while True:
            try:
                proc.wait(timeout=LOAD_SAMPLE_SECONDS)
                break
            except subprocess.TimeoutExpired:
                loads.append(os.getloadavg()[0])
    except KeyboardInterrupt:
        piece["interrupted"] = True
        if proc is not None:
            proc.wait()
    piece.setdefault("git", None)
    piece.setdefault("threads", threads)
    piece.setdefault("device", None)
    piece.update(seconds=time.perf_counter() - start,
                 load=statistics.fmean(loads) if loads else None,
                 returncode=None if proc is None else proc.returncode)
    append_piece(directory / "pieces.json", piece)
    for signum, handler in previous.items():
        signal.signal(signum, handler)
    return 1 if piece.get("interrupted") else proc.returncode


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) < 3 or argv[1] != "--":
        print("usage: python -m experiments.record_piece DIR -- COMMAND ...", file=sys.stderr)
        return 2
    return run_piece(Path(argv[0]), argv[2:])


if __name__ == "__main__":
    sys.exit(main())
