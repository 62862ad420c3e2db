"""Console scripts: `onmt_ext_train`, `onmt_ext_translate`, `onmt_ext_build_vocab`.

Each accepts exactly what the OpenNMT command of the same name accepts (same YAML config,
same flags) plus the extension's options, checks everything before any work starts, and
then delegates to OpenNMT's own function. Unlike OpenNMT (which uses `parse_known_args`
and silently drops what it does not know), an unknown key is an error naming it.
"""

from __future__ import annotations

import sys

import onmt_ext  # noqa: F401  (installs the extension)
from onmt_ext import compat, registry
from onmt_ext.core import corpus_checks
from onmt_ext.core.errors import OptionError
from onmt_ext.core.parsing import ConfigError, parse_strict
from onmt_ext.core.warm_start import WarmStartError


def _fail(prog: str, error: Exception) -> None:
    raise ConfigError(f"{prog}: error: {error}")


def train(argv: list[str] | None = None) -> None:
    """`onmt_ext_train`: OpenNMT training with the extension's models and losses."""
    opt = parse_strict("train", argv)
    try:
        registry.validate(opt)
        corpus_checks.check_corpora(opt.data)
    except (OptionError, corpus_checks.CorpusError) as error:
        _fail("onmt_ext_train", error)
    try:
        compat.onmt_train(opt)
    except WarmStartError as error:  # raised while the model is built, before any step
        _fail("onmt_ext_train", f"warm_start_from {opt.warm_start_from!r}: {error}")


def translate(argv: list[str] | None = None) -> None:
    """`onmt_ext_translate`: OpenNMT's beam search on our checkpoints."""
    opt = parse_strict("translate", argv)
    try:
        corpus_checks.check_file(opt.src, "src")
        for model in opt.models:
            corpus_checks.check_file(model, "model")
    except corpus_checks.CorpusError as error:
        _fail("onmt_ext_translate", error)
    compat.onmt_translate(opt)


def build_vocab(argv: list[str] | None = None) -> None:
    """`onmt_ext_build_vocab`: OpenNMT's vocabulary builder, strict about keys."""
    opt = parse_strict("build_vocab", argv)
    try:
        corpus_checks.check_corpora(opt.data)
    except corpus_checks.CorpusError as error:
        _fail("onmt_ext_build_vocab", error)
    compat.onmt_build_vocab(opt)


def _main(fn) -> None:
    try:
        fn(sys.argv[1:])
    except ConfigError as error:
        print(error.code, file=sys.stderr)
        sys.exit(2)


def train_main() -> None:
    _main(train)


def translate_main() -> None:
    _main(translate)


def build_vocab_main() -> None:
    _main(build_vocab)
