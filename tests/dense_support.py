"""Helpers of the DenseNMT tests: options parsed by the real parser, models built by OpenNMT."""

from __future__ import annotations

import pyonmttok
import torch
from onmt.constants import DefaultTokens
from onmt.model_builder import build_base_model

import onmt_ext  # noqa: F401  (registers the dense encoder/decoder)
from onmt_ext import cli, compat, registry
from onmt_ext.core import hooks

SPECIALS = [DefaultTokens.UNK, DefaultTokens.PAD, DefaultTokens.BOS, DefaultTokens.EOS]
PAD = 1

# A fast model: 2 heads, e = d0 = 24, g = 8 (works with any layer count).
SMALL = {
    "hidden_size": 24,
    "word_vec_size": 24,
    "transformer_ff": 32,
    "heads": 2,
    "enc_layers": 2,
    "dec_layers": 2,
    "dense_growth_rate": 8,
    "dropout": 0.0,
    "attention_dropout": 0.0,
}

# Table 2 rows (paper Section 4.2: 4+4 layers, BASE hidden 256, dense hidden 128).
TABLE2 = {
    "BASE": {"encoder_type": "transformer", "decoder_type": "transformer"},
    "DenseENC": {"encoder_type": "dense", "decoder_type": "transformer"},
    "DenseDEC": {"encoder_type": "transformer", "decoder_type": "dense"},
    "DenseAtt": {
        "encoder_type": "dense",
        "decoder_type": "dense",
        "dense_attention": "dense2",
        "dense_encoder_connections": "residual",
        "dense_decoder_connections": "residual",
    },
    "DenseNMT-1": {"encoder_type": "dense", "decoder_type": "dense", "dense_attention": "dense1"},
    "DenseNMT-2": {"encoder_type": "dense", "decoder_type": "dense", "dense_attention": "dense2"},
}


def vocabs(size: int = 40) -> dict:
    """Same vocabulary on both sides: specials then `size - 4` words."""
    tokens = SPECIALS + [f"w{i}" for i in range(size - len(SPECIALS))]
    vocab = pyonmttok.build_vocab_from_tokens(tokens)
    return {"src": vocab, "tgt": vocab}


def argv_of(keys: dict) -> list[str]:
    argv = []
    for key, value in keys.items():
        if value is True:
            argv.append(f"-{key}")
        elif value is not False:
            values = value if isinstance(value, list) else [value]
            argv += [f"-{key}", *[str(v) for v in values]]
    return argv


def parse_train(**keys):
    """Options as `onmt_ext_train` parses them (strict), before OpenNMT's update."""
    dummy = {"src_vocab": "unused", "tgt_vocab": "unused", "data": "{}"}
    return cli.parse_strict("train", argv_of({**dummy, **keys}))


def model_opt(**keys):
    """Parsed, validated by onmt_ext and updated/validated as OpenNMT does before building."""
    opt = parse_train(**keys)
    registry.validate(opt)
    compat.ArgumentParser.update_model_opts(opt)
    compat.ArgumentParser.validate_model_opts(opt)
    return opt


def build_model(vocab_size: int = 40, seed: int = 0, **keys):
    """OpenNMT's build_base_model on our options, initialised like `param_init: 0.1`."""
    opt = model_opt(**keys)
    torch.manual_seed(seed)
    model = build_base_model(opt, vocabs(vocab_size))
    for param in model.parameters():
        torch.nn.init.uniform_(param, -0.1, 0.1)
    hooks.reset_extension_parameters(model)
    return model


def batch(lengths=(6, 4, 2), tgt_len: int = 7, vocab_size: int = 40, seed: int = 0):
    """src ``(B, S, 1)`` padded after `lengths`, src_len ``(B,)``, tgt ``(B, T, 1)`` no pad."""
    g = torch.Generator().manual_seed(seed)
    src_len = torch.tensor(lengths)
    src = torch.randint(4, vocab_size, (len(lengths), max(lengths), 1), generator=g)
    for b, n in enumerate(lengths):
        src[b, n:, 0] = PAD
    tgt = torch.randint(4, vocab_size, (len(lengths), tgt_len, 1), generator=g)
    tgt[:, 0, 0] = 2  # BOS
    return src, src_len, tgt


def count_parameters(model, body_only: bool = False) -> int:
    """All parameters, or without embeddings and generator (the "body")."""
    total = 0
    for name, param in model.named_parameters():
        if body_only and ("embeddings" in name or name.startswith("generator")):
            continue
        total += param.numel()
    return total
