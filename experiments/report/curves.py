"""Validation curves: the plateau rule per row (section "Plateau rule") and the
per-layer diagnostics (unit weights, AutoShuffle) read from the stored metrics."""

from __future__ import annotations

import math
from pathlib import Path

from experiments import stats
from experiments.context import REPO, step_of
from experiments.logs import at_or_before, aux_curve, diagnostic_curve, stored_records
from experiments.report.text import fmt_mean, markdown_head, markdown_row
from experiments.tables import Table


def run_val_bleu(run: dict) -> dict[int, float]:
    """{step: val BLEU} of a run's saved checkpoints (averaged checkpoints left out)."""
    by_step = {step_of(Path(ckpt)): bleu for ckpt, bleu in run["val_bleu"].items()}
    return {step: bleu for step, bleu in sorted(by_step.items()) if step >= 0}


def run_val_loss(run: dict) -> dict[int, float] | None:
    """{step: validation cross-entropy} (nats a token, ln of the val perplexity) of a run's
    validations, from the metrics file stored beside its translations; None when none was
    stored."""
    loss = {}
    for r in stored_records(run, REPO):
        if r.get("kind") != "valid":
            continue
        if r.get("xent") is not None:
            loss[r["step"]] = r["xent"]
        elif r.get("ppl"):
            loss[r["step"]] = math.log(r["ppl"])
    return loss or None


def row_plateau(rr: list[dict]) -> stats.Plateau | str | None:
    """The plateau rule (`stats.plateau`) over a row's runs `rr` (one per seed): the
    least-squares slopes of val BLEU and of the val loss through the last validations; a
    string saying why the rule cannot be read; None without val curves."""
    with_curves = [(c, r) for r in rr if (c := run_val_bleu(r))]
    if not with_curves:
        return None
    return stats.plateau([c for c, _ in with_curves], [run_val_loss(r) for _, r in with_curves])


def baseline_plateau(runs: dict, table: Table) -> stats.Plateau | str | None:
    """The plateau rule of the table's baseline (None: not run, or no val curves)."""
    if not table.plateau_rule or table.baseline not in runs:
        return None
    return row_plateau(list(runs[table.baseline].values()))


def matched_budget(runs: dict, table: Table) -> bool:
    """Whether the table's claims are at a matched budget, not at convergence: its baseline
    follows the plateau rule and is not on its plateau."""
    found = baseline_plateau(runs, table)
    return isinstance(found, stats.Plateau) and not found.on_plateau


PLATEAU_RULE = (
    "The least-squares slope of greedy val BLEU (the training's own validations, every saved "
    "checkpoint) against the step, through the validations of the last quarter of each run's "
    f"budget, or through its last {stats.PLATEAU_POINTS} validations where the quarter has "
    "fewer, in BLEU per 1,000 steps; and, through the same validations, the slope of the "
    "validation loss (cross-entropy in nats a token, ln of the val perplexity; from the "
    "metrics file stored beside the translations). A row is **on its plateau** when the mean "
    f"of its seeds' BLEU slopes is below {stats.PLATEAU_SLOPE} BLEU per 1,000 steps **and** "
    "its val loss is not falling meaningfully (mean slope not below "
    f"-{stats.VAL_LOSS_FALL}, i.e. perplexity not falling by more than about 1% per 1,000 "
    "steps); the rule column says which condition failed. A slope reads every validation of "
    "the window, where the earlier rule (val BLEU at the budget minus at 3/4 of it) read two, "
    "each of which moves by up to 1-2 BLEU from one validation to the next.")


