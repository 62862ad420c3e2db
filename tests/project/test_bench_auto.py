"""The bench's `auto` rows (bench/run_bench.py, bench/report.py, bench/worker.py): MUTE-4 and
each MIMO shape measured fused, loop and auto; the verdict that auto is within 5% of the
better of fused and loop in training and in beam search, from hand-made numbers; the path
auto took, read back from the layers."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from onmt.modules import Embeddings

from onmt_ext.mute.encoder import MuteEncoder
from onmt_ext.mute.options import MuteOptions

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import report  # noqa: E402
import run_bench  # noqa: E402
import worker  # noqa: E402


# --------------------------------------------------------------------------- the verdict
@pytest.mark.parametrize("auto, fused, loop, value, passed", [
    ([0.98, 1.00, 1.02], [1.05], [0.90], 1.00 / 1.05, True),  # 4.8% slower than fused
    ([0.99], [1.05], [0.90], 0.99 / 1.05, False),  # 5.7% slower than fused
    ([0.90], [0.80], [0.91, 0.92, 0.93], 0.90 / 0.92, True),  # the loop is the better one
    ([1.20, 1.30], [1.00], [0.95], 1.25, True),  # faster than both (noise): passes
    ([0.5], [1.0], [2.0], 0.25, False),
])
def test_auto_verdict_against_the_better_path(auto, fused, loop, value, passed):
    v = report.auto_verdict("X: auto", auto, fused, loop)
    assert v["value"] == pytest.approx(value)
    assert v["pass"] is passed and v["limit"] == 0.95 and v["op"] == ">="
    best = max(report.spread(fused)[1], report.spread(loop)[1])
    assert v["spread"] == pytest.approx(tuple(x / best for x in report.spread(auto)))


@pytest.mark.parametrize("missing", ["auto", "fused", "loop"])
def test_no_verdict_without_all_three_paths(missing):
    samples = {"auto": [1.0], "fused": [1.0], "loop": [1.0], missing: None}
    v = report.auto_verdict("X", samples["auto"], samples["fused"], samples["loop"])
    assert v["value"] is None and v["pass"] is None and v["spread"] is None


def record(name, train, beam, **extra):
    """A config record as run_bench writes it; train: speed samples (1 / step-time ratio)."""
    return {"name": name, "train_tok_s": [1000.0], "train_ratio": [1 / t for t in train],
            "train_speed": train, "beam_tok_s": [500.0], "beam_ratio": beam,
            "greedy_ratio": [1.0], "train_mem_mb": [100.0], "params": 1_000_000,
            "flops_per_tok": 1e7, "rounds": [0], **extra}


def mimo_row(path, train, beam, layers=3, d=256, **extra):
    return record(f"MIMO {layers}x4 {path} vs T", train, beam, family="mimo",
                  pairing="mimo-deep", fused=path == "fused", path=path, mimo_layers=layers,
                  d=d, partner_params=1_000_000, **extra)


def results_with_auto():
    """CPU-like numbers: MUTE's loop trains faster, MIMO's loop trains and its fused path
    decodes faster; auto at the better path of each mode, except MIMO's training (slow)."""
    configs = [
        record("baseline", [1.0], [1.0], family="baseline"),
        record("MUTE-4", [0.48, 0.50], [0.83, 0.84], family="mute", units=4, variant="plain",
               fused=True, path="fused"),
        record("MUTE-4 (loop)", [0.52, 0.53], [0.85], family="mute", units=4, variant="plain",
               fused=False, path="loop"),
        record("MUTE-4 (auto)", [0.51, 0.52], [0.84], family="mute", units=4, variant="plain",
               fused=False, path="auto", paths={"train": "loop", "translate": "loop"}),
        mimo_row("fused", [0.79], [1.14]),
        mimo_row("loop", [0.89], [0.94]),
        mimo_row("auto", [0.80], [1.13], paths={"train": "loop", "translate": "fused"}),
    ]
    return {"machine": {"matmul_gflops": 100.0, "threads": 1, "device": "cpu"},
            "settings": {"quick": True}, "configs": configs}


