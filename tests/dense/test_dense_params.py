"""Parameter counts of the paper's 4-layer settings (Section 4.2, Table 2) and of the small
embedding models (Section 5.3, Table 1). Run with -s to see the table (docs/densenmt.md)."""

from __future__ import annotations

import pytest
from support import (
    TABLE2,
    count_parameters,
)
from support import (
    dense_build_model as build_model,
)

VOCAB = 10_000  # per side: a ~10k subword vocabulary (Multi30k / IWSLT14 with BPE)

# Section 4.2: BASE-4L embedding and hidden 256; dense models hidden (growth rate) 128.
# Same keys as recipes/densenmt/scale-paper.yaml.
PAPER = {
    "enc_layers": 4,
    "dec_layers": 4,
    "hidden_size": 256,
    "word_vec_size": 256,
    "transformer_ff": 1024,
    "heads": 4,
    "dense_growth_rate": 128,
    "dense_ff": 2048,
    "position_encoding": True,
}

# Exact counts (total, without embeddings and generator), V = 10000, L = 4, d = d0 = e = 256,
# f = 1024 (residual/OpenNMT layers), g = 128, f_dense = 2048. OpenNMT 3.5 defaults:
# attention and FFN linears have no bias (add_qkvbias/add_ffnbias off), every other linear
# has one, a LayerNorm of width w has 2w parameters, sinusoidal positions have none.
#
# BASE by hand:
#   embeddings 2 V d = 5,120,000; generator V d + V = 2,570,000
#   encoder layer: attention 4 d^2 = 262,144; FFN 2 d f = 524,288 + its LN 512; layer LN 512
#     = 787,456; x4 = 3,149,824; + final LN 512 = 3,150,336
#   decoder layer: self + context attention 2 x 262,144; FFN 524,288 + LN 512;
#     layer_norm_1/_2 1,024 = 1,050,112; x4 = 4,200,448; + final LN 512 = 4,200,960
#   body 3,150,336 + 4,200,960 = 7,351,296; total + 5,120,000 + 2,570,000 = 15,041,296
#
# DenseNMT-2 by hand (DenseAtt-2 decoder, so the encoder exports its states):
#   encoder layer k reads 256 + 128 (k-1): inputs 256, 384, 512, 640 (sum 1,792);
#     projections 1,792 g + 4 g = 229,888; each layer at width g: attention 4 g^2 = 65,536,
#     FFN 2 g 2048 = 524,288 + LN 256, layer LN 256 = 590,336, x4 = 2,361,344;
#     export LNs of [h0 256, h1..h4 128] = 2 (256 + 512) = 1,536 (no output projection, no
#     final LN) -> encoder 2,592,768
#   decoder layer k reads 256 + 256 (k-1): 256, 512, 768, 1,024 (sum 2,560); projections
#     2,560 g + 4 g = 328,192; each layer: self-attention 65,536; DenseAtt-2 query + output
#     2 g^2 = 32,768, keys + values of 4 blocks of width g 8 g^2 = 131,072, h0 term 256 g =
#     32,768; FFN 524,288 + LN 256; layer_norm_1/_2 512 -> 787,200, x4 = 3,148,800;
#     output projection (256 + 4 x 256 = 1,280) -> 256: 327,936; final LN 512
#     -> decoder 3,805,440
#   body 2,592,768 + 3,805,440 = 6,398,208; total + 7,690,000 = 14,088,208
#   DenseNMT-1 (Eq. 9): keys/values read one block of 4 g: 2 x 512 g = 8 g^2, the same.
TABLE2_COUNTS = {
    "BASE": (15_041_296, 7_351_296),
    "DenseENC": (14_679_568, 6_989_568),
    "DenseDEC": (14_252_560, 6_562_560),
    "DenseAtt": (16_878_352, 9_188_352),
    "DenseNMT-1": (14_088_208, 6_398_208),
    "DenseNMT-2": (14_088_208, 6_398_208),
}

# Section 5.3, DenseNMT-2 with e = hidden < d0 = 256. By hand for e = 64, from DenseNMT-2:
#   embeddings 2 V e = 1,280,000; generator V e + V = 650,000
#   body: + 2 embedding projections e -> d0: 2 (64 x 256 + 256) = 33,280;
#     output projection 1,280 -> 64: 81,984 instead of 327,936; final LN 128 instead of 512
#     -> 6,398,208 + 33,280 - 245,952 - 384 = 6,185,152; total 8,115,152
SMALL_EMBEDDING_COUNTS = {
    64: (8_115_152, 6_185_152),
    128: (10_150_032, 6_300_032),
    256: (14_088_208, 6_398_208),
}


# ------------------------------------------------------------ independent count formulas
def _linear(n_in: int, n_out: int, bias: bool = True) -> int:
    return n_in * n_out + (n_out if bias else 0)


def _norm(width: int) -> int:
    return 2 * width


def _attention(d: int, key_widths=None, embedding: int = 0) -> int:
    """Query and output d x d, keys and values w x d per block, h0 term e x d; no biases."""
    key_widths = key_widths or [d]
    return 2 * d * d + 2 * sum(w * d for w in key_widths) + embedding * d


def _ffn(d: int, ff: int) -> int:
    return 2 * d * ff + _norm(d)  # w_1, w_2 without bias, pre-LN


