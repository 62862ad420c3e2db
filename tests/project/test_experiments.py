"""Experiments: table runner end to end at SCALE=smoke, DIV, averaging, figures.

The end-to-end test runs `make mute-table2 SCALE=smoke ROWS="transformer-relative
mute-bias-seq"` on the real Multi30k files (skipped when ../shared/data/multi30k is absent),
with results and checkpoints in a temporary directory, then runs it again to check that
finished rows are not retrained.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from support import RAW, make_smoke, smoke_fixture, table_rows  # noqa: E402

from experiments import figures, report, run_table  # noqa: E402
from experiments import runner as runner_module  # noqa: E402
from experiments.context import (  # noqa: E402
    SMOKE_LINES,
    Context,
    load_runs,
    prepare_smoke_data,
    trained_directions,
)
from experiments.runner import Runner, selected_rows  # noqa: E402
from experiments.tables import TABLES, Row, Table, available_tables  # noqa: E402
from onmt_ext import compat  # noqa: E402
from onmt_ext.core.tools import average  # noqa: E402
from onmt_ext.mute import diversity as mute_diversity  # noqa: E402
from onmt_ext.mute.diversity import (  # noqa: E402
    DiversityProbe,
    div_score,
    pairwise_div_sum,
)
from onmt_ext.mute.encoder import MuteEncoderLayer  # noqa: E402
from onmt_ext.mute.options import MuteOptions  # noqa: E402

SMOKE_ROWS = ("transformer-relative", "mute-bias-seq")
#: The 1000-step MUTE table: the smoke tests run it (its baseline is transformer-base).
BUDGET_TABLE = "mute-table2-1000steps"
E = math.exp(1)


# --------------------------------------------------------------------------- DIV (Eq. 21)
def test_div_hand_cases():
    v = torch.tensor([[1.0, 2.0, -1.0]])  # one token vector, (N=1, D=3)
    same = torch.stack([v, v, 2 * v])  # 3 units pointing the same way, (I, N, D)
    assert pairwise_div_sum(same) == pytest.approx((6 * math.exp(-1), 6))
    opposite = torch.stack([v, -v])
    assert pairwise_div_sum(opposite)[0] / 2 == pytest.approx(E)
    orthogonal = torch.tensor([[[1.0, 0.0]], [[0.0, 3.0]]])
    assert pairwise_div_sum(orthogonal)[0] / 2 == pytest.approx(1.0)
    assert pairwise_div_sum(same[:1]) == (0.0, 0)  # one unit: no pair of different units


def test_div_averages_real_tokens_only():
    # (I=2, B=1, T=3, D=2): token 0 identical, token 1 opposite, token 2 padding (garbage)
    vectors = torch.tensor([[[[1.0, 0.0], [0.0, 1.0], [5.0, 5.0]]],
                            [[[1.0, 0.0], [0.0, -1.0], [-5.0, 1.0]]]])
    mask = torch.tensor([[True, True, False]])
    assert div_score(vectors, mask) == pytest.approx((math.exp(-1) + E) / 2)


def _mute_layer(units: int, granularity: str = "attn_ffn") -> MuteEncoderLayer:
    torch.manual_seed(0)
    prototypes = [compat.TransformerEncoderLayer(16, 2, 32, 0.0, 0.0, max_relative_positions=4)
                  for _ in range(units)]
    layer = MuteEncoderLayer(prototypes, MuteOptions(units=units, granularity=granularity))
    for p in layer.parameters():  # OpenNMT leaves storage uninitialised until build_model
        torch.nn.init.uniform_(p, -0.3, 0.3)
    return layer.eval()


def _probe(layer: MuteEncoderLayer) -> dict:
    lengths = torch.tensor([5, 3])
    x = torch.randn(2, 5, 16, generator=torch.Generator().manual_seed(1))
    probe = DiversityProbe([layer])
    with torch.no_grad():
        layer(x, compat.encoder_self_attention_mask(lengths, 5), lengths)
    probe.remove()
    return probe.scores()


def test_div_probe_identical_units_give_exp_minus_one():
    layer = _mute_layer(3)
    for i in (1, 2):
        layer.self_attns[i].load_state_dict(layer.self_attns[0].state_dict())
        layer.feed_forwards[i].load_state_dict(layer.feed_forwards[0].state_dict())
    scores = _probe(layer)
    for kind in mute_diversity.KINDS:
        assert scores[kind] == pytest.approx(math.exp(-1)), kind
    different = _probe(_mute_layer(3))
    assert different["attention_weights"] > math.exp(-1) + 1e-7  # near-uniform attention
    assert different["attention_outputs"] > math.exp(-1) + 1e-2
    assert different["ffn_outputs"] > math.exp(-1) + 1e-3
    shared = _probe(_mute_layer(3, "ffn"))  # one self-attention for all units
    assert shared["attention_weights"] == pytest.approx(math.exp(-1))
    assert shared["attention_outputs"] == pytest.approx(math.exp(-1))
    assert shared["ffn_outputs"] > math.exp(-1) + 1e-4
    assert not layer._forward_hooks and not layer.self_attns[0]._forward_hooks  # removed


# --------------------------------------------------------------------------- averaging
def test_average_tool_is_the_mean_of_two_checkpoints(tmp_path):
    opt = argparse.Namespace(model_type="text", hidden_size=4)
    states = []
    for seed in (0, 1):
        g = torch.Generator().manual_seed(seed)
        state = {"model": {"w": torch.randn(3, 4, generator=g), "b": torch.randn(4, generator=g)},
                 "generator": {"weight": torch.randn(5, 4, generator=g)},
                 "vocab": {"src": ["a", "b"], "tgt": ["c"]}, "opt": opt, "optim": None}
        torch.save(state, tmp_path / f"m{seed}.pt")
        states.append(state)
    average.main(["-models", str(tmp_path / "m0.pt"), str(tmp_path / "m1.pt"),
                  "-output", str(tmp_path / "avg.pt")])
    avg = torch.load(tmp_path / "avg.pt", weights_only=True)
    for part in ("model", "generator"):
        for key, value in avg[part].items():
            expected = (states[0][part][key] + states[1][part][key]) / 2
            torch.testing.assert_close(value, expected)
    assert avg["vocab"] == states[0]["vocab"] and avg["opt"] == opt and avg["optim"] is None


# --------------------------------------------------------------------------- definitions
def test_table_definitions_are_consistent():
    assert {"mute-table2", "mute-table4", "mute-table5", "mute-table6",
            "mute-figure2"} <= set(available_tables())
    for name, table in TABLES.items():
        ids = table.row_ids()
        assert len(ids) == len(set(ids)) and table.baseline in ids, name
        assert table.row(table.baseline).expect == "", name
        for row in table.rows:
            assert (row.recipe is None) == bool(row.average_of), (name, row.id)
            if row.average_of:
                assert row.average_of in ids[: ids.index(row.id)], (name, row.id)
            for other in row.compare_to:
                assert other in ids and other != row.id, (name, row.id)
            if row.trained_in:  # the model of a table that is still trained, not an archive
                assert row.trained_in in TABLES and not TABLES[row.trained_in].archived, (
                    name, row.id)
            if row.warm_start_from:  # a source row comes first and has no source itself
                assert row.warm_start_from in ids[: ids.index(row.id)], (name, row.id)
                assert not table.row(row.warm_start_from).warm_start_from, (name, row.id)
    table4 = TABLES["mute-table4"]
    for unit in ("identity", "swap", "disorder", "mask"):
        flags = table4.row(f"minus-{unit}").flags
        noise = list(flags[flags.index("-mute_noise") + 1:])
        assert flags[flags.index("-mute_units") + 1] == "3" and len(noise) == 3
        assert unit not in noise
    # "each row improves on the previous one": every MUTE row is also tested against the row above
    assert [r.compare_to for r in TABLES[BUDGET_TABLE].rows] == [
        (), (), ("transformer-relative",), ("mute",), ("mute-bias",)]
    assert [r.recipe for r in TABLES[BUDGET_TABLE].rows] == [
        f"recipes/mute/{n}.yaml" for n in
        ("transformer-base", "transformer-relative", "mute", "mute-bias", "mute-bias-seq")]
    for name, table in TABLES.items():
        for row_id, other_id in table.primary_claims:
            row = table.row(row_id)
            assert other_id in (table.baseline, *row.compare_to), (name, row_id, other_id)


def test_protocol_table_claims_seeds_and_recipes():
    """MUTE Tables 1-2 at the convergence protocol: the four claims form the Holm
    family, three seeds by default (one at SCALE=smoke), recipes from recipes/mute/protocol."""
    table = TABLES["mute-table2"]
    assert table.baseline == "transformer-relative" and table.seeds == (1, 2, 3)
    assert set(table.primary_claims) == {
        ("mute", "transformer-relative"), ("mute", "transformer-relative-big"),
        ("mute-bias", "mute"), ("mute-bias-seq", "mute-bias")}
    assert table.is_primary("mute", "transformer-relative")
    assert not table.is_primary("mute-bias-seq-perturbed", "mute-bias")
    assert not table.is_primary("transformer-base", "transformer-relative")
    assert TABLES["mute-table4"].is_primary("minus-swap", "full")  # no family: all primary
    assert all(r.recipe.startswith("recipes/mute/protocol/") for r in table.rows)
    assert table.row("transformer-base").expect == "-"
    assert run_table.default_seeds(table, "small", None) == [1, 2, 3]
    assert run_table.default_seeds(table, "smoke", None) == [None]
    assert run_table.default_seeds(table, "small", [7]) == [7]
    assert run_table.default_seeds(TABLES["mute-table4"], "small", None) == [1]


def test_archived_d192_table_has_the_protocol_tables_rows_claims_and_seeds():
    """mute-table2-d192 keeps the d 192 results under mute-table2's definitions (built from
    them): the same rows, claims and seeds, archived, and not offered for training."""
    table, live = TABLES["mute-table2-d192"], TABLES["mute-table2"]
    assert table.row_ids() == live.row_ids() and table.rows == live.rows
    assert table.primary_claims == live.primary_claims and table.seeds == live.seeds == (1, 2, 3)
    assert (table.baseline, table.claim, table.paper_bleu, table.plateau_rule) == (
        live.baseline, live.claim, live.paper_bleu, live.plateau_rule)
    assert "d 192" in table.title and "archived" in table.title
    assert "+1.04" in table.archived and "plateau rule" in table.archived
    assert not live.archived
    assert "mute-table2-d192" not in available_tables() and "mute-table2" in available_tables()


def test_archived_table_is_not_trained(capsys):
    """Training an archived table stops at the parser, naming the table and its reason and
    pointing to --report-only, before anything runs."""
    with pytest.raises(SystemExit) as exited:
        run_table.main(["mute-table2-d192"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "mute-table2-d192 is archived (the d 192 protocol" in err
    assert "--report-only rewrites its report" in err
    with pytest.raises(SystemExit):
        run_table.main(["mute-table2-d192", "--rows", "mute", "--scale", "smoke"])
    assert "mute-table2-d192 is archived" in capsys.readouterr().err


def test_warm_start_rows_start_from_the_selected_checkpoint_of_their_source(tmp_path):
    """Aggregation Table 1: every variant (and the continued Base) starts from the
    checkpoint selected for 01-base, runs only after it, and is re-run when it changes."""
    table = TABLES["aggregation-table1"]
    assert table.baseline == "01-base-continued"
    assert {r.id for r in table.rows if r.warm_start_from == "01-base"} == set(
        table.row_ids()) - {"01-base"}
    selected = selected_rows
    assert [r.id for r in selected(table, ["05-hierarchical"], True)] == [
        "01-base", "01-base-continued", "05-hierarchical"]
    assert [r.id for r in selected(table, ["05-hierarchical"], False)] == [
        "01-base", "05-hierarchical"]
    ctx = Context(table=table, scale="small", data_dir=REPO / "work/multi30k",
                            out=tmp_path, work=tmp_path / "runs", seeds=[None])
    runner = Runner(ctx)
    row, base = table.row("05-hierarchical"), table.row("01-base")
    base_key = runner.current_key(base, None)
    # 01-base not run yet: a placeholder, and the row refuses to train
    assert runner.warm_start(row, None) == (
        ["-warm_start_from", "<checkpoint of row 01-base>"], ["|warm_start", *base_key])
    with pytest.raises(RuntimeError, match="starts from row 01-base, which has no result"):
        runner.run_row(row, None)
    # 01-base done with its current command: its selected checkpoint is used
    checkpoint = tmp_path / "model_step_800.pt"
    checkpoint.write_bytes(b"")
    result = ctx.result_file(base)
    result.parent.mkdir(parents=True)
    result.write_text(json.dumps({"row": "01-base", "runs": {"default": {
        "key": base_key, "checkpoint": str(checkpoint)}}}))
    source = runner.source_run(row, None)
    cmd = source["cmd"]
    assert cmd[cmd.index("-warm_start_from") + 1] == str(checkpoint)
    assert source["warm_start_ready"]
    assert source["key"][-len(base_key) - 1:] == ["|warm_start", *base_key]
    assert runner.current_key(row, None) == source["key"]
    # a result of 01-base made by another command is not used
    result.write_text(json.dumps({"row": "01-base", "runs": {"default": {
        "key": ["onmt_ext_train", "-config", "old.yaml"], "checkpoint": str(checkpoint)}}}))
    assert not runner.source_run(row, None)["warm_start_ready"]


def test_units_figure_from_points(tmp_path):
    out = figures.plot_units([{"units": k, "bleu": 30.0 + k, "tokens_per_s": 900.0 / k}
                              for k in (1, 2, 4)], tmp_path / "units.png", "test")
    assert out.stat().st_size > 1000


# --------------------------------------------------------------------------- end to end
def _make_smoke(out: Path, runs: Path, target: str = BUDGET_TABLE,
                variables: tuple[str, ...] = (f"ROWS={' '.join(SMOKE_ROWS)}",),
                timeout: int = 300) -> subprocess.CompletedProcess:
    return make_smoke(out, runs, target, variables, timeout)


@pytest.fixture(scope="module")
def smoke(tmp_path_factory):
    return smoke_fixture(tmp_path_factory, "smoke", BUDGET_TABLE,
                         (f"ROWS={' '.join(SMOKE_ROWS)}",))


@pytest.mark.cli
def test_smoke_table_results_file(smoke):
    out = smoke["out"]
    md = (out / f"{BUDGET_TABLE}.md").read_text()
    assert "SCALE=smoke" in md and "Comparison with the paper" in md
    rows = table_rows(md)
    assert set(rows) == {"transformer-base", "transformer-relative", "mute", "mute-bias",
                         "mute-bias-seq"}
    assert "not run yet" in rows["mute"][1]
    assert "**baseline**" in rows["transformer-base"][0]  # added for the p-values
    for row_id in ("transformer-base", *SMOKE_ROWS):
        cells = rows[row_id]
        bleu16, chrf16, p16, bleu17 = cells[1], cells[2], cells[3], cells[4]
        assert 0.0 <= float(bleu16) <= 100.0 and 0.0 <= float(bleu17) <= 100.0
        assert 0.0 <= float(chrf16) <= 100.0
        if row_id == "transformer-base":
            assert p16 == "-"
        else:
            # 20 steps: the models write one line whatever the source; the gate before any
            # claim leaves the comparison out, so no p-value (report.row_gates)
            assert p16 == "n/a"
            assert re.search(r"\*\*[^*]+\*\* vs Transformer \(Base\): failed baseline: no "
                             r"claim: .*distinct outputs below 0\.8", md)
        assert re.fullmatch(r"\d+\.\d\dM", cells[7])  # parameters
    # the paper's claim, quoted (beside a computed delta only when the gate passes)
    assert "+1.9 BLEU from Transformer to MUTE + Bias + Seq." in md
    for row_id in ("transformer-base", *SMOKE_ROWS):
        assert f"### {row_id} (default)" in md
        for test in ("test_2016_flickr", "test_2017_flickr"):
            translation = out / BUDGET_TABLE / row_id / f"{test}.de"
            assert len(translation.read_text().splitlines()) == SMOKE_LINES["test"]
    assert md.count("onmt_ext_train -config") == 3
    assert "-beam_size 4 -length_penalty wu -alpha 0.6" in md
    assert "-transforms onmt_tokenize -src_subword_type sentencepiece" in md
    result = json.loads((out / BUDGET_TABLE / "mute-bias-seq" / "result.json").read_text())
    run = result["runs"]["default"]
    assert run["params"] > 0 and run["train_seconds"] > 0 and run["train_tgt_tok_s"] > 0
    assert set(run["tests"]) == {"test_2016_flickr", "test_2017_flickr"}
    assert run["tests"]["test_2016_flickr"]["bleu_signature"].startswith("nrefs:1")
    assert len(run["val_bleu"]) == 2  # two saves (steps 10, 20): selected on val
    assert run["checkpoint"] in run["val_bleu"]
    assert run["selection"] == "beam"  # the smoke recipes ask for no valid_metrics
    assert run["resumed"] == 0
    # the commit of the code that trained it, in result.json, train.json and the report
    assert re.fullmatch(r"[0-9a-f]{40}", run["git"]["commit"])
    assert isinstance(run["git"]["dirty"], bool)
    stamp = json.loads((REPO / run["run_dir"] / "train.json").read_text())
    assert stamp["git"] == run["git"] and stamp["finished"] is True
    assert rows["mute-bias-seq"][12].startswith(run["git"]["commit"][:10])
    # parameters counted from the checkpoint = what OpenNMT printed (tied embeddings once)
    for row_id in ("transformer-base", "mute-bias-seq"):
        r = json.loads((out / BUDGET_TABLE / row_id / "result.json").read_text())["runs"][
            "default"]
        printed = re.search(r"\* number of parameters: (\d+)",
                            (REPO / r["run_dir"] / "train.log").read_text())
        assert r["params"] == int(printed.group(1)), row_id
    # the validation curve and the training metrics beside the translations
    row_dir = out / BUDGET_TABLE / "mute-bias-seq"
    assert Path(run["val_curve"]) == row_dir / "val_curve.csv"  # outside the repo: absolute
    curve = (row_dir / "val_curve.csv").read_text().splitlines()
    header = curve[0].split(",")
    assert header[:6] == ["step", "val_ppl", "val_acc", "val_bleu", "train_xent", "lr"]
    assert {"lipschitz", "autoshuffle_distance_l0", "alpha_l0_u0", "alpha_l0_u3"} <= set(header)
    assert [line.split(",")[0] for line in curve[1:]] == ["10", "20"]  # -valid_steps 10
    assert all(line.split(",")[3] == "" for line in curve[1:])  # no valid_metrics asked
    metrics = [json.loads(line) for line in (row_dir / "train_metrics.jsonl").read_text()
               .splitlines()]
    assert [m["step"] for m in metrics if m["kind"] == "train"] == [5, 10, 15, 20]


@pytest.mark.cli
def test_smoke_figures_written(smoke):
    fig_dir = smoke["out"] / BUDGET_TABLE / "figures"
    for name in ("alpha-mute-bias-seq.png", "autoshuffle-mute-bias-seq.png"):
        assert (fig_dir / name).stat().st_size > 1000, name
    assert "![alpha-mute-bias-seq](mute-table2-1000steps/figures/alpha-mute-bias-seq.png)" in (
        smoke["out"] / f"{BUDGET_TABLE}.md").read_text()


@pytest.mark.cli
def test_diversity_command_on_smoke_checkpoint(smoke, tmp_path, capsys):
    run = json.loads((smoke["out"] / BUDGET_TABLE / "mute-bias-seq" / "result.json")
                     .read_text())["runs"]["default"]
    data = smoke["runs"] / "smoke-data" / "en-de"
    spm = str(data / "spm.model")
    mute_diversity.main(["-model", str(REPO / run["checkpoint"]), "-src",
                         str(data / "test_2016_flickr.en"), "-transforms", "onmt_tokenize",
                         "-src_subword_type", "sentencepiece", "-src_subword_model", spm,
                         "-tgt_subword_type", "sentencepiece", "-tgt_subword_model", spm,
                         "-json", str(tmp_path / "div.json")])
    scores = json.loads((tmp_path / "div.json").read_text())
    for kind in mute_diversity.KINDS:
        assert math.exp(-1) - 1e-9 <= scores[kind] <= E + 1e-9, kind
    assert scores["units"] == 4 and scores["sentences"] == SMOKE_LINES["test"]
    assert "DIV ffn_outputs" in capsys.readouterr().out


@pytest.mark.cli
def test_smoke_rerun_skips_finished_rows(smoke):
    runs = smoke["runs"] / BUDGET_TABLE
    ckpts = sorted(runs.glob("*/default/model_step_*.pt"))
    assert len(ckpts) == 6
    before = {p: p.stat().st_mtime_ns for p in ckpts}
    proc = _make_smoke(smoke["out"], smoke["runs"])
    for row_id in ("transformer-base", *SMOKE_ROWS):
        assert f"skip {row_id} (default): done, same command" in proc.stderr
    assert "train:" not in proc.stderr
    assert {p: p.stat().st_mtime_ns for p in ckpts} == before
    assert table_rows((smoke["out"] / f"{BUDGET_TABLE}.md").read_text()).keys() >= set(SMOKE_ROWS)


@pytest.mark.cli
def test_report_only_rewrites_the_results_file_byte_for_byte(smoke):
    md = smoke["out"] / f"{BUDGET_TABLE}.md"
    before = md.read_bytes()
    cmd = [sys.executable, "experiments/run_table.py", BUDGET_TABLE, "--scale", "smoke",
           "--report-only", "--out", str(smoke["out"]), "--work", str(smoke["runs"])]
    env = dict(os.environ, PYTHONWARNINGS="ignore", OMP_NUM_THREADS="1")
    for _ in range(2):
        proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env=env,
                              timeout=300)
        assert proc.returncode == 0, proc.stderr[-3000:]
        assert md.read_bytes() == before


@pytest.mark.cli
def test_report_check_passes_on_the_written_report_and_fails_on_an_edited_one(smoke):
    md = smoke["out"] / f"{BUDGET_TABLE}.md"
    written = md.read_bytes()
    cmd = [sys.executable, "experiments/run_table.py", BUDGET_TABLE, "--scale", "smoke",
           "--report-only", "--check", "--out", str(smoke["out"]), "--work", str(smoke["runs"])]
    env = dict(os.environ, PYTHONWARNINGS="ignore", OMP_NUM_THREADS="1")
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "regenerated byte for byte" in proc.stderr
    edited = written.replace(b"| system |", b"| System |", 1)
    assert edited != written
    md.write_bytes(edited)
    try:
        proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env=env,
                              timeout=300)
        assert proc.returncode == 1
        assert "-| System |" in proc.stdout and "+| system |" in proc.stdout
        assert "differs from what its results make" in proc.stderr
        assert md.read_bytes() == edited  # the check leaves the file it checks as it was
    finally:
        md.write_bytes(written)


def test_report_check_needs_report_only_and_an_existing_report(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        run_table.main([BUDGET_TABLE, "--check"])
    assert exit_info.value.code == 2
    assert "--check regenerates a report: it needs --report-only" in capsys.readouterr().err
    assert run_table.main([BUDGET_TABLE, "--report-only", "--check", "--out",
                           str(tmp_path)]) == 1
    assert not (tmp_path / f"{BUDGET_TABLE}.md").exists()  # a check never writes


def test_committed_results_still_make_a_report(tmp_path):
    """results/mute-table2-1000steps (trained before commits, curves and the metrics file were
    recorded): a report with "-" for them, the same twice, and the new verdict words."""
    source = REPO / "results" / BUDGET_TABLE
    assert (source / "mute" / "result.json").is_file(), "the committed results went missing"
    for result in source.glob("*/result.json"):
        target = tmp_path / BUDGET_TABLE / result.parent.name / "result.json"
        target.parent.mkdir(parents=True)
        target.write_bytes(result.read_bytes())  # translations stay in results/ (paths)
    ctx = Context(table=TABLES[BUDGET_TABLE], scale="small", data_dir=REPO / "work/multi30k",
                  out=tmp_path, work=tmp_path / "runs", seeds=[None], bootstrap=100)
    first = report.write_report(ctx).read_bytes()
    assert report.write_report(ctx).read_bytes() == first
    md = first.decode()
    rows = table_rows(md)
    assert set(rows) == set(TABLES[BUDGET_TABLE].row_ids())
    assert all(cells[12] == "-" for cells in rows.values())  # no commit recorded
    assert ": smaller than the paper's" not in md  # no verdict with one seed
    assert md.count("1 seed): inconclusive (1 seed)") == 14  # 7 claims x 2 test sets
    assert md.count("The claim (better than ") == 7  # each counted over its test sets:
    assert md.count(": inconclusive (1 seed) on 2 of 2 test sets.") == 7
    assert "paper: +1.9 BLEU" in md  # the paper's own difference, quoted


@pytest.mark.cli
def test_interrupted_smoke_training_resumes_from_its_checkpoint(tmp_path, monkeypatch):
    """A smoke row whose training stopped after its step-10 checkpoint (the runner was
    interrupted) continues from it with -train_from when the same row is run again: the
    step-10 checkpoint is kept, steps 11-20 are trained once, train.json records both
    pieces (the second resumed exactly) and the result says resumed."""
    if not RAW.is_dir():
        pytest.skip(f"no raw Multi30k at {RAW}")
    if not (REPO / "work" / "multi30k" / "en-de" / "val.en").is_file():
        pytest.skip("no prepared work/multi30k/en-de (make data-en-de)")
    out, runs = tmp_path / "results", tmp_path / "runs"
    ctx = Context(table=TABLES[BUDGET_TABLE], scale="smoke", data_dir=REPO / "work/multi30k",
                  out=out, work=runs, seeds=[None])
    prepare_smoke_data(ctx)
    runner = Runner(ctx)
    row = ctx.table.row("transformer-relative")
    real = runner.run_command

    def stopped_after_step_10(cmd, log_path, append=False, loads=None):
        real([*cmd, "-train_steps", "10"], log_path, append, loads)  # the last flag wins
        raise KeyboardInterrupt  # as if the runner was stopped here

    monkeypatch.setattr(runner, "run_command", stopped_after_step_10)
    monkeypatch.setenv("OMP_NUM_THREADS", "1")
    with pytest.raises(KeyboardInterrupt):
        runner.run_row(row, None)
    run_dir = ctx.run_dir(row, None)
    first = run_dir / "model_step_10.pt"
    assert sorted(p.name for p in run_dir.glob("model_step_*.pt")) == [first.name]
    stamp = json.loads((run_dir / "train.json").read_text())
    assert stamp["finished"] is False and stamp["pieces"][0]["interrupted"]
    mtime = first.stat().st_mtime_ns
    env = dict(os.environ, PYTHONWARNINGS="ignore", OMP_NUM_THREADS="1")
    proc = subprocess.run(
        [sys.executable, "experiments/run_table.py", BUDGET_TABLE, "--scale", "smoke",
         "--rows", row.id, "--no-baseline", "--test-sets", "test_2016_flickr",
         "--out", str(out), "--work", str(runs)],
        cwd=REPO, capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "resume" in proc.stderr and "model_step_10.pt" in proc.stderr
    assert "train: " not in proc.stderr  # not started over
    assert first.stat().st_mtime_ns == mtime
    assert (run_dir / "model_step_20.pt").is_file()
    stamp = json.loads((run_dir / "train.json").read_text())
    assert stamp["finished"] is True and stamp["resumed"] == 1 and len(stamp["pieces"]) == 2
    resumed = stamp["pieces"][1]["command"]
    assert resumed[-2:] == ["-train_from", str(first)] or resumed[-1].endswith(
        "model_step_10.pt")
    assert stamp["seconds"] == pytest.approx(sum(p["seconds"] for p in stamp["pieces"]))
    log = (run_dir / "train.log").read_text()
    assert all(re.search(rf"Step\s+{n}/", log) for n in (5, 15, 20))  # one log, appended
    steps = [json.loads(line) for line in (run_dir / "model_metrics.jsonl").read_text()
             .splitlines()]
    assert [m["step"] for m in steps if m["kind"] == "train"] == [5, 10, 15, 20]
    result = json.loads((out / BUDGET_TABLE / row.id / "result.json").read_text())
    run = result["runs"]["default"]
    assert run["resumed"] == 1 and run["train_seconds"] == pytest.approx(stamp["seconds"])
    # each piece's own record: its first step, threads (1: smoke) and commit
    assert [(p["from_step"], p["threads"]) for p in run["train_pieces"]] == [(0, 1), (10, 1)]
    # the second piece said in its log that it resumed exactly (the checkpoint carried the
    # data position and random states)
    assert stamp["pieces"][1]["exact_resume"] is True
    assert [p.get("exact_resume") for p in run["train_pieces"]] == [None, True]
    assert [p["git"] for p in run["train_pieces"]] == [p["git"] for p in stamp["pieces"]]
    assert all(p["train_tgt_tok_s"] > 0 for p in run["train_pieces"])
    assert sorted(Path(k).name for k in run["val_bleu"]) == ["model_step_10.pt",
                                                            "model_step_20.pt"]


@pytest.mark.cli
def test_smoke_row_with_valid_metrics_is_selected_by_the_training_bleu(tmp_path):
    """A row trained with ``valid_metrics: [BLEU]``: the metrics file holds OpenNMT's
    validation BLEU at steps 10 and 20 (= the saves), so the runner selects by it (no beam
    search over val) and val_curve.csv has the val_bleu column filled."""
    if not (REPO / "work" / "multi30k" / "en-de" / "val.en").is_file():
        pytest.skip("no prepared work/multi30k/en-de (make data-en-de)")
    # the protocol's recipe (it asks for valid_metrics BLEU), at smoke scale
    row = Row("relative-vm", "Relative, valid BLEU",
              "recipes/mute/protocol/transformer-relative.yaml", expect="")
    table = Table(name="smoke-valid-metrics", title="t", claim="c", family="mute",
                  baseline=row.id, rows=(row,))
    ctx = Context(table=table, scale="smoke", data_dir=REPO / "work/multi30k",
                  out=tmp_path / "results", work=tmp_path / "runs", seeds=[None],
                  test_sets=("test_2016_flickr",))
    prepare_smoke_data(ctx)
    run = Runner(ctx).run_row(row, None)
    assert run["selection"] == "valid_metrics"
    assert not (ctx.run_dir(row, None) / "val").exists()  # val was not beam-translated
    records = [json.loads(line) for line in (ctx.result_dir(row, None) / "train_metrics.jsonl")
               .read_text().splitlines()]
    bleu = {r["step"]: r["metrics"]["BLEU"] for r in records if r["kind"] == "valid"}
    assert sorted(bleu) == [10, 20]
    assert {Path(k).name: v for k, v in run["val_bleu"].items()} == {
        f"model_step_{s}.pt": b for s, b in bleu.items()}
    best = max(bleu, key=lambda s: (bleu[s], s))
    assert run["checkpoint_step"] == best
    curve = (ctx.result_dir(row, None) / "val_curve.csv").read_text().splitlines()
    assert [line.split(",")[3] for line in curve[1:]] == [str(bleu[10]), str(bleu[20])]


# --------------------------------------------------------------------------- multilingual
def test_multilingual_eval_sets_groups_and_tags():
    table = TABLES["mimo-table1"]
    assert table.multilingual and table.pair == "multi" and len(table.directions) == 12
    config = {"data": {
        "en-de": {"path_src": "d/train.en", "path_tgt": "d/train.de", "src_prefix": "<2de>"},
        "de-en": {"path_src": "d/train.de", "path_tgt": "d/train.en", "src_prefix": "<2en>"},
        "en-fr": {"path_src": "d/train.en", "path_tgt": "d/train.fr", "src_prefix": "<2fr>"},
        "valid": {"path_src": "d/val.en", "path_tgt": "d/val.fr"}},
        "transforms": ["onmt_tokenize", "mimo_tag"], "src_subword_type": "sentencepiece"}
    trained = trained_directions(config)
    assert trained == ["en-de", "de-en", "en-fr"]  # valid is not a training corpus
    assert [report.direction_group(d, trained) for d in
            ("en-de", "en-fr", "de-en", "fr-en", "de-fr")] == [
        "en->xx", "en->xx", "xx->en", "zero-shot", "zero-shot"]
    # no language common to every trained direction: no pivot groups
    assert report.direction_group("de-fr", ["de-fr", "en-cs"]) == "supervised"
    ctx = Context(table=table, scale="small", data_dir=REPO / "work/multi30k",
                            out=REPO / "results", work=REPO / "work/runs", seeds=[None],
                            test_sets=("test_2016_flickr", "test_2017_flickr"))
    sets = ctx.eval_sets()
    assert len(sets) == 24 and sets[0].key == "test_2016_flickr:en-de"
    assert sets[0].filename == "test_2016_flickr.en-de.de"
    assert sets[-1].key == "test_2017_flickr:cs-fr" and sets[-1].src == "cs"
    runner = Runner(ctx)
    assert runner.direction_flags(config, "fr") == ["-src_prefix", "<2fr>"]
    assert runner.direction_flags({"mimo_tag_format": "__{lang}__"}, "cs") == [
        "-src_prefix", "__cs__"]
    assert runner.transform_flags(config)[:3] == ["-transforms", "onmt_tokenize", "mimo_tag"]
    # one-pair tables: the split is the key and no tag is added
    pair_ctx = Context(table=TABLES["mute-table2"], scale="small",
                                 data_dir=REPO / "work/multi30k", out=REPO / "results",
                                 work=REPO / "work/runs", seeds=[None])
    assert [(e.key, e.filename) for e in pair_ctx.eval_sets()] == [
        ("test_2016_flickr", "test_2016_flickr.de"), ("test_2017_flickr", "test_2017_flickr.de")]
    assert Runner(pair_ctx).direction_flags(config, "de") == []


def test_multilingual_groups_count_only_scored_directions():
    """test2017 has no Czech: its groups are the directions that were scored, so that the
    header's count is the number the mean is taken over; before any run, every set."""
    ctx = Context(table=TABLES["mimo-table1"], scale="small", data_dir=REPO / "work/multi30k",
                  out=REPO / "results", work=REPO / "work/runs", seeds=[None],
                  test_sets=("test_2016_flickr", "test_2017_flickr"))
    trained = ["en-de", "en-fr", "en-cs", "de-en", "fr-en", "cs-en"]
    scored = [e.key for e in ctx.eval_sets()
              if e.split == "test_2016_flickr" or "cs" not in e.direction]
    runs = {"transformer": {"seed1": {"trained_directions": trained,
                                      "tests": {k: {"bleu": 1.0} for k in scored}}}}
    sizes = {split: {group: len(sets) for group, sets in groups.items()}
             for split, groups in report._groups(ctx, runs).items()}
    assert sizes == {"test_2016_flickr": {"en->xx": 3, "xx->en": 3, "zero-shot": 6},
                     "test_2017_flickr": {"en->xx": 2, "xx->en": 2, "zero-shot": 2}}
    before = report._groups(ctx, {})
    assert sum(len(sets) for groups in before.values() for sets in groups.values()) == 24


