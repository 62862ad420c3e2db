"""The families of onmt_ext, found where they register (onmt_ext.core.model.family).

Every family, onmt_ext's own included, is an entry point of the group ``onmt_ext.families``
naming its `Family` (pyproject.toml: ``mute = "onmt_ext.mute.family:FAMILY"``); a family
of another package declares one in its own metadata, and a script may call
`register_family` itself. `load_families()` reads the group once per process, when the
families are first needed (at the latest by `onmt_ext.install()`): onmt_ext's own first,
then the others, each group by distribution and entry-point name, so the order does not
depend on how the installer wrote the metadata.

Registration (onmt_ext.seam, at `onmt_ext.install()`) makes every family's
encoders/decoders selectable as `encoder_type` / `decoder_type` in YAML, in training and
at translation time, in every process; its option group joins OpenNMT's model options
(stored in every checkpoint, so they come back at translation time; checkpoints written
before an option existed get its default through `ArgumentParser.ckpt_model_opts`).

The registry is also the one place that knows:
- the option validation rule: `validate(opt)` calls every option class's
  `Options.validate(opt)` once (onmt_ext.core.model.options), before training
  (onmt_ext.preflight) and when a model is built (onmt_ext.seam);
- the families' checks of each stage (`family_checks(stage)`, run by onmt_ext.preflight);
- the layer types of the stack families (`enc_layer_type`): OpenNMT's layer and those the
  families declare (`Family.layer_types`), `layer_types()`;
- the families' fused paths (`fused_paths()`) and transforms (`transform_classes()`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib.metadata import entry_points

from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.family import (
    Check,
    Family,
    Stage,
    register_family,
    registered_families,
    unregister_family,
)
from onmt_ext.core.model.fused_choice import FusedPath
from onmt_ext.core.model.lipschitz_init import LipschitzInitOptions
from onmt_ext.core.model.options import Options, quiet_warnings
from onmt_ext.core.model.stack_layers import (
    TRANSFORMER,
    TRANSFORMER_LAYER,
    EncoderLayerType,
    LayerTypeOptions,
    unknown_layer_type,
)
from onmt_ext.core.model.warm_start import WarmStartOptions

ENTRY_POINT_GROUP = "onmt_ext.families"
OWN_DISTRIBUTION = "onmt_ext"

_loaded = False


def _distribution(entry_point) -> str:
    dist = getattr(entry_point, "dist", None)
    return dist.metadata["Name"] if dist is not None else ""


def load_families() -> None:
    """Register the family of every entry point of ENTRY_POINT_GROUP (once per process;
    onmt_ext's own first). Raises ValueError naming the entry point whose object is not a
    `Family` or clashes with another family, and RuntimeError when onmt_ext's own
    families are missing (a source tree used without installing it: its entry points are
    in the installed metadata)."""
    global _loaded
    if _loaded:
        return
    found = sorted(entry_points(group=ENTRY_POINT_GROUP),
                   key=lambda ep: (_distribution(ep) != OWN_DISTRIBUTION, _distribution(ep),
                                   ep.name))
    if not any(_distribution(ep) == OWN_DISTRIBUTION for ep in found):
        raise RuntimeError(
            f"no {ENTRY_POINT_GROUP} entry points of {OWN_DISTRIBUTION}: its families are "
            "declared in its installed metadata; install it (`pip install -e .` in the "
            "source tree, or `make venv`)")
    for entry_point in found:
        family = entry_point.load()
        try:
            register_family(family)
        except ValueError as error:
            raise ValueError(f"entry point {entry_point.name} = {entry_point.value} "
                             f"({_distribution(entry_point)}): {error}") from None
    _loaded = True


def families() -> tuple[Family, ...]:
    """Every registered family's declaration (the entry points' first, see the module
    docstring; then those `register_family` added)."""
    load_families()
    return registered_families()


def model_names() -> set[str]:
    """Every registered `encoder_type` / `decoder_type` value of the families."""
    return {name for family in families() for name in (*family.encoders, *family.decoders)}


def layer_types() -> Mapping[str, EncoderLayerType]:
    """The values of `enc_layer_type`: OpenNMT's layer (``transformer``), then the layer
    types the families declare (`Family.layer_types`; registration keeps the names
    unique), in `families()` order."""
    found = {TRANSFORMER: TRANSFORMER_LAYER}
    for family in families():
        found.update((layer_type.name, layer_type) for layer_type in family.layer_types)
    return found


def fused_paths() -> dict[str, FusedPath]:
    """Key (e.g. ``mute_fused``) -> the fused path a family declares (`Family.fused_paths`)."""
    return {path.key: path for family in families() for path in family.fused_paths}


@dataclass(frozen=True)
class StackLayerOptions(LayerTypeOptions):
    """`enc_layer_type` (declared by onmt_ext.core.model.stack_layers.LayerTypeOptions),
    checked against the registered layer types and encoders."""

    @classmethod
    def validate(cls, opt) -> None:
        """`enc_layer_type` names a layer type, and the encoder takes one: an encoder class
        that builds its stack from `enc_layer_type` has ``takes_layer_type = True``; one that
        refuses it may say why in ``layer_type_refusal``."""
        name = cls.from_opt(opt).layer_type or TRANSFORMER
        if name not in layer_types():
            raise unknown_layer_type(name, layer_types())
        if name == TRANSFORMER:
            return
        encoders = {n: c for family in families() for n, c in family.encoders.items()}
        encoder_type = getattr(opt, "encoder_type", None)
        cls_ = encoders.get(encoder_type)
        if cls_ is not None and getattr(cls_, "takes_layer_type", False):
            return
        stacks = sorted(n for n, c in encoders.items() if getattr(c, "takes_layer_type", False))
        reason = getattr(cls_, "layer_type_refusal", None)
        if reason is None:
            reason = f"encoder_type {encoder_type!r} builds its own layers"
            own = layer_types()[name].own_encoder
            if own:
                reason += f" (a plain stack of {name} layers is encoder_type: {own})"
        raise OptionError(
            f"enc_layer_type: {name} does not combine with encoder_type: {encoder_type}: "
            f"{reason}. enc_layer_type chooses the layer of a stack family (encoder_type "
            f"{' or '.join(stacks)})"
        )


# Options that belong to no family (warm start and the Lipschitz-constrained initialisation
# work for any model; the layer type is offered by one family to another).
CORE_OPTIONS = (WarmStartOptions, LipschitzInitOptions, StackLayerOptions)
# Keys read only when a new training starts (stored in checkpoints with the model options,
# but a checkpoint's warm_start_from file need not exist when the model is built again).
TRAINING_OPTIONS = (WarmStartOptions, LipschitzInitOptions)


def option_classes() -> list[type[Options]]:
    """Every family's options class, then the core ones."""
    return [family.options for family in families()] + list(CORE_OPTIONS)


