"""The fault matrix: every documented command that reads or writes a file, against every
fault of a user file that applies to it (docs/troubleshooting.md lists the same table).

Each cell asserts exit status 2, one stderr line `<command>: error: ...` naming the faulty
path, no traceback, and every input file unchanged (checksums). The cells call each
command's entry point in this process (OpenNMT's `onmt.bin.<command>.main` as
onmt_ext.install() wraps it, the `onmt_ext_*` scripts' `main`), through the one error
boundary; a few (marker `cli`) run the real console script.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import io
import json
import os
import re
import shutil
from pathlib import Path

import pytest
import yaml
from conftest import run_cli

import onmt_ext
from onmt_ext import cli
from onmt_ext.core.errors import ConfigError, InputError
from onmt_ext.core.tools import score
from onmt_ext.mute import harden

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "checkpoints"


def opennmt_main(command: str):
    """OpenNMT's `main` of `onmt_<command>`, behind onmt_ext's boundary (the seam wraps it
    once its module is imported; install() applies the waiting records)."""
    module = importlib.import_module(f"onmt.bin.{command}")
    onmt_ext.install()
    return module.main


@pytest.fixture(scope="module")
def good(tmp_path_factory) -> dict[str, Path]:
    """Sound files every cell starts from: text, a checkpoint (and a copy), a corpus."""
    root = tmp_path_factory.mktemp("faults")
    files = {"src": root / "src.txt", "tgt": root / "tgt.txt", "model": root / "model.pt",
             "model2": root / "model2.pt"}
    shutil.copy(FIXTURES / "aggregate.src", files["src"])
    shutil.copy(FIXTURES / "aggregate.tgt", files["tgt"])
    shutil.copy(FIXTURES / "aggregate.pt", files["model"])
    shutil.copy(FIXTURES / "aggregate.pt", files["model2"])
    return files


def make_fault(fault: str, place: Path, good: Path) -> Path:
    """A file with `fault` at a new path in `place` (a copy of `good` where one is needed)."""
    bad = place / f"bad_{fault}{good.suffix}"
    if fault == "missing":
        return bad
    if fault == "directory":
        bad.mkdir()
    elif fault == "unreadable":
        shutil.copy(good, bad)
        bad.chmod(0)
    elif fault == "non_utf8":
        bad.write_bytes(b"ein Haus\nein \xff Baum\n")
    elif fault == "empty":
        bad.write_bytes(b"")
    elif fault == "damaged":
        bad.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    return bad


def checksums(folder: Path) -> dict[str, str]:
    return {str(p): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and os.access(p, os.R_OK)}


# Each command: (name, how to run it on argv, argv for a dict of paths, its file slots:
# slot -> (kind, faults)). Kinds: "text" and "checkpoint" inputs, "output".
TEXT = ("missing", "directory", "unreadable", "non_utf8")
CHECKPOINT = ("missing", "directory", "unreadable", "damaged")
OUTPUT = ("output_folder_missing", "output_is_input")
# faults met while writing: the output's folder on a full disk, or on a read-only file
# system (each a tmpfs this test mounts; skipped where it cannot mount one)
WRITING = ("disk_full", "read_only")
# a line of OpenNMT's log ("[2026-01-01 12:00:00,000 INFO] ...")
LOG_LINE = re.compile(r"^\[\d{4}-\d\d-\d\d [\d:,]+ [A-Z]+\] ")


def _with_argv(main, program: str):
    def run(argv):
        import sys

        saved = sys.argv
        sys.argv = [program, *argv]
        try:
            main()
        finally:
            sys.argv = saved
    return run


def _translate_argv(p):
    return ["-model", p["model"], "-src", p["src"], "-tgt", p["tgt"], "-output", p["output"]]


def _corpus_config(p) -> list[str]:
    """A -config for onmt_train / onmt_build_vocab whose corpus is p["corpus"]."""
    config = {"data": {"corpus_1": {"path_src": p["corpus"], "path_tgt": p["corpus"],
                                    "weight": 1}},
              "src_vocab": p.get("vocab", p["vocab_default"]), "share_vocab": True,
              "save_model": str(Path(p["vocab_default"]).parent / "run" / "model"),
              "save_data": str(Path(p["vocab_default"]).parent / "samples"),
              "n_sample": -1, "overwrite": True}
    path = Path(p["vocab_default"]).parent / "config.yaml"
    path.write_text(yaml.safe_dump(config))
    return ["-config", str(path)]


def _server_argv(p):
    config = Path(p["config_default"])
    if "config" not in p:
        config.write_text(json.dumps({"models_root": str(Path(p["model"]).parent),
                                      "models": [{"id": 100, "model": Path(p["model"]).name,
                                                  "opt": {}}]}))
    return ["--model_config", p.get("config", str(config))]


COMMANDS = {
    "onmt_translate": (lambda: _with_argv(opennmt_main("translate"), "onmt_translate"),
                       _translate_argv,
                       {"src": ("text", TEXT), "tgt": ("text", TEXT),
                        "model": ("checkpoint", CHECKPOINT),
                        "output": ("output", (*OUTPUT, *WRITING))}),
    "onmt_ext_translate": (lambda: cli.translate_main, _translate_argv,
                           {"src": ("text", TEXT), "model": ("checkpoint", CHECKPOINT),
                            "output": ("output", ("output_is_input", *WRITING))}),
    "onmt_build_vocab": (lambda: _with_argv(opennmt_main("build_vocab"), "onmt_build_vocab"),
                         _corpus_config,
                         {"corpus": ("text", (*TEXT, "empty")),
                          "vocab": ("output", ("output_is_input", *WRITING))}),
    "onmt_ext_build_vocab": (lambda: cli.build_vocab_main, _corpus_config,
                             {"vocab": ("output", ("output_is_input", *WRITING))}),
    "onmt_train": (lambda: _with_argv(opennmt_main("train"), "onmt_train"), _corpus_config,
                   {"corpus": ("text", (*TEXT, "empty"))}),
    "onmt_average_models": (
        lambda: _with_argv(opennmt_main("average_models"), "onmt_average_models"),
        lambda p: ["-models", p["model"], p["model2"], "-output", p["output"]],
        {"model": ("checkpoint", CHECKPOINT), "output": ("output", (*OUTPUT, *WRITING))}),
    "onmt_release_model": (
        lambda: _with_argv(opennmt_main("release_model"), "onmt_release_model"),
        lambda p: ["--model", p["model"], "--output", p["output"]],
        {"model": ("checkpoint", CHECKPOINT), "output": ("output", (*OUTPUT, *WRITING))}),
    "onmt_server": (lambda: _with_argv(opennmt_main("server"), "onmt_server"), _server_argv,
                    {"config": ("text", (*TEXT, "empty")),
                     "model": ("checkpoint", ("missing", "damaged"))}),
    "onmt_ext_score": (lambda: score.main,
                       lambda p: ["-hyp", p["src"], "-ref", p["tgt"], "-json", p["output"]],
                       {"src": ("text", TEXT), "output": ("output", (*OUTPUT, *WRITING))}),
    "onmt_ext_harden": (lambda: harden.main,
                        lambda p: ["-model", p.get("mute", p["model"]), "-output", p["output"]],
                        {"model": ("checkpoint", CHECKPOINT),
                         "output": ("output", (*OUTPUT, *WRITING))}),
}

CELLS = [(command, slot, fault) for command, (_, _, slots) in COMMANDS.items()
         for slot, (_, faults) in slots.items() for fault in faults]
# what each cell's input slot starts from
GOOD_OF = {"src": "src", "tgt": "tgt", "corpus": "src", "model": "model", "config": "src"}


_MOUNTS: list[Path] = []


def mounted_tmpfs(folder: Path, fault: str) -> Path:
    """A small tmpfs at `folder`: filled up to the last byte (`disk_full`: every write
    then fails with ENOSPC) or mounted read-only (`read_only`: EROFS). Skips the test
    where mounting is not permitted (not root); `unmount_all` takes it away."""
    import subprocess

    folder.mkdir()
    options = "size=64k" + (",ro" if fault == "read_only" else "")
    if subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                      capture_output=True).returncode:
        pytest.skip("cannot mount a small tmpfs here (needs root)")
    _MOUNTS.append(folder)
    if fault == "disk_full":
        with open(folder / "filler", "wb", buffering=0) as filler:
            try:
                while filler.write(b"\0" * 4096):
                    pass
            except OSError:
                pass
    return folder


NOBODY = 65534  # the user id of `nobody` on Linux


def shared_folder(tmp_path: Path) -> Path:
    """A folder that an ordinary user may enter and write in, for a cell run by root as
    that user (pytest's own temporary folders are root's alone); removed with tmp_path's
    test (its path is kept in tmp_path)."""
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="onmt_ext-fault-"))
    folder.chmod(0o777)
    _SHARED.append(folder)
    return folder


_SHARED: list[Path] = []


# Modules a command imports only as it runs (onmt_server: the servers of werkzeug and waitress),
# imported while still root: the interpreter's standard library may lie in root's home (a
# pyenv install), which `nobody` cannot read.
LATE_IMPORTS = ("werkzeug.serving", "waitress.server")


@contextlib.contextmanager
def as_ordinary_user():
    """Root's process acting as `nobody` for file access (the effective user id), so that
    a file with no permissions is unreadable to it; root's id comes back afterwards."""
    for module in LATE_IMPORTS:
        importlib.import_module(module)
    os.seteuid(NOBODY)
    try:
        yield
    finally:
        os.seteuid(0)


