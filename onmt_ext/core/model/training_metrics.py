"""Structured training metrics: one JSON object per line, beside the checkpoints.

OpenNMT reports training and validation statistics as log text. Analyses (the experiment
runner, figures) need numbers, so every report also appends a record to
``<save_model>_metrics.jsonl`` (rank 0 only; appended to on ``train_from``):

* ``{"kind": "train", "step", "lr", "xent", "ppl", "acc", "n_words", "n_src_words",
  "elapsed_s", "aux": {name: unweighted mean over the interval},
  "diagnostics": {name: value}}`` every ``report_every`` steps;
* ``{"kind": "valid", "step", "xent", "ppl", "acc", "metrics": {"BLEU": ...}}`` at every
  validation (``metrics``: OpenNMT's ``valid_metrics``, when asked for).

Diagnostics come from modules of the model that implement ``diagnostics() -> dict``, and from
layers that define ``layer_diagnostics() -> dict``, gathered into one list per key in the
order of the layers (e.g. MUTE layers, in any stack: ``alpha`` = the unit weights of each
layer, ``autoshuffle_distance`` = the distance of each layer's AutoShuffle matrix to the
nearest permutation); read at report time from the current parameters. Values are numbers
or (nested) lists of numbers. Pure Python and torch: the OpenNMT side (the report manager
that calls :meth:`MetricsLog.write`) is onmt_ext.core.model.metrics_report.
"""

from __future__ import annotations

import json
import math
import weakref
from pathlib import Path

import torch

from onmt_ext.core.files.atomic_save import replace_text
from onmt_ext.core.model import process_state
from onmt_ext.core.model.hooks import hooks_of

SUFFIX = "_metrics.jsonl"

_model_ref: weakref.ReferenceType | None = None


def metrics_path(save_model: str) -> Path:
    """``<save_model>_metrics.jsonl``, beside OpenNMT's ``<save_model>_step_N.pt``."""
    return Path(f"{save_model}{SUFFIX}")


def bind_model(model: torch.nn.Module) -> None:
    """Remember the model being trained in this process (weakly) for its diagnostics,
    until `onmt_ext.uninstall()` (onmt_ext.core.model.process_state)."""
    global _model_ref
    _model_ref = weakref.ref(model)
    process_state.on_restore(_forget_model)


def _forget_model() -> None:
    global _model_ref
    _model_ref = None


def bound_model() -> torch.nn.Module | None:
    return _model_ref() if _model_ref is not None else None


def collect_diagnostics(model: torch.nn.Module | None) -> dict:
    """Merge the ``diagnostics()`` of every submodule that implements it (later keys win),
    and the ``layer_diagnostics()`` of the layers, one list per key in module order
    (onmt_ext.core.model.hooks.ExtensionModule)."""
    found: dict = {}
    if model is None:
        return found
    per_layer: dict[str, list] = {}
    for _, offer in hooks_of(model, "diagnostics"):
        found.update(offer())
    for _, layer_offer in hooks_of(model, "layer_diagnostics"):
        for key, value in layer_offer().items():
            per_layer.setdefault(key, []).append(value)
    clash = found.keys() & per_layer.keys()
    if clash:  # two meanings under one name in the metrics file
        raise ValueError(f"diagnostics {sorted(clash)} come from a module and from layers")
    found.update(per_layer)
    return found


def _finite(value):
    """JSON has no NaN/inf: write them as null (the record stays valid JSON)."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value


def flat_scalars(values: dict, prefix: str = ""):
    """(name, number) pairs of nested lists: alpha[[..], [..]] -> alpha/0/1, ..."""
    for key, value in values.items():
        name = f"{prefix}{key}"
        if isinstance(value, list | tuple):
            yield from flat_scalars({str(i): v for i, v in enumerate(value)}, f"{name}/")
        elif isinstance(value, int | float):
            yield name, value


class MetricsLog:
    """JSON-lines file of training records, one appended per `write`. The file is rewritten
    whole to a temporary file and renamed (onmt_ext.core.files.atomic_save), so a crash or a full
    disk never leaves half a record; a resumed run keeps the records already there."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._text = self.path.read_text(encoding="utf-8") if self.path.exists() else ""
        if not self._text.endswith("\n"):  # half a record, cut by a crash of an older version
            self._text = self._text[: self._text.rfind("\n") + 1]

    def write(self, record: dict) -> None:
        text = self._text + json.dumps(_finite(record), sort_keys=True) + "\n"
        replace_text(self.path, text)
        self._text = text


def read_metrics(path: str | Path, kind: str | None = None) -> list[dict]:
    """Records of a metrics file in order (only those of `kind` if given).

    After a resumed run (``train_from``) a step may appear twice; the later record wins.
    """
    by_key: dict[tuple, dict] = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                raise ValueError(f"{path} line {number}: not a JSON record ({error})") from None
            if kind is None or record.get("kind") == kind:
                by_key[(record.get("kind"), record.get("step"))] = record
    return sorted(by_key.values(), key=lambda r: (r.get("step", 0), r.get("kind", "")))
