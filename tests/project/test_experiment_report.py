"""experiments/report/: the claim lines over several seeds (hand-computed), the commit
column, and a report that does not change when rewritten."""

from __future__ import annotations

import dataclasses
import json
import math
import re
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import report  # noqa: E402
from experiments.context import Context, EvalSet  # noqa: E402
from experiments.tables import TABLES  # noqa: E402


def _run(bleu: float, git: dict | None) -> dict:
    run = {"key": ["k"], "commands": ["onmt_ext_train ..."], "checkpoint": "c.pt",
           "checkpoint_step": 20, "val_bleu": {"c.pt": 1.0}, "selection": "valid_metrics",
           "tests": {t: {"bleu": bleu, "chrf": 2 * bleu, "bleu_signature": "B",
                         "chrf_signature": "C", "translation": "missing.de",
                         "reference": "missing-ref.de"}
                     for t in ("test_2016_flickr", "test_2017_flickr")}}
    if git is not None:
        run["git"] = git
    return run


def test_four_seeds_reproduce_a_claim(tmp_path):
    """MUTE - Transformer per seed: 1.0, 1.1, 0.9, 1.0 on both test sets: mean 1.00, sd
    sqrt(0.02/3) = 0.0816, 95% t-interval 1 +- 3.1824 x 0.0408 = [+0.87, +1.13]; t = 24.49
    (3 df): direction test p = 7.4e-5 per test set; size test (H0: a gain of at least the
    paper's +1.4) t = -0.4 / 0.0408 = -9.80, p = 1/2 + (atan(y) + y / (1 + y^2)) / pi =
    0.00114 (y = t / sqrt 3). Holm over the four tests: 4 x 7.4e-5 = 3.0e-4 for the direction
    tests, max(3.0e-4, 2 x 0.00114) = 0.0023 for the size tests: both reject, smaller than the
    paper's. Seed sd of the rows: variances 5/3 and 4.82/3, pooled sqrt((5 + 4.82) / 6) =
    1.2793; detectable effect 2.8016 x 1.2793 x sqrt(2/4) = 2.53. The verdicts' paired t over
    the differences (sd 0.0816; t-factor 1.519 at 4 seeds): 1.519 x 2.8016 x 0.0816 /
    sqrt(4) = 0.17. The claim is decided: no seeds to size."""
    table = TABLES["mute-table2-1000steps"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2, 3, 4])
    git = {"commit": "0123456789abcdef0123456789abcdef01234567", "dirty": True}
    stored = {"transformer-base": {f"seed{i}": _run(b, None)
                                   for i, b in enumerate((20.0, 21.0, 22.0, 23.0), 1)},
              "mute": {f"seed{i}": _run(b, git)
                       for i, b in enumerate((21.0, 22.1, 22.9, 24.0), 1)}}
    for row_id, runs in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    md = report.write_report(ctx).read_text()
    x = 24.494897 / math.sqrt(3)
    p = 1 - 2 / math.pi * (math.atan(x) + x / (1 + x * x))
    assert f"{p / 2:.3f}" == "0.000" and f"{4 * p / 2:.3f}" == "0.000"
    y = -0.4 / (math.sqrt(0.02 / 3) / 2) / math.sqrt(3)
    size = 0.5 + (math.atan(y) + y / (1 + y * y)) / math.pi
    assert f"{size:.3f}" == "0.001" and f"{2 * size:.3f}" == "0.002"
    part = ("+1.00 BLEU on {t}, mean of 4 seeds (p = n/a, paired bootstrap per seed; sd 0.08, "
            "95% t-interval over seeds [+0.87, +1.13], direction test p = 0.000 (Holm 0.000), "
            "size test p = 0.001 (Holm 0.002)): smaller than the paper's at this scale "
            "(detectable effect 2.53 at 4 seeds; by the verdicts' paired t over the per-seed "
            "differences (sd 0.08): detectable 0.17)")
    assert ("* **MUTE (4 units)** vs Transformer (Base): "
            + part.format(t="test_2016_flickr") + "; " + part.format(t="test_2017_flickr")
            + "; paper: +1.4 BLEU. The claim (better than the baseline): smaller than the "
            "paper's at this scale on 2 of 2 test sets.") in md
    assert "Holm family (4 tests; family-wise error 0.05)" in md
    assert ("| MUTE (4 units) vs Transformer (Base) | test_2016_flickr | 4 | 1.28 (these two "
            "rows) | 2.53 | +1.40 | decided | 0.17 (sd 0.08) | decided |") in md
    lines = {line.split(" | ")[0]: line for line in md.splitlines() if line.startswith("| ")}
    mute = lines["| MUTE (4 units) (`mute`) (4 seeds)"].strip("| ").split(" | ")
    assert mute[1] == "22.50 ± 1.27"  # deviations -1.5, -0.4, 0.4, 1.5: sd sqrt(4.82 / 3)
    assert mute[11] == ", ".join(["step 20 (1.00 valid_metrics)"] * 4)
    assert mute[12] == "0123456789+dirty"  # one commit for the four seeds
    base = lines["| Transformer (Base) (`transformer-base`) (4 seeds) **baseline**"]
    assert base.strip("| ").split(" | ")[12] == "-"  # recorded before commits were
    assert report.write_report(ctx).read_text() == md


