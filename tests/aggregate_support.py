"""Helpers for the aggregation tests: OpenNMT options and directly built modules."""

from __future__ import annotations

import torch
from onmt.modules import Embeddings

import onmt_ext  # noqa: F401  (installs the extension: our options are in the parser)
from onmt_ext import compat
from onmt_ext.aggregate.decoder import AggregateDecoder
from onmt_ext.aggregate.encoder import AggregateEncoder

PAD = 1
VOCAB = 20


def model_opt(**overrides):
    """OpenNMT train options (defaults + overrides) after OpenNMT's `update_model_opts`."""
    parser = compat.extension_parser("train")
    opt, _ = parser.parse_known_args(["-src_vocab", "unused", "-data", "{}"])
    base = dict(
        encoder_type="aggregate",
        decoder_type="aggregate",
        enc_layers=4,
        dec_layers=4,
        hidden_size=16,
        word_vec_size=16,
        transformer_ff=32,
        heads=2,
        dropout=[0.0],
        attention_dropout=[0.0],
        max_relative_positions=4,
        position_encoding=False,
    )
    base.update(overrides)
    for key, value in base.items():
        setattr(opt, key, value)
    compat.ArgumentParser.update_model_opts(opt)
    return opt


def embeddings(opt, vocab: int = VOCAB) -> Embeddings:
    return Embeddings(
        opt.word_vec_size,
        vocab,
        PAD,
        position_encoding=opt.position_encoding,
        dropout=0.0,
    )


def build_encoder(opt, seed: int = 0) -> AggregateEncoder:
    torch.manual_seed(seed)
    encoder = AggregateEncoder.from_opt(opt, embeddings(opt))
    initialise(encoder)
    return encoder


def build_decoder(opt, seed: int = 0) -> AggregateDecoder:
    torch.manual_seed(seed)
    decoder = AggregateDecoder.from_opt(opt, embeddings(opt))
    initialise(decoder)
    return decoder


def initialise(module: torch.nn.Module) -> torch.nn.Module:
    """OpenNMT builds attention projections with `skip_init` (uninitialised memory):
    give every parameter a deterministic, well-scaled value as OpenNMT's init would."""
    with torch.no_grad():
        for name, param in module.named_parameters():
            if param.dim() > 1:
                torch.nn.init.xavier_uniform_(param)
            elif name.endswith("bias"):
                param.uniform_(-0.1, 0.1)
    reset = [m for m in module.modules() if hasattr(m, "reset_extension_parameters")]
    for m in reset:
        m.reset_extension_parameters()
    return module


def tokens(batch: int, length: int, seed: int = 0, pad_last: int = 0) -> torch.Tensor:
    """Random ids ``(B, T, 1)`` avoiding PAD; the last sentence padded by `pad_last`."""
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(2, VOCAB, (batch, length, 1), generator=gen)
    if pad_last:
        ids[-1, length - pad_last :, 0] = PAD
    return ids