def test_auto_verdicts_per_family_and_mode():
    by_target = {v["target"]: v for v in report.verdicts(results_with_auto())}
    mute_train = by_target["MUTE-4: auto's training speed >= 0.95x the better of fused and loop"]
    assert mute_train["value"] == pytest.approx(0.515 / 0.525) and mute_train["pass"] is True
    mute_beam = by_target[
        "MUTE-4: auto's beam-4 translation speed >= 0.95x the better of fused and loop"]
    assert mute_beam["value"] == pytest.approx(0.84 / 0.85) and mute_beam["pass"] is True
    label = "MIMO 3x4 (d 256) vs the deep model: auto's"
    mimo_train = by_target[f"{label} training speed >= 0.95x the better of fused and loop"]
    assert mimo_train["value"] == pytest.approx(0.80 / 0.89) and mimo_train["pass"] is False
    mimo_beam = by_target[f"{label} beam-4 translation speed >= 0.95x the better of fused and "
                          "loop"]
    assert mimo_beam["value"] == pytest.approx(1.13 / 1.14) and mimo_beam["pass"] is True
    # the MIMO target against the deep model judges the fused row only
    assert [v["config"] for v in report.mimo_deep_verdicts(results_with_auto())] == [
        "MIMO 3x4 fused vs T"] * 2
    # MUTE-4 (auto) gets the MUTE-4 targets too
    assert "MUTE-4 (auto) training step-time ratio <= FLOP ratio" in by_target


def test_report_shows_auto_rows_verdicts_and_the_path_taken():
    results = results_with_auto()
    results["notes"] = run_bench.notes({**results, "settings": dict(run_bench.QUICK,
                                                                    quick=True, device="cpu")})
    text = report.render(results)
    assert ("| MUTE-4: auto's training speed >= 0.95x the better of fused and loop | 0.981 "
            "[0.971, 0.990] | >= 0.95 | PASS |") in text
    assert "| MIMO 3x4 (d 256) vs the deep model: auto's training speed >= 0.95x the better " \
           "of fused and loop | 0.899 [0.899, 0.899] | >= 0.95 | FAIL |" in text
    assert "| MUTE-4 (auto) | 1.0 |" in text  # beside fused and loop, against the baseline
    assert "| 3 layers x 4, d 256 | auto |" in text
    assert ("`auto` took, on cpu (the tables in onmt_ext/mute/fused_path.py and "
            "onmt_ext/mimo/fused_path.py, read back from the layers): MUTE-4: loop in "
            "training, loop in translation; MIMO 3x4 (d 256) vs the deep model: loop in "
            "training, fused in translation.") in text
    assert "`(auto)` rows use `mute_fused auto`" in text
    assert "predate" not in text and "the target configs (MUTE-4 fused, loop and auto" in text


def test_saved_results_without_auto_rows_still_render():
    """A bench.json written before `auto` (records with `fused` only; made here from the
    committed one by dropping the auto rows and the `path` keys): the same verdicts as
    before, no auto verdict."""
    results = json.loads((REPO / "results" / "bench.json").read_text())
    results["configs"] = [{k: v for k, v in c.items() if k not in ("path", "paths")}
                          for c in results["configs"] if c.get("path") != "auto"]
    targets = [v["target"] for v in report.verdicts(results)]
    assert not any("auto" in t for t in targets)
    assert "MIMO 3x4 fused vs Transformer 12+12 (d 256): training speed >= 0.95x the deep " \
           "model's" in targets
    results["notes"] = run_bench.notes(results)  # as `run_bench.py --render` does
    text = report.render(results)
    assert "| 3 layers x 4, d 256 | loop |" in text
    assert "(These results predate `auto`: no `(auto)` rows; the default was `true`.)" in text
    assert "the target configs (MUTE-4 fused and loop, MUTE-4 +Bias+Seq" in text


