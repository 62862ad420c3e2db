"""Output paths checked before anything is opened for writing.

OpenNMT opens its outputs with mode "w" before it reads its inputs: `onmt_translate -src
test.txt -output test.txt` emptied test.txt and translated nothing. An output that is the
same file as an input (by `os.path.samefile`, so also through a link or another spelling
of the path), whose folder does not exist, or whose folder cannot be written (a read-only
file system, no write permission: every output is written as a temporary file beside it
and renamed, so the folder must be writable even to replace an existing file) is refused
here, naming both keys, before the command writes anything (for most commands before a
model is loaded or a step trained).
"""

from __future__ import annotations

import os

from onmt_ext.core.errors import OutputError
from onmt_ext.core.files import file_kind


def same_file(first: str, second: str) -> bool:
    """Whether two paths name one file (an existing one: `samefile`; a path that does not
    exist yet cannot be an input, so the real paths are compared)."""
    try:
        return os.path.samefile(first, second)
    except OSError:
        return os.path.realpath(first) == os.path.realpath(second)


def check_output(path: str | None, key: str, inputs: dict[str, str | None],
                 creates_folder: bool = False) -> None:
    """Raise OutputError when `path` (the option `key`) is one of `inputs` (key -> path),
    is a folder, or lies in a folder that does not exist (unless the command
    `creates_folder` itself, as onmt_build_vocab does for its vocabularies)."""
    if not path:
        return
    for input_key, input_path in inputs.items():
        if input_path and same_file(path, input_path):
            raise OutputError(
                f"{key} {path} is also the input {input_key}: writing it would destroy the "
                f"input before it is read; choose another {key}")
    if os.path.isdir(path):
        raise OutputError(f"{key} {path} is a folder, not a file; give the path of a file")
    # the folder the file goes to: that of the file a link names (atomic_save.replaced_file)
    folder = os.path.dirname(os.path.realpath(path))
    if not creates_folder and not os.path.isdir(folder):
        raise OutputError(f"{key} {path}: the folder {folder} does not exist; create it or "
                          f"choose another {key}")
    if os.path.exists(path) and not os.path.isfile(path):
        return  # a device such as /dev/null: written in place, its folder never written
    # the file is written beside the file a link names (atomic_save.replaced_file)
    writable = _nearest_existing(os.path.dirname(os.path.realpath(path)))
    if not os.access(writable, os.W_OK | os.X_OK):  # creating a file in it needs both
        raise OutputError(f"{key} {path}: the folder {writable} {_why_not_writable(writable)}; "
                          f"choose another {key}")


def is_seekable(path: str) -> bool:
    """Whether `path` can be opened as OpenNMT's translator opens -output
    (`codecs.open(path, "w+")`, which needs a file it can seek in): a regular file, or a
    path that does not exist yet, can; a pipe or socket (`-output /dev/stdout` piped into
    another command) cannot; a device can when it seeks (/dev/null does, a terminal does
    not)."""
    return file_kind.kind_of(path) not in (file_kind.PIPE, file_kind.TERMINAL,
                                           file_kind.STREAM_DEVICE)


def _nearest_existing(folder: str) -> str:
    """`folder`, or its nearest ancestor that exists (where a command creating the folder
    must be able to write)."""
    while not os.path.isdir(folder) and os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
    return folder


def _why_not_writable(folder: str) -> str:
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return "is on a read-only file system"
    except (OSError, AttributeError):  # AttributeError: a platform without statvfs
        pass
    return "is not writable (permission denied; check its permissions with ls -ld)"
