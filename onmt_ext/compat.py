"""Every dependence of onmt_ext on OpenNMT-py internals, in one place.

Supported: OpenNMT-py 3.5.1 on torch 2.13. Each hook below names the OpenNMT function it
relies on, so that a future OpenNMT release can be checked against this single file.
Nothing here copies OpenNMT code: we register, subclass and wrap.

`install()` is idempotent and runs on `import onmt_ext`. Because OpenNMT's multi-GPU
trainer starts workers with the `spawn` method, the worker entry point we hand to OpenNMT
(`onmt_ext.train_worker.single_main`) lives in this package: unpickling it in a fresh
worker imports `onmt_ext`, which installs everything again there.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import inspect
import os
import types
import warnings

# OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
# FutureWarnings are OpenNMT's business, not our users'. Filter before importing onmt.
warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.cuda\.amp.*")
warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.amp\.custom_")

import onmt  # noqa: E402,F401
import onmt.bin.train  # noqa: E402
import onmt.decoders  # noqa: E402
import onmt.encoders  # noqa: E402
import onmt.model_builder  # noqa: E402
import onmt.opts  # noqa: E402
import onmt.train_single  # noqa: E402
import onmt.trainer  # noqa: E402
import onmt.transforms  # noqa: E402
import onmt.utils  # noqa: E402
import onmt.utils.optimizers  # noqa: E402
import torch  # noqa: E402
from onmt.decoders.transformer import TransformerDecoder, TransformerDecoderLayer  # noqa: E402,F401
from onmt.encoders.encoder import EncoderBase  # noqa: E402
from onmt.encoders.transformer import TransformerEncoder, TransformerEncoderLayer  # noqa: E402,F401
from onmt.inputters.inputter import vocabs_to_dict  # noqa: E402
from onmt.modules import AverageAttention, MultiHeadedAttention  # noqa: E402,F401
from onmt.transforms.misc import PrefixTransform  # noqa: E402,F401
from onmt.utils.distributed import all_reduce_and_rescale_tensors  # noqa: E402,F401
from onmt.utils.logging import logger  # noqa: E402,F401
from onmt.utils.loss import LossCompute  # noqa: E402
from onmt.utils.misc import sequence_mask  # noqa: E402
from onmt.utils.parse import ArgumentParser  # noqa: E402
from onmt.utils.statistics import Statistics  # noqa: E402

ONMT_VERSION = "3.5.1"

# Types found in checkpoints written by OpenNMT 3.5.1 (`models/model_saver.py` saves the
# option Namespace under "opt"). Checked against
# `torch.serialization.get_unsafe_globals_in_checkpoint` in tests/test_checkpoint_safety.py.
CHECKPOINT_GLOBALS = [argparse.Namespace]

_installed = False


def install() -> None:
    """Register encoders/decoders, options and training hooks (idempotent)."""
    global _installed
    if _installed:
        return
    _installed = True
    # torch >= 2.6 loads with weights_only=True; OpenNMT's `load_checkpoint` calls plain
    # torch.load, so allow-list exactly the non-tensor types our checkpoints contain.
    torch.serialization.add_safe_globals(CHECKPOINT_GLOBALS)
    _wrap_model_opts()
    _wrap_build_model()
    _wrap_optimizer_from_opt()
    _replace_loss_and_statistics()
    _replace_train_worker()
    _wrap_build_base_model()
    from onmt_ext import registry

    registry.register_all()


# --------------------------------------------------------------------------- registration
def register_encoder(name: str, cls: type) -> None:
    """Idempotent `onmt.encoders.register_encoder` (OpenNMT raises on a duplicate name)."""
    if onmt.encoders.str2enc.get(name) is cls:
        return
    onmt.encoders.register_encoder(name)(cls)


def register_decoder(name: str, cls: type) -> None:
    """Idempotent `onmt.decoders.register_decoder`."""
    if onmt.decoders.str2dec.get(name) is cls:
        return
    onmt.decoders.register_decoder(name)(cls)


def build_from_onmt_opt(onmt_cls: type, our_cls: type, opt, embeddings, **extra):
    """Run OpenNMT's `onmt_cls.from_opt(opt, embeddings)` but construct `our_cls`.

    OpenNMT's `TransformerEncoder.from_opt` maps ~20 options to constructor arguments and
    ends in `cls(...)`. Calling its underlying function with a partial of our class reuses
    that mapping (no copy) and adds our own keyword arguments.
    """
    factory = functools.partial(our_cls, **extra)
    return onmt_cls.from_opt.__func__(factory, opt, embeddings)


# --------------------------------------------------------------------------- constructor arguments
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


def encoder_self_attention_mask(src_len: torch.Tensor, max_len: int | None = None) -> torch.Tensor:
    """Padding mask as OpenNMT's TransformerEncoder builds it: (batch, 1, src_len, src_len).

    True marks padding (OpenNMT 3.5.1 `sequence_mask` semantics: `arange >= length`).
    """
    mask = sequence_mask(src_len, max_len).unsqueeze(1).unsqueeze(1)
    return mask.expand(-1, -1, mask.size(3), -1)


# --------------------------------------------------------------------------- options
def _wrap_model_opts() -> None:
    """Append our option groups to `onmt.opts.model_opts`.

    `train_opts` and `ArgumentParser.ckpt_model_opts` (which fills options missing from old
    checkpoints with defaults) both look `model_opts` up on the `onmt.opts` module at call
    time, so wrapping the module attribute reaches every parser OpenNMT builds.
    """
    from onmt_ext import opts

    original = onmt.opts.model_opts
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def model_opts(parser):
        original(parser)
        opts.add_model_opts(parser)

    model_opts._onmt_ext = True
    onmt.opts.model_opts = model_opts


def extension_parser(kind: str) -> ArgumentParser:
    """A parser with OpenNMT's `train`/`translate`/`build_vocab` options plus ours."""
    import onmt.bin.build_vocab as bv

    # allow_abbrev=False: argparse would otherwise accept any unambiguous prefix, so a
    # misspelt `mute_unit: 4` would silently set mute_units.
    parser = ArgumentParser(description=f"onmt_ext_{kind}", allow_abbrev=False)
    if kind == "train":
        onmt.opts.train_opts(parser)
    elif kind == "translate":
        onmt.opts.translate_opts(parser)
    elif kind == "build_vocab":
        bv.data_prepare_opts(parser, build_vocab_only=True)
    else:  # pragma: no cover - programming error
        raise ValueError(kind)
    return parser


