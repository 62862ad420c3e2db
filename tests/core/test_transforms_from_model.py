"""`onmt_translate -transforms_from_model`: the transforms and subword models a checkpoint was
trained with, applied without listing them; and the subword models checked before training
and translation (onmt_ext.core.checks.translate_transforms, .subword_models)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
import torch
from conftest import in_process
from fixtures.checkpoints.make_checkpoints import HERE

from onmt_ext import cli, compat
from onmt_ext.core.checks.subword_models import SubwordModelError, check_subword_models
from onmt_ext.core.checks.translate_transforms import (
    check_same_transforms,
    model_transforms,
    take_model_transforms,
)
from onmt_ext.core.errors import OptionError
from onmt_ext.core.tools import learn_spm
from onmt_ext.mimo.tag_checks import TagError

TOKENIZE = compat.transform_option_defaults("onmt_tokenize")
SETTINGS = {"onmt_tokenize": TOKENIZE}


def spm_opts(path: str) -> dict:
    return {"src_subword_type": "sentencepiece", "src_subword_model": path,
            "tgt_subword_type": "sentencepiece", "tgt_subword_model": path}


def ckpt_opt(**keys) -> argparse.Namespace:
    return argparse.Namespace(**{**TOKENIZE, **keys})


# ------------------------------------------------------------------------------- units
def test_model_transforms_leave_out_training_only_ones():
    opt = ckpt_opt(transforms=["onmt_tokenize", "filtertoolong"],
                   data={"a": {"transforms": ["onmt_tokenize", "mimo_tag", "tokendrop"]}})
    assert model_transforms(opt) == ["onmt_tokenize", "mimo_tag"]


def test_take_model_transforms_keeps_what_the_command_line_gives():
    trained = ckpt_opt(transforms=["onmt_tokenize"], **spm_opts("/old/spm.model"))
    opt = argparse.Namespace(**{**TOKENIZE, "transforms": [],
                                "src_subword_model": "/new/spm.model"})
    taken = take_model_transforms(opt, trained, SETTINGS)
    assert opt.transforms == ["onmt_tokenize"]
    assert taken == ["tgt_subword_model", "src_subword_type", "tgt_subword_type"]
    assert (opt.src_subword_model, opt.tgt_subword_model) == ("/new/spm.model",
                                                              "/old/spm.model")
    assert opt.src_subword_type == opt.tgt_subword_type == "sentencepiece"


def test_take_model_transforms_gives_parsed_settings_back_as_text():
    """A trained checkpoint holds `src_onmttok_kwargs` as the dict OpenNMT parsed; the
    translation's option is text (OpenNMT parses it again)."""
    trained = ckpt_opt(transforms=["onmt_tokenize"],
                       src_onmttok_kwargs={"mode": "none", "joiner_annotate": True},
                       tgt_onmttok_kwargs={"mode": "none"})
    opt = argparse.Namespace(**{**TOKENIZE, "transforms": []})
    assert take_model_transforms(opt, trained, SETTINGS) == ["src_onmttok_kwargs"]
    assert opt.src_onmttok_kwargs == "{'mode': 'none', 'joiner_annotate': True}"
    assert opt.tgt_onmttok_kwargs == TOKENIZE["tgt_onmttok_kwargs"] == "{'mode': 'none'}"


def test_take_model_transforms_refuses_transforms_given_too():
    opt = argparse.Namespace(**{**TOKENIZE, "transforms": ["onmt_tokenize"]})
    with pytest.raises(OptionError) as info:
        take_model_transforms(opt, ckpt_opt(transforms=["onmt_tokenize"]), SETTINGS)
    assert str(info.value) == ("-transforms_from_model applies the model's own transforms: "
                               "give it or -transforms onmt_tokenize, not both")


def test_an_ensemble_of_models_with_the_same_transforms_passes():
    one = ckpt_opt(transforms=["onmt_tokenize"], **spm_opts("/a/spm.model"))
    check_same_transforms(ckpt_opt(), {"a.pt": one, "b.pt": ckpt_opt(
        transforms=["onmt_tokenize"], **spm_opts("/a/spm.model"))}, SETTINGS)


def test_an_ensemble_trained_with_other_transforms_is_refused():
    one = ckpt_opt(transforms=["onmt_tokenize"], **spm_opts("/a/spm.model"))
    plain = ckpt_opt(transforms=[])
    with pytest.raises(OptionError) as info:
        check_same_transforms(ckpt_opt(), {"a.pt": one, "b.pt": plain}, SETTINGS)
    assert str(info.value) == (
        "-transforms_from_model: the ensemble's models were trained with different transforms "
        "(-model a.pt: onmt_tokenize; -model b.pt: none); give -transforms and their options "
        "instead")


