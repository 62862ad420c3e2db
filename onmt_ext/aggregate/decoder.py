"""The deep-representation decoder (Dou et al. 2018): `decoder_type: aggregate`.

OpenNMT's TransformerDecoder whose L layers are wired by one strategy of
`onmt_ext.aggregate.layer_aggregation` (dense Eq. 3-4, linear Eq. 5, iterative Eq. 6-7,
hierarchical Figure 2, multi-layer attention Eq. 8 in the self-attention only, or none),
with the optional layer-diversity term (Eq. 9-10). Layers are OpenNMT's
TransformerDecoderLayer; layers with multi-layer attention are
`MultiLayerAttentionDecoderLayer`, a subclass. It reads any encoder's output (e.g.
`encoder_type: transformer`).

Step-by-step decoding (beam search). OpenNMT calls ``forward(tgt, enc_out, step=t)`` with
one new position per step after `init_state` / `map_state`. Every strategy only combines
states *at the same position* (dense sums, W_l H^l, AGG nodes, the hierarchical feedback);
the only operations that look at other positions are the layers' attentions, whose keys and
values for earlier positions live in OpenNMT's layer caches (self-attention, context
attention) and, for Eq. 8, in the caches of the lower-layer attentions (see
`onmt_ext.aggregate.multi_layer_attention`). `_init_cache` / `map_state` extend OpenNMT's to
those caches, so step-by-step decoding equals the teacher-forced forward on the same prefix
(tests/aggregate/test_aggregate_decoding.py).
"""

from __future__ import annotations

from torch import Tensor, nn

from onmt_ext import compat
from onmt_ext.aggregate.encoder import AggregatingSide, build_stack, layer_aggregator
from onmt_ext.aggregate.layer_diversity import layer_diversity
from onmt_ext.aggregate.multi_layer_attention import MultiLayerAttentionDecoderLayer
from onmt_ext.aggregate.options import AggregateOptions
from onmt_ext.core.model.hooks import ExtensionModule
from onmt_ext.core.model.start_up import attention_outputs, decoder_start


class AggregateDecoder(AggregatingSide, compat.TransformerDecoder, ExtensionModule):
    """`decoder_type: aggregate`.

    Constructor arguments are those of OpenNMT's TransformerDecoder (positional or keyword,
    see `compat.transformer_arguments`) plus the keyword-only `aggregate`
    (AggregateOptions; see onmt_ext.aggregate.options for the YAML keys).
    """

    diversity_name = "diversity_dec"

    def __init__(self, *args, aggregate: AggregateOptions | None = None, **kwargs):
        a = compat.transformer_arguments(compat.TransformerDecoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        self.settings = aggregate or AggregateOptions()
        self.aggregator = layer_aggregator(self.settings, a)
        lower_attention_kwargs = dict(
            norm_eps=a.norm_eps,
            max_relative_positions=a.max_relative_positions,
            relative_positions_buckets=a.relative_positions_buckets,
            self_attn_type=a.self_attn_type,
            add_qkvbias=a.add_qkvbias,
            num_kv=a.num_kv,
            use_ckpting=a.use_ckpting,
            parallel_gpu=a.parallel_gpu,
        )
        self.transformer_layers = build_stack(
            self.aggregator,
            a.num_layers,
            lambda _index: compat.TransformerDecoderLayer(*a.layer_args(), **a.layer_kwargs()),
            lambda _index, aggregation: MultiLayerAttentionDecoderLayer(  # Eq. 8, self-attn only
                *a.layer_args(),
                aggregation=aggregation,
                lower_attention_kwargs=lower_attention_kwargs,
                **a.layer_kwargs(),
            ),
        )
        if self.aggregator.output_is_normalized:
            self.layer_norm = nn.Identity()  # the top AGG node ends in LN already
        self._diversity: Tensor | None = None

    @classmethod
    def from_opt(cls, opt, embeddings):
        """Build from OpenNMT options (OpenNMT's own mapping plus the aggregate keys)."""
        settings = AggregateOptions.from_opt(opt, "dec")
        return compat.build_from_onmt_opt(
            compat.TransformerDecoder, cls, opt, embeddings, aggregate=settings
        )

    # -- caches
    def _lower_attentions(self):
        for layer in self.transformer_layers:
            yield from getattr(layer, "lower_attentions", [])

    def _init_cache(self, enc_out):
        """OpenNMT's caches (self and context attention of every layer) plus Eq. 8's."""
        super()._init_cache(enc_out)
        for attention in self._lower_attentions():
            attention.init_cache(enc_out.device)

    def _disable_cache(self) -> None:
        """Teacher forcing: every attention computes keys/values from its inputs (what
        OpenNMT's TransformerDecoder.forward does when `step` is None)."""
        compat.deactivate_decoder_caches(self.transformer_layers)
        for attention in self._lower_attentions():
            attention.disable_cache()

    def map_state(self, fn):
        """Beam tiling / reordering of OpenNMT's state and caches, and of Eq. 8's caches."""
        super().map_state(fn)
        for attention in self._lower_attentions():
            attention.map_cache(fn)

    # -- forward
    def forward(self, tgt, enc_out=None, step=None, **kwargs):
        """Decode, teacher-forced (``step`` None) or one step at a time.

        Args:
            tgt: ``(B, T, feats)`` target token ids (T = 1 when stepping).
            enc_out: ``(B, S, d)`` encoder output.
            step: None in training; 0, 1, ... in step-by-step decoding.
            src_len: ``(B,)`` source lengths (keyword).

        Returns:
            ``(dec_out (B, T, d), attns)`` with ``attns["std"]`` the last layer's
            encoder-decoder attention ``(B, T, S)`` (and "copy", "align" as in OpenNMT).
        """
        src_pad_mask, tgt_pad_mask = decoder_start(
            self, tgt, enc_out, step, kwargs["src_len"], "aggregate"
        )  # (B, 1, S), (B, 1, T)
        emb = self.embeddings(tgt, step=step)
        with_align = kwargs.pop("with_align", False)
        return_attn = with_align or compat.copy_attention(self) or kwargs.pop("return_attn", False)

        attns_std: list[Tensor] = []
        aligns: list[Tensor] = []

        def run_layer(index: int, layer_in: Tensor, lower: list[Tensor]) -> Tensor:
            extra = {"lower": lower} if lower else {}
            out, attn, align = self.transformer_layers[index](
                layer_in,
                enc_out,
                src_pad_mask,
                tgt_pad_mask,
                step=step,
                with_align=with_align,
                return_attn=return_attn,
                **extra,
            )
            attns_std.append(attn)
            if align is not None:
                aligns.append(align)
            return out

        out, states = self.aggregator(emb, run_layer)
        self._diversity = None
        if self.training and step is None and self.settings.diversity > 0:  # Eq. 10
            self._diversity = layer_diversity(states, ~tgt_pad_mask.squeeze(1))
        dec_out = self.layer_norm(out)

        align = aligns[self.alignment_layer] if with_align else None
        return dec_out, attention_outputs(attns_std[-1], compat.copy_attention(self), align)
