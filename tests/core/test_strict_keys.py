"""Strict keys in OpenNMT's own command parsers (onmt_ext.install() patches the
parse_known_args of OpenNMT's parser class) and in onmt_ext.core.tools.strict_parsing."""

from __future__ import annotations

import pytest

from onmt_ext import compat
from onmt_ext.core.tools.strict_parsing import ConfigError, parse_strict


def opennmt_parser(kind: str):
    """The parser `onmt.bin.<kind>._get_parser()` builds (what `onmt_<kind>` parses with)."""
    import importlib

    return importlib.import_module(f"onmt.bin.{kind}")._get_parser()


def error_of(call) -> str:
    """The message of the ConfigError `call` raises: an exception a program can catch, not
    an exit (the command's boundary prints it as `<command>: error: <message>`)."""
    with pytest.raises(ConfigError) as info:
        call()
    assert not isinstance(info.value, SystemExit)
    return str(info.value)


@pytest.mark.parametrize("argv, message", [
    (["-beam", "3"], "unknown option 'beam' (did you mean 'beam_size'?)"),
    (["-beam_sise", "3"], "unknown option 'beam_sise' (did you mean 'beam_size'?)"),
])
def test_onmt_translate_rejects_abbreviated_and_misspelt_flags(monkeypatch, argv, message):
    parser = opennmt_parser("translate")
    monkeypatch.setattr("sys.argv", ["onmt_translate", "-model", "m.pt", "-src", "s", *argv])
    assert error_of(parser.parse_args) == (
        f"{message} (from the command line or the -config file)")


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
        "unknown option 'mute_unitz' (did you mean 'mute_units'?)")


def test_explicit_argument_lists_and_other_parsers_keep_opennmt_s_parsing():
    """`ArgumentParser.defaults`, the translation server and OpenNMT's tests pass argument
    lists: OpenNMT's behaviour (unknown keys returned, prefixes accepted) stays."""
    opt, unknown = opennmt_parser("train").parse_known_args(
        ["-src_vocab", "v", "-data", "{}", "-mute_unit", "3", "-whatever", "1"])
    assert opt.mute_units == 3 and unknown == ["-whatever", "1"]
    parser = compat.ArgumentParser(description="my tool")
    parser.add_argument("-beam_size", type=int)
    assert parser.parse_known_args(["-beam", "4"])[0].beam_size == 4


def test_errors_name_the_running_command(monkeypatch):
    """The library raises; each command's boundary names the command that runs."""
    from support import error_line

    from onmt_ext import cli

    assert error_of(lambda: parse_strict("translate", ["-beem", "1"])).startswith(
        "unknown option 'beem'")
    assert error_line(cli.translate, ["-beem", "1"]).startswith(
        "onmt_ext_translate: error: unknown option 'beem'")
    monkeypatch.setattr("sys.argv", ["onmt_translate", "-beem", "1"])
    assert error_line_of_main(opennmt_main("translate")).startswith(
        "onmt_translate: error: unknown option 'beem'")


def opennmt_main(kind: str):
    """`onmt.bin.<kind>.main` as onmt_ext.install() leaves it: behind the error boundary."""
    import importlib

    import onmt_ext

    module = importlib.import_module(f"onmt.bin.{kind}")
    onmt_ext.install()  # applies the records waiting for this module's import
    return module.main


def error_line_of_main(main) -> str:
    import contextlib
    import io

    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), pytest.raises(SystemExit) as info:
        main()
    assert info.value.code == 2 and "Traceback" not in stderr.getvalue()
    return stderr.getvalue().strip()


@pytest.mark.parametrize("flag, replacement", [("-int8", "-precision int8"),
                                               ("--fp32", "-precision fp32")])
def test_deprecated_precision_flags_are_one_line_naming_the_replacement(
        monkeypatch, flag, replacement):
    """OpenNMT's DeprecateAction raises argparse.ArgumentTypeError, which argparse does not
    turn into a usage error: `onmt_translate -int8` ended in that traceback."""
    expected = (f"{flag} is no longer accepted by OpenNMT-py 3.5.1: write {replacement} "
                "instead (from the command line or the -config file)")
    argv = ["-model", "m.pt", "-src", "s", flag]
    assert error_of(lambda: parse_strict("translate", argv)) == expected
    monkeypatch.setattr("sys.argv", ["onmt_translate", *argv])
    assert error_line_of_main(opennmt_main("translate")) == f"onmt_translate: error: {expected}"


