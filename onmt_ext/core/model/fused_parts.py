"""What the fused paths read from OpenNMT's modules, and when they cannot.

The fused paths (`onmt_ext.core.model.fused_ops`, driven by `onmt_ext.mute.fused_units`
and `onmt_ext.mimo.fused`) run the n OpenNMT units of a layer as batched operations on
their parameters, which stay in the OpenNMT modules (the state_dict does not change).
Everything they read from those modules is here: the parts of a `MultiHeadedAttention`
and of a `PositionwiseFeedForward` (`attention_parts`, `feed_forward_parts`), why a module
cannot be fused (`*_fused_unsupported`: a feature the batched path does not reproduce),
and the relative-position index of OpenNMT's Shaw et al. tables. The attributes read are
public ones of OpenNMT 3.5.1's modules; the OpenNMT classes and functions come through
onmt_ext.compat.
"""

from __future__ import annotations

import dataclasses

import torch
import torch.utils.checkpoint

from onmt_ext import compat

__all__ = [
    "AttentionParts",
    "FeedForwardParts",
    "attention_fused_unsupported",
    "attention_parts",
    "feed_forward_fused_unsupported",
    "feed_forward_parts",
    "layer_norm_fused_unsupported",
    "relative_position_index",
]


@dataclasses.dataclass(frozen=True)
class AttentionParts:
    """What the fused path reads from one OpenNMT 3.5.1 `MultiHeadedAttention`.

    `query`/`key`/`value`/`out` are the attributes `linear_query`, `linear_keys`,
    `linear_values`, `final_linear` (nn.Linear d -> d; biases iff `add_qkvbias`);
    `relative` is `relative_positions_embeddings` (Shaw et al.: one (2k+1, d_head) table,
    the SAME for keys and values, see `MultiHeadedAttention.forward`) or None;
    `dropout_p` is the dropout on the attention probabilities in effect (`dropout.p` when
    the module's `dropout_p > 0`, which `forward` tests, else 0).
    """

    query: torch.nn.Linear
    key: torch.nn.Linear
    value: torch.nn.Linear
    out: torch.nn.Linear
    relative: torch.nn.Embedding | None
    max_relative_positions: int
    heads: int
    dim_per_head: int
    dropout_p: float


@dataclasses.dataclass(frozen=True)
class FeedForwardParts:
    """What the fused path reads from one OpenNMT 3.5.1 `PositionwiseFeedForward`.

    `forward` computes ``x + dropout_2(w_2(dropout_1(act(w_1(LN(x))) [* w_3(LN(x))])))``;
    `layer_norm` is its pre-norm (nn.LayerNorm), `w_3` the gate of silu/gated-gelu or None.
    `dropout_1`/`dropout_2` are the probabilities in effect: the modules' `p` (which
    `update_dropout` changes) when `dropout_p > 0` (which `forward` tests), else 0.
    """

    layer_norm: torch.nn.LayerNorm
    w_1: torch.nn.Linear
    w_2: torch.nn.Linear
    w_3: torch.nn.Linear | None
    activation: object  # `PositionwiseFeedForward.activation`, e.g. torch.nn.functional.relu
    dropout_1: float
    dropout_2: float


def _checkpointed(module) -> bool:
    """OpenNMT sets `maybe_ckpt = torch.utils.checkpoint.checkpoint` for `use_ckpting`."""
    return getattr(module, "maybe_ckpt", None) is torch.utils.checkpoint.checkpoint


#: why a unit with int8 linear layers loops (`-precision int8`'s dynamic quantisation)
QUANTISED = "quantised linear layers (int8): the fused path stacks float weights"


def _quantised(module) -> bool:
    """Whether a linear layer of `module` was replaced by a quantised one
    (`torch.quantization.quantize_dynamic`, the call of OpenNMT's `-precision int8`): its
    `weight` is then a method returning the packed weight, not a tensor."""
    return any(callable(getattr(m, "weight", None)) and not isinstance(m.weight, torch.Tensor)
               for m in module.modules())