def onmt_train(opt) -> None:
    """`onmt.bin.train.train`: validates, then trains on CPU, one GPU or spawns workers."""
    onmt.bin.train.train(opt)


def onmt_translate(opt) -> None:
    """`onmt.bin.translate.translate`: OpenNMT's own translation (beam search) loop."""
    import onmt.bin.translate

    onmt.bin.translate.translate(opt)


def onmt_build_vocab(opt) -> None:
    """`onmt.bin.build_vocab.build_vocab_main`."""
    import onmt.bin.build_vocab

    onmt.bin.build_vocab.build_vocab_main(opt)


# --------------------------------------------------------------------------- model building
def _wrap_build_model() -> None:
    """Re-apply our parameter initialisations after `onmt.model_builder.build_model`.

    `build_model` overwrites every parameter (`param_init` uniform, or Xavier/zero by
    name under `param_init_glorot`) after construction; alpha = 1/I and M = 1/I would be
    lost. `train_single.main` calls the name imported into `onmt.train_single`. After
    `-train_from` the checkpoint's values stand (onmt_ext.resume), with `-update_vocab` too.
    A new training (no checkpoint) with `warm_start_from` then copies the matching weights
    of that checkpoint (onmt_ext.warm_start); `vocabs_to_dict` gives the token lists that
    OpenNMT stores in a checkpoint's "vocab", to check that both vocabularies agree.
    """
    original = onmt.train_single.build_model
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def build_model(model_opt, opt, vocabs, checkpoint, device_id):
        from onmt_ext import resume

        # OpenNMT deletes the checkpoint's entries as it loads them: note their names first.
        loaded = set() if checkpoint is None else resume.checkpoint_tensor_names(checkpoint)
        model = original(model_opt, opt, vocabs, checkpoint, device_id)
        if checkpoint is None:
            reset_extension_parameters(model)
        elif model_opt.update_vocab:  # non-strict load: reset only what it did not restore
            resume.reset_unloaded_extension_parameters(model, loaded)
        warm_start_path = getattr(model_opt, "warm_start_from", "")
        if checkpoint is None and warm_start_path:  # a new training, not a resumed one
            from onmt_ext.warm_start import warm_start_from_file

            report = warm_start_from_file(model, warm_start_path, vocabs_to_dict(vocabs))
            logger.info("warm start from %s: %s", warm_start_path, report.summary())
        return model

    build_model._onmt_ext = True
    onmt.train_single.build_model = build_model


