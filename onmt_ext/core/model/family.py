"""How a family declares and registers itself: a `Family`, handed to `register_family`.

A family (onmt_ext's own, or a plugin of its own outside onmt_ext) declares everything it
adds in one `Family`: its encoders and decoders (selectable as `encoder_type` /
`decoder_type`), its options class, the data transforms it registers, the layer types it
offers to the stack families (`enc_layer_type`, onmt_ext.core.model.stack_layers), its
fused-path tables (onmt_ext.core.model.fused_choice) and its checks (`Check`, each with
the `Stage` at which onmt_ext.preflight runs it, beside onmt_ext's own, and a function
keeping the stage's signature: `SIGNATURES`). What a command's options select is decided
from this declaration (`Family.selected_by`); onmt_ext.registry runs a family's
`validate` and checks only then. Two routes register it, both ending in
`register_family`:

- a plugin (onmt_ext.core.model.family_plugins): an entry point of the group
  ``onmt_ext.families`` naming the `Family` object (``mute = "onmt_ext.mute.family:FAMILY"``
  in pyproject.toml), or a file or module named by ``ONMT_EXT_FAMILIES``; both are read
  when the families are first needed (at the latest at `onmt_ext.install()`), in every
  process, OpenNMT's own commands included. onmt_ext's families are entry points;
- a call ``register_family(family)`` before `onmt_ext.install()` (or `install()` again
  afterwards), for a family living in a script or notebook.

Registration refuses a declaration that would clash with another family's (a name, an
`encoder_type` / `decoder_type`, transform or layer-type name, an option key), with an
option key of OpenNMT's commands or of onmt_ext's core options, or with itself (a fused
path whose key its options class does not declare, a source-prefix transform it does not
register, a module class breaking the hook contract of onmt_ext.core.model.hooks: a
misspelt hook would never be called), with a ValueError that names both. Nothing in core
names a family: the registered declarations are all it knows.
"""

from __future__ import annotations

import enum
import inspect
import sys
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

import torch
import yaml

from onmt_ext import compat
from onmt_ext.core.model.fused_choice import FusedPath
from onmt_ext.core.model.hooks import contract_violations
from onmt_ext.core.model.lipschitz_init import LipschitzInitOptions
from onmt_ext.core.model.options import OWNER, Options
from onmt_ext.core.model.stack_layers import TRANSFORMER, EncoderLayerType, LayerTypeOptions
from onmt_ext.core.model.warm_start import WarmStartOptions

# The key that chooses a stack family's layer type (onmt_ext.core.model.stack_layers).
LAYER_TYPE_KEY = LayerTypeOptions.key("layer_type")


class Stage(enum.Enum):
    """When a check runs (onmt_ext.preflight runs every check of a stage, onmt_ext's own
    first, then those of the families the command's options select, in registration
    order) and what it is given (`SIGNATURES`: the Protocol a check of the stage keeps)."""

    TRAINING = "before training starts: check(opt)"
    RESUMING = "before a training resumes from train_from: check(opt, checkpoint)"
    VOCABULARY = "before onmt_build_vocab reads the corpora: check(opt)"
    TRANSLATE_OPTIONS = "as soon as a translate command line is parsed: check(opt)"
    TRANSLATION = "before translating, before any -model is loaded: check(opt)"
    TRANSLATION_MODEL = "before translating, for each -model: check(opt, checkpoint, path)"
    SERVING = "before onmt_server loads its models: check(config_file)"
    SERVER_REQUEST = "before onmt_server translates a request: check(inputs, models)"
    AVERAGING = "before onmt_average_models reads the checkpoints: check(model_files)"


class OptionsCheck(Protocol):
    """A check of the command's options (TRAINING, VOCABULARY, TRANSLATE_OPTIONS,
    TRANSLATION): `opt` is the parsed argparse Namespace."""

    def __call__(self, opt, /) -> None: ...


class ResumeCheck(Protocol):
    """RESUMING: the training's options and the `train_from` checkpoint's header (a dict
    with "opt", "vocab", ...; no tensors loaded)."""

    def __call__(self, opt, checkpoint, /) -> None: ...


class ModelCheck(Protocol):
    """TRANSLATION_MODEL: the translate options, one `-model`'s checkpoint header and its
    path."""

    def __call__(self, opt, checkpoint, path, /) -> None: ...


class ServingCheck(Protocol):
    """SERVING: the path of onmt_server's model config (`-config`)."""

    def __call__(self, config_file, /) -> None: ...


