"""Baselines that train: the gate every row passes before a claim is read against it
(section "Baselines that train"; docs/protocol.md)."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path

from experiments.context import REPO, read_lines
from experiments.logs import stored_records
from experiments.report.runs import hyps_of
from experiments.report.text import markdown_head, markdown_row
from experiments.tables import Table

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