def reset_extension_parameters(model: torch.nn.Module) -> None:
    """Call `reset_extension_parameters()` on every submodule that defines it."""
    for module in model.modules():
        reset = getattr(module, "reset_extension_parameters", None)
        if reset is not None:
            reset()


# --------------------------------------------------------------------------- optimiser
def _wrap_optimizer_from_opt() -> None:
    """Attach post-step hooks to the torch optimiser(s) that `Optimizer.from_opt` builds.

    OpenNMT's `Optimizer.step` calls the torch optimiser's `step()` (through the AMP
    scaler, which skips steps on overflow: then our hook does not fire either, which is
    right: nothing changed). `_optimizer` is a torch optimiser or a `MultipleOptimizer`
    with `.optimizers` (sparse Adam).
    """
    cls = onmt.utils.optimizers.Optimizer
    original = cls.from_opt
    if getattr(original, "_onmt_ext", False):
        return

    def from_opt(klass, model, opt, checkpoint=None):
        optim = original.__func__(klass, model, opt, checkpoint=checkpoint)
        attach_training_hooks(model, lambda: optim.training_step, _torch_optimizers(optim))
        return optim

    from_opt._onmt_ext = True
    cls.from_opt = classmethod(from_opt)


def _torch_optimizers(optim) -> list:
    inner = optim._optimizer
    return list(getattr(inner, "optimizers", [inner]))


def attach_training_hooks(model: torch.nn.Module, step_clock, torch_optimizers) -> None:
    """Give modules the training-step clock and run their post-step updates.

    Modules may define `bind_step_clock(clock)` (a callable returning OpenNMT's current
    training step, identical on all ranks) and `after_optimizer_step()` (e.g. AutoShuffle's
    normalisation, MUTE Eq. 17-18, "after each optimization step").
    """
    post_step = []
    for module in model.modules():
        bind = getattr(module, "bind_step_clock", None)
        if bind is not None:
            bind(step_clock)
        hook = getattr(module, "after_optimizer_step", None)
        if hook is not None:
            post_step.append(hook)
    if not post_step:
        return

    def run_post_step(_optimizer, _args, _kwargs):
        for hook in post_step:
            hook()

    for torch_optim in torch_optimizers:
        torch_optim.register_step_post_hook(run_post_step)


# --------------------------------------------------------------------------- loss, stats
def _replace_loss_and_statistics() -> None:
    """Swap in our LossCompute and Statistics subclasses.

    `onmt.trainer.build_trainer` calls `LossCompute.from_opts` through the module-level
    name `onmt.trainer.LossCompute`; the trainer and `LossCompute._stats` create
    statistics through the attribute `onmt.utils.Statistics`.
    """
    from onmt_ext.auxiliary_loss import AuxLossCompute, AuxStatistics

    onmt.trainer.LossCompute = AuxLossCompute
    onmt.utils.Statistics = AuxStatistics


# --------------------------------------------------------------------------- workers
def _replace_train_worker() -> None:
    """Hand OpenNMT a per-process train function that lives in our package.

    `onmt.bin.train.train` wraps the name `single_main` (imported from
    `onmt.train_single`) in a partial and, with `world_size > 1`, pickles it into
    `spawn`-ed workers; pickling our function makes each worker import onmt_ext.
    """
    from onmt_ext.train_worker import single_main

    onmt.bin.train.single_main = single_main


def onmt_single_main(opt, device_id: int) -> None:
    """`onmt.train_single.main`: one training process."""
    onmt.train_single.main(opt, device_id)


# --------------------------------------------------------------------------- tools
def onmt_average_models(paths: list[str], fp32: bool = False) -> dict:
    """`onmt.bin.average_models.average_models`: the mean of the checkpoints' tensors."""
    from onmt.bin.average_models import average_models

    return average_models(list(paths), fp32)


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
def register_transform(name: str, cls: type) -> None:
    """Idempotent `onmt.transforms.register_transform` (OpenNMT raises on a duplicate name).

    A registered transform can be listed under `transforms:` (globally or per corpus) in
    onmt_ext_train/onmt_ext_build_vocab and with `onmt_ext_translate -transforms`: OpenNMT
    looks names up in `onmt.transforms.AVAILABLE_TRANSFORMS` when it builds the pipeline.
    """
    if onmt.transforms.AVAILABLE_TRANSFORMS.get(name) is cls:
        return
    onmt.transforms.register_transform(name)(cls)


