"""`-compile_decoder` (onmt_ext.core.tools.decoder_compile): declared on OpenNMT's translate
parsers, off by default, and when given, the translator's decoder forward is replaced by
torch.compile's (torch.compile itself recorded here: compiling takes minutes; its speed and
outputs are measured by bench/speedups.py)."""

from __future__ import annotations

import logging

import pytest
import torch

from onmt_ext import compat
from onmt_ext.core.tools import decoder_compile
from onmt_ext.seam import wrappers


class Translator:
    def __init__(self):
        self.model = torch.nn.Module()
        self.model.decoder = torch.nn.Linear(2, 2)


@pytest.fixture
def compiled(monkeypatch):
    calls = []

    def fake_compile(function, dynamic=None):
        calls.append((function, dynamic))
        return "compiled"

    monkeypatch.setattr(decoder_compile.torch, "compile", fake_compile)
    return calls


def test_the_option_is_off_unless_given():
    opt = compat.extension_parser("translate").parse_known_args(["-model", "m", "-src", "s"])[0]
    assert opt.compile_decoder is False
    opt = compat.extension_parser("translate").parse_known_args(
        ["-model", "m", "-src", "s", "-compile_decoder"])[0]
    assert opt.compile_decoder is True


@pytest.mark.parametrize("asked", [False, True])
def test_build_translator_compiles_the_decoder_only_when_asked(asked, compiled, caplog):
    built = Translator()
    plain_forward = built.model.decoder.forward

    def build_translator(opt, device_id=0, **kwargs):
        assert (opt.compile_decoder, device_id, kwargs) == (asked, 3, {"report_score": True})
        return built

    opt = type("Opt", (), {"compile_decoder": asked})()
    with caplog.at_level(logging.INFO, logger=compat.logger.name):
        got = wrappers.compile_decoder_when_asked(build_translator)(opt, 3, report_score=True)
    assert got is built
    if asked:
        assert compiled == [(plain_forward, True)]
        assert built.model.decoder.forward == "compiled"
        assert decoder_compile.LINE in caplog.text
    else:
        assert compiled == [] and built.model.decoder.forward == plain_forward
        assert decoder_compile.LINE not in caplog.text
