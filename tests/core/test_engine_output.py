"""A translation engine built by a program (OpenNMT's `InferenceEnginePY(opt)`, as
`onmt_translate` builds it): `-output` is written through a temporary file of its own,
renamed by `infer_file`, or when the engine goes (what `infer_list` wrote; an empty one is
removed)."""

from __future__ import annotations

import gc
from pathlib import Path
from types import SimpleNamespace

import pytest
from onmt.inference_engine import InferenceEnginePY
from onmt.utils.parse import ArgumentParser

import onmt_ext
from onmt_ext import preflight
from onmt_ext.core.errors import OutputError
from onmt_ext.core.files import translation_output
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


def _fail_after_writing(engine, error: BaseException | None = None) -> None:
    """The engine's next translation writes all its lines, then raises `error` (default:
    a RuntimeError, as a full disk at the end would)."""
    translate = engine._translate

    def translate_then_fail(infer_iter):
        translate(infer_iter)
        engine.translator.out_file.flush()
        raise error or RuntimeError("failed after writing")

    engine._translate = translate_then_fail


def test_later_infer_files_add_to_the_output_and_a_failed_one_adds_nothing(tmp_path):
    """OpenNMT's translator appends each call's translations to the file it opened: a
    later `infer_file` of one engine adds its lines to -output; one that fails after
    writing them leaves -output as the completed calls made it, and no temporary file."""
    output = tmp_path / "out.txt"
    engine = _engine(output)
    engine.infer_file()
    first = output.read_text(encoding="utf-8")
    assert len(first.splitlines()) == _source_lines()
    _fail_after_writing(engine)
    with pytest.raises(RuntimeError, match="failed after writing"):
        engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    assert output.read_text(encoding="utf-8") == first
    del engine._translate  # the class's own again
    engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    assert output.read_text(encoding="utf-8") == first + first
    del engine
    gc.collect()
    assert _names(tmp_path) == ["out.txt"]


def test_an_infer_file_after_a_failed_first_one_writes_its_output_whole(tmp_path):
    """A failed first `infer_file` leaves -output as it was (here: a file that was there
    before the engine) and no temporary file; the next call writes its translation whole,
    not into the removed temporary file, and not after the older file's text."""
    output = tmp_path / "out.txt"
    output.write_text("an older file\n", encoding="utf-8")
    engine = _engine(output)
    _fail_after_writing(engine)
    with pytest.raises(RuntimeError, match="failed after writing"):
        engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    assert output.read_text(encoding="utf-8") == "an older file\n"
    del engine._translate
    engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    lines = output.read_text(encoding="utf-8").splitlines()
    assert len(lines) == _source_lines() and "an older file" not in lines


def test_a_stopped_translation_leaves_no_temporary_file(tmp_path):
    """SIGTERM to onmt_translate raises SystemExit(143) where the translation is
    (onmt_ext.core.tools.process_cleanup.stopping_cleanly): the temporary -output is
    removed on the way out, and -output is the file that was there before."""
    output = tmp_path / "out.txt"
    output.write_text("an older file\n", encoding="utf-8")
    engine = _engine(output)
    _fail_after_writing(engine, SystemExit(143))
    with pytest.raises(SystemExit):
        engine.infer_file()
    assert _names(tmp_path) == ["out.txt"]
    assert output.read_text(encoding="utf-8") == "an older file\n"


def test_blank_source_lines_are_put_back_in_a_later_call_only(tmp_path):
    """The empty translations of blank source lines go into this call's part of -output:
    the earlier calls' lines stay in front, also when every line is blank."""
    source = (FIXTURES / "mute.src").read_text(encoding="utf-8").splitlines()
    with_blank = tmp_path / "blank.src"
    with_blank.write_text("\n".join([source[0], "", *source[1:]]) + "\n", encoding="utf-8")
    only_blank = tmp_path / "only-blank.src"
    only_blank.write_text("\n \n", encoding="utf-8")
    output = tmp_path / "out.txt"
    engine = _engine(output)
    engine.opt.src = str(with_blank)
    engine.infer_file()
    first = output.read_text(encoding="utf-8").splitlines()
    assert len(first) == len(source) + 1 and first[1] == ""
    engine.infer_file()
    engine.opt.src = str(only_blank)
    engine.infer_file()
    assert output.read_text(encoding="utf-8").splitlines() == first + first + ["", ""]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["blank.src", "only-blank.src",
                                                          "out.txt"]


