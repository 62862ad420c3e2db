"""`mute_fused` / `mimo_fused: auto` (onmt_ext/core/model/fused_choice.py): the decision table per
family, device type and mode, each entry citing a measurement of the repository; true/false
force a path; the choice logged once per family, device and mode; `auto` is the default in
the parsers, the help and for checkpoints saved without the key, while the bools of old
checkpoints still force their path."""

from __future__ import annotations

import argparse
import logging
import re
from pathlib import Path

import pytest
import torch

from onmt_ext import compat
from onmt_ext.core.model import fused_choice
from onmt_ext.core.model.fused_choice import AUTO, choose, decide, fused_setting
from onmt_ext.mimo.options import MimoOptions
from onmt_ext.mute.options import MuteOptions

REPO = Path(__file__).resolve().parents[2]

# The measured faster path (results/bench.md on the CPU, results/gpu-nvidia-h200/ on CUDA).
EXPECTED = {
    ("mute", "cpu", "train"): False,
    ("mute", "cpu", "translate"): False,
    ("mute", "cuda", "train"): True,
    ("mute", "cuda", "translate"): True,
    ("mimo", "cpu", "train"): False,
    ("mimo", "cpu", "translate"): True,
    ("mimo", "cuda", "train"): True,
    ("mimo", "cuda", "translate"): True,
}


@pytest.fixture(autouse=True)
def fresh_log():
    fused_choice.forget_logged()
    yield
    fused_choice.forget_logged()


def test_the_table_is_exactly_the_measured_choice():
    assert {key: d.fused for key, d in fused_choice.DECISIONS.items()} == EXPECTED


@pytest.mark.parametrize("key", list(EXPECTED), ids=["-".join(k) for k in EXPECTED])
def test_auto_takes_the_table_entry_for_the_device_and_mode(key):
    family, device, mode = key
    for name in (device, f"{device}:1") if device == "cuda" else (device,):
        got = choose(AUTO, family, torch.device(name), training=mode == "train")
        assert got.fused is EXPECTED[key]
        assert decide(family, name, mode == "train").fused is EXPECTED[key]
        path = "fused" if EXPECTED[key] else "loop"
        assert got.reason.startswith(f"{family}_fused auto: {path} on {device} in {mode} mode (")


@pytest.mark.parametrize("key", list(EXPECTED), ids=["-".join(k) for k in EXPECTED])
def test_each_entry_cites_a_measurement_of_the_repository(key):
    evidence = fused_choice.DECISIONS[key].evidence
    cited = re.findall(r"results/[\w./-]+", evidence)
    assert cited, evidence
    for path in cited:
        assert (REPO / path.rstrip(".")).exists(), path
    assert re.search(r"\d\.\d+x", evidence), evidence  # the measured numbers, not a summary


@pytest.mark.parametrize("device", ["meta", "mps"])
def test_a_device_without_measurements_keeps_the_fused_path(device):
    for family in ("mute", "mimo"):
        for training in (True, False):
            got = choose(AUTO, family, torch.device(device), training)
            assert got.fused is True and fused_choice.UNMEASURED in got.reason


@pytest.mark.parametrize("setting, fused", [(True, True), (False, False), ("true", True),
                                            ("false", False), ("no", False), ("1", True)])
def test_true_and_false_force_the_path_everywhere(setting, fused):
    for key in EXPECTED:
        family, device, mode = key
        got = choose(setting, family, torch.device(device), mode == "train")
        assert got.fused is fused
        assert got.reason == f"{family}_fused is {'true' if fused else 'false'}"


def test_setting_values():
    assert fused_setting("auto") == AUTO and fused_setting(" AUTO ") == AUTO
    assert fused_setting(True) is True and fused_setting("False") is False
    with pytest.raises(ValueError, match="expected true or false"):
        fused_setting("sometimes")
    with pytest.raises(ValueError, match="unknown family"):
        decide("dense", "cpu", True)


def test_the_choice_is_logged_once_per_family_device_and_mode(caplog):
    logging.getLogger(compat.logger.name).propagate = True
    with caplog.at_level(logging.INFO):
        for _ in range(3):
            choose(AUTO, "mimo", torch.device("cpu"), training=True)
        choose(True, "mimo", torch.device("cpu"), training=False)  # forced: nothing to say
        choose(AUTO, "mimo", torch.device("cpu"), training=False)
        choose(AUTO, "mute", torch.device("cpu"), training=True)
    lines = [r.getMessage() for r in caplog.records if "_fused auto" in r.getMessage()]
    assert len(lines) == 3
    assert lines[0] == ("mimo_fused auto: loop on cpu in train mode ("
                        + fused_choice.DECISIONS["mimo", "cpu", "train"].evidence + ")")
    assert lines[1].startswith("mimo_fused auto: fused on cpu in translate mode (")
    assert lines[2].startswith("mute_fused auto: loop on cpu in train mode (")


def test_auto_is_the_default_of_both_parsers_and_in_the_help():
    from onmt_ext.cli import parse_strict

    base = ["-data", "{}", "-src_vocab", "v"]
    opt = parse_strict("train", base)
    assert opt.mute_fused == AUTO and opt.mimo_fused == AUTO
    opt = parse_strict("train", [*base, "-mute_fused", "false", "-mimo_fused", "true"])
    assert opt.mute_fused is False and opt.mimo_fused is True
    assert parse_strict("train", [*base, "-mimo_fused", "auto"]).mimo_fused == AUTO
    help_text = " ".join(compat.extension_parser("train").format_help().split())
    for key in ("mute_fused", "mimo_fused"):
        entry = help_text[help_text.index(f"--{key} {key.upper()}, -{key} "):]
        assert "(default: auto)" in entry[:entry.index(" --", 5)]


def test_old_checkpoint_options_keep_their_path():
    """A checkpoint's saved options: the bools written before `auto` force that path; a
    checkpoint saved without the key gets the default, auto."""
    assert MuteOptions.values(argparse.Namespace(mute_fused=True))["fused"] is True
    assert MuteOptions.values(argparse.Namespace(mute_fused=False))["fused"] is False
    assert MuteOptions.values(argparse.Namespace())["fused"] == AUTO
    assert MimoOptions.values(argparse.Namespace(mimo_fused=False))["fused"] is False
    assert MimoOptions.values(argparse.Namespace())["fused"] == AUTO


@pytest.mark.cli
def test_onmt_train_help_shows_auto_as_the_default():
    """OpenNMT's own `onmt_train -h` (the import hook adds onmt_ext's options)."""
    from conftest import run_cli

    help_text = " ".join(run_cli("onmt_train", "-h").stdout.split())
    for key in ("mute_fused", "mimo_fused"):
        entry = help_text[help_text.index(f"--{key} {key.upper()}, -{key} "):]
        assert "(default: auto)" in entry[:entry.index(" --", 5)]
