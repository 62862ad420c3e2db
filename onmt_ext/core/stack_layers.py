"""The layer inside a stack is a choice: `enc_layer_type` (composing the families).

A stack family (`encoder_type: aggregate`, `encoder_type: dense`) decides how the layers of
its encoder are wired; a layer family decides what one layer computes. `enc_layer_type`
names the layer:

- ``transformer`` (the default): OpenNMT's pre-norm TransformerEncoderLayer;
- ``mute``: MUTE's multi-unit layer (Yan et al. 2020, Eq. 8-20) with all its mute_* keys,
  declared by the MUTE package (`MUTE_LAYER` in `onmt_ext.mute.family`).

A family offers a layer type by listing an `EncoderLayerType` in its declaration
(`Family.layer_types`); onmt_ext.registry registers it here, so a stack family builds
another family's layer without importing it (tests/core/test_import_graph.py).

The contract of a stack layer built by `LayerBuilder`:

- ``layer(x, mask)``: ``x (B, T, d)``, ``mask (B, 1, T, T)`` True at padding (OpenNMT's
  encoder mask, right padding) -> ``(B, T, d)``;
- with a ``context_transform`` (multi-layer attention, Dou et al. Eq. 8):
  ``layer(x, mask, lower=lower)`` where ``lower`` are the states of the lower layers the
  transform reads; the transform must provide ``prepare(query, mask, lower)`` (once per
  forward) and ``transform(context, prepared)`` (on each self-attention context, any leading
  dimensions ``(*, B, T, d)``).

Everything a layer needs from training (the step clock, auxiliary losses, post-step
updates, diagnostics) it takes through onmt_ext.core.hooks, whatever stack it sits in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from torch import nn

from onmt_ext import compat
from onmt_ext.core.errors import OptionError
from onmt_ext.core.options import Options, option

TRANSFORMER = "transformer"


@dataclass(frozen=True)
class EncoderLayerType:
    """One value of `enc_layer_type`.

    Args:
        name: the YAML value.
        settings: ``settings(opt)`` reads (and checks) the family's options from OpenNMT's
            options; the result is handed to `build`.
        build: ``build(settings, layer_args, layer_kwargs, index, context_transform)`` ->
            the layer; ``layer_args``/``layer_kwargs`` are OpenNMT's TransformerEncoderLayer
            arguments (``(d_model, heads, d_ff, dropout, attention_dropout)`` and the rest),
            ``index`` the 0-based position in the stack.
        takes_context_transform: whether `build` accepts a ``context_transform``.
        own_encoder: the `encoder_type` that is a plain stack of these layers, if any
            (named in the error for an encoder that takes no layer type).
    """

    name: str
    settings: Callable[[Any], Any]
    build: Callable[..., nn.Module]
    takes_context_transform: bool = False
    own_encoder: str | None = None


def _transformer_layer(_settings, layer_args, layer_kwargs, _index):
    # No context transform: Eq. 8 on OpenNMT's own layer is the aggregate package's subclass.
    return compat.TransformerEncoderLayer(*layer_args, **layer_kwargs)


TRANSFORMER_LAYER = EncoderLayerType(TRANSFORMER, lambda opt: None, _transformer_layer)

_LAYER_TYPES: dict[str, EncoderLayerType] = {TRANSFORMER: TRANSFORMER_LAYER}


def register_layer_type(layer_type: EncoderLayerType) -> None:
    """Make `layer_type.name` a value of `enc_layer_type` (idempotent); a name is taken once."""
    taken = _LAYER_TYPES.get(layer_type.name)
    if taken is not None and taken is not layer_type:
        raise ValueError(f"enc_layer_type {layer_type.name!r} is registered already")
    _LAYER_TYPES[layer_type.name] = layer_type


def layer_type_names() -> tuple[str, ...]:
    return tuple(_LAYER_TYPES)


def lookup_layer_type(name: str) -> EncoderLayerType:
    try:
        return _LAYER_TYPES[name]
    except KeyError:
        raise OptionError(
            f"enc_layer_type: unknown layer type {name!r}; choose from "
            f"{', '.join(layer_type_names())}"
        ) from None


@dataclass(frozen=True)
class LayerBuilder:
    """`EncoderLayerType` bound to one model's settings: builds the layers of a stack."""

    layer_type: EncoderLayerType = TRANSFORMER_LAYER
    settings: Any = None

    @classmethod
    def from_opt(cls, opt) -> LayerBuilder:
        """The builder that `opt.enc_layer_type` names (transformer for old checkpoints)."""
        layer_type = lookup_layer_type(getattr(opt, "enc_layer_type", None) or TRANSFORMER)
        return cls(layer_type, layer_type.settings(opt))

    @property
    def is_transformer(self) -> bool:
        return self.layer_type.name == TRANSFORMER

    def __call__(
        self,
        layer_args: tuple,
        layer_kwargs: dict,
        index: int,
        context_transform: nn.Module | None = None,
    ) -> nn.Module:
        """Layer `index` of a stack (see the module docstring for its call contract)."""
        if context_transform is not None and not self.layer_type.takes_context_transform:
            raise ValueError(f"layer type {self.layer_type.name!r} takes no context_transform")
        extra = {} if context_transform is None else {"context_transform": context_transform}
        return self.layer_type.build(self.settings, layer_args, layer_kwargs, index, **extra)


@dataclass(frozen=True)
class StackLayerOptions(Options):
    """`enc_layer_type`: the layer of a stack family's encoder."""

    GROUP = "onmt_ext: the layer inside a stack family (encoder_type aggregate or dense)"
    PREFIX = ""

    enc_layer_type: str = option(  # the values are the registered layer types
        TRANSFORMER,
        "Layer of the encoder of a stack family (encoder_type aggregate or dense): "
        "transformer (OpenNMT's layer) or mute (MUTE's multi-unit layer, Yan et al. 2020 "
        "Eq. 8-20, configured by the mute_* keys).",
    )


def check_layer_type(opt, encoders: Mapping[str, type]) -> None:
    """`enc_layer_type` names a registered type, and the encoder takes one.

    Args:
        opt: OpenNMT's options.
        encoders: the families' encoder classes by `encoder_type`. A class that builds its
            stack from `enc_layer_type` has ``takes_layer_type = True``; one that refuses
            it may say why in ``layer_type_refusal``.
    """
    name = getattr(opt, "enc_layer_type", None) or TRANSFORMER
    layer_type = lookup_layer_type(name)
    if name == TRANSFORMER:
        return
    encoder_type = getattr(opt, "encoder_type", None)
    cls = encoders.get(encoder_type)
    if cls is not None and getattr(cls, "takes_layer_type", False):
        return
    stacks = sorted(n for n, c in encoders.items() if getattr(c, "takes_layer_type", False))
    reason = getattr(cls, "layer_type_refusal", None)
    if reason is None:
        reason = f"encoder_type {encoder_type!r} builds its own layers"
        if layer_type.own_encoder:
            reason += f" (a plain stack of {name} layers is encoder_type: {layer_type.own_encoder})"
    raise OptionError(
        f"enc_layer_type: {name} does not combine with encoder_type: {encoder_type}: "
        f"{reason}. enc_layer_type chooses the layer of a stack family (encoder_type "
        f"{' or '.join(stacks)})"
    )
