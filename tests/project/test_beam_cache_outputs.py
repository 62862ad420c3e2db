"""Beam search with onmt_ext's cache reordering (onmt_ext.core.model.beam_cache, its seam
record on `TransformerDecoderBase.map_state`) gives byte-identical results to OpenNMT's own
`map_state`: every hypothesis of the n-best list and its score, for the plain Transformer
and each family's model as the bench builds it (random weights, d 128, beam 4).

The target's end-of-sentence bias is raised until some sentences end within the first
steps and others run to the maximum length: the batch shrinks (OpenNMT's own reorder) and
the other sentences' beams are reordered within themselves (the kept context caches)."""

from __future__ import annotations

import io
import sys
import tempfile
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import onmt_calls  # noqa: E402
import translate_rows  # noqa: E402
import worker  # noqa: E402

from onmt_ext import registry, seam  # noqa: E402
from onmt_ext.core.model import beam_cache  # noqa: E402

TARGET = "onmt.decoders.transformer:TransformerDecoderBase.map_state"
MAX_LEN = 12
EOS_BIASES = (0.25, 0.5, 0.75, 1.0, 1.5)


def configs():
    import onmt_ext

    onmt_ext.install()
    return translate_rows.model_configs(set(registry.model_names()), quick=False)


def translate(trainee, settings, lines):
    """(scores, n-best hypotheses) of OpenNMT's beam search over `lines`."""
    options = worker.translate_options(settings, 4)
    at = options.index("-min_length")
    del options[at:at + 2]  # natural lengths: sentences end when their beams do
    options += ["-n_best", "4"]
    from onmt_ext.cli import parse_strict

    opt = parse_strict("translate", options)
    opt.gpu = -1
    translator, cls = onmt_calls.build_translator(trainee.model, trainee.vocabs, opt,
                                                  trainee.opt, out_file=io.StringIO())
    batches = onmt_calls.inference_batches(opt, cls, trainee.vocabs, lines, -1)
    scores, preds = translator._translate(batches, batches.transforms)
    return [[float(s) for s in row] for row in scores], preds


@pytest.fixture(scope="module")
def settings():
    out = translate_rows.size_settings("d128", True, 1)
    out.update(translate_len=MAX_LEN, translate_batch=16)
    return out


@pytest.mark.parametrize("config", configs(), ids=lambda c: c["name"])
def test_translations_and_scores_are_byte_identical(config, settings, monkeypatch):
    from onmt.decoders.transformer import TransformerDecoderBase

    import onmt_ext

    onmt_ext.install()
    torch.set_num_threads(1)
    sentences = worker.random_sentences(16, 11, 3, 15)
    if config.get("tagged", config.get("family") == "mimo"):
        sentences = [[worker.MIMO_TAG, *s] for s in sentences]
    lines = [" ".join(s) for s in sentences]
    with tempfile.TemporaryDirectory() as workdir:
        trainee = worker.Trainee(config, settings, workdir, torch.device("cpu"))
        trainee.model.eval()
        bias = trainee.model.generator.bias
        eos = trainee.vocabs["tgt"].lookup_token("</s>")
        start_bias = float(bias[eos].detach())
        for raise_by in EOS_BIASES:
            with torch.no_grad():
                bias[eos] = start_bias + raise_by
            with monkeypatch.context() as plain:  # OpenNMT's own map_state
                plain.setattr(TransformerDecoderBase, "map_state", seam.original(TARGET))
                want = translate(trainee, settings, lines)
            lengths = [len(p[0].split()) for p in want[1]]
            if min(lengths) < MAX_LEN // 2 and max(lengths) == MAX_LEN:
                break
        else:
            pytest.fail(f"no end-of-sentence bias in {EOS_BIASES} gave both short and "
                        f"full-length outputs: {lengths}")
        kept = beam_cache.CACHE_REORDER.kept
        got = translate(trainee, settings, lines)
    assert got[1] == want[1]
    assert got[0] == want[0]
    assert beam_cache.CACHE_REORDER.kept > kept, "no cache was kept: the path is untested"
