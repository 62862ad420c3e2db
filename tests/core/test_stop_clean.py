"""Stopping a training leaves no process behind.

Each test starts its command in a new session (so that everything it starts shares one
process group, the test's own), waits until OpenNMT's data-loader workers run
(`num_workers: 2`), sends the signal to the main process only, and then looks in /proc for
any process of that group. Only processes of that group are ever signalled by the tests.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import BIN, make_tiny_corpus, tiny_config
from support import write_vocabs

pytestmark = [pytest.mark.cli,  # starts console scripts
              pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")]

REPO = Path(__file__).resolve().parents[2]
RUNNER = """
import sys
from pathlib import Path
from types import SimpleNamespace
sys.path.insert(0, {repo!r})
from experiments.runner import Runner

# the experiment runner's own Runner.train/train_piece/run_command on a context-free runner
runner = SimpleNamespace(ctx=SimpleNamespace(force=False, scale="small",
                                             device=lambda threads: f"CPU, {{threads}} threads"))
runner.command_env = lambda: Runner.command_env(runner)
runner.run_command = lambda cmd, log, append=False, loads=None: Runner.run_command(
    runner, cmd, log, append, loads)
runner.train_piece = lambda cmd, run_dir, state: Runner.train_piece(runner, cmd, run_dir, state)
Runner.train(runner, {cmd!r}, ["key"], Path({run_dir!r}), [])
"""


def _stat(pid: int) -> list[str] | None:
    """Fields of /proc/<pid>/stat after the command name: state, ppid, pgrp, ..."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rfind(")") + 2 :].split()


def group_members(pgid: int) -> list[int]:
    """Living (not zombie) processes of process group `pgid`."""
    members = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat(int(entry))
            if fields and int(fields[2]) == pgid and fields[0] != "Z":
                members.append(int(entry))
    return members


def comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return ""


