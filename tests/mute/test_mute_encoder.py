"""The MUTE encoder: equivalence with OpenNMT, merges, switch, parameters, gradients."""

from __future__ import annotations

import pytest
import torch
from onmt.modules import Embeddings

from onmt_ext import compat
from onmt_ext.core.model import hooks
from onmt_ext.core.model.auxiliary_loss import collect_auxiliary_losses
from onmt_ext.mute.encoder import MuteEncoder, MuteEncoderLayer
from onmt_ext.mute.options import MuteOptions

D, HEADS, FF, VOCAB, PAD = 16, 2, 32, 20, 1


def embeddings(d=D, position_encoding=False):
    return Embeddings(d, VOCAB, PAD, position_encoding=position_encoding)


def init_like_opennmt(module):
    """OpenNMT builds modules with uninitialised storage and fills it in build_model
    (param_init 0.1 uniform); onmt_ext then restores its own initial values."""
    for p in module.parameters():
        torch.nn.init.uniform_(p, -0.1, 0.1)
    hooks.reset_extension_parameters(module)
    return module


def mute_encoder(layers=2, d=D, ff=FF, heads=HEADS, rel=8, **config):
    torch.manual_seed(0)
    return init_like_opennmt(MuteEncoder(layers, d, heads, ff, 0.0, 0.0, embeddings(d), rel, 0,
                                         mute=MuteOptions(**config)))


