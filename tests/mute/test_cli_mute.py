"""End to end through the commands' own functions (`onmt_ext.cli.build_vocab`, `.train`,
`.translate`, `onmt_ext.mute.harden.main`, in this process): build vocab, train
MUTE+Bias+Seq, save, translate with beam 4, score; reload the checkpoint for resuming and
for translation. The console-script round trip of the family (onmt_build_vocab, onmt_train,
onmt_translate) is tests/core/test_opennmt_commands.py."""

from __future__ import annotations

import re

import pytest
import sacrebleu
import torch
from conftest import in_process, make_tiny_corpus, tiny_config

import onmt_ext  # noqa: F401
from onmt_ext import cli
from onmt_ext.core.files.checkpoint_file import CHECKPOINT_GLOBALS
from onmt_ext.mute import harden

MUTE_KEYS = {
    "encoder_type": "mute",
    "mute_units": 4,
    "mute_noise": ["identity", "swap", "disorder", "mask"],
    "mute_sequential": True,
    "mute_lipschitz_lambda": 0.01,
    # OpenNMT's default init (uniform 0.1) would overwrite alpha and M without our hook
    "param_init": 0.1,
    "param_init_glorot": False,
}


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """One tiny MUTE+Bias+Seq training shared by the tests of this module."""
    tmp_path = tmp_path_factory.mktemp("mute_cli")
    corpus = make_tiny_corpus(tmp_path / "data")
    cfg = tiny_config(tmp_path, corpus, **MUTE_KEYS)
    in_process(cli.build_vocab, "-config", str(cfg), "-n_sample", "-1")
    log = in_process(cli.train, "-config", str(cfg))
    return tmp_path, corpus, cfg, log, tmp_path / "run" / "model_step_6.pt"


def test_the_default_uniform_start_of_m_is_left_only_slowly(trained):
    """M starts at 1/I (the default, the authors' start): a fixed point of Adam and Eq. 18
    for the cross-entropy or the penalty alone, which their sum leaves slowly (Adam scales
    each entry's summed gradient by its own history), so after 6 real optimiser steps M
    has moved from 1/I, but by less than 1e-5 (measured on CPU: 0 after 1 step, ~2e-7
    after 2, ~2e-6 after 10). A perturbed start is 0.1 / I away from it at the outset."""
    checkpoint = torch.load(str(trained[4]), map_location="cpu", weights_only=True)
    assert checkpoint["opt"].mute_autoshuffle_init == "uniform"
    for k in range(2):
        m = checkpoint["model"][f"encoder.transformer.{k}.autoshuffle.permutation"]
        distance = (m - 0.25).abs().max().item()
        assert 0.0 < distance < 1e-5  # left, but slowly


def test_train_translate_score_and_reload(trained):
    """Train, check the checkpoint, translate with beam 4, score, rebuild for resuming.

    After 6 steps the model is far from translating (it ends every sentence at once, or
    repeats one word), so the translation is checked on what is exact whatever the weights,
    on the CPU as on a GPU: with `-min_length 3` (no end of sentence before 3 tokens) there
    is one line per source line, every line has at least 3 tokens and every token is a word
    of the target vocabulary (upper case: not the source's lower-case words, not <unk>, not
    empty). BLEU is then checked to score exactly those lines against the references: its
    system and reference lengths are their token counts (a score of something else, e.g. an
    empty output, fails).
    """
    tmp_path, tiny_corpus, cfg, log, ckpt = trained
    assert "aux (unweighted mean) lipschitz" in log  # penalty logged apart from xent
    assert ckpt.exists()

    # The checkpoint holds only allow-listed non-tensor types and loads weights_only.
    unsafe = torch.serialization.get_unsafe_globals_in_checkpoint(str(ckpt))
    allowed = {f"{t.__module__}.{t.__qualname__}" for t in CHECKPOINT_GLOBALS}
    assert set(unsafe) <= allowed
    checkpoint = torch.load(str(ckpt), map_location="cpu", weights_only=True)
    model = checkpoint["model"]
    for k in range(2):
        alpha = model[f"encoder.transformer.{k}.unit_weights"]
        m = model[f"encoder.transformer.{k}.autoshuffle.permutation"]
        # initialised to 1/I by onmt_ext (not OpenNMT's uniform init), moved by 6 steps
        assert (alpha - 0.25).abs().max() < 0.05
        # normalised after every optimiser step (Eq. 17-18): non-negative, rows sum to 1
        assert (m >= 0).all()
        torch.testing.assert_close(m.sum(1), torch.ones(4))
        assert f"encoder.transformer.{k}.mask_embedding" in model
    assert checkpoint["opt"].mute_noise == MUTE_KEYS["mute_noise"]

    # Translate the validation set with beam search and score it.
    out = tmp_path / "pred.txt"
    in_process(cli.translate, "-model", str(ckpt), "-src", tiny_corpus["valid_src"],
               "-output", str(out), "-beam_size", "4", "-batch_size", "16",
               "-min_length", "3")
    hyps = out.read_text().splitlines()
    refs = open(tiny_corpus["valid_tgt"]).read().splitlines()
    assert len(hyps) == len(refs) == 40
    tgt_vocab = {line.split("\t")[0] for line in
                 (tmp_path / "run" / "vocab.tgt").read_text().splitlines() if line}
    assert all(w.isupper() for w in tgt_vocab)  # the reversal task's upper-cased target
    for hyp in hyps:
        assert len(hyp.split()) >= 3 and set(hyp.split()) <= tgt_vocab, hyp
    bleu = sacrebleu.corpus_bleu(hyps, [refs])
    assert bleu.sys_len == sum(len(h.split()) for h in hyps)
    assert bleu.ref_len == sum(len(r.split()) for r in refs)

    # Resuming: the model rebuilt from the checkpoint (OpenNMT's build_model, wrapped by
    # onmt_ext) holds exactly the saved M, alpha and mask embedding: no re-initialisation.
    import onmt.train_single as ts
    from onmt.inputters.inputter import dict_to_vocabs
    from onmt.models.model_saver import load_checkpoint
    from onmt.utils.parse import ArgumentParser

    loaded = load_checkpoint(str(ckpt))
    model_opt = ArgumentParser.ckpt_model_opts(loaded["opt"])
    rebuilt = ts.build_model(model_opt, model_opt, dict_to_vocabs(loaded["vocab"]), loaded, -1)
    state = rebuilt.state_dict()
    for key, value in model.items():
        if any(n in key for n in ("unit_weights", "autoshuffle", "mask_embedding")):
            assert torch.equal(state[key], value), key


