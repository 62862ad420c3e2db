"""MUTE's multi-unit layer inside the stack families (`enc_layer_type: mute`):
equivalence with OpenNMT's layer, the parameter formula, gradients, decoding, MUTE's
training machinery (Lipschitz term, normalisation of M, hardening, p_beta, diagnostics)
and the option checks. Models are built by OpenNMT's `build_base_model` from options
parsed and validated as `onmt_ext_train` does."""

from __future__ import annotations

import pytest
import torch
from support import AGGREGATE_BASE, decode_after_reordering, model_opt
from support import dense_batch as batch
from support import dense_build_model as build_model

from onmt_ext import compat
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.auxiliary_loss import collect_auxiliary_losses
from onmt_ext.core.model.hooks import attach_training_hooks
from onmt_ext.core.model.training_metrics import collect_diagnostics
from onmt_ext.mute.encoder import MuteEncoder, MuteEncoderLayer
from onmt_ext.mute.harden import harden_state

# The aggregation tests' small model (d 16, 4 encoder layers, relative positions), with
# OpenNMT's 2-layer decoder unless a stack names another.
SMALL = {**{k: v for k, v in AGGREGATE_BASE.items() if k != "encoder_type"},
         "dec_layers": 2, "decoder_type": "transformer"}
# The stacks MUTE layers go into: every aggregation strategy, and DenseNMT's encoder
# (dense connections with a summary layer, residual, and handing its states to DenseAtt).
STACKS = {
    "aggregate-none": dict(encoder_type="aggregate", enc_aggregate_strategy="none"),
    "aggregate-dense": dict(encoder_type="aggregate", enc_aggregate_strategy="dense"),
    "aggregate-linear": dict(encoder_type="aggregate", enc_aggregate_strategy="linear"),
    "aggregate-iterative": dict(encoder_type="aggregate", enc_aggregate_strategy="iterative"),
    "aggregate-hierarchical": dict(
        encoder_type="aggregate", enc_aggregate_strategy="hierarchical"
    ),
    "aggregate-mla-k2": dict(
        encoder_type="aggregate", enc_aggregate_strategy="multi_layer_attention",
        enc_aggregate_mla_k=2,
    ),
    "aggregate-mla-k3-selfatt": dict(
        encoder_type="aggregate", enc_aggregate_strategy="multi_layer_attention",
        enc_aggregate_mla_k=3, aggregate_function="self_attention",
    ),
    "dense-encoder": dict(encoder_type="dense", dense_growth_rate=8, dense_sumlen=3),
    "dense-residual": dict(encoder_type="dense", dense_encoder_connections="residual"),
    "dense-with-denseatt": dict(
        encoder_type="dense", decoder_type="dense", dense_growth_rate=8,
        dense_attention="dense2",
    ),
}
NOISY = dict(mute_noise=["identity", "swap", "disorder", "mask"], mute_sequential=True)


def build(stack: str, seed: int = 0, **keys):
    return build_model(seed=seed, **{**SMALL, **STACKS[stack], **keys})


def transformer_key(key: str) -> str:
    """A one-unit MUTE model's state_dict key -> the same tensor's key in the model built
    with OpenNMT's layer (`enc_layer_type: transformer`)."""
    for mute_part, onmt_part in (
        (".self_attns.0.", ".self_attn."),
        (".feed_forwards.0.", ".feed_forward."),
        (".context_transform.", "."),  # Eq. 8's modules sit on the OpenNMT MLA layer itself
        (".layer.", "."),  # the dense projection wraps the MUTE layer
    ):
        key = key.replace(mute_part, onmt_part)
    return key


def copy_onto_mute(plain, composed) -> None:
    """Load `plain`'s weights into the one-unit `composed` model (alpha stays 1 = 1/I)."""
    source = plain.state_dict()
    state = composed.state_dict()
    mapped = {k: transformer_key(k) for k in state if not k.endswith("unit_weights")}
    assert set(mapped.values()) == set(source), "the two stacks hold different tensors"
    for key, plain_key in mapped.items():
        state[key] = source[plain_key].clone()
    torch.nn.Module.load_state_dict(composed, state)  # OpenNMT overrides it (checkpoints)


