"""Whole MIMO encoder and decoder passes recomputed by hand from the paper's equations (Xu et
al. 2021, Sec. 3), for cardinality n = 2 and three tasks in one batch, on the loop path
(`mimo_fused: false`) and the fused one (`true`).

    Eq. 2  i^j_k = sum_m p^j_{t,k,m} o^(j-1)_m      (input of transformation k of sublayer j)
    Eq. 3  o^j_k = trans^j_k(i^j_k)                 (a pre-norm attention or FFN of OpenNMT)
    Eq. 4  p^j_{t,k,m} = softmax_m(v^j_{t,k,m})     (v: the mixing's `task_logits`, task t)

plus the one-to-many from the embedding into the first self-attentions and the task-aware
many-to-one before the decoder's final LayerNorm. The hand computation calls only OpenNMT's
own per-transformation blocks (embeddings, attentions, LayerNorms, feed-forwards) and reads
the mixings' v; it never calls a mixing's, a MIMO layer's forward or `probabilities`.
"""

from __future__ import annotations

import pytest
import torch
from support import MIMO, MIMO_SMALL, PAD, randomize_task_logits
from support import mimo_batch as batch
from support import mimo_build_model as build_model

N = 2  # cardinality: transformations per sublayer
D = MIMO_SMALL["hidden_size"]  # model width d = 16
TASKS = (2, 0, 1)  # task t (target language) of sentences 0, 1, 2
LENGTHS = (6, 4, 3)  # source lengths: S = 6, sentences 1 and 2 padded
TOL = {"rtol": 0, "atol": 1e-6}
FUSED = ("false", "true")


# --------------------------------------------------------------------------- by hand
def weights(mix, task: torch.Tensor) -> torch.Tensor:
    """Eq. 4 for each sentence: ``p[b, k, m] = exp(v[t_b, k, m]) / sum_m' exp(v[t_b, k, m'])``
    from the mixing's logits v ``(tasks, n_out, n_in)``; returns ``(B, n_out, n_in)``."""
    v = mix.task_logits[task]  # (B, n_out, n_in): the row of each sentence's task
    e = torch.exp(v - v.amax(dim=-1, keepdim=True))
    return e / e.sum(dim=-1, keepdim=True)


def mix_by_hand(mix, outs: list[torch.Tensor], task: torch.Tensor) -> list[torch.Tensor]:
    """Eq. 2: ``i_k = sum_m p_{k,m} o_m`` per sentence; `outs`: n_in tensors ``(B, L, d)``,
    returns n_out tensors ``(B, L, d)`` (n_out = 1 for the many-to-one merge)."""
    p = weights(mix, task)
    return [
        sum(p[:, k, m, None, None] * o for m, o in enumerate(outs)) for k in range(p.size(1))
    ]


def pad_mask(lengths: torch.Tensor, length: int) -> torch.Tensor:
    """``(B, L)``, True at the padding positions (``position >= length``)."""
    return torch.arange(length)[None, :] >= lengths[:, None]


def encoder_by_hand(encoder, src, src_len, task) -> list[torch.Tensor]:
    """The n encoder streams, each through the encoder's final LayerNorm: n x ``(B, S, d)``.

    Layer 0: every self-attention reads the embedding (one-to-many). Every other sublayer:
    Eq. 2 on the n outputs of the sublayer below. Each transformation (Eq. 3) is OpenNMT's
    pre-norm block of unit k: ``i + SelfAttn_k(LN_k(i))``, then ``FFN_k(i)`` (residual and
    LayerNorm inside OpenNMT's PositionwiseFeedForward).
    """
    length = src.size(1)
    mask = pad_mask(src_len, length)[:, None, None, :].expand(-1, 1, length, length)
    embedded = encoder.embeddings(src)  # (B, S, d)
    outs = None
    for j, layer in enumerate(encoder.transformer):
        inputs = [embedded] * N if j == 0 else mix_by_hand(layer.attn_mix, outs, task)
        attended = []
        for k, unit in enumerate(layer.units):
            x = unit.layer_norm(inputs[k])
            attended.append(inputs[k] + unit.self_attn(x, x, x, mask=mask)[0])
        ffn_in = mix_by_hand(layer.ffn_mix, attended, task)
        outs = [unit.feed_forward(ffn_in[k]) for k, unit in enumerate(layer.units)]
    return [encoder.layer_norm(o) for o in outs]


def decoder_by_hand(decoder, tgt, memory: list[torch.Tensor], src_len, task) -> torch.Tensor:
    """The decoder output ``(B, T, d)`` from the n encoder streams `memory` (n x ``(B, S, d)``).

    Per layer: self-attentions (layer 0 read the target embedding, one-to-many; else Eq. 2),
    Eq. 2, context attentions, Eq. 2, FFNs; context attention k attends to the `mixed`
    memory ``sum_m r_{t,k,m} enc_m`` (Eq. 2 and 4 with the layer's own memory logits).
    After the last layer the task-aware many-to-one (Eq. 2 with n_out = 1), then the final
    LayerNorm.
    """
    length = tgt.size(1)
    future = torch.ones(length, length, dtype=torch.bool).triu(1)  # key s > query t
    target_pad = tgt[:, :, 0] == PAD  # (B, T)
    self_mask = (target_pad[:, None, :] | future)[:, None]  # (B, 1, T, T), True = hidden
    src_mask = pad_mask(src_len, memory[0].size(1))[:, None, None, :]  # (B, 1, 1, S)
    embedded = decoder.embeddings(tgt)  # (B, T, d)
    outs = None
    for j, layer in enumerate(decoder.transformer_layers):
        inputs = [embedded] * N if j == 0 else mix_by_hand(layer.self_mix, outs, task)
        attended = []
        for k, unit in enumerate(layer.units):
            x = unit.layer_norm_1(inputs[k])
            attended.append(inputs[k] + unit.self_attn(x, x, x, mask=self_mask, step=None)[0])
        context_in = mix_by_hand(layer.context_mix, attended, task)
        memories = mix_by_hand(layer.memory_mix, memory, task)
        contexts = []
        for k, unit in enumerate(layer.units):
            query = unit.layer_norm_2(context_in[k])
            context = unit.context_attn(memories[k], memories[k], query, mask=src_mask)[0]
            contexts.append(context_in[k] + context)
        ffn_in = mix_by_hand(layer.ffn_mix, contexts, task)
        outs = [unit.feed_forward(ffn_in[k]) for k, unit in enumerate(layer.units)]
    (merged,) = mix_by_hand(decoder.output_merge, outs, task)
    return decoder.layer_norm(merged)


