"""Run listings: a run's commit, threads and load, its resumed pieces and its device
(the report's sections "Devices" and "Resumed runs"), and its stored translations."""

from __future__ import annotations

from experiments.context import REPO, device_kind, read_lines
from experiments.report.text import markdown_head, markdown_row
from experiments.tables import Table


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


def hyps_of(run: dict, test: str) -> list[str] | None:
    info = run["tests"].get(test)
    if not info or not (REPO / info["translation"]).is_file():
        return None
    return read_lines(REPO / info["translation"])
