"""How a family declares and registers itself: a `Family`, handed to `register_family`.

A family (onmt_ext's own, or a package of its own outside onmt_ext) declares everything it
adds in one `Family`: its encoders and decoders (selectable as `encoder_type` /
`decoder_type`), its options class, the data transforms it registers, the layer types it
offers to the stack families (`enc_layer_type`, onmt_ext.core.model.stack_layers), its
fused-path tables (onmt_ext.core.model.fused_choice) and its checks (`Check`, each with
the `Stage` at which onmt_ext.preflight runs it, beside onmt_ext's own). Two routes
register it, both ending in `register_family`:

- an entry point of the group ``onmt_ext.families`` naming the `Family` object
  (``mute = "onmt_ext.mute.family:FAMILY"`` in pyproject.toml): onmt_ext.registry reads the
  group when the families are first needed (at the latest at `onmt_ext.install()`), in
  every process, OpenNMT's own commands included. onmt_ext's families use this route;
- a call ``register_family(family)`` before `onmt_ext.install()` (or `install()` again
  afterwards), for a family living in a script or notebook.

Registration refuses a declaration that would clash with another family's (a name, an
`encoder_type` / `decoder_type`, transform or layer-type name, an option key) or with
itself (a fused path whose key its options class does not declare, a source-prefix
transform it does not register, a module class breaking the hook contract of
onmt_ext.core.model.hooks: a misspelt hook would never be called), with a ValueError that
names both. Nothing in core names a family: the registered declarations are
all it knows.
"""

from __future__ import annotations

import enum
import sys
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import torch

from onmt_ext.core.model.fused_choice import FusedPath
from onmt_ext.core.model.hooks import contract_violations
from onmt_ext.core.model.options import Options
from onmt_ext.core.model.stack_layers import TRANSFORMER, EncoderLayerType


class Stage(enum.Enum):
    """When a check runs (onmt_ext.preflight runs every check of a stage, onmt_ext's own
    first, then the families' in registration order) and what it is given."""

    TRAINING = "before training starts: check(opt)"
    RESUMING = "before a training resumes from train_from: check(opt, checkpoint)"
    VOCABULARY = "before onmt_build_vocab reads the corpora: check(opt)"
    TRANSLATE_OPTIONS = "as soon as a translate command line is parsed: check(opt)"
    TRANSLATION = "before translating, before any -model is loaded: check(opt)"
    TRANSLATION_MODEL = "before translating, for each -model: check(opt, checkpoint, path)"


@dataclass(frozen=True)
class Check:
    """One check: `run` is called at `stage` with the stage's arguments (`Stage`); it
    returns nothing for input it has no opinion on and raises an
    onmt_ext.core.errors.InputError whose message names the key, file and line. `what`
    says in one line what it checks (`python -m onmt_ext --checks` lists them)."""

    stage: Stage
    run: Callable[..., None]
    what: str

    def __post_init__(self):
        if not isinstance(self.stage, Stage):
            raise ValueError(f"check {self.what!r}: stage must be a Stage, got {self.stage!r}")
        if not callable(self.run):
            raise ValueError(f"check {self.what!r}: run must be callable, got {self.run!r}")


@dataclass(frozen=True)
class Family:
    """One family: its names, its options and what it adds to OpenNMT's commands.

    `options` is the family's options class (a frozen dataclass, onmt_ext.core.model.options):
    its argparse group joins OpenNMT's model options, its `validate(opt)` (the one
    validation rule, onmt_ext.core.model.options) runs before training and before a model is
    built; its `from_opt` only builds.

    `transforms`: OpenNMT data transforms, name -> class. A transform may define
    ``check_translate_options(opt)``, run as soon as a translate command line that lists it
    is parsed, and ``translation_transforms(opt, names) -> names`` (classmethods), which
    arranges the list a translation takes from a checkpoint trained with it
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
    after onmt_ext's own checks of the stage, so after every family's option validation.
    A check returns nothing for input of other families.
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


def unregister_family(name: str) -> Family | None:
    """Take the family `name` out of the registry (a test, or a script that registered one
    for a while); its encoders etc. leave OpenNMT at the next `onmt_ext.uninstall()`.
    Returns what was registered, or None."""
    return _FAMILIES.pop(name, None)


def registered_families() -> tuple[Family, ...]:
    """The registered families, in the order registered."""
    return tuple(_FAMILIES.values())