def test_protocol_table_holm_family_is_its_primary_claims(tmp_path):
    """mute-table2: MUTE vs + Relative is primary (Holm over its 2 test sets x its direction
    and size tests), Transformer (absolute) vs + Relative is secondary (its own p, not in the
    family of 4)."""
    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2, 3])
    stored = {"transformer-relative": (20.0, 21.0, 22.0), "mute": (21.0, 22.1, 22.9),
              "transformer-base": (19.0, 20.2, 20.8)}
    for row_id, scores in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True)
        runs = {f"seed{i}": _run(b, None) for i, b in enumerate(scores, 1)}
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    md = report.write_report(ctx).read_text()
    assert "Holm family (4 tests; family-wise error 0.05)" in md
    assert "The Holm family is this table's primary claims" in md
    base_line = next(line for line in md.splitlines()
                     if line.startswith("* **Transformer (Base), absolute positions**"))
    assert "secondary: not Holm-adjusted" in base_line
    mute_line = next(line for line in md.splitlines()
                     if line.startswith("* **MUTE (4 units)** vs + Relative:"))
    assert "(Holm " in mute_line and "secondary" not in mute_line


def test_multi_seed_table_labels_a_one_seed_row_with_its_count(tmp_path):
    """mute-table2 (seeds 1 2 3): a row with one stored seed reads "(1 seed)" beside rows
    with "(3 seeds)", not like them; a table without seeds shows no count for one run
    (test_report_shows_every_stored_seed_and_compares_common_seeds)."""
    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2, 3])
    stored = {"transformer-relative": (20.0, 21.0, 22.0), "mute-bias-seq-perturbed": (21.5,)}
    for row_id, scores in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True)
        runs = {f"seed{i}": _run(b, None) for i, b in enumerate(scores, 1)}
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    systems = report.write_report(ctx).read_text().split("\n## ")[0]  # the systems table
    rows = [line.split(" | ")[:2] for line in systems.splitlines()
            if line.startswith("| ") and "`" in line.split(" | ")[0]]
    assert [r for r in rows if r[1] != "not run yet"] == [
        ["| + Relative (`transformer-relative`) (3 seeds) **baseline**", "21.00 ± 1.00"],
        ["| + Bias + Seq. (M starts perturbed) (`mute-bias-seq-perturbed`) (1 seed)", "21.50"]]
    assert ["| MUTE (4 units) (`mute`)", "not run yet"] in rows  # no count without runs


def _curve_run(bleu_by_step: dict[int, float]) -> dict:
    """A run whose checkpoints were saved at the given steps with that val BLEU."""
    run = _run(30.0, None)
    run["val_bleu"] = {f"runs/seed/model_step_{s}.pt": b for s, b in bleu_by_step.items()}
    run["checkpoint_step"] = max(bleu_by_step)
    run["checkpoint"] = f"runs/seed/model_step_{run['checkpoint_step']}.pt"
    return run


def _plateau_run(ctx: Context, row_id: str, seed: int, bleu: dict[int, float],
                 loss: dict[int, float] | None) -> dict:
    """A run with val BLEU at the given steps and, where `loss` is given, the validation
    cross-entropy in the metrics file stored beside its translations."""
    run = _curve_run(bleu)
    if loss is not None:
        result_dir = ctx.result_dir(ctx.table.row(row_id), seed)
        result_dir.mkdir(parents=True, exist_ok=True)
        (result_dir / "train_metrics.jsonl").write_text("".join(
            json.dumps({"kind": "valid", "step": s, "xent": x, "ppl": math.exp(x)}) + "\n"
            for s, x in loss.items()))
        run["val_curve"] = str(result_dir / "val_curve.csv")
    return run


