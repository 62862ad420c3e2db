"""Console scripts: `onmt_ext_train`, `onmt_ext_translate`, `onmt_ext_build_vocab`.

Each accepts exactly what the OpenNMT command of the same name accepts (same YAML config,
same flags) plus the extension's options, checks everything before any work starts, and
then delegates to OpenNMT's own function. Unlike OpenNMT (which uses `parse_known_args`
and silently drops what it does not know), an unknown key is an error naming it.
"""

from __future__ import annotations

import difflib
import re
import sys

import onmt_ext  # noqa: F401  (installs the extension)
from onmt_ext import (
    compat,
    corpus_checks,
    device_check,
    mimo_tag_checks,
    opts,
    process_cleanup,
    translate_input,
)
from onmt_ext.checkpoint_check import (
    ARCHITECTURE_KEYS,
    CheckpointError,
    check_resume_architecture,
    load_checkpoint_header,
)
from onmt_ext.modules.mimo_tasks import MimoTagError
from onmt_ext.warm_start import WarmStartError

_NUMBER = re.compile(r"^-\.?\d")


class ConfigError(SystemExit):
    """Bad input detected before training/translation starts (exit status 2)."""


def _known_keys(parser) -> list[str]:
    keys = []
    for action in parser._actions:  # argparse has no public accessor for this
        for flag in action.option_strings:
            keys.append(flag.lstrip("-"))
    return sorted(set(keys))


def _unknown_key_message(prog: str, unknown: list[str], parser) -> str:
    known = _known_keys(parser)
    lines: list[str] = []
    for item in unknown:
        if not item.startswith("-"):
            lines.append(f"unexpected value {item!r} (a flag without a value?)")
            continue
        key = item.lstrip("-").split("=", 1)[0]
        hint = difflib.get_close_matches(key, known, n=1)
        lines.append(f"unknown option {key!r}" + (f" (did you mean {hint[0]!r}?)" if hint else ""))
    return f"{prog}: error: " + "; ".join(lines) + " (from the command line or the -config file)"


def _inexact_flags(argv: list[str], parser, kind: str) -> list[str]:
    """Command-line flags that are not exactly a known key (negative numbers are values)."""
    known = set(_known_keys(parser))
    if kind == "build_vocab":  # training keys are fine there (see below)
        known |= set(_known_keys(compat.extension_parser("train")))
    flags = [a for a in argv if a.startswith("-") and a != "-" and not _NUMBER.match(a)]
    return [a for a in flags if a.lstrip("-").split("=", 1)[0] not in known]


def parse_strict(kind: str, argv: list[str] | None):
    """Parse like the OpenNMT command `kind`, but fail on unknown keys."""
    parser = compat.extension_parser(kind)
    prog = f"onmt_ext_{kind}"
    # Python 3.11's argparse still expands a single-dash prefix despite allow_abbrev=False
    # (`-src_vocab` is taken for `-src_vocab_threshold`): look command-line flags up exactly.
    inexact = _inexact_flags(sys.argv[1:] if argv is None else argv, parser, kind)
    if inexact:
        raise ConfigError(_unknown_key_message(prog, inexact, parser))
    opt, unknown = parser.parse_known_args(argv)
    if unknown and kind == "build_vocab":
        # OpenNMT's documented workflow shares one YAML between onmt_build_vocab and
        # onmt_train: training keys are fine here, keys unknown to both are not.
        train_parser = compat.extension_parser("train")
        _, unknown = train_parser.parse_known_args(argv)
        parser = train_parser
    if unknown:
        raise ConfigError(_unknown_key_message(prog, unknown, parser))
    return opt


def _fail(prog: str, error: Exception) -> None:
    raise ConfigError(f"{prog}: error: {error}")


def train(argv: list[str] | None = None) -> None:
    """`onmt_ext_train`: OpenNMT training with the extension's models and losses."""
    opt = parse_strict("train", argv)
    try:
        opts.validate(opt)
        corpus_checks.check_corpora(opt.data)
        device_check.check_train(opt)
        if opt.train_from:
            corpus_checks.check_file(opt.train_from, "train_from")
            checkpoint = load_checkpoint_header(opt.train_from, "train_from")
            defaults = {k: compat.extension_parser("train").get_default(k)
                        for k in ARCHITECTURE_KEYS}
            check_resume_architecture(opt, checkpoint, defaults)
    except (opts.OptionError, corpus_checks.CorpusError, device_check.DeviceError,
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
