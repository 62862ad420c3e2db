"""The families of onmt_ext, found once: each package below declares itself in its
`family.py` (onmt_ext.core.family). Add a family by adding its package name here.

Registration makes every family's encoders/decoders selectable as `encoder_type` /
`decoder_type` in YAML, in training and at translation time, in every process; its option
group joins OpenNMT's model options (stored in every checkpoint, so they come back at
translation time; checkpoints written before an option existed get its default through
`ArgumentParser.ckpt_model_opts`).
"""

from __future__ import annotations

import functools
import importlib

from onmt_ext import compat
from onmt_ext.core.errors import OptionError
from onmt_ext.core.family import Family
from onmt_ext.core.stack_layers import StackLayerOptions, check_layer_type, register_layer_type
from onmt_ext.core.warm_start import WarmStartOptions

FAMILY_PACKAGES = ("mute", "dense", "aggregate", "mimo")

# Options that belong to no family (warm start works for any model; the layer type is
# offered by one family to another).
CORE_OPTIONS = (WarmStartOptions, StackLayerOptions)


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


def _register_layer_types() -> None:
    for family in families():
        for layer_type in family.layer_types:
            register_layer_type(layer_type)


def validate(opt) -> None:
    """Check every family's options; raise OptionError naming the bad key and value."""
    _register_layer_types()
    for options in _option_groups():
        options.validate(opt)
    check_layer_type(opt, {n: c for family in families() for n, c in family.encoders.items()})


def train_checks() -> list:
    """Every family's train checks (`Family.train_checks`), in FAMILY_PACKAGES order."""
    return [check for family in families() for check in family.train_checks]


def translate_checks() -> list:
    """Every family's translate checks (`Family.translate_checks`)."""
    return [check for family in families() for check in family.translate_checks]


def transform_names() -> set[str]:
    """The data transforms the families register (e.g. `mimo_tag`)."""
    return {name for family in families() for name in family.transforms}


def register_all() -> None:
    """Register every encoder/decoder/transform with OpenNMT, and every layer type (for
    `enc_layer_type`); idempotent."""
    _register_layer_types()
    for family in families():
        for name, cls in family.encoders.items():
            compat.register_encoder(name, cls)
        for name, cls in family.decoders.items():
            compat.register_decoder(name, cls)
        for name, cls in family.transforms.items():
            compat.register_transform(name, cls)


__all__ = ["FAMILY_PACKAGES", "OptionError", "add_model_opts", "families", "model_names",
           "register_all", "train_checks", "transform_names", "translate_checks", "validate"]
