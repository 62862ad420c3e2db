"""One training per `save_model` prefix.

OpenNMT lets two trainings share a `save_model` prefix: each `*_step_N.pt` then holds
whichever wrote last and `*_metrics.jsonl` mixes both runs. `acquire` takes
`<save_model>.lock` (created exclusively, holding the process id, its start time and the
host) before training starts, or raises RunLockError naming the prefix and the process
that holds it. A lock left by a process that is gone (`kill -9`, a crash) is taken over,
so a dead training never blocks its successor; the lock is removed when the process ends.
Taking the lock also proves the folder writable, before any work (RunLockError names it).
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

from onmt_ext.core.errors import InputError
from onmt_ext.core.model import process_state

SUFFIX = ".lock"


class RunLockError(InputError):
    """The prefix is in use by another training, or its folder cannot be written."""


def lock_path(save_model: str) -> Path:
    return Path(f"{save_model}{SUFFIX}")


def _start_time(pid: int) -> str | None:
    """The process' start time in clock ticks since boot (/proc; None elsewhere)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as handle:
            stat = handle.read()
    except OSError:
        return None
    return stat[stat.rfind(")") + 2:].split()[19]


def _alive(holder: dict) -> bool:
    """Is the process that wrote `holder` still running (on this host: elsewhere it cannot
    be told, and the lock is kept)?"""
    if holder.get("host") != socket.gethostname():
        return True
    pid = holder.get("pid")
    if not isinstance(pid, int):
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    started = _start_time(pid)
    # a recycled pid belongs to another process, started later
    return started is None or holder.get("start") in (None, started)


def _describe(holder: dict) -> str:
    return f"process {holder.get('pid')} on {holder.get('host')}"


def _me() -> dict:
    return {"pid": os.getpid(), "start": _start_time(os.getpid()), "host": socket.gethostname()}


def _create(path: Path, holder: dict) -> bool:
    """Create `path` holding `holder` if it does not exist; False if it does."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        return False
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump(holder, handle)
    return True


def _read(path: Path) -> dict:
    try:
        holder = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # being written, or damaged: treated as held by nobody alive
    return holder if isinstance(holder, dict) else {}


def acquire(save_model: str) -> Path:
    """Take the lock of `save_model` for this process (again, if it holds it already).

    Raises:
        RunLockError: another living process holds it, or the folder cannot be written.
    """
    path = lock_path(save_model)
    me = _me()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for _ in range(3):  # a stale lock is removed, then created again
            if _create(path, me):
                # released at exit, or by onmt_ext.uninstall(), whichever comes first
                process_state.at_exit(release, save_model)
                return path
            holder = _read(path)
            if holder.get("pid") == me["pid"] and holder.get("host") == me["host"]:
                return path
            if holder and _alive(holder):
                raise RunLockError(
                    f"save_model {save_model}: another training uses this prefix "
                    f"({_describe(holder)}, lock {path}); give this one another -save_model, "
                    "or stop the other (a lock whose process has ended is taken over)"
                )
            path.unlink(missing_ok=True)
    except OSError as error:
        raise RunLockError(
            f"save_model {save_model}: cannot write in {path.parent or '.'} "
            f"({error.strerror or error}); choose a writable folder for -save_model"
        ) from None
    raise RunLockError(f"save_model {save_model}: could not take {path} (it keeps coming back)")


def release(save_model: str) -> None:
    """Remove the lock if this process holds it."""
    path = lock_path(save_model)
    holder = _read(path)
    if holder.get("pid") == os.getpid() and holder.get("host") == socket.gethostname():
        path.unlink(missing_ok=True)


def holder_alive(save_model: str) -> str | None:
    """The live process that holds `save_model`'s lock, described (``process PID on
    HOST``), or None when no live process holds it (no lock, or one left by a dead one)."""
    holder = _read(lock_path(save_model))
    return _describe(holder) if holder and _alive(holder) else None