def test_multilingual_claims_are_on_group_means(tmp_path):
    """MIMO Table 1's claims: per seed, the mean over a group's directions of the
    per-direction differences, Holm-adjusted over the primary claims x groups; the
    per-direction comparisons are secondary. The summary block shows the group means."""
    from experiments import summary

    table = TABLES["mimo-table1"]
    ctx = Context(table=table, scale="small", data_dir=REPO / "work/multi30k", out=tmp_path,
                  work=tmp_path / "runs", seeds=[1, 2],
                  test_sets=("test_2016_flickr", "test_2017_flickr"))
    trained = ["en-de", "en-fr", "en-cs", "de-en", "fr-en", "cs-en"]
    keys = [e.key for e in ctx.eval_sets()
            if e.split == "test_2016_flickr" or "cs" not in e.direction]
    gains = {"seed1": {"test_2016_flickr:en-de": 1.0, "test_2016_flickr:en-fr": 2.0,
                       "test_2016_flickr:en-cs": 3.0},
             "seed2": {"test_2016_flickr:en-de": 1.0, "test_2016_flickr:en-fr": 3.0,
                       "test_2016_flickr:en-cs": 5.0}}

    def run(row: str, seed: str, bleu: dict[str, float]) -> dict:
        return {"key": [row, seed], "trained_directions": trained, "val_bleu": {},
                "tests": {k: {"bleu": bleu.get(k, 10.0), "translation": "missing"}
                          for k in keys}}

    for row, extra in (("transformer", 0.0), ("transformer-deep", 0.5), ("mimo", None)):
        runs = {}
        for seed in ("seed1", "seed2"):
            bleu = ({k: 10.0 + g for k, g in gains[seed].items()} if extra is None
                    else {k: 10.0 + extra for k in keys})
            runs[seed] = run(row, seed, bleu)
        folder = tmp_path / table.name / row
        folder.mkdir(parents=True)
        (folder / "result.json").write_text(json.dumps({"row": row, "runs": runs}))
    runs = load_runs(ctx)
    claims = report.table_claims(ctx, runs)
    en_xx = claims[("mimo", "transformer", "test_2016_flickr en->xx")]
    assert en_xx.interval.n == 2 and math.isclose(en_xx.interval.mean, 2.5)  # (2 + 3) / 2
    assert en_xx.primary and en_xx.pvalues == []
    assert claims[("mimo", "transformer", "test_2016_flickr zero-shot")].interval.mean == 0.0
    vs_deep = claims[("mimo", "transformer-deep", "test_2017_flickr en->xx")]
    assert math.isclose(vs_deep.interval.mean, -0.5)  # test2017 has no en-cs: 2 directions
    direction = claims[("mimo", "transformer", "test_2016_flickr:en-cs")]
    assert not direction.primary and math.isclose(direction.interval.mean, 4.0)
    family = [c for c in claims.values() if c.primary and c.adjusted_p is not None]
    assert len(family) == 12  # 2 primary claims x 3 groups x 2 test sets
    md = report.group_sentence(ctx, runs, claims, table.row("mimo"), table.row("transformer"),
                               "+")
    assert re.search(r"test_2016_flickr en->xx: \+2\.50 BLEU \(mean of 3 directions; 2 seeds, "
                     r"sd 0\.71, 95% t-interval \[[-+]\d+\.\d\d, [-+]\d+\.\d\d\], direction "
                     r"test p = \d\.\d{3} \(Holm \d\.\d{3}\)\): inconclusive", md)
    block = summary.render_summary(ctx)
    assert "| system | seeds | BLEU test_2016_flickr en->xx | BLEU test_2016_flickr xx->en |" \
        in block
    mimo_line = next(line for line in block.splitlines() if line.startswith("| MIMO"))
    assert mimo_line.split("|")[3].strip() == "12.50 ± 0.71"  # group means 12 and 13
    assert "| test_2017_flickr en->xx | -0.50 (2 seeds) |" in block


