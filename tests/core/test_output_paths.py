"""onmt_ext.core.checks.output_paths: an output is refused before any work when it is an
input, a folder, or lies in a folder that does not exist or cannot be written."""

from __future__ import annotations

import os
import types

import pytest

from onmt_ext.core.checks import output_paths
from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import OutputError


def test_an_output_that_is_an_input_through_a_link_is_refused(tmp_path):
    source = tmp_path / "test.txt"
    source.write_text("ein Haus\n")
    (tmp_path / "link.txt").symlink_to(source)
    with pytest.raises(OutputError) as info:
        check_output(str(tmp_path / "link.txt"), "-output", {"-src": str(source)})
    assert str(info.value) == (f"-output {tmp_path / 'link.txt'} is also the input -src: "
                               "writing it would destroy the input before it is read; choose "
                               "another -output")


def test_a_folder_and_a_missing_folder_are_refused(tmp_path):
    with pytest.raises(OutputError, match=r"is a folder, not a file"):
        check_output(str(tmp_path), "-output", {})
    absent = tmp_path / "absent" / "out.txt"
    with pytest.raises(OutputError) as info:
        check_output(str(absent), "-output", {})
    assert str(info.value) == (f"-output {absent}: the folder {absent.parent} does not exist; "
                               "create it or choose another -output")
    check_output(str(absent), "src_vocab", {}, creates_folder=True)  # its command creates it


def _unwritable(folder, monkeypatch):
    """os.access reports `folder` not writable (root writes anywhere, so the permission
    bits cannot show it in every test environment)."""
    real = os.access
    monkeypatch.setattr(output_paths.os, "access",
                        lambda path, mode: False if str(path) == str(folder) else real(path, mode))


def test_an_unwritable_folder_is_refused_naming_it(tmp_path, monkeypatch):
    _unwritable(tmp_path, monkeypatch)
    with pytest.raises(OutputError) as info:
        check_output(str(tmp_path / "out.txt"), "-json", {})
    assert str(info.value) == (f"-json {tmp_path / 'out.txt'}: the folder {tmp_path} is not "
                               "writable (permission denied; check its permissions with ls -ld); "
                               "choose another -json")


def test_a_folder_to_create_is_checked_at_its_nearest_existing_parent(tmp_path, monkeypatch):
    _unwritable(tmp_path, monkeypatch)
    with pytest.raises(OutputError, match=rf"the folder {tmp_path} is not writable"):
        check_output(str(tmp_path / "a" / "b" / "vocab.src"), "src_vocab", {},
                     creates_folder=True)


def test_a_read_only_file_system_says_so(tmp_path, monkeypatch):
    _unwritable(tmp_path, monkeypatch)
    monkeypatch.setattr(output_paths.os, "statvfs",
                        lambda path: types.SimpleNamespace(f_flag=os.ST_RDONLY))
    with pytest.raises(OutputError, match=rf"the folder {tmp_path} is on a read-only file "
                                          "system; choose another -output$"):
        check_output(str(tmp_path / "out.txt"), "-output", {})


def test_a_device_is_written_in_place_whatever_its_folder(monkeypatch):
    """-output /dev/null: never renamed onto, so its folder need not be writable."""
    _unwritable("/dev", monkeypatch)
    check_output(os.devnull, "-output", {})


def test_a_pipe_cannot_be_sought_a_file_and_dev_null_can(tmp_path):
    """OpenNMT's translator opens -output with mode "w+", which needs seeking: a named pipe
    cannot (nor a pipe given as /dev/stdout); a file, a path not there yet and /dev/null
    can."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    (tmp_path / "file.txt").write_text("x\n")
    assert not output_paths.is_seekable(str(pipe))
    assert output_paths.is_seekable(str(tmp_path / "file.txt"))
    assert output_paths.is_seekable(str(tmp_path / "new.txt"))
    assert output_paths.is_seekable(os.devnull)
    read, write = os.pipe()
    try:
        assert not output_paths.is_seekable(f"/proc/self/fd/{write}")
    finally:
        os.close(read)
        os.close(write)


def test_a_link_into_a_missing_folder_names_that_folder(tmp_path):
    """The output is written where the link leads: a folder missing there is named before
    any work (not later, as a temporary file that cannot be opened)."""
    link = tmp_path / "out.txt"
    link.symlink_to(tmp_path / "absent" / "out.txt")
    with pytest.raises(OutputError, match=rf"-output {link}: the folder {tmp_path / 'absent'} "
                                          "does not exist"):
        check_output(str(link), "-output", {})
