"""The results file ``<out>/<table>.md``: systems, the comparison with the paper, commands.

Written from every result file present (all stored seeds), so ``--report-only`` rewrites
it identically from the same results: no clock, no randomness (sacrebleu's bootstrap uses
its fixed seed). The statistics (paired bootstrap per seed, t-interval over seeds, Holm,
verdict words) are those of ``experiments/stats.py``.
"""

from __future__ import annotations

import math
import statistics
from pathlib import Path

from experiments import stats
from experiments.context import (
    REPO,
    Context,
    EvalSet,
    device_kind,
    load_runs,
    other_scale_runs,
    read_lines,
    rel,
    step_of,
    write_replacing,
)
from experiments.logs import (
    PLATEAU_GAIN,
    at_or_before,
    aux_curve,
    diagnostic_curve,
    last_quarter_gain,
    last_quarter_slope,
    stored_records,
)
from experiments.tables import Row, Table

VERDICT_ORDER = (stats.REPRODUCED, stats.CONTRADICTED, stats.INCONCLUSIVE, stats.ONE_SEED)
CLAIM_WORDS = {"+": "better than", "-": "worse than", "=": "no clear difference from"}
RUN_HEADER = ["params", "train time", "train tgt tok/s", "translate tok/s",
              "checkpoint (val BLEU)", "commit"]


# --------------------------------------------------------------------------- formatting
def fmt_mean(values: list[float], digits: int = 2, signed: bool = False) -> str:
    """``mean ± sd`` over seeds (``mean`` for one value, ``-`` for none); `signed`: the
    mean with its sign (a change)."""
    if not values:
        return "-"
    mean, sd = stats.mean_sd(values)
    text = f"{mean:{'+' if signed else ''}.{digits}f}"
    return text + (f" ± {sd:.{digits}f}" if sd is not None else "")


def fmt_duration(seconds: list[float]) -> str:
    """Mean (± sd) wall time in s, min or h."""
    scale, unit = (1, "s") if max(seconds) < 120 else (60, "min") if max(seconds) < 7200 else (
        3600, "h")
    return f"{fmt_mean([s / scale for s in seconds], 1)} {unit}"


def fmt_p(pvalues: list[float]) -> str:
    return "/".join(f"{p:.3f}" for p in pvalues) if pvalues else "n/a"


def fmt_git(git: dict | None) -> str:
    """Short commit, ``+dirty`` for uncommitted changes; ``-`` when not recorded."""
    git = git or {}
    if not git.get("commit"):
        return "-"
    return git["commit"][:10] + ("+dirty" if git.get("dirty") else "")


def fmt_commit(run: dict) -> str:
    """The code that trained the run: every piece's commit for a resumed training, in the
    order they ran (``-`` for runs recorded before commits were)."""
    pieces = run.get("train_pieces") or []
    if len(pieces) > 1:
        return ", ".join(dict.fromkeys(fmt_git(p.get("git")) for p in pieces))
    return fmt_git(run.get("git"))


def has_killed_piece(run: dict) -> bool:
    """Whether a piece of the run's training has no wall time: its process was killed
    (e.g. at the end of a session) before it could record it."""
    return any(p.get("seconds") is None for p in run.get("train_pieces") or [])


def train_seconds(run: dict) -> float | None:
    """The run's training wall time; None when unknown: not recorded, or a killed piece
    (`has_killed_piece`), so the sum over pieces would understate it."""
    return None if has_killed_piece(run) else run.get("train_seconds")


