"""Multi-layer attention (Dou et al. 2018, Sec. 3.1.2, Eq. 8) on OpenNMT's layers.

For layer l with query Q^l from H^(l-1), each of the k lower layers gets its own attention:

    C^l_{-i} = ATT(Q^l, K^(l-i), V^(l-i))       i = 1..k                          (Eq. 8)
    C^l      = AGG(C^l_{-k}, ..., C^l_{-1})

and C^l replaces the self-attention output of Eq. 1 (encoder) / Eq. 2 (decoder); the
encoder-decoder attention of the decoder is unchanged (paper: "multi-layer attention only
modifies the self-attention blocks"). ATT for i = 1 is the layer's own OpenNMT
self-attention (with its own cache); each i >= 2 is a `LowerLayerAttention`.

OpenNMT layers are pre-norm: Q^l and K^(l-1), V^(l-1) come from LN_1(H^(l-1)) as in
OpenNMT; each lower-layer attention has its own LayerNorm for its keys/values H^(l-i).

Step-by-step decoding (`LowerLayerAttention` in the decoder): OpenNMT's self-attention
cache projects keys and values from the *query* input, which is wrong when they come from
another layer. The lower-layer attentions are therefore OpenNMT MultiHeadedAttention
modules of `attn_type="context"`: in cache mode such a module uses the keys/values stored
in its `layer_cache` (or projects and stores its `key`/`value` arguments when the cache is
empty, at step 0). Before each later step we append the projected keys/values of the new
position of H^(l-i) to that cache, so the cache always holds K^(l-i), V^(l-i) for the whole
prefix. Relative positions (Shaw et al.; buckets) are computed from the cache length in
cache mode, exactly as for OpenNMT's self-attention. Rotary and ALiBi positions are not
supported there (onmt_ext.aggregate.options rejects them).

Inside another family's layer (`enc_layer_type`, e.g. MUTE's multi-unit layer), Eq. 8 is a
`MultiLayerContext`: the layer hands each of its self-attention contexts to it. For MUTE
the k - 1 lower-layer attentions and AGG are shared by the I units of a layer, and queried
with the clean LN_1(H^(l-1)) (the units' bias modules change only their own attention's
input). Eq. 8 gives a layer access to the layers below it; sharing that access keeps the
extra parameters those of multi-layer attention alone, (k - 1) attentions + AGG per layer,
whatever I, while each unit still combines it with its own (biased) context C^l_{-1}.
"""

from __future__ import annotations

from collections.abc import Sequence

from torch import Tensor, nn

from onmt_ext import compat
from onmt_ext.aggregate.layer_aggregation import Aggregation

__all__ = [
    "LowerLayerAttention",
    "MultiLayerContext",
    "MultiLayerAttentionDecoderLayer",
    "MultiLayerAttentionEncoderLayer",
]


class LowerLayerAttention(nn.Module):
    """``C^l_{-i} = ATT(Q^l, K^(l-i), V^(l-i))`` for one ``i >= 2`` (Eq. 8).

    Args:
        heads, d_model, attention_dropout: as OpenNMT's MultiHeadedAttention.
        decoder: causal use in the decoder (cache-aware, see the module docstring).
        norm_eps: epsilon of the LayerNorm applied to H^(l-i).
        **attention_kwargs: further MultiHeadedAttention arguments (relative positions,
            qkv bias, num_kv, ...).
    """

    def __init__(
        self,
        heads: int,
        d_model: int,
        attention_dropout: float,
        decoder: bool,
        norm_eps: float = 1e-6,
        **attention_kwargs,
    ):
        super().__init__()
        self.layer_norm = nn.LayerNorm(d_model, eps=norm_eps)
        self.attention = compat.MultiHeadedAttention(
            heads,
            d_model,
            dropout=attention_dropout,
            is_decoder=decoder,
            attn_type="context" if decoder else "self",
            **attention_kwargs,
        )

    def forward(
        self, query: Tensor, states: Tensor, mask: Tensor | None = None, step: int | None = None
    ) -> Tensor:
        """``C^l_{-i}``.

        Args:
            query: LN_1(H^(l-1)) ``(B, T, d)`` (T = 1 when decoding step by step).
            states: H^(l-i) ``(B, T, d)``, the same positions as ``query``.
            mask: ``(B, 1, T, T)``, True where attention is not allowed (padding and, in the
                decoder, future positions); None for a single decoding step.
            step: decoding step (None in training).

        Returns:
            ``(B, T, d)``.
        """
        memory = self.layer_norm(states)
        # Decoding: append this step's keys/values of H^(l-i) to the cache; the module then
        # attends over the whole prefix.
        compat.append_to_cache(self.attention, memory, memory)
        out, _ = self.attention(memory, memory, query, mask=mask, step=step)
        return out

    # -- cache management, called by the decoder next to OpenNMT's own
    def init_cache(self, device) -> None:
        compat.activate_cache(self.attention, device)

    def disable_cache(self) -> None:
        compat.deactivate_cache(self.attention)

    def map_cache(self, fn) -> None:
        """Apply OpenNMT's beam ``fn(state, dim)`` (tile / reorder) to the cache."""
        compat.map_cache(self.attention, fn)

    def update_dropout(self, attention_dropout: float) -> None:
        self.attention.update_dropout(attention_dropout)


