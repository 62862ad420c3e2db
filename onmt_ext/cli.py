"""Console scripts: `onmt_ext_train`, `onmt_ext_translate`, `onmt_ext_build_vocab`.

Thin wrappers kept for existing scripts: since the import hook (onmt_ext_autoload) makes
OpenNMT's own `onmt_train`, `onmt_translate` and `onmt_build_vocab` load the extension,
those do the same. Each installs the extension (`onmt_ext.install()`), parses strictly (an
unknown key is an error naming it), then calls OpenNMT's own function, which runs the
extension's checks through the patches of onmt_ext.seam (onmt_ext.checks); errors name the
`onmt_ext_*` script.
"""

from __future__ import annotations

import sys

import onmt_ext
from onmt_ext import checks, compat
from onmt_ext.core.checks.parsing import ConfigError, command_error, parse_strict, running_as
from onmt_ext.core.errors import InputError
from onmt_ext.core.tools import process_cleanup


def train(argv: list[str] | None = None) -> None:
    """`onmt_ext_train`: `onmt_train`, OpenNMT training with the extension."""
    onmt_ext.install()
    with running_as("onmt_ext_train"):
        compat.onmt_train(parse_strict("train", argv))


def translate(argv: list[str] | None = None) -> None:
    """`onmt_ext_translate`: `onmt_translate`, OpenNMT's beam search on our checkpoints."""
    onmt_ext.install()
    with running_as("onmt_ext_translate"):
        opt = parse_strict("translate", argv)
        try:
            checks.translate_options(opt)
        except InputError as error:
            raise command_error("translate", error) from None
        compat.onmt_translate(opt)


def build_vocab(argv: list[str] | None = None) -> None:
    """`onmt_ext_build_vocab`: `onmt_build_vocab`, OpenNMT's vocabulary builder."""
    onmt_ext.install()
    with running_as("onmt_ext_build_vocab"):
        compat.onmt_build_vocab(parse_strict("build_vocab", argv))


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