def test_protocol_table_reports_the_plateau_rule_per_row(tmp_path):
    """The slope rule, by hand (validations every 250 steps; the last quarter of 4,000 is
    3,000-4,000, 5 validations, centred steps -500, -250, 0, 250, 500, Sxx = 625,000):

    * + Relative, 2 seeds of noisy flat val BLEU: seed 1 36.0 36.6 35.8 36.4 36.0 (mean
      36.16; sum x (y - mean) = 80 - 110 + 60 - 80 = -50: slope -50 / 625,000 x 1,000 =
      -0.08), seed 2 36.5 36.3 36.9 36.1 36.7 (+50: +0.08); mean 0.00, sd 0.11; flat val
      loss (slope 0): on its plateau, although single validations move by 0.8.
    * MUTE, 1 seed: 34.0 + 0.5 a validation, slope +2.00 per 1,000 steps exactly; val loss
      3.00 - 0.01 a validation: -0.04 per 1,000 steps, below -0.01: both conditions fail.
    * + Bias: flat BLEU but the val loss falls by 0.04 per 1,000 steps: not on its plateau.
    * + Bias + Seq.: 3 validations, fewer than 4: the rule cannot be read.
    * perturbed start: 4 validations at 1,000-4,000 (the quarter holds 2: the last 4 are
      read), 30 + 2 a validation: +2.00 per 1,000 steps; no val loss stored: BLEU alone.
    * Transformer (absolute): seeds stopped at different steps: named, not averaged.
    The baseline on its plateau: no "matched budget"; made to rise, the title says it."""
    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2])
    quarter = (3000, 3250, 3500, 3750, 4000)
    flat_loss = dict.fromkeys((2000, *quarter), 2.8)
    falling = {s: 3.0 - 0.01 * i for i, s in enumerate(quarter)}
    stored = {
        "transformer-relative": [
            ({2000: 30.0, **dict(zip(quarter, (36.0, 36.6, 35.8, 36.4, 36.0)))}, flat_loss),
            ({2000: 31.0, **dict(zip(quarter, (36.5, 36.3, 36.9, 36.1, 36.7)))}, flat_loss)],
        "mute": [({s: 34.0 + 0.5 * i for i, s in enumerate(quarter)}, falling)],
        "mute-bias": [(dict.fromkeys(quarter, 36.0), falling)],
        "mute-bias-seq": [({3000: 36.0, 3500: 36.3, 4000: 36.9}, None)],
        "mute-bias-seq-perturbed": [({1000: 30.0, 2000: 32.0, 3000: 34.0, 4000: 36.0}, None)],
        "transformer-base": [(dict.fromkeys(quarter, 36.0), None),
                             (dict.fromkeys((3000, 3250, 3500, 3750), 36.0), None)],
    }

    def write(stored: dict) -> str:
        for row_id, curves in stored.items():
            path = ctx.result_file(table.row(row_id))
            path.parent.mkdir(parents=True, exist_ok=True)
            runs = {f"seed{i}": _plateau_run(ctx, row_id, i, bleu, loss)
                    for i, (bleu, loss) in enumerate(curves, 1)}
            path.write_text(json.dumps({"row": row_id, "runs": runs}))
        return report.write_report(ctx).read_text()

    md = write(stored)
    assert md.splitlines()[0] == f"# {table.title}"
    assert "## Plateau rule (docs/protocol.md)" in md
    rows = {line.split(" | ")[0]: line for line in md.split("## Plateau rule")[1].split(
        "\n## ")[0].splitlines() if line.startswith("| ")}
    assert rows["| + Relative (`transformer-relative`)"] == (
        "| + Relative (`transformer-relative`) | 4000 | 3000-4000 (5) | -0.08, +0.08 "
        "| +0.00 ± 0.11 | +0.000 ± 0.000 | on its plateau |")
    assert rows["| MUTE (4 units) (`mute`)"] == (
        "| MUTE (4 units) (`mute`) | 4000 | 3000-4000 (5) | +2.00 | +2.00 | -0.040 "
        "| not on its plateau (val BLEU rising; val loss falling) (1 seed) |")
    assert rows["| + Bias (`mute-bias`)"].endswith(
        "| +0.00 | +0.00 | -0.040 | not on its plateau (val loss falling) (1 seed) |")
    assert rows["| + Bias + Seq. (M starts at 1/I, the authors') (`mute-bias-seq`)"] == (
        "| + Bias + Seq. (M starts at 1/I, the authors') (`mute-bias-seq`) "
        "| fewer than 4 validations | | | | | |")
    assert rows["| + Bias + Seq. (M starts perturbed) (`mute-bias-seq-perturbed`)"].endswith(
        "| 4000 | 1000-4000 (4) | +2.00 | +2.00 | not recorded | not on its plateau (val "
        "BLEU rising) (val loss not recorded: BLEU alone) (1 seed) |")
    assert "seeds trained to different steps" in rows[
        "| Transformer (Base), absolute positions (`transformer-base`)"]
    assert len(rows["| MUTE (4 units) (`mute`)"].strip("|").split("|")) == 7  # as the header
    # the baseline rising (seed 1 made linear, +2.00; mean +1.04): a matched-budget table
    stored["transformer-relative"][0] = ({s: 34.0 + 0.5 * i for i, s in enumerate(quarter)},
                                         flat_loss)
    md = write({"transformer-relative": stored["transformer-relative"]})
    assert md.splitlines()[0] == f"# {table.title}{report.MATCHED_BUDGET}"
    assert ("**Matched budget**: by the plateau rule (section \"Plateau rule\") the baseline "
            "`transformer-relative` is not on its plateau (val BLEU rising), so every "
            "comparison below") in md
    # tables outside the protocol have no such section
    assert not TABLES["mute-table2-1000steps"].plateau_rule


