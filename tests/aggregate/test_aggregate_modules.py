"""Unit tests of the aggregation building blocks (Dou et al. 2018): AGG (Eq. 7) on
hand-computed cases, the hierarchical tree layout (Figure 2), the strategy wiring
(Eq. 4, 5, 6, 8) and the layer-diversity distance (Eq. 10)."""

from __future__ import annotations

import math

import pytest
import torch
from torch import nn

from onmt_ext import compat
from onmt_ext.aggregate.layer_aggregation import (
    Aggregation,
    LayerAggregator,
    hierarchical_layout,
)
from onmt_ext.aggregate.layer_diversity import cosine_squared_distance, layer_diversity
from onmt_ext.aggregate.options import AggregateOptions

pytestmark = pytest.mark.usefixtures("one_thread")

EPS = 1e-6


def _ln(values):
    """LayerNorm without affine parameters, by hand (biased variance, eps 1e-6)."""
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / len(values)
    return [(v - mean) / math.sqrt(var + EPS) for v in values]


def _ff_agg(function, residual, w_in, b_in, w_out, b_out):
    agg = Aggregation(2, 3, function=function, residual=residual, ff_size=2, norm_eps=EPS)
    with torch.no_grad():
        agg.ff_in.weight.copy_(torch.tensor(w_in, dtype=torch.float))
        agg.ff_in.bias.copy_(torch.tensor(b_in, dtype=torch.float))
        agg.ff_out.weight.copy_(torch.tensor(w_out, dtype=torch.float))
        agg.ff_out.bias.copy_(torch.tensor(b_out, dtype=torch.float))
    return agg


X = torch.tensor([1.0, 0.0, 2.0])
Y = torch.tensor([0.0, 1.0, -1.0])


def test_agg_ff_sigmoid_all_residuals_by_hand():
    # W_1 = 0, b_1 = 0: sigmoid(0) = 0.5 in both hidden units.
    agg = _ff_agg(
        "ff_sigmoid", "all", [[0.0] * 6] * 2, [0, 0], [[1, 0], [0, 1], [1, 1]], [0, 0, 0.5]
    )
    # FF = [0.5, 0.5, 1.0] + [0, 0, 0.5] = [0.5, 0.5, 1.5]; + x + y = [1.5, 1.5, 2.5]
    # LN: mean 11/6, deviations [-1/3, -1/3, 2/3], variance 2/9 -> [-1/sqrt2, -1/sqrt2, sqrt2]
    out = agg([X, Y])
    expected = torch.tensor([-1 / math.sqrt(2), -1 / math.sqrt(2), math.sqrt(2)])
    torch.testing.assert_close(out, expected, atol=1e-5, rtol=0)
    torch.testing.assert_close(out, torch.tensor(_ln([1.5, 1.5, 2.5])))


def test_agg_ff_relu_top_residual_by_hand():
    # [x; y] = [1, 0, 2, 0, 1, -1]; hidden pre-activations [x_0, -x_2] = [1, -2]
    w_in = [[1, 0, 0, 0, 0, 0], [0, 0, -1, 0, 0, 0]]
    agg = _ff_agg("ff_relu", "top", w_in, [0, 0], [[1, 0], [0, 1], [0, 0]], [0, 0, 0])
    # relu -> [1, 0]; FF = [1, 0, 0]; + y (top) = [1, 1, -1]; LN -> [1/sqrt2, 1/sqrt2, -sqrt2]
    out = agg([X, Y])
    expected = torch.tensor([1 / math.sqrt(2), 1 / math.sqrt(2), -math.sqrt(2)])
    torch.testing.assert_close(out, expected, atol=1e-5, rtol=0)


def test_agg_ff_sigmoid_no_residual_by_hand():
    w_in = [[1, 0, 0, 0, 0, 0], [0, 0, -1, 0, 0, 0]]
    agg = _ff_agg("ff_sigmoid", "none", w_in, [0, 0], [[1, 0], [0, 1], [0, 0]], [0, 0, 0])
    s1, s2 = 1 / (1 + math.exp(-1)), 1 / (1 + math.exp(2))  # sigmoid(1), sigmoid(-2)
    torch.testing.assert_close(agg([X, Y]), torch.tensor(_ln([s1, s2, 0.0])))


