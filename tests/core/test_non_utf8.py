"""A text file that is not UTF-8 is one error line naming the file and the line, before any
work (onmt_ext.core.checks.corpus_checks.check_utf8); OpenNMT would stop midway with a
UnicodeDecodeError traceback."""

from __future__ import annotations

import pytest
from conftest import run_cli, tiny_config
from fixtures.checkpoints.make_checkpoints import HERE
from support import error_line

from onmt_ext import cli, train_worker
from onmt_ext.core.checks import corpus_checks

HINT = "OpenNMT reads text files as UTF-8: convert the file (e.g. iconv)"


def with_stray_byte(path, line: int) -> None:
    """Put a 0xff byte (never valid UTF-8) after the 5th byte of 1-based `line`."""
    lines = path.read_bytes().split(b"\n")
    lines[line - 1] = lines[line - 1][:5] + b"\xff" + lines[line - 1][5:]
    path.write_bytes(b"\n".join(lines))


@pytest.mark.parametrize(
    "data, expected",
    [
        (b"ok\n\xc3\xa9t\xc3\xa9\nw1 \xffw2\n", (3, 4, 0xFF)),  # valid 2-byte UTF-8 before
        (b"a b\n\xe9t\xe9\n", (2, 1, 0xE9)),  # Latin-1 "ete"
        (b"a\n\xc3", (2, 1, 0xC3)),  # truncated sequence at the end of the file
        (b"\xc3\xa9\n\xe2\x82\xac\n", None),  # "e acute", "euro": valid
        (b"", None),
    ],
)
def test_first_non_utf8(tmp_path, data, expected):
    path = tmp_path / "f.txt"
    path.write_bytes(data)
    assert corpus_checks.first_non_utf8(str(path)) == expected


def test_check_utf8_message(tmp_path):
    path = tmp_path / "f.txt"
    path.write_bytes(b"a b\nw1 \xffw2\n")
    with pytest.raises(corpus_checks.CorpusError) as info:
        corpus_checks.check_utf8(str(path), "-src")
    assert str(info.value) == f"-src: {path} line 2 is not UTF-8 (byte 0xff at column 4); {HINT}"


def _forbid_training(monkeypatch) -> None:
    """Fail the test if a training process would start (the checks run before it)."""

    def forbidden(opt, device_id):
        raise AssertionError("training started despite a non-UTF-8 file")

    monkeypatch.setattr(train_worker, "opennmt_single_main", forbidden)


@pytest.mark.parametrize("key", ["train_tgt", "valid_src"])
def test_training_corpus(tmp_path, tiny_corpus, monkeypatch, key):
    _forbid_training(monkeypatch)
    path = tmp_path / "data" / (key.replace("_", ".", 1))
    with_stray_byte(path, 7)
    corpus = "valid" if key.startswith("valid") else "corpus_1"
    side = "path_src" if key.endswith("src") else "path_tgt"
    cfg = tiny_config(tmp_path, tiny_corpus)
    info = error_line(cli.train, ["-config", str(cfg)])
    assert info == (
        f"onmt_ext_train: error: data/{corpus}/{side}: {path} line 7 is not UTF-8 "
        f"(byte 0xff at column 6); {HINT}"
    )


def test_build_vocab(tmp_path, tiny_corpus):
    path = tmp_path / "data" / "train.src"
    with_stray_byte(path, 1)
    cfg = tiny_config(tmp_path, tiny_corpus)
    info = error_line(cli.build_vocab, ["-config", str(cfg), "-n_sample", "-1"])
    assert info == (
        f"onmt_ext_build_vocab: error: data/corpus_1/path_src: {path} line 1 is not UTF-8 "
        f"(byte 0xff at column 6); {HINT}"
    )


@pytest.mark.parametrize("side", ["src", "tgt"])
def test_translate(tmp_path, side):
    files = {s: tmp_path / f"mute.{s}" for s in ("src", "tgt")}
    for s, path in files.items():
        path.write_bytes((HERE / f"mute.{s}").read_bytes())
    with_stray_byte(files[side], 2)
    info = error_line(cli.translate, ["-model", str(HERE / "mute.pt"), "-src", str(files["src"]),
                       "-tgt", str(files["tgt"]), "-output", str(tmp_path / "out")])
    assert info == (
        f"onmt_ext_translate: error: -{side}: {files[side]} line 2 is not UTF-8 "
        f"(byte 0xff at column 6); {HINT}"
    )


@pytest.mark.cli
@pytest.mark.parametrize("command, status", [("onmt_ext_translate", 2), ("onmt_translate", 2)])
def test_translate_console_scripts(tmp_path, command, status):
    """`onmt_ext_translate` and OpenNMT's own `onmt_translate` (with the import hook)."""
    src = tmp_path / "mute.src"
    src.write_bytes((HERE / "mute.src").read_bytes())
    with_stray_byte(src, 3)
    out = tmp_path / "out.txt"
    proc = run_cli(command, "-model", str(HERE / "mute.pt"), "-src", str(src),
                   "-output", str(out), check=False)
    assert proc.returncode == status
    assert proc.stderr.strip().splitlines() == [
        f"{command}: error: -src: {src} line 3 is not UTF-8 (byte 0xff at column 6); {HINT}"
    ]
    assert not out.exists()


@pytest.mark.cli
def test_plain_build_vocab(tmp_path, tiny_corpus):
    path = tmp_path / "data" / "train.tgt"
    with_stray_byte(path, 4)
    cfg = tiny_config(tmp_path, tiny_corpus)
    proc = run_cli("onmt_build_vocab", "-config", str(cfg), "-n_sample", "-1", check=False)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines()[-1] == (
        f"onmt_build_vocab: error: data/corpus_1/path_tgt: {path} line 4 is not UTF-8 "
        f"(byte 0xff at column 6); {HINT}"
    )
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "run" / "vocab.src").exists()
