"""Statistics of a table: paired bootstrap per seed, intervals over seeds, Holm, verdicts.

Per seed, sacrebleu's paired bootstrap resampling tests a row against the row it is
compared with (one p-value per seed, shown as it is). Across seeds, a claim is judged on
the per-seed BLEU differences d_1..d_n (seeds both rows have): their mean, standard
deviation sd, the paired t 95% interval ``mean ± t_{0.975, n-1} sd / sqrt(n)`` and two
one-sided t-tests (t = (mean - mu0) / (sd / sqrt(n)), n - 1 degrees of freedom):

* the **direction test**, H0: no gain in the paper's direction (mu0 = 0; for a claim
  ``-`` the gain is a drop);
* the **size test**, where the table quotes the paper's effect e (same direction), H0: a
  gain at least the paper's (mu0 = e).

The size test is meaningful although our data, model size and steps differ from the
paper's: it tests the paper's claim as stated ("this change gains e BLEU") on this setup,
so that a gain smaller than e, or none, is a finding about the claim at this scale, not a
comparison of two BLEU scales. Both tests of every primary claim on every test set form the
table's Holm family (family-wise error 0.05; a secondary claim uses its own p-values). With
p_dir and p_size Holm-adjusted, the verdict is:

* ``reproduced at this scale``: the direction test rejects and the size test does not (or
  there is no paper number);
* ``smaller than the paper's at this scale``: both reject (a gain, but below e);
* ``ruled out at this scale``: the size test rejects and the direction test does not: the
  paper's effect lies beyond what the seeds allow (the interval's far end says how far);
* ``reversed at this scale``: the mirror of the direction test (H0: no difference of the
  other sign), Holm-adjusted in the direction test's place, rejects: a significant
  difference against the paper's direction;
* ``inconclusive``: neither test rejects (the interval's far end still bounds the gain);
  with fewer than 2 common seeds ``inconclusive (1 seed)`` (no interval over seeds exists).

"At this scale" stays in every decided verdict: data, model size and steps differ from the
papers'. A claim of "no difference" (``=``) keeps the two-sided test of mean 0: it is
``contradicted at this scale`` when significant, else ``inconclusive`` (no equivalence
margin is declared for any claim).
"""

from __future__ import annotations

import functools
import math
import statistics
from dataclasses import dataclass

ALPHA_LEVEL = 0.05
CONFIDENCE = 0.95
REPRODUCED = "reproduced at this scale"
SMALLER = "smaller than the paper's at this scale"
RULED_OUT = "ruled out at this scale"
REVERSED = "reversed at this scale"
CONTRADICTED = "contradicted at this scale"  # a claim of no difference ("=") only
INCONCLUSIVE = "inconclusive"
ONE_SEED = "inconclusive (1 seed)"
#: Every verdict word, in the order reports count them.
VERDICTS = (REPRODUCED, SMALLER, RULED_OUT, REVERSED, CONTRADICTED, INCONCLUSIVE, ONE_SEED)


@functools.lru_cache(maxsize=8)
def _bleu_with_references(refs: tuple[str, ...]):
    """A sacrebleu BLEU with these references cached: a report tests many pairs against the
    same test set, and tokenising its references was a quarter of each test's time."""
    from sacrebleu.metrics import BLEU

    return BLEU(references=[list(refs)])


def paired_bootstrap(baseline: list[str], system: list[str], refs: list[str],
                     samples: int) -> tuple[float, float]:
    """sacrebleu's paired bootstrap resampling test (BLEU), system vs baseline.

    Returns ``(p-value, system BLEU - baseline BLEU)`` (unrounded scores). A ValueError
    names the three lengths when they differ (the lines are paired by position).
    """
    if not len(baseline) == len(system) == len(refs):
        raise ValueError(f"paired bootstrap needs one line per reference: baseline "
                         f"{len(baseline)} lines, system {len(system)}, references {len(refs)}")
    from sacrebleu.significance import PairedTest

    # references=None: the metric's own, tokenised once per reference set (below)
    test = PairedTest([("baseline", baseline), ("system", system)],
                      {"BLEU": _bleu_with_references(tuple(refs))},
                      references=None, test_type="bs", n_samples=samples)
    _, scores = test()
    baseline_score, system_score = scores["BLEU"][0].score, scores["BLEU"][1].score
    if baseline_score == system_score:  # no difference: sacrebleu would report 1/(n+1)
        return 1.0, 0.0
    return float(scores["BLEU"][1].p_value), system_score - baseline_score


