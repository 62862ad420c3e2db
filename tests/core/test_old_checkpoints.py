"""Checkpoints written before the package was restructured (d07b9d2) still load and
translate the same.

tests/fixtures/checkpoints/make_checkpoints.py wrote one tiny checkpoint per family with the
code of d07b9d2, and its beam-search translations and PRED/GOLD scores. The current code
must load each (OpenNMT's strict `load_state_dict`: same parameter names) and give exactly
the same translations and scores. The scores are compared number by number within float32
rounding (relative 1e-5, absolute 2e-4 on the 4-decimal log-probabilities): the GOLD PPL of an
untrained model is printed with 12 significant digits (e.g. 403530839.81), and on one CPU of
the same "AMD EPYC" kind its 7th digit differed (403530070.14) with identical translations.
"""

from __future__ import annotations

import math
import re

import pytest
from conftest import in_process, run_cli
from fixtures.checkpoints.make_checkpoints import FAMILIES, HERE, TRANSLATE, scores

from onmt_ext import cli

NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def assert_same_scores(got: str, want: str) -> None:
    """The same score lines, their numbers equal up to float32 rounding."""
    assert NUMBER.sub("#", got) == NUMBER.sub("#", want)
    for g, w in zip(NUMBER.findall(got), NUMBER.findall(want), strict=True):
        assert math.isclose(float(g), float(w), rel_tol=1e-5, abs_tol=2e-4), (g, w)


def test_assert_same_scores_tolerates_rounding_only():
    want = "GOLD SCORE: -19.8158, GOLD PPL: 403530839.81 NB SENTENCES: 6\n"
    assert_same_scores(want.replace("403530839.81", "403530070.14"), want)
    assert_same_scores(want.replace("-19.8158", "-19.8159"), want)
    for old, changed in (("-19.8158", "-19.8168"), ("403530839.81", "403540839.81"),
                         ("NB SENTENCES: 6", "NB SENTENCES: 7"), ("GOLD SCORE", "PRED SCORE")):
        with pytest.raises(AssertionError):
            assert_same_scores(want.replace(old, changed), want)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_old_checkpoint_translates_the_same(family, tmp_path):
    """`onmt_ext_translate`'s function in this process (its console-script form:
    `onmt_translate` below)."""
    out = tmp_path / f"{family}.pred"
    log = in_process(
        cli.translate, "-model", str(HERE / f"{family}.pt"),
        "-src", str(HERE / f"{family}.src"), "-tgt", str(HERE / f"{family}.tgt"),
        "-output", str(out), *TRANSLATE,
    )
    assert out.read_text() == (HERE / f"{family}.pred").read_text()
    assert_same_scores(scores(log), (HERE / f"{family}.scores").read_text())


def with_blank_lines(lines: list[str], at: tuple[int, ...]) -> list[str]:
    """`lines` with an empty line inserted before each index of `at` (of the result)."""
    result = list(lines)
    for index in at:
        result.insert(index, "")
    return result


def test_with_blank_lines_puts_them_at_the_given_places():
    assert with_blank_lines(["a", "b", "c"], (0, 2, 5)) == ["", "a", "", "b", "c", ""]


@pytest.mark.cli
@pytest.mark.parametrize("family", list(FAMILIES))
def test_old_checkpoint_translates_the_same_through_onmt_translate(family, tmp_path):
    """OpenNMT's own `onmt_translate` (the import hook loads onmt_ext) gives the tokens and
    scores of `onmt_ext_translate`, with blank source lines kept in place (empty
    translations)."""
    blanks = (0, 3, 8)
    for side in ("src", "tgt"):
        lines = (HERE / f"{family}.{side}").read_text().splitlines()
        (tmp_path / f"in.{side}").write_text("\n".join(with_blank_lines(lines, blanks)) + "\n")
    out = tmp_path / f"{family}.pred"
    proc = run_cli(
        "onmt_translate", "-model", str(HERE / f"{family}.pt"), "-src", str(tmp_path / "in.src"),
        "-tgt", str(tmp_path / "in.tgt"), "-output", str(out), *TRANSLATE,
    )
    want = with_blank_lines((HERE / f"{family}.pred").read_text().splitlines(), blanks)
    assert out.read_text().splitlines() == want
    assert_same_scores(scores(proc.stdout + proc.stderr), (HERE / f"{family}.scores").read_text())
