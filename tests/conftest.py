"""Shared fixtures: a tiny parallel corpus and helpers to run the real console scripts."""

from __future__ import annotations

import contextlib
import io
import logging
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml

import onmt_ext

# Importing onmt_ext changes nothing in OpenNMT; the tests run in-process with the extension
# applied, as every onmt_ext command and OpenNMT's own commands (the import hook) do.
onmt_ext.install()

BIN = Path(sys.executable).parent
WORDS = [f"w{i}" for i in range(24)]


def make_tiny_corpus(directory: Path, n_train: int = 400, n_valid: int = 40, seed: int = 0):
    """A reversal task (target = reversed, upper-cased source): learnable, needs reordering.

    Returns a dict of paths: train_src, train_tgt, valid_src, valid_tgt.
    """
    rng = random.Random(seed)
    directory.mkdir(parents=True, exist_ok=True)
    paths = {}
    for split, n in (("train", n_train), ("valid", n_valid)):
        src_lines, tgt_lines = [], []
        for _ in range(n):
            sent = [rng.choice(WORDS) for _ in range(rng.randint(3, 8))]
            src_lines.append(" ".join(sent))
            tgt_lines.append(" ".join(w.upper() for w in reversed(sent)))
        for side, lines in (("src", src_lines), ("tgt", tgt_lines)):
            path = directory / f"{split}.{side}"
            path.write_text("\n".join(lines) + "\n")
            paths[f"{split}_{side}"] = str(path)
    return paths


def tiny_config(directory: Path, corpus: dict, **overrides) -> Path:
    """A fast OpenNMT/onmt_ext training config (d 32, 2+2 layers); keys overridable."""
    run = directory / "run"
    config = {
        "save_data": str(run),
        "src_vocab": str(run / "vocab.src"),
        "tgt_vocab": str(run / "vocab.tgt"),
        "overwrite": True,
        "data": {
            "corpus_1": {"path_src": corpus["train_src"], "path_tgt": corpus["train_tgt"]},
            "valid": {"path_src": corpus["valid_src"], "path_tgt": corpus["valid_tgt"]},
        },
        "save_model": str(run / "model"),
        "save_checkpoint_steps": 6,
        "train_steps": 6,
        "valid_steps": 6,
        "report_every": 2,
        "batch_size": 256,
        "batch_type": "tokens",
        "valid_batch_size": 256,
        "bucket_size": 512,  # OpenNMT's default (262144) re-reads a tiny corpus many times
        "num_workers": 0,
        "seed": 1,
        "encoder_type": "transformer",
        "decoder_type": "transformer",
        "enc_layers": 2,
        "dec_layers": 2,
        "hidden_size": 32,
        "word_vec_size": 32,
        "transformer_ff": 64,
        "heads": 4,
        "max_relative_positions": 8,
        "position_encoding": False,
        "dropout": [0.1],
        "attention_dropout": [0.0],
        "optim": "adam",
        "learning_rate": 0.002,
        "param_init": 0.0,
        "param_init_glorot": True,
    }
    config.update(overrides)
    path = directory / "config.yaml"
    path.write_text(yaml.safe_dump(config))
    return path


def run_cli(*args: str, timeout: int = 240, check: bool = True,
            env: dict | None = None) -> subprocess.CompletedProcess:
    """Run a console script of this venv (e.g. 'onmt_ext_train') and capture its output;
    `env`: variables set for it on top of this process's.

    One torch thread: the models are tiny, and `make test` runs two test processes on the
    2-core machine, where two OpenMP threads per process would mostly wait for each other."""
    env = dict(os.environ, PYTHONWARNINGS="ignore::DeprecationWarning", OMP_NUM_THREADS="1",
               **(env or {}))
    proc = subprocess.run(
        [str(BIN / args[0]), *args[1:]], capture_output=True, text=True, timeout=timeout, env=env
    )
    if check and proc.returncode != 0:
        raise AssertionError(
            f"{' '.join(args)} failed ({proc.returncode}):\n{proc.stdout[-3000:]}\n"
            f"{proc.stderr[-5000:]}"
        )
    return proc


