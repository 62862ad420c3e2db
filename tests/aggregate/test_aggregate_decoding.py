"""The aggregate encoder/decoder as OpenNMT uses them (modules built in-process):

- step-by-step decoding with OpenNMT's caches, beam tiling and reordering (`map_state`),
  equals the teacher-forced forward on the same prefix, for every decoder variant;
- strategy `none` computes exactly OpenNMT's TransformerEncoder/Decoder;
- every parameter gets a gradient in a training step (multi-GPU all-reduce);
- the diversity term (Eq. 9-10) is reported under its own name with a sign that rewards
  diversity.
"""

from __future__ import annotations

import pytest
import torch
from support import (
    aggregate_model_opt as model_opt,
)
from support import (
    build_decoder,
    build_encoder,
    embeddings,
    initialise,
    tokens,
)

from onmt_ext import compat

pytestmark = pytest.mark.usefixtures("one_thread")

MLA = "multi_layer_attention"

# Every decoder variant: (test id, option overrides).
DECODER_VARIANTS = [
    ("none", dict(dec_aggregate_strategy="none")),
    ("dense", dict(dec_aggregate_strategy="dense")),
    (
        "dense-5-layers-aan",
        dict(dec_aggregate_strategy="dense", dec_layers=5, self_attn_type="average"),
    ),
    ("linear", dict(dec_aggregate_strategy="linear")),
    ("iterative", dict(dec_aggregate_strategy="iterative")),
    (
        "iterative-relu-no-residual",
        dict(
            dec_aggregate_strategy="iterative",
            aggregate_function="ff_relu",
            aggregate_residual="none",
        ),
    ),
    (
        "iterative-self-attention",
        dict(dec_aggregate_strategy="iterative", aggregate_function="self_attention"),
    ),
    ("hierarchical", dict(dec_aggregate_strategy="hierarchical")),
    ("hierarchical-5-layers", dict(dec_aggregate_strategy="hierarchical", dec_layers=5)),
    (
        "hierarchical-relu-top",
        dict(
            dec_aggregate_strategy="hierarchical",
            aggregate_function="ff_relu",
            aggregate_residual="top",
        ),
    ),
    (
        "hierarchical-self-attention-diversity",
        dict(
            dec_aggregate_strategy="hierarchical",
            aggregate_function="self_attention",
            dec_aggregate_diversity=1.0,
        ),
    ),
    ("mla-k2", dict(dec_aggregate_strategy=MLA, dec_aggregate_mla_k=2)),
    ("mla-k3", dict(dec_aggregate_strategy=MLA, dec_aggregate_mla_k=3)),
    (
        "mla-k3-absolute-positions",
        dict(
            dec_aggregate_strategy=MLA,
            dec_aggregate_mla_k=3,
            max_relative_positions=0,
            position_encoding=True,
        ),
    ),
    (
        "mla-k2-position-buckets",
        dict(dec_aggregate_strategy=MLA, relative_positions_buckets=8, max_relative_positions=16),
    ),
    (
        "mla-k2-self-attention-top",
        dict(
            dec_aggregate_strategy=MLA,
            aggregate_function="self_attention",
            aggregate_residual="top",
        ),
    ),
    (
        "mla-k2-ff-size-qkvbias",
        dict(dec_aggregate_strategy=MLA, aggregate_ff_size=8, add_qkvbias=True),
    ),
]

ALL_STRATEGIES = ["none", "dense", "linear", "iterative", "hierarchical", MLA]


def _source(opt, batch=3, length=6):
    src = tokens(batch, length, seed=1, pad_last=2)
    src_len = torch.full((batch,), length)
    src_len[-1] = length - 2
    encoder = build_encoder(opt, seed=3).eval()
    with torch.no_grad():
        enc_out, _, _ = encoder(src, src_len)
    return src, enc_out, src_len


