"""Tables, target verdicts and the units plot of the benchmark (pure Python + matplotlib).

Input: the results dict written by run_bench.py (also saved as results/bench.json):

    {"machine": {"matmul_gflops": float, "threads": int, "device": str, ...},
     "settings": {...}, "notes": {...}, "flop_predicted": {...},
     "configs": [{"name", "family", "params", "flops_per_tok", "rounds": [..],
                  "train_tok_s": [..], "train_ratio": [..], "train_mem_mb": [..],
                  "mem_ratio": [..], "beam_tok_s": [..], "beam_ratio": [..],
                  "greedy_tok_s": [..], "greedy_ratio": [..],
                  "units"?, "variant"?, "fused"?, "path"?, "claim"?}, ...]}

`*_ratio` lists are samples: each compares the config with the baseline measured seconds
apart in the same process (training: step time config / baseline on the same batch;
translation: throughput config / baseline; memory: config / the baseline's median).
Tables show median [min, max] over the samples. Verdicts are computed here.
"""

from __future__ import annotations

import statistics
from pathlib import Path

BASELINE = "baseline"
PRIMARY = "MUTE-4"  # basic MUTE, fused (the paper's Section 5.7 speed figure)
SECONDARY = "MUTE-4 +Bias+Seq"
STEP_TARGET = "training step-time ratio <= FLOP ratio"
MEM_TARGET = "peak training memory <= 2x baseline"
BEAM_TARGET = "beam-4 translation throughput >= 0.97 baseline"
MEM_LIMIT = 2.0
BEAM_LIMIT = 0.97
# MIMO n = 4 vs the deeper Transformer of equal parameters, paired in one process: fused
# MIMO's speed / the deep model's, in training and beam-4 translation, at least (GPU: the
# paper's "1.31 times as fast"; CPU, equal FLOPs: no more than 5% slower).
MIMO_PAIRING = "mimo-deep"
MIMO_LIMITS = {"cpu": 0.95, "cuda": 1.31}
# `*_fused auto` (the default) against the better of fused and loop, per family and mode:
# auto's median speed at least this share of the faster path's median speed.
AUTO_LIMIT = 0.95
AUTO_MODES = (("training speed", "train_speed"), ("beam-4 translation speed", "beam_ratio"))
MARKERS = {"fused": ("o", "-"), "loop": ("s", "--"), "auto": ("^", ":")}  # the plot
# MUTE Figure 2(b) (Yan et al. 2020, Sec. 5.7): beam-4 tokens/s on a GPU, NIST Zh-En valid
# set, batches of 30 sentences, per number of encoder units; and the drops the text states.
PAPER_UNITS_TOK_S = {1: 890, 4: 863, 6: 830}
PAPER_UNITS_DROP = {4: 3.1, 6: 6.7}  # percent vs 1 unit
PAPER_UNITS_SETTING = ("GPU, NIST Zh-En valid set, batches of 30 sentences, beam 4; "
                       "Transformer-Big: 838 tokens/s")


def _by_name(results: dict) -> dict[str, dict]:
    return {c["name"]: c for c in results["configs"]}


def spread(values: list[float]) -> tuple[float, float, float] | None:
    """(min, median, max), or None without values."""
    values = [v for v in values or [] if v is not None]
    if not values:
        return None
    return min(values), statistics.median(values), max(values)


def _fmt_spread(values: list[float], digits: int = 2) -> str:
    s = spread(values)
    if s is None:
        return "-"
    lo, mid, hi = s
    if len(values) == 1:
        return f"{mid:.{digits}f} (n=1)"
    return f"{mid:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}]"


def _median(config: dict, key: str) -> float | None:
    s = spread(config.get(key))
    return None if s is None else s[1]


def _fmt(value, pattern: str = "{:.0f}") -> str:
    return "-" if value is None else pattern.format(value)


def path_of(config: dict) -> str:
    """fused, loop or auto (records written before `auto`: from their `fused` flag)."""
    return config.get("path") or ("fused" if config.get("fused") else "loop")


