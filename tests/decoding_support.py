"""Step-by-step decoding through beam search's tiling/reordering, for any OpenNMT decoder."""

from __future__ import annotations

import torch


def encode(model, src, src_len):
    """Run the encoder and initialise the decoder state, as OpenNMT's translator does."""
    enc_out, enc_final, src_len = model.encoder(src, src_len)
    model.decoder.init_state(src, enc_out, enc_final)
    return enc_out, src_len


def step(model, tgt, enc_out, src_len, t: int) -> torch.Tensor:
    """Decoder output ``(B, d)`` of step `t` (the decoding cache holds steps < t)."""
    out, _ = model.decoder(tgt[:, t : t + 1], enc_out, src_len=src_len, step=t)
    return out[:, 0]


def decode_after_reordering(model, src, src_len, tgt, index, first: int):
    """Decode `first` steps, tile/reorder the batch by `index` as beam search does
    (`map_state` and a selection of the encoder rows), decode the remaining steps.

    Returns ``(got, expected)``: the outputs of steps ``first..`` and the teacher-forced
    outputs of the selected rows decoded from the start, both ``(len(index), T - first, d)``.
    """
    with torch.no_grad():
        enc_out, enc_len = encode(model, src, src_len)
        for t in range(first):
            step(model, tgt, enc_out, enc_len, t)
        model.decoder.map_state(lambda state, dim: state.index_select(dim, index))
        enc_sel, len_sel, tgt_sel = enc_out[index], enc_len[index], tgt[index]
        got = [step(model, tgt_sel, enc_sel, len_sel, t) for t in range(first, tgt.size(1))]
        full_enc, full_len = encode(model, src[index], src_len[index])
        expected, _ = model.decoder(tgt_sel, full_enc, src_len=full_len)
    return torch.stack(got, 1), expected[:, first:]
