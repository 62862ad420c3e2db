"""The DenseNMT encoder (Shen et al. 2018) on OpenNMT Transformer layers: `encoder_type: dense`.

With h^0 the (projected) source embedding of width d0 (Section 5.3), dense layer l reads the
concatenation of everything before it and adds g new features (Eq. 6):

    h^l = H(W_l [h^{l-1}; ...; h^1; h^0])        W_l: (d0 + (l-1) g) -> g

where H is OpenNMT's pre-norm TransformerEncoderLayer of width g (self-attention + FFN).
A summary layer (a linear map back to d0, Section 3.3) follows every `sumlen - 1` layers and
replaces the block's concatenation. `dense_encoder_connections: residual` keeps OpenNMT's
residual stack of width d0 instead (the paper's DenseAtt-only ablation still needs the
encoder's layer states). `enc_layer_type` (onmt_ext.core.model.stack_layers) makes H another
family's layer, e.g. MUTE's multi-unit layer of width g.

Hand-off to the decoder (`enc_out`, one tensor, so OpenNMT's beam tiling and reordering along
the batch axis apply unchanged):

* a decoder with standard attention (OpenNMT's transformer decoder, or `decoder_type: dense`
  with `dense_attention: standard`) gets ``LN(W_out [last block])`` of width `hidden_size`
  ``(B, S, hidden)``; residual stacks with d0 = hidden give ``LN(h^L)`` as OpenNMT does;
* a DenseAtt decoder gets ``[LN(h^0) | LN(block_1) | ... | LN(block_n)]`` ``(B, S, d0 + sum
  w_i)`` where the blocks are `DenseLayout.export_widths()` (the last block, or every layer of
  a residual stack); the decoder splits it with the same layout computed from the options.
"""

from __future__ import annotations

import torch
from torch import nn

from onmt_ext import compat
from onmt_ext.core.model.stack_layers import LayerBuilder
from onmt_ext.dense.blocks import encoder_stack, uses_dense_attention
from onmt_ext.dense.options import DenseOptions


