"""`mute_fused` / `mimo_fused`: fused (batched units) or the loop over OpenNMT modules.

``true`` / ``false`` force a path. ``auto`` (the default) takes the path measured faster on
the device type (cpu, cuda) in the mode (``train``: the module is training; ``translate``:
eval mode, i.e. translation, beam search and validation), from `DECISIONS` below, the one
place the choice is made. Both paths share parameters and checkpoints, so the choice
never changes a state_dict. Features the fused path does not reproduce still fall back to
the loop (the layers' `loop_reason`), whatever chose fused.

The choice under ``auto`` is logged once per process, family, device type and mode, with
the measurement it comes from (OpenNMT's logger), at the first forward pass of that mode.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from onmt_ext import compat
from onmt_ext.core.model.options import boolean

AUTO = "auto"
FAMILIES = ("mute", "mimo")
MODES = ("train", "translate")


def fused_setting(value) -> bool | str:
    """The value of a `*_fused` key: ``"auto"``, or true/false (YAML booleans, words, or the
    bools of an old checkpoint's saved options)."""
    if isinstance(value, str) and value.strip().lower() == AUTO:
        return AUTO
    return boolean(value)


@dataclass(frozen=True)
class Decision:
    """One entry of the table: the path, and the measurement it comes from."""

    fused: bool
    evidence: str


# (family, device type, mode) -> the faster path as measured. CPU: results/bench.md and
# results/bench.json (2-core Intel Xeon, d 256), MIMO re-measured with 6 samples a mode in
# results/bench-mimo-deep/; CUDA: results/gpu-nvidia-h200/ (one H200; README.md,
# bench-d256.md, bench-d512.md).
DECISIONS: dict[tuple[str, str, str], Decision] = {
    ("mute", "cpu", "train"): Decision(
        False,
        "results/bench.md (CPU): MUTE-4 training step time 1.91x the baseline's as a loop, "
        "2.09x fused; head to head fused / loop 1.15 [1.09, 1.23]",
    ),
    ("mute", "cpu", "translate"): Decision(
        False,
        "results/bench.md (CPU): MUTE-4 beam-4 throughput 0.85x the baseline's as a loop, "
        "0.83x fused; head to head fused / loop 0.995 [0.975, 1.010], greedy 0.986 (a tie: "
        "the loop, as in training)",
    ),
    ("mute", "cuda", "train"): Decision(
        True,
        "results/gpu-nvidia-h200 (H200): MUTE-4 training step time fused / loop 0.64x at "
        "d 256 (bench-d256.md), 0.92x at d 512 (bench-d512.md)",
    ),
    ("mute", "cuda", "translate"): Decision(
        True,
        "results/gpu-nvidia-h200 (H200): MUTE-4 beam-4 throughput fused / loop 1.07x at "
        "d 256 (bench-d256.md), 1.06x at d 512 (bench-d512.md)",
    ),
    ("mimo", "cpu", "train"): Decision(
        False,
        "results/bench-mimo-deep (CPU, 6 samples): MIMO 3 x 4 training speed 0.88x the deep "
        "model's as a loop, 0.85x fused (6 x 4, d 128: 0.89x vs 0.88x); results/bench.md: "
        "0.89x vs 0.79x",
    ),
    ("mimo", "cpu", "translate"): Decision(
        True,
        "results/bench-mimo-deep (CPU, 6 samples): MIMO 3 x 4 beam-4 speed 1.15x the deep "
        "model's fused, 0.89x as a loop (6 x 4, d 128: 1.33x vs 0.89x)",
    ),
    ("mimo", "cuda", "train"): Decision(
        True,
        "results/gpu-nvidia-h200 (H200): MIMO training speed vs the deep model fused 1.69x / "
        "loop 0.82x (3 x 4, d 256), fused 0.98x / loop 0.82x (6 x 4, d 512)",
    ),
    ("mimo", "cuda", "translate"): Decision(
        True,
        "results/gpu-nvidia-h200 (H200): MIMO beam-4 speed vs the deep model fused 2.39x / "
        "loop 0.84x (3 x 4, d 256), fused 2.37x / loop 0.96x (6 x 4, d 512)",
    ),
}
# Devices without a measurement (mps, xpu, meta, ...): fused, the default before `auto`.
UNMEASURED = "no measurement on this device type: fused, the default before auto"


def mode_of(training: bool) -> str:
    return "train" if training else "translate"


def device_type(device) -> str:
    return torch.device(device).type if device is not None else "cpu"


def decide(family: str, device, training: bool) -> Decision:
    """The `auto` entry for `family` on `device` (a torch.device or its name) in the mode."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; expected one of {FAMILIES}")
    return DECISIONS.get((family, device_type(device), mode_of(training)),
                         Decision(True, UNMEASURED))


@dataclass(frozen=True)
class Choice:
    """The path a layer takes: fused or not, and why (for `loop_reason` and the log)."""

    fused: bool
    reason: str


def choose(setting, family: str, device, training: bool) -> Choice:
    """The path for the `{family}_fused` value `setting` (true, false or auto)."""
    setting = fused_setting(setting)
    key = f"{family}_fused"
    if setting != AUTO:
        return Choice(setting, f"{key} is {'true' if setting else 'false'}")
    decision = decide(family, device, training)
    path = "fused" if decision.fused else "loop"
    reason = (f"{key} auto: {path} on {device_type(device)} in {mode_of(training)} mode "
              f"({decision.evidence})")
    _log_once(family, device_type(device), mode_of(training), reason)
    return Choice(decision.fused, reason)


_LOGGED: set[tuple[str, str, str]] = set()


def _log_once(family: str, device: str, mode: str, reason: str) -> None:
    if (family, device, mode) in _LOGGED:
        return
    _LOGGED.add((family, device, mode))
    compat.logger.info("%s", reason)


def forget_logged() -> None:
    """Log every choice again (tests)."""
    _LOGGED.clear()
