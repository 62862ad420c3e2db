"""Options are read only through their dataclass (onmt_ext.core.model.options), and every
YAML key is written out whole, so that `grep -rn <key> onmt_ext/` finds every use.

The scan covers the whole package. Two rules:

- no raw read of a declared key: neither ``opt.mute_units`` nor ``getattr(opt, "mute_units")``
  (nor setattr/hasattr); a module reads ``MuteOptions.from_opt(opt).units``. Only
  `Options.values` (core/model/options.py) reads keys, by their declared name. A field
  is named differently from its key, so a field read is never mistaken for a raw read;
- no key built from pieces: no f-string such as ``f"{side}_aggregate_diversity"`` that
  gives one of our keys once filled in (in a message too), and no ``getattr(opt,
  f"{name}_type")`` that reads one of OpenNMT's that way.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from onmt_ext import compat, registry

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "onmt_ext"
# The one place that reads keys by name: `Options.values` (getattr with the declared key).
READER = PACKAGE / "core" / "model" / "options.py"


def declared_keys() -> set[str]:
    return {key for options in registry.option_classes() for _, _, key, _ in options._keys()}


def onmt_keys() -> set[str]:
    """OpenNMT's keys (train and translate)."""
    keys = set()
    required = {"train": ["-data", "{}", "-src_vocab", "vocab"],
                "translate": ["-model", "model.pt", "-src", "src.txt"]}
    for kind, arguments in required.items():
        keys |= set(vars(compat.extension_parser(kind).parse_known_args(arguments)[0]))
    return keys


def raw_reads(source: str, keys: set[str]) -> list[str]:
    """``line: what`` for each attribute or getattr/setattr/hasattr of a key in `keys`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in keys:
            found.append(f"{node.lineno}: .{node.attr}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and node.args[1].value in keys):
            found.append(f"{node.lineno}: {node.func.id}(..., {node.args[1].value!r})")
    return found


_WORD = re.compile(r"[A-Za-z0-9_]*(?:\x00[A-Za-z0-9_]*)+")


def built_keys(source: str, ours: set[str], theirs: set[str] = frozenset()) -> list[str]:
    """``line: template`` for each f-string piece that, with its placeholders filled in by
    a word, can spell a key: one of `ours` anywhere, one of `theirs` where the f-string is
    the name of a getattr/setattr/hasattr (e.g. ``{side}_layers`` -> enc_layers)."""
    tree = ast.parse(source)
    named = {id(node.args[1]) for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) >= 2}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.JoinedStr):
            continue
        keys = ours | theirs if id(node) in named else ours
        template = "".join(part.value if isinstance(part, ast.Constant) else "\x00"
                           for part in node.values)
        for word in _WORD.findall(template):
            if "_" not in word:
                continue  # a placeholder with no key piece beside it
            pattern = re.compile(
                "".join("[a-z0-9]+" if c == "\x00" else re.escape(c) for c in word))
            spelt = sorted(k for k in keys if pattern.fullmatch(k))
            if spelt:
                found.append(f"{node.lineno}: {word.replace(chr(0), '{}')} -> {spelt[0]}")
    return found


def _package_sources():
    return [(path, path.read_text()) for path in sorted(PACKAGE.rglob("*.py"))]


def test_fields_are_named_apart_from_their_keys():
    """Otherwise `settings.mute_units` and `opt.mute_units` would look the same."""
    for options in registry.option_classes():
        for field, _, key, _ in options._keys():
            assert field.name != key, f"{options.__name__}.{field.name} is named as its key"


def test_no_module_reads_a_declared_key_raw():
    keys = declared_keys()
    found = [f"{path.relative_to(REPO)}:{hit}" for path, source in _package_sources()
             if path != READER for hit in raw_reads(source, keys)]
    assert not found, "read options through their dataclass (from_opt):\n" + "\n".join(found)


def test_no_module_builds_a_key_from_pieces():
    ours, theirs = declared_keys(), onmt_keys()
    found = [f"{path.relative_to(REPO)}:{hit}" for path, source in _package_sources()
             for hit in built_keys(source, ours, theirs)]
    assert not found, "write option keys out whole:\n" + "\n".join(found)


@pytest.mark.parametrize("source, expected", [
    ("n = opt.mute_units", ["1: .mute_units"]),
    ("n = getattr(opt, 'mute_units', 4)", ["1: getattr(..., 'mute_units')"]),
    ("n = MuteOptions.from_opt(opt).units", []),
])
def test_raw_reads_are_found(source, expected):
    assert raw_reads(source, {"mute_units"}) == expected


@pytest.mark.parametrize("source, expected", [
    ('k = f"{side}_aggregate_diversity"', ["1: {}_aggregate_diversity -> enc_aggregate_diversity"]),
    ('m = f"{side}_aggregate_diversity is {value}"',
     ["1: {}_aggregate_diversity -> enc_aggregate_diversity"]),
    ('k = getattr(opt, f"{name}_type")', ["1: {}_type -> encoder_type"]),
    ('k = f"{name}_type"', []),  # OpenNMT's keys: only where read
    ('m = f"{key}: {value} is not divisible"', []),
    ('m = f"onmt_{name}"', []),
])
def test_built_keys_are_found(source, expected):
    assert built_keys(source, {"enc_aggregate_diversity"}, {"encoder_type", "heads"}) == expected
