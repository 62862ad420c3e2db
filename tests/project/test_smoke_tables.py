"""Smoke runs (SCALE=smoke, tiny data and models) of the tables that are not MUTE's: MIMO
Table 1 (every direction with its tag), aggregation Table 1 (rows started from the trained
Base) and the composition table (end to end). Apart from tests/project/test_experiments.py
so that `make test`'s two workers run them beside the MUTE smoke table."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from support import RAW, make_smoke, smoke_fixture, table_rows  # noqa: E402

from experiments.context import SMOKE_LINES  # noqa: E402
from experiments.tables import TABLES  # noqa: E402


@pytest.fixture(scope="module")
def mimo_smoke(tmp_path_factory):
    """`make mimo-table1 SCALE=smoke ROWS=mimo TEST_SETS=test_2016_flickr` (+ the baseline)."""
    return smoke_fixture(tmp_path_factory, "mimo-smoke", "mimo-table1",
                         ("ROWS=mimo", "TEST_SETS=test_2016_flickr"), 480)


@pytest.mark.cli
@pytest.mark.long(2)  # scheduled early (tests/conftest.py)
def test_mimo_smoke_table_scores_every_direction_with_its_tag(mimo_smoke):
    out = mimo_smoke["out"]
    md = (out / "mimo-table1.md").read_text()
    rows = table_rows(md)
    assert set(rows) == {"transformer", "transformer-deep", "mimo"}
    assert "not run yet" in rows["transformer-deep"][1]
    header = next(line for line in md.splitlines() if line.startswith("| system | BLEU"))
    assert [c.strip() for c in header.strip("|").split("|")][1:5] == [
        "BLEU test_2016_flickr en->xx (3)", "BLEU test_2016_flickr xx->en (3)",
        "BLEU test_2016_flickr zero-shot (6)", "off-target test_2016_flickr zero-shot"]
    for row_id in ("transformer", "mimo"):
        assert all(0.0 <= float(v) <= 100.0 for v in rows[row_id][1:4]), rows[row_id]
        assert re.fullmatch(r"\d+\.\d%", rows[row_id][4].strip()), rows[row_id]
        result = json.loads((out / "mimo-table1" / row_id / "result.json").read_text())
        run = result["runs"]["default"]
        assert sorted(run["trained_directions"]) == ["cs-en", "de-en", "en-cs", "en-de",
                                                     "en-fr", "fr-en"]
        assert len(run["tests"]) == 12
        for key, info in run["tests"].items():
            split, direction = key.split(":")
            src, tgt = direction.split("-")
            translation = REPO / info["translation"]
            assert translation.name == f"{split}.{direction}.{tgt}"
            assert len(translation.read_text().splitlines()) == SMOKE_LINES["test"]
            assert info["reference"].endswith(f"{split}.{tgt}")
            assert 0.0 <= info["off_target"] <= 1.0
    # every direction was translated with its own target tag, after the tokenizer
    for direction in ("en-fr", "de-cs", "cs-en"):
        src, tgt = direction.split("-")
        assert re.search(rf"-src .*test_2016_flickr\.{src} -output \S+test_2016_flickr\."
                         rf"{direction}\.{tgt} .*-transforms onmt_tokenize mimo_tag .*"
                         rf"-src_prefix '<2{tgt}>'", md), direction
    # per-direction table against the baseline (zero-shot cells with the off-target share);
    # after 20 steps both models write one line whatever the source, so the gate before any
    # claim fails them and no p-value is computed (the claim path with p-values is tested on
    # hand-made translations in test_experiment_report.py)
    assert re.search(r"\| `mimo` \| [\d.]+ \(p n/a\) \|", md)
    assert re.search(r"\| `mimo` \|.* [\d.]+ \(p n/a; off \d+\.\d%\) \|", md)  # zero-shot
    assert re.search(r"\* \*\*MIMO, 3 layers x 4 transformations\*\* vs Transformer \(3 \+ 3 "
                     r"layers\): failed baseline: no claim: Transformer \(3 \+ 3 layers\) "
                     r"\(`transformer`\): distinct outputs below 0\.8 of the reference's on "
                     r"12 of 12 test sets", md)
    fig = out / "mimo-table1" / "figures" / "similarity-mimo.png"
    assert fig.stat().st_size > 1000  # Table 4 heatmap; the Transformer row has no weights
    assert not (out / "mimo-table1" / "figures" / "similarity-transformer.png").exists()


@pytest.mark.cli
@pytest.mark.long(1)  # scheduled early (tests/conftest.py)
def test_aggregation_smoke_rows_start_from_the_trained_base(tmp_path):
    """`make aggregation-table1 SCALE=smoke ROWS=05-hierarchical`: runs 01-base, then the
    baseline 01-base-continued and 05-hierarchical, both started from the checkpoint
    selected for 01-base, and tests 05-hierarchical against the continued Base."""
    if not RAW.is_dir():
        pytest.skip(f"no raw Multi30k at {RAW}")
    out, runs = tmp_path / "results", tmp_path / "runs"
    make_smoke(out, runs, "aggregation-table1",
                ("ROWS=05-hierarchical", "TEST_SETS=test_2016_flickr"), 420)
    md = (out / "aggregation-table1.md").read_text()
    rows = table_rows(md)
    done = {row_id for row_id, cells in rows.items() if "not run yet" not in cells[1]}
    assert done == {"01-base", "01-base-continued", "05-hierarchical"}
    base = json.loads((out / "aggregation-table1" / "01-base" / "result.json").read_text())
    selected = base["runs"]["default"]["checkpoint"]
    # every run names its device (this machine's CPU and the runner's thread count) and the
    # initialisation it was built with
    assert re.fullmatch(r"CPU .+, \d+ threads \(torch .+\)",
                        base["runs"]["default"]["train_device"][0])
    assert base["runs"]["default"]["init_and_fusion"]["param_init_glorot"] is True
    for row_id in ("01-base-continued", "05-hierarchical"):
        run = json.loads((out / "aggregation-table1" / row_id / "result.json").read_text())
        train_cmd = run["runs"]["default"]["commands"][0].split()
        assert train_cmd[train_cmd.index("-warm_start_from") + 1] == selected, row_id
        log = (REPO / run["runs"]["default"]["run_dir"] / "train.log").read_text()
        assert f"warm start from {selected}: copied" in log, row_id
    assert "fresh: none; unused from the checkpoint: none" in (
        runs / "aggregation-table1" / "01-base-continued" / "default" / "train.log").read_text()
    # 20 steps: every row writes one line whatever the source, so the gate before any claim
    # (report.row_gates) leaves both comparisons out, naming the rule that failed
    for label in (r"\+ Hierarchical aggregation", r"Base, pre-training only"):
        assert re.search(rf"\* \*\*{label}\*\* vs Base: failed baseline: no claim: Base "
                         r"\(`01-base-continued`\): distinct outputs below 0\.8 of the "
                         r"reference's on 1 of 1 test sets", md), label

@pytest.mark.cli
@pytest.mark.long(1.5)  # scheduled early (tests/conftest.py)
def test_composition_table_runs_end_to_end_at_smoke_scale(tmp_path):
    """`make composition-table SCALE=smoke` (one test set): every row trains, translates and
    is scored, and each composition is tested against both of its parts."""
    if not RAW.is_dir():
        pytest.skip(f"no raw Multi30k at {RAW}")
    out, runs = tmp_path / "results", tmp_path / "runs"
    make_smoke(out, runs, "composition-table", ("TEST_SETS=test_2016_flickr",), 600)
    md = (out / "composition-table.md").read_text()
    table = TABLES["composition-table"]
    rows = table_rows(md)
    assert set(rows) == set(table.row_ids())
    assert all(0.0 <= float(cells[1]) <= 100.0 for cells in rows.values())
    for composed, parts in (("mute-mla-k2", ("MUTE (4 units)", "Multi-layer attention")),
                            ("mute-iterative", ("MUTE (4 units)", "Iterative aggregation"))):
        label = table.row(composed).label
        for part in parts:
            # smoke models write one line whatever the source: the gate leaves the
            # comparison out (report.row_gates) and says so
            assert re.search(rf"\* \*\*{re.escape(label)}\*\* vs {re.escape(part)}[^\n]*: "
                             r"failed baseline: no claim: .*distinct outputs below 0\.8", md), (
                label, part)
        run = json.loads((out / "composition-table" / composed / "result.json").read_text())
        selected = REPO / run["runs"]["default"]["checkpoint"]
        checkpoint = torch.load(selected, map_location="cpu", weights_only=True)
        assert checkpoint["opt"].enc_layer_type == "mute"
        assert "encoder.transformer.2.self_attns.3.linear_query.weight" in checkpoint["model"]