def test_archived_table_report_marks_no_run_stale(tmp_path):
    """An archived table's stored runs are kept as they were trained: a `current` key that
    differs (the recipes have changed since) marks none stale, where it would for a live
    table; the report says under its title that the table is archived and why."""
    table = TABLES["mute-table2-d192"]
    assert table.archived
    source = REPO / "results" / table.name / "transformer-relative" / "result.json"
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2, 3])
    target = ctx.result_file(table.row("transformer-relative"))
    target.parent.mkdir(parents=True)
    if source.is_file():
        shutil.copyfile(source, target)  # translations stay in results/ (paths)
    else:  # a checkout without the d 192 results
        target.write_text(json.dumps({"row": "transformer-relative",
                                      "runs": {"seed1": _run(30.0, None)}}))
    seeds = json.loads(target.read_text())["runs"]
    current = {("transformer-relative", key): ["another", "command"] for key in seeds}
    md = report.write_report(ctx, current).read_text()
    lines = md.splitlines()
    # the d 192 baseline is not on its plateau (its val BLEU slopes +0.56, +0.59, +1.43)
    assert lines[0] == f"# {table.title}" + (report.MATCHED_BUDGET if source.is_file() else "")
    assert ("**Archived** (not trained again: this report is rewritten from the "
            f"results kept, and no row is marked stale): {table.archived}.") in lines[2:5]
    assert "(stale)" not in md
    assert "| + Relative (`transformer-relative`)" in md
    # the same results and key in a live table: stale, and no archived sentence
    live = dataclasses.replace(table, archived="")
    ctx.table = live
    md = report.write_report(ctx, current).read_text()
    assert "**baseline** (stale) |" in md and "**Archived**" not in md


