"""A training cut and resumed with `-train_from` equals the uncut training bit for bit:
the quickstart recipe (MUTE + Bias + Seq., dropout, noise) at toy size through
`onmt_ext_train`, uncut for 12 steps and cut twice (at steps 4 and 8; a validation at step
6 in between), on one thread: the same weights and optimiser moments at steps 8 and 12, and
the same translations. A checkpoint saved without the state (as by an earlier onmt_ext)
still resumes, as OpenNMT does, with one line saying the resume is not exact."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml
from conftest import in_process, run_cli

import onmt_ext  # noqa: F401  (allow-lists the checkpoint types)
from onmt_ext import cli
from onmt_ext.core.model.exact_resume import STATE_KEY

pytestmark = pytest.mark.cli  # the trainings run through the console script

ROOT = Path(__file__).resolve().parents[2]
STEPS = {"train_steps": 12, "save_checkpoint_steps": 4, "valid_steps": 6, "keep_checkpoint": -1,
         "bucket_size": 150, "report_every": 4}


@pytest.fixture(scope="module")
def quickstart(tmp_path_factory):
    """The quickstart recipe on a 300-pair toy corpus (two buckets of 150 per pass, about
    two batches each: the cuts fall inside a bucket, and the corpus wraps), its vocabulary,
    and its uncut training."""
    root = tmp_path_factory.mktemp("exact_resume")
    subprocess.run([sys.executable, str(ROOT / "data" / "make_toy_corpus.py"), "--out",
                    str(root / "toy"), "--train", "300", "--valid", "20", "--test", "20"],
                   check=True, capture_output=True)
    recipe = yaml.safe_load((ROOT / "recipes" / "quickstart.yaml").read_text(encoding="utf-8"))
    recipe.update(STEPS, save_data=str(root / "vocab"), src_vocab=str(root / "vocab" / "src"),
                  tgt_vocab=str(root / "vocab" / "tgt"), log_file=str(root / "vocab.log"),
                  data={"toy": {"path_src": str(root / "toy" / "train.src"),
                                "path_tgt": str(root / "toy" / "train.tgt")},
                        "valid": {"path_src": str(root / "toy" / "valid.src"),
                                  "path_tgt": str(root / "toy" / "valid.tgt")}})
    config = root / "quickstart.yaml"
    config.write_text(yaml.safe_dump(recipe))
    in_process(cli.build_vocab, "-config", str(config), "-n_sample", "-1")
    uncut = _train(config, root / "uncut")
    return root, config, uncut


def _train(config: Path, run: Path, *extra: str) -> str:
    """`onmt_ext_train` (one thread) saving under `run/model`; its console output."""
    proc = run_cli("onmt_ext_train", "-config", str(config), "-save_model", str(run / "model"),
                   "-log_file", str(run.with_suffix(".log")), *extra)
    return proc.stdout + proc.stderr


def _load(path: Path) -> dict:
    return torch.load(path, map_location="cpu", weights_only=True)


def _differences(a: Path, b: Path) -> list[str]:
    """Names of the tensors (weights, generator, Adam's moments) that differ."""
    one, two = _load(a), _load(b)
    found = [f"{part}.{name}" for part in ("model", "generator")
             for name in one[part] if not torch.equal(one[part][name], two[part][name])]
    moments_one, moments_two = (c["optim"]["optimizer"]["state"] for c in (one, two))
    found += [f"optim.{index}.{key}" for index in moments_one for key in moments_one[index]
              if not torch.equal(torch.as_tensor(moments_one[index][key]),
                                 torch.as_tensor(moments_two[index][key]))]
    if one["optim"]["training_step"] != two["optim"]["training_step"]:
        found.append("optim.training_step")
    return found


def _translate(root: Path, model: Path, name: str) -> str:
    out = root / f"{name}.pred"
    in_process(cli.translate, "-model", str(model), "-src", str(root / "toy" / "test.src"),
               "-output", str(out), "-beam_size", "4", "-batch_size", "64")
    return out.read_text(encoding="utf-8")


def test_a_training_cut_twice_equals_the_uncut_one(quickstart):
    root, config, _ = quickstart
    cut = root / "cut"
    _train(config, cut, "-train_steps", "4")
    second = _train(config, cut, "-train_steps", "8", "-train_from",
                    str(cut / "model_step_4.pt"))
    assert f"exact resume from {cut / 'model_step_4.pt'} (step 4)" in second
    third = _train(config, cut, "-train_from", str(cut / "model_step_8.pt"))
    assert f"exact resume from {cut / 'model_step_8.pt'} (step 8)" in third
    uncut = root / "uncut"
    assert _differences(uncut / "model_step_4.pt", cut / "model_step_4.pt") == []
    assert _differences(uncut / "model_step_8.pt", cut / "model_step_8.pt") == []  # cut once
    assert _differences(uncut / "model_step_12.pt", cut / "model_step_12.pt") == []
    assert (_translate(root, uncut / "model_step_12.pt", "uncut")
            == _translate(root, cut / "model_step_12.pt", "cut"))


def test_a_checkpoint_without_the_state_resumes_as_before(quickstart):
    """Its state taken out (as an earlier onmt_ext saved it): the training resumes, says in
    one line that it is not exact, and is a different draw from the uncut training."""
    root, config, _ = quickstart
    old = root / "old"
    old.mkdir()
    checkpoint = _load(root / "uncut" / "model_step_4.pt")
    assert set(checkpoint["optim"][STATE_KEY]["ranks"]) == {0}
    del checkpoint["optim"][STATE_KEY]
    torch.save(checkpoint, old / "model_step_4.pt")
    log = in_process(cli.train, "-config", str(config), "-save_model", str(old / "model"),
                     "-train_steps", "8", "-train_from", str(old / "model_step_4.pt"),
                     "-log_file", str(old / "train.log"))
    lines = [line for line in log.splitlines() if "resume from" in line]
    assert len(lines) == 1 and lines[0].endswith(
        f"resume from {old / 'model_step_4.pt'} (step 4) is not exact: the checkpoint carries "
        "no data position or random states (saved before onmt_ext resumed exactly); a fresh "
        "data order and random state, a different draw from the uncut command")
    assert _differences(root / "uncut" / "model_step_8.pt", old / "model_step_8.pt")
    # its own checkpoints carry the state again, from the step it resumed at
    assert _load(old / "model_step_8.pt")["optim"][STATE_KEY]["start_step"] == 4
