"""DenseNMT decoding: incremental = teacher forcing, beam-style state mapping, DenseAtt maths,
equivalence of the residual stacks with OpenNMT's Transformer, gradients everywhere."""

from __future__ import annotations

import math

import pytest
import torch
from onmt.modules import Embeddings
from support import (
    DENSE_SMALL as SMALL,
)
from support import (
    TABLE2,
    decode_after_reordering,
)
from support import (
    dense_batch as batch,
)
from support import (
    dense_build_model as build_model,
)

from onmt_ext import compat
from onmt_ext.dense.attention import BlockAttention
from onmt_ext.dense.blocks import MemoryLayout
from onmt_ext.dense.decoder import DenseDecoder
from onmt_ext.dense.encoder import DenseEncoder
from onmt_ext.dense.options import DenseOptions

DENSE_BOTH = {"encoder_type": "dense", "decoder_type": "dense"}
DECODING_CASES = {
    "DenseAtt-1 + summary": {
        **DENSE_BOTH,
        "dense_attention": "dense1",
        "enc_layers": 4,
        "dec_layers": 4,
        "dense_sumlen": 3,
        "max_relative_positions": 4,
    },
    "DenseAtt-2 + summary": {
        **DENSE_BOTH,
        "dense_attention": "dense2",
        "enc_layers": 4,
        "dec_layers": 4,
        "dense_sumlen": 3,
        "max_relative_positions": 4,
    },
    "DenseAtt-2, small embeddings, absolute positions": {
        **DENSE_BOTH,
        "dense_attention": "dense2",
        "dec_layers": 3,
        "word_vec_size": 8,
        "hidden_size": 8,
        "dense_embedding_width": 24,
        "position_encoding": True,
    },
    "DenseDEC (standard attention)": {
        "encoder_type": "transformer",
        "decoder_type": "dense",
        "max_relative_positions": 4,
    },
    "DenseAtt-2 residual stacks": {**TABLE2["DenseAtt"], "max_relative_positions": 4},
}


def _encode(model, src, src_len):
    enc_out, enc_final, src_len = model.encoder(src, src_len)
    model.decoder.init_state(src, enc_out, enc_final)
    return enc_out, src_len


def _teacher_forced(model, src, src_len, tgt):
    enc_out, src_len = _encode(model, src, src_len)
    out, attns = model.decoder(tgt, enc_out, src_len=src_len)
    return out, attns


def _step(model, tgt, enc_out, src_len, step):
    out, attns = model.decoder(tgt[:, step : step + 1], enc_out, src_len=src_len, step=step)
    return out[:, 0], attns["std"][:, 0]


@pytest.mark.parametrize("case", list(DECODING_CASES))
def test_step_by_step_equals_teacher_forcing(case):
    model = build_model(**{**SMALL, **DECODING_CASES[case]}).eval()
    src, src_len, tgt = batch()
    with torch.no_grad():
        full, attns = _teacher_forced(model, src, src_len, tgt)
        assert attns["std"].shape == (3, tgt.size(1), src.size(1))
        enc_out, src_len = _encode(model, src, src_len)
        for t in range(tgt.size(1)):
            out, attn = _step(model, tgt, enc_out, src_len, t)
            torch.testing.assert_close(out, full[:, t], rtol=0, atol=1e-5)
            torch.testing.assert_close(attn, attns["std"][:, t], rtol=0, atol=1e-5)
            # no attention to source padding
            for b, n in enumerate(src_len.tolist()):
                assert attn[b, n:].abs().max() == 0 if n < attn.size(1) else True


@pytest.mark.parametrize("case", ["DenseAtt-1 + summary", "DenseAtt-2 + summary"])
def test_map_state_tiles_and_reorders_like_beam_search(case):
    """Beam search tiles the batch and reorders hypotheses with `map_state(fn)` and selects
    rows of `enc_out`: afterwards decoding must continue as if those rows had been decoded
    from the start."""
    model = build_model(**{**SMALL, **DECODING_CASES[case]}).eval()
    src, src_len, tgt = batch()
    index = torch.tensor([2, 0, 0, 1, 2])  # tile (repeats) and reorder
    got, expected = decode_after_reordering(model, src, src_len, tgt, index, first=3)
    torch.testing.assert_close(got, expected, rtol=0, atol=1e-5)