class DenseEncoderLayer(compat.TransformerEncoderLayer):
    """OpenNMT's TransformerEncoderLayer reading a wider concatenation (Eq. 6).

    Args:
        input_width: width of the concatenation it reads; None for a residual layer.
        d_model: working width (g for a dense layer); other arguments are OpenNMT's.
    """

    def __init__(self, input_width: int | None, d_model: int, *args, **kwargs):
        super().__init__(d_model, *args, **kwargs)
        self.input_projection = nn.Linear(input_width, d_model) if input_width else None

    def forward(self, layer_in: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """``(B, S, input_width) -> (B, S, d_model)``; mask ``(B, 1, S, S)`` True at pad."""
        if self.input_projection is not None:
            layer_in = self.input_projection(layer_in)
        return super().forward(layer_in, mask)


class ProjectedEncoderLayer(nn.Module):
    """Eq. 6 around another family's layer (`enc_layer_type`, e.g. MUTE's multi-unit layer):
    ``H(W_l [h^{l-1}; ...; h^0])`` with ``layer`` as H.

    Args:
        input_width: width of the concatenation it reads; None for a residual layer.
        d_model: working width of `layer` (g in a dense stack, d0 in a residual one).
        layer: the layer H, called as ``layer(x, mask)`` on ``(B, S, d_model)``.
    """

    def __init__(self, input_width: int | None, d_model: int, layer: nn.Module):
        super().__init__()
        self.input_projection = nn.Linear(input_width, d_model) if input_width else None
        self.layer = layer

    def forward(self, layer_in: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """``(B, S, input_width) -> (B, S, d_model)``; mask ``(B, 1, S, S)`` True at pad."""
        if self.input_projection is not None:
            layer_in = self.input_projection(layer_in)
        return self.layer(layer_in, mask)

    def update_dropout(self, dropout: float, attention_dropout: float) -> None:
        self.layer.update_dropout(dropout, attention_dropout)


class DenseEncoder(compat.TransformerEncoder):
    """`encoder_type: dense`. Arguments are OpenNMT's TransformerEncoder's (positional or
    keyword, see `compat.transformer_arguments`) plus, keyword-only:

    Args:
        dense: a `DenseOptions` (see onmt_ext.dense.options): growth rate, sumlen,
            connections, d0, FFN size.
        export_states: hand the layer states to a DenseAtt decoder instead of one output.
        layer_builder: the layer H of Eq. 6 (`enc_layer_type`, onmt_ext.core.model.stack_layers;
            default OpenNMT's layer); another type (e.g. MUTE's multi-unit layer, of width
            g) is wrapped in a `ProjectedEncoderLayer`.
    """

    takes_layer_type = True

    def __init__(
        self,
        *args,
        dense=None,
        export_states: bool = False,
        layer_builder: LayerBuilder | None = None,
        **kwargs,
    ):
        a = compat.transformer_arguments(compat.TransformerEncoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        dense = dense or DenseOptions()
        e = a.embeddings.embedding_size
        d0 = dense.embedding_width or e
        self.layout = encoder_stack(
            a.num_layers, d0, dense.growth_rate, dense.sumlen, dense.encoder_connections
        )
        self.export_states = export_states
        layout = self.layout
        # Section 5.3: small embeddings e are projected up to d0.
        self.embedding_projection = nn.Linear(e, d0) if d0 != e else None
        inputs = layout.layer_input_widths() if layout.dense else [None] * a.num_layers
        builder = layer_builder or LayerBuilder()
        layer_args = (
            layout.layer_width,
            a.heads,
            (dense.ff or a.d_ff) if layout.dense else a.d_ff,
            a.dropout,
            a.attention_dropout,
        )

        def layer(index: int, width: int | None) -> nn.Module:
            if builder.is_transformer:  # OpenNMT's layer with the projection (old keys)
                return DenseEncoderLayer(width, *layer_args, **a.layer_kwargs())
            inner = builder(layer_args, a.layer_kwargs(), index)
            return ProjectedEncoderLayer(width, layout.layer_width, inner)

        self.transformer = nn.ModuleList(
            [layer(index, width) for index, width in enumerate(inputs)]
        )
        # Section 3.3: summary layers map a block's concatenation back to d0.
        self.summary_layers = nn.ModuleList(
            [nn.Linear(width, d0) for width in layout.summary_input_widths()]
        )
        self._summary_index = {k: i for i, k in enumerate(layout.summary_positions())}
        if export_states:
            # DenseAtt reads the states directly: no output projection, no final norm.
            self.layer_norm = None
            self.output_projection = None
            widths = [d0, *layout.export_widths()]
            self.export_norms = nn.ModuleList([nn.LayerNorm(w, eps=a.norm_eps) for w in widths])
        else:
            out_in = layout.output_input_width()
            needs_projection = layout.dense or out_in != a.d_model
            self.output_projection = nn.Linear(out_in, a.d_model) if needs_projection else None
            self.export_norms = None

    @classmethod
    def from_opt(cls, opt, embeddings):
        """OpenNMT's TransformerEncoder option mapping plus the dense_* keys."""
        dense = DenseOptions.from_opt(opt)
        return compat.build_from_onmt_opt(
            compat.TransformerEncoder,
            cls,
            opt,
            embeddings,
            dense=dense,
            export_states=uses_dense_attention(opt, dense),
            layer_builder=LayerBuilder.from_opt(opt),
        )

    def layer_states(self, src, src_len):
        """Run the stack.

        Returns:
            h0 ``(B, S, d0)``, the last block's pieces ``[(B, S, w)]`` (starting with h0 or
            the last summary), every layer output ``[(B, S, layer_width)]`` and whether a
            summary layer ran.
        """
        h0 = self.embeddings(src)
        if self.embedding_projection is not None:
            h0 = self.embedding_projection(h0)
        mask = compat.encoder_self_attention_mask(src_len)
        block, outputs, summarized = [h0], [], False
        for k, layer in enumerate(self.transformer, start=1):
            layer_in = torch.cat(block, dim=-1) if self.layout.dense else block[-1]
            h = layer(layer_in, mask)  # Eq. 6
            outputs.append(h)
            block = block + [h] if self.layout.dense else [h]
            if k in self._summary_index:  # Section 3.3
                block = [self.summary_layers[self._summary_index[k]](torch.cat(block, dim=-1))]
                summarized = True
        return h0, block, outputs, summarized

    def forward(self, src, src_len=None):
        """``src (B, S, feats)``, ``src_len (B,)`` -> ``(enc_out, None, src_len)``.

        enc_out is ``(B, S, hidden)`` for a standard-attention decoder, ``(B, S, d0 + sum
        export_widths)`` for a DenseAtt decoder (see the module docstring).
        """
        src_len = compat.source_lengths(src, src_len)
        h0, block, outputs, summarized = self.layer_states(src, src_len)
        if self.export_states:
            if not self.layout.dense:
                blocks = outputs
            else:
                blocks = block if summarized else block[1:]
            parts = [norm(x) for norm, x in zip(self.export_norms, [h0, *blocks])]
            return torch.cat(parts, dim=-1), None, src_len
        out = torch.cat(block, dim=-1) if self.layout.dense else block[-1]
        if self.output_projection is not None:
            out = self.output_projection(out)
        return self.layer_norm(out), None, src_len