def test_an_infer_list_after_an_infer_file_goes_after_its_lines(tmp_path):
    """Blank lines put back make the file longer than the translator's handle knows: what
    an `infer_list` writes next goes after the file's last line, not over it."""
    source = (FIXTURES / "mute.src").read_text(encoding="utf-8").splitlines()
    with_blank = tmp_path / "blank.src"
    with_blank.write_text("\n".join(["", *source]) + "\n", encoding="utf-8")
    output = tmp_path / "out.txt"
    engine = _engine(output)
    engine.opt.src = str(with_blank)
    engine.infer_file()
    translated = output.read_text(encoding="utf-8").splitlines()
    _, predictions = engine.infer_list([source[0]])
    engine.translator.out_file.flush()
    assert output.read_text(encoding="utf-8").splitlines() == translated + [predictions[0][0]]


@pytest.mark.parametrize("completed", [True, False])
def test_an_engine_of_several_processes_is_not_reopened(tmp_path, completed):
    """Its processes hold their own handles: after a completed call they append to -output
    in place (OpenNMT's way); after a failed one they would write into the removed
    temporary file, which is refused, naming -output."""
    engine = SimpleNamespace(opt=SimpleNamespace(output=str(tmp_path / "out.txt")))
    redirected = translation_output.RedirectedOutput(
        str(tmp_path / "out.txt"), tmp_path / "out.txt", None, completed)
    if completed:
        translation_output.reopen_output(engine, redirected)
        assert redirected.temporary is None and _names(tmp_path) == []
    else:
        with pytest.raises(OutputError, match=r"-output .*out.txt: this engine's last "
                                              "infer_file failed"):
            translation_output.reopen_output(engine, redirected)


def test_an_engine_of_several_processes_finishes_its_output_without_a_handle(tmp_path):
    """Such an engine has no translator (and no handle) in this process: what its processes
    wrote to the temporary file still becomes -output when the engine goes."""
    temporary, final = tmp_path / ".out.txt.tmp-1", tmp_path / "out.txt"
    temporary.write_text("a translation\n", encoding="utf-8")
    translation_output.finish_output(temporary, final, None)
    assert _names(tmp_path) == ["out.txt"]
    assert final.read_text(encoding="utf-8") == "a translation\n"


def test_an_output_through_a_link_replaces_the_file_it_names(tmp_path):
    """-output a link (as /dev/stdout redirected to a file is): the temporary file goes
    beside the file the link names and replaces it; the link stays a link."""
    (tmp_path / "data").mkdir()
    link = tmp_path / "out.txt"
    link.symlink_to(tmp_path / "data" / "out.txt")
    engine = _engine(link)
    assert [p.name.startswith(".out.txt.tmp-") for p in (tmp_path / "data").iterdir()] == [True]
    engine.infer_file()
    assert link.is_symlink()
    assert len((tmp_path / "data" / "out.txt").read_text().splitlines()) == _source_lines()
    assert _names(tmp_path / "data") == ["out.txt"]


@pytest.mark.parametrize("calls_before", [0, 1])
def test_an_output_link_changed_after_the_engine_is_built_replaces_the_file_it_named(
        tmp_path, calls_before):
    """The engine's temporary file lies beside the file `-output`'s link named when the
    engine was built; `infer_file` renames it onto that file even if the link has been
    pointed elsewhere since (a rename elsewhere could cross file systems), and a later
    call's output starts from that file, so it holds every call's lines."""
    for folder in ("first", "second"):
        (tmp_path / folder).mkdir()
    link = tmp_path / "out.txt"
    link.symlink_to(tmp_path / "first" / "out.txt")
    engine = _engine(link)
    for _ in range(calls_before):
        engine.infer_file()
    link.unlink()
    link.symlink_to(tmp_path / "second" / "out.txt")
    engine.infer_file()
    lines = (tmp_path / "first" / "out.txt").read_text().splitlines()
    assert len(lines) == (calls_before + 1) * _source_lines()
    assert lines[:_source_lines()] == lines[-_source_lines():]
    assert _names(tmp_path / "first") == ["out.txt"] and _names(tmp_path / "second") == []
