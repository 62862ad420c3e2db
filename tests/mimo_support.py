"""Helpers of the MIMO tests: options parsed by the real parser, models built by OpenNMT."""

from __future__ import annotations

import onmt.model_builder
import pyonmttok
import torch
from onmt.constants import DefaultTokens

import onmt_ext  # noqa: F401  (registers the mimo encoder/decoder and the mimo_tag transform)
from onmt_ext import cli, compat, registry
from onmt_ext.core import hooks

SPECIALS = [DefaultTokens.UNK, DefaultTokens.PAD, DefaultTokens.BOS, DefaultTokens.EOS]
PAD = 1
LANGUAGES = ["de", "fr", "cs"]
TAGS = [f"<2{lang}>" for lang in LANGUAGES]
WORDS = [f"w{i}" for i in range(24)]
TOKENS = SPECIALS + TAGS + WORDS
TAG_IDS = {tag: TOKENS.index(tag) for tag in TAGS}  # 4, 5, 6
FIRST_WORD = len(SPECIALS) + len(TAGS)

SMALL = {
    "hidden_size": 16,
    "word_vec_size": 16,
    "transformer_ff": 32,
    "heads": 2,
    "enc_layers": 2,
    "dec_layers": 2,
    "dropout": 0.0,
    "attention_dropout": 0.0,
    "max_relative_positions": 8,
    "position_encoding": False,
    "mimo_languages": LANGUAGES,
}
MIMO = {"encoder_type": "mimo", "decoder_type": "mimo"}


def vocabs() -> dict:
    vocab = pyonmttok.build_vocab_from_tokens(TOKENS)
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
    opt = parse_train(**{**SMALL, **keys})
    registry.validate(opt)
    compat.ArgumentParser.update_model_opts(opt)
    compat.ArgumentParser.validate_model_opts(opt)
    return opt


def init_like_opennmt(model, seed: int = 0):
    """`param_init: 0.1` as OpenNMT's build_model, then onmt_ext's own initial values."""
    torch.manual_seed(seed)
    for p in model.parameters():
        torch.nn.init.uniform_(p, -0.1, 0.1)
    hooks.reset_extension_parameters(model)
    return model


def build_model(seed: int = 0, **keys):
    """OpenNMT's build_base_model (through onmt_ext's vocab hook) on our options."""
    model = onmt.model_builder.build_base_model(model_opt(**keys), vocabs())
    return init_like_opennmt(model, seed).eval()


def randomize_task_logits(model, seed: int = 1, scale: float = 1.0):
    """Non-uniform task weights (v = 0 after init makes every p uniform)."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("task_logits"):
                p.copy_(torch.randn(p.shape, generator=g) * scale)


def batch(tasks=(0, 1, 2), lengths=(6, 4, 2), tgt_len=5, seed=0):
    """``src (B, S, 1)`` starting with each sentence's tag, ``src_len``, ``tgt (B, T, 1)``
    (BOS first, no padding)."""
    g = torch.Generator().manual_seed(seed)
    lengths = torch.tensor(lengths)
    src = torch.randint(FIRST_WORD, len(TOKENS), (len(tasks), int(lengths.max()), 1), generator=g)
    for b, (task, n) in enumerate(zip(tasks, lengths.tolist())):
        src[b, 0, 0] = TAG_IDS[TAGS[task]]
        src[b, n:, 0] = PAD
    tgt = torch.randint(FIRST_WORD, len(TOKENS), (len(tasks), tgt_len, 1), generator=g)
    tgt[:, 0, 0] = TOKENS.index(DefaultTokens.BOS)
    return src, lengths, tgt
