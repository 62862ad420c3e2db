"""experiments/stats.py: t-interval over seeds, Holm, verdict words (hand-computed numbers).

Closed forms used for the expected p-values (Student t, two-sided p of |t|):
  1 df: p = 1 - 2 atan(t) / pi;  2 df: p = 1 - t / sqrt(t^2 + 2);
  3 df: p = 1 - 2/pi (atan(x) + x / (1 + x^2)), x = t / sqrt(3).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import stats  # noqa: E402

T_975_DF2 = 4.302652729749464  # tables of Student's t
T_975_DF3 = 3.182446305284263


def _p_df3(t: float) -> float:
    x = t / math.sqrt(3)
    return 1 - 2 / math.pi * (math.atan(x) + x / (1 + x * x))


def test_interval_of_three_seeds_includes_zero():
    iv = stats.seed_interval([1.0, 2.0, 3.0])
    assert (iv.n, iv.mean, iv.sd) == (3, 2.0, 1.0)
    half = T_975_DF2 / math.sqrt(3)  # 2.4842
    assert iv.low == pytest.approx(2 - half) and iv.high == pytest.approx(2 + half)
    assert iv.low == pytest.approx(-0.484138, abs=1e-6)
    assert iv.high == pytest.approx(4.484138, abs=1e-6)
    # t = 2 / (1 / sqrt 3) = 2 sqrt 3, 2 df: p = 1 - 2 sqrt3 / sqrt 14 = 1 - sqrt(6/7)
    assert iv.p == pytest.approx(1 - math.sqrt(6 / 7)) and iv.p == pytest.approx(0.07418, abs=1e-5)
    assert stats.verdict(iv, iv.p, "+") == "inconclusive"


def test_interval_of_four_seeds_excludes_zero():
    iv = stats.seed_interval([1.0, 1.1, 0.9, 1.0])
    sd = math.sqrt(0.02 / 3)  # squared deviations 0, .01, .01, 0 over n - 1 = 3
    assert iv.mean == pytest.approx(1.0) and iv.sd == pytest.approx(sd)
    half = T_975_DF3 * sd / 2
    assert half == pytest.approx(0.129923, abs=1e-6)
    assert (iv.low, iv.high) == (pytest.approx(1 - half), pytest.approx(1 + half))
    assert iv.p == pytest.approx(_p_df3(1.0 / (sd / 2)), rel=1e-6)  # t = 24.495
    assert stats.verdict(iv, iv.p, "+") == "reproduced"
    assert stats.verdict(iv, iv.p, "-") == "contradicted"
    assert stats.verdict(iv, iv.p, "=") == "contradicted"  # a difference where none claimed
    assert stats.verdict(iv, 0.06, "+") == "inconclusive"  # not significant after adjustment
    negative = stats.seed_interval([-1.0, -1.1, -0.9, -1.0])
    assert stats.verdict(negative, negative.p, "-") == "reproduced"


def test_one_seed_is_always_inconclusive():
    iv = stats.seed_interval([2.5])
    assert (iv.mean, iv.sd, iv.low, iv.high, iv.p) == (2.5, None, None, None, None)
    assert stats.verdict(iv, None, "+") == "inconclusive (1 seed)"
    assert stats.verdict(None, None, "+") == "inconclusive (1 seed)"


def test_two_seeds_one_degree_of_freedom():
    iv = stats.seed_interval([-1.0, -3.0])  # mean -2, sd sqrt 2, se 1, t = 2
    t_975_df1 = math.tan(0.475 * math.pi)  # 12.7062
    assert (iv.low, iv.high) == (pytest.approx(-2 - t_975_df1), pytest.approx(-2 + t_975_df1))
    assert iv.p == pytest.approx(1 - 2 * math.atan(2) / math.pi)


def test_identical_differences_give_a_point_interval():
    iv = stats.seed_interval([0.5, 0.5])
    assert (iv.sd, iv.low, iv.high, iv.p) == (0.0, 0.5, 0.5, 0.0)
    assert stats.seed_interval([0.0, 0.0]).p == 1.0


def test_holm_by_hand():
    # sorted 0.01 (x3 = 0.03), 0.03 (x2 = 0.06), 0.04 (x1 = 0.04 -> running max 0.06)
    assert stats.holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert stats.holm([0.5, 0.01]) == pytest.approx([0.5, 0.02])
    assert stats.holm([0.6, 0.7]) == [1.0, 1.0]  # 1.2 capped at 1, then the running max
    assert stats.holm([]) == []


def test_holm_over_a_table_changes_a_verdict():
    """Three claims: B alone would be reproduced (p = 0.0305 < 0.05), but as the second
    smallest of three its Holm p is max(3 p_A, 2 x 0.0305) = 0.0609: inconclusive; C, the
    largest: max(0.0609, 1 x 0.0742) = 0.0742."""
    a = stats.Claim("r1", "base", "t", "+", stats.seed_interval([1.0, 1.1, 0.9, 1.0]), [])
    b = stats.Claim("r2", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0, 4.0]), [])
    c = stats.Claim("r3", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0]), [])
    one = stats.Claim("r4", "base", "t", "+", stats.seed_interval([3.0]), [0.001])
    extra = stats.Claim("r5", "base", "t", "", stats.seed_interval([5.0, 5.1]), [])
    # B: mean 2.5, sd sqrt(5/3), t = 2.5 / (sd / 2) = 3.873, 3 df
    p_b = _p_df3(2.5 / (math.sqrt(5 / 3) / 2))
    assert b.interval.p == pytest.approx(p_b) and p_b == pytest.approx(0.0305, abs=1e-4)
    assert b.verdict == "inconclusive (1 seed)"  # no adjusted p before adjust()
    stats.adjust([a, b, c, one, extra])
    assert a.adjusted_p == pytest.approx(3 * a.interval.p)
    assert b.adjusted_p == pytest.approx(2 * p_b) and b.adjusted_p == pytest.approx(
        0.0609, abs=1e-4)
    assert c.adjusted_p == pytest.approx(1 - math.sqrt(6 / 7))
    assert (one.adjusted_p, extra.adjusted_p) == (None, None)  # not in the family
    assert [x.verdict for x in (a, b, c, one)] == [
        "reproduced", "inconclusive", "inconclusive", "inconclusive (1 seed)"]


def test_secondary_claims_stay_out_of_the_holm_family():
    """B as before (p 0.0305), now the only primary claim besides A: Holm over two,
    max(2 p_A, 1 x 0.0305) = 0.0305 < 0.05: reproduced. C is secondary: its own p
    (0.0742, 2 df), not adjusted, and it does not enlarge the family."""
    a = stats.Claim("r1", "base", "t", "+", stats.seed_interval([1.0, 1.1, 0.9, 1.0]), [])
    b = stats.Claim("r2", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0, 4.0]), [])
    c = stats.Claim("r3", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0]), [],
                    primary=False)
    stats.adjust([a, b, c])
    assert b.adjusted_p == pytest.approx(b.interval.p) and b.verdict == "reproduced"
    assert a.adjusted_p == pytest.approx(2 * a.interval.p)
    assert c.adjusted_p == c.interval.p == pytest.approx(0.0742, abs=1e-4)
    assert c.verdict == "inconclusive"


def test_paired_bootstrap_refuses_unpaired_lines_naming_their_counts():
    """Lines are paired by position: 2 baseline lines against 3 system lines and 3
    references is an error that names the three counts, not an IndexError inside sacrebleu."""
    with pytest.raises(ValueError, match=r"baseline 2 lines, system 3, references 3"):
        stats.paired_bootstrap(["a b", "c d"], ["a b", "c d", "e f"], ["a b", "c d", "e f"], 10)
