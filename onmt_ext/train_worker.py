"""The per-process training entry point handed to OpenNMT's trainer.

onmt_ext.seam puts `per_process_main` (a PerProcessMain) in the place of
`onmt.train_single.main`, which `onmt.bin.train` hands to each training process; with more
than one GPU, OpenNMT pickles it into `spawn`-ed workers. A worker is a fresh interpreter:
`single_main` first installs onmt_ext there, the parts of the seam installed in the
process that pickled it (also when the import hook is switched off), then runs OpenNMT's
own function. Importing this module changes nothing.
"""

from __future__ import annotations


class PerProcessMain:
    """`single_main` as OpenNMT's per-process function. Pickled (OpenNMT pickles
    `partial(single_main)` into each spawned worker), it carries the parts of the seam
    installed in the pickling process at that moment, which the worker installs: a training
    started with the registration part alone (ONMT_EXT_AUTOLOAD=families, or
    `onmt_ext.install(parts=("families",))`) trains with it alone on every rank.

    parts: the parts to install; None: those installed in this process (all when none are).
    """

    def __init__(self, parts: tuple[str, ...] | None = None):
        self.parts = parts

    def __call__(self, opt, device_id: int) -> None:
        single_main(opt, device_id, parts=self.parts)

    def __reduce__(self):
        from onmt_ext import seam

        return PerProcessMain, (self.parts or seam.installed_parts() or None,)


per_process_main = PerProcessMain()  # what onmt_ext.seam puts in OpenNMT's place


def single_main(opt, device_id: int, parts: tuple[str, ...] | None = None) -> None:
    """Train on one device (`device_id` -1 for CPU), exactly as OpenNMT's `train_single`,
    once the seam's `parts` are installed (None: those installed already, all when none
    are). What follows comes with the "commands" part, when it is installed. A checkpoint
    that cannot be written (a full disk: onmt_ext.core.files.atomic_save) raises
    SaveError, which the command's boundary prints as one line (exit status 2); a
    `spawn`-ed worker, which has no such boundary, prints that line and exits 2 itself.
    With ONMT_EXT_RANK_STATES set, the rank's final model is written when training ends
    (onmt_ext.core.model.rank_states). A spawned rank stops cleanly on SIGTERM and SIGINT
    (onmt_ext.core.tools.process_cleanup)."""
    import multiprocessing

    from onmt_ext import seam
    from onmt_ext.core.errors import SaveError, report
    from onmt_ext.core.model import rank_states
    from onmt_ext.core.tools import process_cleanup

    seam.install(parts or seam.installed_parts() or seam.PARTS)
    if seam.COMMANDS not in seam.installed_parts():
        opennmt_single_main(opt, device_id)
        return
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
