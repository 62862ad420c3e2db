"""A checkpoint for warm starts only: the model, vocabulary, options and the optimiser's
step counters, without Adam's moment estimates (two thirds of an OpenNMT checkpoint).

A protocol's Base (docs/protocol.md, aggregation) is the start of every row of its table,
trained over several work periods; its selected checkpoint is committed in this form so
that a later period on a fresh machine can go on. Every row starts with fresh Adam moments
(``warm_start_from``), and ``warm_start_schedule: continue`` reads only ``optim.decay_step``,
so a warm start from the slim file is the same as from the full one (tested). It cannot
resume the Base's own training (``train_from`` needs the moments): that is refused by
OpenNMT when it finds no optimiser state.

    python -m experiments.slim_checkpoint work/runs/.../model_step_5000.pt \\
        results/aggregation-table1/01-base/seed1/model_step_5000.slim.pt
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import torch

from onmt_ext.core.files.checkpoint_file import load_checkpoint


def load(path: Path) -> dict:
    """An OpenNMT checkpoint, loaded with ``weights_only`` (its option Namespace allowed)."""
    return load_checkpoint(path, map_location="cpu")


def slim(checkpoint: dict) -> dict:
    """`checkpoint` without ``optim["optimizer"]`` (the moments); every other entry, the
    optimiser's ``training_step`` and ``decay_step`` included, kept as it is."""
    optim = checkpoint.get("optim")
    if not isinstance(optim, dict) or "decay_step" not in optim:
        raise ValueError("not a training checkpoint: no optim.decay_step")
    return {**checkpoint, "optim": {k: v for k, v in optim.items() if k != "optimizer"}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("target", type=Path)
    args = parser.parse_args(argv)
    try:
        slimmed = slim(load(args.source))
    except (OSError, ValueError, RuntimeError) as error:
        parser.error(f"{args.source}: {error}")
    args.target.parent.mkdir(parents=True, exist_ok=True)
    torch.save(slimmed, args.target)
    print(f"{args.target}: {args.target.stat().st_size / 2**20:.1f} MiB "
          f"(from {args.source.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
