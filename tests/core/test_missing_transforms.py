"""A checkpoint trained with transforms, translated without `-transforms`: a warning names
them and the flags to pass (onmt_ext.core.checks.translate_transforms)."""

from __future__ import annotations

import argparse

import pytest
import torch
from conftest import run_cli
from fixtures.checkpoints.make_checkpoints import HERE

from onmt_ext import compat
from onmt_ext.core.checks.translate_transforms import (
    missing_transforms_warning,
    shell_word,
    trained_transforms,
)

SPM = {"src_subword_type": "sentencepiece", "src_subword_model": "/data/spm.model",
       "tgt_subword_type": "sentencepiece", "tgt_subword_model": "/data/spm.model"}


def trained_with(transforms, data=None, **keys) -> argparse.Namespace:
    defaults = compat.transform_option_defaults("onmt_tokenize")
    return argparse.Namespace(**{**defaults, **keys, "transforms": transforms, "data": data})


def warning(ckpt_opt, transforms=(), skip=()) -> str | None:
    names = trained_transforms(ckpt_opt)
    return missing_transforms_warning("m.pt", ckpt_opt, list(transforms),
                                      {n: compat.transform_option_defaults(n) for n in names},
                                      set(skip))


def test_trained_transforms_are_the_global_then_each_corpus_s_once():
    data = {"a": {"transforms": ["filtertoolong", "mimo_tag"]}, "b": {"transforms": []},
            "valid": {"path_src": "v"}}
    assert trained_transforms(trained_with(["onmt_tokenize", "filtertoolong"], data)) == \
        ["onmt_tokenize", "filtertoolong", "mimo_tag"]
    assert trained_transforms(argparse.Namespace()) == []


def test_the_warning_names_the_transforms_and_their_non_default_settings():
    opt = trained_with(["onmt_tokenize", "filtertoolong"], **SPM,
                       src_onmttok_kwargs="{'mode': 'none', 'joiner_annotate': True}")
    assert warning(opt) == (
        "-model m.pt was trained with the transforms ['onmt_tokenize'], but no -transforms "
        "are given: the source is read as it is. If it is raw text, pass "
        "-transforms_from_model (the same as "
        "-transforms onmt_tokenize -src_subword_model /data/spm.model "
        "-tgt_subword_model /data/spm.model -src_subword_type sentencepiece "
        "-tgt_subword_type sentencepiece "
        "-src_onmttok_kwargs \"{'mode': 'none', 'joiner_annotate': True}\")"
    )


@pytest.mark.parametrize("case", ["given", "training only", "skipped", "none"])
def test_no_warning(case):
    if case == "given":  # -transforms given: the user chose
        assert warning(trained_with(["onmt_tokenize"], **SPM), ["onmt_tokenize"]) is None
    elif case == "training only":  # filters and noise do not apply to a translation
        assert warning(trained_with(["filtertoolong", "tokendrop", "bart"])) is None
    elif case == "skipped":  # a family checks its own (MIMO's tags)
        assert warning(trained_with(["mimo_tag"]), skip={"mimo_tag"}) is None
    else:
        assert warning(trained_with([])) is None


@pytest.mark.cli
def test_onmt_translate_warns_and_still_translates(tmp_path):
    """The MUTE fixture checkpoint, its options changed to say it was trained on
    SentencePiece pieces: onmt_translate warns (once) and translates what it is given."""
    checkpoint = torch.load(HERE / "mute.pt", map_location="cpu", weights_only=True)
    for key, value in SPM.items():
        setattr(checkpoint["opt"], key, value)
    checkpoint["opt"].transforms = ["onmt_tokenize", "filtertoolong"]
    model = tmp_path / "spm_model.pt"
    torch.save(checkpoint, model)
    out = tmp_path / "pred.txt"
    proc = run_cli("onmt_translate", "-model", str(model), "-src", str(HERE / "mute.src"),
                   "-output", str(out), "-beam_size", "3", "-batch_size", "8",
                   "-max_length", "12")
    expected = (
        f"-model {model} was trained with the transforms ['onmt_tokenize'], but no "
        "-transforms are given: the source is read as it is. If it is raw text, pass "
        "-transforms_from_model (the same as "
        "-transforms onmt_tokenize -src_subword_model /data/spm.model -tgt_subword_model "
        "/data/spm.model -src_subword_type sentencepiece -tgt_subword_type sentencepiece)"
    )
    log = proc.stdout + proc.stderr
    assert log.count(expected) == 1, log[-3000:]
    assert out.read_text() == (HERE / "mute.pred").read_text()


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