def test_mimo_table_rows():
    t3 = TABLES["mimo-table3"]
    assert t3.row("6x2").flags == ("-enc_layers", "6", "-dec_layers", "6",
                                   "-mimo_cardinality", "2")
    for table in (TABLES["mimo-table1"], t3):
        assert "-layers" not in table.smoke_flags  # rows differ in depth, also at smoke
    assert TABLES["mimo-table1"].row("mimo").compare_to == ("transformer-deep",)
    # Table 3 at the protocol: its main setting is Table 1's MIMO run (same recipe, no
    # flags, so the same command), every other row that recipe at another depth/cardinality
    main = t3.row("mimo")
    assert main.trained_in == "mimo-table1" and main.flags == ()
    assert main.recipe == TABLES["mimo-table1"].row("mimo").recipe
    assert {row.recipe for row in t3.rows} == {"recipes/mimo/protocol/mimo.yaml"}
    assert t3.baseline == "mimo" and t3.primary_claims == (
        ("3x2", "mimo"), ("3x8", "mimo"), ("6x2", "mimo"), ("12x1", "mimo"))




def test_run_command_records_threads_and_load(tmp_path, monkeypatch):
    monkeypatch.setattr(runner_module, "LOAD_SAMPLE_SECONDS", 0.05)
    monkeypatch.setenv("OMP_NUM_THREADS", "3")
    ctx = Context(table=TABLES["mute-table2"], scale="small", data_dir=tmp_path,
                            out=tmp_path, work=tmp_path, seeds=[None])
    runner = Runner(ctx)
    timing = runner.run_command(["python", "-c", "import time, os; time.sleep(0.5); "
                                 "print(os.environ['OMP_NUM_THREADS'])"], tmp_path / "x.log")
    assert (tmp_path / "x.log").read_text().strip() == "3"
    assert timing["threads"] == 3 and timing["seconds"] >= 0.5
    assert timing["load"] is None or timing["load"] >= 0.0
    if hasattr(os, "getloadavg"):
        assert timing["load"] is not None  # sampled every 0.05 s during 0.5 s
    with pytest.raises(RuntimeError, match=r"failed \(3\)"):
        runner.run_command(["python", "-c", "raise SystemExit(3)"], tmp_path / "y.log")