@pytest.mark.parametrize(
    ("name", "overrides"), DECODER_VARIANTS, ids=[v[0] for v in DECODER_VARIANTS]
)
def test_step_by_step_decoding_equals_teacher_forcing(name, overrides):
    """Beam search's protocol: init_state, map_state(tile) before step 0, one token per step,
    map_state(select_indices) (here duplicating and dropping hypotheses) mid-way."""
    opt = model_opt(**overrides)
    decoder = build_decoder(opt, seed=5).eval()
    src, enc_out, src_len = _source(opt)
    length, switch = 7, 4
    tgt = tokens(3, length, seed=2, pad_last=0)
    with torch.no_grad():
        # reference: teacher forcing on the tiled batch, then on the reordered batch
        beam = 2
        tile = lambda state, dim=0: state.repeat_interleave(beam, dim)  # noqa: E731
        select = torch.tensor([5, 0, 0, 3, 2, 2])
        fresh = tokens(6, length, seed=7)
        tgt_b, enc_b, len_b = tile(tgt), tile(enc_out), tile(src_len)
        tgt_s = torch.cat([tgt_b[select, :switch], fresh[:, switch:]], dim=1)
        enc_s, len_s = enc_b[select], len_b[select]
        decoder.init_state(tile(src), enc_b, None)
        ref_b, attn_b = decoder(tgt_b, enc_b, src_len=len_b)
        decoder.init_state(tile(src)[select], enc_s, None)
        ref_s, attn_s = decoder(tgt_s, enc_s, src_len=len_s)

        decoder.init_state(src, enc_out, None)
        decoder.map_state(lambda state, dim: tile(state, dim))  # beam search initialize()
        outputs, attns = [], []
        for step in range(length):
            if step == switch:
                decoder.map_state(lambda state, dim: state[select])
            inputs, memory, lengths = (
                (tgt_b, enc_b, len_b) if step < switch else (tgt_s, enc_s, len_s)
            )
            out, attn = decoder(inputs[:, step : step + 1], memory, step=step, src_len=lengths)
            outputs.append(out)
            attns.append(attn["std"])
    for step in range(length):
        ref, ref_attn = (ref_b, attn_b) if step < switch else (ref_s, attn_s)
        torch.testing.assert_close(outputs[step], ref[:, step : step + 1], atol=1e-5, rtol=0)
        torch.testing.assert_close(
            attns[step], ref_attn["std"][:, step : step + 1], atol=1e-5, rtol=0
        )


def test_strategy_none_is_openNMT_transformer():
    opt = model_opt(enc_aggregate_strategy="none", dec_aggregate_strategy="none")
    ours_enc, ours_dec = build_encoder(opt), build_decoder(opt)
    onmt_enc = compat.TransformerEncoder.from_opt(opt, embeddings(opt))
    onmt_dec = compat.TransformerDecoder.from_opt(opt, embeddings(opt))
    onmt_enc.load_state_dict(ours_enc.state_dict())  # identical parameter names
    onmt_dec.load_state_dict(ours_dec.state_dict())
    for module in (ours_enc, ours_dec, onmt_enc, onmt_dec):
        module.eval()
    src, _, src_len = _source(opt)
    tgt = tokens(3, 5, seed=4, pad_last=1)
    with torch.no_grad():
        enc_ours, _, _ = ours_enc(src, src_len)
        enc_onmt, _, _ = onmt_enc(src, src_len)
        torch.testing.assert_close(enc_ours, enc_onmt, atol=0, rtol=0)
        ours_dec.init_state(src, enc_ours, None)
        onmt_dec.init_state(src, enc_onmt, None)
        out_ours, attn_ours = ours_dec(tgt, enc_ours, src_len=src_len)
        out_onmt, attn_onmt = onmt_dec(tgt, enc_onmt, src_len=src_len)
    torch.testing.assert_close(out_ours, out_onmt, atol=0, rtol=0)
    torch.testing.assert_close(attn_ours["std"], attn_onmt["std"], atol=0, rtol=0)


# aggregate_function only shapes the AGG nodes of iterative, hierarchical and multi-layer
# attention; none, dense and linear have no AGG node, so they run once (default function).
AGG_STRATEGIES = ["iterative", "hierarchical", MLA]
GRADIENT_CASES = [
    pytest.param(strategy, function, id=f"{strategy}-{function}")
    for strategy in ALL_STRATEGIES
    for function in (
        ["ff_sigmoid", "self_attention"] if strategy in AGG_STRATEGIES else ["ff_sigmoid"]
    )
]


