"""The two parts of the seam (onmt_ext.seam): "families", what a family needs to train and
translate through OpenNMT's own commands, and "commands", what onmt_ext adds to those
commands. Every record names its part; `install(parts=("families",))` and
ONMT_EXT_AUTOLOAD=families apply the registration records and nothing else, and
uninstall() gives plain OpenNMT back; OpenNMT's own test suite passes with the families
alone (and with both parts, and with none); an outside family trains and translates
through plain `onmt_train`/`onmt_translate` with the families alone."""

from __future__ import annotations

import os
import pickle
import re
import subprocess
import sys
from pathlib import Path

import onmt
import onmt.train_single
import pytest
import torch
from conftest import corpus_with_vocab, run_cli, tiny_config
from test_seam import PROBE

import onmt_ext_autoload
from onmt_ext import __main__ as onmt_ext_main
from onmt_ext import seam
from onmt_ext.train_worker import PerProcessMain, per_process_main

TINY_FILE = Path(__file__).resolve().parents[1] / "fixtures" / "tinyfam" / "onmt_ext_tinyfam.py"

# The patches of the registration part: the option groups, the model build and its
# initialisation, checkpoint loading, the optimiser hooks and the auxiliary loss, the
# spawned worker's function, and the CPU ranks (`cpu_ranks` is one of the keys the option
# groups declare). Every registration is of this part too.
FAMILY_PATCHES = {
    "onmt.opts:model_opts",
    "onmt.train_single:build_model",
    "onmt.model_builder:build_base_model",
    "onmt.models.model:BaseModel._load_param",
    "onmt.utils.optimizers:Optimizer.from_opt",
    "onmt.trainer:LossCompute",
    "onmt.utils:Statistics",
    "onmt.train_single:main",
    "onmt.train_single:configure_process",
    "onmt.utils.misc:use_gpu",
    "onmt.train_single:build_dynamic_dataset_iter",
    "onmt.utils.distributed:all_gather_list",
}


def test_every_record_names_one_part():
    assert all(record.part in seam.PARTS for record in seam.records())
    assert all(r.part == seam.FAMILIES for r in seam.registrations())
    assert {p.target for p in seam.PATCHES if p.part == seam.FAMILIES} == FAMILY_PATCHES
    # the commands that OpenNMT imports late are all product features
    assert all(p.part == seam.COMMANDS for p in seam.PATCHES if p.on_import)


def test_the_patches_command_prints_each_record_s_part(capsys):
    onmt_ext_main.main(["--patches"])
    lines = capsys.readouterr().out.splitlines()
    parts = [line.split(": ", 1)[1] for line in lines if line.startswith("    part: ")]
    assert parts == [record.part for record in seam.records()]
    table = seam.describe(markdown=True).splitlines()
    assert table[0] == "| target | part | change | why | breaks if OpenNMT changes |"
    assert [row.split(" | ")[1] for row in table[2:]] == parts


def test_an_unknown_part_is_refused_and_changes_nothing():
    before = seam.installed_parts()
    with pytest.raises(ValueError, match=r"unknown seam part\(s\) \['command'\]: choose "
                                         r"from families, commands"):
        seam.install(parts=("families", "command"))
    assert seam.installed_parts() == before == seam.PARTS


def test_the_autoload_variable_chooses_the_parts(monkeypatch):
    for value, parts, on in (("families", ("families",), True),
                             (" Families ", ("families",), True), ("1", seam.PARTS, True),
                             ("yes", seam.PARTS, True), ("off", seam.PARTS, False)):
        monkeypatch.setenv(onmt_ext_autoload.ENV_VAR, value)
        assert (onmt_ext_autoload.parts(), onmt_ext_autoload.enabled()) == (parts, on), value
    monkeypatch.delenv(onmt_ext_autoload.ENV_VAR)
    assert onmt_ext_autoload.parts() == seam.PARTS


