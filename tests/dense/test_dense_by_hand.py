"""DenseNMT's forward pass checked by hand (Shen et al. 2018, Eq. 6, 7, 9, 10, Section 3.3).

test_dense_widths.py checks only the widths the layers are built with; here every sublayer's
actual input is captured with forward (pre-)hooks and compared with the concatenation built
from the captured outputs of the earlier layers, exactly (`torch.equal`): a layer fed the
right width but the wrong tensors (e.g. ``[h^0, h^1, h^1]``) fails. The arithmetic the paper
specifies (DenseAtt, the layer norms of the hand-off, the output projection) is redone with
plain matrix products from the modules' own weights and compared with atol 1e-6, rtol 0.

The model: e = d0 = 24, growth rate g = 8, 4 encoder and 4 decoder layers, sumlen 3, so one
summary layer follows layer 2 of each stack (Section 3.3: after every sumlen - 1 layers, never
after the last one); eval mode, dropout 0. Shapes: B = 3 sentences, S = 6 source and T = 7
target positions (source lengths 6, 4, 2)::

    encoder  h^1 = H_1(h^0)            h^2 = H_2([h^0, h^1])
             s   = S([h^0, h^1, h^2])  h^3 = H_3(s)           h^4 = H_4([s, h^3])
    enc_out  = [LN_0(h^0) | LN_1(s) | LN_2(h^3) | LN_3(h^4)]        (B, S, 24 + 24 + 8 + 8)
    decoder  z^1, a^1 = H_1(z^0)       z^2, a^2 = H_2([z^0, z^1, a^1])
             s'  = S'([z^0, z^1, a^1, z^2, a^2])
             z^3, a^3 = H_3(s')        z^4, a^4 = H_4([s', z^3, a^3])
    output   = LN(W_out [s', z^3, a^3, z^4, a^4])                  (B, T, hidden 24)

The paper writes the concatenations newest first (``[z^l, a^l, ..., z^1, a^1, z^0]``); the
code appends, oldest first, which only permutes the columns of W_l. These tests pin the
code's order.
"""

from __future__ import annotations

import functools
import math

import pytest
import torch
from support import (
    DENSE_SMALL as SMALL,
)
from support import (
    dense_batch as batch,
)
from support import (
    dense_build_model as build_model,
)

D0, G, LAYERS, SUMLEN = 24, 8, 4, 3
EXACT = {"rtol": 0, "atol": 0}
BY_HAND = {"rtol": 0, "atol": 1e-6}


# --------------------------------------------------------------------------- capturing
def _copy(x):
    """Detached copies of tensors, also inside tuples/lists (hooks see live tensors)."""
    if isinstance(x, torch.Tensor):
        return x.detach().clone()
    if isinstance(x, (list, tuple)):
        return type(x)(_copy(v) for v in x)
    return x


def trace(attention: str, heads: int = SMALL["heads"]):
    """`_trace`, one build per (attention, heads) however it is called."""
    return _trace(attention, heads)


