"""Helpers shared by the family tests: options parsed by the real strict parser
(`onmt_ext_train`'s), models built by OpenNMT, toy batches.

Sections: shared (argv, parsing, counting), DenseNMT, MIMO, aggregation. Names that differ
between families carry the family's prefix; tests import them under their short names.
"""

from __future__ import annotations

import collections
import os
import re
import subprocess
import sys
from pathlib import Path

import onmt.model_builder
import pyonmttok
import torch
from onmt.constants import DefaultTokens
from onmt.modules import Embeddings

import onmt_ext
from onmt_ext import cli, compat, registry
from onmt_ext.aggregate.decoder import AggregateDecoder
from onmt_ext.aggregate.encoder import AggregateEncoder
from onmt_ext.core.model import hooks

onmt_ext.install()  # the encoders/decoders and the mimo_tag transform, registered

SPECIALS = [DefaultTokens.UNK, DefaultTokens.PAD, DefaultTokens.BOS, DefaultTokens.EOS]
PAD = 1


# --------------------------------------------------------------------------- shared
def argv_of(keys: dict) -> list[str]:
    """Command-line flags for `keys`: True -> the bare flag, False -> nothing, a list ->
    its values."""
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


def count_parameters(model, body_only: bool = False) -> int:
    """All parameters, or without embeddings and generator (the "body")."""
    total = 0
    for name, param in model.named_parameters():
        if body_only and ("embeddings" in name or name.startswith("generator")):
            continue
        total += param.numel()
    return total


def uniform_init(model, seed: int | None = None):
    """`param_init: 0.1` as OpenNMT's build_model, then onmt_ext's own initial values."""
    if seed is not None:
        torch.manual_seed(seed)
    for param in model.parameters():
        torch.nn.init.uniform_(param, -0.1, 0.1)
    hooks.reset_extension_parameters(model)
    return model


