"""The families of onmt_ext, found where they register (onmt_ext.core.model.family), and
what applies to a command's options.

Every family, onmt_ext's own included, is a plugin (onmt_ext.core.model.family_plugins):
an entry point of the group ``onmt_ext.families`` naming its `Family` (pyproject.toml:
``mute = "onmt_ext.mute.family:FAMILY"``), or a file or module named by the environment
variable ``ONMT_EXT_FAMILIES`` (no packaging); a script may call `register_family`
itself. `families()` loads them when first needed (at the latest by `onmt_ext.install()`);
a plugin that cannot be loaded is skipped with one line.

Registration (onmt_ext.seam, at `onmt_ext.install()`) makes every family's
encoders/decoders selectable as `encoder_type` / `decoder_type` in YAML, in training and
at translation time, in every process; its option group joins OpenNMT's model options
(stored in every checkpoint, so they come back at translation time; checkpoints written
before an option existed get its default through `ArgumentParser.ckpt_model_opts`).

The registry is also the one place that knows:
- what applies: a command's options select a family by what it declares
  (`Family.selected_by`: its encoders, decoders, layer types, transforms); the family's
  `validate` and checks run only then (`validate`, `family_checks`), and a key of a family
  the options do not select gets one generic warning (`unselected_keys`);
- the option validation rule: `validate(opt)` calls the core options' and the selected
  families' `Options.validate(opt)` once (onmt_ext.core.model.options), before training
  (onmt_ext.preflight) and when a model is built (onmt_ext.seam);
- the families' checks of each stage (`family_checks(stage, ...)`, run by
  onmt_ext.preflight);
- the layer types of the stack families (`enc_layer_type`): OpenNMT's layer and those the
  families declare (`Family.layer_types`), `layer_types()`;
- the families' fused paths (`fused_paths()`) and transforms (`transform_classes()`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass

from onmt_ext import compat
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.cpu_ranks import CpuRankOptions
from onmt_ext.core.model.family import (
    Check,
    Family,
    Stage,
    register_family,
    registered_families,
    unregister_family,
)
from onmt_ext.core.model.family_plugins import (
    ENTRY_POINT_GROUP,
    FAMILIES_ENV,
    broken_lines,
    broken_plugins,
    load_plugins,
)
from onmt_ext.core.model.fused_choice import FusedPath
from onmt_ext.core.model.lipschitz_init import LipschitzInitOptions
from onmt_ext.core.model.options import Options, quiet_warnings, warn
from onmt_ext.core.model.stack_layers import (
    TRANSFORMER,
    TRANSFORMER_LAYER,
    EncoderLayerType,
    LayerTypeOptions,
    unknown_layer_type,
)
from onmt_ext.core.model.warm_start import WarmStartOptions


def load_families() -> None:
    """Register the families of the plugins (onmt_ext.core.model.family_plugins)."""
    load_plugins()


def families() -> tuple[Family, ...]:
    """Every registered family's declaration: the entry points' (onmt_ext's own first),
    then those of ``ONMT_EXT_FAMILIES``, then those `register_family` added since (reading
    ``ONMT_EXT_FAMILIES`` again, so an entry added since is loaded)."""
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
            raise with_broken_plugins(unknown_layer_type(name, layer_types()))
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
# work for any model; the layer type is offered by one family to another; CPU ranks are a
# way to run any training).
CORE_OPTIONS = (WarmStartOptions, LipschitzInitOptions, StackLayerOptions, CpuRankOptions)
# Keys read only when a new training starts (stored in checkpoints with the model options,
# but a checkpoint's warm_start_from file need not exist when the model is built again).
TRAINING_OPTIONS = (WarmStartOptions, LipschitzInitOptions, CpuRankOptions)


def option_classes() -> list[type[Options]]:
    """Every family's options class, then the core ones."""
    return [family.options for family in families()] + list(CORE_OPTIONS)


def add_model_opts(parser) -> None:
    """Add every family's option group (and the core options) to an OpenNMT parser."""
    for options in option_classes():
        options.add_options(parser)


def selected_families(*option_sets, model_options=None) -> list[Family]:
    """The families that one of `option_sets` (argparse Namespaces: a command's options)
    or the model of `model_options` (a checkpoint's) selects (`Family.selected_by`), in
    `families()` order."""
    return [family for family in families()
            if any(family.selected_by(opt) for opt in option_sets if opt is not None)
            or (model_options is not None
                and family.selected_by(model_options, transforms=False))]


def with_broken_plugins(error: OptionError) -> OptionError:
    """`error` with the lines of the plugins skipped in this process added (what the
    options name may be what a broken plugin would have registered)."""
    lines = broken_lines()
    return OptionError(f"{error}; {lines}") if lines else error


def _check_model_types(opt) -> None:
    """`encoder_type` / `decoder_type` name an encoder / decoder that OpenNMT or a family
    registered (OpenNMT itself would end in a KeyError when building the model)."""
    for kind, key in (("encoder", "encoder_type"), ("decoder", "decoder_type")):
        value = getattr(opt, key, None)
        if value is None or getattr(opt, "model_type", "text") != "text":
            continue
        names = compat.registered_names(kind) | {
            name for family in families()
            for name in (family.encoders if kind == "encoder" else family.decoders)}
        if value not in names:
            raise with_broken_plugins(OptionError(
                f"{key}: {value!r} is no {kind} of OpenNMT's or of a registered family; "
                f"choose from {', '.join(sorted(names))}"))


def unselected_keys(opt) -> list[str]:
    """One line per key of a family that `opt` does not select but sets to a value other
    than its default: it has no effect."""
    return [f"{key}: {value} is a key of the {family.name} family, which this config does "
            f"not select ({family.selectors()}): it has no effect"
            for family in families() if not family.selected_by(opt)
            for key, value in family.options.set_keys(opt)]


def validate(opt, building: bool = False) -> None:
    """The one validation rule, against the whole option set: the core options' classes,
    then every family that `opt` selects, each `validate(opt)` once; raise OptionError
    naming the bad key and value.

    Before training (onmt_ext.preflight): every core class, warnings logged, and one
    warning for each key of a family `opt` does not select (`unselected_keys`: it has no
    effect; a shared overlay of several recipes may set it for the rows that use it).
    With `building` (onmt_ext.seam, before OpenNMT builds a model: training, translation,
    a library call): the classes that describe the model (not TRAINING_OPTIONS), without
    the warnings, which the user saw before training."""
    with quiet_warnings() if building else contextlib.nullcontext():
        _check_model_types(opt)
        for options in CORE_OPTIONS:
            if not (building and options in TRAINING_OPTIONS):
                options.validate(opt)
        if not building:
            for line in unselected_keys(opt):
                warn(line)
        for family in selected_families(opt):
            family.options.validate(opt)


# The stages given files or requests, not options: no family is selected there, every
# family's checks of the stage run.
UNSELECTED_STAGES = (Stage.SERVING, Stage.SERVER_REQUEST, Stage.AVERAGING)


def family_checks(stage: Stage, *args) -> list[Check]:
    """The families' checks of `stage` (`Family.checks`), in `families()` order: with the
    stage's arguments, only those of the families they select (`selected_families`: the
    command's options, and at TRANSLATION_MODEL the model of the checkpoint); without
    arguments, or at the stages given files or requests (UNSELECTED_STAGES), every
    family's (`python -m onmt_ext --checks` lists them all)."""
    if not args or stage in UNSELECTED_STAGES:
        chosen = families()
    elif stage is Stage.TRANSLATION_MODEL:
        chosen = selected_families(args[0], model_options=args[1].get("opt"))
    else:
        chosen = selected_families(args[0])
    return [check for family in chosen for check in family.checks if check.stage is stage]


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


__all__ = ["ENTRY_POINT_GROUP", "FAMILIES_ENV", "OptionError", "StackLayerOptions",
           "add_model_opts", "broken_plugins", "families", "family_checks", "fused_paths",
           "layer_types", "load_families", "model_names", "option_classes",
           "register_family", "selected_families", "source_prefix_transforms",
           "transform_classes", "transform_names", "translation_transforms",
           "unregister_family", "unselected_keys", "validate", "with_broken_plugins"]
