"""Task-aware MIMO (Xu et al. 2021): mixing by hand, equivalence with OpenNMT's Transformer
for n = 1, incremental = teacher-forced decoding through beam tiling/reordering, tag errors,
gradients for every parameter, parameter counts (6 layers x 4 vs 24 layers)."""

from __future__ import annotations

import math

import onmt.model_builder
import pytest
import torch
from onmt.utils.misc import tile
from support import (
    LANGUAGES,
    MIMO,
    TOKENS,
    randomize_task_logits,
)
from support import (
    mimo_batch as batch,
)
from support import (
    mimo_build_model as build_model,
)
from support import (
    mimo_model_opt as model_opt,
)
from support import (
    mimo_vocabs as vocabs,
)

from onmt_ext import compat
from onmt_ext.mimo.mixing import TaskAwareMixing
from onmt_ext.mimo.tasks import MimoTagError


def test_mixing_by_hand_two_tasks_in_one_batch():
    """Eq. 2 and 4 for n = 2: sentence 0 is task 0, sentence 1 task 1, own weights each."""
    mix = TaskAwareMixing(n_in=2, n_out=2, tasks=2, mode="task")
    v = torch.tensor([[[0.0, 1.0], [2.0, -1.0]], [[-0.5, 0.5], [0.0, 0.0]]])  # (task, k, m)
    with torch.no_grad():
        mix.task_logits.copy_(v)
    o = torch.randn(2, 2, 3, 4)  # (m, B, T, d)
    out = mix(o, torch.tensor([0, 1]))
    for b, task in enumerate([0, 1]):
        for k in range(2):
            e = [math.exp(v[task, k, m]) for m in range(2)]
            p = [x / sum(e) for x in e]
            expected = p[0] * o[0, b] + p[1] * o[1, b]  # i_k = sum_m p_km o_m
            torch.testing.assert_close(out[k, b], expected, rtol=0, atol=1e-6)
    # task-independent ("shared") and uniform weights; a merge (n_out = 1)
    shared = TaskAwareMixing(2, 1, tasks=2, mode="shared")
    with torch.no_grad():
        shared.task_logits.copy_(torch.tensor([[[math.log(3.0), 0.0]]]))
    merged = shared(o, torch.tensor([0, 1]))
    torch.testing.assert_close(merged[0], 0.75 * o[0] + 0.25 * o[1])
    uniform = TaskAwareMixing(2, 2, tasks=2, mode="uniform")
    assert list(uniform.parameters()) == []
    torch.testing.assert_close(uniform(o, torch.tensor([1, 0]))[1], (o[0] + o[1]) / 2)


def test_encoder_layer_feeds_each_transformation_its_own_mix():
    """Second encoder layer, n = 2, two tasks: transformation k of each sublayer reads
    sum_m p_km o_m of the sublayer below, with its sentence's task weights."""
    model = build_model(**MIMO, mimo_cardinality=2)
    randomize_task_logits(model, scale=2.0)
    layer = model.encoder.transformer[1]
    streams = torch.randn(2, 2, 4, 16)
    task = torch.tensor([2, 0])
    mask = compat.encoder_self_attention_mask(torch.tensor([4, 3]), 4)

    def mix(module, outs):
        p = torch.softmax(module.task_logits[task], -1)  # (B, k, m)
        return [sum(p[:, k, m, None, None] * outs[m] for m in range(2)) for k in range(2)]

    with torch.no_grad():
        inputs = mix(layer.attn_mix, streams)
        attn_out = []
        for k, unit in enumerate(layer.units):
            x = unit.layer_norm(inputs[k])
            attn_out.append(inputs[k] + unit.self_attn(x, x, x, mask=mask)[0])
        ffn_in = mix(layer.ffn_mix, attn_out)
        expected = torch.stack([unit.feed_forward(ffn_in[k]) for k, unit in enumerate(layer.units)])
        got = layer(streams, mask, task)
    torch.testing.assert_close(got, expected, rtol=0, atol=1e-5)


