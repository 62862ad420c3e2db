"""The README's MUTE parameter figures, measured with OpenNMT 3.5.1's option defaults
(issue 15, item 7): `add_ffnbias` defaults to false there, and MUTE's relative positions
(`max_relative_positions: 16`) add one (2*16+1) x d_head table per unit."""

from __future__ import annotations

import support
from onmt.modules import Embeddings

from onmt_ext import compat
from onmt_ext.mute.encoder import MuteEncoder

BASE = {"hidden_size": 512, "word_vec_size": 512, "transformer_ff": 2048, "heads": 8,
        "enc_layers": 1, "max_relative_positions": 16, "position_encoding": False}


def _count(module) -> int:
    return sum(p.numel() for p in module.parameters())


def test_readme_parameters_per_mute_unit_at_transformer_base():
    opt = support.model_opt(**BASE, encoder_type="mute", mute_units=4)
    assert opt.add_ffnbias is False and opt.add_qkvbias is False  # OpenNMT 3.5.1 defaults
    embeddings = Embeddings(512, 8, 1, position_encoding=False)
    mute = MuteEncoder.from_opt(opt, embeddings)
    base = compat.TransformerEncoder.from_opt(opt, Embeddings(512, 8, 1, position_encoding=False))
    extra = _count(mute) - _count(base)  # one layer: 3 extra units and 4 weights alpha
    unit = (extra - 4) // 3
    assert 3 * unit + 4 == extra
    relative_table = (2 * 16 + 1) * (512 // 8)
    assert relative_table == 2_112
    assert unit == 4 * 512 * 512 + 2 * 512 * 2048 + 2 * 512 + relative_table  # no biases
    assert unit == 3_148_864  # README.md
    assert round((18 * unit + 6 * 4) / 1e6, 1) == 56.7  # 6 layers: 18 units + alpha
