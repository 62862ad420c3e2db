"""Checks of the text files (the `data:` corpora, `-src`) before any work starts.

OpenNMT accepts unknown keys inside a corpus entry, and filters empty examples with a
warning (`skip_empty_level`) once training has begun; we stop at once instead, naming the
corpus, key, file and line. OpenNMT decodes each line as UTF-8 only when it reaches it
(`onmt.inputters.text_corpus.ParallelCorpus.load`), so a stray byte such as 0xff stops
training, vocabulary building or translation midway with a UnicodeDecodeError traceback
that names neither the file nor the line; `check_utf8` names both, before any work.
"""

from __future__ import annotations

import os

import yaml

from onmt_ext.core.errors import InputError

# Keys OpenNMT-py 3.5.1 reads from a corpus entry (inputters/text_corpus.py, utils/parse.py).
CORPUS_KEYS = {
    "path_src",
    "path_tgt",
    "path_txt",
    "path_align",
    "transforms",
    "weight",
    "src_prefix",
    "tgt_prefix",
    "src_suffix",
    "tgt_suffix",
}


class CorpusError(InputError):
    """A problem with the data files or the `data:` section."""


def check_file(path: str, what: str) -> None:
    """Raise CorpusError unless `path` is an existing file."""
    if not path or not os.path.isfile(path):
        raise CorpusError(f"{what} file not found: {path!r}")


def first_empty_line(path: str) -> int | None:
    """1-based number of the first empty (or whitespace-only) line, None if there is none."""
    with open(path, "rb") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                return number
    return None


def first_non_utf8(path: str) -> tuple[int, int, int] | None:
    """``(line number, column, byte)`` of the first byte that is not valid UTF-8 (line and
    column 1-based, the column counted in bytes), None if the whole file decodes."""
    with open(path, "rb") as handle:
        for number, line in enumerate(handle, 1):
            try:
                line.decode("utf-8")
            except UnicodeDecodeError as error:
                return number, error.start + 1, line[error.start]
    return None


def check_utf8(path: str, what: str) -> None:
    """Raise CorpusError naming `what`, the file and the line unless `path` is UTF-8."""
    bad = first_non_utf8(path)
    if bad is not None:
        number, column, byte = bad
        raise CorpusError(
            f"{what}: {path} line {number} is not UTF-8 (byte 0x{byte:02x} at column "
            f"{column}); OpenNMT reads text files as UTF-8: convert the file (e.g. iconv)"
        )


def check_translation_text(opt) -> None:
    """Translation: `-src` (and `-tgt`, when given) must be UTF-8 files."""
    check_utf8(opt.src, "-src")
    if opt.tgt:
        check_file(opt.tgt, "tgt")
        check_utf8(opt.tgt, "-tgt")


def count_lines(path: str) -> int:
    """Lines of `path` as OpenNMT reads them (a last line without a newline counts)."""
    count, last = 0, b"\n"
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            count += block.count(b"\n")
            last = block[-1:]
    return count + (last != b"\n")


def check_parallel(name: str, corpus: dict) -> None:
    """Raise CorpusError unless a corpus' source and target files have as many lines:
    OpenNMT zips them and silently drops the unpaired tail, and a line missing in the
    middle misaligns every later pair."""
    if corpus.get("path_src") is None or corpus.get("path_tgt") is None:
        return
    src, tgt = count_lines(corpus["path_src"]), count_lines(corpus["path_tgt"])
    if src != tgt:
        raise CorpusError(
            f"data/{name}: path_src {corpus['path_src']} has {src} lines but path_tgt "
            f"{corpus['path_tgt']} has {tgt}; the files must be line-aligned (one sentence "
            "pair per line): find the missing or extra line(s) and fix the shorter file"
        )


def check_corpora(data) -> None:
    """Validate the `data` option (YAML string or dict) of onmt_ext_train/build_vocab."""
    corpora = yaml.safe_load(data) if isinstance(data, str) else data
    if not isinstance(corpora, dict) or not corpora:
        raise CorpusError(f"data: expected a mapping of corpora, got {data!r}")
    for name, corpus in corpora.items():
        if not isinstance(corpus, dict):
            raise CorpusError(f"data/{name}: expected a mapping, got {corpus!r}")
        unknown = sorted(set(corpus) - CORPUS_KEYS)
        if unknown:
            raise CorpusError(
                f"data/{name}: unknown key {unknown[0]!r}; known keys: {sorted(CORPUS_KEYS)}"
            )
        if "path_src" not in corpus and "path_txt" not in corpus:
            raise CorpusError(f"data/{name}: path_src (or path_txt) is missing")
        for key in ("path_src", "path_tgt", "path_txt"):
            path = corpus.get(key)
            if path is None:
                continue
            check_file(path, f"data/{name}/{key}")
            check_utf8(path, f"data/{name}/{key}")
            empty = first_empty_line(path)
            if empty is not None:
                raise CorpusError(
                    f"data/{name}/{key}: {path} line {empty} is empty; remove or fill it "
                    "(OpenNMT would otherwise drop the pair silently during training)"
                )
        check_parallel(name, corpus)
