"""The results file ``<out>/<table>.md``: systems, the comparison with the paper, commands.

Written from every result file present (all stored seeds), so ``--report-only`` rewrites
it identically from the same results: no clock, no randomness (sacrebleu's bootstrap uses
its fixed seed). The statistics (paired bootstrap per seed, t-interval over seeds, Holm,
verdict words) are those of ``experiments/stats.py``.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from dataclasses import dataclass, field
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
    at_or_before,
    aux_curve,
    diagnostic_curve,
    stored_records,
)
from experiments.tables import TABLES, Row, Table

VERDICT_ORDER = stats.VERDICTS
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
            start = (("resumed exactly" if p.get("exact_resume") else "resumed")
                     + f" at step {p['from_step']}" if p["from_step"] else "from step 0")
            return f"{start}: " + ", ".join(parts)

        return f"{len(pieces)} pieces [" + "; ".join(map(piece, pieces)) + "]"
    if run.get("train_threads") and run.get("train_load") is not None:
        return f"{run['train_threads']} thr, load {run['train_load']:.1f}/{cpus}"
    return None


DIFFERENT_DRAW = "resumed: a different draw from the uncut command"


def _at_steps(steps: list[int]) -> str:
    return f"step{'s' if len(steps) > 1 else ''} {', '.join(map(str, steps))}"


def resumption(run: dict) -> str | None:
    """How a training cut into pieces went on; None for one piece. A piece resumed before
    checkpoints carried the data position and random states (no ``exact_resume``, or
    false) made the run a different draw from its uncut command: ``DIFFERENT_DRAW`` with
    the steps it was cut at; pieces resumed exactly keep the uncut command's draw."""
    pieces = run.get("train_pieces") or []
    if len(pieces) < 2:  # a run recorded before its pieces were: cut where, not known
        return f"{DIFFERENT_DRAW} (cut points not recorded)" if run.get("resumed") else None
    # a step twice: a piece stopped before its first checkpoint, resumed there again
    cuts = list(dict.fromkeys(p["from_step"] for p in pieces[1:]))
    inexact = list(dict.fromkeys(p["from_step"] for p in pieces[1:]
                                 if not p.get("exact_resume")))
    exact = [step for step in cuts if step not in inexact]
    if not inexact:
        return f"resumed exactly at {_at_steps(exact)}: the uncut command's draw"
    text = f"{DIFFERENT_DRAW} (cut at {_at_steps(inexact)})"
    return text + (f"; resumed exactly at {_at_steps(exact)}" if exact else "")


def _resumption_lines(runs: dict, table: Table) -> list[str]:
    """`## Resumed runs`: per row and seed trained in pieces, where it was cut and whether
    the run is still its uncut command's draw (`resumption`)."""
    found = [(row.id, seed_key, text) for row in table.rows
             for seed_key, run in sorted(runs.get(row.id, {}).items())
             if (text := resumption(run))]
    if not found:
        return []
    lines = ["## Resumed runs", "",
             "Runs trained in pieces (a stopped training resumed from its last checkpoint "
             "with `-train_from`). Since onmt_ext's checkpoints carry the data position and "
             "the random states, a resume continues exactly as the uncut training would; a "
             "piece resumed before that started a new data order and random state, so its "
             "run is a different draw from its recorded command (re-running the command "
             "uncut gives other numbers), and its pairing with a row of the same seed that "
             "was not cut there is weaker.", "", *markdown_head(["row", "seed", "resumed"])]
    lines += [markdown_row([f"`{row_id}`", seed_key, text]) for row_id, seed_key, text in found]
    return [*lines, ""]


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


# --------------------------------------------------------------------------- gates
#: A row whose distinct-output ratio (distinct hypothesis lines / lines) on a test set is
#: below this share of the reference's distinct ratio on that test set did not train.
DISTINCT_SHARE = 0.8
FAILED = "failed baseline: no claim"


def distinct_ratio(lines: list[str]) -> float:
    """Distinct lines over lines (0 for none)."""
    return len(set(lines)) / len(lines) if lines else 0.0


