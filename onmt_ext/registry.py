"""The families of onmt_ext, found once: each package below declares itself in its
`family.py` (onmt_ext.core.family). Add a family by adding its package name here.

Registration (onmt_ext.seam, at `onmt_ext.install()`) makes every family's
encoders/decoders selectable as `encoder_type` / `decoder_type` in YAML, in training and
at translation time, in every process; its option group joins OpenNMT's model options
(stored in every checkpoint, so they come back at translation time; checkpoints written
before an option existed get its default through `ArgumentParser.ckpt_model_opts`).
"""

from __future__ import annotations

import functools
import importlib

from onmt_ext.core.errors import OptionError
from onmt_ext.core.family import Family
from onmt_ext.core.lipschitz_init import LipschitzInitOptions
from onmt_ext.core.stack_layers import StackLayerOptions, check_layer_type, register_layer_type
from onmt_ext.core.warm_start import WarmStartOptions

FAMILY_PACKAGES = ("mute", "dense", "aggregate", "mimo")

# Options that belong to no family (warm start and the Lipschitz-constrained initialisation
# work for any model; the layer type is offered by one family to another).
CORE_OPTIONS = (WarmStartOptions, LipschitzInitOptions, StackLayerOptions)


@functools.cache
def families() -> tuple[Family, ...]:
    """Every family's declaration, in FAMILY_PACKAGES order."""
    return tuple(
        importlib.import_module(f"onmt_ext.{package}.family").FAMILY for package in FAMILY_PACKAGES
    )


def model_names() -> set[str]:
    """Every registered `encoder_type` / `decoder_type` value of the families."""
    return {name for family in families() for name in (*family.encoders, *family.decoders)}


def _option_groups():
    return [family.options for family in families()] + list(CORE_OPTIONS)


def add_model_opts(parser) -> None:
    """Add every family's option group (and the core options) to an OpenNMT parser."""
    for options in _option_groups():
        options.add_options(parser)


def register_layer_types() -> None:
    """Every family's layer types, for `enc_layer_type` (onmt_ext's own registry,
    onmt_ext.core.stack_layers; idempotent)."""
    for family in families():
        for layer_type in family.layer_types:
            register_layer_type(layer_type)


def validate(opt) -> None:
    """Check every family's options; raise OptionError naming the bad key and value."""
    register_layer_types()
    for options in _option_groups():
        options.validate(opt)
    check_layer_type(opt, {n: c for family in families() for n, c in family.encoders.items()})


def train_checks() -> list:
    """Every family's train checks (`Family.train_checks`), in FAMILY_PACKAGES order."""
    return [check for family in families() for check in family.train_checks]


def translate_checks() -> list:
    """Every family's translate checks (`Family.translate_checks`)."""
    return [check for family in families() for check in family.translate_checks]


def transform_classes() -> dict[str, type]:
    """Name -> class of the data transforms the families register."""
    return {name: cls for family in families() for name, cls in family.transforms.items()}


def transform_names() -> set[str]:
    """The data transforms the families register (e.g. `mimo_tag`)."""
    return {name for family in families() for name in family.transforms}


__all__ = ["FAMILY_PACKAGES", "OptionError", "add_model_opts", "families", "model_names",
           "register_layer_types", "train_checks", "transform_names", "translate_checks",
           "validate"]
