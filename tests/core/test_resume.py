"""`-train_from` keeps every trained parameter of every family, with and without
`-update_vocab`, and MUTE's p_beta switch continues from the
checkpoint's step.

Each family trains 4 tiny steps through `onmt_ext_train`'s function, in this process. The
resumed model is captured right after OpenNMT built it and loaded the checkpoint
(tests/train_probe.py runs the same function, onmt_ext.cli.train, and dumps the state_dict
before the first step), so the comparison with the checkpoint is exact. One more resume
trains a step with learning rate 0 and compares its first checkpoint. A resume through the
console script: tests/project/test_experiments.py::
test_interrupted_smoke_training_resumes_from_its_checkpoint (onmt_ext_train, -train_from).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
import torch
from conftest import WORDS, in_process, make_tiny_corpus, tiny_config
from support import write_vocabs

import onmt_ext  # noqa: F401  (allow-lists the checkpoint types)
from onmt_ext import cli
from onmt_ext.mute.autoshuffle import AutoShuffle


def _tests_train_probe():
    """tests/train_probe.py by its path: the GPU kit has a `train_probe` module of its own,
    which a test that puts bench/gpu_kit on sys.path would make `import train_probe` find
    when both run in one process."""
    spec = importlib.util.spec_from_file_location(
        "tests_train_probe", Path(__file__).resolve().parents[1] / "train_probe.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


train_probe = _tests_train_probe()

EMBEDDINGS = {
    "src": "encoder.embeddings.make_embedding.emb_luts.0.weight",
    "tgt": "decoder.embeddings.make_embedding.emb_luts.0.weight",
}
NEW_TOKENS = [f"new{i}" for i in range(6)]  # 28 + 6 words: the padded size grows to 40
# OpenNMT's uniform init differs from every onmt_ext initial value (alpha = 1/I, M = 1/I,
# W_l = I/L, v = 0), so a reset after loading is visible.
INIT = {"param_init": 0.1, "param_init_glorot": False}
FAMILIES = {
    "mute": {
        "encoder_type": "mute",
        "mute_units": 3,
        "mute_noise": ["identity", "swap", "mask"],
        "mute_noise_prob": 0.5,
        "mute_sequential": True,
        "train_steps": 8,  # the p_beta test resumes from step 4 of this run
        "save_checkpoint_steps": 4,
    },
    "aggregate": {
        "encoder_type": "aggregate",
        "decoder_type": "aggregate",
        "enc_aggregate_strategy": "linear",  # W_l
        "dec_aggregate_strategy": "hierarchical",  # AGG nodes
        "dec_layers": 3,
    },
    "dense": {"encoder_type": "dense", "decoder_type": "dense", "dense_growth_rate": 16},
    "mimo": {
        "encoder_type": "mimo",
        "decoder_type": "mimo",
        "mimo_cardinality": 2,
        "mimo_languages": ["de", "fr"],
    },
}


def run_probe(*args: str, **probes: str) -> str:
    """tests/train_probe.py's `train` (onmt_ext.cli.train with the probes) in this process."""
    return in_process(lambda argv: train_probe.train(argv, **probes), *args)


def _tag_corpus(corpus: dict) -> None:
    """MIMO: every source line starts with its target-language tag (in the text)."""
    for key in ("train_src", "valid_src"):
        path = Path(corpus[key])
        lines = path.read_text().splitlines()
        path.write_text("".join(f"<2{'de' if i % 2 else 'fr'}> {line}\n"
                                for i, line in enumerate(lines)))


def _grown_vocab(path: Path, out: Path) -> str:
    """The vocabulary file with NEW_TOKENS first (so that every old id moves)."""
    out.write_text("".join(f"{t}\t{1000 - i}\n" for i, t in enumerate(NEW_TOKENS))
                   + path.read_text())
    return str(out)


