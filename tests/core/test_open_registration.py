"""A family is a plugin (onmt_ext.core.model.family, onmt_ext.core.model.family_plugins):
onmt_ext's own families come from the ``onmt_ext.families`` entry points; a family living
outside the package (tests/fixtures/tinyfam, one file with a scalar parameter) registers
through its own entry point or through ``ONMT_EXT_FAMILIES`` (no packaging) and is
trained, translated, served and averaged by OpenNMT's plain commands; a plugin that cannot
be loaded is skipped with one line; `register_family` refuses a declaration that clashes
with another family's, with OpenNMT's or the core's keys, or with itself."""

from __future__ import annotations

import importlib.metadata
import json
import sys
from pathlib import Path

import pytest
import torch
from conftest import corpus_with_vocab, run_cli, tiny_config

import onmt_ext
from onmt_ext import compat, registry, serving
from onmt_ext.core.errors import ConfigError
from onmt_ext.core.model import family_plugins
from onmt_ext.core.model.family import Check, Family, Stage, register_family, unregister_family
from onmt_ext.core.model.fused_choice import Decision, FusedPath
from onmt_ext.core.tools.strict_parsing import parse_strict
from onmt_ext.mute.options import MuteOptions

TINYFAM = Path(__file__).resolve().parents[1] / "fixtures" / "tinyfam"
TINY_FILE = TINYFAM / "onmt_ext_tinyfam.py"
BUILT_IN = ["aggregate", "dense", "mimo", "mimo_tag", "mute"]
ENTRY_POINTS = {"aggregate": "onmt_ext.aggregate.family:FAMILY",
                "dense": "onmt_ext.dense.family:FAMILY", "mimo": "onmt_ext.mimo.family:FAMILY",
                "mimo_tag": "onmt_ext.mimo.family:TAG_FAMILY",
                "mute": "onmt_ext.mute.family:FAMILY"}


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
    assert found == ENTRY_POINTS
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
    """The entry-point route: the fixture's source on PYTHONPATH with its .dist-info."""
    corpus = corpus_with_vocab(tmp_path)
    env = {"PYTHONPATH": f"{TINYFAM}:{_entry_point_folder(tmp_path / 'site')}"}
    config = tiny_config(tmp_path, corpus, encoder_type="tiny", tiny_gate_init=0.25,
                         valid_steps=1000, save_checkpoint_steps=6)
    train = run_cli("onmt_train", "-config", str(config), env=env)
    assert "Traceback" not in train.stderr
    saved = torch.load(tmp_path / "run" / "model_step_6.pt", map_location="cpu",
                       weights_only=True)
    assert (saved["opt"].encoder_type, saved["opt"].tiny_gate_init) == ("tiny", 0.25)
    gate = saved["model"]["encoder.gate"]
    assert gate.shape == () and gate.item() != 0.25 and abs(gate.item() - 0.25) < 0.1
    out = tmp_path / "pred.txt"
    run_cli("onmt_translate", "-model", str(tmp_path / "run" / "model_step_6.pt"),
            "-src", corpus["valid_src"], "-output", str(out), "-beam_size", "2",
            "-max_length", "8", env=env)
    assert len(out.read_text().splitlines()) == 40
    # its options rule runs where onmt_ext's do, before training: one line, nothing trained
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


@pytest.mark.cli
@pytest.mark.long(3)
def test_a_one_file_family_named_by_the_environment_runs_in_plain_opennmt(tmp_path,
                                                                         monkeypatch):
    """ONMT_EXT_FAMILIES names the fixture's single file (no PYTHONPATH, no metadata): its
    scalar gate (a 0-dimensional parameter) trains, and loads back in onmt_translate,
    onmt_average_models, -train_from and onmt_server."""
    monkeypatch.setenv(family_plugins.FAMILIES_ENV, f"{TINY_FILE}:FAMILY")
    # an in-process call of the registry while the variable is set would load the family
    # here too: it is taken out again at the end (test_the_built_in_families... reads them)
    monkeypatch.setattr(family_plugins, "_specs_read", set())
    try:
        _one_file_family_runs(tmp_path)
    finally:
        if unregister_family("tiny") is not None:  # its encoder leaves OpenNMT too
            onmt_ext.uninstall()
            onmt_ext.install()
        sys.modules.pop("onmt_ext_tinyfam", None)


