"""The deep-representation encoder (Dou et al. 2018): `encoder_type: aggregate`.

OpenNMT's TransformerEncoder whose L layers are wired by one strategy of
`onmt_ext.aggregate.layer_aggregation` (dense Eq. 3-4, linear Eq. 5, iterative Eq. 6-7,
hierarchical Figure 2, multi-layer attention Eq. 8, or none) and whose layer outputs can
be pushed apart by the layer-diversity term (Eq. 9-10). The layers are OpenNMT's
TransformerEncoderLayer (pre-norm); layers that use multi-layer attention are
`MultiLayerAttentionEncoderLayer`, a subclass.

Output: ``LN(aggregated)`` with OpenNMT's final LayerNorm, except for iterative and
hierarchical aggregation whose output is an AGG node (already ``LN(...)``, as in the
Neutron toolkit's re-implementation of hierarchical aggregation) and which therefore have
no final LayerNorm.
`enc_layer_type` (onmt_ext.core.model.stack_layers) replaces OpenNMT's layer by another family's,
e.g. MUTE's multi-unit layer, under every strategy.
Any OpenNMT decoder (e.g. `decoder_type: transformer`) reads this encoder's output.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from torch import Tensor, nn

from onmt_ext import compat
from onmt_ext.aggregate.layer_aggregation import Aggregation, LayerAggregator
from onmt_ext.aggregate.layer_diversity import layer_diversity
from onmt_ext.aggregate.multi_layer_attention import (
    MultiLayerAttentionEncoderLayer,
    MultiLayerContext,
)
from onmt_ext.aggregate.options import AggregateOptions
from onmt_ext.core.model.auxiliary_loss import AuxiliaryLoss
from onmt_ext.core.model.hooks import ExtensionModule
from onmt_ext.core.model.stack_layers import LayerBuilder
from onmt_ext.core.model.start_up import encoder_start


def layer_aggregator(
    settings: AggregateOptions, a: compat.TransformerArguments
) -> LayerAggregator:
    """The `LayerAggregator` of an aggregate encoder or decoder built from OpenNMT's
    arguments `a`. AGG function `self_attention` (Table 4) attends over the layers, without
    positions."""
    agg_attention = functools.partial(
        compat.MultiHeadedAttention,
        a.heads,
        a.d_model,
        dropout=a.attention_dropout,
        is_decoder=False,
        attn_type="self",
        add_qkvbias=a.add_qkvbias,
    )
    return LayerAggregator(
        settings, a.num_layers, a.d_model, a.d_ff, a.norm_eps, attention_factory=agg_attention
    )


def build_stack(
    aggregator: LayerAggregator,
    num_layers: int,
    plain: Callable[[int], nn.Module],
    with_lower: Callable[[int, Aggregation], nn.Module],
) -> nn.ModuleList:
    """The L layers of an aggregate stack: layer ``index`` is ``with_lower(index, AGG)`` when
    it attends to lower layers (Eq. 8, multi-layer attention), else ``plain(index)``."""
    layers = []
    for index in range(num_layers):
        inputs = aggregator.attention_inputs(index)
        if inputs > 1:
            layers.append(with_lower(index, aggregator.make_aggregation(inputs)))
        else:
            layers.append(plain(index))
    return nn.ModuleList(layers)


class AggregatingSide:
    """What the aggregating encoder and decoder share: Eq. 9's diversity term, computed by
    their forward into ``_diversity`` (a scalar tensor, training only), and the dropout of
    the AGG nodes. Listed before OpenNMT's class, so ``update_dropout`` extends its."""

    #: the name the term is logged under
    diversity_name = ""

    def auxiliary_losses(self) -> list[AuxiliaryLoss]:
        """Eq. 9: ``-lambda * L_diversity`` (logged as L_diversity, `diversity_name`)."""
        if not self.training or self._diversity is None:
            return []
        return [AuxiliaryLoss(self.diversity_name, self._diversity, -self.settings.diversity)]

    def update_dropout(self, dropout, attention_dropout):
        super().update_dropout(dropout, attention_dropout)
        for node in getattr(self.aggregator, "nodes", []):
            node.update_dropout(attention_dropout)


