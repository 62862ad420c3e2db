"""Average checkpoints (OpenNMT's `onmt_average_models`) under torch's weights_only loading.

    python -m onmt_ext.core.tools.average -models model_step_800.pt model_step_1000.pt \\
        -output model_avg.pt [-fp32]

OpenNMT-py 3.5.1's `onmt_average_models` calls `torch.load(path)`; with torch >= 2.6 that
defaults to `weights_only=True` and fails on every OpenNMT checkpoint ("Unsupported global:
argparse.Namespace"). This tool allow-lists exactly that type for its call
(onmt_ext.core.files.checkpoint_file.CHECKPOINT_GLOBALS), with which OpenNMT's own
`average_models` (an arithmetic mean of every model and generator tensor; vocabulary and
options from the first checkpoint, no optimiser state) works as is.

Checkpoints of different families, shapes or vocabularies are refused before averaging,
naming what differs (onmt_ext.core.checks.checkpoint_diff; onmt_ext.install() puts the same check
in front of OpenNMT's `average_models` for `onmt_average_models`).
"""

from __future__ import annotations

import argparse

from onmt_ext import compat
from onmt_ext.core.checks.checkpoint_diff import check_averageable
from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import run_command
from onmt_ext.core.files.atomic_save import save_atomically
from onmt_ext.core.files.checkpoint_file import allowing_checkpoint_globals


def average_checkpoints(paths: list[str], fp32: bool = False) -> dict:
    """OpenNMT's `average_models` over `paths` (the mean of every model/generator tensor),
    after onmt_ext.core.checks.checkpoint_diff.check_averageable: CheckpointMismatch names what
    differs."""
    if not paths:
        raise ValueError("no checkpoint to average")
    check_averageable(paths)
    with allowing_checkpoint_globals():
        return compat.onmt_average_models(list(paths), fp32)


def main(argv: list[str] | None = None) -> None:
    """The command: bad input (checkpoints that cannot be averaged, missing or damaged,
    an -output that is one of them or cannot be written) ends it with one line and exit
    status 2; the average is written through a temporary file and a rename."""
    run_command("onmt_ext average", _average_command, argv)


def _average_command(argv: list[str] | None) -> None:
    parser = argparse.ArgumentParser(prog="python -m onmt_ext.core.tools.average",
                                     description=__doc__, allow_abbrev=False,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-models", "--models", "-m", nargs="+", required=True,
                        help="checkpoints to average")
    parser.add_argument("-output", "--output", "-o", required=True, help="checkpoint to write")
    parser.add_argument("-fp32", "--fp32", "-f", action="store_true",
                        help="cast parameters to float32 first")
    args = parser.parse_args(argv)
    check_output(args.output, "-output", {f"-models {m}": m for m in args.models})
    final = average_checkpoints(args.models, args.fp32)
    save_atomically(final, args.output)
    print(f"averaged {len(args.models)} checkpoints -> {args.output}")


if __name__ == "__main__":
    main()
