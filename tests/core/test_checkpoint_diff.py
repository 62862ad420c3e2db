"""Averaging checkpoints that differ is one error line saying in what they differ
(onmt_ext.core.checks.checkpoint_diff), not OpenNMT's bare KeyError or shape traceback."""

from __future__ import annotations

import argparse
import sys

import pytest
import torch
from conftest import run_cli
from fixtures.checkpoints.make_checkpoints import HERE

from onmt_ext import compat, seam
from onmt_ext.core.checks import checkpoint_diff
from onmt_ext.core.tools import average


def checkpoint(encoder="mute", decoder="transformer", shapes=None, src=("a", "b"),
               tgt=("c",)) -> dict:
    """A checkpoint as OpenNMT saves one, with zero tensors of the given shapes."""
    shapes = shapes or {"enc.w": (3, 4), "enc.b": (4,), "dec.w": (4, 4)}
    return {
        "model": {name: torch.zeros(shape) for name, shape in shapes.items()},
        "generator": {"weight": torch.zeros(5, 4)},
        "vocab": {"src": list(src), "tgt": list(tgt)},
        "opt": argparse.Namespace(encoder_type=encoder, decoder_type=decoder),
        "optim": None,
    }


def test_same_architecture_has_no_difference():
    assert checkpoint_diff.differences(checkpoint(), checkpoint(), "a.pt", "b.pt") == []


def test_every_kind_of_difference_is_named():
    other = checkpoint(encoder="aggregate", decoder="aggregate",
                       shapes={"enc.w": (3, 8), "dec.w": (4, 2), "enc.x": (1,),
                               "enc.y": (1,), "enc.z": (1,), "enc.u": (1,)},
                       src=("a", "B"), tgt=("c", "d"))
    assert checkpoint_diff.differences(checkpoint(), other, "a.pt", "b.pt") == [
        "encoder_type 'mute' vs 'aggregate'",
        "decoder_type 'transformer' vs 'aggregate'",
        "tensors only in a.pt (1): enc.b",
        "tensors only in b.pt (4): enc.x, enc.y, enc.z, ...",
        "first differing shape: enc.w (3, 4) vs (3, 8) (2 tensors differ in shape)",
        "src vocabulary token 1 'b' vs 'B'",
        "tgt vocabulary 1 vs 2 tokens",
    ]


def test_generator_shapes_count():
    other = checkpoint()
    other["generator"]["weight"] = torch.zeros(6, 4)
    assert checkpoint_diff.differences(checkpoint(), other, "a.pt", "b.pt") == [
        "first differing shape: generator.weight (5, 4) vs (6, 4)",
    ]


def _saved(tmp_path, name: str, state: dict) -> str:
    path = tmp_path / name
    torch.save(state, path)
    return str(path)


def test_average_refuses_before_averaging(tmp_path, monkeypatch):
    a = _saved(tmp_path, "a.pt", checkpoint())
    b = _saved(tmp_path, "b.pt", checkpoint())
    c = _saved(tmp_path, "c.pt", checkpoint(shapes={"enc.w": (3, 4), "enc.b": (5,),
                                                    "dec.w": (4, 4)}))
    with pytest.raises(checkpoint_diff.CheckpointMismatch) as info:
        average.average_checkpoints([a, b, c])
    assert str(info.value) == (
        f"cannot average {a} and {c}, they differ: first differing shape: enc.b (4,) vs (5,)"
    )
    assert average.average_checkpoints([a, b])["model"]["enc.w"].shape == (3, 4)


def test_opennmt_average_models_is_checked(tmp_path):
    """The check sits in front of OpenNMT's own function (what onmt_average_models calls)
    once its module is imported (the import hook reports the import to the seam; a
    second install() applies it too)."""
    import onmt.bin.average_models

    import onmt_ext

    onmt_ext.install()
    assert onmt.bin.average_models.average_models.__module__ == "onmt_ext.seam.wrappers"
    a = _saved(tmp_path, "a.pt", checkpoint())
    b = _saved(tmp_path, "b.pt", checkpoint(decoder="dense"))
    with pytest.raises(checkpoint_diff.CheckpointMismatch,
                       match=r"they differ: decoder_type 'transformer' vs 'dense'$"):
        compat.onmt_average_models([a, b])


MUTE_VS_AGGREGATE = (
    "cannot average {mute} and {aggregate}, they differ: encoder_type 'mute' vs 'aggregate'; "
    "decoder_type 'transformer' vs 'aggregate'; tensors only in {mute} (22): "
    "encoder.transformer.0.unit_weights, encoder.transformer.0.self_attns.0.linear_keys.weight, "
    "encoder.transformer.0.self_attns.0.linear_values.weight, ...; tensors only in {aggregate} "
    "(73): encoder.transformer.0.self_attn.linear_keys.weight, "
    "encoder.transformer.0.self_attn.linear_values.weight, "
    "encoder.transformer.0.self_attn.linear_query.weight, ..."
)


@pytest.mark.cli
def test_average_module_two_families(tmp_path):
    mute, aggregate = str(HERE / "mute.pt"), str(HERE / "aggregate.pt")
    out = tmp_path / "avg.pt"
    proc = run_cli("python", "-m", "onmt_ext.core.tools.average", "-models", mute, aggregate,
                   "-output", str(out), check=False)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        "onmt_ext average: error: " + MUTE_VS_AGGREGATE.format(mute=mute, aggregate=aggregate)
    ]
    assert not out.exists()


@pytest.mark.cli
def test_plain_onmt_average_models(tmp_path):
    """OpenNMT's own command (onmt_ext loaded by the import hook): the same one line; two
    checkpoints of one architecture still average."""
    mute, aggregate = str(HERE / "mute.pt"), str(HERE / "aggregate.pt")
    out = tmp_path / "avg.pt"
    proc = run_cli("onmt_average_models", "-models", mute, aggregate, "-output", str(out),
                   check=False)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        "onmt_average_models: error: " + MUTE_VS_AGGREGATE.format(mute=mute, aggregate=aggregate)
    ]
    assert not out.exists()
    run_cli("onmt_average_models", "-models", mute, mute, "-output", str(out))
    averaged = torch.load(out, weights_only=True)
    original = torch.load(mute, weights_only=True)
    for name, tensor in original["model"].items():
        torch.testing.assert_close(averaged["model"][name], tensor)


def test_the_import_hook_reports_a_watched_module_once_it_has_run(tmp_path, monkeypatch):
    """The import hook's finder, watching a module with waiting records, hands the module
    to onmt_ext.seam once its code has run, then leaves."""
    import onmt_ext_autoload

    (tmp_path / "patch_me_later.py").write_text("VALUE = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    seen = []
    monkeypatch.setattr(seam, "module_imported", lambda m: seen.append(m.VALUE))
    finder = onmt_ext_autoload.OnmtFinder()
    finder.watched = {"patch_me_later"}
    monkeypatch.setattr("sys.meta_path", [finder, *sys.meta_path])
    monkeypatch.delitem(sys.modules, "patch_me_later", raising=False)
    import patch_me_later  # noqa: F401

    assert seen == [1]  # after the module's code ran
    assert finder not in sys.meta_path
    monkeypatch.delitem(sys.modules, "patch_me_later")
