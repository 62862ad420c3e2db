"""Options of deep-representation aggregation: bad input fails before training with a
message naming the key; every recipe of recipes/aggregation parses with the real
`onmt_ext_train` parser and validates, at small and at paper scale."""

from __future__ import annotations

from pathlib import Path

import onmt.model_builder
import pytest
import torch
import yaml
from support import aggregate_model_opt as model_opt
from support import dense_vocabs, error_line, past_the_parser

from onmt_ext import cli, compat, registry
from onmt_ext.aggregate.decoder import AggregateDecoder
from onmt_ext.aggregate.encoder import AggregateEncoder
from onmt_ext.core.errors import ConfigError, OptionError
from onmt_ext.recipe_overlay import overlay_files

RECIPES = Path(__file__).resolve().parents[2] / "recipes" / "aggregation"
MLA = "multi_layer_attention"
CHOICES = {
    action.dest: action.choices
    for action in compat.extension_parser("train")._actions  # argparse keeps them only here
    if action.choices
}


# --------------------------------------------------------------------------- bad input
STRATEGIES = "none, dense, linear, iterative, hierarchical, multi_layer_attention"
DEC_MLA = "dec_aggregate_strategy: multi_layer_attention"


# (overrides, the key the message names, the whole message): each message pins the value
# and the reason, so that two cases of one key cannot pass on one and the same message.
BAD = [
    (dict(enc_aggregate_strategy="sparse"), "enc_aggregate_strategy",
     f"enc_aggregate_strategy: unknown strategy 'sparse'; choose from {STRATEGIES}"),
    (dict(dec_aggregate_strategy="tree"), "dec_aggregate_strategy",
     f"dec_aggregate_strategy: unknown strategy 'tree'; choose from {STRATEGIES}"),
    (dict(dec_aggregate_strategy=MLA, dec_aggregate_mla_k=4), "dec_aggregate_mla_k",
     "dec_aggregate_mla_k is 4, larger than the number of lower layers: with dec_layers 4 "
     "the top layer has 3 layers below it (H^1..H^3); use k <= 3 or more layers"),
    (dict(enc_aggregate_strategy=MLA, enc_aggregate_mla_k=1), "enc_aggregate_mla_k",
     "enc_aggregate_mla_k must be >= 2 (k = 1 is the plain self-attention), got 1"),
    (dict(aggregate_function="ff_tanh"), "aggregate_function",
     "aggregate_function: unknown function 'ff_tanh'; choose from ff_sigmoid, ff_relu, "
     "self_attention"),
    (dict(aggregate_residual="some"), "aggregate_residual",
     "aggregate_residual: unknown value 'some'; choose from all, top, none"),
    (dict(aggregate_ff_size=-1), "aggregate_ff_size",
     "aggregate_ff_size must be >= 0 (0: transformer_ff), got -1"),
    (dict(enc_aggregate_diversity=-1.0), "enc_aggregate_diversity",
     "enc_aggregate_diversity (lambda of Eq. 9) must be >= 0, got -1.0"),
    (dict(enc_layers=0, layers=-1), "enc_layers",
     "encoder_type: aggregate needs at least one layer, enc_layers is 0"),
    (
        dict(enc_layers=1, layers=-1, enc_aggregate_strategy="hierarchical"),
        "enc_aggregate_strategy",
        "enc_aggregate_strategy: hierarchical needs at least 2 layers, enc_layers is 1",
    ),
    # the decoder needs encoder states (Eq. 2) that the model does not provide
    (dict(model_task="lm"), "model_task",
     "decoder_type: aggregate needs encoder states for its encoder-decoder attention "
     "(Eq. 2), but model_task is 'lm', which has no encoder; use model_task: seq2seq"),
    (dict(hidden_size=-1, enc_hid_size=16, dec_hid_size=32), "dec_hid_size",
     "decoder_type: aggregate attends to encoder states of size enc_hid_size 16, but "
     "dec_hid_size is 32: they must be equal"),
    # diversity asked on a side that does not aggregate: it would be silently ignored
    (dict(encoder_type="transformer", enc_aggregate_diversity=1.0), "enc_aggregate_diversity",
     "enc_aggregate_diversity is 1.0 but encoder_type is 'transformer': the diversity term "
     "needs encoder_type: aggregate (use enc_aggregate_strategy: none for a plain stack)"),
    # step-by-step decoding of Eq. 8 supports dot-product attention with absolute or
    # Shaw relative positions
    (dict(dec_aggregate_strategy=MLA, max_relative_positions=-1), "max_relative_positions",
     f"{DEC_MLA} supports absolute or Shaw relative positions, not max_relative_positions "
     "-1 (rotary/ALiBi) in step-by-step decoding"),
    (dict(dec_aggregate_strategy=MLA, self_attn_type="average"), "self_attn_type",
     f"{DEC_MLA} needs dot-product self-attention, but self_attn_type is 'average'"),
    (dict(dec_aggregate_strategy=MLA, parallel_residual=True), "parallel_residual",
     f"{DEC_MLA} does not support parallel_residual: true"),
]