def fmt_conditions(run: dict) -> str | None:
    """Threads and load of the run's training; a resumed one lists its pieces (the step
    each started from, threads, load and its own tok/s), as they may differ. None when
    nothing was recorded."""
    cpus = run.get("cpu_count")
    pieces = run.get("train_pieces") or []
    if len(pieces) > 1:
        def piece(p: dict) -> str:
            parts = [f"{p['threads']} thr" if p.get("threads") else "threads not recorded",
                     f"load {p['load']:.1f}/{cpus}" if p.get("load") is not None
                     else "load not recorded"]
            if p.get("train_tgt_tok_s"):
                parts.append(f"{p['train_tgt_tok_s']:.0f} tok/s")
            if p.get("seconds") is None:
                parts.append("wall time not recorded (the process was killed)")
            return f"from step {p['from_step']}: " + ", ".join(parts)

        return f"{len(pieces)} pieces [" + "; ".join(map(piece, pieces)) + "]"
    if run.get("train_threads") and run.get("train_load") is not None:
        return f"{run['train_threads']} thr, load {run['train_load']:.1f}/{cpus}"
    return None


def run_devices(run: dict) -> str:
    """The kinds of device (`device_kind`: thread counts are in the time cell) that trained
    the run, in the order of its pieces; for a run recorded before runs recorded their
    device, says so (with the machine's core count where that was recorded)."""
    devices = run.get("train_device") or []
    if any(devices):  # a piece recorded before devices were: None
        return " + ".join(dict.fromkeys(device_kind(d) if d else "not recorded" for d in devices))
    cores = f"; the machine had {run['cpu_count']} CPU cores" if run.get("cpu_count") else ""
    return f"not recorded (trained before runs recorded their device{cores})"


def _device_lines(runs: dict, table: Table) -> list[str]:
    """`## Devices`: per seed, each device and the rows it trained; a seed whose rows do not
    share one device is named, as its paired comparisons then also differ by device."""
    by_seed: dict[str, dict[str, list[str]]] = {}  # seed key -> device -> row ids
    for row in table.rows:
        for seed_key, run in runs.get(row.id, {}).items():
            by_seed.setdefault(seed_key, {}).setdefault(run_devices(run), []).append(row.id)
    if not by_seed:
        return []
    lines = ["## Devices", "",
             "What trained each run (`train_device` in its result.json; a resumed training "
             "lists its pieces' devices in order, joined by +; threads are in the train time "
             "column).", "", *markdown_head(["seed", "device", "rows"])]
    for seed_key in sorted(by_seed):
        for device, row_ids in by_seed[seed_key].items():
            lines.append(markdown_row([seed_key, device, ", ".join(f"`{r}`" for r in row_ids)]))
    mixed = [k for k in sorted(by_seed) if len(by_seed[k]) > 1]
    if mixed:
        lines += ["", f"{', '.join(mixed)}: the rows were not all trained on one device, so a "
                  "paired comparison between rows on different devices also differs by the "
                  "device's arithmetic (the protocol trains a seed's rows on one device; "
                  "docs/protocol.md, Devices)."]
    return lines + [""]


# --------------------------------------------------------------------------- comparisons
def hyps_of(run: dict, test: str) -> list[str] | None:
    info = run["tests"].get(test)
    if not info or not (REPO / info["translation"]).is_file():
        return None
    return read_lines(REPO / info["translation"])


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


def group_key(split: str, group: str) -> str:
    """The test key of a multilingual table's group claim: ``test_2016_flickr en->xx``."""
    return f"{split} {group}"


def group_differences(ctx: Context, runs: dict, row_id: str, other_id: str,
                      sets: list[EvalSet]) -> list[float]:
    """Per seed both rows have on every direction of the group: the mean over the group's
    directions of BLEU(row) - BLEU(other), i.e. the difference of the group means."""
    per_direction = [_seed_deltas(ctx, runs, row_id, other_id, e.key) for e in sets]
    seeds = sorted(set.intersection(*(set(d) for d in per_direction))) if sets else []
    return [statistics.fmean(d[key][0] for d in per_direction) for key in seeds]


