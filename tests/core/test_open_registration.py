"""A family is a plugin (onmt_ext.core.model.family, onmt_ext.registry): onmt_ext's own
families come from the ``onmt_ext.families`` entry points; a family living outside the
package (tests/fixtures/tinyfam) registers through its own entry point and is trained and
translated by OpenNMT's plain `onmt_train` / `onmt_translate`; `register_family` refuses a
declaration that clashes with another family's or with itself."""

from __future__ import annotations

import importlib.metadata
import sys
from pathlib import Path

import pytest
import torch
from conftest import corpus_with_vocab, run_cli, tiny_config

import onmt_ext
from onmt_ext import compat, registry, serving
from onmt_ext.core.model.family import Family, register_family, unregister_family
from onmt_ext.core.model.fused_choice import Decision, FusedPath
from onmt_ext.mute.options import MuteOptions

TINYFAM = Path(__file__).resolve().parents[1] / "fixtures" / "tinyfam"
BUILT_IN = ["aggregate", "dense", "mimo", "mute"]


@pytest.fixture
def tiny_module(monkeypatch):
    """The fixture family's module, imported from its source folder."""
    monkeypatch.syspath_prepend(str(TINYFAM))
    import onmt_ext_tinyfam

    yield onmt_ext_tinyfam
    sys.modules.pop("onmt_ext_tinyfam", None)


def test_the_built_in_families_are_entry_points():
    found = {ep.name: ep.value for ep in importlib.metadata.entry_points(
        group=registry.ENTRY_POINT_GROUP) if ep.dist.metadata["Name"] == "onmt_ext"}
    assert found == {name: f"onmt_ext.{name}.family:FAMILY" for name in BUILT_IN}
    assert [family.name for family in registry.families()] == BUILT_IN
    assert registry.source_prefix_transforms() == {"mimo_tag"}
    assert serving.taggers() == {"prefix", "mimo_tag"}


def test_a_family_registered_by_a_call_reaches_opennmt_at_install(tiny_module):
    family = tiny_module.FAMILY
    assert register_family(family) is family
    try:
        assert register_family(family) is family  # the same declaration again: nothing
        onmt_ext.install()  # installed already: adds the new family's registrations
        assert compat.registered("encoder", "tiny", tiny_module.TinyEncoder)
        assert registry.families()[-1] is family
        parser = compat.extension_parser("train")
        opt = parser.parse_known_args(["-data", "{}", "-src_vocab", "v", "-tiny_gate_init", "2"])[0]
        assert opt.tiny_gate_init == 2.0
    finally:
        unregister_family("tiny")
        onmt_ext.uninstall()
        onmt_ext.install()
    assert not compat.registered("encoder", "tiny", tiny_module.TinyEncoder)
    assert [family.name for family in registry.families()] == BUILT_IN


def test_registration_refuses_a_clash_with_another_family(tiny_module):
    own = tiny_module.FAMILY
    clashes = {
        "encoder_type 'mute' is the mute family's already":
            Family("tiny", own.options, encoders={"mute": tiny_module.TinyEncoder}),
        "option key 'mute_autoshuffle_init' is the mute family's already":
            Family("tiny", MuteOptions),
        "a family named 'mute' is registered already": Family("mute", own.options),
    }
    for message, family in clashes.items():
        with pytest.raises(ValueError) as info:
            register_family(family)
        assert str(info.value) == (message if message.startswith("a family") else
                                   f"family 'tiny': {message}")
    assert [family.name for family in registry.families()] == BUILT_IN


def test_registration_refuses_a_declaration_inconsistent_in_itself(tiny_module):
    options = tiny_module.TinyOptions
    path = FusedPath("tiny_fused", {("cpu", "train"): Decision(True, "none")})
    bad = {
        "family 'tiny': fused path key 'tiny_fused' is no key of TinyOptions":
            Family("tiny", options, fused_paths=(path,)),
        "family 'tiny': source_prefix_transforms lists 'tiny_tag', none of its transforms":
            Family("tiny", options, source_prefix_transforms=("tiny_tag",)),
        "family 'tiny': options must be an Options subclass, got <class 'dict'>":
            Family("tiny", dict),
        "family 'tiny': checks must be Check objects (with their Stage), got <built-in "
        "function print>": Family("tiny", options, checks=(print,)),
    }
    for message, family in bad.items():
        with pytest.raises(ValueError) as info:
            register_family(family)
        assert str(info.value) == message
    with pytest.raises(ValueError, match="^register_family expects an onmt_ext Family"):
        register_family(tiny_module.TinyEncoder)


