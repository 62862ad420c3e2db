"""The errors for bad input, and the one boundary where the commands report them.

Library code raises exceptions a caller can catch (a program calling onmt_ext gets an
exception, never an exit): every check raises an `InputError` subclass whose message names
the culprit (the key and value, the file and line) and what to do. Only a command's entry
point turns them into one line, through `run_command`:

    <command>: error: <what is wrong>, <the file / key / line>, <what to do>

with exit status 2. `run_command` also recognises the operating system's and torch's
faults of user files (missing, unreadable, a folder, not UTF-8, not a checkpoint, a full
disk, not writable), each named with its path (`describe_fault`). Any other exception is a
bug and keeps its traceback; ONMT_EXT_TRACEBACK=1 shows the traceback behind the one-line
error too (docs/troubleshooting.md).

This module imports nothing of torch or OpenNMT: it is the lowest layer of onmt_ext.core.
"""

from __future__ import annotations

import errno
import functools
import io
import os
import sys
import traceback
from collections.abc import Callable

TRACEBACK_ENV = "ONMT_EXT_TRACEBACK"
_ON = ("1", "true", "yes", "on")


class InputError(ValueError):
    """Bad input found by a check: an option, a data file, a checkpoint, a device."""


class OptionError(InputError):
    """A bad option value; the message names the key and the value."""


class ConfigError(InputError):
    """A bad command line or configuration file (an unknown key, a YAML syntax error)."""


class DataError(InputError):
    """A data file or the `data:` section cannot be used (empty, not UTF-8, unpaired,
    every example filtered out)."""


class CheckpointError(InputError):
    """A file is not a complete OpenNMT checkpoint, or does not fit its use."""


class OutputError(InputError):
    """An output path cannot be written as asked: it is also an input, or its folder does
    not exist."""


class SaveError(OSError):
    """A file could not be written; the message (`strerror`) names it and why, in one line
    (onmt_ext.core.files.atomic_save)."""


# --------------------------------------------------------------------------- faults
def _missing(path: str) -> str:
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        return (f"the folder {folder} does not exist (for {path}): create it or correct the "
                "path")
    return f"no such file: {path}; check the path"


# errno -> what to write for a path; ENOENT depends on whether the folder exists
_OS_FAULTS: dict[int, Callable[[str], str]] = {
    errno.ENOENT: _missing,
    errno.EACCES: lambda p: (f"permission denied: {p}; check its permissions (ls -l) or "
                             "use another path"),
    errno.EPERM: lambda p: f"operation not permitted on {p}; check its permissions",
    errno.EISDIR: lambda p: f"{p} is a folder, not a file; give the path of a file",
    errno.ENOTDIR: lambda p: (f"a part of {p} is a file, not a folder; correct the path"),
    errno.ENOSPC: lambda p: f"the disk is full while writing {p}; free space or write elsewhere",
    errno.EDQUOT: lambda p: (f"the disk quota is exceeded while writing {p}; free space or "
                             "write elsewhere"),
    errno.EROFS: lambda p: f"{p} is on a read-only file system; write elsewhere",
    errno.ENAMETOOLONG: lambda p: f"the file name is too long: {p}; use a shorter path",
}

# torch's messages when a file is not a (complete) checkpoint, and when its zip writer
# meets a full disk (RuntimeError, not OSError(ENOSPC))
_TORCH_NOT_CHECKPOINT = ("PytorchStreamReader", "zip archive", "invalid load key",
                         "Ran out of input", "pickle data was truncated", "magic number")
_TORCH_DISK_FULL = ("unexpected pos", "file write failed", "No space left")


def _frames(error: BaseException):
    """The frames of `error`'s traceback, innermost first."""
    frames = [frame for frame, _ in traceback.walk_tb(error.__traceback__)]
    return reversed(frames)


def _text_file_in_traceback(error: BaseException) -> str | None:
    """The path of the text file being read where `error` was raised: a UnicodeDecodeError
    does not carry it, but the reading frame holds the open file (`for line in handle`)."""
    for frame in _frames(error):
        for value in frame.f_locals.values():
            if isinstance(value, io.TextIOBase) and isinstance(getattr(value, "name", None),
                                                                 str):
                return value.name
    return None


def _torch_file_in_traceback(error: BaseException, function: str) -> str | None:
    """The path given to torch's `load`/`save` (its argument `f`) where `error` arose."""
    for frame in _frames(error):
        code = frame.f_code
        if code.co_name == function and code.co_filename.endswith(
                os.path.join("torch", "serialization.py")):
            path = frame.f_locals.get("f")
            if isinstance(path, str | os.PathLike):
                return os.fspath(path)
    return None


def _utf8_position(path: str) -> str:
    """" line N (byte 0xXX at column C)" of the first byte of `path` that is not UTF-8."""
    try:
        with open(path, "rb") as handle:
            for number, line in enumerate(handle, 1):
                try:
                    line.decode("utf-8")
                except UnicodeDecodeError as bad:
                    return (f" line {number} (byte 0x{line[bad.start]:02x} at column "
                            f"{bad.start + 1})")
    except OSError:
        pass
    return ""