@pytest.fixture(autouse=True)
def remove_shared_folders():
    yield
    while _SHARED:
        shutil.rmtree(_SHARED.pop(), ignore_errors=True)


@pytest.fixture(autouse=True)
def unmount_all():
    yield
    import subprocess

    while _MOUNTS:
        subprocess.run(["umount", "--lazy", str(_MOUNTS.pop())], check=False, capture_output=True)


def _paths(good: dict, place: Path, slot: str, fault: str) -> tuple[dict, str]:
    """The command's paths with `fault` in `slot`, and the path the error must name."""
    paths = {key: str(place / key / path.name) for key, path in good.items()}
    for key, path in good.items():
        (place / key).mkdir()
        shutil.copy(path, paths[key])
    paths.update(corpus=paths["src"], output=str(place / "out.txt"),
                 vocab_default=str(place / "vocab.txt"),
                 config_default=str(place / "server.json"))
    if fault == "output_folder_missing":
        paths[slot] = str(place / "no_such_folder" / "out.txt")
        return paths, paths[slot]
    if fault == "output_is_input":  # the text input; the checkpoint tools' cells override
        paths[slot] = paths["src"]
        return paths, paths["src"]
    if fault in WRITING:
        folder = mounted_tmpfs(place / "mounted", fault)
        paths[slot] = str(folder / f"out{Path(paths.get(slot, '.txt')).suffix or '.txt'}")
        paths["mute"] = str(place / "model" / "mute.pt")
        shutil.copy(FIXTURES / "mute.pt", paths["mute"])
        return paths, paths[slot]
    bad = make_fault(fault, place, good[GOOD_OF[slot]])
    paths[slot] = str(bad)
    return paths, str(bad)


