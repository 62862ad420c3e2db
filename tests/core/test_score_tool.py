"""onmt_ext_score (onmt_ext/core/tools/score.py): BLEU/chrF and its JSON file, written whole
or not at all."""

from __future__ import annotations

import json

import pytest

from onmt_ext.core.tools import score


def _files(tmp_path):
    (tmp_path / "hyp").write_text("a b c d\ne f g h\n", encoding="utf-8")
    (tmp_path / "ref").write_text("a b c d\ne f g h\n", encoding="utf-8")
    return ["-hyp", str(tmp_path / "hyp"), "-ref", str(tmp_path / "ref")]


def test_json_holds_the_printed_scores(tmp_path, capsys):
    """Hypotheses equal to the references: BLEU and chrF 100, in the JSON as printed."""
    score.main([*_files(tmp_path), "-json", str(tmp_path / "s.json")])
    result = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert (result["bleu"], result["chrf"]) == (100.0, 100.0)
    assert "BLEU 100.00" in capsys.readouterr().out
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