def test_other_argument_type_errors_keep_their_message():
    import argparse

    from onmt_ext.core.tools.strict_parsing import deprecated_flag_error

    assert str(deprecated_flag_error(argparse.ArgumentTypeError(
        "Flag '-gpuid' is deprecated. Use -gpu_ranks instead"))) == (
        "-gpuid is no longer accepted by OpenNMT-py 3.5.1: Use -gpu_ranks instead (from the "
        "command line or the -config file)")
    assert str(deprecated_flag_error(argparse.ArgumentTypeError("bad value"))) == "bad value"


# ------------------------------------------------------------------ bad values: one line
@pytest.mark.parametrize("kind, argv, message", [
    ("train", ["-dense_attention", "dense3"],
     "-dense_attention 'dense3': not one of its values (choose from 'standard', 'dense1', "
     "'dense2'); did you mean 'dense2'?"),
    ("train", ["-optim", "adamm"],  # OpenNMT's own choices
     "-optim 'adamm': not one of its values (choose from 'sgd', 'adagrad', 'adadelta', "
     "'adam', 'sparseadam', 'adafactor', 'fusedadam', 'adamw8bit', 'pagedadamw8bit', "
     "'pagedadamw32bit'); did you mean 'adam'?"),
    ("train", ["-dense_growth_rate", "abc"],
     "-dense_growth_rate: invalid int value: 'abc' (from the command line or the -config "
     "file)"),
    ("translate", ["-model", "m.pt", "-src", "s", "-beam_size"],
     "-beam_size: expected one argument (from the command line or the -config file)"),
    ("translate", ["-model", "m.pt", "-src", "s", "-int8"],
     "-int8 is no longer accepted by OpenNMT-py 3.5.1: write -precision int8 instead (from "
     "the command line or the -config file)"),
    ("translate", ["-model", "m.pt", "-src", "s", "-fp32"],
     "-fp32 is no longer accepted by OpenNMT-py 3.5.1: write -precision fp32 instead (from "
     "the command line or the -config file)"),
])
def test_a_bad_value_is_one_line_without_the_usage(capsys, kind, argv, message):
    """argparse prints the whole usage (about 230 lines) before its one useful line and
    exits; OpenNMT's deprecated flags raise from inside argparse (a traceback): each is a
    ConfigError of one line, and the parser keeps its own `error` afterwards."""
    parser = compat.extension_parser(kind)
    base = ["-src_vocab", "v", "-data", "{}"] if kind == "train" else []
    text = error_of(lambda: parse_strict(kind, [*base, *argv], parser=parser))
    assert text == message
    assert "\n" not in text and capsys.readouterr().err == ""  # no usage printed
    assert "error" not in vars(parser)
    with pytest.raises(SystemExit):  # argparse's own behaviour outside parse_strict
        parser.parse_args([*base, "-dense_attention" if kind == "train" else "-beam_size"])
    capsys.readouterr()


@pytest.mark.cli
@pytest.mark.parametrize("command, argv, start", [
    ("onmt_train", ["-dense_attention", "dense3"],
     "onmt_train: error: -dense_attention 'dense3': not one of its values"),
    ("onmt_train", ["-encoder_type", "dense", "-decoder_type", "dense",
                    "-dense_growth_rate", "0"],
     "onmt_train: error: dense_growth_rate"),
    ("onmt_translate", ["-precision", "fp64"],
     "onmt_translate: error: -precision 'fp64': not one of its values"),
    ("onmt_translate", ["-beam_size", "0"], "onmt_translate: error: -beam_size 0: must be"),
    ("onmt_translate", ["-int8"], "onmt_translate: error: -int8 is no longer accepted"),
])
def test_a_bad_value_through_the_console_scripts_is_at_most_three_lines(
        tmp_path, tiny_corpus, command, argv, start):
    from conftest import run_cli, tiny_config
    from fixtures.checkpoints.make_checkpoints import HERE as FIXTURES

    if command == "onmt_train":
        base = ["-config", str(tiny_config(tmp_path, tiny_corpus))]
    else:
        base = ["-model", str(FIXTURES / "mute.pt"), "-src", str(FIXTURES / "mute.src"),
                "-output", str(tmp_path / "out.txt")]
    proc = run_cli(command, *base, *argv, check=False)
    lines = (proc.stdout + proc.stderr).strip().splitlines()
    assert proc.returncode == 2 and len(lines) <= 3, lines
    assert lines[-1].startswith(start), lines
    assert not any(line.startswith("usage:") or "Traceback" in line for line in lines)