def forward(model, src, src_len, tgt):
    dec_out, _ = model(src, tgt, src_len)
    return dec_out


def mute_layers(model) -> list[MuteEncoderLayer]:
    return [m for m in model.encoder.modules() if isinstance(m, MuteEncoderLayer)]


# --------------------------------------------------------------------------- equivalence
@pytest.mark.parametrize("fused", [True, False])
@pytest.mark.parametrize("stack", list(STACKS))
def test_one_clean_unit_equals_the_stack_of_opennmt_layers(stack, fused):
    """mute_units 1, no noise, no Seq.: the composed stack computes what the same stack with
    `transformer` layers computes, on copied weights (exactly for the loop over OpenNMT's
    modules; up to float rounding for the fused path)."""
    plain = build(stack).eval()
    composed = build(stack, seed=1, enc_layer_type="mute", mute_units=1,
                     mute_fused=str(fused).lower()).eval()
    assert len(mute_layers(composed)) == 4
    copy_onto_mute(plain, composed)
    src, src_len, tgt = batch()
    with torch.no_grad():
        expected = forward(plain, src, src_len, tgt)
        got = forward(composed, src, src_len, tgt)
    tolerance = dict(rtol=1e-5, atol=1e-6) if fused else dict(rtol=0, atol=0)
    torch.testing.assert_close(got, expected, **tolerance)


@pytest.mark.parametrize("train", [True, False])
@pytest.mark.parametrize("granularity", ["attn_ffn", "attn", "ffn"])
@pytest.mark.parametrize("stack", ["aggregate-mla-k2", "aggregate-mla-k3-selfatt"])
def test_fused_equals_loop_with_the_multi_layer_context(stack, granularity, train):
    """Three biased units whose contexts go through Eq. 8's AGG: the batched path (units
    axis first) and the loop over OpenNMT's modules agree, in training with the bias modules
    on (same noise draws) and at inference.

    Both models hold all four MUTE layers, every layer of `fused` takes the fused path
    (`loop_reason` None) and every layer of `loop` the loop, for the reason that
    `mute_fused` is false: otherwise both could run the same path and the comparison would
    prove nothing (`loop_reason` is what `MuteEncoderLayer.unit_outputs` branches on)."""
    keys = dict(enc_layer_type="mute", mute_units=3, mute_granularity=granularity,
                mute_noise=["identity", "swap", "mask"], mute_noise_prob=1.0)
    fused = build(stack, **keys, mute_fused="true").train(train)
    loop = build(stack, **keys, mute_fused="false").train(train)
    torch.nn.Module.load_state_dict(loop, fused.state_dict())
    assert len(mute_layers(fused)) == len(mute_layers(loop)) == 4
    assert all(layer.loop_reason() is None for layer in mute_layers(fused))
    assert [layer.loop_reason() for layer in mute_layers(loop)] == ["mute_fused is false"] * 4
    src, src_len, tgt = batch()
    outputs = []
    for model in (fused, loop):
        torch.manual_seed(7)  # the same noise positions in both
        with torch.no_grad():
            outputs.append(forward(model, src, src_len, tgt))
    torch.testing.assert_close(outputs[0], outputs[1], rtol=1e-5, atol=1e-6)


def test_lengths_read_from_the_mask_equal_the_given_lengths():
    """A stack family calls a MUTE layer as ``layer(x, mask)``: the lengths its bias modules
    need come from the padding mask, and equal the true lengths."""
    model = build("aggregate-iterative", enc_layer_type="mute", mute_noise_prob=1.0,
                  **NOISY).train()
    attach_training_hooks(model, lambda: 1, [])
    layer = mute_layers(model)[0]
    src, src_len, _ = batch()
    x = model.encoder.embeddings(src)
    mask = compat.encoder_self_attention_mask(src_len, src.size(1))
    results = []
    for lengths in (None, src_len, torch.full_like(src_len, src.size(1))):
        torch.manual_seed(3)
        results.append(layer(x, mask, lengths))
    torch.testing.assert_close(results[0], results[1], rtol=0, atol=0)
    assert not torch.allclose(results[0], results[2])  # the lengths matter to the noise


