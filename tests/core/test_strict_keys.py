"""Strict keys in OpenNMT's own command parsers (onmt_ext.install() patches the
parse_known_args of OpenNMT's parser class) and in onmt_ext.core.checks.parsing."""

from __future__ import annotations

import pytest

from onmt_ext import compat
from onmt_ext.core.checks.parsing import ConfigError, parse_strict, running_as


def opennmt_parser(kind: str):
    """The parser `onmt.bin.<kind>._get_parser()` builds (what `onmt_<kind>` parses with)."""
    import importlib

    return importlib.import_module(f"onmt.bin.{kind}")._get_parser()


def error_of(call) -> str:
    with pytest.raises(ConfigError) as info:
        call()
    return str(info.value.code)


@pytest.mark.parametrize("argv, message", [
    (["-beam", "3"], "unknown option 'beam' (did you mean 'beam_size'?)"),
    (["-beam_sise", "3"], "unknown option 'beam_sise' (did you mean 'beam_size'?)"),
])
def test_onmt_translate_rejects_abbreviated_and_misspelt_flags(monkeypatch, argv, message):
    parser = opennmt_parser("translate")
    monkeypatch.setattr("sys.argv", ["onmt_translate", "-model", "m.pt", "-src", "s", *argv])
    assert error_of(parser.parse_args) == (
        f"onmt_translate: error: {message} (from the command line or the -config file)")


def test_onmt_train_parser_knows_the_extension_and_rejects_prefixes(monkeypatch):
    parser = opennmt_parser("train")
    base = ["onmt_train", "-src_vocab", "v", "-data", "{}"]
    monkeypatch.setattr("sys.argv", [*base, "-encoder_type", "mute", "-mute_units", "3"])
    opt, unknown = parser.parse_known_args()
    assert (opt.encoder_type, opt.mute_units, unknown) == ("mute", 3, [])
    monkeypatch.setattr("sys.argv", [*base, "--mute_unit", "3"])
    assert "unknown option 'mute_unit' (did you mean 'mute_units'?)" in error_of(
        opennmt_parser("train").parse_known_args)


def test_build_vocab_accepts_training_keys_only(monkeypatch):
    base = ["onmt_build_vocab", "-src_vocab", "v", "-data", "{}", "-n_sample", "5",
            "-save_data", "s"]
    monkeypatch.setattr("sys.argv", [*base, "-mute_units", "3", "-train_steps", "9"])
    opt, unknown = opennmt_parser("build_vocab").parse_known_args()
    assert (opt.n_sample, unknown) == (5, [])
    monkeypatch.setattr("sys.argv", [*base, "-mute_unitz", "3"])
    assert error_of(opennmt_parser("build_vocab").parse_known_args).startswith(
        "onmt_build_vocab: error: unknown option 'mute_unitz' (did you mean 'mute_units'?)")


def test_explicit_argument_lists_and_other_parsers_keep_opennmt_s_parsing():
    """`ArgumentParser.defaults`, the translation server and OpenNMT's tests pass argument
    lists: OpenNMT's behaviour (unknown keys returned, prefixes accepted) stays."""
    opt, unknown = opennmt_parser("train").parse_known_args(
        ["-src_vocab", "v", "-data", "{}", "-mute_unit", "3", "-whatever", "1"])
    assert opt.mute_units == 3 and unknown == ["-whatever", "1"]
    parser = compat.ArgumentParser(description="my tool")
    parser.add_argument("-beam_size", type=int)
    assert parser.parse_known_args(["-beam", "4"])[0].beam_size == 4


def test_errors_name_the_running_command():
    assert error_of(lambda: parse_strict("translate", ["-beem", "1"])).startswith(
        "onmt_translate: error: unknown option 'beem'")
    with running_as("onmt_ext_translate"):
        assert error_of(lambda: parse_strict("translate", ["-beem", "1"])).startswith(
            "onmt_ext_translate: error: unknown option 'beem'")
