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


def test_interval_of_four_seeds_excludes_zero():
    iv = stats.seed_interval([1.0, 1.1, 0.9, 1.0])
    sd = math.sqrt(0.02 / 3)  # squared deviations 0, .01, .01, 0 over n - 1 = 3
    assert iv.mean == pytest.approx(1.0) and iv.sd == pytest.approx(sd)
    half = T_975_DF3 * sd / 2
    assert half == pytest.approx(0.129923, abs=1e-6)
    assert (iv.low, iv.high) == (pytest.approx(1 - half), pytest.approx(1 + half))
    assert iv.p == pytest.approx(_p_df3(1.0 / (sd / 2)), rel=1e-6)  # t = 24.495


def test_one_seed_is_always_inconclusive():
    iv = stats.seed_interval([2.5])
    assert (iv.mean, iv.sd, iv.low, iv.high, iv.p) == (2.5, None, None, None, None)
    claim = stats.Claim("r", "base", "t", "+", iv, [0.001], paper_effect=0.6)
    stats.adjust([claim])
    assert claim.tests is None and claim.adjusted_p is None
    assert claim.verdict == "inconclusive (1 seed)"
    assert stats.Claim("r", "base", "t", "+", None, []).verdict == "inconclusive (1 seed)"


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
    """Three claims without a paper number (direction tests only). One-sided p is half the
    two-sided p of a positive mean. B alone would be reproduced (p = 0.0153 < 0.05), but as
    the second smallest of three its Holm p is max(3 p_A, 2 x 0.0153) = 0.0305: still
    reproduced; C (2 df, one-sided 0.0371) is the largest: max(0.0305, 0.0371) = 0.0371;
    with a fourth claim D (one-sided 0.0371 too) the family has 4 and B becomes 3 x 0.0153
    = 0.0457, C and D max(0.0457, 2 x 0.0371) = 0.0742: inconclusive."""
    def make():
        a = stats.Claim("r1", "base", "t", "+", stats.seed_interval([1.0, 1.1, 0.9, 1.0]), [])
        b = stats.Claim("r2", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0, 4.0]), [])
        c = stats.Claim("r3", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0]), [])
        return a, b, c
    a, b, c = make()
    one = stats.Claim("r4", "base", "t", "+", stats.seed_interval([3.0]), [0.001])
    extra = stats.Claim("r5", "base", "t", "", stats.seed_interval([5.0, 5.1]), [])
    # B: mean 2.5, sd sqrt(5/3), t = 2.5 / (sd / 2) = 3.873, 3 df
    p_b = _p_df3(2.5 / (math.sqrt(5 / 3) / 2)) / 2
    assert b.tests.direction == pytest.approx(p_b) and p_b == pytest.approx(0.01526, abs=1e-4)
    assert b.tests.reverse == pytest.approx(1 - p_b)
    assert b.verdict == "inconclusive (1 seed)"  # no adjusted p before adjust()
    stats.adjust([a, b, c, one, extra])
    assert stats.family_size([a, b, c, one, extra]) == 3
    assert a.adjusted_p == pytest.approx(3 * a.tests.direction)
    assert b.adjusted_p == pytest.approx(2 * p_b)
    p_c = (1 - math.sqrt(6 / 7)) / 2  # 2 df, t = 2 sqrt 3
    assert c.adjusted_p == pytest.approx(p_c) and p_c == pytest.approx(0.0371, abs=1e-4)
    assert (one.adjusted_p, extra.adjusted_p) == (None, None)  # not in the family
    assert [x.verdict for x in (a, b, c, one)] == [
        "reproduced at this scale", "reproduced at this scale", "reproduced at this scale",
        "inconclusive (1 seed)"]
    a, b, c = make()
    d = stats.Claim("r6", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0]), [])
    stats.adjust([a, b, c, d])
    assert b.adjusted_p == pytest.approx(3 * p_b) and b.adjusted_p == pytest.approx(
        0.0457, abs=1e-4)
    assert c.adjusted_p == d.adjusted_p == pytest.approx(2 * p_c)
    assert [x.verdict for x in (a, b, c, d)] == [
        "reproduced at this scale", "reproduced at this scale", "inconclusive",
        "inconclusive"]


def test_secondary_claims_stay_out_of_the_holm_family():
    """B and C (one-sided p 0.0153, 0.0371) with A: C secondary keeps its own p and does not
    enlarge the family: B's Holm p over two is max(2 p_A, 0.0153) = 0.0153."""
    a = stats.Claim("r1", "base", "t", "+", stats.seed_interval([1.0, 1.1, 0.9, 1.0]), [])
    b = stats.Claim("r2", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0, 4.0]), [])
    c = stats.Claim("r3", "base", "t", "+", stats.seed_interval([1.0, 2.0, 3.0]), [],
                    primary=False, paper_effect=5.0)
    stats.adjust([a, b, c])
    assert b.adjusted_p == pytest.approx(b.tests.direction)
    assert a.adjusted_p == pytest.approx(2 * a.tests.direction)
    assert c.adjusted_p == c.tests.direction == pytest.approx(0.0371, abs=1e-4)
    assert c.adjusted_size_p == c.tests.size  # its own size test, not adjusted
    assert stats.family_size([a, b, c]) == 2


