"""Tests for data/make_toy_corpus.py (synthetic reordering corpus)."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "data" / "make_toy_corpus.py"
COUNTS = {"train": 300, "valid": 50, "test": 50}
FILES = [f"{split}.{side}" for split in ("train", "valid", "test") for side in ("src", "tgt")]


def _load():
    spec = importlib.util.spec_from_file_location("make_toy_corpus", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


toy = _load()


def _gen(out_dir, seed=1234):
    return toy.generate_corpus(str(out_dir), seed, COUNTS["train"], COUNTS["valid"], COUNTS["test"])


def _lines(path):
    return Path(path).read_text(encoding="utf-8").split("\n")[:-1]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    out = tmp_path_factory.mktemp("toy")
    counts = _gen(out)
    return out, counts


# Hand-derived from the grammar rules (NP -> noun adj+agr det; PP -> NP postp; SOV;
# adjective suffix ka/lu and verb suffix ta/mo for animate/inanimate nouns).
HAND_EXAMPLES = [
    ("the cat sees a dog", "selan vo supun mi husita"),
    ("this old tree likes every small red box", "gomer sevulu bil zulo kupunlu bivilu vun zepimo"),
    (
        "a brave soldier carries the heavy stone under that big bridge",
        "tabi reseka mi mepo talelu vo kinas bevaslu ra zo poheta",
    ),
]


@pytest.mark.parametrize("src,tgt", HAND_EXAMPLES)
def test_hand_written_translations(src, tgt):
    assert " ".join(toy.translate_source(src.split())) == tgt


def test_monotone_translation_same_words_source_order():
    src = HAND_EXAMPLES[0][0].split()
    assert toy.monotone_translate(src) == ["vo", "selan", "husita", "mi", "supun"]
    assert sorted(toy.monotone_translate(src)) == sorted(toy.translate_source(src))


UNGRAMMATICAL = [
    ("the cat sees", "expected a determiner at position 3: 'the cat sees'"),
    ("cat sees a dog", "expected a determiner at position 0: 'cat sees a dog'"),
    ("the cat sees a dog in", "expected a determiner at position 6: 'the cat sees a dog in'"),
    ("x", "expected a determiner at position 0: 'x'"),
    ("the sees a dog", "expected a noun at position 1: 'the sees a dog'"),
    ("the cat a dog", "expected a verb at position 2: 'the cat a dog'"),
    ("the cat sees a dog the", "expected a preposition at position 5: 'the cat sees a dog the'"),
    (
        "the cat sees a dog in the box in",
        "trailing tokens: 'the cat sees a dog in the box in'",
    ),
]


@pytest.mark.parametrize("bad,message", UNGRAMMATICAL)
def test_ungrammatical_input_raises(bad, message):
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        toy.translate_source(bad.split())


def test_line_counts(corpus):
    out, counts = corpus
    assert counts == COUNTS
    for split, n in COUNTS.items():
        assert len(_lines(out / f"{split}.src")) == n
        assert len(_lines(out / f"{split}.tgt")) == n
    assert (out / "README.txt").read_text(encoding="utf-8").strip()


def test_no_empty_lines_and_lengths(corpus):
    out, _ = corpus
    for name in FILES:
        raw = (out / name).read_text(encoding="utf-8")
        assert raw.endswith("\n") and "\n\n" not in raw and "\r" not in raw
        for line in _lines(out / name):
            assert line.strip() == line and line
            assert "  " not in line
            assert 5 <= len(line.split()) <= 14


def test_targets_are_grammar_translations(corpus):
    out, _ = corpus
    for split in COUNTS:
        src = _lines(out / f"{split}.src")
        tgt = _lines(out / f"{split}.tgt")
        assert [" ".join(toy.translate_source(s.split())) for s in src] == tgt


def test_splits_disjoint_and_deduplicated(corpus):
    out, _ = corpus
    sets = {split: _lines(out / f"{split}.src") for split in COUNTS}
    for split, lines in sets.items():
        assert len(set(lines)) == len(lines), split
    assert not set(sets["train"]) & set(sets["valid"])
    assert not set(sets["train"]) & set(sets["test"])
    assert not set(sets["valid"]) & set(sets["test"])


def test_reordering_matters(corpus):
    out, _ = corpus
    src = _lines(out / "test.src")
    tgt = _lines(out / "test.tgt")
    differs = sum(
        " ".join(toy.monotone_translate(s.split())) != t for s, t in zip(src, tgt, strict=True)
    )
    assert differs / len(src) > 0.5


def test_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    _gen(a)
    _gen(b)
    for name in FILES + ["README.txt"]:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    c = tmp_path / "c"
    _gen(c, seed=99)
    assert (a / "train.src").read_bytes() != (c / "train.src").read_bytes()


def test_idempotent(tmp_path, capsys):
    out = tmp_path / "toy"
    _gen(out)
    names = FILES + ["README.txt", toy.STAMP_NAME]
    mtimes = {n: os.stat(out / n).st_mtime_ns for n in names}
    counts = toy.generate_corpus(str(out), 1234, 300, 50, 50, verbose=True)
    assert counts == COUNTS
    assert "up to date" in capsys.readouterr().out
    assert {n: os.stat(out / n).st_mtime_ns for n in names} == mtimes
    # different arguments -> regenerated
    counts = toy.generate_corpus(str(out), 1234, 200, 50, 50)
    assert counts == {"train": 200, "valid": 50, "test": 50}
    assert len(_lines(out / "train.src")) == 200


@pytest.mark.cli
def test_cli(tmp_path):
    out = tmp_path / "cli"
    cmd = [
        sys.executable,
        str(SCRIPT),
        "--out",
        str(out),
        "--train",
        "30",
        "--valid",
        "5",
        "--test",
        "5",
    ]
    first = subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert "up to date" not in first.stdout
    second = subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert "up to date" in second.stdout
    assert len(_lines(out / "valid.tgt")) == 5


def test_target_word_forms_unambiguous():
    forms = [toy.translate_word(w) for w in (*toy.NOUNS, *toy.DETERMINERS, *toy.PREPOSITIONS)]
    for cls in ("a", "i"):
        forms += [toy.translate_word(w, cls) for w in (*toy.ADJECTIVES, *toy.VERBS)]
    assert len(forms) == len(set(forms))
    src_words = {*toy.NOUNS, *toy.ADJECTIVES, *toy.VERBS, *toy.DETERMINERS, *toy.PREPOSITIONS}
    assert not set(forms) & src_words
