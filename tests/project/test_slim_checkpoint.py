"""experiments/slim_checkpoint.py: a checkpoint without Adam's moments gives the same warm
start (weights, vocabulary, schedule step) as the full one, and nothing else is lost."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import slim_checkpoint  # noqa: E402
from onmt_ext.core.model.warm_start import checkpoint_schedule_step, checkpoint_weights  # noqa: E402


def _checkpoint() -> dict:
    weight = torch.arange(6.0).reshape(2, 3)
    return {
        "model": {"encoder.w": weight, "decoder.b": torch.tensor([0.5, -1.0])},
        "generator": {"weight": weight.t().contiguous()},
        "vocab": {"src": ["<unk>", "a"], "tgt": ["<unk>", "b"]},
        "opt": argparse.Namespace(encoder_type="transformer", hidden_size=3),
        "optim": {"training_step": 5001, "decay_step": 5001,
                  "optimizer": {"state": {0: {"exp_avg": torch.ones(2, 3),
                                              "exp_avg_sq": torch.ones(2, 3)}},
                                "param_groups": [{"lr": 1e-3, "params": [0]}]}},
    }


def test_slim_keeps_everything_a_warm_start_reads(tmp_path, capsys):
    full, slim = tmp_path / "full.pt", tmp_path / "out" / "slim.pt"
    torch.save(_checkpoint(), full)
    assert slim_checkpoint.main([str(full), str(slim)]) == 0
    assert "slim.pt:" in capsys.readouterr().out
    before, after = slim_checkpoint.load(full), slim_checkpoint.load(slim)
    assert after["optim"] == {"training_step": 5001, "decay_step": 5001}
    assert checkpoint_schedule_step(after, "slim.pt") == 5001
    weights = checkpoint_weights(after)
    assert weights.keys() == checkpoint_weights(before).keys() == {
        "encoder.w", "decoder.b", "generator.weight"}
    assert all(torch.equal(weights[k], checkpoint_weights(before)[k]) for k in weights)
    assert after["vocab"] == before["vocab"] and vars(after["opt"]) == vars(before["opt"])
    assert slim.stat().st_size < full.stat().st_size


def test_a_checkpoint_without_a_schedule_step_is_refused(tmp_path, capsys):
    path = tmp_path / "released.pt"
    torch.save({k: v for k, v in _checkpoint().items() if k != "optim"}, path)
    with pytest.raises(SystemExit):
        slim_checkpoint.main([str(path), str(tmp_path / "slim.pt")])
    assert "released.pt: not a training checkpoint: no optim.decay_step" in capsys.readouterr().err
    assert not (tmp_path / "slim.pt").exists()
