"""Deep-representation aggregation end to end through the commands' functions (in this
process; the family's console-script round trip is tests/core/test_opennmt_commands.py): build
the vocabulary once, then train 6 steps and translate with beam search for each side:

- aggregating encoder (linear combination + diversity) with OpenNMT's transformer decoder;
- OpenNMT's transformer encoder with an aggregating decoder (multi-layer attention, k = 2);
- both sides hierarchical (3 layers: an odd tree) with diversity on both sides.

Every strategy/option is covered in-process by the other tests/aggregate/test_aggregate_*.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from conftest import corpus_with_vocab, in_process, train_tiny

import onmt_ext  # noqa: F401  (allow-lists the checkpoint types)
from onmt_ext import cli

RUNS = {
    "encoder-linear": dict(
        encoder_type="aggregate",
        enc_aggregate_strategy="linear",
        enc_aggregate_diversity=1.0,
        # OpenNMT's uniform init overwrites every parameter; onmt_ext re-applies W_l = I / L
        param_init=0.1,
        param_init_glorot=False,
    ),
    "decoder-multi-layer-attention": dict(
        decoder_type="aggregate",
        dec_aggregate_strategy="multi_layer_attention",
        dec_aggregate_mla_k=2,
        dec_layers=3,
        dec_aggregate_diversity=1.0,
    ),
    "both-hierarchical": dict(
        encoder_type="aggregate",
        decoder_type="aggregate",
        enc_aggregate_strategy="hierarchical",
        dec_aggregate_strategy="hierarchical",
        enc_layers=3,
        dec_layers=3,
        enc_aggregate_diversity=1.0,
        dec_aggregate_diversity=1.0,
    ),
}


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    """The tiny corpus and its vocabulary, built once for the three runs."""
    root = tmp_path_factory.mktemp("aggregate_cli")
    return root, corpus_with_vocab(root)


@pytest.fixture(scope="module", params=list(RUNS))
def trained(request, prepared):
    root, corpus = prepared
    run_dir, log, ckpt = train_tiny(root, corpus, request.param, **RUNS[request.param])
    return request.param, run_dir, corpus, log, ckpt


def test_train_and_translate(trained):
    name, run_dir, corpus, log, ckpt = trained
    assert ckpt.exists()
    keys = RUNS[name]
    for side in ("enc", "dec"):  # each diversity term logged under its own name
        logged = f"diversity_{side}:" in log
        assert logged == (keys.get(f"{side}_aggregate_diversity", 0.0) > 0), (side, log[-2000:])

    checkpoint = torch.load(str(ckpt), map_location="cpu", weights_only=True)
    model, opt = checkpoint["model"], checkpoint["opt"]
    assert opt.encoder_type == keys.get("encoder_type", "transformer")
    assert opt.decoder_type == keys.get("decoder_type", "transformer")
    if name == "encoder-linear":
        # Eq. 5 matrices started at I / L (not OpenNMT's uniform init), moved by 6 steps
        combination = model["encoder.aggregator.combination"]
        assert (combination - torch.eye(32) / 2).abs().max() < 0.05
    if name == "decoder-multi-layer-attention":
        # layer 3 attends to H^1 with its own attention (Eq. 8); layers 1-2 do not
        assert (
            "decoder.transformer_layers.2.lower_attentions.0.attention.linear_keys.weight" in model
        )
        assert not any(k.startswith("decoder.transformer_layers.1.lower_") for k in model)
    if name == "both-hierarchical":
        assert {
            "encoder.aggregator.nodes.1.ff_in.weight",
            "decoder.aggregator.nodes.1.ff_in.weight",
        } <= set(model)

    # beam search: step-by-step decoding, beam tiling and reordering through map_state
    src = run_dir / "src.txt"
    src.write_text("".join(Path(corpus["valid_src"]).read_text().splitlines(True)[:12]))
    out = run_dir / "pred.txt"
    args = ["-model", str(ckpt), "-src", str(src), "-output", str(out), "-beam_size", "4"]
    in_process(cli.translate, *args, "-max_length", "12")
    assert len(out.read_text().splitlines()) == 12
