"""MUTE rebuilt by hand: Eq. 11-12 in an encoder layer, Eq. 19 on a general M, the start of M.

1. Eq. 11-12 (Biased MUTE, Section 3.2): a layer with ``mute_noise: [identity, swap,
   disorder, mask]`` is recomputed here from its own attention/FFN submodules, with the
   noise draws redone from the same global-RNG state through the index functions of
   onmt_ext/mute/noise.py (the layer draws them unit by unit, in unit order, from the global
   generator: swap -> 2 + disorder -> 2 + mask -> 1 ``torch.rand`` calls; identity draws
   nothing). Both ``mute_noise_scope`` values:

   * ``attention_input`` (the authors' code): ``r_i = X``, ``a_i = Bias_i(LN(X))``, so the
     mask embedding replaces a row of the *normalised* input;
   * ``unit_input`` (Eq. 11 read literally): ``X_i = Bias_i(X)``, ``r_i = X_i``,
     ``a_i = LN(X_i)``, so residual and LayerNorm input are both noised;

   then ``F_i = s_i + FFN_i(s_i)`` with ``s_i = r_i + SelfAttn_i(a_i)`` (Eq. 8-9) and
   ``F^e = sum_i alpha_i F_i`` (Eq. 12). Training mode, p_beta = 1, dropout 0.
2. Eq. 19: the Lipschitz penalty of hand-written 3x3 matrices, worked out in the comments.
3. The start of M (Eq. 16-18 with Adam): 1/I is a fixed point of Adam + Eq. 17-18 under a
   squared-error loss only without the penalty (Eq. 19-20).
"""

from __future__ import annotations

import math

import pytest
import torch
from onmt.modules import Embeddings

from onmt_ext import compat
from onmt_ext.core.model import hooks
from onmt_ext.mute.autoshuffle import AutoShuffle
from onmt_ext.mute.encoder import MuteEncoder
from onmt_ext.mute.noise import disorder_source_index, mask_position, swap_source_index
from onmt_ext.mute.options import MuteOptions
from onmt_ext.mute.unit_merge import sequential_merge

D, HEADS, FF, VOCAB, PAD, REL = 16, 2, 32, 20, 1, 8
NOISES = ["identity", "swap", "disorder", "mask"]
ALPHA = (0.375, -0.25, 0.125, 0.75)  # hand-set unit weights (Eq. 12), exact in binary
LENGTHS = (6, 4)  # B = 2, T = 6, the second sentence padded
DRAW_SEED = 7  # global-RNG state before the noise draws; its disorder draw is not identity


# ------------------------------------------------------------------ Eq. 11-12 by hand
def noisy_layer(scope: str, dtype: torch.dtype = torch.float32):
    """One MUTE layer, I = 4 units with NOISES, p_beta = 1, dropout 0, relative positions,
    parameters as OpenNMT's param_init leaves them, unit weights ALPHA; training mode."""
    torch.manual_seed(0)
    enc = MuteEncoder(1, D, HEADS, FF, 0.0, 0.0,
                      Embeddings(D, VOCAB, PAD, position_encoding=False), REL, 0,
                      mute=MuteOptions(units=4, noise=NOISES, noise_prob=1.0,
                                       noise_scope=scope, fused=False))
    for p in enc.parameters():
        torch.nn.init.uniform_(p, -0.1, 0.1)
    hooks.reset_extension_parameters(enc)  # mask embedding ~ N(0, 1/d), alpha = 1/I
    layer = enc.transformer[0].to(dtype)
    with torch.no_grad():
        layer.unit_weights.copy_(torch.tensor(ALPHA))
    layer.train()
    assert layer.noise == NOISES and layer.noise_switch()  # p_beta = 1: noise always on
    return layer


def layer_input(dtype: torch.dtype = torch.float32):
    """``x (B=2, T=6, d)``, ``lengths (B,)`` and OpenNMT's mask ``(B, 1, T, T)``."""
    x = torch.randn(len(LENGTHS), max(LENGTHS), D, generator=torch.Generator().manual_seed(1))
    x = x.to(dtype)
    lengths = torch.tensor(LENGTHS)
    return x, lengths, compat.encoder_self_attention_mask(lengths)


