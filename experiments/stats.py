"""Statistics of a table: paired bootstrap per seed, intervals over seeds, Holm, verdicts.

Per seed, sacrebleu's paired bootstrap resampling tests a row against the row it is
compared with (one p-value per seed, shown as it is). Across seeds, the claim is judged on
the per-seed BLEU differences d_1..d_n (seeds both rows have): their mean, standard
deviation, the paired t 95% interval ``mean ± t_{0.975, n-1} sd / sqrt(n)`` and the
two-sided p-value of the one-sample t-test of mean 0. The p-values of a table's primary
claims on every test set (every claim, when the table names none) form one family,
corrected with Holm's step-down method (family-wise error 0.05); the verdict of a primary
claim uses its Holm-adjusted p-value, a secondary claim's its own p:

* ``reproduced``: adjusted p < 0.05 and the mean difference has the paper's sign;
* ``contradicted``: adjusted p < 0.05 and the mean difference has the other sign;
* ``inconclusive``: otherwise; with fewer than 2 common seeds ``inconclusive (1 seed)``
  (no interval over seeds exists).

A claim of "no difference" (``=``) is never called reproduced (no equivalence test): it is
``contradicted`` when the difference is significant, else ``inconclusive``.
Our differences are never compared in size with the paper's: data, scale and BLEU differ.
"""

from __future__ import annotations

import functools
import math
import statistics
from dataclasses import dataclass

ALPHA_LEVEL = 0.05
CONFIDENCE = 0.95
REPRODUCED, CONTRADICTED, INCONCLUSIVE = "reproduced", "contradicted", "inconclusive"
ONE_SEED = "inconclusive (1 seed)"


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


def verdict(interval: SeedInterval | None, adjusted_p: float | None, expect: str,
            alpha: float = ALPHA_LEVEL) -> str:
    """The verdict word of a claim `expect` (``+``, ``-`` or ``=``) given the interval over
    seeds and its Holm-adjusted p-value (see the module doc)."""
    if interval is None or interval.n < 2 or adjusted_p is None:
        return ONE_SEED
    if adjusted_p >= alpha or interval.mean == 0:
        return INCONCLUSIVE
    sign = "+" if interval.mean > 0 else "-"
    if expect == "=":
        return CONTRADICTED
    return REPRODUCED if sign == expect else CONTRADICTED


@dataclass
class Claim:
    """One comparison of a table: `row` vs `other` on one test set, with the paper's
    expected direction (``+``, ``-``, ``=``; ``""``: no claim, no verdict)."""

    row: str
    other: str
    test: str
    expect: str
    interval: SeedInterval | None
    pvalues: list[float]  # per-seed paired bootstrap p-values
    adjusted_p: float | None = None
    primary: bool = True  # in the table's Holm family; secondary claims use their own p

    @property
    def verdict(self) -> str:
        return verdict(self.interval, self.adjusted_p, self.expect)


def adjust(claims: list[Claim]) -> list[Claim]:
    """Set the adjusted p-value of every claim that has an interval and a paper direction.

    The Holm family is every primary claim x test set of the table; a secondary claim
    (exploratory, not one the table is built to decide) keeps its own t-test p.
    """
    tested = [c for c in claims if c.expect and c.interval is not None
              and c.interval.p is not None]
    family = [c for c in tested if c.primary]
    for claim, adjusted in zip(family, holm([c.interval.p for c in family])):
        claim.adjusted_p = adjusted
    for claim in tested:
        if not claim.primary:
            claim.adjusted_p = claim.interval.p
    return claims


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
