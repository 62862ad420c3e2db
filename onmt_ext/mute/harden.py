"""`onmt_ext_harden`: round every AutoShuffle matrix M of a checkpoint to the nearest
permutation (as AutoShuffleNet, Lyu et al. 2019, does at the end of training).

MUTE's own code uses the soft M at inference; a hardened M makes the sequential
dependency (Eq. 13) an exact reordering of the units, computed as an index gather.
"""

from __future__ import annotations

import argparse

from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import CheckpointError, run_command
from onmt_ext.core.files.atomic_save import save_atomically
from onmt_ext.core.files.checkpoint_file import load_checkpoint, load_checkpoint_header
from onmt_ext.mute.autoshuffle import AutoShuffle

SUFFIX = "autoshuffle.permutation"


def harden_state(model_state: dict) -> dict[str, tuple[list[int], float]]:
    """Harden every `...autoshuffle.permutation` entry in place.

    Returns, per key, the permutation (G_i = F_perm[i]) and the Frobenius distance
    between the soft M and the permutation matrix that replaced it.
    """
    report = {}
    for key, value in model_state.items():
        if not key.endswith(SUFFIX):
            continue
        shuffle = AutoShuffle(value.size(0))
        shuffle.load_state_dict({"permutation": value.float()})
        distance = shuffle.distance_to_permutation()
        perm = shuffle.harden_()
        model_state[key] = shuffle.permutation.detach().to(value.dtype)
        report[key] = (perm.tolist(), distance)
    return report


def main(argv: list[str] | None = None) -> None:
    """The console script: `run`, a bad input as one error line with exit status 2."""
    run_command("onmt_ext_harden", run, argv)


def run(argv: list[str] | None = None) -> None:
    """`onmt_ext_harden` on `argv`; raises an InputError or OSError for bad input."""
    parser = argparse.ArgumentParser(prog="onmt_ext_harden", description=__doc__,
                                     allow_abbrev=False)
    parser.add_argument("-model", "--model", required=True, help="checkpoint to read (.pt)")
    parser.add_argument("-output", "--output", required=True, help="checkpoint to write")
    args = parser.parse_args(argv)
    load_checkpoint_header(args.model, "-model")  # a damaged file named before reading it
    check_output(args.output, "-output", {"-model": args.model})
    checkpoint = load_checkpoint(args.model, map_location="cpu")
    report = harden_state(checkpoint["model"])
    if not report:
        raise CheckpointError(f"{args.model} has no AutoShuffle matrix (was it trained with "
                              "mute_sequential?)")
    for key, (perm, distance) in report.items():
        print(f"{key}: permutation {perm} (|M - P|_F = {distance:.4f})")
    save_atomically(checkpoint, args.output)


if __name__ == "__main__":
    main()
