"""Layer input widths of dense stacks (Eq. 6-7, Section 3.3) against the built modules."""

from __future__ import annotations

import pytest
from support import (
    DENSE_SMALL as SMALL,
)
from support import (
    dense_build_model as build_model,
)

D0, G = 24, 8


def expected_widths(layers: int, sumlen: int, per_layer: int):
    """By hand from the paper: layer k reads d0 + (k-1) f, counted from the last summary
    layer; a summary layer follows every sumlen-1 layers (not the last) and reads its block,
    d0 + (sumlen-1) f; the output projection reads the last block."""
    block = sumlen - 1 if sumlen else layers + 1
    inputs = [D0 + per_layer * ((k - 1) % block) for k in range(1, layers + 1)]
    summaries = [k for k in range(1, layers) if sumlen and k % block == 0]
    summary_inputs = [D0 + per_layer * block for _ in summaries]
    last = summaries[-1] if summaries else 0
    return inputs, summary_inputs, D0 + per_layer * (layers - last)


# Summary layers per stack, by hand: one after every sumlen-1 layers, never after the last.
# (4, 5): layer 4 closes a block of 4 but is the last layer, so there is none.
SUMMARY_POSITIONS = {
    (4, 0): [], (4, 3): [2], (4, 5): [],
    (8, 0): [], (8, 3): [2, 4, 6], (8, 5): [4],
}


@pytest.mark.parametrize("layers", [4, 8])
@pytest.mark.parametrize("sumlen", [0, 3, 5])
def test_layer_input_widths_of_built_modules(layers, sumlen):
    model = build_model(
        **{
            **SMALL,
            "encoder_type": "dense",
            "decoder_type": "transformer",
            "enc_layers": layers,
            "dense_sumlen": sumlen,
        }
    )
    enc_inputs, enc_summaries, enc_out = expected_widths(layers, sumlen, G)  # f = g (Eq. 6)
    model_dec = build_model(
        **{
            **SMALL,
            "encoder_type": "transformer",
            "decoder_type": "dense",
            "dec_layers": layers,
            "dense_sumlen": sumlen,
        }
    )
    dec_inputs, dec_summaries, dec_out = expected_widths(layers, sumlen, 2 * G)  # f = 2g (Eq. 7)
    print(f"\n{layers} layers, sumlen {sumlen}: encoder inputs {enc_inputs} summaries "
          f"{enc_summaries} output {enc_out}; decoder inputs {dec_inputs} summaries "
          f"{dec_summaries} output {dec_out}")
    for stack, inputs, summaries, out, f in (
        (model.encoder, enc_inputs, enc_summaries, enc_out, G),
        (model_dec.decoder, dec_inputs, dec_summaries, dec_out, 2 * G),
    ):
        layers_built = getattr(stack, "transformer", None) or stack.transformer_layers
        assert [layer.input_projection.in_features for layer in layers_built] == inputs
        # every layer works at width g (its self-attention and FFN)
        assert {layer.input_projection.out_features for layer in layers_built} == {G}
        assert {layer.self_attn.linear_query.in_features for layer in layers_built} == {G}
        positions = SUMMARY_POSITIONS[layers, sumlen]
        assert len(stack.summary_layers) == len(positions) == len(summaries)
        assert stack.layout.summary_positions() == positions
        assert [s.in_features for s in stack.summary_layers] == summaries
        assert [s.out_features for s in stack.summary_layers] == [D0] * len(positions)
        assert stack.output_projection.in_features == out
        assert stack.output_projection.out_features == SMALL["hidden_size"]
        assert stack.layout.layer_input_widths() == inputs
        if sumlen:  # Section 3.3: what any layer reads is at most (sumlen - 1) f + d0
            assert max(inputs + summaries + [out]) == D0 + (sumlen - 1) * f


def test_paper_formula_without_summary():
    """Section 3.3: the L-th encoder layer reads (L - 1) d + d0 features."""
    model = build_model(**{**SMALL, "encoder_type": "dense", "decoder_type": "transformer",
                           "enc_layers": 8})
    assert model.encoder.transformer[-1].input_projection.in_features == 7 * G + D0


def test_dense_attention_memory_layout():
    """The DenseAtt hand-off: enc_out = [h^0 | last block], split by the decoder."""
    model = build_model(
        **{**SMALL, "encoder_type": "dense", "decoder_type": "dense", "enc_layers": 8,
           "dense_sumlen": 5, "dense_attention": "dense2"}
    )
    # summary after layer 4 (8 layers, sumlen 5): blocks = [summary d0, h5, h6, h7, h8]
    assert model.decoder.memory.embedding_width == D0
    assert model.decoder.memory.block_widths == (D0, G, G, G, G)
    assert [n.normalized_shape[0] for n in model.encoder.export_norms] == [D0, D0, G, G, G, G]
    layer = model.decoder.transformer_layers[0].context_attn
    assert [lin.in_features for lin in layer.linear_keys] == [D0, G, G, G, G]
    assert layer.linear_embedding.in_features == D0
    model1 = build_model(
        **{**SMALL, "encoder_type": "dense", "decoder_type": "dense", "enc_layers": 4,
           "dense_attention": "dense1"}
    )
    # no summary: blocks h1..h4, DenseAtt-1 keys read their concatenation (Eq. 9)
    assert model1.decoder.memory.block_widths == (G, G, G, G)
    keys = model1.decoder.transformer_layers[0].context_attn.linear_keys
    assert [lin.in_features for lin in keys] == [4 * G]
