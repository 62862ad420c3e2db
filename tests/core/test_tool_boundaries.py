"""The `python -m` tools behind the one error boundary (onmt_ext.core.errors.run_command):
bad input is one line `<tool>: error: ...` with exit status 2, no traceback, and an output
that is also an input is refused before anything is written (the input unchanged)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from conftest import run_cli

from onmt_ext import recipe_overlay
from onmt_ext.core.tools import average
from onmt_ext.mimo import data as mimo_data
from onmt_ext.mimo import similarity as mimo_similarity
from onmt_ext.mute import diversity as mute_diversity

REPO = Path(__file__).resolve().parents[2]
RECIPE = REPO / "recipes" / "aggregation" / "05-hierarchical.yaml"
OVERLAY = REPO / "recipes" / "aggregation" / "scale-paper.yaml"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _one_line_error(capsys, command, argv) -> str:
    with pytest.raises(SystemExit) as info:
        command(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Traceback" not in err[0]
    return err[0]


def test_missing_inputs_are_one_line(tmp_path, capsys):
    missing = tmp_path / "missing.pt"
    src = tmp_path / "src.txt"
    src.write_text("a b c\n")
    assert _one_line_error(capsys, mimo_similarity.main, ["-model", str(missing)]) == (
        f"mimo_similarity: error: no such file: {missing}; check the path")
    assert _one_line_error(capsys, mute_diversity.main,
                           ["-model", str(missing), "-src", str(src)]) == (
        f"mute_diversity: error: model file not found: '{missing}'")
    assert _one_line_error(capsys, recipe_overlay.main,
                           [str(tmp_path / "base.yaml"), str(OVERLAY)]) == (
        f"recipe_overlay: error: no such file: {tmp_path / 'base.yaml'}; check the path")
    assert _one_line_error(capsys, average.main,
                           ["-models", str(missing), "-output", str(tmp_path / "avg.pt")]
                           ).startswith("onmt_ext average: error: ")
    (tmp_path / "opus" / "supervised").mkdir(parents=True)
    assert _one_line_error(capsys, mimo_data.main,
                           ["-root", str(tmp_path / "opus"), "-o", str(tmp_path / "c.yaml")]) == (
        f"mimo_data: error: -root {tmp_path / 'opus'}: no supervised/<a>-<b> directories "
        "under it (the opus-100-corpus/v1.0 folder)")


def test_an_output_that_is_an_input_is_refused(tmp_path, capsys):
    base = tmp_path / "base.yaml"
    base.write_bytes(RECIPE.read_bytes())
    before = _digest(base)
    line = _one_line_error(capsys, recipe_overlay.main, [str(base), str(OVERLAY), "-o", str(base)])
    assert line == (f"recipe_overlay: error: -o {base} is also the input BASE: writing it would "
                    "destroy the input before it is read; choose another -o")
    assert _digest(base) == before
    model = tmp_path / "m.pt"
    model.write_bytes(b"not read")
    for command, argv in (
        (mimo_similarity.main, ["-model", str(model), "-json", str(model)]),
        (average.main, ["-models", str(model), "-output", str(model)]),
        (mimo_data.main, ["-root", str(tmp_path), "-recipe", str(base), "-o", str(base)]),
    ):
        assert "is also the input" in _one_line_error(capsys, command, argv)
    assert _digest(base) == before and model.read_bytes() == b"not read"


@pytest.mark.cli
def test_python_m_route(tmp_path):
    """The same through `python -m`, as users run it."""
    proc = run_cli("python", "-m", "onmt_ext.recipe_overlay", str(tmp_path / "none.yaml"),
                   str(OVERLAY), check=False)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip() == (f"recipe_overlay: error: no such file: "
                                   f"{tmp_path / 'none.yaml'}; check the path")
