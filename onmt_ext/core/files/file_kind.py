"""What a path names, for the commands that must treat a pipe or a terminal apart from a
file: `/dev/stdin` piped into is read once, `/dev/stdout` piped on cannot be sought."""

from __future__ import annotations

import os
import stat

MISSING, FILE, FOLDER, PIPE, TERMINAL, DEVICE, STREAM_DEVICE, OTHER = (
    "missing", "file", "folder", "pipe", "terminal", "device", "stream device", "other")


def kind_of(path: str | os.PathLike) -> str:
    """`path` (through links): MISSING, FILE, FOLDER, PIPE (a pipe or a socket), TERMINAL,
    DEVICE (a character device that seeks, such as /dev/null or /dev/zero), STREAM_DEVICE
    (one that does not seek and is no terminal) or OTHER (a block device)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return MISSING
    if stat.S_ISREG(mode):
        return FILE
    if stat.S_ISDIR(mode):
        return FOLDER
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        return PIPE
    if not stat.S_ISCHR(mode):
        return OTHER
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOCTTY | os.O_NONBLOCK)
    except OSError:
        return DEVICE  # not opened here: the command's own open says why
    try:
        if os.isatty(descriptor):
            return TERMINAL
        os.lseek(descriptor, 0, os.SEEK_CUR)
        return DEVICE
    except OSError:
        return STREAM_DEVICE
    finally:
        os.close(descriptor)