# --------------------------------------------------------------------------- DenseNMT
# A fast model: 2 heads, e = d0 = 24, g = 8 (works with any layer count).
DENSE_SMALL = {
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


def dense_vocabs(size: int = 40) -> dict:
    """Same vocabulary on both sides: specials then `size - 4` words."""
    tokens = SPECIALS + [f"w{i}" for i in range(size - len(SPECIALS))]
    vocab = pyonmttok.build_vocab_from_tokens(tokens)
    return {"src": vocab, "tgt": vocab}


def dense_build_model(vocab_size: int = 40, seed: int = 0, **keys):
    """OpenNMT's build_base_model on our options, initialised like `param_init: 0.1`."""
    opt = model_opt(**keys)
    torch.manual_seed(seed)
    model = onmt.model_builder.build_base_model(opt, dense_vocabs(vocab_size))
    return uniform_init(model)


def dense_batch(lengths=(6, 4, 2), tgt_len: int = 7, vocab_size: int = 40, seed: int = 0):
    """src ``(B, S, 1)`` padded after `lengths`, src_len ``(B,)``, tgt ``(B, T, 1)`` no pad."""
    g = torch.Generator().manual_seed(seed)
    src_len = torch.tensor(lengths)
    src = torch.randint(4, vocab_size, (len(lengths), max(lengths), 1), generator=g)
    for b, n in enumerate(lengths):
        src[b, n:, 0] = PAD
    tgt = torch.randint(4, vocab_size, (len(lengths), tgt_len, 1), generator=g)
    tgt[:, 0, 0] = 2  # BOS
    return src, src_len, tgt


# --------------------------------------------------------------------------- MIMO
LANGUAGES = ["de", "fr", "cs"]
TAGS = [f"<2{lang}>" for lang in LANGUAGES]
WORDS = [f"w{i}" for i in range(24)]
TOKENS = SPECIALS + TAGS + WORDS
TAG_IDS = {tag: TOKENS.index(tag) for tag in TAGS}  # 4, 5, 6
FIRST_WORD = len(SPECIALS) + len(TAGS)

MIMO_SMALL = {
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


def mimo_vocabs() -> dict:
    vocab = pyonmttok.build_vocab_from_tokens(TOKENS)
    return {"src": vocab, "tgt": vocab}


def mimo_model_opt(**keys):
    """`model_opt` on MIMO_SMALL plus `keys`."""
    return model_opt(**{**MIMO_SMALL, **keys})


def mimo_build_model(seed: int = 0, **keys):
    """OpenNMT's build_base_model (through onmt_ext's vocab hook) on our options."""
    model = onmt.model_builder.build_base_model(mimo_model_opt(**keys), mimo_vocabs())
    return uniform_init(model, seed).eval()


def randomize_task_logits(model, seed: int = 1, scale: float = 1.0):
    """Non-uniform task weights (v = 0 after init makes every p uniform)."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("task_logits"):
                p.copy_(torch.randn(p.shape, generator=g) * scale)


def mimo_batch(tasks=(0, 1, 2), lengths=(6, 4, 2), tgt_len=5, seed=0):
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


# --------------------------------------------------------------------------- aggregation
AGGREGATE_VOCAB = 20
AGGREGATE_BASE = dict(
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


def aggregate_model_opt(**overrides):
    """`onmt_ext_train`'s options (AGGREGATE_BASE + overrides, parsed by the strict parser,
    not validated) after OpenNMT's `update_model_opts`."""
    opt = parse_train(**{**AGGREGATE_BASE, **overrides})
    compat.ArgumentParser.update_model_opts(opt)
    return opt


def past_the_parser(opt, **values):
    """`opt` with `values` the parser's `choices` would reject, as options arrive that do not
    come through the parser (a checkpoint's, a hand-built Namespace): what `validate` (also
    run when OpenNMT builds a model) must still check."""
    for key, value in values.items():
        setattr(opt, key, value)
    return opt


def embeddings(opt, vocab: int = AGGREGATE_VOCAB) -> Embeddings:
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
    hooks.reset_extension_parameters(module)
    return module


def tokens(batch: int, length: int, seed: int = 0, pad_last: int = 0) -> torch.Tensor:
    """Random ids ``(B, T, 1)`` avoiding PAD; the last sentence padded by `pad_last`."""
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(2, AGGREGATE_VOCAB, (batch, length, 1), generator=gen)
    if pad_last:
        ids[-1, length - pad_last :, 0] = PAD
    return ids


# ------------------------------------------------------------- decoding through beam tiling
def encode(model, src, src_len):
    """Run the encoder and initialise the decoder state, as OpenNMT's translator does."""
    enc_out, enc_final, src_len = model.encoder(src, src_len)
    model.decoder.init_state(src, enc_out, enc_final)
    return enc_out, src_len


def step(model, tgt, enc_out, src_len, t: int) -> torch.Tensor:
    """Decoder output ``(B, d)`` of step `t` (the decoding cache holds steps < t)."""
    out, _ = model.decoder(tgt[:, t : t + 1], enc_out, src_len=src_len, step=t)
    return out[:, 0]


def decode_after_reordering(model, src, src_len, tgt, index, first: int):
    """Decode `first` steps, tile/reorder the batch by `index` as beam search does
    (`map_state` and a selection of the encoder rows), decode the remaining steps.

    Returns ``(got, expected)``: the outputs of steps ``first..`` and the teacher-forced
    outputs of the selected rows decoded from the start, both ``(len(index), T - first, d)``.
    """
    with torch.no_grad():
        enc_out, enc_len = encode(model, src, src_len)
        for t in range(first):
            step(model, tgt, enc_out, enc_len, t)
        model.decoder.map_state(lambda state, dim: state.index_select(dim, index))
        enc_sel, len_sel, tgt_sel = enc_out[index], enc_len[index], tgt[index]
        got = [step(model, tgt_sel, enc_sel, len_sel, t) for t in range(first, tgt.size(1))]
        full_enc, full_len = encode(model, src[index], src_len[index])
        expected, _ = model.decoder(tgt_sel, full_enc, src_len=full_len)
    return torch.stack(got, 1), expected[:, first:]


# --------------------------------------------------------------------------- vocabulary files
def write_vocab(corpus_file: str, out: Path) -> None:
    counts = collections.Counter(Path(corpus_file).read_text().split())
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(f"{token}\t{n}\n" for token, n in counts.most_common()))


