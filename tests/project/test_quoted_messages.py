"""The messages docs/troubleshooting.md and docs/opennmt-commands.md quote are the ones the
code prints now: each is made here by the function that prints it, with the page's example
values, and must appear on the page word for word."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from onmt_ext import compat
from onmt_ext.core.checks import source_length, subword_models, translate_options
from onmt_ext.core.checks.translate_transforms import (
    differing_transforms_warning,
    take_model_transforms,
    taken_note,
)
from onmt_ext.core.errors import InputError
from onmt_ext.core.tools import score
from onmt_ext.core.tools.strict_parsing import ConfigError, parse_strict

REPO = Path(__file__).resolve().parents[2]
TROUBLESHOOTING = (REPO / "docs" / "troubleshooting.md").read_text(encoding="utf-8")
COMMANDS = (REPO / "docs" / "opennmt-commands.md").read_text(encoding="utf-8")
TOKENIZE = compat.transform_option_defaults("onmt_tokenize")
SPM = {"src_subword_type": "sentencepiece", "src_subword_model": "data/spm.model",
       "tgt_subword_type": "sentencepiece", "tgt_subword_model": "data/spm.model"}


def error_of(call) -> str:
    with pytest.raises(InputError) as info:
        call()
    return str(info.value)


def test_the_transforms_lines():
    trained = argparse.Namespace(**{**TOKENIZE, **SPM, "transforms": ["onmt_tokenize"]})
    opt = argparse.Namespace(**{**TOKENIZE, "transforms": []})
    taken = take_model_transforms(opt, trained, {"onmt_tokenize": TOKENIZE})
    note = taken_note("run/mute_step_100000.pt", opt, taken)
    assert f"[... INFO] {note}\n" in TROUBLESHOOTING
    assert f"INFO] {note.replace('mute_step_100000', 'model_step_1000')}\n" in COMMANDS
    warning = differing_transforms_warning("run/mute_step_100000.pt", trained,
                                           ["sentencepiece"], set())
    assert f"[... WARNING] {warning}\n" in TROUBLESHOOTING


def test_the_moved_subword_model_line():
    opt = argparse.Namespace(**{**TOKENIZE, **SPM, "src_subword_model": "/old/spm.model",
                                "tgt_subword_model": "/old/spm.model"})
    model = "run/mute_step_100000.pt"
    line = error_of(lambda: subword_models.check_subword_models(
        opt, ["onmt_tokenize"], {"onmt_tokenize": TOKENIZE},
        {"src_subword_model": model, "tgt_subword_model": model}))
    assert f"onmt_translate: error: {line}\n" in TROUBLESHOOTING


def test_the_score_warning_line():
    hyps = ["\u2581a \u2581b"] * 1000
    line = score.pieces_warning("test.hyp", hyps, ["a b"] * 1000)
    assert f"onmt_ext_score: warning: {line}\n" in TROUBLESHOOTING


def test_the_decoding_lines(tmp_path):
    line = error_of(lambda: translate_options.check_translate_numbers(
        argparse.Namespace(beam_size=2, batch_size=8, n_best=5)))
    assert f"onmt_translate: error: {line}\n" in TROUBLESHOOTING
    src = tmp_path / "test.en"
    src.write_text("a\n" * 11 + "w " * 6000 + "\n")
    opt = argparse.Namespace(src=str(src), src_max_tokens=0, long_src="truncate")
    warning = source_length.check_source_length(
        opt, argparse.Namespace(src_seq_length=192), "run/mute_step_100000.pt")
    assert f"[... WARNING] {warning.replace(str(src), 'test.en')}\n" in TROUBLESHOOTING


@pytest.mark.parametrize("kind, argv", [
    ("train", ["-dense_attention", "dense3"]),
    ("train", ["-dense_growth_rate", "abc"]),
    ("translate", ["-model", "m.pt", "-src", "s", "-int8"]),
])
def test_the_bad_value_lines(kind, argv):
    import onmt_ext

    onmt_ext.install()
    base = ["-src_vocab", "v", "-data", "{}"] if kind == "train" else []
    with pytest.raises(ConfigError) as info:
        parse_strict(kind, [*base, *argv])
    assert f"onmt_{kind}: error: {info.value}\n" in COMMANDS
