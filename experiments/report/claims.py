"""Comparisons and their verdict text: paired bootstrap per seed, the claims over seeds
(``experiments/stats.py``) and the lines of section "Comparison with the paper"."""

from __future__ import annotations

import statistics

from experiments import stats
from experiments.context import REPO, Context, EvalSet, read_lines, rel
from experiments.report.gates import failed_pair, failed_rows, row_gates
from experiments.report.groups import _groups, group_key
from experiments.report.power import Power
from experiments.report.runs import hyps_of
from experiments.report.text import CLAIM_WORDS, VERDICT_ORDER, fmt_p, n_seeds
from experiments.tables import Row, Table

_BOOTSTRAPS: dict[tuple, tuple[float, float]] = {}


def _bootstrap(run: dict, base: dict, test: str, samples: int) -> tuple[float, float] | None:
    """(p, delta) of the paired bootstrap of `run` against `base` on `test` (cached by the
    translation files and their modification times); None without translations or
    reference (e.g. a checkout without the data)."""
    hyps, base_hyps = hyps_of(run, test), hyps_of(base, test)
    if hyps is None or base_hyps is None or not (REPO / run["tests"][test]["reference"]).is_file():
        return None
    files = [REPO / r["tests"][test]["translation"] for r in (run, base)]
    key = (*(str(f.resolve()) for f in files), *(f.stat().st_mtime_ns for f in files), samples)
    if key not in _BOOTSTRAPS:
        refs = read_lines(REPO / run["tests"][test]["reference"])
        try:
            _BOOTSTRAPS[key] = stats.paired_bootstrap(base_hyps, hyps, refs, samples)
        except ValueError as error:
            raise ValueError(f"{rel(files[0])} against {rel(files[1])}: {error}") from None
    return _BOOTSTRAPS[key]


def _seed_deltas(ctx: Context, runs: dict, row_id: str, other_id: str,
                 test: str) -> dict[str, tuple[float, float | None]]:
    """{seed key: (BLEU(row) - BLEU(other) on `test`, bootstrap p)} over the seeds both rows
    have: unrounded, from the paired bootstrap; the stored rounded scores (p None) where
    translations are missing."""
    if row_id not in runs or other_id not in runs:
        return {}
    found = {}
    for key, run in sorted(runs[row_id].items()):
        base = runs[other_id].get(key)
        if not base or test not in run["tests"] or test not in base["tests"]:
            continue
        tested = _bootstrap(run, base, test, ctx.bootstrap)
        found[key] = ((tested[1], tested[0]) if tested is not None else
                      (run["tests"][test]["bleu"] - base["tests"][test]["bleu"], None))
    return found


def seed_differences(ctx: Context, runs: dict, row_id: str, other_id: str,
                     test: str) -> tuple[list[float], list[float]] | None:
    """Per common seed: BLEU(row) - BLEU(other) on `test` and the bootstrap p-values (where
    the translations are here); None when no seed has both."""
    found = _seed_deltas(ctx, runs, row_id, other_id, test)
    if not found:
        return None
    return [d for d, _ in found.values()], [p for _, p in found.values() if p is not None]


def group_differences(ctx: Context, runs: dict, row_id: str, other_id: str,
                      sets: list[EvalSet]) -> list[float]:
    """Per seed both rows have on every direction of the group: the mean over the group's
    directions of BLEU(row) - BLEU(other), i.e. the difference of the group means."""
    per_direction = [_seed_deltas(ctx, runs, row_id, other_id, e.key) for e in sets]
    seeds = sorted(set.intersection(*(set(d) for d in per_direction))) if sets else []
    return [statistics.fmean(d[key][0] for d in per_direction) for key in seeds]


def table_claims(ctx: Context, runs: dict,
                 failed: set[str] | None = None) -> dict[tuple[str, str, str], stats.Claim]:
    """Every comparison of the table, keyed (row, other row, test key): each row against
    the baseline (the paper's direction `expect`) and against each of its `compare_to` rows
    (``+``), on every test set; Holm-adjusted together. A multilingual table's claims are on
    each group's mean BLEU (en->xx, xx->en, zero-shot of each test set: key `group_key`);
    its per-direction comparisons are secondary (their own t-test p). A comparison with a
    failed baseline on either side (`row_gates`; `failed`: their ids, computed when None)
    is no claim: left out."""
    table = ctx.table
    if failed is None:
        failed = failed_rows(row_gates(table, runs))
    grouped = _groups(ctx, runs) if table.multilingual else {}
    claims = {}
    for row in table.rows:
        if row.id == table.baseline or row.id not in runs:
            continue
        for other_id, expect in row.comparisons(table.baseline):
            if other_id not in runs or {row.id, other_id} & failed:
                continue
            primary = table.is_primary(row.id, other_id)
            found_effect = table.paper_effect(row.id, other_id)
            effect = found_effect[0] if found_effect else None
            for eval_set in ctx.eval_sets():
                found = seed_differences(ctx, runs, row.id, other_id, eval_set.key)
                if found:
                    claims[(row.id, other_id, eval_set.key)] = stats.Claim(
                        row.id, other_id, eval_set.key, expect, stats.seed_interval(found[0]),
                        found[1], primary=primary and not table.multilingual,
                        paper_effect=effect)
            for split, groups in grouped.items():
                for group, sets in groups.items():
                    if deltas := group_differences(ctx, runs, row.id, other_id, sets):
                        key = group_key(split, group)
                        claims[(row.id, other_id, key)] = stats.Claim(
                            row.id, other_id, key, expect, stats.seed_interval(deltas), [],
                            primary=primary, paper_effect=effect)
    stats.adjust(list(claims.values()))
    return claims