def _one_file_family_runs(tmp_path):
    from test_serving import onmt_server, translations

    corpus = corpus_with_vocab(tmp_path)
    run = tmp_path / "run"
    config = tiny_config(tmp_path, corpus, encoder_type="tiny", tiny_gate_init=0.25,
                         valid_steps=1000, save_checkpoint_steps=3)
    run_cli("onmt_train", "-config", str(config))
    gates = [torch.load(run / f"model_step_{step}.pt", map_location="cpu",
                        weights_only=True)["model"]["encoder.gate"] for step in (3, 6)]
    assert [gate.shape for gate in gates] == [(), ()] and gates[0] != gates[1]
    outputs = {}
    for name in ("model_step_6.pt", "average.pt"):
        if name == "average.pt":
            run_cli("onmt_average_models", "-models", str(run / "model_step_3.pt"),
                    str(run / "model_step_6.pt"), "-output", str(run / name))
            averaged = torch.load(run / name, map_location="cpu", weights_only=True)
            assert torch.equal(averaged["model"]["encoder.gate"], (gates[0] + gates[1]) / 2)
        out = tmp_path / f"{name}.txt"
        run_cli("onmt_translate", "-model", str(run / name), "-src", corpus["valid_src"],
                "-output", str(out), "-beam_size", "2", "-max_length", "8")
        outputs[name] = out.read_text().splitlines()
        assert len(outputs[name]) == 40
    resumed = run_cli("onmt_train", "-config", str(config), "-train_from",
                      str(run / "model_step_6.pt"), "-train_steps", "9", "-reset_optim",
                      "none")
    assert "Traceback" not in resumed.stderr
    gate_9 = torch.load(run / "model_step_9.pt", map_location="cpu",
                        weights_only=True)["model"]["encoder.gate"]
    assert gate_9.shape == () and abs(gate_9.item() - gates[1].item()) < 0.1
    server = tmp_path / "server.json"
    server.write_text(json.dumps({"models_root": str(run), "models": [
        {"id": 1, "model": "model_step_6.pt", "load": True,
         "opt": {"beam_size": 2, "max_length": 8}}]}))
    source = Path(corpus["valid_src"]).read_text().splitlines()[:3]
    with onmt_server(server, tmp_path / "server.log") as url:
        answered = translations(url, [{"id": 1, "src": line} for line in source])
    assert answered == outputs["model_step_6.pt"][:3]


def test_environment_entries_name_a_file_a_folder_or_a_module(tmp_path, monkeypatch):
    fam = tmp_path / "one" / "myfam.py"
    fam.parent.mkdir()
    fam.write_text("FAMILY = 'file'\nOTHER = 'other'\n")
    package = tmp_path / "two" / "mypkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("FAMILY = 'folder'\n")
    monkeypatch.setattr(sys, "path", list(sys.path))
    try:
        assert family_plugins.plugin_specs(f" {fam}:OTHER ,, {package} ") == [
            f"{fam}:OTHER", str(package)]
        assert family_plugins.import_spec(f"{fam}:OTHER") == "other"
        assert family_plugins.import_spec(str(fam)) == "file"  # :FAMILY by default
        assert family_plugins.import_spec(str(package)) == "folder"
        assert family_plugins.import_spec("mypkg:FAMILY") == "folder"  # a module path
        with pytest.raises(FileNotFoundError, match="nothere.py does not exist"):
            family_plugins.import_spec(str(tmp_path / "nothere.py"))
        with pytest.raises(AttributeError, match="^module myfam has no MISSING$"):
            family_plugins.import_spec(f"{fam}:MISSING")
    finally:
        for name in ("myfam", "mypkg"):
            sys.modules.pop(name, None)


def test_a_broken_plugin_is_skipped_with_one_line(tmp_path, monkeypatch, caplog):
    broken = tmp_path / "brokenfam.py"
    broken.write_text("raise ImportError('needs a package that is not installed')\n")
    monkeypatch.setenv(family_plugins.FAMILIES_ENV, f"{broken}:FAMILY, {TINY_FILE}:TINY")
    monkeypatch.setattr(family_plugins, "_broken", {})
    monkeypatch.setattr(family_plugins, "_specs_read", set())
    monkeypatch.setattr(sys, "path", list(sys.path))
    try:
        registry.load_families()
    finally:
        sys.modules.pop("onmt_ext_tinyfam", None)
    lines = [plugin.line for plugin in registry.broken_plugins()]
    assert lines == [
        f"onmt_ext: family plugin ONMT_EXT_FAMILIES {broken}:FAMILY skipped: ImportError: "
        "needs a package that is not installed",
        f"onmt_ext: family plugin ONMT_EXT_FAMILIES {TINY_FILE}:TINY skipped: "
        "AttributeError: module onmt_ext_tinyfam has no TINY"]
    assert [r.getMessage() for r in caplog.records if "family plugin" in r.getMessage()] \
        == lines
    assert [family.name for family in registry.families()] == BUILT_IN
    # options naming what no family registers: the error carries the plugins' lines
    opt = compat.extension_parser("train").parse_known_args(
        ["-data", "{}", "-src_vocab", "v", "-encoder_type", "brokenfam"])[0]
    with pytest.raises(registry.OptionError) as info:
        registry.validate(opt)
    assert str(info.value).startswith("encoder_type: 'brokenfam' is no encoder of OpenNMT's "
                                      "or of a registered family; choose from ")
    assert str(info.value).endswith("; " + "; ".join(lines))
    with pytest.raises(ConfigError) as info:  # a key it would have declared
        parse_strict("train", ["-data", "{}", "-src_vocab", "v", "-brokenfam_width", "4"])
    assert str(info.value) == ("unknown option 'brokenfam_width' (from the command line or "
                               "the -config file); " + "; ".join(lines))
    with pytest.raises(ConfigError) as info:  # a transform it would have registered
        parse_strict("train", ["-data", "{}", "-src_vocab", "v", "-transforms", "brokentag"])
    assert str(info.value).startswith("-transforms 'brokentag': not one of its values")
    assert str(info.value).endswith("; " + "; ".join(lines))


