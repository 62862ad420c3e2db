"""Empty source files and empty source lines in onmt_ext_translate.

OpenNMT-py 3.5.1 fails on an empty `-src` (`UnboundLocalError: ... 'batch'` in its
translator) and silently drops empty lines, so the output has fewer lines than the input
and no longer lines up with it. Here an empty (or whitespace-only) input gives an empty
output, and an empty line gets an empty translation at its own place (`-n_best` empty
lines): OpenNMT translates a copy of the source without the empty lines, and the output
is put back in line with the input afterwards.

The same copy of the source holds the lines longer than `-src_max_tokens` truncated to
their first tokens, when `-long_src truncate` (the default) and the check before the
translation set the bound (onmt_ext.core.checks.source_length).

Only the part of `-output` written by this translation is touched: what the file holds
when it starts (an earlier translation of one engine, to which OpenNMT's translator
appends) is kept as it is.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile

from onmt_ext.core.checks.source_length import LONG_SRC, MAX_TOKENS, TRUNCATE
from onmt_ext.core.tools import translate_progress


def _lines(path: str) -> list[str]:
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        return handle.read().splitlines()


def blank_line_numbers(lines: list[str]) -> list[int]:
    """0-based indices of the empty or whitespace-only lines."""
    return [i for i, line in enumerate(lines) if not line.strip()]


def _truncation(opt) -> int:
    """The number of tokens a source line is cut to (0: none is cut)."""
    if getattr(opt, LONG_SRC, TRUNCATE) != TRUNCATE:
        return 0
    return max(0, int(getattr(opt, MAX_TOKENS, 0) or 0))


def _cut(line: str, limit: int) -> str:
    """`line`'s first `limit` whitespace-separated tokens (the line itself when shorter)."""
    tokens = line.split()
    return " ".join(tokens[:limit]) if limit and len(tokens) > limit else line


def _write(path: str, lines: list[str]) -> None:
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as handle:
        handle.writelines(line + "\n" for line in lines)


def _size(path: str) -> int:
    """Bytes in `path` now (0 when it does not exist yet)."""
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def _lines_after(path: str, start: int) -> list[str]:
    """The lines of `path` after its first `start` bytes."""
    with open(path, "rb") as handle:
        handle.seek(start)
        return handle.read().decode("utf-8", errors="surrogateescape").splitlines()


def _write_after(path: str, start: int, lines: list[str]) -> None:
    """Replace what follows the first `start` bytes of `path` with `lines`."""
    data = "".join(line + "\n" for line in lines).encode("utf-8", errors="surrogateescape")
    with open(path, "r+b" if os.path.exists(path) else "wb") as handle:
        handle.seek(start)
        handle.write(data)
        handle.truncate()


@contextlib.contextmanager
def nonblank_source(opt):
    """Around OpenNMT's translation of `opt.src` into `opt.output`.

    Yields True when there is nothing to translate (every line is blank, or the file is
    empty): the output (n_best empty lines per input line) is already written. Otherwise
    yields False with `opt.src` (and `opt.tgt`, when given) pointing to copies without the
    blank lines (the long source lines truncated, `_truncation`), and afterwards re-inserts
    empty translations into `opt.output`. Either way, the text `opt.output` holds at the
    start stays in front (the caller flushes what the translator has written before).
    """
    source = _lines(opt.src)
    blank = blank_line_numbers(source)
    n_best = max(1, int(getattr(opt, "n_best", 1) or 1))
    start = _size(opt.output)
    if len(blank) == len(source):
        _write_after(opt.output, start, [""] * (n_best * len(source)))
        yield True
        return
    limit = _truncation(opt)
    too_long = limit and any(len(line.split()) > limit for line in source)
    if not blank and not too_long:
        yield False
        return
    workdir = tempfile.mkdtemp(prefix="onmt_ext_translate_")
    original = (opt.src, opt.tgt)
    blank_set = set(blank)  # built once: a large file may have many blank lines
    keep = [i for i in range(len(source)) if i not in blank_set]
    try:
        opt.src = os.path.join(workdir, "src")
        _write(opt.src, [_cut(source[i], limit) for i in keep])
        if opt.tgt:
            target = _lines(opt.tgt)
            opt.tgt = os.path.join(workdir, "tgt")
            _write(opt.tgt, [target[i] for i in keep if i < len(target)])
        yield False
        _reinsert(opt.output, start, len(source), keep, n_best)
    finally:
        opt.src, opt.tgt = original
        shutil.rmtree(workdir, ignore_errors=True)


def infer_without_blank_lines(infer_file, engine):
    """OpenNMT's `infer_file` on `engine` (its `opt`, and `translator` with its `out_file`
    when it translates in this process), the blank source lines taken out and put back
    (`nonblank_source`), the lines done shown as they are translated
    (onmt_ext.core.tools.translate_progress); the call's result."""
    translator = getattr(engine, "translator", None)
    out_file = getattr(translator, "out_file", None)
    if out_file is not None:
        out_file.flush()  # what it wrote before (infer_list) stays in front of this call's
    with nonblank_source(engine.opt) as nothing_to_translate:
        if nothing_to_translate:
            result = [], []
        elif translator is None:  # not OpenNMT's one-process engine: no count
            result = infer_file(engine)
        else:
            with translate_progress.counting(translator,
                                             translate_progress.for_source(engine.opt.src)):
                result = infer_file(engine)
        if out_file is not None:
            out_file.flush()  # the blank lines are put back into that file
    if out_file is not None:
        # the file grew under the handle (blank lines put back): what the translator writes
        # next (an infer_list) goes after it, not over its last lines
        out_file.seek(0, os.SEEK_END)
    return result


def _reinsert(output: str, start: int, total: int, keep: list[int], n_best: int) -> None:
    """Spread the translations of the kept lines (what follows the first `start` bytes of
    `output`) over `total` lines, blank ones empty."""
    translated = _lines_after(output, start)
    if len(translated) != n_best * len(keep):
        raise ValueError(
            f"-output {output}: expected {n_best * len(keep)} lines from OpenNMT "
            f"({len(keep)} non-empty source lines x n_best {n_best}), found {len(translated)}"
        )
    lines = [""] * (n_best * total)
    for k, i in enumerate(keep):
        lines[n_best * i : n_best * (i + 1)] = translated[n_best * k : n_best * (k + 1)]
    _write_after(output, start, lines)