def hand_biases(lengths: torch.Tensor, max_len: int, mask_embedding: torch.Tensor):
    """``Bias_1..Bias_4`` of Eq. 11 (identity, swap, disorder, mask), each ``(B, T, d) ->
    (B, T, d)``, from draws redone on the global generator in the layer's order. Returns
    the four functions and the draws: swap/disorder gather indices ``(B, T)`` with
    ``out[b, t] = in[b, src[b, t]]``, masked positions ``(B,)``."""
    swap = swap_source_index(lengths, max_len, max_distance=3)  # unit 2
    disorder = disorder_source_index(lengths, max_len, window=3)  # unit 3
    masked = mask_position(lengths)  # unit 4
    rows = torch.arange(len(lengths)).unsqueeze(1)  # (B, 1)

    def with_mask(z):
        out = z.clone()
        out[rows[:, 0], masked] = mask_embedding  # one row per sentence
        return out

    biases = [lambda z: z, lambda z: z[rows, swap], lambda z: z[rows, disorder], with_mask]
    return biases, (swap, disorder, masked)


def check_draws_are_the_named_noises(swap, disorder, masked):
    """Unit 2 swaps two tokens <= 3 apart, unit 3 permutes <= 3 consecutive tokens (not
    trivially for DRAW_SEED), unit 4 masks one real token, padding untouched."""
    t = torch.arange(max(LENGTHS))
    for b, length in enumerate(LENGTHS):
        moved = (swap[b] != t).nonzero().flatten().tolist()
        assert len(moved) == 2 and moved[1] - moved[0] <= 3 and moved[1] < length
        moved = (disorder[b] != t).nonzero().flatten().tolist()
        assert moved == [] or (moved[-1] - moved[0] <= 2 and moved[-1] < length)
        assert sorted(disorder[b].tolist()) == t.tolist()
        assert 0 <= masked[b] < length
    assert (disorder != t).any()  # the precondition DRAW_SEED was chosen for


@pytest.mark.parametrize("scope", ["attention_input", "unit_input"])
def test_unit_inputs_get_their_noise_in_unit_order(scope):
    """Eq. 11 per unit: residual ``r_i`` and attention input ``a_i`` ``(B, T, d)`` as
    returned by ``unit_inputs`` equal the hand-noised tensors exactly, unit i getting
    NOISES[i]. attention_input: every residual is the clean ``x`` itself, the mask unit's
    masked row of ``a_4`` IS the mask embedding (normalised space). unit_input: the
    residual is noised, ``a_i = LN(r_i)``, so the masked row of ``a_4`` is ``LN(mask)``."""
    layer = noisy_layer(scope)
    x, lengths, _ = layer_input()
    normed = layer.layer_norm(x)
    emb = layer.mask_embedding
    torch.manual_seed(DRAW_SEED)
    residuals, attn_inputs = layer.unit_inputs(x, normed, lengths, noise_on=True)
    torch.manual_seed(DRAW_SEED)
    biases, (swap, disorder, masked) = hand_biases(lengths, x.shape[1], emb)
    check_draws_are_the_named_noises(swap, disorder, masked)

    assert residuals[0] is x and attn_inputs[0] is normed  # identity unit: clean, shared
    for i, bias in enumerate(biases):
        if scope == "attention_input":
            assert residuals[i] is x  # clean residual for every unit
            assert torch.equal(attn_inputs[i], bias(normed))
        else:
            assert torch.equal(residuals[i], bias(x))
            assert torch.equal(attn_inputs[i], layer.layer_norm(bias(x)))
        if i > 0:  # the noise really changed the unit's input
            assert not torch.equal(attn_inputs[i], normed)
            assert (scope == "attention_input") == (residuals[i] is x)

    b = torch.arange(len(LENGTHS))
    a_mask, r_mask = attn_inputs[3][b, masked], residuals[3][b, masked]  # (B, d)
    if scope == "attention_input":
        assert torch.equal(a_mask, emb.expand_as(a_mask))  # replaced after LN, not LN'ed
    else:
        assert torch.equal(r_mask, emb.expand_as(r_mask))
        torch.testing.assert_close(a_mask, layer.layer_norm(emb).expand_as(a_mask))
        assert not torch.allclose(a_mask, emb.expand_as(a_mask))