def _store_metrics(ctx: Context, row_id: str, seed: int, records: list[dict]) -> dict:
    """A run whose metrics file is stored beside its translations (as the runner does:
    the directory of its val_curve), its selected checkpoint at step 150."""
    result_dir = ctx.result_dir(ctx.table.row(row_id), seed)
    result_dir.mkdir(parents=True, exist_ok=True)
    (result_dir / "train_metrics.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in records))
    run = _curve_run({100: 30.0, 150: 31.0, 200: 30.5})
    run["checkpoint_step"] = 150
    run["val_curve"] = str(result_dir / "val_curve.csv")
    run["run_dir"] = str(ctx.run_dir(ctx.table.row(row_id), seed))  # never created
    return run


def _train(step: int, alpha: list, distance: list | None = None,
           penalty: float | None = None) -> dict:
    record = {"kind": "train", "step": step, "diagnostics": {"alpha": alpha}}
    if distance is not None:
        record["diagnostics"]["autoshuffle_distance"] = distance
        record["aux"] = {"lipschitz": penalty}
    return record


def test_protocol_table_reports_alpha_and_autoshuffle_from_the_stored_metrics(tmp_path):
    """Reports at steps 50, 100, 150, 200 (2 layers, 2 units): alpha at the selected step
    150; distance and penalty at the first report (50), at half the training (the report
    at or before 200 // 2 = 100) and at the last (200). A row without Seq. shows "-"; a
    run without a stored metrics file (+ Relative) has no line. The figures read the same
    stored copy (the run directory does not exist)."""
    from experiments import figures

    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1])
    seq = [_train(50, [[0.5, 0.5], [0.5, 0.5]], [1.0, 1.0], 4.0),
           _train(100, [[0.6, 0.4], [0.5, 0.55]], [0.704, 0.9], 2.5),
           _train(150, [[0.7, 0.3], [0.45, 0.625]], [0.2, 0.8], 1.0),
           {"kind": "valid", "step": 150, "metrics": {"BLEU": 31.0}},
           _train(200, [[0.8, 0.2], [0.4, 0.6]], [0.0, 0.5], 0.25)]
    plain = [_train(50, [[0.5, 0.5]]), _train(100, [[0.75, 0.25]]),
             _train(150, [[0.875, 0.125]]), _train(200, [[1.0, 0.0]])]
    relative = _curve_run({100: 30.0, 200: 30.0})
    relative["run_dir"] = str(tmp_path / "runs" / "gone")  # no metrics file anywhere
    stored = {"transformer-relative": {"seed1": relative},
              "mute": {"seed1": _store_metrics(ctx, "mute", 1, plain)},
              "mute-bias-seq": {"seed1": _store_metrics(ctx, "mute-bias-seq", 1, seq)}}
    for row_id, runs in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    md = report.write_report(ctx).read_text()
    section = md.split("## MUTE's unit weights and AutoShuffle over training")[1].split("##")[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")][1:]
    assert rows == [
        "| MUTE (4 units) (`mute`) | seed1 | 0.88 0.12 (step 150) | - | - | - | - |",
        "| + Bias + Seq. (M starts at 1/I, the authors') (`mute-bias-seq`) | seed1 "
        "| 0.70 0.30 / 0.45 0.62 (step 150) | 1.00 / 1.00 (step 50) "
        "| 0.70 / 0.90 (step 100) | 0.00 / 0.50 (step 200) | 4.00 / 2.50 / 0.25 |"]
    assert report.write_report(ctx).read_text() == md
    run = stored["mute-bias-seq"]["seed1"]
    assert figures.run_alpha(run) == ([[0.7, 0.3], [0.45, 0.625]], "step 150")
    assert len(figures.table_figure("autoshuffle", table, stored, tmp_path / "figs")) == 1


def test_report_has_no_diagnostics_section_without_stored_metrics(tmp_path):
    """The committed protocol table before its MUTE rows, and any run without a stored
    metrics file: no diagnostics section, while the report itself is written, with the
    stored `mute` run as its row (so an empty or failed report cannot pass for one without
    the section)."""
    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1])
    path = ctx.result_file(table.row("mute"))
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"row": "mute", "runs": {"seed1": _run(30.0, None)}}))
    md = report.write_report(ctx).read_text()
    assert "unit weights and AutoShuffle" not in md
    assert ("| MUTE (4 units) (`mute`) (1 seed) | 30.00 | 60.00 | n/a | 30.00 | 60.00 | n/a "
            "| - | - | - | - | step 20 (1.00 valid_metrics) | - |") in md.splitlines()


def test_off_target_shares_are_percentages_over_seeds():
    assert report._fmt_share([]) == "-"
    assert report._fmt_share([0.1]) == "10.0%"
    assert report._fmt_share([0.1, 0.3]) == "20.0 ± 14.1%"  # sd of 10 and 30: sqrt(200) = 14.14
    sets = [EvalSet("t:de-fr", "t", "de", "fr"), EvalSet("t:fr-de", "t", "fr", "de")]
    seeds = [{"tests": {"t:de-fr": {"off_target": 0.2}, "t:fr-de": {"off_target": 0.4}}},
             {"tests": {"t:de-fr": {"off_target": 0.0}}}, {"tests": {}}]
    assert [round(v, 12) for v in report._group_off_target(seeds, sets)] == [0.3, 0.0]


def test_similarity_figure_skips_a_row_whose_checkpoint_is_on_another_machine(
        tmp_path, monkeypatch, caplog):
    """MIMO Table 1 with the multilingual Transformer trained elsewhere (its checkpoint
    absent here) and MIMO's checkpoint on disk: the heatmap is drawn for MIMO alone, and the
    skipped row is named in a warning, not a FileNotFoundError that loses every figure."""
    from experiments import figures

    table = TABLES["mimo-table1"]
    monkeypatch.setattr(figures, "REPO", tmp_path)
    (tmp_path / "here").mkdir()
    (tmp_path / "here" / "model_step_4000.pt").write_bytes(b"")
    drawn = []
    monkeypatch.setattr(figures, "plot_similarity",
                        lambda model, out, title="": drawn.append(Path(model)) or Path(out))
    stored = {"transformer": {"seed1": {"checkpoint": "gone/model_step_4000.pt"}},
              "mimo": {"seed1": {"checkpoint": "here/model_step_4000.pt"}}}
    with caplog.at_level("WARNING", logger="figures"):
        written = figures.table_figure("similarity", table, stored, tmp_path / "figs")
    assert written == [tmp_path / "figs" / "similarity-mimo.png"]
    assert drawn == [tmp_path / "here" / "model_step_4000.pt"]
    assert [r.getMessage() for r in caplog.records] == [
        "similarity-transformer not drawn: its checkpoint gone/model_step_4000.pt is not "
        "on this machine"]


