"""experiments/langid.py: the character n-gram language identifier behind the off-target
rate of zero-shot directions. Exact scores on a hand-computed case; on Multi30k (when
prepared) it identifies every val line of the four languages."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments.langid import NgramLanguageId, char_ngrams, main  # noqa: E402


def test_char_ngrams_are_lower_cased_and_padded():
    assert char_ngrams("Ab", (1, 2)) == [" ", "a", "b", " ", " a", "ab", "b "]


def test_scores_by_hand():
    # bigrams: a = {" a", "ab", "b "}, b = {" b", "ba", "a "}: 6 seen + 1 unseen slot = 7;
    # each language: 3 counts + 7 = 10, so a seen bigram has (1 + 1) / 10, an unseen 1 / 10
    model = NgramLanguageId({"a": ["ab"], "b": ["ba"]}, orders=(2,))
    assert model.scores("ab") == pytest.approx({"a": 3 * math.log(0.2), "b": 3 * math.log(0.1)})
    assert model.scores("zz") == pytest.approx({"a": 3 * math.log(0.1), "b": 3 * math.log(0.1)})
    assert model.predict("AB") == "a" and model.predict("ba") == "b"
    assert model.predict("  ") is None
    assert model.off_target_rate(["ab", "ba", "", "ab"], "a") == 0.5  # "ba" and the empty one


def test_no_data_is_an_error():
    with pytest.raises(ValueError, match="no languages"):
        NgramLanguageId({})
    with pytest.raises(ValueError, match="no sentences"):
        NgramLanguageId({"a": ["x"]}).off_target_rate([], "a")


def test_identifies_multi30k_val(capsys):
    multi = REPO / "work" / "multi30k" / "multi"
    if not (multi / "val.cs").is_file():
        pytest.skip("no prepared Multi30k multilingual set (make data-multi)")
    langs = ("en", "de", "fr", "cs")
    assert main(["--train", *(f"{lang}={multi}/train.{lang}" for lang in langs),
                 "--check", *(f"{lang}={multi}/val.{lang}" for lang in langs)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 4
    for line in out:  # at least 99.5% of 1,014 lines (all of them when this was written)
        assert float(line.split(": ")[1].split()[0]) >= 0.995, line
