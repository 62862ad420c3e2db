"""The n transformations of a MIMO sublayer as batched operations (`mimo_fused: true`).

A MIMO layer (`onmt_ext.mimo.layers`) holds n OpenNMT layers ("units"); unit k provides
transformation k of every sublayer (Xu et al. 2021, Eq. 3). The loop calls the n OpenNMT
modules one after the other. Here the n transformations of a sublayer are one batched
computation over a leading units axis, built from the pieces MUTE's fused path uses too
(`onmt_ext.core.model.fused_ops`):

* pre-norms: ``LN_k(i_k) = norm(i_k) * g_k + b_k``, the normalisation once when the n
  transformations read one shared input (the first layer reads the embedding; `merged`
  memories; `mimo_merge_sublayers`), the affine per unit;
* self-attention: one bmm for the Q/K/V of all n units, attention with the units folded
  next to the heads (causal mask and Shaw et al. relative positions as OpenNMT), one bmm
  for the output projections;
* context attention: the queries in one bmm; the keys/values of the n memories in one bmm
  (one GEMM when they share one memory), projected once per decode at step 0 and cached;
* FFN: `fused_feed_forward` (two bmm, Eq. 3).

Decoding caches are owned by the layer (`DecodingCache`): keys and values of all n units,
batch-first ``(B, n, h, T, d_h)``, so beam search's reordering touches one tensor per layer
and kind (self/context keys/values) instead of one per unit.

Parameters are NOT moved: they stay in the OpenNMT units (identical state_dict keys; fused
and loop load the same checkpoints) and are stacked at forward time (cached at inference,
`StackedWeightCache`). `FusedTransformations.unsupported_reason` names what the fused path
does not reproduce; the layer then uses its loop.

Shapes: ``n`` units, ``B`` batch, ``T`` target (or source) length, ``S`` source length,
``d`` model size, ``h`` heads, ``d_h = d / h``.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from onmt_ext.core.model import fused_parts
from onmt_ext.core.model.fused_ops import (
    StackedAttention,
    StackedWeightCache,
    attend,
    attentions_unsupported,
    feed_forwards_unsupported,
    fused_feed_forward,
    hooked,
    stack_attention,
    stack_feed_forward,
    stack_layer_norms,
    unit_heads,
    unit_layer_norm,
    unit_output,
)

__all__ = ["DecodingCache", "FusedTransformations", "Sublayer"]


@dataclass(frozen=True)
class Sublayer:
    """An attention sublayer of the units: the attribute names of its OpenNMT attention
    and of its pre-norm (e.g. ``self_attn`` / ``layer_norm_1``)."""

    attention: str
    norm: str


@dataclass
class _ContextWeights:
    """A context attention's stacked weights, the query rows apart from the key/value rows
    (the memory is projected once per decode, the queries at every step)."""

    attention: StackedAttention
    query_weight: Tensor  # (d, n, d) input-major, scaled by 1/sqrt(d_h)
    query_bias: Tensor | None
    memory_weight: Tensor  # (d, n, 2d): [W_k; W_v]^T
    memory_bias: Tensor | None


class DecodingCache:
    """Keys and values of the n units of one decoder layer during step-by-step decoding.

    Each entry is batch-first ``(B, n, h, T, d_h)`` (beam search maps dimension 0).
    """

    def __init__(self):
        self.tensors: dict[str, Tensor] = {}

    def append(self, name: str, new: Tensor) -> Tensor:
        """Append positions ``(B, n, h, T_new, d_h)`` to entry `name`; return it all."""
        old = self.tensors.get(name)
        self.tensors[name] = new.contiguous() if old is None else torch.cat([old, new], 3)
        return self.tensors[name]

    def map(self, fn) -> None:
        """Beam search's `fn(tensor, dim)` (tile / select) on every entry."""
        self.tensors = {name: fn(value, 0) for name, value in self.tensors.items()}

    def source_side(self) -> list[Tensor]:
        """The entries computed from the encoder's memories (the context attention's keys
        and values): the same within a sentence's beams (onmt_ext.core.model.beam_cache)."""
        return [value for name, value in self.tensors.items() if name.startswith("context_")]


