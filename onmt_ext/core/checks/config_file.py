"""Checks of a `-config` YAML file before OpenNMT reads it.

OpenNMT reads the file with configargparse's YAML parser, where a key given twice keeps the
last value without a word, and a syntax error (a tab in the indentation, say) surfaces
after the whole usage text. `check_config_file` reads the file first and raises one
ConfigFileError naming the file, line and column, the key given twice (and both lines),
or "tab" when a tab is the cause; a missing file is one line too.
"""

from __future__ import annotations

import os

import yaml

from onmt_ext.core.errors import ConfigError

CONFIG_FLAGS = ("-config", "--config")
MERGE_TAG = "tag:yaml.org,2002:merge"


class ConfigFileError(ConfigError):
    """A `-config` file that is not valid YAML, or gives a key twice."""


class _UniqueKeyLoader(yaml.SafeLoader):
    """SafeLoader that refuses a mapping giving one key twice (YAML 1.2 forbids it; PyYAML
    keeps the last)."""

    def construct_mapping(self, node, deep=False):
        seen: dict = {}
        for key_node, _ in node.value:
            if key_node.tag == MERGE_TAG:  # `<<: *anchor`: its keys may be overridden
                continue
            key = self.construct_object(key_node, deep=True)
            try:
                first = seen.setdefault(key, key_node.start_mark.line + 1)
            except TypeError:  # an unhashable key: PyYAML's own error follows
                continue
            if first != key_node.start_mark.line + 1:
                raise ConfigFileError(
                    f"key {key!r} is given twice (lines {first} and "
                    f"{key_node.start_mark.line + 1}); keep one"
                )
        return super().construct_mapping(node, deep)


def config_paths(argv: list[str]) -> list[str]:
    """The files named by `-config PATH` / `-config=PATH` in `argv`."""
    paths = []
    for index, item in enumerate(argv):
        flag, sep, value = item.partition("=")
        if flag in CONFIG_FLAGS:
            if sep:
                paths.append(value)
            elif index + 1 < len(argv):
                paths.append(argv[index + 1])
    return paths


def _syntax_message(path: str, text: str, error: yaml.YAMLError) -> str:
    mark = getattr(error, "problem_mark", None)
    if mark is None:
        return f"{path}: not valid YAML ({error})"
    lines = text.splitlines()
    line = lines[mark.line] if mark.line < len(lines) else ""
    indent = line[: len(line) - len(line.lstrip())]
    cause = getattr(error, "problem", None) or str(error)
    if "\t" in indent or (mark.column < len(line) and line[mark.column] == "\t"):
        cause = "a tab in the indentation (YAML indents with spaces only)"
    return f"{path} line {mark.line + 1}, column {mark.column + 1}: {cause}"


def check_config_file(path: str) -> None:
    """Raise ConfigFileError unless `path` is a file that parses as YAML with every key
    given once (OpenNMT prints its whole usage text before saying that a file is missing).
    A file that cannot be read as UTF-8 is left to OpenNMT's own message."""
    if not os.path.isfile(path):
        where = "is a folder, not a file" if os.path.isdir(path) else "no such file"
        raise ConfigFileError(f"-config {path}: {where}")
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return
    try:
        yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 (a SafeLoader subclass)
    except ConfigFileError as error:
        raise ConfigFileError(f"{path}: {error}") from None
    except yaml.YAMLError as error:
        raise ConfigFileError(_syntax_message(path, text, error)) from None


def check_config_files(argv: list[str]) -> None:
    """`check_config_file` for every `-config` of `argv`."""
    for path in config_paths(argv):
        check_config_file(path)
