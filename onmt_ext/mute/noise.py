"""Bias-module noises for Biased MUTE (Yan et al., 2020, section 3.2).

"Multi-Unit Transformers for Neural Machine Translation" feeds every parallel
unit ``i`` of an encoder layer ``k`` a biased copy of the layer input:

    X_i^k = Bias_i(X^k)                                   (Eq. 11)
    F^e(X^k) = sum_{i in (1, I)} alpha_i * F_i^e(X_i^k)   (Eq. 12)

where ``Bias_i`` is one of the noise functions below:

* ``identity``: no noise (the special case kept in the paper's model design);
* ``swap``: swap two input embeddings at most ``max_distance`` (3) apart;
* ``disorder``: randomly permute a sub-sequence of at most ``window`` (3) tokens;
* ``mask``: replace one input embedding by a learnable mask embedding.

Footnote 2 of the paper: to avoid distorting the input sequence, each operation
is performed only ONCE per sentence, so each function here draws exactly one
swap / one window / one masked position per sentence of the batch.

Everything is vectorised over the batch (no Python loop over sentences), runs on
whatever device ``lengths`` (or ``x``) lives on and takes an optional
``torch.Generator`` for all randomness; the generator must live on that same
device. Padding positions (``t >= lengths[b]``) are never touched. Deciding
*when* to apply a noise (training only, the paper's switch with sample rate
``p_beta``) is left to the caller.

This module is pure torch on purpose: it does not import OpenNMT.
"""

from __future__ import annotations

import torch

NOISE_TYPES = ("identity", "swap", "disorder", "mask")

__all__ = [
    "NOISE_TYPES",
    "NoiseBias",
    "apply_noise",
    "disorder_source_index",
    "mask_position",
    "swap_source_index",
]


def _check_noise(noise: str) -> None:
    """Raise ``ValueError`` naming ``noise`` if it is not one of ``NOISE_TYPES``."""
    if noise not in NOISE_TYPES:
        raise ValueError(f"unknown noise {noise!r}; expected one of {NOISE_TYPES}")


def _uniform_int(high: torch.Tensor, generator: torch.Generator | None) -> torch.Tensor:
    """Draw one integer uniformly in ``[0, high - 1]`` for every element of ``high``.

    Args:
        high: LongTensor ``(B,)`` of exclusive upper bounds; entries ``< 1`` are
            treated as 1 (the draw is then 0).
        generator: optional ``torch.Generator`` on ``high.device``.

    Returns:
        LongTensor ``(B,)`` on ``high.device``.
    """
    high = high.clamp(min=1)
    u = torch.rand(high.shape, generator=generator, device=high.device)
    draw = (u * high.to(u.dtype)).floor().to(torch.long)
    # Guard against float rounding producing ``high`` itself.
    return torch.minimum(draw, high - 1)


def swap_source_index(
    lengths: torch.Tensor,
    max_len: int,
    max_distance: int = 3,
    generator: torch.Generator | None = None,
) -> torch.Tensor:
    """Gather index that swaps two tokens (at most ``max_distance`` apart) per sentence.

    For a sentence ``b`` of true length ``L = lengths[b] >= 2`` a position ``i``
    is drawn uniformly in ``[0, L - 2]`` and a partner ``j = i + k`` with ``k``
    uniform in ``1..min(max_distance, L - 1 - i)``. The returned index ``src``
    satisfies ``x_noised[b, t] = x[b, src[b, t]]``: positions ``i`` and ``j``
    are exchanged, every other position maps to itself. Sentences with
    ``L < 2`` and all padding positions (``t >= L``) map to themselves.

    Args:
        lengths: integer tensor ``(B,)`` of true lengths, each ``<= max_len``.
        max_len: padded length ``T`` of the batch.
        max_distance: largest allowed ``|i - j|`` (>= 1; the paper uses 3).
        generator: optional ``torch.Generator`` on ``lengths.device``.

    Returns:
        LongTensor ``(B, max_len)`` on ``lengths.device``.
    """
    if max_distance < 1:
        raise ValueError(f"max_distance must be >= 1, got {max_distance}")
    lengths = lengths.to(torch.long)
    device = lengths.device
    valid = lengths >= 2  # (B,)
    i = _uniform_int(lengths - 1, generator)  # (B,) in [0, L-2]
    k_max = torch.clamp(lengths - 1 - i, min=1, max=max_distance)  # (B,)
    j = i + 1 + _uniform_int(k_max, generator)  # (B,) in [i+1, i+k_max]
    t = torch.arange(max_len, device=device).unsqueeze(0)  # (1, T)
    i, j = i.unsqueeze(1), j.unsqueeze(1)  # (B, 1)
    src = torch.where(t == i, j, torch.where(t == j, i, t))  # (B, T)
    return torch.where(valid.unsqueeze(1), src, t.expand_as(src))


