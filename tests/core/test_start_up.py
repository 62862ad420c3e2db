"""The families' shared encoder/decoder start-up (onmt_ext/core/model/start_up.py): lengths and
masks by hand, the cache switch per step, the attention dict."""

from __future__ import annotations

import pytest
import torch

from onmt_ext.core.model.start_up import attention_outputs, decoder_start, encoder_start

PAD = 1


def test_encoder_start_fills_missing_lengths_and_masks_padding_keys():
    src = torch.tensor([[5, 6, 7], [8, 9, PAD]]).unsqueeze(-1)
    lengths, mask = encoder_start(src, None)
    assert lengths.tolist() == [3, 3] and lengths.dtype == torch.long
    lengths, mask = encoder_start(src, torch.tensor([3, 2]))
    assert mask.shape == (2, 1, 3, 3)
    assert mask[1, 0].tolist() == [[False, False, True]] * 3  # every query, key 2 hidden
    assert not mask[0].any()


class _Decoder:
    """Records the cache calls a decoder gets."""

    def __init__(self):
        self.calls = []
        self.embeddings = type("E", (), {"word_padding_idx": PAD})()

    def _init_cache(self, enc_out):
        self.calls.append(("init", tuple(enc_out.shape)))

    def _disable_cache(self):
        self.calls.append(("disable",))


def test_decoder_start_switches_caches_by_step_and_derives_both_masks():
    tgt = torch.tensor([[2, 5, PAD], [2, 6, 7]]).unsqueeze(-1)
    enc_out = torch.zeros(2, 4, 8)
    decoder = _Decoder()
    src_mask, tgt_mask = decoder_start(decoder, tgt, enc_out, None, torch.tensor([4, 2]), "x")
    assert decoder.calls == [("disable",)]
    assert src_mask.tolist() == [[[False] * 4], [[False, False, True, True]]]
    assert tgt_mask.tolist() == [[[False, False, True]], [[False, False, False]]]
    decoder_start(decoder, tgt[:, :1], enc_out, 0, torch.tensor([4, 2]), "x")
    decoder_start(decoder, tgt[:, 1:2], enc_out, 1, torch.tensor([4, 2]), "x")
    assert decoder.calls == [("disable",), ("init", (2, 4, 8))]  # step 1: caches kept
    with pytest.raises(ValueError, match="decoder_type x needs the encoder output"):
        decoder_start(decoder, tgt, None, None, torch.tensor([4, 2]), "x")


def test_attention_outputs():
    attn, align = torch.ones(1), torch.zeros(1)
    assert attention_outputs(attn, copy=False) == {"std": attn}
    assert attention_outputs(attn, copy=True, align=align) == {
        "std": attn, "copy": attn, "align": align}