@pytest.mark.parametrize(
    ("overrides", "key", "message"), BAD, ids=[f"{k}-{i}" for i, (_, k, _) in enumerate(BAD)]
)
def test_validate_names_the_bad_key(overrides, key, message):
    # A value outside a key's choices never gets through the parser (argparse names the key
    # itself); `validate` still checks options that do not come through it, and so does
    # building a model without the CLI (OpenNMT's build_base_model validates first).
    assert key in message  # the table itself: every message names its key
    outside = {k: v for k, v in overrides.items() if k in CHOICES and v not in CHOICES[k]}
    parsed = model_opt(**{k: v for k, v in overrides.items() if k not in outside})
    opt = past_the_parser(parsed, **outside)
    with pytest.raises(OptionError) as info:
        registry.validate(opt)
    assert str(info.value) == message
    with pytest.raises(OptionError) as info:
        onmt.model_builder.build_base_model(opt, dense_vocabs())
    assert str(info.value) == message


def test_k_larger_than_lower_layers_message():
    opt = model_opt(dec_layers=3, layers=-1, dec_aggregate_strategy=MLA, dec_aggregate_mla_k=3)
    with pytest.raises(OptionError) as info:
        registry.validate(opt)
    assert str(info.value) == (
        "dec_aggregate_mla_k is 3, larger than the number of lower layers: with dec_layers 3 "
        "the top layer has 2 layers below it (H^1..H^2); use k <= 2 or more layers"
    )
    registry.validate(
        model_opt(dec_layers=4, layers=-1, dec_aggregate_strategy=MLA, dec_aggregate_mla_k=3)
    )


def _config(tmp_path, **keys):
    config = {
        "data": {"corpus_1": {"path_src": "missing.src", "path_tgt": "missing.tgt"}},
        "src_vocab": str(tmp_path / "vocab.src"),
        "tgt_vocab": str(tmp_path / "vocab.tgt"),
        "save_model": str(tmp_path / "run" / "model"),
        "encoder_type": "aggregate",
        "decoder_type": "aggregate",
        "layers": 3,
    }
    config.update(keys)
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(config))
    return str(path)


def test_cli_rejects_unknown_strategy_before_training(tmp_path, capsys):
    """One line naming the key, the value and the allowed ones (no usage text)."""
    with pytest.raises(ConfigError) as info:
        cli.train(["-config", _config(tmp_path, enc_aggregate_strategy="sparse")])
    assert str(info.value).startswith(
        "-enc_aggregate_strategy 'sparse': not one of its values (choose from ")
    assert capsys.readouterr().err == ""
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize(
    ("keys", "key", "message"),
    [
        (dict(dec_aggregate_strategy=MLA, dec_aggregate_mla_k=3), "dec_aggregate_mla_k",
         "dec_aggregate_mla_k is 3, larger than the number of lower layers: with dec_layers 3 "
         "the top layer has 2 layers below it (H^1..H^2); use k <= 2 or more layers"),
        (dict(model_task="lm", share_vocab=True), "model_task",
         "decoder_type: aggregate needs encoder states for its encoder-decoder attention "
         "(Eq. 2), but model_task is 'lm', which has no encoder; use model_task: seq2seq"),
    ],
    ids=["dec_aggregate_mla_k", "model_task"],
)
def test_cli_rejects_bad_values_before_training(tmp_path, keys, key, message):
    assert key in message  # the table itself: every message names its key
    line = error_line(cli.train, ["-config", _config(tmp_path, **keys)])
    assert line == f"onmt_ext_train: error: {message}"
    assert not (tmp_path / "run").exists()


# --------------------------------------------------------------------------- recipes
# row -> (encoder_type, strategy, k, diversity)
ROWS = {
    "01-base.yaml": ("transformer", None, None, 0.0),
    "01-base-continued.yaml": ("transformer", None, None, 0.0),
    "02-dense.yaml": ("aggregate", "dense", None, 0.0),
    "03-linear.yaml": ("aggregate", "linear", None, 0.0),
    "04-iterative.yaml": ("aggregate", "iterative", None, 0.0),
    "05-hierarchical.yaml": ("aggregate", "hierarchical", None, 0.0),
    "06-multi-layer-attention-k2.yaml": ("aggregate", MLA, 2, 0.0),
    "07-multi-layer-attention-k3.yaml": ("aggregate", MLA, 3, 0.0),
    "08-hierarchical-diversity.yaml": ("aggregate", "hierarchical", None, 1.0),
}
DATA_KEYS = {
    "data",
    "save_data",
    "share_vocab",  # data preparation decides tokenisation and vocabularies
    "transforms",
    "src_vocab",
    "tgt_vocab",
    "src_words_min_frequency",
    "tgt_words_min_frequency",
}
SCALE_KEYS = {
    "hidden_size",
    "word_vec_size",
    "transformer_ff",
    "heads",
    "learning_rate",
    "warmup_steps",
    "batch_size",
    "valid_batch_size",
    "train_steps",
    "valid_steps",
    "save_checkpoint_steps",
    "world_size",
    "gpu_ranks",
}
# Parameters added to Transformer-base (both sides) by the rows, from the formulas of
# tests/aggregate/test_aggregate_params.py.
PAPER_SCALE_ADDED = {
    "01-base.yaml": 0,
    "01-base-continued.yaml": 0,
    "02-dense.yaml": 0,
    "03-linear.yaml": 3_145_728,
    "04-iterative.yaml": 31_491_072,
    "05-hierarchical.yaml": 23_088_128,
    "06-multi-layer-attention-k2.yaml": 33_591_296,
    "07-multi-layer-attention-k3.yaml": 37_782_528,
    "08-hierarchical-diversity.yaml": 23_088_128,
}


