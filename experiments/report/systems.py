"""The systems table of a single-pair table: one line per row (BLEU, chrF, runs' cells)."""

from __future__ import annotations

import math

from experiments.context import Context
from experiments.report.gates import FAILED
from experiments.report.runs import fmt_commit, fmt_conditions, has_killed_piece, train_seconds
from experiments.report.text import (
    RUN_HEADER,
    fmt_duration,
    fmt_mean,
    fmt_p,
    markdown_head,
    markdown_row,
    n_seeds,
)
from experiments.tables import Row, Table


def _label(row: Row, table: Table, stale: set[str], n_runs: int,
           failed: set[str] = frozenset()) -> str:
    baseline_mark = " **baseline**" if row.id == table.baseline else ""
    if row.id in failed:
        baseline_mark += f" **{FAILED}**"
    # A seed count on every row of a table trained with several seeds (a row with fewer
    # seeds than the others must not read like the rest); none on single-seed tables.
    seeds = f" ({n_seeds(n_runs)})" if n_runs > 1 or len(table.seeds) > 1 else ""
    return f"{row.label} (`{row.id}`){seeds}{baseline_mark}{' (stale)' if row.id in stale else ''}"


def _checkpoint_cell(run: dict) -> str:
    val = run["val_bleu"][run["checkpoint"]]
    how = " valid_metrics" if run.get("selection") == "valid_metrics" else ""
    where = f"step {run['checkpoint_step']}" if run["checkpoint_step"] >= 0 else "average"
    return f"{where} ({val:.2f}{how})"


def _run_cells(row: Row, rr: list[dict], speed_key: str | None) -> list[str]:
    """Parameters, training time and speed, translation speed, selected checkpoint, commit."""
    params = rr[0].get("params")
    cells = [f"{params / 1e6:.2f}M" if params else "-"]
    secs = [seconds for r in rr if (seconds := train_seconds(r))]
    time_cell = fmt_duration(secs) if secs else ("(average)" if row.average_of else "-")
    # (an averaged row stores its source training's pieces, but no time of its own)
    if not row.average_of and (unknown := sum(map(has_killed_piece, rr))):
        time_cell += (f" (over {len(secs)} of {len(rr)} seeds: {unknown} had a piece whose "
                      "wall time was not recorded)")
    conditions = [c for c in map(fmt_conditions, rr) if c]
    if conditions:
        time_cell += f" ({'; '.join(conditions)})"
    if any(r.get("resumed") and len(r.get("train_pieces") or []) < 2 for r in rr):
        time_cell += " (resumed)"  # runs recorded before their pieces were
    cells.append(time_cell)
    cells.append(fmt_mean([r["train_tgt_tok_s"] for r in rr if r.get("train_tgt_tok_s")], 0))
    speeds = [r["tests"][speed_key]["tokens_per_s"] for r in rr
              if speed_key in r["tests"] and r["tests"][speed_key].get("tokens_per_s")]
    cells.append(fmt_mean(speeds, 0))
    cells.append(", ".join(_checkpoint_cell(r) for r in rr))
    cells.append(", ".join(dict.fromkeys(fmt_commit(r) for r in rr)))
    return cells


def _system_lines(ctx: Context, runs: dict, stale: set[str], header: list[str],
                  cells_of, failed: set[str] = frozenset()) -> list[str]:
    """The table `header`, then one line per row: `not run yet`, or its label (marked when
    it is a failed baseline) followed by ``cells_of(row, rr)`` (rr: its runs, one per
    seed)."""
    lines = markdown_head(header)
    for row in ctx.table.rows:
        if row.id not in runs:
            lines.append(f"| {row.label} (`{row.id}`) | not run yet |" + " |" * (len(header) - 2))
            continue
        rr = list(runs[row.id].values())
        lines.append(markdown_row([_label(row, ctx.table, stale, len(rr), failed),
                                   *cells_of(row, rr)]))
    return lines


def _baseline_p(claims: dict, table: Table, row: Row, test: str) -> str:
    claim = claims.get((row.id, table.baseline, test))
    return fmt_p(claim.pvalues if claim else [])


def _pair_score_lines(ctx: Context, runs: dict, stale: set[str], claims: dict,
                      failed: set[str] = frozenset()) -> list[str]:
    """One line per system: BLEU, chrF and p per test set, size and speed."""
    table = ctx.table
    tests = [e.key for e in ctx.eval_sets()]
    header = ["system"]
    for test in tests:
        header += [f"BLEU {test}", f"chrF {test}", f"p {test}"]
    header += RUN_HEADER
    if table.diversity:
        header += ["DIV attn weights", "DIV attn outputs", "DIV FFN outputs"]

    def cells_of(row: Row, rr: list[dict]) -> list[str]:
        cells = []
        for test in tests:
            bleu = [r["tests"][test]["bleu"] for r in rr if test in r["tests"]]
            chrf = [r["tests"][test]["chrf"] for r in rr if test in r["tests"]]
            cells += [fmt_mean(bleu), fmt_mean(chrf),
                      "-" if row.id == table.baseline else _baseline_p(claims, table, row, test)]
        cells += _run_cells(row, rr, tests[0] if tests else None)
        if table.diversity:
            for kind in ("attention_weights", "attention_outputs", "ffn_outputs"):
                cells.append(fmt_mean([r["diversity"][kind] for r in rr if r.get("diversity")
                                       and not math.isnan(r["diversity"][kind])], 3))
        return cells

    return _system_lines(ctx, runs, stale, header, cells_of, failed)