def mean_sd(values: list[float]) -> tuple[float, float | None]:
    """Mean and sample standard deviation (None for a single value)."""
    mean = statistics.fmean(values)
    return mean, (statistics.stdev(values) if len(values) > 1 else None)


@dataclass(frozen=True)
class SeedInterval:
    """Per-seed differences d_1..d_n and the paired t statistics over them.

    ``low``/``high``: the 95% t-interval of the mean; ``p``: two-sided p of the one-sample
    t-test (mean 0). All None for n < 2. With sd = 0 (identical differences) the interval
    is the point and p is 0 (1 when that point is 0).
    """

    diffs: tuple[float, ...]
    mean: float
    sd: float | None
    low: float | None
    high: float | None
    p: float | None

    @property
    def n(self) -> int:
        return len(self.diffs)


def seed_interval(diffs: list[float], confidence: float = CONFIDENCE) -> SeedInterval:
    """The paired t-interval over seeds of the differences `diffs` (see the module doc)."""
    if not diffs:
        raise ValueError("no difference to summarise")
    mean, sd = mean_sd(list(diffs))
    if sd is None:
        return SeedInterval(tuple(diffs), mean, None, None, None, None)
    from scipy import stats

    n = len(diffs)
    if sd == 0.0:
        return SeedInterval(tuple(diffs), mean, 0.0, mean, mean, 1.0 if mean == 0 else 0.0)
    se = sd / math.sqrt(n)
    half = float(stats.t.ppf(0.5 + confidence / 2, n - 1)) * se
    p = 2.0 * float(stats.t.sf(abs(mean) / se, n - 1))
    return SeedInterval(tuple(diffs), mean, sd, mean - half, mean + half, p)


def holm(pvalues: list[float]) -> list[float]:
    """Holm's step-down adjusted p-values, in the order given.

    Sorted ascending p_(1) <= .. <= p_(m): adjusted p_(i) = max_{j <= i} min(1, (m - j + 1)
    p_(j)).
    """
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[index]))
        adjusted[index] = running
    return adjusted


def one_sided_p(interval: SeedInterval, mu0: float, above: bool) -> float:
    """One-sided p of the t-test over the seeds: H0 ``mean <= mu0`` when `above` (the
    alternative: the true mean lies above mu0), else H0 ``mean >= mu0``; t = (mean - mu0) /
    (sd / sqrt(n)), n - 1 degrees of freedom. With sd 0 (identical differences) the test is
    decided by the point: 0 when it lies strictly on the alternative's side, else 1."""
    if interval.n < 2 or interval.sd is None:
        raise ValueError("a t-test over seeds needs two or more seeds")
    if interval.sd == 0.0:
        side = interval.mean > mu0 if above else interval.mean < mu0
        return 0.0 if side else 1.0
    from scipy import stats as distributions

    t = (interval.mean - mu0) / (interval.sd / math.sqrt(interval.n))
    tail = distributions.t.sf if above else distributions.t.cdf
    return float(tail(t, interval.n - 1))


@dataclass(frozen=True)
class Tests:
    """The one-sided tests of one claim (see the module doc): `direction` (H0: no gain in
    the paper's direction), `reverse` (its mirror, H0: no difference of the other sign) and
    `size` (H0: a gain at least the paper's; None without a paper number). For a claim of
    no difference (``=``), `direction` and `reverse` are both the two-sided p of mean 0."""

    direction: float
    reverse: float
    size: float | None