def describe_fault(error: BaseException) -> str | None:
    """What to print after `<command>: error: ` for `error`, or None when it is not bad
    input but a bug (or an exit, an interrupt) that must keep its traceback."""
    if isinstance(error, InputError):
        return str(error)
    if isinstance(error, SaveError):
        return error.strerror or str(error)
    if isinstance(error, UnicodeDecodeError):
        path = _text_file_in_traceback(error)
        where = f"{path}{_utf8_position(path)}" if path else "a text file"
        return (f"{where} is not UTF-8; OpenNMT reads text files as UTF-8: convert the file "
                "(e.g. iconv)")
    if isinstance(error, OSError):
        path = error.filename if error.filename is not None else error.filename2
        fault = _OS_FAULTS.get(error.errno)
        if fault is None:
            return None
        if path is None:  # a full disk met by a write that does not name its file
            return fault("a file") if error.errno in (errno.ENOSPC, errno.EDQUOT) else None
        return fault(os.fsdecode(path))
    if isinstance(error, RuntimeError | EOFError) or type(error).__name__ == "UnpicklingError":
        text = str(error)
        loaded = _torch_file_in_traceback(error, "load")
        if loaded is not None and (any(m in text for m in _TORCH_NOT_CHECKPOINT)
                                   or not isinstance(error, RuntimeError)):
            reason = text.strip().splitlines()[0] if text.strip() else type(error).__name__
            return (f"{loaded} is not a complete checkpoint (truncated, damaged or not a "
                    f"checkpoint file; torch.load: {reason}); give an OpenNMT .pt file")
        saved = _torch_file_in_traceback(error, "save")
        if saved is not None and any(m in text for m in _TORCH_DISK_FULL):
            return _OS_FAULTS[errno.ENOSPC](saved)
    return None


def traceback_wanted() -> bool:
    """ONMT_EXT_TRACEBACK=1 (or true/yes/on): show the traceback behind a one-line error."""
    return os.environ.get(TRACEBACK_ENV, "").strip().lower() in _ON


def report(program: str, error: BaseException) -> bool:
    """Print `error` as `<program>: error: <line>` on stderr (its traceback first with
    ONMT_EXT_TRACEBACK=1) and return True; False, printing nothing, for a bug."""
    line = describe_fault(error)
    if line is None:
        return False
    if traceback_wanted():
        traceback.print_exception(error, file=sys.stderr)
    line = " ".join(line.split("\n"))  # one line, whatever the message holds
    print(f"{program}: error: {line}", file=sys.stderr, flush=True)
    return True


# set on an interrupt whose line is printed (a mark on the exception itself: keeping it
# would keep a program's frames alive after it caught the interrupt, and an id() is reused)
_REPORTED = "_onmt_ext_reported"


def _quiet_for_reported_interrupt(kind, error, trace, *, previous) -> None:
    """`sys.excepthook` once a command has reported its interrupt: that KeyboardInterrupt
    prints nothing more (its line is out); everything else goes to the hook before."""
    if not getattr(error, _REPORTED, False):
        previous(kind, error, trace)


def report_interrupt(program: str, interrupt: KeyboardInterrupt) -> None:
    """Print `<program>: stopped by Ctrl-C (SIGINT)` on stderr (the traceback first with
    ONMT_EXT_TRACEBACK=1)."""
    if traceback_wanted():
        traceback.print_exception(interrupt, file=sys.stderr)
    print(f"{program}: stopped by Ctrl-C (SIGINT)", file=sys.stderr, flush=True)


def _quiet_at_exit(interrupt: KeyboardInterrupt) -> None:
    """Let `interrupt`, once reported, end the process without its traceback when nothing
    catches it: Python then still runs its exit handlers and ends the process by SIGINT
    (not an exit status), which is what stops a shell loop of commands at Ctrl-C (bash goes
    on after a child that exited with 130). A program that catches the KeyboardInterrupt
    gets it as it was."""
    setattr(interrupt, _REPORTED, True)
    hook = sys.excepthook
    if getattr(hook, "func", None) is not _quiet_for_reported_interrupt:
        sys.excepthook = functools.partial(_quiet_for_reported_interrupt, previous=hook)


def run_command(program: str, function: Callable, *args):
    """A command's boundary: `function(*args)`, bad input ending the process with one line
    and exit status 2 (SystemExit(2)); an interrupt (Ctrl-C) one line too, the process then
    ending by SIGINT (`_quiet_at_exit`); a bug propagates with its traceback."""
    try:
        return function(*args)
    except KeyboardInterrupt as interrupt:
        report_interrupt(program, interrupt)
        _quiet_at_exit(interrupt)
        raise
    except Exception as error:
        if not report(program, error):
            raise
        raise SystemExit(2) from None


def report_in_run_module(error: BaseException) -> bool:
    """The boundary of `python -m onmt.bin.<command>`, where runpy runs the command module
    as `__main__`, whose `main` no import of `onmt.bin.<command>` wraps (the caller is
    `sys.excepthook`): an error `report` knows is printed as its one line (`onmt_<command>:
    error: ...`; the exit status is Python's 1 for an uncaught exception), and Ctrl-C as
    its line (Python then ends the process by the signal). Whether it was reported: False
    for any other exception, and for every exception of other programs."""
    spec = getattr(sys.modules.get("__main__"), "__spec__", None)
    name = getattr(spec, "name", "") or ""
    if not name.startswith("onmt.bin."):
        return False
    program = f"onmt_{name.rsplit('.', 1)[-1]}"
    if isinstance(error, KeyboardInterrupt):
        report_interrupt(program, error)
        return True
    return isinstance(error, Exception) and report(program, error)


__all__ = ["TRACEBACK_ENV", "CheckpointError", "ConfigError", "DataError", "InputError",
           "OptionError", "OutputError", "SaveError", "describe_fault", "report",
           "report_in_run_module", "report_interrupt", "run_command", "traceback_wanted"]