def _check_lower(attentions: nn.ModuleList, lower: Sequence[Tensor]) -> None:
    if len(lower) != len(attentions):
        raise ValueError(f"layer attends {len(attentions)} lower layers, got {len(lower)} states")


def lower_attentions(
    aggregation: Aggregation,
    heads: int,
    d_model: int,
    attention_dropout: float,
    decoder: bool,
    **attention_kwargs,
) -> nn.ModuleList:
    """One `LowerLayerAttention` per lower layer of Eq. 8: k - 1 of them for a k-input AGG."""
    return nn.ModuleList(
        [
            LowerLayerAttention(heads, d_model, attention_dropout, decoder, **attention_kwargs)
            for _ in range(aggregation.num_inputs - 1)
        ]
    )


def lower_layer_contexts(
    attentions: nn.ModuleList,
    query: Tensor,
    lower: Sequence[Tensor],
    mask: Tensor | None,
    step: int | None = None,
) -> list[Tensor]:
    """``[C^l_{-k}, ..., C^l_{-2}]`` of Eq. 8: one attention per lower state ``H^(l-i)``,
    queried with ``query`` (``(B, T, d)`` each)."""
    _check_lower(attentions, lower)
    return [att(query, h, mask, step) for att, h in zip(attentions, lower, strict=True)]


class MultiLayerContext(nn.Module):
    """Eq. 8 as the context transform of another family's layer (see the module docstring
    and the contract in onmt_ext.core.model.stack_layers), in the encoder. The Eq. 8 layers on
    OpenNMT's own layer keep their modules on the layer itself (`_LowerAttentionsMixin`),
    as their checkpoints name them; both compute the contexts with `lower_layer_contexts`.

    Args:
        heads, d_model, attention_dropout: as OpenNMT's MultiHeadedAttention.
        aggregation: AGG over the k contexts (built by LayerAggregator).
        **lower_attention_kwargs: arguments of the lower attentions (`LowerLayerAttention`).
    """

    def __init__(
        self,
        heads: int,
        d_model: int,
        attention_dropout: float,
        aggregation: Aggregation,
        **lower_attention_kwargs,
    ):
        super().__init__()
        self.lower_attentions = lower_attentions(
            aggregation, heads, d_model, attention_dropout, False, **lower_attention_kwargs
        )
        self.aggregate = aggregation

    def prepare(self, query: Tensor, mask: Tensor, lower: Sequence[Tensor]) -> list[Tensor]:
        """``[C^l_{-k} .. C^l_{-2}]`` ``(B, T, d)`` each, from ``query`` = LN_1(H^(l-1))
        ``(B, T, d)``, ``mask`` ``(B, 1, T, T)`` and ``lower`` = ``[H^(l-k) .. H^(l-2)]``."""
        return lower_layer_contexts(self.lower_attentions, query, lower, mask)

    def transform(self, context: Tensor, prepared: list[Tensor]) -> Tensor:
        """``C^l = AGG(C_{-k}, ..., C_{-2}, context)``: ``context`` ``(*, B, T, d)`` (e.g. the
        ``(I, B, T, d)`` own contexts of MUTE's units) -> the same shape."""
        lower = [c.expand_as(context) for c in prepared]
        return self.aggregate([*lower, context])

    def update_dropout(self, dropout: float, attention_dropout: float) -> None:
        for attention in self.lower_attentions:
            attention.update_dropout(attention_dropout)
        self.aggregate.update_dropout(attention_dropout)