def test_report_lists_the_pieces_of_a_resumed_training():
    """A training resumed twice under other commits and thread counts: the time cell lists
    every piece (its first step, threads, load, tok/s; what was not recorded says so) and
    the commit cell every piece's commit in order; one piece: the run's own threads and
    load, and its commit."""
    def piece(step, commit, threads, load, tok_s):
        return {"git": {"commit": commit * 40, "dirty": False}, "threads": threads,
                "load": load, "seconds": 600.0, "from_step": step, "train_tgt_tok_s": tok_s}

    resumed = {"cpu_count": 2, "train_threads": 2, "train_load": 2.0, "resumed": 2,
               "git": {"commit": "a" * 40, "dirty": False},
               "train_pieces": [piece(0, "a", None, None, 1012.4),
                                piece(750, "b", 2, None, None),
                                piece(1750, "b", 2, 2.04, 1925.0)]}
    assert report.fmt_conditions(resumed) == (
        "3 pieces [from step 0: threads not recorded, load not recorded, 1012 tok/s; "
        "resumed at step 750: 2 thr, load not recorded; "
        "resumed at step 1750: 2 thr, load 2.0/2, 1925 tok/s]")
    assert report.fmt_commit(resumed) == "aaaaaaaaaa, bbbbbbbbbb"
    single = {**resumed, "resumed": 0, "train_pieces": [piece(0, "c", 2, 1.96, 1900.0)],
              "git": {"commit": "c" * 40, "dirty": True}}
    assert report.fmt_conditions(single) == "2 thr, load 2.0/2"
    assert report.fmt_commit(single) == "cccccccccc+dirty"
    assert report.fmt_conditions({"cpu_count": 2}) is None
    assert report.fmt_commit({}) == "-"


