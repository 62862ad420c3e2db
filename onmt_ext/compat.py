"""The adapter: how the rest of onmt_ext reaches OpenNMT-py, as an interface.

Supported: OpenNMT-py 3.5.1 on torch 2.11 to 2.13. The interface is

- the OpenNMT classes onmt_ext builds on (BASES: what the families subclass or test
  against, and OpenNMT's option parser), OpenNMT's logger, and `gen_relative_positions`
  (the relative-position index the fused paths use, onmt_ext.core.model.fused_parts);
- functions that each name the OpenNMT function or attribute they rely on: registries,
  constructor arguments, masks, decoder caches, parsers and commands, the optimiser,
  transforms, and the pieces the analysis tools run (the benchmark has its own adapter,
  bench/onmt_calls.py).

It uses OpenNMT's private names only where OpenNMT offers no public route; each is listed
in PRIVATE_OPENNMT with its reason. The private OpenNMT methods that classes of onmt_ext
override are listed in OVERRIDDEN_OPENNMT; apart from those overrides (which may call
OpenNMT's own through `super()`), no other module uses a private OpenNMT name
(tests/core/test_private_names.py scans every module). It changes nothing in OpenNMT by
being imported and keeps no state (the vocabulary of the model being built lives in
onmt_ext.core.model.build_context): onmt_ext.seam applies and undoes the changes. Nothing
here copies OpenNMT code: we register, subclass, wrap and call.

Only this module and onmt_ext.seam import `onmt` (tests/core/test_import_graph.py checks
it, for the package and for bench/, where only bench/onmt_calls.py does). This module
imports nothing else of onmt_ext.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import os
import types

import onmt.decoders
import onmt.encoders
import onmt.opts
import onmt.transforms
import torch
from onmt.decoders.transformer import TransformerDecoder, TransformerDecoderLayer
from onmt.encoders.transformer import TransformerEncoder, TransformerEncoderLayer
from onmt.modules import AverageAttention, Embeddings, MultiHeadedAttention
from onmt.modules.multi_headed_attn import gen_relative_positions as gen_relative_positions
from onmt.modules.position_ffn import PositionwiseFeedForward
from onmt.transforms.misc import PrefixTransform
from onmt.transforms.transform import Transform
from onmt.utils.logging import logger as logger
from onmt.utils.loss import LossCompute
from onmt.utils.misc import sequence_mask
from onmt.utils.parse import ArgumentParser
from onmt.utils.report_manager import ReportMgr
from onmt.utils.statistics import Statistics

ONMT_VERSION = "3.5.1"

# The OpenNMT classes and objects onmt_ext builds on, by the name the rest of onmt_ext
# uses (e.g. `compat.TransformerEncoder`).
BASES = (
    ArgumentParser, AverageAttention, Embeddings, LossCompute, MultiHeadedAttention,
    PositionwiseFeedForward, PrefixTransform, ReportMgr, Statistics, Transform,
    TransformerDecoder, TransformerDecoderLayer, TransformerEncoder, TransformerEncoderLayer,
)

# OpenNMT's private names used here, each where no public route exists: the reason.
PRIVATE_OPENNMT = {
    "_compute_dec_mask": "TransformerDecoderLayer builds its self-attention mask only "
                         "inside forward; a decoder layer of ours needs the same mask.",
    "_forward_self_attn": "TransformerDecoderLayer's self-attention step (with its cache) "
                          "has no public entry; ours reuse it rather than copy it.",
    "_decay_step": "Optimizer has no setter for its schedule step (warm_start_schedule: "
                   "continue); state_dict saves it as 'decay_step'.",
    "_optimizer": "Optimizer exposes its torch optimiser(s) only through this attribute "
                  "(the post-step hooks attach to them).",
    "_get_all_transform_translate": "onmt.bin.translate.translate fills opt._all_transform "
                                    "with it; there is no public function that does.",
    "_validate_transforms_opts": "called by onmt.bin.translate.translate before building "
                                 "the engine; the analysis tools validate the same way.",
    "_actions": "argparse has no public accessor for a parser's actions (a transform's "
                "declared options and their defaults, unconverted).",
    "_init_cache": "TransformerDecoder sets up its layers' decoding caches at step 0 only "
                   "in _init_cache, called inside its forward; the families' decoders "
                   "replace forward and call it (onmt_ext.core.model.start_up).",
    "_copy": "TransformerDecoderBase keeps its copy_attn argument only as _copy; the "
             "families' decoders return the copy attention its forward would.",
    "_counts": "WeightedMixer counts the passes over each corpus only in _counts; the "
               "corpus log line is written once every corpus is loaded (onmt_ext.seam).",
}

# OpenNMT's private methods that classes of onmt_ext define over OpenNMT's (keeping the
# name, so that OpenNMT, or code written for OpenNMT's classes, calls ours): the reason.
# Such an override may call OpenNMT's own as `super()._name(...)`; anywhere else a private
# OpenNMT name goes through a function of this module (tests/core/test_private_names.py).
OVERRIDDEN_OPENNMT = {
    "_init_cache": "the step-0 set-up of a decoder's caches (see PRIVATE_OPENNMT): "
                   "init_decoder_cache starts every family's decoder the same way, whether "
                   "it keeps OpenNMT's (dense), extends it (aggregate: Eq. 8's lower-layer "
                   "attentions) or replaces it (MIMO's units).",
    "_forward": "TransformerDecoderLayer.forward calls _forward (again with future=True for "
                "alignment heads); aggregate's multi-layer-attention layer replaces that "
                "step (its self-attention output is Eq. 8's C^l) and keeps OpenNMT's forward.",
    "_validate_options": "Transform's hook for checks of its own options, called by "
                         "ArgumentParser._validate_transforms_opts for every transform in "
                         "use (OpenNMT's own transforms override it the same way).",
    "_repr_args": "Transform.__repr__ shows the transform's arguments through it (OpenNMT's "
                  "logs of the transforms in use).",
    "_get_prefix": "PrefixTransform.get_prefix_dict asks cls._get_prefix(corpus) for each "
                   "corpus; mimo_tag prefixes the corpora that list mimo_tag, source only.",
    "_report_training": "ReportMgr's extension point (ReportMgrBase: subclasses implement "
                        "it), called by report_training; the metrics file is written there.",
    "_report_step": "ReportMgr's extension point (ReportMgrBase: subclasses implement it), "
                    "called by report_step after a validation; its metrics are written there.",
}


# --------------------------------------------------------------------------- registries
# OpenNMT's registries (its extension points): `register_*` add an entry (raising on a
# duplicate name); there is no public function that removes one, so unregister takes the
# entry out of the registry dict (and the class name `register_encoder`/`_decoder` append
# to the package's `__all__`).
REGISTRIES = {
    "encoder": "onmt.encoders:str2enc",
    "decoder": "onmt.decoders:str2dec",
    "transform": "onmt.transforms:AVAILABLE_TRANSFORMS",
}


def _registry(kind: str):
    """(registry dict, OpenNMT's register decorator factory, package `__all__` or None)."""
    if kind == "encoder":
        return onmt.encoders.str2enc, onmt.encoders.register_encoder, onmt.encoders.__all__
    if kind == "decoder":
        return onmt.decoders.str2dec, onmt.decoders.register_decoder, onmt.decoders.__all__
    if kind == "transform":
        return onmt.transforms.AVAILABLE_TRANSFORMS, onmt.transforms.register_transform, None
    raise ValueError(f"no OpenNMT registry of {kind!r}")


def registered(kind: str, name: str, cls: type) -> bool:
    """Whether OpenNMT's `kind` registry ("encoder", "decoder", "transform") maps `name` to
    `cls`."""
    return _registry(kind)[0].get(name) is cls


def registered_names(kind: str) -> set[str]:
    """The names OpenNMT's `kind` registry holds (its own and those registered)."""
    return set(_registry(kind)[0])


def register(kind: str, name: str, cls: type) -> None:
    """`onmt.encoders.register_encoder(name)(cls)` (`register_decoder`,
    `register_transform`); idempotent (OpenNMT raises on a duplicate name)."""
    if not registered(kind, name, cls):
        _registry(kind)[1](name)(cls)


def unregister(kind: str, name: str, cls: type) -> None:
    """Take `name` out of OpenNMT's `kind` registry if it maps to `cls` (the undo of
    `register`)."""
    table, _, names = _registry(kind)
    if table.get(name) is not cls:
        return
    del table[name]
    if names is not None and cls.__name__ in names:
        del names[len(names) - 1 - names[::-1].index(cls.__name__)]  # the one register added


# --------------------------------------------------------------------------- constructor arguments
def build_from_onmt_opt(onmt_cls: type, our_cls: type, opt, embeddings, **extra):
    """Run OpenNMT's `onmt_cls.from_opt(opt, embeddings)` but construct `our_cls`.

    OpenNMT's `TransformerEncoder.from_opt` maps ~20 options to constructor arguments and
    ends in `cls(...)`. Calling its underlying function with a partial of our class reuses
    that mapping (no copy) and adds our own keyword arguments.
    """
    factory = functools.partial(our_cls, **extra)
    return onmt_cls.from_opt.__func__(factory, opt, embeddings)


# Our encoders (decoders) subclass OpenNMT's TransformerEncoder (TransformerDecoder) and take
# its constructor arguments unchanged, positionally or by keyword (`from_opt` passes ~9 (15)
# positionally and the rest by keyword), plus keyword-only arguments of their own. Rather
# than repeat OpenNMT 3.5.1's ~20 (~30) parameters in every signature, they accept
# ``*args, **kwargs`` and bind them here to OpenNMT's own signature.
_LAYER_CLASSES = {
    TransformerEncoder: TransformerEncoderLayer,
    TransformerDecoder: TransformerDecoderLayer,
}


@dataclasses.dataclass(frozen=True)
class TransformerArguments:
    """The arguments of one OpenNMT `TransformerEncoder`/`TransformerDecoder` constructor
    call, every one by name (defaults filled in): ``args.d_model``, ``args.norm_eps``, ...

    Built by `transformer_arguments`. Not stored on the module: it holds `embeddings`,
    which OpenNMT's ``__init__`` registers as the submodule.
    """

    onmt_cls: type
    values: types.MappingProxyType

    def __getattr__(self, name: str):
        if name.startswith("_") or name in ("onmt_cls", "values"):
            raise AttributeError(name)
        try:
            return self.values[name]
        except KeyError:
            raise AttributeError(f"{self.onmt_cls.__name__} has no argument {name!r}") from None

    def without_layers(self) -> dict:
        """Keyword arguments for OpenNMT's ``__init__`` with ``num_layers=0``.

        Our classes build their own layers from these same arguments; with zero layers
        OpenNMT's ``__init__`` only sets up what surrounds them (embeddings, the final
        LayerNorm, the decoder's state and copy/alignment settings) and an empty
        `transformer` / `transformer_layers` ModuleList, which ours then replaces.
        """
        return {**self.values, "num_layers": 0}

    def layer_args(self) -> tuple:
        """OpenNMT's positional layer arguments: ``(d_model, heads, d_ff, dropout,
        attention_dropout)``, the parameters of `TransformerEncoderLayer` /
        `TransformerDecoderLayer` that have no default."""
        return tuple(self.values[name] for name in self._layer_parameters(required=True))

    def layer_kwargs(self) -> dict:
        """The keyword arguments OpenNMT's `__init__` passes on to each of its layers.

        These are the layer class's parameters that have a default (`max_relative_positions`
        onwards in the encoder; `self_attn_type` onwards, without `alignment_layer`, in the
        decoder), all of them arguments of the encoder/decoder too.
        """
        return {name: self.values[name] for name in self._layer_parameters(required=False)}

    def _layer_parameters(self, required: bool) -> list[str]:
        signature = _signature(_LAYER_CLASSES[self.onmt_cls])
        return [
            name
            for name, parameter in signature.parameters.items()
            if (parameter.default is inspect.Parameter.empty) == required
        ]


@functools.cache
def _signature(cls: type) -> inspect.Signature:
    return inspect.signature(cls)  # its __init__ without `self`


def transformer_arguments(onmt_cls: type, /, *args, **kwargs) -> TransformerArguments:
    """Bind ``*args, **kwargs`` to the signature of `onmt_cls` (OpenNMT's
    `TransformerEncoder` or `TransformerDecoder`) and fill in its defaults.

    Raises TypeError as OpenNMT's constructor would: for a missing or unknown argument, or
    one given twice.
    """
    if onmt_cls not in _LAYER_CLASSES:
        raise ValueError(f"not an OpenNMT transformer encoder/decoder: {onmt_cls!r}")
    bound = _signature(onmt_cls).bind(*args, **kwargs)
    bound.apply_defaults()
    return TransformerArguments(onmt_cls, types.MappingProxyType(dict(bound.arguments)))


def source_lengths(src: torch.Tensor, src_len: torch.Tensor | None = None) -> torch.Tensor:
    """``(B,)`` source lengths: `src_len`, or the full ``src.size(1)`` for every sentence
    (OpenNMT always passes lengths; a direct call may not). ``src``: ``(B, S, feats)``."""
    if src_len is not None:
        return src_len
    return torch.full((src.size(0),), src.size(1), dtype=torch.long, device=src.device)


def decoder_padding_masks(
    tgt: torch.Tensor, src_len: torch.Tensor, src_max_len: int, padding_idx: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """The padding masks OpenNMT's TransformerDecoder derives, True at padding:
    ``(src_pad_mask (B, 1, S), tgt_pad_mask (B, 1, T))`` from the source lengths and the
    target ids ``tgt (B, T, feats)`` (feature 0 = words)."""
    src_pad_mask = sequence_mask(src_len, src_max_len).unsqueeze(1)
    tgt_pad_mask = tgt[:, :, 0].eq(padding_idx).unsqueeze(1)
    return src_pad_mask, tgt_pad_mask


def encoder_self_attention_mask(src_len: torch.Tensor, max_len: int | None = None) -> torch.Tensor:
    """Padding mask as OpenNMT's TransformerEncoder builds it: (batch, 1, src_len, src_len).

    True marks padding (OpenNMT 3.5.1 `sequence_mask` semantics: `arange >= length`).
    """
    mask = sequence_mask(src_len, max_len).unsqueeze(1).unsqueeze(1)
    return mask.expand(-1, -1, mask.size(3), -1)


# --------------------------------------------------------------------------- decoder caches
# OpenNMT 3.5.1 keeps an attention's decoding cache on the module: `layer_cache = (active,
# cache)`, with `cache` = {"keys", "values"[, "key_pad_mask"]} of shape (B, heads, T,
# d_head) for a MultiHeadedAttention and {"prev_g"} for an AverageAttention. Active during
# step-by-step decoding and filled from step 0 (context attention: the projected memory;
# self-attention: one more position per step); inactive (teacher forcing) otherwise.
# `TransformerDecoder._init_cache` / `map_state` / `forward` manage the caches of its own
# layers; every family's decoder manages the others' through these helpers.
def activate_cache(attention: torch.nn.Module, device: torch.device) -> None:
    """Start step-by-step decoding: an active, empty key/value cache."""
    empty = torch.tensor([], device=device)
    attention.layer_cache = (True, {"keys": empty, "values": empty.clone()})
    if hasattr(attention, "rope"):  # rotary tables follow the decoding device
        attention.rope = attention.rope.to(device)
        attention.cos = attention.cos.to(device)
        attention.sin = attention.sin.to(device)


def deactivate_cache(attention: torch.nn.Module) -> None:
    """Teacher forcing: keys and values computed from the inputs (an inactive, empty cache,
    as `TransformerDecoder.forward` sets it when `step` is None)."""
    if isinstance(attention, AverageAttention):
        attention.layer_cache = (False, {"prev_g": torch.tensor([])})
    else:
        attention.layer_cache = (False, {"keys": torch.tensor([]), "values": torch.tensor([])})


def init_decoder_cache(decoder, enc_out: torch.Tensor) -> None:
    """`TransformerDecoder._init_cache(enc_out)`: start step-by-step decoding (step 0) with
    the caches of the decoder's layers (a family's decoder may extend it, see
    OVERRIDDEN_OPENNMT)."""
    decoder._init_cache(enc_out)


def copy_attention(decoder) -> bool:
    """Whether an OpenNMT `TransformerDecoder` has copy attention (its `copy_attn`
    argument, kept as `_copy`)."""
    return bool(decoder._copy)


def deactivate_decoder_caches(layers) -> None:
    """`deactivate_cache` on the self- and context attention of OpenNMT decoder layers."""
    for layer in layers:
        deactivate_cache(layer.self_attn)
        deactivate_cache(layer.context_attn)


def map_cache(attention: torch.nn.Module, fn) -> None:
    """Apply beam search's `fn(tensor, dim)` (tile / select) to a filled key/value cache."""
    active, cache = attention.layer_cache
    if not active or cache["keys"].numel() == 0:
        return
    mapped = {key: fn(value, 0) for key, value in cache.items() if value is not None}
    attention.layer_cache = (True, mapped)


def cache_active(attention: torch.nn.Module) -> bool:
    """Whether the attention decodes step by step (its cache is active)."""
    return bool(attention.layer_cache[0])


def filled_cache(attention: torch.nn.Module) -> tuple[torch.Tensor, torch.Tensor] | None:
    """``(keys, values)`` of an active cache that holds positions already, else None."""
    active, cache = attention.layer_cache
    if active and cache["keys"].numel() != 0:
        return cache["keys"], cache["values"]
    return None


def fill_cache(attention: torch.nn.Module, keys: torch.Tensor, values: torch.Tensor) -> None:
    """Store projected keys and values ``(B, heads, S, d_head)`` in an active cache."""
    attention.layer_cache = (True, {"keys": keys, "values": values})


def append_to_cache(attention: torch.nn.Module, keys_input: torch.Tensor,
                    values_input: torch.Tensor) -> None:
    """Append the projections of new positions (``(B, T, d)`` inputs of the key and value
    projections `linear_keys` / `linear_values`) to a filled, active cache, in its layout
    ``(B, heads, T, d_head)``; nothing when the cache is inactive or still empty."""
    if filled_cache(attention) is None:
        return
    cache = attention.layer_cache[1]

    def heads(x: torch.Tensor) -> torch.Tensor:
        batch, length, _ = x.shape
        return x.view(batch, length, -1, attention.dim_per_head).transpose(1, 2)

    cache["keys"] = torch.cat([cache["keys"], heads(attention.linear_keys(keys_input))], 2)
    cache["values"] = torch.cat(
        [cache["values"], heads(attention.linear_values(values_input))], 2
    )


# --------------------------------------------------------------------------- decoder layers
def decoder_self_attention_mask(layer, tgt_pad_mask: torch.Tensor, future: bool) -> torch.Tensor:
    """`TransformerDecoderLayer._compute_dec_mask`: ``(B, T, T)``, True where position q may
    not attend to k (padding, and later positions unless `future`)."""
    return layer._compute_dec_mask(tgt_pad_mask, future)


def decoder_self_attention(layer, normed: torch.Tensor, dec_mask, step, return_attn=False):
    """`TransformerDecoderLayer._forward_self_attn`: the layer's self-attention (with its
    cache when stepping) on the normalised input; returns ``(context, attns)``."""
    return layer._forward_self_attn(normed, dec_mask, step, return_attn=return_attn)


# --------------------------------------------------------------------------- options


def extension_parser(kind: str) -> ArgumentParser:
    """A parser with OpenNMT's `train`/`translate`/`build_vocab` options plus ours (only
    `build_vocab` imports OpenNMT's command module onmt.bin.build_vocab)."""
    # allow_abbrev=False: argparse would otherwise accept any unambiguous prefix, so a
    # misspelt `mute_unit: 4` would silently set mute_units.
    parser = ArgumentParser(description=f"onmt_ext_{kind}", allow_abbrev=False)
    if kind == "train":
        onmt.opts.train_opts(parser)
    elif kind == "translate":
        onmt.opts.translate_opts(parser)
    elif kind == "build_vocab":
        import onmt.bin.build_vocab as bv

        bv.data_prepare_opts(parser, build_vocab_only=True)
    else:  # pragma: no cover - programming error
        raise ValueError(kind)
    return parser


def option_actions() -> dict:
    """Key -> argparse action of every key of OpenNMT's train and translate command lines
    (ours among them once installed: their actions carry the attribute
    onmt_ext.core.model.options.OWNER). onmt_build_vocab's parser is left out: building it
    imports the command's module, whose records wait for OpenNMT's command to import it
    (its data keys are the training's)."""
    found = {}
    for kind in ("train", "translate"):
        for action in extension_parser(kind)._actions:  # argparse: no public accessor
            found.update((flag.lstrip("-"), action) for flag in action.option_strings)
    return found


def model_option_defaults() -> dict:
    """Every model option (OpenNMT's `opts.model_opts`, ours included once installed) and
    its default: parsing no arguments gives the defaults through public API."""
    parser = ArgumentParser(allow_abbrev=False)
    onmt.opts.model_opts(parser)
    return vars(parser.parse_known_args([])[0])


def updated_model_opts(opt):
    """A copy of `opt` as OpenNMT completes it before building a model
    (`ArgumentParser.update_model_opts`: `layers` -> enc_layers/dec_layers, `word_vec_size`
    -> src/tgt_word_vec_size, ...), as the model options saved in a checkpoint are."""
    import copy

    updated = copy.copy(opt)
    ArgumentParser.update_model_opts(updated)
    return updated


def onmt_train(opt) -> None:
    """`onmt.bin.train.train`: validates, then trains on CPU, one GPU or spawns workers.

    The `onmt.bin` modules are imported when called, never when onmt_ext is: `python -m
    onmt.bin.train` runs a fresh copy of that module, and runpy warns when the module is
    already in sys.modules before it runs.
    """
    import onmt.bin.train

    onmt.bin.train.train(opt)


def onmt_translate(opt) -> None:
    """`onmt.bin.translate.translate`: OpenNMT's own translation (beam search) loop."""
    import onmt.bin.translate

    onmt.bin.translate.translate(opt)


def import_build_vocab() -> None:
    """Import `onmt.bin.build_vocab` (onmt_ext.install() then applies the records waiting
    for it: the vocabularies written through temporary files)."""
    import onmt.bin.build_vocab  # noqa: F401


def onmt_build_vocab(opt) -> None:
    """`onmt.bin.build_vocab.build_vocab_main`."""
    import onmt.bin.build_vocab

    onmt.bin.build_vocab.build_vocab_main(opt)


# --------------------------------------------------------------------------- optimiser
def set_schedule_step(optim, step: int) -> None:
    """Evaluate the learning-rate schedule of OpenNMT's `Optimizer` at `step` next.

    `Optimizer.learning_rate()` computes ``learning_rate * decay_fn(_decay_step)`` and
    `step()` increments `_decay_step` (and `_training_step`, which counts the steps of
    this training and is left alone); `state_dict()` saves `_decay_step` as
    "decay_step", so a later `train_from` resumes from the shifted schedule."""
    optim._decay_step = int(step)


def corpora_loaded(mixer) -> bool:
    """Whether OpenNMT's `WeightedMixer` (its training data mixer) has started every corpus
    at least once: it counts each corpus's passes in `_counts` as it (re)starts them."""
    return len(mixer._counts) >= len(mixer.iterables)


def torch_optimizers(optim) -> list:
    """The torch optimiser(s) of OpenNMT's `Optimizer`: its `_optimizer`, a torch
    optimiser or a `MultipleOptimizer` with `.optimizers` (sparse Adam)."""
    inner = optim._optimizer
    return list(getattr(inner, "optimizers", [inner]))


# --------------------------------------------------------------------------- tools
def onmt_average_models(paths: list[str], fp32: bool = False) -> dict:
    """`onmt.bin.average_models.average_models`: the mean of the checkpoints' tensors."""
    from onmt.bin.average_models import average_models

    return average_models(list(paths), fp32)


def build_transform_pipe(opt, names: list[str], vocabs):
    """OpenNMT's transforms `names`, built from the options `opt` and warmed up on `vocabs`
    by `onmt.transforms.make_transforms` (what `onmt_translate -transforms ...` builds),
    chained in the order of `names` as an `onmt.transforms.TransformPipe`.

    Raises ValueError for an unknown name or a transform that needs `vocabs` when they are
    None (`make_transforms` would skip it with a warning).
    """
    from onmt.transforms import TransformPipe, get_transforms_cls, make_transforms

    classes = get_transforms_cls(names)
    skipped = [name for name, cls in classes.items() if cls.require_vocab() and vocabs is None]
    if skipped:
        raise ValueError(f"transform {skipped[0]} needs the model's vocabularies")
    built = make_transforms(opt, classes, vocabs)
    return TransformPipe.build_from([built[name] for name in names])


def server_error(message: str) -> Exception:
    """`onmt.translate.translation_server.ServerModelError(message)`: raised by a server
    preprocess/postprocess function, `onmt_server` answers the request with
    ``{"status": "error", "error": message}`` (any other exception is an HTTP 500)."""
    from onmt.translate.translation_server import ServerModelError

    return ServerModelError(message)


def translation_model_and_batches(opt):
    """The model and source batches OpenNMT's translation would use, for analysis tools.

    Runs the option checks of `onmt.bin.translate.translate`, builds
    `onmt.inference_engine.InferenceEnginePY` (loads the checkpoint, transforms, vocab) and
    OpenNMT's dynamic inference iterator. Returns ``(model, iterator of batch dicts)``.
    """
    from onmt.constants import CorpusTask
    from onmt.inference_engine import InferenceEnginePY
    from onmt.inputters.dynamic_iterator import build_dynamic_dataset_iter

    # The translator opens `opt.output` (default "pred.txt" in the working directory) when
    # it is built; analysis tools write no translations.
    opt.output = os.devnull
    ArgumentParser.validate_translate_opts(opt)
    ArgumentParser._get_all_transform_translate(opt)
    ArgumentParser._validate_transforms_opts(opt)
    ArgumentParser.validate_translate_opts_dynamic(opt)
    engine = InferenceEnginePY(opt)
    batches = build_dynamic_dataset_iter(
        opt, engine.transforms_cls, engine.vocabs, task=CorpusTask.INFER,
        device_id=engine.device_id,
    )
    return engine.translator.model, (batch for batch, _ in batches)


# --------------------------------------------------------------------------- transforms
def transform_option_defaults(name: str) -> dict:
    """``{key: default}`` of the options the transform `name` declares
    (`Transform.add_options` of `onmt.transforms.AVAILABLE_TRANSFORMS[name]`); empty for
    an unknown name."""
    cls = onmt.transforms.AVAILABLE_TRANSFORMS.get(name)
    if cls is None:
        return {}
    parser = ArgumentParser()
    cls.add_options(parser)
    return {
        action.dest: action.default
        for action in parser._actions  # argparse has no public accessor for this
        if action.option_strings and action.dest != "help"
    }


# The public interface, for `from onmt_ext.compat import *` and for readers: every name
# defined or re-exported above that does not start with "_", without the modules imported.
# Computed, not written out a second time, so that it cannot fall out of step with the
# module. `from onmt_ext.compat import X` does not need it. ruff cannot read a computed
# __all__, so an OpenNMT name imported only to be passed on is imported as `X as X`,
# which ruff takes as a re-export (F401).
__all__ = sorted(
    name for name, value in globals().items()
    if not name.startswith("_") and not isinstance(value, types.ModuleType)
    and name != "annotations"  # `from __future__ import annotations`
)