# --------------------------------------------------------------------------- vocab at build
_VOCABS_BEING_BUILT: list = []


def _wrap_build_base_model() -> None:
    """Let encoders/decoders see the vocabularies while OpenNMT builds a model.

    `from_opt(opt, embeddings)` receives no vocabulary, but MIMO (issue 5) must find its
    target-language tags in the source vocabulary. `onmt.model_builder.build_model`
    (training) and `load_test_model` (translation) both call the module-level name
    `build_base_model(model_opt, vocabs)`, so wrapping that attribute exposes `vocabs` for
    the duration of the call (see `vocabs_being_built`).
    """
    original = onmt.model_builder.build_base_model
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def build_base_model(model_opt, vocabs):
        _VOCABS_BEING_BUILT.append(vocabs)
        try:
            return original(model_opt, vocabs)
        finally:
            _VOCABS_BEING_BUILT.pop()

    build_base_model._onmt_ext = True
    onmt.model_builder.build_base_model = build_base_model


def vocabs_being_built():
    """The `vocabs` dict ("src", "tgt": pyonmttok.Vocab) of the model that OpenNMT's
    `build_base_model` is building right now, or None outside such a call."""
    return _VOCABS_BEING_BUILT[-1] if _VOCABS_BEING_BUILT else None


__all__ = [
    "ArgumentParser",
    "EncoderBase",
    "LossCompute",
    "Statistics",
    "logger",
    "TransformerDecoder",
    "TransformerDecoderLayer",
    "TransformerEncoder",
    "TransformerEncoderLayer",
    "AverageAttention",
    "MultiHeadedAttention",
    "all_reduce_and_rescale_tensors",
    "build_from_onmt_opt",
    "encoder_self_attention_mask",
    "extension_parser",
    "install",
    "onmt_average_models",
    "translation_model_and_batches",
    "TransformerArguments",
    "transformer_arguments",
    "register_decoder",
    "register_encoder",
    "PrefixTransform",
    "register_transform",
    "sequence_mask",
    "vocabs_being_built",
]


# --------------------------------------------------------------------------- fused MUTE units
# The fused MUTE path (onmt_ext/modules/fused_units.py, issue 7) runs the I OpenNMT units of
# an encoder layer as batched operations on their parameters, which stay in the OpenNMT
# modules (the state_dict does not change). Everything it reads from those modules is here.
@dataclasses.dataclass(frozen=True)
class AttentionParts:
    """What the fused path reads from one OpenNMT 3.5.1 `MultiHeadedAttention`.

    `query`/`key`/`value`/`out` are the attributes `linear_query`, `linear_keys`,
    `linear_values`, `final_linear` (nn.Linear d -> d; biases iff `add_qkvbias`);
    `relative` is `relative_positions_embeddings` (Shaw et al.: one (2k+1, d_head) table,
    the SAME for keys and values, see `MultiHeadedAttention.forward`) or None;
    `dropout_p` is the dropout on the attention probabilities in effect (`dropout.p` when
    the module's `dropout_p > 0`, which `forward` tests, else 0).
    """

    query: torch.nn.Linear
    key: torch.nn.Linear
    value: torch.nn.Linear
    out: torch.nn.Linear
    relative: torch.nn.Embedding | None
    max_relative_positions: int
    heads: int
    dim_per_head: int
    dropout_p: float


@dataclasses.dataclass(frozen=True)
class FeedForwardParts:
    """What the fused path reads from one OpenNMT 3.5.1 `PositionwiseFeedForward`.

    `forward` computes ``x + dropout_2(w_2(dropout_1(act(w_1(LN(x))) [* w_3(LN(x))])))``;
    `layer_norm` is its pre-norm (nn.LayerNorm), `w_3` the gate of silu/gated-gelu or None.
    `dropout_1`/`dropout_2` are the probabilities in effect: the modules' `p` (which
    `update_dropout` changes) when `dropout_p > 0` (which `forward` tests), else 0.
    """

    layer_norm: torch.nn.LayerNorm
    w_1: torch.nn.Linear
    w_2: torch.nn.Linear
    w_3: torch.nn.Linear | None
    activation: object  # `PositionwiseFeedForward.activation`, e.g. torch.nn.functional.relu
    dropout_1: float
    dropout_2: float


