"""The results file ``<out>/<table>.md``: systems, the comparison with the paper, commands.

Written from every result file present (all stored seeds), so ``--report-only`` rewrites
it identically from the same results: no clock, no randomness (sacrebleu's bootstrap uses
its fixed seed). The statistics (paired bootstrap per seed, t-interval over seeds, Holm,
verdict words) are those of ``experiments/stats.py``.

`render_report` puts the sections together; each part is rendered by its own module:
``text`` (number and markdown formatting), ``runs`` (a run's commit, conditions, resumed
pieces and device), ``gates`` (baselines that train), ``claims`` (comparisons and verdict
text), ``power`` (what the seeds can decide), ``curves`` (plateau rule, per-layer
diagnostics), ``systems`` (the systems table of a single-pair table), ``groups`` and
``multi`` (multilingual tables: groups of directions, their systems table and comparisons).
Every name is importable from ``experiments.report`` as before the split.
"""

from __future__ import annotations

from pathlib import Path

from experiments import stats
from experiments.context import Context, load_runs, other_scale_runs, write_replacing
from experiments.report.claims import (
    _BOOTSTRAPS,
    _bootstrap,
    _failed_comparison_lines,
    _pair_comparison_lines,
    _seed_deltas,
    claim_part,
    claim_sentence,
    group_differences,
    paper_delta,
    run_comparisons,
    seed_differences,
    table_claims,
    test_words,
    verdict_counts,
)
from experiments.report.curves import (
    PLATEAU_RULE,
    _diagnostic_cells,
    _diagnostics_lines,
    _per_layer,
    _plateau_lines,
    baseline_plateau,
    matched_budget,
    row_plateau,
    run_val_bleu,
    run_val_loss,
)
from experiments.report.gates import (
    _REFERENCE_RATIOS,
    DISTINCT_SHARE,
    FAILED,
    Gate,
    _distinct_gate,
    _gate_lines,
    _reference_ratio,
    _sibling_gate,
    distinct_ratio,
    failed_pair,
    failed_rows,
    row_gates,
    train_loss,
)
from experiments.report.groups import (
    _fmt_share,
    _group_off_target,
    _groups,
    direction_group,
    group_bleu,
    group_key,
    group_sets,
)
from experiments.report.multi import _multi_comparison_lines, _multi_score_lines, group_sentence
from experiments.report.power import (
    Power,
    _power_lines,
    claim_keys,
    claim_powers,
    project_seed_sd,
    row_bleu,
)
from experiments.report.runs import (
    DIFFERENT_DRAW,
    _at_steps,
    _device_lines,
    _resumption_lines,
    fmt_commit,
    fmt_conditions,
    fmt_git,
    has_killed_piece,
    hyps_of,
    resumption,
    run_devices,
    train_seconds,
)
from experiments.report.systems import (
    _baseline_p,
    _checkpoint_cell,
    _label,
    _pair_score_lines,
    _run_cells,
    _system_lines,
)
from experiments.report.text import (
    CLAIM_WORDS,
    RUN_HEADER,
    VERDICT_ORDER,
    fmt_duration,
    fmt_mean,
    fmt_p,
    markdown_head,
    markdown_row,
    n_seeds,
)

