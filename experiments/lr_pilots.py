"""MIMO Table 1's learning-rate pilots side by side: training loss per row and setting.

    .venv/bin/python -m experiments.lr_pilots [--out results/mimo-table1/learning-rate] [--check]
        [--translate]

Reads each pilot's `model_metrics.jsonl` (experiments/pilot.py, pilots `mimo-lr-<row>-f<factor>`:
`normalization: tokens`, noam factor 1.0 or 0.5, 500 steps) and, for comparison, the first
500 steps of the committed Table 1 runs (`normalization: sents`, factor 1.0). Writes, with
`--out`, each pilot's training curve and a README.md with the training cross-entropy and
accuracy at every 100 steps and the rule's reading:

* per row, the setting with the lowest training cross-entropy at the last common step;
* the deep row (12 + 12) trains when, at that step and its chosen setting, its loss is below
  the 3 + 3 model's at the 3 + 3 model's chosen setting (item (b) of the baseline gate in
  docs/protocol.md: a deeper sibling must not end with a higher training loss).

`--translate` first translates the val set (en->de and de->en, beam search as the tables
decode) with each pilot's last checkpoint and stores `outputs.json` beside its curve: the
distinct-output share of the reference's (item (a) of the gate: a model that writes the same
few lines whatever the source did not learn to translate) and BLEU. The val set, not a test
set: these runs choose a setting.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import yaml

from experiments.context import REPO, cpu_model, write_replacing
from experiments.report import DISTINCT_SHARE, distinct_ratio
from onmt_ext.core.tools.score import read_lines, score

ROWS = ("transformer", "transformer-deep", "mimo")
FACTORS = ("1.0", "0.5")
STEPS = (100, 200, 300, 400, 500)
PILOT_DIR = REPO / "work" / "pilot" / "mimo-lr"
TABLE1 = REPO / "results" / "mimo-table1"
#: the val directions each pilot's last checkpoint translates (one en->xx, one xx->en)
OUTPUT_DIRECTIONS = ("en-de", "de-en")
VAL_DIR = REPO / "work" / "multi30k" / "multi"  # `make data`: val.<lang> of every language


@dataclass(frozen=True)
class Curve:
    """Training records of one (row, setting): step -> (cross-entropy, accuracy); with
    `outputs`, what its last checkpoint wrote on the val set (`translate_pilot`)."""

    row: str
    setting: str   # "tokens, factor 0.5" ...
    points: dict[int, tuple[float, float]]
    outputs: dict | None = None

    @property
    def last_step(self) -> int:
        return max(self.points) if self.points else 0


def read_curve(path: Path, row: str, setting: str) -> Curve | None:
    if not path.is_file():
        return None
    points = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if record.get("kind") == "train" and "xent" in record:
            points[int(record["step"])] = (float(record["xent"]), float(record["acc"]))
    return Curve(row, setting, points)


def curves(pilot_dir: Path = PILOT_DIR, table1: Path = TABLE1) -> list[Curve]:
    found = []
    for row in ROWS:
        old = read_curve(table1 / row / "seed1" / "train_metrics.jsonl", row,
                         "sents, factor 1.0 (Table 1 run)")
        if old is not None:
            found.append(Curve(row, old.setting,
                               {s: v for s, v in old.points.items() if s <= max(STEPS)}))
        for factor in FACTORS:
            folder = pilot_dir / f"{row}-f{factor}"
            curve = read_curve(folder / "model_metrics.jsonl", row, f"tokens, factor {factor}")
            if curve is not None and curve.points:
                outputs = folder / "outputs.json"
                if outputs.is_file():
                    curve = Curve(row, curve.setting, curve.points,
                                  json.loads(outputs.read_text(encoding="utf-8")))
                found.append(curve)
    return found


def distinct_share(hyps: list[str], refs: list[str]) -> float:
    """Distinct hypothesis lines per line over the reference's distinct lines per line (the
    gate's rule (a), experiments/report/gates.py)."""
    return distinct_ratio(hyps) / distinct_ratio(refs)


