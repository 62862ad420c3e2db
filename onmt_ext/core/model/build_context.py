"""What a model being built may read beyond its options, passed explicitly with them.

OpenNMT builds every encoder and decoder as ``from_opt(opt, embeddings)``: a family's
module receives no vocabulary (MIMO reads its target-language tags' ids in the source
vocabulary) and no registry (a stack family builds the layer type `enc_layer_type` names,
which another family may declare). The seam's wrapper of OpenNMT's `build_base_model`
attaches a `BuildContext` to the model options for the duration of the call (`attached`),
and the modules read it from the `opt` they are given (`of(opt, ...)`). A module that
needs it and is given options without it raises BuildContextError, naming what needs it:
no fallback. Nothing is left on the options after the call (checkpoints store them).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from onmt_ext.core.errors import OptionError

# The attribute of the model options that carries the context during a build.
ATTRIBUTE = "onmt_ext_build_context"


class BuildContextError(OptionError):
    """A module that needs the build's context was built without it."""


@dataclass(frozen=True)
class BuildContext:
    """The vocabularies of the model being built (`vocabs`: "src", "tgt" -> pyonmttok.Vocab,
    as OpenNMT's `build_base_model` receives them) and the layer types `enc_layer_type`
    may name (`layer_types`: name -> onmt_ext.core.model.stack_layers.EncoderLayerType,
    onmt_ext.registry.layer_types())."""

    vocabs: Mapping[str, Any]
    layer_types: Mapping[str, Any]


@contextlib.contextmanager
def attached(opt, context: BuildContext):
    """`context` readable from `opt` (`of`) for the duration of the block, then removed
    (what `opt` held under ATTRIBUTE before, if anything, is put back)."""
    had = hasattr(opt, ATTRIBUTE)
    before = getattr(opt, ATTRIBUTE, None)
    setattr(opt, ATTRIBUTE, context)
    try:
        yield opt
    finally:
        if had:
            setattr(opt, ATTRIBUTE, before)
        else:
            delattr(opt, ATTRIBUTE)


def of(opt, needed_by: str) -> BuildContext:
    """The context attached to `opt`; BuildContextError naming `needed_by` (what needs it,
    e.g. "enc_layer_type: mute") when there is none."""
    context = getattr(opt, ATTRIBUTE, None)
    if context is None:
        raise BuildContextError(
            f"{needed_by} needs the model build's context (vocabularies, layer types): "
            "build the model with OpenNMT's build_base_model while onmt_ext is installed "
            "(onmt_ext.install()), or attach one (onmt_ext.core.model.build_context."
            "attached)")
    return context


__all__ = ["ATTRIBUTE", "BuildContext", "BuildContextError", "attached", "of"]
