"""A table's results in brief, for the results overview (``results/README.md``): its
systems and its comparisons with their verdicts, rendered from the stored results exactly as
``<out>/<table>.md`` computes them (``experiments/report.py``), between two marker lines.

The overview's prose says what the numbers mean; the numbers themselves are written here, so
that a result file and the overview cannot disagree: ``experiments/run_table.py <table>
--report-only --readme results/README.md`` rewrites the block, and ``--check`` fails when it
differs from what the results make.
"""

from __future__ import annotations

from pathlib import Path

from experiments.context import Context, load_runs, rel
from experiments.report import (
    fmt_mean,
    group_bleu,
    group_sets,
    markdown_head,
    markdown_row,
    n_seeds,
    paper_delta,
    row_plateau,
    table_claims,
)

BEGIN = "<!-- BEGIN {name} summary"
END = "<!-- END {name} summary -->"

#: The file that holds the summary blocks (tests/project/test_readme_summary.py checks it).
SUMMARY_FILE = "results/README.md"


def _plateau_cell(rr: list[dict]) -> str:
    found = row_plateau(rr)
    if found is None or isinstance(found, str):
        return found or "-"
    _, gains, _, rule = found
    return f"{fmt_mean(gains, signed=True)}: {rule}"


def _p_cell(claim) -> str:
    """Holm-adjusted p of a primary claim, the own t-test p of a secondary one; ``-`` with
    one seed (no interval over seeds)."""
    if claim.adjusted_p is None:
        return "-"
    return f"{claim.adjusted_p:.3f}" + ("" if claim.primary else " (secondary)")


def render_summary(ctx: Context) -> str:
    """The block (marker lines included): one line per system (seeds, BLEU mean ± sd per
    test set, or per group of directions for a multilingual table, whose claims are on the
    groups' means; parameters, the plateau rule where the table follows the protocol), then
    one line per comparison and test set (mean difference over seeds, 95% t-interval, p, verdict,
    the paper's difference as context)."""
    table = ctx.table
    runs = load_runs(ctx)
    claims = table_claims(ctx, runs)
    if table.multilingual:  # the claims' groups: mean BLEU over each group's directions
        groups = group_sets(ctx, runs)
        tests = list(groups)

        def bleu(rr: list[dict], test: str) -> list[float]:
            return group_bleu(rr, groups[test])
    else:
        tests = [e.key for e in ctx.eval_sets()]

        def bleu(rr: list[dict], test: str) -> list[float]:
            return [r["tests"][test]["bleu"] for r in rr if test in r["tests"]]
    lines = [f"{BEGIN.format(name=table.name)}: written by `experiments/run_table.py "
             f"{table.name} --report-only --readme {SUMMARY_FILE}` from "
             f"{rel(ctx.out / table.name)}/; "
             "not edited by hand -->", ""]
    header = ["system", "seeds", *(f"BLEU {t}" for t in tests), "params"]
    if table.plateau_rule:
        header.append("val BLEU change, last quarter (rule)")
    lines += markdown_head(header)
    for row in table.rows:
        rr = list(runs.get(row.id, {}).values())
        label = row.label + (" **(baseline)**" if row.id == table.baseline else "")
        if not rr:
            lines.append(markdown_row([label, "0", "not run yet", *[""] * (len(header) - 3)]))
            continue
        params = rr[0].get("params")
        cells = [label, str(len(rr)),
                 *(fmt_mean(bleu(rr, t)) for t in tests),
                 f"{params / 1e6:.2f}M" if params else "-"]
        if table.plateau_rule:
            cells.append(_plateau_cell(rr))
        lines.append(markdown_row(cells))
    header = ["comparison", "test set", "difference (mean over seeds)",
              "95% t-interval over seeds", "t-test p (Holm-adjusted; secondary: its own)",
              "verdict", "paper"]
    lines += ["", *markdown_head(header)]
    for row in table.rows:
        for other_id, expect in row.comparisons(table.baseline):
            paper = paper_delta(table, row.id, other_id)
            for test in tests:
                claim = claims.get((row.id, other_id, test))
                if claim is None or not expect:
                    continue
                iv = claim.interval
                interval = "-" if iv.low is None else f"[{iv.low:+.2f}, {iv.high:+.2f}]"
                lines.append(markdown_row([f"{row.label} vs {table.row(other_id).label}",
                                           test, f"{iv.mean:+.2f} ({n_seeds(iv.n)})",
                                           interval, _p_cell(claim), claim.verdict,
                                           "-" if paper is None else f"{paper:+.1f}"]))
    lines += ["", END.format(name=table.name)]
    return "\n".join(lines)


def _block_lines(lines: list[str], name: str, where: str) -> tuple[int, int]:
    """Indices of the ``name`` block's BEGIN and END lines in `lines`. ValueError naming
    `where` without exactly one such block."""
    begins = [i for i, line in enumerate(lines) if line.startswith(BEGIN.format(name=name))]
    ends = [i for i, line in enumerate(lines) if line == END.format(name=name)]
    if len(begins) != 1 or len(ends) != 1 or ends[0] < begins[0]:
        raise ValueError(
            f"{where}: needs exactly one block from a line starting "
            f"'{BEGIN.format(name=name)}' to a line '{END.format(name=name)}' (found "
            f"{len(begins)} and {len(ends)}); put the two lines where the summary belongs")
    return begins[0], ends[0]


def replace_summary(text: str, block: str, name: str, where: str) -> str:
    """`text` with its ``name`` summary block (from the BEGIN line to the END line, both
    included) replaced by `block` (ValueError as `_block_lines`)."""
    lines = text.split("\n")
    begin, end = _block_lines(lines, name, where)
    return "\n".join([*lines[:begin], block, *lines[end + 1:]])


def summary_in(path: Path, name: str) -> str:
    """The current ``name`` summary block of the file `path`, marker lines included
    (ValueError as `_block_lines`)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    begin, end = _block_lines(lines, name, str(path))
    return "\n".join(lines[begin:end + 1])