def translate_pilot(folder: Path, row: str) -> dict:
    """Translate the val set of OUTPUT_DIRECTIONS with the pilot's last checkpoint as the
    tables decode (experiments/runner.py); write and return ``{direction: {"share",
    "distinct", "lines", "ref_distinct", "bleu", "checkpoint"}}``."""
    import torch  # the runner's translation: torch, OpenNMT and onmt_ext (heavy imports)

    from experiments.context import Context
    from experiments.runner import Runner, git_state
    from experiments.tables import TABLES

    checkpoint = max(folder.glob("model_step_*.pt"),
                     key=lambda p: int(p.stem.rsplit("_", 1)[1]))
    table = TABLES["mimo-table1"]
    ctx = Context(table=table, scale="small", data_dir=VAL_DIR.parent, out=folder,
                  work=folder, seeds=[1])
    runner = Runner(ctx)
    config = yaml.safe_load((REPO / f"recipes/mimo/protocol/{row}.yaml").read_text())
    found = {}
    for direction in OUTPUT_DIRECTIONS:
        src, tgt = direction.split("-")
        output = folder / "outputs" / f"val.{direction}.{tgt}"
        runner.translate(checkpoint, VAL_DIR / f"val.{src}", output, config, tgt)
        hyps, refs = read_lines(output), read_lines(VAL_DIR / f"val.{tgt}")
        found[direction] = {"checkpoint": checkpoint.name,
                            "share": round(distinct_share(hyps, refs), 4),
                            "distinct": len(set(hyps)), "lines": len(hyps),
                            "ref_distinct": len(set(refs)),
                            "bleu": round(score(hyps, refs)["bleu"], 2)}
    found["made_by"] = {"git": git_state(), "device": f"CPU {cpu_model()}, "
                        f"{torch.get_num_threads()} threads (torch {torch.__version__})"}
    write_replacing(folder / "outputs.json", json.dumps(found, indent=1) + "\n")
    return found


def common_step(found: list[Curve]) -> int:
    """The runs' last step (STEPS[-1], past the rate's peak at 400) if every run (tokens)
    reached it, else 0: an earlier step says nothing about the stall after the peak."""
    runs = [c for c in found if c.setting.startswith("tokens")]
    return STEPS[-1] if runs and all(STEPS[-1] in c.points for c in runs) else 0


def choose(found: list[Curve], step: int) -> dict[str, Curve]:
    """Per row, the curve with the lowest cross-entropy at `step`."""
    best: dict[str, Curve] = {}
    for curve in found:
        if step in curve.points and (curve.row not in best or
                                     curve.points[step][0] < best[curve.row].points[step][0]):
            best[curve.row] = curve
    return best


def deep_trains(best: dict[str, Curve], step: int) -> bool | None:
    """The gate's item (b) at `step`: deep below the 3 + 3 model (None: not both there)."""
    if "transformer" not in best or "transformer-deep" not in best:
        return None
    return best["transformer-deep"].points[step][0] < best["transformer"].points[step][0]


