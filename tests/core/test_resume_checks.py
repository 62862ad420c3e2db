"""`-train_from` faults that OpenNMT passes over in silence: a model option changed since the
checkpoint (OpenNMT keeps the checkpoint's), a vocabulary from another corpus without
`-update_vocab` (OpenNMT keeps the checkpoint's)."""

from __future__ import annotations

from argparse import Namespace

import pytest

from onmt_ext.core.checks.resume_checks import (
    changed_model_options,
    check_resume_architecture,
    check_resume_vocabulary,
)
from onmt_ext.core.files.checkpoint_file import CheckpointError

DEFAULTS = {"encoder_type": "rnn", "mute_units": 4, "hidden_size": 500, "update_vocab": False}
SAVED = Namespace(encoder_type="mute", mute_units=4, hidden_size=128, update_vocab=False)


def resume_opt(**keys):
    return Namespace(**{**DEFAULTS, "train_from": "run/m_step_4.pt", "override_opts": False,
                        "src_vocab": None, "tgt_vocab": None, **keys})


def test_a_changed_option_is_found_with_both_values():
    opt = resume_opt(encoder_type="mute", mute_units=2, hidden_size=128)
    # mute_units 2 is not the default (4): it was set, and differs from the trained 4
    assert changed_model_options(opt, SAVED, DEFAULTS) == [("mute_units", 2, 4)]


def test_an_option_left_at_its_default_is_not_a_change():
    """The config cannot have meant hidden_size 500 if it does not set it."""
    assert changed_model_options(resume_opt(encoder_type="mute"), SAVED, DEFAULTS) == []


def test_options_read_from_the_config_on_resume_are_not_changes():
    opt = resume_opt(encoder_type="mute", hidden_size=128, update_vocab=True)
    assert changed_model_options(opt, SAVED, DEFAULTS) == []


def test_resume_with_changed_units_is_refused_naming_key_values_and_file():
    opt = resume_opt(encoder_type="mute", mute_units=2, hidden_size=256)
    with pytest.raises(CheckpointError) as info:
        check_resume_architecture(opt, {"opt": SAVED}, DEFAULTS)
    assert str(info.value) == (
        "train_from run/m_step_4.pt was trained with other model options than the config "
        "sets: mute_units 2 (trained: 4); hidden_size 256 (trained: 128). OpenNMT continues "
        "the checkpoint's architecture and would ignore these: set them as trained, add "
        "-override_opts to build the config's model instead (only if its tensors still "
        "fit), or start a new training")


def test_override_opts_is_the_way_to_change_them():
    opt = resume_opt(encoder_type="mute", mute_units=2, override_opts=True)
    check_resume_architecture(opt, {"opt": SAVED}, DEFAULTS)


def _vocab(path, tokens, counts=True):
    path.write_text("".join(f"{t}\t{i + 1}\n" if counts else f"{t}\n"
                            for i, t in enumerate(tokens)), encoding="utf-8")
    return str(path)


def test_a_vocabulary_from_another_corpus_is_refused(tmp_path):
    checkpoint = {"vocab": {"src": ["<unk>", "<blank>", "a", "b"], "tgt": ["<unk>", "A"]}}
    src = _vocab(tmp_path / "v.src", ["a", "x", "y"])
    opt = resume_opt(src_vocab=src)
    with pytest.raises(CheckpointError) as info:
        check_resume_vocabulary(opt, checkpoint)
    assert str(info.value) == (
        f"src_vocab {src}: 2 of its 3 tokens are not in the vocabulary of train_from "
        "run/m_step_4.pt (e.g. 'x', 'y'); OpenNMT would train with the checkpoint's "
        "vocabulary and map them to <unk>. Add -update_vocab (with -reset_optim states) to "
        "train with the new vocabulary, or give the vocabulary the checkpoint was trained "
        "with")


def test_the_same_vocabulary_or_update_vocab_passes(tmp_path):
    checkpoint = {"vocab": {"src": ["<unk>", "a", "b"], "tgt": ["<unk>", "A"]}}
    same = _vocab(tmp_path / "v.src", ["a", "b"], counts=False)
    check_resume_vocabulary(resume_opt(src_vocab=same), checkpoint)
    other = _vocab(tmp_path / "o.src", ["z"])
    check_resume_vocabulary(resume_opt(src_vocab=other, update_vocab=True), checkpoint)