def test_report_names_the_device_of_every_run_and_a_seed_that_mixes_devices():
    """Per seed, each device kind (the thread count left out) with the rows it trained, in
    table order; a resumed training joins its pieces' devices; a run recorded before
    devices were says so; a seed whose rows do not share a device is named."""
    table = TABLES["aggregation-table1"]
    xeon, epyc = "CPU Intel(R) Xeon(R) Processor", "CPU AMD EPYC"
    h200 = "1 x NVIDIA H200 (torch 2.11.0+cu130, CUDA 13.0)"
    runs = {"01-base": {"seed1": {"train_device": [f"{xeon}, 1 threads (torch 2.13.0+cpu)",
                                                   f"{xeon}, 2 threads (torch 2.13.0+cpu)"]},
                        "seed2": {"train_device": [f"{epyc}, 2 threads (torch 2.13.0+cpu)"]},
                        "seed3": {"cpu_count": 2}},
            "02-dense": {"seed1": {"train_device": [f"{xeon}, 2 threads (torch 2.13.0+cpu)"]},
                         "seed2": {"train_device": [h200]}},
            "05-hierarchical": {"seed1": {"train_device": [
                f"{epyc}, 2 threads (torch 2.13.0+cpu)", h200]}}}
    assert report.run_devices(runs["01-base"]["seed1"]) == xeon
    assert report.run_devices(runs["05-hierarchical"]["seed1"]) == f"{epyc} + 1 x NVIDIA H200"
    assert report.run_devices({}) == "not recorded (trained before runs recorded their device)"
    assert report.run_devices({"train_device": [None, f"{epyc}, 2 threads"]}) == (
        f"not recorded + {epyc}")
    assert report.run_devices({"train_device": [None]}) == report.run_devices({})
    lines = report._device_lines(runs, table)
    assert lines[0] == "## Devices"
    rows = lines[lines.index("| seed | device | rows |") + 2:]
    assert rows[:5] == [
        f"| seed1 | {xeon} | `01-base`, `02-dense` |",
        f"| seed1 | {epyc} + 1 x NVIDIA H200 | `05-hierarchical` |",
        f"| seed2 | {epyc} | `01-base` |",
        "| seed2 | 1 x NVIDIA H200 | `02-dense` |",
        "| seed3 | not recorded (trained before runs recorded their device; the machine had "
        "2 CPU cores) | `01-base` |"]
    assert rows[6].startswith("seed1, seed2: the rows were not all trained on one device")
    assert report._device_lines({}, table) == []


