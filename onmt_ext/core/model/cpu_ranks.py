"""`cpu_ranks`: OpenNMT's multi-process trainer with every rank a CPU process.

OpenNMT's `onmt_train` starts one process per entry of `gpu_ranks` (the global ranks this
machine runs, `world_size` in all) and uses the entry's position as the CUDA device.
With `cpu_ranks: true` the same processes, the same rendezvous (`master_ip`,
`master_port`) and the same gradient all-reduce run on the CPU, over `gpu_backend: gloo`:
several cores of one machine, or several machines without GPUs (each machine lists its
own ranks in `gpu_ranks`). The seam (onmt_ext.seam.ranks) keeps such a rank off CUDA
where OpenNMT assumes it.

With the option and an empty `gpu_ranks`, all `world_size` ranks run on this machine
(`fill_ranks`). Without it, `world_size` > 1 with an empty `gpu_ranks` would start no
process at all and exit 0 having trained nothing: refused here, naming both keys.
"""

from __future__ import annotations

from dataclasses import dataclass

from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.options import Options, option


@dataclass(frozen=True)
class CpuRankOptions(Options):
    """`cpu_ranks`, a training-time key (stored in checkpoints with the model options, read
    from the command's config: a checkpoint trained on CPU ranks resumes on GPUs and back)."""

    GROUP = "onmt_ext: training on CPU ranks"

    enabled: bool = option(
        False,
        "Run OpenNMT's multi-process training (world_size > 1) with every rank on the CPU: "
        "one process per entry of gpu_ranks, the ranks this machine runs (empty: all "
        "world_size ranks here; on two machines, [0] on the master_ip machine and [1] on "
        "the other), gradients all-reduced over gpu_backend: gloo. For several cores or "
        "several machines without GPUs.",
        key="cpu_ranks",
        flag=True,
    )

    @classmethod
    def validate(cls, opt) -> None:
        """Refuse `world_size` > 1 without ranks to run, and CPU ranks over NCCL or with
        tensor parallelism; raise OptionError naming the keys and values."""
        cls.check_values(opt)
        enabled = cls.from_opt(opt).enabled
        world_size = getattr(opt, "world_size", 1)
        ranks = list(getattr(opt, "gpu_ranks", None) or [])
        if world_size > 1 and not ranks and not enabled:
            raise OptionError(
                f"world_size is {world_size} but gpu_ranks is empty: OpenNMT starts one "
                "training process per entry of gpu_ranks, so none would train; list the "
                "ranks this machine runs in gpu_ranks (e.g. gpu_ranks: [0, 1]), one GPU "
                "each, or add cpu_ranks: true (with gpu_backend: gloo) to run them as CPU "
                "processes")
        if not enabled or world_size <= 1:
            return
        backend = getattr(opt, "gpu_backend", "nccl")
        if backend != "gloo":
            raise OptionError(
                f"cpu_ranks is true but gpu_backend is {backend!r}: {backend} connects CUDA "
                "devices only; set gpu_backend: gloo")
        mode = getattr(opt, "parallel_mode", "data_parallel")
        if mode != "data_parallel":
            raise OptionError(
                f"cpu_ranks is true but parallel_mode is {mode!r}: OpenNMT places a "
                "tensor-parallel model on CUDA devices; use parallel_mode: data_parallel")


def fill_ranks(opt) -> None:
    """With `cpu_ranks: true`, `world_size` > 1 and an empty `gpu_ranks`, every rank runs on
    this machine: `gpu_ranks` becomes 0 .. world_size - 1 (set before OpenNMT's `train()`
    counts the processes to start; onmt_ext.preflight.before_training)."""
    if on_cpu(opt) and getattr(opt, "world_size", 1) > 1 and not getattr(opt, "gpu_ranks", None):
        opt.gpu_ranks = list(range(opt.world_size))


def on_cpu(opt) -> bool:
    """Whether the ranks of the training `opt` run on the CPU (`cpu_ranks: true`); False for
    options without the key (translation, a checkpoint older than it)."""
    return CpuRankOptions.from_opt(opt).enabled