def test_an_ensemble_with_another_subword_model_is_refused_naming_the_key():
    one = ckpt_opt(transforms=["onmt_tokenize"], **spm_opts("/a/spm.model"))
    other = ckpt_opt(transforms=["onmt_tokenize"], **spm_opts("/b/spm.model"))
    models = {"a.pt": one, "same.pt": one, "b.pt": other}
    with pytest.raises(OptionError) as info:
        check_same_transforms(ckpt_opt(), models, SETTINGS)
    assert str(info.value) == (
        "-transforms_from_model: the ensemble's models were trained with different "
        "src_subword_model (-model a.pt: '/a/spm.model'; -model b.pt: '/b/spm.model'); give "
        "-src_subword_model (and -transforms) on the command line instead")
    # as the error says: given on the command line, they stand for every model
    given = ckpt_opt(src_subword_model="/c/spm.model", tgt_subword_model="/c/spm.model")
    check_same_transforms(given, models, SETTINGS)


@pytest.fixture(scope="module")
def spm_model(tmp_path_factory):
    folder = tmp_path_factory.mktemp("spm")
    return str(learn_spm.learn([str(HERE / "mute.src"), str(HERE / "mute.tgt")],
                               str(folder / "spm"), vocab_size=25))


@pytest.mark.parametrize("case", ["missing", "moved", "not spm", "bpe type", "unread"])
def test_check_subword_models(case, spm_model, tmp_path):
    opt = argparse.Namespace(**{**TOKENIZE, **spm_opts(spm_model)})
    check_subword_models(opt, ["onmt_tokenize"], SETTINGS)  # both files are there
    absent = str(tmp_path / "spm.model")
    transforms, from_model, expected = ["onmt_tokenize"], {}, None
    if case == "missing":
        opt.tgt_subword_model = absent
        expected = (f"tgt_subword_model {absent}: no such file (the transform onmt_tokenize "
                    "reads it)")
    elif case == "moved":
        opt.src_subword_model = absent
        from_model = {"src_subword_model": "run/m.pt"}
        expected = (f"-model run/m.pt was trained with src_subword_model {absent}, which is "
                    "not there any more: add -src_subword_model NEW/spm.model (NEW: the "
                    "folder it is in now)")
    elif case == "not spm":
        (tmp_path / "spm.vocab").write_text("a\t0\n")
        opt.src_subword_model = str(tmp_path / "spm.vocab")
        expected = (f"src_subword_model {tmp_path / 'spm.vocab'}: not a SentencePiece model "
                    "(the `.model` file that onmt_ext_spm_train writes)")
    elif case == "bpe type":  # a BPE codes file is not opened here
        (tmp_path / "codes").write_text("a b\n")
        opt.src_subword_type, opt.src_subword_model = "bpe", str(tmp_path / "codes")
    else:  # set, but no transform in use reads it
        opt.src_subword_model, transforms = absent, ["filtertoolong"]
    if expected is None:
        check_subword_models(opt, transforms, {**SETTINGS, "filtertoolong": {}}, from_model)
        return
    with pytest.raises(SubwordModelError) as info:
        check_subword_models(opt, transforms, SETTINGS, from_model)
    assert str(info.value) == expected


def test_training_stops_on_a_missing_subword_model(tmp_path, tiny_corpus):
    from conftest import tiny_config

    absent = tmp_path / "PATH" / "spm.model"
    config = tiny_config(tmp_path, tiny_corpus, transforms=["onmt_tokenize"],
                         **spm_opts(str(absent)))
    with pytest.raises(SubwordModelError) as info:  # the console script prints it as one line
        cli.train(["-config", str(config)])
    assert str(info.value) == (f"src_subword_model {absent}: no such file (the transform "
                               "onmt_tokenize reads it)")


# --------------------------------------------------------------- translation, in process
def retrained(tmp_path, name: str, **keys) -> str:
    """The fixture checkpoint `name`, its options changed as if trained with `keys`."""
    checkpoint = torch.load(HERE / f"{name}.pt", map_location="cpu", weights_only=True)
    for key, value in keys.items():
        setattr(checkpoint["opt"], key, value)
    path = tmp_path / f"{name}_transforms.pt"
    torch.save(checkpoint, path)
    return str(path)