def test_a_training_with_a_killed_piece_has_no_wall_time_in_the_mean():
    """Seed 3's first piece was killed (no wall time recorded; the stored sum is that of
    the second piece only): the time cell is the mean over the other seeds, says so, and
    the piece says its time was not recorded."""
    def run(seconds, pieces):
        return {"cpu_count": 2, "train_seconds": seconds, "train_threads": 2,
                "train_load": 2.0, "train_pieces": pieces, "train_tgt_tok_s": 2500.0,
                "tests": {}, "val_bleu": {"c": 30.0}, "checkpoint": "c",
                "checkpoint_step": 4000}

    killed = {"threads": 2, "load": None, "seconds": None, "from_step": 0,
              "train_tgt_tok_s": 2100.0}
    later = {"threads": 2, "load": 2.0, "seconds": 2795.0, "from_step": 1750,
             "train_tgt_tok_s": 2600.0}
    rr = [run(4800.0, []), run(5400.0, []), run(2795.0, [killed, later])]
    assert report.train_seconds(rr[2]) is None and report.train_seconds(rr[0]) == 4800.0
    time_cell = report._run_cells(Row("r", "R", "r.yaml"), rr, None)[1]
    # (80 + 90) / 2 min, sd 7.07: the killed seed is left out, and the cell says so
    assert time_cell.startswith("85.0 ± 7.1 min (over 2 of 3 seeds: 1 had a piece whose "
                                "wall time was not recorded) (2 thr, load 2.0/2; ")
    assert time_cell.endswith("wall time not recorded (the process was killed); resumed at step "
                              "1750: 2 thr, load 2.0/2, 2600 tok/s])")


