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

The second part ("hand-off modes") sets every weight of a tiny model (d 4, one layer) by hand
and writes the whole pass as plain tensor arithmetic, for each `mimo_enc_dec` (mixed, paired,
merged), with and without `mimo_merge_sublayers`, and for OpenNMT's transformer decoder
behind a MIMO encoder.
"""

from __future__ import annotations

import pytest
import torch
from support import MIMO, MIMO_SMALL, PAD, TOKENS, randomize_task_logits
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


# =========================================================================== hand-off modes
# A tiny model (d 4, n 2, one encoder and one decoder layer, dropout 0, eval) whose every
# weight is set by hand, so that the encoder's n streams, the memory each context attention
# reads (`mimo_enc_dec`), `mimo_merge_sublayers` and the decoder output are plain tensor
# arithmetic below: no OpenNMT block, mixing or MIMO layer is called by the hand computation.
#
# Every attention has W_Q = W_K = 0 (so it attends uniformly to the keys it may see), W_V = I
# and an output matrix given below; every FFN has W_1 = I (no biases anywhere, OpenNMT's
# default). Encoder unit k: LayerNorms with gain 1, bias 0, so
#     self-attention  s_k = x + A_k mean_{s < len} LN(x_s)        (x: source embedding)
#     FFN             o_k = i_k + W2_k relu(LN(i_k))               (i_k: Eq. 2 on s_1..s_n)
# Decoder unit k: LN_1 and the FFN's LN have gain 0 and bias beta_k / gamma_k, so the
# self-attention outputs beta_k and the FFN adds relu(gamma_k); LN_2 is gain 1 (the query
# does not matter, W_Q = 0):
#     self-attention  y + beta_k                                   (y: target embedding)
#     context         c_k = i_k + C_k mean_{s < len} mem_k[s]      (mem_k: `mimo_enc_dec`)
#     FFN             f_k = i_k + relu(gamma_k)
# then the many-to-one sum_k q_k f_k and the final LayerNorm (gain 1, bias 0).
TINY = {
    "hidden_size": 4,
    "word_vec_size": 4,
    "transformer_ff": 4,
    "enc_layers": 1,
    "dec_layers": 1,
    "max_relative_positions": 0,
}
TINY_D = 4
EYE = torch.eye(TINY_D)
REVERSE = EYE.flip(0)  # permutation matrix: feature f -> feature 3 - f
ENC_ATTN_OUT = (EYE, REVERSE)  # A_k: output matrix of encoder self-attention k
ENC_FFN_OUT = (2 * EYE, REVERSE)  # W2_k of encoder FFN k
DEC_SELF_BIAS = (torch.tensor([1.0, 0, 0, 0]), torch.tensor([0.0, -1, 0, 0]))  # beta_k
DEC_CTX_OUT = (EYE, REVERSE)  # C_k: output matrix of context attention k
DEC_FFN_BIAS = (torch.tensor([0.0, 0, 1, 0]), torch.tensor([0.0, 0, -1, 2]))  # gamma_k
VOCAB = len(TOKENS)  # 31: specials, the three tags, w0..w23
_ids, _feats = torch.meshgrid(torch.arange(VOCAB), torch.arange(TINY_D), indexing="ij")
SRC_EMB = ((_ids * (_feats + 1)) % 7 - 3).float()  # row i: the source embedding of id i
TGT_EMB = ((_ids * (_feats + 2)) % 5 - 2).float()
# v of every mixing (Eq. 4), by role: v[t, k, 0] = 0, v[t, k, 1] = ((t + 2k + offset) mod 4) - 1.5,
# so p[t, k, 1] = sigmoid(v[t, k, 1]): never 1/2, different for the three tasks and for the
# two rows k of a mixing (softmax ignores a shift, so rows are told apart by v_1 - v_0)
OFFSET = {"enc_ffn": 0, "enc_out": 1, "dec_context": 2, "dec_ffn": 3, "dec_memory": 4,
          "dec_out": 5}
MODES = ("mixed", "paired", "merged")


def tiny_logits(role: str, n_out: int) -> torch.Tensor:
    """v ``(3 tasks, n_out, 2)`` of the mixing `role`."""
    t, k, m = torch.meshgrid(torch.arange(3), torch.arange(n_out), torch.arange(2), indexing="ij")
    return m * (((t + 2 * k + OFFSET[role]) % 4) - 1.5)


def tiny_p(role: str, n_out: int, task: torch.Tensor) -> torch.Tensor:
    """Eq. 4 by hand: ``p[b, k, m] = exp(v[t_b, k, m]) / (exp(v[t_b, k, 0]) + exp(v[t_b, k, 1]))``,
    ``(B, n_out, 2)``."""
    e = torch.exp(tiny_logits(role, n_out)[task])
    return e / (e[..., :1] + e[..., 1:])


def tiny_mix(p: torch.Tensor, outs: list[torch.Tensor]) -> list[torch.Tensor]:
    """Eq. 2 by hand, ``i_k = p_k0 o_0 + p_k1 o_1``; one row (`mimo_merge_sublayers`, or the
    merge): the one input that both transformations read."""
    mixed = [p[:, k, 0, None, None] * outs[0] + p[:, k, 1, None, None] * outs[1]
             for k in range(p.size(1))]
    return mixed * N if len(mixed) == 1 else mixed


def tiny_layer_norm(x: torch.Tensor) -> torch.Tensor:
    """LayerNorm over the features, gain 1, bias 0, eps 1e-6 (OpenNMT's norm_eps)."""
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + 1e-6)


