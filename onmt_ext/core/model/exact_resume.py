"""Exact resume: a training cut at a checkpoint and resumed with `-train_from` continues
as the uncut training would, bit for bit on the same machine and thread count.

OpenNMT 3.5.1 restores the step, the optimiser and the learning-rate schedule, but starts a
new data stream (the corpora from their first line, a new bucket, a new shuffle) and leaves
the random generators where the new process's seeding puts them: a resumed training is a
different draw from its own uncut command. Two things are missing from its checkpoint, and
onmt_ext adds them under `STATE_KEY` of the optimiser's state (`checkpoint["optim"]`, which
every rank builds when OpenNMT saves and which `-train_from` reads back):

* the data position: how many batches each rank's trainer has drawn since its data stream
  began (`BatchStream`). OpenNMT's batch producer (read, transform, bucket, sort, batch,
  shuffle) is a function of the corpora, the options and the random states it starts from;
  so the random states at the stream's start are stored too, and a resume sets them back,
  builds the producer again and draws that many batches once more, which rebuilds the
  bucket in progress (and a data-loader worker's prefetched batches) exactly;
* the random states at the checkpoint (`capture_random_states`): Python's `random`,
  numpy's global generator, torch's CPU generator and the current CUDA device's (dropout,
  MUTE's noise), set back after the skip, before the first new batch.

A checkpoint without them (saved by an earlier onmt_ext), or a resume that changes what the
batches are made of (`DATA_KEYS`), the number of ranks or the optimiser state, resumes as
OpenNMT does, with one log line saying it is not exact (`plan_resume`). Every value is a
tensor or a plain type, so checkpoints still load under torch's weights_only loading.

Pure Python, numpy and torch: the OpenNMT side (which calls `expect_stream` where the
producer is built, `stream_of` where the trainer receives it, and `checkpoint_entry` where
a checkpoint is saved) is onmt_ext.seam.exact_resume.
"""

from __future__ import annotations

import dataclasses
import random
import time
import weakref

import numpy as np
import torch

from onmt_ext.core.model import process_state

__all__ = ["DATA_KEYS", "EXACT_LINE", "NOT_EXACT_LINE", "STATE_KEY", "BatchStream",
           "ResumePlan", "bind_stream", "bound_stream", "capture_random_states",
           "checkpoint_entry", "data_signature", "expect_stream", "plan_resume",
           "rank_and_world_size", "restore_random_states", "resume_state", "stream_of"]

STATE_KEY = "onmt_ext_exact_resume"
VERSION = 1
# The training options that decide which batches the data stream yields; a resume that
# changes one of them cannot continue the uncut stream (the transforms' own options are
# part of `data`'s per-corpus `transforms` only by name: change them and resume with care).
DATA_KEYS = ("seed", "data", "batch_type", "batch_size", "batch_size_multiple", "bucket_size",
             "bucket_size_init", "bucket_size_increment", "num_workers", "skip_empty_level",
             "src_seq_length", "tgt_seq_length", "transforms")

NOT_EXACT = "a fresh data order and random state, a different draw from the uncut command"
# The starts of the two log lines of a resume (`ResumePlan.message`), which the experiment
# runner reads back from a training's log (experiments/logs.py: `resume_exactness`).
EXACT_LINE = "exact resume from "
NOT_EXACT_LINE = ") is not exact: "


# --------------------------------------------------------------------------- random states
def capture_random_states() -> dict:
    """This process's random states as tensors and plain types: ``python`` (`random`'s
    Mersenne Twister: ``version``, ``state`` (625,) int64, ``gauss``), ``numpy`` (the
    global RandomState: ``state`` (624,) int64, ``pos``, ``has_gauss``, ``gauss``),
    ``torch`` (the CPU generator, uint8) and ``cuda`` (the current CUDA device's
    generator, uint8; None when CUDA is not initialised in this process)."""
    version, mt, gauss = random.getstate()
    _name, np_state, pos, has_gauss, np_gauss = np.random.get_state(legacy=True)
    cuda = (torch.cuda.get_rng_state() if torch.cuda.is_available()
            and torch.cuda.is_initialized() else None)
    return {
        "python": {"version": version, "state": torch.tensor(mt, dtype=torch.int64),
                   "gauss": gauss},
        "numpy": {"state": torch.from_numpy(np_state.astype(np.int64)), "pos": int(pos),
                  "has_gauss": int(has_gauss), "gauss": float(np_gauss)},
        "torch": torch.get_rng_state(),
        "cuda": cuda,
    }


def restore_random_states(states: dict) -> None:
    """Set this process's generators to `states` (from `capture_random_states`)."""
    py = states["python"]
    random.setstate((py["version"], tuple(int(v) for v in py["state"].tolist()), py["gauss"]))
    npy = states["numpy"]
    np.random.set_state(("MT19937", npy["state"].numpy().astype(np.uint32), npy["pos"],
                         npy["has_gauss"], npy["gauss"]))
    torch.set_rng_state(states["torch"])
    if states.get("cuda") is not None:
        torch.cuda.set_rng_state(states["cuda"])


