"""The OpenNMT side of exact resume (onmt_ext.core.model.exact_resume): the replacing code
of its two records in onmt_ext.seam.patches.

- `resumable_training_batches` wraps the `build_dynamic_dataset_iter` that
  `onmt.train_single` calls: the training batches come through a counting
  `BatchStream`, and on `-train_from` of a checkpoint that carries the state, the
  producer is built from the stream's first random states and skipped forward to the
  checkpoint's position, after which the checkpoint's random states are set.
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
        reset_optim=opt.reset_optim, average_decay=opt.average_decay,
        dropout_steps=opt.dropout_steps)
    if rank == 0:
        (logger.info if plan.exact else logger.warning)(plan.message(opt.train_from, step))
    return plan


def resumable_training_batches(original):
    """OpenNMT's `build_dynamic_dataset_iter`; for the training task, its result inside a
    `BatchStream` bound to this process (onmt_ext.core.model.exact_resume)."""
    parameters = inspect.signature(original)

    @_wrapping(original)
    def build_dynamic_dataset_iter(*args, **kwargs):
        bound = parameters.bind(*args, **kwargs)
        bound.apply_defaults()
        if bound.arguments["task"] != CorpusTask.TRAIN:
            return original(*args, **kwargs)
        opt = bound.arguments["opt"]
        rank, world_size = exact_resume.rank_and_world_size()
        plan = _resume_plan(opt, rank, world_size)
        if plan.exact:  # the producer starts from the random states it first started from
            exact_resume.restore_random_states(plan.stream_start)
            stream_start = plan.stream_start
        else:
            stream_start = exact_resume.capture_random_states()
        stream = exact_resume.BatchStream(
            original(*args, **kwargs), stream_start=stream_start, start_step=plan.start_step,
            skip=plan.skip, cut=plan.cut, log=logger.info if rank == 0 else None)
        exact_resume.bind_stream(stream, exact_resume.data_signature(opt))
        return stream

    return build_dynamic_dataset_iter


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
