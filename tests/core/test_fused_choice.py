"""`*_fused: auto` (onmt_ext/core/model/fused_choice.py, the tables declared by the families
in their registration): models built with `auto` take, in every layer, the path the table
promises for the device type and mode, and say why; each entry cites a measurement of the
repository; true/false force a path; a device without an entry keeps the fused path; the
choice is logged once per key, device and mode; `auto` is the default in the parsers, the
help and for checkpoints saved without the key, while the bools of old checkpoints still
force their path."""

from __future__ import annotations

import argparse
import logging
import re
from pathlib import Path

import pytest
import torch
from support import MIMO, dense_build_model, mimo_build_model

from onmt_ext import compat, registry
from onmt_ext.core.model import fused_choice
from onmt_ext.core.model.fused_choice import AUTO, Decision, FusedPath, choose, fused_setting
from onmt_ext.mimo.options import MimoOptions
from onmt_ext.mute.options import MuteOptions

REPO = Path(__file__).resolve().parents[2]

# A small model whose layers follow each registered fused path (`setting` for its key).
BUILDERS = {
    "mute_fused": lambda setting: dense_build_model(
        encoder_type="mute", decoder_type="transformer", mute_units=2, mute_fused=setting,
        max_relative_positions=8, hidden_size=16, word_vec_size=16, transformer_ff=32, heads=2,
        enc_layers=2, dec_layers=1),
    "mimo_fused": lambda setting: mimo_build_model(**MIMO, mimo_cardinality=2,
                                                   mimo_fused=setting),
}
ENTRIES = [(key, device, mode) for key, path in sorted(registry.fused_paths().items())
           for device, mode in sorted(path.decisions)]


@pytest.fixture(autouse=True)
def fresh_log():
    fused_choice.forget_logged()
    yield
    fused_choice.forget_logged()


def layers_following(model) -> list:
    """The layers that choose between the fused path and the loop."""
    layers = [m for m in model.modules() if callable(getattr(m, "loop_reason", None))]
    assert len(layers) >= 2, model
    return layers


def test_every_registered_fused_path_has_a_model_here():
    assert set(registry.fused_paths()) == set(BUILDERS)
    assert {key for key, _, _ in ENTRIES} == set(BUILDERS)


# What the family pages (docs/mute.md, docs/mimo.md: the `*_fused` rows) tell the user `auto`
# does, written out here rather than read from the tables the code uses.
DOCUMENTED_PATHS = {
    ("mute_fused", "cpu", "train"): False, ("mute_fused", "cpu", "translate"): False,
    ("mute_fused", "cuda", "train"): True, ("mute_fused", "cuda", "translate"): True,
    ("mimo_fused", "cpu", "train"): False, ("mimo_fused", "cpu", "translate"): True,
    ("mimo_fused", "cuda", "train"): True, ("mimo_fused", "cuda", "translate"): True,
}


def test_the_tables_take_the_paths_the_docs_state():
    taken = {(key, device, mode): decision.fused
             for key, path in registry.fused_paths().items()
             for (device, mode), decision in path.decisions.items()}
    assert taken == DOCUMENTED_PATHS


@pytest.mark.parametrize("key, device, mode", ENTRIES, ids=["-".join(e) for e in ENTRIES])
def test_auto_takes_in_every_layer_the_path_the_table_promises(key, device, mode, monkeypatch):
    """The model's layers are on the CPU; the table's device type is stood in for."""
    decision = registry.fused_paths()[key].decisions[device, mode]
    monkeypatch.setattr(fused_choice, "device_type", lambda _device: device)
    model = BUILDERS[key](AUTO).train(mode == "train")
    reasons = {layer.loop_reason() for layer in layers_following(model)}
    if decision.fused:
        assert reasons == {None}
    else:
        assert reasons == {f"{key} auto: loop on {device} in {mode} mode ({decision.evidence})"}


@pytest.mark.parametrize("key", sorted(BUILDERS))
@pytest.mark.parametrize("setting, fused", [("true", True), ("false", False)])
def test_true_and_false_force_the_path_in_every_mode(key, setting, fused, monkeypatch):
    for device in ("cpu", "cuda"):
        monkeypatch.setattr(fused_choice, "device_type", lambda _device, d=device: d)
        for training in (True, False):
            model = BUILDERS[key](setting).train(training)
            reasons = {layer.loop_reason() for layer in layers_following(model)}
            assert reasons == ({None} if fused else {f"{key} is false"})


@pytest.mark.parametrize("key", sorted(BUILDERS))
def test_a_device_without_measurements_keeps_the_fused_path(key, monkeypatch):
    monkeypatch.setattr(fused_choice, "device_type", lambda _device: "mps")
    for training in (True, False):
        model = BUILDERS[key](AUTO).train(training)
        assert {layer.loop_reason() for layer in layers_following(model)} == {None}
    got = choose(AUTO, registry.fused_paths()[key], "cpu", training=True)  # counts as mps
    assert got == fused_choice.Choice(True, f"{key} auto: fused on mps in train mode "
                                            f"({fused_choice.UNMEASURED})")


@pytest.mark.parametrize("key, device, mode", ENTRIES, ids=["-".join(e) for e in ENTRIES])
def test_each_entry_cites_a_measurement_of_the_repository(key, device, mode):
    evidence = registry.fused_paths()[key].decisions[device, mode].evidence
    cited = re.findall(r"results/[\w./-]+", evidence)
    assert cited, evidence
    for path in cited:
        assert (REPO / path.rstrip(".")).exists(), path
    assert re.search(r"\d\.\d+x", evidence), evidence  # the measured numbers, not a summary


def test_setting_values():
    assert fused_setting("auto") == AUTO and fused_setting(" AUTO ") == AUTO
    assert fused_setting(True) is True and fused_setting("False") is False
    with pytest.raises(ValueError, match="expected true or false"):
        fused_setting("sometimes")
    with pytest.raises(ValueError, match="mode 'eval' of"):
        FusedPath("x_fused", {("cpu", "eval"): Decision(True, "")})


def test_the_choice_is_logged_once_per_key_device_and_mode(caplog):
    mimo, mute = registry.fused_paths()["mimo_fused"], registry.fused_paths()["mute_fused"]
    logging.getLogger(compat.logger.name).propagate = True
    with caplog.at_level(logging.INFO):
        for _ in range(3):
            choose(AUTO, mimo, torch.device("cpu"), training=True)
        choose(True, mimo, torch.device("cpu"), training=False)  # forced: nothing to say
        choose(AUTO, mimo, torch.device("cpu"), training=False)
        choose(AUTO, mute, torch.device("cpu"), training=True)
    lines = [r.getMessage() for r in caplog.records if "_fused auto" in r.getMessage()]
    assert lines == [
        f"mimo_fused auto: loop on cpu in train mode ({mimo.decisions['cpu', 'train'].evidence})",
        "mimo_fused auto: fused on cpu in translate mode "
        f"({mimo.decisions['cpu', 'translate'].evidence})",
        f"mute_fused auto: loop on cpu in train mode ({mute.decisions['cpu', 'train'].evidence})",
    ]


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
