"""Tests for data/prepare_multi30k.py on a tiny fake Multi30k (no network, no real data).

The fake raw files are gzipped, line-aligned, varied text; the sha256 table of the script is
monkeypatched to their sums. Only one test runs the real `onmt_ext_build_vocab`; the others
that need a vocabulary use a fast stand-in (`fake_build_vocab`).
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import random
import shutil
import urllib.error
from collections import Counter
from pathlib import Path

import pyonmttok
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "data" / "prepare_multi30k.py"
COUNTS = {"train": 40, "val": 12, "test_2016_flickr": 10, "test_2017_flickr": 8}
VOCAB = 60
MULTI_VOCAB = 120  # four alphabets: SentencePiece needs a piece per character
SYLLABLES = {
    "en": ["th", "an", "er", "ing", "on", "st", "re", "at", "man", "dog", "ball", "run", "red"],
    "de": ["ein", "der", "sch", "ä", "ö", "ü", "ß", "ung", "hund", "mann", "lauf", "rot", "en"],
    "fr": ["le", "un", "é", "è", "à", "ç", "ion", "chien", "homme", "cour", "rou", "ge", "ou"],
    "cs": ["č", "ř", "š", "ž", "ý", "pes", "muž", "běh", "čer", "ven", "ný", "na", "ho"],
}
PAIR_FILES = [f"{s}.{lang}" for s in COUNTS for lang in ("en", "de")]


def _load():
    spec = importlib.util.spec_from_file_location("prepare_multi30k", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


prep = _load()


def _sentence(rng: random.Random, lang: str) -> str:
    words = [
        "".join(rng.choice(SYLLABLES[lang]) for _ in range(rng.randint(1, 3)))
        for _ in range(rng.randint(3, 9))
    ]
    return " ".join([words[0].capitalize(), *words[1:]]) + rng.choice([".", "", "!", " ?"])


def fake_lines(split: str, lang: str, n: int | None = None, seed: int = 0) -> list[str]:
    """Deterministic text of one fake raw file; line i is tagged with its index."""
    rng = random.Random(f"{seed}-{split}-{lang}")
    return [f"{i} {_sentence(rng, lang)}" for i in range(n or COUNTS[split])]


def write_gz(path: Path, lines: list[str]) -> str:
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write("".join(line + "\n" for line in lines))
    return hashlib.sha256(path.read_bytes()).hexdigest()


def make_fake_raw(directory: Path) -> dict[str, str]:
    """All 15 raw files (no test_2017_flickr.cs); returns their sha256 table."""
    directory.mkdir(parents=True, exist_ok=True)
    sums = {}
    for split in COUNTS:
        for lang in prep.LANGS:
            if (split, lang) in prep.MISSING:
                continue
            name = prep.raw_name(split, lang)
            sums[name] = write_gz(directory / name, fake_lines(split, lang))
    return sums


def fake_build_vocab(config_path: Path) -> None:
    """Stand-in for onmt_ext_build_vocab: count SentencePiece pieces of the corpus."""
    config = yaml.safe_load(Path(config_path).read_text(encoding="utf-8"))
    tokenizer = pyonmttok.Tokenizer("none", sp_model_path=config["src_subword_model"])
    counts: Counter = Counter()
    for key in ("path_src", "path_tgt"):
        for line in Path(config["data"]["corpus_1"][key]).read_text("utf-8").splitlines():
            counts.update(tokenizer.tokenize(line)[0])
    text = "".join(f"{tok}\t{n}\n" for tok, n in counts.most_common())
    Path(config["src_vocab"]).write_text(text, encoding="utf-8")


def mtimes(directory: Path) -> dict[str, int]:
    return {p.name: p.stat().st_mtime_ns for p in directory.iterdir() if p.is_file()}


def read_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def fake(tmp_path_factory):
    """(raw dir, sha256 table) of a fake Multi30k."""
    raw = tmp_path_factory.mktemp("raw")
    return raw, make_fake_raw(raw)


@pytest.fixture(autouse=True)
def fake_sums(fake, monkeypatch):
    monkeypatch.setattr(prep, "SHA256", dict(fake[1]))
    return prep.SHA256


@pytest.fixture(scope="module")
def prepared(fake, tmp_path_factory):
    """en-de prepared once with the real onmt_ext_build_vocab; returns (out dir, steps run)."""
    out = tmp_path_factory.mktemp("out")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(prep, "SHA256", dict(fake[1]))
        ran = prep.prepare(fake[0], out, ["en-de"], vocab_size=VOCAB, log=lambda m: None)
    return out, ran


def _copy_out(prepared, tmp_path) -> Path:
    out = tmp_path / "out"
    shutil.copytree(prepared[0], out)
    return out


# --------------------------------------------------------------------------- main pipeline
def test_pair_outputs_aligned_and_tokenisable(prepared, fake):
    out, ran = prepared
    pair = out / "en-de"
    assert ran == {"en-de": [*PAIR_FILES, "spm.model", "vocab.src"]}
    for name in PAIR_FILES:
        split, lang = name.rsplit(".", 1)
        lines = read_lines(pair / name)
        assert len(lines) == COUNTS[split]
        assert lines == fake_lines(split, lang)  # raw text, unchanged, in order
    for split in COUNTS:  # aligned: the i-th lines carry the same index
        en, de = read_lines(pair / f"{split}.en"), read_lines(pair / f"{split}.de")
        assert [s.split()[0] for s in en] == [s.split()[0] for s in de]
    pieces = [line.split("\t")[0] for line in read_lines(pair / "spm.vocab")]
    assert len(pieces) == VOCAB
    # What onmt_tokenize does: raw text -> pieces -> (translation) -> detokenised raw text.
    tokenizer = pyonmttok.Tokenizer("none", sp_model_path=str(pair / "spm.model"))
    for line in read_lines(pair / "val.de"):
        tokens, _ = tokenizer.tokenize(line)
        assert set(tokens) <= set(pieces)
        assert tokenizer.detokenize(tokens) == line
    vocab = read_lines(pair / "vocab.src")
    assert vocab and read_lines(pair / "vocab.tgt") == vocab
    entries = [line.split("\t") for line in vocab]
    assert all(len(e) == 2 and int(e[1]) > 0 for e in entries)
    assert {e[0] for e in entries} <= set(pieces)
    assert {e[0] for e in entries} >= set(tokenizer.tokenize(read_lines(pair / "train.de")[0])[0])
    assert not list(pair.glob(".*tmp*")), "temporary files left behind"


def test_rerun_is_up_to_date(prepared, fake, monkeypatch, capsys):
    out = prepared[0]
    before = mtimes(out / "en-de")

    def boom(config):
        raise AssertionError("vocabulary rebuilt although up to date")

    monkeypatch.setattr(prep, "run_build_vocab", boom)
    argv = ["--raw-dir", str(fake[0]), "--out", str(out), "--pairs", "en-de"]
    assert prep.main([*argv, "--vocab-size", str(VOCAB)]) == 0
    printed = capsys.readouterr().out
    assert "en-de: up to date" in printed and "all up to date" in printed
    assert mtimes(out / "en-de") == before


def test_changed_inputs_redo_only_dependants(prepared, fake, fake_sums, tmp_path, monkeypatch):
    out = _copy_out(prepared, tmp_path)
    pair = out / "en-de"
    raw = tmp_path / "raw"
    shutil.copytree(fake[0], raw)
    calls = []
    monkeypatch.setattr(prep, "run_build_vocab", lambda c: (calls.append(c), fake_build_vocab(c)))

    # A new val.en (new sum): only val.en is redone.
    new_val = fake_lines("val", "en", seed=7)
    fake_sums["val.en.gz"] = write_gz(raw / "val.en.gz", new_val)
    before = mtimes(pair)
    ran = prep.prepare(raw, out, ["en-de"], vocab_size=VOCAB, log=lambda m: None)
    assert ran == {"en-de": ["val.en"]}
    assert read_lines(pair / "val.en") == new_val
    after = mtimes(pair)
    assert {k for k in after if after[k] != before[k]} == {"val.en"}

    # An edited output is restored from the raw file, nothing downstream changes.
    (pair / "train.de").write_text("tampered\n", encoding="utf-8")
    assert prep.prepare(raw, out, ["en-de"], vocab_size=VOCAB, log=lambda m: None) == {
        "en-de": ["train.de"]
    }
    assert read_lines(pair / "train.de") == fake_lines("train", "de")

    # Another vocabulary size: SentencePiece and then the vocabulary, not the text files.
    ran = prep.prepare(raw, out, ["en-de"], vocab_size=VOCAB + 10, log=lambda m: None)
    assert ran == {"en-de": ["spm.model", "vocab.src"]} and len(calls) == 1
    assert len(read_lines(pair / "spm.vocab")) == VOCAB + 10

    # --force redoes everything.
    ran = prep.prepare(raw, out, ["en-de"], vocab_size=VOCAB + 10, force=True, log=print)
    assert ran["en-de"] == [*PAIR_FILES, "spm.model", "vocab.src"] and len(calls) == 2


def test_en_cs_skips_test_2017_and_multilingual(fake, tmp_path, monkeypatch):
    monkeypatch.setattr(prep, "run_build_vocab", fake_build_vocab)
    messages: list[str] = []
    out = tmp_path / "out"
    ran = prep.prepare(
        fake[0], out, ["en-cs"], multilingual=True, vocab_size=MULTI_VOCAB, log=messages.append
    )
    assert "en-cs: test_2017_flickr does not exist for cs: skipped" in messages
    assert "multi: test_2017_flickr does not exist for cs: skipped" in messages
    assert not list((out / "en-cs").glob("test_2017*"))
    assert (out / "en-cs" / "vocab.src").is_file() and (out / "en-cs" / "spm.model").is_file()
    multi = out / "multi"
    expected = {f"{s}.{lang}" for s in COUNTS for lang in prep.LANGS} - {"test_2017_flickr.cs"}
    assert {p.name for p in multi.iterdir() if p.is_file()} == expected | {
        "spm.model",
        "spm.vocab",
        "val.mixed.src",
        "val.mixed.tgt",
    }
    assert "spm.model" in ran["multi"] and "mix-valid" in ran["multi"]
    mixed_src, mixed_tgt = read_lines(multi / "val.mixed.src"), read_lines(multi / "val.mixed.tgt")
    val = {lang: read_lines(multi / f"val.{lang}") for lang in prep.LANGS}
    assert len(mixed_src) == len(mixed_tgt) == len(val["en"])
    assert mixed_src[0] == f"<2de> {val['en'][0]}" and mixed_tgt[0] == val["de"][0]
    assert mixed_src[5] == f"<2en> {val['cs'][5]}" and mixed_tgt[5] == val["en"][5]
    tokenizer = pyonmttok.Tokenizer("none", sp_model_path=str(multi / "spm.model"))
    for lang in prep.LANGS:  # one model covers the four languages' characters
        line = read_lines(multi / f"val.{lang}")[0]
        assert tokenizer.detokenize(tokenizer.tokenize(line)[0]) == line
    assert prep.prepare(
        fake[0], out, ["en-cs"], multilingual=True, vocab_size=MULTI_VOCAB, log=messages.append
    ) == {"en-cs": [], "multi": []}


# --------------------------------------------------------------------------- raw file errors
def test_corrupted_file_names_file_and_hashes(fake, fake_sums, tmp_path, capsys):
    raw = tmp_path / "raw"
    shutil.copytree(fake[0], raw)
    with open(raw / "train.de.gz", "ab") as handle:
        handle.write(b"garbage")
    actual = hashlib.sha256((raw / "train.de.gz").read_bytes()).hexdigest()
    with pytest.raises(prep.DataError) as info:
        prep.prepare(raw, tmp_path / "out", ["en-de"], vocab_size=VOCAB, log=lambda m: None)
    message = str(info.value)
    assert "sha256 mismatch" in message and str(raw / "train.de.gz") in message
    assert fake_sums["train.de.gz"] in message and actual in message
    assert not (tmp_path / "out" / "en-de").exists()  # checked before any step
    argv = ["--raw-dir", str(raw), "--out", str(tmp_path / "out"), "--pairs", "en-de"]
    assert prep.main(argv) == 2
    assert "train.de.gz" in capsys.readouterr().err


def test_missing_file_suggests_download(fake, tmp_path):
    raw = tmp_path / "raw"
    shutil.copytree(fake[0], raw)
    (raw / "val.de.gz").unlink()
    with pytest.raises(prep.DataError) as info:
        prep.prepare(raw, tmp_path / "out", ["en-de"], vocab_size=VOCAB, log=lambda m: None)
    message = str(info.value)
    assert "val.de.gz" in message and "--download" in message and "--raw-dir" in message


# --------------------------------------------------------------------------- download
def test_download_from_file_url_into_cache(fake, fake_sums, tmp_path, monkeypatch):
    remote = tmp_path / "remote"
    shutil.copytree(fake[0], remote)
    cache = tmp_path / "cache"
    names = [prep.raw_name(s, lang) for s in COUNTS for lang in ("en", "de")]
    found = prep.locate_raw(
        names,
        tmp_path / "nowhere",
        cache,
        download=True,
        base_url=remote.as_uri(),
        log=lambda m: None,
    )
    assert {n: p for n, (p, _) in found.items()} == {n: cache / n for n in names}
    for name in names:
        assert found[name][1] == fake_sums[name] == prep.sha256_file(cache / name)

    # Second time: found in the cache, nothing fetched.
    def no_network(*args, **kwargs):
        raise AssertionError("downloaded again")

    monkeypatch.setattr(prep.urllib.request, "urlopen", no_network)
    assert (
        prep.locate_raw(
            names,
            tmp_path / "nowhere",
            cache,
            download=True,
            base_url=remote.as_uri(),
            log=lambda m: None,
        )
        == found
    )


def test_download_checks_sha_and_leaves_nothing(fake, fake_sums, tmp_path):
    remote = tmp_path / "remote"
    shutil.copytree(fake[0], remote)
    (remote / "val.en.gz").write_bytes(b"not the published file")
    cache = tmp_path / "cache"
    with pytest.raises(prep.DataError) as info:
        prep.download_file("val.en.gz", cache, remote.as_uri())
    assert "sha256 mismatch" in str(info.value) and "val.en.gz" in str(info.value)
    assert fake_sums["val.en.gz"] in str(info.value)
    assert list(cache.iterdir()) == []


def test_download_network_error_is_clear(tmp_path):
    def offline(url, timeout):
        assert url == prep.DEFAULT_BASE_URL + "train.en.gz"
        raise urllib.error.URLError("no route to host")

    with pytest.raises(prep.DataError, match="could not download train.en.gz .*--raw-dir"):
        prep.download_file("train.en.gz", tmp_path, opener=offline)
    assert list(tmp_path.iterdir()) == []


# --------------------------------------------------------------------------- consistency
def test_sha_table_and_defaults():
    original = _load()  # unpatched table
    assert len(original.SHA256) == 15 and "test_2017_flickr.cs.gz" not in original.SHA256
    assert original.DEFAULT_BASE_URL == (
        "https://raw.githubusercontent.com/multi30k/dataset/master/data/task1/raw/"
    )
    readme = original.DEFAULT_RAW_DIR / "README.md"
    if readme.is_file():  # the shared copy's README lists the same sums
        listed = dict(
            reversed(line.split())
            for line in readme.read_text().splitlines()
            if line.endswith(".gz") and len(line.split()) == 2
        )
        assert listed == original.SHA256


def test_vocab_config_matches_recipe(tmp_path):
    recipe = yaml.safe_load((ROOT / "recipes" / "mute" / "mute.yaml").read_text())
    pair = Path("work/multi30k/en-de")
    config = prep.vocab_config(pair / "train.en", pair / "train.de", pair / "spm.model", tmp_path)
    for key in (
        "transforms",
        "src_subword_type",
        "tgt_subword_type",
        "src_subword_model",
        "tgt_subword_model",
        "share_vocab",
    ):
        assert config[key] == recipe[key], key
    assert config["data"]["corpus_1"] == {
        "path_src": recipe["data"]["multi30k"]["path_src"],
        "path_tgt": recipe["data"]["multi30k"]["path_tgt"],
    }
    assert config["n_sample"] == -1


def test_cli_rejects_bad_pair():
    with pytest.raises(SystemExit) as info:
        prep.main(["--pairs", "en-xx"])
    assert info.value.code == 2


def test_mixed_direction_lines_cycle_through_the_directions():
    lines = {"en": ["e0", "e1", "e2"], "de": ["d0", "d1", "d2"], "fr": ["f0", "f1", "f2"]}
    assert prep.mixed_direction_lines(lines, [("en", "de"), ("fr", "en")]) == (
        ["<2de> e0", "<2en> f1", "<2de> e2"], ["d0", "e1", "d2"])
    with pytest.raises(prep.DataError, match="not line-aligned"):
        prep.mixed_direction_lines({"en": ["a"], "de": []}, [("en", "de")])
