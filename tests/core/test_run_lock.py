"""One training per save_model prefix: a second is refused while the first lives; a lock of a
process that is gone is taken over; an unwritable folder is named."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest

from onmt_ext.core.tools.run_lock import RunLockError, acquire, lock_path, release


@pytest.fixture
def other_process():
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield proc
    proc.kill()
    proc.wait()


def _hold(save_model, pid, start=None):
    lock_path(save_model).write_text(json.dumps(
        {"pid": pid, "start": start, "host": socket.gethostname()}))


def test_acquire_then_release(tmp_path):
    prefix = str(tmp_path / "run" / "model")
    path = acquire(prefix)
    assert path == tmp_path / "run" / "model.lock"
    assert json.loads(path.read_text())["pid"] == os.getpid()
    assert acquire(prefix) == path  # the holder may take it again
    release(prefix)
    assert not path.exists()


def test_a_living_holder_refuses_a_second_training(tmp_path, other_process):
    prefix = str(tmp_path / "model")
    _hold(prefix, other_process.pid)
    with pytest.raises(RunLockError) as info:
        acquire(prefix)
    assert str(info.value) == (
        f"save_model {prefix}: another training uses this prefix (process "
        f"{other_process.pid} on {socket.gethostname()}, lock {prefix}.lock); give this one "
        "another -save_model, or stop the other (a lock whose process has ended is taken "
        "over)")


def test_a_dead_holder_is_taken_over(tmp_path, other_process):
    prefix = str(tmp_path / "model")
    other_process.kill()
    other_process.wait()
    _hold(prefix, other_process.pid)
    acquire(prefix)
    assert json.loads(lock_path(prefix).read_text())["pid"] == os.getpid()
    release(prefix)


def test_a_recycled_pid_is_not_the_holder(tmp_path, other_process):
    """The pid lives, but started at another time than the lock's writer."""
    prefix = str(tmp_path / "model")
    _hold(prefix, other_process.pid, start="1")
    path = acquire(prefix)
    assert json.loads(path.read_text())["pid"] == os.getpid()  # taken over
    release(prefix)
    assert not path.exists()


def test_an_empty_lock_from_a_crash_is_taken_over(tmp_path):
    prefix = str(tmp_path / "model")
    lock_path(prefix).write_text("")
    path = acquire(prefix)
    assert json.loads(path.read_text())["pid"] == os.getpid()  # taken over
    release(prefix)
    assert not path.exists()


def test_an_unwritable_folder_is_named(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(RunLockError, match=r"cannot write in .*/file/run .*choose a writable"):
        acquire(str(blocker / "run" / "model"))


def test_train_command_refuses_a_prefix_in_use(tmp_path, tiny_corpus, other_process):
    from conftest import tiny_config
    from support import error_line

    from onmt_ext import cli

    cfg = tiny_config(tmp_path, tiny_corpus)
    prefix = str(tmp_path / "run" / "model")
    (tmp_path / "run").mkdir(exist_ok=True)
    _hold(prefix, other_process.pid)
    info = error_line(cli.train, ["-config", str(cfg)])
    assert str(info).startswith(
        f"onmt_ext_train: error: save_model {prefix}: another training uses this prefix")
