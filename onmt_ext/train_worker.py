"""The per-process training entry point handed to OpenNMT's trainer.

OpenNMT pickles this function into `spawn`-ed multi-GPU workers. Importing this module
imports its package `onmt_ext` first, so every worker registers our encoders, options and
hooks (onmt_ext.install) before it unpickles the options or builds the model.
"""

from onmt_ext import compat


def single_main(opt, device_id: int) -> None:
    """Train on one device (`device_id` -1 for CPU), exactly as OpenNMT's `train_single`."""
    compat.onmt_single_main(opt, device_id)