class AggregateEncoder(AggregatingSide, compat.TransformerEncoder, ExtensionModule):
    """`encoder_type: aggregate`.

    Constructor arguments are those of OpenNMT's TransformerEncoder (positional or keyword,
    see `compat.transformer_arguments`) plus, keyword-only, `aggregate` (AggregateOptions;
    see onmt_ext.aggregate.options for the YAML keys) and `layer_builder` (the layer type,
    `enc_layer_type`, onmt_ext.core.model.stack_layers; default OpenNMT's layer).

    With another layer type (e.g. MUTE's multi-unit layer), every strategy wires those
    layers as it wires OpenNMT's; for multi-layer attention each layer l > k gets a
    `MultiLayerContext` (Eq. 8) as its context transform.
    """

    takes_layer_type = True
    diversity_name = "diversity_enc"

    def __init__(
        self,
        *args,
        aggregate: AggregateOptions | None = None,
        layer_builder: LayerBuilder | None = None,
        **kwargs,
    ):
        a = compat.transformer_arguments(compat.TransformerEncoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        self.settings = aggregate or AggregateOptions()
        builder = layer_builder or LayerBuilder()
        lower_kwargs = dict(
            norm_eps=a.norm_eps,
            max_relative_positions=a.max_relative_positions,
            relative_positions_buckets=a.relative_positions_buckets,
            add_qkvbias=a.add_qkvbias,
            num_kv=a.num_kv,
            use_ckpting=a.use_ckpting,
            parallel_gpu=a.parallel_gpu,
            rotary_interleave=a.rotary_interleave,
            rotary_theta=a.rotary_theta,
            rotary_dim=a.rotary_dim,
        )

        def plain(index: int) -> nn.Module:
            return builder(a.layer_args(), a.layer_kwargs(), index)

        def with_lower(index: int, aggregation: Aggregation) -> nn.Module:  # Eq. 8
            if builder.is_transformer:
                return MultiLayerAttentionEncoderLayer(
                    *a.layer_args(),
                    aggregation=aggregation,
                    lower_attention_kwargs=lower_kwargs,
                    **a.layer_kwargs(),
                )
            transform = MultiLayerContext(
                a.heads, a.d_model, a.attention_dropout, aggregation, **lower_kwargs
            )
            return builder(a.layer_args(), a.layer_kwargs(), index, context_transform=transform)

        self.aggregator = layer_aggregator(self.settings, a)
        self.transformer = build_stack(self.aggregator, a.num_layers, plain, with_lower)
        if self.aggregator.output_is_normalized:
            self.layer_norm = nn.Identity()  # the top AGG node ends in LN already
        self._diversity: Tensor | None = None

    @classmethod
    def from_opt(cls, opt, embeddings):
        """Build from OpenNMT options (OpenNMT's own mapping plus the aggregate keys)."""
        settings = AggregateOptions.from_opt(opt, "enc")
        return compat.build_from_onmt_opt(
            compat.TransformerEncoder,
            cls,
            opt,
            embeddings,
            aggregate=settings,
            layer_builder=LayerBuilder.from_opt(opt),
        )

    def forward(self, src, src_len=None):
        """``src (B, S, feats)``, ``src_len (B,)`` -> ``(enc_out (B, S, d), None, src_len)``."""
        out = self.embeddings(src)
        src_len, mask = encoder_start(src, src_len)  # mask (B, 1, S, S), True at padding

        def run_layer(index: int, layer_in: Tensor, lower: list[Tensor]) -> Tensor:
            layer = self.transformer[index]
            return layer(layer_in, mask, lower=lower) if lower else layer(layer_in, mask)

        out, states = self.aggregator(out, run_layer)
        self._diversity = None
        if self.training and self.settings.diversity > 0:  # Eq. 10 on H^1..H^L
            real = ~compat.sequence_mask(src_len, src.size(1))  # (B, S), True at tokens
            self._diversity = layer_diversity(states, real)
        return self.layer_norm(out), None, src_len
