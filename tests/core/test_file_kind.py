"""onmt_ext.core.files.file_kind: what a path names."""

from __future__ import annotations

import os

from onmt_ext.core.files import file_kind


def test_kinds_of_paths(tmp_path):
    (tmp_path / "file.txt").write_text("x\n")
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "link").symlink_to(tmp_path / "file.txt")
    assert file_kind.kind_of(tmp_path / "file.txt") == file_kind.FILE
    assert file_kind.kind_of(tmp_path / "link") == file_kind.FILE  # through the link
    assert file_kind.kind_of(tmp_path) == file_kind.FOLDER
    assert file_kind.kind_of(tmp_path / "absent") == file_kind.MISSING
    assert file_kind.kind_of(tmp_path / "fifo") == file_kind.PIPE
    assert file_kind.kind_of(os.devnull) == file_kind.DEVICE
    read, write = os.pipe()
    try:
        assert file_kind.kind_of(f"/proc/self/fd/{read}") == file_kind.PIPE
    finally:
        os.close(read)
        os.close(write)
