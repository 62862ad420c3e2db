"""A translation engine built by a program (OpenNMT's `InferenceEnginePY(opt)`, as
`onmt_translate` builds it): `-output` is written through a temporary file of its own,
renamed by `infer_file`, or when the engine goes (what `infer_list` wrote; an empty one is
removed)."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from onmt.inference_engine import InferenceEnginePY
from onmt.utils.parse import ArgumentParser

import onmt_ext
from onmt_ext import preflight
from onmt_ext.core.tools.strict_parsing import parse_strict

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "checkpoints"


def _engine(output: Path) -> InferenceEnginePY:
    """An engine on the MUTE fixture, its options prepared as onmt_translate prepares them."""
    onmt_ext.install()
    opt = parse_strict("translate", ["-model", str(FIXTURES / "mute.pt"),
                                     "-src", str(FIXTURES / "mute.src"),
                                     "-output", str(output), "-beam_size", "2"])
    preflight.translate_options(opt)
    ArgumentParser.validate_translate_opts(opt)
    ArgumentParser._get_all_transform_translate(opt)
    ArgumentParser._validate_transforms_opts(opt)
    ArgumentParser.validate_translate_opts_dynamic(opt)
    return InferenceEnginePY(opt)


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_an_engine_never_used_leaves_nothing(tmp_path):
    engine = _engine(tmp_path / "out.txt")
    temporary = _names(tmp_path)
    assert len(temporary) == 1 and temporary[0].startswith(".out.txt.tmp-")
    del engine
    gc.collect()
    assert _names(tmp_path) == []


def test_what_infer_list_wrote_becomes_the_output_when_the_engine_goes(tmp_path):
    """OpenNMT's translator writes `infer_list`'s translations to -output too: they are
    there, whole, once the engine is gone, and nothing else is."""
    engine = _engine(tmp_path / "out.txt")
    _, predictions = engine.infer_list(["ein Haus", "ein Baum"])
    assert not (tmp_path / "out.txt").exists()
    del engine
    gc.collect()
    assert _names(tmp_path) == ["out.txt"]
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines() == [
        best[0] for best in predictions]


def test_two_engines_of_one_output_keep_apart(tmp_path):
    """Each engine has its own temporary file: the one that translates writes -output
    whole; the other, collected afterwards, takes only its own temporary file away."""
    output = tmp_path / "out.txt"
    idle, working = _engine(output), _engine(output)
    assert len(_names(tmp_path)) == 2
    working.infer_file()
    working.terminate()
    del working
    gc.collect()
    translated = output.read_text(encoding="utf-8")
    assert len(translated.splitlines()) == len((FIXTURES / "mute.src").read_text().splitlines())
    del idle
    gc.collect()
    assert _names(tmp_path) == ["out.txt"]
    assert output.read_text(encoding="utf-8") == translated


def _source_lines() -> int:
    return len((FIXTURES / "mute.src").read_text(encoding="utf-8").splitlines())


def test_a_second_infer_file_adds_to_the_output_as_opennmt_does(tmp_path):
    """OpenNMT's translator appends each call's translations to the file it opened: a
    second `infer_file` of one engine leaves both calls' lines in -output, and no
    temporary file."""
    output = tmp_path / "out.txt"
    engine = _engine(output)
    engine.infer_file()
    first = output.read_text(encoding="utf-8")
    assert len(first.splitlines()) == _source_lines()
    engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    assert output.read_text(encoding="utf-8") == first + first
    del engine
    gc.collect()
    assert _names(tmp_path) == ["out.txt"]


def test_an_infer_file_after_a_failed_one_writes_its_output_whole(tmp_path):
    """A failed `infer_file` leaves -output as it was (here: a file that was there before
    the engine) and no temporary file; the next call writes its translation whole, not
    into the removed temporary file, and not after the older file's text."""
    output = tmp_path / "out.txt"
    output.write_text("an older file\n", encoding="utf-8")
    engine = _engine(output)
    source = engine.opt.src
    engine.opt.src = str(tmp_path / "missing.src")
    with pytest.raises(OSError):
        engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    assert output.read_text(encoding="utf-8") == "an older file\n"
    engine.opt.src = source
    engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    lines = output.read_text(encoding="utf-8").splitlines()
    assert len(lines) == _source_lines() and "an older file" not in lines
