"""Console scripts: `onmt_ext_train`, `onmt_ext_translate`, `onmt_ext_build_vocab`.

Thin wrappers kept for existing scripts: since the import hook (onmt_ext_autoload) makes
OpenNMT's own `onmt_train`, `onmt_translate` and `onmt_build_vocab` load the extension,
those do the same. Each installs the extension (`onmt_ext.install()`), parses strictly (an
unknown key is an error naming it), then calls OpenNMT's own function, which runs the
extension's checks through the patches of onmt_ext.seam (onmt_ext.preflight); errors name the
`onmt_ext_*` script.
"""

from __future__ import annotations

import sys

import onmt_ext
from onmt_ext import compat, preflight
from onmt_ext.core.errors import run_command
from onmt_ext.core.tools import process_cleanup
from onmt_ext.core.tools.strict_parsing import ConfigError, parse_strict


def train(argv: list[str] | None = None) -> None:
    """`onmt_ext_train`: `onmt_train`, OpenNMT training with the extension. Bad input raises
    an onmt_ext.core.errors.InputError (or the OSError of a user file)."""
    onmt_ext.install()
    compat.onmt_train(parse_strict("train", argv))


def translate(argv: list[str] | None = None) -> None:
    """`onmt_ext_translate`: `onmt_translate`, OpenNMT's beam search on our checkpoints."""
    onmt_ext.install()
    opt = parse_strict("translate", argv)
    preflight.translate_options(opt)
    compat.onmt_translate(opt)


def build_vocab(argv: list[str] | None = None) -> None:
    """`onmt_ext_build_vocab`: `onmt_build_vocab`, OpenNMT's vocabulary builder."""
    compat.import_build_vocab()
    onmt_ext.install()  # with the records waiting for that module (onmt_ext.seam)
    compat.onmt_build_vocab(parse_strict("build_vocab", argv))


# The console scripts: each function above behind the one error boundary
# (onmt_ext.core.errors.run_command: bad input is one line and exit status 2).
def train_main(argv: list[str] | None = None) -> None:
    process_cleanup.exit_cleanly_on_signals()  # SIGTERM/SIGINT also end data-loader workers
    run_command("onmt_ext_train", train, sys.argv[1:] if argv is None else argv)


def translate_main(argv: list[str] | None = None) -> None:
    # SIGTERM and SIGINT end the translation processes of a multi-process engine, then
    # remove the temporary files (SIGINT as a KeyboardInterrupt, which ends the command by
    # the signal, so that a shell loop of translations stops there)
    with process_cleanup.stopping_cleanly():
        run_command("onmt_ext_translate", translate, sys.argv[1:] if argv is None else argv)


def build_vocab_main(argv: list[str] | None = None) -> None:
    run_command("onmt_ext_build_vocab", build_vocab, sys.argv[1:] if argv is None else argv)


__all__ = ["ConfigError", "build_vocab", "build_vocab_main", "train", "train_main",
           "translate", "translate_main"]
