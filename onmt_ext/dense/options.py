"""Options of DenseNMT (`encoder_type: dense`, `decoder_type: dense`) and their validation.

Shen et al. 2018, "Dense Information Flow for Neural Machine Translation". OpenNMT's own keys
keep their meaning: `enc_layers`/`dec_layers` count Transformer layers (summary layers are
extra), `heads` and `transformer_ff` configure each layer, `word_vec_size` is the embedding
size e, and `hidden_size` is the width a dense side hands over: the encoder output read by
a standard attention and the decoder output read by OpenNMT's generator.
"""

from __future__ import annotations

from dataclasses import dataclass

from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.options import Bound, Options, above, at_least, option
from onmt_ext.dense.blocks import (
    ATTENTIONS,
    CONNECTIONS,
    DENSE,
    STANDARD,
    decoder_layout,
    encoder_layout,
    hidden_size,
    src_embedding_size,
    tgt_embedding_size,
)


@dataclass(frozen=True)
class DenseOptions(Options):
    """The dense_* options, as the encoder and decoder use them."""

    GROUP = "onmt_ext: DenseNMT (encoder_type: dense, decoder_type: dense)"

    growth_rate: int = option(
        128,
        "Growth rate g (DenseNMT Eq. 6-7, Section 4.2 'hidden size' of dense models): "
        "features each dense layer adds, and the width its Transformer layer works at (its "
        "input concatenation is projected to g). Decoder layers add 2g (z^l and a^l).",
        key="dense_growth_rate",
        type=int,
        bound=above(0),
        label="dense_growth_rate (growth rate g, Eq. 6-7)",
    )
    sumlen: int = option(
        0,
        "sumlen (DenseNMT Section 3.3): a summary layer mapping the concatenation back "
        "to the embedding width d0 follows every sumlen-1 layers (paper: 5 or 6). 0: no "
        "summary layers; otherwise >= 2.",
        key="dense_sumlen",
        type=int,
        bound=Bound(
            lambda v: v == 0 or v >= 2,
            "must be >= 2 (a summary layer every sumlen-1 layers, Section 3.3) or 0 for none",
        ),
    )
    attention: str = option(
        STANDARD,
        "Attention of decoder_type: dense (DenseNMT Section 3.2). standard: over the "
        "encoder output; dense1: DenseAtt-1 (Eq. 9), one attention over the concatenated "
        "encoder layers, values plus the source embedding; dense2: DenseAtt-2 (Eq. 10), "
        "one attention per encoder layer (or last summary block), summed. DenseAtt needs "
        "encoder_type: dense (it provides the layer states).",
        key="dense_attention",
        choices=ATTENTIONS,
    )
    encoder_connections: str = option(
        DENSE,
        "dense: Eq. 6 (each layer reads all previous layers and the embedding). "
        "residual: OpenNMT's residual Transformer stack of width d0 that still hands its "
        "layer states to a DenseAtt decoder (ablation DenseAtt-4L, Table 2).",
        key="dense_encoder_connections",
        choices=CONNECTIONS,
    )
    decoder_connections: str = option(
        DENSE,
        "dense: Eq. 7 (each layer reads all previous layers and attention outputs). "
        "residual: OpenNMT's residual decoder stack of width d0 with the chosen "
        "dense_attention (ablation DenseAtt-4L, Table 2).",
        key="dense_decoder_connections",
        choices=CONNECTIONS,
    )
    embedding_width: int = option(  # d0; 0: the word embedding size e (no projection)
        0,
        "d0 (DenseNMT Section 5.3, smaller embeddings): word embeddings of size "
        "word_vec_size are projected up to d0 on dense sides; d0 is also the summary-layer "
        "width (Section 3.3). 0: d0 = word_vec_size (no projection). For a smaller softmax "
        "matrix too, set hidden_size = word_vec_size: the dense decoder projects its output "
        "back to it and OpenNMT's generator reads that.",
        key="dense_embedding_width",
        type=int,
        bound=at_least(0),
    )
    ff: int = option(  # FFN inner size of dense-connected layers; 0: transformer_ff
        0,
        "Inner FFN size of dense-connected Transformer layers (width g). A dense "
        "convolution's kernel grows with its input concatenation; a Transformer layer's "
        "parameters do not, so a larger FFN keeps the model size near the baseline's "
        "(Section 4.2, 'similar model size'). 0: transformer_ff. Residual stacks always "
        "use transformer_ff.",
        key="dense_ff",
        type=int,
        bound=at_least(0),
    )

    @classmethod
    def validate(cls, opt) -> None:
        """The single values, the keys that need a dense side on both sides, the widths
        that heads must divide, and OpenNMT features the dense stacks do not support. (A
        config selects the family with a dense side, `encoder_type` or `decoder_type`;
        which side is dense decides what applies.)"""
        dense = cls.from_opt(opt)
        enc_dense = getattr(opt, "encoder_type", None) == "dense"
        dec_dense = getattr(opt, "decoder_type", None) == "dense"
        cls.check_values(opt)
        if dense.attention != STANDARD:
            attention = cls.key("attention") + f": {dense.attention}"
            if not dec_dense:
                raise OptionError(
                    attention + " (DenseAtt, Eq. 9-10) is an attention of decoder_type: "
                    f"dense, but decoder_type is {opt.decoder_type!r}"
                )
            if not enc_dense:
                raise OptionError(
                    attention + " needs the encoder's layer states, which "
                    f"encoder_type {opt.encoder_type!r} cannot provide: use encoder_type: dense "
                    "(dense_encoder_connections: residual for a residual encoder)"
                )
        _check_widths(opt, dense, enc_dense, dec_dense)
        _check_unsupported(opt, dec_dense)