class RequestCheck(Protocol):
    """SERVER_REQUEST: the request's JSON (a list of {"id", "src"} objects) and the
    server's models by id."""

    def __call__(self, inputs, models, /) -> None: ...


class AveragingCheck(Protocol):
    """AVERAGING: the checkpoint paths given to onmt_average_models (`-models`)."""

    def __call__(self, model_files, /) -> None: ...


# The signature a check of each stage keeps (checked where a `Check` is made).
SIGNATURES: dict[Stage, type] = {
    Stage.TRAINING: OptionsCheck,
    Stage.RESUMING: ResumeCheck,
    Stage.VOCABULARY: OptionsCheck,
    Stage.TRANSLATE_OPTIONS: OptionsCheck,
    Stage.TRANSLATION: OptionsCheck,
    Stage.TRANSLATION_MODEL: ModelCheck,
    Stage.SERVING: ServingCheck,
    Stage.SERVER_REQUEST: RequestCheck,
    Stage.AVERAGING: AveragingCheck,
}


def _arity(protocol: type) -> int:
    """How many positional arguments a check keeping `protocol` is given."""
    return len(inspect.signature(protocol.__call__).parameters) - 1  # without self


def _takes(function, count: int) -> bool:
    """Whether `function` can be called with `count` positional arguments."""
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):  # a builtin without a signature: not checkable
        return True
    try:
        signature.bind(*range(count))
    except TypeError:
        return False
    return True


@dataclass(frozen=True)
class Check:
    """One check: `run` is called at `stage` with the stage's arguments (`Stage`,
    `SIGNATURES`); it returns nothing for input it accepts and raises an
    onmt_ext.core.errors.InputError whose message names the key, file and line. `what`
    says in one line what it checks (`python -m onmt_ext --checks` lists them).

    A family's check runs only when the command selects the family (onmt_ext.registry):
    it never tests that itself. Made with a `run` that cannot take the stage's arguments,
    it raises ValueError naming the check, its signature and the stage's."""

    stage: Stage
    run: Callable[..., None]
    what: str

    def __post_init__(self):
        if not isinstance(self.stage, Stage):
            raise ValueError(f"check {self.what!r}: stage must be a Stage, got {self.stage!r}")
        if not callable(self.run):
            raise ValueError(f"check {self.what!r}: run must be callable, got {self.run!r}")
        protocol = SIGNATURES[self.stage]
        if not _takes(self.run, _arity(protocol)):
            name = getattr(self.run, "__qualname__", repr(self.run))
            raise ValueError(
                f"check {self.what!r}: {name}{inspect.signature(self.run)} cannot take the "
                f"arguments of stage {self.stage.name} ({self.stage.value.split(': ')[-1]}, "
                f"{protocol.__module__}.{protocol.__qualname__})")