@pytest.mark.parametrize("strategy,function", GRADIENT_CASES)
def test_every_parameter_gets_a_gradient(strategy, function):
    opt = model_opt(
        enc_aggregate_strategy=strategy,
        dec_aggregate_strategy=strategy,
        aggregate_function=function,
        enc_aggregate_diversity=1.0,
        dec_aggregate_diversity=1.0,
        dropout=[0.1],
        attention_dropout=[0.1],
    )
    encoder, decoder = build_encoder(opt).train(), build_decoder(opt).train()
    src = tokens(3, 6, seed=1, pad_last=2)
    src_len = torch.tensor([6, 6, 4])
    tgt = tokens(3, 5, seed=2, pad_last=1)
    enc_out, _, _ = encoder(src, src_len)
    decoder.init_state(src, enc_out, None)
    dec_out, _ = decoder(tgt, enc_out, src_len=src_len)
    terms = encoder.auxiliary_losses() + decoder.auxiliary_losses()
    assert [t.name for t in terms] == ["diversity_enc", "diversity_dec"]
    loss = dec_out.pow(2).mean() + sum(t.weight * t.value for t in terms)
    loss.backward()
    missing = [
        name
        for module in (encoder, decoder)
        for name, p in module.named_parameters()
        if p.grad is None
    ]
    assert missing == []


def test_diversity_term_rewards_diversity():
    """Eq. 9: the loss contribution is -lambda * L_diversity, so a gradient step on it makes
    adjacent layers more diverse; it is logged under its own name, unweighted."""
    opt = model_opt(enc_aggregate_strategy="none", enc_aggregate_diversity=1.0)
    encoder = build_encoder(opt, seed=1).train()
    src = tokens(4, 6, seed=1, pad_last=2)
    src_len = torch.tensor([6, 6, 6, 4])
    encoder(src, src_len)
    (term,) = encoder.auxiliary_losses()
    assert term.name == "diversity_enc" and term.weight == -1.0
    before = term.value.item()
    assert 0.0 <= before <= 1.0
    optimizer = torch.optim.SGD(encoder.parameters(), lr=0.5)
    for _ in range(3):
        optimizer.zero_grad()
        encoder(src, src_len)
        (term,) = encoder.auxiliary_losses()
        (term.weight * term.value).backward()
        optimizer.step()
    encoder(src, src_len)
    assert encoder.auxiliary_losses()[0].value.item() > before
    encoder.eval()
    encoder(src, src_len)
    assert encoder.auxiliary_losses() == []  # nothing at validation / inference


def test_aggregating_encoder_feeds_openNMT_decoder_and_vice_versa():
    """The memory ``(B, S, d)`` is the only interface between the sides, so mixing works
    exactly: OpenNMT's decoder on a hierarchical encoder's memory equals our `none` decoder
    with the same weights on it, and our multi-layer-attention decoder on OpenNMT's
    encoder's memory equals it on our `none` encoder's (same weights) memory. Both outputs
    depend on the memory (another encoder's memory changes them)."""
    opt = model_opt(enc_aggregate_strategy="hierarchical", dec_aggregate_strategy=MLA)
    plain = model_opt(enc_aggregate_strategy="none", dec_aggregate_strategy="none")
    src, enc_out, src_len = _source(opt)
    tgt = tokens(3, 4, seed=6, pad_last=1)

    def decode(decoder, memory):
        decoder.init_state(src, memory, None)
        out, attn = decoder(tgt, memory, src_len=src_len)
        assert out.shape == (3, 4, 16) and attn["std"].shape == (3, 4, 6)
        return out

    onmt_dec = initialise(compat.TransformerDecoder.from_opt(plain, embeddings(plain))).eval()
    ours_none_dec = build_decoder(plain).eval()
    ours_none_dec.load_state_dict(onmt_dec.state_dict())
    onmt_enc = initialise(compat.TransformerEncoder.from_opt(plain, embeddings(plain))).eval()
    ours_none_enc = build_encoder(plain).eval()
    ours_none_enc.load_state_dict(onmt_enc.state_dict())
    mla_dec = build_decoder(opt).eval()
    with torch.no_grad():
        out_onmt = decode(onmt_dec, enc_out)
        torch.testing.assert_close(out_onmt, decode(ours_none_dec, enc_out), atol=0, rtol=0)
        onmt_memory, _, _ = onmt_enc(src, src_len)
        ours_memory, _, _ = ours_none_enc(src, src_len)
        out_mla = decode(mla_dec, onmt_memory)
        torch.testing.assert_close(out_mla, decode(mla_dec, ours_memory), atol=0, rtol=0)
        # the outputs follow the memory: swapping memories changes both by far more than
        # rounding, so the equalities above compare memories that matter
        assert (decode(onmt_dec, onmt_memory) - out_onmt).abs().max() > 1e-2
        assert (decode(mla_dec, enc_out) - out_mla).abs().max() > 1e-2
        assert torch.isfinite(out_onmt).all() and torch.isfinite(out_mla).all()
