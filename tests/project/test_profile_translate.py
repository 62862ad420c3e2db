"""Where onmt_translate's time goes (bench/profile_translate.py): the split of a cProfile
profile over the stages of OpenNMT's beam search, from hand-made profiles, and a profile of
two tiny models (the plain Transformer and MUTE) with the calls each stage must have."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import profile_translate  # noqa: E402

A, B, X, Y = (("f.py", n, name) for n, name in ((1, "sub_forward"), (5, "base_forward"),
                                                 (9, "layer"), (13, "other_layer")))
C_OP = ("~", 0, "<built-in method torch.matmul>")


def entry(tottime: float, cumulative: float, callers: dict, calls: int = 1):
    """One pstats entry: (primitive calls, calls, own time, cumulative time, callers)."""
    return calls, calls, tottime, cumulative, callers


def test_a_stage_entered_through_a_subclass_is_counted_once():
    """X calls A (5 s), A calls its base B (4 s of those), Y calls B directly (2 s): the
    stage {A, B} took 5 + 2 = 7 s, not 5 + 4 + 2."""
    stats = {A: entry(1.0, 5.0, {X: (1, 1, 1.0, 5.0)}),
             B: entry(6.0, 6.0, {A: (1, 1, 4.0, 4.0), Y: (1, 1, 2.0, 2.0)})}
    assert profile_translate._entered_from_outside(stats, {A, B}) == 7.0
    assert profile_translate._entered_from_outside(stats, {B}) == 6.0
    assert profile_translate._entered_from_outside(stats, {("absent", 0, "f")}) == 0.0


def test_split_other_excludes_attention_and_torch_ops_are_the_c_functions():
    keys = {"encoder": {A}, "decoder step": {X}, "attention": {B},
            "beam bookkeeping": set(), "cache reordering": {Y}}
    stats = {
        A: entry(0.5, 3.0, {("t.py", 1, "translate"): (1, 1, 0.5, 3.0)}),
        X: entry(1.0, 4.0, {("t.py", 1, "translate"): (4, 4, 1.0, 4.0)}, calls=4),
        B: entry(2.0, 2.0, {A: (1, 1, 1.0, 1.0), X: (1, 1, 1.0, 1.0)}),
        Y: entry(0.5, 0.5, {("t.py", 1, "translate"): (1, 1, 0.5, 0.5)}),
        C_OP: entry(5.0, 5.0, {B: (1, 1, 5.0, 5.0)}),
    }
    out = profile_translate.split(stats, keys, total=10.0)
    assert out == {"encoder": 3.0, "decoder step": 4.0, "attention": 2.0,
                   "beam bookkeeping": 0.0, "cache reordering": 0.5,
                   "other": 10.0 - 3.0 - 4.0 - 0.5, "torch ops": 5.0, "total": 10.0}


def test_markdown_gives_the_shares_of_the_profiled_time():
    row = {"name": "T", "d": 128, "plain_s": 0.05, "profiled_s": 0.2,
           "seconds": {"encoder": 1.0, "decoder step": 6.0, "attention": 2.0,
                       "beam bookkeeping": 1.5, "cache reordering": 0.5, "other": 1.0,
                       "torch ops": 4.0, "total": 10.0}}
    lines = profile_translate.markdown([row]).splitlines()
    assert lines[0].count("|") == lines[1].count("|") == lines[2].count("|")
    assert lines[2] == "| T | d 128 | 50 | 200 | 10% | 60% | 20% | 15% | 5% | 10% | 40% | 60% |"


@pytest.mark.usefixtures("one_thread")
def test_tiny_models_are_profiled_stage_by_stage():
    """The Transformer and MUTE-4 at d 32, 1+1 layers, 3 sentences, output forced to 4
    tokens, beam 4: the encoder runs once (one batch), the decoder step 4 times (one per
    output token) and the caches are reordered once when the beams are tiled, then after
    every step but the last, where every hypothesis is finished and the loop ends."""
    tiny = {"d": 32, "ff": 64, "heads": 2, "layers": 1, "translate_batch": 3,
            "translate_len": 4}
    rows = profile_translate.profile_models(["d128"], quick=True, threads=1, overrides=tiny)
    assert [r["name"] for r in rows] == ["Transformer", "MUTE-4 (auto)"]
    for row in rows:
        s = row["seconds"]
        assert row["calls"] == {"encoder": 1, "decoder step": 4, "cache reordering": 1 + 3}
        assert row["tokens"] == 3 * (4 + 1)
        for stage in profile_translate.STAGES:
            assert 0 < s[stage] < s["total"], stage
        assert s["attention"] < s["encoder"] + s["decoder step"]
        assert 0 < s["other"] and 0 < s["torch ops"] < s["total"]
        assert row["profiled_s"] >= s["total"] * 0.5  # cProfile's total is the call's time
    assert rows[1]["params"] > rows[0]["params"]  # MUTE's four units
    table = profile_translate.markdown(rows)
    assert table.count("\n") == 3 and "| MUTE-4 (auto) | d 32 |" in table