@dataclass(frozen=True)
class Family:
    """One family: its names, its options and what it adds to OpenNMT's commands.

    `options` is the family's options class (a frozen dataclass, onmt_ext.core.model.options):
    its argparse group joins OpenNMT's model options, its `validate(opt)` (the one
    validation rule, onmt_ext.core.model.options) runs before training and before a model is
    built; its `from_opt` only builds.

    `transforms`: OpenNMT data transforms, name -> class. A transform may define
    ``translation_transforms(opt, names) -> names`` (a classmethod), which arranges the list a
    translation takes from a checkpoint trained with it
    (onmt_ext.registry.translation_transforms). `source_prefix_transforms`: those of
    `transforms` that put OpenNMT's `src_prefix` in front of the source (a target-language
    tag): onmt_server's pre-processing (onmt_ext.serving) asks each request for that tag
    when one is listed.

    `fused_paths`: the family's choices between a fused path and the loop (`FusedPath`: an
    options key of this family and its table of measurements); its layers pass them to
    `fused_choice.choose`.

    `checks`: the family's `Check`s, each with its `Stage` (e.g. the data files a model of
    the family needs, before training; a `-model`'s tags, for each model before
    translating; a transform's translate options, as soon as they are parsed). They run
    after onmt_ext's own checks of the stage, so after the option validation.

    What applies when is decided from this declaration (`selected_by`): a command's options
    select the family when its `encoder_type`, `decoder_type` or `enc_layer_type` is one
    the family declares, or when one of the family's transforms is listed (in
    `transforms` or a corpus's). Only then do its `validate` and its checks run
    (onmt_ext.registry); neither tests it again. Options rules (what values and
    combinations of options are allowed) go in `validate`, which runs at training, at every
    model build and before translating; checks are for what the options point to: files,
    data, devices, checkpoints.
    """

    name: str
    options: type[Options]
    encoders: Mapping[str, type] = field(default_factory=dict)
    decoders: Mapping[str, type] = field(default_factory=dict)
    transforms: Mapping[str, type] = field(default_factory=dict)
    source_prefix_transforms: tuple[str, ...] = ()
    layer_types: tuple[EncoderLayerType, ...] = ()
    fused_paths: tuple[FusedPath, ...] = ()
    checks: tuple[Check, ...] = ()

    def __post_init__(self):
        for name in ("encoders", "decoders", "transforms"):
            object.__setattr__(self, name, types.MappingProxyType(dict(getattr(self, name))))
        for name in ("source_prefix_transforms", "layer_types", "fused_paths", "checks"):
            object.__setattr__(self, name, tuple(getattr(self, name)))

    def module_classes(self) -> list[type]:
        """The torch modules of the family: every ``nn.Module`` class defined in the
        imported modules of the packages of its declared classes (encoders, decoders,
        options), and the declared classes' own bases of those packages."""
        declared = [*self.encoders.values(), *self.decoders.values()]
        packages = {_package(cls.__module__) for cls in (*declared, self.options)}

        def ours(module_name: str) -> bool:
            return any(module_name == p or module_name.startswith(f"{p}.") for p in packages)

        found: dict[type, None] = {}
        for cls in declared:
            found.update((base, None) for base in cls.__mro__ if ours(base.__module__)
                         and issubclass(base, torch.nn.Module))
        for name, module in list(sys.modules.items()):
            if module is None or not ours(name):
                continue
            found.update((obj, None) for obj in vars(module).values()
                         if isinstance(obj, type) and obj.__module__ == name
                         and issubclass(obj, torch.nn.Module))
        return list(found)

    def selected_by(self, opt, transforms: bool = True) -> list[str]:
        """What in `opt` selects the family (``"encoder_type: x"``, ``"decoder_type: x"``,
        ``"enc_layer_type: x"``, and with `transforms` ``"transform x"``); empty when
        nothing does. A checkpoint's options select by its model only (`transforms`
        False): the transforms a command applies are the command's."""
        found = []
        for key, names in (("encoder_type", self.encoders), ("decoder_type", self.decoders)):
            value = getattr(opt, key, None)
            if value in names:
                found.append(f"{key}: {value}")
        layer_type = LayerTypeOptions.from_opt(opt).layer_type
        if layer_type in {t.name for t in self.layer_types}:
            found.append(f"{LAYER_TYPE_KEY}: {layer_type}")
        listed = set(transforms_listed(opt)) if transforms else set()
        found.extend(f"transform {name}" for name in self.transforms if name in listed)
        return found

    def selectors(self) -> str:
        """How a config selects the family, for messages (``encoder_type: mute or
        enc_layer_type: mute``)."""
        ways = [f"encoder_type: {name}" for name in self.encoders]
        ways += [f"decoder_type: {name}" for name in self.decoders]
        ways += [f"{LAYER_TYPE_KEY}: {t.name}" for t in self.layer_types]
        ways += [f"transform {name}" for name in self.transforms]
        return " or ".join(ways) or "nothing"

    def option_keys(self) -> set[str]:
        """Every YAML key of the family's options class."""
        return {key for _, _, key, _ in self.options._keys()}

    def names(self) -> dict[str, set[str]]:
        """What the family adds under a name that must be unique among the families:
        ``{"encoder_type": ..., "decoder_type": ..., "transform": ..., "enc_layer_type":
        ..., "option key": ...}``."""
        return {
            "encoder_type": set(self.encoders),
            "decoder_type": set(self.decoders),
            "transform": set(self.transforms),
            "enc_layer_type": {layer_type.name for layer_type in self.layer_types},
            "option key": self.option_keys(),
        }


def transforms_listed(opt) -> list[str]:
    """The transforms `opt` lists: OpenNMT's `transforms` and those of every corpus of
    `data` (a training's)."""
    names = list(getattr(opt, "transforms", None) or [])
    data = getattr(opt, "data", None)
    if isinstance(data, str):  # -data given on the command line: YAML text
        try:
            data = yaml.safe_load(data)
        except yaml.YAMLError:  # onmt_ext.core.checks.corpus_checks names it
            data = None
    if isinstance(data, Mapping):
        for corpus in data.values():
            if isinstance(corpus, Mapping):
                names.extend(corpus.get("transforms") or [])
    return names


