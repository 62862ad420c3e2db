"""Warm start: initialise a new model from the weights of a trained checkpoint.

Dou et al. 2018 (Sec. 4, Models): "The parameters of the proposed models were initialized
by the pre-trained model", i.e. every aggregation variant starts from the trained Base
Transformer and only its new parameters (AGG nodes, W_l, the extra attentions of Eq. 8)
start from scratch. `warm_start_from: base.pt` does that for any onmt_ext (or OpenNMT)
model: each parameter and buffer of the new model whose name and shape match an entry of
the checkpoint is copied; the others keep their fresh initialisation. Training then starts
at step 1 with a fresh optimiser; by default its learning-rate schedule starts afresh too
(`warm_start_schedule: restart`), so noam warms up to its peak rate again.
`warm_start_schedule: continue` starts the schedule at the checkpoint's own schedule step
instead: a model continued from a Base on its plateau keeps the Base's decayed rate rather
than climbing back to the peak. OpenNMT's own `train_from` cannot do either: it resumes the
same architecture (built from the checkpoint's options), its optimiser state and its step.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Mapping
from dataclasses import dataclass

import torch
from torch import Tensor, nn

from onmt_ext.core.errors import InputError, OptionError
from onmt_ext.core.files.checkpoint_file import load_checkpoint
from onmt_ext.core.model.options import Options, option


class WarmStartError(InputError):
    """The checkpoint cannot initialise the model; the message names the key or token."""


@dataclass(frozen=True)
class WarmStartReport:
    """What a warm start did, by state_dict key.

    copied: keys taken from the checkpoint; new: keys of the model absent from the
    checkpoint (fresh initialisation); unused: keys of the checkpoint the model has no
    place for (e.g. the final LayerNorm, which hierarchical aggregation replaces).
    """

    copied: tuple[str, ...]
    new: tuple[str, ...]
    unused: tuple[str, ...]

    def summary(self) -> str:
        def some(keys: tuple[str, ...]) -> str:
            shown = ", ".join(keys[:6])
            return f"{shown}, ... ({len(keys)} in all)" if len(keys) > 6 else shown or "none"

        return (f"copied {len(self.copied)} tensors; fresh: {some(self.new)}; "
                f"unused from the checkpoint: {some(self.unused)}")


def checkpoint_weights(checkpoint: Mapping) -> dict[str, Tensor]:
    """The model's state_dict keys -> tensors of an OpenNMT checkpoint dict.

    OpenNMT saves the generator apart (``checkpoint["generator"]``, keys without the
    ``generator.`` prefix that they carry in ``model.state_dict()``)."""
    if "model" not in checkpoint:
        raise WarmStartError("the checkpoint has no 'model' weights (a safetensors-only "
                             "checkpoint is not supported)")
    weights = dict(checkpoint["model"])
    for key, value in (checkpoint.get("generator") or {}).items():
        weights[f"generator.{key}"] = value
    return weights


def check_same_vocab(ours: Mapping[str, list[str]], theirs: Mapping[str, list[str]]) -> None:
    """Raise WarmStartError unless the src and tgt vocabularies are identical, token by token
    (same-size vocabularies in another order would mis-map every embedding row)."""
    for side in ("src", "tgt"):
        a, b = list(ours.get(side) or []), list(theirs.get(side) or [])
        if a == b:
            continue
        if len(a) != len(b):
            raise WarmStartError(f"{side} vocabulary: {len(a)} tokens, the checkpoint's has "
                                 f"{len(b)}; warm start needs the same vocabulary")
        index = next(i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y)
        raise WarmStartError(f"{side} vocabulary differs from the checkpoint's at index "
                             f"{index}: {a[index]!r} vs {b[index]!r}")


def warm_start(model: nn.Module, weights: Mapping[str, Tensor]) -> WarmStartReport:
    """Copy every entry of `weights` whose key and shape match `model.state_dict()`.

    A key present in both with different shapes raises WarmStartError (a different width or
    vocabulary, not a new module: skipping it would hide a wrong recipe); so does a
    checkpoint that shares no key with the model. Values are cast to the model's dtype and
    device."""
    own = model.state_dict()
    for key in own:  # in the model's order: the first mismatch is named
        if key in weights and own[key].shape != weights[key].shape:
            raise WarmStartError(f"{key}: shape {tuple(own[key].shape)} in the model, "
                                 f"{tuple(weights[key].shape)} in the checkpoint")
    copied = tuple(key for key in own if key in weights)
    if not copied:
        raise WarmStartError("the checkpoint shares no parameter name with the model")
    with torch.no_grad():
        for key in copied:  # state_dict() tensors share storage with the parameters
            own[key].copy_(weights[key])
    return WarmStartReport(
        copied=copied,
        new=tuple(key for key in own if key not in weights),
        unused=tuple(key for key in weights if key not in own),
    )


def load_checkpoint_file(path: str) -> dict:
    """The checkpoint at `path`, loaded with ``weights_only=True`` on the CPU; WarmStartError
    naming the file when it cannot be read as one (empty, truncated, not a torch file)."""
    try:
        return load_checkpoint(path, map_location="cpu")
    except (EOFError, RuntimeError, pickle.UnpicklingError) as error:
        raise WarmStartError(f"warm_start_from: cannot read {path!r} as a checkpoint "
                             f"({type(error).__name__}: {error})") from None


def warm_start_from_file(model: nn.Module, path: str,
                         vocab: Mapping[str, list[str]] | None = None) -> WarmStartReport:
    """`warm_start` from the checkpoint file `path` (loaded with ``weights_only=True``),
    after checking that its vocabulary equals `vocab` (``{"src": [...], "tgt": [...]}``)."""
    checkpoint = load_checkpoint_file(path)
    if vocab is not None and "vocab" in checkpoint:
        check_same_vocab(vocab, checkpoint["vocab"])
    return warm_start(model, checkpoint_weights(checkpoint))


def checkpoint_schedule_step(checkpoint: Mapping, path: str) -> int:
    """The learning-rate schedule step an OpenNMT checkpoint was saved at: the
    ``decay_step`` of its optimiser state (OpenNMT's `Optimizer.state_dict`), which is
    the step the next update would use."""
    optim = checkpoint.get("optim")
    step = optim.get("decay_step") if isinstance(optim, Mapping) else None
    if not isinstance(step, int) or step < 1:
        raise WarmStartError(f"warm_start_schedule continue: {path} has no optimiser "
                             "schedule step (optim.decay_step); use warm_start_schedule "
                             "restart, or a checkpoint saved by a training")
    return step


def schedule_step_from_file(path: str) -> int:
    """`checkpoint_schedule_step` of the checkpoint file `path` (``weights_only`` load)."""
    checkpoint = load_checkpoint_file(path)
    return checkpoint_schedule_step(checkpoint, path)


# --------------------------------------------------------------------------- the option
@dataclass(frozen=True)
class WarmStartOptions(Options):
    """`warm_start_from`, a training-time key for any model: it is stored in checkpoints
    with the other model options but read only when a model is built for a new training
    (Dou et al. 2018 initialise every aggregation variant from the trained Base, Sec. 4)."""

    GROUP = "onmt_ext: warm start"

    checkpoint: str = option(
        "",
        "Checkpoint (.pt) whose weights initialise the new model before training: every "
        "parameter with the same name and shape is copied, the others (e.g. new aggregation "
        "nodes) keep their fresh initialisation; optimiser and step start afresh (Dou et al. "
        "2018, Sec. 4: variants initialised by the pre-trained Base). The vocabulary must be "
        "the checkpoint's. Unlike train_from, the architecture may differ.",
        key="warm_start_from",
    )
    schedule: str = option(
        "restart",
        "Learning-rate schedule of a warm-started training: 'restart' starts it at step 1 "
        "(noam warms up again); 'continue' starts it at the warm_start_from checkpoint's "
        "schedule step, so a continued model keeps the rate it ended with (the steps "
        "counted in train_steps and checkpoint names still start at 1).",
        key="warm_start_schedule",
        choices=("restart", "continue"),
    )

    @classmethod
    def validate(cls, opt) -> None:
        """Check warm_start_from; raise OptionError naming the key and the value."""
        settings = cls.from_opt(opt)
        path, schedule = settings.checkpoint, settings.schedule
        if not path:
            if schedule != "restart":
                raise OptionError(f"warm_start_schedule is {schedule!r} but warm_start_from "
                                  "is not set: the schedule of a warm start needs its "
                                  "checkpoint")
            return
        if getattr(opt, "train_from", ""):
            # Resuming a warm-started training: its own checkpoint holds the warm-started
            # weights, the optimiser and the schedule step, so the warm start is not read
            # again (onmt_ext.install logs it) and its checkpoint need not exist any more;
            # the command that started the training resumes it with -train_from added.
            return
        if not os.path.isfile(path):
            raise OptionError(f"warm_start_from: checkpoint file not found: {path!r}")
        if schedule == "continue":
            try:
                schedule_step_from_file(path)
            except WarmStartError as error:
                raise OptionError(str(error)) from None
