"""Warm start (`warm_start_from`, onmt_ext.core.model.warm_start): exact copies by name and shape,
clear errors, and end to end through the real CLI: an aggregating model started from a
trained OpenNMT Transformer holds that Transformer's weights before its first update."""

from __future__ import annotations

import json
import re

import pytest
import torch
from conftest import in_process, make_tiny_corpus, tiny_config
from support import error_line
from torch import nn

from onmt_ext import cli, registry
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.warm_start import (
    WarmStartError,
    check_same_vocab,
    checkpoint_schedule_step,
    checkpoint_weights,
    warm_start,
    warm_start_from_file,
)


class Old(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.Linear(2, 3)
        self.norm = nn.LayerNorm(3)


class New(nn.Module):
    """`Old` without its LayerNorm, with a new projection."""

    def __init__(self, width: int = 3):
        super().__init__()
        self.layer = nn.Linear(2, width)
        self.extra = nn.Linear(3, 3)


def test_copies_matching_keys_and_reports_new_and_unused():
    old, new = Old(), New()
    extra_before = new.extra.weight.detach().clone()
    report = warm_start(new, old.state_dict())
    assert report.copied == ("layer.weight", "layer.bias")
    assert report.new == ("extra.weight", "extra.bias")
    assert report.unused == ("norm.weight", "norm.bias")
    assert torch.equal(new.layer.weight, old.layer.weight)
    assert torch.equal(new.layer.bias, old.layer.bias)
    assert torch.equal(new.extra.weight, extra_before)  # fresh parameters untouched
    assert new.layer.weight.data_ptr() != old.layer.weight.data_ptr()  # a copy, not a share
    assert "copied 2 tensors; fresh: extra.weight, extra.bias" in report.summary()


def test_values_are_cast_to_the_model_dtype():
    old, new = Old(), New().double()
    warm_start(new, old.state_dict())
    assert new.layer.weight.dtype == torch.float64
    assert torch.equal(new.layer.weight, old.layer.weight.double())


def test_shape_mismatch_names_the_key():
    with pytest.raises(WarmStartError, match=r"layer\.weight: shape \(4, 2\) in the model, "
                                             r"\(3, 2\) in the checkpoint"):
        warm_start(New(width=4), Old().state_dict())


def test_no_common_key_is_an_error():
    with pytest.raises(WarmStartError, match="shares no parameter name"):
        warm_start(New(), {"other.weight": torch.zeros(1)})


def test_checkpoint_weights_prefix_the_generator():
    ckpt = {"model": {"encoder.w": torch.ones(1)}, "generator": {"weight": torch.zeros(2)}}
    assert sorted(checkpoint_weights(ckpt)) == ["encoder.w", "generator.weight"]
    with pytest.raises(WarmStartError, match="no 'model' weights"):
        checkpoint_weights({"generator": {}})


def test_vocabularies_must_be_identical():
    vocab = {"src": ["<unk>", "a", "b"], "tgt": ["<unk>", "x"]}
    check_same_vocab(vocab, {"src": ["<unk>", "a", "b"], "tgt": ["<unk>", "x"]})
    with pytest.raises(WarmStartError, match=r"src vocabulary differs .* index 1: 'a' vs 'b'"):
        check_same_vocab(vocab, {"src": ["<unk>", "b", "a"], "tgt": ["<unk>", "x"]})
    with pytest.raises(WarmStartError, match=r"tgt vocabulary: 2 tokens, the checkpoint's has 3"):
        check_same_vocab(vocab, {"src": vocab["src"], "tgt": ["<unk>", "x", "y"]})


def test_option_errors_name_the_key(tmp_path, tiny_corpus):
    config = tiny_config(tmp_path, tiny_corpus)
    missing = str(tmp_path / "nope.pt")
    opt = cli.parse_strict("train", ["-config", str(config), "-warm_start_from", missing])
    with pytest.raises(OptionError, match=r"warm_start_from: checkpoint file not found: "):
        registry.validate(opt)
    present = tmp_path / "base.pt"
    present.write_bytes(b"")
    # resuming a warm-started training: the command that started it, plus train_from; the
    # warm start's checkpoint is not read again, so it may be gone
    opt = cli.parse_strict("train", ["-config", str(config), "-warm_start_from", missing,
                                     "-warm_start_schedule", "continue",
                                     "-train_from", str(present)])
    registry.validate(opt)
    info = error_line(cli.train, ["-config", str(config), "-warm_start_from", missing])
    assert "warm_start_from: checkpoint file not found" in str(info)


def test_cli_aggregate_model_starts_from_a_trained_transformer(tmp_path):
    """Train 6 steps of OpenNMT's Transformer, then start a hierarchical-aggregation model
    from it with learning rate 0: its first checkpoint holds exactly the Transformer's
    weights (embeddings, layers, generator) and fresh AGG nodes; the same vocabulary check
    refuses a different vocabulary. The commands' functions, in this process."""
    corpus = make_tiny_corpus(tmp_path / "data")
    for name in ("base", "agg", "other_run"):
        (tmp_path / name).mkdir()
    base_cfg = tiny_config(tmp_path / "base", corpus)
    in_process(cli.build_vocab, "-config", str(base_cfg), "-n_sample", "-1")
    in_process(cli.train, "-config", str(base_cfg))
    base_ckpt = tmp_path / "base" / "run" / "model_step_6.pt"
    agg_cfg = tiny_config(
        tmp_path / "agg", corpus, encoder_type="aggregate", decoder_type="aggregate",
        enc_aggregate_strategy="hierarchical", dec_aggregate_strategy="hierarchical",
        src_vocab=str(tmp_path / "base" / "run" / "vocab.src"),
        tgt_vocab=str(tmp_path / "base" / "run" / "vocab.tgt"), overwrite=False,
        warm_start_from=str(base_ckpt), train_steps=1, save_checkpoint_steps=1,
        valid_steps=100, learning_rate=0.0, report_every=1,
    )
    log = in_process(cli.train, "-config", str(agg_cfg))
    assert f"warm start from {base_ckpt}: copied" in log
    base = torch.load(base_ckpt, weights_only=True)
    agg = torch.load(tmp_path / "agg" / "run" / "model_step_1.pt", weights_only=True)
    base_w, agg_w = checkpoint_weights(base), checkpoint_weights(agg)
    shared = base_w.keys() & agg_w.keys()
    assert {"encoder.transformer.0.self_attn.linear_query.weight",
            "decoder.transformer_layers.1.feed_forward.w_1.weight", "generator.weight",
            "encoder.embeddings.make_embedding.emb_luts.0.weight"} <= shared
    for key in shared:
        assert torch.equal(base_w[key], agg_w[key]), key
    fresh = agg_w.keys() - base_w.keys()
    assert fresh and all(".aggregator." in key for key in fresh)
    assert base_w.keys() - agg_w.keys() == {"encoder.layer_norm.weight", "encoder.layer_norm.bias",
                                            "decoder.layer_norm.weight", "decoder.layer_norm.bias"}

    # another vocabulary: refused before training, naming the side
    other = make_tiny_corpus(tmp_path / "other", seed=5)
    other_cfg = tiny_config(tmp_path / "other_run", other, warm_start_from=str(base_ckpt),
                            train_steps=1, overwrite=False)
    (tmp_path / "other_run" / "run").mkdir()
    (tmp_path / "other_run" / "run" / "vocab.src").write_text("zz\t5\n")
    (tmp_path / "other_run" / "run" / "vocab.tgt").write_text("ZZ\t5\n")
    info = error_line(cli.train, ["-config", str(other_cfg)])
    assert str(info).startswith("onmt_ext_train: error: warm_start_from")
    assert "src vocabulary" in str(info)
    with pytest.raises(WarmStartError, match="src vocabulary"):
        warm_start_from_file(nn.Linear(1, 1), str(base_ckpt), {"src": ["x"], "tgt": []})

    # an interrupted warm-started training resumes with the command that started it plus
    # train_from: the warm start is not read again (its checkpoint may be gone by then)
    base_ckpt.rename(tmp_path / "base" / "moved.pt")
    output = in_process(cli.train, "-config", str(agg_cfg), "-train_steps", "2",
                        "-train_from", str(tmp_path / "agg" / "run" / "model_step_1.pt"))
    assert "train_from resumes a warm-started training" in output
    resumed = torch.load(tmp_path / "agg" / "run" / "model_step_2.pt", weights_only=True)
    assert re.search(r"Step\s+2/", output) and not re.search(r"Step\s+1/", output)  # one more
    resumed_w = checkpoint_weights(resumed)  # learning rate 0: the resumed weights as saved
    assert resumed_w.keys() == agg_w.keys()
    assert all(torch.equal(resumed_w[key], agg_w[key]) for key in agg_w)


def test_schedule_step_is_the_checkpoints_decay_step():
    assert checkpoint_schedule_step({"optim": {"decay_step": 5001}}, "b.pt") == 5001
    for bad in ({}, {"optim": {}}, {"optim": {"decay_step": 0}}, {"optim": None}):
        with pytest.raises(WarmStartError, match=r"warm_start_schedule continue: b.pt has no "
                                                 r"optimiser schedule step"):
            checkpoint_schedule_step(bad, "b.pt")


def test_schedule_option_errors_name_the_key(tmp_path, tiny_corpus):
    config = tiny_config(tmp_path, tiny_corpus)
    opt = cli.parse_strict("train", ["-config", str(config), "-warm_start_schedule", "continue"])
    with pytest.raises(OptionError, match="warm_start_schedule is 'continue' but "
                                          "warm_start_from is not set"):
        registry.validate(opt)
    weights_only = tmp_path / "weights.pt"
    torch.save({"model": {}}, weights_only)
    opt = cli.parse_strict("train", ["-config", str(config), "-warm_start_schedule", "continue",
                                     "-warm_start_from", str(weights_only)])
    with pytest.raises(OptionError, match="has no optimiser schedule step"):
        registry.validate(opt)
    # a file that is no checkpoint: an error naming it, before any training
    empty = tmp_path / "empty.pt"
    empty.write_bytes(b"")
    opt = cli.parse_strict("train", ["-config", str(config), "-warm_start_schedule", "continue",
                                     "-warm_start_from", str(empty)])
    with pytest.raises(OptionError, match=r"warm_start_from: cannot read '.*empty.pt' as a "
                                          r"checkpoint \(EOFError"):
        registry.validate(opt)


def _reported_rates(save_model) -> dict[int, float]:
    lines = open(f"{save_model}_metrics.jsonl").read().splitlines()
    return {r["step"]: r["lr"] for r in map(json.loads, lines) if r["kind"] == "train"}


def test_cli_continued_schedule_keeps_the_base_rate(tmp_path):
    """noam over 8 steps of one training, against 6 steps then a warm start: with
    `warm_start_schedule continue` the warm-started steps 1-2 use exactly the rates of the
    uninterrupted steps 7-8 (no second warm-up); with the default `restart` they use the
    rates of steps 1-2 again."""
    corpus = make_tiny_corpus(tmp_path / "data")
    for name in ("base", "continue", "restart"):
        (tmp_path / name).mkdir()
    noam = dict(decay_method="noam", warmup_steps=4, learning_rate=2.0, report_every=1,
                valid_steps=100)
    base_cfg = tiny_config(tmp_path / "base", corpus, train_steps=8, **noam)
    in_process(cli.build_vocab, "-config", str(base_cfg), "-n_sample", "-1")
    in_process(cli.train, "-config", str(base_cfg))
    base = _reported_rates(tmp_path / "base" / "run" / "model")
    assert sorted(base) == list(range(1, 9)) and base[4] > base[8]  # warm-up, then decay
    vocab = dict(src_vocab=str(tmp_path / "base" / "run" / "vocab.src"),
                 tgt_vocab=str(tmp_path / "base" / "run" / "vocab.tgt"), overwrite=False)
    ckpt = str(tmp_path / "base" / "run" / "model_step_6.pt")
    for schedule, expected in (("continue", [base[7], base[8]]), ("restart", [base[1], base[2]])):
        cfg = tiny_config(tmp_path / schedule, corpus, train_steps=2, warm_start_from=ckpt,
                          warm_start_schedule=schedule, **noam, **vocab)
        in_process(cli.train, "-config", str(cfg))
        rates = _reported_rates(tmp_path / schedule / "run" / "model")
        assert [rates[1], rates[2]] == pytest.approx(expected, rel=1e-12), schedule