@functools.cache
def _trace(attention: str, heads: int):
    """Build the 4+4-layer model with `dense_attention: attention`, run the encoder and the
    teacher-forced decoder once, and return (model, src_len, captured tensors).

    Captured names (k = 1..4; all ``(B, S, .)`` on the encoder, ``(B, T, .)`` on the decoder):
    ``enc.h0``, ``enc.in{k}`` (layer input), ``enc.h{k}`` (layer output), ``enc.sum_in``,
    ``enc.sum_out``, ``enc_out``; ``dec.z0``, ``dec.args{k}`` (all positional layer
    arguments: concatenation, memory blocks, h^0, masks), ``dec.out{k}`` = (z^k, a^k, probs),
    ``dec.x{k}`` (W_l projection), ``dec.self_q{k}``/``dec.self{k}`` (self-attention query
    and context), ``dec.s{k}`` (input of LN_2), ``dec.ctx{k}`` (context-attention arguments),
    ``dec.ffn_in{k}``, ``dec.sum_in``, ``dec.sum_out``, ``dec.proj_in``, ``dec.out``.
    """
    model = build_model(
        **{
            **SMALL,
            "heads": heads,
            "encoder_type": "dense",
            "decoder_type": "dense",
            "dense_attention": attention,
            "enc_layers": LAYERS,
            "dec_layers": LAYERS,
            "dense_sumlen": SUMLEN,
        }
    ).eval()
    enc, dec = model.encoder, model.decoder
    # the layout the module docstring assumes: d0 = e (no embedding projection), one summary
    # layer after layer 2 of each stack
    assert enc.embedding_projection is None and dec.embedding_projection is None
    assert enc.layout.summary_positions() == dec.layout.summary_positions() == [2]
    rec, handles = {}, []

    def before(module, name, index=None):
        def hook(_, args):
            rec[name] = _copy(args if index is None else args[index])

        handles.append(module.register_forward_pre_hook(hook))

    def after(module, name, index=None):
        def hook(_, args, out):
            rec[name] = _copy(out if index is None else out[index])

        handles.append(module.register_forward_hook(hook))

    after(enc.embeddings, "enc.h0")
    for k, layer in enumerate(enc.transformer, start=1):
        before(layer, f"enc.in{k}", 0)
        after(layer, f"enc.h{k}")
    (summary,) = enc.summary_layers
    before(summary, "enc.sum_in", 0)
    after(summary, "enc.sum_out")
    after(dec.embeddings, "dec.z0")
    for k, layer in enumerate(dec.transformer_layers, start=1):
        before(layer, f"dec.args{k}")
        after(layer, f"dec.out{k}")
        after(layer.input_projection, f"dec.x{k}")
        before(layer.self_attn, f"dec.self_q{k}", 0)
        after(layer.self_attn, f"dec.self{k}", 0)
        before(layer.layer_norm_2, f"dec.s{k}", 0)
        before(layer.context_attn, f"dec.ctx{k}")
        before(layer.feed_forward, f"dec.ffn_in{k}", 0)
    (summary,) = dec.summary_layers
    before(summary, "dec.sum_in", 0)
    after(summary, "dec.sum_out")
    before(dec.output_projection, "dec.proj_in", 0)
    src, src_len, tgt = batch()
    try:
        with torch.no_grad():
            enc_out, _, src_len = enc(src, src_len)
            dec.init_state(src, enc_out, None)
            out, _ = dec(tgt, enc_out, src_len=src_len)
    finally:
        for handle in handles:
            handle.remove()
    rec["enc_out"], rec["dec.out"] = enc_out, out
    return model, src_len, rec


# --------------------------------------------------------------------------- by hand
def linear(x: torch.Tensor, lin: torch.nn.Linear) -> torch.Tensor:
    """``x W^T + b``: ``(..., in) -> (..., out)``."""
    y = x @ lin.weight.T
    return y if lin.bias is None else y + lin.bias


def layer_norm(x: torch.Tensor, norm: torch.nn.LayerNorm) -> torch.Tensor:
    """``(x - mean) / sqrt(var + eps) * w + b`` over the last axis (biased variance)."""
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + norm.eps) * norm.weight + norm.bias