# --------------------------------------------------------------------------- fixtures
def mimo_model(fused: str):
    """n = 2, mixed memory, non-uniform task logits (scale 2); checks which path runs."""
    model = build_model(**MIMO, mimo_cardinality=N, mimo_fused=fused)
    randomize_task_logits(model, scale=2.0)
    layers = [*model.encoder.transformer, *model.decoder.transformer_layers]
    assert [layer.loop_reason() is None for layer in layers] == [fused == "true"] * 4
    return model


def toy_batch(tasks=TASKS):
    """src ``(3, 6, 1)`` (tag first), src_len ``(3,)``, tgt ``(3, 5, 1)`` with sentence 1's
    last target position padded."""
    src, src_len, tgt = batch(tasks=tasks, lengths=LENGTHS, tgt_len=5)
    tgt[1, 4, 0] = PAD
    return src, src_len, tgt


def model_pass(model, src, src_len, tgt):
    """The model's teacher-forced decoder output ``(B, T, d)`` and its ``enc_out``."""
    enc_out, enc_final, enc_len = model.encoder(src, src_len)
    model.decoder.init_state(src, enc_out, enc_final)
    dec_out, _ = model.decoder(tgt, enc_out, src_len=enc_len)
    return dec_out, enc_out


# --------------------------------------------------------------------------- tests
@pytest.mark.parametrize("fused", FUSED)
def test_encoder_by_hand_one_to_many_and_stacked_streams(fused):
    """Encoder, Eq. 2-4: one-to-many into layer 0's self-attentions, Eq. 2 before every
    other sublayer, the final LayerNorm per stream; ``enc_out`` ``(B, S, n*d)`` = (3, 6, 32)
    holds stream k at features ``[k*d, (k+1)*d)``."""
    model = mimo_model(fused)
    src, src_len, _ = toy_batch()
    task = torch.tensor(TASKS)
    with torch.no_grad():
        enc_out, enc_final, enc_len = model.encoder(src, src_len)
        streams = encoder_by_hand(model.encoder, src, src_len, task)
    assert enc_out.shape == (3, 6, N * D) and enc_final is None
    assert torch.equal(enc_len, src_len)
    # the streams differ: a swapped or merged layout cannot pass
    assert (streams[0] - streams[1]).abs().max() > 1e-2
    torch.testing.assert_close(enc_out, torch.cat(streams, dim=-1), **TOL)


@pytest.mark.parametrize("fused", FUSED)
def test_decoder_by_hand_mixed_memory_and_many_to_one(fused):
    """Decoder, Eq. 2-4: one-to-many into layer 0's self-attentions; Eq. 2 before the
    context attentions and the FFNs (and the later self-attentions); context attention k
    of each layer attends to its own task-aware mix of the n encoder streams (``mixed``);
    the task-aware many-to-one of the last FFNs before the final LayerNorm. Output
    ``(B, T, d)`` = (3, 5, 16), target padding in sentence 1. The encoder streams are the
    model's ``enc_out`` ``(3, 6, 32)`` split as the encoder test checks."""
    model = mimo_model(fused)
    src, src_len, tgt = toy_batch()
    task = torch.tensor(TASKS)
    with torch.no_grad():
        got, enc_out = model_pass(model, src, src_len, tgt)
        memory = list(enc_out.split(D, dim=-1))  # n x (B, S, d)
        expected = decoder_by_hand(model.decoder, tgt, memory, src_len, task)
    assert got.shape == (3, 5, D)
    torch.testing.assert_close(got, expected, **TOL)


@pytest.mark.parametrize("fused", FUSED)
def test_hand_computation_tells_the_tasks_apart(fused):
    """Sentence 0 tagged for each task t in turn (sentences 1, 2 keep tasks 0, 1): the
    model's output ``(3, 5, 16)`` equals the by-hand encoder + decoder with task t for
    sentence 0, and differs from the by-hand passes on the same tokens with either other
    task by more than 1e-3 (1000 x atol) in sentence 0 only. A model that ignored the task,
    or weighted a sentence with another's task, fails here (and in the tests above)."""
    model = mimo_model(fused)
    for tagged in range(3):
        src, src_len, tgt = toy_batch(tasks=(tagged, 0, 1))
        with torch.no_grad():
            got, _ = model_pass(model, src, src_len, tgt)
            for assumed in range(3):
                task = torch.tensor((assumed, 0, 1))
                memory = encoder_by_hand(model.encoder, src, src_len, task)
                expected = decoder_by_hand(model.decoder, tgt, memory, src_len, task)
                torch.testing.assert_close(got[1:], expected[1:], **TOL)
                if assumed == tagged:
                    torch.testing.assert_close(got[0], expected[0], **TOL)
                else:
                    assert (got[0] - expected[0]).abs().max() > 1e-3, (tagged, assumed)