def test_cardinality_one_equals_opennmt_transformer():
    """n = 1: the whole model (encoder, decoder, generator) computes exactly what OpenNMT's
    Transformer computes with the same weights."""
    reference = build_model(encoder_type="transformer", decoder_type="transformer")
    ours = build_model(**MIMO, mimo_cardinality=1, seed=5)
    state = {}
    for key, value in reference.state_dict().items():
        key = key.replace("encoder.transformer.", "encoder.transformer.@")
        key = key.replace("decoder.transformer_layers.", "decoder.transformer_layers.@")
        if "@" in key:
            head, _, rest = key.partition("@")
            index, _, rest = rest.partition(".")
            key = f"{head}{index}.units.0.{rest}"
        state[key] = value
    for key, value in ours.state_dict().items():
        if key.endswith("task_logits"):
            state[key] = torch.zeros_like(value)
    torch.nn.Module.load_state_dict(ours, state, strict=True)
    src, src_len, tgt = batch()
    with torch.no_grad():
        expected, _ = reference(src, tgt, src_len)
        got, _ = ours(src, tgt, src_len)
    torch.testing.assert_close(got, expected, rtol=0, atol=1e-6)


DECODING_CASES = {
    "mixed": {},
    "paired": {"mimo_enc_dec": "paired"},
    "merged, w/o MIMO": {"mimo_enc_dec": "merged", "mimo_merge_sublayers": True},
    "shared weights": {"mimo_task_attention": "shared"},
    "transformer encoder": {"encoder_type": "transformer"},
}


@pytest.mark.parametrize("case", DECODING_CASES, ids=list(DECODING_CASES))
def test_stepwise_decoding_equals_teacher_forcing_through_beam_mapping(case):
    """Beam search's protocol: init_state, tile by the beam size (map_state), step 0, 1, ...
    with a reordering of the hypotheses between steps; each step equals the teacher-forced
    output of the same row within 1e-5 (three tasks in one batch)."""
    model = build_model(**{**MIMO, "mimo_cardinality": 3, **DECODING_CASES[case]})
    randomize_task_logits(model, scale=2.0)
    src, src_len, tgt = batch(tasks=(0, 1, 2), lengths=(6, 4, 2), tgt_len=5)
    with torch.no_grad():
        enc_out, enc_final, src_len = model.encoder(src, src_len)
        model.decoder.init_state(src, enc_out, enc_final)
        full, _ = model.decoder(tgt, enc_out, src_len=src_len)

        beam = 2
        model.decoder.init_state(src, enc_out, enc_final)
        model.decoder.map_state(lambda state, dim: tile(state, beam, dim))
        enc_out, src_len = tile(enc_out, beam, 0), tile(src_len, beam, 0)
        tgt, reference = tile(tgt, beam, 0), tile(full, beam, 0)
        order = torch.tensor([4, 5, 0, 1, 3, 2])  # hypotheses change rows (and sentences)
        for step in range(tgt.size(1)):
            if step == 2:
                model.decoder.map_state(lambda state, dim: state[order])
                enc_out, src_len = enc_out[order], src_len[order]
                tgt, reference = tgt[order], reference[order]
            out, attns = model.decoder(
                tgt[:, step : step + 1], enc_out, step=step, src_len=src_len, return_attn=True
            )
            torch.testing.assert_close(out[:, 0], reference[:, step], rtol=0, atol=1e-5)
            assert attns["std"].shape == (6, 1, src.size(1))
    assert torch.equal(model.decoder.state["task"], tile(torch.tensor([0, 1, 2]), 2)[order])


def test_mimo_encoder_merges_for_a_transformer_decoder():
    model = build_model(encoder_type="mimo", decoder_type="transformer", mimo_cardinality=3)
    src, src_len, tgt = batch()
    enc_out, _, _ = model.encoder(src, src_len)
    assert enc_out.shape == (3, src.size(1), 16)  # task-aware many-to-one at the output
    assert model.encoder.output_merge is not None
    stacked = build_model(**MIMO, mimo_cardinality=3)
    assert stacked.encoder(src, src_len)[0].shape == (3, src.size(1), 3 * 16)
    out, _ = model(src, tgt, src_len)
    assert out.shape == (3, tgt.size(1) - 1, 16)


def test_missing_or_unknown_tag_is_an_error_naming_the_sentence():
    model = build_model(**MIMO, mimo_cardinality=2)
    src, src_len, tgt = batch()
    src[1, 0, 0] = TOKENS.index("w7")  # sentence 1 lost its tag
    with pytest.raises(MimoTagError, match=r"sentence 1 of the batch.*'w7'") as error:
        model(src, tgt, src_len)
    words = " ".join(TOKENS[i] for i in src[1, : int(src_len[1]), 0].tolist())
    assert words in str(error.value) and "<2de>" in str(error.value)
    # the decoder alone (e.g. behind a plain encoder) checks too
    with pytest.raises(MimoTagError, match="sentence 1"):
        model.decoder.init_state(src, None, None)


