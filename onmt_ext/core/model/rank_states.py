"""What every training process holds at the end, written on request: the check that the
ranks of a multi-process training agree.

OpenNMT saves checkpoints from rank 0 only, so a checkpoint cannot show that the other
ranks hold the same model. With the environment variable ONMT_EXT_RANK_STATES set to a
folder, each training process (every rank of `onmt_train`, and a one-process training)
writes ``<folder>/rank<R>.pt`` when its training ends: ``{"rank": R, "step": the last
optimiser step, "model": {name: tensor}}`` with every parameter and buffer of its model
(on the CPU), through a temporary file and a rename. `compare` lists what differs between
two of them. The seam (onmt_ext.seam.ranks) hands the trainer's model to `watch`;
onmt_ext.train_worker calls `write` when OpenNMT's training returns.
"""

from __future__ import annotations

import os
from pathlib import Path

import torch

from onmt_ext.core.files.atomic_save import save_atomically

ENV_VAR = "ONMT_EXT_RANK_STATES"

# The trainer of this process, held while it trains when ENV_VAR is set (OpenNMT drops its
# model when `train_single.main` returns, before `write` runs).
_watched: list = []


def folder() -> Path | None:
    """The folder named by ONMT_EXT_RANK_STATES, None when unset or empty."""
    value = os.environ.get(ENV_VAR, "")
    return Path(value) if value else None


def watch(trainer) -> None:
    """Keep `trainer` (its `model` and `optim`) for `write`, when a folder is asked for."""
    if folder() is not None:
        _watched[:] = [trainer]


def path_of(directory: Path, rank: int) -> Path:
    return directory / f"rank{rank}.pt"


def write(rank: int) -> Path | None:
    """Write the watched trainer's model and step as `rank`'s file (and forget it); the path,
    or None when nothing was asked for or watched."""
    directory = folder()
    if directory is None or not _watched:
        return None
    trainer = _watched.pop()
    state = {name: tensor.detach().cpu().clone()
             for name, tensor in trainer.model.state_dict().items()}
    record = {"rank": rank, "step": int(trainer.optim.training_step) - 1, "model": state}
    directory.mkdir(parents=True, exist_ok=True)
    path = path_of(directory, rank)
    save_atomically(record, path)
    return path


def read(path: str | Path) -> dict:
    """A file written by `write` (``weights_only`` loading)."""
    return torch.load(path, map_location="cpu", weights_only=True)


def compare(first: dict, second: dict) -> list[str]:
    """What differs between two state dicts (name -> tensor): names in one only, and
    tensors not bit-identical (shape, dtype or a value, with the largest absolute
    difference); empty when they are the same."""
    problems = [f"{name}: only in {label}"
                for label, mine, other in (("the first", first, second),
                                           ("the second", second, first))
                for name in mine if name not in other]
    for name, tensor in first.items():
        if name not in second:
            continue
        other = second[name]
        if tensor.shape != other.shape:
            problems.append(f"{name}: shape {tuple(tensor.shape)} vs {tuple(other.shape)}")
        elif tensor.dtype != other.dtype:
            problems.append(f"{name}: dtype {tensor.dtype} vs {other.dtype}")
        elif not torch.equal(tensor, other):
            gap = (tensor.double() - other.double()).abs().max().item()
            problems.append(f"{name}: differs by up to {gap:.3g}")
    return problems
