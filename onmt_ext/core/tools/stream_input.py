"""`-src` (and `-tgt`) read from a pipe: `cat test.en | onmt_translate -src /dev/stdin`.

OpenNMT reads `-src` once, so a pipe works there; onmt_ext reads it more than once before
(the UTF-8 check, the blank lines, the line count of the progress) and OpenNMT's reading
would then find the pipe empty. A `-src` or `-tgt` that is a pipe or a device (/dev/stdin
piped into, a named pipe, a process substitution) is therefore copied, once, to a
temporary file, which the option then names; the caller removes it when the translation
engine goes.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path

from onmt_ext.core.errors import DataError

#: the options read as text files by the translation
STREAM_KEYS = ("src", "tgt")


def is_stream(path: str | None) -> bool:
    """Whether `path` exists and is neither a regular file nor a folder (a pipe, a device)."""
    return bool(path) and os.path.exists(path) and not (os.path.isfile(path)
                                                        or os.path.isdir(path))


def spool_streams(opt) -> list[Path]:
    """Copy each of `opt.src` / `opt.tgt` that `is_stream` to a temporary file, and set the
    option to it; returns the temporary files, for the caller to remove (`remove`).

    Raises:
        DataError: a stream that cannot be read or copied (naming the option and path);
            nothing is left behind.
    """
    spooled: list[Path] = []
    try:
        for key in STREAM_KEYS:
            path = getattr(opt, key, None)
            if not is_stream(path):
                continue
            descriptor, name = tempfile.mkstemp(prefix=f"onmt_ext-{key}-", suffix=".txt")
            spooled.append(Path(name))
            try:
                with os.fdopen(descriptor, "wb") as copy, open(path, "rb") as stream:
                    shutil.copyfileobj(stream, copy)
            except OSError as error:
                raise DataError(f"-{key} {path}: cannot copy it to a temporary file "
                                f"({name}): {error.strerror or error}") from None
            setattr(opt, key, name)
    except BaseException:
        remove(spooled)
        raise
    return spooled


def remove(paths: list[Path]) -> None:
    """Remove the temporary files of `spool_streams` (those already gone are skipped)."""
    for path in paths:
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
