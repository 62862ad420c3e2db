"""MIMO options and the tag flow: option errors name key and value, every corpus must carry
a known target-language tag, and the `mimo_tag` transform (source only, after tokenisation)
in training and translation."""

from __future__ import annotations

from argparse import Namespace

import pytest
import yaml
from support import (
    MIMO,
    parse_train,
)

import onmt_ext  # noqa: F401
from onmt_ext import cli, compat, registry
from onmt_ext.core.errors import ConfigError, OptionError
from onmt_ext.core.model.family import Stage
from onmt_ext.mimo.mimo_tag import MimoTagTransform

BAD_OPTIONS = {
    "cardinality": ({"mimo_cardinality": 0}, r"mimo_cardinality must be >= 1, got 0"),
    "no languages": ({"mimo_languages": False}, r"mimo_languages is empty"),  # unset
    "duplicate": ({"mimo_languages": ["de", "fr", "de"]}, r"mimo_languages lists 'de' twice"),
    "tag format": ({"mimo_tag_format": "<2>"}, r"mimo_tag_format must contain '\{lang\}'"),
    "two-token tag": ({"mimo_tag_format": "<2 {lang}>"}, r"a tag must be one token"),
    "average attention": ({"self_attn_type": "average"}, r"self_attn_type: 'average'"),
    "copy attention": ({"copy_attn": True}, r"copy_attn: True is not supported"),
}


@pytest.mark.parametrize("case", BAD_OPTIONS, ids=list(BAD_OPTIONS))
def test_bad_option_is_an_error_naming_key_and_value(case):
    keys, message = BAD_OPTIONS[case]
    opt = parse_train(**{**MIMO, "mimo_languages": ["de", "fr"], **keys})
    with pytest.raises(OptionError, match=message):
        registry.validate(opt)


def test_unknown_choice_and_misspelt_key_are_rejected_by_the_parser():
    """Both are one line (a ConfigError), not argparse's usage text."""
    with pytest.raises(ConfigError) as info:
        parse_train(**MIMO, mimo_languages=["de"], mimo_task_attention="per_language")
    assert str(info.value) == ("-mimo_task_attention 'per_language': not one of its values "
                               "(choose from 'task', 'shared', 'uniform')")
    with pytest.raises(ConfigError, match="did you mean 'mimo_cardinality'"):
        parse_train(**MIMO, mimo_languages=["de"], mimo_cardinalty=2)


def _corpora_opt(tmp_path, corpus: dict, **keys):
    (tmp_path / "plain.src").write_text("w1 w2\n")
    (tmp_path / "tagged.src").write_text("<2fr> w1 w2\n")
    (tmp_path / "train.tgt").write_text("W2 W1\n")
    corpus = {"path_tgt": str(tmp_path / "train.tgt"), **corpus}
    if "path_src" not in corpus:
        corpus["path_src"] = str(tmp_path / "plain.src")
    else:
        corpus["path_src"] = str(tmp_path / corpus["path_src"])
    data = yaml.safe_dump({"en-de": corpus})
    return parse_train(**MIMO, mimo_languages=["de", "fr"], data=data, **keys)


CORPORA = {
    "tag transform": ({"transforms": ["mimo_tag"], "src_prefix": "<2de>"}, None),
    "after tokenizer": (
        {"transforms": ["onmt_tokenize", "mimo_tag"], "src_prefix": "<2de>"},
        None,
    ),
    "global transforms": ({"src_prefix": "<2de>"}, None),
    "tag in the text": ({"path_src": "tagged.src", "transforms": []}, None),
    "before tokenizer": (
        {"transforms": ["mimo_tag", "onmt_tokenize"], "src_prefix": "<2de>"},
        r"data/en-de: .*list mimo_tag after onmt_tokenize",
    ),
    "unknown tag": (
        {"transforms": ["mimo_tag"], "src_prefix": "<2xx>"},
        r"data/en-de: src_prefix '<2xx>' is not a target-language tag.*'<2de>', '<2fr>'",
    ),
    "no tag": (
        {"transforms": []},
        r"data/en-de: no target-language tag.*its first source token is 'w1'",
    ),
    "OpenNMT prefix": (
        {"transforms": ["prefix"], "src_prefix": "<2de>"},
        r"data/en-de: use the mimo_tag transform rather than prefix",
    ),
}


