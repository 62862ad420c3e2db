"""The one line each fault of a user's file gets (onmt_ext.core.errors.describe_fault), and
the boundary's exit (run_command), pinned word for word.

The fault matrix (test_fault_matrix.py) reaches these lines through the real commands and
checks that they name the path; here each line is pinned word for word on the exception
itself.
"""

from __future__ import annotations

import errno
import os

import pytest

from onmt_ext.core import errors
from onmt_ext.core.errors import DataError, OptionError, SaveError, describe_fault, run_command

PATH = "/data/train.en"


@pytest.mark.parametrize("number, expected", [
    (errno.EACCES, "permission denied: /data/train.en; check its permissions (ls -l) or use "
                   "another path"),
    (errno.EPERM, "operation not permitted on /data/train.en; check its permissions"),
    (errno.EISDIR, "/data/train.en is a folder, not a file; give the path of a file"),
    (errno.ENOTDIR, "a part of /data/train.en is a file, not a folder; correct the path"),
    (errno.ENOSPC, "the disk is full while writing /data/train.en; free space or write "
                   "elsewhere"),
    (errno.EDQUOT, "the disk quota is exceeded while writing /data/train.en; free space or "
                   "write elsewhere"),
    (errno.EROFS, "/data/train.en is on a read-only file system; write elsewhere"),
    (errno.ENAMETOOLONG, "the file name is too long: /data/train.en; use a shorter path"),
], ids=lambda value: errno.errorcode.get(value, "") if isinstance(value, int) else "")
def test_an_os_fault_names_its_file(number, expected):
    assert describe_fault(OSError(number, os.strerror(number), PATH)) == expected


def test_a_missing_file_names_the_missing_folder_when_that_is_what_is_missing(tmp_path):
    present = tmp_path / "absent.txt"
    assert describe_fault(FileNotFoundError(errno.ENOENT, "x", str(present))) == (
        f"no such file: {present}; check the path")
    deeper = tmp_path / "no_folder" / "absent.txt"
    assert describe_fault(FileNotFoundError(errno.ENOENT, "x", str(deeper))) == (
        f"the folder {tmp_path / 'no_folder'} does not exist (for {deeper}): create it or "
        "correct the path")


def test_a_full_disk_without_a_file_name_still_is_one_line():
    assert describe_fault(OSError(errno.ENOSPC, "No space left on device")) == (
        "the disk is full while writing a file; free space or write elsewhere")
    assert describe_fault(OSError(errno.EDQUOT, "Disk quota exceeded")) == (
        "the disk quota is exceeded while writing a file; free space or write elsewhere")


@pytest.mark.parametrize("fault", [
    OSError(errno.EACCES, "Permission denied"),   # no file to name: not a user's file fault
    OSError(errno.ECONNREFUSED, "Connection refused", "/tmp/socket"),  # not a file fault
    ZeroDivisionError("division by zero"),
    RuntimeError("CUDA error: device-side assert triggered"),
    KeyError("enc_layers"),
], ids=["EACCES-without-path", "ECONNREFUSED", "ZeroDivisionError", "RuntimeError",
        "KeyError"])
def test_a_bug_gets_no_line(fault):
    assert describe_fault(fault) is None


def test_input_errors_and_save_errors_are_their_own_message():
    assert describe_fault(OptionError("mute_units 0: give 1 or more")) == (
        "mute_units 0: give 1 or more")
    assert describe_fault(SaveError(errno.ENOSPC, "the disk is full while writing m.pt")) == (
        "the disk is full while writing m.pt")


def test_a_file_that_is_not_utf8_is_named_with_its_line_and_byte(tmp_path):
    text = tmp_path / "src.txt"
    text.write_bytes("ein Satz\nzwei S\u00e4tze\n".encode() + b"drei \xe9\n")
    with pytest.raises(UnicodeDecodeError) as info, open(text, encoding="utf-8") as handle:
        for _ in handle:
            pass
    assert describe_fault(info.value) == (
        f"{text} line 3 (byte 0xe9 at column 6) is not UTF-8; OpenNMT reads text files as "
        "UTF-8: convert the file (e.g. iconv)")


def test_the_boundary_prints_one_line_and_exits_with_status_2(capsys, monkeypatch):
    monkeypatch.delenv(errors.TRACEBACK_ENV, raising=False)

    def refused(path):
        raise PermissionError(errno.EACCES, "Permission denied", path)

    with pytest.raises(SystemExit) as info:
        run_command("onmt_translate", refused, PATH)
    assert info.value.code == 2
    assert capsys.readouterr().err == (
        "onmt_translate: error: permission denied: /data/train.en; check its permissions "
        "(ls -l) or use another path\n")


def test_the_boundary_joins_a_message_of_several_lines(capsys, monkeypatch):
    monkeypatch.delenv(errors.TRACEBACK_ENV, raising=False)

    def bad():
        raise DataError("train.en line 4 is empty\nremove it or fill it")

    with pytest.raises(SystemExit):
        run_command("onmt_train", bad)
    assert capsys.readouterr().err == (
        "onmt_train: error: train.en line 4 is empty remove it or fill it\n")


def test_the_boundary_lets_a_bug_through_with_nothing_printed(capsys):
    def buggy():
        return 1 / 0

    with pytest.raises(ZeroDivisionError):
        run_command("onmt_train", buggy)
    assert capsys.readouterr().err == ""


def test_the_traceback_switch_prints_the_traceback_before_the_line(capsys, monkeypatch):
    monkeypatch.setenv(errors.TRACEBACK_ENV, "yes")

    def refused():
        raise PermissionError(errno.EACCES, "Permission denied", PATH)

    with pytest.raises(SystemExit):
        run_command("onmt_train", refused)
    err = capsys.readouterr().err
    assert err.startswith("Traceback (most recent call last):\n")
    assert err.endswith("onmt_train: error: permission denied: /data/train.en; check its "
                        "permissions (ls -l) or use another path\n")
