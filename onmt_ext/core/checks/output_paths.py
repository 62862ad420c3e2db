"""Output paths checked before anything is opened for writing.

OpenNMT opens its outputs with mode "w" before it reads its inputs: `onmt_translate -src
test.txt -output test.txt` emptied test.txt and translated nothing. An output that is the
same file as an input (by `os.path.samefile`, so also through a link or another spelling
of the path), or whose folder does not exist, is refused here, naming both keys.
"""

from __future__ import annotations

import os

from onmt_ext.core.errors import OutputError


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
    folder = os.path.dirname(os.path.abspath(path))
    if not creates_folder and not os.path.isdir(folder):
        raise OutputError(f"{key} {path}: the folder {folder} does not exist; create it or "
                          f"choose another {key}")
