"""onmt_ext.core.tools.stream_input: `-src` piped in (/dev/stdin) is read once, into a
temporary file that the option then names, removed with the engine."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import BIN

from onmt_ext.core.checks.corpus_checks import CorpusError, check_file
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
    assert spooled == [Path(opt.src)] and Path(opt.src).parent == tmp_path
    assert Path(opt.src).name.startswith("onmt_ext-src-")
    assert Path(opt.src).read_text() == "ein Haus\n\nein Baum\n"
    assert opt.tgt == str(tmp_path / "tgt.txt")
    stream_input.remove(spooled)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tgt.txt"]


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
