"""Stopping a training or a translation ends its child processes too.

OpenNMT's data-loader workers (`pt_data_worker`, `num_workers` > 0) and multi-GPU workers
are child processes of `onmt_ext_train` (and of a translation with several processes).
Python's default SIGTERM action ends the main process at once and leaves them running as
orphans, and runs no `finally` (a translation's temporary files stayed behind); SIGINT
sent to the main process alone (`kill -INT`) does the same when OpenNMT's loop is
interrupted before its workers are shut down. `exit_cleanly_on_signals` ends every
descendant first, then exits with 128 + the signal number (SIGTERM: the shell's
convention) or, for SIGINT, raises KeyboardInterrupt, so that `finally` blocks run and the
command's boundary ends the process by SIGINT (onmt_ext.core.errors.run_command);
`stopping_cleanly` does so for one block, putting the previous handlers back after it.
`stop_child_on_exit` does the same for a parent that runs a training as a subprocess
(experiments/run_table.py).

Descendants are found through /proc (Linux); elsewhere only the direct child is ended.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import time

from onmt_ext.core.model import process_state

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)
GRACE_SECONDS = 10.0


def _parents() -> dict[int, int]:
    """pid -> parent pid of every process (from /proc/<pid>/stat); empty without /proc."""
    parents = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return parents
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as handle:
                stat = handle.read()
        except OSError:  # it ended meanwhile
            continue
        # "pid (comm) state ppid ...": comm may hold spaces and parentheses
        fields = stat[stat.rfind(")") + 2 :].split()
        if len(fields) > 1:
            parents[int(entry)] = int(fields[1])
    return parents


def descendants(pid: int) -> list[int]:
    """Every living descendant of `pid`, parents before their children."""
    children: dict[int, list[int]] = {}
    for child, parent in _parents().items():
        children.setdefault(parent, []).append(child)
    found, queue = [], list(children.get(pid, []))
    while queue:
        child = queue.pop(0)
        found.append(child)
        queue.extend(children.get(child, []))
    return found


def _is_resource_tracker(pid: int) -> bool:
    """multiprocessing's resource tracker: it ends by itself once its parent has ended
    (its pipe closes); ended earlier, it is started again by the parent's shutdown, which
    then unregisters names the new one never knew (KeyError tracebacks in the log)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return b"multiprocessing.resource_tracker" in handle.read()
    except OSError:
        return False


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # a zombie (ended, not yet reaped by its parent) counts as gone
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as handle:
            stat = handle.read()
        return stat[stat.rfind(")") + 2 :].split()[0] != "Z"
    except OSError:
        return True


def end_processes(pids: list[int], grace: float = GRACE_SECONDS) -> None:
    """SIGTERM `pids`, wait up to `grace` seconds, then SIGKILL those still running."""
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and any(_alive(pid) for pid in pids):
        time.sleep(0.05)
    for pid in pids:
        if _alive(pid):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def _ignore(_signum, _frame) -> None:
    """A second stop signal during the cleanup. A Python function, not SIG_IGN: a signal
    that arrived just before SIG_IGN was set would be reported by Python ("Signal 15
    ignored due to race condition", with a traceback), as when a command ends its
    multi-process ranks while Ctrl-C reaches them too."""


def _stop_handler(signals: tuple[int, ...]):
    """The handler of `signals`: end every descendant, then raise KeyboardInterrupt for
    SIGINT (as Python's own handler does: the command's boundary then ends the process by
    the signal, so a shell loop stops at Ctrl-C) or exit with status 128 + the signal number
    for the others (SystemExit); either way `finally` blocks still run."""

    def handler(signum, _frame):
        for stop in signals:  # a second signal must not interrupt the cleanup
            signal.signal(stop, _ignore)
        # torch's DataLoader watches its workers through SIGCHLD and would raise
        # "worker killed by signal" in the middle of this cleanup
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        end_processes([p for p in descendants(os.getpid()) if not _is_resource_tracker(p)])
        if signum == signal.SIGINT:
            raise KeyboardInterrupt
        raise SystemExit(128 + signum)

    return handler


def _caught(signals: tuple[int, ...]) -> tuple[int, ...]:
    """The `signals` this process does not ignore: a signal ignored when the process
    started stays ignored (a shell starts a script's background job with SIGINT ignored, so
    that Ctrl-C, sent to the whole foreground group, stops only the foreground command)."""
    return tuple(s for s in signals if signal.getsignal(s) is not signal.SIG_IGN)


def exit_cleanly_on_signals(signals: tuple[int, ...] = STOP_SIGNALS) -> None:
    """In the main process of a command (`onmt_ext_train`): on each of `signals` that is
    not ignored (`_caught`) end every descendant, then stop as `_stop_handler` says, for
    the rest of the process (onmt_ext.uninstall() puts the previous handlers back)."""
    if not _in_main_thread():
        return
    signals = _caught(signals)
    handler = _stop_handler(signals)
    for stop in signals:
        process_state.set_signal(stop, handler)


@contextlib.contextmanager
def stopping_cleanly(signals: tuple[int, ...] = STOP_SIGNALS):
    """`exit_cleanly_on_signals` for the `with` block only: the handlers there before (and
    SIGCHLD's, which a stop changes) are put back when it ends, so a program that calls a
    command's `main` in its own process keeps its own. A signal ignored stays ignored
    (`_caught`). Outside the main thread, nothing."""
    if not _in_main_thread():
        yield
        return
    signals = _caught(signals)
    saved = {s: signal.getsignal(s) for s in (*signals, signal.SIGCHLD)}
    handler = _stop_handler(signals)
    for stop in signals:
        signal.signal(stop, handler)
    try:
        yield
    finally:
        for signum, previous in saved.items():
            if previous is not None:  # None: set outside Python, cannot be put back
                signal.signal(signum, previous)


class Stopped(SystemExit):
    """SIGTERM reached a parent inside `stop_child_on_exit`."""


@contextlib.contextmanager
def stop_child_on_exit(proc: subprocess.Popen, grace: float = GRACE_SECONDS):
    """While `proc` runs: SIGTERM to this process raises `Stopped` (exit status 143), and
    any exception leaving the block (Stopped, KeyboardInterrupt, ...) ends `proc` and its
    descendants before it propagates."""
    previous = None
    if _in_main_thread():

        def handler(signum, _frame):
            raise Stopped(128 + signum)

        previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield proc
    except BaseException:
        if proc.poll() is None:
            tree = descendants(proc.pid)
            proc.send_signal(signal.SIGTERM)  # onmt_ext_train ends its own children ...
            try:
                proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            end_processes([pid for pid in tree if _alive(pid)], grace=1.0)  # ... or we do
        raise
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