def in_process(command, *args: str) -> str:
    """A console script's function (`onmt_ext.cli.train`, `.translate`, `.build_vocab`,
    `onmt_ext.mute.harden.main`, ...) on `args` in this process: what its console script
    runs, without starting an interpreter (about 6 s of CPU each). Returns what it wrote to
    stdout and stderr, OpenNMT's log included (its logger writes to the `sys.stderr` of the
    call). Each family keeps one console-script round trip through OpenNMT's own commands
    (tests/core/test_opennmt_commands.py); the tests about processes (signals, the import
    hook, the server, the wheel, the docs' commands) still start console scripts."""
    onmt_logger = logging.getLogger("onmt")
    handlers, level = list(onmt_logger.handlers), onmt_logger.level
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            command(list(args))
    finally:
        onmt_logger.handlers, onmt_logger.level = handlers, level
    return out.getvalue()


def corpus_with_vocab(root: Path) -> dict:
    """The tiny corpus under `root` and its vocabulary (`root/run/vocab.{src,tgt}`), built
    once by `onmt_ext_build_vocab`'s function, in this process, for several trainings
    (`train_tiny`)."""
    from onmt_ext import cli

    corpus = make_tiny_corpus(root / "data")
    in_process(cli.build_vocab, "-config", str(tiny_config(root, corpus)), "-n_sample", "-1")
    return corpus


def train_tiny(root: Path, corpus: dict, name: str, **keys):
    """`onmt_ext_train`'s function (in this process) for 6 steps on the corpus and vocabulary
    of `corpus_with_vocab(root)` with `keys` over `tiny_config`, in `root/name`, without a
    validation pass.

    Returns ``(run_dir, log, checkpoint path)``: `log` is what the training wrote."""
    from onmt_ext import cli

    run_dir = root / name
    run_dir.mkdir()
    cfg = tiny_config(
        run_dir,
        corpus,
        src_vocab=str(root / "run" / "vocab.src"),
        tgt_vocab=str(root / "run" / "vocab.tgt"),
        valid_steps=1000,  # the run is about building, training, saving
        **keys,
    )
    log = in_process(cli.train, "-config", str(cfg))
    return run_dir, log, run_dir / "run" / "model_step_6.pt"


@pytest.fixture(autouse=True)
def _keeps_the_excepthook():
    """torch.distributed.init_process_group wraps sys.excepthook for the rest of the
    process: a test that starts a process group in this process (a gloo group of one rank)
    gives the hook back as it found it, so the seam's record of it is what later tests see."""
    before = sys.excepthook
    yield
    sys.excepthook = before


@pytest.fixture
def tiny_corpus(tmp_path):
    return make_tiny_corpus(tmp_path / "data")


@pytest.fixture
def one_thread():
    """Tiny tensors: one thread avoids OpenMP contention on the shared 2-core machine
    (a module asks for it with ``pytestmark = pytest.mark.usefixtures("one_thread")``)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "long(minutes): runs for minutes (on one thread of an idle 2-core machine); "
        "scheduled first, the longest first (tests/conftest.py)")


def _minutes(item) -> float:
    mark = item.get_closest_marker("long")
    return 0.0 if mark is None else float(mark.args[0] if mark.args else 1)


def pytest_collection_modifyitems(config, items):
    """The files holding tests marked `long(minutes)` first, the longest first, and in each
    file its long tests first.

    `make test` runs `-n 2 --dist loadfile --no-loadscope-reorder`: xdist hands out whole
    files in collection order, and gives a worker another file only when at most 2 of its
    tests are left. A long test that started last would keep one worker busy after the
    other has finished; started first it runs beside the rest, and the quick tests after it
    in its file keep xdist from queueing another file behind it."""
    longest, first = {}, {}
    for index, item in enumerate(items):
        longest[item.path] = max(longest.get(item.path, 0.0), _minutes(item))
        first.setdefault(item.path, index)
    items.sort(key=lambda item: (-longest[item.path], first[item.path], -_minutes(item)))