def disorder_source_index(
    lengths: torch.Tensor,
    max_len: int,
    window: int = 3,
    generator: torch.Generator | None = None,
) -> torch.Tensor:
    """Gather index that randomly permutes one window of consecutive tokens per sentence.

    For a sentence ``b`` of true length ``L = lengths[b] >= 2`` the window size
    is ``w = min(window, L)``, its start ``s`` is uniform in ``[0, L - w]`` and
    the ``w`` real tokens ``s .. s + w - 1`` are permuted by a uniformly random
    permutation (argsort of uniform keys over the ``w`` valid slots; slots
    ``>= w`` stay in place). The returned index ``src`` satisfies
    ``x_noised[b, t] = x[b, src[b, t]]``; it is the identity outside the window,
    on padding positions (``t >= L``) and for sentences with ``L < 2``. The
    drawn permutation may itself be the identity.

    Args:
        lengths: integer tensor ``(B,)`` of true lengths, each ``<= max_len``.
        max_len: padded length ``T`` of the batch.
        window: largest number of consecutive tokens permuted (>= 1; paper: 3).
        generator: optional ``torch.Generator`` on ``lengths.device``.

    Returns:
        LongTensor ``(B, max_len)`` on ``lengths.device``.
    """
    if window < 1:
        raise ValueError(f"window must be >= 1, got {window}")
    lengths = lengths.to(torch.long)
    device = lengths.device
    valid = lengths >= 2  # (B,)
    w = torch.clamp(lengths, max=window)  # (B,)
    s = _uniform_int(lengths - w + 1, generator)  # (B,) in [0, L-w]

    # Per-sentence permutation of the window slots: uniform keys for the w
    # valid slots, keys 2 + slot (> any uniform key, increasing) for the rest,
    # so argsort permutes slots < w among themselves and keeps slots >= w fixed.
    slot = torch.arange(window, device=device).unsqueeze(0)  # (1, window)
    keys = torch.rand(
        (lengths.shape[0], window), generator=generator, device=device
    )  # (B, window)
    keys = torch.where(slot < w.unsqueeze(1), keys, 2.0 + slot.to(keys.dtype))
    order = keys.argsort(dim=1, stable=True)  # (B, window)

    t = torch.arange(max_len, device=device).unsqueeze(0)  # (1, T)
    o = t - s.unsqueeze(1)  # (B, T) offset inside the window
    in_window = (o >= 0) & (o < w.unsqueeze(1)) & valid.unsqueeze(1)  # (B, T)
    moved = s.unsqueeze(1) + order.gather(1, o.clamp(0, window - 1))  # (B, T)
    return torch.where(in_window, moved, t.expand_as(moved))


def mask_position(
    lengths: torch.Tensor, generator: torch.Generator | None = None
) -> torch.Tensor:
    """Draw the one position to mask in each sentence.

    Args:
        lengths: integer tensor ``(B,)`` of true lengths.
        generator: optional ``torch.Generator`` on ``lengths.device``.

    Returns:
        LongTensor ``(B,)`` on ``lengths.device``: a position uniform in
        ``[0, L - 1]`` for sentences with ``L >= 1``, and ``-1`` for empty
        sentences (``L == 0``), which matches no position and so masks nothing.
    """
    lengths = lengths.to(torch.long)
    pos = _uniform_int(lengths, generator)  # (B,)
    return torch.where(lengths > 0, pos, torch.full_like(pos, -1))