def table_claims(ctx: Context, runs: dict) -> dict[tuple[str, str, str], stats.Claim]:
    """Every comparison of the table, keyed (row, other row, test key): each row against
    the baseline (the paper's direction `expect`) and against each of its `compare_to` rows
    (``+``), on every test set; Holm-adjusted together. A multilingual table's claims are on
    each group's mean BLEU (en->xx, xx->en, zero-shot of each test set: key `group_key`);
    its per-direction comparisons are secondary (their own t-test p)."""
    table = ctx.table
    grouped = _groups(ctx, runs) if table.multilingual else {}
    claims = {}
    for row in table.rows:
        if row.id == table.baseline or row.id not in runs:
            continue
        for other_id, expect in row.comparisons(table.baseline):
            if other_id not in runs:
                continue
            primary = table.is_primary(row.id, other_id)
            for eval_set in ctx.eval_sets():
                found = seed_differences(ctx, runs, row.id, other_id, eval_set.key)
                if found:
                    claims[(row.id, other_id, eval_set.key)] = stats.Claim(
                        row.id, other_id, eval_set.key, expect, stats.seed_interval(found[0]),
                        found[1], primary=primary and not table.multilingual)
            for split, groups in grouped.items():
                for group, sets in groups.items():
                    if deltas := group_differences(ctx, runs, row.id, other_id, sets):
                        key = group_key(split, group)
                        claims[(row.id, other_id, key)] = stats.Claim(
                            row.id, other_id, key, expect, stats.seed_interval(deltas), [],
                            primary=primary)
    stats.adjust(list(claims.values()))
    return claims


def claim_part(claim: stats.Claim) -> str:
    """One test set of a claim: mean difference, per-seed bootstrap p, interval over seeds,
    t-test p (Holm-adjusted), verdict."""
    iv = claim.interval
    text = f"{iv.mean:+.2f} BLEU on {claim.test}"
    if iv.n == 1:
        text += f" (p = {fmt_p(claim.pvalues)}, paired bootstrap, 1 seed)"
    else:
        holm = ""
        if claim.adjusted_p is not None:
            holm = (f", Holm-adjusted {claim.adjusted_p:.3f}" if claim.primary
                    else ", secondary: not Holm-adjusted")
        text += (f", mean of {iv.n} seeds (p = {fmt_p(claim.pvalues)}, paired bootstrap per "
                 f"seed; sd {iv.sd:.2f}, 95% t-interval over seeds [{iv.low:+.2f}, "
                 f"{iv.high:+.2f}], t-test p = {iv.p:.3f}{holm})")
    return text + (f": {claim.verdict}" if claim.expect else "")


def verdict_counts(claims: list[stats.Claim]) -> str:
    """``reproduced on 1, inconclusive on 1`` (fixed order of the words)."""
    words = [c.verdict for c in claims]
    return ", ".join(f"{w} on {words.count(w)}" for w in VERDICT_ORDER if w in words)


def claim_sentence(claims: list[stats.Claim], expect: str, other_label: str,
                   paper_delta: float | None) -> str:
    """Our differences on every test set with their verdicts, the paper's difference as
    context, and the claim's verdicts counted."""
    if not claims:
        return ""
    text = "; ".join(claim_part(c) for c in claims)
    if paper_delta is not None:
        text += f"; paper: {paper_delta:+.1f} BLEU"
    if not expect:
        return f"{text}: not a row of the paper, no claim to compare with."
    claim = f"{CLAIM_WORDS[expect]} {other_label}"
    return f"{text}. The claim ({claim}): {verdict_counts(claims)} of {len(claims)} test sets."


# --------------------------------------------------------------------------- systems table
def n_seeds(n: int) -> str:
    """``1 seed``, ``3 seeds``."""
    return f"{n} seed{'s' if n != 1 else ''}"


def markdown_row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def markdown_head(header: list[str]) -> list[str]:
    """The header line of a markdown table and its separator line."""
    return [markdown_row(header), "|" + "---|" * len(header)]