@pytest.mark.parametrize("scope", ["attention_input", "unit_input"])
def test_layer_output_equals_eq11_12_composed_by_hand(scope):
    """``F^e(X) (B, T, d) = sum_i alpha_i [s_i + FFN_i(s_i)]``, ``s_i = r_i +
    SelfAttn_i(a_i)`` (Eq. 8-9, 11-12), composed here from the units' own submodules with
    the same draws; the layer's forward (loop path) gives the same numbers (float64;
    measured max difference 4.4e-16, output entries up to ~3.3)."""
    layer = noisy_layer(scope, torch.float64)
    x, lengths, mask = layer_input(torch.float64)
    with torch.no_grad():
        torch.manual_seed(DRAW_SEED)
        got = layer(x, mask, lengths)  # (B, T, d)

        torch.manual_seed(DRAW_SEED)
        biases, _ = hand_biases(lengths, x.shape[1], layer.mask_embedding)
        expected = torch.zeros_like(x)
        for i, bias in enumerate(biases):
            if scope == "attention_input":
                residual, attn_in = x, bias(layer.layer_norm(x))
            else:
                residual = bias(x)  # X_i = Bias_i(X), Eq. 11
                attn_in = layer.layer_norm(residual)
            context, _ = layer.self_attns[i](attn_in, attn_in, attn_in, mask=mask)
            s = residual + context
            expected += ALPHA[i] * layer.feed_forwards[i](s)  # Eq. 12

        # Not a tautology: with the clean input everywhere the output differs.
        n = layer.layer_norm(x)
        clean = sum(a * layer.feed_forwards[i](x + layer.self_attns[i](n, n, n, mask=mask)[0])
                    for i, a in enumerate(ALPHA))
    torch.testing.assert_close(got, expected, rtol=0, atol=1e-12)
    assert (got - clean).abs().max() > 1e-3  # measured: 5.2e-3 / 2.0 (scopes)


# ------------------------------------------------------------------ Eq. 19 by hand
# M1 (doubly stochastic, as after Eq. 17-18): every row and column has L1 = 1 and the L2
# norms sqrt(.25+.09+.04) = sqrt(.38), sqrt(.01+.36+.09) = sqrt(.46), sqrt(.16+.01+.25)
# = sqrt(.42) (rows 1-3; columns 3, 2, 1), so
#   L_p = 6 - 2 (0.6164414002968976 + 0.6782329983125268 + 0.6480740698407860)
#       = 6 - 2 * 1.9427484684502105 = 2.114503063099579.
M1 = [[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.4, 0.1, 0.5]]
LP1 = 2.114503063099579
# M2 (general: rows and columns differ, a negative and a zero entry):
#   rows    L1 1.0, 1.6, 0.7   L2 sqrt(.54)=0.7348469228349535, sqrt(1.06)=1.0295630140987,
#                                 sqrt(.29)=0.5385164807134504
#   columns L1 1.0, 1.1, 1.2   L2 sqrt(.58)=0.7615773105863908, sqrt(.45)=0.6708203932499369,
#                                 sqrt(.86)=0.9273618495495703
#   L_p = 6.6 - 4.662685971033002 = 1.9373140289669974
#   (rows counted twice would give 1.9941, columns twice 1.8805).
M2 = [[0.7, -0.2, 0.1], [0.3, 0.4, 0.9], [0.0, 0.5, 0.2]]
LP2 = 1.9373140289669974