def verdicts(results: dict) -> list[dict]:
    """The speed and memory targets for MUTE-4 (and MUTE-4 +Bias+Seq), from the measurements.

    Each: {"target", "config", "value" (median ratio), "spread", "limit", "pass"}.
    """
    configs = _by_name(results)
    base = configs.get(BASELINE)
    out = []
    if base is None:
        return out + mimo_deep_verdicts(results) + auto_verdicts(results)
    for name in (PRIMARY, f"{PRIMARY} (loop)", f"{PRIMARY} (auto)", SECONDARY,
                 f"{PRIMARY} [malloc tuned]", f"{PRIMARY} (loop) [malloc tuned]"):
        config = configs.get(name)
        if config is None:
            continue
        flop_ratio = (config["flops_per_tok"] / base["flops_per_tok"]
                      if config.get("flops_per_tok") and base.get("flops_per_tok") else None)
        checks = [
            (STEP_TARGET, config.get("train_ratio") if flop_ratio else None, flop_ratio, "<="),
            (MEM_TARGET, config.get("mem_ratio"), MEM_LIMIT, "<="),
            (BEAM_TARGET, config.get("beam_ratio"), BEAM_LIMIT, ">="),
        ]
        if "malloc tuned" in name:  # RSS with a caching allocator: not comparable
            checks = [c for c in checks if c[0] != MEM_TARGET]
        for target, values, limit, op in checks:
            s = spread(values)
            value = None if s is None else s[1]
            passed = None if value is None else (value <= limit if op == "<=" else value >= limit)
            out.append({"target": f"{name} {target}", "config": name, "value": value,
                        "spread": s, "limit": limit, "op": op, "pass": passed})
    return out + mimo_deep_verdicts(results) + auto_verdicts(results)


def auto_verdict(label: str, auto: list[float] | None, fused: list[float] | None,
                 loop: list[float] | None, limit: float = AUTO_LIMIT) -> dict:
    """`auto` within 1 - `limit` of the better of fused and loop in one mode.

    The three lists are speed samples (higher = faster; each a ratio to the same reference,
    the baseline or the deep model). value = auto's median / the faster path's median;
    spread = auto's samples over that median. No verdict (None) unless all three were
    measured."""
    best = [m for m in (_median_of(fused), _median_of(loop)) if m is not None]
    s = spread(auto)
    if s is None or len(best) < 2 or max(best) <= 0:
        value, scaled = None, None
    else:
        scaled = tuple(x / max(best) for x in s)
        value = scaled[1]
    return {"target": label, "config": label.split(":")[0], "value": value, "spread": scaled,
            "limit": limit, "op": ">=", "pass": None if value is None else value >= limit}


def _median_of(values: list[float] | None) -> float | None:
    s = spread(values)
    return None if s is None else s[1]


def auto_groups(results: dict) -> list[tuple[str, dict[str, dict]]]:
    """(label, {path: record}) of each set of configs measured fused, loop and auto: MUTE-4
    (against the baseline) and each MIMO shape (against its deep model)."""
    configs = _by_name(results)
    groups = []
    mute = {path: configs.get(name) for path, name in (
        ("fused", PRIMARY), ("loop", f"{PRIMARY} (loop)"), ("auto", f"{PRIMARY} (auto)"))}
    if mute["auto"] is not None:
        groups.append((PRIMARY, mute))
    shapes: dict[tuple, dict[str, dict]] = {}
    for c in mimo_deep_rows(results):
        shapes.setdefault((c.get("mimo_layers"), c.get("d")), {})[path_of(c)] = c
    for (layers, d), paths in shapes.items():
        if "auto" in paths:
            groups.append((f"MIMO {layers}x4 (d {d}) vs the deep model", paths))
    return groups


