"""experiments/pilot.py: every protocol pilot from one command, resumed from its last
checkpoint, its vocabulary built when missing, bad input refused before any training."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import pilot as pilots  # noqa: E402


def _touch(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"")
    return path


def _names(command: list[str]) -> list[str]:
    return [Path(command[0]).name, *command[1:]]


@pytest.mark.parametrize("name", sorted(pilots.PILOTS))
def test_every_pilot_names_a_recipe_of_this_checkout(name):
    pilot = pilots.PILOTS[name]
    assert (REPO / pilot.recipe).is_file(), pilot.recipe
    assert pilot.directory.startswith("work/pilot/")  # never inside committed folders


def test_a_fresh_pilot_trains_from_scratch(tmp_path):
    command = pilots.training_command(pilots.get_pilot("densenmt"), root=tmp_path)
    assert _names(command) == [
        "onmt_ext_train", "-config", "recipes/densenmt/protocol/base.yaml",
        "-train_steps", "6000", "-save_model", "work/pilot/densenmt-base/model",
        "-save_data", "work/pilot/densenmt-base"]


def test_a_cut_pilot_goes_on_from_its_highest_step_not_its_last_name(tmp_path):
    run = tmp_path / "work/pilot/densenmt-base"
    for step in (250, 1500, 500):  # by name, model_step_500 sorts after model_step_1500
        _touch(run / f"model_step_{step}.pt")
    command = pilots.training_command(pilots.get_pilot("densenmt"), root=tmp_path,
                                      extra=("-seed", "1"))
    assert command[-4:] == ["-train_from", "work/pilot/densenmt-base/model_step_1500.pt",
                            "-seed", "1"]
    with pytest.raises(ValueError, match="model_step_1500.pt"):
        pilots.training_command(pilots.get_pilot("densenmt"), root=tmp_path, fresh=True)


@pytest.mark.parametrize("name, flags", [
    ("relative-d128", ["-hidden_size", "128", "-word_vec_size", "128", "-transformer_ff", "512",
                       "-train_steps", "8000"]),
    ("relative-d192", ["-hidden_size", "192", "-word_vec_size", "192", "-transformer_ff", "768",
                       "-train_steps", "4000"]),
    ("aggregation", ["-train_steps", "6000"]),
    ("mimo", ["-train_steps", "6000"]),
])
def test_each_pilot_trains_its_recipe_at_its_width_for_its_steps(tmp_path, name, flags):
    """The commands of the shell scripts this module replaced (experiments/pilot_*.sh)."""
    pilot = pilots.get_pilot(name)
    command = pilots.training_command(pilot, root=tmp_path)
    assert _names(command) == ["onmt_ext_train", "-config", pilot.recipe, *flags,
                               "-save_model", f"{pilot.directory}/model",
                               "-save_data", pilot.directory]


def test_a_finished_pilot_trains_nothing(tmp_path, capsys, monkeypatch):
    pilot = pilots.get_pilot("mimo")
    _touch(tmp_path / pilot.directory / "model_step_6000.pt")
    with pytest.raises(pilots.PilotFinished, match="model_step_6000.pt"):
        pilots.training_command(pilot, root=tmp_path)
    monkeypatch.setattr(pilots, "REPO", tmp_path)
    monkeypatch.setattr(pilots, "run_piece", lambda *a: pytest.fail("trained"))
    assert pilots.main(["mimo"]) == 0
    assert "has finished" in capsys.readouterr().out


def test_the_continuation_pilot_needs_its_warm_start_and_drops_it_when_resumed(tmp_path):
    pilot = pilots.get_pilot("aggregation-continuation")
    with pytest.raises(ValueError, match="--warm-start PATH"):
        pilots.training_command(pilot, root=tmp_path)
    with pytest.raises(ValueError, match="--warm-start base.pt: no such file"):
        pilots.training_command(pilot, root=tmp_path, warm_start="base.pt")
    _touch(tmp_path / "base.pt")
    command = pilots.training_command(pilot, root=tmp_path, warm_start="base.pt")
    assert command[-2:] == ["-warm_start_from", "base.pt"] and "-seed" in command
    _touch(tmp_path / pilot.directory / "model_step_250.pt")
    resumed = pilots.training_command(pilot, root=tmp_path, warm_start="base.pt")
    assert "-warm_start_from" not in resumed
    assert resumed[-2:] == ["-train_from", f"{pilot.directory}/model_step_250.pt"]


def test_a_scratch_pilot_refuses_a_warm_start(tmp_path):
    with pytest.raises(ValueError, match="'mimo' trains from scratch"):
        pilots.training_command(pilots.get_pilot("mimo"), root=tmp_path, warm_start="x.pt")


def test_an_unknown_pilot_is_refused_with_the_known_names():
    with pytest.raises(ValueError, match="unknown pilot 'dense'.*densenmt"):
        pilots.get_pilot("dense")


def test_the_vocabulary_is_built_only_when_a_file_of_it_is_missing(tmp_path):
    recipe = tmp_path / "recipes/densenmt/protocol/base.yaml"
    recipe.parent.mkdir(parents=True)
    recipe.write_text("src_vocab: v/src\ntgt_vocab: v/tgt\n", encoding="utf-8")
    pilot = pilots.get_pilot("densenmt")
    _touch(tmp_path / "v/src")
    assert _names(pilots.vocab_command(pilot, root=tmp_path)) == [
        "onmt_ext_build_vocab", "-config", pilot.recipe, "-n_sample", "-1"]
    _touch(tmp_path / "v/tgt")
    assert pilots.vocab_command(pilot, root=tmp_path) is None
    recipe.write_text("src_vocab: v/shared\nshare_vocab: true\n", encoding="utf-8")
    assert pilots.vocab_command(pilot, root=tmp_path) is not None
    _touch(tmp_path / "v/shared")
    assert pilots.vocab_command(pilot, root=tmp_path) is None


def test_the_command_line_lists_refuses_and_passes_extra_arguments(capsys):
    assert pilots.main(["--list"]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in pilots.PILOTS)
    with pytest.raises(SystemExit):
        pilots.main(["nope"])
    assert "unknown pilot 'nope'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        pilots.main(["densenmt", "--threads", "0"])
    assert "--threads 0" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        pilots.main([])
    assert "name a pilot: aggregation, " in capsys.readouterr().err
    assert pilots.main(["relative-d128", "--dry-run", "--threads", "2", "--", "-seed", "2"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[-1].startswith("OMP_NUM_THREADS=2 onmt_ext_train -config "
                                  "recipes/mute/protocol/transformer-relative.yaml")
    assert printed[-1].endswith(" -seed 2")


def test_main_builds_the_vocabulary_then_records_the_training_as_a_piece(tmp_path,
                                                                         monkeypatch):
    """The real path of `main`, its two commands replaced: the vocabulary first (its
    failure stops it, with the builder's exit code), then the training in the pilot's
    directory, from the repository root, with the threads asked for."""
    recipe = tmp_path / "recipes/densenmt/protocol/base.yaml"
    recipe.parent.mkdir(parents=True)
    recipe.write_text("src_vocab: v/shared\nshare_vocab: true\n", encoding="utf-8")
    monkeypatch.setattr(pilots, "REPO", tmp_path)
    monkeypatch.chdir(REPO)
    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    calls = []

    def build(cmd, check):
        calls.append(("vocab", Path(cmd[0]).name, os.getcwd(), os.environ["OMP_NUM_THREADS"]))
        return subprocess.CompletedProcess(cmd, returncode=exit_code)

    def train(directory, cmd):
        calls.append(("train", directory, os.getcwd(), Path(cmd[0]).name, cmd[-2:]))
        return 0

    monkeypatch.setattr(pilots.subprocess, "run", build)
    monkeypatch.setattr(pilots, "run_piece", train)
    exit_code = 3
    assert pilots.main(["densenmt", "--threads", "2"]) == 3
    assert calls == [("vocab", "onmt_ext_build_vocab", str(tmp_path), "2")]
    calls.clear()
    exit_code = 0
    assert pilots.main(["densenmt", "--threads", "2", "--", "-seed", "7"]) == 0
    assert calls == [("vocab", "onmt_ext_build_vocab", str(tmp_path), "2"),
                     ("train", tmp_path / "work/pilot/densenmt-base", str(tmp_path),
                      "onmt_ext_train", ["-seed", "7"])]