@pytest.mark.parametrize("command, slot, fault", CELLS,
                         ids=[f"{c}-{s}-{f}" for c, s, f in CELLS])
def test_fault_is_one_line_naming_the_path(good, tmp_path, command, slot, fault):
    unprivileged = fault == "unreadable" and os.geteuid() == 0
    if unprivileged:  # root reads any file: the command runs as an ordinary user instead
        tmp_path = shared_folder(tmp_path)
    entry, make_argv, _ = COMMANDS[command]
    paths, named = _paths(good, tmp_path, slot, fault)
    if fault == "output_is_input" and command in ("onmt_average_models",
                                                  "onmt_release_model", "onmt_ext_harden"):
        paths[slot] = named = paths["model"]
    argv = [str(a) for a in make_argv(paths)]
    before = checksums(tmp_path)
    stderr = io.StringIO()
    with (contextlib.redirect_stderr(stderr), pytest.raises(SystemExit) as info,
          as_ordinary_user() if unprivileged else contextlib.nullcontext()):
        entry()(argv)
    text = stderr.getvalue()
    assert info.value.code == 2, text
    assert "Traceback" not in text, text
    lines = text.strip().splitlines()
    if fault == "disk_full":  # met once the output is written: the command's log before it
        lines = [line for line in lines if not LOG_LINE.match(line)]
    assert len(lines) == 1 and lines[0].startswith(f"{command}: error: "), text
    assert named in lines[0], lines[0]
    assert checksums(tmp_path) == before
    if fault in WRITING:  # nothing under the output's name, no temporary file left
        assert sorted(p.name for p in Path(named).parent.iterdir()) == (
            ["filler"] if fault == "disk_full" else []), lines[0]


