"""The extension's options (YAML keys / flags) and their validation.

Each family has one module here with `add_options(parser)` and `validate(opt)`; list it
in FAMILIES. Options are added to OpenNMT's `model_opts` (see onmt_ext.compat), so they
are stored in every checkpoint and come back at translation time; checkpoints written
before an option existed get its default through `ArgumentParser.ckpt_model_opts`.
"""

from __future__ import annotations

import importlib

from onmt_ext.opts.errors import OptionError

FAMILIES = [
    "onmt_ext.opts.mute",
    "onmt_ext.opts.dense",
    "onmt_ext.opts.aggregate",
    "onmt_ext.opts.mimo",
    "onmt_ext.opts.warm_start",
]


def _families():
    return [importlib.import_module(name) for name in FAMILIES]


def add_model_opts(parser) -> None:
    """Add every family's option group to an OpenNMT (configargparse) parser."""
    for family in _families():
        family.add_options(parser)


def validate(opt) -> None:
    """Check every family's options; raise OptionError naming the bad key and value."""
    for family in _families():
        family.validate(opt)


__all__ = ["FAMILIES", "OptionError", "add_model_opts", "validate"]