def test_report_leaves_out_and_names_runs_of_another_scale(tmp_path):
    """A smoke report beside result files that also hold small-scale runs (a working tree's
    committed seeds, as the device kit carries them): the small runs are other test subsets,
    so they are neither shown nor compared (a paired bootstrap over 50 against 1,000 lines
    does not exist), and the report names them."""
    table = TABLES["mute-table2-1000steps"]
    ctx = Context(table=table, scale="smoke", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[2])
    small = {**_run(30.0, None), "scale": "small"}
    stored = {"transformer-base": {"seed2": {**_run(1.0, None), "scale": "smoke"}},
              "mute": {"seed1": small, "seed2": small}}
    for row_id, runs in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    assert report.load_runs(ctx) == {"transformer-base": stored["transformer-base"]}
    md = report.write_report(ctx).read_text()
    assert ("Left out of this report, trained at another scale than `smoke` (their test sets "
            "are other subsets): `mute` seed1 (small), `mute` seed2 (small).") in md
    assert "30.00" not in md
    assert ["| MUTE (4 units) (`mute`)", "not run yet"] in [
        line.split(" | ")[:2] for line in md.splitlines() if line.startswith("| ")]


def _write_lines(path: Path, lines: list[str]) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(line + "\n" for line in lines))
    return str(path)


def _two_rows_with_translations(tmp_path, refs: list[str], outputs: dict[str, list[str]]):
    """MUTE Table 2's `outputs` rows, seed 1, both test sets translated as given against
    `refs`: (ctx, table, loaded runs)."""
    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1])
    ref = _write_lines(tmp_path / "ref.de", refs)
    for row_id, hyps in outputs.items():
        run = _run(30.0, None)
        for test, info in run["tests"].items():
            info["translation"] = _write_lines(tmp_path / row_id / f"{test}.de", hyps)
            info["reference"] = ref
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"row": row_id, "runs": {"seed1": run}}))
    return ctx, table, report.load_runs(ctx)


def test_gate_a_marks_a_row_with_too_few_distinct_outputs(tmp_path):
    """Rule (a) by hand: a reference of 10 lines, 9 distinct (ratio 0.9). MUTE writes 8
    distinct lines of 10: 0.8 / 0.9 = 0.89 of the reference's, passed; + Relative (the
    baseline) writes 7: 0.7 / 0.9 = 0.78, below 0.8: a failed baseline. Its comparison with
    MUTE is no claim: not printed as a difference, out of the Holm family, and the report
    says why."""
    ctx, table, runs = _two_rows_with_translations(
        tmp_path, [f"ref {i}" for i in range(9)] + ["ref 0"],
        {"mute": [f"hyp {i}" for i in range(8)] + ["hyp 0", "hyp 1"],
         "transformer-relative": [f"hyp {i}" for i in range(7)] + ["hyp 0"] * 3})
    gates = report.row_gates(table, runs)
    assert gates["mute"].failed == [] and gates["mute"].low == 0
    assert gates["mute"].distinct[0] == pytest.approx(0.8 / 0.9)
    assert gates["transformer-relative"].failed == [
        "distinct outputs below 0.8 of the reference's on 2 of 2 test sets, lowest "
        "test_2016_flickr (seed1): 7 distinct lines of 10 against the reference's 9 (0.78 of "
        "its ratio)"]
    assert report.table_claims(ctx, runs) == {}  # MUTE vs the failed baseline: no claim
    md = report.write_report(ctx).read_text()
    assert ("| + Relative (`transformer-relative`) (1 seed) **baseline** **failed baseline: no "
            "claim** |") in md
    line = next(x for x in md.splitlines() if x.startswith("* **MUTE (4 units)** vs + Relative"))
    assert line.startswith("* **MUTE (4 units)** vs + Relative: failed baseline: no claim: "
                           "+ Relative (`transformer-relative`): distinct outputs below 0.8")
    assert "BLEU on test_2016_flickr" not in line
    assert ("| MUTE (4 units) (`mute`) | 0.89 (test_2016_flickr, seed1: 8 of 10 lines, "
            "reference 9) | - | passed |") in md