def write_vocabs(corpus: dict, config_root: Path) -> None:
    """run/vocab.src and run/vocab.tgt of conftest.tiny_config under `config_root`."""
    write_vocab(corpus["train_src"], config_root / "run" / "vocab.src")
    write_vocab(corpus["train_tgt"], config_root / "run" / "vocab.tgt")


# --------------------------------------------------------------------------- smoke tables
REPO = Path(__file__).resolve().parents[1]
RAW = REPO / ".." / "shared" / "data" / "multi30k"  # the raw Multi30k files (README)


def make_smoke(out: Path, runs: Path, target: str, variables: tuple[str, ...],
               timeout: int = 300) -> subprocess.CompletedProcess:
    """`make <target> SCALE=smoke <variables>` with results and runs under `out`, `runs`."""
    env = dict(os.environ, PYTHONWARNINGS="ignore", OMP_NUM_THREADS="1")
    bin_dir = Path(sys.executable).parent
    cmd = ["make", "--no-print-directory", "-o", ".venv/.onmt_ext-installed", target,
           "SCALE=smoke", *variables, f"RESULTS_DIR={out}", f"RUNS_DIR={runs}", f"BIN={bin_dir}"]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env=env,
                          timeout=timeout)
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stdout[-3000:]}\n{proc.stderr[-5000:]}"
    return proc


def smoke_fixture(tmp_path_factory, name: str, target: str, variables: tuple[str, ...],
                  timeout: int = 300) -> dict:
    """A module fixture's smoke table: skipped without the raw Multi30k files, else
    `make_smoke` under a fresh directory; ``{"out", "runs", "first"}`` (the make process)."""
    import pytest

    if not RAW.is_dir():
        pytest.skip(f"no raw Multi30k at {RAW}")
    base = tmp_path_factory.mktemp(name)
    out, runs = base / "results", base / "runs"
    proc = make_smoke(out, runs, target, variables, timeout)
    return {"out": out, "runs": runs, "first": proc}


def table_rows(md: str) -> dict[str, list[str]]:
    """The cells of each row of a results file's systems table (its first table), by row
    id."""
    rows = {}
    for line in md.splitlines():
        if m := re.match(r"\| .*?\(`([\w-]+)`\)", line):
            rows[m.group(1)] = [c.strip() for c in line.strip("|").split("|")]
        elif rows and not line.startswith("|"):
            break  # the end of the first table (e.g. the plateau rule's table follows)
    return rows


def error_line(call, argv: list[str]) -> str:
    """The one error line of the `onmt_ext_*` command whose library function is `call`
    (`cli.train`, `cli.translate`, `cli.build_vocab`), run on `argv` through the commands'
    error boundary in this process: asserts exit status 2, no traceback, and exactly one
    `onmt_ext_<name>: error: ` line on stderr, and returns it."""
    import contextlib
    import io

    import pytest

    from onmt_ext.core.errors import run_command

    program = f"onmt_ext_{call.__name__}"
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), pytest.raises(SystemExit) as info:
        run_command(program, call, list(argv))
    text = stderr.getvalue()
    assert info.value.code == 2 and "Traceback" not in text, text[-3000:]
    lines = [line for line in text.splitlines() if line.startswith(f"{program}: error: ")]
    assert len(lines) == 1, text[-3000:]
    return lines[0]