def claim_tests(interval: SeedInterval, expect: str, paper_effect: float | None) -> Tests:
    """The tests of a claim `expect` (``+``, ``-``, ``=``) over `interval` (two or more
    seeds), with the paper's effect `paper_effect` (a difference of the claim's sign; one of
    the other sign or 0 gives no size test: it is not the claim's)."""
    if expect == "=":
        return Tests(interval.p, interval.p, None)
    if expect not in ("+", "-"):
        raise ValueError(f"a claim's direction is '+', '-' or '=', not {expect!r}")
    up = expect == "+"
    size = None
    if paper_effect is not None and (paper_effect > 0 if up else paper_effect < 0):
        size = one_sided_p(interval, paper_effect, above=not up)
    return Tests(one_sided_p(interval, 0.0, above=up), one_sided_p(interval, 0.0, above=not up),
                 size)


def decide(expect: str, direction: float | None, size: float | None, reverse: float | None,
           alpha: float = ALPHA_LEVEL) -> str:
    """The verdict word from the claim's (Holm-adjusted) p-values; None: no such test (no
    paper number: `size`; fewer than two seeds: all three)."""
    if direction is None or reverse is None:
        return ONE_SEED
    if expect == "=":
        return CONTRADICTED if direction < alpha else INCONCLUSIVE
    if reverse < alpha:
        return REVERSED
    gain = direction < alpha
    below = size is not None and size < alpha
    if gain:
        return SMALLER if below else REPRODUCED
    return RULED_OUT if below else INCONCLUSIVE


@dataclass
class Claim:
    """One comparison of a table: `row` vs `other` on one test set, with the paper's
    expected direction (``+``, ``-``, ``=``; ``""``: no claim, no verdict) and its effect
    `paper_effect` (the paper's BLEU difference row - other; None: no number, no size
    test). `adjust` sets the adjusted p-values of its tests (None until then, and for a
    claim with one seed)."""

    row: str
    other: str
    test: str
    expect: str
    interval: SeedInterval | None
    pvalues: list[float]  # per-seed paired bootstrap p-values
    adjusted_p: float | None = None  # the direction test (``=``: the two-sided test)
    primary: bool = True  # in the table's Holm family; secondary claims use their own p
    paper_effect: float | None = None
    adjusted_size_p: float | None = None
    adjusted_reverse_p: float | None = None

    @property
    def tests(self) -> Tests | None:
        """The claim's tests, unadjusted; None with fewer than two seeds or no claim."""
        if not self.expect or self.interval is None or self.interval.n < 2 \
                or self.interval.sd is None:
            return None
        return claim_tests(self.interval, self.expect, self.paper_effect)

    @property
    def verdict(self) -> str:
        if self.interval is None or self.interval.n < 2:
            return ONE_SEED
        return decide(self.expect, self.adjusted_p, self.adjusted_size_p,
                      self.adjusted_reverse_p)


def adjust(claims: list[Claim]) -> list[Claim]:
    """Set the adjusted p-values of every claim that has an interval and a paper direction.

    The Holm family is every test (direction and, with a paper number, size) of every
    primary claim x test set of the table; a claim's reverse test is adjusted as if it stood
    in its direction test's place (the two are one statistic read from its two ends). A
    secondary claim (exploratory, not one the table is built to decide) keeps its own
    one-sided p-values and does not enlarge the family.
    """
    tested = [(c, t) for c in claims if (t := c.tests) is not None]
    family: list[tuple[Claim, str, float]] = []
    for claim, tests in tested:
        if not claim.primary:
            claim.adjusted_p, claim.adjusted_reverse_p = tests.direction, tests.reverse
            claim.adjusted_size_p = tests.size
            continue
        family.append((claim, "direction", tests.direction))
        if tests.size is not None:
            family.append((claim, "size", tests.size))
    pvalues = [p for _, _, p in family]
    for (claim, kind, _), adjusted in zip(family, holm(pvalues)):
        if kind == "direction":
            claim.adjusted_p = adjusted
        else:
            claim.adjusted_size_p = adjusted
    for slot, (claim, kind, _) in enumerate(family):
        if kind == "direction":
            mirrored = [*pvalues[:slot], claim.tests.reverse, *pvalues[slot + 1:]]
            claim.adjusted_reverse_p = holm(mirrored)[slot]
    return claims


