"""The verdict rule (experiments/stats.py): a direction test and a size test per claim, Holm
over the table's family, five outcomes, each on hand-computed numbers.

Student's t with an even number of degrees of freedom has a closed-form distribution
function (used here instead of scipy, which the module uses): with x = t / sqrt(nu + t^2),

    F(t) = 1/2 + x/2 * sum_{k=0}^{nu/2 - 1} c_k (1 - x^2)^k,   c_k = (2k)! / (4^k (k!)^2),

so c = 1, 1/2, 3/8 for nu = 6 and c = 1 for nu = 2 (F = 1/2 + x/2). Three degrees of
freedom: F(t) = 1/2 + (atan(y) + y / (1 + y^2)) / pi, y = t / sqrt(3).
"""

from __future__ import annotations

import math
import statistics
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import stats  # noqa: E402


def cdf_even(t: float, nu: int) -> float:
    x = t / math.sqrt(nu + t * t)
    terms = sum(math.factorial(2 * k) / (4 ** k * math.factorial(k) ** 2) * (1 - x * x) ** k
                for k in range(nu // 2))
    return 0.5 + x / 2 * terms


def cdf_df3(t: float) -> float:
    y = t / math.sqrt(3)
    return 0.5 + (math.atan(y) + y / (1 + y * y)) / math.pi


#: MUTE (4 units) - + Relative on test2016, seeds 1-7 (README's claim 1, from the committed
#: translations, rounded to 2 decimals), and on test2017.
CLAIM1_2016 = [-0.48, -0.76, -1.62, -1.25, 0.70, -0.85, -0.07]
CLAIM1_2017 = [-0.54, -0.78, -0.43, -0.11, 0.49, -1.82, 0.58]


def _weak(name: str, test: str) -> stats.Claim:
    """A claim whose two tests are far from rejecting (three seeds, mean +0.1, effect
    +0.2): it fills the family without changing the order of the smallest p."""
    return stats.Claim(name, "base", test, "+", stats.seed_interval([-1.0, 0.3, 1.0]), [],
                       paper_effect=0.2)


def test_claim1_on_test2016_is_ruled_out_at_this_scale():
    """mean -0.6186, sd 0.7675 (7 seeds), t_size = (-0.6186 - 0.60) / (0.7675 / sqrt 7) =
    -4.201, 6 df: p = F(-4.201) = 0.00284. Holm over mute-table2's 16 tests (4 primary
    claims x 2 test sets x direction and size), the smallest p: 16 x 0.00284 = 0.0454 <
    0.05. The direction test (H0: no gain) is far from rejecting: p = 1 - F(-2.133) = 0.962.
    On test2017 the size test's p is 0.00994, second smallest: 15 x 0.00994 = 0.149."""
    mean, sd = statistics.fmean(CLAIM1_2016), statistics.stdev(CLAIM1_2016)
    assert mean == pytest.approx(-0.61857, abs=1e-5) and sd == pytest.approx(0.76745, abs=1e-5)
    t_size = (mean - 0.60) / (sd / math.sqrt(7))
    assert t_size == pytest.approx(-4.201, abs=1e-3)
    p_size = cdf_even(t_size, 6)
    assert p_size == pytest.approx(0.00284, abs=1e-5)
    p_direction = 1 - cdf_even(mean / (sd / math.sqrt(7)), 6)
    assert p_direction == pytest.approx(0.9615, abs=1e-4)

    c2016 = stats.Claim("mute", "relative", "2016", "+", stats.seed_interval(CLAIM1_2016), [],
                        paper_effect=0.60)
    c2017 = stats.Claim("mute", "relative", "2017", "+", stats.seed_interval(CLAIM1_2017), [],
                        paper_effect=0.60)
    others = [_weak(f"claim{k}", test) for k in (2, 3, 4) for test in ("2016", "2017")]
    claims = [c2016, c2017, *others]
    stats.adjust(claims)
    assert stats.family_size(claims) == 16
    assert c2016.tests.size == pytest.approx(p_size, rel=1e-9)
    assert c2016.tests.direction == pytest.approx(p_direction, rel=1e-9)
    assert c2016.adjusted_size_p == pytest.approx(16 * p_size, rel=1e-9)
    assert c2016.adjusted_size_p == pytest.approx(0.0454, abs=1e-4)
    assert c2016.verdict == "ruled out at this scale"

    mean17, sd17 = statistics.fmean(CLAIM1_2017), statistics.stdev(CLAIM1_2017)
    p_size17 = cdf_even((mean17 - 0.60) / (sd17 / math.sqrt(7)), 6)
    assert p_size17 == pytest.approx(0.00994, abs=1e-5)
    assert c2017.adjusted_size_p == pytest.approx(15 * p_size17, rel=1e-9)
    assert c2017.verdict == "inconclusive"


def _alone(diffs: list[float], expect: str, effect: float | None) -> stats.Claim:
    claim = stats.Claim("row", "base", "t", expect, stats.seed_interval(diffs), [],
                        paper_effect=effect)
    stats.adjust([claim])
    return claim


def test_reproduced_a_gain_that_the_paper_s_size_does_not_exceed():
    """d = 1.0, 1.1, 0.9, 1.0 (mean 1, sd sqrt(0.02/3) = 0.08165, se 0.04082, 3 df), effect
    +0.9: direction t = 24.49, p = 1 - F(24.49) = 7.4e-5; size t = (1 - 0.9) / se = 2.449,
    p = F(2.449) = 0.954. Family of two: Holm 1.5e-4 and 0.954."""
    claim = _alone([1.0, 1.1, 0.9, 1.0], "+", 0.9)
    se = math.sqrt(0.02 / 3) / 2
    assert claim.tests.direction == pytest.approx(1 - cdf_df3(1 / se), rel=1e-6)
    assert claim.tests.size == pytest.approx(cdf_df3(0.1 / se), rel=1e-9)
    assert claim.tests.size == pytest.approx(0.954, abs=1e-3)
    assert claim.adjusted_p == pytest.approx(2 * claim.tests.direction, rel=1e-9)
    assert claim.verdict == "reproduced at this scale"


def test_smaller_than_the_paper_s_a_gain_below_its_size():
    """d = 0.5, 0.6, 0.4, 0.5 (mean 0.5, se 0.04082, 3 df), effect +2.0: direction t =
    12.25, p = 5.9e-4; size t = (0.5 - 2) / se = -36.74, p = 2.2e-5. Both reject after Holm
    over two (2 x 2.2e-5, max(that, 5.9e-4))."""
    claim = _alone([0.5, 0.6, 0.4, 0.5], "+", 2.0)
    se = math.sqrt(0.02 / 3) / 2
    assert claim.tests.direction == pytest.approx(1 - cdf_df3(0.5 / se), rel=1e-6)
    assert claim.tests.size == pytest.approx(cdf_df3(-1.5 / se), rel=1e-6)
    assert claim.adjusted_size_p == pytest.approx(2 * claim.tests.size, rel=1e-9)
    assert claim.adjusted_p == pytest.approx(claim.tests.direction, rel=1e-9)
    assert claim.verdict == "smaller than the paper's at this scale"


def test_ruled_out_no_gain_and_not_the_paper_s_either():
    """d = 0.3, -0.3, 0.1 (mean 0.0333, sd 0.3055, 2 df) against a drop the paper puts at
    -1.0 (a claim '-'): direction (H0: no drop) t = 0.189, p = F(0.189) = 0.566; size (H0:
    a drop of at least 1.0) t = (0.0333 + 1) / (0.3055 / sqrt 3) = 5.859, p = 1 - F(5.859)
    = 0.0140; Holm over two: 0.0279."""
    diffs = [0.3, -0.3, 0.1]
    claim = _alone(diffs, "-", -1.0)
    mean, sd = statistics.fmean(diffs), statistics.stdev(diffs)
    se = sd / math.sqrt(3)
    assert claim.tests.direction == pytest.approx(cdf_even(mean / se, 2), rel=1e-9)
    assert claim.tests.size == pytest.approx(1 - cdf_even((mean + 1) / se, 2), rel=1e-9)
    assert claim.tests.size == pytest.approx(0.0140, abs=1e-4)
    assert claim.adjusted_size_p == pytest.approx(2 * claim.tests.size, rel=1e-9)
    assert claim.verdict == "ruled out at this scale"


def test_reversed_a_significant_difference_of_the_other_sign():
    """d = -1.0, -1.1, -0.9, -1.0 against a gain the paper puts at +0.5: the mirror test (H0:
    no drop) t = -24.49, p = F(-24.49) = 7.4e-5, in the direction test's slot of a family of
    two (with the size test's 2.2e-5 below it): max(2 x 2.2e-5, 1 x 7.4e-5) = 7.4e-5."""
    claim = _alone([-1.0, -1.1, -0.9, -1.0], "+", 0.5)
    se = math.sqrt(0.02 / 3) / 2
    assert claim.tests.reverse == pytest.approx(cdf_df3(-1 / se), rel=1e-6)
    assert claim.tests.size < claim.tests.reverse
    assert claim.adjusted_reverse_p == pytest.approx(claim.tests.reverse, rel=1e-9)
    assert claim.adjusted_size_p < 0.05  # ruled out as well: reversed says more
    assert claim.verdict == "reversed at this scale"


def test_inconclusive_neither_test_rejects():
    """d = -1.0, 0.5, 2.0 (mean 0.5, sd 1.5, se 0.866, 2 df), effect +0.6: direction t =
    0.577, p = 1 - F(0.577) = 0.311; size t = -0.115, p = F(-0.115) = 0.459."""
    claim = _alone([-1.0, 0.5, 2.0], "+", 0.6)
    se = 1.5 / math.sqrt(3)
    assert claim.tests.direction == pytest.approx(1 - cdf_even(0.5 / se, 2), rel=1e-9)
    assert claim.tests.size == pytest.approx(cdf_even(-0.1 / se, 2), rel=1e-9)
    assert claim.verdict == "inconclusive"


def test_a_claim_without_a_paper_number_has_only_the_direction_test():
    claim = _alone([0.5, 0.6, 0.4, 0.5], "+", None)
    assert claim.tests.size is None and claim.adjusted_size_p is None
    assert claim.verdict == "reproduced at this scale"
    # a paper number of the other sign is not the claim's size: no size test either
    assert _alone([0.5, 0.6, 0.4, 0.5], "+", -0.3).tests.size is None


def test_a_one_seed_claim_stays_inconclusive():
    claim = _alone([2.5], "+", 0.6)
    assert claim.tests is None and claim.verdict == "inconclusive (1 seed)"


def test_a_claim_of_no_difference_keeps_the_two_sided_rule():
    iv = stats.seed_interval([1.0, 1.1, 0.9, 1.0])
    claim = _alone([1.0, 1.1, 0.9, 1.0], "=", None)
    assert claim.adjusted_p == pytest.approx(iv.p)
    assert claim.verdict == "contradicted at this scale"
    assert _alone([-1.0, 0.5, 2.0], "=", None).verdict == "inconclusive"


def test_identical_differences_decide_by_their_point():
    """sd 0: the point either lies on the alternative's side (p 0) or not (p 1)."""
    assert _alone([0.5, 0.5], "+", 2.0).verdict == "smaller than the paper's at this scale"
    assert _alone([0.0, 0.0], "+", 2.0).verdict == "ruled out at this scale"


def test_seeds_to_decide_takes_whichever_test_decides_first():
    """sd 0.5 per row (normal approximation, 2.8016 sd sqrt(2/n)): a mean of +0.3 against the
    paper's +1.0 is detected at ceil(2 (2.8016 x 0.5 / 0.3)^2) = ceil(43.6) = 44 seeds, but
    the paper's effect is ruled out (a gap of 0.7) at ceil(2 (1.4008 / 0.7)^2) = ceil(8.01)
    = 9. A mean beyond the paper's effect only has the direction test; a mean of the other
    sign only the size test."""
    assert stats.seeds_to_decide(0.5, 0.3, 1.0) == 9
    assert stats.seeds_to_decide(0.5, 1.5, 1.0) == stats.seeds_needed(0.5, 1.5) == 2
    assert stats.seeds_to_decide(0.5, -0.4, 0.6) == stats.seeds_needed(0.5, 1.0) == 4
    assert stats.seeds_to_decide(0.5, -0.4, -0.6) == stats.seeds_needed(0.5, 0.4)
    assert stats.seeds_to_decide(0.5, 1.0, 1.0) == stats.seeds_needed(0.5, 1.0)
    assert stats.paired_seeds_to_decide(0.89, 0.0, 0.6) == stats.paired_seeds_needed(0.89, 0.6)


def test_decision_chance_by_hand():
    """sd of the differences 1.0, mean 0.0 against the paper's +0.6 at 7 seeds: only the size
    test can decide, Phi(0.6 sqrt 7 / 1 - 1.644854) = Phi(-0.0574) = 0.4771; at 8 seeds
    Phi(0.6 sqrt 8 - 1.644854) = Phi(0.0522) = 0.5208. Without a paper number a mean of
    -0.5 can still be decided (reversed): Phi(0.5 sqrt 4 - 1.644854) = Phi(-0.6449) =
    0.2595. One seed: 0."""
    assert stats.decision_chance(0.0, 1.0, 0.6, 7) == pytest.approx(0.4771, abs=1e-4)
    assert stats.decision_chance(0.0, 1.0, 0.6, 8) == pytest.approx(0.5208, abs=1e-4)
    assert stats.decision_chance(-0.5, 1.0, None, 4) == pytest.approx(0.2595, abs=1e-4)
    assert stats.decision_chance(0.3, 1.0, 0.6, 1) == 0.0
    # both tests can decide: the larger chance (direction: gap 0.9; size: gap 0.3)
    assert stats.decision_chance(0.9, 1.0, 1.2, 4) == pytest.approx(
        statistics.NormalDist().cdf(0.9 * 2 - 1.644854), abs=1e-6)