class _LowerAttentionsMixin:
    """Eq. 8's additions to an OpenNMT layer class (put it first among the bases): the
    attentions to the lower layers and AGG, built after OpenNMT's own layer.

    Args:
        d_model, heads, d_ff, dropout, attention_dropout, **layer_kwargs: as OpenNMT's layer
            (`parallel_residual` is not supported).
        aggregation: AGG over the k contexts (built by the caller: LayerAggregator).
        lower_attention_kwargs: MultiHeadedAttention arguments of the lower attentions.
    """

    _decoder: bool  # causal, cache-aware lower attentions (see LowerLayerAttention)

    def __init__(
        self,
        d_model,
        heads,
        d_ff,
        dropout,
        attention_dropout,
        aggregation: Aggregation,
        lower_attention_kwargs: dict | None = None,
        **layer_kwargs,
    ):
        super().__init__(d_model, heads, d_ff, dropout, attention_dropout, **layer_kwargs)
        if self.parallel_residual:
            raise ValueError("multi-layer attention does not support parallel_residual")
        self.lower_attentions = lower_attentions(
            aggregation, heads, d_model, attention_dropout, self._decoder,
            **(lower_attention_kwargs or {}),
        )
        self.aggregate = aggregation

    def update_dropout(self, dropout, attention_dropout):
        super().update_dropout(dropout, attention_dropout)
        for attention in self.lower_attentions:
            attention.update_dropout(attention_dropout)
        self.aggregate.update_dropout(attention_dropout)


class MultiLayerAttentionEncoderLayer(_LowerAttentionsMixin, compat.TransformerEncoderLayer):
    """OpenNMT's TransformerEncoderLayer whose self-attention output is Eq. 8's C^l.

    Arguments: those of OpenNMT's TransformerEncoderLayer plus `aggregation` and
    `lower_attention_kwargs` (see `_LowerAttentionsMixin`).
    """

    _decoder = False

    def forward(self, layer_in: Tensor, mask: Tensor, lower: Sequence[Tensor] = ()) -> Tensor:
        """``(B, T, d) -> (B, T, d)``; ``lower`` = ``[H^(l-k) .. H^(l-2)]``, mask
        ``(B, 1, T, T)`` True at padding."""
        normed = self.layer_norm(layer_in)
        own, _ = self.self_attn(normed, normed, normed, mask=mask)  # C^l_{-1}
        contexts = lower_layer_contexts(self.lower_attentions, normed, lower, mask)
        context = self.aggregate([*contexts, own])  # Eq. 8: AGG(C_{-k}, ..., C_{-1})
        if self.dropout_p > 0:
            context = self.dropout(context)
        return self.feed_forward(context + layer_in)


class MultiLayerAttentionDecoderLayer(_LowerAttentionsMixin, compat.TransformerDecoderLayer):
    """OpenNMT's TransformerDecoderLayer whose self-attention output is Eq. 8's C^l.

    The encoder-decoder attention and the FFN are OpenNMT's, applied as in its pre-norm
    layer (`parallel_residual` is not supported). OpenNMT's `forward` (alignment heads,
    `with_align`) is inherited; `_forward` gets the lower states as ``lower=[...]``.
    Arguments: those of OpenNMT's TransformerDecoderLayer plus `aggregation` and
    `lower_attention_kwargs` (see `_LowerAttentionsMixin`).
    """

    _decoder = True

    def _forward(
        self,
        layer_in,
        enc_out,
        src_pad_mask,
        tgt_pad_mask,
        step=None,
        future=False,
        return_attn=False,
        lower: Sequence[Tensor] = (),
    ):
        """Shapes as OpenNMT's `TransformerDecoderLayer._forward`: ``layer_in (B, T, d)``,
        ``enc_out (B, S, d)``, ``src_pad_mask (B, 1, S)``, ``tgt_pad_mask (B, 1, T)``;
        ``lower`` = ``[H^(l-k) .. H^(l-2)]`` at the same T positions. Returns
        ``(layer_out (B, T, d), attns (B, heads, T, S))``."""
        dec_mask = None
        src_pad_mask = src_pad_mask.unsqueeze(1)  # (B, 1, 1, S)
        if layer_in.size(1) > 1:  # a single decoding step needs no mask
            dec_mask = compat.decoder_self_attention_mask(self, tgt_pad_mask, future).unsqueeze(1)
            dec_mask = dec_mask.expand(-1, -1, dec_mask.size(3), -1)  # (B, 1, T, T)
            src_pad_mask = src_pad_mask.expand(-1, -1, dec_mask.size(3), -1)
        normed = self.layer_norm_1(layer_in)
        own, _ = compat.decoder_self_attention(self, normed, dec_mask, step, return_attn)
        contexts = lower_layer_contexts(self.lower_attentions, normed, lower, dec_mask, step)
        self_context = self.aggregate([*contexts, own])  # Eq. 8
        if self.dropout_p > 0:
            self_context = self.dropout(self_context)
        # Eq. 2 from here on, unchanged: encoder-decoder attention, then the FFN.
        query = self_context + layer_in
        ctx, attns = self.context_attn(
            enc_out, enc_out, self.layer_norm_2(query), mask=src_pad_mask, return_attn=return_attn
        )
        if self.dropout_p > 0:
            ctx = self.dropout(ctx)
        return self.feed_forward(ctx + query), attns