def test_paired_bootstrap_refuses_unpaired_lines_naming_their_counts():
    """Lines are paired by position: 2 baseline lines against 3 system lines and 3
    references is an error that names the three counts, not an IndexError inside sacrebleu."""
    with pytest.raises(ValueError, match=r"baseline 2 lines, system 3, references 3"):
        stats.paired_bootstrap(["a b", "c d"], ["a b", "c d", "e f"], ["a b", "c d", "e f"], 10)


def test_slope_of_a_linear_curve_is_its_slope():
    """val BLEU 30 + 1.5 per 1,000 steps at steps 3000..4000: slope +1.5 exactly."""
    points = [(s, 30 + 1.5 * s / 1000) for s in (3000, 3250, 3500, 3750, 4000)]
    assert stats.slope_per_1000(points) == pytest.approx(1.5)
    with pytest.raises(ValueError, match="two or more distinct steps"):
        stats.slope_per_1000([(1000, 1.0), (1000, 2.0)])


def test_plateau_reads_the_quarter_or_the_last_four_validations():
    steps = list(range(250, 5001, 250))
    assert stats.plateau_steps(steps, 5000) == [3750, 4000, 4250, 4500, 4750, 5000]
    # validations every 500 to 4,000: the quarter (3,000-4,000) has 3, so the last 4
    assert stats.plateau_steps(list(range(500, 4001, 500)), 4000) == [2500, 3000, 3500, 4000]
    assert stats.plateau_steps([500, 1000, 1500], 1500) is None


def test_noisy_flat_curve_is_on_its_plateau_where_two_points_said_rising():
    """Validations 36.0 37.0 36.2 37.1 36.1 37.0 at steps 3750..5000 (every 250): the
    two-point change 37.0 - 36.0 = +1.0 read "still rising"; the least-squares slope is
    1,000 x sum (x - 4375)(y - 36.5667) / 1,093,750 = 1,000 x (354.17 - 162.5 + 45.83 +
    66.67 - 175 + 270.83 = 400) / 1,093,750 = +0.366 per 1,000 steps, below 0.5. Val loss
    flat: on its plateau."""
    steps = [3750, 4000, 4250, 4500, 4750, 5000]
    bleu = dict(zip(steps, (36.0, 37.0, 36.2, 37.1, 36.1, 37.0)))
    found = stats.plateau([bleu], [dict.fromkeys(steps, 2.8)])
    assert found.bleu_slopes[0] == pytest.approx(400 / 1093.75)
    assert found.loss_slope == pytest.approx(0.0) and found.on_plateau
    assert found.rule == "on its plateau (1 seed)"


def test_falling_val_loss_keeps_a_flat_bleu_curve_off_its_plateau():
    """Flat BLEU, val loss 2.90 2.88 2.86 2.84 (every 500 steps): -0.04 per 1,000 steps,
    below -0.01; a second seed without a recorded loss: the rule reads BLEU alone."""
    steps = [2500, 3000, 3500, 4000]
    flat = dict.fromkeys(steps, 20.0)
    found = stats.plateau([flat], [{s: 2.90 - 0.02 * i for i, s in enumerate(steps)}])
    assert found.loss_slope == pytest.approx(-0.04) and not found.on_plateau
    assert found.rule == "not on its plateau (val loss falling) (1 seed)"
    found = stats.plateau([flat, flat], [None, dict.fromkeys(steps, 3.0)])
    assert found.on_plateau
    assert found.rule == "on its plateau (val loss not recorded: BLEU alone)"
    assert stats.plateau([flat, {2500: 1.0, 3000: 2.0}], [None, None]) == (
        "seeds trained to different steps")


def test_detectable_effect_and_seeds_needed_by_hand():
    """Normal approximation: z_0.975 + z_0.8 = 1.959964 + 0.841621 = 2.801585. sd 1.0, 3
    seeds: 2.801585 x sqrt(2/3) = 2.2875; 1 seed: 2.801585 x sqrt(2) = 3.9620. The effect
    0.6 at sd 0.5: 2 (2.801585 x 0.5 / 0.6)^2 = 10.90 -> 11 seeds (more than 10: not
    decidable); 1.0 at sd 0.5: 3.92 -> 4; a huge effect still needs 2 seeds."""
    assert stats.Z_ALPHA + stats.Z_POWER == pytest.approx(2.801585, abs=1e-6)
    assert stats.detectable_effect(1.0, 3) == pytest.approx(2.2875, abs=1e-4)
    assert stats.detectable_effect(1.0, 1) == pytest.approx(3.9620, abs=1e-4)
    assert stats.seeds_needed(0.5, 0.6) == 11 > stats.MAX_SEEDS
    assert stats.seeds_needed(0.5, -1.0) == 4
    assert stats.seeds_needed(0.1, 5.0) == 2
    n = stats.seeds_needed(0.8, 0.7)
    assert stats.detectable_effect(0.8, n) <= 0.7 < stats.detectable_effect(0.8, n - 1)