def auto_verdicts(results: dict) -> list[dict]:
    """`auto` within 5% of the better of fused and loop, per family (shape) and mode."""
    out = []
    for label, paths in auto_groups(results):
        for mode, key in AUTO_MODES:
            samples = {p: (paths[p] or {}).get(key) if paths.get(p) else None
                       for p in ("auto", "fused", "loop")}
            out.append(auto_verdict(
                f"{label}: auto's {mode} >= {AUTO_LIMIT:g}x the better of fused and loop",
                samples["auto"], samples["fused"], samples["loop"]))
    return out


def mimo_limit(results: dict) -> float:
    device = str(results["machine"].get("device", "cpu"))
    return MIMO_LIMITS["cuda" if device.startswith("cuda") else "cpu"]


def mimo_deep_rows(results: dict) -> list[dict]:
    return [c for c in results["configs"] if c.get("pairing") == MIMO_PAIRING]


def mimo_deep_verdicts(results: dict) -> list[dict]:
    """Fused MIMO vs the deep model, training and beam-4 speed (`MIMO_LIMITS`)."""
    limit = mimo_limit(results)
    out = []
    for c in mimo_deep_rows(results):
        if path_of(c) != "fused":
            continue  # loop and auto are shown for comparison, the target is the fused path's
        for label, key in (("training speed", "train_speed"),
                           ("beam-4 translation speed", "beam_ratio")):
            s = spread(c.get(key))
            value = None if s is None else s[1]
            out.append({"target": f"{c['name']}: {label} >= {limit:g}x the deep model's",
                        "config": c["name"], "value": value, "spread": s, "limit": limit,
                        "op": ">=", "pass": None if value is None else value >= limit})
    return out


def mimo_deep_table(results: dict) -> list[str]:
    """Markdown lines: MIMO (fused, loop and auto) vs the deep model, paired ratios."""
    rows = mimo_deep_rows(results)
    if not rows:
        return []
    lines = ["## MIMO vs the deeper Transformer of equal parameters", "",
             "Each MIMO model (n = 4) is paired in one process with the Transformer of 4x its "
             "layers and the same width (the same tagged batches and sentences): training "
             "speed = deep step time / MIMO step time on the same batch, beam-4 and greedy = "
             "MIMO tokens/s / deep tokens/s; > 1 = MIMO faster. `median [min, max]` over the "
             f"samples. Target for fused MIMO: >= {mimo_limit(results):g}x in both.", "",
             "| MIMO | path | MIMO params (M) | deep params (M) | training speed | "
             "beam-4 speed | greedy speed | n |", "|---|---|---|---|---|---|---|---|"]
    for c in rows:
        if not c.get("train_speed"):
            why = c.get("error") or c.get("skipped") or "not measured"
            lines.append(f"| {c['name']} | {why[:100]} |" + " |" * 6)
            continue
        n = f"{len(c.get('train_speed') or [])}/{len(c.get('beam_ratio') or [])}"
        lines.append(
            f"| {c['mimo_layers']} layers x 4, d {c['d']} | "
            f"{path_of(c)} | {c.get('params', 0) / 1e6:.1f} | "
            f"{c.get('partner_params', 0) / 1e6:.1f} | {_fmt_spread(c.get('train_speed'))} | "
            f"{_fmt_spread(c.get('beam_ratio'))} | {_fmt_spread(c.get('greedy_ratio'))} | "
            f"{n} |")
    return lines + [""]