# --------------------------------------------------------------------------- the stream
def rank_and_world_size() -> tuple[int, int]:
    """(this process's rank, the number of ranks): torch.distributed's when it is
    initialised (multi-process training), else (0, 1)."""
    dist = torch.distributed
    if dist.is_available() and dist.is_initialized():
        return dist.get_rank(), dist.get_world_size()
    return 0, 1


def data_signature(opt) -> dict[str, str]:
    """``{key: repr(value)}`` of the `DATA_KEYS` of the training options `opt`."""
    return {key: repr(getattr(opt, key, None)) for key in DATA_KEYS}


class BatchStream:
    """The training batches of one rank, counted, and on an exact resume skipped forward.

    Wraps OpenNMT's training batch producer `batches` (any iterable; its items are passed
    on unchanged). Iterating it:

    1. with `skip` > 0 (an exact resume): draws `skip` items and drops them, then sets the
       random states `cut` (those of the checkpoint);
    2. yields the rest, counting every item handed out (`drawn`, from `skip` on).

    `stream_start`: the random states in force when the producer was built (set back by
    the caller before building it again on an exact resume); `start_step`: the training
    step at which this data stream began (0, or the step of a resume that was not exact).
    """

    def __init__(self, batches, *, stream_start: dict, start_step: int, skip: int = 0,
                 cut: dict | None = None, log=None):
        self.batches = batches
        self.stream_start = stream_start
        self.start_step = start_step
        self.skip = skip
        self.cut = cut
        self.drawn = 0
        self._log = log

    def __iter__(self):
        items = iter(self.batches)
        if self.skip:
            began = time.perf_counter()
            for drawn in range(self.skip):
                try:
                    next(items)
                except StopIteration:
                    raise RuntimeError(
                        f"exact resume: the training data ended after {drawn} batches, before "
                        f"the checkpoint's position ({self.skip} batches)") from None
            if self._log is not None:
                self._log(f"exact resume: drew again the {self.skip} batches trained before "
                          f"the checkpoint in {time.perf_counter() - began:.1f} s")
        if self.cut is not None:
            restore_random_states(self.cut)
        self.drawn = self.skip
        for item in items:
            self.drawn += 1
            yield item

    def position(self) -> dict:
        """This rank's entry of the checkpoint: ``batches`` drawn since the stream began,
        the random states at its start (``stream_start``) and now (``cut``)."""
        return {"batches": self.drawn, "stream_start": self.stream_start,
                "cut": capture_random_states()}


_stream: weakref.ReferenceType | None = None
_stream_info: dict = {}
_expected: dict = {}  # the plan of the producer just built, until its trainer takes it


def bind_stream(stream: BatchStream, signature: dict[str, str]) -> None:
    """Remember (weakly) the training stream of this process and the data options it was
    built with, for the checkpoints saved while it trains, until onmt_ext.uninstall()."""
    global _stream
    _stream = weakref.ref(stream)
    _stream_info.clear()
    _stream_info["signature"] = signature
    process_state.on_restore(_forget_stream)


def _forget_stream() -> None:
    global _stream
    _stream = None
    _stream_info.clear()
    _expected.clear()


def expect_stream(plan: ResumePlan, signature: dict[str, str]) -> None:
    """The training batch producer of this process is being built under `plan` (OpenNMT
    builds it, then hands it to its trainer): set the random states it first started from
    (an exact resume) or record the current ones (a new stream), for `stream_of`."""
    if plan.exact:
        restore_random_states(plan.stream_start)
        stream_start = plan.stream_start
    else:
        stream_start = capture_random_states()
    _expected.clear()
    _expected.update(plan=plan, stream_start=stream_start, signature=signature)
    process_state.on_restore(_forget_stream)


def stream_of(batches, log=None) -> BatchStream:
    """The trainer's batches `batches` as the bound `BatchStream` of the producer built
    under `expect_stream` (its plan used once); a producer built without one (a library
    call) starts a new stream at step 0 from the random states of now, without data
    options (its checkpoints then resume exactly only with the same call)."""
    plan = _expected.get("plan") or ResumePlan(exact=False)
    stream = BatchStream(batches, stream_start=_expected.get("stream_start")
                         or capture_random_states(), start_step=plan.start_step,
                         skip=plan.skip, cut=plan.cut, log=log)
    bind_stream(stream, _expected.get("signature") or {})
    _expected.clear()
    return stream


def bound_stream() -> BatchStream | None:
    return _stream() if _stream is not None else None


def _gather(entry: dict, world_size: int) -> list[dict]:
    """Every rank's `entry`, in rank order (every rank calls this at the same save)."""
    if world_size == 1:
        return [entry]
    gathered: list = [None] * world_size
    torch.distributed.all_gather_object(gathered, entry)
    return gathered


