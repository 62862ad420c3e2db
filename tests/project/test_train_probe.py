"""bench/gpu_kit/train_probe.py, the GPU kit's training-speed probe of the protocol
recipes, run on the CPU for 4 steps of one recipe: it trains through onmt_ext_train and
reads tokens/s and seconds a step from the metrics file, leaving out the first interval."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.cli
@pytest.mark.long(1)  # scheduled early (tests/conftest.py)
def test_probe_measures_a_recipe_on_the_cpu(tmp_path):
    if not (REPO / "work" / "multi30k" / "en-de" / "vocab.src").is_file():
        pytest.skip("no prepared Multi30k en-de (make data-en-de)")
    proc = subprocess.run(
        [sys.executable, "bench/gpu_kit/train_probe.py", "--out", str(tmp_path), "--steps", "4",
         "--report-every", "2", "--recipes", "1", "--cpu"],
        cwd=REPO, capture_output=True, text=True, timeout=600,
        env={"OMP_NUM_THREADS": "1", "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (result,) = json.loads((tmp_path / "probe.json").read_text())
    assert result["recipe"] == "recipes/aggregation/protocol/01-base.yaml"
    assert result["returncode"] == 0 and result["parallel"] is False
    assert result["train_tgt_tok_s"] > 0 and result["s_per_step"] > 0
    assert result["budget_minutes"] == round(result["s_per_step"] * 6000 / 60, 1)
    assert "| recipes/aggregation/protocol/01-base.yaml | no |" in proc.stdout
