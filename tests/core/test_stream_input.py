"""onmt_ext.core.tools.stream_input: `-src` piped in (/dev/stdin) is read once, into a
temporary file that the option then names, removed with the engine."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import BIN

from onmt_ext.core.checks.corpus_checks import CorpusError, check_file
from onmt_ext.core.errors import DataError
from onmt_ext.core.tools import stream_input

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "checkpoints"


def test_a_pipe_is_copied_once_and_a_file_is_left_as_it_is(tmp_path, monkeypatch):
    monkeypatch.setattr(stream_input.tempfile, "tempdir", str(tmp_path))
    (tmp_path / "tgt.txt").write_text("a reference\n")
    read, write = os.pipe()
    os.write(write, b"ein Haus\n\nein Baum\n")
    os.close(write)
    try:
        opt = SimpleNamespace(src=f"/proc/self/fd/{read}", tgt=str(tmp_path / "tgt.txt"))
        assert stream_input.is_stream(opt.src) and not stream_input.is_stream(opt.tgt)
        spooled = stream_input.spool_streams(opt)
    finally:
        os.close(read)
    given = f"/proc/self/fd/{read}"
    assert [(one.key, one.given, str(one.copy)) for one in spooled] == [("src", given, opt.src)]
    assert Path(opt.src).parent == tmp_path and Path(opt.src).name.startswith("onmt_ext-src-")
    assert Path(opt.src).read_text() == "ein Haus\n\nein Baum\n"
    assert opt.tgt == str(tmp_path / "tgt.txt")
    assert stream_input.as_given(f"-src: {opt.src} line 2 is not UTF-8", spooled) == (
        f"-src: {given} line 2 is not UTF-8")
    stream_input.remove(opt, spooled)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tgt.txt"]
    assert opt.src == given  # the option names what was given again


def test_one_stream_for_source_and_target_is_refused_and_dev_zero_is_no_stream(tmp_path):
    """-src and -tgt from one stdin: -src would take it all and -tgt be empty, silently;
    refused, nothing copied. A device that never ends (/dev/zero) is not copied: the
    checks name it."""
    read, write = os.pipe()
    try:
        opt = SimpleNamespace(src=f"/proc/self/fd/{read}", tgt=f"/proc/self/fd/{read}")
        with pytest.raises(DataError, match=r"^-src /proc/self/fd/\d+ and -tgt "
                                            r"/proc/self/fd/\d+ are one stream"):
            stream_input.spool_streams(opt)
        assert opt.src == f"/proc/self/fd/{read}"
    finally:
        os.close(read)
        os.close(write)
    assert not stream_input.is_stream("/dev/zero") and not stream_input.is_stream(str(tmp_path))


def test_a_pipe_as_a_training_corpus_is_named_as_such(tmp_path):
    """Corpora are read several times (the checks, the vocabulary, every epoch): a pipe is
    refused naming it, not called missing."""
    os.mkfifo(tmp_path / "fifo")
    with pytest.raises(CorpusError, match=r"^src .*fifo is a pipe or a device, not a file: it "
                                          "is read more than once; save it to a file"):
        check_file(str(tmp_path / "fifo"), "src")


@pytest.mark.cli
@pytest.mark.parametrize("command", ["onmt_translate", "onmt_ext_translate"])
def test_translating_a_piped_source(tmp_path, command):
    """`-src /dev/stdin` piped into: every line translated, a blank one kept empty in its
    place, the same translation as from the file, and no temporary file left."""
    source = (FIXTURES / "mute.src").read_text().splitlines()
    piped = "\n".join([source[0], "", *source[1:]]) + "\n"
    (tmp_path / "tmp").mkdir()
    env = dict(os.environ, OMP_NUM_THREADS="1", TMPDIR=str(tmp_path / "tmp"))
    common = ["-model", str(FIXTURES / "mute.pt"), "-beam_size", "2"]
    done = subprocess.run([str(BIN / command), *common, "-src", "/dev/stdin", "-output",
                           str(tmp_path / "piped.txt")], input=piped, capture_output=True,
                          text=True, timeout=240, env=env)
    assert done.returncode == 0, done.stderr
    (tmp_path / "src.txt").write_text(piped)
    subprocess.run([str(BIN / command), *common, "-src", str(tmp_path / "src.txt"), "-output",
                    str(tmp_path / "file.txt")], capture_output=True, check=True, timeout=240,
                   env=env)
    lines = (tmp_path / "piped.txt").read_text().splitlines()
    assert len(lines) == len(source) + 1 and lines[1] == ""
    assert lines == (tmp_path / "file.txt").read_text().splitlines()
    assert [p.name for p in (tmp_path / "tmp").iterdir() if p.name.startswith("onmt_ext")] == []
    # an error found in the copy names what was given, not the copy
    bad = subprocess.run([str(BIN / command), *common, "-src", "/dev/stdin", "-output",
                          str(tmp_path / "bad.txt")], input=b"W1 W2\n\xff bad\n",
                         capture_output=True, timeout=240, env=env)
    assert bad.returncode == 2 and bad.stderr.decode() == (
        f"{command}: error: -src: /dev/stdin line 2 is not UTF-8 (byte 0xff at column 1); "
        "OpenNMT reads text files as UTF-8: convert the file (e.g. iconv)\n")


@pytest.mark.cli
def test_a_bad_output_is_said_before_a_piped_source_is_read(tmp_path):
    """The piped -src is read to its end before the other checks: an -output into a
    missing folder is refused first, while the writer still holds stdin open (the command
    would otherwise wait for it)."""
    env = dict(os.environ, OMP_NUM_THREADS="1")
    output = tmp_path / "missing" / "out.txt"
    process = subprocess.Popen(
        [str(BIN / "onmt_translate"), "-model", str(FIXTURES / "mute.pt"), "-src",
         "/dev/stdin", "-output", str(output)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=env)
    try:
        process.stdin.write(b"W1 W2\n")
        process.stdin.flush()
        returncode = process.wait(timeout=120)  # stdin stays open
        stderr = process.stderr.read().decode()
    finally:
        process.kill()
        process.stdin.close()
        process.stdout.close()
        process.stderr.close()
    assert returncode == 2 and stderr == (
        f"onmt_translate: error: -output {output}: the folder {output.parent} does not "
        "exist; create it or choose another -output\n")


@pytest.mark.cli
@pytest.mark.parametrize("command, signum", [
    ("onmt_translate", signal.SIGTERM), ("onmt_ext_translate", signal.SIGTERM),
    ("onmt_translate", signal.SIGINT), ("onmt_ext_translate", signal.SIGINT),
    ("python -m onmt.bin.translate", signal.SIGINT)])
def test_a_stopped_translation_leaves_no_copy_behind(tmp_path, command, signum):
    """SIGTERM while the piped -src is being copied (its writer still holds stdin open):
    the command exits with 128 + 15 and the copy is removed (Python's default SIGTERM
    ended the process at once, leaving it in the temporary folder). SIGINT (Ctrl-C): the
    copy is removed too, and after one line (no traceback) the process ends by the signal,
    so that a shell loop of translations stops."""
    (tmp_path / "tmp").mkdir()
    env = dict(os.environ, OMP_NUM_THREADS="1", TMPDIR=str(tmp_path / "tmp"))
    program = ([sys.executable, "-m", command.split()[-1]] if command.startswith("python")
               else [str(BIN / command)])
    process = subprocess.Popen(
        [*program, "-model", str(FIXTURES / "mute.pt"), "-src", "/dev/stdin",
         "-output", str(tmp_path / "out.txt")], stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
        # as from a terminal: a pytest-xdist worker ignores SIGINT, and a child that starts
        # with SIGINT ignored keeps ignoring it (Python installs no KeyboardInterrupt then)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        process.stdin.write(b"W1 W2\n")
        process.stdin.flush()
        deadline = time.monotonic() + 120
        while not list((tmp_path / "tmp").glob("onmt_ext-src-*")):
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(0.2)
        process.send_signal(signum)
        returncode = process.wait(timeout=60)
        errors = process.stderr.read().decode()
    finally:
        process.kill()
        process.stdin.close()
        process.stderr.close()
    assert returncode == (128 + signum if signum == signal.SIGTERM else -signum)
    if signum == signal.SIGINT:
        name = "onmt_translate" if command.startswith("python") else command
        assert errors.splitlines()[-1] == f"{name}: stopped by Ctrl-C (SIGINT)"
    assert "Traceback" not in errors
    assert list((tmp_path / "tmp").iterdir()) == []
    assert list(tmp_path.glob("*out.txt*")) == []