@pytest.mark.parametrize("case", CORPORA, ids=list(CORPORA))
def test_every_corpus_needs_a_known_tag_before_training(tmp_path, case):
    corpus, message = CORPORA[case]
    opt = _corpora_opt(tmp_path, corpus, transforms=["mimo_tag"])

    def train_checks():  # MIMO's corpus check is a training check of its family declaration
        registry.validate(opt)
        for check in registry.family_checks(Stage.TRAINING):
            check.run(opt)

    if message is None:
        train_checks()
    else:
        with pytest.raises(OptionError, match=message):
            train_checks()


def _transform(data=None, **opt):
    opt = Namespace(seed=-1, src_prefix="", tgt_prefix="", **opt)
    if data is not None:
        opt.data = data
    transform = MimoTagTransform(opt)
    transform.warm_up()
    return transform


def test_mimo_tag_prepends_the_tag_to_the_source_only():
    data = {
        "en-de": {"transforms": ["onmt_tokenize", "mimo_tag"], "src_prefix": "<2de>"},
        "en-fr": {"transforms": ["mimo_tag"], "src_prefix": "<2fr>"},
        "other": {"transforms": []},
    }
    transform = _transform(data)
    example = transform.apply({"src": ["a", "b"], "tgt": ["B", "A"]}, corpus_name="en-fr")
    assert example == {"src": ["<2fr>", "a", "b"], "tgt": ["B", "A"]}
    assert MimoTagTransform.get_specials(transform.opts) == ({"<2de>", "<2fr>"}, set())
    with pytest.raises(ValueError, match="no target-language tag for corpus 'other'"):
        transform.apply({"src": ["a"], "tgt": ["A"]}, corpus_name="other")
    assert transform.apply_reverse("B A") == "B A"
    # Why not OpenNMT's own `prefix`: it also prepends tgt_prefix, '' when unset.
    prefix = compat.PrefixTransform(Namespace(seed=-1, data={"c": {"transforms": ["prefix"],
                                              "src_prefix": "<2de>"}}))
    prefix.warm_up()
    assert prefix.apply({"src": ["a"], "tgt": ["A"]}, corpus_name="c")["tgt"] == ["", "A"]


def test_mimo_tag_at_translation_time():
    """`onmt_ext_translate -transforms ... mimo_tag -src_prefix <2xx>` parses; OpenNMT's
    transform validation (which runs in onmt_ext_translate) checks order and tag."""
    argv = ["-model", "m.pt", "-src", "in.txt", "-transforms", "onmt_tokenize", "mimo_tag",
            "-src_prefix", "<2de>"]
    opt = cli.parse_strict("translate", argv)
    compat.ArgumentParser._get_all_transform_translate(opt)
    compat.ArgumentParser._validate_transforms_opts(opt)  # no error
    transform = _transform(transforms=opt.transforms)
    transform.opts.src_prefix = "<2de>"
    transform.warm_up()
    assert transform.apply({"src": ["x"], "tgt": None}, corpus_name="infer")["src"] == [
        "<2de>", "x"]
    for transforms, prefix, message in [
        (["mimo_tag", "onmt_tokenize"], "<2de>", "list it after the tokenizer"),
        (["mimo_tag"], "", "src_prefix must be exactly one target-language tag"),
        (["mimo_tag"], "<2de> <2fr>", "src_prefix must be exactly one target-language tag"),
    ]:
        with pytest.raises(ValueError, match=message):
            MimoTagTransform._validate_options(
                Namespace(transforms=transforms, src_prefix=prefix)
            )


def test_the_tags_come_from_the_build_context_only():
    """MIMO's tag ids come with the model build (its source vocabulary); built without the
    build's context, the encoder/decoder says so instead of guessing."""
    import argparse

    from onmt_ext.core.model.build_context import BuildContextError
    from onmt_ext.mimo.options import MimoOptions, tags_from_build

    opt = argparse.Namespace(mimo_languages=["de", "fr"])
    with pytest.raises(BuildContextError, match=r"^encoder/decoder_type mimo \(its tags' ids\) "
                                                "needs the model build's context"):
        tags_from_build(opt, MimoOptions.from_opt(opt))