@pytest.mark.cli
def test_plain_training_works_beside_a_broken_plugin(tmp_path):
    broken = tmp_path / "brokenfam.py"
    broken.write_text("import a_package_that_is_not_installed\n")
    env = {family_plugins.FAMILIES_ENV: str(broken)}
    line = (f"onmt_ext: family plugin ONMT_EXT_FAMILIES {broken} skipped: "
            "ModuleNotFoundError: No module named 'a_package_that_is_not_installed'")
    corpus = corpus_with_vocab(tmp_path)
    train = run_cli("onmt_train", "-config", str(tiny_config(tmp_path, corpus)), env=env)
    assert train.stderr.splitlines().count(line) == 1
    assert (tmp_path / "run" / "model_step_6.pt").exists()
    (tmp_path / "selects").mkdir()
    config = tiny_config(tmp_path / "selects", corpus, encoder_type="brokenfam",
                         src_vocab=str(tmp_path / "run" / "vocab.src"),
                         tgt_vocab=str(tmp_path / "run" / "vocab.tgt"))
    refused = run_cli("onmt_train", "-config", str(config), env=env, check=False)
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert refused.stderr.strip().splitlines()[-1].endswith(line)


def test_registration_refuses_keys_of_opennmt_and_of_the_core(tiny_module):
    from dataclasses import make_dataclass

    from onmt_ext.core.model.options import Options, option

    expected = {
        "encoder_type": "option key 'encoder_type' is OpenNMT's own (-encoder_type of its "
                        "commands)",
        "beam_size": "option key 'beam_size' is OpenNMT's own (-beam_size of its commands)",
        "warm_start_from": "option key 'warm_start_from' is onmt_ext's core option "
                           "(onmt_ext.core.model.warm_start.WarmStartOptions)",
    }
    for key, message in expected.items():
        options = make_dataclass("Clashing", [("x", str, option("", "x", key=key))],
                                 bases=(Options,), frozen=True)
        with pytest.raises(ValueError) as info:
            register_family(Family("tiny", options))
        assert str(info.value) == f"family 'tiny': {message}"
    assert [family.name for family in registry.families()] == BUILT_IN


def test_a_check_must_take_its_stages_arguments():
    def one(opt):
        pass

    def three(opt, checkpoint, path):
        pass

    assert Check(Stage.TRAINING, one, "x").run is one
    assert Check(Stage.TRANSLATION_MODEL, three, "x").run is three
    with pytest.raises(ValueError) as info:
        Check(Stage.TRANSLATION_MODEL, one, "tags")
    assert str(info.value) == (
        "check 'tags': test_a_check_must_take_its_stages_arguments.<locals>.one(opt) cannot "
        "take the arguments of stage TRANSLATION_MODEL (check(opt, checkpoint, path), "
        "onmt_ext.core.model.family.ModelCheck)")
    with pytest.raises(ValueError, match="cannot take the arguments of stage TRAINING"):
        Check(Stage.TRAINING, three, "x")


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


def test_the_example_family_of_the_development_docs_registers(tmp_path, monkeypatch):
    """docs/development.md's one-file family, as written, is a family registration takes."""
    import re

    text = (Path(__file__).resolve().parents[2] / "docs" / "development.md").read_text()
    (example,) = re.findall(r"```python\n(# myfam\.py\n.*?)```", text, re.S)
    (tmp_path / "myfam.py").write_text(example)
    monkeypatch.setattr(sys, "path", list(sys.path))
    try:
        family = family_plugins.import_spec(f"{tmp_path / 'myfam.py'}:FAMILY")
        assert register_family(family) is family
        assert family.selected_by(compat.extension_parser("train").parse_known_args(
            ["-data", "{}", "-src_vocab", "v", "-encoder_type", "myfam"])[0]) == [
            "encoder_type: myfam"]
    finally:
        unregister_family("myfam")
        sys.modules.pop("myfam", None)
    assert [f.name for f in registry.families()] == BUILT_IN
