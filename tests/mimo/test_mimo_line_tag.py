"""`mimo_line_tag` (onmt_ext.mimo.line_tag): each line's own target-language tag, for a
validation set that mixes directions. The tag reaches the model exactly as `mimo_tag`
puts a corpus' src_prefix; a line without a tag is an error naming the file and line."""

from __future__ import annotations

import argparse

import pytest
import yaml
from conftest import in_process, tiny_config
from support import error_line
from test_mimo_cli import LANGUAGES, TRAIN, make_multilingual_corpus

import onmt_ext  # noqa: F401
from onmt_ext import cli
from onmt_ext.mimo.line_tag import MimoLineTagTransform, split_line_tag
from onmt_ext.mimo.mimo_tag import MimoTagTransform


def test_split_line_tag():
    assert split_line_tag(["<2fr>", "a", "b"], "x") == ("<2fr>", ["a", "b"])
    for tokens, first in ((["a", "b"], "'a'"), ([], "''"), (["<>", "a"], "'<>'")):
        with pytest.raises(ValueError, match=rf"mimo_line_tag: x does not start with a "
                                             rf"target-language tag such as '<2de>' \(first "
                                             rf"token {first}\)"):
            split_line_tag(tokens, "x")


def _transforms(data):
    opts = argparse.Namespace(data=data, src_prefix="", tgt_prefix="", seed=-1,
                              transforms=["mimo_tag"])
    line, tag = MimoLineTagTransform(opts), MimoTagTransform(opts)
    line.warm_up()
    tag.warm_up()
    return line, tag


def test_line_tag_reaches_the_source_as_a_corpus_prefix_does(tmp_path):
    mixed = tmp_path / "mixed.src"
    mixed.write_text("<2fr> a b\n")
    data = {"en-fr": {"path_src": "x", "path_tgt": "y", "src_prefix": "<2fr>",
                      "transforms": ["mimo_tag"]},
            "valid": {"path_src": str(mixed), "path_tgt": "y",
                      "transforms": ["mimo_line_tag", "mimo_tag"]}}
    line, tag = _transforms(data)
    example = line.apply({"src": ["<2fr>", "a", "b"], "tgt": ["B", "A"], "cid_line_number": 0},
                         corpus_name="valid")
    assert example["src"] == ["a", "b"]  # what the tokenizer sees: no tag to split
    from_line = tag.apply(example, corpus_name="valid")
    from_prefix = tag.apply({"src": ["a", "b"], "tgt": ["B", "A"], "cid_line_number": 0},
                            corpus_name="en-fr")
    assert from_line == from_prefix == {"src": ["<2fr>", "a", "b"], "tgt": ["B", "A"],
                                        "cid_line_number": 0}
    with pytest.raises(ValueError, match=r"corpus 'valid' line 5 does not start"):
        line.apply({"src": ["a"], "tgt": None, "cid_line_number": 4}, corpus_name="valid")


def test_options_need_mimo_tag_after_and_the_tokenizer_after(tmp_path):
    mixed = tmp_path / "mixed.src"
    mixed.write_text("<2fr> a b\n<2de> c\n")
    for transforms, message in (
        (["mimo_line_tag"], r"data/valid: transform mimo_line_tag needs mimo_tag after it"),
        (["onmt_tokenize", "mimo_line_tag", "mimo_tag"],
         r"data/valid: transform mimo_line_tag is listed after onmt_tokenize"),
    ):
        opts = argparse.Namespace(data={"valid": {"path_src": str(mixed),
                                                  "transforms": transforms}})
        with pytest.raises(ValueError, match=message):
            MimoLineTagTransform._validate_options(opts)


def test_cli_mimo_trains_and_validates_on_mixed_directions(tmp_path):
    """A mixed-direction `valid` corpus (each line tagged for its own direction) trains
    and validates with BLEU through onmt_ext_train's function (in this process); an
    untagged line stops it before training, naming the file and the line."""
    paths = make_multilingual_corpus(tmp_path / "data")
    data = {f"{s}-{t}": {"path_src": paths["train", s], "path_tgt": paths["train", t],
                         "src_prefix": f"<2{t}>", "weight": 1} for s, t in TRAIN}
    sources = {lang: open(paths["valid", lang]).read().splitlines() for lang in LANGUAGES}
    directions = [TRAIN[i % len(TRAIN)] for i in range(len(sources["en"]))]
    src_lines = [f"<2{t}> {sources[s][i]}" for i, (s, t) in enumerate(directions)]
    tgt_lines = [sources[t][i] for i, (s, t) in enumerate(directions)]
    (tmp_path / "mixed.src").write_text("\n".join(src_lines) + "\n")
    (tmp_path / "mixed.tgt").write_text("\n".join(tgt_lines) + "\n")
    data["valid"] = {"path_src": str(tmp_path / "mixed.src"),
                     "path_tgt": str(tmp_path / "mixed.tgt"),
                     "transforms": ["mimo_line_tag", "mimo_tag"]}
    en_de = {f"{split}_{side}": paths[split, lang]
             for split in ("train", "valid") for side, lang in (("src", "en"), ("tgt", "de"))}
    cfg = tiny_config(tmp_path, en_de, data=data, transforms=["mimo_tag"],
                      encoder_type="mimo", decoder_type="mimo", mimo_cardinality=2,
                      mimo_languages=LANGUAGES, valid_metrics=["BLEU"], valid_steps=3)
    in_process(cli.build_vocab, "-config", str(cfg), "-n_sample", "-1")
    log = in_process(cli.train, "-config", str(cfg))
    assert log.count("Validation perplexity") == 2 and "validation BLEU" in log

    src_lines[7] = sources["en"][7]  # line 8 loses its tag
    (tmp_path / "mixed.src").write_text("\n".join(src_lines) + "\n")
    config = yaml.safe_load(cfg.read_text())
    config["overwrite"] = False
    cfg.write_text(yaml.safe_dump(config))
    info = error_line(cli.train, ["-config", str(cfg)])
    assert (f"data/valid/path_src: {tmp_path / 'mixed.src'} line 8: target-language tag missing "
            f"(the line starts with {sources['en'][7].split()[0]!r})") in str(info)