def test_resume_training_from_checkpoint(trained):
    """`-train_from` the step-6 checkpoint with 8 train steps (report_every 2): the run
    loads the checkpoint and goes on from step 7, so its log reports step 8 only
    (OpenNMT's `Step  8/    8; acc: ...`). A fresh training that ignored `-train_from`
    would report steps 2, 4, 6 and 8. The saved M is still normalised."""
    tmp_path, _, cfg, _, ckpt = trained
    log = in_process(cli.train, "-config", str(cfg), "-train_from", str(ckpt),
                     "-train_steps", "8", "-save_checkpoint_steps", "8", "-valid_steps", "8")
    assert f"Loading checkpoint from {ckpt}" in log
    assert re.findall(r"Step\s+(\d+)/\s*(\d+);", log) == [("8", "8")], log[-3000:]
    resumed = torch.load(str(tmp_path / "run" / "model_step_8.pt"), weights_only=True)
    m = resumed["model"]["encoder.transformer.0.autoshuffle.permutation"]
    torch.testing.assert_close(m.sum(1), torch.ones(4))


def test_harden_checkpoint_then_translate(trained):
    tmp_path, corpus, _, _, ckpt = trained
    hard = tmp_path / "hard.pt"
    out = in_process(harden.main, "-model", str(ckpt), "-output", str(hard))
    assert out.count("autoshuffle.permutation: permutation [") == 2
    model = torch.load(str(hard), weights_only=True)["model"]
    for k in range(2):
        m = model[f"encoder.transformer.{k}.autoshuffle.permutation"]
        assert set(m.unique().tolist()) <= {0.0, 1.0}
        assert torch.equal(m.sum(0), torch.ones(4)) and torch.equal(m.sum(1), torch.ones(4))
    out = tmp_path / "hard_pred.txt"
    in_process(cli.translate, "-model", str(hard), "-src", corpus["valid_src"],
               "-output", str(out), "-beam_size", "4")
    assert len(out.read_text().splitlines()) == 40


def test_training_writes_structured_metrics(trained):
    """Every report (report_every 2, 6 steps) and the validation at step 6 are JSON
    records beside the checkpoints, with the penalty, alpha and the distance of M."""
    from onmt_ext.core.model.training_metrics import read_metrics

    tmp_path, _, _, _, ckpt = trained
    path = tmp_path / "run" / "model_metrics.jsonl"
    # steps 2, 4, 6; a resumed run of another test of this module may append 8
    train = read_metrics(path, "train")
    assert [r["step"] for r in train][:3] == [2, 4, 6]
    last = train[2]
    assert last["aux"]["lipschitz"] > 0
    assert len(last["diagnostics"]["alpha"]) == 2  # two layers ...
    assert all(len(a) == 4 for a in last["diagnostics"]["alpha"])  # ... of four units
    # the diagnostics are those of the parameters saved at step 6
    model = torch.load(str(ckpt), map_location="cpu", weights_only=True)["model"]
    for k in range(2):
        alpha = model[f"encoder.transformer.{k}.unit_weights"].tolist()
        assert last["diagnostics"]["alpha"][k] == pytest.approx(alpha, abs=1e-6)
    distances = last["diagnostics"]["autoshuffle_distance"]
    assert len(distances) == 2 and all(0 <= d <= 3**0.5 + 1e-6 for d in distances)
    valid = read_metrics(path, "valid")[0]
    assert valid["step"] == 6 and valid["ppl"] > 1 and 0 <= valid["acc"] <= 100
