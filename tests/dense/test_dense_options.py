"""DenseNMT options: clear errors before training, and every recipe parses and builds."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from onmt.model_builder import build_base_model
from support import (
    DENSE_SMALL as SMALL,
)
from support import (
    dense_build_model as build_model,
)
from support import (
    dense_vocabs as vocabs,
)
from support import (
    error_line,
    model_opt,
    parse_train,
)

from onmt_ext import cli, recipe_overlay, registry
from onmt_ext.core.errors import OptionError

RECIPES = Path(__file__).resolve().parents[2] / "recipes" / "densenmt"
ROWS = ["base", "dense-enc", "dense-dec", "dense-att", "densenmt-1", "densenmt-2"]
OVERRIDES = ["scale-paper.yaml"]
DATA_KEYS = {"data", "src_vocab", "tgt_vocab", "src_vocab_size", "tgt_vocab_size",
             "share_vocab", "transforms"}  # tokenisation and vocabularies come with the data
SCALE_KEYS = {"hidden_size", "word_vec_size", "transformer_ff", "dense_growth_rate", "dense_ff",
              "world_size", "gpu_ranks", "batch_size", "valid_batch_size", "bucket_size",
              "train_steps", "valid_steps", "save_checkpoint_steps", "warmup_steps",
              "learning_rate"}  # the noam factor goes with the width and the warmup
DENSE = {"encoder_type": "dense", "decoder_type": "dense"}

# (keys, the key the message names, the whole message): each message pins the value and
# the reason, so that cases of one key (0, -8, 7 for dense_growth_rate) cannot share one.
SUMLEN_BOUND = ("must be >= 2 (a summary layer every sumlen-1 layers, Section 3.3) or 0 "
                "for none")
NEEDS_DENSE_ENCODER = ("needs the encoder's layer states, which encoder_type {!r} cannot "
                       "provide: use encoder_type: dense (dense_encoder_connections: residual "
                       "for a residual encoder)")
BAD = [
    ({**DENSE, "dense_growth_rate": 0}, "dense_growth_rate",
     "dense_growth_rate (growth rate g, Eq. 6-7) must be > 0, got 0"),
    ({**DENSE, "dense_growth_rate": -8}, "dense_growth_rate",
     "dense_growth_rate (growth rate g, Eq. 6-7) must be > 0, got -8"),
    ({**DENSE, "dense_sumlen": 1}, "dense_sumlen", f"dense_sumlen {SUMLEN_BOUND}, got 1"),
    ({**DENSE, "dense_sumlen": -2}, "dense_sumlen", f"dense_sumlen {SUMLEN_BOUND}, got -2"),
    ({"encoder_type": "transformer", "decoder_type": "dense", "dense_attention": "dense2"},
     "dense_attention",
     "dense_attention: dense2 " + NEEDS_DENSE_ENCODER.format("transformer")),
    ({"encoder_type": "mute", "decoder_type": "dense", "dense_attention": "dense1"},
     "dense_attention",
     "dense_attention: dense1 " + NEEDS_DENSE_ENCODER.format("mute")),
    ({"encoder_type": "dense", "decoder_type": "transformer", "dense_attention": "dense1"},
     "dense_attention",
     "dense_attention: dense1 (DenseAtt, Eq. 9-10) is an attention of decoder_type: dense, "
     "but decoder_type is 'transformer'"),
    ({**DENSE, "dense_growth_rate": 7}, "dense_growth_rate",  # SMALL has heads 2
     "dense_growth_rate: growth rate 7 is not divisible by heads 2"),
    ({**DENSE, "dense_sumlen": 3, "dense_encoder_connections": "residual",
      "dense_decoder_connections": "residual"}, "dense_sumlen",
     "dense_sumlen: 3 has no effect: summary layers (Section 3.3) exist only in "
     "dense-connected stacks (encoder/decoder_type: dense with dense_*_connections: dense)"),
    ({**DENSE, "dense_embedding_width": -1}, "dense_embedding_width",
     "dense_embedding_width must be >= 0, got -1"),
    ({"encoder_type": "dense", "decoder_type": "transformer", "word_vec_size": 8},
     "word_vec_size",  # SMALL has hidden_size 24
     "word_vec_size 8 != hidden_size 24: OpenNMT's transformer decoder does not project "
     "embeddings; smaller embeddings (dense_embedding_width) need decoder_type: dense"),
    # the per-side key named when it is the one in effect
    ({"encoder_type": "transformer", "decoder_type": "dense", "word_vec_size": -1,
      "src_word_vec_size": 12},
     "src_word_vec_size",
     "src_word_vec_size 12 != hidden_size 24: OpenNMT's transformer encoder does not "
     "project embeddings; smaller embeddings (dense_embedding_width) need encoder_type: "
     "dense"),
    ({**DENSE, "copy_attn": True}, "copy_attn",
     "copy_attn: True is not supported with encoder_type/decoder_type dense"),
]


@pytest.mark.parametrize(("keys", "key", "message"), BAD,
                         ids=[f"{k}-{i}" for i, (_, k, _) in enumerate(BAD)])
def test_bad_options_name_the_key(keys, key, message):
    assert key in message  # the table itself: every message names its key
    opt = parse_train(**{**SMALL, **keys})
    with pytest.raises(OptionError) as info:
        registry.validate(opt)
    assert str(info.value) == message


def test_onmt_ext_train_rejects_before_training(tmp_path):
    """The console script stops with the key in the message (exit status 2) before OpenNMT
    starts (no corpus is read: the data files do not even exist). OpenNMT opens the
    recipe's log file (in a run directory not made here) first: one in tmp_path."""
    log = ["-log_file", str(tmp_path / "train.log")]
    argv = ["-config", str(RECIPES / "densenmt-2.yaml"), "-dense_sumlen", "1", *log]
    assert error_line(cli.train, argv) == (
        f"onmt_ext_train: error: dense_sumlen {SUMLEN_BOUND}, got 1")
    argv = ["-config", str(RECIPES / "base.yaml"), "-decoder_type", "dense",
            "-dense_attention", "dense2", *log]
    assert error_line(cli.train, argv) == (
        "onmt_ext_train: error: dense_attention: dense2 "
        + NEEDS_DENSE_ENCODER.format("transformer"))