def _package(module_name: str) -> str:
    """The package of a module (a package's own `__init__`: itself)."""
    module = sys.modules.get(module_name)
    if module is not None and hasattr(module, "__path__"):
        return module_name
    return module_name.rpartition(".")[0] or module_name


# The registered families, by name, in the order registered. Kept here (core) so that a
# family's own package, which may import nothing above core, can register itself.
_FAMILIES: dict[str, Family] = {}


def register_family(family: Family) -> Family:
    """Register `family` (returned, so ``FAMILY = register_family(Family(...))`` works).

    Registering the same declaration again does nothing. Raises ValueError when it is not a
    `Family`, when another family holds its name or one of its names (see `Family.names`),
    or when one of its fused paths has a key its options class does not declare. The
    declaration reaches OpenNMT at `onmt_ext.install()` (or at the next call of it, when
    onmt_ext is installed already)."""
    if not isinstance(family, Family):
        raise ValueError(f"register_family expects an onmt_ext Family, got {family!r}")
    if _FAMILIES.get(family.name) is family:
        return family
    if family.name in _FAMILIES:
        raise ValueError(f"a family named {family.name!r} is registered already")
    if not (isinstance(family.options, type) and issubclass(family.options, Options)):
        raise ValueError(f"family {family.name!r}: options must be an Options subclass, got "
                         f"{family.options!r}")
    unknown = sorted(set(family.source_prefix_transforms) - set(family.transforms))
    if unknown:
        raise ValueError(f"family {family.name!r}: source_prefix_transforms lists "
                         f"{unknown[0]!r}, none of its transforms")
    for check in family.checks:
        if not isinstance(check, Check):
            raise ValueError(f"family {family.name!r}: checks must be Check objects (with "
                             f"their Stage), got {check!r}")
    for path in family.fused_paths:
        if path.key not in family.option_keys():
            raise ValueError(f"family {family.name!r}: fused path key {path.key!r} is no key "
                             f"of {family.options.__name__}")
    broken = [why for cls in family.module_classes() for why in contract_violations(cls)]
    if broken:
        raise ValueError(f"family {family.name!r}: {broken[0]}")
    clash = _builtin_key_clash(family)
    if clash:
        raise ValueError(f"family {family.name!r}: {clash}")
    if TRANSFORMER in family.names()["enc_layer_type"]:
        raise ValueError(f"family {family.name!r}: enc_layer_type {TRANSFORMER!r} is "
                         "OpenNMT's layer")
    mine = family.names()
    for other in _FAMILIES.values():
        for kind, names in other.names().items():
            clash = sorted(mine[kind] & names)
            if clash:
                raise ValueError(f"family {family.name!r}: {kind} {clash[0]!r} is the "
                                 f"{other.name} family's already")
    _FAMILIES[family.name] = family
    return family


# The options of onmt_ext's core, which any model may use (onmt_ext.registry validates them).
CORE_OPTIONS: tuple[type[Options], ...] = (WarmStartOptions, LipschitzInitOptions,
                                           LayerTypeOptions)


def _builtin_key_clash(family: Family) -> str | None:
    """Why one of `family`'s option keys is refused: a key of onmt_ext's core options or
    one of OpenNMT's own command-line keys (argparse would refuse the second definition
    only when the parser is built, in every command); None when none clashes."""
    keys = family.option_keys()
    for options in CORE_OPTIONS:
        clash = sorted(keys & {key for _, _, key, _ in options._keys()})
        if clash:
            return (f"option key {clash[0]!r} is onmt_ext's core option "
                    f"({options.__module__}.{options.__qualname__})")
    actions = compat.option_actions()
    clash = sorted(key for key in keys & set(actions)
                   if getattr(actions[key], OWNER, None) is None)
    if clash:
        return f"option key {clash[0]!r} is OpenNMT's own (-{clash[0]} of its commands)"
    return None


def unregister_family(name: str) -> Family | None:
    """Take the family `name` out of the registry (a test, or a script that registered one
    for a while); its encoders etc. leave OpenNMT at the next `onmt_ext.uninstall()`.
    Returns what was registered, or None."""
    return _FAMILIES.pop(name, None)


def registered_families() -> tuple[Family, ...]:
    """The registered families, in the order registered."""
    return tuple(_FAMILIES.values())