#: Every name of the single module this package was split from (experiments/report.py), so
#: that callers and tests keep importing them from ``experiments.report``.
__all__ = [
    "CLAIM_WORDS", "DIFFERENT_DRAW", "DISTINCT_SHARE", "FAILED", "Gate", "MATCHED_BUDGET",
    "METHOD", "PLATEAU_RULE", "Power", "RUN_HEADER", "VERDICT_ORDER", "_BOOTSTRAPS",
    "_REFERENCE_RATIOS", "_at_steps", "_baseline_p", "_bootstrap", "_checkpoint_cell",
    "_device_lines", "_diagnostic_cells", "_diagnostics_lines", "_distinct_gate",
    "_failed_comparison_lines", "_fmt_share", "_gate_lines", "_group_off_target", "_groups",
    "_label", "_multi_comparison_lines", "_multi_score_lines", "_pair_comparison_lines",
    "_pair_score_lines", "_per_layer", "_plateau_lines", "_power_lines", "_reference_ratio",
    "_resumption_lines", "_run_cells", "_seed_deltas", "_sibling_gate", "_system_lines",
    "_unit_speed_lines", "baseline_plateau", "claim_keys", "claim_part", "claim_powers",
    "claim_sentence", "direction_group", "distinct_ratio", "failed_pair", "failed_rows",
    "fmt_commit", "fmt_conditions", "fmt_duration", "fmt_git", "fmt_mean", "fmt_p",
    "group_bleu", "group_differences", "group_key", "group_sentence", "group_sets",
    "has_killed_piece", "hyps_of", "markdown_head", "markdown_row", "matched_budget",
    "n_seeds", "paper_delta", "project_seed_sd", "render_report", "report_path", "resumption",
    "row_bleu", "row_gates", "row_plateau", "run_comparisons", "run_devices", "run_val_bleu",
    "run_val_loss", "seed_differences", "table_claims", "test_words", "train_loss",
    "train_seconds", "verdict_counts", "write_report",
]


METHOD = (
    "Per test set: our BLEU difference (row minus the row it is compared with), the mean over "
    "the seeds both rows have; p: sacrebleu's paired bootstrap per seed; over two or more "
    "seeds, the sd of the per-seed differences, their paired t 95% interval and two one-sided "
    "t-tests: the direction test (H0: no gain in the paper's direction) and, where the paper "
    "gives a number, the size test (H0: a gain at least the paper's). Both tests of every "
    "primary claim x test set with two or more seeds form this table's Holm family ({m}; "
    "family-wise error 0.05). Verdict: **reproduced at this scale** when the direction "
    "test rejects and the size test does not; **smaller than the paper's at this scale** when "
    "both reject; **ruled out at this scale** when the size test rejects and the direction "
    "test does not (the paper's effect lies beyond the interval's far end); **reversed at "
    "this scale** when the mirror of the direction test (a difference of the other sign), "
    "Holm-adjusted in its place, rejects; **inconclusive** when neither rejects; with one "
    "seed always **inconclusive (1 seed)**. A claim of no clear difference keeps the "
    "two-sided test (**contradicted at this scale** when it rejects). The size test tests "
    "the paper's claim as stated on this setup: our data, model size and steps differ from "
    "the paper's, so every decided verdict holds at this scale (docs/protocol.md, Verdicts)."
)


#: Appended to the title of a table whose baseline is not on its plateau (`matched_budget`).
MATCHED_BUDGET = " (matched budget: the baseline is not on its plateau)"


def _unit_speed_lines(ctx: Context) -> list[str]:
    """MUTE Figure 2(b) for a table drawing the `units` figure: the section read from the
    bench record ``<out>/<table>-speed/bench.json`` (`bench/run_bench.py --rows
    mute-units`), nothing while there is none."""
    if "units" not in ctx.table.figures:
        return []
    from experiments import unit_speed

    record = unit_speed.load_speed(ctx.out, ctx.table.name)
    return [] if record is None else unit_speed.section_lines(record, ctx.table.name)


def write_report(ctx: Context, current: dict[tuple[str, str], list[str]] | None = None) -> Path:
    """Write `<out>/<table>.md` (`render_report`) and return its path."""
    path = report_path(ctx)
    path.parent.mkdir(parents=True, exist_ok=True)
    return write_replacing(path, render_report(ctx, current))


def report_path(ctx: Context) -> Path:
    return ctx.out / f"{ctx.table.name}.md"


