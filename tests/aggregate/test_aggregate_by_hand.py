"""The aggregate encoder/decoder (Dou et al. 2018, "Exploiting Deep Representations for
Neural Machine Translation") checked against hand computations, at d = 16, 2 heads:

- Eq. 8 (multi-layer attention): every layer of an encoder and of a decoder recomputed
  from the weight tensors only: the query LN_1(H^(l-1)), one attention per lower layer
  H^(l-i) with its own LayerNorm on the keys/values, AGG (Eq. 7, k inputs) over the k
  contexts, then the rest of the pre-norm layer (Eq. 1; Eq. 2 in the decoder, where only
  the self-attention changes); and the keys/values of the i-th attention are LN(H^(l-i)),
  no other layer's.
- Eq. 9-10 (layer diversity) as wired: the term the encoder and the decoder report, and
  what onmt_ext's loss adds per target token, recomputed from the layer outputs captured by
  forward hooks and the padding of a batch of unequal lengths.
- Eq. 6-7 (iterative) and Figure 2 / Sec. 3.1.1 (hierarchical): the whole encoder output
  composed by hand from H^0, the layers and the AGG nodes (hierarchical: each node fed back
  as the next layer's input).

The hand computations read the modules' weight tensors (``weight``, ``bias``, ``eps``) and
never call a module. Eval mode and dropout 0 (the diversity tests: training mode, dropout
0). Relative positions are off (``max_relative_positions: 0``, no position encoding), so
attention is plain scaled dot-product attention. Every LayerNorm gets random gain and bias,
so that two LayerNorms (e.g. the layer's LN_1 and a lower attention's own) differ.
The modules run in float64: a float32 hand chain through a whole stack drifts to ~2e-6 from
the modules' (summation order alone), above the 1e-6 tolerance. OpenNMT's attention takes
its softmax in float32 whatever the dtype; the hand attention does the same (without it the
float32 rounding of the scores alone moves the outputs by up to ~7e-7).
"""

from __future__ import annotations

import math

import pytest
import torch
from support import PAD, aggregate_model_opt, build_decoder, build_encoder
from torch import Tensor, nn

from onmt_ext import compat
from onmt_ext.core.model.auxiliary_loss import AuxLossCompute

pytestmark = pytest.mark.usefixtures("one_thread")

MLA = "multi_layer_attention"
ATOL = 1e-6
NO_POSITIONS = dict(max_relative_positions=0, position_encoding=False)
VOCAB = 20


def close(actual: Tensor, expected: Tensor) -> None:
    torch.testing.assert_close(actual, expected, atol=ATOL, rtol=0)


# --------------------------------------------------------------------------- inputs
def padded_ids(lengths, seed: int) -> Tensor:
    """Token ids ``(B, max(lengths), 1)`` in 2..19 (PAD is 1), PAD after each length."""
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(2, VOCAB, (len(lengths), max(lengths), 1), generator=gen)
    for b, n in enumerate(lengths):
        ids[b, n:, 0] = PAD
    return ids