def test_dense_attention_2_matches_equation_10_by_hand():
    """a = sqrt(1/n) sum_i softmax(q k_i^T / sqrt(d)) v_i with k_i = L_i(h^i) and
    v_i = L'_i(h^i) + L_e(h^0) (Eq. 10), one head, two blocks of different widths."""
    torch.manual_seed(0)
    attn = BlockAttention(6, 1, [4, 5], embedding_width=3).eval()
    q_in, h0 = torch.randn(2, 3, 6), torch.randn(2, 5, 3)
    h1, h2 = torch.randn(2, 5, 4), torch.randn(2, 5, 5)
    mask = torch.zeros(2, 1, 5, dtype=torch.bool)
    mask[1, 0, 3:] = True
    out, probs = attn(q_in, [h1, h2], h0, mask)
    q = attn.linear_query(q_in)
    total = 0
    for i, h in enumerate((h1, h2)):
        k = attn.linear_keys[i](h)
        v = attn.linear_values[i](h) + attn.linear_embedding(h0)
        scores = q @ k.transpose(1, 2) / math.sqrt(6)
        scores = scores.masked_fill(mask, float("-inf"))
        p = scores.softmax(-1)
        torch.testing.assert_close(probs[:, i, 0], p)
        total = total + p @ v
    expected = attn.final_linear(total / math.sqrt(2))
    torch.testing.assert_close(out, expected)


def _embeddings(d, vocab=40):
    return Embeddings(d, vocab, 1, position_encoding=False)


def _init(module):
    for param in module.parameters():
        torch.nn.init.uniform_(param, -0.1, 0.1)
    return module.eval()


def test_residual_stacks_equal_opennmt_transformer():
    """`dense_*_connections: residual` with standard attention and d0 = hidden is OpenNMT's
    Transformer: same weights (context attention renamed) give the same outputs."""
    d, heads, ff, layers = 16, 2, 32, 2
    torch.manual_seed(0)
    ref_enc = _init(compat.TransformerEncoder(layers, d, heads, ff, 0.0, 0.0, _embeddings(d), 4, 0))
    ref_dec = _init(
        compat.TransformerDecoder(
            layers, d, heads, ff, False, "scaled-dot", 0.0, 0.0, _embeddings(d), 4, 0, False,
            False, 0, 0,
        )
    )
    settings = DenseOptions(encoder_connections="residual", decoder_connections="residual")
    enc = DenseEncoder(layers, d, heads, ff, 0.0, 0.0, _embeddings(d), 4, 0, dense=settings)
    dec = DenseDecoder(
        layers, d, heads, ff, False, "scaled-dot", 0.0, 0.0, _embeddings(d), 4, 0, False, False,
        0, 0, dense=settings, memory=MemoryLayout(0, (d,)),
    )
    enc.load_state_dict(ref_enc.state_dict(), strict=True)
    renamed = {}
    for key, value in ref_dec.state_dict().items():
        for name in ("linear_keys", "linear_values"):
            key = key.replace(f"context_attn.{name}.", f"context_attn.{name}.0.")
        renamed[key] = value
    dec.load_state_dict(renamed, strict=True)
    enc.eval()
    dec.eval()
    src, src_len, tgt = batch(vocab_size=40)
    with torch.no_grad():
        ref_mem, _, _ = ref_enc(src, src_len)
        mem, _, _ = enc(src, src_len)
        torch.testing.assert_close(mem, ref_mem, rtol=0, atol=1e-6)
        ref_dec.init_state(src, ref_mem, None)
        dec.init_state(src, mem, None)
        ref_out, _ = ref_dec(tgt, ref_mem, src_len=src_len)
        out, _ = dec(tgt, mem, src_len=src_len)
    torch.testing.assert_close(out, ref_out, rtol=0, atol=1e-6)


GRADIENT_CASES = {
    **{row: TABLE2[row] for row in TABLE2 if row != "BASE"},
    "DenseNMT-2 + summary + small embeddings": {
        **TABLE2["DenseNMT-2"],
        "enc_layers": 5,
        "dec_layers": 4,
        "dense_sumlen": 3,
        "word_vec_size": 8,
        "hidden_size": 8,
        "dense_embedding_width": 24,
    },
    "DenseNMT-1 + summary": {**TABLE2["DenseNMT-1"], "enc_layers": 4, "dense_sumlen": 3},
}


@pytest.mark.parametrize("case", list(GRADIENT_CASES))
def test_every_parameter_gets_a_gradient(case):
    """Multi-GPU all-reduce needs a gradient for every parameter on every step."""
    model = build_model(**{**SMALL, "dropout": 0.1, **GRADIENT_CASES[case]}).train()
    src, src_len, tgt = batch()
    out, _ = model(src, tgt, src_len)
    loss = torch.nn.functional.cross_entropy(
        model.generator(out).flatten(0, 1), tgt[:, 1:, 0].flatten()
    )
    loss.backward()
    missing = [n for n, p in model.named_parameters() if p.grad is None or not p.grad.any()]
    assert not missing


def test_update_dropout_reaches_dense_modules():
    """OpenNMT's `dropout_steps` schedule calls model.update_dropout during training."""
    model = build_model(**{**SMALL, **TABLE2["DenseNMT-2"], "dropout": 0.1})
    model.update_dropout(0.3, 0.2)
    layer = model.decoder.transformer_layers[0]
    assert layer.context_attn.dropout.p == 0.2
    assert layer.dropout.p == 0.3
    assert model.encoder.transformer[0].self_attn.dropout.p == 0.2
