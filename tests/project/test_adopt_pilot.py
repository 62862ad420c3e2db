"""experiments/adopt_pilot.py: a protocol pilot's checkpoints up to the budget become the
table run of the same row and seed, which the runner then finds up to date (no training)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import adopt_pilot, logs, runner  # noqa: E402
from experiments.context import Context, rel  # noqa: E402
from experiments.tables import TABLES  # noqa: E402

PIECES = [
    {"command": ["onmt_ext_train", "-config", "base.yaml", "-train_steps", "8000"],
     "git": {"commit": "a" * 40, "dirty": False}, "threads": 1, "device": "CPU X, 1 threads",
     "seconds": 100.0, "load": None},
    {"command": ["onmt_ext_train", "-config", "base.yaml", "-train_steps", "6000",
                 "-train_from", "pilot/model_step_20.pt"],
     "git": {"commit": "b" * 40, "dirty": False}, "threads": 2, "device": "CPU X, 2 threads",
     "seconds": 50.0, "load": 2.0},
]


@pytest.fixture
def pilot(tmp_path):
    """A pilot with checkpoints at steps 10-40 and a metrics file in which step 30's train
    record was written twice (the first piece ran past its last checkpoint, 20)."""
    pilot = tmp_path / "pilot"
    pilot.mkdir()
    for step in (10, 20, 30, 40):
        (pilot / f"model_step_{step}.pt").write_bytes(f"weights {step}".encode())
    records = [{"kind": "train", "step": 10, "piece": 1}, {"kind": "valid", "step": 10},
               {"kind": "train", "step": 20, "piece": 1}, {"kind": "valid", "step": 20},
               {"kind": "train", "step": 30, "piece": 1},  # lost with the first piece
               {"kind": "train", "step": 30, "piece": 2}, {"kind": "valid", "step": 30},
               {"kind": "train", "step": 40, "piece": 2}, {"kind": "valid", "step": 40}]
    logs.metrics_file(pilot).write_text("".join(json.dumps(r) + "\n" for r in records))
    pieces = tmp_path / "pieces.json"
    pieces.write_text(json.dumps(PIECES))
    return pilot, pieces


def _runner(tmp_path) -> runner.Runner:
    ctx = Context(table=TABLES["aggregation-table1"], scale="small",
                  data_dir=REPO / "work/multi30k", out=tmp_path / "results",
                  work=tmp_path / "runs", seeds=[1])
    return runner.Runner(ctx)


def test_the_pilot_up_to_the_budget_is_the_runs_finished_training(tmp_path, pilot):
    pilot_dir, pieces = pilot
    run = _runner(tmp_path)
    run_dir = adopt_pilot.adopt(run, "01-base", 1, pilot_dir, 30,
                                adopt_pilot.read_pieces(pieces))
    assert run_dir == tmp_path / "runs" / "aggregation-table1" / "01-base" / "seed1"
    assert sorted(p.name for p in run_dir.glob("model_step_*.pt")) == [
        "model_step_10.pt", "model_step_20.pt", "model_step_30.pt"]
    assert (run_dir / "model_step_30.pt").read_bytes() == b"weights 30"
    # records up to step 30; the later piece's record of step 30 kept, once
    kept = [json.loads(line) for line in logs.metrics_file(run_dir).read_text().splitlines()]
    assert [(r["kind"], r["step"], r.get("piece")) for r in kept] == [
        ("train", 10, 1), ("valid", 10, None), ("train", 20, 1), ("valid", 20, None),
        ("train", 30, 2), ("valid", 30, None)]
    stamp = json.loads((run_dir / "train.json").read_text())
    row = run.table.row("01-base")
    assert stamp["key"] == run.current_key(row, 1)
    assert stamp["pieces"] == PIECES and stamp["finished"] is True and stamp["resumed"] == 1
    assert stamp["seconds"] == 150.0 and stamp["load"] == 2.0 and stamp["threads"] == 2
    assert stamp["git"] == PIECES[0]["git"]
    assert stamp["adopted"]["pilot"] == rel(pilot_dir) and stamp["adopted"]["up_to_step"] == 30
    # the runner finds the training up to date: no command runs, the result says adopted
    calls = []
    run.run_command = lambda *a, **k: calls.append(a)
    info = run.train(stamp["command"], stamp["key"], run_dir, [])
    assert calls == []
    assert info["adopted"] == stamp["adopted"] and info["train_seconds"] == 150.0
    assert [(p["from_step"], p["threads"]) for p in info["train_pieces"]] == [(0, 1), (20, 2)]
    assert info["train_device"] == ["CPU X, 1 threads", "CPU X, 2 threads"]


def test_no_checkpoint_at_the_budget_is_refused(tmp_path, pilot):
    pilot_dir, pieces = pilot
    with pytest.raises(ValueError, match=r"no checkpoint at step 25 \(it has \[10, 20, 30, 40\]\)"):
        adopt_pilot.adopt(_runner(tmp_path), "01-base", 1, pilot_dir, 25,
                          adopt_pilot.read_pieces(pieces))


def test_a_run_directory_of_another_command_is_left_alone(tmp_path, pilot):
    pilot_dir, pieces = pilot
    run_dir = tmp_path / "runs" / "aggregation-table1" / "01-base" / "seed1"
    run_dir.mkdir(parents=True)
    (run_dir / "train.json").write_text(json.dumps({"key": ["other"], "pieces": []}))
    (run_dir / "model_step_5.pt").write_bytes(b"mine")
    with pytest.raises(ValueError, match="holds a training of another command"):
        adopt_pilot.adopt(_runner(tmp_path), "01-base", 1, pilot_dir, 20,
                          adopt_pilot.read_pieces(pieces))
    assert (run_dir / "model_step_5.pt").read_bytes() == b"mine"


def test_a_piece_without_its_record_is_refused(tmp_path):
    path = tmp_path / "pieces.json"
    path.write_text(json.dumps([{k: v for k, v in PIECES[0].items() if k != "device"}]))
    with pytest.raises(ValueError, match=r"pieces.json: piece 0 lacks device"):
        adopt_pilot.read_pieces(path)
    path.write_text(json.dumps([{**PIECES[0], "command": "onmt_ext_train -config x"}]))
    with pytest.raises(ValueError, match="piece 0: command must be a list"):
        adopt_pilot.read_pieces(path)


def test_the_command_line_names_the_missing_step(tmp_path, pilot, capsys):
    pilot_dir, pieces = pilot
    with pytest.raises(SystemExit):
        adopt_pilot.main(["aggregation-table1", "01-base", "--seed", "1", "--pilot",
                          str(pilot_dir), "--up-to", "50", "--pieces", str(pieces),
                          "--work", str(tmp_path / "runs")])
    assert "has no checkpoint at step 50" in capsys.readouterr().err
