"""onmt_ext.core.model.training_metrics: the JSON-lines file, its reader and the diagnostics."""

from __future__ import annotations

import json

import pytest
from torch import nn

from onmt_ext.core.model.hooks import ExtensionModule
from onmt_ext.core.model.training_metrics import (
    MetricsLog,
    collect_diagnostics,
    metrics_path,
    read_metrics,
)


def test_path_is_beside_the_checkpoints():
    assert str(metrics_path("runs/x/model")) == "runs/x/model_metrics.jsonl"


def test_write_and_read_keep_order_and_later_duplicates_win(tmp_path):
    log = MetricsLog(tmp_path / "sub" / "m.jsonl")
    log.write({"kind": "train", "step": 2, "xent": 3.0})
    log.write({"kind": "valid", "step": 2, "ppl": float("inf")})  # no inf in JSON
    log.write({"kind": "train", "step": 4, "xent": 2.0})
    log.write({"kind": "train", "step": 4, "xent": 1.5})  # resumed at 2: step 4 again
    lines = (tmp_path / "sub" / "m.jsonl").read_text().splitlines()
    assert json.loads(lines[1]) == {"kind": "valid", "ppl": None, "step": 2}
    assert [r["xent"] for r in read_metrics(log.path, "train")] == [3.0, 1.5]
    assert [r["kind"] for r in read_metrics(log.path)] == ["train", "valid", "train"]


def test_bad_line_names_the_file_and_line(tmp_path):
    path = tmp_path / "m.jsonl"
    path.write_text('{"kind": "train", "step": 1}\n{oops\n')
    with pytest.raises(ValueError, match=r"m.jsonl line 2: not a JSON record"):
        read_metrics(path)


def test_diagnostics_are_merged_from_submodules():
    class Reporting(nn.Module, ExtensionModule):
        def __init__(self, name, value):
            super().__init__()
            self.name, self.value = name, value

        def diagnostics(self):
            return {self.name: self.value}

    model = nn.Sequential(Reporting("a", 1.0), nn.Linear(2, 2), Reporting("b", [[0.5, 0.5]]))
    assert collect_diagnostics(model) == {"a": 1.0, "b": [[0.5, 0.5]]}
    assert collect_diagnostics(None) == {}
    assert collect_diagnostics(nn.Linear(2, 2)) == {}
