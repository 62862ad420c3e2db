"""MUTE layers inside the stack families end to end through the commands' functions, in
this process (each family's console-script round trip is tests/core/
test_opennmt_commands.py), one round trip per combination: build the vocabulary once, then
for every aggregation strategy and for DenseNMT's encoder train 6 steps with 4 biased units
and the sequential dependency (`enc_layer_type: mute`), load the checkpoint with
`weights_only`, check what it holds and what the trainer logged, and translate with beam
search."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from conftest import corpus_with_vocab, in_process, train_tiny

import onmt_ext  # noqa: F401  (allow-lists the checkpoint types)
from onmt_ext import cli

MUTE = dict(
    enc_layer_type="mute",
    mute_units=4,
    mute_noise=["identity", "swap", "disorder", "mask"],
    mute_noise_prob=0.85,
    mute_sequential=True,
    mute_autoshuffle_init="perturbed",
    normalization="tokens",
)
RUNS = {
    "aggregate-dense": dict(encoder_type="aggregate", enc_aggregate_strategy="dense"),
    "aggregate-linear": dict(encoder_type="aggregate", enc_aggregate_strategy="linear"),
    "aggregate-iterative": dict(encoder_type="aggregate", enc_aggregate_strategy="iterative"),
    "aggregate-hierarchical": dict(
        encoder_type="aggregate", enc_aggregate_strategy="hierarchical", enc_layers=3
    ),
    "aggregate-mla-k2": dict(
        encoder_type="aggregate",
        enc_aggregate_strategy="multi_layer_attention",
        enc_aggregate_mla_k=2,
        enc_layers=3,
    ),
    "dense-encoder": dict(encoder_type="dense", dense_growth_rate=16),
    # the encoder hands its layer states to DenseAtt (dense attention 2) at translation too
    "dense-denseatt": dict(encoder_type="dense", decoder_type="dense", dense_growth_rate=16,
                           dense_attention="dense2"),
}


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    root = tmp_path_factory.mktemp("composition_cli")
    return root, corpus_with_vocab(root)


@pytest.mark.parametrize("name", list(RUNS))
def test_train_load_and_translate(name, prepared):
    root, corpus = prepared
    run_dir, log, ckpt = train_tiny(root, corpus, name, **MUTE, **RUNS[name])
    assert "lipschitz:" in log  # Eq. 19-20 logged from the stack

    checkpoint = torch.load(str(ckpt), map_location="cpu", weights_only=True)
    model, opt = checkpoint["model"], checkpoint["opt"]
    assert (opt.encoder_type, opt.enc_layer_type) == (RUNS[name]["encoder_type"], "mute")
    matrices = [k for k in model if k.endswith("autoshuffle.permutation")]
    layers = RUNS[name].get("enc_layers", 2)
    assert len(matrices) == layers
    for key in matrices:  # normalised after every step (Eq. 17-18)
        torch.testing.assert_close(model[key].float().sum(1), torch.ones(4))
    if name == "aggregate-mla-k2":  # layer 3 reads H^1 through Eq. 8, shared by its units
        assert "encoder.transformer.2.context_transform.lower_attentions.0.attention" \
               ".linear_keys.weight" in model
    records = [json.loads(line) for line in (run_dir / "run" / "model_metrics.jsonl").open()]
    alpha = [r for r in records if r["kind"] == "train"][-1]["diagnostics"]["alpha"]
    assert [len(a) for a in alpha] == [4] * layers

    src = run_dir / "src.txt"
    src.write_text("".join(Path(corpus["valid_src"]).read_text().splitlines(True)[:8]))
    out = run_dir / "pred.txt"
    in_process(cli.translate, "-model", str(ckpt), "-src", str(src), "-output", str(out),
               "-beam_size", "3", "-max_length", "12")
    assert len(out.read_text().splitlines()) == 8