def test_agg_three_inputs_and_input_order():
    """AGG(x, y, z) = LN(FF([x; y; z]) + x + y + z); the last input is the "top" one."""
    agg = Aggregation(3, 3, function="ff_sigmoid", residual="top", ff_size=1, norm_eps=EPS)
    with torch.no_grad():
        agg.ff_in.weight.zero_()
        agg.ff_in.bias.zero_()
        agg.ff_out.weight.zero_()
        agg.ff_out.bias.zero_()
    z = torch.tensor([3.0, 0.0, 0.0])
    torch.testing.assert_close(agg([X, Y, z]), torch.tensor(_ln([3.0, 0.0, 0.0])))
    agg.residual = "all"
    torch.testing.assert_close(agg([X, Y, z]), torch.tensor(_ln([4.0, 1.0, 1.0])))
    with pytest.raises(ValueError, match="3 inputs"):
        agg([X, Y])


def test_agg_self_attention_by_hand():
    """FF = multi-head self-attention over the n layer states of one position (Table 4)."""
    attention = compat.MultiHeadedAttention(1, 3, dropout=0.0, is_decoder=False, attn_type="self")
    with torch.no_grad():
        for linear in (
            attention.linear_query,
            attention.linear_keys,
            attention.linear_values,
            attention.final_linear,
        ):
            linear.weight.copy_(torch.eye(3))
    agg = Aggregation(
        2, 3, function="self_attention", residual="all", norm_eps=EPS, attention=attention
    )
    x, y = torch.tensor([2.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0])
    # query x: scores [x.x, x.y]/sqrt(3) = [4/sqrt3, 0]; query y: [0, 1/sqrt3]
    a = [math.exp(4 / math.sqrt(3)), 1.0]
    b = [1.0, math.exp(1 / math.sqrt(3))]
    out_x = [2 * a[0] / sum(a), a[1] / sum(a), 0.0]
    out_y = [2 * b[0] / sum(b), b[1] / sum(b), 0.0]
    mean = [(p + q) / 2 for p, q in zip(out_x, out_y, strict=True)]
    expected = _ln([mean[0] + 2.0, mean[1] + 1.0, 0.0])
    # (B=1, T=2): position 1 holds other vectors; positions never mix
    xs = torch.stack([x, torch.tensor([0.0, 0.0, 5.0])]).unsqueeze(0)
    ys = torch.stack([y, torch.tensor([0.0, 0.0, 5.0])]).unsqueeze(0)
    out = agg([xs, ys])
    assert out.shape == (1, 2, 3)
    torch.testing.assert_close(out[0, 0], torch.tensor(expected), atol=1e-5, rtol=0)
    torch.testing.assert_close(out[0, 1], torch.tensor(_ln([0.0, 0.0, 15.0])), atol=1e-5, rtol=0)


def test_agg_rejects_unknown_function_and_residual():
    with pytest.raises(ValueError, match="unknown AGG function"):
        Aggregation(2, 4, function="ff_tanh")
    with pytest.raises(ValueError, match="unknown AGG residual"):
        Aggregation(2, 4, residual="some")


# --------------------------------------------------------------------------- tree layout
def _layout(num_layers):
    layout = hierarchical_layout(num_layers)
    return [(n.name, n.inputs, n.after_layer) for n in layout.nodes], layout


def test_hierarchical_layout_4_layers():
    nodes, layout = _layout(4)
    assert nodes == [("A1", ("H1", "H2"), 2), ("A2", ("A1", "H3", "H4"), 4)]
    assert layout.layer_inputs == {1: "H0", 2: "H1", 3: "A1", 4: "H3"}
    assert layout.output == "A2"


def test_hierarchical_layout_6_layers_is_the_reference_layout():
    # A1 = AGG(H1, H2), H3 = L3(A1), H4 = L4(H3), A2 = AGG(A1, H3, H4), H5 = L5(A2),
    # H6 = L6(H5), A3 = AGG(A2, H5, H6), output A3
    nodes, layout = _layout(6)
    assert nodes == [
        ("A1", ("H1", "H2"), 2),
        ("A2", ("A1", "H3", "H4"), 4),
        ("A3", ("A2", "H5", "H6"), 6),
    ]
    assert layout.layer_inputs == {1: "H0", 2: "H1", 3: "A1", 4: "H3", 5: "A2", 6: "H5"}
    assert layout.output == "A3"


def test_hierarchical_layout_8_layers():
    nodes, layout = _layout(8)
    assert nodes == [
        ("A1", ("H1", "H2"), 2),
        ("A2", ("A1", "H3", "H4"), 4),
        ("A3", ("A2", "H5", "H6"), 6),
        ("A4", ("A3", "H7", "H8"), 8),
    ]
    assert layout.layer_inputs == {
        1: "H0",
        2: "H1",
        3: "A1",
        4: "H3",
        5: "A2",
        6: "H5",
        7: "A3",
        8: "H7",
    }
    assert layout.output == "A4"