def add_model_opts(parser) -> None:
    """Add every family's option group (and the core options) to an OpenNMT parser."""
    for options in option_classes():
        options.add_options(parser)


def validate(opt, building: bool = False) -> None:
    """The one validation rule: every options class's `validate(opt)`, once, against the
    whole option set; raise OptionError naming the bad key and value.

    Before training (onmt_ext.preflight): every class, warnings logged. With `building`
    (onmt_ext.seam, before OpenNMT builds a model: training, translation, a library call):
    the classes that describe the model (not TRAINING_OPTIONS), without the warnings, which
    the user saw before training."""
    with quiet_warnings() if building else contextlib.nullcontext():
        for options in option_classes():
            if not (building and options in TRAINING_OPTIONS):
                options.validate(opt)


def family_checks(stage: Stage) -> list[Check]:
    """The families' checks of `stage` (`Family.checks`), in `families()` order."""
    return [check for family in families() for check in family.checks
            if check.stage is stage]


def transform_classes() -> dict[str, type]:
    """Name -> class of the data transforms the families register."""
    return {name: cls for family in families() for name, cls in family.transforms.items()}


def transform_names() -> set[str]:
    """The data transforms the families register (e.g. `mimo_tag`)."""
    return {name for family in families() for name in family.transforms}


def translation_transforms(opt, names: list[str]) -> list[str]:
    """The transforms a translation `opt` applies when it takes a checkpoint's, `names`
    (onmt_ext.preflight.translate_options): a family's transform among them may arrange the
    list with a classmethod ``translation_transforms(opt, names) -> names`` (e.g. MIMO's
    tag from -src_prefix or from each line); the others' names stand."""
    classes = transform_classes()
    for name in list(names):
        arrange = getattr(classes.get(name), "translation_transforms", None)
        if arrange is not None and name in names:
            names = list(arrange(opt, names))
    return names


def source_prefix_transforms() -> set[str]:
    """The families' transforms that put OpenNMT's `src_prefix` in front of the source
    (`Family.source_prefix_transforms`, e.g. MIMO's target-language tag)."""
    return {name for family in families() for name in family.source_prefix_transforms}


__all__ = ["ENTRY_POINT_GROUP", "OptionError", "StackLayerOptions", "add_model_opts",
           "families", "family_checks", "fused_paths", "layer_types", "load_families",
           "model_names", "option_classes", "register_family", "source_prefix_transforms",
           "transform_classes", "transform_names", "translation_transforms",
           "unregister_family", "validate"]