def batch(lengths=(5, 3, 1), max_len=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    lengths = torch.tensor(lengths)
    src = torch.randint(4, VOCAB, (len(lengths), max_len, 1), generator=g)
    for b, n in enumerate(lengths.tolist()):
        src[b, n:, 0] = PAD
    return src, lengths


def test_one_unit_equals_opennmt_relative_transformer_encoder():
    torch.manual_seed(0)
    reference = init_like_opennmt(
        compat.TransformerEncoder(2, D, HEADS, FF, 0.0, 0.0, embeddings(), 8, 0))
    ours = mute_encoder(units=1)
    # Same weights under our names: transformer.k.{self_attn,feed_forward,layer_norm}
    # -> transformer.k.{self_attns.0, feed_forwards.0, layer_norm}.
    state = {}
    for key, value in reference.state_dict().items():
        key = key.replace(".self_attn.", ".self_attns.0.").replace(
            ".feed_forward.", ".feed_forwards.0.")
        state[key] = value
    for k in range(2):
        state[f"transformer.{k}.unit_weights"] = torch.ones(1)
    ours.load_state_dict(state, strict=True)
    reference.eval()
    ours.eval()
    src, lengths = batch()
    expected, _, _ = reference(src, lengths)
    got, _, got_len = ours(src, lengths)
    torch.testing.assert_close(got, expected, rtol=0, atol=1e-6)
    assert torch.equal(got_len, lengths)


def test_alpha_merge_in_layer_equals_hand_computation():
    enc = mute_encoder(layers=1, units=3)
    layer = enc.transformer[0]
    with torch.no_grad():
        layer.unit_weights.copy_(torch.tensor([0.5, -1.0, 2.0]))
    x = torch.randn(2, 4, D)
    lengths = torch.tensor([4, 2])
    mask = compat.encoder_self_attention_mask(lengths)
    layer.eval()
    outs = layer.unit_outputs(x, mask, lengths, noise_on=False)
    # each unit by hand: F_i = s_i + FFN_i(s_i), s_i = x + SelfAttn_i(LN(x))  (Eq. 8-9)
    normed = layer.layer_norm(x)
    for i in range(3):
        ctx, _ = layer.self_attns[i](normed, normed, normed, mask=mask)
        torch.testing.assert_close(outs[i], layer.feed_forwards[i](x + ctx))
    expected = 0.5 * outs[0] - 1.0 * outs[1] + 2.0 * outs[2]  # Eq. 10
    torch.testing.assert_close(layer(x, mask, lengths), expected)


def test_sequential_merge_in_layer_equals_hand_computation():
    enc = mute_encoder(layers=1, units=2, sequential=True)
    layer = enc.transformer[0]
    with torch.no_grad():
        layer.unit_weights.copy_(torch.tensor([1.0, 3.0]))
        layer.autoshuffle.permutation.copy_(torch.tensor([[0.25, 0.75], [0.75, 0.25]]))
    layer.eval()
    x = torch.randn(1, 3, D)
    lengths = torch.tensor([3])
    mask = compat.encoder_self_attention_mask(lengths)
    f1, f2 = layer.unit_outputs(x, mask, lengths, noise_on=False)
    g1 = 0.25 * f1 + 0.75 * f2  # Eq. 16: G_i = sum_j M[j, i] F_j
    g2 = 0.75 * f1 + 0.25 * f2
    expected = 1.0 * g1 / 1 + 3.0 * (g1 + g2) / 2  # Eq. 14-15
    torch.testing.assert_close(layer(x, mask, lengths), expected)


def test_sequential_dependency_equals_a_plain_merge_with_weights_m_times_c():
    """Eq. 13-16 are linear in the unit outputs: the layer output is sum_j w_j F_j with
    w = M c, c_i = sum_{k >= i} alpha_k / k. So the sequential dependency (and M) can only
    change the weight of each unit, never what a unit sees (docs/protocol-history.md)."""
    seq = mute_encoder(layers=1, units=3, sequential=True).transformer[0]
    plain = mute_encoder(layers=1, units=3, sequential=False).transformer[0]
    plain.load_state_dict(seq.state_dict(), strict=False)  # all but M
    alpha = torch.tensor([0.5, 0.3, 0.2])
    m = torch.tensor([[0.6, 0.3, 0.1], [0.1, 0.2, 0.7], [0.3, 0.5, 0.2]])
    c = torch.tensor([0.5 / 1 + 0.3 / 2 + 0.2 / 3, 0.3 / 2 + 0.2 / 3, 0.2 / 3])
    with torch.no_grad():
        seq.unit_weights.copy_(alpha)
        seq.autoshuffle.permutation.copy_(m)
        plain.unit_weights.copy_(m @ c)
    seq.eval()
    plain.eval()
    x = torch.randn(2, 4, D)
    lengths = torch.tensor([4, 2])
    mask = compat.encoder_self_attention_mask(lengths)
    torch.testing.assert_close(seq(x, mask, lengths), plain(x, mask, lengths))


@pytest.mark.parametrize("granularity, n_attn, n_ffn", [
    ("attn_ffn", 4, 4), ("attn", 4, 1), ("ffn", 1, 4)])
def test_granularity_shares_modules(granularity, n_attn, n_ffn):
    layer = mute_encoder(layers=1, units=4, granularity=granularity).transformer[0]
    assert len(layer.self_attns) == n_attn
    assert len(layer.feed_forwards) == n_ffn


def test_shared_attention_without_noise_runs_once_and_matches():
    layer = mute_encoder(layers=1, units=3, granularity="ffn").transformer[0]
    layer.eval()
    x = torch.randn(2, 4, D)
    lengths = torch.tensor([4, 3])
    mask = compat.encoder_self_attention_mask(lengths)
    calls = []
    handle = layer.self_attns[0].register_forward_hook(lambda *a: calls.append(1))
    outs = layer.unit_outputs(x, mask, lengths, noise_on=False)
    handle.remove()
    assert len(calls) == 1
    normed = layer.layer_norm(x)
    ctx, _ = layer.self_attns[0](normed, normed, normed, mask=mask)
    for i in range(3):
        torch.testing.assert_close(outs[i], layer.feed_forwards[i](x + ctx))


def _unit_params(d, ff, heads):
    """Parameters of one OpenNMT encoder unit: self-attention + FFN (with its LayerNorm)."""
    unit = compat.TransformerEncoderLayer(d, heads, ff, 0.1, 0.1)
    return sum(p.numel() for n, p in unit.named_parameters() if not n.startswith("layer_norm"))


def test_parameter_count_transformer_base_four_units():
    d, ff, heads, layers = 512, 2048, 8, 6
    base = compat.TransformerEncoder(layers, d, heads, ff, 0.1, 0.1, embeddings(d), 0, 0)
    mute = mute_encoder(layers=layers, d=d, ff=ff, heads=heads, rel=0, units=4)
    n_base = sum(p.numel() for p in base.parameters())
    n_mute = sum(p.numel() for p in mute.parameters())
    unit = _unit_params(d, ff, heads)
    assert unit == 4 * 512 * 512 + 2 * 512 * 2048 + 2048 + 512 + 2 * 512  # no qkv bias
    # 3 extra units per layer = 18 units, plus the 4 unit weights alpha of each layer.
    assert n_mute - n_base == 18 * unit + 6 * 4
    print(f"encoder params: Transformer-base {n_base:,}  MUTE-4 {n_mute:,} "
          f"(+{(n_mute - n_base) / 1e6:.1f}M; paper Table 1: 95M -> 152M, +57M incl. "
          "relative-position tables)")


def test_extension_parameters_sizes_and_reset():
    enc = mute_encoder(units=4, noise=["identity", "swap", "disorder", "mask"], sequential=True,
                       autoshuffle_init="uniform")
    for p in enc.parameters():  # what OpenNMT's param_init does
        torch.nn.init.uniform_(p, -0.1, 0.1)
    hooks.reset_extension_parameters(enc)
    for layer in enc.transformer:
        assert torch.equal(layer.unit_weights, torch.full((4,), 0.25))
        assert torch.equal(layer.autoshuffle.permutation, torch.full((4, 4), 0.25))
        assert layer.mask_embedding.shape == (D,)


def test_default_autoshuffle_start_is_the_authors_uniform_one():
    assert MuteOptions().autoshuffle_init == "uniform"
    enc = mute_encoder(layers=2, units=4, sequential=True)
    for p in enc.parameters():  # what OpenNMT's param_init does
        torch.nn.init.uniform_(p, -0.1, 0.1)
    hooks.reset_extension_parameters(enc)
    for layer in enc.transformer:
        assert torch.equal(layer.autoshuffle.permutation, torch.full((4, 4), 0.25))


def test_perturbed_autoshuffle_start_survives_opennmt_init_and_differs_per_layer():
    enc = mute_encoder(layers=2, units=4, sequential=True, autoshuffle_init="perturbed",
                       autoshuffle_init_noise=0.1)
    for p in enc.parameters():  # what OpenNMT's param_init does
        torch.nn.init.uniform_(p, -0.1, 0.1)
    hooks.reset_extension_parameters(enc)
    first, second = (layer.autoshuffle.permutation.detach() for layer in enc.transformer)
    for m in (first, second):
        torch.testing.assert_close(m.sum(1), torch.ones(4))  # normalised (Eq. 18)
        assert 1e-3 < (m - 0.25).abs().max() < 0.07  # near 1/I, not equal to it
    assert not torch.equal(first, second)


def test_noise_switch_depends_only_on_seed_step_layer():
    enc = mute_encoder(units=2, noise=["identity", "swap"], noise_prob=0.5, seed=7)
    enc.train()
    step = [0]
    hooks.attach_training_hooks(enc, lambda: step[0], [])  # each layer gets the clock
    first, second = enc.transformer
    draws = []
    for s in range(200):
        step[0] = s
        draws.append((first.noise_switch(), second.noise_switch()))
    again = []
    for s in range(200):
        step[0] = s
        again.append((first.noise_switch(), second.noise_switch()))
    assert draws == again
    on = sum(a for a, _ in draws) / 200
    assert 0.35 < on < 0.65  # p_beta = 0.5
    assert draws[:50] != [(a, a) for a, _ in draws[:50]]  # layers draw separately
    enc.eval()
    assert not any(layer.noise_switch() for layer in enc.transformer)


def test_noise_never_applied_at_inference():
    noisy = mute_encoder(units=4, noise=["identity", "swap", "disorder", "mask"],
                         noise_prob=1.0)
    clean = mute_encoder(units=4)
    state = {k: v for k, v in noisy.state_dict().items() if "mask_embedding" not in k}
    clean.load_state_dict(state)
    noisy.eval()
    clean.eval()
    src, lengths = batch()
    torch.testing.assert_close(noisy(src, lengths)[0], clean(src, lengths)[0], rtol=0, atol=0)
    noisy.train()  # with p_beta = 1 and dropout 0, training output differs (noise on)
    assert not torch.allclose(noisy(src, lengths)[0], clean(src, lengths)[0])


@pytest.mark.parametrize("noise_prob", [0.0, 1.0])
def test_every_parameter_gets_a_gradient_whatever_the_switch(noise_prob):
    enc = mute_encoder(units=4, noise=["identity", "swap", "disorder", "mask"],
                       noise_prob=noise_prob, sequential=True)
    enc.train()
    src, lengths = batch()
    out, _, _ = enc(src, lengths)
    loss = out.pow(2).sum() + sum(t.weight * t.value for t in collect_auxiliary_losses(enc))
    loss.backward()
    missing = [n for n, p in enc.named_parameters() if p.grad is None]
    assert missing == []


def test_lipschitz_penalty_is_summed_over_layers_and_only_in_training():
    enc = mute_encoder(layers=3, units=4, sequential=True, lipschitz_lambda=0.5,
                       autoshuffle_init="uniform")
    enc.train()
    terms = collect_auxiliary_losses(enc)  # one per layer; the trainer adds them up
    assert [(t.name, t.weight) for t in terms] == [("lipschitz", 0.5)] * 3
    # uniform M = 1/4: each row and column gives 1 - 1/2, so 8 * 0.5 = 4 per layer
    assert [t.value.item() for t in terms] == pytest.approx([4.0] * 3)
    enc.eval()
    assert collect_auxiliary_losses(enc) == []


def test_after_optimizer_step_normalises_every_m():
    enc = mute_encoder(layers=2, units=3, sequential=True)
    with torch.no_grad():
        for layer in enc.transformer:
            layer.autoshuffle.permutation.copy_(torch.tensor(
                [[2.0, -1.0, 1.0], [0.5, 0.5, 0.5], [1.0, 3.0, 0.0]]))
    for layer in enc.transformer:
        layer.after_optimizer_step()
    for layer in enc.transformer:
        m = layer.autoshuffle.permutation
        assert (m >= 0).all()
        torch.testing.assert_close(m.sum(1), torch.ones(3))


def test_layer_rejects_nothing_but_builds_from_prototypes():
    units = [init_like_opennmt(compat.TransformerEncoderLayer(D, HEADS, FF, 0.0, 0.0))
             for _ in range(2)]
    layer = MuteEncoderLayer(units, MuteOptions(units=2))
    assert layer.self_attns[1] is units[1].self_attn
    assert layer.layer_norm is units[0].layer_norm
