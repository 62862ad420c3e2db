"""The protocol pilots: the training whose val curve sets a table's budget (docs/protocol.md).

A pilot is a table's first row (seed 1) trained longer than any budget the protocol may
choose, with val BLEU every 250 or 500 steps and every checkpoint kept. Noam's rate does
not depend on ``train_steps``, so the curve is that of any shorter budget, and
``experiments/adopt_pilot.py`` later makes its checkpoints up to the budget the table's run.

    .venv/bin/python -m experiments.pilot --list
    .venv/bin/python -m experiments.pilot densenmt --threads 2   # 1 thread by default
    .venv/bin/python -m experiments.pilot aggregation-continuation \\
        --warm-start work/runs/aggregation-table1/01-base/seed1/model_step_3500.pt

A pilot whose directory already holds checkpoints goes on from the last one
(``-train_from``: OpenNMT restores the step, the optimiser and the schedule), so the same
command resumes a pilot cut by the end of a work period (a ``--warm-start`` is then not
used again), and a finished pilot trains nothing; ``--fresh`` refuses to go on from such a
directory rather than deleting anything. The vocabulary is built first when the recipe's is
missing. Every run is one piece in ``<directory>/pieces.json``
(``experiments/record_piece.py``: command, commit, threads, device, wall time, load).
Arguments after ``--`` are passed to ``onmt_ext_train``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import yaml

from experiments.context import BIN, REPO, checkpoints, show, step_of, vocab_missing
from experiments.record_piece import run_piece


@dataclass(frozen=True)
class Pilot:
    """One pilot: the recipe, how far it trains, where it writes, what it decides."""

    name: str
    recipe: str            # relative to the repository root
    steps: int             # train_steps: past the largest budget the protocol may choose
    directory: str         # checkpoints, model_metrics.jsonl, pieces.json
    decides: str           # the docs/protocol.md section it serves
    flags: tuple[str, ...] = ()
    warm_start: bool = False  # starts from another run's checkpoint (--warm-start)


#: The noam factors of MIMO Table 1's deep-row pilots (1.0: Table 1's own).
DEEP_PILOT_FACTORS = ("1.0", "0.5", "0.25")

PILOTS: dict[str, Pilot] = {p.name: p for p in (
    Pilot("aggregation", "recipes/aggregation/protocol/01-base.yaml", 6000,
          "work/pilot/aggregation-base",
          "Aggregation Table 1: the Base's budget (the checkpoint every row continues from)"),
    # hierarchical aggregation replaces the Base's output with fresh AGG nodes: the
    # slowest row to recover sets the continuation budget C (1,000-3,000)
    Pilot("aggregation-continuation", "recipes/aggregation/protocol/05-hierarchical.yaml",
          3000, "work/pilot/aggregation-hierarchical",
          "Aggregation Table 1: the continuation budget, from the Base's selected checkpoint",
          flags=("-seed", "1"), warm_start=True),
    Pilot("densenmt", "recipes/densenmt/protocol/base.yaml", 6000, "work/pilot/densenmt-base",
          "DenseNMT Table 2: the budget B, from BASE"),
    Pilot("mimo", "recipes/mimo/protocol/transformer.yaml", 6000, "work/pilot/mimo-transformer",
          "MIMO Table 1: the budget, from the multilingual Transformer on val.mixed"),
    # the width given, as for d 192: the pilot stays d 128 if the recipe's width changes
    Pilot("relative-d128", "recipes/mute/protocol/transformer-relative.yaml", 8000,
          "work/pilot/relative-d128", "MUTE Table 2: the budget, from + Relative at d 128",
          flags=("-hidden_size", "128", "-word_vec_size", "128", "-transformer_ff", "512")),
    # the archived d 192 protocol (table mute-table2-d192): the recipe as it now is, at the
    # old width
    Pilot("relative-d192", "recipes/mute/protocol/transformer-relative.yaml", 4000,
          "work/pilot/relative-d192", "the archived d 192 MUTE table's budget",
          flags=("-hidden_size", "192", "-word_vec_size", "192", "-transformer_ff", "768")),
) + tuple(
    # MIMO Table 1's learning-rate pilots: each row's recipe with the bilingual tables'
    # `normalization: tokens`, 500 steps (the noam peak is at step 400, where the first MIMO
    # runs stalled at 28-30% accuracy), at two noam factors; compared on training loss at
    # equal steps (experiments/lr_pilots.py)
    Pilot(f"mimo-lr-{row}-f{factor}", f"recipes/mimo/protocol/{row}.yaml", 500,
          f"work/pilot/mimo-lr/{row}-f{factor}",
          "MIMO Table 1: each row's learning rate with tokens normalisation",
          flags=("-normalization", "tokens", "-learning_rate", factor, "-valid_steps", "100000",
                 "-save_checkpoint_steps", "500", "-keep_checkpoint", "1", "-seed", "1",
                 "-log_file", f"work/pilot/mimo-lr/{row}-f{factor}/train.log"))
    for row in ("transformer", "transformer-deep", "mimo") for factor in ("1.0", "0.5")
) + tuple(
    # MIMO Table 1's deep row past the point where the 3 + 3 model starts to translate
    # (val BLEU leaves 1.5 between steps 1,000 and 1,500): 2,000 steps, tokens normalisation,
    # three noam factors; a checkpoint every 250 steps so that a cut pilot goes on from it
    # (docs/protocol.md, "MIMO Table 1 again"; the evidence queue trains them)
    Pilot(f"mimo-deep-f{factor}", "recipes/mimo/protocol/transformer-deep.yaml", 2000,
          f"work/pilot/mimo-deep/f{factor}",
          "MIMO Table 1: whether the deep row trains, and at which rate",
          flags=("-normalization", "tokens", "-learning_rate", factor, "-valid_steps", "100000",
                 "-save_checkpoint_steps", "250", "-keep_checkpoint", "1", "-seed", "1",
                 "-log_file", f"work/pilot/mimo-deep/f{factor}/train.log"))
    for factor in DEEP_PILOT_FACTORS
)}


class PilotFinished(Exception):
    """The pilot's directory already holds its last checkpoint: nothing to train."""


