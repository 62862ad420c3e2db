"""Checkpoints written before the issue-14 restructuring still load and translate the same.

tests/fixtures/checkpoints/make_checkpoints.py wrote one tiny checkpoint per family with the
code of d07b9d2, and its beam-search translations and PRED/GOLD scores. The current code
must load each (OpenNMT's strict `load_state_dict`: same parameter names) and give exactly
the same translations and scores.
"""

from __future__ import annotations

import pytest
from conftest import run_cli
from fixtures.checkpoints.make_checkpoints import FAMILIES, HERE, TRANSLATE, scores

pytestmark = pytest.mark.cli


@pytest.mark.parametrize("family", list(FAMILIES))
def test_old_checkpoint_translates_the_same(family, tmp_path):
    out = tmp_path / f"{family}.pred"
    proc = run_cli(
        "onmt_ext_translate", "-model", str(HERE / f"{family}.pt"),
        "-src", str(HERE / f"{family}.src"), "-tgt", str(HERE / f"{family}.tgt"),
        "-output", str(out), *TRANSLATE,
    )
    assert out.read_text() == (HERE / f"{family}.pred").read_text()
    assert scores(proc.stdout + proc.stderr) == (HERE / f"{family}.scores").read_text()
