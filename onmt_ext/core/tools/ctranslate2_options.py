"""`onmt_release_model --format ctranslate2` for a Transformer trained with OpenNMT-py
3.5.1's defaults.

OpenNMT-py 3.5.1's default `self_attn_type` is "scaled-dot-flash"; CTranslate2 4.x's
converter accepts only "scaled-dot". The two are one computation, softmax(QK^T / sqrt(d)) V:
"scaled-dot-flash" only lets OpenNMT hand it to torch's fused kernel
(`scaled_dot_product_attention`, or the flash_attn package on a GPU) where the model has
no relative positions and runs off the CPU; the weights are the same either way.
"""

from __future__ import annotations

import copy

FLASH_ATTENTION = "scaled-dot-flash"
SAME_ATTENTION = "scaled-dot"


def as_ctranslate2_checks(opt):
    """The checkpoint's options `opt` as CTranslate2's option check is to see them: a copy
    with `self_attn_type: scaled-dot` in place of `scaled-dot-flash` (the same computation,
    see above); `opt` itself otherwise."""
    if getattr(opt, "self_attn_type", None) != FLASH_ATTENTION:
        return opt
    opt = copy.copy(opt)
    opt.self_attn_type = SAME_ATTENTION
    return opt
