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
from onmt_ext.core import corpus_checks, device_check, process_cleanup, translate_input
from onmt_ext.core.checkpoint_check import (
    ARCHITECTURE_KEYS,
    CheckpointError,
    check_resume_architecture,
    load_checkpoint_header,
)
from onmt_ext.core.errors import OptionError
from onmt_ext.core.parsing import ConfigError, parse_strict
from onmt_ext.core.warm_start import WarmStartError
from onmt_ext.mimo import tag_checks as mimo_tag_checks
from onmt_ext.mimo.tasks import MimoTagError


def _fail(prog: str, error: Exception) -> None:
    raise ConfigError(f"{prog}: error: {error}")


def train(argv: list[str] | None = None) -> None:
    """`onmt_ext_train`: OpenNMT training with the extension's models and losses."""
    opt = parse_strict("train", argv)
    try:
        registry.validate(opt)
        corpus_checks.check_corpora(opt.data)
        device_check.check_train(opt)
        if opt.train_from:
            corpus_checks.check_file(opt.train_from, "train_from")
            checkpoint = load_checkpoint_header(opt.train_from, "train_from")
            defaults = {k: compat.extension_parser("train").get_default(k)
                        for k in ARCHITECTURE_KEYS}
            check_resume_architecture(opt, checkpoint, defaults)
    except (OptionError, corpus_checks.CorpusError, device_check.DeviceError,
            CheckpointError) as error:
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
        corpus_checks.check_translation_text(opt)
        device_check.check_translate(opt)
        for model in opt.models:
            corpus_checks.check_file(model, "model")
            checkpoint = load_checkpoint_header(model, "-model")
            mimo_tag_checks.check_translation(opt, checkpoint, model)
    except (corpus_checks.CorpusError, device_check.DeviceError, CheckpointError,
            mimo_tag_checks.TagError) as error:
        _fail("onmt_ext_translate", error)
    with translate_input.nonblank_source(opt) as nothing_to_translate:
        if nothing_to_translate:
            return
        try:
            compat.onmt_translate(opt)
        except MimoTagError as error:  # a tag the file checks could not see (e.g. split)
            _fail("onmt_ext_translate", error)


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
    process_cleanup.exit_cleanly_on_signals()  # SIGTERM/SIGINT also end data-loader workers
    _main(train)


def translate_main() -> None:
    _main(translate)


def build_vocab_main() -> None:
    _main(build_vocab)
