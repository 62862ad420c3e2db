"""A plain OpenNMT configuration trains bit-identically with the extension loaded (the
import hook) and without it (ONMT_EXT_AUTOLOAD=0): the same losses at every report, the
same checkpoint tensors (model, generator and optimiser state; the extension's only
addition is its exact-resume state in the optimiser's entry)."""

from __future__ import annotations

import os
import re
import subprocess

import pytest
import torch
from conftest import BIN, make_tiny_corpus, tiny_config

from onmt_ext.core.model.exact_resume import STATE_KEY

pytestmark = pytest.mark.cli  # starts console scripts

# OpenNMT's report line: "Step 2/6; acc: 3.1; ppl: 64.2; xent: 4.16; lr: 0.00200; sents: ..."
REPORT = re.compile(r"Step\s+(\d+)/\s*\d+; acc:\s*([\d.]+); ppl:\s*([\d.]+); xent:\s*([\d.]+); "
                    r"lr: ([\d.e-]+)")


def reports(log: str) -> list[tuple[str, ...]]:
    return REPORT.findall(log)


def test_reports_reads_opennmt_report_lines():
    line = ("[2026-01-01 00:00:00,000 INFO] Step  2/    6; acc: 6.1; ppl:  45.9; xent: 3.8; "
            "lr: 0.00200; sents:      42; bsz:  118/ 140/21; 954/1123 tok/s;      0 sec;")
    assert reports(line) == [("2", "6.1", "45.9", "3.8", "0.00200")]


def train(root, corpus, autoload: str) -> tuple[str, dict]:
    config = tiny_config(root, corpus, valid_steps=3)
    env = dict(os.environ, OMP_NUM_THREADS="1", ONMT_EXT_AUTOLOAD=autoload)
    for command in (["onmt_build_vocab", "-n_sample", "-1"], ["onmt_train"]):
        proc = subprocess.run([str(BIN / command[0]), "-config", str(config), *command[1:]],
                              capture_output=True, text=True, timeout=400, env=env)
        assert proc.returncode == 0, proc.stderr[-3000:]
    checkpoint = torch.load(root / "run" / "model_step_6.pt", map_location="cpu",
                            weights_only=True)
    return proc.stdout + proc.stderr, checkpoint


def tensors(tree, prefix: str = "") -> dict[str, torch.Tensor]:
    """Every tensor in nested dicts/lists, by its path."""
    if isinstance(tree, torch.Tensor):
        return {prefix: tree}
    items = tree.items() if isinstance(tree, dict) else \
        enumerate(tree) if isinstance(tree, list | tuple) else []
    found = {}
    for key, value in items:
        found.update(tensors(value, f"{prefix}/{key}"))
    return found


def test_plain_transformer_trains_the_same_with_and_without_the_extension(tmp_path):
    corpus = make_tiny_corpus(tmp_path / "data", n_train=200, n_valid=20)
    (tmp_path / "on").mkdir()
    (tmp_path / "off").mkdir()
    log_on, on = train(tmp_path / "on", corpus, "1")
    log_off, off = train(tmp_path / "off", corpus, "0")
    assert (tmp_path / "on" / "run" / "model_metrics.jsonl").is_file()  # the hook was on
    assert not (tmp_path / "off" / "run" / "model_metrics.jsonl").exists()  # and off
    assert len(reports(log_on)) == 3 and reports(log_on) == reports(log_off)
    # the extension adds its exact-resume state to the optimiser's entry, and nothing else
    assert STATE_KEY in on["optim"] and STATE_KEY not in off["optim"]
    del on["optim"][STATE_KEY]
    for part in ("model", "generator", "optim"):
        got, want = tensors(on[part]), tensors(off[part])
        assert got.keys() == want.keys() and got, part
        different = [k for k in got if not torch.equal(got[k], want[k])]
        assert not different, (part, different[:5])