def test_rows_that_pass_the_gate_are_compared_with_a_paired_bootstrap_p(tmp_path):
    """The other side of rule (a): both rows write 10 distinct lines of 10 (the reference's
    ratio 1.0: share 1.0, passed), so MUTE's comparison with + Relative is a claim: a BLEU
    difference with sacrebleu's paired-bootstrap p, from the translations themselves.
    MUTE copies 6 references and + Relative 3 (the rest are other words), so MUTE is ahead."""
    refs = [f"a man in a blue shirt is riding bike number {i} ." for i in range(10)]
    other = [f"two dogs play in the snow near house {i}" for i in range(10)]
    ctx, table, runs = _two_rows_with_translations(
        tmp_path, refs, {"mute": refs[:6] + other[6:],
                         "transformer-relative": refs[:3] + other[3:]})
    gates = report.row_gates(table, runs)
    assert gates["mute"].failed == [] and gates["transformer-relative"].failed == []
    assert gates["mute"].distinct[0] == pytest.approx(1.0)
    assert set(report.table_claims(ctx, runs)) != set()  # MUTE vs + Relative is a claim
    md = report.write_report(ctx).read_text()
    assert report.FAILED not in md.split("## Baselines that train")[0]  # no row marked
    line = next(x for x in md.splitlines() if x.startswith("* **MUTE (4 units)** vs + Relative"))
    found = re.match(r"\* \*\*MUTE \(4 units\)\*\* vs \+ Relative: \+(\d+\.\d\d) BLEU on "
                     r"test_2016_flickr \(p = (\d\.\d+), paired bootstrap, 1 seed\): "
                     r"inconclusive \(1 seed\)", line)
    assert found, line
    assert float(found.group(1)) > 10.0 and 0.0 < float(found.group(2)) < 0.05


def _loss_run(ctx: Context, row_id: str, seed: int, xent: dict[int, float] | None) -> dict:
    """A run whose stored metrics file holds train reports with these cross-entropies."""
    run = _run(30.0, None)
    if xent is not None:
        result_dir = ctx.result_dir(ctx.table.row(row_id), seed)
        result_dir.mkdir(parents=True, exist_ok=True)
        (result_dir / "train_metrics.jsonl").write_text("".join(
            json.dumps({"kind": "train", "step": s, "xent": x}) + "\n" for s, x in xent.items()))
        run["val_curve"] = str(result_dir / "val_curve.csv")
    return run


def test_gate_b_marks_a_bigger_sibling_that_ends_with_a_higher_training_loss(tmp_path):
    """Rule (b) by hand: + Relative (Big) is declared the larger sibling of + Relative. At
    the last train report both runs of a seed have (step 100; seed 1 of the Big also
    reported step 150, which + Relative did not): seed 1 2.7 against 2.5, seed 2 2.5 against
    2.6; means 2.60 against 2.55: higher, a failed baseline, and MUTE's comparison with it
    is no claim. With seed 2 of the Big at 2.4 (mean 2.55, not higher) it passes. Without
    stored metrics the report says the loss was not recorded instead of guessing."""
    table = TABLES["mute-table2"]
    assert ("transformer-relative-big", "transformer-relative", "larger") in table.siblings
    assert ("transformer-deep", "transformer", "deeper") in TABLES["mimo-table1"].siblings
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2])

    def store(big_seed2: float | None, metrics: bool = True) -> dict:
        losses = {"transformer-relative": [{50: 3.0, 100: 2.5}, {100: 2.6}],
                  "transformer-relative-big": [{50: 2.9, 100: 2.7, 150: 2.0},
                                               {100: big_seed2}],
                  "mute": [{100: 2.0}, {100: 2.0}]}
        for row_id, per_seed in losses.items():
            runs = {f"seed{i}": _loss_run(ctx, row_id, i, x if metrics else None)
                    for i, x in enumerate(per_seed, 1)}
            path = ctx.result_file(table.row(row_id))
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps({"row": row_id, "runs": runs}))
        return report.load_runs(ctx)

    runs = store(2.5)
    gate = report.row_gates(table, runs)["transformer-relative-big"]
    assert gate.sibling == ("2.600 against `transformer-relative`'s 2.550 at step 100 (seed1, "
                            "seed2; mean over seeds, the larger row higher)")
    assert gate.failed == ["the larger sibling of `transformer-relative` ends training with a "
                           f"higher training loss: {gate.sibling}"]
    assert report.row_gates(table, runs)["transformer-relative"].sibling == ""  # no sibling
    claims = report.table_claims(ctx, runs)
    assert ("mute", "transformer-relative-big", "test_2016_flickr") not in claims
    assert ("mute", "transformer-relative", "test_2016_flickr") in claims
    md = report.write_report(ctx).read_text()
    assert ("* **MUTE (4 units)** vs + Relative (Big): the parameter control: failed baseline: "
            "no claim: + Relative (Big): the parameter control (`transformer-relative-big`): "
            "the larger sibling") in md
    gate = report.row_gates(table, store(2.4))["transformer-relative-big"]
    assert gate.failed == [] and gate.sibling.endswith("(seed1, seed2; mean over seeds, the "
                                                       "larger row lower)")
    gate = report.row_gates(table, store(2.5, metrics=False))["transformer-relative-big"]
    assert gate.failed == [] and gate.sibling == (
        "training loss not recorded for a seed both rows have (trained before the stored "
        "metrics file): not checked against `transformer-relative`")