def test_tag_missing_from_the_vocabulary_is_an_error_naming_the_language():
    opt = model_opt(**MIMO, mimo_languages=["de", "xx"])
    with pytest.raises(ValueError, match=r"'<2xx>' of language 'xx' is not in the source"):
        onmt.model_builder.build_base_model(opt, vocabs())


GRADIENT_CASES = {
    "mixed": {},
    "paired, w/o MIMO": {"mimo_enc_dec": "paired", "mimo_merge_sublayers": True},
    "merged": {"mimo_enc_dec": "merged"},
}


@pytest.mark.parametrize("case", GRADIENT_CASES, ids=list(GRADIENT_CASES))
def test_every_parameter_gets_a_gradient_when_the_batch_holds_one_language(case):
    """OpenNMT's multi-GPU all-reduce packs the grads that are not None: every rank must
    have the same set, whatever languages its batch holds. Absent tasks get zero grads."""
    model = build_model(**{**MIMO, "mimo_cardinality": 2, **GRADIENT_CASES[case]})
    randomize_task_logits(model)
    model.train()
    src, src_len, tgt = batch(tasks=(1, 1, 1))
    out, _ = model(src, tgt, src_len)
    logits = model.generator(out)
    loss = torch.nn.functional.cross_entropy(logits.flatten(0, 1), tgt[:, 1:, 0].flatten())
    loss.backward()
    missing = [name for name, p in model.named_parameters() if p.grad is None]
    assert missing == []
    mixings = [(n, p) for n, p in model.named_parameters() if n.endswith("task_logits")]
    assert mixings
    for name, p in mixings:
        assert p.shape[0] == len(LANGUAGES), name
        assert torch.count_nonzero(p.grad[[0, 2]]) == 0, name  # languages not in the batch
    assert any(torch.count_nonzero(p.grad[1]) > 0 for _, p in mixings)


def _count(**keys) -> tuple[int, int]:
    """(all parameters, parameters outside embeddings/generator), built on the meta device."""
    with torch.device("meta"):
        model = onmt.model_builder.build_base_model(model_opt(**keys), vocabs())
    total = sum(p.numel() for p in model.parameters())
    lookup = sum(
        p.numel()
        for n, p in model.named_parameters()
        if "embeddings" in n or n.startswith("generator")
    )
    return total, total - lookup


def test_parameter_counts_6_layers_x4_vs_24_layer_transformer(capsys):
    """Paper Section 4.2: 6 layers with 4 transformations per sublayer has about the size
    of the 24-layer Transformer (Transformer-base widths); MIMO adds only the task logits."""
    base = {
        "hidden_size": 512,
        "word_vec_size": 512,
        "transformer_ff": 2048,
        "heads": 8,
        "max_relative_positions": 0,
        "position_encoding": True,
    }
    mimo = _count(**base, **MIMO, enc_layers=6, dec_layers=6, mimo_cardinality=4)
    deep = _count(**base, encoder_type="transformer", decoder_type="transformer",
                  enc_layers=24, dec_layers=24)
    plain = _count(**base, encoder_type="transformer", decoder_type="transformer",
                   enc_layers=6, dec_layers=6)
    with capsys.disabled():
        print(
            f"\n[params, non-embedding] MIMO 6 layers x 4: {mimo[1]:,}; Transformer 24 "
            f"layers: {deep[1]:,}; Transformer 6 layers: {plain[1]:,} "
            f"(tiny test vocabulary; embeddings add the same to each)"
        )
    extra = mimo[1] - deep[1]
    # only the mixing logits differ: (2*6 - 1 + 3*6 - 1 + 6 [memory] + 1 [output]) mixes
    tasks, n = len(LANGUAGES), 4
    mixes_nn = (2 * 6 - 1) + (3 * 6 - 1) + 6
    assert extra == tasks * (mixes_nn * n * n + n)
    assert abs(extra) / deep[1] < 1e-3
    assert plain[1] * 3.9 < mimo[1] < plain[1] * 4.0
