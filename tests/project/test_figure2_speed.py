"""MUTE Figure 2 of the mute-figure2 table: the units of a row (its -mute_units flag, or the
recipe's mute_units for units-4), the "Figure 2(b)" report section read from a hand-made
bench record (`bench/run_bench.py --rows mute-units`), and the units figure drawn from
that record alone, from table runs alone, and from both."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import figures, report, unit_speed  # noqa: E402
from experiments.context import Context  # noqa: E402
from experiments.tables import TABLES, Row  # noqa: E402

TABLE = TABLES["mute-figure2"]
PAPER = {"tokens_per_s": {"1": 890, "4": 863, "6": 830}, "drop_percent": {"4": 3.1, "6": 6.7},
         "setting": "GPU, NIST Zh-En valid set, batches of 30 sentences, beam 4"}


def bench_record(quick: bool = False) -> dict:
    """A small `--rows mute-units` record as bench.json holds it (1, 4 and 6 units)."""
    translate = {"train": "loop", "translate": "loop"}
    return {
        "command": "bench/run_bench.py --rows mute-units --size d128 --out "
                   "results/mute-figure2-speed",
        "machine": {"device": "cpu", "threads": 2, "cpu": "Test CPU", "commit": "abc1234"},
        "settings": {"beam": 4, "translate_batch": 30, "min_len": 10, "max_len": 30,
                     "translate_len": 20, "d": 128, "layers": 3, "heads": 4, "ff": 512,
                     "quick": quick},
        "units": {"rows": [
            {"units": 1, "tokens_per_s": [900, 1000, 1100], "to_one": [1.0, 1.0, 1.0],
             "rounds": 5, "paths": translate},
            {"units": 4, "tokens_per_s": [700, 800, 850], "to_one": [0.75, 0.8, 0.82],
             "rounds": 5, "paths": translate},
            {"units": 6, "tokens_per_s": [600, 650, 700], "to_one": [0.6, 0.65, 0.7],
             "rounds": 4, "paths": translate},
        ], "paper": PAPER},
    }


def write_record(results: Path, record: dict) -> Path:
    path = unit_speed.speed_dir(results, "mute-figure2") / "bench.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(record))
    return path


def _runs(bleu: float) -> dict:
    return {"seed1": {"tests": {"test_2016_flickr": {"bleu": bleu}}}}


# --------------------------------------------------------------------------- unit_points
def test_row_units_from_the_flag_or_the_recipe():
    rows = {row.id: row for row in TABLE.rows}
    assert [figures.row_units(rows[f"units-{k}"]) for k in range(1, 7)] == [1, 2, 3, 4, 5, 6]
    assert rows["units-4"].flags == ()  # the recipe's own mute_units: 4
    relative = Row("rel", "+ Relative", "recipes/mute/protocol/transformer-relative.yaml")
    assert figures.row_units(relative) is None  # no flag, no mute_units in the recipe
    assert figures.row_units(Row("x", "x", None, flags=("-mute_units", "5"))) == 5


def test_unit_points_with_and_without_the_flag():
    runs = {"units-1": _runs(30.0), "units-4": _runs(31.5),
            "units-6": {"seed1": {"tests": {"other_test": {"bleu": 9.0}}}}}
    points = figures.unit_points(runs, TABLE.rows, "test_2016_flickr")
    assert points == [{"units": 1, "bleu": 30.0, "tokens_per_s": None},
                      {"units": 4, "bleu": 31.5, "tokens_per_s": None}]


# --------------------------------------------------------------------------- the record
def test_speed_points_and_paper_ratios():
    record = bench_record()
    assert unit_speed.speed_points(record) == [
        {"units": 1, "tokens_per_s": 1000, "ratio": 1.0, "ratio_min": 1.0, "ratio_max": 1.0,
         "rounds": 5},
        {"units": 4, "tokens_per_s": 800, "ratio": 0.8, "ratio_min": 0.75, "ratio_max": 0.82,
         "rounds": 5},
        {"units": 6, "tokens_per_s": 650, "ratio": 0.65, "ratio_min": 0.6, "ratio_max": 0.7,
         "rounds": 4}]
    assert unit_speed.paper_ratios(record) == pytest.approx({1: 1.0, 4: 863 / 890,
                                                             6: 830 / 890})


def test_load_speed_only_a_units_record(tmp_path):
    assert unit_speed.load_speed(tmp_path, "mute-figure2") is None
    path = write_record(tmp_path, {"settings": {}, "configs": []})  # another bench mode
    assert unit_speed.load_speed(tmp_path, "mute-figure2") is None
    path.write_text(json.dumps(bench_record()))
    assert unit_speed.load_speed(tmp_path, "mute-figure2") == bench_record()


# --------------------------------------------------------------------------- the report
def _report(tmp_path: Path) -> str:
    ctx = Context(table=TABLE, scale="small", data_dir=tmp_path, out=tmp_path,
                  work=tmp_path / "runs", seeds=[1])
    return report.render_report(ctx)


def test_report_section_from_the_bench_record(tmp_path):
    assert "Figure 2(b)" not in _report(tmp_path)  # no record: no section
    write_record(tmp_path, bench_record())
    md = _report(tmp_path)
    start = md.index("## Figure 2(b): translation speed against units\n")
    section = md[start:md.index("## Commands")]
    assert ("From the bench record [mute-figure2-speed/bench.md](mute-figure2-speed/bench.md) "
            "(`.venv/bin/python bench/run_bench.py --rows mute-units --size d128 --out "
            "results/mute-figure2-speed` at commit abc1234): beam-4 translation tokens/s of "
            "plain MUTE (`mute_fused auto`, which took the loop path), one batch of 30 "
            "sentences of 10-30 tokens, output forced to 20 tokens + EOS, untrained d 128 "
            "models (3+3 layers, 4 heads, FFN 512), 2 thread(s) on cpu (Test CPU), 5 "
            "round(s).") in section
    table = [line for line in section.splitlines() if line.startswith("|")]
    assert table == [
        "| units | tokens/s | ratio to 1 unit | rounds | paper (GPU), ratio to 1 unit |",
        "|---|---|---|---|---|",
        "| 1 | 1000 | 1 | 5 | 1.000 |",
        "| 4 | 800 | 0.800 [0.750, 0.820] | 5 | 0.970 |",
        "| 6 | 650 | 0.650 [0.600, 0.700] | 4 | 0.933 |",
    ]
    assert ("Paper (GPU, NIST Zh-En valid set, batches of 30 sentences, beam 4): 890 tokens/s "
            "with 1 unit, 863 with 4 (stated -3.1%), 830 with 6 (-6.7%).") in section
    assert "quick smoke run" not in section


def test_report_section_marks_a_quick_record(tmp_path):
    write_record(tmp_path, bench_record(quick=True))
    assert ("**From a quick smoke run (`--quick`): the numbers are NOT meaningful.**"
            in _report(tmp_path))


def test_report_section_only_for_the_units_table(tmp_path):
    write_record(tmp_path, bench_record())
    ctx = Context(table=TABLES["mute-table4"], scale="small", data_dir=tmp_path,
                  out=tmp_path, work=tmp_path / "runs", seeds=[1])
    assert "Figure 2(b)" not in report.render_report(ctx)


def test_report_section_from_what_the_bench_writes(tmp_path):
    """The bench's own writer (`run_bench.py --render`) and this reader agree."""
    sys.path.insert(0, str(REPO / "bench"))
    import run_bench
    from test_bench_units import units_results

    saved = tmp_path / "saved.json"
    saved.write_text(json.dumps(units_results()))
    out = unit_speed.speed_dir(tmp_path, "mute-figure2")
    assert run_bench.main(["--render", str(saved), "--out", str(out)]) == 0
    table = [line for line in _report(tmp_path).splitlines()
             if line.startswith("| 4 |") or line.startswith("| 6 |")]
    assert table == ["| 4 | 90 | 0.950 [0.900, 1.000] | 3 | 0.970 |",
                     "| 6 | 85 | 0.850 [0.800, 0.900] | 2 | 0.933 |"]


