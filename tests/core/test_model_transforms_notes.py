"""A checkpoint trained with transforms: translated with none named, they apply, said in
one log line; translated with others named, one warning names both
(onmt_ext.core.checks.translate_transforms)."""

from __future__ import annotations

import argparse

import pytest
import torch
from conftest import run_cli
from fixtures.checkpoints.make_checkpoints import HERE

from onmt_ext import compat
from onmt_ext.core.checks.translate_transforms import (
    differing_transforms_warning,
    shell_word,
    take_model_transforms,
    taken_note,
    takes_model_transforms,
    trained_transforms,
)
from onmt_ext.core.errors import OptionError

SPM = {"src_subword_type": "sentencepiece", "src_subword_model": "/data/spm.model",
       "tgt_subword_type": "sentencepiece", "tgt_subword_model": "/data/spm.model"}
TOKENIZE = compat.transform_option_defaults("onmt_tokenize")


def trained_with(transforms, data=None, **keys) -> argparse.Namespace:
    return argparse.Namespace(**{**TOKENIZE, **keys, "transforms": transforms, "data": data})


def test_trained_transforms_are_the_global_then_each_corpus_s_once():
    data = {"a": {"transforms": ["filtertoolong", "mimo_tag"]}, "b": {"transforms": []},
            "valid": {"path_src": "v"}}
    assert trained_transforms(trained_with(["onmt_tokenize", "filtertoolong"], data)) == \
        ["onmt_tokenize", "filtertoolong", "mimo_tag"]
    assert trained_transforms(argparse.Namespace()) == []


@pytest.mark.parametrize("keys, takes", [
    ({}, True),                                           # nothing said: the model's
    ({"transforms": ["onmt_tokenize"]}, False),           # the command line's own
    ({"no_transforms_from_model": True}, False),          # the source as it is
    ({"transforms_from_model": True}, True),              # asked for, as before
])
def test_whether_a_translation_takes_the_model_s_transforms(keys, takes):
    opt = argparse.Namespace(**{"transforms": [], "transforms_from_model": False,
                                "no_transforms_from_model": False, **keys})
    assert takes_model_transforms(opt) is takes


def test_both_flags_contradict():
    opt = argparse.Namespace(transforms=[], transforms_from_model=True,
                             no_transforms_from_model=True)
    with pytest.raises(OptionError) as info:
        takes_model_transforms(opt)
    assert str(info.value) == ("-transforms_from_model and -no_transforms_from_model "
                               "contradict each other: give one of them")


def test_the_note_names_the_transforms_and_the_settings_taken():
    trained = trained_with(["onmt_tokenize", "filtertoolong"], **SPM,
                           src_onmttok_kwargs={"mode": "none", "joiner_annotate": True})
    opt = argparse.Namespace(**{**TOKENIZE, "transforms": []})
    taken = take_model_transforms(opt, trained, {"onmt_tokenize": TOKENIZE})
    assert taken_note("m.pt", opt, taken) == (
        "-model m.pt was trained with the transforms onmt_tokenize: applying them "
        "(-src_subword_model /data/spm.model -tgt_subword_model /data/spm.model "
        "-src_subword_type sentencepiece -tgt_subword_type sentencepiece "
        "-src_onmttok_kwargs \"{'mode': 'none', 'joiner_annotate': True}\"); "
        "-no_transforms_from_model reads -src as it is")


@pytest.mark.parametrize("given, trained, skip, expected", [
    (["sentencepiece"], ["onmt_tokenize", "filtertoolong"], (),
     "-transforms sentencepiece are not the transforms -model m.pt was trained with "
     "(onmt_tokenize); leave -transforms out to apply the model's own, with its settings"),
    (["onmt_tokenize"], [], (),
     "-transforms onmt_tokenize are not the transforms -model m.pt was trained with "
     "(none); leave -transforms out to apply the model's own, with its settings"),
    (["onmt_tokenize"], ["onmt_tokenize", "tokendrop"], (), None),  # training only: same
    (["onmt_tokenize", "mimo_tag"], ["mimo_line_tag", "onmt_tokenize", "mimo_tag"],
     ("mimo_tag", "mimo_line_tag"), None),  # a family's own: checked by the family
    ([], ["onmt_tokenize"], (), None),  # none given: the model's apply (or the user chose)
])
def test_a_warning_when_the_command_line_names_other_transforms(given, trained, skip,
                                                                 expected):
    assert differing_transforms_warning("m.pt", trained_with(trained), given,
                                        set(skip)) == expected


@pytest.mark.cli
def test_onmt_translate_warns_once_on_other_transforms_and_translates(tmp_path):
    """The MUTE fixture checkpoint, its options changed to say it was trained on
    SentencePiece pieces, translated with `-transforms onmt_tokenize` (its default settings:
    no subword model): one warning naming both lists; the source is read as the command
    line says."""
    checkpoint = torch.load(HERE / "mute.pt", map_location="cpu", weights_only=True)
    for key, value in SPM.items():
        setattr(checkpoint["opt"], key, value)
    checkpoint["opt"].transforms = ["sentencepiece", "filtertoolong"]
    model = tmp_path / "spm_model.pt"
    torch.save(checkpoint, model)
    out = tmp_path / "pred.txt"
    proc = run_cli("onmt_translate", "-model", str(model), "-src", str(HERE / "mute.src"),
                   "-output", str(out), "-beam_size", "3", "-batch_size", "8",
                   "-max_length", "12", "-transforms", "onmt_tokenize")
    expected = (
        f"-transforms onmt_tokenize are not the transforms -model {model} was trained with "
        "(sentencepiece); leave -transforms out to apply the model's own, with its settings")
    log = proc.stdout + proc.stderr
    assert log.count(expected) == 1 and log.count("WARNING") == 1, log[-3000:]
    lines = (HERE / "mute.src").read_text().splitlines()
    assert len(out.read_text().splitlines()) == len(lines)


@pytest.mark.parametrize("text, word", [
    ("/data/spm.model", "/data/spm.model"),
    ("a b", "'a b'"),
    ("", "''"),
    ("{'mode': 'none'}", "\"{'mode': 'none'}\""),
    ("it's $HOME \"x\"", "\"it's \\$HOME \\\"x\\\"\""),
])
def test_shell_word_quotes_readably_and_the_shell_reads_it_back(text, word, tmp_path):
    import subprocess

    assert shell_word(text) == word
    echoed = subprocess.run(["bash", "-c", f"printf %s {word}"], capture_output=True,
                            text=True, env={"HOME": "/nowhere"})
    assert echoed.stdout == text
