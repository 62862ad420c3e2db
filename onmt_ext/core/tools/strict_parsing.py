"""Strict parsing: OpenNMT's parsers plus ours, but an unknown or misspelt key is an error
naming it and the closest known key (OpenNMT itself uses `parse_known_args` and silently
drops what it does not know, and argparse would take an unambiguous prefix for the full
key). Used by OpenNMT's own commands through onmt_ext.install, by the `onmt_ext_*`
console scripts (onmt_ext.cli) and the tools.

An error is a ConfigError (an exception a program can catch); the command's boundary
(onmt_ext.core.errors.run_command) prints it as `<command>: error: ...` with exit status 2.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import re
import sys

from onmt_ext import compat
from onmt_ext.core.checks.config_file import ConfigFileError, check_config_files
from onmt_ext.core.errors import ConfigError
from onmt_ext.core.model.family_plugins import broken_lines

_NUMBER = re.compile(r"^-\.?\d")
# OpenNMT's `DeprecateAction` raises argparse.ArgumentTypeError("Flag '-int8' is deprecated.
# ...") while parsing, which no parser turns into a usage error: the flags it guards, and
# what replaces each (OpenNMT 3.5.1's opts.py: `-fp32` and `-int8` became `-precision`).
_DEPRECATED = re.compile(r"^Flag '(?P<flag>[^']+)' is deprecated")
REPLACEMENTS = {"fp32": "-precision fp32", "int8": "-precision int8"}


def _parser_keys(parser) -> set[str]:
    keys = set()
    for action in parser._actions:  # argparse has no public accessor for this
        keys.update(flag.lstrip("-") for flag in action.option_strings)
    return keys


def _known_keys(parser, kind: str) -> list[str]:
    """The keys `parser` accepts; for build_vocab the training keys too (see below)."""
    keys = _parser_keys(parser)
    if kind == "build_vocab":
        keys |= _parser_keys(compat.extension_parser("train"))
    return sorted(keys)


def _closest(key: str, known: list[str]) -> str | None:
    """The known key `key` abbreviates (the shortest, as `-beam` for beam_size), else the
    most similar one (difflib), else None."""
    longer = sorted((k for k in known if k.startswith(key)), key=len)
    if longer:
        return longer[0]
    hint = difflib.get_close_matches(key, known, n=1)
    return hint[0] if hint else None


def _unknown_key_message(unknown: list[str], known: list[str]) -> str:
    lines: list[str] = []
    for item in unknown:
        if not item.startswith("-"):
            lines.append(f"unexpected value {item!r} (a flag without a value?)")
            continue
        key = item.lstrip("-").split("=", 1)[0]
        hint = _closest(key, known)
        lines.append(f"unknown option {key!r}" + (f" (did you mean {hint!r}?)" if hint else ""))
    message = "; ".join(lines) + " (from the command line or the -config file)"
    broken = broken_lines()  # the key may be one a skipped family plugin would declare
    return f"{message}; {broken}" if broken else message


def _inexact_flags(argv: list[str], known: list[str]) -> list[str]:
    """Command-line flags that are not exactly a known key (negative numbers are values)."""
    flags = [a for a in argv if a.startswith("-") and a != "-" and not _NUMBER.match(a)]
    return [a for a in flags if a.lstrip("-").split("=", 1)[0] not in set(known)]


# OpenNMT's commands build their parser in `onmt.bin.<command>._get_parser` with these
# descriptions and parse the command line with `parser.parse_known_args()` (train,
# build_vocab: what it does not know is dropped) or `parser.parse_args()` (translate,
# which calls parse_known_args).
COMMAND_PARSERS = {"train.py": "train", "translate.py": "translate",
                   "build_vocab.py": "build_vocab"}


def command_parser_kwargs(kwargs: dict) -> dict:
    """The keyword arguments of an `ArgumentParser(...)` being built: for an OpenNMT
    command's parser (COMMAND_PARSERS, by description) ``allow_abbrev=False`` (argparse
    would otherwise take any unambiguous prefix of a key, in a -config file too, so a
    misspelt `mute_unit: 4` would silently set mute_units); other parsers' unchanged."""
    if kwargs.get("description") in COMMAND_PARSERS:
        kwargs["allow_abbrev"] = False
    return kwargs


def command_line_of(parser, args, namespace, config_file_contents) -> str | None:
    """The command (COMMAND_PARSERS) whose own command line `parser.parse_known_args(args,
    namespace, config_file_contents=...)` parses; None for other parsers and for explicit
    argument lists (e.g. `ArgumentParser.defaults`, the translation server's), which are
    parsed as OpenNMT parses them."""
    if args is not None or namespace is not None or config_file_contents is not None:
        return None
    return COMMAND_PARSERS.get(parser.description)