def get_pilot(name: str) -> Pilot:
    """The pilot called `name`; a ValueError naming the known pilots otherwise."""
    if name not in PILOTS:
        raise ValueError(f"unknown pilot {name!r}; the pilots are: {', '.join(PILOTS)}")
    return PILOTS[name]


def last_checkpoint(directory: Path) -> Path | None:
    """The checkpoint of the highest step in `directory` (by step, not by name), or None."""
    found = checkpoints(directory)
    return found[-1] if found else None


def training_command(pilot: Pilot, root: Path = REPO, warm_start: str | None = None,
                     extra: tuple[str, ...] = (), fresh: bool = False) -> list[str]:
    """The ``onmt_ext_train`` command of the pilot's next piece: from its last checkpoint if
    its directory has one, else from scratch (or from `warm_start`)."""
    directory = root / pilot.directory
    resume = last_checkpoint(directory)
    if resume is not None and step_of(resume) >= pilot.steps:
        raise PilotFinished(f"pilot {pilot.name!r} has finished: {pilot.directory} holds "
                            f"{resume.name} ({pilot.steps} steps)")
    if resume is not None and fresh:
        raise ValueError(f"--fresh: {pilot.directory} already holds checkpoints (the last is "
                         f"{resume.name}); move them away to start the pilot over")
    command = [str(BIN / "onmt_ext_train"), "-config", pilot.recipe, *pilot.flags,
               "-train_steps", str(pilot.steps),
               "-save_model", f"{pilot.directory}/model", "-save_data", pilot.directory]
    if resume is not None:
        # train_from restores the step, optimiser and schedule, and the weights a warm start
        # gave the first piece: the warm start is not used again (main says so)
        return [*command, "-train_from", str(resume.relative_to(root)), *extra]
    if pilot.warm_start:
        if not warm_start:
            raise ValueError(f"pilot {pilot.name!r} starts from another run's checkpoint: "
                             "give it with --warm-start PATH")
        if not (root / warm_start).is_file():
            raise ValueError(f"--warm-start {warm_start}: no such file")
        command += ["-warm_start_from", warm_start]
    elif warm_start:
        raise ValueError(f"--warm-start: pilot {pilot.name!r} trains from scratch")
    return [*command, *extra]


def vocab_command(pilot: Pilot, root: Path = REPO) -> list[str] | None:
    """The command building the recipe's vocabulary when a file of it is missing, else None."""
    config = yaml.safe_load((root / pilot.recipe).read_text(encoding="utf-8"))
    if not vocab_missing(config, root):
        return None
    return [str(BIN / "onmt_ext_build_vocab"), "-config", pilot.recipe, "-n_sample", "-1"]


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1:]
    parser = argparse.ArgumentParser(prog="python -m experiments.pilot",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("name", nargs="?", help="the pilot (--list shows them)")
    parser.add_argument("--list", action="store_true", help="list the pilots and exit")
    parser.add_argument("--threads", type=int, default=1,
                        help="OMP_NUM_THREADS of the training (default 1; 2 on an idle machine)")
    parser.add_argument("--warm-start", help="the checkpoint a warm-start pilot starts from")
    parser.add_argument("--fresh", action="store_true",
                        help="refuse to go on from checkpoints already in the directory")
    parser.add_argument("--dry-run", action="store_true", help="print the commands only")
    args = parser.parse_args(argv)
    if args.list:
        for pilot in PILOTS.values():
            print(f"{pilot.name:26s} {pilot.steps:5d} steps  {pilot.recipe}\n"
                  f"{'':26s} {pilot.decides}")
        return 0
    if not args.name:
        parser.error(f"name a pilot: {', '.join(PILOTS)} (--list says what each decides)")
    if args.threads < 1:
        parser.error(f"--threads {args.threads}: at least 1")
    try:
        pilot = get_pilot(args.name)
        command = training_command(pilot, REPO, warm_start=args.warm_start, extra=tuple(extra),
                                   fresh=args.fresh)
    except PilotFinished as done:
        print(done)
        return 0
    except ValueError as err:
        parser.error(str(err))
    if "-train_from" in command:
        print(f"pilot {pilot.name!r} goes on from {command[command.index('-train_from') + 1]}"
              + (" (its weights came from its warm start: --warm-start is not used again)"
                 if args.warm_start else ""))
    vocab = vocab_command(pilot, REPO)
    if args.dry_run:
        for cmd in (vocab, command):
            if cmd:
                print(f"OMP_NUM_THREADS={args.threads} {show([Path(cmd[0]).name, *cmd[1:]])}")
        return 0
    if not Path(command[0]).is_file():
        parser.error(f"{command[0]}: not found; run with the virtualenv's python "
                     "(.venv/bin/python, `make venv`)")
    os.chdir(REPO)  # the recipes' paths are relative to the repository root
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    if vocab:
        built = subprocess.run(vocab, check=False)
        if built.returncode:
            print(f"the vocabulary of {pilot.recipe} could not be built "
                  f"({show(vocab)}: exit {built.returncode})", file=sys.stderr)
            return built.returncode
    return run_piece(REPO / pilot.directory, command)


if __name__ == "__main__":
    sys.exit(main())
