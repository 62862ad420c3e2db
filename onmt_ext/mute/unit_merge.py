"""Merging the outputs of parallel units (MUTE, Yan et al. 2020, Sections 3.1 and 3.3).

Pure torch, no OpenNMT coupling.  Both functions take the stacked unit outputs with the
unit axis first, shape ``(I, B, T, d)`` (any trailing shape ``(I, *)`` works), and the
learnable unit weights ``alpha`` of shape ``(I,)``; they return a tensor of shape
``(B, T, d)`` (resp. ``*``).

``alpha`` is cast to the dtype of the unit outputs (mixed precision: fp32 parameter,
fp16/bf16 activations); the cast is differentiable.
"""

from __future__ import annotations

import torch
from torch import Tensor

__all__ = ["alpha_merge", "sequential_merge"]


def _check(unit_outputs: Tensor, alpha: Tensor) -> None:
    if unit_outputs.dim() < 1:
        raise ValueError("unit_outputs must have a leading unit axis of size I")
    if alpha.dim() != 1 or alpha.shape[0] != unit_outputs.shape[0]:
        raise ValueError(
            f"alpha must have shape (I,) with I={unit_outputs.shape[0]}, got {tuple(alpha.shape)}"
        )


def alpha_merge(unit_outputs: Tensor, alpha: Tensor) -> Tensor:
    """Weighted sum of the unit outputs, Eq. 10 (and Eq. 12 for biased units).

    ``F(X) = sum_{i=1..I} alpha_i * F_i(X)``

    Args:
        unit_outputs: ``O``, shape ``(I, B, T, d)``: output of unit ``i`` at ``O[i]``.
        alpha: shape ``(I,)``, the learnable unit weights (raw, no softmax).

    Returns:
        Tensor of shape ``(B, T, d)``.
    """
    _check(unit_outputs, alpha)
    alpha = alpha.to(dtype=unit_outputs.dtype)
    # Contract the unit axis: (I,) x (I, B, T, d) -> (B, T, d), one kernel, no Python loop.
    return torch.tensordot(alpha, unit_outputs, dims=([0], [0]))


def sequential_merge(ordered_outputs: Tensor, alpha: Tensor) -> Tensor:
    """Sequential dependency merge, Eq. 14-15, of already permuted unit outputs.

    With ``G_1..G_I`` the permuted outputs (Eq. 13 / Eq. 16, e.g. produced by
    :class:`onmt_ext.mute.autoshuffle.AutoShuffle`):

    * Eq. 14: ``G_hat_i = G_hat_{i-1} + G_i`` with ``G_hat_0 = 0`` (cumulative sum),
    * Eq. 15: ``F(X) = sum_{i=1..I} alpha_i * G_hat_i / i`` (running means, weighted).

    Implementation: the same sum regrouped by ``G_j``,
    ``sum_i (alpha_i / i) * sum_{j<=i} G_j = sum_j c_j * G_j`` with
    ``c_j = sum_{i>=j} alpha_i / i`` (a reversed cumulative sum of ``alpha / arange(1..I)``),
    so only the ``(I,)`` weight vector is cumulated and divided; no ``(I, B, T, d)``
    cumulative-sum intermediate is materialised or kept for backward.  Mathematically
    identical to Eq. 14-15 (differences are floating-point rounding only).

    Args:
        ordered_outputs: ``G``, shape ``(I, B, T, d)``, already permuted.
        alpha: shape ``(I,)``, the learnable weights of the accumulated outputs.

    Returns:
        Tensor of shape ``(B, T, d)``.
    """
    _check(ordered_outputs, alpha)
    num_units = ordered_outputs.shape[0]
    alpha = alpha.to(dtype=ordered_outputs.dtype)
    steps = torch.arange(1, num_units + 1, dtype=alpha.dtype, device=alpha.device)
    per_mean = alpha / steps  # weight of G_hat_i in Eq. 15: alpha_i / i
    # c_j = sum_{i >= j} alpha_i / i  (reverse cumulative sum over the unit axis)
    coeffs = torch.flip(torch.cumsum(torch.flip(per_mean, dims=[0]), dim=0), dims=[0])
    return torch.tensordot(coeffs, ordered_outputs, dims=([0], [0]))
