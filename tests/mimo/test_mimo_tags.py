"""MIMO's target-language tags are checked in the files, before any work: a missing or
unknown tag names the file, the line and the tag as written; `-src_prefix` is checked
against the checkpoint's languages. The commands' functions run in this process through
the commands' error boundary (support.error_line): an error is one line, exit status 2
(tests/core/test_bad_input.py::test_console_script_exit_status_and_message,
tests/core/test_bad_checkpoints.py: the truncated -model)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import in_process, make_tiny_corpus, tiny_config
from support import error_line, write_vocabs

from onmt_ext import cli, train_worker

MIMO = {"encoder_type": "mimo", "decoder_type": "mimo", "mimo_cardinality": 2,
        "mimo_languages": ["de", "fr"]}
TAGS = "['<2de>', '<2fr>']"


def tag_lines(path: str, untagged: int | None = None, tag: str | None = None) -> None:
    """Start every line with <2de>/<2fr> (tags in the text, no transform); line `untagged`
    (1-based) gets no tag, or `tag` instead."""
    lines = Path(path).read_text().splitlines()
    out = []
    for number, line in enumerate(lines, 1):
        if number == untagged:
            out.append(line if tag is None else f"{tag} {line}")
        else:
            out.append(f"<2{'de' if number % 2 else 'fr'}> {line}")
    Path(path).write_text("\n".join(out) + "\n")


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    root = tmp_path_factory.mktemp("mimo_tags")
    corpus = make_tiny_corpus(root / "data", n_train=80, n_valid=40)
    for key in ("train_src", "valid_src"):
        tag_lines(corpus[key])
    cfg = tiny_config(root, corpus, **MIMO, train_steps=2, save_checkpoint_steps=2,
                      valid_steps=100)
    write_vocabs(corpus, root)  # as onmt_ext_build_vocab would
    in_process(cli.train, "-config", str(cfg))
    return root, corpus, root / "run" / "model_step_2.pt"


@pytest.fixture
def no_training(monkeypatch):
    def forbidden(opt, device_id):
        raise AssertionError("training started despite a bad tag")

    monkeypatch.setattr(train_worker, "opennmt_single_main", forbidden)


def _error(call, argv) -> str:
    info = error_line(call, argv)
    return str(info)


@pytest.mark.usefixtures("no_training")
def test_training_checks_every_line(tmp_path):
    """Line 7 lacks its tag; the first line is fine (the old check read only that one)."""
    corpus = make_tiny_corpus(tmp_path / "data", n_train=20, n_valid=4)
    tag_lines(corpus["train_src"], untagged=7)
    tag_lines(corpus["valid_src"])
    cfg = tiny_config(tmp_path, corpus, **MIMO)
    message = _error(cli.train, ["-config", str(cfg)])
    word = Path(corpus["train_src"]).read_text().splitlines()[6].split()[0]
    assert message == (
        f"onmt_ext_train: error: data/corpus_1/path_src: {corpus['train_src']} line 7: "
        f"target-language tag missing (the line starts with {word!r}); expected one of "
        f"{TAGS} as the first token, or the mimo_tag transform with src_prefix"
    )


@pytest.mark.usefixtures("no_training")
def test_training_unknown_tag_as_written(tmp_path):
    corpus = make_tiny_corpus(tmp_path / "data", n_train=20, n_valid=4)
    tag_lines(corpus["train_src"])
    tag_lines(corpus["valid_src"], untagged=3, tag="<2xx>")
    cfg = tiny_config(tmp_path, corpus, **MIMO)
    message = _error(cli.train, ["-config", str(cfg)])
    assert f"data/valid/path_src: {corpus['valid_src']} line 3: unknown target-language " \
        "tag '<2xx>'" in message


def test_translation_untagged_line(trained):
    """Line 23 of 40 untagged: named by its line in the file (OpenNMT's batch is sorted by
    length, so the model only knows its index in the batch)."""
    root, corpus, ckpt = trained
    src = root / "untagged.src"
    src.write_text(Path(corpus["valid_src"]).read_text())
    tag_lines_text = src.read_text().splitlines()
    tag_lines_text[22] = tag_lines_text[22].split(maxsplit=1)[1]  # drop line 23's tag
    src.write_text("\n".join(tag_lines_text) + "\n")
    word = tag_lines_text[22].split()[0]
    message = _error(cli.translate, ["-model", str(ckpt), "-src", str(src), "-output",
                                     str(root / "never.out")])
    assert message == (
        f"onmt_ext_translate: error: -src {src} line 23: target-language tag missing (the "
        f"line starts with {word!r}); expected one of {TAGS} as the first token, or "
        "-transforms mimo_tag with -src_prefix"
    )
    assert not (root / "never.out").exists()


def test_translation_unknown_tag_as_written(trained):
    root, corpus, ckpt = trained
    src = root / "unknown.src"
    lines = Path(corpus["valid_src"]).read_text().splitlines()
    lines[10] = "<2xx> " + lines[10].split(maxsplit=1)[1]
    src.write_text("\n".join(lines) + "\n")
    message = _error(cli.translate, ["-model", str(ckpt), "-src", str(src), "-output",
                                     str(root / "never.out")])
    assert message.startswith(f"onmt_ext_translate: error: -src {src} line 11: unknown "
                              "target-language tag '<2xx>'; expected one of")


def test_bad_src_prefix(trained):
    root, _, ckpt = trained
    src = root / "plain.src"
    src.write_text("w1 w2 w3\nw4 w5\n")
    message = _error(cli.translate, ["-model", str(ckpt), "-src", str(src), "-transforms",
                                     "mimo_tag", "-src_prefix", "<2xx>", "-output",
                                     str(root / "never.out")])
    assert message == (
        f"onmt_ext_translate: error: -src_prefix '<2xx>' is not a target-language tag of "
        f"-model {ckpt}: its mimo_languages are ['de', 'fr'], tags {TAGS}"
    )


def test_good_tags_translate(trained):
    """The checks let correct input through: in-text tags, and -src_prefix."""
    root, corpus, ckpt = trained
    common = ["-model", str(ckpt), "-max_length", "8", "-beam_size", "2"]
    cli.translate([*common, "-src", corpus["valid_src"], "-output", str(root / "a.out")])
    assert len((root / "a.out").read_text().splitlines()) == 40
    src = root / "plain.src"
    src.write_text("w1 w2 w3\n\nw4 w5\n")
    cli.translate([*common, "-src", str(src), "-transforms", "mimo_tag", "-src_prefix",
                   "<2fr>", "-output", str(root / "b.out")])
    assert len((root / "b.out").read_text().splitlines()) == 3
