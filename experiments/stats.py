"""Statistics of a table: paired bootstrap per seed, intervals over seeds, Holm, verdicts.

Per seed, sacrebleu's paired bootstrap resampling tests a row against the row it is
compared with (one p-value per seed, shown as it is). Across seeds, the claim is judged on
the per-seed BLEU differences d_1..d_n (seeds both rows have): their mean, standard
deviation, the paired t 95% interval ``mean ± t_{0.975, n-1} sd / sqrt(n)`` and the
two-sided p-value of the one-sample t-test of mean 0. The p-values of every claim and test
set of a table form one family, corrected with Holm's step-down method (family-wise error
0.05); the verdict of a claim uses its Holm-adjusted p-value:

* ``reproduced``: adjusted p < 0.05 and the mean difference has the paper's sign;
* ``contradicted``: adjusted p < 0.05 and the mean difference has the other sign;
* ``inconclusive``: otherwise; with fewer than 2 common seeds ``inconclusive (1 seed)``
  (no interval over seeds exists).

A claim of "no difference" (``=``) is never called reproduced (no equivalence test): it is
``contradicted`` when the difference is significant, else ``inconclusive``.
Our differences are never compared in size with the paper's: data, scale and BLEU differ.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

ALPHA_LEVEL = 0.05
CONFIDENCE = 0.95
REPRODUCED, CONTRADICTED, INCONCLUSIVE = "reproduced", "contradicted", "inconclusive"
ONE_SEED = "inconclusive (1 seed)"


def paired_bootstrap(baseline: list[str], system: list[str], refs: list[str],
                     samples: int) -> tuple[float, float]:
    """sacrebleu's paired bootstrap resampling test (BLEU), system vs baseline.

    Returns ``(p-value, system BLEU - baseline BLEU)`` (unrounded scores). A ValueError
    names the three lengths when they differ (the lines are paired by position).
    """
    if not len(baseline) == len(system) == len(refs):
        raise ValueError(f"paired bootstrap needs one line per reference: baseline "
                         f"{len(baseline)} lines, system {len(system)}, references {len(refs)}")
    from sacrebleu.metrics import BLEU
    from sacrebleu.significance import PairedTest

    test = PairedTest([("baseline", baseline), ("system", system)], {"BLEU": BLEU()},
                      references=[refs], test_type="bs", n_samples=samples)
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
