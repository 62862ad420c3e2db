"""`-src` (and `-tgt`) read from a pipe: `cat test.en | onmt_translate -src /dev/stdin`.

OpenNMT reads `-src` once, so a pipe works there; onmt_ext reads it more than once before
(the UTF-8 check, the blank lines, the line count of the progress) and OpenNMT's reading
would then find the pipe empty. A `-src` or `-tgt` that is a pipe or a device (/dev/stdin
piped into, a named pipe, a process substitution, a terminal) is therefore copied, once,
to a temporary file, which the option then names; the caller removes it when the
translation engine goes (an error found in the copy names the path given).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from onmt_ext.core.errors import DataError, InputError
from onmt_ext.core.files import file_kind

#: the options read as text files by the translation
STREAM_KEYS = ("src", "tgt")


def is_stream(path: str | None) -> bool:
    """Whether `path` is a pipe, a socket or a terminal (read once, as it comes); a regular
    file, a folder, a path that does not exist or a device (/dev/zero, which never ends) is
    not: the checks name those."""
    return bool(path) and file_kind.kind_of(path) in (file_kind.PIPE, file_kind.TERMINAL)


@dataclass(frozen=True)
class Spooled:
    """One option read from a stream: `key` (src, tgt), the path given, the copy."""

    key: str
    given: str
    copy: Path


def spool_streams(opt) -> list[Spooled]:
    """Copy each of `opt.src` / `opt.tgt` that `is_stream` to a temporary file, and set the
    option to it; returns what was copied, for the caller to `remove` (which gives the
    options their paths back).

    Raises:
        DataError: `-src` and `-tgt` are one stream (the first would take all of it), or a
            stream cannot be read or copied (naming the option and path); nothing is left
            behind.
    """
    streams = [key for key in STREAM_KEYS if is_stream(getattr(opt, key, None))]
    if len(streams) == 2 and os.path.samefile(opt.src, opt.tgt):
        raise DataError(f"-src {opt.src} and -tgt {opt.tgt} are one stream: -src would read "
                        "all of it; give -tgt as a file")
    spooled: list[Spooled] = []
    try:
        for key in streams:
            path = getattr(opt, key)
            descriptor, name = tempfile.mkstemp(prefix=f"onmt_ext-{key}-", suffix=".txt")
            spooled.append(Spooled(key, path, Path(name)))
            try:
                with os.fdopen(descriptor, "wb") as copy, open(path, "rb") as stream:
                    shutil.copyfileobj(stream, copy)
            except OSError as error:
                raise DataError(f"-{key} {path}: cannot copy it to a temporary file "
                                f"({name}): {error.strerror or error}") from None
            setattr(opt, key, name)
    except BaseException:
        remove(opt, spooled)
        raise
    return spooled


def remove(opt, spooled: list[Spooled]) -> None:
    """Remove the copies of `spool_streams` (those already gone are skipped) and give the
    options back the paths given."""
    for one in spooled:
        with contextlib.suppress(OSError):
            one.copy.unlink(missing_ok=True)
        if getattr(opt, one.key, None) == str(one.copy):
            setattr(opt, one.key, one.given)


def as_given(message: str, spooled: list[Spooled]) -> str:
    """`message` with each copy's path replaced by the path given (an error found in the
    copy names /dev/stdin, not a temporary file that is gone when it is read)."""
    for one in spooled:
        message = message.replace(str(one.copy), one.given)
    return message


def checked(opt, spooled: list[Spooled], check):
    """`check(opt)` (the checks before a translation) on the copies of `spool_streams`: its
    result; when it raises, the copies are removed first, and an InputError that names a
    copy names the path given instead."""
    try:
        return check(opt)
    except InputError as error:
        remove(opt, spooled)
        message = as_given(str(error), spooled)
        if message == str(error):
            raise
        raise type(error)(message) from None
    except BaseException:
        remove(opt, spooled)
        raise