def test_hierarchical_layout_odd_and_small():
    nodes, layout = _layout(5)
    assert nodes == [
        ("A1", ("H1", "H2"), 2),
        ("A2", ("A1", "H3", "H4"), 4),
        ("A3", ("A2", "H5"), 5),
    ]
    assert layout.layer_inputs == {1: "H0", 2: "H1", 3: "A1", 4: "H3", 5: "A2"}
    nodes, layout = _layout(3)
    assert nodes == [("A1", ("H1", "H2"), 2), ("A2", ("A1", "H3"), 3)]
    assert layout.layer_inputs == {1: "H0", 2: "H1", 3: "A1"} and layout.output == "A2"
    nodes, layout = _layout(2)
    assert nodes == [("A1", ("H1", "H2"), 2)] and layout.output == "A1"
    with pytest.raises(ValueError, match="at least 2 layers"):
        hierarchical_layout(1)


# --------------------------------------------------------------------------- wiring
class _Tagged:
    """Symbolic stand-ins: every state is a 1-element tensor whose value names it."""

    def __init__(self):
        self.names = {0.0: "H0"}
        self.layer_inputs = {}
        self.node_inputs = []
        self.lower = {}

    def run_layer(self, index, layer_in, lower):
        self.layer_inputs[index + 1] = self.names[float(layer_in)]
        self.lower[index + 1] = [self.names[float(h)] for h in lower]
        value = torch.tensor(float(index + 1))
        self.names[float(value)] = f"H{index + 1}"
        return value

    def node(self, index):
        tagged = self

        class Node(nn.Module):
            def forward(self, inputs):
                tagged.node_inputs.append(tuple(tagged.names[float(x)] for x in inputs))
                value = torch.tensor(100.0 + index + 1)
                tagged.names[float(value)] = f"A{index + 1}"
                return value

        return Node()


def _tagged_run(strategy, num_layers, **settings):
    aggregator = LayerAggregator(AggregateOptions(strategy, **settings), num_layers, 4, 8)
    tagged = _Tagged()
    if hasattr(aggregator, "nodes"):
        aggregator.nodes = nn.ModuleList([tagged.node(i) for i in range(len(aggregator.nodes))])
    out, states = aggregator(torch.tensor(0.0), tagged.run_layer)
    return tagged, tagged.names[float(out)], [tagged.names[float(h)] for h in states]


@pytest.mark.parametrize("num_layers", [4, 6, 8])
def test_hierarchical_wiring_follows_the_layout(num_layers):
    tagged, out, states = _tagged_run("hierarchical", num_layers)
    layout = hierarchical_layout(num_layers)
    assert tagged.layer_inputs == layout.layer_inputs  # aggregation fed back into the stack
    assert tagged.node_inputs == [n.inputs for n in layout.nodes]
    assert out == layout.output
    assert states == [f"H{layer}" for layer in range(1, num_layers + 1)]


def test_iterative_wiring():
    tagged, out, _ = _tagged_run("iterative", 4)
    assert tagged.layer_inputs == {1: "H0", 2: "H1", 3: "H2", 4: "H3"}  # backbone unchanged
    # Eq. 6: Ĥ^2 = AGG(H1, H2), Ĥ^3 = AGG(Ĥ^2, H3), Ĥ^4 = AGG(Ĥ^3, H4)
    assert tagged.node_inputs == [("H1", "H2"), ("A1", "H3"), ("A2", "H4")]
    assert out == "A3"


@pytest.mark.parametrize(
    ("k", "expected"),
    [
        (2, {1: [], 2: [], 3: ["H1"], 4: ["H2"]}),
        (3, {1: [], 2: [], 3: [], 4: ["H1", "H2"]}),
    ],
)
def test_multi_layer_attention_lower_layers(k, expected):
    tagged, out, _ = _tagged_run("multi_layer_attention", 4, mla_k=k)
    assert tagged.lower == expected  # Eq. 8: H^(l-k) .. H^(l-2), for layers l > k
    assert tagged.layer_inputs == {1: "H0", 2: "H1", 3: "H2", 4: "H3"}
    assert out == "H4"