def render(results: dict) -> str:
    """The markdown report (without the plot)."""
    configs = results["configs"]
    by_name = _by_name(results)
    base = by_name.get(BASELINE)
    machine = results["machine"]
    settings = results["settings"]
    peak = machine["matmul_gflops"]
    lines = ["# Benchmark: MUTE (fused and unfused) and the other families vs "
             "Transformer+Relative", ""]
    if settings.get("quick"):
        lines += ["**Quick smoke run (`--quick`): tiny workloads, numbers are NOT meaningful.**",
                  ""]
    if settings.get("autocast", "fp32") != "fp32":
        lines += [f"**Every model, the baseline included, ran under {settings['autocast']} "
                  "autocast (`--autocast`)**: ratios compare models at that precision; its "
                  "speed-up over fp32 is the tokens/s against an fp32 run's.", ""]
    lines += ["## Targets, computed from the measurements below", "",
              "| target | measured: median [min, max] over samples | limit | verdict |",
              "|---|---|---|---|"]
    for v in verdicts(results):
        if v["spread"] is None:
            measured, verdict = "not measured", "n/a"
        else:
            lo, mid, hi = v["spread"]
            measured = f"{mid:.3f} [{lo:.3f}, {hi:.3f}]"
            verdict = "PASS" if v["pass"] else "FAIL"
        limit = "?" if v["limit"] is None else f"{v['limit']:.3g}"
        lines.append(f"| {v['target']} | {measured} | {v['op']} {limit} | {verdict} |")
    lines += [""]
    notes = results.get("notes", {})
    for text in notes.get("after_targets", []):
        lines += [text, ""]

    lines += ["## Results", "",
              "Ratios to the baseline, each sample taken seconds apart in one process: "
              "step-time ratio = config step time / baseline step time on the same batch "
              "(higher = slower); translation ratio = config tokens/s / baseline tokens/s; "
              "memory ratio = config / baseline training memory. `median [min, max]` over "
              "samples (n = training pairs / translate pairs).", "",
              "| config | params (M) | train FLOPs/tok (M) | FLOP ratio | train tok/s | "
              "step-time ratio | GFLOP/s (% of matmul) | train mem (MB) | mem ratio | "
              "beam-4 tok/s | beam-4 ratio | greedy tok/s | greedy ratio | n | "
              "paper claim |",
              "|" + "---|" * 15]
    for c in configs:
        if c.get("family") == "pairing" or c.get("pairing"):
            continue  # not against the baseline: see the notes and the MIMO table
        if not c.get("train_tok_s"):
            why = c.get("error") or c.get("skipped") or "not measured"
            lines.append(f"| {c['name']} | {why[:100]} |" + " |" * 13)
            continue
        tok = _median(c, "train_tok_s")
        flops = c.get("flops_per_tok")
        gflops = None if tok is None or not flops else tok * flops / 1e9
        achieved = "-" if gflops is None else f"{gflops:.1f} ({100 * gflops / peak:.0f}%)"
        is_base = c["name"] == BASELINE
        def ratio(key, c=c, is_base=is_base):
            return "1" if is_base else _fmt_spread(c.get(key))

        n = f"{len(c.get('train_ratio') or c.get('train_tok_s') or [])}/" \
            f"{len(c.get('beam_ratio') or c.get('beam_tok_s') or [])}"
        row = [
            c["name"], _fmt(c.get("params", 0) / 1e6, "{:.1f}"),
            _fmt(None if not flops else flops / 1e6, "{:.1f}")
            + ("" if c.get("flops_source", "analytic") == "analytic" else "*"),
            "1" if is_base or base is None or not flops or not base.get("flops_per_tok")
            else f"{flops / base['flops_per_tok']:.2f}",
            _fmt(tok), ratio("train_ratio"), achieved, _fmt(_median(c, "train_mem_mb")),
            ratio("mem_ratio"), _fmt(_median(c, "beam_tok_s")), ratio("beam_ratio"),
            _fmt(_median(c, "greedy_tok_s")), ratio("greedy_ratio"), n, c.get("claim", ""),
        ]
        lines.append("| " + " | ".join(row) + " |")
    lines += [""]
    lines += mimo_deep_table(results)
    for text in notes.get("after_table", []):
        lines += [text, ""]
    lines += ["## Machine and settings", "",
              f"- device: {machine.get('device')}, torch threads: {machine.get('threads')} "
              f"({machine.get('threads_reason', '')}), CPU: {machine.get('cpu', '?')}",
              f"- measured fp32 matmul throughput ({machine.get('matmul_shape', '')}): "
              f"{peak:.1f} GFLOP/s (median of {machine.get('matmul_trials', '?')} trials; "
              f"all: {machine.get('matmul_all', '')})",
              f"- load average at start/end: {machine.get('load_start', '?')} / "
              f"{machine.get('load_end', '?')}; wall time {results.get('wall_s', 0):.0f} s",
              "- settings: " + ", ".join(f"{k}={v}" for k, v in settings.items()), ""]
    for text in notes.get("how", []):
        lines += [text, ""]
    return "\n".join(lines).rstrip() + "\n"