def test_building_without_the_cli_validates_too():
    opt = model_opt(**{**SMALL, **DENSE})
    opt.dense_growth_rate = 0
    with pytest.raises(OptionError) as info:
        build_base_model(opt, vocabs())
    assert str(info.value) == "dense_growth_rate (growth rate g, Eq. 6-7) must be > 0, got 0"


def _parse_and_build(path: Path):
    opt = cli.parse_strict("train", ["-config", str(path)])
    registry.validate(opt)
    keys = {k: getattr(opt, k) for k in ("encoder_type", "decoder_type", "enc_layers",
                                          "dec_layers", "hidden_size", "word_vec_size",
                                          "transformer_ff", "heads", "dense_growth_rate",
                                          "dense_ff", "dense_attention", "dense_sumlen",
                                          "dense_encoder_connections",
                                          "dense_decoder_connections")}
    return opt, keys


@pytest.mark.parametrize("row", ROWS)
def test_recipes_parse_validate_and_build(row, tmp_path):
    path = RECIPES / f"{row}.yaml"
    opt, keys = _parse_and_build(path)
    data = yaml.safe_load(opt.data) if isinstance(opt.data, str) else opt.data
    assert data["valid"]["path_src"].startswith("work/multi30k/en-de/")
    build_model(**{**keys, "position_encoding": True})  # small-scale model, tiny vocabulary
    # paper scale: data and scale keys only
    for name in OVERRIDES:
        override = yaml.safe_load((RECIPES / name).read_text())
        assert set(override) <= DATA_KEYS | SCALE_KEYS, set(override) - DATA_KEYS - SCALE_KEYS
        merged = tmp_path / f"{row}-{name}"
        recipe_overlay.main([str(path), str(RECIPES / name), "-o", str(merged)])
        paper, paper_keys = _parse_and_build(merged)
        assert paper.save_model == f"work/densenmt/{row}/model"  # kept (docs: -save_model)
        assert paper.src_vocab == "work/densenmt-paper/vocab.de"
        assert paper.hidden_size == 256
        model_opt(**{k: v for k, v in paper_keys.items()})  # validates with OpenNMT too
    # the recipes differ from base.yaml only in model-type keys
    base = yaml.safe_load((RECIPES / "base.yaml").read_text())
    ours = yaml.safe_load(path.read_text())
    differing = {k for k in set(base) | set(ours) if base.get(k) != ours.get(k)}
    allowed = {"save_data", "save_model", "log_file", "encoder_type", "decoder_type"}
    assert all(k in allowed or k.startswith("dense_") for k in differing), differing


def test_small_embedding_flags_on_the_command_line():
    """Section 5.3 runs: the row's YAML plus three flags (docs/densenmt.md)."""
    flags = ["-word_vec_size", "64", "-hidden_size", "64", "-dense_embedding_width", "128"]
    opt = cli.parse_strict("train", ["-config", str(RECIPES / "densenmt-2.yaml"), *flags])
    registry.validate(opt)
    assert (opt.word_vec_size, opt.hidden_size, opt.dense_embedding_width) == (64, 64, 128)
    # BASE at a small embedding: the same stacks with residual connections
    base_flags = ["-encoder_type", "dense", "-decoder_type", "dense",
                  "-dense_encoder_connections", "residual",
                  "-dense_decoder_connections", "residual"]
    opt = cli.parse_strict("train", ["-config", str(RECIPES / "base.yaml"), *flags, *base_flags])
    registry.validate(opt)
    # BASE without dense stacks: the key has no effect, which the one generic rule says
    assert registry.unselected_keys(
        cli.parse_strict("train", ["-config", str(RECIPES / "base.yaml"), *flags])
    ) == ["dense_embedding_width: 128 is a key of the dense family, which this config does "
          "not select (encoder_type: dense or decoder_type: dense): it has no effect"]