# --------------------------------------------------------------------------- the configs
def test_the_bench_measures_fused_loop_and_auto():
    settings = dict(run_bench.FULL, quick=False, device="cpu")
    targets, others, partners = run_bench.all_configs(settings)
    names = [c["name"] for c in targets]
    assert names[:4] == ["baseline", "MUTE-4", "MUTE-4 (loop)", "MUTE-4 (auto)"]
    auto = targets[3]
    assert "-mute_fused auto" in " ".join(auto["args"]) and auto["path"] == "auto"
    assert "-mute_fused true" in " ".join(targets[1]["args"])
    mimo = [c for c in others if c.get("pairing") == "mimo-deep"]
    assert [(c["mimo_layers"], c["path"]) for c in mimo] == [
        (3, "fused"), (3, "loop"), (3, "auto"), (6, "fused"), (6, "loop"), (6, "auto")]
    assert [c["args"][-1] for c in mimo[:3]] == ["true", "false", "auto"]
    quick_targets, quick_others, quick_partners = run_bench.all_configs(
        dict(run_bench.QUICK, quick=True, device="cpu"))
    assert [c["name"] for c in quick_targets] == names[:4]
    assert [c["name"] for c in quick_others] == [
        f"MIMO 2x4 {p} vs Transformer 8+8 (d 128)" for p in ("fused", "loop", "auto")]
    assert [c["name"] for c in quick_partners] == ["Transformer 8+8 (d 128)"]


@pytest.mark.parametrize("setting, expected", [
    ("auto", {"train": "loop", "translate": "loop"}),  # MUTE on a CPU (fused_choice)
    (True, {"train": "fused", "translate": "fused"}),
    (False, {"train": "loop", "translate": "loop"}),
])
def test_worker_reads_the_path_back_from_the_layers(setting, expected):
    encoder = MuteEncoder(1, 8, 2, 16, 0.0, 0.0, Embeddings(8, 12, 1, position_encoding=False),
                          4, 0, mute=MuteOptions(units=2, fused=setting))
    encoder.train()
    assert worker.paths_taken(encoder) == expected
    assert encoder.training  # its mode is put back
    assert worker.paths_taken(Embeddings(8, 12, 1)) == {}


# --------------------------------------------------------------------------- --autocast bf16
@pytest.mark.parametrize("autocast, enabled", [("bf16", True), ("fp32", False)])
def test_precision_is_bf16_autocast_only_when_asked(autocast, enabled):
    import torch

    with worker.precision({"autocast": autocast}, torch.device("cpu")):
        assert torch.is_autocast_enabled("cpu") is enabled
        if enabled:
            assert torch.get_autocast_dtype("cpu") == torch.bfloat16
    assert torch.is_autocast_enabled("cpu") is False
    with worker.precision({}, torch.device("cpu")):  # results saved before the option: fp32
        assert torch.is_autocast_enabled("cpu") is False


@pytest.mark.parametrize("autocast", ["bf16", "fp32"])
def test_timed_training_step_runs_the_model_under_the_asked_precision(tmp_path, autocast):
    """The baseline's training step (`--quick` sizes, CPU): its forward pass sees autocast
    exactly with `--autocast bf16`, its weights stay fp32 and the step trains."""
    import torch

    settings = dict(run_bench.QUICK, quick=True, device="cpu", autocast=autocast)
    targets, _, _ = run_bench.all_configs(settings)
    baseline = next(c for c in targets if c["name"] == report.BASELINE)
    trainee = worker.Trainee(baseline, settings, str(tmp_path), torch.device("cpu"))
    seen = []
    trainee.model.encoder.register_forward_hook(
        lambda module, args, out: seen.append(torch.is_autocast_enabled("cpu")))
    before = [p.detach().clone() for p in trainee.model.parameters()]
    assert trainee.step(0) > 0
    assert seen == [autocast == "bf16"]
    assert all(p.dtype == torch.float32 for p in trainee.model.parameters())
    assert any(not torch.equal(a, p) for a, p in zip(before, trainee.model.parameters(),
                                                     strict=True))