def _checkpointed(module) -> bool:
    """OpenNMT sets `maybe_ckpt = torch.utils.checkpoint.checkpoint` for `use_ckpting`."""
    import torch.utils.checkpoint

    return getattr(module, "maybe_ckpt", None) is torch.utils.checkpoint.checkpoint


def attention_fused_unsupported(attn) -> str | None:
    """Why the fused path cannot reproduce this `MultiHeadedAttention`, or None.

    Reads `max_relative_positions` (-1 rotary, -2 alibi), `relative_attention_bias`
    (T5 buckets), `num_kv`, `parallel_gpu`, `maybe_ckpt` and `layer_cache` (decoding).
    """
    if not isinstance(attn, MultiHeadedAttention):
        return f"self-attention is a {type(attn).__name__}, not OpenNMT's MultiHeadedAttention"
    if attn.max_relative_positions == -1:
        return "rotary embeddings (max_relative_positions -1)"
    if attn.max_relative_positions == -2:
        return "alibi (max_relative_positions -2)"
    if attn.relative_attention_bias is not None:
        return "relative_positions_buckets"
    if attn.num_kv > 0:
        return "num_kv (grouped keys/values)"
    if attn.parallel_gpu > 1:
        return "tensor parallelism (parallel_gpu > 1)"
    if _checkpointed(attn):
        return "use_ckpting (mha)"
    if attn.layer_cache[0]:
        return "a decoding cache"
    return None


def attention_parts(attn) -> AttentionParts:
    """The parameters and settings of an OpenNMT `MultiHeadedAttention` (see above)."""
    return AttentionParts(
        query=attn.linear_query,
        key=attn.linear_keys,
        value=attn.linear_values,
        out=attn.final_linear,
        relative=attn.relative_positions_embeddings,
        max_relative_positions=attn.max_relative_positions,
        heads=attn.head_count,
        dim_per_head=attn.dim_per_head,
        dropout_p=attn.dropout.p if attn.dropout_p > 0 else 0.0,
    )


def feed_forward_fused_unsupported(ffn) -> str | None:
    """Why the fused path cannot reproduce this `PositionwiseFeedForward`, or None.

    Reads `parallel_residual` (then there is no `layer_norm`), the `layer_norm` type (RMSNorm
    is not fused), `parallel_gpu` and `maybe_ckpt`.
    """
    from onmt.modules.position_ffn import PositionwiseFeedForward

    if not isinstance(ffn, PositionwiseFeedForward):
        return f"feed-forward is a {type(ffn).__name__}, not OpenNMT's PositionwiseFeedForward"
    if ffn.parallel_residual:
        return "parallel_residual"
    if type(ffn.layer_norm) is not torch.nn.LayerNorm:
        return f"layer_norm {type(ffn.layer_norm).__name__} (only the standard LayerNorm)"
    if ffn.layer_norm.weight is None or ffn.layer_norm.bias is None:
        return "a LayerNorm without affine weight and bias"
    if ffn.parallel_gpu > 1:
        return "tensor parallelism (parallel_gpu > 1)"
    if _checkpointed(ffn):
        return "use_ckpting (ffn)"
    return None


def feed_forward_parts(ffn) -> FeedForwardParts:
    """The parameters and settings of an OpenNMT `PositionwiseFeedForward` (see above)."""
    return FeedForwardParts(
        layer_norm=ffn.layer_norm,
        w_1=ffn.w_1,
        w_2=ffn.w_2,
        w_3=ffn.w_3,
        activation=ffn.activation,
        dropout_1=ffn.dropout_1.p if ffn.dropout_p > 0 else 0.0,
        dropout_2=ffn.dropout_2.p if ffn.dropout_p > 0 else 0.0,
    )


def relative_position_index(length: int, max_relative_positions: int, device) -> torch.Tensor:
    """``(T, T)`` LongTensor: entry [q, k] = clamp(k - q, -K, K) + K, the row of the
    relative-position table that query q uses for key k (OpenNMT's
    `onmt.modules.multi_headed_attn.gen_relative_positions`, cache=False, as in the encoder).
    """
    from onmt.modules.multi_headed_attn import gen_relative_positions

    return gen_relative_positions(length, max_relative_positions, cache=False, device=device)
