"""A table's results in brief, for its page ``results/<table>/README.md`` (what the table
shows, linked from the overview ``results/README.md``): its systems and its comparisons with
their verdicts, rendered from the stored results exactly as ``<out>/<table>.md`` computes
them (``experiments/report/``), between two marker lines.

The page's prose says what the numbers mean; the numbers themselves are written here, so
that a result file and its page cannot disagree: ``experiments/run_table.py <table>
--report-only --readme results/<table>/README.md`` rewrites the block, and ``--check`` fails
when it differs from what the results make. README.md's Results in brief and the overview's
seed queue come from the same results (`main`).
"""

from __future__ import annotations

import dataclasses
import textwrap
from dataclasses import dataclass
from pathlib import Path

from experiments import stats
from experiments.context import Context, load_runs, rel
from experiments.report import (
    FAILED,
    claim_keys,
    claim_powers,
    failed_pair,
    failed_rows,
    fmt_mean,
    group_bleu,
    group_sets,
    markdown_head,
    markdown_row,
    matched_budget,
    n_seeds,
    paper_delta,
    project_seed_sd,
    row_gates,
    row_plateau,
    table_claims,
    train_seconds,
)
from experiments.tables import TABLES

BEGIN = "<!-- BEGIN {name} summary"
END = "<!-- END {name} summary -->"

#: The results overview: the seed queue and the evidence queue (experiments/evidence.py).
OVERVIEW_FILE = "results/README.md"


def summary_file(name: str) -> str:
    """The page that holds table `name`'s summary block, where it has one
    (tests/project/test_readme_summary.py checks the committed blocks)."""
    return f"results/{name}/README.md"


def _plateau_cell(rr: list[dict]) -> str:
    found = row_plateau(rr)
    if found is None or isinstance(found, str):
        return found or "-"
    return f"{fmt_mean(list(found.bleu_slopes), signed=True)}: {found.rule}"


def _power_cells(power) -> list[str]:
    """The detectable effect at the claim's seeds and the seeds at which it would be decided."""
    if power is None or power.mde is None:
        return ["-", "-"]
    needed = "decided" if power.decided else "-" if power.needed is None else str(
        power.needed) + ("" if power.decidable else f" ({stats.NOT_DECIDABLE})")
    return [f"{power.mde:.2f} ({n_seeds(power.n)}, sd {power.sd:.2f})", needed]


def _p_cell(claim) -> str:
    """The Holm-adjusted p of a primary claim's direction test, then its size test's
    (``0.962 / 0.045``; ``-`` for a claim without a paper number), a secondary claim's own;
    ``-`` with one seed (no interval over seeds)."""
    if claim.adjusted_p is None:
        return "-"
    size = "-" if claim.adjusted_size_p is None else f"{claim.adjusted_size_p:.3f}"
    return f"{claim.adjusted_p:.3f} / {size}" + ("" if claim.primary else " (secondary)")


