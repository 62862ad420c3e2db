"""Analytic model FLOPs of the Transformer+Relative baseline and of MUTE.

Counted: matrix products only, 2 FLOPs per multiply-add (softmax, LayerNorm, activations,
embedding look-ups and the loss are ignored; they are a few percent). With model width d,
FFN size f, h heads (h * d_h = d), S source and T target tokens per sentence (padded lengths:
what the implementation computes), vocabulary V, L_e encoder and L_d decoder layers and I
units per MUTE encoder layer (I = 1: the baseline):

    encoder unit, per source token    E = 8 d^2            (Q, K, V, output projections)
                                        + 4 d f            (FFN: d -> f -> d)
                                        + 4 S d            (Q K^T and P V over S keys)
                                        + 4 S d [rel]      (Shaw et al. relative keys and
                                                            values, as OpenNMT computes them)
    decoder layer, per target token   D = 8 d^2 + 4 T d + 4 T d [rel]   (self-attention)
                                        + 4 d^2 + 4 S d + 4 d^2 S/T     (context attention;
                                                            K, V once per source token)
                                        + 4 d f                          (FFN)
    generator, per target token       G = 2 d V

    forward FLOPs per target token    F = (S/T) L_e I E + L_d D + G
    training FLOPs per target token   3 F   (backward = 2 x forward)

The MUTE unit merge (I d per token) is negligible. At d 256, f 1024, 3+3 layers, V 8000,
S = T = 20: F = 15.4 MFLOP (baseline) and 29.9 MFLOP (MUTE-4), a ratio of 1.94.
"""

from __future__ import annotations


def encoder_unit_flops(d: int, ff: int, src_len: float, rel: bool = True) -> float:
    """Forward FLOPs of one encoder unit (self-attention + FFN) per source token."""
    attention = 4 * src_len * d * (2 if rel else 1)
    return 8 * d * d + 4 * d * ff + attention


def decoder_layer_flops(d: int, ff: int, src_len: float, tgt_len: float,
                        rel: bool = True) -> float:
    """Forward FLOPs of one Transformer decoder layer per target token."""
    self_attention = 8 * d * d + 4 * tgt_len * d * (2 if rel else 1)
    context = 4 * d * d + 4 * src_len * d + 4 * d * d * src_len / tgt_len
    return self_attention + context + 4 * d * ff


def model_flops_per_token(d: int, ff: int, enc_layers: int, dec_layers: int, vocab: int,
                          src_len: float, tgt_len: float, rel: bool = True,
                          enc_units: int = 1, training: bool = True) -> float:
    """Model FLOPs per target token (training: forward + backward = 3 x forward)."""
    forward = (
        src_len / tgt_len * enc_layers * enc_units * encoder_unit_flops(d, ff, src_len, rel)
        + dec_layers * decoder_layer_flops(d, ff, src_len, tgt_len, rel)
        + 2 * d * vocab
    )
    return 3 * forward if training else forward


def translation_flops(d: int, ff: int, enc_layers: int, dec_layers: int, vocab: int,
                      src_len: float, out_len: float, beam: int, rel: bool = True,
                      enc_units: int = 1) -> float:
    """Forward FLOPs of translating one sentence with `beam` hypotheses of `out_len` tokens.

    The encoder runs once; each decoder step runs on every hypothesis and attends to the
    t <= out_len cached positions (counted at the mean out_len / 2); the context keys and
    values are projected once per hypothesis (OpenNMT tiles the encoder output per beam).
    """
    encoder = src_len * enc_layers * enc_units * encoder_unit_flops(d, ff, src_len, rel)
    mean_t = out_len / 2
    step = dec_layers * (
        8 * d * d + 4 * mean_t * d * (2 if rel else 1)  # self-attention
        + 4 * d * d + 4 * src_len * d  # context attention: Q, output, Q K^T, P V
        + 4 * d * ff  # FFN
    ) + 2 * d * vocab  # generator
    context_kv = dec_layers * 4 * d * d * src_len
    return encoder + beam * (out_len * step + context_kv)
