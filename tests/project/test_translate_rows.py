"""Translation against CTranslate2 in the bench (bench/translate_rows.py): the summary's
ratios and agreement from hand-made measurements, the section without ctranslate2, and one
tiny Transformer measured in this process (OpenNMT float32 and int8, CTranslate2 float32
and int8 converted from the checkpoint OpenNMT's saver writes)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import translate_rows  # noqa: E402

ONMT, CT2 = translate_rows.ONMT, translate_rows.CT2


def system(model, engine, precision, tok_s, output, family="transformer"):
    return {"model": model, "family": family, "engine": engine, "precision": precision,
            "params": 3_000_000, "tok_s": tok_s, "rounds": list(range(len(tok_s))),
            "output": output}


REFERENCE = ["a b c d", "e f g h"]
MEASURED = {"skipped": None, "systems": [
    system("Transformer", ONMT, "float32", [100.0, 120.0], REFERENCE),
    system("Transformer", ONMT, "int8", [150.0, 100.0], ["a b c d", "e f x h"]),
    system("Transformer", CT2, "float32", [200.0, 240.0], REFERENCE),
    system("Transformer", CT2, "int8", [400.0, 200.0], ["a b c d", "e f g x"]),
    system("MUTE-4", ONMT, "float32", [50.0, 60.0], ["x y", "z w"], family="mute"),
    system("MUTE-4", ONMT, "int8", [40.0, 80.0], ["x y", "z w"], family="mute"),
]}


def test_ratios_are_taken_within_a_round_against_both_ctranslate2_modes():
    summary = translate_rows.summarise(MEASURED)
    rows = {(r["model"], r["engine"], r["precision"]): r for r in summary["rows"]}
    assert summary["faster_ct2"] == "int8"  # median 300 tok/s against float32's 220
    base = rows[("Transformer", ONMT, "float32")]
    assert base["tok_s_median"] == 110.0
    assert base["to_ct2_float32"] == pytest.approx([0.5, 0.5, 0.5])
    assert base["to_ct2_faster"] == pytest.approx([0.25, (0.25 + 0.6) / 2, 0.6])
    mute = rows[("MUTE-4", ONMT, "int8")]
    assert mute["to_ct2_float32"] == pytest.approx([0.2, (0.2 + 80 / 240) / 2, 80 / 240])
    assert rows[("Transformer", CT2, "int8")]["to_ct2_faster"] == pytest.approx([1, 1, 1])


def test_outputs_are_compared_with_the_float32_onmt_output_of_their_model():
    summary = translate_rows.summarise(MEASURED)
    agree = {(r["model"], r["engine"], r["precision"]): r["agreement"]
             for r in summary["rows"]}
    assert agree[("Transformer", ONMT, "float32")] == {"identical": 2, "lines": 2,
                                                      "bleu": pytest.approx(100.0)}
    assert agree[("Transformer", CT2, "float32")]["identical"] == 2
    assert agree[("Transformer", CT2, "int8")]["identical"] == 1  # against the Transformer's
    assert agree[("MUTE-4", ONMT, "int8")]["identical"] == 2  # against MUTE-4's own float32
    import sacrebleu

    expected = sacrebleu.corpus_bleu(["a b c d", "e f x h"], [REFERENCE]).score
    assert agree[("Transformer", ONMT, "int8")]["bleu"] == pytest.approx(expected)
    assert 0 < expected < 100


def test_without_ctranslate2_its_rows_are_skipped_with_the_reason(monkeypatch):
    monkeypatch.setitem(sys.modules, "ctranslate2", None)  # `import ctranslate2` fails
    assert translate_rows.ctranslate2_missing() == translate_rows.CT2_MISSING
    measured = {"skipped": translate_rows.CT2_MISSING,
                "systems": [s for s in MEASURED["systems"] if s["engine"] == ONMT]}
    summary = translate_rows.summarise(measured)
    assert summary["faster_ct2"] is None
    assert all(r["to_ct2_float32"] is None for r in summary["rows"])
    settings = translate_rows.size_settings("d128", quick=True, threads=1)
    text = translate_rows.markdown({"d128": summary}, settings)
    assert f"CTranslate2 rows skipped: {translate_rows.CT2_MISSING}." in text
    assert "| Transformer | onmt_translate | float32 | 3.0 | 110 | - | - | 2/2 | 100.00 |" in text


def test_the_quick_section_is_d128_with_the_transformer_and_mute():
    assert translate_rows.QUICK_SIZES == ("d128",)
    names = [c["name"] for c in translate_rows.model_configs({"mute", "mimo"}, quick=True)]
    assert names == ["Transformer", "MUTE-4 (auto)"]
    full = [c["family"] for c in translate_rows.model_configs(
        {"mute", "aggregate", "dense", "mimo"}, quick=False)]
    assert full == ["transformer", "mute", "aggregate", "aggregate", "dense", "mimo"]


@pytest.mark.usefixtures("one_thread")
def test_a_tiny_transformer_against_ctranslate2(tmp_path):
    """d 128, 2 heads, 1+1 layers, 3 sentences, greedy, output forced to 4 tokens, 2 rounds:
    every system translates each sentence into 4 tokens (+ EOS), and CTranslate2 float32,
    on the checkpoint OpenNMT's saver wrote, gives OpenNMT's float32 lines. (At d 32 with
    the bench's relative positions, 2 of these 3 random-weight lines differed from the 2nd
    or 3rd token on; without relative positions, or at d 128, none: not explained yet.)"""
    pytest.importorskip("ctranslate2", reason=translate_rows.CT2_MISSING)
    settings = translate_rows.size_settings("d128", quick=True, threads=1)
    settings.update(d=128, ff=64, heads=2, layers=1, translate_batch=3, translate_len=4,
                    beam=1, rounds=2)
    configs = translate_rows.model_configs(set(), quick=True)[:1]
    measured = translate_rows.measure_size(configs, settings, str(tmp_path))
    systems = measured["systems"]
    assert [(s["engine"], s["precision"]) for s in systems] == [
        (ONMT, "float32"), (ONMT, "int8"), (CT2, "float32"), (CT2, "int8")]
    for s in systems:
        assert len(s["tok_s"]) == 2 and s["rounds"] == [0, 1]
        assert [len(line.split()) for line in s["output"]] == [4, 4, 4]
    assert systems[2]["output"] == systems[0]["output"]
    summary = translate_rows.summarise(measured)
    assert summary["rows"][2]["agreement"]["identical"] == 3


def test_a_system_that_fails_is_a_row_saying_why():
    """A family's own code may not run on dynamically quantised layers (MIMO's fused path
    reads `linear.weight`, a method of torch's quantised Linear): its int8 row says so and
    the other rows are measured."""
    failed = {**system("MIMO-4", ONMT, "int8", [], [], family="mimo"),
              "error": "AttributeError: 'function' object has no attribute 't'"}
    measured = {"skipped": None, "systems": [*MEASURED["systems"], failed]}
    summary = translate_rows.summarise(measured)
    assert summary["rows"][-1]["tok_s_median"] is None
    assert summary["faster_ct2"] == "int8"
    settings = translate_rows.size_settings("d128", quick=True, threads=1)
    text = translate_rows.markdown({"d128": summary}, settings)
    assert ("| MIMO-4 | onmt_translate | int8 | 3.0 | failed: AttributeError: 'function' "
            "object has no attribute 't' | - | - | - | - |") in text


def test_docs_serving_statements_hold_for_the_committed_measurements():
    """What docs/serving.md ("How far onmt_translate is from CTranslate2") says of
    results/bench-translate/bench.json."""
    import json
    import statistics

    measured = json.loads((REPO / "results" / "bench-translate" / "bench.json").read_text())
    sizes = measured["translate"]["sizes"]

    def rows(size):
        return {(r["model"], r["engine"], r["precision"]): r for r in sizes[size]["rows"]}

    def faster(row):  # the row's speed against CTranslate2's faster mode, median of rounds
        return statistics.median(row["to_ct2_faster"])

    small, large = rows("d128"), rows("d512")
    assert sizes["d128"]["faster_ct2"] == "float32" and sizes["d512"]["faster_ct2"] == "int8"
    families = {r["model"] for r in sizes["d128"]["rows"] if r["family"] not in
                ("transformer", "mimo")}
    assert len(families) >= 4  # MUTE, two aggregations, DenseNMT
    # d 128: the Transformer a little over half, MUTE/aggregation/DenseNMT about half,
    # MIMO about a quarter
    assert 0.5 < faster(small[("Transformer", ONMT, "float32")]) < 0.7
    for model in families:
        assert 0.4 < faster(small[(model, ONMT, "float32")]) < 0.6, model
    assert 0.15 < faster(small[("MIMO-4", ONMT, "float32")]) < 0.35
    # d 512: all but DenseNMT more than 2x slower than CTranslate2's int8
    for (model, engine, precision), row in large.items():
        if engine == ONMT and precision == "float32":
            within = faster(row) >= 0.5
            assert within == model.startswith("DenseNMT"), (model, faster(row))
    assert 0.25 < faster(large[("Transformer", ONMT, "float32")]) < 0.42  # about a third
    # int8 pays at d 512 for every family but MIMO
    for (model, engine, precision), row in large.items():
        if engine == ONMT and precision == "int8" and not model.startswith("MIMO"):
            assert row["tok_s_median"] > large[(model, ONMT, "float32")]["tok_s_median"], model
    # d 128's profile: the Python of the loop about a quarter, cache reordering an eighth
    for row in measured["profile"]["rows"]:
        if row["size"] == "d128":
            seconds = row["seconds"]
            python = 1 - seconds["torch ops"] / seconds["total"]
            assert 0.18 < python < 0.32, (row["name"], python)
            assert 0.08 < seconds["cache reordering"] / seconds["total"] < 0.18, row["name"]
