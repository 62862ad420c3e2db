"""Figures (PNG, matplotlib Agg) from training metrics, MUTE checkpoints and table results.

    python experiments/figures.py alpha --metrics RUN/model_metrics.jsonl [--step N] \\
        --out alpha.png      (or --model CKPT.pt: from the checkpoint's weights)
        unit weights alpha per encoder layer (MUTE Figure 3), as the training's metrics
        file recorded them at step N (default: the last report)
    python experiments/figures.py autoshuffle --metrics RUN/model_metrics.jsonl \\
        --out autoshuffle.png
        the Lipschitz penalty of the AutoShuffle matrices M over training (aux term
        ``lipschitz``) and the Frobenius distance of each M to its nearest permutation
        (diagnostic ``autoshuffle_distance``), both from the metrics file
    python experiments/figures.py units --results results/mute-figure2 \
        --out results/mute-figure2/figures/units.png
        MUTE Figure 2: (a) BLEU against the number of units from the table's results (the
        rows that have any), (b) beam-4 translation speed relative to 1 unit from the bench
        record results/mute-figure2-speed/bench.json (`bench/run_bench.py --rows
        mute-units`) when it exists; either panel alone when only its source exists

`experiments/run_table.py` calls :func:`table_figure` for the kinds a table lists in its
`figures` and writes them to ``<out>/<table>/figures/``.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
import textwrap
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments.logs import (  # noqa: E402
    PLATEAU_GAIN,
    at_or_before,
    aux_curve,
    curve_csv,
    diagnostic_curve,
    last_quarter_gain,
    read_records,
    stored_records,
    val_curve,
    valid_bleu,
)
from onmt_ext.core.model.training_metrics import read_metrics  # noqa: E402

log = logging.getLogger("figures")

# encoder_type: mute, aggregate with enc_layer_type: mute (the same keys), or dense with
# enc_layer_type: mute (the MUTE layer inside the projection: ``.layer.``)
ALPHA_KEY = re.compile(r"^encoder\.transformer\.(\d+)\.(?:layer\.)?unit_weights$")


def load_model_state(path: str | Path) -> dict:
    """The `model` state dict of an OpenNMT checkpoint (weights_only loading)."""
    from onmt_ext.core.files.checkpoint_file import load_checkpoint  # Namespace allowed

    return load_checkpoint(path, map_location="cpu")["model"]


def _by_layer(state: dict, pattern: re.Pattern) -> list:
    found = sorted((int(m.group(1)), v) for k, v in state.items() if (m := pattern.match(k)))
    return [v for _, v in found]


def unit_weights(path: str | Path) -> list[list[float]]:
    """alpha per layer: ``[[alpha_1 .. alpha_I] for each encoder layer]``."""
    weights = _by_layer(load_model_state(path), ALPHA_KEY)
    if not weights:
        raise ValueError(f"{path}: no encoder.transformer.<k>.unit_weights (not a MUTE model)")
    return [w.float().tolist() for w in weights]


def alpha_from_metrics(records: list[dict], step: int | None = None) -> list[list[float]]:
    """alpha per layer as the metrics file recorded it at the last report at or before
    `step` (all reports: the last). ValueError when it has none (not a MUTE model)."""
    found = at_or_before(diagnostic_curve(records, "alpha"), step)
    if found is None:
        raise ValueError("no alpha in the metrics records (not a MUTE model?)")
    return found[1]


def _save(fig, out: str | Path) -> Path:
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(out, dpi=120)
    plt.close(fig)
    return out


def plot_alpha(weights: list[list[float]], out: str | Path, title: str = "") -> Path:
    """Grouped bars: alpha_i of every unit in every encoder layer (MUTE Figure 3)."""
    layers, units = len(weights), max(len(w) for w in weights)
    fig, ax = plt.subplots(figsize=(max(4.5, 1.5 + 1.1 * layers), 3.2))
    width = 0.8 / units
    for i in range(units):
        xs = [k + (i - (units - 1) / 2) * width for k in range(layers)]
        ax.bar(xs, [w[i] if i < len(w) else 0.0 for w in weights], width, label=f"unit {i + 1}")
    ax.axhline(1.0 / units, color="grey", lw=0.8, ls="--", label=f"init 1/{units}")
    ax.set_xticks(range(layers), [f"layer {k + 1}" for k in range(layers)])
    ax.set_ylabel("alpha (unit weight)")
    ax.set_title(title or "unit weights", fontsize=9)
    ax.legend(fontsize=7, ncol=2)
    return _save(fig, out)


def plot_autoshuffle(records: list[dict], out: str | Path, title: str = "") -> Path:
    """Left: Lipschitz penalty over training; right: distance of each M to a permutation
    (both from the training's metrics records)."""
    curve = aux_curve(records, "lipschitz")
    distances = diagnostic_curve(records, "autoshuffle_distance")
    if not distances:
        raise ValueError("no autoshuffle_distance in the metrics records (no mute_sequential?)")
    fig, (left, right) = plt.subplots(1, 2, figsize=(8, 3.2))
    if curve:
        left.plot([s for s, _ in curve], [v for _, v in curve], marker=".")
    left.set_xlabel("training step")
    left.set_ylabel("Lipschitz penalty (sum over layers)")
    left.set_title("AutoShuffle penalty (Eq. 19)", fontsize=9)
    steps = [s for s, _ in distances]
    for layer in range(len(distances[0][1])):
        right.plot(steps, [d[layer] for _, d in distances], marker="o", label=f"layer {layer + 1}")
    right.set_xlabel("training step")
    right.set_ylabel("|M - P|_F, P nearest permutation")
    right.set_title(title or "distance of M to a permutation", fontsize=9)
    right.legend(fontsize=7)
    return _save(fig, out)


def plot_autoshuffle_runs(runs: dict[str, list[dict]], out: str | Path,
                          title: str = "") -> Path:
    """The distance of M to its nearest permutation over training, one panel per layer, one
    line per run (label -> the run's metrics records): e.g. the two starts of M."""
    curves = {label: diagnostic_curve(records, "autoshuffle_distance")
              for label, records in runs.items()}
    if not curves or not all(curves.values()):
        raise ValueError("a run has no autoshuffle_distance (no mute_sequential?)")
    layers = len(next(iter(curves.values()))[0][1])
    fig, axes = plt.subplots(1, layers, figsize=(4 * layers, 3.2), squeeze=False)
    for layer, ax in enumerate(axes[0]):
        for label, curve in curves.items():
            ax.plot([s for s, _ in curve], [d[layer] for _, d in curve], label=label)
        ax.set_xlabel("training step")
        ax.set_ylabel("|M - P|_F, P nearest permutation")
        ax.set_title(f"{title + ': ' if title else ''}layer {layer + 1}", fontsize=9)
        ax.legend(fontsize=7)
    return _save(fig, out)


def plot_val_curve(records: list[dict], out: str | Path, title: str = "",
                   budget: int | None = None) -> Path:
    """Validation BLEU (OpenNMT's valid_metrics) and perplexity over training; with
    `budget`, the last quarter of it shaded (the plateau rule of docs/protocol.md)."""
    curve = val_curve(records)
    if not curve:
        raise ValueError("no validation records in the metrics file")
    steps = [r["step"] for r in curve]
    fig, (left, right) = plt.subplots(1, 2, figsize=(8, 3.2))
    bleu = [(r["step"], r["val_bleu"]) for r in curve if r["val_bleu"] is not None]
    if bleu:
        left.plot([s for s, _ in bleu], [b for _, b in bleu], marker="o")
    left.set_xlabel("training step")
    left.set_ylabel("val BLEU (greedy)")
    left.set_title(title or "validation BLEU", fontsize=9)
    right.plot(steps, [r["val_ppl"] for r in curve], marker="o")
    right.set_xlabel("training step")
    right.set_ylabel("val perplexity")
    right.set_yscale("log")
    for ax in (left, right):
        if budget:
            ax.axvspan(0.75 * budget, budget, alpha=0.15, label="last quarter")
        ax.grid(alpha=0.3)
    return _save(fig, out)


def plot_similarity(model: str | Path, out: str | Path, title: str = "") -> Path:
    """Heatmap of the cosine similarities of the languages' task-aware probabilities
    (MIMO Table 4; ``onmt_ext.mimo.similarity``). ValueError without them."""
    from onmt_ext.mimo.similarity import cosine_matrix, load, task_probabilities

    state, languages = load(str(model))
    sims = cosine_matrix(task_probabilities(state, languages)).numpy()
    fig, ax = plt.subplots(figsize=(2.4 + 0.7 * len(languages), 1.2 + 0.6 * len(languages)))
    image = ax.imshow(sims, cmap="viridis")
    ax.set_xticks(range(len(languages)), languages)
    ax.set_yticks(range(len(languages)), languages)
    for i in range(len(languages)):
        for j in range(len(languages)):
            ax.text(j, i, f"{sims[i, j]:.3f}", ha="center", va="center", fontsize=7,
                    color="white" if sims[i, j] < sims.mean() else "black")
    fig.colorbar(image, ax=ax, label="cosine of task-aware probabilities")
    # a row label is long ("MIMO, 3 layers x 4 transformations"): wrap it above the map
    ax.set_title(textwrap.fill(title or "target languages: task-aware attention similarity",
                               36), fontsize=9)
    return _save(fig, out)


def plot_units(points: list[dict], out: str | Path, test: str = "",
               speed: dict | None = None) -> Path:
    """MUTE Figure 2 as two panels: (a) BLEU against the number of units, one marker per
    run (`points`: ``{"units": k, "bleu": ...}`` dicts, unit_points), the mean per unit
    count joined; (b) beam-4 translation tokens/s relative to 1 unit, median with
    min-max bars over the bench's rounds, tokens/s on the right axis, the paper's GPU
    ratios as stars (`speed`: a `--rows mute-units` bench record, experiments/unit_speed).
    A panel without data is left out; ValueError when both are empty."""
    from experiments import unit_speed

    points = sorted(points, key=lambda p: p["units"])
    speeds = unit_speed.speed_points(speed) if speed else []
    panels = [kind for kind, data in (("bleu", points), ("speed", speeds)) if data]
    if not panels:
        raise ValueError("no result to plot (no table run, no bench record)")
    fig, axes = plt.subplots(1, len(panels), figsize=(4.6 * len(panels), 3.4), squeeze=False)
    for ax, kind in zip(axes[0], panels, strict=True):
        if kind == "bleu":
            _bleu_panel(ax, points, test)
        else:
            _speed_panel(ax, speeds, speed)
        ax.set_xlabel("number of units per encoder layer")
        ax.grid(alpha=0.3)
    return _save(fig, out)


def _bleu_panel(ax, points: list[dict], test: str) -> None:
    """(a): every run's BLEU, the mean per unit count joined."""
    ax.plot([p["units"] for p in points], [p["bleu"] for p in points], "o", color="tab:blue",
            alpha=0.5)
    units = sorted({p["units"] for p in points})
    means = [sum(p["bleu"] for p in points if p["units"] == k)
             / sum(p["units"] == k for p in points) for k in units]
    ax.plot(units, means, "-", color="tab:blue")
    ax.set_ylabel(f"BLEU {test}".strip())
    ax.set_xticks(units)
    ax.set_title("(a) BLEU vs. units", fontsize=9)


def _speed_panel(ax, speeds: list[dict], record: dict) -> None:
    """(b): ratio to 1 unit with its spread over rounds; the right axis in tokens/s at the
    1-unit model's median (so both scales read off one line)."""
    from experiments import unit_speed

    xs = [p["units"] for p in speeds]
    mid = [p["ratio"] for p in speeds]
    err = [[p["ratio"] - p["ratio_min"] for p in speeds],
           [p["ratio_max"] - p["ratio"] for p in speeds]]
    settings, machine = record["settings"], record["machine"]
    ax.errorbar(xs, mid, yerr=err, marker="s", capsize=3, color="tab:red",
                label=f"here: {machine.get('device', '?')}, {machine.get('threads', '?')} "
                      f"thread(s), d {settings['d']}")
    paper = unit_speed.paper_ratios(record)
    ax.plot(list(paper), list(paper.values()), "k*", ms=9, label="paper (GPU)")
    ax.set_ylabel(f"beam-{settings['beam']} tokens/s / 1 unit's")
    ax.set_xticks(xs)
    one = next((p["tokens_per_s"] for p in speeds if p["units"] == 1), None)
    if one:
        right = ax.secondary_yaxis("right", functions=(lambda r: r * one, lambda t: t / one))
        right.set_ylabel("tokens/s (ratio x 1 unit's median here)")
    title = "(b) translation speed vs. units"
    ax.set_title(title + (" (quick run)" if settings.get("quick") else ""), fontsize=9)
    ax.legend(fontsize=7, loc="lower left")


def row_units(row) -> int | None:
    """A table row's number of MUTE units: its ``-mute_units`` flag, else its recipe's
    ``mute_units`` (e.g. the recipe's own 4, which the row does not repeat as a flag);
    None when neither gives one."""
    if "-mute_units" in row.flags:
        return int(row.flags[row.flags.index("-mute_units") + 1])
    if not row.recipe:
        return None
    import yaml

    recipe = yaml.safe_load((REPO / row.recipe).read_text(encoding="utf-8")) or {}
    units = recipe.get("mute_units")
    return None if units is None else int(units)


def unit_points(runs: dict[str, dict[str, dict]], rows, test: str) -> list[dict]:
    """Figure 2(a) points from table results: ``{"units", "bleu", "tokens_per_s"}`` per run
    of a row that has a number of units (row_units) and a score on `test`."""
    points = []
    for row in rows:
        if row.id not in runs or (units := row_units(row)) is None:
            continue
        for run in runs[row.id].values():
            if test in run["tests"]:
                info = run["tests"][test]
                points.append({"units": units, "bleu": info["bleu"],
                               "tokens_per_s": info.get("tokens_per_s")})
    return points


def metrics_dir(run: dict) -> str:
    """Where a table result's training wrote its metrics file: its run directory, or the
    other table's for a shared training (`Row.trained_in`)."""
    return run.get("trained_in_dir") or run["run_dir"]


def run_records(run: dict) -> list[dict]:
    """The metrics records of a table result: the copy stored beside its translations
    (there on a fresh clone), else its training's own file (the run directory)."""
    return stored_records(run, REPO) or read_records(REPO / metrics_dir(run))


def run_alpha(run: dict) -> tuple[list[list[float]], str]:
    """(alpha per layer, where from) of a table result: the metrics file's record at the
    selected checkpoint's step; an averaged checkpoint (no step) from its weights."""
    if run.get("checkpoint_step", -1) >= 0:
        records = run_records(run)
        if records:
            step = run["checkpoint_step"]
            return alpha_from_metrics(records, step), f"step {step}"
    model = REPO / run["checkpoint"]
    return unit_weights(model), model.name


def table_figure(kind: str, table, runs: dict[str, dict[str, dict]], out_dir: Path) -> list[Path]:
    """Write the figure `kind` (alpha | autoshuffle | units | similarity) of a table's
    results."""
    written = []
    first = [(row, next(iter(runs[row.id].values()))) for row in table.rows if row.id in runs]
    if kind == "alpha":
        for row, run in reversed(first):
            try:
                weights, origin = run_alpha(run)
            except ValueError:
                continue
            written.append(plot_alpha(weights, out_dir / f"alpha-{row.id}.png",
                                      f"{row.label}: alpha per layer ({origin})"))
            break
    elif kind == "autoshuffle":
        for row, run in first:
            records = run_records(run)
            if not diagnostic_curve(records, "autoshuffle_distance"):
                continue
            written.append(plot_autoshuffle(records, out_dir / f"autoshuffle-{row.id}.png",
                                            f"{row.label}: distance to a permutation"))
    elif kind == "similarity":
        for row, run in first:
            model = REPO / run["checkpoint"]
            if not model.is_file():
                # a row trained on another machine: its result came back, its checkpoint
                # did not; the other rows' figures are still drawn
                log.warning("similarity-%s not drawn: its checkpoint %s is not on this "
                            "machine", row.id, run["checkpoint"])
                continue
            try:
                written.append(plot_similarity(model, out_dir / f"similarity-{row.id}.png",
                                               f"{row.label}: language similarity"))
            except ValueError:  # no per-language task-aware weights in this row
                continue
    elif kind == "units":
        from experiments import unit_speed

        test = next(iter(first[0][1]["tests"]), "") if first else ""
        # the bench record beside the table's results: <results>/<table>-speed/bench.json
        speed = unit_speed.load_speed(out_dir.parent.parent, table.name)
        written.append(plot_units(unit_points(runs, table.rows, test),
                                  out_dir / "units.png", test, speed))
    else:
        raise ValueError(f"unknown figure kind {kind!r}")
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="experiments/figures.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="kind", required=True)
    alpha = sub.add_parser("alpha", help="unit weights per layer (MUTE Figure 3)")
    source = alpha.add_mutually_exclusive_group(required=True)
    source.add_argument("--metrics", help="the training's <save_model>_metrics.jsonl")
    source.add_argument("--model", help="a checkpoint (its unit weights)")
    alpha.add_argument("--step", type=int, help="with --metrics: the last report at or "
                       "before this step (default: the last)")
    alpha.add_argument("--out", required=True)
    shuffle = sub.add_parser("autoshuffle", help="penalty and distance to a permutation")
    shuffle.add_argument("--metrics", required=True,
                         help="the training's <save_model>_metrics.jsonl")
    shuffle.add_argument("--out", required=True)
    runs = sub.add_parser("autoshuffle_runs", help="distance of M to a permutation, "
                          "several runs in one figure (e.g. the two starts of M)")
    runs.add_argument("--metrics", nargs="+", required=True, help="LABEL=metrics.jsonl ...")
    runs.add_argument("--title", default="")
    runs.add_argument("--out", required=True)
    curve = sub.add_parser("val_curve", help="val BLEU and perplexity over training; "
                           "also writes the CSV (--csv) and prints the plateau rule")
    curve.add_argument("--metrics", required=True,
                       help="the training's <save_model>_metrics.jsonl")
    curve.add_argument("--budget", type=int, help="step budget (shades its last quarter)")
    curve.add_argument("--csv", help="write the curve as CSV here too")
    curve.add_argument("--out", required=True)
    units = sub.add_parser("units", help="BLEU and speed vs units (MUTE Figure 2)")
    units.add_argument("--results", required=True,
                       help="results/<table> directory (its rows' result.json; the bench "
                            "record is read from results/<table>-speed/bench.json)")
    units.add_argument("--table", default="mute-figure2")
    units.add_argument("--test", default="test_2016_flickr")
    units.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    if args.kind == "alpha":
        weights = (alpha_from_metrics(read_metrics(args.metrics), args.step) if args.metrics
                   else unit_weights(args.model))
        path = plot_alpha(weights, args.out)
    elif args.kind == "autoshuffle":
        path = plot_autoshuffle(read_metrics(args.metrics), args.out)
    elif args.kind == "autoshuffle_runs":
        pairs = [item.split("=", 1) for item in args.metrics]
        path = plot_autoshuffle_runs({label: read_metrics(f) for label, f in pairs}, args.out,
                                     args.title)
    elif args.kind == "val_curve":
        records = read_metrics(args.metrics)
        path = plot_val_curve(records, args.out, budget=args.budget)
        if args.csv:
            Path(args.csv).write_text(curve_csv(val_curve(records)), encoding="utf-8")
            print(f"wrote {args.csv}")
        if args.budget:
            gain = last_quarter_gain(valid_bleu(records), args.budget)
            on = gain is not None and gain < PLATEAU_GAIN
            verdict = ("not reached" if gain is None else
                       f"{gain:+.2f} BLEU ({'on' if on else 'not on'} the plateau)")
            print(f"val BLEU over the last quarter of {args.budget} steps: {verdict}")
    else:
        from experiments.tables import get_table

        table = get_table(args.table)
        runs = {}
        for row in table.rows:
            result = Path(args.results) / row.id / "result.json"
            if result.is_file():
                runs[row.id] = json.loads(result.read_text("utf-8"))["runs"]
        from experiments import unit_speed

        speed = unit_speed.load_speed(Path(args.results).parent, args.table)
        path = plot_units(unit_points(runs, table.rows, args.test), args.out, args.test,
                          speed)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