# After the PROBE's own run (every record, installed and undone twice): plain OpenNMT, then
# the families part alone. Every attribute that changes is a family record's target or
# alias, or holds one of OpenNMT's registries or their name lists (under any name); every
# family target present changes, no command target does, and no record waits for an
# import. Then uninstall (plain OpenNMT again), the families then the commands added by a
# second install (every record in force), and uninstall once more.
PROBE_END = "sys.exit(1 if bad or not_applied or registered else 0)"
FAMILIES_PROBE = PROBE.replace(
    PROBE_END, "_probe_failed = bool(bad or not_applied or registered)") + r'''
from onmt_ext import compat

def in_modules(target):
    return target.split(":")[0] in sys.modules

onmt_ext.install(parts=("families",))
seam.module_imported(onmt.bin.average_models)
families = snapshot()
assert seam.installed_parts() == ("families",) and seam.pending_modules() == set()
# each registry, and the name list (a module's `__all__`) its register function appends to
registries = {id(obj) for kind in compat.REGISTRIES for obj in compat._registry(kind)[::2]}
expected = {"torch safe globals"}
for p in seam.PATCHES:
    if p.part == "families":
        expected.update(t for t in (p.target, *p.aliases) if in_modules(t))
changed = {k for k in set(plain) | set(families) if plain.get(k) != families.get(k)}
unexplained = sorted(k for k in changed - expected
                     if not (isinstance(families[k], tuple) and families[k][1] in registries))
unchanged = sorted(k for k in expected if k not in changed)
commands = sorted(p.target for p in seam.PATCHES if p.part == "commands" and p.target in changed)
print("families changed", len(changed), "unexplained", unexplained, "unchanged", unchanged,
      "commands", commands)
onmt_ext.uninstall()
bad += compare("uninstall families", plain, snapshot(), set(plain) | set(families))
onmt_ext.install(parts=("families",))
onmt_ext.install(parts=("commands",))
seam.module_imported(onmt.bin.average_models)
both = snapshot()
assert seam.installed_parts() == ("families", "commands")
missing = sorted(t for t in targets if both.get(t) == plain.get(t))
print("both missing", missing)
onmt_ext.uninstall()
bad += compare("uninstall both", plain, snapshot(), set(plain) | set(both))
sys.exit(1 if _probe_failed or bad or unexplained or unchanged or commands or missing else 0)
'''


def test_the_families_part_alone_changes_its_records_and_uninstall_restores(tmp_path):
    assert PROBE.rstrip().endswith(PROBE_END)
    env = dict(os.environ, ONMT_EXT_AUTOLOAD="0", OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, "-c", FAMILIES_PROBE], capture_output=True,
                          text=True, timeout=300, env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "unexplained [] unchanged [] commands []" in proc.stdout
    assert "both missing []" in proc.stdout


def test_a_pickled_training_worker_carries_the_installed_parts():
    """OpenNMT pickles its per-process function into spawned workers: ours carries the parts
    installed where it was pickled (here, both), or those it was given."""
    assert onmt.train_single.main is per_process_main
    assert pickle.loads(pickle.dumps(per_process_main)).parts == seam.PARTS
    assert pickle.loads(pickle.dumps(PerProcessMain(("families",)))).parts == ("families",)


@pytest.mark.cli
def test_a_spawned_worker_of_a_families_only_training_installs_the_families_only():
    """Pickled in a process with the families alone (the hook off, as a library with
    `install(parts=("families",))`), the worker installs them alone in a fresh interpreter,
    then runs OpenNMT's function."""
    code = (
        "import pickle, sys, functools\n"
        "import onmt_ext\n"
        "onmt_ext.install(parts=('families',))\n"
        "import onmt.train_single\n"
        "sys.stdout.buffer.write(pickle.dumps(functools.partial(onmt.train_single.main)))\n"
    )
    env = dict(os.environ, ONMT_EXT_AUTOLOAD="0", OMP_NUM_THREADS="1")
    blob = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=120,
                          env=env, check=True).stdout
    code = (
        "import pickle, sys\n"
        "import onmt.encoders, onmt.train_single, onmt.utils.parse\n"
        "parse = onmt.utils.parse.ArgumentParser.parse_known_args\n"
        "seen = []\n"
        "onmt.train_single.main = lambda opt, device_id: seen.append((opt, device_id))\n"
        "worker = pickle.loads(sys.stdin.buffer.read())\n"
        "worker('OPT', 3)\n"
        "from onmt_ext import seam\n"
        "assert seen == [('OPT', 3)], seen\n"
        "assert seam.installed_parts() == ('families',), seam.installed_parts()\n"
        "assert 'mute' in onmt.encoders.str2enc\n"
        "assert onmt.utils.parse.ArgumentParser.parse_known_args is parse\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], input=blob, capture_output=True,
                          timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]


