"""The systems table and comparisons of a multilingual table (MIMO): per direction and
per group of directions."""

from __future__ import annotations

from experiments.context import Context
from experiments.report.claims import run_comparisons, test_words, verdict_counts
from experiments.report.groups import _fmt_share, _group_off_target, _groups, group_bleu, group_key
from experiments.report.systems import _baseline_p, _run_cells, _system_lines
from experiments.report.text import (
    CLAIM_WORDS,
    RUN_HEADER,
    fmt_mean,
    markdown_head,
    markdown_row,
    n_seeds,
)
from experiments.tables import Row


def _multi_score_lines(ctx: Context, runs: dict, stale: set[str], claims: dict,
                       failed: set[str] = frozenset()) -> list[str]:
    """Mean BLEU per group of directions, then BLEU (p) per direction for each test set."""
    table = ctx.table
    grouped = _groups(ctx, runs)
    columns = [(split, group) for split, groups in grouped.items() for group in groups]
    zero_shot = [split for split, groups in grouped.items() if "zero-shot" in groups]
    header = ["system", *(f"BLEU {split} {group} ({len(grouped[split][group])})"
                          for split, group in columns),
              *(f"off-target {split} zero-shot" for split in zero_shot), *RUN_HEADER]
    first = next((e.key for e in ctx.eval_sets()), None)

    def cells_of(row: Row, rr: list[dict]) -> list[str]:
        return [*(fmt_mean(group_bleu(rr, grouped[split][group])) for split, group in columns),
                *(_fmt_share(_group_off_target(rr, grouped[split]["zero-shot"]))
                  for split in zero_shot),
                *_run_cells(row, rr, first)]

    lines = _system_lines(ctx, runs, stale, header, cells_of, failed)
    lines += ["", "Group columns: mean BLEU over the group's directions (their number in "
              "brackets; a direction without test files is left out). Off-target: the share "
              "of zero-shot outputs that the language identifier built from the training "
              "data (experiments/langid.py) puts in another language than the target (empty "
              "outputs included), mean over the zero-shot directions. Per direction, BLEU "
              "and p against the baseline (zero-shot: and the off-target share):"]
    for split, groups in grouped.items():
        sets = [e for group in groups.values() for e in group]
        head = ["system", *(f"{e.direction} ({group})" for group, es in groups.items()
                            for e in es)]
        lines += ["", f"{split}:", "", *markdown_head(head)]
        for row in table.rows:
            if row.id not in runs:
                continue
            rr = list(runs[row.id].values())
            cells = [f"`{row.id}`"]
            for e in sets:
                bleu = fmt_mean([r["tests"][e.key]["bleu"] for r in rr if e.key in r["tests"]])
                notes = []
                if row.id != table.baseline:
                    notes.append(f"p {_baseline_p(claims, table, row, e.key)}")
                if e in groups.get("zero-shot", []):
                    notes.append(f"off {_fmt_share(_group_off_target(rr, [e]))}")
                cells.append(bleu + (f" ({'; '.join(notes)})" if notes else ""))
            lines.append(markdown_row(cells))
    return lines


def group_sentence(ctx: Context, runs: dict, claims: dict, row: Row, other: Row,
                   expect: str, powers: dict | None = None) -> str:
    """Per group of directions: the claim on the group's mean BLEU (difference, interval over
    seeds, Holm-adjusted p, verdict, and with `powers` the detectable effect), then the
    per-direction verdicts counted (secondary)."""
    powers = powers or {}
    parts, verdicts = [], []
    for split, groups in _groups(ctx, runs).items():
        for group, sets in groups.items():
            claim = claims.get((row.id, other.id, group_key(split, group)))
            if claim is None:
                continue
            iv = claim.interval
            text = f"{split} {group}: {iv.mean:+.2f} BLEU (mean of {len(sets)} directions"
            if iv.n == 1:
                text += ", 1 seed)"
            else:
                text += (f"; {iv.n} seeds, sd {iv.sd:.2f}, 95% t-interval [{iv.low:+.2f}, "
                         f"{iv.high:+.2f}]{test_words(claim)})")
            found = [claims[k] for e in sets if (k := (row.id, other.id, e.key)) in claims]
            text += f": {claim.verdict}"
            power = powers.get((row.id, other.id, group_key(split, group)))
            if power is not None and power.mde is not None:
                text += f"; detectable effect {power.mde:.2f} at {n_seeds(power.n)}"
                text += f", {words}" if (words := power.words()) else ""
            parts.append(f"{text} (directions: {verdict_counts(found)})")
            verdicts.append(claim)
    if not parts:
        return ""
    return ("; ".join(parts) + f". The claim ({CLAIM_WORDS[expect]} {other.label}): "
            f"{verdict_counts(verdicts)} of {len(verdicts)} groups.")


def _multi_comparison_lines(ctx: Context, runs: dict, claims: dict,
                            powers: dict | None = None) -> list[str]:
    table = ctx.table
    lines = []
    for row, other_id, expect in run_comparisons(table, runs):
        if expect in ("+", "-"):
            other = table.row(other_id)
            if sentence := group_sentence(ctx, runs, claims, row, other, expect, powers):
                lines.append(f"* **{row.label}** vs {other.label}: {sentence}")
    return lines