def scramble_layer_norms(module: nn.Module, seed: int) -> nn.Module:
    """Random gain in [0.5, 1.5] and bias in [-0.5, 0.5] for every LayerNorm."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for norm in module.modules():
            if isinstance(norm, nn.LayerNorm):
                norm.weight.copy_(torch.rand(norm.weight.shape, generator=gen) + 0.5)
                norm.bias.copy_(torch.rand(norm.bias.shape, generator=gen) - 0.5)
    return module


def encoder_of(seed: int = 3, **overrides):
    """An aggregate encoder from options, in float64 (see the module docstring)."""
    encoder = build_encoder(aggregate_model_opt(**overrides), seed)
    return scramble_layer_norms(encoder, seed).double()


def decoder_of(seed: int = 5, **overrides):
    """An aggregate decoder from options, in float64."""
    decoder = build_decoder(aggregate_model_opt(**overrides), seed)
    return scramble_layer_norms(decoder, seed).double()


class Captured:
    """Forward hooks: ``states[0]`` = H^0 (the embeddings' output), ``states[l]`` = the
    output of layer module l (a decoder layer returns ``(out, attn, align)``: ``out``)."""

    def __init__(self, embeddings: nn.Module, layers: nn.ModuleList):
        self.states: list[Tensor] = []
        self.handles = [embeddings.register_forward_hook(self._keep)]
        self.handles += [layer.register_forward_hook(self._keep) for layer in layers]

    def _keep(self, _module, _inputs, output):
        self.states.append((output[0] if isinstance(output, tuple) else output).detach())

    def remove(self) -> None:
        for handle in self.handles:
            handle.remove()


# --------------------------------------------------------------------------- masks
def encoder_blocked(lengths, size: int) -> Tensor:
    """``(B, S, S)``: True where query q may not attend to key k (k is padding)."""
    keys = torch.arange(size)
    return (keys[None, None, :] >= torch.tensor(lengths)[:, None, None]).expand(-1, size, -1)


def decoder_blocked(lengths, size: int) -> Tensor:
    """``(B, T, T)``: True where k > q (future) or k is padding."""
    positions = torch.arange(size)
    future = positions[None, :] > positions[:, None]  # (T, T): [q, k]
    return future[None] | (positions[None, None, :] >= torch.tensor(lengths)[:, None, None])


# --------------------------------------------------------------------------- by hand
def layer_norm(norm: nn.LayerNorm, x: Tensor) -> Tensor:
    """``g * (x - mean) / sqrt(var + eps) + b`` over the last dim (biased variance)."""
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return norm.weight * (x - mean) / torch.sqrt(var + norm.eps) + norm.bias


def linear(module: nn.Linear, x: Tensor) -> Tensor:
    out = x @ module.weight.T
    return out if module.bias is None else out + module.bias


def attention(att: nn.Module, memory: Tensor, query: Tensor, blocked: Tensor) -> Tensor:
    """Multi-head scaled dot-product attention from the projections of an OpenNMT
    MultiHeadedAttention: ``memory (B, S, d)`` gives keys and values, ``query (B, T, d)``,
    ``blocked (B, T, S)`` True where not allowed -> ``(B, T, d)``."""
    heads, d_head = att.head_count, att.dim_per_head

    def split(x: Tensor) -> Tensor:  # (B, n, d) -> (B, heads, n, d_head)
        return x.view(x.size(0), x.size(1), heads, d_head).transpose(1, 2)

    q = split(linear(att.linear_query, query))
    k = split(linear(att.linear_keys, memory))
    v = split(linear(att.linear_values, memory))
    scores = (q / math.sqrt(d_head)) @ k.transpose(2, 3)  # (B, heads, T, S)
    scores = scores.float().masked_fill(blocked[:, None], float("-inf"))
    weights = torch.softmax(scores, dim=-1).to(v.dtype)  # in float32, as OpenNMT does
    context = weights @ v  # (B, heads, T, d_head)
    context = context.transpose(1, 2).reshape(query.size(0), query.size(1), heads * d_head)
    return linear(att.final_linear, context)


def agg(node: nn.Module, inputs: list[Tensor]) -> Tensor:
    """Eq. 7 and its n-input form: ``LN(W_2 sigmoid(W_1 [x_1; ..; x_n] + b_1) + b_2 +
    x_1 + .. + x_n)``; each ``x_i (B, T, d)``."""
    hidden = torch.sigmoid(linear(node.ff_in, torch.cat(inputs, dim=-1)))
    return layer_norm(node.layer_norm, linear(node.ff_out, hidden) + sum(inputs))


def feed_forward(ff: nn.Module, x: Tensor) -> Tensor:
    """OpenNMT's pre-norm FFN block: ``x + W_2 relu(W_1 LN(x) + b_1) + b_2``."""
    return x + linear(ff.w_2, torch.relu(linear(ff.w_1, layer_norm(ff.layer_norm, x))))


def self_context(layer, normed: Tensor, lower: list[Tensor], blocked: Tensor) -> Tensor:
    """Eq. 8: ``C^l`` from ``normed`` = LN_1(H^(l-1)) ``(B, T, d)`` and ``lower`` =
    ``[H^(l-k), .., H^(l-2)]``: ``C_{-1}`` by the layer's self-attention, ``C_{-i}`` by the
    i-th lower attention on its own LN(H^(l-i)); ``AGG(C_{-k}, .., C_{-1})`` (the code's
    order, shallowest first; the paper writes AGG(C_{-1}, .., C_{-k}), the same function up
    to a permutation of W_1's column blocks with residual "all"). A layer l <= k (no
    ``lower``): the plain self-attention."""
    own = attention(layer.self_attn, normed, normed, blocked)  # C^l_{-1}
    if not lower:
        return own
    contexts = [
        attention(low.attention, layer_norm(low.layer_norm, h), normed, blocked)
        for low, h in zip(layer.lower_attentions, lower, strict=True)
    ]
    return agg(layer.aggregate, [*contexts, own])


def encoder_layer(layer, h_prev: Tensor, lower: list[Tensor], blocked: Tensor) -> Tensor:
    """Eq. 1 (pre-norm) with Eq. 8's C^l as the self-attention output: ``(B, S, d)``."""
    context = self_context(layer, layer_norm(layer.layer_norm, h_prev), lower, blocked)
    return feed_forward(layer.feed_forward, context + h_prev)


def decoder_layer(
    layer, h_prev: Tensor, lower: list[Tensor], enc_out: Tensor, blocked: Tensor,
    src_blocked: Tensor,
) -> Tensor:
    """Eq. 2 (pre-norm) with Eq. 8's C^l as the self-attention output; the
    encoder-decoder attention (``enc_out (B, S, d)``, ``src_blocked (B, T, S)``) and the FFN
    unchanged: ``(B, T, d)``."""
    context = self_context(layer, layer_norm(layer.layer_norm_1, h_prev), lower, blocked)
    query = context + h_prev
    cross = attention(layer.context_attn, enc_out, layer_norm(layer.layer_norm_2, query),
                      src_blocked)
    return feed_forward(layer.feed_forward, cross + query)


def lower_states(states: list[Tensor], layer: int, k: int) -> list[Tensor]:
    """``[H^(l-k), .., H^(l-2)]`` for layer l > k (Eq. 8), else ``[]``."""
    return [states[layer - i] for i in range(k, 1, -1)] if layer > k else []


def diversity(states: list[Tensor], real: Tensor) -> Tensor:
    """Eq. 10: ``1/(L-1) sum_l D(H^l, H^(l+1))``, ``D = 1/N sum_n (1 - cos^2(h^l_n,
    h^(l+1)_n))`` with the N real tokens of the whole batch pooled; states ``(B, T, d)``,
    ``real (B, T)`` True at tokens."""
    terms = []
    for a, b in zip(states[:-1], states[1:], strict=True):
        cos = (a * b).sum(-1) / (a.norm(dim=-1) * b.norm(dim=-1))
        terms.append((1 - cos**2)[real].sum() / real.sum())
    return sum(terms) / len(terms)


# --------------------------------------------------------------------------- Eq. 8
SRC_LENGTHS = [6, 3, 5]
TGT_LENGTHS = [5, 7, 2]


def _run_encoder(encoder, lengths=SRC_LENGTHS, seed: int = 1):
    """Run ``encoder`` on a padded batch; returns ``(enc_out (B, S, d), [H^0 .. H^L])``."""
    src = padded_ids(lengths, seed)
    captured = Captured(encoder.embeddings, encoder.transformer)
    try:
        out, _, _ = encoder(src, torch.tensor(lengths))
    finally:
        captured.remove()
    return out, captured.states


def _run_decoder(decoder, tgt_lengths=TGT_LENGTHS, src_lengths=SRC_LENGTHS):
    """Teacher-forced decoder on a padded target batch and a random encoder output.

    Returns ``(dec_out (B, T, d), [H^0 .. H^L], enc_out (B, S, d))``."""
    src = padded_ids(src_lengths, seed=1)
    enc_out = torch.randn(len(src_lengths), max(src_lengths), 16,
                          generator=torch.Generator().manual_seed(4), dtype=torch.float64)
    tgt = padded_ids(tgt_lengths, seed=2)
    captured = Captured(decoder.embeddings, decoder.transformer_layers)
    try:
        decoder.init_state(src, enc_out, None)
        out, _ = decoder(tgt, enc_out, src_len=torch.tensor(src_lengths))
    finally:
        captured.remove()
    return out, captured.states, enc_out


@pytest.mark.parametrize("k", [2, 3])
def test_eq8_encoder_layers_by_hand(k):
    """Encoder, L = 4: from H^0 ``(B=3, S=6, d=16)`` (lengths 6, 3, 5), every H^l by hand
    (layers l <= k plain, l > k by Eq. 8) equals the captured layer output, and the
    encoder output ``(B, S, d)`` is OpenNMT's final LN(H^4)."""
    encoder = encoder_of(enc_aggregate_strategy=MLA, enc_aggregate_mla_k=k, **NO_POSITIONS)
    encoder.eval()
    with torch.no_grad():
        out, states = _run_encoder(encoder)
        blocked = encoder_blocked(SRC_LENGTHS, max(SRC_LENGTHS))
        hand = [states[0]]
        for layer in range(1, 5):
            module = encoder.transformer[layer - 1]
            assert len(getattr(module, "lower_attentions", [])) == (k - 1 if layer > k else 0)
            hand.append(encoder_layer(module, hand[-1], lower_states(hand, layer, k), blocked))
            close(states[layer], hand[layer])
        close(out, layer_norm(encoder.layer_norm, hand[4]))


@pytest.mark.parametrize("k", [2, 3])
def test_eq8_decoder_layers_by_hand(k):
    """Decoder, L = 4, teacher forcing: target ``(B=3, T=7)`` (lengths 5, 7, 2), encoder
    output ``(B, S=6, d=16)`` (lengths 6, 3, 5). Every H^l by hand (Eq. 8 changes the
    causal self-attention only) equals the captured layer output; the output is LN(H^4)."""
    decoder = decoder_of(dec_aggregate_strategy=MLA, dec_aggregate_mla_k=k, **NO_POSITIONS)
    decoder.eval()
    with torch.no_grad():
        out, states, enc_out = _run_decoder(decoder)
        t, s = max(TGT_LENGTHS), max(SRC_LENGTHS)
        blocked = decoder_blocked(TGT_LENGTHS, t)
        src_blocked = encoder_blocked(SRC_LENGTHS, s)[:, :1].expand(-1, t, -1)  # (B, T, S)
        hand = [states[0]]
        for layer in range(1, 5):
            module = decoder.transformer_layers[layer - 1]
            assert len(getattr(module, "lower_attentions", [])) == (k - 1 if layer > k else 0)
            lower = lower_states(hand, layer, k)
            hand.append(decoder_layer(module, hand[-1], lower, enc_out, blocked, src_blocked))
            close(states[layer], hand[layer])
        close(out, layer_norm(decoder.layer_norm, hand[4]))


@pytest.mark.parametrize("side", ["encoder", "decoder"])
@pytest.mark.parametrize("k", [2, 3])
def test_eq8_keys_values_of_the_ith_attention_come_from_layer_l_minus_i(side, k):
    """In layer l > k of a 4-layer stack, the i-th lower attention (i = k .. 2, shallowest
    first) gets keys = values = its own LN(H^(l-i)) ``(B, T, d)`` and the query
    LN_1(H^(l-1)); any other layer H^j (j = 0..4, j != l-i) gives keys at least 0.1 away,
    and composing layer l by hand with H^j in place of H^(l-i) misses the real H^l by more
    than 1e-3, so the hand tests above would catch a wrong routing."""
    if side == "encoder":
        model = encoder_of(enc_aggregate_strategy=MLA, enc_aggregate_mla_k=k, **NO_POSITIONS)
        layers = model.transformer
    else:
        model = decoder_of(dec_aggregate_strategy=MLA, dec_aggregate_mla_k=k, **NO_POSITIONS)
        layers = model.transformer_layers
    model.eval()
    seen = {}  # (layer, i) -> (key, value, query) given to the inner attention

    def keep(layer, i):
        def hook(_module, args, _kwargs):
            seen[layer, i] = tuple(a.detach() for a in args[:3])

        return hook

    handles = [
        low.attention.register_forward_pre_hook(keep(layer, k - n), with_kwargs=True)
        for layer in range(k + 1, 5)
        for n, low in enumerate(layers[layer - 1].lower_attentions)
    ]
    try:
        with torch.no_grad():
            if side == "encoder":
                _, states = _run_encoder(model)
            else:
                _, states, enc_out = _run_decoder(model)
    finally:
        for handle in handles:
            handle.remove()
    assert sorted(seen) == [(layer, i) for layer in range(k + 1, 5) for i in range(2, k + 1)]

    if side == "encoder":
        blocked = encoder_blocked(SRC_LENGTHS, max(SRC_LENGTHS))

        def compose(layer, lower):
            return encoder_layer(layers[layer - 1], states[layer - 1], lower, blocked)
    else:
        t = max(TGT_LENGTHS)
        blocked = decoder_blocked(TGT_LENGTHS, t)
        src_blocked = encoder_blocked(SRC_LENGTHS, max(SRC_LENGTHS))[:, :1].expand(-1, t, -1)

        def compose(layer, lower):
            return decoder_layer(
                layers[layer - 1], states[layer - 1], lower, enc_out, blocked, src_blocked
            )

    first_norm = "layer_norm" if side == "encoder" else "layer_norm_1"
    with torch.no_grad():
        for (layer, i), (key, value, query) in seen.items():
            own_norm = layers[layer - 1].lower_attentions[k - i].layer_norm
            close(key, layer_norm(own_norm, states[layer - i]))
            close(value, key)
            close(query, layer_norm(getattr(layers[layer - 1], first_norm), states[layer - 1]))
            right = lower_states(states, layer, k)
            close(compose(layer, right), states[layer])
            for j in range(5):
                if j == layer - i:
                    continue
                wrong_key = layer_norm(own_norm, states[j])
                assert (key - wrong_key).abs().max() > 0.1, (layer, i, j)
                wrong = list(right)
                wrong[k - i] = states[j]
                assert (compose(layer, wrong) - states[layer]).abs().max() > 1e-3, (layer, i, j)


# --------------------------------------------------------------------------- Eq. 9-10
def _paper_states(strategy: str, outputs: list[Tensor]) -> list[Tensor]:
    """``[H^1 .. H^L]`` of the paper from the layer modules' outputs: dense connection
    (Eq. 4) ``H^l = LAYER(H^(l-1)) + sum_{i<l} H^i``; every other strategy: the outputs."""
    if strategy != "dense":
        return outputs
    states: list[Tensor] = []
    for out in outputs:
        states.append(out + sum(states) if states else out)
    return states


@pytest.mark.parametrize("strategy", ["hierarchical", "dense", MLA])
def test_eq10_encoder_diversity_is_computed_on_its_layer_outputs(strategy):
    """Training mode, dropout 0, lambda = 0.7, source ``(B=3, S=6)`` with lengths 6, 3, 5:
    the encoder's term is ``("diversity_enc", L_diversity, -0.7)`` with L_diversity (Eq. 10)
    by hand from the captured ``[H^1 .. H^4]`` ``(B, S, d)`` (dense connection: Eq. 4's H^l,
    the layer output plus the lower H^i) and the 14 real tokens pooled. Counting the 4
    padding positions, or averaging per sentence, would give another value."""
    encoder = encoder_of(
        enc_aggregate_strategy=strategy, enc_aggregate_diversity=0.7, **NO_POSITIONS
    ).train()
    _, captured = _run_encoder(encoder)
    states = _paper_states(strategy, captured[1:])
    real = ~encoder_blocked(SRC_LENGTHS, max(SRC_LENGTHS))[:, 0]  # (B, S)
    (term,) = encoder.auxiliary_losses()
    assert (term.name, term.weight) == ("diversity_enc", -0.7)
    expected = diversity(states, real)
    assert term.value.dtype == torch.float32  # layer_diversity computes in float32
    close(term.value.detach().double(), expected)
    everywhere = diversity(states, torch.ones_like(real))
    per_sentence = torch.stack(
        [diversity([h[b : b + 1] for h in states], real[b : b + 1]) for b in range(3)]
    ).mean()
    assert abs(float(everywhere - expected)) > 1e-4
    assert abs(float(per_sentence - expected)) > 1e-4


def test_eq9_eq10_both_sides_in_the_training_loss():
    """Hierarchical aggregation with diversity on both sides (the paper's best row;
    lambda_enc = 0.7, lambda_dec = 1.3), one training forward as OpenNMT's NMTModel runs
    it (decoder input ``tgt[:, :-1]``, ``(B=3, T=6)`` with lengths 5, 7, 2 before the
    shift). Each side reports Eq. 10 by hand from its captured ``[H^1 .. H^4]`` and padding,
    and onmt_ext's loss is the cross-entropy plus, per real target token,
    ``-(0.7 L_div^enc + 1.3 L_div^dec)`` (Eq. 9 as a loss to minimise)."""
    overrides = dict(
        enc_aggregate_strategy="hierarchical",
        dec_aggregate_strategy="hierarchical",
        enc_aggregate_diversity=0.7,
        dec_aggregate_diversity=1.3,
        **NO_POSITIONS,
    )
    encoder, decoder = encoder_of(**overrides).train(), decoder_of(**overrides).train()
    src_len = torch.tensor(SRC_LENGTHS)
    src = padded_ids(SRC_LENGTHS, seed=1)
    tgt = padded_ids(TGT_LENGTHS, seed=2)  # (B, T=7, 1)
    enc_seen = Captured(encoder.embeddings, encoder.transformer)
    dec_seen = Captured(decoder.embeddings, decoder.transformer_layers)
    try:
        enc_out, _, _ = encoder(src, src_len)
        decoder.init_state(src, enc_out, None)
        dec_out, attns = decoder(tgt[:, :-1], enc_out, src_len=src_len)
    finally:
        enc_seen.remove()
        dec_seen.remove()
    enc_real = ~encoder_blocked(SRC_LENGTHS, max(SRC_LENGTHS))[:, 0]
    dec_real = tgt[:, :-1, 0] != PAD  # (B, T-1)
    assert dec_real.sum(1).tolist() == [5, 6, 2]  # the shift cut the full sentence only
    enc_div = diversity(enc_seen.states[1:], enc_real)
    dec_div = diversity(dec_seen.states[1:], dec_real)

    generator = nn.Sequential(nn.Linear(16, VOCAB), nn.LogSoftmax(dim=-1)).double()
    criterion = nn.NLLLoss(ignore_index=PAD, reduction="sum")
    plain = compat.LossCompute(criterion, generator)
    ours = AuxLossCompute(criterion, generator)
    ours.aux_model = [nn.ModuleList([encoder, decoder])]
    ours.aux_train = True
    batch = {"tgt": tgt, "srclen": src_len}
    with torch.no_grad():
        ce, _ = plain(batch, dec_out, attns)
        loss, stats = ours(batch, dec_out, attns)
    n_tokens = int((tgt[:, 1:, 0] != PAD).sum())
    assert stats.n_words == n_tokens == 11
    assert stats.aux.keys() == {"diversity_enc", "diversity_dec"}
    close(torch.tensor(stats.aux["diversity_enc"], dtype=torch.float64), enc_div)
    close(torch.tensor(stats.aux["diversity_dec"], dtype=torch.float64), dec_div)
    close((loss.double() - ce.double()) / n_tokens, -(0.7 * enc_div + 1.3 * dec_div))


# --------------------------------------------------------------------------- Eq. 6-7, Fig. 2
def _plain_layers(encoder, blocked):
    def run(layer: int, x: Tensor) -> Tensor:
        return encoder_layer(encoder.transformer[layer - 1], x, [], blocked)

    return run


def test_eq6_eq7_iterative_encoder_by_hand():
    """Iterative aggregation, L = 4, source ``(B=3, S=6, d=16)``: the backbone unchanged,
    ``Ĥ^1 = H^1``, ``Ĥ^l = AGG(Ĥ^(l-1), H^l)`` (node l-1, inputs in the code's order) and
    the output ``Ĥ^4 (B, S, d)`` with no final LayerNorm after it."""
    encoder = encoder_of(enc_aggregate_strategy="iterative", **NO_POSITIONS).eval()
    nodes = encoder.aggregator.nodes
    with torch.no_grad():
        out, states = _run_encoder(encoder)
        layer = _plain_layers(encoder, encoder_blocked(SRC_LENGTHS, max(SRC_LENGTHS)))
        h = [states[0]]
        for index in range(1, 5):
            h.append(layer(index, h[-1]))
        aggregated = h[1]
        for node, state in zip(nodes, h[2:], strict=True):
            aggregated = agg(node, [aggregated, state])
    for index in range(1, 5):
        close(states[index], h[index])
    close(out, aggregated)


def test_figure2_hierarchical_encoder_by_hand():
    """Hierarchical aggregation, L = 6 (the reference layout), source ``(B=3, S=6,
    d=16)``: ``A1 = AGG(H1, H2)``, ``H3 = L3(A1)``, ``H4 = L4(H3)``, ``A2 = AGG(A1, H3,
    H4)``, ``H5 = L5(A2)``, ``H6 = L6(H5)``, ``A3 = AGG(A2, H5, H6)``; the output is A3
    ``(B, S, d)`` (no final LayerNorm). Inputs in the code's order (the paper: AGG(H^(2i-1),
    H^(2i), Ĥ^(i-1)), previous node last)."""
    encoder = encoder_of(enc_aggregate_strategy="hierarchical", enc_layers=6, **NO_POSITIONS)
    encoder.eval()
    a1_node, a2_node, a3_node = encoder.aggregator.nodes
    with torch.no_grad():
        out, states = _run_encoder(encoder)
        layer = _plain_layers(encoder, encoder_blocked(SRC_LENGTHS, max(SRC_LENGTHS)))
        h1 = layer(1, states[0])
        h2 = layer(2, h1)
        a1 = agg(a1_node, [h1, h2])
        h3 = layer(3, a1)  # fed back
        h4 = layer(4, h3)
        a2 = agg(a2_node, [a1, h3, h4])
        h5 = layer(5, a2)  # fed back
        h6 = layer(6, h5)
        a3 = agg(a3_node, [a2, h5, h6])
    for got, expected in zip(states[1:], [h1, h2, h3, h4, h5, h6], strict=True):
        close(got, expected)
    close(out, a3)
