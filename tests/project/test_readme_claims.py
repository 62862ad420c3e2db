"""README's prose about the claims, checked against the committed results: what it says of
MUTE against `+ Relative` (its seed counts, MUTE below in each common seed, 95% intervals
below 0) and the range of seeds the aggregation and DenseNMT claims need (the generated
Results in brief)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import stats  # noqa: E402

README = (REPO / "README.md").read_text(encoding="utf-8")
TESTS = ("test_2016_flickr", "test_2017_flickr")


def _bleu(row: str) -> dict[str, dict[str, float]]:
    runs = json.loads((REPO / "results" / "mute-table2" / row / "result.json").read_text(
        encoding="utf-8"))["runs"]
    return {seed: {t: run["tests"][t]["bleu"] for t in TESTS} for seed, run in runs.items()}


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve")


def test_the_mute_sentence_holds_for_the_committed_seeds():
    """The seed counts README names are those of the results, and what it says holds in
    every common seed (a new seed that breaks it fails here: the sentence must change)."""
    text = " ".join(README.split())
    mute, relative = _bleu("mute"), _bleu("transformer-relative")
    common = sorted(set(mute) & set(relative))
    assert (f"(`+ Relative` {NUMBER_WORDS[len(relative)]} seeds, MUTE "
            f"{NUMBER_WORDS[len(mute)]}") in text
    assert (f"MUTE is below `+ Relative` in each of the {NUMBER_WORDS[len(common)]} seeds both "
            "have, on both test sets, and the 95% intervals of the difference lie below 0") in text
    for test in TESTS:
        diffs = [mute[s][test] - relative[s][test] for s in common]
        assert max(diffs) < 0, (test, diffs)
        assert stats.seed_interval(diffs).high < 0, (test, diffs)


def test_the_seed_range_of_aggregation_and_densenmt():
    brief = [line for line in README.splitlines()
             if line.startswith(("| [aggregation-table1]", "| [densenmt-table2]"))]
    needed = []
    for line in brief:
        found = re.search(r"needs (\d+)(?:-(\d+))? seeds per row", line)
        if found:
            needed += [int(n) for n in found.groups() if n]
    low, high = min(needed), max(needed)
    assert f"need {low}-{high} seeds a row at our seed spread" in " ".join(README.split())