class FusedTransformations:
    """Runs the n transformations of each sublayer of one MIMO layer as batched operations.

    Holds no parameters and is not an nn.Module: it reads the layer's units (OpenNMT
    encoder or decoder layers) through `onmt_ext.core.model.fused_parts` at every call.

    Args:
        units: the layer's n OpenNMT layers.
        sublayers: the attention sublayers by kind, e.g. ``{"self": Sublayer("self_attn",
            "layer_norm")}``; every unit's `feed_forward` is the FFN sublayer.
    """

    def __init__(self, units: nn.ModuleList, sublayers: dict[str, Sublayer]):
        self.units = units
        self.sublayers = sublayers
        self.weights = StackedWeightCache()

    def _modules(self, name: str) -> list[nn.Module]:
        return [getattr(unit, name) for unit in self.units]

    def unsupported_reason(self) -> str | None:
        """Why the layer must loop over its units, or None (the fused path is exact)."""
        for sub in self.sublayers.values():
            reason = attentions_unsupported(self._modules(sub.attention))
            for norm in self._modules(sub.norm):
                reason = reason or fused_parts.layer_norm_fused_unsupported(norm)
            if reason is not None:
                return reason
        reason = feed_forwards_unsupported(self._modules("feed_forward"))
        if reason is not None:
            return reason
        if hooked(self.units):  # a probe that needs the per-module calls
            return "forward hooks on a unit module"
        return None

    # -- stacked weights (in the autograd graph while training, cached at inference)
    def norm(self, kind: str) -> tuple[Tensor, Tensor, float]:
        """``(g (n, d), b (n, d), eps)`` of the sublayer's n pre-norms."""
        norms = self._modules(self.sublayers[kind].norm)
        weight, bias = self.weights.get(f"{kind}_norm", norms, lambda: stack_layer_norms(norms))
        return weight, bias, norms[0].eps

    def attention(self, kind: str) -> StackedAttention:
        attns = self._modules(self.sublayers[kind].attention)
        return self.weights.get(
            kind, attns, lambda: stack_attention([fused_parts.attention_parts(a) for a in attns])
        )

    def context_weights(self, kind: str = "context") -> _ContextWeights:
        attns = self._modules(self.sublayers[kind].attention)

        def build() -> _ContextWeights:
            w = stack_attention([fused_parts.attention_parts(a) for a in attns])
            d = w.qkv_weight.shape[0]
            bias = w.qkv_bias
            return _ContextWeights(
                attention=w,
                query_weight=w.qkv_weight[..., :d].contiguous(),
                query_bias=None if bias is None else bias[:, :d].contiguous(),
                memory_weight=w.qkv_weight[..., d:].contiguous(),
                memory_bias=None if bias is None else bias[:, d:].contiguous(),
            )

        return self.weights.get(f"{kind}_split", attns, build)

    def clear_cache(self) -> None:
        self.weights.clear()

    # -- sublayers
    def normed(self, kind: str, x: Tensor) -> Tensor:
        """The n pre-norms: ``(B, T, d)`` shared or ``(n, B, T, d)`` -> ``(n, B, T, d)``."""
        weight, bias, eps = self.norm(kind)
        return unit_layer_norm(x, weight, bias, eps)

    def residual(self, out: Tensor, x: Tensor, training: bool) -> Tensor:
        """``x + Dropout(out)``, OpenNMT's residual around an attention (x may be shared)."""
        unit = self.units[0]
        if training and unit.dropout_p > 0:
            out = F.dropout(out, unit.dropout.p, training=True)
        return out + x

    def self_attention(
        self,
        x: Tensor,
        mask: Tensor | None,
        relative_index: Tensor | None,
        training: bool,
        kind: str = "self",
        cache: DecodingCache | None = None,
    ) -> Tensor:
        """``i_k + Dropout(SelfAttn_k(LN_k(i_k)))`` for the n units.

        Args:
            x: ``(B, T, d)`` shared or ``(n, B, T, d)``.
            mask: ``(B, 1, T, T)`` (True: padding or future) or None (one decoding step).
            relative_index: see `fused_parts.relative_position_index` (None without tables).
            cache: step-by-step decoding: the new positions' keys/values are appended to
                it and the queries attend to all cached positions.

        Returns:
            ``(n, B, T, d)``.
        """
        w = self.attention(kind)
        q, k, v = unit_heads(self.normed(kind, x), w.qkv_weight, w.qkv_bias, w.heads, 3).unbind(0)
        if cache is None:
            context, _ = attend(q, k, v, mask, w, training, relative_index)
        else:  # batch-first against the cache
            k = cache.append(f"{kind}_keys", k.transpose(0, 1))
            v = cache.append(f"{kind}_values", v.transpose(0, 1))
            context, _ = attend(q.transpose(0, 1), k, v, mask, w, training, relative_index, 1)
            context = context.transpose(0, 1)
        return self.residual(unit_output(context, w), x, training)

    def memory_keys_values(self, memories: Tensor, kind: str = "context") -> tuple[Tensor, Tensor]:
        """Keys and values of the n memories, ``(n, B, h, S, d_h)`` each.

        Args:
            memories: ``(B, S, d)`` read by all n context attentions (one GEMM) or
                ``(n, B, S, d)``, memory k for attention k.
        """
        w = self.context_weights(kind)
        heads = w.attention.heads
        return unit_heads(memories, w.memory_weight, w.memory_bias, heads, 2).unbind(0)

    def context_attention(
        self,
        x: Tensor,
        memories: Tensor | None,
        mask: Tensor,
        training: bool,
        kind: str = "context",
        cache: DecodingCache | None = None,
    ) -> tuple[Tensor, Tensor]:
        """``i_k + Dropout(CtxAttn_k(mem_k, LN_k(i_k)))`` for the n units.

        Args:
            x: ``(B, T, d)`` shared or ``(n, B, T, d)``.
            memories: see `memory_keys_values`; None once `cache` holds their keys/values.
            mask: ``(B, 1, 1, S)``, True at source padding.
            cache: step-by-step decoding: the memories' keys/values are projected at the
                first step and read from the cache afterwards.

        Returns:
            ``((n, B, T, d), probs)``: probs ``(n, B, h, T, S)`` before dropout.
        """
        w = self.context_weights(kind)
        attention = w.attention
        normed = self.normed(kind, x)
        q = unit_heads(normed, w.query_weight, w.query_bias, attention.heads, 1)[0]
        if cache is None:
            k, v = self.memory_keys_values(memories, kind)
            context, probs = attend(q, k, v, mask, attention, training)
        else:
            keys = cache.tensors.get(f"{kind}_keys")
            if keys is None:  # first step: project the memories once
                k, v = self.memory_keys_values(memories, kind)
                keys = cache.append(f"{kind}_keys", k.transpose(0, 1))
                cache.append(f"{kind}_values", v.transpose(0, 1))
            values = cache.tensors[f"{kind}_values"]
            context, probs = attend(q.transpose(0, 1), keys, values, mask, attention, training,
                                    None, 1)
            context, probs = context.transpose(0, 1), probs.transpose(0, 1)
        return self.residual(unit_output(context, attention), x, training), probs

    def feed_forward(self, x: Tensor, training: bool) -> Tensor:
        """``FFN_k(i_k)`` with its residual (Eq. 3): ``(B, T, d)`` shared or
        ``(n, B, T, d)`` -> ``(n, B, T, d)``."""
        ffns = self._modules("feed_forward")
        w = self.weights.get(
            "feed_forward",
            ffns,
            lambda: stack_feed_forward([fused_parts.feed_forward_parts(f) for f in ffns]),
        )
        return fused_feed_forward(w, x, training)
