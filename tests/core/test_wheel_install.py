"""The non-editable wheel: built offline, installed into a fresh venv, `onmt_train` of a
MUTE config run there from a temporary directory (so the source tree cannot shadow it).

How the fresh venv gets torch and OpenNMT-py without a download: a `.pth` line in its
site-packages appends this venv's site-packages to `sys.path`. A directory added that way
is only searched for modules: its `.pth` files (the editable install's finder and hook)
do not run, and it comes after the fresh venv's own site-packages, so `onmt_ext` and
`onmt_ext_autoload` can only come from the wheel (the test checks where they come from).
`onmt_train` is OpenNMT-py's launcher with the fresh venv's interpreter.
"""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from conftest import BIN, make_tiny_corpus, tiny_config

pytestmark = pytest.mark.cli

REPO = Path(__file__).resolve().parents[2]
# What the build reads (pyproject.toml: the package, the hook module and the readme).
SOURCES = ("pyproject.toml", "setup.py", "README.md", "onmt_ext_autoload.py", "onmt_ext")


def run(*args, cwd, env=None) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, cwd=cwd,
                          timeout=600, env=dict(os.environ, OMP_NUM_THREADS="1", **(env or {})))
    assert proc.returncode == 0, f"{args}\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}"
    return proc


def build_wheel(tmp_path: Path) -> Path:
    source = tmp_path / "source"
    source.mkdir()
    for name in SOURCES:
        copy = shutil.copytree if (REPO / name).is_dir() else shutil.copy2
        copy(REPO / name, source / name, **({"ignore": shutil.ignore_patterns("__pycache__")}
                                            if (REPO / name).is_dir() else {}))
    run(sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "--no-index",
        "-w", tmp_path / "dist", source, cwd=tmp_path)
    (wheel,) = (tmp_path / "dist").glob("onmt_ext-*.whl")
    return wheel


def fresh_venv(tmp_path: Path) -> Path:
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    purelib = run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                  cwd=tmp_path).stdout.strip()
    ours = sysconfig.get_paths()["purelib"]
    assert ours in site.getsitepackages()
    Path(purelib, "zz_dependencies_from_the_test_venv.pth").write_text(ours + "\n")
    return venv


def test_wheel_installs_the_hook_and_onmt_train_runs_the_extension(tmp_path):
    wheel = build_wheel(tmp_path)
    venv = fresh_venv(tmp_path)
    python = venv / "bin" / "python"
    run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index",
        wheel, cwd=tmp_path)
    where = run(python, "-c", "import onmt_ext, onmt_ext_autoload, onmt; "
                "print(onmt_ext.__file__, onmt_ext_autoload.__file__, onmt.__file__)",
                cwd=tmp_path).stdout.split()
    assert all(path.startswith(str(venv)) for path in where[:2]), where
    assert not where[2].startswith(str(venv))  # OpenNMT from the test venv
    assert list(Path(where[0]).parents[1].glob("onmt_ext_autoload.pth"))

    launcher = venv / "bin" / "onmt_train"
    text = (BIN / "onmt_train").read_text().split("\n", 1)[1]  # OpenNMT-py's, less #!
    launcher.write_text(f"#!{python}\n{text}")
    launcher.chmod(0o755)
    work = tmp_path / "work"
    corpus = make_tiny_corpus(work / "data", n_train=60, n_valid=6)
    config = tiny_config(work, corpus, encoder_type="mute", mute_units=2, train_steps=2,
                         save_checkpoint_steps=2, valid_steps=100)
    vocab = "".join(f"w{i}\t1\n" for i in range(24))
    (work / "run").mkdir()
    (work / "run" / "vocab.src").write_text(vocab)
    (work / "run" / "vocab.tgt").write_text(vocab.upper())
    proc = run(launcher, "-config", config, cwd=work)
    assert (work / "run" / "model_step_2.pt").is_file()
    assert (work / "run" / "model_metrics.jsonl").is_file(), proc.stderr[-2000:]
