"""A family's `*_fused` key: fused (batched units) or the loop over OpenNMT modules.

``true`` / ``false`` force a path. ``auto`` (the default) takes the path measured faster on
the device type (cpu, cuda) in the mode (``train``: the module is training; ``translate``:
eval mode, i.e. translation, beam search and validation), from the table of the family's
`FusedPath`, declared with the family (`Family.fused_paths`) and handed to `choose` by its
layers: the one place the choice is made. Nothing here names a family. Both paths share
parameters and checkpoints, so the choice never changes a state_dict. Features the fused
path does not reproduce still fall back to the loop (the layers' `loop_reason`), whatever
chose fused.

The choice under ``auto`` is logged once per process, key, device type and mode, with
the measurement it comes from (OpenNMT's logger), at the first forward pass of that mode.
"""

from __future__ import annotations

import types
from collections.abc import Mapping
from dataclasses import dataclass

import torch

from onmt_ext import compat
from onmt_ext.core.model.options import boolean

AUTO = "auto"
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


@dataclass(frozen=True)
class FusedPath:
    """A family's choice between its fused path and the loop: the option `key` (e.g.
    ``mute_fused``, a key of the family's options class) and the `decisions` table,
    ``(device type, mode) -> Decision``, each entry citing the measurement it comes from.

    A family declares its paths in its registration (`Family.fused_paths`); its layers pass
    theirs to `choose`. Nothing here knows a family.
    """

    key: str
    decisions: Mapping[tuple[str, str], Decision]

    def __post_init__(self):
        for device, mode in self.decisions:
            if mode not in MODES:
                raise ValueError(f"{self.key}: mode {mode!r} of ({device!r}, {mode!r}) is "
                                 f"none of {MODES}")
        object.__setattr__(self, "decisions", types.MappingProxyType(dict(self.decisions)))


# Devices without a measurement (mps, xpu, meta, ...): fused, the default before `auto`.
UNMEASURED = "no measurement on this device type: fused, the default before auto"


def mode_of(training: bool) -> str:
    return "train" if training else "translate"


def device_type(device) -> str:
    return torch.device(device).type if device is not None else "cpu"


def decide(path: FusedPath, device, training: bool) -> Decision:
    """The `auto` entry of `path` on `device` (a torch.device or its name) in the mode."""
    return path.decisions.get((device_type(device), mode_of(training)),
                              Decision(True, UNMEASURED))


@dataclass(frozen=True)
class Choice:
    """The path a layer takes: fused or not, and why (for `loop_reason` and the log)."""

    fused: bool
    reason: str


def choose(setting, path: FusedPath, device, training: bool) -> Choice:
    """The path for the value `setting` (true, false or auto) of `path.key`."""
    setting = fused_setting(setting)
    key = path.key
    if setting != AUTO:
        return Choice(setting, f"{key} is {'true' if setting else 'false'}")
    decision = decide(path, device, training)
    path = "fused" if decision.fused else "loop"
    reason = (f"{key} auto: {path} on {device_type(device)} in {mode_of(training)} mode "
              f"({decision.evidence})")
    _log_once(key, device_type(device), mode_of(training), reason)
    return Choice(decision.fused, reason)


_LOGGED: set[tuple[str, str, str]] = set()


def _log_once(key: str, device: str, mode: str, reason: str) -> None:
    if (key, device, mode) in _LOGGED:
        return
    _LOGGED.add((key, device, mode))
    compat.logger.info("%s", reason)


def forget_logged() -> None:
    """Log every choice again (tests)."""
    _LOGGED.clear()
