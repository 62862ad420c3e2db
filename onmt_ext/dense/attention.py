"""Multi-head attention over one or several encoder blocks: DenseNMT's DenseAtt (Section 3.2).

With query z (the decoder layer's normalised state), encoder blocks h^1..h^n and the source
embedding h^0, one module covers the three attentions of the dense decoder:

* standard  : ``a = F(L(z), L(M), L(M))`` over the encoder output M (one block).
* DenseAtt-1: ``a = F(L(z), L([h^1..h^n]), L([h^1..h^n]) + L(h^0))``                (Eq. 9)
* DenseAtt-2: ``a = sqrt(1/n) * sum_i F(L(z), L(h^i), L_i(h^i) + L(h^0))``             (Eq. 10)

F is multi-head scaled dot-product attention (Eq. 8). Eq. 10's ``L([h^i, h^0])`` is written
``L_i(h^i) + L_e(h^0)`` with L_e shared by the blocks of a layer, so DenseAtt-1 and DenseAtt-2
have exactly the same number of parameters, as the paper states. The sqrt(1/n) scaling of
the sum follows the authors' code (it keeps the output scale independent of n).

All blocks are projected to the layer width and stacked along the head axis, so every block
is one more group of heads: keys/values are cached in OpenNMT's `layer_cache` format
``(active, {"keys": (B, n*heads, S, d_head), "values": ...})``, and OpenNMT's
`TransformerDecoderBase._init_cache` / `map_state` (beam tiling and reordering along the
batch axis) handle them like any context attention.
"""

from __future__ import annotations

import math

import torch
from torch import nn

from onmt_ext import compat


def padding_mask(lengths: torch.Tensor, max_len: int) -> torch.Tensor:
    """``(B,) -> (B, 1, max_len)``, True at padding."""
    positions = torch.arange(max_len, device=lengths.device)
    return (positions.unsqueeze(0) >= lengths.unsqueeze(1)).unsqueeze(1)


class BlockAttention(nn.Module):
    """Attention of a query over n memory blocks, summed over the blocks.

    Args:
        width: query and output width (the decoder layer width); divisible by `heads`.
        heads: attention heads per block.
        key_widths: width of each memory block (key and value source).
        embedding_width: width of h^0 added to the values (0: no embedding term).
        dropout: attention-probability dropout.
        bias: biases on the projections (OpenNMT's `add_qkvbias`).
    """

    def __init__(
        self,
        width: int,
        heads: int,
        key_widths: list[int],
        embedding_width: int = 0,
        dropout: float = 0.0,
        bias: bool = False,
    ):
        super().__init__()
        if width % heads:
            raise ValueError(f"attention width {width} is not divisible by heads {heads}")
        self.width = width
        self.heads = heads
        self.blocks = len(key_widths)
        self.dim_per_head = width // heads
        self.linear_query = nn.Linear(width, width, bias=bias)
        self.linear_keys = nn.ModuleList([nn.Linear(w, width, bias=bias) for w in key_widths])
        self.linear_values = nn.ModuleList([nn.Linear(w, width, bias=bias) for w in key_widths])
        self.linear_embedding = (
            nn.Linear(embedding_width, width, bias=bias) if embedding_width else None
        )
        self.final_linear = nn.Linear(width, width, bias=bias)
        self.dropout = nn.Dropout(dropout)
        compat.deactivate_cache(self)  # OpenNMT's cache format (see the module docstring)

    def update_dropout(self, dropout: float) -> None:
        self.dropout.p = dropout

    def _heads(self, x: torch.Tensor) -> torch.Tensor:
        """``(B, L, width) -> (B, heads, L, d_head)``."""
        b, length, _ = x.shape
        return x.view(b, length, self.heads, self.dim_per_head).transpose(1, 2)

    def project_memory(
        self, blocks: list[torch.Tensor], embedding: torch.Tensor | None
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Keys and values of all blocks: ``(B, n*heads, S, d_head)`` each.

        Args:
            blocks: n tensors ``(B, S, w_i)``.
            embedding: h^0 ``(B, S, d0)`` or None.
        """
        if len(blocks) != self.blocks:
            raise RuntimeError(f"expected {self.blocks} memory blocks, got {len(blocks)}")
        extra = self.linear_embedding(embedding) if self.linear_embedding is not None else 0
        keys = [self._heads(lin(h)) for lin, h in zip(self.linear_keys, blocks)]
        values = [self._heads(lin(h) + extra) for lin, h in zip(self.linear_values, blocks)]
        return torch.cat(keys, dim=1), torch.cat(values, dim=1)

    def forward(
        self,
        query: torch.Tensor,
        blocks: list[torch.Tensor] | None,
        embedding: torch.Tensor | None,
        mask: torch.Tensor,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Attend from `query` to every block and sum (Eq. 9-10).

        Args:
            query: ``(B, T, width)``.
            blocks: memory blocks ``[(B, S, w_i)]``; may be None when the cache is filled.
            embedding: h^0 ``(B, S, d0)`` or None.
            mask: ``(B, 1, S)``, True at source padding.

        Returns:
            ``(B, T, width)`` attention output and ``(B, n, heads, T, S)`` probabilities.
        """
        cached = compat.filled_cache(self)
        if cached is not None:
            keys, values = cached
        else:
            keys, values = self.project_memory(blocks, embedding)
            if compat.cache_active(self):  # decoding: the memory is projected once per sentence
                compat.fill_cache(self, keys, values)
        q = self._heads(self.linear_query(query)) / math.sqrt(self.dim_per_head)
        b, _, t, _ = q.shape
        q = q.repeat(1, self.blocks, 1, 1)  # (B, n*heads, T, d_head)
        scores = torch.matmul(q, keys.transpose(2, 3)).float()  # (B, n*heads, T, S)
        scores = scores.masked_fill(mask.unsqueeze(1), torch.finfo(scores.dtype).min)
        probs = torch.softmax(scores, dim=-1).to(q.dtype)
        context = torch.matmul(self.dropout(probs), values)  # (B, n*heads, T, d_head)
        context = context.view(b, self.blocks, self.heads, t, self.dim_per_head).sum(1)
        if self.blocks > 1:
            context = context * (1.0 / math.sqrt(self.blocks))
        context = context.transpose(1, 2).reshape(b, t, self.width)
        probs = probs.view(b, self.blocks, self.heads, t, -1)
        return self.final_linear(context), probs