@pytest.fixture(scope="module", params=list(FAMILIES))
def trained(request, tmp_path_factory):
    """One tiny training per family; its step-4 checkpoint is what the tests resume."""
    family = request.param
    root = tmp_path_factory.mktemp(f"resume_{family}")
    corpus = make_tiny_corpus(root / "data", n_train=120, n_valid=10)
    if family == "mimo":
        _tag_corpus(corpus)
    keys = {"train_steps": 4, "save_checkpoint_steps": 4, "valid_steps": 1000,
            **INIT, **FAMILIES[family]}
    cfg = tiny_config(root, corpus, **keys)
    write_vocabs(corpus, root)  # as onmt_ext_build_vocab would
    switch_log = root / "switch.json"
    run_probe("-config", str(cfg), record_switch=str(switch_log))
    run = root / "run"
    return family, root, cfg, run / "model_step_4.pt", switch_log


def _load(path) -> dict:
    return torch.load(str(path), map_location="cpu", weights_only=True)


def _checkpoint_tensors(checkpoint: dict) -> dict:
    tensors = dict(checkpoint["model"])
    tensors.update({f"generator.{k}": v for k, v in checkpoint["generator"].items()})
    return tensors


def _extension_names(state: dict) -> list[str]:
    marks = ("unit_weights", "mask_embedding", "autoshuffle", "combination", "nodes.",
             "task_logits", "input_projection", "summary", "_mix")
    return [name for name in state if any(mark in name for mark in marks)]


def test_train_from_restores_every_tensor(trained):
    family, root, cfg, ckpt, _ = trained
    dump = root / "resumed.pt"
    run_probe("-config", str(cfg), "-train_from", str(ckpt), dump_after_build=str(dump))
    expected = _checkpoint_tensors(_load(ckpt))
    resumed = _load(dump)["model"]
    assert sorted(resumed) == sorted(expected)
    assert _extension_names(resumed), "no extension tensor found: wrong family config?"
    for name, tensor in expected.items():
        assert torch.equal(resumed[name], tensor), name


def test_update_vocab_keeps_trained_tensors_and_old_rows(trained, reset_optim="all"):
    family, root, cfg, ckpt, _ = trained
    vocab = {side: _grown_vocab(root / "run" / f"vocab.{side}",
                                root / f"grown.{side}.{reset_optim}") for side in ("src", "tgt")}
    dump = root / f"resumed_update_vocab_{reset_optim}.pt"
    run_probe("-config", str(cfg), "-train_from", str(ckpt), "-update_vocab",
              "-reset_optim", reset_optim, "-src_vocab", vocab["src"], "-tgt_vocab", vocab["tgt"],
              dump_after_build=str(dump))
    checkpoint = _load(ckpt)
    expected = _checkpoint_tensors(checkpoint)
    resumed = _load(dump)
    state = resumed["model"]
    assert sorted(state) == sorted(expected)
    vocab_rows = {EMBEDDINGS["src"]: "src", EMBEDDINGS["tgt"]: "tgt",
                  "generator.weight": "tgt", "generator.bias": "tgt"}
    for name, tensor in expected.items():
        if name not in vocab_rows:  # everything but the vocabulary-sized tensors
            assert torch.equal(state[name], tensor), name
    assert _extension_names(state)
    for name, side in vocab_rows.items():
        old, new = checkpoint["vocab"][side], resumed["vocab"][side]
        assert set(NEW_TOKENS) <= set(new) and not set(NEW_TOKENS) & set(old)
        assert state[name].shape[0] == len(new) > len(old)
        kept = [token for token in old if token in new]  # OpenNMT pads to a multiple of 8
        assert {w if side == "src" else w.upper() for w in WORDS} <= set(kept)
        new_ids, old_ids = [new.index(t) for t in kept], [old.index(t) for t in kept]
        assert new_ids != old_ids  # the new tokens come first: every old row moved
        assert torch.equal(state[name][new_ids], expected[name][old_ids]), name
        fresh = [new.index(token) for token in NEW_TOKENS]
        assert torch.isfinite(state[name][fresh]).all()


