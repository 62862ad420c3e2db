"""End to end: a tiny multilingual corpus (3 target languages, tags added by the `mimo_tag`
transform per corpus), vocabulary and MIMO training through the commands' functions, in
this process (the family's console-script round trip is tests/core/test_opennmt_commands.py);
then onmt_ext_translate with beam search and
tags: one direction per file through -src_prefix, mixed directions in one file, a clear
error for an untagged source; and the Table 4 similarity tool on the checkpoint."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import torch
from conftest import WORDS, in_process, tiny_config
from support import error_line

import onmt_ext  # noqa: F401
from onmt_ext import cli
from onmt_ext.mimo import similarity as mimo_similarity

LANGUAGES = ["de", "fr", "en"]
# Three "languages" over the same meanings: en = w-words; de = reversed, upper-cased;
# fr = reversed, w -> f. Training: en->de, en->fr, de->en; fr->de etc. are zero-shot.
FORMS = {
    "en": lambda s: s,
    "de": lambda s: [w.upper() for w in reversed(s)],
    "fr": lambda s: ["f" + w[1:] for w in reversed(s)],
}
TRAIN = [("en", "de"), ("en", "fr"), ("de", "en")]


def make_multilingual_corpus(directory: Path, n_train: int = 300, n_valid: int = 20):
    rng = random.Random(0)
    directory.mkdir(parents=True, exist_ok=True)
    paths = {}
    for split, n in (("train", n_train), ("valid", n_valid)):
        sents = [[rng.choice(WORDS) for _ in range(rng.randint(3, 7))] for _ in range(n)]
        for lang, form in FORMS.items():
            path = directory / f"{split}.{lang}"
            path.write_text("".join(" ".join(form(s)) + "\n" for s in sents))
            paths[split, lang] = str(path)
    return paths


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("mimo_cli")
    paths = make_multilingual_corpus(tmp_path / "data")
    data = {
        f"{s}-{t}": {
            "path_src": paths["train", s],
            "path_tgt": paths["train", t],
            "src_prefix": f"<2{t}>",
            "weight": 1,
        }
        for s, t in TRAIN
    }
    data["valid"] = {
        "path_src": paths["valid", "en"],
        "path_tgt": paths["valid", "de"],
        "src_prefix": "<2de>",
    }
    en_de = {f"{split}_{side}": paths[split, lang]
             for split in ("train", "valid") for side, lang in (("src", "en"), ("tgt", "de"))}
    cfg = tiny_config(
        tmp_path,
        en_de,  # its data block is replaced below
        data=data,
        transforms=["mimo_tag"],
        encoder_type="mimo",
        decoder_type="mimo",
        mimo_cardinality=2,
        mimo_languages=LANGUAGES,
        # OpenNMT's uniform init would overwrite v = 0 without onmt_ext's reset hook
        param_init=0.1,
        param_init_glorot=False,
    )
    in_process(cli.build_vocab, "-config", str(cfg), "-n_sample", "-1")
    in_process(cli.train, "-config", str(cfg))
    return tmp_path, paths, tmp_path / "run" / "model_step_6.pt"


def test_train_then_translate_with_tags(trained):
    tmp_path, paths, ckpt = trained
    vocab = (tmp_path / "run" / "vocab.src").read_text()
    assert all(f"<2{t}>\t" in vocab for _, t in TRAIN)  # tags counted from the transform

    checkpoint = torch.load(str(ckpt), map_location="cpu", weights_only=True)
    assert checkpoint["opt"].mimo_languages == LANGUAGES
    logits = {k: v for k, v in checkpoint["model"].items() if k.endswith("task_logits")}
    assert "decoder.output_merge.task_logits" in logits
    assert "decoder.transformer_layers.0.memory_mix.task_logits" in logits
    for name, v in logits.items():
        assert v.shape[0] == 3, name
        assert v.abs().max() < 0.1, name  # started at 0 (not OpenNMT's U(-0.1, 0.1)), 6 steps

    # one direction per file: the tag through the mimo_tag transform, beam search
    out = tmp_path / "en-fr.txt"
    translate = ["-model", str(ckpt), "-max_length", "12"]  # 6 steps: no EOS learnt yet
    cli.translate([*translate, "-src", paths["valid", "en"], "-output", str(out),
                   "-beam_size", "4", "-batch_size", "8",
                   "-transforms", "mimo_tag", "-src_prefix", "<2fr>"])
    assert len(out.read_text().splitlines()) == 20
    assert all(not line.startswith("<2") for line in out.read_text().splitlines())

    # mixed directions in one file (tags already in the text), incl. zero-shot fr->de
    mixed = tmp_path / "mixed.txt"
    sources = open(paths["valid", "en"]).read().splitlines()
    fr = open(paths["valid", "fr"]).read().splitlines()
    lines = [f"<2{LANGUAGES[i % 3]}> {sources[i]}" for i in range(9)] + [f"<2de> {fr[0]}"]
    mixed.write_text("\n".join(lines) + "\n")
    out = tmp_path / "mixed.out"
    cli.translate([*translate, "-src", str(mixed), "-output", str(out), "-beam_size", "3",
                   "-batch_size", "4"])
    assert len(out.read_text().splitlines()) == 10

    # an untagged source: a clear error naming the line, not a silent default
    error = error_line(cli.translate, [*translate, "-src", paths["valid", "en"], "-output",
                       str(tmp_path / "bad.out")])
    assert "line 1: target-language tag missing" in str(error)
    assert "expected one of ['<2de>', '<2fr>', '<2en>']" in str(error)


def test_similarity_tool_on_the_trained_checkpoint(trained, capsys):
    _, _, ckpt = trained
    result = mimo_similarity.main(["-model", str(ckpt)])
    assert set(result) == set(LANGUAGES)
    assert all(len(neighbours) == 2 for neighbours in result.values())
    assert "de: " in capsys.readouterr().out
