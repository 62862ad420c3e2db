"""MUTE Figure 2(b) from the bench record: translation speed against the number of units.

`bench/run_bench.py --rows mute-units --out results/<table>-speed` writes `bench.json` (its
`units` summary: per unit count the beam-4 tokens/s and the ratio to 1 unit per round,
median [min, max] over the rounds, and the paper's GPU numbers) and `bench.md`. This module
reads that record for the table's figure (experiments/figures.py, panel b) and for the
section of the table's report (experiments/report/); no matplotlib here.
"""

from __future__ import annotations

import json
from pathlib import Path


def speed_dir(results_dir: str | Path, table: str) -> Path:
    """Where the bench record of `table` lives: ``<results>/<table>-speed/``."""
    return Path(results_dir) / f"{table}-speed"


def load_speed(results_dir: str | Path, table: str) -> dict | None:
    """The `--rows mute-units` bench record of `table` (bench.json), or None when there is
    none (or the file holds another bench mode's record)."""
    path = speed_dir(results_dir, table) / "bench.json"
    if not path.is_file():
        return None
    record = json.loads(path.read_text(encoding="utf-8"))
    return record if record.get("units", {}).get("rows") else None


def speed_points(record: dict) -> list[dict]:
    """Per unit count measured: ``{"units", "tokens_per_s"`` (median over the timed calls),
    ``"ratio", "ratio_min", "ratio_max"`` (ratio to 1 unit: median, min, max over the
    rounds; 1 for one unit), ``"rounds"}``, sorted by units."""
    points = []
    for row in record["units"]["rows"]:
        to_one = (1.0, 1.0, 1.0) if row["units"] == 1 else row.get("to_one")
        if not row.get("tokens_per_s") or to_one is None:
            continue  # no round shared with the 1-unit model: no ratio
        points.append({"units": row["units"], "tokens_per_s": row["tokens_per_s"][1],
                       "ratio": to_one[1], "ratio_min": to_one[0], "ratio_max": to_one[2],
                       "rounds": row["rounds"]})
    return sorted(points, key=lambda p: p["units"])


def paper_ratios(record: dict) -> dict[int, float]:
    """The paper's GPU tokens/s of k units relative to 1 unit, per k it reports."""
    tok = {int(k): v for k, v in record["units"]["paper"]["tokens_per_s"].items()}
    return {k: v / tok[1] for k, v in sorted(tok.items())}


def section_lines(record: dict, table: str) -> list[str]:
    """The report section "Figure 2(b): translation speed against units" (markdown lines,
    links relative to ``results/<table>.md``)."""
    settings, machine = record["settings"], record["machine"]
    paper = record["units"]["paper"]
    paper_ratio = paper_ratios(record)
    points = speed_points(record)
    rounds = max((p["rounds"] for p in points), default=0)
    lines = ["## Figure 2(b): translation speed against units", ""]
    if settings.get("quick"):
        lines += ["**From a quick smoke run (`--quick`): the numbers are NOT meaningful.**", ""]
    taken = sorted({row["paths"].get("translate", "?") for row in record["units"]["rows"]
                    if row.get("paths")})
    lines += [
        f"From the bench record [{table}-speed/bench.md]({table}-speed/bench.md) "
        f"(`.venv/bin/python {record.get('command', 'bench/run_bench.py --rows mute-units')}` "
        f"at commit {machine.get('commit', '?')}): beam-{settings['beam']} translation "
        f"tokens/s of plain MUTE (`mute_fused auto`"
        + (f", which took the {'/'.join(taken)} path" if taken else "")
        + f"), one batch of {settings['translate_batch']} sentences of {settings['min_len']}-"
        f"{settings['max_len']} tokens, output forced to {settings['translate_len']} tokens "
        f"+ EOS, untrained d {settings['d']} models ({settings['layers']}+{settings['layers']} "
        f"layers, {settings['heads']} heads, FFN {settings['ff']}), {machine.get('threads')} "
        f"thread(s) on {machine.get('device')} ({machine.get('cpu', '?')}), {rounds} "
        "round(s). Each unit count is paired with the Transformer+Relative baseline in its "
        "own process; ratio to 1 unit per round = (MUTE-k / baseline) / (MUTE-1 / "
        "baseline), `median [min, max]` over the rounds.", "",
        "| units | tokens/s | ratio to 1 unit | rounds | paper (GPU), ratio to 1 unit |",
        "|---|---|---|---|---|"]
    for p in points:
        ratio = ("1" if p["units"] == 1 else
                 f"{p['ratio']:.3f} [{p['ratio_min']:.3f}, {p['ratio_max']:.3f}]")
        theirs = paper_ratio.get(p["units"])
        lines.append(f"| {p['units']} | {p['tokens_per_s']:.0f} | {ratio} | {p['rounds']} | "
                     + ("-" if theirs is None else f"{theirs:.3f}") + " |")
    tok, drop = paper["tokens_per_s"], paper["drop_percent"]
    lines += ["", f"Paper ({paper['setting']}): {tok['1']} tokens/s with 1 unit, {tok['4']} "
              f"with 4 (stated -{drop['4']:g}%), {tok['6']} with 6 (-{drop['6']:g}%).", ""]
    return lines