def test_committed_mimo_table1_deep_row_fails_the_gate():
    """The committed MIMO Table 1 (where its translations and the references are here): the
    12 + 12 Transformer writes 105 distinct lines of 1,000 for de->en on test2016 and ends
    with a higher training loss than the 3 + 3 model: a failed baseline by both rules."""
    table = TABLES["mimo-table1"]
    ref = REPO / "work" / "multi30k" / "multi" / "test_2016_flickr.en"
    assert (REPO / "results" / "mimo-table1" / "transformer-deep").is_dir(), (
        "the committed MIMO Table 1 results went missing")
    if not ref.is_file():
        pytest.skip("no multilingual references here (make data-multi)")
    ctx = Context(table=table, scale="small", data_dir=REPO / "work" / "multi30k",
                  out=REPO / "results", work=REPO / "work" / "runs", seeds=[1])
    runs = report.load_runs(ctx)
    gates = report.row_gates(table, runs)
    assert report.failed_rows(gates) == {"transformer-deep"}
    deep = gates["transformer-deep"]
    assert deep.low == deep.checked == 18 and len(deep.failed) == 2
    hyps = report.hyps_of(runs["transformer-deep"]["seed1"], "test_2016_flickr:de-en")
    assert len(set(hyps)) == 105 and len(hyps) == 1000


def _piece(step: int, exact: bool | None = None) -> dict:
    piece = {"threads": 2, "load": 2.0, "seconds": 600.0, "from_step": step,
             "train_tgt_tok_s": 1000.0}
    if exact is not None:
        piece["exact_resume"] = exact
    return piece


def test_resumption_names_the_cuts_that_made_a_run_another_draw():
    """A piece resumed before checkpoints carried the data position (no `exact_resume`,
    as in every committed result of that time) or that did not resume exactly: the run is a
    different draw, with its cut points; exact resumes keep the uncut command's draw."""
    before = {"resumed": 3, "train_pieces": [_piece(0), _piece(750), _piece(750), _piece(1750)]}
    assert report.resumption(before) == (  # 750 once: a piece stopped before its checkpoint
        "resumed: a different draw from the uncut command (cut at steps 750, 1750)")
    exact = {"resumed": 1, "train_pieces": [_piece(0), _piece(2250, True)]}
    assert report.resumption(exact) == "resumed exactly at step 2250: the uncut command's draw"
    mixed = {"resumed": 2, "train_pieces": [_piece(0), _piece(750, False), _piece(1750, True)]}
    assert report.resumption(mixed) == (
        "resumed: a different draw from the uncut command (cut at step 750); resumed exactly "
        "at step 1750")
    assert report.resumption({"resumed": 1}) == (  # recorded before pieces were
        "resumed: a different draw from the uncut command (cut points not recorded)")
    assert report.resumption({"resumed": 0, "train_pieces": [_piece(0)]}) is None
    assert report.resumption({}) is None
    assert "resumed at step 750: 2 thr" in report.fmt_conditions({**mixed, "cpu_count": 2})
    assert "resumed exactly at step 1750: 2 thr" in report.fmt_conditions(
        {**mixed, "cpu_count": 2})


def test_report_lists_the_resumed_runs(tmp_path):
    """A report written from stored results: seed 1 of MUTE was resumed before exact resume
    (its result has no `exact_resume`), seed 2 exactly, seed 1 of the baseline not at all;
    the "Resumed runs" section names both resumed runs, and rewriting changes nothing."""
    table = TABLES["mute-table2-1000steps"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2])
    old = {**_run(21.0, None), "resumed": 1, "train_pieces": [_piece(0), _piece(500)]}
    new = {**_run(22.0, None), "resumed": 2,
           "train_pieces": [_piece(0), _piece(250, True), _piece(750, True)]}
    stored = {"transformer-base": {"seed1": _run(20.0, None), "seed2": _run(21.0, None)},
              "mute": {"seed1": old, "seed2": new}}
    for row_id, runs in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    md = report.write_report(ctx).read_text()
    section = md[md.index("## Resumed runs"):].split("\n\n")
    assert section[2].splitlines() == [
        "| row | seed | resumed |", "|---|---|---|",
        "| `mute` | seed1 | resumed: a different draw from the uncut command (cut at step 500) |",
        "| `mute` | seed2 | resumed exactly at steps 250, 750: the uncut command's draw |"]
    assert "a different draw from its recorded command" in section[1]
    assert report.write_report(ctx).read_text() == md