# OpenNMT's own tests that fail without the files of OpenNMT's source repository, which its
# wheel does not ship, or without its optional subword packages: they fail the same way with
# the import hook off (ONMT_EXT_AUTOLOAD=0), with the families alone and with both parts.
# - test_data_prepare.py reads data/data.yaml of OpenNMT's repository as it is collected;
# - TestSubwordTransform reads data/sample.bpe and data/sample.sp.model and imports
#   subword_nmt and sentencepiece (not installed);
# - TestServerModel and TestTranslationServer load onmt/tests/test_model.pt, which
#   OpenNMT's CI trains before its tests (not shipped).
OPENNMT_TESTS = Path(onmt.__file__).parent / "tests"
OPENNMT_IGNORED = ["--ignore", str(OPENNMT_TESTS / "test_data_prepare.py"), "-k",
                   "not TestSubwordTransform and not TestServerModel "
                   "and not TestTranslationServer"]
RUN_OPENNMT_TESTS = r'''
import sys, pytest, onmt
seam = sys.modules.get("onmt_ext.seam")
print("parts", ",".join(seam.installed_parts()) if seam else "none", flush=True)
sys.exit(pytest.main(sys.argv[1:]))
'''


@pytest.mark.cli
@pytest.mark.parametrize("setting, parts", [("families", "families"),
                                            ("1", "families,commands"), ("0", "none")])
def test_opennmt_s_own_tests_pass(tmp_path, setting, parts):
    """OpenNMT's test suite (84 tests, about 10 s on one thread) in a subprocess whose
    import hook installs the families alone, both parts, or nothing."""
    env = dict(os.environ, ONMT_EXT_AUTOLOAD=setting, OMP_NUM_THREADS="1")
    proc = subprocess.run(
        [sys.executable, "-c", RUN_OPENNMT_TESTS, "-q", "-p", "no:cacheprovider",
         "-p", "no:xdist", "--rootdir", str(tmp_path), str(OPENNMT_TESTS), *OPENNMT_IGNORED],
        capture_output=True, text=True, timeout=600, env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert proc.stdout.splitlines()[0] == f"parts {parts}"
    last = proc.stdout.splitlines()[-1]
    assert re.match(r"84 passed, 14 deselected\b", last), last


@pytest.mark.cli
def test_an_outside_family_trains_and_translates_with_the_families_alone(tmp_path):
    """ONMT_EXT_AUTOLOAD=families and the one-file family named by ONMT_EXT_FAMILIES: plain
    onmt_train trains its scalar gate for a few steps and onmt_translate loads it back; the
    commands part stays off (no metrics file)."""
    corpus = corpus_with_vocab(tmp_path)
    env = {"ONMT_EXT_AUTOLOAD": "families", "ONMT_EXT_FAMILIES": f"{TINY_FILE}:FAMILY"}
    config = tiny_config(tmp_path, corpus, encoder_type="tiny", tiny_gate_init=0.25,
                         train_steps=4, save_checkpoint_steps=4, valid_steps=1000)
    run_cli("onmt_train", "-config", str(config), env=env)
    run = tmp_path / "run"
    saved = torch.load(run / "model_step_4.pt", map_location="cpu", weights_only=True)
    assert (saved["opt"].encoder_type, saved["opt"].tiny_gate_init) == ("tiny", 0.25)
    gate = saved["model"]["encoder.gate"]
    assert gate.shape == () and gate.item() != 0.25 and abs(gate.item() - 0.25) < 0.1
    assert not (run / "model_metrics.jsonl").exists()
    out = tmp_path / "pred.txt"
    run_cli("onmt_translate", "-model", str(run / "model_step_4.pt"), "-src",
            corpus["valid_src"], "-output", str(out), "-beam_size", "2", "-max_length", "8",
            env=env)
    assert len(out.read_text().splitlines()) == 40
