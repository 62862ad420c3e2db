"""`-beam_size 0`, `-batch_size 0`, `-n_best 0`: one line naming the key, before any model is
loaded (OpenNMT: a RuntimeError traceback from the beam search, or a misleading warning)."""

from __future__ import annotations

import logging
from argparse import Namespace

import pytest

from onmt_ext.core.checks.translate_options import check_translate_numbers
from onmt_ext.core.errors import OptionError


@pytest.mark.parametrize("key, message", [
    ("beam_size", "-beam_size 0: must be at least 1 (the hypotheses kept per sentence "
                  "(1: greedy search))"),
    ("batch_size", "-batch_size 0: must be at least 1 (sentences (or tokens, with "
                   "-batch_type tokens) translated at once)"),
    ("n_best", "-n_best 0: must be at least 1 (translations written per sentence)"),
])
def test_zero_is_refused_naming_the_key(key, message):
    opt = Namespace(beam_size=4, batch_size=64, n_best=1)
    setattr(opt, key, 0)
    with pytest.raises(OptionError) as info:
        check_translate_numbers(opt)
    assert str(info.value) == message


def test_ones_pass():
    check_translate_numbers(Namespace(beam_size=1, batch_size=1, n_best=1))
    check_translate_numbers(Namespace(beam_size=3, batch_size=1, n_best=3))


def test_more_translations_than_the_beam_keeps_are_refused():
    """OpenNMT's beam search ended in `IndexError: list index out of range` once the first
    batch was translated."""
    with pytest.raises(OptionError) as info:
        check_translate_numbers(Namespace(beam_size=1, batch_size=8, n_best=2))
    assert str(info.value) == (
        "-n_best 2 is more than -beam_size 1: the beam search keeps 1 hypotheses per sentence; "
        "give -n_best 1 or less, or -beam_size 2 or more")


@pytest.mark.parametrize("flags, message", [
    (["-beam_size", "0"], "-beam_size 0: must be at least 1 (the hypotheses kept per sentence "
                          "(1: greedy search))"),
    # OpenNMT validates transforms before loading the model: a traceback, before
    (["-transforms", "mimo_tag"], "-src_prefix is missing: -transforms mimo_tag adds it to "
                                  "every source line; give one of the target-language tags, or "
                                  "start each -src line with its tag and leave -transforms out"),
    (["-n_best", "5", "-beam_size", "2"],
     "-n_best 5 is more than -beam_size 2: the beam search keeps 2 hypotheses per sentence; "
     "give -n_best 2 or less, or -beam_size 5 or more"),
])
def test_translate_command_stops_before_loading_the_model(tmp_path, flags, message):
    from support import error_line

    from onmt_ext import cli

    src = tmp_path / "src.txt"
    src.write_text("a b\n")
    info = error_line(cli.translate,
                      ["-model", str(tmp_path / "absent.pt"), "-src", str(src), *flags])
    assert str(info) == f"onmt_ext_translate: error: {message}"


def test_precision_int8_is_said_to_be_ignored_by_opennmt(tmp_path):
    """OpenNMT-py 3.5.1 takes `-precision int8` and translates in float32 (its loader never
    quantises): a warning before the models are loaded says so; fp32 gets none."""
    from fixtures.checkpoints.make_checkpoints import HERE

    from onmt_ext import preflight
    from onmt_ext.core.checks.translate_options import INT8_IGNORED, precision_warning
    from onmt_ext.core.tools.strict_parsing import parse_strict

    assert precision_warning(Namespace(precision="int8")) == INT8_IGNORED
    assert precision_warning(Namespace(precision="fp32")) is None
    assert precision_warning(Namespace()) is None
    src = tmp_path / "src.txt"
    src.write_text("a b\n")
    argv = ["-model", str(HERE / "mute.pt"), "-src", str(src), "-output",
            str(tmp_path / "out.txt")]
    with_int8 = preflight.before_translation(parse_strict("translate",
                                                          [*argv, "-precision", "int8"]))
    assert with_int8[0] == (logging.WARNING, INT8_IGNORED)  # (level, line) pairs
    assert all(line != INT8_IGNORED for _, line in preflight.before_translation(
        parse_strict("translate", argv)))
