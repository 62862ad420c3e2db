"""Fused computation of the I parallel units of a MUTE encoder layer.

A MUTE layer (Yan et al. 2020, Eq. 8-9) runs I units, each an OpenNMT self-attention and
feed-forward network, on the same layer input:

    s_i = r_i + Dropout(SelfAttn_i(a_i))                    (Eq. 8; r_i = X, a_i = LN(X)
    F_i = s_i + FFN_i(s_i)                                   (Eq. 9)  without bias modules)

The unfused path calls the I OpenNMT modules one after the other; `FusedUnits` runs them
as batched operations over a units axis (`onmt_ext.core.model.fused_ops`: one GEMM for the
Q/K/V of units sharing a clean input, else one bmm; attention with the units folded into
the batch; stacked FFNs whose LayerNorm normalises a shared input once). Parameters stay
in the per-unit OpenNMT modules (identical state_dict keys). `FusedUnits.unsupported_reason`
lists what the fused path does not reproduce (the layer then falls back to its loop).
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
from torch import Tensor, nn

from onmt_ext.core.model import fused_parts
from onmt_ext.core.model.fused_ops import (
    StackedAttention,
    StackedFeedForward,
    StackedWeightCache,
    attentions_unsupported,
    feed_forwards_unsupported,
    fused_feed_forward,
    fused_self_attention,
    stack_attention,
    stack_feed_forward,
)

__all__ = [
    "FusedUnits",
    "StackedAttention",
    "StackedFeedForward",
    "fused_feed_forward",
    "fused_self_attention",
    "stack_attention",
    "stack_feed_forward",
    "stack_unit_tensors",
]


def _stack_distinct(tensors: Sequence[Tensor]) -> tuple[Tensor, list[int] | None]:
    """One tensor for I per-unit inputs ``(B, T, d)`` that may be the same object.

    Returns ``(shared (B, T, d), None)`` when all are one object, else
    ``(stacked (J, B, T, d), index)`` with the J distinct objects and, per unit, its row.
    """
    first = tensors[0]
    if all(t is first for t in tensors):
        return first, None
    distinct: list[Tensor] = []
    index = []
    for t in tensors:
        row = next((j for j, seen in enumerate(distinct) if seen is t), None)
        if row is None:
            row = len(distinct)
            distinct.append(t)
        index.append(row)
    return torch.stack(distinct), index


class FusedUnits:
    """Runs the units of one MUTE layer as batched operations (see the module docstring).

    Holds no parameters and is not an nn.Module: it reads the layer's OpenNMT modules
    (through `onmt_ext.core.model.fused_parts`) at every call, so the state_dict is unchanged.

    Args:
        self_attns: the layer's I self-attentions, or one shared (`mute_granularity ffn`).
        feed_forwards: the layer's I FFNs, or one shared (`mute_granularity attn`).
        units: I.
    """

    def __init__(self, self_attns: nn.ModuleList, feed_forwards: nn.ModuleList, units: int):
        self.self_attns = self_attns
        self.feed_forwards = feed_forwards
        self.units = units
        self.weights = StackedWeightCache()

    # -- support
    def unsupported_reason(self) -> str | None:
        """Why this layer must use the loop over unit modules, or None (fused is exact)."""
        reason = attentions_unsupported(self.self_attns) or feed_forwards_unsupported(
            self.feed_forwards
        )
        if reason is not None:
            return reason
        for modules in (self.self_attns, self.feed_forwards):
            for module in modules:
                # e.g. onmt_ext.mute.diversity: hooks need the per-module calls
                if module._forward_hooks or module._forward_pre_hooks:
                    return "forward hooks on a unit module"
        return None

    # -- stacked weights, cached at inference
    @property
    def _cache(self) -> dict:
        return self.weights.entries

    def _stacked(self, name: str, modules: nn.ModuleList, build):
        return self.weights.get(name, modules, build)

    def clear_cache(self) -> None:
        """Drop the stacked inference weights (after editing parameters through `.data`)."""
        self.weights.clear()

    def stacked_attention(self) -> StackedAttention:
        return self._stacked(
            "attention",
            self.self_attns,
            lambda: stack_attention([fused_parts.attention_parts(a) for a in self.self_attns]),
        )

    def stacked_feed_forward(self) -> StackedFeedForward:
        return self._stacked(
            "feed_forward",
            self.feed_forwards,
            lambda: stack_feed_forward(
                [fused_parts.feed_forward_parts(f) for f in self.feed_forwards]),
        )

    # -- forward
    def attention(self, attn_inputs: Sequence[Tensor], mask: Tensor, training: bool) -> Tensor:
        """Self-attention outputs of all units.

        Args:
            attn_inputs: I tensors ``(B, T, d)``; units given the same object share it.
            mask: ``(B, 1, T, T)``, True at padding.

        Returns:
            ``(I, B, T, d)``, or ``(1, B, T, d)`` (broadcastable) when one shared
            self-attention sees one shared input.
        """
        inputs, index = _stack_distinct(attn_inputs)
        if len(self.self_attns) == 1:  # granularity ffn: ONE OpenNMT module, called once
            attn = self.self_attns[0]
            if index is None:
                context, _ = attn(inputs, inputs, inputs, mask=mask)
                return context.unsqueeze(0)
            distinct, batch = inputs.shape[0], inputs.shape[1]
            flat = inputs.reshape(distinct * batch, *inputs.shape[2:])
            flat_mask = mask.repeat(distinct, 1, 1, 1)  # (J*B, 1, T, T)
            context, _ = attn(flat, flat, flat, mask=flat_mask)
            context = context.view(distinct, batch, *context.shape[1:])
            return context[torch.tensor(index, device=context.device)]
        if index is not None and len(set(index)) < len(index):
            inputs = inputs[torch.tensor(index, device=inputs.device)]  # (I, B, T, d)
        return fused_self_attention(self.stacked_attention(), inputs, mask, training)

    def feed_forward(self, s: Tensor, training: bool) -> Tensor:
        """``F_i = FFN_i(s_i)`` (with residual) for all units.

        Args:
            s: ``(I, B, T, d)``, or ``(1, B, T, d)`` when all units share it.

        Returns:
            ``(I, B, T, d)``.
        """
        if len(self.feed_forwards) == 1:  # granularity attn: ONE OpenNMT module on all units
            out = self.feed_forwards[0](s)
            return out.expand(self.units, *out.shape[1:]) if out.shape[0] == 1 else out
        shared = s.squeeze(0) if s.shape[0] == 1 else s
        return fused_feed_forward(self.stacked_feed_forward(), shared, training)


def stack_unit_tensors(tensors: Sequence[Tensor]) -> Tensor:
    """I per-unit tensors ``(B, T, d)`` as ``(I, B, T, d)``, or ``(1, B, T, d)`` (a view,
    broadcastable) when they are all the same object."""
    stacked, index = _stack_distinct(tensors)
    if index is None:
        return stacked.unsqueeze(0)
    if len(set(index)) < len(index) or index != sorted(index):
        return stacked[torch.tensor(index, device=stacked.device)]
    return stacked