def test_words(claim: stats.Claim) -> str:
    """``, direction test p = 0.962 (Holm 1.000), size test p = 0.003 (Holm 0.045)``: the
    claim's one-sided tests (experiments/stats.py), each with its Holm-adjusted p (a secondary
    claim: ``secondary: not Holm-adjusted``); a claim of no difference: its two-sided p.
    Empty with one seed or no claim."""
    tests = claim.tests
    if tests is None or claim.adjusted_p is None:
        return ""
    if claim.expect == "=":
        return f", two-sided t-test p = {tests.direction:.3f}" + (
            f" (Holm {claim.adjusted_p:.3f})" if claim.primary else "")

    def one(name: str, raw: float, adjusted: float | None) -> str:
        holm = f" (Holm {adjusted:.3f})" if claim.primary and adjusted is not None else ""
        return f", {name} test p = {raw:.3f}{holm}"

    text = one("direction", tests.direction, claim.adjusted_p)
    if tests.size is not None:
        text += one("size", tests.size, claim.adjusted_size_p)
    if claim.verdict == stats.REVERSED:
        text += one("reverse", tests.reverse, claim.adjusted_reverse_p)
    return text + ("" if claim.primary else "; secondary: not Holm-adjusted")


def claim_part(claim: stats.Claim, power: Power | None = None) -> str:
    """One test set of a claim: mean difference, per-seed bootstrap p, interval over seeds,
    the one-sided tests' p (Holm-adjusted), verdict; with `power`, the detectable effect at
    its seeds and the seeds at which it would be decided (`Power.words`)."""
    iv = claim.interval
    text = f"{iv.mean:+.2f} BLEU on {claim.test}"
    if iv.n == 1:
        text += f" (p = {fmt_p(claim.pvalues)}, paired bootstrap, 1 seed)"
    else:
        text += (f", mean of {iv.n} seeds (p = {fmt_p(claim.pvalues)}, paired bootstrap per "
                 f"seed; sd {iv.sd:.2f}, 95% t-interval over seeds [{iv.low:+.2f}, "
                 f"{iv.high:+.2f}]{test_words(claim)})")
    if not claim.expect:
        return text
    text += f": {claim.verdict}"
    if power is not None and power.mde is not None:
        text += f" (detectable effect {power.mde:.2f} at {n_seeds(power.n)}"
        text += f"; {words}" if (words := power.words()) else ""
        text += f"; {paired})" if (paired := power.paired_words()) else ")"
    return text


def verdict_counts(claims: list[stats.Claim]) -> str:
    """``reproduced on 1, inconclusive on 1`` (fixed order of the words)."""
    words = [c.verdict for c in claims]
    return ", ".join(f"{w} on {words.count(w)}" for w in VERDICT_ORDER if w in words)


def claim_sentence(claims: list[stats.Claim], expect: str, other_label: str,
                   paper_delta: float | None, powers: dict | None = None) -> str:
    """Our differences on every test set with their verdicts (and, with `powers` {claim key:
    `Power`}, what the seeds can detect), the paper's difference as context, and the
    claim's verdicts counted."""
    if not claims:
        return ""
    powers = powers or {}
    text = "; ".join(claim_part(c, powers.get((c.row, c.other, c.test))) for c in claims)
    if paper_delta is not None:
        text += f"; paper: {paper_delta:+.1f} BLEU"
    if not expect:
        return f"{text}: not a row of the paper, no claim to compare with."
    claim = f"{CLAIM_WORDS[expect]} {other_label}"
    return f"{text}. The claim ({claim}): {verdict_counts(claims)} of {len(claims)} test sets."


def paper_delta(table: Table, row_id: str, other_id: str) -> float | None:
    paper = table.paper_bleu
    return paper[row_id] - paper[other_id] if row_id in paper and other_id in paper else None


def run_comparisons(table: Table, runs: dict) -> list[tuple[Row, str, str]]:
    """``(row, other row id, expect)`` of every comparison of the table whose two rows have
    run (the baseline itself compared with nothing), in the table's order."""
    return [(row, other_id, expect) for row in table.rows
            if row.id != table.baseline and row.id in runs
            for other_id, expect in row.comparisons(table.baseline) if other_id in runs]


def _failed_comparison_lines(ctx: Context, runs: dict, gates: dict) -> list[str]:
    """One line per comparison left out because a row of it is a failed baseline."""
    table = ctx.table
    return [f"* **{row.label}** vs {table.row(other_id).label}: {why}"
            for row, other_id, _ in run_comparisons(table, runs)
            if (why := failed_pair(table, gates, row.id, other_id))]


def _pair_comparison_lines(ctx: Context, runs: dict, claims: dict,
                           powers: dict | None = None) -> list[str]:
    table = ctx.table
    tests = [e.key for e in ctx.eval_sets()]
    lines = []
    for row in table.rows:
        for other_id, expect in row.comparisons(table.baseline):
            found = [claims[k] for t in tests if (k := (row.id, other_id, t)) in claims]
            if not found:
                continue
            other = table.row(other_id)
            reference = "the baseline" if other_id == table.baseline else other.label
            sentence = claim_sentence(found, expect, reference,
                                      paper_delta(table, row.id, other_id), powers)
            lines.append(f"* **{row.label}** vs {other.label}: {sentence}")
    return lines
