"""MIMO tools: language similarity of the task-aware probabilities (paper Table 4), and the
OPUS-100 data block of the paper-scale recipe (composed with the recipe, it validates)."""

from __future__ import annotations

import math
from argparse import Namespace
from pathlib import Path

import pytest
import torch
import yaml

import onmt_ext  # noqa: F401
from onmt_ext import cli, registry
from onmt_ext.mimo import data as mimo_data
from onmt_ext.mimo import similarity as mimo_similarity

RECIPES = Path(__file__).resolve().parents[2] / "recipes" / "mimo"


def test_similarity_ranks_languages_by_cosine_of_flattened_probabilities(tmp_path, capsys):
    languages = ["de", "nl", "fr", "es"]
    g = torch.Generator().manual_seed(0)
    germanic, romance = torch.randn(2, 4, 4, generator=g) * 3
    noise = torch.randn(2, 4, 4, 4, generator=g) * 0.3  # (layer, language, 4, 4)
    # v per language: de ~ nl, fr ~ es; the noise (not a constant shift, which the softmax
    # takes away) breaks every tie, so the ranking is defined
    layer0 = torch.stack([germanic, germanic, romance, romance]) + noise[0]
    layer1 = torch.stack([romance, romance, germanic, germanic]) + noise[1]
    state = {
        "encoder.transformer.1.attn_mix.task_logits": layer0,
        "decoder.output_merge.task_logits": layer1[:, :1],
        "decoder.transformer_layers.0.ffn_mix.weight": torch.zeros(4, 4),  # ignored
    }
    path = tmp_path / "model.pt"
    torch.save({"model": state, "opt": Namespace(mimo_languages=languages)}, path)
    argv = ["-model", str(path), "-top", "2", "-json", str(tmp_path / "s.json")]
    result = mimo_similarity.main(argv)
    # computed here without the tool: per language, the softmax of each task_logits row
    # over its last axis, the two blocks side by side (names in sorted order), then the
    # cosine to every other language, in plain Python
    vectors = {}
    for i, lang in enumerate(languages):
        vector = []
        for logits in (layer1[:, :1], layer0):  # "decoder..." sorts before "encoder..."
            for row in logits[i].reshape(-1, logits.size(-1)).tolist():
                exps = [math.exp(x - max(row)) for x in row]
                vector += [e / sum(exps) for e in exps]
        vectors[lang] = vector

    def cosine(a, b):
        dot = sum(x * y for x, y in zip(vectors[a], vectors[b], strict=True))
        return dot / math.sqrt(sum(x * x for x in vectors[a]) * sum(y * y for y in vectors[b]))

    for lang in languages:
        expected = sorted(((other, cosine(lang, other)) for other in languages
                           if other != lang), key=lambda pair: -pair[1])[:2]
        assert [other for other, _ in result[lang]] == [other for other, _ in expected]
        assert [score for _, score in result[lang]] == pytest.approx(
            [score for _, score in expected], abs=1e-5)
    assert result["de"][0][0] == "nl" and result["fr"][0][0] == "es"  # as built
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "# task-aware attention: 20 probabilities per language"
    assert out.splitlines()[1].startswith("de: nl (")
    # a checkpoint without per-language weights is a clear error
    torch.save({"model": {}, "opt": Namespace(mimo_languages=languages)}, path)
    with pytest.raises(SystemExit):
        mimo_similarity.main(["-model", str(path)])
    assert "mimo_task_attention: task" in capsys.readouterr().err


def _fake_opus(root: Path) -> None:
    sizes = {"de-en": 40, "en-fr": 10, "en-gd": 2}
    for pair, n in sizes.items():
        a, b = pair.split("-")
        directory = root / "supervised" / pair
        directory.mkdir(parents=True)
        for split, lines in (("train", n), ("dev", 3)):
            for lang in (a, b):
                text = "".join(f"{lang} {i}\n" for i in range(lines))
                (directory / f"opus.{pair}-{split}.{lang}").write_text(text)


def test_opus100_data_block_composes_with_the_paper_scale_recipe(tmp_path):
    _fake_opus(tmp_path / "opus")
    out = tmp_path / "data.yaml"
    result = mimo_data.main(["-root", str(tmp_path / "opus"), "-o", str(out),
                             "-temperature", "5", "-holdout", "gd-en"])
    data = result["data"]
    assert set(data) == {"de-en", "en-de", "en-fr", "fr-en", "en-gd", "valid"}
    assert result["mimo_languages"] == ["de", "en", "fr", "gd"]
    assert data["en-de"]["src_prefix"] == "<2de>" and data["de-en"]["src_prefix"] == "<2en>"
    assert data["en-de"]["path_src"].endswith("supervised/de-en/opus.de-en-train.en")
    # temperature sampling: (n_i / N)^(1/5), smallest weight 10
    assert data["en-gd"]["weight"] == 10
    assert data["en-de"]["weight"] == round(10 * (40 / 2) ** 0.2)
    assert data["valid"]["path_tgt"].endswith("opus.de-en-dev.de")

    path = tmp_path / "mimo-paper.yaml"
    mimo_data.main(["-root", str(tmp_path / "opus"), "-o", str(path), "-holdout", "gd-en",
                    "-recipe", str(RECIPES / "mimo.yaml"),
                    "-overrides", str(RECIPES / "scale-paper.yaml")])
    config = yaml.safe_load(path.read_text())
    assert config["data"] == data and config["encoder_type"] == "mimo"
    opt = cli.parse_strict("train", ["-config", str(path)])
    registry.validate(opt)  # every corpus tagged with a language of mimo_languages
    assert (opt.hidden_size, opt.enc_layers, opt.mimo_cardinality, opt.world_size) == (
        512, 6, 4, 4)
    assert opt.save_model == "work/opus100/mimo/model"
