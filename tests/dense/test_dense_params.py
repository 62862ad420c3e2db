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
    for row in ("DenseNMT-1", "DenseNMT-2"):
        total, body = table2_counts[row]
        # the paper's "similar model size" (Section 4.2): within 15%
        assert abs(total / base_total - 1) <= 0.15, row
        assert abs(body / base_body - 1) <= 0.15, row
    for row in ("DenseENC", "DenseDEC", "DenseAtt"):
        assert abs(table2_counts[row][0] / base_total - 1) <= 0.15, row
    # DenseAtt-1 and DenseAtt-2 have the same number of parameters (Section 3.2)
    assert table2_counts["DenseNMT-1"] == table2_counts["DenseNMT-2"]


def test_small_embeddings_shrink_the_model_and_the_softmax():
    """Section 5.3: embeddings e < d0 = 256 projected up, the generator reads width e."""
    print(f"\nDenseNMT-2 4+4, d0 256, g 128, vocabulary {VOCAB} per side:")
    totals = {}
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
        totals[e] = count_parameters(model)
        print(f"embedding {e:>3}: {totals[e]:>12,} parameters "
              f"(w/o emb+gen {count_parameters(model, body_only=True):,})")
    assert totals[64] < totals[128] < totals[256]