def _encoder_layer(d: int, ff: int) -> int:
    return _attention(d) + _ffn(d, ff) + _norm(d)


def _decoder_layer(d: int, ff: int, key_widths, embedding: int = 0) -> int:
    return _attention(d) + _attention(d, key_widths, embedding) + _ffn(d, ff) + 2 * _norm(d)


def formula_counts(row: str, e: int = 256) -> tuple[int, int]:
    """(total, body) of a Table 2 row, written from the architecture, not from the model."""
    keys = TABLE2[row]
    layers, d0, hidden, g = 4, 256, e, 128
    ff, dense_ff = 1024, 2048
    attention = keys.get("dense_attention", "standard")
    residual = keys.get("dense_encoder_connections") == "residual"
    dense_att = keys["decoder_type"] == "dense" and attention != "standard"
    projection = _linear(e, d0) if e != d0 else 0  # Section 5.3, each dense side
    # encoder
    if keys["encoder_type"] == "transformer":
        encoder = layers * _encoder_layer(hidden, ff) + _norm(hidden)
        exported = None
    elif residual:  # DenseAtt ablation: OpenNMT layers of width d0, every state exported
        encoder = projection + layers * _encoder_layer(d0, ff)
        exported = [d0] * layers
    else:
        inputs = [d0 + (k - 1) * g for k in range(1, layers + 1)]
        encoder = projection + sum(_linear(w, g) + _encoder_layer(g, dense_ff) for w in inputs)
        exported = [g] * layers
        if not dense_att:
            encoder += _linear(d0 + layers * g, hidden) + _norm(hidden)
    if dense_att:
        encoder += sum(_norm(w) for w in [d0, *exported])
    # decoder
    if keys["decoder_type"] == "transformer":
        decoder = layers * _decoder_layer(hidden, ff, [hidden]) + _norm(hidden)
    else:
        key_widths = {"standard": [hidden], "dense1": [sum(exported or [])],
                      "dense2": exported}[attention]
        embedding = d0 if dense_att else 0
        if keys.get("dense_decoder_connections") == "residual":
            decoder = projection + layers * _decoder_layer(d0, ff, key_widths, embedding)
        else:
            inputs = [d0 + (k - 1) * 2 * g for k in range(1, layers + 1)]
            decoder = projection + sum(
                _linear(w, g) + _decoder_layer(g, dense_ff, key_widths, embedding)
                for w in inputs
            )
            decoder += _linear(d0 + layers * 2 * g, hidden)
        decoder += _norm(hidden)
    body = encoder + decoder
    return body + 2 * VOCAB * e + _linear(hidden, VOCAB), body


@pytest.fixture(scope="module")
def table2_counts():
    counts = {}
    for row, keys in TABLE2.items():
        model = build_model(vocab_size=VOCAB, **{**PAPER, **keys})
        counts[row] = (count_parameters(model), count_parameters(model, body_only=True))
    return counts


def test_table2_parameter_counts_are_similar(table2_counts):
    base_total, base_body = table2_counts["BASE"]
    print(f"\nTable 2 rows, 4+4 layers, vocabulary {VOCAB} per side:")
    print(f"{'row':<12}{'total':>12}{'ratio':>8}{'w/o emb+gen':>14}{'ratio':>8}")
    for row, (total, body) in table2_counts.items():
        print(f"{row:<12}{total:>12,}{total / base_total:>8.3f}{body:>14,}{body / base_body:>8.3f}")
    assert table2_counts == TABLE2_COUNTS
    assert {row: formula_counts(row) for row in TABLE2} == TABLE2_COUNTS
    for row in ("DenseNMT-1", "DenseNMT-2", "DenseENC", "DenseDEC", "DenseAtt"):
        # the paper's "similar model size" (Section 4.2): within 15%
        assert abs(table2_counts[row][0] / base_total - 1) <= 0.15, row
    # DenseAtt-1 and DenseAtt-2 have the same number of parameters (Section 3.2)
    assert table2_counts["DenseNMT-1"] == table2_counts["DenseNMT-2"]


def test_small_embeddings_shrink_the_model_and_the_softmax():
    """Section 5.3: embeddings e < d0 = 256 projected up, the generator reads width e."""
    print(f"\nDenseNMT-2 4+4, d0 256, g 128, vocabulary {VOCAB} per side:")
    counts = {}
    for e in (64, 128, 256):
        keys = {**PAPER, **TABLE2["DenseNMT-2"], "word_vec_size": e, "hidden_size": e,
                "dense_embedding_width": 256}
        model = build_model(vocab_size=VOCAB, **keys)
        assert model.generator.weight.shape == (VOCAB, e)
        assert model.decoder.output_projection.out_features == e
        assert model.decoder.layout.embedding_width == 256
        projection = model.encoder.embedding_projection
        assert (projection is None) == (e == 256)
        if projection is not None:
            assert (projection.in_features, projection.out_features) == (e, 256)
        counts[e] = (count_parameters(model), count_parameters(model, body_only=True))
        print(f"embedding {e:>3}: {counts[e][0]:>12,} parameters (w/o emb+gen {counts[e][1]:,})")
    assert counts == SMALL_EMBEDDING_COUNTS
    assert {e: formula_counts("DenseNMT-2", e) for e in counts} == SMALL_EMBEDDING_COUNTS
