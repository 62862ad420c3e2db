"""The DenseNMT decoder (Shen et al. 2018) on OpenNMT Transformer layers: `decoder_type: dense`.

With z^0 the (projected) target embedding of width d0, dense decoder layer l reads the
concatenation of all previous decoder layers and their attention outputs (Eq. 7):

    x^l          = W_l [z^{l-1}; a^{l-1}; ...; z^1; a^1; z^0]      W_l: (d0 + 2g(l-1)) -> g
    s^l          = x^l + SelfAttn(LN_1(x^l))
    a^l          = Attn(LN_2(s^l), encoder)          standard, DenseAtt-1 (Eq. 9) or -2 (Eq. 10)
    z^l          = FFN(s^l + a^l)                    (OpenNMT's FFN: pre-LN and residual)

i.e. an OpenNMT pre-norm TransformerDecoderLayer of width g whose context attention is a
`BlockAttention` and whose attention output a^l is also handed to later layers. Summary layers
(Section 3.3) map a block back to d0 every `sumlen - 1` layers. The output is
``LN(W_out [last block])`` of width `hidden_size`, which is what OpenNMT's generator reads
(Section 3.1: "a linear transformation of the concatenation"); with small embeddings
(Section 5.3) set `hidden_size` to the embedding size e so the generator (softmax matrix) is
V x e, i.e. the decoder output is projected back to e. `dense_decoder_connections: residual`
keeps OpenNMT's residual stack of width d0 (with d0 = hidden and standard attention it
computes exactly what OpenNMT's TransformerDecoder computes).

Incremental decoding uses OpenNMT's layer caches: self-attention keys/values in
`self_attn.layer_cache`, projected encoder blocks in `context_attn.layer_cache`; every other
operation is position-wise, so step-by-step decoding equals teacher forcing. OpenNMT's
`_init_cache` and `map_state` (beam tiling / reordering) are inherited unchanged.
"""

from __future__ import annotations

import torch
from torch import nn

from onmt_ext import compat
from onmt_ext.core.model.start_up import attention_outputs, decoder_start
from onmt_ext.dense.attention import BlockAttention
from onmt_ext.dense.blocks import (
    DENSE_ATT_1,
    MemoryLayout,
    attention_key_widths,
    decoder_stack,
    memory_layout,
)
from onmt_ext.dense.options import DenseOptions


class DenseDecoderLayer(compat.TransformerDecoderLayer):
    """OpenNMT's pre-norm TransformerDecoderLayer with a wide input and a BlockAttention.

    Args:
        input_width: width of the concatenation it reads (Eq. 7); None for a residual layer.
        d_model: working width (g dense, d0 residual).
        heads, d_ff, dropout, attention_dropout: as OpenNMT's layer.
        key_widths: memory blocks of its attention (see `attention_key_widths`).
        embedding_width: width of the source embedding h^0 added to the values (DenseAtt).
        **kwargs: OpenNMT's TransformerDecoderLayer keyword arguments.
    """

    def __init__(
        self,
        input_width: int | None,
        d_model: int,
        heads: int,
        d_ff: int,
        dropout: float,
        attention_dropout: float,
        key_widths: list[int],
        embedding_width: int = 0,
        **kwargs,
    ):
        super().__init__(d_model, heads, d_ff, dropout, attention_dropout, **kwargs)
        self.input_projection = nn.Linear(input_width, d_model) if input_width else None
        self.context_attn = BlockAttention(
            d_model,
            heads,
            key_widths,
            embedding_width,
            dropout=attention_dropout,
            bias=kwargs.get("add_qkvbias", False),
        )

    def forward(self, layer_in, blocks, embedding, src_pad_mask, tgt_pad_mask, step=None):
        """One layer.

        Args:
            layer_in: ``(B, T, input_width)`` concatenation (dense) or ``(B, T, d0)``.
            blocks, embedding: encoder memory (see BlockAttention.forward).
            src_pad_mask: ``(B, 1, S)``; tgt_pad_mask: ``(B, 1, T)``; True at padding.
            step: None (teacher forcing) or the decoding step (layer caches active).

        Returns:
            z^l ``(B, T, d_model)``, a^l ``(B, T, d_model)``, probabilities
            ``(B, blocks, heads, T, S)``.
        """
        x = self.input_projection(layer_in) if self.input_projection is not None else layer_in
        dec_mask = None
        if x.size(1) > 1:  # several target positions at once: causal + padding mask
            dec_mask = compat.decoder_self_attention_mask(self, tgt_pad_mask, False).unsqueeze(1)
        self_out, _ = compat.decoder_self_attention(self, self.layer_norm_1(x), dec_mask, step)
        if self.dropout_p > 0:
            self_out = self.dropout(self_out)
        s = self_out + x
        a, probs = self.context_attn(self.layer_norm_2(s), blocks, embedding, src_pad_mask)
        if self.dropout_p > 0:
            a = self.dropout(a)
        return self.feed_forward(a + s), a, probs