def family_size(claims: list[Claim]) -> int:
    """The number of tests in the table's Holm family (see `adjust`)."""
    return sum(1 + (t.size is not None) for c in claims if c.primary
               and (t := c.tests) is not None)


# --------------------------------------------------------------------------- plateau rule
#: The plateau rule (docs/protocol.md): a row is on its plateau when the least-squares slope
#: of its val BLEU through the last validations (the last quarter of its budget, at least
#: PLATEAU_POINTS of them) is below PLATEAU_SLOPE BLEU per 1,000 steps (mean over its
#: seeds) and its validation loss is not falling by more than VAL_LOSS_FALL.
PLATEAU_SLOPE = 0.5
PLATEAU_POINTS = 4
#: ln(val perplexity) per 1,000 steps (the slope of the validation cross-entropy in nats a
#: token): below -0.01, i.e. perplexity falling by more than about 1% per 1,000 steps, the
#: validation loss is still falling meaningfully.
VAL_LOSS_FALL = 0.01
ON_PLATEAU, NOT_ON_PLATEAU = "on its plateau", "not on its plateau"


def slope_per_1000(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of y against step through `points` ``(step, y)``, per 1,000
    steps: 1000 sum (s - s_mean)(y - y_mean) / sum (s - s_mean)^2. ValueError for fewer than
    two distinct steps."""
    if len({s for s, _ in points}) < 2:
        raise ValueError("a slope needs two or more distinct steps")
    mean_s = statistics.fmean(s for s, _ in points)
    mean_y = statistics.fmean(y for _, y in points)
    sxx = sum((s - mean_s) ** 2 for s, _ in points)
    return 1000 * sum((s - mean_s) * (y - mean_y) for s, y in points) / sxx


def plateau_steps(steps: list[int], budget: int,
                  minimum: int = PLATEAU_POINTS) -> list[int] | None:
    """The validations the plateau rule reads: those in the last quarter of `budget` (steps
    from 3/4 of it to it), or the last `minimum` validations up to `budget` where the quarter
    has fewer; None when fewer than `minimum` validations exist up to `budget`."""
    upto = sorted(s for s in steps if s <= budget)
    if len(upto) < minimum:
        return None
    quarter = [s for s in upto if s >= 0.75 * budget]
    return quarter if len(quarter) >= minimum else upto[-minimum:]


@dataclass(frozen=True)
class Plateau:
    """The plateau rule over a row's seeds.

    ``budget``: the last validated step (every seed's); ``steps``: the validations read;
    ``bleu_slopes``: per seed, the least-squares slope of val BLEU through them (BLEU per
    1,000 steps); ``loss_slopes``: per seed, the slope of ln(val perplexity) through the
    same steps (None where a seed recorded no val loss there).
    """

    budget: int
    steps: tuple[int, ...]
    bleu_slopes: tuple[float, ...]
    loss_slopes: tuple[float | None, ...]

    @property
    def bleu_slope(self) -> float:
        return statistics.fmean(self.bleu_slopes)

    @property
    def loss_slope(self) -> float | None:
        """Mean over seeds; None when any seed lacks the val loss (the rule then reads BLEU
        alone and says so)."""
        if not self.loss_slopes or None in self.loss_slopes:
            return None
        return statistics.fmean(self.loss_slopes)

    @property
    def bleu_flat(self) -> bool:
        return self.bleu_slope < PLATEAU_SLOPE

    @property
    def loss_falling(self) -> bool | None:
        slope = self.loss_slope
        return None if slope is None else slope < -VAL_LOSS_FALL

    @property
    def on_plateau(self) -> bool:
        return self.bleu_flat and not self.loss_falling

    @property
    def rule(self) -> str:
        """The verdict and which condition decided it: ``on its plateau``, or ``not on its
        plateau (val BLEU rising; val loss falling)``, with ``(1 seed)`` for one run."""
        reasons = []
        if not self.bleu_flat:
            reasons.append("val BLEU rising")
        if self.loss_falling:
            reasons.append("val loss falling")
        text = f"{NOT_ON_PLATEAU} ({'; '.join(reasons)})" if reasons else ON_PLATEAU
        if self.loss_slope is None:
            text += " (val loss not recorded: BLEU alone)"
        return text + (" (1 seed)" if len(self.bleu_slopes) == 1 else "")


def plateau(curves: list[dict[int, float]],
            losses: list[dict[int, float] | None]) -> Plateau | str:
    """The plateau rule over a row's seeds: `curves` {step: val BLEU} per seed, `losses`
    {step: val loss} per seed, the validation cross-entropy in nats a token, ln(val
    perplexity) (None: not recorded). A string saying why the rule cannot be read: seeds
    validated up to different steps, or fewer than PLATEAU_POINTS validations."""
    budget = max(curves[0])
    if any(max(c) != budget for c in curves):
        return "seeds trained to different steps"
    steps = plateau_steps(list(curves[0]), budget)
    if steps is None or any(set(steps) - set(c) for c in curves):
        return f"fewer than {PLATEAU_POINTS} validations"
    bleu = tuple(slope_per_1000([(s, c[s]) for s in steps]) for c in curves)
    loss = tuple(slope_per_1000([(s, xent[s]) for s in steps])
                 if xent and all(s in xent for s in steps) else None for xent in losses)
    return Plateau(budget, tuple(steps), bleu, loss)


# --------------------------------------------------------------------------- power
#: Two-sided alpha and power of the detectable effect (normal approximation, below).
POWER = 0.8
Z_ALPHA = statistics.NormalDist().inv_cdf(1 - ALPHA_LEVEL / 2)  # 1.959964
Z_POWER = statistics.NormalDist().inv_cdf(POWER)  # 0.841621
#: A claim that needs more seeds per row than this is not decidable at this scale.
MAX_SEEDS = 10
NOT_DECIDABLE = "not decidable at this scale"


def pooled_sd(groups: list[list[float]]) -> tuple[float, int] | None:
    """The pooled sample standard deviation of `groups` (each a row's BLEU over its seeds)
    and its degrees of freedom: sqrt(sum (n_i - 1) s_i^2 / sum (n_i - 1)) over the groups
    with two or more values; None when no group has two."""
    used = [g for g in groups if len(g) > 1]
    if not used:
        return None
    df = sum(len(g) - 1 for g in used)
    return math.sqrt(sum((len(g) - 1) * statistics.variance(g) for g in used) / df), df


def detectable_effect(sd: float, n: int) -> float:
    """Minimum detectable effect of a two-sample comparison of two rows with `n` seeds each
    and seed standard deviation `sd` per row, two-sided alpha 0.05, power 0.8, by the
    normal approximation:

        MDE = (z_{1 - alpha/2} + z_{power}) * sd * sqrt(2 / n) = 2.8016 * sd * sqrt(2 / n).

    The normal approximation, not Student's t, throughout (this and `seeds_needed`): with
    few seeds the verdicts' paired t-test needs more (`paired_t_factor`: 2.0 times as much
    at n = 3, 1.3 at n = 5), and Holm's correction more again. The two rows' seeds are
    taken as independent; rows of one seed may move together, which the paired test gains
    from (`paired_detectable_effect` sizes that test from the differences themselves)."""
    if n < 1:
        raise ValueError("n must be at least 1")
    return (Z_ALPHA + Z_POWER) * sd * math.sqrt(2 / n)


@functools.cache  # pure; paired_seeds_needed asks for many n
def paired_t_factor(n: int) -> float:
    """How much larger the verdicts' test, the paired t-test over n seeds (n - 1 degrees of
    freedom, two-sided alpha 0.05), needs a true difference to be than `detectable_effect`
    says, for the same power 0.8 and the same sd of the per-seed differences: the
    noncentrality at which the noncentral t (n - 1 df) passes the critical t with
    probability 0.8, over z_{1 - alpha/2} + z_{power} (the far tail, below -t, is left out:
    under 1e-4 of the power). 2.02 at n = 3, 1.34 at n = 5, 1.12 at n = 10; towards 1 as n
    grows."""
    if n < 3:
        raise ValueError("the factor needs n >= 3 (with 2 seeds, 1 degree of freedom)")
    from scipy import optimize
    from scipy import stats as distributions

    critical = float(distributions.t.ppf(1 - ALPHA_LEVEL / 2, n - 1))
    noncentrality = optimize.brentq(
        lambda ncp: float(distributions.nct.sf(critical, n - 1, ncp)) - POWER, 0.5, 10.0)
    return noncentrality / (Z_ALPHA + Z_POWER)


def seeds_needed(sd: float, effect: float) -> int:
    """Seeds per row for `detectable_effect` to reach |effect|: the smallest n with
    2.8016 sd sqrt(2 / n) <= |effect|, n = ceil(2 ((z_{1 - alpha/2} + z_{power}) sd /
    effect)^2), and at least 2 (no interval over seeds exists with one)."""
    if effect == 0:
        raise ValueError("no effect to detect")
    n = 2 * ((Z_ALPHA + Z_POWER) * sd / abs(effect)) ** 2
    return max(2, math.ceil(n - 1e-9))


def _decision_gaps(mean: float, effect: float) -> list[float]:
    """The true differences whose detection decides a claim of the paper's effect `effect`
    when the differences' true mean is `mean`: `mean` itself for the direction test (where
    it lies in the paper's direction) and `effect - mean` for the size test (where `mean`
    falls short of the paper's effect); the first reached decides."""
    up = effect > 0
    gaps = []
    if (mean > 0) if up else (mean < 0):
        gaps.append(mean)
    if (mean < effect) if up else (mean > effect):
        gaps.append(effect - mean)
    return gaps


def seeds_to_decide(sd: float, mean: float, effect: float) -> int | None:
    """Seeds per row at which a claim of the paper's effect `effect` is decided, either
    way, if the true mean difference is our `mean` (`seeds_needed` for each of
    `_decision_gaps`, the fewer): the direction test detects `mean`, or the size test rules
    the paper's effect out from `mean`. None when neither can (the mean equals the paper's
    effect, or both are 0)."""
    if effect == 0:
        raise ValueError("no effect to detect")
    needed = [seeds_needed(sd, gap) for gap in _decision_gaps(mean, effect)]
    return min(needed) if needed else None


def paired_detectable_effect(sd_diff: float, n: int) -> float:
    """The detectable effect of the verdicts' own test: the smallest true mean difference
    that the paired t-test over `n` seeds (n - 1 degrees of freedom, two-sided alpha 0.05)
    detects with power 0.8, when the per-seed differences have sd `sd_diff`:

        paired_t_factor(n) x (z_{1 - alpha/2} + z_{power}) x sd_diff / sqrt(n).

    `detectable_effect` sizes two independent rows from their pooled seed sd, by the normal
    approximation (sd_diff = sqrt(2) sd when the two rows' seeds are independent); this
    uses the differences the verdict tests, and Student's t. Holm's correction is still
    left out (it asks more of a claim in a family of several)."""
    return paired_t_factor(n) * (Z_ALPHA + Z_POWER) * sd_diff / math.sqrt(n)


#: The largest seed count `paired_seeds_needed` looks at.
PAIRED_SEEDS_LIMIT = 100


def paired_seeds_needed(sd_diff: float, effect: float) -> int | None:
    """Seeds per row for the verdicts' paired t-test (`paired_detectable_effect`) to reach
    |effect|: the smallest n >= 3 with paired_detectable_effect(sd_diff, n) <= |effect|;
    None when even PAIRED_SEEDS_LIMIT seeds do not (the factor falls, and sqrt(n) grows,
    with n, so the first n found is the answer)."""
    if effect == 0:
        raise ValueError("no effect to detect")
    for n in range(3, PAIRED_SEEDS_LIMIT + 1):
        if paired_detectable_effect(sd_diff, n) <= abs(effect):
            return n
    return None


#: The one-sided critical z of the verdicts' tests (alpha 0.05, Holm left out): 1.644854.
Z_ONE_SIDED = statistics.NormalDist().inv_cdf(1 - ALPHA_LEVEL)


def decision_chance(mean: float, sd_diff: float, effect: float | None, n: int) -> float:
    """The chance that the verdicts' tests decide a claim at `n` paired seeds, if the true
    mean difference is `mean` and the per-seed differences have sd `sd_diff`: per test that
    can decide (`_decision_gaps` with the paper's `effect`; without one, the direction test
    or its mirror, the gap |mean|), the normal approximation of a one-sided test's power,
    Phi(|gap| sqrt(n) / sd_diff - z_0.95), and the largest of them (Holm's correction left
    out). 0 under two seeds (no test over seeds) and when no test can decide."""
    if n < 2 or sd_diff <= 0:
        return 0.0
    gaps = _decision_gaps(mean, effect) if effect else ([mean] if mean else [])
    normal = statistics.NormalDist()
    return max((normal.cdf(abs(g) * math.sqrt(n) / sd_diff - Z_ONE_SIDED) for g in gaps),
               default=0.0)


def paired_seeds_to_decide(sd_diff: float, mean: float, effect: float) -> int | None:
    """`seeds_to_decide` for the verdicts' paired t-test (`paired_seeds_needed`); None when
    neither test can decide within PAIRED_SEEDS_LIMIT seeds."""
    if effect == 0:
        raise ValueError("no effect to detect")
    needed = [n for gap in _decision_gaps(mean, effect)
              if (n := paired_seeds_needed(sd_diff, gap)) is not None]
    return min(needed) if needed else None


@dataclass(frozen=True)
class Pending:
    """A claim that more seeds can decide: its name, the rows (training identities) it needs
    and how many seeds each has now, and the seeds per row it needs (`seeds_needed`)."""

    name: str
    rows: dict[str, int]
    needed: int


def seed_queue(claims: list[Pending], hours: dict[str, float]
               ) -> list[tuple[Pending, dict[str, int], float]]:
    """The order in which to train pending seeds: greedily, the claim that becomes decidable
    for the fewest further hours given the seeds queued before it, ties in the given order.

    `hours`: a row's measured training hours per seed. Returns per claim ``(claim, seeds to
    add per row, its marginal hours)``; a claim whose rows already have its seeds comes
    first at 0 hours. Claims needing more than MAX_SEEDS are left out (not decidable at this
    scale)."""
    queued: dict[str, int] = {}
    left = [c for c in claims if c.needed <= MAX_SEEDS]
    order = []

    def plan(claim: Pending) -> tuple[dict[str, int], float]:
        add = {r: claim.needed - max(n, queued.get(r, 0)) for r, n in claim.rows.items()}
        add = {r: k for r, k in add.items() if k > 0}
        return add, sum(k * hours[r] for r, k in add.items())

    while left:
        claim = min(left, key=lambda c: plan(c)[1])
        add, cost = plan(claim)
        order.append((claim, add, cost))
        for r in claim.rows:
            queued[r] = max(queued.get(r, 0), claim.rows[r], claim.needed)
        left.remove(claim)
    return order
