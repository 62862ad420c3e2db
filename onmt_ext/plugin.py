"""What a family's author imports, in one place: ``from onmt_ext.plugin import ...``.

A family (docs/development.md, "Adding a family") declares a `Family` with its options
class (a frozen dataclass of `Options` whose fields are made by `option`, checked by the
bounds `at_least` / `above` / `between` and the `boolean` type), its encoders and decoders
(subclasses of OpenNMT's classes, reached as `TransformerEncoder`, `TransformerDecoder`,
... or through `compat`), its modules' training hooks (`ExtensionModule`, returning
`AuxiliaryLoss` terms) and its `Check`s, each with the `Stage` it runs at and its
signature (`OptionsCheck`, ...). Bad input raises `OptionError` (an options rule, in
`Options.validate`) or another `InputError` (a check); `warn` logs a warning of `validate`.

Importing this module changes nothing in OpenNMT (it imports OpenNMT's classes, as
onmt_ext.compat does); `onmt_ext.install()` or the import hook applies the families.
"""

from __future__ import annotations

from onmt_ext import compat
from onmt_ext.compat import (
    Embeddings,
    MultiHeadedAttention,
    PositionwiseFeedForward,
    Transform,
    TransformerDecoder,
    TransformerDecoderLayer,
    TransformerEncoder,
    TransformerEncoderLayer,
    build_from_onmt_opt,
)
from onmt_ext.core.errors import DataError, InputError, OptionError
from onmt_ext.core.model.family import (
    AveragingCheck,
    Check,
    Family,
    ModelCheck,
    OptionsCheck,
    RequestCheck,
    ResumeCheck,
    ServingCheck,
    Stage,
    register_family,
)
from onmt_ext.core.model.fused_choice import Decision, FusedPath
from onmt_ext.core.model.hooks import AuxiliaryLoss, ExtensionModule
from onmt_ext.core.model.options import (
    Bound,
    Options,
    above,
    at_least,
    between,
    boolean,
    option,
    warn,
)
from onmt_ext.core.model.stack_layers import EncoderLayerType

__all__ = [
    "AuxiliaryLoss", "AveragingCheck", "Bound", "Check", "DataError", "Decision",
    "Embeddings", "EncoderLayerType", "ExtensionModule", "Family", "FusedPath", "InputError",
    "ModelCheck", "MultiHeadedAttention", "OptionError", "Options", "OptionsCheck",
    "PositionwiseFeedForward", "RequestCheck", "ResumeCheck", "ServingCheck", "Stage",
    "Transform", "TransformerDecoder", "TransformerDecoderLayer", "TransformerEncoder",
    "TransformerEncoderLayer", "above", "at_least", "between", "boolean",
    "build_from_onmt_opt", "compat", "option", "register_family", "warn",
]