def test_every_table_row_has_a_recipe():
    assert sorted(p.name for p in RECIPES.glob("0*.yaml")) == sorted(ROWS)


def _parse(path, warm_start_stand_in=None) -> object:
    """Parse and validate a recipe; its `warm_start_from` (the trained Base, absent here)
    is replaced by `warm_start_stand_in`, an existing file."""
    config = yaml.safe_load(Path(path).read_text())
    stand_in = []
    if config.get("warm_start_from"):
        assert warm_start_stand_in is not None, path
        stand_in = ["-warm_start_from", str(warm_start_stand_in)]
    opt = cli.parse_strict("train", ["-config", str(path), *stand_in])
    registry.validate(opt)
    compat.ArgumentParser.update_model_opts(opt)
    compat.ArgumentParser.validate_model_opts(opt)
    return opt


def _check_row(opt, name):
    encoder_type, strategy, k, diversity = ROWS[name]
    assert opt.encoder_type == encoder_type and opt.decoder_type == encoder_type
    if strategy is not None:
        assert opt.enc_aggregate_strategy == opt.dec_aggregate_strategy == strategy
        assert opt.aggregate_function == "ff_sigmoid" and opt.aggregate_residual == "all"
    if k is not None:
        assert opt.enc_aggregate_mla_k == opt.dec_aggregate_mla_k == k
    assert opt.enc_aggregate_diversity == opt.dec_aggregate_diversity == diversity


@pytest.fixture
def stand_in(tmp_path):
    path = tmp_path / "base.pt"
    path.write_bytes(b"")
    return path


@pytest.mark.parametrize("name", sorted(ROWS))
def test_recipe_parses_and_validates(name, stand_in):
    opt = _parse(RECIPES / name, stand_in)
    _check_row(opt, name)
    assert opt.enc_layers == opt.dec_layers == 6 and opt.hidden_size == 256
    data = yaml.safe_load(opt.data)  # OpenNMT keeps `data` as YAML text until later
    assert data["multi30k"]["path_src"].startswith("work/multi30k/")


def test_variants_start_from_the_trained_base():
    """Sec. 4: every row but the Base itself is initialised by the trained Base: its last
    checkpoint (save_model + train_steps of 01-base); all of them train the same steps."""
    base = yaml.safe_load((RECIPES / "01-base.yaml").read_text())
    assert "warm_start_from" not in base
    steps = set()
    for name in sorted(ROWS):
        if name == "01-base.yaml":
            continue
        recipe = yaml.safe_load((RECIPES / name).read_text())
        assert recipe["warm_start_from"] == (
            f"{base['save_model']}_step_{base['train_steps']}.pt"), name
        assert recipe["save_model"] == f"work/multi30k/aggregation/{name[:-5]}/model", name
        steps.add(recipe["train_steps"])
    assert steps == {500}


def test_paper_scale_changes_only_data_and_scale_keys(tmp_path):
    overlay = yaml.safe_load((RECIPES / "scale-paper.yaml").read_text())
    assert set(overlay) <= DATA_KEYS | SCALE_KEYS, set(overlay) - DATA_KEYS - SCALE_KEYS
    baseline = None
    for name in sorted(ROWS):
        merged = overlay_files(RECIPES / name, RECIPES / "scale-paper.yaml")
        path = tmp_path / name
        path.write_text(yaml.safe_dump(merged))
        opt = _parse(path, path)  # any existing file stands in for the Base checkpoint
        _check_row(opt, name)
        assert (opt.enc_hid_size, opt.transformer_ff, opt.heads, opt.world_size) == (
            512,
            2048,
            8,
            8,
        )
        # the paper-scale model of each row adds exactly the expected parameters
        with torch.device("meta"):
            if opt.encoder_type == "transformer":
                enc = compat.TransformerEncoder.from_opt(opt, None)
                dec = compat.TransformerDecoder.from_opt(opt, None)
            else:
                enc = AggregateEncoder.from_opt(opt, None)
                dec = AggregateDecoder.from_opt(opt, None)
        count = sum(p.numel() for m in (enc, dec) for p in m.parameters())
        baseline = count if baseline is None else baseline
        assert count - baseline == PAPER_SCALE_ADDED[name], name