def dense_attention(attn, query, blocks, h0, src_len):
    """DenseAtt from the module's weights, one block and one head at a time.

    ``a = sqrt(1/n) sum_i W_o concat_j softmax(q_j k_ij^T / sqrt(d_h)) v_ij`` with
    ``q = L(query)``, ``k_i = L_i(h^i)``, ``v_i = L'_i(h^i) + L_e(h^0)``, heads j taking
    consecutive d_h = g / heads columns. One block (the concatenation) is Eq. 9, one block
    per encoder state is Eq. 10 (the sqrt(1/n) scaling is the authors' code's).

    Args:
        query: ``(B, T, g)``; blocks: n tensors ``(B, S, w_i)``; h0: ``(B, S, d0)``;
            src_len: ``(B,)``.

    Returns:
        a ``(B, T, g)`` and the probabilities ``(B, n, heads, T, S)``.
    """
    heads = attn.heads
    d_h = G // heads
    q = linear(query, attn.linear_query)
    extra = linear(h0, attn.linear_embedding)
    pad = torch.arange(h0.size(1))[None, None, :] >= src_len[:, None, None]  # (B, 1, S)
    total, probs = 0, []
    for i, h in enumerate(blocks):
        k = linear(h, attn.linear_keys[i])
        v = linear(h, attn.linear_values[i]) + extra
        contexts, block_probs = [], []
        for j in range(heads):
            cols = slice(j * d_h, (j + 1) * d_h)
            scores = q[..., cols] @ k[..., cols].transpose(1, 2) / math.sqrt(d_h)  # (B, T, S)
            p = scores.masked_fill(pad, float("-inf")).softmax(-1)
            contexts.append(p @ v[..., cols])
            block_probs.append(p)
        total = total + torch.cat(contexts, dim=-1)
        probs.append(torch.stack(block_probs, dim=1))
    return linear(total / math.sqrt(len(blocks)), attn.final_linear), torch.stack(probs, dim=1)


def memory_by_hand(model, rec):
    """The encoder->decoder hand-off rebuilt from the encoder's captured states: h^0 and
    the last block [s, h^3, h^4], each layer-normalised by its own LayerNorm.

    Returns:
        LN_0(h^0) ``(B, S, d0)`` and ``[LN_1(s) (B, S, d0), LN_2(h^3) (B, S, g),
        LN_3(h^4) (B, S, g)]``.
    """
    norms = model.encoder.export_norms
    states = [rec["enc.h0"], rec["enc.sum_out"], rec["enc.h3"], rec["enc.h4"]]
    parts = [layer_norm(x, norm) for x, norm in zip(states, norms, strict=True)]
    return parts[0], parts[1:]


# --------------------------------------------------------------------------- encoder
@pytest.mark.parametrize("attention", ["dense1", "dense2"])
def test_encoder_layers_read_equation_6_concatenations(attention):
    """Eq. 6: layer l reads [h^0, ..., h^{l-1}] of its block: layer 1 (B, S, 24) h^0, layer 2
    (B, S, 32) [h^0, h^1]; after the summary layer the block restarts from its output."""
    _, _, rec = trace(attention)
    h0, h1, h3 = rec["enc.h0"], rec["enc.h1"], rec["enc.h3"]
    s = rec["enc.sum_out"]
    torch.testing.assert_close(rec["enc.in1"], h0, **EXACT)
    torch.testing.assert_close(rec["enc.in2"], torch.cat([h0, h1], -1), **EXACT)
    torch.testing.assert_close(rec["enc.in4"], torch.cat([s, h3], -1), **EXACT)
    assert rec["enc.in4"].shape == (3, 6, D0 + G)


def test_encoder_summary_layer_replaces_its_block():
    """Section 3.3: the summary layer reads [h^0, h^1, h^2] (B, S, 40) and writes
    s = W_s [h^0, h^1, h^2] + b (B, S, d0); layer 3 reads s alone, not the block."""
    model, _, rec = trace("dense1")
    block = torch.cat([rec["enc.h0"], rec["enc.h1"], rec["enc.h2"]], -1)
    torch.testing.assert_close(rec["enc.sum_in"], block, **EXACT)
    s = rec["enc.sum_out"]
    torch.testing.assert_close(s, linear(block, model.encoder.summary_layers[0]), **BY_HAND)
    torch.testing.assert_close(rec["enc.in3"], s, **EXACT)
    assert rec["enc.in3"].shape == (3, 6, D0)