@dataclass
class Gate:
    """What the gate found for one row: `failed`, why it is a failed baseline (empty: it
    passed); `distinct`, its lowest distinct-output share of the reference's as ``(share,
    seed, test, distinct lines, lines, reference's distinct lines)`` (None: no translation
    with its reference here); `sibling`, what the training-loss check against its smaller
    sibling read (empty: the row has no smaller sibling)."""

    failed: list[str] = field(default_factory=list)
    distinct: tuple | None = None
    low: int = 0  # (seed, test set) pairs below DISTINCT_SHARE
    checked: int = 0  # (seed, test set) pairs checked
    sibling: str = ""


_REFERENCE_RATIOS: dict[str, tuple[float, int]] = {}


def _reference_ratio(path: Path) -> tuple[float, int]:
    key = str(path.resolve())
    if key not in _REFERENCE_RATIOS:
        lines = read_lines(path)
        _REFERENCE_RATIOS[key] = distinct_ratio(lines), len(set(lines))
    return _REFERENCE_RATIOS[key]


def _distinct_gate(gate: Gate, rr: dict[str, dict]) -> None:
    """Rule (a): every seed's output on every test set whose translation and reference are
    here, against the reference's distinct ratio."""
    for key, run in rr.items():
        for test, info in run["tests"].items():
            hyps = hyps_of(run, test)
            reference = REPO / info.get("reference", "")
            if hyps is None or not info.get("reference") or not reference.is_file():
                continue
            ref_ratio, ref_distinct = _reference_ratio(reference)
            share = distinct_ratio(hyps) / ref_ratio if ref_ratio else 1.0
            gate.checked += 1
            gate.low += share < DISTINCT_SHARE
            found = (share, key, test, len(set(hyps)), len(hyps), ref_distinct)
            if gate.distinct is None or share < gate.distinct[0]:
                gate.distinct = found
    if gate.low:
        share, key, test, distinct, lines, ref_distinct = gate.distinct
        gate.failed.append(
            f"distinct outputs below {DISTINCT_SHARE} of the reference's on {gate.low} of "
            f"{gate.checked} test sets, lowest {test} ({key}): {distinct:,} distinct lines of "
            f"{lines:,} against the reference's {ref_distinct:,} ({share:.2f} of its ratio)")


def train_loss(run: dict) -> dict[int, float]:
    """{step: training cross-entropy} of a run's train reports, from the metrics file
    stored beside its translations ({} when none was stored: runs from before it)."""
    return {r["step"]: r["xent"] for r in stored_records(run, REPO)
            if r.get("kind") == "train" and r.get("xent") is not None}


def _sibling_gate(gate: Gate, rr: dict[str, dict], smaller: str, how: str,
                  runs: dict) -> None:
    """Rule (b): at the last train report both runs of a seed have, the bigger row's
    training cross-entropy against its smaller sibling's, mean over the seeds both rows
    have; higher: failed."""
    if smaller not in runs:
        gate.sibling = f"`{smaller}` not run: not checked"
        return
    ends, missing = [], []
    for key, run in rr.items():
        other = runs[smaller].get(key)
        if other is None:
            continue
        mine, theirs = train_loss(run), train_loss(other)
        common = set(mine) & set(theirs)
        if not common:
            missing.append(key)
            continue
        step = max(common)
        ends.append((key, step, mine[step], theirs[step]))
    if not ends:
        gate.sibling = (f"training loss not recorded for a seed both rows have (trained before "
                        f"the stored metrics file): not checked against `{smaller}`"
                        if missing else f"no seed in common with `{smaller}`: not checked")
        return
    mine = statistics.fmean(e[2] for e in ends)
    theirs = statistics.fmean(e[3] for e in ends)
    steps = sorted({e[1] for e in ends})
    at = f"step {steps[0]}" if len(steps) == 1 else f"steps {', '.join(map(str, steps))}"
    seeds = ", ".join(e[0] for e in ends)
    gate.sibling = (f"{mine:.3f} against `{smaller}`'s {theirs:.3f} at {at} ({seeds}; "
                    f"{'mean over seeds, ' if len(ends) > 1 else ''}the {how} row "
                    f"{'higher' if mine > theirs else 'lower'})")
    if missing:
        gate.sibling += f"; not recorded for {', '.join(missing)}"
    if mine > theirs:
        gate.failed.append(f"the {how} sibling of `{smaller}` ends training with a higher "
                           f"training loss: {gate.sibling}")


