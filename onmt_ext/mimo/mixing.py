"""Task-aware mixing of transformation outputs (Xu et al. 2021, Eq. 2 and Eq. 4).

A MIMO sublayer j holds n transformations; the input of transformation k is a weighted
accumulation of the n outputs of sublayer j-1 (Eq. 2)

    i^j_k = sum_m p^j_km * o^(j-1)_m

with p^j_k = softmax(v^j_{t,k}) (Eq. 4), v a learnable embedding per translation task t
(target language) and per transformation k. `TaskAwareMixing` holds v for all tasks as one
parameter ``task_logits`` of shape ``(tasks, n_out, n_in)`` and mixes a batch in which every
sentence may belong to a different task.

Pure torch, no OpenNMT coupling. Streams are stacked with the stream axis first:
``(n, B, *)``.
"""

from __future__ import annotations

import torch
from torch import Tensor, nn

from onmt_ext.core.model.hooks import ExtensionModule
from onmt_ext.mimo.options import MIXING_MODES, MimoOptions

__all__ = ["TaskAwareMixing", "mixing_for"]

def mixing_for(options: MimoOptions, n_in: int, n_out: int | None = None) -> TaskAwareMixing:
    """A mixing between sublayers: n_in streams -> n (MIMO) or 1 (merged) inputs."""
    if n_out is None:
        n_out = 1 if options.merge_sublayers else options.cardinality
    return TaskAwareMixing(n_in, n_out, len(options.languages), options.task_attention)


class TaskAwareMixing(nn.Module, ExtensionModule):
    """``(n_in, B, *) -> (n_out, B, *)``: Eq. 2 with per-sentence task weights (Eq. 4).

    Args:
        n_in: number of incoming streams m (outputs of the previous sublayer).
        n_out: number of mixed inputs k; n (MIMO), or 1 for a merge (many-to-one, or
            the "w/o MIMO" ablation where all transformations read the same input).
        tasks: number of translation tasks (target languages).
        mode: "task" (v per task, Eq. 4), "shared" (one v), "uniform" (p = 1/n_in).

    The parameter ``task_logits`` (v) has shape ``(tasks, n_out, n_in)`` ("task") or
    ``(1, n_out, n_in)`` ("shared"); it starts at 0, i.e. p uniform
    (`reset_extension_parameters`). It is one tensor for all tasks: a batch that holds
    a single language still gives every task's v a (zero) gradient, which OpenNMT's
    multi-GPU gradient all-reduce needs (it skips parameters whose grad is None).
    """

    def __init__(self, n_in: int, n_out: int, tasks: int, mode: str = "task"):
        super().__init__()
        if mode not in MIXING_MODES:
            raise ValueError(f"mixing mode must be one of {MIXING_MODES}, got {mode!r}")
        if mode == "task" and tasks < 1:
            raise ValueError("task-aware mixing needs at least one task")
        self.n_in, self.n_out, self.tasks, self.mode = n_in, n_out, tasks, mode
        rows = tasks if mode == "task" else 1
        self.task_logits = (
            None if mode == "uniform" else nn.Parameter(torch.zeros(rows, n_out, n_in))
        )

    def reset_extension_parameters(self) -> None:
        """v = 0: every p starts uniform (OpenNMT's init would draw it at random)."""
        if self.task_logits is not None:
            with torch.no_grad():
                self.task_logits.zero_()

    def probabilities(self, task: Tensor) -> Tensor:
        """p = softmax(v_task) (Eq. 4) for each sentence.

        Args:
            task: ``(B,)`` task index of each sentence.

        Returns:
            ``(B, n_out, n_in)``, rows summing to 1 (float32 or the logits' dtype).
        """
        batch = task.size(0)
        if self.task_logits is None:
            return torch.full(
                (batch, self.n_out, self.n_in), 1.0 / self.n_in, device=task.device
            )
        if self.mode == "task":
            logits = self.task_logits[task]
        else:
            logits = self.task_logits.expand(batch, -1, -1)
        return torch.softmax(logits, dim=-1)

    def forward(self, streams: Tensor, task: Tensor, p: Tensor | None = None) -> Tensor:
        """Eq. 2: ``out[k, b] = sum_m p[b, k, m] * streams[m, b]``.

        Args:
            streams: ``(n_in, B, *)`` outputs o^(j-1) of the previous sublayer.
            task: ``(B,)`` task of each sentence.
            p: ``(B, n_out, n_in)`` = `probabilities(task)` when the caller computed it
                already (a decoder computes all its mixings' p once per decode).

        Returns:
            ``(n_out, B, *)`` inputs i^j of the next sublayer's transformations.
        """
        if streams.size(0) != self.n_in:
            raise ValueError(f"expected {self.n_in} streams, got {streams.size(0)}")
        if self.n_in == 1:  # softmax over one stream is 1: skip the arithmetic (exact)
            if self.task_logits is not None and self.training:
                # keep v in the graph so that it still receives its (zero) gradient
                streams = streams + 0.0 * self.task_logits.sum()
            return streams.expand(self.n_out, *streams.shape[1:])
        p = (self.probabilities(task) if p is None else p).to(streams.dtype)
        flat = streams.reshape(self.n_in, streams.size(1), -1)  # (m, B, F)
        mixed = torch.einsum("bkm,mbf->kbf", p, flat)
        return mixed.reshape(self.n_out, *streams.shape[1:])

    def extra_repr(self) -> str:
        return f"n_in={self.n_in}, n_out={self.n_out}, tasks={self.tasks}, mode={self.mode}"
