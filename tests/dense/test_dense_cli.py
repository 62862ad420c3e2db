"""End to end through the commands' functions (in this process; the family's console-script
round trip is tests/core/test_opennmt_commands.py): train a DenseNMT model and translate with
beam 4.

Two round trips: DenseNMT-1 with summary layers and small embeddings (everything the dense
decoder does under OpenNMT's beam search), and a dense encoder with OpenNMT's decoder."""

from __future__ import annotations

import pytest
import torch
from conftest import in_process, make_tiny_corpus, tiny_config

import onmt_ext  # noqa: F401  (allow-lists the checkpoint types for weights_only loading)
from onmt_ext import cli

CASES = {
    "densenmt1-summary-small-emb": {
        "encoder_type": "dense",
        "decoder_type": "dense",
        "dense_attention": "dense1",
        "enc_layers": 3,
        "dense_sumlen": 2,  # a summary layer after layers 1 and 2 (Section 3.3)
        "dense_growth_rate": 16,
        "word_vec_size": 16,  # Section 5.3: e = 16 projected up to d0 = 32 ...
        "hidden_size": 16,  # ... and the generator reads width e
        "dense_embedding_width": 32,
    },
    "dense-enc-transformer-dec": {
        "encoder_type": "dense",
        "decoder_type": "transformer",
        "dense_growth_rate": 16,
    },
}


@pytest.fixture(scope="module")
def corpus_and_vocab(tmp_path_factory):
    """One corpus and vocabulary shared by both round trips."""
    tmp_path = tmp_path_factory.mktemp("dense_vocab")
    corpus = make_tiny_corpus(tmp_path / "data", n_train=200, n_valid=20)
    cfg = tiny_config(tmp_path, corpus)
    in_process(cli.build_vocab, "-config", str(cfg), "-n_sample", "-1")
    vocab = {"src_vocab": str(tmp_path / "run" / "vocab.src"),
             "tgt_vocab": str(tmp_path / "run" / "vocab.tgt")}
    return corpus, vocab


@pytest.mark.parametrize("case", list(CASES))
def test_train_and_beam_translate(case, tmp_path, corpus_and_vocab):
    corpus, vocab = corpus_and_vocab
    cfg = tiny_config(tmp_path, corpus, **vocab, **CASES[case])
    in_process(cli.train, "-config", str(cfg))
    ckpt = tmp_path / "run" / "model_step_6.pt"
    assert ckpt.exists()
    checkpoint = torch.load(str(ckpt), map_location="cpu", weights_only=True)
    for key, value in CASES[case].items():
        assert getattr(checkpoint["opt"], key) == value
    if case.startswith("densenmt1"):
        assert checkpoint["generator"]["weight"].shape[1] == 16
        assert any(k.startswith("encoder.summary_layers.1.") for k in checkpoint["model"])
    out = tmp_path / "pred.txt"
    in_process(cli.translate, "-model", str(ckpt), "-src", corpus["valid_src"],
               "-output", str(out), "-beam_size", "4", "-max_length", "12")
    hyps = out.read_text().splitlines()
    assert len(hyps) == 20