def translate(tmp_path, out: str, *args: str) -> str:
    in_process(cli.translate, "-output", str(tmp_path / out), "-beam_size", "2",
               "-batch_size", "8", "-max_length", "12", *args)
    return (tmp_path / out).read_text()


def test_sentencepiece_from_the_model_is_the_same_as_listing_it(tmp_path, spm_model):
    model = retrained(tmp_path, "mute", transforms=["onmt_tokenize", "filtertoolong"],
                      **spm_opts(spm_model))
    src = str(HERE / "mute.src")
    listed = translate(tmp_path, "listed.txt", "-model", model, "-src", src,
                       "-transforms", "onmt_tokenize",
                       *[f"-{k}={v}" for k, v in spm_opts(spm_model).items()])
    assert translate(tmp_path, "taken.txt", "-model", model, "-src", src,
                     "-transforms_from_model") == listed
    # the pieces are not the words the fixture was trained on: the transform did apply
    assert translate(tmp_path, "default.txt", "-model", model, "-src", src) == listed
    assert listed != translate(tmp_path, "raw.txt", "-model", model, "-src", src,
                               "-no_transforms_from_model")


def test_a_moved_subword_model_is_named_and_the_new_path_given_works(tmp_path, spm_model):
    """A joint model (one file for both sides) that has moved: both keys in one line, with
    the flags that fix it."""
    moved = str(tmp_path / "gone" / "spm.model")
    model = retrained(tmp_path, "mute", transforms=["onmt_tokenize"], **spm_opts(moved))
    argv = ["-model", model, "-src", str(HERE / "mute.src")]
    with pytest.raises(SubwordModelError) as info:
        translate(tmp_path, "x.txt", *argv)
    assert str(info.value) == (
        f"-model {model} was trained with src_subword_model and tgt_subword_model {moved}, "
        "which is not there any more: add -src_subword_model NEW/spm.model "
        "-tgt_subword_model NEW/spm.model (NEW: the folder it is in now)")
    lines = translate(tmp_path, "new.txt", *argv, "-src_subword_model", spm_model,
                      "-tgt_subword_model", spm_model).splitlines()
    assert len(lines) == len((HERE / "mute.src").read_text().splitlines())


def test_mimo_tag_from_the_model_adds_the_tag(tmp_path):
    """A MIMO model trained with `mimo_tag`: -src_prefix '<2de>' translates untagged lines
    as the same lines with the tag typed in front, read as they are; without -src_prefix,
    each line's own tag is read (a file of mixed directions); a line without its tag is
    "missing" one, with the model's tags listed; a tagged file with -src_prefix too would
    be tagged twice and is refused."""
    corpus = {"path_src": "train.src", "path_tgt": "train.tgt", "src_prefix": "<2de>",
              "transforms": ["mimo_tag"]}
    model = retrained(tmp_path, "mimo", data={"en-de": corpus, "valid": corpus})
    lines = [line.split(" ", 1)[1] for line in (HERE / "mimo.src").read_text().splitlines()]
    (tmp_path / "untagged.src").write_text("".join(f"{line}\n" for line in lines))
    (tmp_path / "tagged.src").write_text("".join(f"<2de> {line}\n" for line in lines))
    tagged, untagged = str(tmp_path / "tagged.src"), str(tmp_path / "untagged.src")
    typed = translate(tmp_path, "typed.txt", "-model", model, "-src", tagged,
                      "-no_transforms_from_model")
    assert translate(tmp_path, "taken.txt", "-model", model, "-src", untagged,
                     "-src_prefix", "<2de>") == typed
    assert translate(tmp_path, "flag.txt", "-model", model, "-src", untagged,
                     "-transforms_from_model", "-src_prefix", "<2de>") == typed
    assert translate(tmp_path, "lines.txt", "-model", model, "-src", tagged) == typed
    with pytest.raises(TagError) as info:  # the tag is the user's choice: asked for
        translate(tmp_path, "none.txt", "-model", model, "-src", untagged)
    assert str(info.value) == (
        f"-src {untagged} line 1: target-language tag missing (the line starts with 'w13'); "
        "expected one of ['<2de>', '<2fr>'] as the first token, or give -src_prefix with one "
        "of them for every line")
    with pytest.raises(TagError) as info:
        translate(tmp_path, "twice.txt", "-model", model, "-src", tagged, "-src_prefix", "<2de>")
    assert str(info.value) == (
        f"-src {tagged} line 1 starts with the tag '<2de>' already, and -src_prefix '<2de>' "
        "would add another: leave -src_prefix out (each line's own tag is read) or remove "
        "the tags from the file")
    assert not any(tmp_path.glob("*none*")) and not any(tmp_path.glob("*twice*"))