def _require_heads(key: str, width: int, heads: int, what: str) -> None:
    if width % heads:
        raise OptionError(key + f": {what} {width} is not divisible by heads {heads}")


def _check_widths(opt, dense: DenseOptions, enc_dense: bool, dec_dense: bool) -> None:
    """Heads divide the widths the layers work at; summary layers need a dense stack."""
    heads = opt.heads
    dense_connected = []
    for side, is_dense, layout_fn, key in (
        ("encoder", enc_dense, encoder_layout, dense.key("encoder_connections")),
        ("decoder", dec_dense, decoder_layout, dense.key("decoder_connections")),
    ):
        if not is_dense:
            continue
        layout = layout_fn(opt, dense)
        if layout.dense:
            dense_connected.append(side)
            _require_heads(dense.key("growth_rate"), dense.growth_rate, heads, "growth rate")
        else:
            _require_heads(key, layout.embedding_width, heads, f"residual {side} width d0")
    if dense.sumlen and not dense_connected:
        raise OptionError(
            dense.key("sumlen") + f": {dense.sumlen} has no effect: summary layers (Section "
            "3.3) exist only in dense-connected stacks (encoder/decoder_type: dense with "
            "dense_*_connections: dense)"
        )


def _check_unsupported(opt, dec_dense: bool) -> None:
    """OpenNMT features the dense stacks do not reproduce, and embedding widths a plain
    Transformer side next to a dense one cannot read."""
    unsupported = {
        "parallel_residual": bool(getattr(opt, "parallel_residual", False)),
        "layer_norm": getattr(opt, "layer_norm", "standard") != "standard",
        "parallel_mode": getattr(opt, "parallel_mode", "data_parallel") == "tensor_parallel"
        and getattr(opt, "world_size", 1) > 1,
    }
    if dec_dense:
        unsupported["self_attn_type"] = getattr(opt, "self_attn_type", "scaled-dot") not in (
            "scaled-dot",
            "scaled-dot-flash",
        )
        unsupported["copy_attn"] = bool(getattr(opt, "copy_attn", False))
        unsupported["lambda_align"] = getattr(opt, "lambda_align", 0.0) > 0
    for key, bad in unsupported.items():
        if bad:
            raise OptionError(
                key + f": {getattr(opt, key)!r} is not supported with encoder_type/"
                "decoder_type dense"
            )
    # A plain Transformer side next to a dense one reads embeddings of size hidden_size.
    hid = hidden_size(opt)
    hid_key = _key_in_effect(opt, "hidden_size", "dec_hid_size")
    if opt.encoder_type == "transformer" and src_embedding_size(opt) != hid:
        raise OptionError(
            f"{_key_in_effect(opt, 'word_vec_size', 'src_word_vec_size')} "
            f"{src_embedding_size(opt)} != {hid_key} {hid}: OpenNMT's transformer encoder does "
            "not project embeddings; smaller embeddings (dense_embedding_width) need "
            "encoder_type: dense"
        )
    if opt.decoder_type == "transformer" and tgt_embedding_size(opt) != hid:
        raise OptionError(
            f"{_key_in_effect(opt, 'word_vec_size', 'tgt_word_vec_size')} "
            f"{tgt_embedding_size(opt)} != {hid_key} {hid}: OpenNMT's transformer decoder does "
            "not project embeddings; smaller embeddings (dense_embedding_width) need "
            "decoder_type: dense"
        )


def _key_in_effect(opt, general: str, specific: str) -> str:
    """Which of OpenNMT's two keys sets a size: `general` (word_vec_size, hidden_size) when
    it is positive, as OpenNMT resolves it, otherwise the per-side `specific` one."""
    value = getattr(opt, general, -1)
    return general if value and value > 0 else specific