def _label(row: Row, table: Table, stale: set[str], n_runs: int) -> str:
    baseline_mark = " **baseline**" if row.id == table.baseline else ""
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
                  cells_of) -> list[str]:
    """The table `header`, then one line per row: `not run yet`, or its label followed by
    ``cells_of(row, rr)`` (rr: its runs, one per seed)."""
    lines = markdown_head(header)
    for row in ctx.table.rows:
        if row.id not in runs:
            lines.append(f"| {row.label} (`{row.id}`) | not run yet |" + " |" * (len(header) - 2))
            continue
        rr = list(runs[row.id].values())
        lines.append(markdown_row([_label(row, ctx.table, stale, len(rr)), *cells_of(row, rr)]))
    return lines


def _baseline_p(claims: dict, table: Table, row: Row, test: str) -> str:
    claim = claims.get((row.id, table.baseline, test))
    return fmt_p(claim.pvalues if claim else [])


def _pair_score_lines(ctx: Context, runs: dict, stale: set[str], claims: dict) -> list[str]:
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

    return _system_lines(ctx, runs, stale, header, cells_of)


def run_val_bleu(run: dict) -> dict[int, float]:
    """{step: val BLEU} of a run's saved checkpoints (averaged checkpoints left out)."""
    by_step = {step_of(Path(ckpt)): bleu for ckpt, bleu in run["val_bleu"].items()}
    return {step: bleu for step, bleu in sorted(by_step.items()) if step >= 0}


def row_plateau(rr: list[dict]) -> tuple[int, list[float], list[float], str] | str | None:
    """The plateau rule over a row's runs `rr` (one per seed): ``(budget, change per seed,
    slopes, rule)``, where change is val BLEU at the budget (the last checkpoint's step)
    minus at 3/4 of it and slopes the least-squares slopes through the quarter (BLEU per
    1,000 steps; a seed with fewer than two validations there has none); a string saying
    why the rule cannot be read; None without val curves."""
    curves = [c for c in map(run_val_bleu, rr) if c]
    if not curves:
        return None
    budget = max(curves[0])
    gains = [last_quarter_gain(c, budget) for c in curves if max(c) == budget]
    if len(gains) != len(curves):
        return "seeds trained to different steps"
    if None in gains:
        return "no validation at or before 3/4 of the budget"
    slopes = [s for c in curves if (s := last_quarter_slope(c, budget)) is not None]
    rule = "on its plateau" if statistics.fmean(gains) < PLATEAU_GAIN else "still rising"
    return budget, gains, slopes, rule + (" (1 seed)" if len(gains) == 1 else "")


def _plateau_lines(runs: dict, table: Table) -> list[str]:
    """The plateau rule per row (`row_plateau`): each seed's change of val BLEU over the last
    quarter of its budget, their mean (the change of the row's mean val curve) with the
    verdict, and the least-squares slope through the quarter."""
    lines = []
    for row in table.rows:
        found = row_plateau(list(runs.get(row.id, {}).values()))
        if found is None:
            continue
        if isinstance(found, str):
            lines.append(f"| {row.label} (`{row.id}`) | {found} |" + " |" * 4)
            continue
        budget, gains, slopes, rule = found
        cells = [f"{row.label} (`{row.id}`)", str(budget), ", ".join(f"{g:+.2f}" for g in gains),
                 fmt_mean(gains, signed=True), fmt_mean(slopes, signed=True), rule]
        lines.append(markdown_row(cells))
    if not lines:
        return []
    return ["## Plateau rule (docs/protocol.md)", "",
            "Greedy val BLEU (the training's own validations, every saved checkpoint) over the "
            "last quarter of each run's budget: the change (val BLEU at the budget minus at "
            "3/4 of it), per seed and as mean ± sd over seeds (the change of the row's mean "
            "val curve), and the least-squares slope through the quarter's validations, in "
            f"BLEU per 1,000 steps. A row is on its plateau when the mean change is below "
            f"{PLATEAU_GAIN} BLEU.", "",
            *markdown_head(["system", "steps", "change per seed", "change (mean ± sd)",
                             "slope per 1,000 steps (mean ± sd)", "rule"]),
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


def paper_delta(table: Table, row_id: str, other_id: str) -> float | None:
    paper = table.paper_bleu
    return paper[row_id] - paper[other_id] if row_id in paper and other_id in paper else None


def _pair_comparison_lines(ctx: Context, runs: dict, claims: dict) -> list[str]:
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
                                      paper_delta(table, row.id, other_id))
            lines.append(f"* **{row.label}** vs {other.label}: {sentence}")
    return lines


