"""The MUTE parameter figures of the docs, computed from the code: the Transformer-base
encoder (d 512, ff 2048, 8 heads, 6 layers, relative positions 16, OpenNMT 3.5.1's option
defaults) is built with 1 and with 4 units and its parameters counted; the figures the page
states must be the ones counted. Built on torch's meta device (shapes only, no memory)."""

from __future__ import annotations

from pathlib import Path

import support
import torch
from onmt.modules import Embeddings

from onmt_ext import compat
from onmt_ext.mute.encoder import MuteEncoder

PAGE = Path(__file__).resolve().parents[2] / "docs" / "mute.md"
BASE = {"hidden_size": 512, "word_vec_size": 512, "transformer_ff": 2048, "heads": 8,
        "enc_layers": 6, "max_relative_positions": 16, "position_encoding": False}


def _count(module) -> int:
    return sum(p.numel() for p in module.parameters())


def _encoders(layers: int):
    """(OpenNMT's relative-position encoder, MUTE-4) at Transformer-base with `layers`."""
    opt = support.model_opt(**{**BASE, "enc_layers": layers}, encoder_type="mute", mute_units=4)
    with torch.device("meta"):
        mute = MuteEncoder.from_opt(opt, Embeddings(512, 8, 1, position_encoding=False))
        base = compat.TransformerEncoder.from_opt(opt, Embeddings(512, 8, 1,
                                                                  position_encoding=False))
    return base, mute


def test_the_pages_mute_parameter_figures_are_the_counted_ones():
    text = " ".join(PAGE.read_text().split())  # line breaks do not split a figure
    base1, mute1 = _encoders(1)
    unit, rest = divmod(_count(mute1) - _count(base1) - 4, 3)  # one layer: 3 units + alpha
    assert rest == 0
    assert f"{unit:,} each" in text
    base6, mute6 = _encoders(6)
    extra = _count(mute6) - _count(base6)
    assert extra == 18 * unit + 6 * 4  # 3 extra units and 4 weights alpha in each layer
    assert f"+{extra / 1e6:.1f}M" in text