def test_report_says_when_every_model_ran_under_autocast():
    results = results_with_auto()
    results["notes"] = {}
    assert "autocast" not in report.render(results).split("## Targets")[0]
    results["settings"] = {"quick": True, "autocast": "bf16"}
    head = report.render(results).split("## Targets")[0]
    assert "Every model, the baseline included, ran under bf16 autocast (`--autocast`)" in head


# --------------------------------------------------------------------------- published numbers
def test_results_page_quotes_the_committed_bench_runs():
    """results/speed.md's speed table: the MUTE-4 ratios of results/bench.json and the
    MIMO verdicts of results/bench-mimo-deep/bench.json, as those runs measured them."""
    page = (REPO / "results" / "speed.md").read_text(encoding="utf-8")
    section = page[page.index("# Speed and memory"):]

    def cell(values):
        lo, mid, hi = report.spread(values)
        return f"{mid:.2f} [{lo:.2f}, {hi:.2f}]"

    full = json.loads((REPO / "results" / "bench.json").read_text())
    by_name = {c["name"]: c for c in full["configs"]}
    for key in ("train_ratio", "beam_ratio"):
        quoted = "; ".join(f"{path} {cell(by_name[name][key])}" for path, name in (
            ("fused", "MUTE-4"), ("loop", "MUTE-4 (loop)"), ("auto", "MUTE-4 (auto)")))
        assert quoted in section, (key, quoted)
    values = {v["target"]: v["value"] for v in report.verdicts(full)}
    mute = "MUTE-4: auto's {} >= 0.95x the better of fused and loop"
    assert (f"MUTE-4: training {values[mute.format('training speed')]:.3f}, beam-4 "
            f"{values[mute.format('beam-4 translation speed')]:.3f}") in section
    mimo = json.loads((REPO / "results" / "bench-mimo-deep" / "bench.json").read_text())
    values = {v["target"]: v["value"] for v in report.verdicts(mimo)}
    shapes = {"3x4": ("12+12", "256"), "6x4": ("24+24", "128")}
    for mode, what in (("training", "training speed"), ("beam-4", "beam-4 translation speed")):
        fused = [values[f"MIMO {s} fused vs Transformer {deep} (d {d}): {what} >= 0.95x the "
                        "deep model's"] for s, (deep, d) in shapes.items()]
        auto = [values[f"MIMO {s} (d {d}) vs the deep model: auto's {what} >= 0.95x the better "
                       "of fused and loop"] for s, (_, d) in shapes.items()]
        row = next(line for line in section.splitlines() if line.startswith("| fused MIMO"))
        part = row[row.index(f"{mode} "):].split(";")[0]  # "training 0.85 (...) and 0.88 (...)"
        assert part.startswith(f"{mode} {fused[0]:.2f}") and f"and {fused[1]:.2f}" in part, (
            part, fused)
        assert f"{mode} {auto[0]:.3f} and {auto[1]:.3f}" in section, (mode, auto)


def test_bench_files_are_replaced_whole_or_not_at_all(tmp_path):
    """bench.md, bench.json and the plot go through a temporary file and a rename: a write
    that fails leaves the old file as it was and no temporary file."""
    target = tmp_path / "bench.json"
    target.write_text("old")

    def failing(temporary):
        temporary.write_text("half")
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        report.replace_file(target, failing)
    assert target.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["bench.json"]
    report.replace_file(target, lambda temporary: temporary.write_text("new"))
    assert target.read_text() == "new" and [p.name for p in tmp_path.iterdir()] == ["bench.json"]