# -- multilingual tables (MIMO): groups of directions
def direction_group(direction: str, trained: list[str]) -> str:
    """``X->xx`` / ``xx->X`` for trained directions from/into the pivot language X (the
    language every training corpus has), ``supervised`` for other trained ones, else
    ``zero-shot``."""
    if direction not in trained:
        return "zero-shot"
    common = set.intersection(*(set(d.split("-")) for d in trained))
    src, tgt = direction.split("-")
    if len(common) == 1:
        pivot = next(iter(common))
        if src == pivot:
            return f"{pivot}->xx"
        if tgt == pivot:
            return f"xx->{pivot}"
    return "supervised"


def _groups(ctx: Context, runs: dict) -> dict[str, dict[str, list[EvalSet]]]:
    """{test split: {group: eval sets}}, groups in first-seen order; an eval set that no run
    scored (its test files do not exist, as test2017's Czech) is left out, so that a group's
    size is the number of directions its mean is taken over."""
    trained = next((r.get("trained_directions") or [] for rs in runs.values()
                    for r in rs.values()), [])
    scored = {key for rs in runs.values() for r in rs.values() for key in r.get("tests", {})}
    grouped: dict[str, dict[str, list[EvalSet]]] = {}
    for e in ctx.eval_sets():
        if scored and e.key not in scored:
            continue
        grouped.setdefault(e.split, {}).setdefault(direction_group(e.direction, trained),
                                                   []).append(e)
    return grouped


def group_sets(ctx: Context, runs: dict) -> dict[str, list[EvalSet]]:
    """{`group_key`: the group's eval sets} of a multilingual table, in report order."""
    return {group_key(split, group): sets for split, groups in _groups(ctx, runs).items()
            for group, sets in groups.items()}


def group_bleu(rr: list[dict], sets: list[EvalSet]) -> list[float]:
    """Per seed: the mean BLEU over the group's directions that were scored."""
    means = []
    for r in rr:
        scores = [r["tests"][e.key]["bleu"] for e in sets if e.key in r["tests"]]
        if scores:
            means.append(statistics.fmean(scores))
    return means


def _group_off_target(rr: list[dict], sets: list[EvalSet]) -> list[float]:
    """Per seed: the mean off-target share over the group's directions that have one."""
    means = []
    for r in rr:
        shares = [r["tests"][e.key]["off_target"] for e in sets
                  if "off_target" in r["tests"].get(e.key, {})]
        if shares:
            means.append(statistics.fmean(shares))
    return means


def _fmt_share(values: list[float]) -> str:
    """Shares as percentages: mean (± sd over seeds); "-" when none was measured."""
    if not values:
        return "-"
    if len(values) == 1:
        return f"{100 * values[0]:.1f}%"
    return f"{100 * statistics.fmean(values):.1f} ± {100 * statistics.stdev(values):.1f}%"


