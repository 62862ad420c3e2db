"""How many lines `onmt_translate` has done: OpenNMT-py 3.5.1 says nothing between loading
the model and its final score line, and writes its output only at the end of each bucket,
so a long file (or an early checkpoint that repeats itself up to `-max_length`) looks stuck.

On a terminal a bar on one line (stderr, redrawn); otherwise (a log file, a pipe) a log
line at the start, at most every `every_s` seconds, and at the end.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Callable

from onmt_ext.compat import logger

WIDTH = 24  # characters of the bar


def _clock_text(seconds: float) -> str:
    minutes, seconds = divmod(int(round(seconds)), 60)
    return f"{minutes}:{seconds:02d}"


class Progress:
    """Lines translated out of `total`.

    Args:
        total: the source lines to translate.
        emit: writes one message: a log line (`tty` false) or the bar, redrawn in place
            (`tty` true; the caller's stream, e.g. `sys.stderr.write`).
        tty: whether `emit` writes to a terminal.
        every_s: without a terminal, the least seconds between two log lines.
        clock: seconds, monotonic (tests give their own).
    """

    def __init__(self, total: int, emit: Callable[[str], object], tty: bool,
                 every_s: float = 30.0, clock: Callable[[], float] = time.monotonic):
        self.total, self.emit, self.tty, self.every_s, self.clock = (
            total, emit, tty, every_s, clock)
        self.done, self.drawn, self.closed = 0, 0, False
        self.started = self.last = clock()
        if not tty:
            emit(f"translating {total:,} lines")

    def text(self) -> str:
        elapsed = self.clock() - self.started
        share = self.done / self.total if self.total else 1.0
        words = f"{self.done:,} of {self.total:,} lines ({share:.0%}) in {_clock_text(elapsed)}"
        if 0 < self.done < self.total:
            words += f", about {_clock_text(elapsed / self.done * (self.total - self.done))} left"
        return words

    def advance(self, lines: int) -> None:
        self.done = min(self.total, self.done + lines)
        now = self.clock()
        if self.tty:
            filled = int(WIDTH * self.done / self.total) if self.total else WIDTH
            bar = f"[{'#' * filled}{'.' * (WIDTH - filled)}] translated {self.text()}"
            self.emit(f"\r{bar.ljust(self.drawn)}")  # covers a longer previous bar
            self.drawn = len(bar)
        elif now - self.last >= self.every_s and self.done < self.total:
            self.last = now
            self.emit(f"translated {self.text()}")
        if self.done == self.total:
            self.close()

    def close(self) -> None:
        """The last word (once): the bar's line ended, or the final log line."""
        if self.closed:
            return
        self.closed = True
        self.emit("\n" if self.tty else f"translated {self.text()}")


@contextlib.contextmanager
def counting(translator, progress: Progress):
    """`translator.translate_batch` counts the source lines of each batch it translates
    (an attribute of this one object, removed afterwards)."""
    original = translator.translate_batch
    own = "translate_batch" in vars(translator)

    def translate_batch(batch, *args, **kwargs):
        result = original(batch, *args, **kwargs)
        progress.advance(len(batch["srclen"]))
        return result

    translator.translate_batch = translate_batch
    try:
        yield progress
        progress.close()
    finally:
        if own:
            translator.translate_batch = original
        else:
            del translator.translate_batch


def count_lines(path: str) -> int:
    with open(path, "rb") as handle:
        return sum(1 for _ in handle)


def for_source(path: str) -> Progress:
    """The lines of `path` done: a bar on stderr when it is a terminal, else log lines
    (OpenNMT's logger)."""
    total = count_lines(path)
    if sys.stderr.isatty():
        return Progress(total, _write_stderr, tty=True)
    return Progress(total, logger.info, tty=False)


def _write_stderr(text: str) -> None:
    sys.stderr.write(text)
    sys.stderr.flush()