def valid_mean(x: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    """``(B, S, d) -> (B, 1, d)``: the mean over the first `lengths[b]` positions (what an
    attention with W_Q = W_K = 0, W_V = I reads behind the source padding mask)."""
    keep = (torch.arange(x.size(1))[None, :] < lengths[:, None]).float()[..., None]
    return (x * keep).sum(1, keepdim=True) / lengths[:, None, None].float()


def tiny_encoder_by_hand(src, src_len, task, merge_sublayers: bool) -> dict:
    """The encoder: ``ffn_in`` (Eq. 2 inputs of the FFNs), ``streams`` (the n outputs through
    the final LayerNorm, what `paired`/`mixed` hand over) and ``merged`` (LN of the task-aware
    many-to-one of the n outputs, what `merged` and a non-MIMO decoder get)."""
    x = SRC_EMB[src[:, :, 0]]  # (B, S, d): layer 0 reads the embedding (one-to-many)
    read = valid_mean(tiny_layer_norm(x), src_len)  # (B, 1, d)
    attended = [x + read @ a.T for a in ENC_ATTN_OUT]
    rows = 1 if merge_sublayers else N
    ffn_in = tiny_mix(tiny_p("enc_ffn", rows, task), attended)
    outs = [i + torch.relu(tiny_layer_norm(i)) @ w.T for i, w in zip(ffn_in, ENC_FFN_OUT)]
    (merged,) = tiny_mix(tiny_p("enc_out", 1, task), outs)[:1]
    return {
        "ffn_in": ffn_in,
        "streams": [tiny_layer_norm(o) for o in outs],
        "merged": tiny_layer_norm(merged),
    }


def tiny_memories(mode: str, encoded: dict, task, merge_sublayers: bool) -> list[torch.Tensor]:
    """docs/mimo.md, "Encoder-decoder attention": what context attention k attends to."""
    streams = encoded["streams"]
    if mode == "paired":
        return list(streams)  # attention k reads encoder stream k
    if mode == "merged":
        return [encoded["merged"]] * N  # every attention reads the one merged stream
    return tiny_mix(tiny_p("dec_memory", 1 if merge_sublayers else N, task), streams)


def tiny_decoder_by_hand(tgt, memories, src_len, task, merge_sublayers: bool) -> dict:
    """The MIMO decoder from the memories of its n context attentions: ``context_in``,
    ``ffn_in`` (Eq. 2 inputs) and ``out`` (many-to-one, final LayerNorm), ``(B, T, d)``."""
    y = TGT_EMB[tgt[:, :, 0]]
    attended = [y + beta for beta in DEC_SELF_BIAS]
    rows = 1 if merge_sublayers else N
    context_in = tiny_mix(tiny_p("dec_context", rows, task), attended)
    contexts = [i + valid_mean(mem, src_len) @ c.T
                for i, mem, c in zip(context_in, memories, DEC_CTX_OUT)]
    ffn_in = tiny_mix(tiny_p("dec_ffn", rows, task), contexts)
    outs = [i + torch.relu(gamma) for i, gamma in zip(ffn_in, DEC_FFN_BIAS)]
    (merged,) = tiny_mix(tiny_p("dec_out", 1, task), outs)[:1]
    return {"context_in": context_in, "ffn_in": ffn_in, "out": tiny_layer_norm(merged)}


def set_decoder_unit(unit, k: int) -> None:
    """Decoder unit k (an OpenNMT TransformerDecoderLayer) by hand; parameters already 0."""
    unit.layer_norm_1.bias.copy_(DEC_SELF_BIAS[k])
    unit.self_attn.linear_values.weight.copy_(EYE)
    unit.self_attn.final_linear.weight.copy_(EYE)
    unit.layer_norm_2.weight.fill_(1)
    unit.context_attn.linear_values.weight.copy_(EYE)
    unit.context_attn.final_linear.weight.copy_(DEC_CTX_OUT[k])
    unit.feed_forward.layer_norm.bias.copy_(DEC_FFN_BIAS[k])
    unit.feed_forward.w_1.weight.copy_(EYE)
    unit.feed_forward.w_2.weight.copy_(EYE)


def tiny_model(fused: str, decoder_type: str = "mimo", **keys):
    """The tiny model with the weights above. Checks that exactly the expected mixings exist,
    with the expected shapes (3 tasks, rows, 2), before writing their v."""
    model = build_model(encoder_type="mimo", decoder_type=decoder_type, **TINY, mimo_cardinality=N,
                        mimo_fused=fused, **keys)
    merge = keys.get("mimo_merge_sublayers", False)
    mode = keys.get("mimo_enc_dec", "mixed")
    rows = 1 if merge else N
    enc = model.encoder
    layer = enc.transformer[0]
    assert layer.attn_mix is None  # one-to-many from the embedding
    mixings = {"enc_ffn": (layer.ffn_mix, rows)}
    if decoder_type != "mimo" or mode == "merged":
        mixings["enc_out"] = (enc.output_merge, 1)
    else:
        assert enc.output_merge is None
    if decoder_type == "mimo":
        dec = model.decoder.transformer_layers[0]
        assert dec.self_mix is None
        mixings.update(dec_context=(dec.context_mix, rows), dec_ffn=(dec.ffn_mix, rows),
                       dec_out=(model.decoder.output_merge, 1))
        if mode == "mixed":
            mixings["dec_memory"] = (dec.memory_mix, rows)
        else:
            assert dec.memory_mix is None
    named = {id(p) for name, p in model.named_parameters() if name.endswith("task_logits")}
    assert named == {id(mix.task_logits) for mix, _ in mixings.values()}
    with torch.no_grad():
        for param in model.parameters():
            param.zero_()
        enc.embeddings.make_embedding.emb_luts[0].weight.copy_(SRC_EMB)
        model.decoder.embeddings.make_embedding.emb_luts[0].weight.copy_(TGT_EMB)
        for k, unit in enumerate(layer.units):
            unit.layer_norm.weight.fill_(1)
            unit.self_attn.linear_values.weight.copy_(EYE)
            unit.self_attn.final_linear.weight.copy_(ENC_ATTN_OUT[k])
            unit.feed_forward.layer_norm.weight.fill_(1)
            unit.feed_forward.w_1.weight.copy_(EYE)
            unit.feed_forward.w_2.weight.copy_(ENC_FFN_OUT[k])
        enc.layer_norm.weight.fill_(1)
        model.decoder.layer_norm.weight.fill_(1)
        if decoder_type == "mimo":
            for k, unit in enumerate(model.decoder.transformer_layers[0].units):
                set_decoder_unit(unit, k)
        else:
            set_decoder_unit(model.decoder.transformer_layers[0], 0)
        for role, (mix, n_out) in mixings.items():
            assert mix.task_logits.shape == (3, n_out, N), role
            mix.task_logits.copy_(tiny_logits(role, n_out))
    assert (layer.loop_reason() is None) == (fused == "true")
    return model


def record_inputs(modules: dict) -> tuple[dict, list]:
    """Forward pre-hooks keeping the first positional argument of each module, by name."""
    seen, handles = {}, []
    for name, module in modules.items():
        def hook(_module, args, name=name):
            seen[name] = args[0].detach().clone()
        handles.append(module.register_forward_pre_hook(hook))
    return seen, handles


@pytest.mark.parametrize("merge_sublayers", (False, True), ids=("mimo", "w/o-mimo"))
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("fused", FUSED)
def test_tiny_hand_off_by_hand(fused, mode, merge_sublayers):
    """`mimo_enc_dec` mixed / paired / merged, with and without `mimo_merge_sublayers`, on
    the hand-set tiny model, three tasks in one batch, source padding:

    * ``enc_out``: mixed/paired ``(B, S, 2d)`` = [LN(o_0), LN(o_1)]; merged ``(B, S, d)`` =
      LN(q_0 o_0 + q_1 o_1) (merge, then the final LayerNorm; q = softmax(v_t));
    * the decoder output from the hand-computed memories (paired: stream k for attention k;
      mixed: sum_m r_km stream_m; merged: the one merged stream for both);
    * loop path: what each context attention attends to, and the input of every
      transformation, read by hooks (w/o MIMO: the n transformations of a sublayer read one
      input);
    * a wrong wiring is visible: the decoder with the two memories swapped, or (merged)
      with the two encoder streams instead of the merge, is more than 1e-3 away."""
    keys = {"mimo_enc_dec": mode, "mimo_merge_sublayers": merge_sublayers}
    model = tiny_model(fused, **keys)
    src, src_len, tgt = toy_batch()
    task = torch.tensor(TASKS)
    encoded = tiny_encoder_by_hand(src, src_len, task, merge_sublayers)
    memories = tiny_memories(mode, encoded, task, merge_sublayers)
    expected = tiny_decoder_by_hand(tgt, memories, src_len, task, merge_sublayers)
    enc_units = model.encoder.transformer[0].units
    dec_units = model.decoder.transformer_layers[0].units
    watched = {}
    if fused == "false":  # hooks only here: a hooked unit makes the fused path loop
        for k in range(N):
            watched[f"enc ffn {k}"] = enc_units[k].feed_forward
            watched[f"dec memory {k}"] = dec_units[k].context_attn  # (key, value, query)
            watched[f"dec context {k}"] = dec_units[k].layer_norm_2
            watched[f"dec ffn {k}"] = dec_units[k].feed_forward
    seen, handles = record_inputs(watched)
    layers = [model.encoder.transformer[0], model.decoder.transformer_layers[0]]
    try:
        assert [layer.loop_reason() is None for layer in layers] == [fused == "true"] * 2
        with torch.no_grad():
            got, enc_out = model_pass(model, src, src_len, tgt)
    finally:
        for handle in handles:
            handle.remove()

    streams = encoded["streams"]
    assert (streams[0] - streams[1]).abs().max() > 0.1  # a swap cannot pass
    if mode == "merged":
        assert enc_out.shape == (3, 6, TINY_D)
        torch.testing.assert_close(enc_out, encoded["merged"], **TOL)
        # neither the plain mean nor a merge of the normalised streams
        for wrong in (tiny_layer_norm((streams[0] + streams[1]) / 2),
                      tiny_layer_norm(encoded["ffn_in"][0]), (streams[0] + streams[1]) / 2):
            assert (enc_out - wrong).abs().max() > 1e-3
    else:
        assert enc_out.shape == (3, 6, N * TINY_D)
        torch.testing.assert_close(enc_out, torch.cat(streams, -1), **TOL)
    assert got.shape == (3, 5, TINY_D)
    torch.testing.assert_close(got, expected["out"], **TOL)

    if fused == "false":
        for k in range(N):
            torch.testing.assert_close(seen[f"enc ffn {k}"], encoded["ffn_in"][k], **TOL)
            torch.testing.assert_close(seen[f"dec memory {k}"], memories[k], **TOL)
            torch.testing.assert_close(seen[f"dec context {k}"], expected["context_in"][k],
                                       **TOL)
            torch.testing.assert_close(seen[f"dec ffn {k}"], expected["ffn_in"][k], **TOL)
        for role in ("enc ffn", "dec ffn", "dec context"):
            same = torch.equal(seen[f"{role} 0"], seen[f"{role} 1"])
            assert same == merge_sublayers, role

    if mode == "merged":
        wrong = tiny_decoder_by_hand(tgt, streams, src_len, task, merge_sublayers)["out"]
        assert (got - wrong).abs().max() > 1e-3
    if mode == "paired" or (mode == "mixed" and not merge_sublayers):
        assert (memories[0] - memories[1]).abs().max() > 0.1
        swapped = tiny_decoder_by_hand(tgt, memories[::-1], src_len, task, merge_sublayers)
        assert (got - swapped["out"]).abs().max() > 1e-3
    if mode == "mixed" and merge_sublayers:  # one memory per layer, merged with its own r
        assert torch.equal(memories[0], memories[1])
        unmerged = tiny_decoder_by_hand(tgt, streams, src_len, task, merge_sublayers)
        assert (got - unmerged["out"]).abs().max() > 1e-3


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("fused", FUSED)
def test_tiny_transformer_decoder_behind_mimo_encoder(fused, mode):
    """OpenNMT's transformer decoder behind a MIMO encoder: whatever `mimo_enc_dec`, the
    encoder merges its n streams (task-aware many-to-one, then the final LayerNorm) into
    ``(B, S, d)``; the decoder's context attention attends to exactly that memory (hook),
    and its output is, by hand, LN(y + beta_0 + mean_{s < len} merged_s + relu(gamma_0))."""
    model = tiny_model(fused, decoder_type="transformer", mimo_enc_dec=mode)
    src, src_len, tgt = toy_batch()
    task = torch.tensor(TASKS)
    encoded = tiny_encoder_by_hand(src, src_len, task, merge_sublayers=False)
    merged = encoded["merged"]
    expected = tiny_layer_norm(TGT_EMB[tgt[:, :, 0]] + DEC_SELF_BIAS[0]
                               + valid_mean(merged, src_len) + torch.relu(DEC_FFN_BIAS[0]))
    seen, handles = record_inputs({"memory": model.decoder.transformer_layers[0].context_attn})
    try:
        assert (model.encoder.transformer[0].loop_reason() is None) == (fused == "true")
        with torch.no_grad():
            enc_out, enc_final, enc_len = model.encoder(src, src_len)
            model.decoder.init_state(src, enc_out, enc_final)
            got, _ = model.decoder(tgt, enc_out, src_len=enc_len)
    finally:
        for handle in handles:
            handle.remove()
    assert enc_out.shape == (3, 6, TINY_D)
    torch.testing.assert_close(enc_out, merged, **TOL)
    torch.testing.assert_close(seen["memory"], merged, **TOL)
    torch.testing.assert_close(got, expected, **TOL)
    for stream in encoded["streams"]:  # one stream alone is not the memory
        assert (enc_out - stream).abs().max() > 1e-3