# --------------------------------------------------------------------------- the figure
def test_units_figure_from_the_bench_record_alone(tmp_path):
    write_record(tmp_path, bench_record())
    out_dir = tmp_path / "mute-figure2" / "figures"  # as run_table.make_figures passes it
    written = figures.table_figure("units", TABLE, {}, out_dir)
    assert written == [out_dir / "units.png"] and written[0].stat().st_size > 1000


def test_units_figure_from_runs_and_record(tmp_path):
    write_record(tmp_path, bench_record())
    runs = {"units-1": _runs(30.0), "units-4": _runs(31.5)}
    written = figures.table_figure("units", TABLE, runs, tmp_path / "mute-figure2" / "figures")
    assert written[0].stat().st_size > 1000


def test_units_figure_needs_runs_or_a_record(tmp_path):
    with pytest.raises(ValueError, match="no result to plot"):
        figures.table_figure("units", TABLE, {}, tmp_path / "mute-figure2" / "figures")
    out = figures.plot_units([{"units": 1, "bleu": 30.0}], tmp_path / "a.png", "test")
    assert out.stat().st_size > 1000  # BLEU alone: panel (a) only


def test_units_cli_draws_from_the_bench_record(tmp_path):
    write_record(tmp_path, bench_record())
    out = tmp_path / "units.png"
    figures.main(["units", "--results", str(tmp_path / "mute-figure2"), "--out", str(out)])
    assert out.stat().st_size > 1000


def test_readme_quotes_the_committed_speed_record():
    """README's Figure 2(b) sentence: the ratios to 1 unit of 4 and 6 units and their ranges
    over the rounds, as the committed bench record has them (two decimals)."""
    import re

    from experiments.unit_speed import load_speed, speed_points

    record = load_speed(REPO / "results", "mute-figure2")
    assert record is not None
    points = {p["units"]: p for p in speed_points(record)}
    text = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    found = re.search(r"4 units at ([\d.]+) of 1 unit's speed \(range over (\d+) rounds "
                      r"([\d.]+)-([\d.]+)\), 6 units at ([\d.]+) \(([\d.]+)-([\d.]+)\)", text)
    assert found, "README lost its Figure 2(b) sentence"
    four, six = points[4], points[6]
    assert found.groups() == (
        f"{four['ratio']:.2f}", str(four["rounds"]), f"{four['ratio_min']:.2f}",
        f"{four['ratio_max']:.2f}", f"{six['ratio']:.2f}", f"{six['ratio_min']:.2f}",
        f"{six['ratio_max']:.2f}")