def plot(results: dict, path: Path) -> None:
    """Throughput relative to the baseline against the number of MUTE units."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by_name = _by_name(results)
    base = by_name.get(BASELINE)
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2))
    panels = (("train_speed", "training speed (1 / step-time ratio)", False),
              ("beam_ratio", "beam-4 translation tokens/s", True))
    for ax, (key, title, paper) in zip(axes, panels, strict=True):
        ax.axhline(1.0, color="black", lw=0.8, label="Transformer+Relative (baseline)")
        series: dict[tuple[str, bool], list[tuple[int, float, float, float]]] = {}
        for c in results["configs"]:
            if c.get("family") != "mute" or base is None or c.get("malloc") == "tuned":
                continue
            s = spread(c.get(key))
            if s is None:
                continue
            series.setdefault((c["variant"], path_of(c)), []).append((c["units"], *s))
        for (variant, route), points in sorted(series.items()):
            points.sort()
            xs = [p[0] for p in points]
            mid = [p[2] for p in points]
            err = [[p[2] - p[1] for p in points], [p[3] - p[2] for p in points]]
            label = f"MUTE {variant} ({route})"
            ax.errorbar(xs, mid, yerr=err, marker=MARKERS[route][0], capsize=3,
                        ls=MARKERS[route][1], label=label)
        predicted = results.get("flop_predicted", {}).get(key)
        if predicted:
            xs = sorted(int(k) for k in predicted)
            ax.plot(xs, [predicted[str(x)] for x in xs], color="grey", ls=":",
                    label="FLOP-bound prediction")
        if paper:
            paper_units = sorted(PAPER_UNITS_TOK_S)
            ax.plot(paper_units, [PAPER_UNITS_TOK_S[k] / PAPER_UNITS_TOK_S[1]
                                  for k in paper_units], "k*", ms=10,
                    label="paper (GPU, vs 1 unit): 890/863/830 tok/s")
        ax.set_xlabel("units per encoder layer (I)")
        ax.set_ylabel("throughput / baseline")
        ax.set_title(title)
        ax.set_xticks([1, 2, 4, 6])
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, loc="lower left")
    fig.suptitle("MUTE speed vs number of units (median, bars: min-max over samples)")
    fig.tight_layout()
    fig.savefig(path, dpi=110, format="png")  # the temporary name has no .png
    plt.close(fig)


def replace_file(path: Path, write) -> None:
    """`write(temporary path)`, then rename it to `path` (onmt_ext's `write_atomically`: a
    crash leaves no partial file under the final name)."""
    from onmt_ext.core.files.atomic_save import write_atomically

    write_atomically(path, write)


def write(results: dict, md_path: Path, png_path: Path) -> None:
    md_path = Path(md_path)
    png_path = Path(png_path)
    md_path.parent.mkdir(parents=True, exist_ok=True)
    text = render(results)
    text += f"\n![speed vs units]({png_path.name})\n"
    replace_file(md_path, lambda tmp: tmp.write_text(text, encoding="utf-8"))
    replace_file(png_path, lambda tmp: plot(results, tmp))


# --------------------------------------------------------------------------- MUTE Figure 2(b)
def fmt_triple(triple, digits: int = 2) -> str:
    """`median [min, max]` of a (min, median, max) triple; "-" for None."""
    if triple is None:
        return "-"
    lo, mid, hi = triple
    return f"{mid:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}]"


def units_summary(results: dict) -> dict:
    """MUTE Figure 2(b) from a `--rows mute-units` run (results dict of run_bench.run_units).

    Per unit count k (rows sorted by k): `tokens_per_s` and `vs_baseline` as (min, median,
    max) over the timed calls (beam tokens/s; paired ratio MUTE-k / baseline); `to_one`
    (min, median, max) over the rounds of the ratio to 1 unit, per round
    (MUTE-k / baseline) / (MUTE-1 / baseline) of the medians of the children's pairs, the
    per-round values in `to_one_rounds`; `flop_bound`: the ratio if time were
    proportional to FLOPs; the paper's GPU tokens/s and stated drop where it gives them.
    Returns {"rows": [...], "paper": {"tokens_per_s": {k: tok/s}, "drop_percent": {k: %},
    "setting": str}} (k as strings, as JSON keeps them).
    """
    configs = sorted((c for c in results["configs"] if c.get("round_ratio")),
                     key=lambda c: c["units"])
    one = next((c for c in configs if c["units"] == 1), None)
    one_by_round = dict(zip(one["rounds"], one["round_ratio"], strict=True)) if one else {}
    bound = results.get("flop_bound") or {}
    rows = []
    for c in configs:
        k = c["units"]
        to_one = [ratio / one_by_round[r]
                  for r, ratio in zip(c["rounds"], c["round_ratio"], strict=True)
                  if r in one_by_round]
        paper = PAPER_UNITS_TOK_S.get(k)
        rows.append({
            "units": k, "name": c["name"], "params": c.get("params"),
            "paths": c.get("paths", {}), "rounds": len(c["rounds"]),
            "tokens_per_s": spread(c["beam_tok_s"]), "vs_baseline": spread(c["beam_ratio"]),
            "to_one": spread(to_one), "to_one_rounds": to_one,
            "flop_bound": bound.get(str(k)),
            "paper_tokens_per_s": paper,
            "paper_ratio": None if paper is None else paper / PAPER_UNITS_TOK_S[1],
            "paper_drop_percent": PAPER_UNITS_DROP.get(k),
        })
    return {"rows": rows,
            "paper": {"tokens_per_s": {str(k): v for k, v in PAPER_UNITS_TOK_S.items()},
                      "drop_percent": {str(k): v for k, v in PAPER_UNITS_DROP.items()},
                      "setting": PAPER_UNITS_SETTING}}


def _paper_cell(row: dict) -> str:
    if row["paper_tokens_per_s"] is None:
        return "-"
    drop = row["paper_drop_percent"]
    return (f"{row['paper_tokens_per_s']} tok/s ({row['paper_ratio']:.3f}"
            + ("" if drop is None else f"; stated -{drop:g}%") + ")")


def render_units(results: dict) -> str:
    """bench.md of a `--rows mute-units` run: the ratio to 1 unit per unit count with its
    spread over rounds, the paper's GPU numbers, and how it was measured."""
    settings, machine = results["settings"], results["machine"]
    summary = results.get("units") or units_summary(results)
    lines = ["# MUTE Figure 2(b): translation speed against the number of encoder units", ""]
    if settings.get("quick"):
        lines += ["**Quick smoke run (`--quick`): tiny workloads, numbers are NOT meaningful.**",
                  ""]
    lines += [
        f"Beam-{settings['beam']} translation throughput of plain MUTE with 1-6 units per "
        "encoder layer (`mute_fused auto`, the default: the path a user gets), each paired "
        "with the Transformer+Relative baseline in its own child process. Ratio to 1 unit, "
        "per round: (MUTE-k tokens/s / baseline tokens/s) / (MUTE-1 tokens/s / baseline "
        "tokens/s); `median [min, max]` over the rounds. tokens/s and the ratio to the "
        "baseline: `median [min, max]` over the timed calls.", "",
        "| units | params (M) | beam-4 tokens/s | vs baseline | ratio to 1 unit | rounds | "
        "FLOP-bound ratio | paper (GPU) |",
        "|---|---|---|---|---|---|---|---|"]
    for row in summary["rows"]:
        params = "-" if not row["params"] else f"{row['params'] / 1e6:.1f}"
        to_one = "1" if row["units"] == 1 else fmt_triple(row["to_one"], 3)
        bound = "-" if row["flop_bound"] is None else f"{row['flop_bound']:.3f}"
        lines.append(f"| {row['units']} | {params} | {fmt_triple(row['tokens_per_s'], 0)} | "
                     f"{fmt_triple(row['vs_baseline'])} | {to_one} | {row['rounds']} | "
                     f"{bound} | {_paper_cell(row)} |")
    failed = [f"{c['name']}: {c['error']}" for c in results["configs"] if c.get("error")]
    lines += [""] + [f"Not measured: {text}" for text in failed] + ([""] if failed else [])
    paper = summary["paper"]
    tok = paper["tokens_per_s"]
    lines += [f"Paper (Yan et al. 2020, Figure 2(b); {paper['setting']}): {tok['1']} tokens/s "
              f"with 1 unit, {tok['4']} with 4 (-{paper['drop_percent']['4']:g}%), {tok['6']} "
              f"with 6 (-{paper['drop_percent']['6']:g}%). The units of a layer run in "
              "parallel on the GPU and the encoder runs once per sentence, so the wider "
              "encoder costs little there; on a CPU the units' FLOPs are not hidden (the "
              "FLOP-bound column: time proportional to FLOPs, bench/flops.py).", ""]
    taken = sorted({f"{row['paths'].get('translate', '?')}" for row in summary["rows"]
                    if row["paths"]})
    if taken:
        lines += [f"`auto` took, on {machine.get('device', '?')} in translation: "
                  f"{', '.join(taken)} (read back from the layers; the table in "
                  "onmt_ext/mute/fused_path.py).", ""]
    command = results.get("command", "bench/run_bench.py --rows mute-units")
    lines += [
        "## How it was measured", "",
        f"- Command: `.venv/bin/python {command}` at commit {machine.get('commit', '?')}.",
        f"- Machine: {machine.get('device')}, {machine.get('threads')} torch thread(s) "
        f"({machine.get('threads_reason', '')}), CPU: {machine.get('cpu', '?')}; load "
        f"average at start/end {machine.get('load_start', '?')} / "
        f"{machine.get('load_end', '?')}; wall time {results.get('wall_s', 0):.0f} s.",
        f"- Models: options parsed as `onmt_ext_train` parses them, built by OpenNMT's "
        f"builder: d {settings['d']}, FFN {settings['ff']}, {settings['heads']} heads, "
        f"{settings['layers']}+{settings['layers']} layers, 8k shared vocabulary, "
        "`max_relative_positions 16`, tied decoder embeddings; untrained (Glorot "
        "initialisation), dropout off as `load_test_model` leaves it. The baseline: the "
        "same with a Transformer encoder.",
        f"- Translation: OpenNMT's `Translator` in-process, beam {settings['beam']}, one batch "
        f"of {settings['translate_batch']} random sentences of {settings['min_len']}-"
        f"{settings['max_len']} tokens (`batch_type sents`), output forced to "
        f"{settings['translate_len']} tokens + EOS (`min_length = max_length`), so every "
        "model decodes the same number of steps whatever it writes. tokens/s = output "
        "tokens (EOS included) / the time of `Translator._translate` (no start-up, no model "
        "loading).",
        f"- Pairs and rounds: each (unit count, round) runs in a fresh child process "
        "(forkserver, torch and OpenNMT preloaded) that builds MUTE-k and the baseline side "
        "by side, translates once untimed with each, then times "
        f"{settings['translate_repeats']} pair(s), alternating which model goes first. A "
        "round measures every unit count once (the order reversed every other round); "
        f"rounds run while the budget ({settings['budget_s']:.0f} s, at most "
        f"{settings['rounds']} round(s)) lasts.",
    ]
    return "\n".join(lines).rstrip() + "\n"


def write_units(results: dict, md_path: Path) -> None:
    """Write render_units' text to `md_path` through a temporary file and a rename."""
    md_path = Path(md_path)
    md_path.parent.mkdir(parents=True, exist_ok=True)
    text = render_units(results)
    replace_file(md_path, lambda tmp: tmp.write_text(text, encoding="utf-8"))
