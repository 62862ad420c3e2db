"""Checks of the `data:` corpora before any training starts.

OpenNMT accepts unknown keys inside a corpus entry, and filters empty examples with a
warning (`skip_empty_level`) once training has begun; we stop at once instead, naming the
corpus, key, file and line.
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
            empty = first_empty_line(path)
            if empty is not None:
                raise CorpusError(
                    f"data/{name}/{key}: {path} line {empty} is empty; remove or fill it "
                    "(OpenNMT would otherwise drop the pair silently during training)"
                )
