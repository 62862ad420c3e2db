"""What every family's encoder and decoder does first, and the decoder's attention dict.

OpenNMT's TransformerEncoder/TransformerDecoder `forward` derive padding masks and switch
the decoding caches before running their layers; the families' encoders and decoders
(aggregate, dense, mimo, mute) replace `forward` and start the same way:

* encoder: lengths (all full when not given) and the self-attention padding mask;
* decoder: the encoder output is required; step 0 starts step-by-step decoding
  (`_init_cache`), step None is teacher forcing (`_disable_cache`: no cache anywhere); the
  source and target padding masks;
* decoder output: ``{"std": attn}`` plus ``"copy"`` for copy attention (and ``"align"``).
"""

from __future__ import annotations

from torch import Tensor

from onmt_ext import compat

__all__ = ["attention_outputs", "decoder_start", "encoder_start"]


def encoder_start(src: Tensor, src_len: Tensor | None) -> tuple[Tensor, Tensor]:
    """``(src_len (B,), mask (B, 1, S, S))`` for ``src (B, S, feats)``; the mask is True
    at padding keys, as OpenNMT's TransformerEncoder builds it."""
    src_len = compat.source_lengths(src, src_len)
    return src_len, compat.encoder_self_attention_mask(src_len, src.size(1))


def decoder_start(
    decoder, tgt: Tensor, enc_out: Tensor | None, step: int | None, src_len: Tensor, name: str
) -> tuple[Tensor, Tensor]:
    """Cache switch and padding masks of one decoder call.

    Args:
        decoder: an OpenNMT-style decoder with `_init_cache(enc_out)`, `_disable_cache()`
            and `embeddings`.
        tgt: ``(B, T, feats)`` target ids; enc_out ``(B, S, *)``.
        step: None (teacher forcing), or the decoding step (0 starts the caches).
        src_len: ``(B,)`` source lengths.
        name: the decoder_type, for the error message.

    Returns:
        ``(src_pad_mask (B, 1, S), tgt_pad_mask (B, 1, T))``, True at padding.
    """
    if enc_out is None:
        raise ValueError(f"decoder_type {name} needs the encoder output (enc_out)")
    if step == 0:
        compat.init_decoder_cache(decoder, enc_out)
    elif step is None:
        decoder._disable_cache()
    return compat.decoder_padding_masks(
        tgt, src_len, enc_out.size(1), decoder.embeddings.word_padding_idx
    )


def attention_outputs(attn: Tensor | None, copy: bool, align: Tensor | None = None) -> dict:
    """OpenNMT's decoder attention dict: ``"std"``, ``"copy"`` (copy attention reads the
    same weights) and ``"align"`` when given."""
    attns = {"std": attn}
    if copy:
        attns["copy"] = attn
    if align is not None:
        attns["align"] = align
    return attns
