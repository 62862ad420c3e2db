"""experiments/logs.py and experiments/figures.py: the training metrics file (val curve,
speed, validation BLEU, aux terms and diagnostics), parameter counts, translator timing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import figures, logs  # noqa: E402
from onmt_ext.core.model.training_metrics import MetricsLog  # noqa: E402


def _train(step, lr, xent, n_words, n_src, seconds, alpha, distance, lipschitz):
    return {"kind": "train", "step": step, "lr": lr, "xent": xent, "ppl": 1.0, "acc": 10.0,
            "n_words": n_words, "n_src_words": n_src, "elapsed_s": seconds,
            "aux": {"lipschitz": lipschitz},
            "diagnostics": {"alpha": alpha, "autoshuffle_distance": distance}}


def _write_run(run_dir: Path) -> None:
    log = MetricsLog(logs.metrics_file(run_dir))
    log.write(_train(5, 0.1, 4.0, 100, 90, 2.0, [[0.5, 0.5], [0.5, 0.5]], [0.7, 0.7], 3.0))
    log.write(_train(10, 0.2, 3.0, 300, 210, 4.0, [[0.4, 0.6], [0.3, 0.7]], [0.5, 0.6], 2.5))
    log.write({"kind": "valid", "step": 10, "xent": 2.0, "ppl": 7.5, "acc": 40.0,
               "metrics": {"BLEU": 3.5}})
    log.write({"kind": "valid", "step": 12, "xent": 1.9, "ppl": 6.5, "acc": 41.0,
               "metrics": {}})


def test_val_curve_csv_joins_each_validation_with_the_last_train_report(tmp_path):
    _write_run(tmp_path)
    rows = logs.val_curve(logs.read_records(tmp_path))
    assert logs.curve_csv(rows) == (
        "step,val_ppl,val_acc,val_bleu,train_xent,lr,lipschitz,alpha_l0_u0,alpha_l0_u1,"
        "alpha_l1_u0,alpha_l1_u1,autoshuffle_distance_l0,autoshuffle_distance_l1\n"
        "10,7.5,40.0,3.5,3.0,0.2,2.5,0.4,0.6,0.3,0.7,0.5,0.6\n"
        "12,6.5,41.0,,3.0,0.2,2.5,0.4,0.6,0.3,0.7,0.5,0.6\n")  # step 12: train record 10
    assert logs.valid_bleu(logs.read_records(tmp_path)) == {10: 3.5}
    assert logs.read_records(tmp_path / "nothing") == []


def test_training_speed_is_words_over_summed_interval_time(tmp_path):
    _write_run(tmp_path)
    speed = logs.training_speed(logs.read_records(tmp_path))
    assert speed == {"train_src_tok_s": 300 / 6.0, "train_tgt_tok_s": 400 / 6.0}
    assert logs.training_speed([]) == {"train_src_tok_s": None, "train_tgt_tok_s": None}


def test_aux_and_diagnostic_curves_feed_the_figures(tmp_path):
    _write_run(tmp_path)
    records = logs.read_records(tmp_path)
    assert logs.aux_curve(records, "lipschitz") == [(5, 3.0), (10, 2.5)]
    assert logs.diagnostic_curve(records, "autoshuffle_distance") == [(5, [0.7, 0.7]),
                                                                      (10, [0.5, 0.6])]
    assert figures.alpha_from_metrics(records) == [[0.4, 0.6], [0.3, 0.7]]
    assert figures.alpha_from_metrics(records, step=9) == [[0.5, 0.5], [0.5, 0.5]]
    run = {"run_dir": str(tmp_path), "checkpoint_step": 5, "checkpoint": "unused.pt"}
    assert figures.run_alpha(run) == ([[0.5, 0.5], [0.5, 0.5]], "step 5")
    out = figures.plot_autoshuffle(records, tmp_path / "a.png")
    assert out.stat().st_size > 1000
    both = figures.plot_autoshuffle_runs({"uniform": records, "perturbed": records},
                                         tmp_path / "c.png")
    assert both.stat().st_size > 1000
    with pytest.raises(ValueError, match="no autoshuffle_distance"):
        figures.plot_autoshuffle_runs({"plain": [r for r in records if r["kind"] != "train"]},
                                      tmp_path / "d.png")
    alpha = figures.alpha_from_metrics(records)
    assert figures.plot_alpha(alpha, tmp_path / "b.png").stat().st_size > 1000


def test_flat_scalars_names_layers_and_units():
    assert logs.flat_scalars({"alpha": [[1.0, 2.0]], "d": [3.0], "x": 4, "flag": True,
                              "deep": [[[5.0]]]}) == {
        "alpha_l0_u0": 1.0, "alpha_l0_u1": 2.0, "d_l0": 3.0, "x": 4, "deep_l0_u0_0": 5.0}


def test_parameters_counted_from_checkpoint_tensors(tmp_path):
    emb = torch.zeros(5, 3)
    state = {"model": {"enc.w": torch.zeros(2, 3), "enc.b": torch.zeros(4), "dec.emb": emb},
             "generator": {"weight": emb, "bias": torch.zeros(5)}, "optim": None}
    torch.save(state, tmp_path / "tied.pt")
    assert logs.count_parameters(tmp_path / "tied.pt") == 6 + 4 + 15 + 5  # tied weight once
    state["generator"]["weight"] = torch.zeros(5, 3)
    torch.save(state, tmp_path / "untied.pt")
    assert logs.count_parameters(tmp_path / "untied.pt") == 6 + 4 + 15 + 15 + 5
    # OpenNMT's sinusoidal position table is a buffer, not a parameter
    state["model"]["encoder.embeddings.make_embedding.pe.pe"] = torch.zeros(100, 1, 3)
    torch.save(state, tmp_path / "positions.pt")
    assert logs.count_parameters(tmp_path / "positions.pt") == 6 + 4 + 15 + 15 + 5


def test_init_and_fusion_read_from_the_checkpoint_options(tmp_path):
    import argparse

    opt = argparse.Namespace(param_init=0.0, param_init_glorot=True, mimo_fused=False,
                             mute_fused=True, hidden_size=8)
    torch.save({"model": {}, "opt": opt}, tmp_path / "m.pt")
    assert logs.init_and_fusion(tmp_path / "m.pt") == {
        "mimo_fused": False, "mute_fused": True, "param_init": 0.0, "param_init_glorot": True}
    torch.save({"model": {}}, tmp_path / "bare.pt")
    assert logs.init_and_fusion(tmp_path / "bare.pt") == {}


def test_translate_log_report_time(tmp_path):
    path = tmp_path / "t.log"
    path.write_text("[x INFO] Total translation time (s): 11.8\n"
                    "[x INFO] Average translation time (s): 0.01\n"
                    "[x INFO] Tokens per second: 925.9\n")
    assert logs.parse_translate_log(path) == {"decode_seconds": 11.8, "tokens_per_s": 925.9}
    assert logs.parse_translate_log(tmp_path / "none.log") == {"decode_seconds": None,
                                                                "tokens_per_s": None}


def test_plateau_rule_is_the_gain_over_the_last_quarter():
    bleu = {250: 10.0, 500: 20.0, 750: 26.0, 1000: 26.3}
    # budget 1000: BLEU at 1000 minus BLEU at 750 (3/4 of it) = 0.3 < 0.5: on the plateau
    assert logs.last_quarter_gain(bleu, 1000) == pytest.approx(0.3)
    # budget 600: the last validations at or before 600 and 450: 20.0 - 10.0
    assert logs.last_quarter_gain(bleu, 600) == pytest.approx(10.0)
    assert logs.last_quarter_gain(bleu, 2000) is None  # not trained that far
    assert logs.last_quarter_gain({500: 1.0}, 600) is None  # nothing at or before 450


def test_last_quarter_slope_is_the_least_squares_line_through_the_quarter():
    # budget 1000: the validations at 750, 875, 1000 (26.0, 26.5, 26.3): mean step 875,
    # mean BLEU 26.2667; sum of (s - 875)(b - mean) = -125 x -0.2667 + 125 x 0.0333 = 37.5
    # over sum of (s - 875)^2 = 31250: 0.0012 BLEU per step, 1.2 per 1,000 steps
    bleu = {250: 10.0, 500: 20.0, 750: 26.0, 875: 26.5, 1000: 26.3}
    assert logs.last_quarter_slope(bleu, 1000) == pytest.approx(1.2)
    # budget 800: 600..800 holds 750 only: too few points for a line
    assert logs.last_quarter_slope(bleu, 800) is None
    assert logs.last_quarter_slope(bleu, 2000) is None  # not trained that far
    # two points in 375..500: the line through them, (20 - 10) / 100 per step
    assert logs.last_quarter_slope({400: 10.0, 500: 20.0}, 500) == pytest.approx(100.0)


def test_val_curve_figure_and_its_command(tmp_path, capsys):
    _write_run(tmp_path)
    path = logs.metrics_file(tmp_path)
    figures.main(["val_curve", "--metrics", str(path), "--budget", "12", "--csv",
                  str(tmp_path / "curve.csv"), "--out", str(tmp_path / "curve.png")])
    assert (tmp_path / "curve.png").stat().st_size > 1000
    assert (tmp_path / "curve.csv").read_text().startswith("step,val_ppl,val_acc,val_bleu,")
    # val BLEU only at step 10 (the step-12 validation has none): the budget is not reached
    assert "last quarter of 12 steps: not reached" in capsys.readouterr().out
