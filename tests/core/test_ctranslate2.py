"""CTranslate2 (the optional `bench` extra, docs/serving.md): its converter refuses the
families' checkpoints, and `onmt_release_model --format ctranslate2` converts a plain
Transformer trained here, whose CTranslate2 translations are onmt_translate's.

`ct2-opennmt-py-converter` (ctranslate2 4.x) converts OpenNMT-py's `transformer` only. It
never imports onmt, so nothing of onmt_ext runs in it: it loads the checkpoint with torch's
`weights_only` and, without its `--unsafe_deserialization` flag, stops at the option
Namespace before it looks at the architecture. With the flag it reaches its architecture
check and refuses every family (MUTE, aggregation, DenseNMT, MIMO) with the reason below.
`onmt_release_model --format ctranslate2` imports onmt, so onmt_ext (loaded by the import
hook) allow-lists the Namespace and the converter it calls reaches the same refusal.

The refusals of the four families are checked in this process (the converter's and
`onmt_release_model`'s `main`, onmt_ext installed as the hook would); the converter without
the flag runs as its console script (it must not import onmt), and `onmt_release_model`
runs as a console script in tests/core/test_opennmt_commands.py.

A plain Transformer trained with OpenNMT-py 3.5.1's defaults (`self_attn_type:
scaled-dot-flash`) passes the converter's option check through onmt_ext's seam record (the
same attention; onmt_ext.seam.wrappers.accept_flash_attention), also unit-tested here. Every
test is skipped, with the reason, where ctranslate2 is not installed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest
from conftest import make_tiny_corpus, run_cli, tiny_config
from fixtures.checkpoints.make_checkpoints import FAMILIES, HERE

pytest.importorskip("ctranslate2", reason="ctranslate2 is not installed (the optional "
                    "`bench` extra: pip install -e '.[bench]')")

REFUSED = "ValueError: The model you are trying to convert is not supported by CTranslate2."
ARCHITECTURE = ("- Options --encoder_type and --decoder_type must be 'transformer' or "
                "'transformer_lm")  # sic: the converter's message lacks the closing quote
REPO = Path(__file__).resolve().parents[2]
NAMESPACE = "Unsupported global: GLOBAL argparse.Namespace"


def refusal(monkeypatch, main, *argv: str) -> list[str]:
    """`main` (a console script's function reading sys.argv) in this process: the lines of
    the ValueError it raises, as its console script would print them."""
    monkeypatch.setattr(sys, "argv", ["console-script", *argv])
    with pytest.raises(ValueError) as info:
        main()
    return f"ValueError: {info.value}".splitlines()


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_converter_refuses_the_architecture(family, tmp_path, monkeypatch):
    from ctranslate2.converters.opennmt_py import main

    out = tmp_path / "ct2"
    lines = refusal(monkeypatch, main, "--model_path", str(HERE / f"{family}.pt"),
                    "--output_dir", str(out), "--unsafe_deserialization")
    assert lines[0].startswith(REFUSED)
    assert ARCHITECTURE in lines
    assert not out.exists()


@pytest.mark.cli
def test_converter_without_the_flag_stops_at_the_option_namespace(tmp_path):
    out = tmp_path / "ct2"
    proc = run_cli("ct2-opennmt-py-converter", "--model_path", str(HERE / "mute.pt"),
                   "--output_dir", str(out), check=False)
    assert proc.returncode == 1
    assert NAMESPACE in proc.stderr
    assert REFUSED not in proc.stderr
    assert not out.exists()


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_release_model_refuses_the_architecture(family, tmp_path, monkeypatch):
    from onmt.bin.release_model import main

    out = tmp_path / "ct2"
    lines = refusal(monkeypatch, main, "-m", str(HERE / f"{family}.pt"), "-o", str(out),
                    "--format", "ctranslate2")
    assert lines[0].startswith(REFUSED)
    assert ARCHITECTURE in lines
    assert not any(NAMESPACE in line for line in lines)
    assert not out.exists()


def test_the_converter_s_option_check_takes_flash_attention_as_scaled_dot():
    """With onmt_ext installed (tests/conftest.py), CTranslate2's check accepts OpenNMT's
    default `scaled-dot-flash` and still refuses what it cannot run (`average`), and the
    checkpoint's own options are left as they were."""
    from ctranslate2.converters import opennmt_py

    import onmt_ext
    from onmt_ext import seam

    opt = argparse.Namespace(encoder_type="transformer", decoder_type="transformer",
                             self_attn_type="scaled-dot-flash", max_relative_positions=8,
                             position_encoding=False)
    onmt_ext.install()  # applies the record waiting for the module imported just above
    assert opennmt_py.check_opt.__module__ == "onmt_ext.seam.wrappers"
    opennmt_py.check_opt(opt, num_source_embeddings=1)
    assert opt.self_attn_type == "scaled-dot-flash"
    opt.self_attn_type = "average"
    with pytest.raises(ValueError, match="Option --self_attn_type average is not supported"):
        opennmt_py.check_opt(opt, num_source_embeddings=1)
    original = seam.original("ctranslate2.converters.opennmt_py:check_opt")
    opt.self_attn_type = "scaled-dot-flash"
    with pytest.raises(ValueError, match="scaled-dot-flash is not supported"):
        original(opt, num_source_embeddings=1)  # what plain CTranslate2 says


def ct2_translate(model_dir: Path, lines: list[str], compute_type: str, beam: int,
                  max_length: int) -> list[str]:
    """CTranslate2's translations of `lines` (whitespace tokens), one thread."""
    import ctranslate2

    translator = ctranslate2.Translator(str(model_dir), device="cpu",
                                        compute_type=compute_type, intra_threads=1)
    results = translator.translate_batch([line.split() for line in lines], beam_size=beam,
                                         max_decoding_length=max_length)
    return [" ".join(result.hypotheses[0]) for result in results]


@pytest.mark.cli
def test_release_model_converts_a_plain_transformer_that_translates_the_same(tmp_path):
    """A plain Transformer (relative positions, OpenNMT's default scaled-dot-flash), trained
    by `onmt_train` for 200 steps on the tiny reversal corpus, converted by
    `onmt_release_model --format ctranslate2` without unsafe loading: CTranslate2 float32
    greedy gives onmt_translate's greedy lines, every one (same weights, same argmax at
    each step; the float32 sums differ only in their order). What was measured beside it:
    after 60 steps, in a loop repeating one word where EOS and that word are nearly tied,
    1 line of 20 ended 4 words apart; at beam 4, 13 of 20 lines are identical (with relative
    positions the two compute slightly different log-probabilities: the test below), so
    greedy is what is compared.
    int8 converts too (`-q int8`) and translates every line."""
    corpus = make_tiny_corpus(tmp_path / "data", n_train=400, n_valid=20)
    config = tiny_config(tmp_path, corpus, train_steps=200, save_checkpoint_steps=200,
                         valid_steps=1000)
    run_cli("onmt_build_vocab", "-config", str(config), "-n_sample", "-1")
    run_cli("onmt_train", "-config", str(config))
    checkpoint = tmp_path / "run" / "model_step_200.pt"
    import torch

    assert torch.load(checkpoint, map_location="cpu", weights_only=True)[
        "opt"].self_attn_type == "scaled-dot-flash"  # OpenNMT's default, as trained here

    released = tmp_path / "ct2"
    run_cli("onmt_release_model", "-m", str(checkpoint), "-o", str(released),
            "--format", "ctranslate2")
    assert (released / "model.bin").is_file()
    quantised = tmp_path / "ct2_int8"
    run_cli("onmt_release_model", "-m", str(checkpoint), "-o", str(quantised),
            "--format", "ctranslate2", "-q", "int8")

    source = Path(corpus["valid_src"]).read_text().splitlines()
    out = tmp_path / "pred.txt"
    max_length = 20  # > every target (at most 8 words): the lines end by EOS, not the cap
    run_cli("onmt_translate", "-model", str(checkpoint), "-src", corpus["valid_src"],
            "-output", str(out), "-beam_size", "1", "-max_length", str(max_length))
    onmt_lines = out.read_text().splitlines()
    ct2_lines = ct2_translate(released, source, "float32", 1, max_length)
    assert len(onmt_lines) == len(source) == 20
    assert any(line for line in onmt_lines)  # it learnt to say something
    assert ct2_lines == onmt_lines
    int8_lines = ct2_translate(quantised, source, "int8", 1, max_length)
    assert len(int8_lines) == len(source)


def _bench_transformer(workdir: str, positions: list[str]):
    """The bench's plain Transformer (d 128, random weights, 8k vocabulary) with
    `positions` over its options, converted to CTranslate2 float32: (trainee, model dir,
    the bench's 30 source lines)."""
    sys.path.insert(0, str(REPO / "bench"))
    import profile_translate
    import torch
    import translate_rows
    import worker

    settings = translate_rows.size_settings("d128", False, 1)
    settings.update(translate_len=12)
    config = profile_translate.transformer_config()
    config["args"] += positions
    trainee = worker.Trainee(config, settings, workdir, torch.device("cpu"))
    lines = [" ".join(s) for s in worker.random_sentences(
        settings["translate_batch"], 7, settings["min_len"], settings["max_len"])]
    return trainee, translate_rows._convert(trainee, workdir, None), lines, settings


def first_token_gap(trainee, model_dir, lines) -> float:
    """The largest difference between OpenNMT's and CTranslate2's log-probability of each
    line's first target word (OpenNMT teacher-forced, CTranslate2 `score_batch`)."""
    import ctranslate2
    import torch

    scorer = ctranslate2.Translator(model_dir, device="cpu", intra_threads=1)
    model = trainee.model.eval()
    src_vocab, tgt_vocab = trainee.vocabs["src"], trainee.vocabs["tgt"]
    word = "w1"
    gaps = []
    for line in lines:
        src = torch.tensor([src_vocab.lookup_token(t) for t in line.split()]).view(1, -1, 1)
        tgt = torch.tensor([tgt_vocab.lookup_token(t) for t in ("<s>", word, "</s>")])
        with torch.no_grad():
            out, _ = model(src, tgt.view(1, -1, 1), torch.tensor([src.size(1)]))
            onmt = torch.log_softmax(model.generator(out), -1)[0, 0, tgt[1]].item()
        (scored,) = scorer.score_batch([line.split()], [[word]])
        gaps.append(abs(onmt - scored.log_probs[0]))
    return max(gaps)


@pytest.mark.parametrize("positions", ["absolute", "relative"])
def test_ctranslate2_computes_opennmt_s_transformer_except_with_relative_positions(
        positions, tmp_path):
    """What docs/serving.md says of a converted Transformer: with absolute positions
    (`position_encoding`), CTranslate2's beam-4 translations are onmt_translate's on every
    line and the log-probabilities agree to float32 rounding; with relative positions
    (`max_relative_positions 16`, the bench's and the recipes' Transformer) they differ
    from the first target word on (measured: about 2e-3 on a random model, whose
    distributions are near-uniform), so lines differ where candidates are close."""
    import onmt_ext

    onmt_ext.install()
    extra = (["-max_relative_positions", "0", "-position_encoding"]
             if positions == "absolute" else [])
    trainee, model_dir, lines, settings = _bench_transformer(str(tmp_path), extra)
    gap = first_token_gap(trainee, model_dir, lines)
    if positions == "relative":
        assert gap > 1e-4
        return
    assert gap < 1e-5
    (run,) = trainee.translator(settings, beams=(4,))
    run()
    assert ct2_translate(Path(model_dir), lines, "float32", 4, 12) == trainee.last_output