def test_pooled_sd_by_hand():
    """Rows (1, 2, 3) (variance 1, 2 df) and (2, 4) (variance 2, 1 df); a one-seed row
    adds nothing: sqrt((2 x 1 + 1 x 2) / 3) = sqrt(4/3) = 1.1547, 3 df."""
    sd, df = stats.pooled_sd([[1.0, 2.0, 3.0], [2.0, 4.0], [7.0]])
    assert sd == pytest.approx(math.sqrt(4 / 3)) and df == 3
    assert stats.pooled_sd([[1.0], [2.0]]) is None


def test_seed_queue_orders_by_hours_to_decidable():
    """Row hours a: 1, b: 2, c: 0.5. Claim X (a, b; needs 3; both have 1): 2 x 1 + 2 x 2 =
    6 h; Y (a, c; needs 4; a has 1, c 2): 3 x 1 + 2 x 0.5 = 4 h; Z needs 11: not queued.
    Y first (4 h); then X only needs b's seeds (a has 4 queued): 2 x 2 = 4 h."""
    x = stats.Pending("X", {"a": 1, "b": 1}, 3)
    y = stats.Pending("Y", {"a": 1, "c": 2}, 4)
    z = stats.Pending("Z", {"a": 1, "b": 1}, 11)
    order = stats.seed_queue([x, y, z], {"a": 1.0, "b": 2.0, "c": 0.5})
    assert [(c.name, add, cost) for c, add, cost in order] == [
        ("Y", {"a": 3, "c": 2}, 4.0), ("X", {"b": 2}, 4.0)]


def test_the_paired_t_factor_gives_the_verdicts_test_its_power():
    """At the difference `paired_t_factor(n) x detectable_effect`, the paired t-test over n
    seeds (two-sided 0.05) rejects with probability 0.8: checked here by simulating 40,000
    such tests per n (binomial sd of the rate: 0.002). Known values: 2.02 at n = 3, 1.34 at
    n = 5, 1.12 at n = 10."""
    import numpy as np
    from scipy import stats as distributions

    rng = np.random.default_rng(7)
    for n, expected in ((3, 2.018), (5, 1.342), (10, 1.124)):
        factor = stats.paired_t_factor(n)
        assert factor == pytest.approx(expected, abs=1e-3)
        sd_diff = 1.0  # the detectable effect of rows with seed sd 1/sqrt(2)
        delta = factor * stats.detectable_effect(sd_diff / math.sqrt(2), n)
        diffs = rng.normal(delta, sd_diff, size=(40_000, n))
        t = diffs.mean(1) / (diffs.std(1, ddof=1) / math.sqrt(n))
        rate = float(np.mean(np.abs(t) > distributions.t.ppf(0.975, n - 1)))
        assert rate == pytest.approx(stats.POWER, abs=0.01), (n, rate)
    with pytest.raises(ValueError, match="n >= 3"):
        stats.paired_t_factor(2)


def test_the_paired_detectable_effect_by_hand():
    """sd of the differences 1.0 over 5 seeds: 1.342 (the paired t factor at n = 5) x
    2.801585 / sqrt(5) = 1.6814; over 3 seeds: 2.018 x 2.801585 / sqrt(3) = 3.264. The
    seeds needed are the first n whose detectable effect reaches the effect; an effect too
    small for PAIRED_SEEDS_LIMIT seeds gives None."""
    assert stats.paired_detectable_effect(1.0, 5) == pytest.approx(1.6814, abs=2e-3)
    assert stats.paired_detectable_effect(1.0, 3) == pytest.approx(3.264, abs=2e-3)
    assert stats.paired_detectable_effect(0.5, 5) == pytest.approx(
        stats.paired_detectable_effect(1.0, 5) / 2)
    n = stats.paired_seeds_needed(0.89, 0.6)
    assert stats.paired_detectable_effect(0.89, n) <= 0.6 < stats.paired_detectable_effect(
        0.89, n - 1)
    assert n == 20
    assert stats.paired_seeds_needed(0.89, -0.6) == 20
    assert stats.paired_seeds_needed(0.01, 5.0) == 3  # never under 3 (1 degree of freedom)
    assert stats.paired_seeds_needed(5.0, 0.6) is None
    with pytest.raises(ValueError, match="no effect"):
        stats.paired_seeds_needed(1.0, 0.0)