def parse_strict(kind: str, argv: list[str] | None, parser=None):
    """Parse like the OpenNMT command `kind` ("train", "translate", "build_vocab"), but
    fail on unknown keys.

    Raises:
        ConfigError: an unknown or abbreviated key (named, with the closest known key), a
            YAML syntax error or a key given twice in a -config file.

    Args:
        argv: the arguments (None: the command line, ``sys.argv[1:]``).
        parser: the parser to use (OpenNMT's own, when onmt_ext.install calls this);
            None: a parser with OpenNMT's options of `kind` and ours.
    """
    parser = compat.extension_parser(kind) if parser is None else parser
    argv = sys.argv[1:] if argv is None else list(argv)
    try:  # a YAML syntax error or a key given twice, before OpenNMT's usage text
        check_config_files(argv)
    except ConfigFileError as error:
        raise ConfigError(str(error)) from None
    # Python 3.11's argparse still expands a single-dash prefix despite allow_abbrev=False
    # (`-src_vocab` is taken for `-src_vocab_threshold`): look command-line flags up exactly.
    known = _known_keys(parser, kind)
    inexact = _inexact_flags(argv, known)
    if inexact:
        raise ConfigError(_unknown_key_message(inexact, known))
    opt, unknown = _parse_without_abbreviations(parser, argv)
    if unknown and kind == "build_vocab":
        # OpenNMT's documented workflow shares one YAML between onmt_build_vocab and
        # onmt_train: training keys are fine here, keys unknown to both are not.
        _, unknown = compat.extension_parser("train").parse_known_args(argv)
    if unknown:
        raise ConfigError(_unknown_key_message(unknown, known))
    return opt


# argparse's messages (Python 3.11): "argument --key/-key: invalid choice: 'x' (choose
# from 'a', 'b')", "argument -key: invalid int value: 'x'", "argument -key: expected one
# argument".
_ARGUMENT = re.compile(r"^argument (?P<flags>[^:]+): (?P<what>.*)$", re.S)
_CHOICE = re.compile(r"^invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)$", re.S)


def _key_of(flags: str) -> str:
    """`-key` of argparse's "--key/-key" (the spelling OpenNMT's docs and ours use)."""
    spellings = flags.split("/")
    single = [s for s in spellings if s.startswith("-") and not s.startswith("--")]
    return (single or spellings)[0]


def _choices(text: str) -> list | None:
    """The allowed values of argparse's "(choose from 'a', 'b')" text, or None."""
    try:
        value = ast.literal_eval(f"[{text}]")
    except (ValueError, SyntaxError):
        return None
    return value if isinstance(value, list) else None


def _value_message(message: str) -> str:
    """argparse's error for one option's value (an invalid choice, a value that is not a
    number, a missing value) as one line naming the key, the value and what is allowed,
    with the closest allowed value ("did you mean") where one is close."""
    found = _ARGUMENT.match(message.strip())
    if found is None:
        return f"{message.strip()} (from the command line or the -config file)"
    key, what = _key_of(found["flags"]), found["what"]
    choice = _CHOICE.match(what)
    if choice is None:
        return f"{key}: {what} (from the command line or the -config file)"
    choices = _choices(choice["choices"])
    value = _choices(choice["value"])
    line = (f"{key} {choice['value']}: not one of its values (choose from "
            f"{choice['choices']})")
    if choices and value and isinstance(value[0], str):
        words = [str(c) for c in choices if str(c)]
        close = difflib.get_close_matches(value[0], words, n=1)
        if close:
            line += f"; did you mean {close[0]!r}?"
    broken = broken_lines()  # the value may be a transform a skipped family plugin registers
    return f"{line}; {broken}" if broken else line


class _ValueError(Exception):
    """argparse's `parser.error(message)` of one parse, raised instead of its exit."""


def _raise_value_error(message: str):
    raise _ValueError(message)


def _parse_without_abbreviations(parser, argv: list[str]):
    """`parser.parse_known_args(argv)` with argparse's prefix matching off (else a -config
    file's misspelt `mute_unit: 4` would silently set mute_units). The command parsers are
    built so (onmt_ext.seam's record of `ArgumentParser.__init__`); a parser built before
    onmt_ext was installed is switched for this parse only and given back as it was.

    A bad value (argparse's `error`, which prints the whole usage, about 230 lines, before
    its message and exits) and OpenNMT's deprecated flags (a traceback) raise a ConfigError
    of one line instead; the parser's own `error` is given back after the parse."""
    before = parser.allow_abbrev
    parser.allow_abbrev = False
    shadowed = "error" in vars(parser)
    parser.error = _raise_value_error  # this parse only: restored below
    try:
        return parser.parse_known_args(argv)
    except _ValueError as error:
        raise ConfigError(_value_message(str(error))) from None
    except argparse.ArgumentTypeError as error:
        raise deprecated_flag_error(error) from None
    finally:
        parser.allow_abbrev = before
        if not shadowed:
            del parser.error


def deprecated_flag_error(error: argparse.ArgumentTypeError) -> ConfigError:
    """The ConfigError for OpenNMT's refusal of a deprecated flag (`-int8`, `-fp32`): it names
    the flag and what to write instead; any other ArgumentTypeError keeps its message."""
    found = _DEPRECATED.match(str(error))
    if found is None:
        return ConfigError(str(error))
    flag = found.group("flag")
    replacement = REPLACEMENTS.get(flag.lstrip("-"))
    instead = (f"write {replacement} instead" if replacement
               else str(error)[found.end():].strip(" ."))
    return ConfigError(f"{flag} is no longer accepted by OpenNMT-py 3.5.1: {instead} "
                       "(from the command line or the -config file)")


__all__ = ["REPLACEMENTS", "ConfigError", "deprecated_flag_error", "parse_strict"]