def attention_fused_unsupported(attn) -> str | None:
    """Why the fused path cannot reproduce this `MultiHeadedAttention`, or None.

    Reads the linear layers (quantised: int8), `max_relative_positions` (-1 rotary, -2
    alibi), `relative_attention_bias` (T5 buckets), `num_kv`, `parallel_gpu`, `maybe_ckpt`
    and `layer_cache` (decoding).
    """
    if not isinstance(attn, compat.MultiHeadedAttention):
        return f"self-attention is a {type(attn).__name__}, not OpenNMT's MultiHeadedAttention"
    if _quantised(attn):
        return QUANTISED
    if attn.max_relative_positions == -1:
        return "rotary embeddings (max_relative_positions -1)"
    if attn.max_relative_positions == -2:
        return "alibi (max_relative_positions -2)"
    if attn.relative_attention_bias is not None:
        return "relative_positions_buckets"
    if attn.num_kv > 0:
        return "num_kv (grouped keys/values)"
    if attn.parallel_gpu > 1:
        return "tensor parallelism (parallel_gpu > 1)"
    if _checkpointed(attn):
        return "use_ckpting (mha)"
    if attn.layer_cache[0]:
        return "a decoding cache"
    return None


def attention_parts(attn) -> AttentionParts:
    """The parameters and settings of an OpenNMT `MultiHeadedAttention` (see above)."""
    return AttentionParts(
        query=attn.linear_query,
        key=attn.linear_keys,
        value=attn.linear_values,
        out=attn.final_linear,
        relative=attn.relative_positions_embeddings,
        max_relative_positions=attn.max_relative_positions,
        heads=attn.head_count,
        dim_per_head=attn.dim_per_head,
        dropout_p=attn.dropout.p if attn.dropout_p > 0 else 0.0,
    )


def layer_norm_fused_unsupported(norm) -> str | None:
    """Why the fused path cannot stack this pre-norm (OpenNMT's `layer_norm: rms` builds
    its RMSNorm), or None for a standard LayerNorm with affine weight and bias."""
    if type(norm) is not torch.nn.LayerNorm:
        return f"layer_norm {type(norm).__name__} (only the standard LayerNorm)"
    if norm.weight is None or norm.bias is None:
        return "a LayerNorm without affine weight and bias"
    return None


def feed_forward_fused_unsupported(ffn) -> str | None:
    """Why the fused path cannot reproduce this `PositionwiseFeedForward`, or None.

    Reads the linear layers (quantised: int8), `parallel_residual` (then there is no
    `layer_norm`), the `layer_norm` type (RMSNorm is not fused), `parallel_gpu` and
    `maybe_ckpt`.
    """
    if not isinstance(ffn, compat.PositionwiseFeedForward):
        return f"feed-forward is a {type(ffn).__name__}, not OpenNMT's PositionwiseFeedForward"
    if _quantised(ffn):
        return QUANTISED
    if ffn.parallel_residual:
        return "parallel_residual"
    reason = layer_norm_fused_unsupported(ffn.layer_norm)
    if reason is not None:
        return reason
    if ffn.parallel_gpu > 1:
        return "tensor parallelism (parallel_gpu > 1)"
    if _checkpointed(ffn):
        return "use_ckpting (ffn)"
    return None


def feed_forward_parts(ffn) -> FeedForwardParts:
    """The parameters and settings of an OpenNMT `PositionwiseFeedForward` (see above)."""
    return FeedForwardParts(
        layer_norm=ffn.layer_norm,
        w_1=ffn.w_1,
        w_2=ffn.w_2,
        w_3=ffn.w_3,
        activation=ffn.activation,
        dropout_1=ffn.dropout_1.p if ffn.dropout_p > 0 else 0.0,
        dropout_2=ffn.dropout_2.p if ffn.dropout_p > 0 else 0.0,
    )


def relative_position_index(
    length: int, max_relative_positions: int, device, decoding: bool = False
) -> torch.Tensor:
    """``(T, T)`` LongTensor: entry [q, k] = clamp(k - q, -K, K) + K, the row of the
    relative-position table that query q uses for key k (OpenNMT's
    `onmt.modules.multi_headed_attn.gen_relative_positions`, cache=False, as in the encoder
    and in teacher forcing). `decoding`: ``(1, T)``, the row of the newest of T cached
    positions (cache=True, as a decoder's self-attention computes it step by step).
    """
    return compat.gen_relative_positions(length, max_relative_positions, cache=decoding,
                                         device=device)
