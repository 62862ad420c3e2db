"""The records for OpenNMT's multi-process training on CPU ranks (`cpu_ranks: true`,
onmt_ext.core.model.cpu_ranks) and for each rank's final state (ONMT_EXT_RANK_STATES,
onmt_ext.core.model.rank_states): the functions that replace OpenNMT's, and their
declarations (`PATCHES`, joined to onmt_ext.seam.patches.PATCHES).

OpenNMT's `train()` spawns one process per entry of `gpu_ranks` and hands it the entry's
position as `device_id`; the trainer all-reduces gradients when `device_id` >= 0 and
`world_size` > 1. Everything from the spawn on stays OpenNMT's: these wrappers only keep a
CPU rank off CUDA where OpenNMT takes a rank for a CUDA device, and leave every call
unchanged without `cpu_ranks`.
"""

from __future__ import annotations

import functools

import torch.distributed

from onmt_ext.core.model import rank_states
from onmt_ext.core.model.cpu_ranks import on_cpu
from onmt_ext.seam.record import COMMANDS, FAMILIES, Patch


def _wrapping(original):
    """`functools.wraps` keeping our own `__module__` and `__qualname__` (as wrappers.py)."""
    return functools.wraps(original, assigned=("__name__", "__doc__"))


def cpu_process_setup(original):
    """`configure_process(opt, device_id)`: a CPU rank is set up as OpenNMT's CPU process
    (device -1: no `torch.cuda.set_device`, the seed without CUDA's)."""

    @_wrapping(original)
    def configure_process(opt, device_id):
        return original(opt, -1 if on_cpu(opt) else device_id)

    return configure_process


def no_gpu_for_cpu_ranks(original):
    """`use_gpu(opt)`: False for a training on CPU ranks (OpenNMT's test is a non-empty
    `gpu_ranks`), so the model and the loss stay on the CPU."""

    @_wrapping(original)
    def use_gpu(opt):
        return False if on_cpu(opt) else original(opt)

    return use_gpu


def batches_on_cpu_for_cpu_ranks(original):
    """`build_dynamic_dataset_iter(opt, ..., device_id=...)`: a CPU rank's batches on the CPU
    (OpenNMT puts them on `torch.device(device_id)`, CUDA for a rank's position >= 0). The
    data split between ranks (`stride`, `offset`) is OpenNMT's, unchanged."""

    @_wrapping(original)
    def build_dynamic_dataset_iter(opt, *args, **kwargs):
        if on_cpu(opt) and kwargs.get("device_id", -1) >= 0:
            kwargs["device_id"] = -1
        return original(opt, *args, **kwargs)

    return build_dynamic_dataset_iter


def gather_on_cpu_over_gloo(original):
    """`all_gather_list(data, max_size)`: over a gloo process group, the objects are
    gathered with torch's `all_gather_object` on the CPU (OpenNMT packs them into CUDA byte
    tensors, whatever the backend); over NCCL, OpenNMT's own."""

    @_wrapping(original)
    def all_gather_list(data, max_size=4096):
        if torch.distributed.get_backend() != "gloo":
            return original(data, max_size=max_size)
        gathered = [None] * torch.distributed.get_world_size()
        torch.distributed.all_gather_object(gathered, data)
        return gathered

    return all_gather_list


def watch_trainer_for_rank_states(original):
    """`build_trainer(...)`: the trainer it returns is kept for this rank's final state
    when ONMT_EXT_RANK_STATES asks for it (onmt_ext.core.model.rank_states)."""

    @_wrapping(original)
    def build_trainer(*args, **kwargs):
        trainer = original(*args, **kwargs)
        rank_states.watch(trainer)
        return trainer

    return build_trainer


PATCHES: tuple[Patch, ...] = (
    Patch(
        "onmt.train_single:configure_process", cpu_process_setup,
        part=FAMILIES,
        reason="With `cpu_ranks: true` each rank OpenNMT spawns is a CPU process: OpenNMT "
               "sets the rank's position in gpu_ranks as its CUDA device "
               "(`torch.cuda.set_device`); a CPU rank is set up as its CPU process is.",
        breaks_if="train_single.main stops calling the module attribute "
                  "`configure_process(opt, device_id)`.",
    ),
    Patch(
        "onmt.utils.misc:use_gpu", no_gpu_for_cpu_ranks,
        aliases=("onmt.utils:use_gpu", "onmt.model_builder:use_gpu"),
        part=FAMILIES,
        reason="OpenNMT places the model (build_model) and the loss (LossCompute.from_opts) "
               "on CUDA when gpu_ranks is not empty; with `cpu_ranks: true` gpu_ranks lists "
               "CPU ranks, so both stay on the CPU.",
        breaks_if="build_model/LossCompute stop deciding the device with `use_gpu(opt)`.",
    ),
    Patch(
        "onmt.train_single:build_dynamic_dataset_iter", batches_on_cpu_for_cpu_ranks,
        part=FAMILIES,
        reason="OpenNMT puts a rank's batches on `torch.device(device_id)`, a CUDA device "
               "for every spawned rank; with `cpu_ranks: true` they stay on the CPU.",
        breaks_if="train_single.main stops building its iterators with the name "
                  "`build_dynamic_dataset_iter(..., device_id=...)`.",
    ),
    Patch(
        "onmt.utils.distributed:all_gather_list", gather_on_cpu_over_gloo,
        part=FAMILIES,
        reason="The trainer gathers every rank's token count (each step) and statistics "
               "(each report) in CUDA byte tensors; over `gpu_backend: gloo` they are "
               "gathered on the CPU (torch.distributed.all_gather_object), so CPU ranks "
               "work.",
        breaks_if="the trainer and Statistics stop gathering through the module attribute "
                  "`onmt.utils.distributed.all_gather_list`.",
    ),
    Patch(
        "onmt.train_single:build_trainer", watch_trainer_for_rank_states,
        part=COMMANDS,
        reason="With ONMT_EXT_RANK_STATES set, every rank writes its model's parameters and "
               "buffers when training ends (OpenNMT saves rank 0's only), to check that the "
               "ranks agree (docs/gpu.md); otherwise nothing changes.",
        breaks_if="train_single.main stops building its trainer with the name "
                  "`build_trainer`, or the trainer's `model`/`optim` are renamed.",
    ),
)