def _entry_point_folder(root: Path) -> Path:
    """A sys.path folder holding the fixture's metadata: its entry point, as an installed
    distribution declares it (no build, no install)."""
    dist_info = root / "onmt_ext_tinyfam-0.1.dist-info"
    dist_info.mkdir(parents=True)
    (dist_info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: onmt-ext-tinyfam\nVersion: 0.1\n")
    (dist_info / "entry_points.txt").write_text(
        "[onmt_ext.families]\ntiny = onmt_ext_tinyfam:FAMILY\n")
    return root


@pytest.mark.cli
def test_plain_opennmt_commands_train_and_translate_an_outside_family(tmp_path):
    corpus = corpus_with_vocab(tmp_path)
    env = {"PYTHONPATH": f"{TINYFAM}:{_entry_point_folder(tmp_path / 'site')}"}
    config = tiny_config(tmp_path, corpus, encoder_type="tiny", tiny_gate_init=0.25,
                         valid_steps=1000, save_checkpoint_steps=6)
    train = run_cli("onmt_train", "-config", str(config), env=env)
    assert "Traceback" not in train.stderr
    saved = torch.load(tmp_path / "run" / "model_step_6.pt", map_location="cpu",
                       weights_only=True)
    assert (saved["opt"].encoder_type, saved["opt"].tiny_gate_init) == ("tiny", 0.25)
    gate = saved["model"]["encoder.gate"].item()
    assert gate != 0.25 and abs(gate - 0.25) < 0.1  # started at tiny_gate_init, then trained
    out = tmp_path / "pred.txt"
    run_cli("onmt_translate", "-model", str(tmp_path / "run" / "model_step_6.pt"),
            "-src", corpus["valid_src"], "-output", str(out), "-beam_size", "2",
            "-max_length", "8", env=env)
    assert len(out.read_text().splitlines()) == 40
    # its own check runs where onmt_ext's do, before training: one line, nothing trained
    (tmp_path / "shared").mkdir()
    shared = tiny_config(tmp_path / "shared", corpus, encoder_type="tiny",
                         share_embeddings=True, share_vocab=True,
                         src_vocab=str(tmp_path / "run" / "vocab.src"),
                         tgt_vocab=str(tmp_path / "run" / "vocab.tgt"))
    refused = run_cli("onmt_train", "-config", str(shared), env=env, check=False)
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert refused.stderr.strip().splitlines()[-1] == (
        "onmt_train: error: share_embeddings: true is not supported with encoder_type tiny "
        "(the gate scales the encoder's side only)")
    assert not (tmp_path / "shared" / "run").exists()


def test_registration_refuses_a_module_breaking_the_hook_contract(tiny_module):
    """A misspelt hook, a hook outside ExtensionModule or with other arguments would never
    be called (or fail mid-training): the family is refused where it registers."""
    from torch import nn

    from onmt_ext.core.model.hooks import ExtensionModule

    class Misspelt(nn.Module, ExtensionModule):
        def after_optimiser_step(self):
            pass

    class Untyped(nn.Module):
        def reset_extension_parameters(self):
            pass

    class OtherArguments(nn.Module, ExtensionModule):
        def bind_step_clock(self):
            pass

    expected = {
        Misspelt: "after_optimiser_step is not a hook; did you mean after_optimizer_step? "
                  "(as written it would never be called)",
        Untyped: "reset_extension_parameters is a hook, but the class does not subclass "
                 "onmt_ext.core.model.hooks.ExtensionModule: it would never be called",
        OtherArguments: "bind_step_clock(self) does not take the hook's arguments (self, "
                        "clock)",
    }
    for cls, why in expected.items():
        family = Family("tiny", tiny_module.TinyOptions, encoders={"tiny": cls})
        with pytest.raises(ValueError) as info:
            register_family(family)
        assert str(info.value) == f"family 'tiny': {cls.__module__}.{cls.__qualname__}.{why}"
    assert [family.name for family in registry.families()] == BUILT_IN