@pytest.mark.cli
@pytest.mark.parametrize("command, slot, fault", [
    ("onmt_translate", "output", "output_is_input"),
    ("onmt_release_model", "model", "damaged"),
    ("onmt_server", "model", "missing"),
    ("onmt_train", "corpus", "empty"),
    ("onmt_build_vocab", "vocab", "disk_full"),
    ("onmt_ext_build_vocab", "vocab", "disk_full"),
])
def test_console_scripts_report_the_same_line(good, tmp_path, command, slot, fault):
    """The real console script: the import hook installs the boundary around OpenNMT's
    `main` (and the records waiting for its module), and the process exits with 2 after
    one line."""
    paths, named = _paths(good, tmp_path, slot, fault)
    if fault == "output_is_input":
        paths[slot] = named = paths["src"]
    argv = [str(a) for a in COMMANDS[command][1](paths)]
    before = checksums(tmp_path)
    proc = run_cli(command, *argv, check=False)
    assert proc.returncode == 2, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.strip().splitlines() if not LOG_LINE.match(line)]
    assert len(lines) == 1 and lines[0].startswith(f"{command}: error: "), proc.stderr[-3000:]
    assert named in lines[0]
    assert checksums(tmp_path) == before
    if fault in WRITING:
        assert sorted(p.name for p in Path(named).parent.iterdir()) == ["filler"]


def test_the_traceback_variable_shows_the_traceback_too(good, tmp_path, monkeypatch):
    monkeypatch.setenv("ONMT_EXT_TRACEBACK", "1")
    missing = str(tmp_path / "absent.txt")
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), pytest.raises(SystemExit):
        score.main(["-hyp", missing, "-ref", str(good["tgt"])])
    text = stderr.getvalue()
    assert "Traceback (most recent call last)" in text and "FileNotFoundError" in text
    assert text.strip().splitlines()[-1] == (
        f"onmt_ext_score: error: no such file: {missing}; check the path")


