"""How a family declares itself: `onmt_ext/<family>/family.py` defines `FAMILY = Family(...)`.

onmt_ext.registry finds the declarations by iterating its list of family packages once and
registers the names with OpenNMT: encoders and decoders (selectable as `encoder_type` /
`decoder_type`), data transforms, and the family's option group; the layer types it offers
to the stack families (`enc_layer_type`, onmt_ext.core.model.stack_layers) are looked up through
the registry (`registry.layer_types()`), the one registry of them. The checks a
family declares run in every command, OpenNMT's own included (onmt_ext.checks), without
anything outside the family naming it.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from onmt_ext.core.model.options import Options
from onmt_ext.core.model.stack_layers import EncoderLayerType


@dataclass(frozen=True)
class Family:
    """One family: its names and its options.

    `options` is the family's options class (a frozen dataclass, onmt_ext.core.model.options):
    its argparse group joins OpenNMT's model options, its `validate(opt)` (the one
    validation rule, onmt_ext.core.model.options) runs before training and before a model is
    built; its `from_opt` only builds.

    `train_checks`: ``check(opt)`` for the parsed training options, run before training
    starts, after every family's option validation (e.g. the data files a model of the
    family needs). `translate_checks`: ``check(opt, checkpoint, model_path)`` for each
    `-model` before translating, with the checkpoint dict (tensors memory-mapped) and the
    translation options. A check returns nothing for input of other families; it raises
    an onmt_ext.core.errors.InputError, whose message names the key, file and line.
    """

    name: str
    options: type[Options]
    encoders: Mapping[str, type] = field(default_factory=dict)
    decoders: Mapping[str, type] = field(default_factory=dict)
    transforms: Mapping[str, type] = field(default_factory=dict)
    layer_types: tuple[EncoderLayerType, ...] = ()
    train_checks: tuple[Callable[[object], None], ...] = ()
    translate_checks: tuple[Callable[[object, dict, str], None], ...] = ()

    def __post_init__(self):
        for name in ("encoders", "decoders", "transforms"):
            object.__setattr__(self, name, types.MappingProxyType(dict(getattr(self, name))))
