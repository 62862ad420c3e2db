"""experiments/report.py: the claim lines over several seeds (hand-computed), the commit
column, and a report that does not change when rewritten."""

from __future__ import annotations

import dataclasses
import json
import math
import shutil
import sys
from pathlib import Path

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
    (3 df): p = 1.5e-4 per test set; Holm over the two: 2 x 1.5e-4 = 3.0e-4: reproduced."""
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
    assert f"{p:.3f}" == "0.000" and f"{2 * p:.3f}" == "0.000"
    part = ("+1.00 BLEU on {t}, mean of 4 seeds (p = n/a, paired bootstrap per seed; sd 0.08, "
            "95% t-interval over seeds [+0.87, +1.13], t-test p = 0.000, Holm-adjusted 0.000): "
            "reproduced")
    assert ("* **MUTE (4 units)** vs Transformer (Base): "
            + part.format(t="test_2016_flickr") + "; " + part.format(t="test_2017_flickr")
            + "; paper: +1.4 BLEU. The claim (better than the baseline): reproduced on 2 of 2 "
            "test sets.") in md
    assert "two or more seeds (2; family-wise error 0.05)" in md
    lines = {line.split(" | ")[0]: line for line in md.splitlines() if line.startswith("| ")}
    mute = lines["| MUTE (4 units) (`mute`) (4 seeds)"].strip("| ").split(" | ")
    assert mute[1] == "22.50 ± 1.27"  # deviations -1.5, -0.4, 0.4, 1.5: sd sqrt(4.82 / 3)
    assert mute[11] == ", ".join(["step 20 (1.00 valid_metrics)"] * 4)
    assert mute[12] == "0123456789+dirty"  # one commit for the four seeds
    base = lines["| Transformer (Base) (`transformer-base`) (4 seeds) **baseline**"]
    assert base.strip("| ").split(" | ")[12] == "-"  # recorded before commits were
    assert report.write_report(ctx).read_text() == md


def test_protocol_table_holm_family_is_its_primary_claims(tmp_path):
    """mute-table2: MUTE vs + Relative is primary (Holm over its 2 test sets), Transformer
    (absolute) vs + Relative is secondary (its own p, not in the family of 2)."""
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
    assert "two or more seeds (2; family-wise error 0.05)" in md
    assert "The Holm family is this table's primary claims" in md
    base_line = next(line for line in md.splitlines()
                     if line.startswith("* **Transformer (Base), absolute positions**"))
    assert "secondary: not Holm-adjusted" in base_line
    mute_line = next(line for line in md.splitlines()
                     if line.startswith("* **MUTE (4 units)** vs + Relative:"))
    assert "Holm-adjusted" in mute_line and "secondary" not in mute_line


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
    rows = [line.split(" | ")[:2] for line in report.write_report(ctx).read_text().splitlines()
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


def test_protocol_table_reports_the_plateau_rule_per_row(tmp_path):
    """+ Relative, 2 seeds over steps 3000/3500/4000: seed 1 36.0 -> 36.6 (change +0.6,
    slope +0.6 per 1,000 steps), seed 2 36.5 -> 36.3 (-0.2, -0.2): mean +0.20, sd
    sqrt(2 x 0.4^2) = 0.57, below 0.5: on its plateau. MUTE, 1 seed, +0.9: still rising.
    A row whose seeds stopped at other steps is named, not averaged."""
    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2])
    stored = {
        "transformer-relative": [{2000: 30.0, 3000: 36.0, 3500: 36.2, 4000: 36.6},
                                 {2000: 31.0, 3000: 36.5, 3500: 36.9, 4000: 36.3}],
        "mute": [{3000: 36.0, 3500: 36.3, 4000: 36.9}],
        "mute-bias": [{3000: 36.0, 4000: 36.9}, {3000: 36.0, 3500: 36.9}],
        "mute-bias-seq": [{2000: 30.0, 4000: 36.9}],  # one validation in 3000..4000
    }
    for row_id, curves in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True)
        runs = {f"seed{i}": _curve_run(c) for i, c in enumerate(curves, 1)}
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    md = report.write_report(ctx).read_text()
    assert "## Plateau rule (docs/protocol.md)" in md
    rows = {line.split(" | ")[0]: line for line in md.split("## Plateau rule")[1].splitlines()
            if line.startswith("| ")}
    assert rows["| + Relative (`transformer-relative`)"] == (
        "| + Relative (`transformer-relative`) | 4000 | +0.60, -0.20 | +0.20 ± 0.57 "
        "| +0.20 ± 0.57 | on its plateau |")
    assert rows["| MUTE (4 units) (`mute`)"] == (
        "| MUTE (4 units) (`mute`) | 4000 | +0.90 | +0.90 | +0.90 | still rising (1 seed) |")
    assert len(rows["| + Bias (`mute-bias`)"].strip("|").split("|")) == 6  # like the header
    assert "seeds trained to different steps" in rows["| + Bias (`mute-bias`)"]
    # change 36.9 - 30.0 (the last validation at or before step 3000); no line through one
    assert rows["| + Bias + Seq. (M starts at 1/I, the authors') (`mute-bias-seq`)"].endswith(
        "| 4000 | +6.90 | +6.90 | - | still rising (1 seed) |")
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
    assert lines[0] == f"# {table.title}"
    assert lines[2] == ("**Archived** (not trained again: this report is rewritten from the "
                        f"results kept, and no row is marked stale): {table.archived}.")
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
    metrics file: no section."""
    table = TABLES["mute-table2"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1])
    path = ctx.result_file(table.row("mute"))
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"row": "mute", "runs": {"seed1": _run(30.0, None)}}))
    assert "unit weights and AutoShuffle" not in report.write_report(ctx).read_text()


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
