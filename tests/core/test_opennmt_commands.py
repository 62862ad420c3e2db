"""OpenNMT's own commands with the extension (the import hook, onmt_ext_autoload): plain
`onmt_build_vocab`, `onmt_train` and `onmt_translate` for every family and a composed
stack, `onmt_average_models` and `onmt_release_model` on our checkpoints, and strict keys
in `onmt_train` and `python -m onmt.bin.train`."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml
from conftest import BIN, make_tiny_corpus, run_cli, tiny_config

import onmt_ext  # noqa: F401  (allow-lists the checkpoint types)

pytestmark = pytest.mark.cli  # starts console scripts

FAMILIES = {
    "mute": dict(encoder_type="mute", mute_units=2, mute_noise=["identity", "swap"]),
    "aggregate": dict(encoder_type="aggregate", decoder_type="aggregate",
                      enc_aggregate_strategy="hierarchical", enc_layers=3),
    "dense": dict(encoder_type="dense", decoder_type="dense", dense_growth_rate=16),
    "mimo": dict(encoder_type="mimo", decoder_type="mimo", mimo_cardinality=2,
                 mimo_languages=["de"], transforms=["mimo_tag"]),
    "stack": dict(encoder_type="aggregate", enc_aggregate_strategy="linear",
                  enc_layer_type="mute", mute_units=2, mute_noise=["identity", "swap"]),
}
# MIMO reads the target language from a tag; the mimo_tag transform adds it (per corpus).
MIMO_TAG = {"src_prefix": "<2de>"}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return make_tiny_corpus(tmp_path_factory.mktemp("opennmt_data"), n_train=120, n_valid=10)


def family_config(root: Path, corpus: dict, family: str) -> Path:
    keys = dict(FAMILIES[family])
    config = tiny_config(root, corpus, valid_steps=1000, save_checkpoint_steps=3, **keys)
    if family == "mimo":
        settings = yaml.safe_load(config.read_text())
        for corpus_entry in settings["data"].values():
            corpus_entry.update(MIMO_TAG)
        config.write_text(yaml.safe_dump(settings))
    return config


def source_with_blank_line(root: Path, corpus: dict) -> Path:
    lines = Path(corpus["valid_src"]).read_text().splitlines()[:3]
    path = root / "src.txt"
    path.write_text(f"{lines[0]}\n\n{lines[1]}\n{lines[2]}\n")
    return path


@pytest.mark.parametrize("family", list(FAMILIES))
def test_plain_commands_build_train_and_translate(family, corpus, tmp_path):
    config = family_config(tmp_path, corpus, family)
    run_cli("onmt_build_vocab", "-config", str(config), "-n_sample", "-1")
    train = run_cli("onmt_train", "-config", str(config))
    checkpoint = tmp_path / "run" / "model_step_6.pt"
    saved = torch.load(checkpoint, map_location="cpu", weights_only=True)["opt"]
    assert saved.encoder_type == FAMILIES[family]["encoder_type"]
    assert (tmp_path / "run" / "model_metrics.jsonl").is_file()  # the extension's file
    assert "Traceback" not in train.stderr
    assert "FutureWarning" not in train.stdout + train.stderr  # OpenNMT's torch.cuda.amp ones

    out = tmp_path / "pred.txt"
    translate = ["-model", str(checkpoint), "-src", str(source_with_blank_line(tmp_path, corpus)),
                 "-output", str(out), "-beam_size", "2", "-max_length", "8",
                 "-min_length", "1"]  # 6 steps: EOS may come first, an empty translation
    if family == "mimo":
        translate += ["-transforms", "mimo_tag", "-src_prefix", MIMO_TAG["src_prefix"]]
    run_cli("onmt_translate", *translate)
    lines = out.read_text().split("\n")
    assert len(lines) == 5 and lines[1] == "" and lines[4] == ""  # 4 lines, blank kept
    assert all(lines[i].strip() for i in (0, 2, 3))


def test_average_and_release_models(corpus, tmp_path):
    config = family_config(tmp_path, corpus, "mute")
    run_cli("onmt_build_vocab", "-config", str(config), "-n_sample", "-1")
    run_cli("onmt_train", "-config", str(config))
    first, second = tmp_path / "run" / "model_step_3.pt", tmp_path / "run" / "model_step_6.pt"
    average = tmp_path / "average.pt"
    run_cli("onmt_average_models", "-models", str(first), str(second), "-output", str(average))
    loaded = [torch.load(p, map_location="cpu", weights_only=True) for p in (first, second,
                                                                            average)]
    key = "encoder.transformer.0.unit_weights"
    torch.testing.assert_close(loaded[2]["model"][key],
                               (loaded[0]["model"][key] + loaded[1]["model"][key]) / 2)
    released = tmp_path / "released.pt"
    run_cli("onmt_release_model", "--model", str(average), "--output", str(released))
    assert torch.load(released, map_location="cpu", weights_only=True)["optim"] is None
    out = tmp_path / "pred.txt"
    run_cli("onmt_translate", "-model", str(released), "-src", corpus["valid_src"],
            "-output", str(out), "-beam_size", "2", "-max_length", "8")
    assert len(out.read_text().splitlines()) == 10


def python_module(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, OMP_NUM_THREADS="1")
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True,
                          timeout=240, env=env)


UNKNOWN_MUTE_UNIT = ("unknown option 'mute_unit' (did you mean 'mute_units'?) (from the "
                     "command line or the -config file)")


@pytest.mark.parametrize("form", ["onmt_train", "python -m onmt.bin.train"])
@pytest.mark.parametrize("where", ["config", "command line"])
def test_misspelt_extension_key_is_an_error_naming_the_closest(form, where, tmp_path):
    """Once our options are registered, argparse's prefix matching would take `mute_unit`
    for `mute_units`: it must be an error naming both, before anything is read."""
    corpus = {k: str(tmp_path / k) for k in ("train_src", "train_tgt", "valid_src",
                                             "valid_tgt")}  # never read
    keys = {"encoder_type": "mute"}
    argv = []
    if where == "config":
        keys["mute_unit"] = 4
    else:
        argv = ["-mute_unit", "4"]
    config = tiny_config(tmp_path, corpus, **keys)
    if form == "onmt_train":
        proc = run_cli("onmt_train", "-config", str(config), *argv, check=False)
    else:
        proc = python_module("onmt.bin.train", "-config", str(config), *argv)
    # the console script's boundary exits 2; `python -m` ends in Python's 1 for an uncaught
    # exception, printed as its one line by the extension's sys.excepthook
    assert proc.returncode == (2 if form == "onmt_train" else 1)
    assert proc.stderr.strip().splitlines() == [f"onmt_train: error: {UNKNOWN_MUTE_UNIT}"]


def test_unknown_opennmt_key_is_an_error_too(tmp_path):
    corpus = {k: str(tmp_path / k) for k in ("train_src", "train_tgt", "valid_src",
                                             "valid_tgt")}
    config = tiny_config(tmp_path, corpus, lerning_rate=0.1)
    proc = run_cli("onmt_train", "-config", str(config), check=False)
    assert proc.stderr.strip().splitlines() == [
        "onmt_train: error: unknown option 'lerning_rate' (did you mean 'learning_rate'?) "
        "(from the command line or the -config file)"
    ]


def test_plain_training_checks_run_before_training(corpus, tmp_path):
    """A check of the extension (here the corpus check: an empty line) stops plain
    `onmt_train` with one line, as it stops `onmt_ext_train`."""
    lines = Path(corpus["train_src"]).read_text().splitlines()
    lines[4] = ""
    broken = tmp_path / "train.src"
    broken.write_text("\n".join(lines) + "\n")
    config = tiny_config(tmp_path, {**corpus, "train_src": str(broken)}, **FAMILIES["mute"])
    proc = run_cli("onmt_train", "-config", str(config), check=False)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        f"onmt_train: error: data/corpus_1/path_src: {broken} line 5 is empty; remove or "
        "fill it (OpenNMT would otherwise drop the pair silently during training)"
    ]


def test_the_console_scripts_are_opennmt_s():
    """The commands these tests run are OpenNMT-py's launchers, not ours."""
    for name in ("onmt_build_vocab", "onmt_train", "onmt_translate", "onmt_average_models",
                 "onmt_release_model"):
        assert "from onmt.bin." in (BIN / name).read_text(), name


@pytest.mark.parametrize("command", ["onmt_translate", "onmt_ext_translate"])
def test_output_to_a_pipe_is_one_line_before_loading(command):
    """`-output /dev/stdout` piped into another command: OpenNMT's translator opens -output
    with mode "w+", which a pipe refuses (io.UnsupportedOperation, a traceback once the
    checkpoints had loaded). Refused first, in one line naming -output, exit 2, and
    nothing written to the pipe."""
    fixtures = Path(__file__).resolve().parents[1] / "fixtures" / "checkpoints"
    done = subprocess.run([str(BIN / command), "-model", str(fixtures / "mute.pt"), "-src",
                           str(fixtures / "mute.src"), "-output", "/dev/stdout"],
                          capture_output=True, text=True, timeout=240,
                          env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        f"{command}: error: -output /dev/stdout is a pipe or a terminal: OpenNMT's translator "
        "opens -output for reading and writing, which needs a file; give a file's path (e.g. "
        "-output out.txt) and read that file afterwards\n")