@pytest.mark.parametrize("stack", list(STACKS))
def test_update_dropout_reaches_every_dropout_of_the_composed_stack(stack):
    model = build(stack, enc_layer_type="mute", **NOISY)
    model.update_dropout(0.37, 0.23)
    rates = {m.p for m in model.encoder.modules() if isinstance(m, torch.nn.Dropout)}
    assert rates <= {0.37, 0.23} and 0.37 in rates
    assert all(layer.dropout_p == 0.37 for layer in mute_layers(model))


# --------------------------------------------------------------------------- parameters
@pytest.mark.parametrize(
    "units, granularity, extra",
    [
        (4, "attn_ffn", {}),
        (3, "attn", NOISY | {"mute_noise": ["identity", "swap", "mask"]}),
        (2, "ffn", {"mute_sequential": True}),
    ],
)
@pytest.mark.parametrize("stack", ["aggregate-iterative", "aggregate-mla-k2", "dense-encoder"])
def test_parameter_count_follows_the_formula(stack, units, granularity, extra):
    """Per layer, a MUTE layer adds to OpenNMT's layer: (I - 1) attentions (unless the
    attention is shared, granularity ffn) and (I - 1) FFNs (unless shared, attn), I unit
    weights alpha, d for the mask embedding (mask noise) and I^2 for M (Seq.); Eq. 8's
    lower attentions and AGG are shared by the units, so the stack adds nothing else."""
    plain = build(stack)
    composed = build(stack, enc_layer_type="mute", mute_units=units,
                     mute_granularity=granularity, **extra)
    first = plain.encoder.transformer[0]
    attention = sum(p.numel() for p in first.self_attn.parameters())
    ffn = sum(p.numel() for p in first.feed_forward.parameters())
    width = first.layer_norm.weight.numel()  # d, or g in a dense stack
    own_attention, own_ffn = granularity != "ffn", granularity != "attn"
    per_layer = (
        (units - 1) * (attention * own_attention + ffn * own_ffn)
        + units
        + width * ("mask" in extra.get("mute_noise", []))
        + units * units * extra.get("mute_sequential", False)
    )

    def count(model):
        return sum(p.numel() for p in model.parameters())

    assert count(composed) - count(plain) == 4 * per_layer


# --------------------------------------------------------------------------- training
@pytest.mark.parametrize("noise_prob", [0.0, 1.0])
@pytest.mark.parametrize("stack", list(STACKS))
def test_every_parameter_gets_a_gradient(stack, noise_prob):
    """With the p_beta switch off (and on), every parameter of the composed model, the mask
    embeddings and the AutoShuffle matrices included, gets a gradient from the loss plus
    the auxiliary terms (multi-GPU all-reduce skips parameters without one)."""
    model = build(stack, enc_layer_type="mute", mute_noise_prob=noise_prob, **NOISY).train()
    attach_training_hooks(model, lambda: 3, [])
    src, src_len, tgt = batch()
    loss = model.generator(forward(model, src, src_len, tgt)).pow(2).mean()
    terms = collect_auxiliary_losses(model)
    assert [t.name for t in terms] == ["lipschitz"] * 4  # one per MUTE layer (Eq. 19-20)
    (loss + sum(t.weight * t.value for t in terms)).backward()
    assert [n for n, p in model.named_parameters() if p.grad is None] == []


