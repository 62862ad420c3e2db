"""Layer aggregation (Dou et al. 2018, "Exploiting Deep Representations for NMT", Sec. 3.1).

Pure torch (no OpenNMT import): the aggregation function AGG (Eq. 7 and its n-input form),
the hierarchical tree layout (Figure 2) and `LayerAggregator`, which wires a stack of L
backbone layers according to one strategy. The encoders and decoders that assemble these
pieces live in `onmt_ext.aggregate.encoder` and `onmt_ext.aggregate.decoder`.

Notation (the paper's): ``H^0`` is the embedding output, ``H^l = LAYER_l(input_l)`` the
output of backbone layer ``l = 1..L``. All states are ``(B, T, d)``; everything here is
position-wise except what `run_layer` does, so step-by-step decoding only needs the
layers' own caches (see `onmt_ext.aggregate.decoder`).

Strategies (`AggregateOptions.strategy`):

- ``none``: the vanilla stack, output ``H^L``.
- ``dense`` (Eq. 3-4): ``H^l = LAYER(H^(l-1)) + sum_{i=1}^{l-1} H^i``, output ``H^L``.
- ``linear`` (Eq. 5): output ``H = sum_{l=1}^{L} W_l H^l`` with learnable d x d matrices.
- ``iterative`` (Eq. 6-7): ``Ĥ^1 = H^1``, ``Ĥ^l = AGG(Ĥ^(l-1), H^l)``, output ``Ĥ^L``;
  the backbone is not changed.
- ``hierarchical`` (Figure 2b): see `hierarchical_layout`; aggregation outputs are fed
  back into the backbone, the top node is the output.
- ``multi_layer_attention`` (Eq. 8): the backbone wiring is vanilla; layer ``l > k`` gets
  the lower states ``H^(l-k) .. H^(l-2)`` (its own input ``H^(l-1)`` it has anyway) and
  combines its k self-attention contexts with AGG (the layer classes do that).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from onmt_ext.aggregate.options import AGG_FUNCTIONS, AGG_RESIDUALS, STRATEGIES, AggregateOptions
from onmt_ext.core.model.hooks import ExtensionModule

__all__ = [
    "AGG_FUNCTIONS",
    "AGG_RESIDUALS",
    "STRATEGIES",
    "Aggregation",
    "AggregationNode",
    "HierarchicalLayout",
    "LayerAggregator",
    "hierarchical_layout",
]


# --------------------------------------------------------------------------- AGG
class Aggregation(nn.Module):
    """AGG(x_1, ..., x_n) = LN(FF([x_1; ...; x_n]) + R)   (Eq. 7; the 3-input form of Sec.
    3.1.1 "Hierarchical Aggregation"; the k-input combination of Eq. 8).

    Inputs are ordered from the shallowest to the deepest; the last one is the "top" input.

    - FF (``function``): ``ff_sigmoid`` (the paper's default) or ``ff_relu``:
      ``W_2 act(W_1 [x_1; ...; x_n] + b_1) + b_2`` with hidden size ``ff_size``;
      ``self_attention`` (Table 4): at every position, multi-head self-attention over the
      n input vectors (a sequence of length n), outputs averaged over the n slots.
    - R (``residual``, Table 4): ``all`` = ``sum_i x_i`` (Eq. 7), ``top`` = ``x_n``,
      ``none`` = 0.

    Args:
        num_inputs: n.
        d_model: d.
        function: one of AGG_FUNCTIONS.
        residual: one of AGG_RESIDUALS.
        ff_size: hidden size of the FF variants.
        norm_eps: LayerNorm epsilon.
        attention: for ``self_attention``, a module called as
            ``attention(key, value, query) -> (out, _)`` on ``(N, n, d)`` tensors (OpenNMT's
            MultiHeadedAttention signature), built by the caller.

    Shapes: each ``x_i`` is ``(*, d)``; the output is ``(*, d)``.
    """

    def __init__(
        self,
        num_inputs: int,
        d_model: int,
        function: str = "ff_sigmoid",
        residual: str = "all",
        ff_size: int = 2048,
        norm_eps: float = 1e-6,
        attention: nn.Module | None = None,
    ):
        super().__init__()
        if function not in AGG_FUNCTIONS:
            raise ValueError(f"unknown AGG function {function!r}; choose from {AGG_FUNCTIONS}")
        if residual not in AGG_RESIDUALS:
            raise ValueError(f"unknown AGG residual {residual!r}; choose from {AGG_RESIDUALS}")
        self.num_inputs = num_inputs
        self.function = function
        self.residual = residual
        if function == "self_attention":
            if attention is None:
                raise ValueError("AGG function self_attention needs an attention module")
            self.attention = attention
        else:
            # Not named w_1/w_2: OpenNMT's `load_checkpoint` sets add_ffnbias=True for the
            # whole model as soon as any checkpoint key contains "w_1.bias".
            self.ff_in = nn.Linear(num_inputs * d_model, ff_size)  # W_1, b_1
            self.ff_out = nn.Linear(ff_size, d_model)  # W_2, b_2
        self.layer_norm = nn.LayerNorm(d_model, eps=norm_eps)

    def transform(self, inputs: Sequence[Tensor]) -> Tensor:
        """FF([x_1; ...; x_n]) of Eq. 7: ``n x (*, d) -> (*, d)``."""
        if self.function == "self_attention":
            stacked = torch.stack(list(inputs), dim=-2)  # (*, n, d): the layers as a sequence
            flat = stacked.reshape(-1, self.num_inputs, stacked.size(-1))
            attended, _ = self.attention(flat, flat, flat)
            return attended.mean(dim=1).reshape(stacked.shape[:-2] + stacked.shape[-1:])
        hidden = self.ff_in(torch.cat(list(inputs), dim=-1))
        hidden = torch.sigmoid(hidden) if self.function == "ff_sigmoid" else F.relu(hidden)
        return self.ff_out(hidden)

    def forward(self, inputs: Sequence[Tensor]) -> Tensor:
        if len(inputs) != self.num_inputs:
            raise ValueError(f"AGG built for {self.num_inputs} inputs, got {len(inputs)}")
        out = self.transform(inputs)
        if self.residual == "all":  # Eq. 7: "both x and y have residual connections"
            out = out + sum(inputs)
        elif self.residual == "top":
            out = out + inputs[-1]
        return self.layer_norm(out)

    def update_dropout(self, attention_dropout: float) -> None:
        update = getattr(getattr(self, "attention", None), "update_dropout", None)
        if update is not None:
            update(attention_dropout)


# --------------------------------------------------------------------------- tree layout
@dataclass(frozen=True)
class AggregationNode:
    """One hierarchical aggregation node: ``name = AGG(*inputs)`` computed after layer
    ``after_layer``; names are ``H<l>`` (layer outputs) and ``A<i>`` (nodes)."""

    name: str
    inputs: tuple[str, ...]
    after_layer: int


@dataclass(frozen=True)
class HierarchicalLayout:
    """The hierarchical aggregation graph for L layers.

    ``nodes``: in computation order. ``layer_inputs[l]``: the state fed to layer ``l``
    (``H0`` = embeddings). ``output``: the top node.
    """

    num_layers: int
    nodes: tuple[AggregationNode, ...]
    layer_inputs: dict[int, str]
    output: str


def hierarchical_layout(num_layers: int) -> HierarchicalLayout:
    """Hierarchical aggregation with filter size 2 (Sec. 3.1.1, Figure 2b).

    Layers are taken two at a time (the CNN-like tree of filter size 2). Same-depth nodes
    are merged, so there is one node per depth: node ``A_i`` aggregates the block of
    layers ``2i-1, 2i`` together with the previous node (the paper's
    ``Ĥ^i = AGG(H^(2i-1), H^(2i), Ĥ^(i-1))``, the 2-input form for ``i = 1``). Each node
    is fed back into the backbone: it is the input of the next layer. The top node is the
    output. An odd L leaves a last block of one layer: ``A = AGG(A_prev, H^L)``.

    With 6 layers: ``A1 = AGG(H1, H2)``, ``H3 = L3(A1)``, ``H4 = L4(H3)``,
    ``A2 = AGG(A1, H3, H4)``, ``H5 = L5(A2)``, ``H6 = L6(H5)``, ``A3 = AGG(A2, H5, H6)``.
    """
    if num_layers < 2:
        raise ValueError(f"hierarchical aggregation needs at least 2 layers, got {num_layers}")
    nodes = []
    layer_inputs = {1: "H0"}
    previous = None
    for i, first in enumerate(range(1, num_layers + 1, 2), start=1):
        block = [first] if first == num_layers else [first, first + 1]
        name = f"A{i}"
        inputs = ([previous] if previous else []) + [f"H{layer}" for layer in block]
        nodes.append(AggregationNode(name, tuple(inputs), block[-1]))
        for layer in block[1:]:
            layer_inputs[layer] = f"H{layer - 1}"
        if block[-1] < num_layers:
            layer_inputs[block[-1] + 1] = name  # fed back into the backbone
        previous = name
    return HierarchicalLayout(num_layers, tuple(nodes), layer_inputs, previous)


# --------------------------------------------------------------------------- strategies
RunLayer = Callable[[int, Tensor, list[Tensor]], Tensor]


class LayerAggregator(nn.Module, ExtensionModule):
    """Wires L backbone layers according to one strategy and holds its parameters.

    The caller owns the layers and passes ``run_layer(index, layer_input, lower_states)``
    (``index`` 0-based; ``lower_states`` are the extra lower-layer outputs of Eq. 8,
    shallowest first, empty except for multi-layer attention).

    Args:
        settings: the side's AggregateOptions.
        num_layers: L.
        d_model: d.
        d_ff: the model's FFN inner size (AGG's hidden size when ``settings.ff_size`` is 0).
        norm_eps: LayerNorm epsilon of the AGG nodes.
        attention_factory: builds one attention module for a ``self_attention`` AGG.
    """

    def __init__(
        self,
        settings: AggregateOptions,
        num_layers: int,
        d_model: int,
        d_ff: int,
        norm_eps: float = 1e-6,
        attention_factory: Callable[[], nn.Module] | None = None,
    ):
        super().__init__()
        self.settings = settings
        self.num_layers = num_layers
        self.d_model = d_model
        self._agg_kwargs = dict(
            d_model=d_model,
            function=settings.function,
            residual=settings.residual,
            ff_size=settings.ff_size or d_ff,
            norm_eps=norm_eps,
        )
        self._attention_factory = attention_factory
        strategy = settings.strategy
        self.layout = hierarchical_layout(num_layers) if strategy == "hierarchical" else None
        if strategy == "linear":
            # Eq. 5: one d x d matrix per layer (named so that OpenNMT's Xavier init, which
            # only touches parameters called "weight", leaves our initial value alone).
            self.combination = nn.Parameter(torch.empty(num_layers, d_model, d_model))
        if strategy == "iterative":  # Eq. 6: one 2-input AGG per layer l = 2..L
            self.nodes = nn.ModuleList([self.make_aggregation(2) for _ in range(num_layers - 1)])
        elif strategy == "hierarchical":
            self.nodes = nn.ModuleList(
                [self.make_aggregation(len(n.inputs)) for n in self.layout.nodes]
            )
        self.reset_extension_parameters()

    def make_aggregation(self, num_inputs: int) -> Aggregation:
        """A fresh AGG with this side's settings (also used by the multi-layer attention
        layers for Eq. 8)."""
        attention = None
        if self.settings.function == "self_attention":
            if self._attention_factory is None:
                raise ValueError("AGG function self_attention needs an attention_factory")
            attention = self._attention_factory()
        return Aggregation(num_inputs, attention=attention, **self._agg_kwargs)

    def reset_extension_parameters(self) -> None:
        """Eq. 5 matrices start as the mean of the layers, ``W_l = I / L`` (called again by
        onmt_ext after OpenNMT's parameter init)."""
        if self.settings.strategy == "linear":
            eye = torch.eye(self.d_model, device=self.combination.device)
            with torch.no_grad():
                self.combination.copy_(eye.expand_as(self.combination) / self.num_layers)

    # -- queries used to build the layers
    def lower_layers(self, index: int) -> list[int]:
        """0-based indices of the extra lower layers (``H^(l-k) .. H^(l-2)``, shallowest
        first) that layer ``index`` attends to by Eq. 8; only layers ``l > k`` have them."""
        k = self.settings.mla_k
        if self.settings.strategy != "multi_layer_attention" or index < k:
            return []
        return list(range(index - k, index - 1))

    def attention_inputs(self, index: int) -> int:
        """Number of self-attention contexts layer ``index`` combines (1 = vanilla)."""
        return len(self.lower_layers(index)) + 1

    @property
    def output_is_normalized(self) -> bool:
        """True when the output is an AGG node (ends in LayerNorm): no final LayerNorm."""
        return self.settings.strategy in ("iterative", "hierarchical")

    # -- forward
    def forward(self, embedded: Tensor, run_layer: RunLayer) -> tuple[Tensor, list[Tensor]]:
        """Run the stack.

        Args:
            embedded: ``H^0`` ``(B, T, d)``.
            run_layer: see the class docstring.

        Returns:
            the aggregated output ``(B, T, d)`` and the layer outputs ``[H^1 .. H^L]``.
        """
        strategy = self.settings.strategy
        if strategy == "dense":
            return self._dense(embedded, run_layer)
        if strategy == "hierarchical":
            return self._hierarchical(embedded, run_layer)
        states: list[Tensor] = []
        x = embedded
        for index in range(self.num_layers):
            lower = [states[i] for i in self.lower_layers(index)]
            x = run_layer(index, x, lower)
            states.append(x)
        if strategy == "linear":  # Eq. 5
            out = sum(F.linear(h, w) for h, w in zip(states, self.combination, strict=True))
            return out, states
        if strategy == "iterative":  # Eq. 6: Ĥ^l = AGG(Ĥ^(l-1), H^l), Ĥ^1 = H^1
            out = states[0]
            for node, h in zip(self.nodes, states[1:], strict=True):
                out = node([out, h])
            return out, states
        return x, states  # none, multi_layer_attention: H^L

    def _dense(self, embedded: Tensor, run_layer: RunLayer) -> tuple[Tensor, list[Tensor]]:
        """Eq. 4: ``H^l = LAYER(H^(l-1)) + sum_{i=1}^{l-1} H^i``."""
        states: list[Tensor] = []
        x = embedded
        previous_sum = None
        for index in range(self.num_layers):
            x = run_layer(index, x, [])
            if previous_sum is not None:
                x = x + previous_sum
            previous_sum = x if previous_sum is None else previous_sum + x
            states.append(x)
        return x, states

    def _hierarchical(self, embedded: Tensor, run_layer: RunLayer) -> tuple[Tensor, list[Tensor]]:
        """Figure 2b with `self.layout`."""
        values = {"H0": embedded}
        nodes = {node.after_layer: (node, agg) for node, agg in zip(self.layout.nodes, self.nodes)}
        states: list[Tensor] = []
        for layer in range(1, self.num_layers + 1):
            h = run_layer(layer - 1, values[self.layout.layer_inputs[layer]], [])
            values[f"H{layer}"] = h
            states.append(h)
            if layer in nodes:
                node, agg = nodes[layer]
                values[node.name] = agg([values[name] for name in node.inputs])
        return values[self.layout.output], states
