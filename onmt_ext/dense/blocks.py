"""Widths of DenseNMT stacks (Shen et al. 2018): dense connections, summary layers, memory.

One place computes every width, so that the encoder, the decoder, the option checks and the
tests agree. Notation (paper, Sections 3.1-3.3):

* e   : word embedding size (OpenNMT `word_vec_size`); projected up to d0 when they differ
        (Section 5.3, small embeddings).
* d0  : embedding width inside the stack (`dense_embedding_width`, default e); also the width
        of every summary layer (Section 3.3).
* g   : growth rate (`dense_growth_rate`): each dense layer adds g new features and works at
        width g (its input concatenation is projected to g, Eq. 6-7).
* f   : features a layer appends: g in the encoder (h^l, Eq. 6), 2g in the decoder (the layer
        output z^l and its attention output a^l, Eq. 7).

Dense layer k (1-based) of a stack without summary layers reads ``d0 + (k - 1) f`` features.
With `sumlen` >= 2, a summary layer follows every ``sumlen - 1`` layers (never the last one):
it reads the concatenation of its block, ``d0 + (sumlen - 1) f`` features, and writes d0, so
the next layer starts again from ``d0`` (at most ``(sumlen - 1) f + d0`` as in Section 3.3).
A "residual" stack (OpenNMT's Transformer layers, used for the paper's ablations) has layers of
width d0 reading the previous layer only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import torch

DENSE = "dense"
RESIDUAL = "residual"
CONNECTIONS = (DENSE, RESIDUAL)

STANDARD = "standard"
DENSE_ATT_1 = "dense1"
DENSE_ATT_2 = "dense2"
ATTENTIONS = (STANDARD, DENSE_ATT_1, DENSE_ATT_2)


class DenseSettings(Protocol):
    """The dense_* values the layouts read: onmt_ext.dense.options.DenseOptions (which
    imports this module, its checks use the layouts)."""

    growth_rate: int
    sumlen: int
    attention: str
    encoder_connections: str
    decoder_connections: str
    embedding_width: int


@dataclass(frozen=True)
class DenseLayout:
    """Widths of one dense or residual stack (encoder: f = g, decoder: f = 2 g).

    Args:
        layers: number of Transformer layers (summary layers not counted).
        embedding_width: d0.
        growth_rate: g, the working width of a dense layer.
        features_per_layer: f, features a layer appends to the concatenation.
        sumlen: 0 for no summary layers, else >= 2 (Section 3.3).
        connections: "dense" (Eq. 6/7) or "residual" (plain Transformer stack of width d0).
    """

    layers: int
    embedding_width: int
    growth_rate: int
    features_per_layer: int
    sumlen: int = 0
    connections: str = DENSE

    @property
    def dense(self) -> bool:
        return self.connections == DENSE

    @property
    def layer_width(self) -> int:
        """Working width of each Transformer layer: g (dense) or d0 (residual)."""
        return self.growth_rate if self.dense else self.embedding_width

    def summary_after(self, k: int) -> bool:
        """Is there a summary layer after (1-based) layer k? Never after the last layer."""
        return (
            self.dense and self.sumlen >= 2 and k % (self.sumlen - 1) == 0 and k < self.layers
        )

    def summary_positions(self) -> list[int]:
        return [k for k in range(1, self.layers + 1) if self.summary_after(k)]

    def _walk(self):
        """Yield (k, input width of layer k, width after layer k) for the dense case."""
        width = self.embedding_width
        for k in range(1, self.layers + 1):
            after = width + self.features_per_layer
            yield k, width, after
            width = self.embedding_width if self.summary_after(k) else after

    def layer_input_widths(self) -> list[int]:
        """Width each layer reads: its concatenation (dense) or d0 (residual)."""
        if not self.dense:
            return [self.embedding_width] * self.layers
        return [width for _, width, _ in self._walk()]

    def summary_input_widths(self) -> list[int]:
        """Width each summary layer reads (its block's concatenation); it writes d0."""
        return [after for k, _, after in self._walk() if self.summary_after(k)]

    def output_input_width(self) -> int:
        """Width of what the stack's output projection reads: the last block's concatenation
        (dense, Section 3.1: "a linear transformation of the concatenation") or the last
        layer's output (residual)."""
        if not self.dense:
            return self.embedding_width
        last = [after for _, _, after in self._walk()]
        return last[-1] if last else self.embedding_width

    def last_block_widths(self) -> list[int]:
        """Pieces of the concatenation after the last layer: [d0 (embedding or summary), f...]."""
        positions = self.summary_positions()
        start = positions[-1] if positions else 0
        return [self.embedding_width] + [self.features_per_layer] * (self.layers - start)

    def export_widths(self) -> list[int]:
        """Encoder states handed to a DenseAtt decoder (besides the embedding h^0).

        Dense: the last block without the embedding: [h^1..h^L] or, after summary layers,
        [last summary, layers after it] (Section 3.3: attention "focusing on the last few
        encoder layers"). Residual: every layer output [h^1..h^L] of width d0.
        """
        if not self.dense:
            return [self.embedding_width] * self.layers
        widths = self.last_block_widths()
        return widths if self.summary_positions() else widths[1:]


@dataclass(frozen=True)
class MemoryLayout:
    """How the encoder output `enc_out` (B, S, total) is laid out along its feature axis.

    standard attention: one block, the encoder's final output (width = hidden size), no
    embedding part. DenseAtt: ``[h^0 (d0) | block_1 | ... | block_n]`` (see
    `DenseLayout.export_widths`), every part layer-normalised by the encoder.
    """

    embedding_width: int
    block_widths: tuple[int, ...]

    @property
    def total(self) -> int:
        return self.embedding_width + sum(self.block_widths)

    def split(self, enc_out: torch.Tensor) -> tuple[torch.Tensor | None, list[torch.Tensor]]:
        """``(B, S, total) -> (h^0 (B, S, d0) or None, [block_i (B, S, w_i)])``."""
        if enc_out.size(-1) != self.total:
            raise RuntimeError(
                f"dense decoder: encoder output has {enc_out.size(-1)} features, expected "
                f"{self.total} = embedding {self.embedding_width} + blocks "
                f"{list(self.block_widths)}; the encoder and decoder were built from "
                "different dense_* / size options"
            )
        if not self.embedding_width:
            return None, list(torch.split(enc_out, list(self.block_widths), dim=-1))
        parts = list(torch.split(enc_out, [self.embedding_width, *self.block_widths], dim=-1))
        return parts[0], parts[1:]


# --------------------------------------------------------------------------- from options
def _positive(value, fallback):
    return value if value and value > 0 else fallback


def src_embedding_size(opt) -> int:
    """e on the source side, as OpenNMT resolves it (`word_vec_size` overrides)."""
    return _positive(getattr(opt, "word_vec_size", -1), opt.src_word_vec_size)


def tgt_embedding_size(opt) -> int:
    return _positive(getattr(opt, "word_vec_size", -1), opt.tgt_word_vec_size)


def hidden_size(opt) -> int:
    """OpenNMT's model width (`hidden_size` overrides enc/dec_hid_size)."""
    return _positive(getattr(opt, "hidden_size", -1), opt.dec_hid_size)


def enc_layers(opt) -> int:
    return _positive(getattr(opt, "layers", -1), opt.enc_layers)


def dec_layers(opt) -> int:
    return _positive(getattr(opt, "layers", -1), opt.dec_layers)


def encoder_stack(
    layers: int, d0: int, growth_rate: int, sumlen: int, connections: str
) -> DenseLayout:
    """Encoder layout: each dense layer appends h^l (f = g, Eq. 6)."""
    return DenseLayout(
        layers=layers,
        embedding_width=d0,
        growth_rate=growth_rate,
        features_per_layer=growth_rate,
        sumlen=sumlen if connections == DENSE else 0,
        connections=connections,
    )


def decoder_stack(
    layers: int, d0: int, growth_rate: int, sumlen: int, connections: str
) -> DenseLayout:
    """Decoder layout: each dense layer appends z^l and a^l (f = 2 g, Eq. 7)."""
    return DenseLayout(
        layers=layers,
        embedding_width=d0,
        growth_rate=growth_rate,
        features_per_layer=2 * growth_rate,
        sumlen=sumlen if connections == DENSE else 0,
        connections=connections,
    )


def encoder_layout(opt, dense: DenseSettings) -> DenseLayout:
    """Layout of `encoder_type: dense` for OpenNMT's options `opt` (before or after its
    update) and the dense_* options `dense`."""
    return encoder_stack(
        enc_layers(opt),
        _positive(dense.embedding_width, src_embedding_size(opt)),
        dense.growth_rate,
        dense.sumlen,
        dense.encoder_connections,
    )


def decoder_layout(opt, dense: DenseSettings) -> DenseLayout:
    """Layout of `decoder_type: dense`."""
    return decoder_stack(
        dec_layers(opt),
        _positive(dense.embedding_width, tgt_embedding_size(opt)),
        dense.growth_rate,
        dense.sumlen,
        dense.decoder_connections,
    )


def uses_dense_attention(opt, dense: DenseSettings) -> bool:
    return opt.decoder_type == "dense" and dense.attention != STANDARD


def memory_layout(opt, dense: DenseSettings) -> MemoryLayout:
    """What the dense decoder finds in `enc_out` (the encoder->decoder hand-off)."""
    if dense.attention == STANDARD:
        return MemoryLayout(0, (hidden_size(opt),))
    layout = encoder_layout(opt, dense)
    return MemoryLayout(layout.embedding_width, tuple(layout.export_widths()))


def attention_key_widths(memory: MemoryLayout, attention: str) -> list[int]:
    """Key/value sources of one decoder layer's attention: one block (standard, DenseAtt-1
    over the concatenation, Eq. 9) or one per encoder block (DenseAtt-2, Eq. 10)."""
    if attention == DENSE_ATT_1:
        return [sum(memory.block_widths)]
    return list(memory.block_widths)
