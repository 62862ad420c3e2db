"""Options declared once: a family's options are the fields of one frozen dataclass.

Each field made with `option(...)` declares its full YAML key (``key="mute_units"``, or one
key per side: ``key=("enc_aggregate_strategy", "dec_aggregate_strategy")``, so that
`grep -rn mute_units onmt_ext/` finds the definition), its default, help, type, choices
and bounds. From the class come:

- the argparse group (`add_options(parser)`: `--key` / `-key` flags, added to OpenNMT's
  `model_opts`, so the values are stored in every checkpoint);
- the object the modules receive (`from_opt(opt)`: defaults for keys missing from an old
  checkpoint's options). It only builds: it never checks and never warns;
- the one validation rule, `validate(opt) -> None`: the class checks its keys against the
  whole option set `opt` (single values with `check_values`, and what involves several
  options), raising OptionError that names the key and the value, and logging its warnings
  with `warn`. onmt_ext.registry.validate(opt) calls every class's `validate` once, before
  training and before a model is built.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, ClassVar

from onmt_ext.compat import logger
from onmt_ext.core.errors import OptionError

_META = "onmt_ext.option"
# The attribute `add_options` sets on the argparse action of each of our keys: its class.
OWNER = "onmt_ext_options"
SIDES = {"enc": "encoder", "dec": "decoder"}


@dataclasses.dataclass(frozen=True)
class Bound:
    """A single-value check: `test(value)` must hold, else
    ``f"{label} {text}, got {value}"``."""

    test: Callable[[Any], bool]
    text: str


def at_least(low, note: str = "") -> Bound:
    return Bound(lambda v: v >= low, f"must be >= {low}{note}")


def above(low) -> Bound:
    return Bound(lambda v: v > low, f"must be > {low}")


def between(low, high) -> Bound:
    return Bound(lambda v: low <= v <= high, f"must be in [{low}, {high}]")


def boolean(value) -> bool:
    """YAML true/false (configargparse passes them as strings) or a command-line word."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    raise ValueError(f"expected true or false, got {value!r}")


def option(
    default,
    help: str,
    *,
    key: str | tuple[str, str],
    type: Callable | None = None,
    choices: tuple | None = None,
    many: bool = False,
    flag: bool = False,
    bound: Bound | None = None,
    label: str | None = None,
    unknown: str | None = None,
    parser_checks_choices: bool = True,
):
    """A dataclass field that is also a YAML key.

    Args:
        default: the default (a list for `many`; the dataclass holds a tuple).
        help: the help text (with ``{side}`` / ``{name}`` for a per-side key).
        key: the full YAML key, as users write it and checkpoints store it; a pair
            ``(enc key, dec key)`` for a field with one key per side (``enc_...``,
            ``dec_...``; `from_opt(opt, key_side)` reads that side's).
        type: argparse type (int, float, `boolean`); None: str.
        choices: the allowed values (argparse checks them when parsing).
        many: ``nargs="+"``, a list of values.
        flag: ``action="store_true"``.
        bound: the single-value check of `check_values`.
        label: the key as error messages name it (default: the key), e.g.
            "mute_noise_prob (p_beta)".
        unknown: for choices checked by `check_values` as well (options that do not come
            through the parser): the error's noun, "{key}: unknown {unknown} {value!r};
            choose from ...".
        parser_checks_choices: False: argparse accepts any value and only `check_values`
            checks the choices (its message, not argparse's).
    """
    if isinstance(key, tuple):
        if len(key) != len(SIDES) or any(
            not k.startswith(f"{side}_") for k, side in zip(key, SIDES, strict=False)
        ):
            raise ValueError(f"per-side keys are (enc_..., dec_...), got {key}")
        keys = dict(zip(SIDES, key, strict=True))
    else:
        keys = {None: key}
    meta = dict(help=help, type=type, choices=choices, many=many, flag=flag, bound=bound,
                label=label, unknown=unknown, keys=keys, default=default,
                parser_choices=choices if parser_checks_choices else None)
    if many:
        return dataclasses.field(default=tuple(default), metadata={_META: meta})
    return dataclasses.field(default=default, metadata={_META: meta})


