"""The OpenNMT side of exact resume (onmt_ext.core.model.exact_resume): the replacing code
and its three records (`PATCHES`, joined to onmt_ext.seam.patches.PATCHES).

- `start_training_stream` wraps `DynamicDatasetIter.from_opt`, where OpenNMT builds its
  batch producer: for the training task, on `-train_from` of a checkpoint that carries the
  state, the producer is built from the random states its stream first started from
  (else the current ones are recorded);
- `count_training_batches` wraps `Trainer.train`: the training batches come through a
  counting `BatchStream`, which on an exact resume draws the batches trained before the
  checkpoint again and then sets the checkpoint's random states;
- `exact_resume_state_in_checkpoints` wraps `Optimizer.state_dict`, which OpenNMT's model
  saver calls on every rank for the checkpoint's ``optim`` entry: the position and random
  states of every rank join it.
"""

from __future__ import annotations

import inspect

import torch
from onmt.constants import CorpusTask

from onmt_ext.compat import logger
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header
from onmt_ext.core.model import exact_resume
from onmt_ext.seam.record import COMMANDS, Patch
from onmt_ext.seam.wrappers import _wrapping


def _cuda_in_use() -> bool:
    return torch.cuda.is_available() and torch.cuda.is_initialized()


def _resume_plan(opt, rank: int, world_size: int) -> exact_resume.ResumePlan:
    """The plan for this rank: a new stream at step 0 without `train_from`; else what the
    checkpoint allows (onmt_ext.core.model.exact_resume.plan_resume), logged in one line
    by rank 0."""
    if not opt.train_from:
        return exact_resume.ResumePlan(exact=False, start_step=0)
    # memory-mapped: OpenNMT has loaded (and let go of) the same file a moment ago
    optim = load_checkpoint_header(opt.train_from, "train_from").get("optim")
    step = optim["training_step"] - 1 if isinstance(optim, dict) else 0
    plan = exact_resume.plan_resume(
        exact_resume.resume_state(optim), step=step, rank=rank, world_size=world_size,
        signature=exact_resume.data_signature(opt), cuda=_cuda_in_use(),
        reset_optim=opt.reset_optim, update_vocab=opt.update_vocab,
        average_decay=opt.average_decay,
        dropout_steps=opt.dropout_steps)
    if rank == 0:
        (logger.info if plan.exact else logger.warning)(plan.message(opt.train_from, step))
    return plan


def start_training_stream(original):
    """OpenNMT's `DynamicDatasetIter.from_opt`; for the training task, first the resume's
    plan and the random states the producer starts from
    (onmt_ext.core.model.exact_resume.expect_stream): on an exact resume, those it first
    started from, so that it shuffles its buckets as it did then."""
    parameters = inspect.signature(original)

    @_wrapping(original)
    def from_opt(cls, *args, **kwargs):
        bound = parameters.bind(cls, *args, **kwargs)
        if bound.arguments["task"] == CorpusTask.TRAIN:
            opt = bound.arguments["opt"]
            rank, world_size = exact_resume.rank_and_world_size()
            exact_resume.expect_stream(_resume_plan(opt, rank, world_size),
                                       exact_resume.data_signature(opt))
        return original(cls, *args, **kwargs)

    return from_opt


def count_training_batches(original):
    """OpenNMT's `Trainer.train(train_iter, ...)` on the same batches counted, and on an
    exact resume skipped forward to the checkpoint's position
    (onmt_ext.core.model.exact_resume.stream_of)."""

    @_wrapping(original)
    def train(self, train_iter, *args, **kwargs):
        rank, _ = exact_resume.rank_and_world_size()
        stream = exact_resume.stream_of(train_iter, log=logger.info if rank == 0 else None)
        return original(self, stream, *args, **kwargs)

    return train


def exact_resume_state_in_checkpoints(original):
    """OpenNMT's `Optimizer.state_dict`, with the exact-resume entry of the training this
    process runs (none outside a training)."""

    @_wrapping(original)
    def state_dict(self):
        state = original(self)
        entry = exact_resume.checkpoint_entry()
        if entry is not None:
            state[exact_resume.STATE_KEY] = entry
        return state

    return state_dict


PATCHES: tuple[Patch, ...] = (
    Patch(
        "onmt.inputters.dynamic_iterator:DynamicDatasetIter.from_opt",
        start_training_stream,
        part=COMMANDS,
        reason="Exact resume: `-train_from` restarted the data stream, and the random "
               "generators were left as seeded, a different draw from the uncut training. "
               "Resuming a checkpoint that carries its data position, the training batch "
               "producer is built from the random states its stream first started from "
               "(onmt_ext.core.model.exact_resume).",
        breaks_if="OpenNMT stops building its batch producer with "
                  "`DynamicDatasetIter.from_opt(..., opt, task, ...)`, or the producer stops "
                  "being a function of its options and random states.",
    ),
    Patch(
        "onmt.trainer:Trainer.train", count_training_batches,
        part=COMMANDS,
        reason="Exact resume: the training batches are counted (the data position a "
               "checkpoint stores); resuming exactly, the batches trained before the "
               "checkpoint are drawn again, then the checkpoint's random states are set.",
        breaks_if="train_single.main stops handing its batch producer to "
                  "`Trainer.train(train_iter, ...)`, or the trainer starts drawing ahead "
                  "of the step it trains.",
    ),
    Patch(
        "onmt.utils.optimizers:Optimizer.state_dict",
        exact_resume_state_in_checkpoints,
        part=COMMANDS,
        reason="Exact resume: OpenNMT's checkpoint has no entry for the data position and "
               "random states; they join the optimiser's state (`optim`), which the model "
               "saver builds on every rank (so the ranks' states are gathered there) and "
               "`-train_from` reads back.",
        breaks_if="the model saver stops storing `optim.state_dict()` under \"optim\", or "
                  "Optimizer.load_state_dict starts refusing unknown keys.",
    ),
)
