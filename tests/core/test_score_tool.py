"""onmt_ext_score (onmt_ext/core/tools/score.py): BLEU/chrF and its JSON file, written whole
or not at all."""

from __future__ import annotations

import json

import pytest

from onmt_ext.core.tools import score


def _files(tmp_path, hyp="a b c d\ne f g h\n"):
    (tmp_path / "hyp").write_text(hyp, encoding="utf-8")
    (tmp_path / "ref").write_text("a b c d\ne f g h\n", encoding="utf-8")
    return ["-hyp", str(tmp_path / "hyp"), "-ref", str(tmp_path / "ref")]


def test_json_holds_the_printed_scores(tmp_path, capsys):
    """One word of the hypotheses changed (h -> xyz), so scoring the reference (or the
    hypotheses) against itself would give 100: the JSON holds sacrebleu's own BLEU and chrF
    of hypotheses against references (its Python API, not the tool's code), as printed.
    BLEU by hand: 8 tokens, n-gram precisions 7/8, 5/6, 3/4, 1/2, no brevity penalty:
    100 (7/8 x 5/6 x 3/4 x 1/2)^(1/4) = 72.31. chrF (68.16) is not symmetric: swapped
    hypotheses and references give 55.17."""
    import sacrebleu

    hyps, refs = ["a b c d", "e f g xyz"], ["a b c d", "e f g h"]
    bleu = round(sacrebleu.corpus_bleu(hyps, [refs]).score, 2)
    chrf = round(sacrebleu.corpus_chrf(hyps, [refs]).score, 2)
    assert bleu == round(100 * (7 / 8 * 5 / 6 * 3 / 4 * 1 / 2) ** 0.25, 2) == 72.31
    assert chrf == 68.16 != round(sacrebleu.corpus_chrf(refs, [hyps]).score, 2)
    score.main([*_files(tmp_path, "\n".join(hyps) + "\n"), "-json", str(tmp_path / "s.json")])
    result = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert (result["bleu"], result["chrf"]) == (bleu, chrf)
    out = capsys.readouterr().out
    assert "BLEU 72.31  (" in out and "chrF 68.16  (" in out
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temp left


def test_json_that_cannot_be_written_leaves_nothing_under_its_name(tmp_path, capsys):
    """The JSON's folder does not exist: one error line naming the file (no traceback), exit
    2, and no file at all."""
    target = tmp_path / "missing" / "s.json"
    with pytest.raises(SystemExit) as stopped:
        score.main([*_files(tmp_path), "-json", str(target)])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("onmt_ext_score: error: ") and str(target) in err
    assert err.count("\n") == 1
    assert not target.exists() and not target.parent.exists()


def test_json_to_a_link_to_a_pipe_goes_down_the_pipe_and_the_link_stays(tmp_path):
    """`-json /dev/stdout` piped into another command: /dev/stdout is a link to a pipe.
    The JSON goes down the pipe after the printed scores, and the link stays a link (a
    rename onto it had put a regular file in its place). A link of our own to the
    command's stdout stands in for /dev/stdout here."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    link = tmp_path / "stdout"
    link.symlink_to("/proc/self/fd/1")
    script = Path(sys.executable).with_name("onmt_ext_score")
    done = subprocess.run([str(script), *_files(tmp_path, "a b c d\ne f g xyz\n"), "-json",
                           str(link)], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert done.returncode == 0, done.stderr
    printed, _, written = done.stdout.partition("{")
    assert printed.startswith("BLEU 72.31  (") and "chrF 68.16  (" in printed
    assert json.loads("{" + written)["bleu"] == 72.31
    assert link.is_symlink() and os.readlink(link) == "/proc/self/fd/1"


@pytest.mark.parametrize("hyp, expected", [
    ("\u2581A \u2581man \u2581wear ing\n\u2581a \u2581hat\n",
     "'\u2581' (SentencePiece) in 2 of 2 lines"),
    ("a man wear@@ ing\n\n", "'@@ ' (BPE) in 1 of 1 lines"),
    ("a man wear@@\na h@@ at\n", "'@@ ' (BPE) in 2 of 2 lines"),
    ("a man \uffedwearing\nplain\n", "'\uffed' (OpenNMT's joiner) in 1 of 2 lines"),
    ("a man wearing\na hat\n", None),  # words
])
def test_hypotheses_that_look_like_pieces_get_one_warning_line(tmp_path, capsys, hyp,
                                                               expected):
    """Pieces scored as words get a BLEU near 0 with nothing to say why: one line on stderr
    names the file, the mark and what to do; the scores are still printed."""
    argv = _files(tmp_path, hyp)
    score.main(argv)
    captured = capsys.readouterr()
    if expected is None:
        assert captured.err == ""
    else:
        assert captured.err == (
            f"onmt_ext_score: warning: -hyp {tmp_path / 'hyp'} looks like subword pieces "
            f"({expected}), which score near 0: translate with the model's transforms "
            "(onmt_translate applies them unless -transforms or -no_transforms_from_model "
            "is given) or detokenise the file first\n")
    assert captured.out.startswith("BLEU ")


def test_pieces_scored_against_pieces_are_not_warned():
    pieces = ["\u2581a \u2581b", "\u2581c"]
    assert score.pieces_warning("h", pieces, pieces) is None
    assert score.pieces_warning("h", pieces, ["a b", "c"]) is not None