def test_mute_machinery_runs_unchanged_inside_a_composed_stack():
    """Inside an aggregate stack: M is renormalised after every optimiser step (Eq. 17-18),
    the diagnostics list alpha and the distance of M per layer, the p_beta switch is the
    one MUTE's own encoder draws for the same (seed, step, layer), and hardening finds and
    rounds every M."""
    keys = dict(mute_noise_prob=0.5, seed=5, **NOISY)
    model = build("aggregate-mla-k2", enc_layer_type="mute", **keys).train()
    step = [0]
    optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
    attach_training_hooks(model, lambda: step[0], [optimizer])
    src, src_len, tgt = batch()
    for step[0] in range(1, 4):
        optimizer.zero_grad()
        loss = forward(model, src, src_len, tgt).pow(2).mean()
        loss = loss + sum(t.weight * t.value for t in collect_auxiliary_losses(model))
        loss.backward()
        optimizer.step()
    layers = mute_layers(model)
    for layer in layers:
        m = layer.autoshuffle.permutation
        assert (m >= 0).all()
        torch.testing.assert_close(m.sum(1), torch.ones(4))  # rows sum to 1 (Eq. 18)

    found = collect_diagnostics(model)
    assert [len(a) for a in found["alpha"]] == [4] * 4
    assert found["autoshuffle_distance"] == [
        pytest.approx(layer.autoshuffle.distance_to_permutation()) for layer in layers
    ]

    reference = build_model(**{**SMALL, "encoder_type": "mute", **keys}).encoder.train()
    attach_training_hooks(reference, lambda: step[0], [])
    assert isinstance(reference, MuteEncoder)
    for step[0] in range(40):
        assert [layer.noise_switch() for layer in layers] == [
            layer.noise_switch() for layer in reference.transformer
        ]

    report = harden_state(model.state_dict())
    assert len(report) == 4
    assert all(sorted(perm) == [0, 1, 2, 3] for perm, _ in report.values())


# --------------------------------------------------------------------------- decoding
@pytest.mark.parametrize(
    "stack, decoder",
    [
        ("aggregate-mla-k2", dict(decoder_type="aggregate", dec_layers=3,
                                  dec_aggregate_strategy="multi_layer_attention")),
        ("aggregate-iterative", {}),
        ("dense-with-denseatt", {}),
    ],
)
def test_beam_tiling_and_reordering_equal_teacher_forcing(stack, decoder):
    """Beam search tiles and reorders the composed encoder's output along the batch and
    decodes step by step: that must equal teacher forcing on the selected rows."""
    model = build(stack, enc_layer_type="mute", **NOISY, **decoder).eval()
    src, src_len, tgt = batch()
    index = torch.tensor([2, 0, 0, 1, 2])
    got, expected = decode_after_reordering(model, src, src_len, tgt, index, first=3)
    torch.testing.assert_close(got, expected, rtol=0, atol=1e-5)


# --------------------------------------------------------------------------- option checks
@pytest.mark.parametrize(
    "encoder_type, reason",
    [
        ("transformer", "a plain stack of mute layers is encoder_type: mute"),
        ("mute", "already a stack of MUTE layers"),
        ("mimo", "mixed per task (Xu et al. 2021 contrast them with MUTE's"),
    ],
)
def test_encoders_that_take_no_layer_type_refuse_it(encoder_type, reason):
    extra = {"mimo_languages": ["de", "fr"]} if encoder_type == "mimo" else {}
    with pytest.raises(OptionError) as error:
        model_opt(**SMALL, encoder_type=encoder_type, enc_layer_type="mute", **extra)
    message = str(error.value)
    assert f"enc_layer_type: mute does not combine with encoder_type: {encoder_type}" in message
    assert reason in message and "encoder_type aggregate or dense" in message
    if encoder_type == "mimo":
        assert "mimo_cardinality covers" in message  # the key that exists


def test_unknown_layer_type_is_named():
    with pytest.raises(OptionError, match=r"enc_layer_type: unknown layer type 'moot'; "
                                          r"choose from transformer, mute"):
        model_opt(**SMALL, **STACKS["aggregate-none"], enc_layer_type="moot")


def test_mute_options_are_checked_when_the_layer_is_composed():
    with pytest.raises(OptionError, match="mute_noise lists 2 noises"):
        model_opt(**SMALL, **STACKS["dense-encoder"], enc_layer_type="mute",
                  mute_noise=["identity", "swap"])
