"""`-gpu` / `gpu_ranks` / `model_dtype fp16` against the CUDA devices there are
(onmt_ext.core.checks.device_check), on any machine: torch's answers are replaced, so the
CPU-only, no-device-visible and too-few-devices cases all run here and on a GPU machine."""

from __future__ import annotations

from argparse import Namespace

import pytest
import torch

from onmt_ext.core.checks import device_check
from onmt_ext.core.checks.device_check import DeviceError, check_train, check_translate
from onmt_ext.core.errors import InputError

CPU_BUILD = "this torch ({}) is built without CUDA"
HIDDEN = "no CUDA device is visible (driver, CUDA_VISIBLE_DEVICES)"


@pytest.fixture
def machine(monkeypatch):
    """`machine(built, devices)`: torch built with CUDA or not, and that many devices
    visible (0: torch.cuda.is_available() is False)."""

    def make(built: bool, devices: int) -> None:
        monkeypatch.setattr(torch.backends.cuda, "is_built", lambda: built)
        monkeypatch.setattr(torch.cuda, "is_available", lambda: built and devices > 0)
        monkeypatch.setattr(torch.cuda, "device_count", lambda: devices if built else 0)

    return make


def refused(call, opt) -> str:
    with pytest.raises(DeviceError) as caught:
        call(opt)
    assert isinstance(caught.value, InputError)  # a user's mistake: one line, no traceback
    return str(caught.value)


def translation(gpu: int) -> Namespace:
    return Namespace(gpu=gpu)


def training(ranks, dtype: str = "fp32") -> Namespace:
    return Namespace(gpu_ranks=ranks, model_dtype=dtype)


@pytest.mark.parametrize("built", [False, True])
def test_the_cpu_needs_no_device(machine, built):
    machine(built, 0)
    check_translate(translation(-1))
    check_translate(Namespace())  # a translation without the key: the CPU
    check_train(training([]))
    check_train(training(None))
    check_train(Namespace())


def test_translate_on_a_cpu_only_torch(machine):
    machine(False, 0)
    assert refused(check_translate, translation(0)) == (
        f"-gpu 0: {CPU_BUILD.format(torch.__version__)}; leave the option out to run on "
        "the CPU")


def test_translate_with_no_device_visible(machine):
    machine(True, 0)
    assert refused(check_translate, translation(1)) == (
        f"-gpu 1: {HIDDEN}; leave the option out to run on the CPU")


@pytest.mark.parametrize(("gpu", "devices"), [(0, 1), (1, 2), (7, 8)])
def test_translate_on_a_device_that_exists(machine, gpu, devices):
    machine(True, devices)
    check_translate(translation(gpu))


@pytest.mark.parametrize(("gpu", "devices"), [(1, 1), (2, 2), (8, 8)])
def test_translate_on_a_device_past_the_last(machine, gpu, devices):
    machine(True, devices)
    assert refused(check_translate, translation(gpu)) == (
        f"-gpu {gpu}: no CUDA device {gpu}; this machine has {devices}")


def test_check_devices_names_the_first_missing_index(machine):
    machine(True, 2)
    device_check.check_devices([0, 1], "x")
    with pytest.raises(DeviceError, match=r"^gpu_ranks \[0, 3, 5\]: no CUDA device 3; "
                                          r"this machine has 2$"):
        device_check.check_devices([0, 3, 5], "gpu_ranks [0, 3, 5]")


def test_train_ranks_on_a_cpu_only_torch(machine):
    machine(False, 0)
    assert refused(check_train, training([0, 1])) == (
        f"gpu_ranks [0, 1]: {CPU_BUILD.format(torch.__version__)}; leave gpu_ranks out to "
        "train on the CPU, or add cpu_ranks: true to run these ranks as CPU processes")


def test_train_ranks_with_no_device_visible(machine):
    machine(True, 0)
    assert refused(check_train, training([0])) == (
        f"gpu_ranks [0]: {HIDDEN}; leave gpu_ranks out to train on the CPU, or add "
        "cpu_ranks: true to run these ranks as CPU processes")


def test_train_ranks_are_global_so_only_cuda_itself_is_checked(machine):
    """Rank 3 of a 2-node run lives on the other node: one local device is enough."""
    machine(True, 1)
    check_train(training([0, 1, 2, 3]))
    check_train(training([0, 1], dtype="fp16"))


FP16 = ("model_dtype fp16 needs a CUDA GPU (gpu_ranks); on the CPU OpenNMT would silently "
        "train in fp32: leave model_dtype at fp32")


@pytest.mark.parametrize(
    ("built", "devices", "ranks"),
    [(True, 2, []), (True, 2, None), (True, 0, [0]), (False, 0, [0])],
    ids=["cuda-but-no-ranks", "cuda-ranks-none", "ranks-no-device", "ranks-cpu-torch"],
)
def test_fp16_needs_a_gpu_to_train_on(machine, built, devices, ranks):
    """fp16 without a GPU to train on is said as such, before the rank check."""
    machine(built, devices)
    assert refused(check_train, training(ranks, dtype="fp16")) == FP16


@pytest.mark.parametrize("built", [False, True])
def test_cpu_ranks_need_no_cuda(machine, built):
    """`cpu_ranks: true`: the gpu_ranks are CPU processes, on a CPU-only torch too."""
    machine(built, 0)
    check_train(Namespace(gpu_ranks=[0, 1], model_dtype="fp32", cpu_ranks=True))


def test_fp16_on_cpu_ranks_is_refused_even_with_a_gpu(machine):
    machine(True, 2)
    assert refused(check_train, Namespace(gpu_ranks=[0, 1], model_dtype="fp16",
                                          cpu_ranks=True)) == FP16
