"""bench/speedups.py: the per-round ratios and the rule that keeps a candidate, by hand,
and one round of the beam cache on the quick Transformer through the real code path."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import speedups  # noqa: E402


def test_ratios_are_taken_within_a_round():
    # seconds on 1.0, 2.0, 4.0 against off 1.5, 2.0, 2.0: speed ratios 1.5, 1.0, 0.5
    assert speedups.summarise([1.0, 2.0, 4.0], [1.5, 2.0, 2.0]) == {
        "median": 1.0, "min": 0.5, "max": 1.5, "rounds": 3}


def row(candidate, speed, identical, lines=4):
    return {"model": "M", "size": "d128", "candidate": candidate, "off_ms": 10.0,
            "first_call_s": 0.5, "speed": speed, "identical": identical, "lines": lines}


def test_the_last_column_says_faster_in_every_round_with_every_line_identical():
    faster = {"median": 1.2, "min": 1.01, "max": 1.3, "rounds": 3}
    mixed = {"median": 1.2, "min": 0.99, "max": 1.3, "rounds": 3}
    text = speedups.markdown([row("a", faster, 4), row("b", mixed, 4), row("c", faster, 3)],
                             {"translate_batch": 30, "translate_len": 20, "threads": 2})
    lines = text.splitlines()
    assert lines[2].endswith("| 1.200 [1.010, 1.300] | 4/4 | yes |")
    assert lines[3].endswith("| no (not faster in every round) |")
    assert lines[4].endswith("| 3/4 | no (output changes) |")


@pytest.mark.long(0.3)
def test_one_round_of_the_beam_cache_on_the_quick_transformer():
    import profile_translate

    import onmt_ext

    onmt_ext.install()
    settings = profile_translate.settings_for("d128", True, 1)
    with tempfile.TemporaryDirectory() as workdir:
        (got,) = speedups.measure(profile_translate.transformer_config(), settings,
                                  ["beam cache"], 1, workdir)
    assert got["identical"] == got["lines"] == settings["translate_batch"]
    assert got["speed"]["rounds"] == 1 and got["speed"]["median"] > 0
