"""The layer inside a stack is a choice: `enc_layer_type` (composing the families).

A stack family (`encoder_type: aggregate`, `encoder_type: dense`) decides how the layers of
its encoder are wired; a layer family decides what one layer computes. `enc_layer_type`
names the layer:

- ``transformer`` (the default): OpenNMT's pre-norm TransformerEncoderLayer;
- ``mute``: MUTE's multi-unit layer (Yan et al. 2020, Eq. 8-20) with all its mute_* keys,
  declared by the MUTE package (`MUTE_LAYER` in `onmt_ext.mute.family`).

A family offers a layer type by listing an `EncoderLayerType` in its declaration
(`Family.layer_types`); onmt_ext.registry is the one registry of them (`layer_types()`,
which also holds `TRANSFORMER_LAYER`). The `enc_layer_type` key is declared here
(`LayerTypeOptions`); its check, which needs the registry, is onmt_ext.registry's
`StackLayerOptions.validate`. While OpenNMT builds a model, onmt_ext.seam attaches that
registry's layer types to the model options (onmt_ext.core.model.build_context), where
`LayerBuilder.from_opt` reads them, so a stack family builds another family's layer
without importing it or the registry (tests/core/test_import_graph.py).

The contract of a stack layer built by `LayerBuilder`:

- ``layer(x, mask)``: ``x (B, T, d)``, ``mask (B, 1, T, T)`` True at padding (OpenNMT's
  encoder mask, right padding) -> ``(B, T, d)``;
- with a ``context_transform`` (multi-layer attention, Dou et al. Eq. 8):
  ``layer(x, mask, lower=lower)`` where ``lower`` are the states of the lower layers the
  transform reads; the transform must provide ``prepare(query, mask, lower)`` (once per
  forward) and ``transform(context, prepared)`` (on each self-attention context, any leading
  dimensions ``(*, B, T, d)``).

Everything a layer needs from training (the step clock, auxiliary losses, post-step
updates, diagnostics) it takes through onmt_ext.core.model.hooks, whatever stack it sits in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from torch import nn

from onmt_ext import compat
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model import build_context
from onmt_ext.core.model.options import Options, option

TRANSFORMER = "transformer"


@dataclass(frozen=True)
class LayerTypeOptions(Options):
    """`enc_layer_type`: the layer of a stack family's encoder. Declared here, where
    `LayerBuilder` reads it; checked by onmt_ext.registry.StackLayerOptions."""

    GROUP = "onmt_ext: the layer inside a stack family"

    layer_type: str = option(  # the values are onmt_ext.registry.layer_types()
        TRANSFORMER,
        "Layer of the encoder of a stack family (an encoder_type that builds its stack "
        "from this key): transformer (OpenNMT's layer) or a layer type a family registers "
        "(e.g. mute: MUTE's multi-unit layer, configured by the mute_* keys); an unknown "
        "value is refused with the list of those registered.",
        key="enc_layer_type",
    )


@dataclass(frozen=True)
class EncoderLayerType:
    """One value of `enc_layer_type`.

    Args:
        name: the YAML value.
        settings: ``settings(opt)`` reads the family's options from OpenNMT's options
            (checked before by the family's `Options.validate`); the result is handed to
            `build`.
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

def unknown_layer_type(name: str, known) -> OptionError:
    return OptionError(
        f"enc_layer_type: unknown layer type {name!r}; choose from {', '.join(known)}"
    )


@dataclass(frozen=True)
class LayerBuilder:
    """`EncoderLayerType` bound to one model's settings: builds the layers of a stack."""

    layer_type: EncoderLayerType = TRANSFORMER_LAYER
    settings: Any = None

    @classmethod
    def from_opt(cls, opt) -> LayerBuilder:
        """The builder that `opt.enc_layer_type` names (transformer for old checkpoints).
        Another layer type than OpenNMT's is looked up in the build's context attached to
        `opt` (BuildContextError without one)."""
        name = LayerTypeOptions.from_opt(opt).layer_type or TRANSFORMER
        if name == TRANSFORMER:
            return cls(TRANSFORMER_LAYER, TRANSFORMER_LAYER.settings(opt))
        layer_types = build_context.of(opt, f"enc_layer_type: {name}").layer_types
        if name not in layer_types:
            raise unknown_layer_type(name, layer_types)
        layer_type = layer_types[name]
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