class DenseDecoder(compat.TransformerDecoder):
    """`decoder_type: dense`. Arguments are OpenNMT's TransformerDecoder's (positional or
    keyword, see `compat.transformer_arguments`) plus, keyword-only:

    Args:
        dense: a `DenseOptions` (growth rate, sumlen, connections, d0, FFN, attention).
        memory: the `MemoryLayout` of the encoder output it reads.
    """

    def __init__(self, *args, dense=None, memory: MemoryLayout | None = None, **kwargs):
        a = compat.transformer_arguments(compat.TransformerDecoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        dense = dense or DenseOptions()
        self.attention = dense.attention
        self.memory = memory or MemoryLayout(0, (a.d_model,))
        e = a.embeddings.embedding_size
        d0 = dense.embedding_width or e
        self.layout = decoder_stack(
            a.num_layers, d0, dense.growth_rate, dense.sumlen, dense.decoder_connections
        )
        layout = self.layout
        self.embedding_projection = nn.Linear(e, d0) if d0 != e else None  # Section 5.3
        key_widths = attention_key_widths(self.memory, self.attention)
        inputs = layout.layer_input_widths() if layout.dense else [None] * a.num_layers
        self.transformer_layers = nn.ModuleList(
            [
                DenseDecoderLayer(
                    width,
                    layout.layer_width,
                    a.heads,
                    (dense.ff or a.d_ff) if layout.dense else a.d_ff,
                    a.dropout,
                    a.attention_dropout,
                    key_widths,
                    self.memory.embedding_width,
                    **a.layer_kwargs(),
                )
                for width in inputs
            ]
        )
        self.summary_layers = nn.ModuleList(
            [nn.Linear(width, d0) for width in layout.summary_input_widths()]
        )
        self._summary_index = {k: i for i, k in enumerate(layout.summary_positions())}
        out_in = layout.output_input_width()
        needs_projection = layout.dense or out_in != a.d_model
        self.output_projection = nn.Linear(out_in, a.d_model) if needs_projection else None

    @classmethod
    def from_opt(cls, opt, embeddings):
        """OpenNMT's TransformerDecoder option mapping plus the dense_* keys."""
        dense = DenseOptions.from_opt(opt)
        return compat.build_from_onmt_opt(
            compat.TransformerDecoder,
            cls,
            opt,
            embeddings,
            dense=dense,
            memory=memory_layout(opt, dense),
        )

    def _disable_cache(self) -> None:
        """Teacher forcing: no layer cache (OpenNMT's convention: inactive, empty)."""
        compat.deactivate_decoder_caches(self.transformer_layers)

    def _memory(self, enc_out):
        """Split the encoder output into (h^0 or None, attention blocks)."""
        embedding, blocks = self.memory.split(enc_out)  # checks the width
        if self.attention == DENSE_ATT_1:  # Eq. 9: one attention over the concatenation
            blocks = [enc_out[..., self.memory.embedding_width :]]
        return embedding, blocks

    def forward(self, tgt, enc_out=None, step=None, **kwargs):
        """Decode, teacher-forced (step None) or one step at a time (step 0, 1, ...).

        Args:
            tgt: ``(B, T, feats)`` target tokens.
            enc_out: ``(B, S, memory.total)`` (see onmt_ext.dense.encoder).
            step: decoding step; 0 initialises OpenNMT's layer caches.
            src_len: ``(B,)`` source lengths (keyword, as OpenNMT passes it).

        Returns:
            ``(B, T, hidden)`` decoder output and ``{"std": (B, T, S)}`` (last layer's
            attention averaged over heads and blocks).
        """
        src_pad_mask, tgt_pad_mask = decoder_start(
            self, tgt, enc_out, step, kwargs["src_len"], "dense"
        )
        z0 = self.embeddings(tgt, step=step)
        if self.embedding_projection is not None:
            z0 = self.embedding_projection(z0)
        embedding, blocks = self._memory(enc_out)
        block, probs = [z0], None
        for k, layer in enumerate(self.transformer_layers, start=1):
            layer_in = torch.cat(block, dim=-1) if self.layout.dense else block[-1]
            z, a, probs = layer(layer_in, blocks, embedding, src_pad_mask, tgt_pad_mask, step)
            block = block + [z, a] if self.layout.dense else [z]  # Eq. 7
            if k in self._summary_index:  # Section 3.3
                block = [self.summary_layers[self._summary_index[k]](torch.cat(block, dim=-1))]
        out = torch.cat(block, dim=-1) if self.layout.dense else block[-1]
        if self.output_projection is not None:
            out = self.output_projection(out)
        attn = probs.mean(dim=(1, 2)) if probs is not None else None
        return self.layer_norm(out), attention_outputs(attn, copy=False)
