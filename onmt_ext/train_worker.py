"""The per-process training entry point handed to OpenNMT's trainer.

onmt_ext.seam puts `single_main` in the place of `onmt.train_single.main`, which
`onmt.bin.train` hands to each training process; with more than one GPU, OpenNMT pickles
it by name into `spawn`-ed workers. A worker is a fresh interpreter: `single_main` first
installs onmt_ext there (also when the import hook is switched off), then runs OpenNMT's
own function. Importing this module changes nothing.
"""

from __future__ import annotations


def single_main(opt, device_id: int) -> None:
    """Train on one device (`device_id` -1 for CPU), exactly as OpenNMT's `train_single`.
    A checkpoint that cannot be written (a full disk: onmt_ext.core.files.atomic_save)
    raises SaveError, which the command's boundary prints as one line (exit status 2); a
    `spawn`-ed worker, which has no such boundary, prints that line and exits 2 itself.
    With ONMT_EXT_RANK_STATES set, the rank's final model is written when training ends
    (onmt_ext.core.model.rank_states). A spawned rank stops cleanly on SIGTERM and SIGINT
    (onmt_ext.core.tools.process_cleanup)."""
    import multiprocessing

    from onmt_ext import seam
    from onmt_ext.core.errors import SaveError, report
    from onmt_ext.core.model import rank_states
    from onmt_ext.core.tools import process_cleanup

    seam.install()
    if multiprocessing.parent_process() is not None:
        # A spawned rank: the command's SIGTERM (it ends its descendants when stopped) or
        # Ctrl-C ends this rank's own children too, and runs its `finally` blocks, so a
        # checkpoint being written is removed, not left half-written (Python's default
        # SIGTERM ends the process at once).
        process_cleanup.exit_cleanly_on_signals()
    try:
        opennmt_single_main(opt, device_id)
        rank_states.write(_rank())
    except SaveError as error:
        if multiprocessing.parent_process() is None:
            raise
        report("onmt_train", error)
        raise SystemExit(2) from None


def _rank() -> int:
    """This process's rank in OpenNMT's process group (0 without one)."""
    import torch.distributed

    if torch.distributed.is_available() and torch.distributed.is_initialized():
        return torch.distributed.get_rank()
    return 0


def opennmt_single_main(opt, device_id: int) -> None:
    """OpenNMT's own `onmt.train_single.main` (the one onmt_ext.seam replaced)."""
    from onmt_ext import seam

    seam.original("onmt.train_single:main")(opt, device_id)