def render_summary(ctx: Context) -> str:
    """The block (marker lines included): one line per system (seeds, BLEU mean ± sd per
    test set, or per group of directions for a multilingual table, whose claims are on the
    groups' means; parameters, the plateau rule where the table follows the protocol), then
    one line per comparison and test set (mean difference over seeds, 95% t-interval, p, verdict,
    the paper's difference as context)."""
    table = ctx.table
    runs = load_runs(ctx)
    gates = row_gates(table, runs)
    failed = failed_rows(gates)
    claims = table_claims(ctx, runs, failed)
    powers = claim_powers(ctx, runs, claims, failed, project_seed_sd(ctx))
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
             f"{table.name} --report-only --readme {summary_file(table.name)}` from "
             f"{rel(ctx.out / table.name)}/; "
             "not edited by hand -->", ""]
    if matched_budget(runs, table):
        lines += ["Matched budget: the baseline is not on its plateau, so the comparisons "
                  "are between models trained for the same steps.", ""]
    header = ["system", "seeds", *(f"BLEU {t}" for t in tests), "params"]
    if table.plateau_rule:
        header.append("val BLEU slope per 1,000 steps, last validations (plateau rule)")
    lines += markdown_head(header)
    for row in table.rows:
        rr = list(runs.get(row.id, {}).values())
        label = row.label + (" **(baseline)**" if row.id == table.baseline else "") + (
            f" **{FAILED}**" if row.id in failed else "")
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
              "95% t-interval over seeds",
              "p: direction / size test (Holm-adjusted; secondary: its own)",
              "verdict", "detectable effect", "seeds per row to decide", "paper"]
    lines += ["", *markdown_head(header)]
    for row in table.rows:
        for other_id, expect in row.comparisons(table.baseline):
            paper = paper_delta(table, row.id, other_id)
            name = f"{row.label} vs {table.row(other_id).label}"
            if expect and row.id in runs and other_id in runs and row.id != table.baseline \
                    and failed_pair(table, gates, row.id, other_id):
                lines.append(markdown_row([name, "all", "-", "-", "-", FAILED, "-", "-",
                                           "-" if paper is None else f"{paper:+.1f}"]))
                continue
            for test in tests:
                claim = claims.get((row.id, other_id, test))
                if claim is None or not expect:
                    continue
                iv = claim.interval
                interval = "-" if iv.low is None else f"[{iv.low:+.2f}, {iv.high:+.2f}]"
                power = powers.get((row.id, other_id, test))
                lines.append(markdown_row([name, test, f"{iv.mean:+.2f} ({n_seeds(iv.n)})",
                                           interval, _p_cell(claim), claim.verdict,
                                           *_power_cells(power),
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


# --------------------------------------------------------------------------- across tables
#: The tables of README.md's "Results in brief" and of the seed queue: the live tables at
#: their protocols that have claims to decide, in the order the README gives them.
BRIEF_TABLES = ("mute-table2", "aggregation-table1", "densenmt-table2", "mimo-table1",
                "composition-table")
BRIEF = "results-in-brief"
QUEUE = "seed-queue"
#: Where each block lives (tests/project/test_readme_summary.py checks both).
BRIEF_FILE, QUEUE_FILE = "README.md", OVERVIEW_FILE


@dataclass
class _Table:
    """One table's stored runs, gates, claims and what its seeds can decide."""

    ctx: Context
    runs: dict
    gates: dict
    claims: dict
    powers: dict

    @classmethod
    def load(cls, ctx: Context) -> _Table:
        runs = load_runs(ctx)
        gates = row_gates(ctx.table, runs)
        failed = failed_rows(gates)
        claims = table_claims(ctx, runs, failed)
        return cls(ctx, runs, gates, claims,
                   claim_powers(ctx, runs, claims, failed, project_seed_sd(ctx)))

    def primary(self) -> list[tuple[str, str, str]]:
        """The claims the table is built to decide ``(row, other, expect)`` whose rows have
        both run, in the table's order."""
        table = self.ctx.table
        return [(row.id, other, expect) for row in table.rows
                for other, expect in row.comparisons(table.baseline)
                if expect and table.is_primary(row.id, other) and row.id in self.runs
                and other in self.runs and row.id != table.baseline]


def _tables(ctx: Context) -> list[_Table]:
    return [_Table.load(dataclasses.replace(ctx, table=TABLES[name])) for name in BRIEF_TABLES]


def _short(test: str) -> str:
    """``test_2016_flickr en->xx`` -> ``2016 en->xx``."""
    return test.replace("test_", "").replace("_flickr", "")


def _effect_cell(table, row_id: str, other_id: str) -> str:
    found = table.paper_effect(row_id, other_id)
    if found is None:
        return "none (no paper)" if table.name == "composition-table" else "no number in our copy"
    value, how = found
    return f"{value:+.2f}" + ("" if how == "the paper's table" else
                              " (up to)" if how.startswith("up to") else " (at least)")


def _rules_out(claims: list) -> str:
    """What an inconclusive or ruled-out claim's seeds rule out: the far end of the 95%
    interval of the per-seed differences in the paper's direction, e.g. ``rules out a gain
    above +0.54 (2016) / +0.12 (2017)``. Empty when no such claim has an interval."""
    ends = []
    for c in claims:
        iv = c.interval
        if c.verdict not in (stats.INCONCLUSIVE, stats.RULED_OUT) or iv is None \
                or iv.high is None \
                or c.expect not in ("+", "-"):
            continue
        end = iv.high if c.expect == "+" else iv.low
        ends.append(f"{end:+.2f} ({_short(c.test)})")
    if not ends:
        return ""
    word = "a gain above" if claims[0].expect == "+" else "a drop below"
    return f"; the 95% interval rules out {word} " + " / ".join(ends)


def _verdict_cell(claims: list, powers: list) -> str:
    """The verdicts with the Holm-adjusted p of each test set's tests, what the 95%
    intervals rule out, and, for a claim not decided on every test set, the seeds per row at
    which it would be (`stats.seeds_to_decide`): on every undecided test set more than
    MAX_SEEDS, ``not decidable at this scale``; on some, those test sets are named so."""
    verdicts = list(dict.fromkeys(c.verdict for c in claims))
    text = " / ".join(verdicts)
    tested = [c for c in claims if c.adjusted_p is not None]
    if tested:
        text += " (Holm p, direction / size: " + "; ".join(
            f"{_p_cell(c)} ({_short(c.test)})" for c in tested) + ")"
    text += _rules_out(claims)
    open_ = {stats.INCONCLUSIVE, stats.ONE_SEED}
    sized = [(c, p.needed) for c, p in zip(claims, powers, strict=True)
             if p is not None and p.needed is not None and c.verdict in open_]
    if not sized:
        return text
    needed = [n for _, n in sized]
    worst = max(needed)
    if min(needed) > stats.MAX_SEEDS:
        return text + (f"; {stats.NOT_DECIDABLE} (decided at about "
                       + (f"{min(needed)}-{worst}" if min(needed) != worst else f"{worst}")
                       + " seeds per row)")
    text += f"; decided at about {'/'.join(map(str, needed))} seeds per row"
    beyond = [_short(c.test) for c, n in sized if n > stats.MAX_SEEDS]
    if beyond:
        text += f" ({stats.NOT_DECIDABLE} on {' / '.join(beyond)})"
    return text


def render_brief(ctx: Context) -> str:
    """README.md's "Results in brief" table: one line per primary claim of each table of
    BRIEF_TABLES (per group of directions for a multilingual table), with the paper's
    effect, our per-seed differences on each test set (mean ± sd, n), the detectable effect
    at those seeds and the verdict, or ``failed baseline: no claim``."""
    lines = [f"{BEGIN.format(name=BRIEF)}: written by `python -m experiments.summary` from "
             "the results/ of every table below; not edited by hand -->", "",
             *markdown_head(["table", "claim", "paper's effect",
                             "ours: per-seed difference, mean ± sd (n seeds)",
                             "detectable effect at n", "verdict"])]
    for t in _tables(ctx):
        table = t.ctx.table
        link = f"[{table.name}](results/{table.name}.md)" + (
            " (matched budget)" if matched_budget(t.runs, table) else "")
        keys = claim_keys(t.ctx, t.runs)
        splits = list(dict.fromkeys(k.split(" ")[0] for k in keys))
        groups = list(dict.fromkeys(k.split(" ", 1)[1] for k in keys)) if table.multilingual \
            else [""]
        for row_id, other_id, expect in t.primary():
            words = {"+": ">", "-": "<", "=": "="}[expect]
            base = f"{table.row(row_id).label} {words} {table.row(other_id).label}"
            effect = _effect_cell(table, row_id, other_id)
            if failed_pair(table, t.gates, row_id, other_id):
                named = ", ".join(f"`{r}`" for r in (row_id, other_id) if t.gates[r].failed)
                lines.append(markdown_row([link, base, effect, "-", "-",
                                           f"{FAILED} ({named} did not train: see the report)"]))
                continue
            for group in groups:
                tests = [f"{s} {group}".strip() for s in splits]
                found = [t.claims[k] for s in tests if (k := (row_id, other_id, s)) in t.claims]
                if not found:
                    continue
                powers = [t.powers.get((c.row, c.other, c.test)) for c in found]
                ours = " / ".join(
                    f"{_short(c.test)}: {c.interval.mean:+.2f}"
                    + (f" ± {c.interval.sd:.2f}" if c.interval.sd is not None else "")
                    for c in found) + f" ({found[0].interval.n})"
                mde = " / ".join("-" if p is None or p.mde is None else f"{p.mde:.2f}"
                                 for p in powers)
                name = base + (f", {group}" if group else "")
                lines.append(markdown_row([link, name, effect, ours, mde,
                                           _verdict_cell(found, powers)]))
    lines += ["", END.format(name=BRIEF)]
    return "\n".join(lines)


def row_identity(table, row_id: str) -> str:
    """The training a row's seeds are: its own table's, or the table it is trained in
    (``<table>/<row>``; experiments/evidence.py names its queued runs the same way)."""
    row = table.row(row_id)
    return f"{row.trained_in}/{row.shared_id}" if row.trained_in else f"{table.name}/{row_id}"


def pending_seeds(ctx: Context) -> tuple[list[stats.Pending], dict[str, float], list[str]]:
    """The undecided primary claims of BRIEF_TABLES that a paper number and a seed sd can
    size, as
    `stats.Pending` (one per claim and test key; its rows: the two rows and the rows they
    start from, `Row.warm_start_from`, each with its seeds), the measured training hours a
    seed of each row takes (mean over its runs), and the claims left out, with why."""
    claims, hours, left_out = [], {}, []
    for t in _tables(ctx):
        table = t.ctx.table
        for row_id, other_id, _ in t.primary():
            name = f"{table.name}: {table.row(row_id).label} vs {table.row(other_id).label}"
            if failed_pair(table, t.gates, row_id, other_id):
                left_out.append(f"{name}: {FAILED}")
                continue
            rows = [row_id, other_id]
            rows += [s for r in rows if (s := table.row(r).warm_start_from)]
            for r in rows:
                secs = [s for run in t.runs.get(r, {}).values() if (s := train_seconds(run))]
                if secs:
                    hours[row_identity(table, r)] = sum(secs) / len(secs) / 3600
            for key in claim_keys(t.ctx, t.runs):
                power = t.powers.get((row_id, other_id, key))
                found = t.claims.get((row_id, other_id, key))
                if found is not None and found.verdict not in (stats.INCONCLUSIVE,
                                                               stats.ONE_SEED):
                    left_out.append(f"{name}, {_short(key)}: decided ({found.verdict})")
                    continue
                if power is None or power.needed is None:
                    why = ("no paper number" if table.paper_effect(row_id, other_id) is None
                           else "no seed sd")
                    if f"{name}: {why}" not in left_out:
                        left_out.append(f"{name}: {why}")
                    continue
                claims.append(stats.Pending(
                    f"{name}, {_short(key)}",
                    {row_identity(table, r): len(t.runs.get(r, {})) for r in rows},
                    power.needed))
    return claims, hours, left_out


def render_queue(ctx: Context) -> str:
    """The seed queue (results/README.md): the pending seeds ordered by what becomes
    decidable per hour of compute (`stats.seed_queue`), then the claims that are not."""
    claims, hours, left_out = pending_seeds(ctx)
    order = stats.seed_queue(claims, hours)
    lines = [f"{BEGIN.format(name=QUEUE)}: written by `python -m experiments.summary` from "
             "the results/ of the tables of README.md's Results in brief; not edited by "
             "hand -->", "",
             *markdown_head(["order", "claim, test set", "seeds per row it needs",
                             "seeds to train (row: seeds)", "hours (measured, 2-core CPU)",
                             "hours so far"])]
    total = 0.0
    for i, (claim, add, cost) in enumerate(order, 1):
        total += cost
        seeds = ", ".join(f"`{row}` +{k} ({hours[row] * 60:.0f} min each)"
                          for row, k in add.items()) or "none: it has them"
        lines.append(markdown_row([str(i), claim.name, str(claim.needed), seeds,
                                   f"{cost:.1f}", f"{total:.1f}"]))
    beyond = [c for c in claims if c.needed > stats.MAX_SEEDS]
    lines += ["", f"**{stats.NOT_DECIDABLE}** (decided at more than "
              f"{stats.MAX_SEEDS} seeds per row; not queued): "
              + ("; ".join(f"{c.name} ({c.needed})" for c in beyond) or "none") + ".",
              "", "Not queued (decided, or not sized): " + ("; ".join(left_out) or "none") + ".",
              "", END.format(name=QUEUE)]
    return "\n".join(lines)


#: README.md's figure of the claims (written with the blocks, by `main`), and its x range.
CLAIMS_FIGURE = "results/claims.png"
CLAIMS_RANGE = (-4.0, 7.0)
_VERDICT_COLOURS = {stats.REPRODUCED: "tab:green", stats.SMALLER: "tab:olive",
                    stats.RULED_OUT: "tab:red", stats.REVERSED: "tab:purple",
                    stats.CONTRADICTED: "tab:purple", stats.INCONCLUSIVE: "tab:gray",
                    stats.ONE_SEED: "silver"}


def claim_points(ctx: Context) -> list[dict]:
    """One entry per primary claim and test set of BRIEF_TABLES whose rows both ran and
    trained: its label, the mean difference, the 95% interval (None with one seed), the
    paper's effect (None: no number) and the verdict."""
    points = []
    for t in _tables(ctx):
        table = t.ctx.table
        for row_id, other_id, expect in t.primary():
            if failed_pair(table, t.gates, row_id, other_id):
                continue
            found = table.paper_effect(row_id, other_id)
            words = {"+": ">", "-": "<", "=": "="}[expect]
            for key in claim_keys(t.ctx, t.runs):
                claim = t.claims.get((row_id, other_id, key))
                if claim is None:
                    continue
                iv = claim.interval
                claim_words = textwrap.shorten(f"{table.row(row_id).label} {words} "
                                               f"{table.row(other_id).label}", 60,
                                               placeholder="...")
                points.append({
                    "label": f"{table.name}: {claim_words}, {_short(key)} ({n_seeds(iv.n)})",
                    "mean": iv.mean, "interval": None if iv.low is None else (iv.low, iv.high),
                    "paper": found[0] if found else None, "verdict": claim.verdict})
    return points


def write_claims_figure(points: list[dict], path: Path) -> Path:
    """Draw `points` (`claim_points`) as a forest plot: per claim and test set its mean
    difference and 95% interval over seeds (a dot alone with one seed), coloured by verdict,
    against 0 (dashed) and the paper's effect (a diamond); written atomically to `path`."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    height = 0.3 * len(points) + 1.8
    fig, ax = plt.subplots(figsize=(13, height))
    low, high = CLAIMS_RANGE
    for y, point in enumerate(reversed(points)):
        colour = _VERDICT_COLOURS[point["verdict"]]
        if point["interval"] is not None:
            start, end = point["interval"]
            ax.plot([max(start, low), min(end, high)], [y, y], color=colour, linewidth=2.2)
            # an interval wider than the axis: an arrow where it goes on
            if start < low:
                ax.plot([low], [y], "<", color=colour, markersize=6)
            if end > high:
                ax.plot([high], [y], ">", color=colour, markersize=6)
        ax.plot([point["mean"]], [y], "o", color=colour, markersize=5)
        if point["paper"] is not None:
            ax.plot([point["paper"]], [y], "D", markerfacecolor="none", markeredgecolor="black",
                    markersize=6)
    ax.axvline(0.0, color="black", linestyle="--", linewidth=0.8)
    ax.set_xlim(low - 0.3, high + 0.3)
    ax.set_yticks(range(len(points)))
    ax.set_yticklabels([p["label"] for p in reversed(points)], fontsize=7)
    ax.set_xlabel("BLEU difference (row - the row it is compared with): mean and 95% "
                  "t-interval over seeds (arrows: the interval goes on)")
    handles = [plt.Line2D([], [], color=c, linewidth=2.2, marker="o", label=w)
               for w, c in _VERDICT_COLOURS.items()
               if any(p["verdict"] == w for p in points)]
    handles.append(plt.Line2D([], [], linestyle="none", marker="D", markerfacecolor="none",
                              markeredgecolor="black", label="the paper's effect"))
    ax.legend(handles=handles, fontsize=7, loc="lower right")
    ax.set_title("The claims of README's Results in brief (Multi30k, small CPU scale)",
                 fontsize=9)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.partial")
    fig.savefig(partial, format="png", dpi=110, metadata={"Software": None},
                bbox_inches="tight")
    plt.close(fig)
    partial.replace(path)
    return path


def _write_or_check(path: Path, name: str, block: str, check: bool) -> int:
    text = path.read_text(encoding="utf-8")
    if check:
        if summary_in(path, name) == block:
            return 0
        print(f"{path}: the {name} block differs from what the results make")
        return 1
    path.write_text(replace_summary(text, block, name, str(path)), encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    """``python -m experiments.summary [--check]``: rewrite (or check) README.md's Results
    in brief and results/README.md's seed queue from the stored results, and draw
    results/claims.png (with --check: only that it exists)."""
    import argparse

    from experiments.context import DEFAULT_DATA, REPO

    parser = argparse.ArgumentParser(prog="python -m experiments.summary",
                                     description=main.__doc__)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 unless both blocks are what the results make")
    parser.add_argument("--root", type=Path, default=REPO, help="repository root")
    args = parser.parse_args(argv)
    ctx = Context(table=TABLES[BRIEF_TABLES[0]], scale="small", data_dir=REPO / DEFAULT_DATA,
                  out=args.root / "results", work=REPO / "work" / "runs", seeds=[None])
    status = _write_or_check(args.root / BRIEF_FILE, BRIEF, render_brief(ctx), args.check)
    status = max(status, _write_or_check(args.root / QUEUE_FILE, QUEUE, render_queue(ctx),
                                         args.check))
    figure = args.root / CLAIMS_FIGURE
    if not args.check:
        write_claims_figure(claim_points(ctx), figure)
    elif not figure.is_file():
        print(f"{figure}: missing (python -m experiments.summary writes it)")
        status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