@pytest.mark.parametrize("attention", ["dense1", "dense2"])
def test_encoder_output_is_the_normalised_last_block(attention):
    """The DenseAtt hand-off (Section 3.3, attention over the last few layers): enc_out
    (B, S, 64) = [LN_0(h^0) | LN_1(s) | LN_2(h^3) | LN_3(h^4)], one LayerNorm per part, in
    this order; no output projection."""
    model, _, rec = trace(attention)
    norms = model.encoder.export_norms
    assert [n.normalized_shape for n in norms] == [(D0,), (D0,), (G,), (G,)]
    assert len({id(n) for n in norms}) == 4  # per-part norms, not one shared module
    h0, blocks = memory_by_hand(model, rec)
    enc_out = rec["enc_out"]
    assert enc_out.shape == (3, 6, 2 * D0 + 2 * G)
    torch.testing.assert_close(enc_out, torch.cat([h0, *blocks], -1), **BY_HAND)


# --------------------------------------------------------------------------- decoder
@pytest.mark.parametrize("attention", ["dense1", "dense2"])
def test_decoder_layers_read_equation_7_concatenations(attention):
    """Eq. 7: layer l reads [z^0, z^1, a^1, ..., z^{l-1}, a^{l-1}] of its block: layer 1
    (B, T, 24) z^0, layer 2 (B, T, 40) [z^0, z^1, a^1]; layer 4 (B, T, 40) [s', z^3, a^3]."""
    _, _, rec = trace(attention)
    z0, s = rec["dec.z0"], rec["dec.sum_out"]
    (z1, a1, _), (z3, a3, _) = rec["dec.out1"], rec["dec.out3"]
    torch.testing.assert_close(rec["dec.args1"][0], z0, **EXACT)
    torch.testing.assert_close(rec["dec.args2"][0], torch.cat([z0, z1, a1], -1), **EXACT)
    torch.testing.assert_close(rec["dec.args4"][0], torch.cat([s, z3, a3], -1), **EXACT)
    assert rec["dec.args4"][0].shape == (3, 7, D0 + 2 * G)


def test_decoder_summary_layer_replaces_its_block():
    """Section 3.3 in the decoder: the summary reads [z^0, z^1, a^1, z^2, a^2] (B, T, 56)
    and writes s' (B, T, d0); layer 3 reads s' alone."""
    model, _, rec = trace("dense1")
    (z1, a1, _), (z2, a2, _) = rec["dec.out1"], rec["dec.out2"]
    block = torch.cat([rec["dec.z0"], z1, a1, z2, a2], -1)
    torch.testing.assert_close(rec["dec.sum_in"], block, **EXACT)
    s = rec["dec.sum_out"]
    torch.testing.assert_close(s, linear(block, model.decoder.summary_layers[0]), **BY_HAND)
    torch.testing.assert_close(rec["dec.args3"][0], s, **EXACT)
    assert rec["dec.args3"][0].shape == (3, 7, D0)


@pytest.mark.parametrize("attention", ["dense1", "dense2"])
def test_decoder_output_projects_the_last_block(attention):
    """Section 3.1/3.3: output (B, T, 24) = LN(W_out [s', z^3, a^3, z^4, a^4]), the last
    block (B, T, 56) only."""
    model, _, rec = trace(attention)
    dec = model.decoder
    (z3, a3, _), (z4, a4, _) = rec["dec.out3"], rec["dec.out4"]
    block = torch.cat([rec["dec.sum_out"], z3, a3, z4, a4], -1)
    torch.testing.assert_close(rec["dec.proj_in"], block, **EXACT)
    expected = layer_norm(linear(block, dec.output_projection), dec.layer_norm)
    torch.testing.assert_close(rec["dec.out"], expected, **BY_HAND)