def test_report_shows_every_stored_seed_and_compares_common_seeds(tmp_path):
    """A table grown one seed at a time reports all its seeds: mean ± sd per row, and
    differences averaged over the seeds both rows have (here without translations, so from
    the stored scores; no p-values)."""
    table = TABLES["aggregation-table1"]
    ctx = Context(table=table, scale="small", data_dir=tmp_path, out=tmp_path,
                            work=tmp_path / "runs", seeds=[2])  # this invocation: seed 2 only

    def run(bleu: float) -> dict:
        return {"key": ["k"], "commands": ["onmt_ext_train ..."], "checkpoint": "c.pt",
                "checkpoint_step": 250,
                "val_bleu": {"c.pt": 1.0},
                "tests": {"test_2016_flickr": {"bleu": bleu, "chrf": 2 * bleu,
                                               "bleu_signature": "B", "chrf_signature": "C",
                                               "translation": "missing.de",
                                               "reference": "missing-ref.de"}}}

    stored = {"01-base-continued": {"default": run(14.0), "seed2": run(15.0)},
              "02-dense": {"default": run(13.0), "seed2": run(12.0)},
              "03-linear": {"default": run(14.5)}}
    for row_id, runs in stored.items():
        path = ctx.result_file(table.row(row_id))
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    md = report.write_report(ctx).read_text()
    assert "seeds: default, seed2 (`default`: the recipe's;" in md
    assert ("| Base (`01-base-continued`) (2 seeds) **baseline** | 14.50 ± 0.71 | "
            "29.00 ± 1.41 |") in md
    assert "| + Dense connection (`02-dense`) (2 seeds) | 12.50 ± 0.71 |" in md
    assert "| + Linear combination (`03-linear`) (1 seed) | 14.50 | 29.00 |" in md
    # 02-dense - base per seed: 13 - 14 = -1, 12 - 15 = -3: mean -2, sd sqrt(2); se 1,
    # t_{0.975,1} = tan(0.475 pi) = 12.7062: [-14.71, +10.71]; t = -2 with 1 df: direction
    # test (H0: no gain) p = 1/2 + atan(2) / pi = 0.8524; no paper number, so no size test;
    # the only claim with two seeds: Holm changes nothing.
    # Seed sd of the two rows: variances 0.5 and 0.5, sqrt(0.5) = 0.707: detectable effect
    # 2.8016 x 0.707 x sqrt(2/2) = 1.98; linear (1 seed) takes the table's pooled 0.707:
    # 2.8016 x 0.707 x sqrt(2) = 2.80. No paper number for either: no seeds needed.
    assert ("* **+ Dense connection** vs Base: -2.00 BLEU on test_2016_flickr, mean of 2 seeds "
            "(p = n/a, paired bootstrap per seed; sd 1.41, 95% t-interval over seeds [-14.71, "
            "+10.71], direction test p = 0.852 (Holm 0.852)): inconclusive (detectable effect "
            "1.98 at 2 seeds). The claim (better than the baseline): inconclusive on 1 of 1 "
            "test sets.") in md
    assert ("* **+ Linear combination** vs Base: +0.50 BLEU on test_2016_flickr (p = n/a, "
            "paired bootstrap, 1 seed): inconclusive (1 seed) (detectable effect 2.80 at 1 "
            "seed).") in md
    assert "Holm family (1 test; family-wise error 0.05)" in md
    assert ": smaller than the paper's" not in md  # no verdict with one seed


