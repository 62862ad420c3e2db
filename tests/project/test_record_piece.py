"""experiments/record_piece.py: a pilot's training pieces recorded as the runner records its
own (command, commit, threads, device, wall time, load), an interrupted one included."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import adopt_pilot, record_piece  # noqa: E402
from experiments.runner import git_state  # noqa: E402


def test_each_run_appends_its_piece(tmp_path, monkeypatch):
    monkeypatch.setenv("OMP_NUM_THREADS", "2")
    assert record_piece.main([str(tmp_path), "--", sys.executable, "-c", "pass"]) == 0
    assert record_piece.main([str(tmp_path), "--", sys.executable, "-c",
                              "raise SystemExit(3)"]) == 3
    pieces = adopt_pilot.read_pieces(tmp_path / "pieces.json")  # what adopt_pilot needs
    assert [p["returncode"] for p in pieces] == [0, 3]
    # a command ended by a signal (a training at Ctrl-C): the shell's 128 + signal
    assert record_piece.main([str(tmp_path), "--", sys.executable, "-c",
                              "import os, signal; os.kill(os.getpid(), signal.SIGTERM)"]) == 143
    assert adopt_pilot.read_pieces(tmp_path / "pieces.json")[-1]["returncode"] == -15
    first = pieces[0]
    assert first["command"] == [Path(sys.executable).name, "-c", "pass"]
    assert first["git"] == git_state() and first["threads"] == 2
    assert first["device"].startswith("CPU ") and ", 2 threads (torch " in first["device"]
    assert 0 < first["seconds"] < 60 and first["load"] is None  # no 30-s load sample yet
    assert "interrupted" not in first


def test_a_signal_before_the_command_starts_is_recorded_too(tmp_path, monkeypatch):
    """Stopped while it reads the commit (the slow part before the command): the piece is
    recorded as interrupted with no return code, and the caller's handlers come back."""
    def stopped():
        raise KeyboardInterrupt(signal.SIGTERM)

    before = signal.getsignal(signal.SIGTERM)
    monkeypatch.setattr(record_piece, "git_state", stopped)
    assert record_piece.run_piece(tmp_path, [sys.executable, "-c", "pass"]) == 1
    (piece,) = json.loads((tmp_path / "pieces.json").read_text())
    assert piece["interrupted"] is True and piece["returncode"] is None
    assert piece["git"] is None and piece["device"] is None
    assert signal.getsignal(signal.SIGTERM) is before


def test_usage_without_the_separator(capsys):
    assert record_piece.main(["dir", "onmt_ext_train"]) == 2
    assert "usage: python -m experiments.record_piece DIR -- COMMAND" in capsys.readouterr().err


def test_a_terminated_piece_is_recorded_as_interrupted(tmp_path):
    """SIGTERM (the end of a work period) stops the command and still records the piece."""
    started = tmp_path / "started"
    child = f"import pathlib, time; pathlib.Path({str(started)!r}).touch(); time.sleep(120)"
    proc = subprocess.Popen([sys.executable, "-m", "experiments.record_piece", str(tmp_path),
                             "--", sys.executable, "-c", child],
                            cwd=REPO, env={**os.environ, "OMP_NUM_THREADS": "1"})
    deadline = time.monotonic() + 120  # a loaded machine imports slowly
    while not started.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert started.exists(), "the command never started"
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=60) == 1
    (piece,) = json.loads((tmp_path / "pieces.json").read_text())
    assert piece["interrupted"] is True and piece["seconds"] < 120
    assert piece["returncode"] == -signal.SIGTERM
    assert piece["command"][1:3] == ["-c", child]


def test_a_killed_piece_is_still_recorded(tmp_path):
    """SIGKILL (no handler runs): the piece written when the command started remains,
    marked interrupted, with its command, commit and threads."""
    started = tmp_path / "started"
    child = f"import pathlib, time; pathlib.Path({str(started)!r}).touch(); time.sleep(120)"
    proc = subprocess.Popen([sys.executable, "-m", "experiments.record_piece", str(tmp_path),
                             "--", sys.executable, "-c", child],
                            cwd=REPO, env={**os.environ, "OMP_NUM_THREADS": "2"},
                            start_new_session=True)
    deadline = time.monotonic() + 120
    while not started.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert started.exists(), "the command never started"
    os.killpg(proc.pid, signal.SIGKILL)  # the wrapper and its command, as a killed session
    proc.wait(timeout=60)
    pieces = adopt_pilot.read_pieces(tmp_path / "pieces.json")
    assert len(pieces) == 1
    (piece,) = pieces
    assert piece["interrupted"] is True and piece["returncode"] is None
    assert piece["command"][1:3] == ["-c", child]
    assert piece["git"] == git_state() and piece["threads"] == 2
    assert 0 <= piece["seconds"] < 120


def test_the_piece_is_kept_current_while_the_command_runs(tmp_path, monkeypatch):
    """Every load sample rewrites the one piece (not a second one); at the end it is no
    longer marked interrupted."""
    monkeypatch.setattr(record_piece, "LOAD_SAMPLE_SECONDS", 0.1)
    seen = []
    replace = record_piece.replace_piece

    def spy(path, index, piece):
        seen.append((index, piece.get("interrupted"), piece["load"]))
        replace(path, index, piece)

    monkeypatch.setattr(record_piece, "replace_piece", spy)
    assert record_piece.run_piece(tmp_path, [sys.executable, "-c",
                                             "import time; time.sleep(1.5)"]) == 0
    assert len(seen) >= 3 and all(index == 0 for index, _, _ in seen)
    assert all(interrupted is True for _, interrupted, _ in seen[:-1])
    assert all(load is not None for _, _, load in seen)
    (piece,) = json.loads((tmp_path / "pieces.json").read_text())
    assert "interrupted" not in piece and piece["returncode"] == 0
    assert piece["load"] is not None and piece["seconds"] >= 1.5


def test_a_resumed_piece_records_whether_its_checkpoint_resumes_exactly(tmp_path):
    """`exact_resume`: true for a checkpoint that carries the exact-resume state, false for
    one saved before (or one that cannot be read); absent for a piece that starts fresh."""
    import torch

    from onmt_ext.core.model.exact_resume import STATE_KEY

    base = {"model": {}, "generator": {}, "vocab": {}, "opt": None,
            "optim": {"training_step": 251}}
    torch.save(base, tmp_path / "old.pt")
    torch.save({**base, "optim": {"training_step": 251, STATE_KEY: {"version": 1}}},
               tmp_path / "new.pt")
    train = ["onmt_ext_train", "-config", "c.yaml"]
    assert record_piece.resumes_exactly(train) is None
    assert record_piece.resumes_exactly([*train, "-train_from", str(tmp_path / "new.pt")])
    assert record_piece.resumes_exactly([*train, "-train_from", str(tmp_path / "old.pt")]) is False
    assert record_piece.resumes_exactly([*train, "-train_from", str(tmp_path / "gone.pt")]) is False
    for name in ("new", "old"):
        assert record_piece.main([str(tmp_path / "pilot"), "--", sys.executable, "-c", "pass",
                                  "-train_from", str(tmp_path / f"{name}.pt")]) == 0
    assert record_piece.main([str(tmp_path / "pilot"), "--", sys.executable, "-c", "pass"]) == 0
    pieces = adopt_pilot.read_pieces(tmp_path / "pilot" / "pieces.json")
    assert [p.get("exact_resume") for p in pieces] == [True, False, None]
