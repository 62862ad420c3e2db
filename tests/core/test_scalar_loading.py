"""0-dimensional parameters and buffers load back (onmt_ext.core.model.scalar_loading, and
the seam's record of OpenNMT's per-tensor loader `BaseModel._load_param`): through
OpenNMT's own `load_state_dict`, what plain OpenNMT fails on with an IndexError."""

from __future__ import annotations

import pytest
import torch
from onmt.models.model import BaseModel
from torch import nn

import onmt_ext
from onmt_ext.core.model.scalar_loading import ScalarShapeError, is_scalar, load_scalar


class Gated(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate = nn.Parameter(torch.tensor(0.5))  # shape ()
        self.register_buffer("count", torch.tensor(3))  # shape ()
        self.bias = nn.Parameter(torch.zeros(2))  # shape (2,): OpenNMT's own slicing


class TinyModel(BaseModel):
    def __init__(self):
        nn.Module.__init__(self)
        self.encoder = Gated()


def checkpoint() -> dict:
    return {"model": {"encoder.gate": torch.tensor(0.7), "encoder.count": torch.tensor(9),
                      "encoder.bias": torch.tensor([1.0, -1.0])}, "generator": None}


def test_opennmt_s_loader_takes_scalars_whole():
    model = TinyModel()
    gate = model.encoder.gate
    model.load_state_dict(checkpoint())
    assert model.encoder.gate is gate and model.encoder.gate.item() == pytest.approx(0.7)
    assert model.encoder.count.shape == () and model.encoder.count.item() == 9
    assert model.encoder.bias.tolist() == [1.0, -1.0]


def test_plain_opennmt_fails_on_a_scalar():
    onmt_ext.uninstall()
    try:
        with pytest.raises(IndexError, match="Dimension specified as 0 but tensor has no "
                                             "dimensions"):
            TinyModel().load_state_dict(checkpoint())
    finally:
        onmt_ext.install()


def test_load_scalar_by_hand():
    module = Gated()
    assert is_scalar(module.gate) and not is_scalar(module.bias)
    load_scalar(module, "gate", "encoder.gate", torch.tensor(-2.0), is_buffer=False)
    load_scalar(module, "count", "encoder.count", torch.tensor(4), is_buffer=True)
    assert (module.gate.item(), module.count.item()) == (-2.0, 4)
    assert [name for name, _ in module.named_buffers()] == ["count"]
    with pytest.raises(ScalarShapeError) as info:
        load_scalar(module, "gate", "encoder.gate", torch.zeros(3), is_buffer=False)
    assert str(info.value) == (
        "checkpoint tensor encoder.gate has shape (3,), the model's is a scalar (shape ()): "
        "the checkpoint was written by another architecture")