def row_gates(table: Table, runs: dict) -> dict[str, Gate]:
    """The gate before any claim, per row run: a row is a failed baseline (``FAILED``)
    when (a) its distinct-output ratio on a test set (distinct hypothesis lines / lines) is
    below DISTINCT_SHARE of the reference's on that test set, in any seed; or (b) it is the
    larger or deeper sibling of another row (`Table.siblings`) and ends training with a
    higher training loss than that row at the same step (the last train report both have,
    mean over their common seeds). Rule (b) reads the training loss of the metrics files
    stored beside the translations; where a run has none, the row says so."""
    gates = {}
    for row in table.rows:
        if row.id not in runs:
            continue
        gate = Gate()
        _distinct_gate(gate, runs[row.id])
        for bigger, smaller, how in table.siblings:
            if bigger == row.id:
                _sibling_gate(gate, runs[row.id], smaller, how, runs)
        gates[row.id] = gate
    return gates


def failed_rows(gates: dict[str, Gate]) -> set[str]:
    return {row_id for row_id, gate in gates.items() if gate.failed}


def failed_pair(table: Table, gates: dict[str, Gate], row_id: str, other_id: str) -> str:
    """Why the comparison of `row_id` with `other_id` is not a claim (a row on either side
    is a failed baseline); empty when it is one."""
    named = [f"{table.row(r).label} (`{r}`): {'; '.join(gates[r].failed)}"
             for r in (other_id, row_id) if r in gates and gates[r].failed]
    if not named:
        return ""
    return (f"{FAILED}: " + " / ".join(named) + ". A difference with a model that did not "
            "train is about its failed optimisation, not about the architectures, so it is "
            "not printed.")


def _gate_lines(table: Table, runs: dict, gates: dict[str, Gate]) -> list[str]:
    """`## Baselines that train`: per row, the lowest distinct-output share and the
    sibling check, and the gate's word."""
    if not gates:
        return []
    head = ["system", "distinct outputs: lowest share of the reference's (where)",
            "training loss at the end against its smaller sibling", "gate"]
    lines = ["## Baselines that train (checked before any claim)", "",
             f"A row is a **{FAILED}** when (a) on a test set its distinct-output ratio "
             f"(distinct hypothesis lines / lines) is below {DISTINCT_SHARE} of the "
             "reference's, in any seed (a model that writes the same few lines whatever the "
             "source did not learn to translate), or (b) it is the larger or deeper version "
             "of another row of the table (declared in experiments/tables.py) and ends "
             "training with a higher training loss (cross-entropy of the last train report "
             "both runs have, the same step, mean over their common seeds) than that smaller "
             "row. Every comparison with a failed row, on either side, is left out of the "
             "claims and of the Holm family.", "", *markdown_head(head)]
    for row in table.rows:
        gate = gates.get(row.id)
        if gate is None:
            continue
        if gate.distinct is None:
            distinct = "not checked (no translation with its reference here)"
        else:
            share, key, test, n_distinct, n_lines, ref_distinct = gate.distinct
            distinct = (f"{share:.2f} ({test}, {key}: {n_distinct:,} of {n_lines:,} lines, "
                        f"reference {ref_distinct:,})"
                        + (f"; below {DISTINCT_SHARE} on {gate.low} of {gate.checked}"
                           if gate.low else ""))
        word = f"**{FAILED}**" if gate.failed else "passed"
        lines.append(markdown_row([f"{row.label} (`{row.id}`)", distinct, gate.sibling or "-",
                                   word]))
    return lines + [""]


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


# --------------------------------------------------------------------------- systems table
def n_seeds(n: int) -> str:
    """``1 seed``, ``3 seeds``."""
    return f"{n} seed{'s' if n != 1 else ''}"


def markdown_row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def markdown_head(header: list[str]) -> list[str]:
    """The header line of a markdown table and its separator line."""
    return [markdown_row(header), "|" + "---|" * len(header)]


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


# --------------------------------------------------------------------------- seeds and power
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