def apply_noise(
    x: torch.Tensor,
    lengths: torch.Tensor,
    noise: str,
    mask_embedding: torch.Tensor | None = None,
    generator: torch.Generator | None = None,
    *,
    max_distance: int = 3,
    window: int = 3,
) -> torch.Tensor:
    """Apply one bias-module noise (once per sentence) to a padded batch.

    Args:
        x: float tensor ``(B, T, d)`` (batch first), padded to ``T``.
        lengths: integer tensor ``(B,)`` of true lengths (each ``<= T``); it is
            moved to ``x.device`` if needed.
        noise: one of ``NOISE_TYPES``.
        mask_embedding: tensor ``(d,)`` replacing the masked row; required for
            ``"mask"`` (usually a learnable ``nn.Parameter``), ignored otherwise.
        generator: optional ``torch.Generator`` on ``x.device``.
        max_distance: largest swap distance for ``"swap"``.
        window: window size for ``"disorder"``.

    Returns:
        Tensor ``(B, T, d)``. ``"identity"`` returns ``x`` itself (same object);
        the other noises return a new tensor, differentiable w.r.t. ``x`` (and
        w.r.t. ``mask_embedding`` for ``"mask"``), with padding rows unchanged.

    Raises:
        ValueError: unknown ``noise``, or ``"mask"`` without a ``(d,)``
            ``mask_embedding``.
    """
    _check_noise(noise)
    if noise == "identity":
        return x
    lengths = lengths.to(device=x.device)
    batch, max_len, dim = x.shape
    if noise == "mask":
        if mask_embedding is None:
            raise ValueError('noise "mask" requires a mask_embedding of shape (d,)')
        if mask_embedding.shape != (dim,):
            raise ValueError(
                f"mask_embedding must have shape ({dim},), "
                f"got {tuple(mask_embedding.shape)}"
            )
        pos = mask_position(lengths, generator)  # (B,)
        t = torch.arange(max_len, device=x.device).unsqueeze(0)  # (1, T)
        selected = (t == pos.unsqueeze(1)).unsqueeze(-1)  # (B, T, 1)
        return torch.where(selected, mask_embedding.to(x.dtype), x)
    if noise == "swap":
        src = swap_source_index(lengths, max_len, max_distance, generator)
    else:  # "disorder"
        src = disorder_source_index(lengths, max_len, window, generator)
    return x.gather(1, src.unsqueeze(-1).expand(batch, max_len, dim))


class NoiseBias(torch.nn.Module):
    """``Bias_i`` of Eq. 11: one fixed noise type applied to a unit's input.

    Holds no learnable parameters; the ``"mask"`` noise takes its (learnable)
    mask embedding as a ``forward`` argument so that several units or layers may
    share it. The module applies the noise whenever called: switching it off at
    test time (and the training-time switch with rate ``p_beta``) is up to the
    caller.

    Args:
        noise: one of ``NOISE_TYPES``.
        max_distance: largest swap distance (``"swap"``).
        window: window size (``"disorder"``).
    """

    def __init__(self, noise: str, max_distance: int = 3, window: int = 3) -> None:
        super().__init__()
        _check_noise(noise)
        if max_distance < 1:
            raise ValueError(f"max_distance must be >= 1, got {max_distance}")
        if window < 1:
            raise ValueError(f"window must be >= 1, got {window}")
        self.noise = noise
        self.max_distance = max_distance
        self.window = window

    def forward(
        self,
        x: torch.Tensor,
        lengths: torch.Tensor,
        mask_embedding: torch.Tensor | None = None,
        generator: torch.Generator | None = None,
    ) -> torch.Tensor:
        """Noise ``x`` ``(B, T, d)`` given ``lengths`` ``(B,)``; see ``apply_noise``.

        Returns:
            Tensor ``(B, T, d)`` (``x`` itself for ``"identity"``).
        """
        return apply_noise(
            x,
            lengths,
            self.noise,
            mask_embedding=mask_embedding,
            generator=generator,
            max_distance=self.max_distance,
            window=self.window,
        )

    def extra_repr(self) -> str:
        """Show the noise name (and its size parameter when relevant)."""
        if self.noise == "swap":
            return f"noise={self.noise!r}, max_distance={self.max_distance}"
        if self.noise == "disorder":
            return f"noise={self.noise!r}, window={self.window}"
        return f"noise={self.noise!r}"