@pytest.mark.parametrize("trained", ["mute"], indirect=True)
def test_update_vocab_with_reset_optim_states(trained):
    """reset_optim only changes the optimiser: one family is enough."""
    test_update_vocab_keeps_trained_tensors_and_old_rows(trained, reset_optim="states")


@pytest.mark.parametrize("trained", ["mute"], indirect=True)
def test_switch_continues_from_the_checkpoint_step(trained):
    family, root, cfg, ckpt, switch_log = trained
    uninterrupted = json.loads(switch_log.read_text())
    assert [step for step, _, _ in uninterrupted] == [s for s in range(1, 9) for _ in (0, 1)]
    resumed_log = root / "switch_resumed.json"
    run_probe("-config", str(cfg), "-train_from", str(ckpt), "-save_model",
              str(root / "resumed" / "model"), record_switch=str(resumed_log))
    resumed = json.loads(resumed_log.read_text())
    assert resumed == uninterrupted[8:]  # steps 5..8, both layers
    on = [decision for _, _, decision in uninterrupted]
    assert 0 < sum(on) < len(on)  # p_beta 0.5: both outcomes occur, the test is not vacuous


@pytest.mark.parametrize("trained", ["mute"], indirect=True)
def test_resume_with_update_vocab_and_lr_0(trained):
    """A real training step (`onmt_ext_train`'s function): with learning rate 0 the first
    checkpoint after resuming holds the checkpoint's values (M renormalised once by the
    post-step hook)."""
    family, root, cfg, ckpt, _ = trained
    vocab = {side: _grown_vocab(root / "run" / f"vocab.{side}", root / f"lr0.{side}")
             for side in ("src", "tgt")}
    save = root / "lr0" / "model"
    in_process(cli.train, "-config", str(cfg), "-train_from", str(ckpt),
               "-update_vocab", "-reset_optim", "all", "-learning_rate", "0",
               "-src_vocab", vocab["src"], "-tgt_vocab", vocab["tgt"],
               "-train_steps", "1", "-save_checkpoint_steps", "1", "-save_model", str(save))
    before = _load(ckpt)["model"]
    after = _load(f"{save}_step_1.pt")["model"]
    alpha = "encoder.transformer.0.unit_weights"
    assert not torch.equal(before[alpha], torch.full((3,), 1 / 3))  # it was trained
    for name, tensor in before.items():
        if name in (EMBEDDINGS["src"], EMBEDDINGS["tgt"]):
            continue
        if name.endswith("autoshuffle.permutation"):
            shuffle = AutoShuffle(3)
            with torch.no_grad():
                shuffle.permutation.copy_(tensor)
            shuffle.normalize_()
            tensor = shuffle.permutation.detach()
        assert torch.equal(after[name], tensor), name


@pytest.mark.parametrize("trained", ["mute", "aggregate", "mimo"], indirect=True)
def test_resume_tests_see_trained_extension_tensors(trained):
    """The comparisons above would prove little if the extension tensors were still at
    onmt_ext's initial values in the checkpoint (dense has no initial values of its own)."""
    family, _, _, ckpt, _ = trained
    model = _load(ckpt)["model"]
    name = {
        "mute": "encoder.transformer.1.unit_weights",  # alpha, 1/3 at start
        "aggregate": "encoder.aggregator.combination",  # W_l, I / L at start
        "mimo": "encoder.transformer.1.attn_mix.task_logits",  # v, 0 at start
    }[family]
    tensor = model[name]
    if family == "aggregate":
        initial = torch.eye(tensor.shape[1]).expand_as(tensor) / tensor.shape[0]
    else:
        initial = torch.full_like(tensor, 1 / 3 if family == "mute" else 0.0)
    assert not torch.equal(tensor, initial), name
