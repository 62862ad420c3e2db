"""Vocabulary files as `onmt_ext_build_vocab -n_sample -1` writes them for a tiny corpus
(token<TAB>count, most frequent first), without starting the console script."""

from __future__ import annotations

import collections
from pathlib import Path


def write_vocab(corpus_file: str, out: Path) -> None:
    counts = collections.Counter(Path(corpus_file).read_text().split())
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(f"{token}\t{n}\n" for token, n in counts.most_common()))


def write_vocabs(corpus: dict, config_root: Path) -> None:
    """run/vocab.src and run/vocab.tgt of conftest.tiny_config under `config_root`."""
    write_vocab(corpus["train_src"], config_root / "run" / "vocab.src")
    write_vocab(corpus["train_tgt"], config_root / "run" / "vocab.tgt")