def test_an_ensemble_takes_the_transforms_all_its_models_share(tmp_path, spm_model):
    """Two -model trained with one SentencePiece model: taken as for one model; a third
    trained without it: refused before any model is loaded, naming both models."""
    model = retrained(tmp_path, "mute", transforms=["onmt_tokenize"], **spm_opts(spm_model))
    src = str(HERE / "mute.src")
    lines = translate(tmp_path, "ensemble.txt", "-model", model, model, "-src", src,
                      "-transforms_from_model").splitlines()
    assert len(lines) == len((HERE / "mute.src").read_text().splitlines())
    plain = str(HERE / "mute.pt")
    with pytest.raises(OptionError) as info:
        translate(tmp_path, "refused.txt", "-model", model, plain, "-src", src,
                  "-transforms_from_model")
    assert str(info.value) == (
        "-transforms_from_model: the ensemble's models were trained with different transforms "
        f"(-model {model}: onmt_tokenize; -model {plain}: none); give -transforms and their "
        "options instead")
    assert not (tmp_path / "refused.txt").exists()


# ------------------------------------------------- a SentencePiece training, translated
@pytest.mark.cli
def test_a_sentencepiece_model_translates_to_text_with_no_transform_option(tmp_path):
    """A model trained with onmt_tokenize and a SentencePiece model, translated by
    `onmt_translate -model M -src S -output O` and nothing about transforms: the source is
    cut into the model's pieces and the output put back together (no '▁'), with one log
    line saying which transforms apply; -no_transforms_from_model reads the raw words and
    writes the pieces."""
    from conftest import make_tiny_corpus, run_cli, tiny_config

    corpus = make_tiny_corpus(tmp_path / "data")
    spm = str(learn_spm.learn([corpus["train_src"], corpus["train_tgt"]],
                              str(tmp_path / "spm"), vocab_size=30))
    config = tiny_config(tmp_path, corpus, transforms=["onmt_tokenize"], **spm_opts(spm))
    in_process(cli.build_vocab, "-config", str(config), "-n_sample", "-1")
    in_process(cli.train, "-config", str(config))
    model = str(tmp_path / "run" / "model_step_6.pt")
    decoding = ["-beam_size", "2", "-min_length", "3", "-max_length", "6"]
    proc = run_cli("onmt_translate", "-model", model, "-src", corpus["valid_src"],
                   "-output", str(tmp_path / "text.txt"), *decoding)
    log = proc.stdout + proc.stderr
    note = (f"-model {model} was trained with the transforms onmt_tokenize: applying them "
            f"(-src_subword_model {spm} -tgt_subword_model {spm} -src_subword_type "
            "sentencepiece -tgt_subword_type sentencepiece); -no_transforms_from_model reads "
            "-src as it is")
    assert log.count(note) == 1, log[-3000:]
    assert "WARNING" not in log, log[-3000:]
    text = (tmp_path / "text.txt").read_text().splitlines()
    assert len(text) == len(Path(corpus["valid_src"]).read_text().splitlines())
    assert all(line.strip() for line in text) and not any("\u2581" in line for line in text)
    run_cli("onmt_translate", "-model", model, "-src", corpus["valid_src"],
            "-output", str(tmp_path / "pieces.txt"), "-no_transforms_from_model", *decoding)
    assert "\u2581" in (tmp_path / "pieces.txt").read_text()


@pytest.mark.parametrize("prefix, expected", [
    ("<2de>", ["onmt_tokenize", "mimo_tag"]),  # one tag for the file, after the tokenizer
    ("", ["mimo_line_tag", "onmt_tokenize", "mimo_tag"]),  # each line's own tag
])
def test_mimo_arranges_the_transforms_taken_from_its_checkpoint(prefix, expected):
    """A checkpoint trained with mimo_tag, and mimo_line_tag on its mixed validation set
    (listed after the training corpora's, in order of first mention)."""
    from onmt_ext import registry

    opt = argparse.Namespace(src_prefix=prefix)
    names = ["onmt_tokenize", "mimo_tag", "mimo_line_tag"]
    assert registry.translation_transforms(opt, names) == expected
    assert registry.translation_transforms(opt, ["onmt_tokenize"]) == ["onmt_tokenize"]
