"""Multilingual tables (MIMO): test directions grouped into en->xx, xx->en and zero-shot,
and the groups' BLEU and off-target shares."""

from __future__ import annotations

import statistics

from experiments.context import Context, EvalSet


def group_key(split: str, group: str) -> str:
    """The test key of a multilingual table's group claim: ``test_2016_flickr en->xx``."""
    return f"{split} {group}"


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
