"""Which language is a sentence in: a character n-gram classifier built from the training
data, for the off-target rate of zero-shot translation.

Zero-shot outputs of multilingual models are often in the wrong language (Zhang et al.
2020, "off-target translation"); BLEU alone does not say so. `NgramLanguageId` is a
multinomial naive Bayes over character 1-3-grams (Cavnar and Trenkle 1994 use n-gram
profiles; the Bayes form gives exact, testable scores): for each language, the add-one
smoothed relative frequency of every n-gram of its training sentences; a sentence goes to
the language with the largest sum of log probabilities over its n-grams (equal priors).
Text is lower-cased and padded with one space at each end, so word boundaries count.

    python experiments/langid.py --train en=work/multi30k/multi/train.en ... \\
        --check de=work/multi30k/multi/val.de ...    # accuracy per language
"""

from __future__ import annotations

import argparse
import math
from collections import Counter
from collections.abc import Iterable, Mapping

ORDERS = (1, 2, 3)


def char_ngrams(text: str, orders: tuple[int, ...] = ORDERS) -> list[str]:
    """The character n-grams of `text` (lower-cased, one space added at each end)."""
    padded = f" {text.strip().lower()} "
    return [padded[i:i + n] for n in orders for i in range(len(padded) - n + 1)]


class NgramLanguageId:
    """Naive Bayes over character n-grams (see the module docstring).

    Args:
        texts: language -> its training sentences.
        orders: the n-gram orders counted.
    """

    def __init__(self, texts: Mapping[str, Iterable[str]], orders: tuple[int, ...] = ORDERS):
        self.orders = tuple(orders)
        counts = {lang: Counter(g for line in lines for g in char_ngrams(line, self.orders))
                  for lang, lines in texts.items()}
        if not counts:
            raise ValueError("no languages to learn")
        vocabulary = set().union(*counts.values())
        size = len(vocabulary) + 1  # + 1: one slot for n-grams never seen in training
        self.languages = sorted(counts)
        self._log_prob: dict[str, dict[str, float]] = {}
        self._unseen: dict[str, float] = {}
        for lang, counter in counts.items():
            total = sum(counter.values()) + size
            self._log_prob[lang] = {g: math.log((c + 1) / total) for g, c in counter.items()}
            self._unseen[lang] = math.log(1 / total)

    def scores(self, text: str) -> dict[str, float]:
        """language -> the log probability of `text`'s n-grams under it."""
        grams = char_ngrams(text, self.orders)
        return {lang: sum(self._log_prob[lang].get(g, self._unseen[lang]) for g in grams)
                for lang in self.languages}

    def predict(self, text: str) -> str | None:
        """The most likely language, or None for an empty sentence (no evidence)."""
        if not text.strip():
            return None
        scores = self.scores(text)
        return max(self.languages, key=lambda lang: (scores[lang], lang))

    def off_target_rate(self, sentences: Iterable[str], language: str) -> float:
        """The share of `sentences` not identified as `language` (an empty output counts
        as off target: it is not a translation into the language asked for)."""
        sentences = list(sentences)
        if not sentences:
            raise ValueError("no sentences")
        return sum(self.predict(s) != language for s in sentences) / len(sentences)


def _lang_paths(items: list[str]) -> dict[str, str]:
    pairs = [item.split("=", 1) for item in items]
    bad = [item for item, pair in zip(items, pairs, strict=True) if len(pair) != 2]
    if bad:
        raise SystemExit(f"expected LANG=PATH, got {bad[0]!r}")
    return dict(pairs)


def _lines(path: str) -> list[str]:
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--train", nargs="+", required=True, metavar="LANG=PATH")
    parser.add_argument("--check", nargs="+", default=[], metavar="LANG=PATH",
                        help="print the share of each file's lines identified as LANG")
    args = parser.parse_args(argv)
    model = NgramLanguageId({lang: _lines(p) for lang, p in _lang_paths(args.train).items()})
    for lang, path in _lang_paths(args.check).items():
        lines = _lines(path)
        print(f"{lang} {path}: {1 - model.off_target_rate(lines, lang):.4f} of {len(lines)} "
              "lines identified as " + lang)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