def render_report(ctx: Context, current: dict[tuple[str, str], list[str]] | None = None) -> str:
    """The text of `<out>/<table>.md` from every result file present.

    `current`: today's key (training command) per (row id, seed key); results produced by
    another command are marked stale. Never for an archived table (its results were trained
    under recipes that have since changed): `current` is ignored.
    """
    table = ctx.table
    runs = load_runs(ctx)
    gates = row_gates(table, runs)
    failed = failed_rows(gates)
    claims = table_claims(ctx, runs, failed)
    project = project_seed_sd(ctx)
    powers = claim_powers(ctx, runs, claims, failed, project)
    current = {} if table.archived else (current or {})
    stale = {row_id for row_id, rs in runs.items() for key, run in rs.items()
             if (row_id, key) in current and run.get("key") != current[(row_id, key)]}
    lines = [f"# {table.title}{MATCHED_BUDGET if matched_budget(runs, table) else ''}", ""]
    if matched_budget(runs, table):
        lines += [f"**Matched budget**: by the plateau rule (section \"Plateau rule\") the "
                  f"baseline `{table.baseline}` is {baseline_plateau(runs, table).rule}, so "
                  "every comparison below is between models trained for the same steps, not "
                  "between converged ones.", ""]
    if table.archived:
        lines += ["**Archived** (not trained again: this report is rewritten from the results "
                  f"kept, and no row is marked stale): {table.archived}.", ""]
    if ctx.scale == "smoke":
        lines += ["**SCALE=smoke**: a data subset, a tiny model and a few steps. These numbers "
                  "test the pipeline only and say nothing about the paper's claims.", ""]
    first = next((r for rs in runs.values() for r in rs.values()), None)
    selection = table.valid_label or table.valid_direction
    data = (f"Multilingual data `{table.pair}`, directions {', '.join(table.directions)} "
            f"(model selection on {selection})" if table.multilingual
            else f"Pair {table.pair}")
    seed_keys = sorted({key for rs in runs.values() for key in rs}) or [
        ctx.seed_key(s) for s in ctx.seeds]
    lines += [f"{data}; scale `{ctx.scale}`; seeds: {', '.join(seed_keys)} (`default`: the "
              f"recipe's; rows trained with several seeds show mean ± sd, their differences "
              f"are means over the seeds both rows have); baseline: `{table.baseline}`. "
              "Checkpoint chosen by validation BLEU (beam search on the validation set, or "
              "the training's own validation BLEU where the recipe asks for `valid_metrics: "
              "[BLEU]`, marked valid_metrics); beam 4, `-length_penalty wu -alpha 0.6`; "
              "sacrebleu on detokenised output; p: paired bootstrap resampling "
              f"({ctx.bootstrap} resamples) against the baseline, per seed.", ""]
    if first:
        test = next(iter(first["tests"].values()), None)
        if test:
            lines += [f"BLEU: `{test['bleu_signature']}`  ", f"chrF: `{test['chrf_signature']}`",
                      ""]
    score_lines = _multi_score_lines if table.multilingual else _pair_score_lines
    lines += score_lines(ctx, runs, stale, claims, failed)
    for source in dict.fromkeys(r.warm_start_from for r in table.rows if r.warm_start_from):
        started = ", ".join(f"`{r.id}`" for r in table.rows if r.warm_start_from == source)
        lines += ["", f"{started} start from the checkpoint selected for `{source}` "
                  "(`-warm_start_from`, see the commands): their train time and tok/s are "
                  "those of the continued training only."]
    shared = [row for row in table.rows if any(
        run.get("trained_in_dir") for run in runs.get(row.id, {}).values())]
    for other in dict.fromkeys(row.trained_in for row in shared):
        for copied in (False, True):
            named = ", ".join(f"`{row.id}`" for row in shared if row.trained_in == other and any(
                bool(run.get("evaluated_in_dir")) == copied
                for run in runs.get(row.id, {}).values()))
            if not named:
                continue
            done_where = ("translated and scored there with the same test sets and decoding; "
                          "their translations and scores are copied here" if copied
                          else "translated and scored here")
            lines += ["", f"{named}: the models of the same rows of `{other}` (the same "
                      f"training command; see the commands), trained once for both tables, "
                      f"{done_where}."]
    if stale:
        lines += ["", "(stale): produced by a command that differs from the row's current one "
                  "(recipe, flags or scale changed); the next run of the table re-runs it."]
    if left_out := other_scale_runs(ctx):
        named = ", ".join(f"`{row_id}` {key} ({scale})" for row_id, key, scale in left_out)
        lines += ["", f"Left out of this report, trained at another scale than `{ctx.scale}` "
                  f"(their test sets are other subsets): {named}."]
    lines += ["", "translate tok/s: target tokens per second of beam search on the first test "
              "set, without start-up and model loading (OpenNMT `-report_time`); train tgt "
              "tok/s: target tokens of the training's report intervals over their summed time "
              "(the metrics file; runs before it: mean over the log's intervals); train time: "
              "wall time, summed over the pieces of a resumed training (unknown, and left out "
              "of the mean, when a piece's process was killed before it recorded its time) "
              "(training threads `OMP_NUM_THREADS`, mean 1-minute load average during "
              "training / CPU cores: a load above the threads means other jobs shared the "
              "CPU, so times and tok/s are comparable only between rows trained under similar "
              "load; `make bench` gives controlled speed ratios; a resumed training lists "
              "its pieces, each with the step it started from, its threads, load and the "
              "tok/s of the steps it trained: a stopped run is resumed at the step of its "
              "last checkpoint with `-train_from`, which restores the step, the optimiser and "
              "the learning-rate schedule, and, resumed exactly, the data position and "
              "random states: see Resumed runs); commit: the code that trained the row, every "
              "piece's for a resumed training (`+dirty`: with uncommitted changes; `-`: not "
              "recorded).", ""]
    family = stats.family_size(list(claims.values()))
    method = METHOD.format(m=f"{family} test" + ("" if family == 1 else "s"))
    if table.primary_claims:
        named = "; ".join(f"{table.row(r).label} vs {table.row(o).label}"
                          for r, o in table.primary_claims)
        where = ("on each group's mean BLEU (en->xx, xx->en, zero-shot) of every test set"
                 if table.multilingual else "on every test set")
        method += (f" The Holm family is this table's primary claims {where} ({named});"
                   " the other comparisons are secondary: their verdicts use their own p-values"
                   " (marked so).")
        if table.multilingual:
            method += (" A group's difference is, per seed, the mean over its directions of "
                       "the per-direction differences; the per-direction comparisons are "
                       "secondary.")
    lines += _device_lines(runs, table)
    lines += _resumption_lines(runs, table)
    lines += _gate_lines(table, runs, gates)
    if table.plateau_rule:
        lines += _plateau_lines(runs, table)
    lines += _diagnostics_lines(runs, table)
    lines += _power_lines(ctx, runs, claims, powers, project)
    lines += ["## Comparison with the paper", "", f"Paper: {table.claim}", "", method, ""]
    comparison_lines = (_multi_comparison_lines if table.multilingual
                        else _pair_comparison_lines)
    lines += comparison_lines(ctx, runs, claims, powers)
    lines += _failed_comparison_lines(ctx, runs, gates)
    if table.baseline not in runs:
        lines.append(f"* The baseline `{table.baseline}` has not been run: no comparison.")
    lines.append("")
    lines += _unit_speed_lines(ctx)
    figures_dir = ctx.out / table.name / "figures"
    if figures_dir.is_dir():
        lines += ["## Figures", ""]
        for png in sorted(figures_dir.glob("*.png")):
            lines.append(f"![{png.stem}]({table.name}/figures/{png.name})")
        lines.append("")
    lines += ["## Commands", "",
              "Run from the repository root. Translations and scores were computed inside "
              "`experiments/run_table.py` with exactly these arguments.", ""]
    for row in table.rows:
        for key, run in runs.get(row.id, {}).items():
            lines += [f"### {row.id} ({key})", "", "```"] + run["commands"] + ["```", ""]
    return "\n".join(lines)
