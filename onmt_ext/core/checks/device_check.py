"""`-gpu N` / `-gpu_ranks` / `-world_size` asked for a CUDA device: is there one?

Without this check OpenNMT fails deep inside torch ("Torch not compiled with CUDA enabled",
"invalid device ordinal") with a traceback.
"""

from __future__ import annotations

import torch

from onmt_ext.core.errors import InputError
from onmt_ext.core.model.cpu_ranks import on_cpu


class DeviceError(InputError):
    """The requested CUDA device does not exist here."""


def _available() -> str | None:
    """Why no CUDA device can be used, or None when at least one can."""
    if not torch.backends.cuda.is_built():
        return f"this torch ({torch.__version__}) is built without CUDA"
    if not torch.cuda.is_available():
        return "no CUDA device is visible (driver, CUDA_VISIBLE_DEVICES)"
    return None


def check_devices(indices: list[int], flag: str) -> None:
    """Raise DeviceError unless every CUDA device index in `indices` exists.

    `flag` is the option as the user gave it, e.g. "-gpu 0" or "gpu_ranks [0, 1]".
    """
    if not indices:
        return
    reason = _available()
    if reason is not None:
        raise DeviceError(f"{flag}: {reason}; leave the option out to run on the CPU")
    count = torch.cuda.device_count()
    bad = [i for i in indices if not 0 <= i < count]
    if bad:
        raise DeviceError(f"{flag}: no CUDA device {bad[0]}; this machine has {count}")


def check_translate(opt) -> None:
    """onmt_ext_translate: `-gpu N` (-1, the default, is the CPU)."""
    if getattr(opt, "gpu", -1) >= 0:
        check_devices([opt.gpu], f"-gpu {opt.gpu}")


def check_train(opt) -> None:
    """onmt_ext_train: `gpu_ranks` (OpenNMT trains on the CPU when it is empty).

    Ranks are global across nodes, so only the presence of CUDA is checked here. With
    `cpu_ranks: true` the ranks are CPU processes (onmt_ext.core.model.cpu_ranks): no CUDA
    is needed, and none is used.
    """
    ranks = list(getattr(opt, "gpu_ranks", None) or [])
    cpu = on_cpu(opt)
    if getattr(opt, "model_dtype", "fp32") == "fp16" and (not ranks or cpu or _available()):
        # torch switches OpenNMT's CUDA GradScaler and autocast off on the CPU
        raise DeviceError(
            "model_dtype fp16 needs a CUDA GPU (gpu_ranks); on the CPU OpenNMT would "
            "silently train in fp32: leave model_dtype at fp32"
        )
    reason = _available() if ranks and not cpu else None
    if reason is not None:
        raise DeviceError(f"gpu_ranks {ranks}: {reason}; leave gpu_ranks out to train on the "
                          "CPU, or add cpu_ranks: true to run these ranks as CPU processes")