def wait_for(condition, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture(scope="module")
def config(tmp_path_factory):
    root = tmp_path_factory.mktemp("stop_clean")
    corpus = make_tiny_corpus(root / "data", n_train=200, n_valid=8)
    cfg = tiny_config(root, corpus, encoder_type="mute", mute_units=2, num_workers=2,
                      train_steps=100000, save_checkpoint_steps=100000, valid_steps=100000)
    write_vocabs(corpus, root)  # as onmt_ext_build_vocab would
    return root, cfg


def _as_from_a_terminal() -> None:
    """SIGINT at its default in the child, as a terminal starts a command: a pytest-xdist
    worker ignores SIGINT, and an ignored SIGINT is inherited and kept (a background job)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextlib.contextmanager
def started(argv: list[str], log: Path, preexec_fn=_as_from_a_terminal):
    """Start `argv` in its own session; afterwards SIGKILL whatever of its group is left."""
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONWARNINGS="ignore")
    with open(log, "w") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, env=env,
                                start_new_session=True, preexec_fn=preexec_fn)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for pid in group_members(proc.pid):  # never leave a failed test's processes behind
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def workers_running(pgid: int, log: Path):
    """The group's data-loader workers, once training has logged a step."""
    workers = [p for p in group_members(pgid) if comm(p) == "pt_data_worker"]
    return workers if len(workers) >= 2 and "Step " in log.read_text() else None


def assert_nothing_left(proc: subprocess.Popen, log: Path) -> None:
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"running 60 s after the signal:\n{log.read_text()[-2000:]}") from None
    deadline = time.monotonic() + 15  # multiprocessing's resource tracker ends after it
    while group_members(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = {pid: comm(pid) for pid in group_members(proc.pid)}
    assert not left, f"processes left behind: {left}"


@pytest.mark.parametrize("command, signum", [
    ("onmt_ext_train", signal.SIGTERM), ("onmt_ext_train", signal.SIGINT),
    ("onmt_train", signal.SIGTERM), ("onmt_train", signal.SIGINT),
])
def test_signal_to_train_ends_its_workers(config, command, signum):
    root, cfg = config
    log = root / f"train_{command}_{signum.name}.log"
    with started([str(BIN / command), "-config", str(cfg)], log) as proc:
        wait_for(lambda: workers_running(proc.pid, log), 180, "training with 2 workers")
        os.kill(proc.pid, signum)  # the main process only, as `kill PID` does
        assert_nothing_left(proc, log)
        if signum == signal.SIGINT:  # ended by the signal, so that a shell loop stops
            assert proc.returncode == -signum, log.read_text()[-2000:]
            assert log.read_text().splitlines()[-1] == f"{command}: stopped by Ctrl-C (SIGINT)"
        else:
            assert proc.returncode == 128 + signum, log.read_text()[-2000:]
        assert "Traceback" not in log.read_text()


@pytest.mark.parametrize("command", ["onmt_ext_train", "onmt_train"])
def test_ctrl_c_in_a_terminal_stops_train_with_one_line(config, command):
    """Ctrl-C in a terminal sends SIGINT to the whole process group, the data-loader
    workers too: nothing is left, one line says so, no worker's traceback, and the command
    ends by SIGINT."""
    root, cfg = config
    log = root / f"train_{command}_group.log"
    with started([str(BIN / command), "-config", str(cfg)], log) as proc:
        wait_for(lambda: workers_running(proc.pid, log), 180, "training with 2 workers")
        os.killpg(proc.pid, signal.SIGINT)  # the group: the test's own (a new session)
        assert_nothing_left(proc, log)
        assert proc.returncode == -signal.SIGINT, log.read_text()[-2000:]
        text = log.read_text()
        assert text.splitlines()[-1] == f"{command}: stopped by Ctrl-C (SIGINT)"
        assert "Traceback" not in text and "Error" not in text


def test_sigterm_to_runner_ends_training_and_keeps_row_resumable(config):
    root, cfg = config
    run_dir = root / "runner_row"
    log = root / "runner.log"
    script = RUNNER.format(repo=str(REPO), run_dir=str(run_dir),
                           cmd=["onmt_ext_train", "-config", str(cfg)])
    with started([sys.executable, "-c", script], log) as proc:
        train_log = run_dir / "train.log"
        wait_for(lambda: train_log.exists() and workers_running(proc.pid, train_log), 180,
                 "the runner's training with 2 workers")
        os.kill(proc.pid, signal.SIGTERM)
        assert_nothing_left(proc, log)
        assert proc.returncode == 128 + signal.SIGTERM, log.read_text()[-2000:]
    # not marked finished: the next run resumes it from its latest checkpoint (or redoes it)
    stamp = json.loads((run_dir / "train.json").read_text())
    assert stamp["finished"] is False and stamp["pieces"][0]["interrupted"] is True


def test_stopping_cleanly_puts_the_handlers_back():
    """A command's `main` called inside a program: the stop handlers hold for the block
    only; the program's own handlers (and SIGCHLD's) are back after it, also after a stop
    (the SystemExit that the handler raises)."""
    from onmt_ext.core.tools import process_cleanup

    def own(signum, frame):
        pass

    before = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGINT, signal.SIGCHLD)}
    signal.signal(signal.SIGTERM, own)
    try:
        with process_cleanup.stopping_cleanly((signal.SIGTERM,)):
            assert signal.getsignal(signal.SIGTERM) not in (own, before[signal.SIGTERM])
            assert signal.getsignal(signal.SIGINT) is before[signal.SIGINT]  # not asked for
        assert signal.getsignal(signal.SIGTERM) is own
        with pytest.raises(SystemExit) as stopped:
            with process_cleanup.stopping_cleanly((signal.SIGTERM,)):
                os.kill(os.getpid(), signal.SIGTERM)
                time.sleep(5)  # the handler raises here
        assert stopped.value.code == 128 + signal.SIGTERM
        assert signal.getsignal(signal.SIGTERM) is own
        assert signal.getsignal(signal.SIGCHLD) is before[signal.SIGCHLD]
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)


def test_a_signal_ignored_as_the_command_starts_stays_ignored():
    """A shell starts a script's background job with SIGINT ignored, so that Ctrl-C (sent
    to the whole foreground group) stops only the foreground command: the stop handlers
    leave an ignored signal ignored; SIGINT at its default gets the handler."""
    from onmt_ext.core.tools import process_cleanup

    before = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGINT, signal.SIGCHLD)}
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        with process_cleanup.stopping_cleanly():
            assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
            assert signal.getsignal(signal.SIGTERM) is not before[signal.SIGTERM]
        signal.signal(signal.SIGINT, signal.default_int_handler)
        with process_cleanup.stopping_cleanly():
            assert signal.getsignal(signal.SIGINT) is not signal.default_int_handler
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)
