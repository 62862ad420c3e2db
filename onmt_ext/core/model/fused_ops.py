"""Batched computation of n parallel OpenNMT units (MUTE's units, MIMO's transformations).

MUTE (Yan et al. 2020) runs I parallel units per encoder layer; MIMO (Xu et al. 2021) runs
n transformations per sublayer. Each unit is an OpenNMT module; the loop calls them one
after the other. Here the units are a leading *units* axis of every tensor instead, so each
step is one batched operation (the drivers: `onmt_ext.mute.fused_units.FusedUnits`,
`onmt_ext.mimo.fused.FusedTransformations`):

* Projections of all units: one GEMM ``(B*T, d) x (d, I*out)`` when all units see the
  same input (no copy of the input per unit), else one ``bmm`` over
  ``(I, B*T, d) x (I, d, out)``; the weights are stacked input-major (`stack_linear`), the
  query scale ``1/sqrt(d_h)`` is folded into W_q.
* Attention (`attend`): the units axis next to the heads, ``(I, B, h, T_q, T_k)`` scores,
  one softmax, one ``P V``; an optional mask (padding, causal); the units axis first or
  second (batch-first decoding caches). Shaw et al. relative positions (OpenNMT's
  `max_relative_positions`, one (2k+1, d_head) table per unit used for keys AND values)
  are computed per table row rather than per (query, key) pair: ``q . E[idx[q, k]]`` is a
  gather of ``q E^T`` ``(.., T, 2k+1)``, and ``sum_k p[q, k] E[idx[q, k]]`` is
  ``(scatter_add_k p) E`` -- the same sums as OpenNMT's `relative_matmul` with ``2k+1``
  instead of ``T`` columns.
* Output projections and both FFN layers: ``baddbmm`` over ``(I, B*T, .)``; each unit's
  pre-LayerNorm is ``norm(x) * g_i + b_i`` with the affine on a units axis (``norm(x)``
  computed once when the units share ``x``).

Parameters are NOT moved: they stay in the per-unit OpenNMT modules (identical state_dict
keys, fused and unfused load the same checkpoints) and are stacked at forward time; the
stacked copies are cached when no gradient is being recorded (inference), keyed on each
parameter's identity, storage and version counter (`StackedWeightCache`).
`attentions_unsupported` / `feed_forwards_unsupported` name what the batched path does not
reproduce (the layer then falls back to its loop).

Shapes: ``B`` batch, ``T`` length, ``d`` model size, ``I`` units, ``h`` heads,
``d_h = d / h``, ``R = 2k+1`` relative-position table rows, ``f`` FFN size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from onmt_ext.core.model import fused_parts

__all__ = [
    "StackedAttention",
    "StackedFeedForward",
    "StackedWeightCache",
    "attend",
    "attentions_unsupported",
    "feed_forwards_unsupported",
    "fused_feed_forward",
    "fused_self_attention",
    "hooked",
    "stack_attention",
    "stack_feed_forward",
    "stack_layer_norms",
    "stack_linear",
    "unit_heads",
    "unit_layer_norm",
    "unit_output",
]


# --------------------------------------------------------------------------- stacked weights
@dataclass
class StackedAttention:
    """The weights of I OpenNMT self-attentions, stacked on a leading units axis.

    Attributes:
        qkv_weight: ``(d, I, 3d)``: unit i's ``[W_q / sqrt(d_h); W_k; W_v]^T`` at
            ``[:, i]`` (input-major, see `stack_linear`).
        qkv_bias: ``(I, 3d)`` or None (OpenNMT's `add_qkvbias`).
        out_weight: ``(d, I, d)`` (`final_linear`), out_bias ``(I, d)`` or None.
        relative: ``(I, R, d_h)`` relative-position tables or None.
    """

    qkv_weight: Tensor
    qkv_bias: Tensor | None
    out_weight: Tensor
    out_bias: Tensor | None
    relative: Tensor | None
    max_relative_positions: int
    heads: int
    dim_per_head: int
    dropout_p: float


@dataclass
class StackedFeedForward:
    """The weights of I OpenNMT feed-forward networks (with their pre-LayerNorms).

    Attributes:
        ln_weight, ln_bias: ``(I, d)`` LayerNorm gain and shift of each unit.
        w1: ``(d, I, f)``; b1 ``(I, f)`` or None (input-major, see `stack_linear`).
        w3, b3: the gate of silu/gated-gelu (as w1, b1), or None.
        w2: ``(f, I, d)``; b2 ``(I, d)`` or None.
    """

    ln_weight: Tensor
    ln_bias: Tensor
    w1: Tensor
    b1: Tensor | None
    w2: Tensor
    b2: Tensor | None
    w3: Tensor | None
    b3: Tensor | None
    eps: float
    activation: object
    dropout_1: float
    dropout_2: float


def _stack_or_none(tensors: list[Tensor | None]) -> Tensor | None:
    return None if tensors[0] is None else torch.stack(tensors)


def stack_linear(weights: Sequence[Tensor]) -> Tensor:
    """I weight matrices ``(out, in)`` of nn.Linear as ONE input-major tensor
    ``(in, I, out)``, unit i's ``W_i^T`` at ``[:, i]`` (differentiable).

    Why input-major: per unit, ``[:, i]`` is a row-major ``(in, out)`` matrix, the operand
    layout that CPU batched GEMMs run fastest (``x @ W^T`` on a transposed view was ~1.5x
    slower on torch 2.13, CPU); for a shared input, the same storage viewed as
    ``(in, I*out)`` is one plain GEMM. The stacking copies anyway, so the layout is free
    (as a `cat` along the columns: `torch.stack(..., dim=1)` of transposed views was 7x
    slower on CPU).
    """
    out, width = weights[0].shape
    return torch.cat([w.t() for w in weights], dim=1).view(width, len(weights), out)


def stack_attention(parts: Sequence[fused_parts.AttentionParts]) -> StackedAttention:
    """Stack I units' attention weights (differentiable: gradients reach the modules)."""
    first = parts[0]
    scale = first.dim_per_head**-0.5  # OpenNMT: query /= sqrt(dim_per_head) before Q K^T
    columns = []
    for p in parts:
        columns += [p.query.weight.t() * scale, p.key.weight.t(), p.value.weight.t()]
    d = first.query.weight.shape[1]
    qkv_weight = torch.cat(columns, dim=1).view(d, len(parts), 3 * d)
    qkv_bias = None
    if first.query.bias is not None:
        biases = []
        for p in parts:
            biases += [p.query.bias * scale, p.key.bias, p.value.bias]
        qkv_bias = torch.cat(biases).view(len(parts), 3 * d)
    relative = None
    if first.relative is not None:
        relative = torch.stack([p.relative.weight for p in parts])
    return StackedAttention(
        qkv_weight=qkv_weight,
        qkv_bias=qkv_bias,
        out_weight=stack_linear([p.out.weight for p in parts]),
        out_bias=_stack_or_none([p.out.bias for p in parts]),
        relative=relative,
        max_relative_positions=first.max_relative_positions,
        heads=first.heads,
        dim_per_head=first.dim_per_head,
        dropout_p=first.dropout_p,
    )


def stack_feed_forward(parts: Sequence[fused_parts.FeedForwardParts]) -> StackedFeedForward:
    """Stack I units' FFN weights (differentiable: gradients reach the modules)."""
    gated = parts[0].w_3 is not None
    return StackedFeedForward(
        ln_weight=torch.stack([p.layer_norm.weight for p in parts]),
        ln_bias=torch.stack([p.layer_norm.bias for p in parts]),
        w1=stack_linear([p.w_1.weight for p in parts]),
        b1=_stack_or_none([p.w_1.bias for p in parts]),
        w2=stack_linear([p.w_2.weight for p in parts]),
        b2=_stack_or_none([p.w_2.bias for p in parts]),
        w3=stack_linear([p.w_3.weight for p in parts]) if gated else None,
        b3=_stack_or_none([p.w_3.bias for p in parts]) if gated else None,
        eps=parts[0].layer_norm.eps,
        activation=parts[0].activation,
        dropout_1=parts[0].dropout_1,
        dropout_2=parts[0].dropout_2,
    )


# --------------------------------------------------------------------------- batched math
def _unit_linear(x: Tensor, weight: Tensor, bias: Tensor | None) -> Tensor:
    """Per-unit linear map: ``(I, N, in) x (in, I, out) (+ (I, out)) -> (I, N, out)``."""
    per_unit = weight.permute(1, 0, 2)  # (I, in, out), a view: rows stay contiguous
    if bias is None:
        return torch.bmm(x, per_unit)
    return torch.baddbmm(bias.unsqueeze(1), x, per_unit)


def _shared_linear(x: Tensor, weight: Tensor, bias: Tensor | None) -> Tensor:
    """All units on ONE shared input, as one GEMM: ``(N, in) x (in, I*out) -> (N, I*out)``."""
    width, units, out = weight.shape
    flat = weight.reshape(width, units * out)  # a view of an input-major stack
    if bias is None:
        return torch.mm(x, flat)
    return torch.addmm(bias.reshape(units * out), x, flat)


def unit_heads(x: Tensor, weight: Tensor, bias: Tensor | None, heads: int, parts: int) -> Tensor:
    """Per-unit projections split into heads: ``(parts, I, B, h, T, d_h)``, contiguous.

    Args:
        x: ``(B, T, d)`` shared by all units (one GEMM, no per-unit copy of the input) or
            ``(I, B, T, d)`` per unit (one bmm).
        weight: ``(d, I, parts*h*d_h)`` (input-major, `stack_linear`), e.g. the
            ``[W_q; W_k; W_v]`` of each unit (parts 3) or a contiguous slice of them;
            bias ``(I, parts*h*d_h)`` or None.
    """
    width, units, rows = weight.shape
    dh = rows // (parts * heads)
    batch, length = x.shape[-3], x.shape[-2]
    if x.dim() == 3:  # shared input: (B*T, I*rows)
        y = _shared_linear(x.reshape(batch * length, width), weight, bias)
        y = y.view(batch, length, units, parts, heads, dh).permute(3, 2, 0, 4, 1, 5)
    else:  # per-unit inputs: (I, B*T, rows)
        y = _unit_linear(x.reshape(units, batch * length, width), weight, bias)
        y = y.view(units, batch, length, parts, heads, dh).permute(3, 0, 1, 4, 2, 5)
    return y.contiguous()  # one copy; then every part is a contiguous batch of matrices


def _per_unit_matmul(x: Tensor, table: Tensor, unit_dim: int) -> Tensor:
    """``x (.., n)`` with the units axis at `unit_dim` times ``table (I, n, m)`` of its unit:
    ``(.., m)``, same layout."""
    moved = x.movedim(unit_dim, 0)
    flat = moved.reshape(moved.shape[0], -1, moved.shape[-1])
    out = torch.bmm(flat, table)
    return out.view(*moved.shape[:-1], table.shape[-1]).movedim(0, unit_dim)


def attend(
    q: Tensor,
    k: Tensor,
    v: Tensor,
    mask: Tensor | None,
    w: StackedAttention,
    training: bool,
    relative_index: Tensor | None = None,
    unit_dim: int = 0,
) -> tuple[Tensor, Tensor]:
    """Scaled dot-product attention of I units with the units folded next to the heads.

    Per unit i and head: ``softmax(Q K^T / sqrt(d_h) + S_rel, masked -1e18) V + P_rel``
    with ``S_rel[q, k] = Q[q] . E_i[idx[q, k]] / sqrt(d_h)`` and
    ``P_rel[q] = sum_k P[q, k] E_i[idx[q, k]]`` (Shaw et al. 2018, one table E_i for
    keys and values, OpenNMT's `MultiHeadedAttention`), dropout on P. The relative terms
    are computed per table row: ``q . E[idx[q, k]]`` is a gather of ``q E^T`` ``(.., R)``,
    and ``sum_k p[q, k] E[idx[q, k]]`` is ``(scatter_add_k p) E``.

    Args:
        q: ``(I, B, h, T_q, d_h)`` (`unit_dim` 0) or ``(B, I, h, T_q, d_h)`` (`unit_dim` 1,
            the batch-first layout of the decoding caches), already scaled by 1/sqrt(d_h).
        k, v: as q with ``T_k`` positions.
        mask: ``(B, 1, T_q or 1, T_k)``, True where a key is hidden (padding, future), or
            None.
        w: the stacked weights (relative tables, dropout).
        relative_index: ``(T_q or 1, T_k)`` rows of the relative tables (None without).

    Returns:
        ``(context, probs)``: context as q; probs ``(.., T_q, T_k)`` before dropout.
    """
    scores = torch.matmul(q, k.transpose(-1, -2))
    idx = None
    if w.relative is not None:
        idx = relative_index.expand(scores.shape)
        q_rel = _per_unit_matmul(q, w.relative.transpose(1, 2), unit_dim)  # (.., T_q, R)
        scores = scores + q_rel.gather(-1, idx)
    scores = scores.float()
    if mask is not None:
        scores = scores.masked_fill(mask.unsqueeze(unit_dim), -1e18)
    probs = torch.softmax(scores, dim=-1).to(q.dtype)
    dropped = probs
    if training and w.dropout_p > 0:
        dropped = F.dropout(probs, w.dropout_p, training=True)
    context = torch.matmul(dropped, v)
    if idx is not None:
        rows = w.relative.shape[1]
        bucketed = torch.zeros(
            *dropped.shape[:-1], rows, dtype=dropped.dtype, device=dropped.device
        ).scatter_add(-1, idx, dropped)
        context = context + _per_unit_matmul(bucketed, w.relative, unit_dim)
    return context, probs


def unit_output(context: Tensor, w: StackedAttention) -> Tensor:
    """Output projection of each unit: ``(I, B, h, T, d_h) -> (I, B, T, d)``."""
    units, batch, heads, length, dh = context.shape
    flat = context.permute(0, 1, 3, 2, 4).reshape(units, batch * length, heads * dh)
    return _unit_linear(flat, w.out_weight, w.out_bias).view(units, batch, length, heads * dh)


def fused_self_attention(
    w: StackedAttention, inputs: Tensor, mask: Tensor, training: bool
) -> Tensor:
    """Self-attention of I units as batched operations (OpenNMT's encoder computation,
    see `attend`).

    Args:
        w: the stacked weights of the I units.
        inputs: ``(B, T, d)`` shared by all units (one GEMM, no per-unit copy) or
            ``(I, B, T, d)`` per unit (e.g. noised).
        mask: ``(B, 1, T, T)``, True at padding keys.
        training: apply the attention dropout.

    Returns:
        ``(I, B, T, d)``.
    """
    q, k, v = unit_heads(inputs, w.qkv_weight, w.qkv_bias, w.heads, 3).unbind(0)
    index = None
    if w.relative is not None:
        index = fused_parts.relative_position_index(q.shape[-2], w.max_relative_positions, q.device)
    context, _ = attend(q, k, v, mask, w, training, index)
    return unit_output(context, w)


def stack_layer_norms(norms: Sequence[nn.LayerNorm]) -> tuple[Tensor, Tensor]:
    """Gains and shifts of I LayerNorms, ``(I, d)`` each (differentiable)."""
    return torch.stack([n.weight for n in norms]), torch.stack([n.bias for n in norms])


def unit_layer_norm(x: Tensor, weight: Tensor, bias: Tensor, eps: float) -> Tensor:
    """``LN_i(x_i) = norm(x_i) * g_i + b_i`` for I units: ``(I, B, T, d)``.

    Args:
        x: ``(B, T, d)`` shared by all units (normalised once, the affine per unit) or
            ``(I, B, T, d)``.
        weight, bias: ``(I, d)`` gains g_i and shifts b_i.
    """
    units, d = weight.shape
    normed = F.layer_norm(x, (d,), None, None, eps)
    return torch.addcmul(bias.view(units, 1, 1, d), normed, weight.view(units, 1, 1, d))


def _activation(function, x: Tensor) -> Tensor:
    """``function(x)``, in place for relu/silu: ``x`` is a fresh GEMM output that autograd
    does not keep (saves allocating, and on CPU page-faulting, a second (I, B*T, f))."""
    if function is F.relu:
        return torch.relu_(x)
    if function is F.silu:
        return F.silu(x, inplace=True)
    return function(x)


def fused_feed_forward(w: StackedFeedForward, s: Tensor, training: bool) -> Tensor:
    """``F_i = s_i + Dropout(W2_i Dropout(act(W1_i LN_i(s_i))))`` for I units (Eq. 9).

    OpenNMT's `PositionwiseFeedForward` order (gated: ``act(W1 n) * (W3 n)``).

    Args:
        w: the stacked weights of the I FFNs.
        s: ``(B, T, d)`` shared by all units (normalised once) or ``(I, B, T, d)``.
        training: apply dropout.

    Returns:
        ``(I, B, T, d)``.
    """
    d, units, ff = w.w1.shape
    batch, length = s.shape[-3], s.shape[-2]
    normed = unit_layer_norm(s, w.ln_weight, w.ln_bias, w.eps)  # (I, B, T, d)
    flat = normed.view(units, batch * length, d)
    inter = _activation(w.activation, _unit_linear(flat, w.w1, w.b1))  # (I, B*T, f)
    if w.w3 is not None:
        inter = inter * _unit_linear(flat, w.w3, w.b3)
    if training and w.dropout_1 > 0:
        inter = F.dropout(inter, w.dropout_1, training=True)
    out = _unit_linear(inter, w.w2, w.b2)  # (I, B*T, d)
    if training and w.dropout_2 > 0:
        out = F.dropout(out, w.dropout_2, training=True)
    return out.view(units, batch, length, d) + s


class StackedWeightCache:
    """Stacked unit weights: rebuilt at every call while autograd records (the stacking is
    part of the graph, gradients reach the unit modules), cached at inference.

    A cached entry is keyed on each parameter's identity, storage, version counter
    (`_version` counts in-place updates: optimizer steps, load_state_dict's copy_), dtype
    and device, so any update of a unit's parameters rebuilds it.
    """

    def __init__(self):
        self.entries: dict[str, tuple[tuple, object]] = {}

    def get(self, name: str, modules: Sequence[nn.Module], build):
        """``build()``, or its cached value when nothing it reads has changed."""
        params = [p for m in modules for p in m.parameters()]
        if torch.is_grad_enabled() and any(p.requires_grad for p in params):
            self.entries.pop(name, None)
            return build()
        key = tuple((id(p), p.data_ptr(), p._version, p.dtype, p.device) for p in params)
        hit = self.entries.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = build()
        self.entries[name] = (key, value)
        return value

    def clear(self) -> None:
        self.entries.clear()


def hooked(modules: Sequence[nn.Module]) -> bool:
    """Whether any of `modules` or their submodules has forward hooks (e.g. a probe that
    needs the per-module calls of the loop)."""
    return any(
        m._forward_hooks or m._forward_pre_hooks for module in modules for m in module.modules()
    )


def attentions_unsupported(attns: Sequence[nn.Module]) -> str | None:
    """Why these units' attentions cannot be stacked (see
    `fused_parts.attention_fused_unsupported`), or None."""
    for attn in attns:
        reason = fused_parts.attention_fused_unsupported(attn)
        if reason is not None:
            return reason
    parts = [fused_parts.attention_parts(a) for a in attns]
    if len({(p.dropout_p, p.query.bias is None, p.relative is None) for p in parts}) > 1:
        return "units with different attention dropout, biases or relative positions"
    return None


def feed_forwards_unsupported(ffns: Sequence[nn.Module]) -> str | None:
    """Why these units' FFNs cannot be stacked, or None."""
    for ffn in ffns:
        reason = fused_parts.feed_forward_fused_unsupported(ffn)
        if reason is not None:
            return reason
    parts = [fused_parts.feed_forward_parts(f) for f in ffns]
    settings = {
        (p.dropout_1, p.dropout_2, p.layer_norm.eps, p.activation, p.w_3 is None,
         p.w_1.bias is None, p.w_2.bias is None)
        for p in parts
    }
    if len(settings) > 1:
        return "units with different FFN settings"
    return None