def render(found: list[Curve]) -> str:
    step = common_step(found)
    lines = ["# MIMO Table 1: learning-rate pilots", "",
             "Generated by `python -m experiments.lr_pilots --out "
             "results/mimo-table1/learning-rate` from the runs' training curves (in this "
             "folder) and the first 500 steps of "
             "the Table 1 runs (`results/mimo-table1/<row>/seed1/train_metrics.jsonl`). "
             "Each pilot: the row's protocol recipe with `normalization: tokens`, the noam "
             "factor given (peak rate factor x 4.4e-3 at step 400), seed 1, 500 steps, one "
             "thread of the project's 2-core CPU machine.", "",
             "Training cross-entropy / accuracy (%) at each step:", "",
             "| row | setting | " + " | ".join(str(s) for s in STEPS) + " |",
             "|---|---|" + "---|" * len(STEPS)]
    for curve in found:
        cells = [f"{curve.points[s][0]:.2f} / {curve.points[s][1]:.1f}" if s in curve.points
                 else "-" for s in STEPS]
        lines.append(f"| {curve.row} | {curve.setting} | " + " | ".join(cells) + " |")
    lines.append("")
    with_outputs = [c for c in found if c.outputs]
    if with_outputs:
        lines += ["What each pilot's last checkpoint writes on the val set (beam search as the "
                  "tables decode): the distinct-output share of the reference's (the gate's "
                  "rule (a): below 0.8, a model that did not learn to translate) and BLEU:",
                  "", "| row | setting | " + " | ".join(
                      f"{d} share | {d} BLEU" for d in OUTPUT_DIRECTIONS) + " |",
                  "|---|---|" + "---|---|" * len(OUTPUT_DIRECTIONS)]
        for curve in with_outputs:
            cells = []
            for direction in OUTPUT_DIRECTIONS:
                got = curve.outputs.get(direction)
                cells += ([f"{got['share']:.2f} ({got['distinct']:,} of {got['lines']:,})",
                           f"{got['bleu']:.2f}"] if got else ["-", "-"])
            lines.append(f"| {curve.row} | {curve.setting} | " + " | ".join(cells) + " |")
        lines.append("")
        blind = [c for c in with_outputs if all(c.outputs[d]["share"] < DISTINCT_SHARE
                                                for d in OUTPUT_DIRECTIONS if d in c.outputs)]
        if len(blind) == len(with_outputs):
            lines += [f"Every pilot writes below {DISTINCT_SHARE} of the reference's distinct "
                      "lines in every direction: at this step no model uses the source yet, "
                      "so these pilots cannot show whether a setting makes the deep row "
                      "translate (the gate's rule (a)); only the training loss (rule (b)) "
                      "can be read.", ""]
    if not step:
        lines.append(f"Not every run has reached step {STEPS[-1]} yet: no reading.")
        return "\n".join(lines) + "\n"
    best = choose(found, step)
    lines.append(f"**Reading at step {step}** (past the rate's peak at step 400):")
    lines.append("")
    for row in ROWS:
        if row in best:
            xent = best[row].points[step][0]
            lines.append(f"* {row}: lowest training loss with {best[row].setting} ({xent:.2f})")
    verdict = deep_trains(best, step)
    if verdict is not None:
        deep, base = (best[r].points[step][0] for r in ("transformer-deep", "transformer"))
        lines += ["", f"Deep row against the 3 + 3 model: {deep:.2f} vs {base:.2f}: "
                  + ("the deep row trains (lower loss)" if verdict else
                     "the deep row still trains worse (higher loss): the gate's item (b) "
                     "would fail at this step")]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="folder to write (README.md and the curves)")
    parser.add_argument("--check", action="store_true",
                        help="fail unless --out's README.md is what the curves give")
    parser.add_argument("--translate", action="store_true",
                        help="first translate the val set with each pilot's last checkpoint "
                             "that has no outputs.json yet")
    args = parser.parse_args(argv)
    if args.translate:
        import torch

        torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS", "1")))  # in-process
        for row in ROWS:
            for factor in FACTORS:
                folder = PILOT_DIR / f"{row}-f{factor}"
                if any(folder.glob("model_step_*.pt")) and not (folder / "outputs.json").is_file():
                    print(f"{folder.name}: {translate_pilot(folder, row)}", flush=True)
    if args.check:
        out = args.out or TABLE1 / "learning-rate"
        found = curves(out, TABLE1)
        ok = (out / "README.md").read_text(encoding="utf-8") == render(found)
        print("up to date" if ok else f"{out}/README.md is stale")
        return 0 if ok else 1
    found = curves()
    text = render(found)
    if args.out:
        for row in ROWS:
            for factor in FACTORS:
                # curve; command and device; val outputs and the translations they read
                names = ["model_metrics.jsonl", "pieces.json", "outputs.json",
                         *(f"outputs/val.{d}.{d.split('-')[1]}" for d in OUTPUT_DIRECTIONS)]
                for name in names:
                    source = PILOT_DIR / f"{row}-f{factor}" / name
                    if source.is_file():
                        dest = args.out / f"{row}-f{factor}" / name
                        dest.parent.mkdir(parents=True, exist_ok=True)
                        shutil.copyfile(source, dest)
        write_replacing(args.out / "README.md", text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
