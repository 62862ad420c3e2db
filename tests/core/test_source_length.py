"""Source lines longer than the model was trained on: named before any work (file, line,
length), then truncated with one warning or refused (onmt_ext.core.checks.source_length,
onmt_ext.core.tools.translate_input)."""

from __future__ import annotations

import argparse
import time

import pytest
from conftest import in_process
from fixtures.checkpoints.make_checkpoints import HERE
from support import error_line

from onmt_ext import cli
from onmt_ext.core.checks.source_length import (
    bound_of,
    check_source_length,
    find_long_lines,
)
from onmt_ext.core.errors import OptionError
from onmt_ext.core.tools import translate_input


def source(tmp_path, lengths: list[int]):
    path = tmp_path / "src.txt"
    path.write_text("".join(" ".join(f"w{i % 7}" for i in range(n)) + "\n" for n in lengths))
    return str(path)


def test_long_lines_are_counted_and_the_first_named(tmp_path):
    found = find_long_lines(source(tmp_path, [3, 9, 4, 12, 5]), bound=5)
    assert (found.count, found.first_line, found.first_length) == (2, 2, 9)
    assert find_long_lines(source(tmp_path, [3, 5]), bound=5).count == 0  # 5 is not over


@pytest.mark.parametrize("given, trained, expected", [
    (0, 50, (50, "the src_seq_length the -model was trained with")),
    (0, None, (192, "the src_seq_length the -model was trained with")),  # OpenNMT's default
    (20, 50, (20, "-src_max_tokens")),
])
def test_the_bound_is_the_trained_length_unless_given(given, trained, expected):
    opt = argparse.Namespace(src_max_tokens=given)
    assert bound_of(opt, argparse.Namespace(src_seq_length=trained)) == expected


def test_a_negative_bound_is_refused():
    with pytest.raises(OptionError) as info:
        bound_of(argparse.Namespace(src_max_tokens=-1), argparse.Namespace())
    assert str(info.value) == ("-src_max_tokens -1: must be at least 1 (or 0: the "
                               "src_seq_length the -model was trained with)")


def test_truncate_warns_once_and_sets_the_bound(tmp_path):
    src = source(tmp_path, [3, 9, 4, 12])
    opt = argparse.Namespace(src=src, src_max_tokens=0, long_src="truncate")
    warning = check_source_length(opt, argparse.Namespace(src_seq_length=5), "m.pt")
    assert warning == (
        f"-src {src} line 2 has 9 tokens (and 1 more lines), more than 5 (the src_seq_length "
        "the -model was trained with, m.pt): translating their first 5 tokens; split such "
        "lines into sentences, or give -src_max_tokens N (-long_src refuse stops instead)")
    assert opt.src_max_tokens == 5
    short = argparse.Namespace(src=source(tmp_path, [3]), src_max_tokens=0, long_src="truncate")
    assert check_source_length(short, argparse.Namespace(src_seq_length=5), "m.pt") is None
    assert short.src_max_tokens == 0  # nothing to cut


def test_refuse_names_the_line(tmp_path):
    src = source(tmp_path, [3, 9])
    opt = argparse.Namespace(src=src, src_max_tokens=4, long_src="refuse")
    with pytest.raises(OptionError) as info:
        check_source_length(opt, argparse.Namespace(src_seq_length=50), "m.pt")
    assert str(info.value) == (
        f"-src {src} line 2 has 9 tokens, more than 4 (-src_max_tokens): split such lines "
        "into sentences, or leave out -long_src refuse to translate their first 4 tokens")


def test_the_copy_translated_holds_the_long_lines_cut(tmp_path):
    """translate_input's copy of the source: blank lines out, long lines cut to the bound;
    the output is put back in line with the input."""
    src = tmp_path / "src.txt"
    src.write_text("a b c d e f\n\nx y\n")
    out = tmp_path / "out.txt"
    opt = argparse.Namespace(src=str(src), tgt=None, output=str(out), n_best=1,
                             src_max_tokens=3, long_src="truncate")
    with translate_input.nonblank_source(opt) as nothing:
        assert not nothing
        assert open(opt.src).read() == "a b c\nx y\n"
        out.write_text("A\nX\n")  # what the translator writes
    assert opt.src == str(src) and out.read_text() == "A\n\nX\n"
    opt.long_src, opt.output = "refuse", str(tmp_path / "out2.txt")  # nothing is cut
    with translate_input.nonblank_source(opt):
        assert open(opt.src).read() == "a b c d e f\nx y\n"
        (tmp_path / "out2.txt").write_text("A\nX\n")


@pytest.mark.parametrize("mode", ["truncate", "refuse"])
def test_a_6000_token_line_is_named_within_seconds(tmp_path, mode):
    """One paragraph of 6,000 tokens among the fixture's short lines (the MUTE fixture was
    trained with OpenNMT's default src_seq_length, 192): named before the model is loaded;
    truncated, it translates with the others; refused, nothing is written."""
    lines = (HERE / "mute.src").read_text().splitlines()
    long_line = " ".join(lines[i % len(lines)].split()[0] for i in range(6000))
    src = tmp_path / "src.txt"
    src.write_text("\n".join([lines[0], long_line, *lines[1:]]) + "\n")
    out = tmp_path / "out.txt"
    argv = ["-model", str(HERE / "mute.pt"), "-src", str(src), "-output", str(out),
            "-beam_size", "2", "-batch_size", "8", "-max_length", "12"]
    named = (f"-src {src} line 2 has 6000 tokens, more than 192 (the src_seq_length the "
             f"-model was trained with, {HERE / 'mute.pt'})")
    started = time.monotonic()
    if mode == "refuse":
        line = error_line(cli.translate, [*argv, "-long_src", "refuse"])
        assert str(line).startswith(f"onmt_ext_translate: error: {named}: split such lines")
        assert time.monotonic() - started < 20 and not out.exists()
        return
    log = in_process(cli.translate, *argv)
    assert f"{named}: translating their first 192 tokens" in log
    assert time.monotonic() - started < 120
    assert len(out.read_text().splitlines()) == len(lines) + 1