def _multi_score_lines(ctx: Context, runs: dict, stale: set[str], claims: dict) -> list[str]:
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

    lines = _system_lines(ctx, runs, stale, header, cells_of)
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
                   expect: str) -> str:
    """Per group of directions: the claim on the group's mean BLEU (difference, interval over
    seeds, Holm-adjusted p, verdict), then the per-direction verdicts counted (secondary)."""
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
                adjusted = (f"Holm-adjusted {claim.adjusted_p:.3f}"
                            if claim.adjusted_p is not None and claim.primary
                            else "secondary: not Holm-adjusted")
                text += (f"; {iv.n} seeds, sd {iv.sd:.2f}, 95% t-interval [{iv.low:+.2f}, "
                         f"{iv.high:+.2f}], t-test p = {iv.p:.3f}, {adjusted})")
            found = [claims[k] for e in sets if (k := (row.id, other.id, e.key)) in claims]
            parts.append(f"{text}: {claim.verdict} (directions: {verdict_counts(found)})")
            verdicts.append(claim)
    if not parts:
        return ""
    return ("; ".join(parts) + f". The claim ({CLAIM_WORDS[expect]} {other.label}): "
            f"{verdict_counts(verdicts)} of {len(verdicts)} groups.")


def _multi_comparison_lines(ctx: Context, runs: dict, claims: dict) -> list[str]:
    table = ctx.table
    lines = []
    for row in table.rows:
        if row.id == table.baseline or row.id not in runs:
            continue
        for other_id, expect in row.comparisons(table.baseline):
            if other_id in runs and expect in ("+", "-"):
                other = table.row(other_id)
                if sentence := group_sentence(ctx, runs, claims, row, other, expect):
                    lines.append(f"* **{row.label}** vs {other.label}: {sentence}")
    return lines


METHOD = (
    "Per test set: our BLEU difference (row minus the row it is compared with), the mean over "
    "the seeds both rows have; p: sacrebleu's paired bootstrap per seed; over two or more "
    "seeds, the sd of the per-seed differences, their paired t 95% interval and the "
    "one-sample t-test p, Holm-adjusted over the comparisons (claims x test sets) of this "
    "table with a claim and two or more seeds ({m}; family-wise error 0.05). Verdict: "
    "**reproduced** when the adjusted p < 0.05 and the mean difference has the paper's sign, "
    "**contradicted** when the adjusted p < 0.05 with the other sign (or, for a claim of no "
    "clear difference, with either sign), **inconclusive** otherwise; with one seed always "
    "**inconclusive (1 seed)**. The paper's differences are quoted as context only: its data, "
    "scale and BLEU differ from ours, so the sizes are not compared."
)


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
    claims = table_claims(ctx, runs)
    current = {} if table.archived else (current or {})
    stale = {row_id for row_id, rs in runs.items() for key, run in rs.items()
             if (row_id, key) in current and run.get("key") != current[(row_id, key)]}
    lines = [f"# {table.title}", ""]
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
    lines += score_lines(ctx, runs, stale, claims)
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
              "tok/s of the steps it trained); commit: the code that trained the row, every "
              "piece's for a resumed training (`+dirty`: with uncommitted changes; `-`: not "
              "recorded).", ""]
    family = sum(c.adjusted_p is not None and c.primary for c in claims.values())
    method = METHOD.format(m=family)
    if table.primary_claims:
        named = "; ".join(f"{table.row(r).label} vs {table.row(o).label}"
                          for r, o in table.primary_claims)
        where = ("on each group's mean BLEU (en->xx, xx->en, zero-shot) of every test set"
                 if table.multilingual else "on every test set")
        method += (f" The Holm family is this table's primary claims {where} ({named});"
                   " the other comparisons are secondary: their verdicts use their own t-test p"
                   " (marked so).")
        if table.multilingual:
            method += (" A group's difference is, per seed, the mean over its directions of "
                       "the per-direction differences; the per-direction comparisons are "
                       "secondary.")
    lines += _device_lines(runs, table)
    if table.plateau_rule:
        lines += _plateau_lines(runs, table)
    lines += _diagnostics_lines(runs, table)
    lines += ["## Comparison with the paper", "", f"Paper: {table.claim}", "", method, ""]
    comparison_lines = (_multi_comparison_lines if table.multilingual
                        else _pair_comparison_lines)
    lines += comparison_lines(ctx, runs, claims)
    if table.baseline not in runs:
        lines.append(f"* The baseline `{table.baseline}` has not been run: no comparison.")
    lines.append("")
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
