"""Layer diversity (Dou et al. 2018, Sec. 3.2, Eq. 9-10). Pure torch.

    L_diversity = 1/(L-1) sum_{l=1}^{L-1} D(H^l, H^(l+1))                        (Eq. 10)
    D(H^l, H^(l+1)) = 1/N sum_{n=1}^{N} (1 - cos^2(h^l_n, h^(l+1)_n))

averaged over the N real (non-padding) positions. D is 1 for orthogonal adjacent states
and 0 for parallel (linearly dependent) ones. Eq. 9 adds it to the objective with weight
lambda so as to *maximise* it: as a loss to minimise the term is ``-lambda * L_diversity``
(onmt_ext logs L_diversity itself and registers the weight ``-lambda``).
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
from torch import Tensor

__all__ = ["cosine_squared_distance", "layer_diversity"]


def cosine_squared_distance(a: Tensor, b: Tensor, mask: Tensor | None = None, eps: float = 1e-8):
    """D(H^l, H^(l+1)) of Eq. 10.

    Args:
        a, b: states ``(B, T, d)`` (or any ``(*, d)``).
        mask: ``(B, T)`` (``*``) bool, True at the N real positions; None: all positions.
        eps: guards the norms of all-zero vectors.

    Returns:
        scalar tensor in [0, 1].
    """
    a, b = a.float(), b.float()  # fp16 sums of squares of residual states can overflow
    dot = (a * b).sum(-1)
    norms = a.norm(dim=-1).clamp_min(eps) * b.norm(dim=-1).clamp_min(eps)
    distance = 1.0 - (dot / norms) ** 2
    if mask is None:
        return distance.mean()
    mask = mask.to(distance.dtype)
    return (distance * mask).sum() / mask.sum().clamp_min(1.0)


def layer_diversity(states: Sequence[Tensor], mask: Tensor | None = None) -> Tensor:
    """L_diversity of Eq. 10: mean of D over the L-1 pairs of adjacent layers.

    Args:
        states: ``[H^1, ..., H^L]``, each ``(B, T, d)``; L >= 2.
        mask: ``(B, T)`` bool, True at real tokens.
    """
    if len(states) < 2:
        raise ValueError("layer diversity needs at least two layers")
    pairs = [
        cosine_squared_distance(lower, upper, mask)
        for lower, upper in zip(states[:-1], states[1:], strict=True)
    ]
    return torch.stack(pairs).mean()
