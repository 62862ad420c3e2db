"""Seeds and power: the detectable effect and the seeds per row a claim needs (section
"What the seeds can decide")."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from experiments import stats
from experiments.context import Context, load_runs
from experiments.report.gates import failed_rows, row_gates
from experiments.report.groups import group_bleu, group_sets
from experiments.report.text import markdown_head, markdown_row
from experiments.tables import TABLES


def claim_keys(ctx: Context, runs: dict) -> list[str]:
    """The test keys of the table's claims: every test set, or, for a multilingual table,
    every group of directions (`group_key`)."""
    if ctx.table.multilingual:
        return list(group_sets(ctx, runs))
    return [e.key for e in ctx.eval_sets()]


def row_bleu(ctx: Context, runs: dict, row_id: str, test: str) -> list[float]:
    """A row's BLEU per seed on a test key (a group key: the group's mean BLEU)."""
    rr = list(runs.get(row_id, {}).values())
    groups = group_sets(ctx, runs) if ctx.table.multilingual else {}
    if test in groups:
        return group_bleu(rr, groups[test])
    return [r["tests"][test]["bleu"] for r in rr if test in r["tests"]]


def project_seed_sd(ctx: Context) -> tuple[float, int, int] | None:
    """The seed sd pooled over the project: every row with two or more seeds, on every test
    key, of every live (not archived) table stored under ``ctx.out`` at its scale, failed
    baselines left out and a row another table trains (`Row.trained_in`) counted once, in
    its own table. ``(sd, degrees of freedom, rows x test keys pooled)``; None when no row
    has two seeds."""
    groups = []
    for table in TABLES.values():
        if table.archived:
            continue
        other = dataclasses.replace(ctx, table=table)
        runs = load_runs(other)
        if not runs:
            continue
        failed = failed_rows(row_gates(table, runs))
        for row in table.rows:
            if row.trained_in or row.id not in runs or row.id in failed:
                continue
            groups += [row_bleu(other, runs, row.id, key) for key in claim_keys(other, runs)]
    pooled = stats.pooled_sd(groups)
    return None if pooled is None else (*pooled, sum(len(g) > 1 for g in groups))


@dataclass(frozen=True)
class Power:
    """What the seeds of one claim can decide: `n` seeds in common; `sd`, the seed sd used
    and `source`, where it comes from; `mde`, the detectable effect at n seeds per row;
    `effect`, the paper's difference (None: no number) and `needed`, the seeds per row at
    which the claim is decided either way if the true difference is our mean
    (`stats.seeds_to_decide`: the direction test detects our gain, or the size test rules the
    paper's effect out; None without a paper number or a seed sd). With three or more seeds
    in common, the same for the verdicts' own test, the paired t-test over the per-seed
    differences (sd `diff_sd`): `paired_mde` and `paired_needed` (None: more than
    stats.PAIRED_SEEDS_LIMIT, or no paper number); all three None with fewer seeds."""

    n: int
    sd: float | None
    source: str
    mde: float | None
    effect: float | None
    needed: int | None
    diff_sd: float | None = None
    paired_mde: float | None = None
    paired_needed: int | None = None
    decided: bool = False  # the claim has a verdict other than inconclusive: nothing to size

    @property
    def decidable(self) -> bool | None:
        return None if self.needed is None else self.needed <= stats.MAX_SEEDS

    def words(self) -> str:
        """``decided at about 9 seeds per row (the paper's +0.60 detected or ruled out)``,
        ``not decidable at this scale (...)`` beyond MAX_SEEDS; empty without a number."""
        if self.needed is None or self.decided:
            return ""
        text = (f"decided at about {self.needed} seeds per row (the paper's "
                f"{self.effect:+.2f} detected or ruled out)")
        return text if self.decidable else f"{stats.NOT_DECIDABLE} ({text})"

    def paired_needed_text(self) -> str:
        """``20``, ``more than 100``, ``decided`` (the claim has its verdict), or ``-`` (no
        paper number or fewer than 3 seeds)."""
        if self.paired_mde is None or not self.effect:
            return "-"
        if self.decided:
            return "decided"
        return (str(self.paired_needed) if self.paired_needed is not None
                else f"more than {stats.PAIRED_SEEDS_LIMIT}")

    def paired_words(self) -> str:
        """``by the verdicts' paired t over the per-seed differences (sd 0.89): detectable
        1.50, decided at 20 seeds per row``; empty under three seeds."""
        if self.paired_mde is None:
            return ""
        text = (f"by the verdicts' paired t over the per-seed differences (sd "
                f"{self.diff_sd:.2f}): detectable {self.paired_mde:.2f}")
        if self.effect and not self.decided:
            text += f", decided at {self.paired_needed_text()} seeds per row"
        return text


def claim_powers(ctx: Context, runs: dict, claims: dict, failed: set[str],
                 project: tuple[float, int, int] | None) -> dict[tuple, Power]:
    """`Power` of every claim with a paper direction. The seed sd: with two or more seeds in
    common, the two rows' own, pooled; with one, where the sd of the claim is unknown, the
    sd pooled over this table's rows with two or more seeds on the test key (failed
    baselines left out), else the project's (`project_seed_sd`); none measured: no
    detectable effect."""
    table = ctx.table
    powers = {}
    for key, claim in claims.items():
        if not claim.expect:
            continue
        row_id, other_id, test = key
        own = stats.pooled_sd([row_bleu(ctx, runs, r, test) for r in (row_id, other_id)])
        pooled = stats.pooled_sd([row_bleu(ctx, runs, r, test) for r in runs
                                  if r not in failed])
        if own is not None and claim.interval.n > 1:
            sd, source = own[0], "these two rows"
        elif pooled is not None:
            sd, source = pooled[0], "this table's rows, pooled"
        elif project is not None:
            sd, source = project[0], "the project's rows, pooled"
        else:
            sd, source = None, "no row has two seeds yet"
        found = table.paper_effect(row_id, other_id)
        effect = found[0] if found else None
        n = claim.interval.n
        # sd 0 (identical differences): the t-test is degenerate, nothing to size
        diff_sd = claim.interval.sd if n >= 3 and claim.interval.sd else None
        mean = claim.interval.mean
        needed = None if sd is None or not effect else stats.seeds_to_decide(sd, mean, effect)
        paired = None if diff_sd is None or not effect \
            else stats.paired_seeds_to_decide(diff_sd, mean, effect)
        decided = claim.verdict not in (stats.INCONCLUSIVE, stats.ONE_SEED)
        if not decided:
            # the sizing leaves Holm's correction out: an undecided claim needs more than n
            needed, paired = (None if x is None else max(x, n + 1) for x in (needed, paired))
        powers[key] = Power(
            n, sd, source, None if sd is None else stats.detectable_effect(sd, n), effect,
            needed, diff_sd,
            None if diff_sd is None else stats.paired_detectable_effect(diff_sd, n), paired,
            decided)
    return powers


def _power_lines(ctx: Context, runs: dict, claims: dict, powers: dict,
                 project: tuple[float, int, int] | None) -> list[str]:
    """`## What the seeds can decide`: per claim and test key, the detectable effect at
    today's seeds and the seeds at which the claim would be decided."""
    table = ctx.table
    keys = set(claim_keys(ctx, runs))
    lines = []
    for (row_id, other_id, test), power in powers.items():
        if test not in keys:
            continue  # a multilingual table's per-direction comparisons (secondary)
        found = table.paper_effect(row_id, other_id)
        effect = "-" if found is None else f"{found[0]:+.2f}" + (
            f" ({found[1]})" if found[1] != "the paper's table" else "")
        needed = "decided" if power.decided else "-" if power.needed is None else str(
            power.needed) + ("" if power.decidable else f": {stats.NOT_DECIDABLE}")
        lines.append(markdown_row([
            f"{table.row(row_id).label} vs {table.row(other_id).label}", test, str(power.n),
            "-" if power.sd is None else f"{power.sd:.2f} ({power.source})",
            "-" if power.mde is None else f"{power.mde:.2f}", effect, needed,
            "-" if power.paired_mde is None else
            f"{power.paired_mde:.2f} (sd {power.diff_sd:.2f})", power.paired_needed_text()]))
    if not lines:
        return []
    pool = ("no live table has a row with two seeds yet" if project is None else
            f"{project[0]:.2f} BLEU over {project[2]} rows x test keys, {project[1]} degrees "
            "of freedom")
    return ["## What the seeds can decide", "",
            "Per claim and test set: the seeds both rows have (n); the seed sd, the sample sd "
            "of a row's BLEU over its seeds, pooled over the claim's two rows when n is two or "
            "more; with one seed the claim's sd is unknown, and the sd pooled over this "
            "table's rows with two or more seeds is used, else that over every live table's "
            "rows with two or more (the project's pooled seed sd, a row shared by two tables "
            f"counted once: {pool}); the detectable effect: the smallest true "
            "difference that a two-sample comparison with n seeds per row detects with "
            f"two-sided alpha {stats.ALPHA_LEVEL} and power {stats.POWER}, by the normal "
            "approximation (z_0.975 + z_0.8) sd sqrt(2 / n) = 2.80 sd sqrt(2 / n), which "
            "assumes the two rows' seeds independent and leaves out Student's t (the paired "
            "t-test of the verdicts, n - 1 degrees of freedom, "
            f"needs {stats.paired_t_factor(3):.1f} times as much at n = 3, "
            f"{stats.paired_t_factor(5):.1f} at n = 5 and {stats.paired_t_factor(10):.1f} at "
            "n = 10, and Holm's correction more again; the verdicts' tests are one-sided, so this "
            "two-sided sizing is on the safe side); seeds to decide: the smallest n per row at "
            "which, if the true difference is our mean, either the direction test detects it "
            "(ceil(2 (2.80 sd / mean)^2), where the mean is in the paper's direction) or the "
            "size test rules the paper's effect out (the same with the gap effect - mean, "
            "where the mean falls short of it), whichever comes first, at least 2. A claim "
            "that needs "
            f"more than {stats.MAX_SEEDS} seeds per row is **{stats.NOT_DECIDABLE}**. "
            "Failed baselines are not claims and are not sized. The last two columns (three or "
            "more seeds in common) size the verdicts' own test, the paired t-test over the "
            "per-seed differences, from the sample sd of those differences: t-factor(n) x "
            "2.80 sd / sqrt(n), t-factor being the paired t's factor above, Holm's "
            "correction still left out. They are below the first columns where the two rows "
            "of one seed move together (one seed, one random state for both), above them "
            "where they do not or where the t-factor weighs more; an sd over few seeds is "
            "itself uncertain. The seed queue and the label \"not decidable at this scale\" "
            "use the first columns.", "",
            *markdown_head(["comparison", "test set", "n", "seed sd (from)",
                            "detectable effect at n", "paper's effect", "seeds per row to "
                            "decide", "paired t: detectable at n (sd of the "
                            "differences)", "paired t: seeds per row to decide"]),
            *lines, ""]
