"""Parameter counts at Transformer-base (d 512, FFN 2048, 8 heads, 6+6 layers), compared
with the formulas of Dou et al. 2018 (Sec. 3.1) and printed beside the paper's figures.

Models are built on the `meta` device: shapes only, no memory, no time.
Run with `-s` to see the table.
"""

from __future__ import annotations

import pytest
import torch

from onmt_ext import compat
from onmt_ext.aggregate.decoder import AggregateDecoder
from onmt_ext.aggregate.encoder import AggregateEncoder
from onmt_ext.aggregate.options import AggregateOptions

D, FF, HEADS, L = 512, 2048, 8, 6
FINAL_LN = 2 * D  # OpenNMT's final LayerNorm, dropped when the output is an AGG node


def agg_ff(n: int, d: int = D, hidden: int = FF) -> int:
    """AGG with n inputs (Eq. 7): W_1 (n d x h) + b_1 + W_2 (h x d) + b_2 + LN (2 d)."""
    return n * d * hidden + hidden + hidden * d + d + 2 * d


AGG_SELF_ATTENTION = 4 * D * D + 2 * D  # Q, K, V, O projections (no bias) + LN
LOWER_ATTENTION = 4 * D * D + 2 * D  # Eq. 8: one more attention + LN of its keys/values

# strategy label -> (settings, added parameters per side by formula)
EXPECTED = {
    "dense (Eq. 4)": (AggregateOptions("dense"), 0),
    "linear (Eq. 5)": (AggregateOptions("linear"), L * D * D),
    "iterative (Eq. 6-7)": (AggregateOptions("iterative"), (L - 1) * agg_ff(2) - FINAL_LN),
    "hierarchical (Fig. 2)": (
        AggregateOptions("hierarchical"),
        agg_ff(2) + 2 * agg_ff(3) - FINAL_LN,  # A1 = AGG(H1, H2), A2, A3 with 3 inputs
    ),
    "multi-layer attention k=2 (Eq. 8)": (
        AggregateOptions("multi_layer_attention", mla_k=2),
        (L - 2) * (LOWER_ATTENTION + agg_ff(2)),  # layers 3..6
    ),
    "multi-layer attention k=3 (Eq. 8)": (
        AggregateOptions("multi_layer_attention", mla_k=3),
        (L - 3) * (2 * LOWER_ATTENTION + agg_ff(3)),  # layers 4..6
    ),
    "hierarchical, AGG = self-attention (Table 4)": (
        AggregateOptions("hierarchical", function="self_attention"),
        3 * AGG_SELF_ATTENTION - FINAL_LN,
    ),
    "hierarchical, AGG hidden 512": (
        AggregateOptions("hierarchical", ff_size=512),
        agg_ff(2, hidden=512) + 2 * agg_ff(3, hidden=512) - FINAL_LN,
    ),
}
# What the paper says (Sec. 4.2 "Model Complexity", Transformer-base, both sides):
# dense adds nothing, "all other deep representation strategies introduce new parameters,
# ranging from 14.7M to 33.6M".
PAPER_RANGE = (14.7e6, 33.6e6)


def _count(module) -> int:
    return sum(p.numel() for p in module.parameters())


def _encoder(settings=None):
    with torch.device("meta"):
        if settings is None:
            return compat.TransformerEncoder(L, D, HEADS, FF, 0.1, 0.1, None, 0, 0)
        return AggregateEncoder(L, D, HEADS, FF, 0.1, 0.1, None, 0, 0, aggregate=settings)


def _decoder(settings=None):
    args = (L, D, HEADS, FF, False, "scaled-dot", 0.1, 0.1, None, 0, 0, False, False, -2, 0)
    with torch.device("meta"):
        if settings is None:
            return compat.TransformerDecoder(*args)
        return AggregateDecoder(*args, aggregate=settings)


@pytest.fixture(scope="module")
def baseline():
    return _count(_encoder()), _count(_decoder())


@pytest.mark.parametrize("label", list(EXPECTED))
def test_added_parameters_match_the_formulas(label, baseline):
    settings, per_side = EXPECTED[label]
    added_enc = _count(_encoder(settings)) - baseline[0]
    added_dec = _count(_decoder(settings)) - baseline[1]
    assert added_enc == per_side
    assert added_dec == per_side


def test_none_and_dense_add_nothing(baseline):
    for strategy in ("none", "dense"):
        assert _count(_encoder(AggregateOptions(strategy))) == baseline[0]
        assert _count(_decoder(AggregateOptions(strategy))) == baseline[1]


def test_print_counts_beside_the_paper(baseline, capsys):
    rows = []
    for label, (settings, _) in EXPECTED.items():
        enc = _count(_encoder(settings)) - baseline[0]
        dec = _count(_decoder(settings)) - baseline[1]
        rows.append((label, enc, dec, enc + dec))
    with capsys.disabled():
        print(f"\nTransformer-base vanilla: encoder {baseline[0]:,}, decoder {baseline[1]:,}")
        print(f"{'strategy (both sides)':46s} {'encoder':>12s} {'decoder':>12s} {'total':>8s}")
        for label, enc, dec, total in rows:
            print(f"{label:46s} {enc:>12,d} {dec:>12,d} {total / 1e6:>7.1f}M")
        print("paper (Sec. 4.2): dense +0; the other strategies +14.7M .. +33.6M")
    by_label = {label: total for label, _, _, total in rows}
    assert by_label["dense (Eq. 4)"] == 0
    # The paper's upper end, +33.6M, is multi-layer attention with k = 2:
    assert round(by_label["multi-layer attention k=2 (Eq. 8)"] / 1e5) == 336
    for label in ("iterative (Eq. 6-7)", "hierarchical (Fig. 2)"):
        assert PAPER_RANGE[0] <= by_label[label] <= PAPER_RANGE[1]