def checkpoint_entry() -> dict | None:
    """The state that makes the checkpoint being saved resumable exactly; None when no
    training stream is bound in this process (a library call saving an optimiser). With
    several ranks every rank must call it (each rank's position is gathered)."""
    stream = bound_stream()
    if stream is None:
        return None
    _rank, world_size = rank_and_world_size()
    ranks = _gather(stream.position(), world_size)
    return {"version": VERSION, "world_size": world_size, "start_step": stream.start_step,
            "data": dict(_stream_info["signature"]),
            "ranks": dict(enumerate(ranks))}


# --------------------------------------------------------------------------- resuming
def resume_state(optim_state) -> dict | None:
    """The exact-resume entry of a checkpoint's ``optim`` state; None when it has none."""
    if isinstance(optim_state, dict):
        return optim_state.get(STATE_KEY)
    return None


@dataclasses.dataclass(frozen=True)
class ResumePlan:
    """How a `-train_from` resume continues the data stream and the random states.

    exact: the rank's stream is rebuilt from ``stream_start``, ``skip`` batches are drawn
      again, then the random states ``cut`` are set; else OpenNMT's plain resume.
    why_not: the reason when not exact (for the log line).
    start_step: the step the (continued or new) data stream began at.
    """

    exact: bool
    why_not: str = ""
    start_step: int = 0
    skip: int = 0
    stream_start: dict | None = None
    cut: dict | None = None

    def message(self, path: str, step: int) -> str:
        """The one log line of the resume."""
        if self.exact:
            return (f"{EXACT_LINE}{path} (step {step}): data position ({self.skip} "
                    "batches) and random states restored; the training continues as the "
                    "uncut one would")
        return f"resume from {path} (step {step}{NOT_EXACT_LINE}{self.why_not}; {NOT_EXACT}"


def plan_resume(state: dict | None, *, step: int, rank: int, world_size: int,
                signature: dict[str, str], cuda: bool = False, reset_optim: str = "none",
                update_vocab: bool = False, average_decay: float = 0.0,
                dropout_steps=(0,)) -> ResumePlan:
    """Whether a resume from a checkpoint at `step` whose exact-resume entry is `state`
    (None: the checkpoint has none) can continue exactly for rank `rank` of `world_size`
    with the data options `signature`, on CUDA or not (`cuda`), and with what.

    Not exact when: the checkpoint has no entry (saved before exact resume); the number of
    ranks differs; a data option differs (named); `reset_optim` is not "none" (the
    optimiser restarts); `update_vocab` (the batches' ids change); `average_decay` > 0
    (OpenNMT does not store its moving average);
    a `dropout_steps` change falls before `step` (OpenNMT builds the first dropout and
    applies a change only at its own step); or the checkpoint was saved on CUDA and this
    rank runs on the CPU, or the reverse (the dropout generator differs).
    """
    fresh = ResumePlan(exact=False, start_step=step)
    if state is None:
        return dataclasses.replace(
            fresh, why_not="the checkpoint carries no data position or random states "
                           "(saved before onmt_ext resumed exactly)")
    if state.get("version") != VERSION:
        return dataclasses.replace(
            fresh, why_not=f"its exact-resume state has version {state.get('version')!r}, "
                           f"this onmt_ext reads {VERSION}")
    if state["world_size"] != world_size or rank not in state["ranks"]:
        return dataclasses.replace(
            fresh, why_not=f"it was saved by {state['world_size']} ranks, this training "
                           f"runs {world_size}")
    changed = [key for key in sorted(set(signature) | set(state["data"]))
               if signature.get(key) != state["data"].get(key)]
    if changed:
        shown = "; ".join(f"{key} {signature.get(key)} (checkpoint: {state['data'].get(key)})"
                          for key in changed)
        return dataclasses.replace(fresh, why_not=f"the data options differ: {shown}")
    if reset_optim != "none":
        return dataclasses.replace(fresh, why_not=f"reset_optim {reset_optim!r} restarts "
                                                  "the optimiser")
    if update_vocab:
        return dataclasses.replace(fresh, why_not="update_vocab changes the vocabulary the "
                                                  "batches are made with")
    if average_decay > 0:
        return dataclasses.replace(fresh, why_not="average_decay: OpenNMT does not store "
                                                  "its moving average")
    if any(change < step for change in list(dropout_steps)[1:]):
        return dataclasses.replace(fresh, why_not="a dropout_steps change falls before the "
                                                  "checkpoint's step (OpenNMT resumes with "
                                                  "the first dropout)")
    mine = state["ranks"][rank]
    if (mine["cut"].get("cuda") is not None) != cuda:
        saved, now = ("a CUDA device", "the CPU") if not cuda else ("the CPU", "a CUDA device")
        return dataclasses.replace(fresh, why_not=f"it was saved on {saved}, this rank "
                                                  f"runs on {now}")
    return ResumePlan(exact=True, start_step=state["start_step"], skip=mine["batches"],
                      stream_start=mine["stream_start"], cut=mine["cut"])