def test_a_bug_keeps_its_traceback(monkeypatch):
    """Not bad input: the boundary lets the exception through (its traceback printed by
    Python), instead of a misleading one-line error."""
    monkeypatch.setattr(score, "read_lines", lambda path: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        score.main(["-hyp", "a", "-ref", "b"])


def test_a_library_caller_gets_an_exception_it_can_catch(tmp_path):
    """A program calling onmt_ext's functions with a bad config gets an InputError (a
    ValueError), not an exit."""
    with pytest.raises(ConfigError) as info:
        cli.train(["-src_vocab", "v", "-data", "{}", "-mute_unitz", "3"])
    assert isinstance(info.value, InputError) and not isinstance(info.value, SystemExit)
    assert str(info.value) == ("unknown option 'mute_unitz' (did you mean 'mute_units'?) "
                               "(from the command line or the -config file)")


def test_build_vocab_refuses_an_existing_vocabulary_before_counting(good, tmp_path):
    """OpenNMT refuses it too, but after counting the corpora, in a traceback; with
    -overwrite the new vocabulary replaces it whole and no temporary file is left."""
    vocab = tmp_path / "vocab.txt"
    vocab.write_text("old\t1\n")
    paths = {"corpus": str(good["src"]), "vocab": str(vocab), "vocab_default": str(vocab)}
    argv = _corpus_config(paths)
    config = yaml.safe_load(Path(argv[1]).read_text())
    Path(argv[1]).write_text(yaml.safe_dump({**config, "overwrite": False}))
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), pytest.raises(SystemExit) as info:
        _with_argv(opennmt_main("build_vocab"), "onmt_build_vocab")(argv)
    assert info.value.code == 2
    assert stderr.getvalue() == (f"onmt_build_vocab: error: src_vocab {vocab} exists already; "
                                 "add -overwrite to replace it, or choose another src_vocab\n")
    assert vocab.read_text() == "old\t1\n"

    Path(argv[1]).write_text(yaml.safe_dump(config))  # overwrite: true
    with contextlib.redirect_stderr(io.StringIO()):
        _with_argv(opennmt_main("build_vocab"), "onmt_build_vocab")(argv)
    words = [line.split("\t")[0] for line in vocab.read_text().splitlines()]
    assert "old" not in words and set(words) == set(good["src"].read_text().split())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config.yaml", "vocab.txt"]


def test_an_existing_feature_vocabulary_is_refused_too(tmp_path):
    """OpenNMT writes the source features' vocabularies as `<src_vocab>_feat<i>`."""
    import argparse

    from onmt_ext import preflight

    vocab = tmp_path / "vocab.src"
    (tmp_path / "vocab.src_feat1").write_text("old\t1\n")
    opt = argparse.Namespace(data={}, src_vocab=str(vocab), tgt_vocab=None, share_vocab=True,
                             n_src_feats=2, overwrite=False)
    with pytest.raises(InputError) as info:
        preflight._vocabulary_outputs(opt)
    assert str(info.value) == (f"src_vocab's feature 1 {vocab}_feat1 exists already; add "
                               "-overwrite to replace it, or choose another src_vocab")
    preflight._vocabulary_outputs(argparse.Namespace(**{**vars(opt), "overwrite": True}))


def test_a_feature_vocabulary_beside_a_link_checks_the_link_s_folder(tmp_path, monkeypatch):
    """`src_vocab` a link into another folder: the vocabulary replaces the file it names,
    but `<src_vocab>_feat0` goes beside the link; a folder there that cannot be written is
    named before any work (it failed at the end, after the vocabulary was replaced)."""
    import argparse

    from onmt_ext import preflight
    from onmt_ext.core.checks import output_paths

    (tmp_path / "store").mkdir()
    (tmp_path / "run").mkdir()
    (tmp_path / "store" / "vocab.src").write_text("old\t1\n")
    vocab = tmp_path / "run" / "vocab.src"
    vocab.symlink_to(tmp_path / "store" / "vocab.src")
    real = os.access  # root writes anywhere: the permission bits cannot show it
    monkeypatch.setattr(output_paths.os, "access", lambda path, mode: False if str(path) == str(
        tmp_path / "run") else real(path, mode))
    opt = argparse.Namespace(data={}, src_vocab=str(vocab), tgt_vocab=None, share_vocab=True,
                             n_src_feats=1, overwrite=True)
    with pytest.raises(InputError) as info:
        preflight._vocabulary_outputs(opt)
    assert str(info.value).startswith(f"src_vocab {vocab}_feat0: the folder {tmp_path / 'run'} "
                                      "is not writable")
    preflight._vocabulary_outputs(argparse.Namespace(**{**vars(opt), "n_src_feats": 0}))