def test_dense_connection_eq4():
    """H^l = LAYER(H^(l-1)) + sum_{i<l} H^i with LAYER_l(x) = 10 x + l."""
    aggregator = LayerAggregator(AggregateOptions("dense"), 3, 4, 8)
    seen = []

    def run_layer(index, x, lower):
        seen.append(float(x))
        return 10 * x + index + 1

    out, states = aggregator(torch.tensor(1.0), run_layer)
    # H1 = 11; H2 = 112 + 11 = 123; H3 = 1233 + 11 + 123 = 1367
    assert [float(h) for h in states] == [11.0, 123.0, 1367.0]
    assert seen == [1.0, 11.0, 123.0] and float(out) == 1367.0
    assert sum(p.numel() for p in aggregator.parameters()) == 0


def test_linear_combination_eq5():
    torch.manual_seed(0)
    aggregator = LayerAggregator(AggregateOptions("linear"), 3, 4, 8)
    # initial W_l = I / L: the mean of the layers
    torch.testing.assert_close(aggregator.combination[1], torch.eye(4) / 3)
    layers = [torch.randn(2, 5, 4) for _ in range(3)]
    out, _ = aggregator(torch.zeros(2, 5, 4), lambda i, x, lower: layers[i])
    torch.testing.assert_close(out, sum(layers) / 3)
    # Eq. 5 by hand: W_1 = diag(1, 2, 3, 4), W_2 a cyclic shift, W_3 = 2I on
    # H^1 = [1, 2, 3, 4], H^2 = [10, 20, 30, 40], H^3 = [100, 200, 300, 400]:
    # W_1 H^1 = [1, 4, 9, 16], W_2 H^2 = [20, 30, 40, 10], W_3 H^3 = [200, 400, 600, 800]
    shift = torch.tensor([[0.0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [1, 0, 0, 0]])
    with torch.no_grad():
        aggregator.combination.copy_(torch.stack(
            [torch.diag(torch.tensor([1.0, 2, 3, 4])), shift, 2 * torch.eye(4)]))
    given = [torch.tensor([[[1.0, 2, 3, 4]]]) * 10 ** i for i in range(3)]
    out, _ = aggregator(torch.zeros(1, 1, 4), lambda i, x, lower: given[i])
    assert out.tolist() == [[[221.0, 434.0, 649.0, 826.0]]]
    # OpenNMT's uniform init overwrites everything; onmt_ext re-applies ours afterwards
    with torch.no_grad():
        aggregator.combination.uniform_(-0.1, 0.1)
    aggregator.reset_extension_parameters()
    torch.testing.assert_close(aggregator.combination[0], torch.eye(4) / 3)


# --------------------------------------------------------------------------- diversity
def test_cosine_squared_distance_hand_made():
    e1, e2 = torch.tensor([[1.0, 0.0]]), torch.tensor([[0.0, 1.0]])
    assert float(cosine_squared_distance(e1, e2)) == pytest.approx(1.0)  # orthogonal: D = 1
    assert float(cosine_squared_distance(e1, 3 * e1)) == pytest.approx(0.0)  # parallel: D = 0
    assert float(cosine_squared_distance(e1, -2 * e1)) == pytest.approx(0.0)  # antiparallel
    diagonal = torch.tensor([[1.0, 1.0]])
    assert float(cosine_squared_distance(e1, diagonal)) == pytest.approx(0.5)  # cos^2 45° = 1/2
    # padding positions do not count: (B=1, T=2), the second position is padding
    a = torch.tensor([[[1.0, 0.0], [1.0, 0.0]]])
    b = torch.tensor([[[0.0, 1.0], [5.0, 0.0]]])
    mask = torch.tensor([[True, False]])
    assert float(cosine_squared_distance(a, b, mask)) == pytest.approx(1.0)
    assert float(cosine_squared_distance(a, b)) == pytest.approx(0.5)


def test_layer_diversity_means_adjacent_pairs():
    h1 = torch.tensor([[[1.0, 0.0, 0.0]]])
    h2 = torch.tensor([[[0.0, 2.0, 0.0]]])  # orthogonal to h1: D = 1
    h3 = torch.tensor([[[0.0, -1.0, 0.0]]])  # parallel to h2: D = 0
    assert float(layer_diversity([h1, h2, h3])) == pytest.approx(0.5)  # Eq. 10: (1 + 0) / 2
    assert float(layer_diversity([h1, h2])) == pytest.approx(1.0)
    with pytest.raises(ValueError, match=r"^layer diversity needs at least two layers$"):
        layer_diversity([h1])
