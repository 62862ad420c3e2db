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

from onmt_ext.core.errors import DataError

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


class CorpusError(DataError):
    """A problem with the data files or the `data:` section."""


def check_file(path: str, what: str) -> None:
    """Raise CorpusError unless `path` is an existing file."""
    if path and os.path.isdir(path):
        raise CorpusError(f"{what} {path} is a folder, not a file; give the path of a file")
    if path and os.path.exists(path) and not os.path.isfile(path):
        raise CorpusError(f"{what} {path} is a pipe or a device, not a file: it is read more "
                          "than once; save it to a file and give that file's path")
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


def corpus_paths(data) -> dict[str, str]:
    """Every file of the `data` option: "data/<corpus>/<key>" -> path."""
    corpora = yaml.safe_load(data) if isinstance(data, str) else data
    if not isinstance(corpora, dict):
        return {}
    return {f"data/{name}/{key}": corpus[key] for name, corpus in corpora.items()
            if isinstance(corpus, dict) for key in ("path_src", "path_tgt", "path_txt",
                                                   "path_align") if corpus.get(key)}


def check_vocabulary_files(opt) -> None:
    """Training: `src_vocab`/`tgt_vocab` are UTF-8 (OpenNMT reads them into a
    UnicodeDecodeError traceback naming neither the file nor the line). A missing one is
    left to OpenNMT, whose FileNotFoundError the command's boundary names."""
    for key in ("src_vocab", "tgt_vocab"):
        path = getattr(opt, key, None)
        if path and os.path.isfile(path):
            check_utf8(path, key)


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
            if os.path.getsize(path) == 0:  # OpenNMT: UnboundLocalError deep in training
                raise CorpusError(
                    f"data/{name}/{key}: {path} is empty (0 lines), so the corpus has no "
                    "example: give a file with one example per line, or remove the corpus "
                    "from data")
            check_utf8(path, f"data/{name}/{key}")
            empty = first_empty_line(path)
            if empty is not None:
                raise CorpusError(
                    f"data/{name}/{key}: {path} line {empty} is empty; remove or fill it "
                    "(OpenNMT would otherwise drop the pair silently during training)"
                )
        check_parallel(name, corpus)


# Transforms that drop examples, and the options that set their limits (named in errors)
FILTERS = {"filtertoolong": ("src_seq_length", "tgt_seq_length")}


def _filter_limits(opt, name: str) -> str:
    keys = FILTERS.get(name, ())
    limits = ", ".join(f"{key} {getattr(opt, key, None)}" for key in keys)
    return f"{name} ({limits})" if limits else name


def _examples(corpus: dict):
    """The corpus' examples as OpenNMT hands them to the transforms: token lists split on
    spaces (onmt.inputters.text_corpus), the target empty for a `path_txt` corpus."""
    src_path = corpus.get("path_src") or corpus.get("path_txt")
    tgt_path = corpus.get("path_tgt")
    with open(src_path, encoding="utf-8") as src, \
            open(tgt_path or os.devnull, encoding="utf-8") as tgt:
        for sline in src:
            tline = tgt.readline() if tgt_path else ""
            yield {"src": sline.strip().split(" "), "tgt": tline.strip().split(" "),
                   "src_original": sline.strip().split(" "),
                   "tgt_original": tline.strip().split(" ")}


def check_filtered(opt, build_pipe, log) -> None:
    """Before training: run each corpus through its transforms up to the last filtering one
    (FILTERS), counting the examples each removes. OpenNMT would fail with a TypeError deep
    in its data loading when a corpus has none left, and reports partial filtering per
    bucket; here a corpus left empty is an error naming the transform and its limits, and
    a partly filtered one is logged once, with the count.

    Args:
        opt: the training options (`data`, `transforms`, the filters' limits).
        build_pipe: ``build_pipe(opt, names)`` -> the built transforms, in order (a
            ValueError when one needs the vocabularies: then the corpus is not counted).
        log: ``log(message)`` for the partly filtered corpora.
    """
    corpora = yaml.safe_load(opt.data) if isinstance(opt.data, str) else opt.data
    for name, corpus in corpora.items():
        names = list(corpus.get("transforms") or getattr(opt, "transforms", None) or [])
        filtering = [i for i, transform in enumerate(names) if transform in FILTERS]
        if not filtering:
            continue
        names = names[:filtering[-1] + 1]
        try:
            transforms = build_pipe(opt, names)
        except ValueError:
            continue
        total, removed = 0, dict.fromkeys(names, 0)
        for example in _examples(corpus):
            total += 1
            for transform_name, transform in zip(names, transforms):
                example = transform.apply(example, is_train=True, corpus_name=name)
                if example is None:
                    removed[transform_name] += 1
                    break
        dropped = {key: count for key, count in removed.items() if count}
        described = ", ".join(f"{count} by {_filter_limits(opt, key)}"
                              for key, count in dropped.items())
        if total and sum(dropped.values()) == total:
            raise CorpusError(
                f"data/{name}: every one of its {total} examples is removed ({described}), "
                "so there is nothing to train on: raise the limits, or check that the "
                "corpus is the one meant (tokenised as the limits expect)")
        if dropped:
            log(f"data/{name}: {sum(dropped.values())} of its {total} examples are removed "
                f"({described})")
