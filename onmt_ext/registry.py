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
from onmt_ext.core.warm_start import WarmStartOptions

FAMILY_PACKAGES = ("mute", "dense", "aggregate", "mimo")

# Options that belong to no family (warm start works for any model).
CORE_OPTIONS = (WarmStartOptions,)


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


def validate(opt) -> None:
    """Check every family's options; raise OptionError naming the bad key and value."""
    for options in _option_groups():
        options.validate(opt)


def register_all() -> None:
    """Register every encoder/decoder/transform with OpenNMT (idempotent)."""
    for family in families():
        for name, cls in family.encoders.items():
            compat.register_encoder(name, cls)
        for name, cls in family.decoders.items():
            compat.register_decoder(name, cls)
        for name, cls in family.transforms.items():
            compat.register_transform(name, cls)


__all__ = ["FAMILY_PACKAGES", "OptionError", "add_model_opts", "families", "model_names",
           "register_all", "validate"]