@pytest.mark.parametrize("matrix, expected", [(M1, LP1), (M2, LP2)], ids=["M1", "M2"])
def test_lipschitz_penalty_of_a_general_matrix_by_hand(matrix, expected):
    """Eq. 19 on ``M (3, 3)``: ``sum_i (||M_i,:||_1 - ||M_i,:||_2) + sum_j (||M_:,j||_1 -
    ||M_:,j||_2)`` against the value worked out above, in float64; and its gradient
    ``dL_p/dM_ij = 2 sign(M_ij) - M_ij / ||M_i,:||_2 - M_ij / ||M_:,j||_2``
    (for M1, entry (0, 0): 2 - 0.5/sqrt(.38) - 0.5/sqrt(.42) = 0.4173761445357278)."""
    module = AutoShuffle(3).double()
    with torch.no_grad():
        module.permutation.copy_(torch.tensor(matrix, dtype=torch.float64))
    value = module.penalty()
    assert value.item() == pytest.approx(expected, rel=0, abs=1e-13)
    value.backward()
    m = torch.tensor(matrix, dtype=torch.float64)
    rows = [math.sqrt(sum(v * v for v in row)) for row in matrix]  # ||M_i,:||_2
    cols = [math.sqrt(sum(row[j] ** 2 for row in matrix)) for j in range(3)]  # ||M_:,j||_2
    rows, cols = (torch.tensor(n, dtype=torch.float64) for n in (rows, cols))
    grad = 2 * m.sign() - m / rows.unsqueeze(1) - m / cols.unsqueeze(0)
    torch.testing.assert_close(module.permutation.grad, grad, rtol=0, atol=1e-13)
    if matrix is M1:
        assert module.permutation.grad[0, 0].item() == pytest.approx(0.4173761445357278,
                                                                     abs=1e-13)


# ------------------------------------------------------------------ the start of M
def drift_from_uniform(penalty_weight: float, adam_eps: float, steps: int = 100) -> float:
    """``max |M - 1/I|`` after ``steps`` Adam steps (lr 1e-3, betas 0.9/0.998, OpenNMT's)
    on ``||sequential_merge(M^T F, alpha) - t||^2 + penalty_weight * L_p`` (Eq. 14-16,
    19-20), float64, I = 4, fresh random ``F (I, 5, 8)`` and ``t (5, 8)`` each step, alpha
    frozen at 1/I, M uniform at start and renormalised (Eq. 17-18) after every step."""
    torch.manual_seed(0)
    units = 4
    module = AutoShuffle(units).double()
    module.reset_parameters()  # 1/I filled in float64
    alpha = torch.full((units,), 1.0 / units, dtype=torch.float64)  # frozen
    optim = torch.optim.Adam([module.permutation], lr=1e-3, betas=(0.9, 0.998), eps=adam_eps)
    for _ in range(steps):
        optim.zero_grad()
        f = torch.randn(units, 5, 8, dtype=torch.float64)
        target = torch.randn(5, 8, dtype=torch.float64)
        loss = (sequential_merge(module(f), alpha) - target).pow(2).sum()
        (loss + penalty_weight * module.penalty()).backward()
        optim.step()
        module.normalize_()
    return (module.permutation.detach() - 1.0 / units).abs().max().item()


@pytest.mark.parametrize("adam_eps, bound", [(0.0, 1e-12), (1e-8, 1e-9)])
def test_uniform_m_stays_put_without_the_penalty(adam_eps, bound):
    """Without Eq. 19 the gradient on M is the rank-one ``a_j c_i`` (``c_i = sum_{k>=i}
    alpha_k / k``, Eq. 15), Adam's step is constant along each row of M, and Eq. 18 maps
    it back to 1/I. Exactly so with Adam's eps = 0 (measured max |M - 1/4| = 5.0e-16);
    with OpenNMT's eps = 1e-8 the denominator ``c_i sqrt(v_j) + eps`` makes the step vary
    slightly along a row (measured 6.9e-11 after 100 steps, seed 0)."""
    assert drift_from_uniform(0.0, adam_eps) <= bound


def test_uniform_m_moves_with_the_penalty():
    """With ``lambda * n = 1.5e-3`` (Eq. 20) the gradient is ``a_j c_i + const``, no longer
    rank one, so Adam's per-entry scaling changes M along the rows too and 1/I is left:
    measured max |M - 1/4| = 2.6e-6 after 100 steps (seeds 0-3: 1.4e-6 .. 4.0e-6)."""
    assert drift_from_uniform(1.5e-3, 1e-8) > 1e-7