class Options:
    """Base of the frozen option dataclasses (see the module docstring)."""

    GROUP: ClassVar[str] = ""

    # ------------------------------------------------------------------ fields and keys
    @classmethod
    def _option_fields(cls) -> Iterator[tuple[dataclasses.Field, dict]]:
        for f in dataclasses.fields(cls):
            if _META in f.metadata:
                yield f, f.metadata[_META]

    @classmethod
    def key(cls, name: str, side: str | None = None) -> str:
        """The YAML key of field `name` (of `side` for a per-side field)."""
        keys = next(m for f, m in cls._option_fields() if f.name == name)["keys"]
        return keys[side] if None not in keys else keys[None]

    @classmethod
    def _keys(cls) -> Iterator[tuple[dataclasses.Field, dict, str, str | None]]:
        """(field, metadata, key, side) of every key, per-side fields once per side."""
        for f, meta in cls._option_fields():
            for side, key in meta["keys"].items():
                yield f, meta, key, side

    # ------------------------------------------------------------------ argparse
    @classmethod
    def add_options(cls, parser) -> None:
        """Add the option group to an OpenNMT (configargparse) parser (nothing for a class
        without keys)."""
        if not any(True for _ in cls._keys()):
            return
        group = parser.add_argument_group(cls.GROUP)
        for _, meta, key, side in cls._keys():
            help_text = meta["help"]
            if side is not None:
                help_text = help_text.format(side=side, name=SIDES[side])
            kwargs: dict[str, Any] = {"help": help_text}
            if meta["flag"]:
                kwargs["action"] = "store_true"
            else:
                kwargs["default"] = meta["default"]
                if meta["type"] is not None:
                    kwargs["type"] = meta["type"]
                if meta["parser_choices"] is not None:
                    kwargs["choices"] = meta["parser_choices"]
                if meta["many"]:
                    kwargs["nargs"] = "+"
            action = group.add(f"--{key}", f"-{key}", **kwargs)
            setattr(action, OWNER, cls)  # tells our keys from OpenNMT's

    # ------------------------------------------------------------------ values
    @classmethod
    def values(cls, opt, side: str | None = None) -> dict[str, Any]:
        """Field values from `opt` (`side`'s for per-side fields), the default for a key
        that `opt` lacks (a checkpoint written before the key existed)."""
        values = {}
        for f, meta in cls._option_fields():
            value = getattr(opt, cls.key(f.name, side), None)
            if value is None and not meta["flag"]:
                value = meta["default"]
            if meta["many"]:
                value = tuple(value or ())
            elif meta["flag"]:
                value = bool(value)
            values[f.name] = value
        return values

    @classmethod
    def from_opt(cls, opt, key_side: str | None = None, **extra):
        """The object the modules receive (values as in `values` of `key_side`, plus
        `extra` fields). Builds only: the options were checked by `validate`."""
        return cls(**cls.values(opt, key_side), **extra)

    @classmethod
    def set_keys(cls, opt) -> list[tuple[str, Any]]:
        """(key, value) of every key whose value in `opt` is not its default (a key `opt`
        lacks is at its default)."""
        found = []
        for _f, meta, key, _side in cls._keys():
            value = getattr(opt, key, None)
            default = meta["default"]
            if meta["many"]:
                value, default = tuple(value or ()), tuple(default or ())
            elif meta["flag"]:
                value, default = bool(value), False
            elif value is None:
                continue
            if value != default:
                found.append((key, value))
        return found

    # ------------------------------------------------------------------ the one rule
    @classmethod
    def validate(cls, opt) -> None:
        """Check this class's keys against the whole option set `opt`; raise OptionError
        naming the key and the value; log warnings with `warn`. Subclasses extend it.
        onmt_ext.registry.validate calls it before training, before a model is built and
        before translating, for a family's class only when `opt` selects the family (so
        it never tests that itself)."""
        cls.check_values(opt)

    @classmethod
    def check_values(cls, opt, sides=tuple(SIDES)) -> None:
        """Single-value checks of every key (per-side keys of `sides`); OptionError names
        the key and the value."""
        for f, _meta, _key, side in cls._keys():
            if side is None or side in sides:
                cls.check_value(f.name, getattr(opt, cls.key(f.name, side), f.default), side)

    @classmethod
    def check_value(cls, name: str, value, side: str | None = None) -> None:
        meta = next(m for f, m in cls._option_fields() if f.name == name)
        key = cls.key(name, side)
        if meta["unknown"] is not None:
            for item in value if meta["many"] else [value]:
                if item not in meta["choices"]:
                    raise OptionError(
                        f"{key}: unknown {meta['unknown']} {item!r}; choose from "
                        f"{', '.join(meta['choices'])}"
                    )
        bound = meta["bound"]
        if bound is not None and not bound.test(value):
            label = meta["label"].format(side=side) if meta["label"] else key
            raise OptionError(f"{label} {bound.text}, got {value}")


_quiet: contextvars.ContextVar[bool] = contextvars.ContextVar("onmt_ext_quiet", default=False)


def warn(message: str) -> None:
    """Log a warning of `validate` (unless inside `quiet_warnings`)."""
    if not _quiet.get():
        logger.warning(message)


@contextlib.contextmanager
def quiet_warnings():
    """`validate` without its warnings for the duration of the block: building a model
    validates its options again, and the user saw the warnings before training."""
    token = _quiet.set(True)
    try:
        yield
    finally:
        _quiet.reset(token)
