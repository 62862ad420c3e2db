"""Strict parsing: OpenNMT's parsers plus ours, but an unknown or misspelt key is an error
naming it and the closest known key (OpenNMT itself uses `parse_known_args` and silently
drops what it does not know). Used by the console scripts (onmt_ext.cli) and the tools."""

from __future__ import annotations

import difflib
import re
import sys

from onmt_ext import compat

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


__all__ = ["ConfigError", "parse_strict"]
