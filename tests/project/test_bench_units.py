"""The bench's MUTE Figure 2(b) mode (`bench/run_bench.py --rows mute-units`): its configs
and settings, one child's pairs into the record, the ratio to 1 unit per round from a
hand-made record, and bench.md / bench.json written from a saved record (`--render`).
The measurement itself is not run here (a `--quick` run takes about a minute)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import report  # noqa: E402
import run_bench  # noqa: E402


def test_units_configs_are_plain_mute_1_to_6_with_auto():
    configs = run_bench.units_configs()
    assert [c["units"] for c in configs] == [1, 2, 3, 4, 5, 6]
    assert [c["name"] for c in configs] == [f"MUTE-{k} (auto)" for k in range(1, 7)]
    for k, c in enumerate(configs, start=1):
        assert c["args"] == ["-encoder_type", "mute", "-decoder_type", "transformer",
                             "-mute_units", str(k), "-mute_fused", "auto"]
        assert c["variant"] == "plain" and c["path"] == "auto"


@pytest.mark.parametrize("size, d, ff, heads", [("d256", 256, 1024, 4), ("d128", 128, 512, 4)])
def test_units_settings_beam_4_batches_of_30(size, d, ff, heads):
    settings = run_bench.units_settings(False, size)
    assert (settings["beam"], settings["translate_batch"], settings["translate_len"]) == (4, 30, 20)
    shape = (settings["d"], settings["ff"], settings["heads"], settings["layers"])
    assert shape == (d, ff, heads, 3)
    assert (settings["min_len"], settings["max_len"]) == (10, 30)
    assert settings["rows"] == "mute-units" and settings["quick"] is False
    assert (settings["translate_repeats"], settings["budget_s"]) == (4, 540)
    quick = run_bench.units_settings(True, size)
    assert (quick["beam"], quick["translate_batch"], quick["rounds"]) == (4, 30, 1)


def test_units_flop_bound_falls_with_units():
    bound = run_bench._units_flop_bound(run_bench.units_settings(False, "d128"))
    assert list(bound) == ["1", "2", "3", "4", "5", "6"] and bound["1"] == 1.0
    assert all(bound[str(k)] > bound[str(k + 1)] for k in range(1, 6))


def test_record_translation_appends_one_child():
    record = {"rounds": [], "round_ratio": [], "beam_tok_s": [], "base_tok_s": [],
              "beam_ratio": [], "durations": []}
    measured = {"params": 10, "partner_params": 9, "paths": {"translate": "loop"},
                "beam_tokens": 630, "beam_pairs": [(90.0, 100.0), (80.0, 100.0), (99.0, 110.0)]}
    run_bench._record_translation(record, measured, 2, 12.5)
    assert record["rounds"] == [2] and record["durations"] == [12.5]
    assert record["beam_tok_s"] == [90.0, 80.0, 99.0]
    assert record["base_tok_s"] == [100.0, 100.0, 110.0]
    assert record["beam_ratio"] == pytest.approx([0.9, 0.8, 0.9])
    assert record["round_ratio"] == pytest.approx([0.9])  # the median of the child's pairs
    assert (record["params"], record["partner_params"], record["beam_tokens"]) == (10, 9, 630)


def units_record(name: str, units: int, rounds, round_ratio, tok_s) -> dict:
    return {"name": name, "family": "mute", "units": units, "path": "auto",
            "params": 1_000_000 * units, "paths": {"train": "loop", "translate": "loop"},
            "rounds": rounds, "round_ratio": round_ratio, "beam_tok_s": tok_s,
            "beam_ratio": round_ratio, "base_tok_s": [100.0] * len(tok_s)}


def units_results() -> dict:
    """A small hand-made `--rows mute-units` record: 1, 4 and 6 units, 3 rounds (6 units
    missed round 1) and a unit count that failed."""
    settings = {**run_bench.units_settings(False, "d128"), "device": "cpu", "threads": 2,
                "rounds": 3}
    return {
        "machine": {"device": "cpu", "threads": 2, "threads_reason": "--threads",
                    "cpu": "Test CPU", "commit": "abc1234", "load_start": "0.1",
                    "load_end": "0.2"},
        "settings": settings, "wall_s": 500.0,
        "command": "bench/run_bench.py --rows mute-units --size d128 --out x",
        "flop_bound": {"1": 1.0, "4": 0.6, "6": 0.5},
        "configs": [
            units_record("MUTE-1 (auto)", 1, [0, 1, 2], [1.0, 0.8, 1.0], [100.0, 80.0, 100.0]),
            {**units_record("MUTE-2 (auto)", 2, [], [], []), "error": "RuntimeError: boom"},
            units_record("MUTE-4 (auto)", 4, [0, 1, 2], [0.9, 0.8, 0.95], [90.0, 80.0, 95.0]),
            units_record("MUTE-6 (auto)", 6, [0, 2], [0.8, 0.9], [80.0, 90.0]),
        ],
    }


def test_units_summary_ratio_to_one_unit_per_round():
    summary = report.units_summary(units_results())
    rows = {row["units"]: row for row in summary["rows"]}
    assert list(rows) == [1, 4, 6]  # the failed unit count has no row
    assert rows[1]["to_one"] == (1.0, 1.0, 1.0)
    assert rows[4]["to_one_rounds"] == pytest.approx([0.9, 1.0, 0.95])
    assert rows[4]["to_one"] == pytest.approx((0.9, 0.95, 1.0))
    assert rows[6]["to_one_rounds"] == pytest.approx([0.8, 0.9])  # rounds 0 and 2 only
    assert rows[4]["tokens_per_s"] == (80.0, 90.0, 95.0)
    assert rows[4]["paper_tokens_per_s"] == 863 and rows[4]["paper_drop_percent"] == 3.1
    assert rows[6]["paper_ratio"] == pytest.approx(830 / 890)
    assert rows[4]["flop_bound"] == 0.6 and rows[6]["rounds"] == 2
    assert summary["paper"]["tokens_per_s"] == {"1": 890, "4": 863, "6": 830}


def test_units_report_table_and_method():
    md = report.render_units(units_results())
    assert md.startswith("# MUTE Figure 2(b): translation speed against the number of "
                         "encoder units\n")
    assert ("| 1 | 1.0 | 100 [80, 100] | 1.00 [0.80, 1.00] | 1 | 3 | 1.000 | "
            "890 tok/s (1.000) |") in md
    assert ("| 4 | 4.0 | 90 [80, 95] | 0.90 [0.80, 0.95] | 0.950 [0.900, 1.000] | 3 | 0.600 | "
            "863 tok/s (0.970; stated -3.1%) |") in md
    assert ("| 6 | 6.0 | 85 [80, 90] | 0.85 [0.80, 0.90] | 0.850 [0.800, 0.900] | 2 | 0.500 | "
            "830 tok/s (0.933; stated -6.7%) |") in md
    assert "Not measured: MUTE-2 (auto): RuntimeError: boom" in md
    assert ("- Command: `.venv/bin/python bench/run_bench.py --rows mute-units --size d128 "
            "--out x` at commit abc1234.") in md
    assert "2 torch thread(s) (--threads), CPU: Test CPU" in md
    assert "beam 4, one batch of 30 random sentences of 10-30 tokens" in md
    assert "output forced to 20 tokens + EOS" in md
    assert "d 128, FFN 512, 4 heads, 3+3 layers" in md
    assert "`auto` took, on cpu in translation: loop" in md
    assert "Quick smoke run" not in md


def test_render_writes_bench_md_and_json(tmp_path):
    saved = tmp_path / "saved.json"
    saved.write_text(json.dumps(units_results()))
    out = tmp_path / "out"
    assert run_bench.main(["--render", str(saved), "--out", str(out)]) == 0
    written = json.loads((out / "bench.json").read_text())
    assert written["units"]["rows"][1]["to_one"] == pytest.approx([0.9, 0.95, 1.0])
    assert (out / "bench.md").read_text() == report.render_units(written)
    assert not (out / "bench_units.png").exists()  # the units mode draws no bench plot
    assert sorted(p.name for p in out.iterdir()) == ["bench.json", "bench.md"]  # no temp left