@pytest.mark.parametrize("attention", ["dense1", "dense2"])
def test_decoder_layer_internals(attention):
    """H of Eq. 7 (pre-norm Transformer layer of width g, all (B, T, 8)):
    x = W_l [block], s = x + SelfAttn(LN_1(x)), a = Attn(LN_2(s), memory), z = FFN(s + a);
    the DenseAtt query is LN_2(s) and a^l handed on is the attention output itself."""
    model, _, rec = trace(attention)
    for k, layer in enumerate(model.decoder.transformer_layers, start=1):
        x = rec[f"dec.x{k}"]
        torch.testing.assert_close(
            x, linear(rec[f"dec.args{k}"][0], layer.input_projection), **BY_HAND
        )
        torch.testing.assert_close(
            rec[f"dec.self_q{k}"], layer_norm(x, layer.layer_norm_1), **BY_HAND
        )
        s = rec[f"dec.s{k}"]
        torch.testing.assert_close(s, x + rec[f"dec.self{k}"], **EXACT)
        query = rec[f"dec.ctx{k}"][0]
        torch.testing.assert_close(query, layer_norm(s, layer.layer_norm_2), **BY_HAND)
        z, a, _ = rec[f"dec.out{k}"]
        torch.testing.assert_close(rec[f"dec.ffn_in{k}"], a + s, **EXACT)
        assert z.shape == a.shape == (3, 7, G)


@pytest.mark.parametrize("attention", ["dense1", "dense2"])
def test_every_decoder_layer_gets_the_encoder_memory(attention):
    """What each decoder layer's attention reads (h^0 part (B, S, 24) and blocks) is the
    normalised encoder states: DenseAtt-1 one block [LN_1(s) | LN_2(h^3) | LN_3(h^4)]
    (B, S, 40), DenseAtt-2 the three blocks (B, S, 24), (B, S, 8), (B, S, 8) in order."""
    model, _, rec = trace(attention)
    h0, blocks = memory_by_hand(model, rec)
    if attention == "dense1":
        blocks = [torch.cat(blocks, -1)]
    for k in range(1, LAYERS + 1):
        _, got_blocks, got_h0, *_ = rec[f"dec.args{k}"]
        torch.testing.assert_close(got_h0, h0, **BY_HAND)
        assert len(got_blocks) == len(blocks)
        for got, expected in zip(got_blocks, blocks, strict=True):
            torch.testing.assert_close(got, expected, **BY_HAND)


# --------------------------------------------------------------------------- DenseAtt
@pytest.mark.parametrize("heads", [2, 4])
@pytest.mark.parametrize("attention", ["dense1", "dense2"])
def test_dense_attention_matches_equations_9_and_10_by_hand(attention, heads):
    """Eq. 9 (dense1): a^l = F(L(LN_2 s^l), L([s, h^3, h^4]), L'([s, h^3, h^4]) + L_e(h^0)),
    one block; Eq. 10 (dense2): a^l = sqrt(1/3) sum_i F(L(LN_2 s^l), L_i(h^i),
    L'_i(h^i) + L_e(h^0)) over the blocks [s, h^3, h^4] of widths 24, 8, 8; F multi-head
    (Eq. 8), for every decoder layer: a^l (B, T, 8), probabilities (B, blocks, heads, T, S),
    nothing on source padding."""
    model, src_len, rec = trace(attention, heads)
    enc_out = rec["enc_out"]
    if attention == "dense1":
        h0, blocks = enc_out[..., :D0], [enc_out[..., D0:]]
    else:
        h0, *blocks = torch.split(enc_out, [D0, D0, G, G], dim=-1)
    for k, layer in enumerate(model.decoder.transformer_layers, start=1):
        assert layer.context_attn.heads == heads
        a, probs = dense_attention(layer.context_attn, rec[f"dec.ctx{k}"][0], blocks, h0, src_len)
        _, got_a, got_probs = rec[f"dec.out{k}"]
        assert got_probs.shape == (3, len(blocks), heads, 7, 6)
        torch.testing.assert_close(got_a, a, **BY_HAND)
        torch.testing.assert_close(got_probs, probs, **BY_HAND)