def _plateau_lines(runs: dict, table: Table) -> list[str]:
    """The plateau rule per row (`row_plateau`): the validations read, each seed's val BLEU
    slope, their mean ± sd, the val loss slope (mean ± sd) and the verdict with its reason."""
    lines = []
    for row in table.rows:
        found = row_plateau(list(runs.get(row.id, {}).values()))
        if found is None:
            continue
        if isinstance(found, str):
            lines.append(f"| {row.label} (`{row.id}`) | {found} |" + " |" * 5)
            continue
        losses = [s for s in found.loss_slopes if s is not None]
        cells = [f"{row.label} (`{row.id}`)", str(found.budget),
                 f"{found.steps[0]}-{found.steps[-1]} ({len(found.steps)})",
                 ", ".join(f"{s:+.2f}" for s in found.bleu_slopes),
                 fmt_mean(list(found.bleu_slopes), signed=True),
                 fmt_mean(losses, 3, signed=True) if found.loss_slope is not None else
                 "not recorded", found.rule]
        lines.append(markdown_row(cells))
    if not lines:
        return []
    return ["## Plateau rule (docs/protocol.md)", "", PLATEAU_RULE, "",
            *markdown_head(["system", "steps", "validations read", "val BLEU slope per seed",
                             "val BLEU slope (mean ± sd)", "val loss slope (mean ± sd)",
                             "rule"]),
            *lines, ""]


def _per_layer(values: list) -> str:
    """`values` of every encoder layer to 2 decimals, " / " between layers (a layer's list:
    its units, space-separated)."""
    def one(value) -> str:
        if isinstance(value, list | tuple):
            return " ".join(f"{v:.2f}" for v in value)
        return f"{value:.2f}"
    return " / ".join(one(v) for v in values)


def _diagnostic_cells(records: list[dict], selected_step: int | None) -> list[str] | None:
    """The cells of one run in the diagnostics table (None without unit weights): alpha at
    the selected checkpoint's step, then the distance of M and the penalty at the first
    report, at half the last report's step and at the last report ("-" without Seq.)."""
    alpha = diagnostic_curve(records, "alpha")
    if not alpha:
        return None
    # an averaged checkpoint has no step (-1): its alpha is the last report's
    at_alpha = at_or_before(alpha, None if selected_step is None or selected_step < 0
                            else selected_step)
    if at_alpha is None:
        return None
    steps = (alpha[0][0], alpha[-1][0] // 2, alpha[-1][0])  # alpha is in every train report
    cells = [f"{_per_layer(at_alpha[1])} (step {at_alpha[0]})"]
    distance = diagnostic_curve(records, "autoshuffle_distance")
    for step in steps:
        found = at_or_before(distance, step)
        cells.append(f"{_per_layer(found[1])} (step {found[0]})" if found else "-")
    penalty = aux_curve(records, "lipschitz")
    penalties = [at_or_before(penalty, step) for step in steps]
    cells.append(_per_layer([v for _, v in penalties]) if all(penalties) else "-")
    return cells


def _diagnostics_lines(runs: dict, table: Table) -> list[str]:
    """MUTE's unit weights and AutoShuffle over training, per row and seed, from the
    metrics files stored beside the translations (what M and alpha did)."""
    lines = []
    for row in table.rows:
        for key, run in runs.get(row.id, {}).items():
            cells = _diagnostic_cells(stored_records(run, REPO), run.get("checkpoint_step"))
            if cells:
                lines.append(markdown_row([f"{row.label} (`{row.id}`)", key, *cells]))
    if not lines:
        return []
    return ["## MUTE's unit weights and AutoShuffle over training", "",
            "From each run's metrics file (`train_metrics.jsonl` beside its translations; "
            "`experiments/figures.py` plots the same records). alpha: the unit weights "
            "(Eq. 10, 15) of each encoder layer, layers separated by \" / \", units in order, "
            "at the selected checkpoint's step (they start at 1/I and are not normalised). "
            "Distance of M: the Frobenius distance of each layer's AutoShuffle matrix to its "
            "nearest permutation (0: a permutation; sqrt(I - 1) at the uniform start 1/I, "
            "1.73 for 4 units), at the first report, at half the training and at its last "
            "report. Penalty: the Lipschitz penalty (Eq. 19) summed over the layers, before "
            "its weight lambda (4 per layer of 4 units at 1/I, 0 when every M is a "
            "permutation), at the same three reports. \"-\": the row has no sequential "
            "dependency.", "",
            *markdown_head(["system", "seed", "alpha per layer", "distance of M: first "
                             "report", "at half the training", "at the last report",
                             "penalty: first / half / last"]),
            *lines, ""]