def test_a_runner_loads_what_it_imports_late(tmp_path, monkeypatch):
    """Every module that runner, logs, figures and report (each module of the package)
    import inside a function is among runner.LATE_MODULES, which a Runner imports when it
    is made: a long training then scores with the code it started with."""
    import ast
    import importlib.util

    def module_of(package: str, name: str) -> str:
        """`from package import name`: the module package.name, or package itself."""
        try:
            return f"{package}.{name}" if importlib.util.find_spec(f"{package}.{name}") \
                else package
        except ModuleNotFoundError:
            return package

    late = set()
    sources = [REPO / "experiments" / f"{name}.py"
               for name in ("runner", "logs", "figures", "run_table")]
    sources += sorted((REPO / "experiments" / "report").glob("*.py"))
    assert len(sources) == 4 + 10  # the report package: __init__ and its nine modules
    for source in sources:
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.ImportFrom) and node.module and (
                        node.module.startswith(("onmt_ext", "experiments"))):
                    late |= {module_of(node.module, a.name) for a in node.names}
    late.discard("experiments.tables")  # imported at the top of runner already
    assert late <= set(runner_module.LATE_MODULES), late - set(runner_module.LATE_MODULES)
    imported = []
    real = runner_module.importlib.import_module
    monkeypatch.setattr(runner_module.importlib, "import_module",
                        lambda name: imported.append(name) or real(name))
    Runner(Context(table=TABLES["mute-table2"], scale="small", data_dir=REPO / "work/multi30k",
                   out=tmp_path, work=tmp_path / "runs", seeds=[None]))
    assert imported[:len(runner_module.LATE_MODULES)] == list(runner_module.LATE_MODULES)
    # and the whole package, which installing the extension imports late
    import pkgutil

    import onmt_ext

    package = {m.name for m in pkgutil.walk_packages(onmt_ext.__path__, "onmt_ext.")}
    assert set(imported) >= package - {"onmt_ext.__main__"}
    assert "onmt_ext.seam.wrappers" in imported and "onmt_ext.mute.family" in imported
