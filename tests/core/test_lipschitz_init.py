"""`param_init_lipschitz` (onmt_ext.core.model.lipschitz_init, Xu et al. 2020): exact bounds on a
hand-made module, on every family's model as `onmt_ext_train` builds it (through the
installed build_model), and end to end through the real CLI."""

from __future__ import annotations

import copy
import math
import re
import sys
from pathlib import Path

import onmt.train_single
import pytest
import torch
from conftest import in_process, tiny_config
from support import MIMO, MIMO_SMALL, PAD, dense_vocabs, mimo_vocabs, model_opt
from torch import nn

from onmt_ext import cli, registry
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.lipschitz_init import embedding_bound, lipschitz_init_, matrix_bound
from onmt_ext.core.model.warm_start import checkpoint_weights

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import onmt_calls  # noqa: E402  (bench/: the bench's OpenNMT calls, a new training's build)

# Uniform draws of n values reach past `SPREAD * bound` unless all n stay inside:
# probability SPREAD**n, below 1e-9 for the smallest tensor checked (136 values).
SPREAD = 0.85


class Toy(nn.Module):
    """A Linear d_in 6 -> 10, a bias-free Linear 10 -> 4, a Conv1d (fan_in 3 * 5), a padded
    embedding 50 x 10, a LayerNorm, an extension parameter, and a generator tied to the
    embedding."""

    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(6, 10)
        self.out = nn.Linear(10, 4, bias=False)
        self.conv = nn.Conv1d(3, 8, kernel_size=5)
        self.emb = nn.Embedding(50, 10, padding_idx=1)
        self.norm = nn.LayerNorm(10)
        self.alpha = nn.Parameter(torch.full((3,), 1.0 / 3))
        self.generator = nn.Linear(10, 50)
        self.generator.weight = self.emb.weight


def assert_spread(tensor: torch.Tensor, bound: float, name: str) -> None:
    """Within [-bound, bound] and reaching near both ends."""
    values = tensor.detach().float()
    assert values.abs().max() <= bound, f"{name}: {values.abs().max()} > {bound}"
    assert values.max() > SPREAD * bound and values.min() < -SPREAD * bound, name


def test_bounds_are_the_papers_formulas():
    assert matrix_bound(torch.empty(10, 6)) == pytest.approx(1 / math.sqrt(6), rel=1e-12)
    assert matrix_bound(torch.empty(8, 3, 5)) == pytest.approx(1 / math.sqrt(15), rel=1e-12)
    assert embedding_bound(torch.empty(50, 10)) == pytest.approx(math.sqrt(2 / 60), rel=1e-12)


def test_hand_made_module():
    torch.manual_seed(0)
    toy = Toy()
    with torch.no_grad():
        for p in (toy.proj.bias, toy.norm.weight, toy.norm.bias, toy.generator.bias):
            p.uniform_(2.0, 3.0)  # anything but the target values
    report = lipschitz_init_(toy)
    assert_spread(toy.proj.weight, 1 / math.sqrt(6), "proj")
    assert_spread(toy.out.weight, 1 / math.sqrt(10), "out")
    assert_spread(toy.conv.weight, 1 / math.sqrt(15), "conv")
    rows = [r for r in range(50) if r != 1]
    assert_spread(toy.emb.weight[rows], math.sqrt(2 / 60), "emb")
    assert torch.equal(toy.emb.weight[1], torch.zeros(10))  # padding row exactly zero
    for bias in (toy.proj.bias, toy.conv.bias, toy.norm.bias, toy.generator.bias):
        assert torch.equal(bias, torch.zeros_like(bias))
    assert torch.equal(toy.norm.weight, torch.ones(10))
    assert torch.equal(toy.alpha, torch.full((3,), 1.0 / 3))  # not ours: untouched
    assert toy.generator.weight is toy.emb.weight  # still tied, embedding rule
    assert report.embeddings == ("emb.weight",)
    assert report.matrices == ("proj.weight", "out.weight", "conv.weight")
    assert report.norm_gains == ("norm.weight",)
    assert report.left == ("alpha",)
    assert len(report.biases) == 4


def test_values_come_from_the_cpu_generator_in_the_parameters_dtype():
    """Same seed, same values whatever the parameter's dtype (drawn in float32 on the CPU;
    on a GPU the same, since the device's generator is not used)."""
    first, second = nn.Linear(8, 8), nn.Linear(8, 8).double()
    for model in (first, second):
        torch.manual_seed(5)
        lipschitz_init_(model)
    assert second.weight.dtype == torch.float64
    assert torch.equal(second.weight, first.weight.double())


# --------------------------------------------------------------------------- whole models
SMALL = {"hidden_size": 16, "word_vec_size": 16, "transformer_ff": 32, "heads": 2,
         "enc_layers": 2, "dec_layers": 2, "max_relative_positions": 8,
         "position_encoding": False, "param_init": 0.0, "param_init_glorot": True,
         "encoder_type": "transformer", "decoder_type": "transformer"}

# name -> (keys, vocabularies, the last names of the parameters left to the extension)
MODELS = {
    "transformer, tied": ({**SMALL, "share_decoder_embeddings": True,
                           "share_embeddings": True, "share_vocab": True}, dense_vocabs, set()),
    "rnn (OpenNMT)": ({**SMALL, "encoder_type": "rnn", "decoder_type": "rnn",
                       "max_relative_positions": 0}, dense_vocabs, set()),
    "mute autoshuffle": ({**SMALL, "encoder_type": "mute", "mute_units": 4,
                          "mute_noise": ["identity", "swap", "disorder", "mask"],
                          "mute_sequential": True, "mute_autoshuffle_init": "uniform"},
                         dense_vocabs, {"unit_weights", "mask_embedding", "permutation"}),
    "aggregate linear": ({**SMALL, "encoder_type": "aggregate",
                          "enc_aggregate_strategy": "linear"}, dense_vocabs, {"combination"}),
    "dense": ({**SMALL, "encoder_type": "dense", "decoder_type": "dense",
               "dense_growth_rate": 8}, dense_vocabs, set()),
    "mimo": ({**SMALL, **MIMO_SMALL, **MIMO, "param_init": 0.1, "param_init_glorot": False,
              "share_decoder_embeddings": True}, mimo_vocabs, {"task_logits"}),
}


def build(keys: dict, vocabs, lipschitz: bool = True, seed: int = 0) -> nn.Module:
    """The model `onmt_ext_train` builds for a new training (installed build_model)."""
    opt = model_opt(**keys, param_init_lipschitz=lipschitz)
    onmt_calls.prepare_model_opts(opt)
    torch.manual_seed(seed)
    return onmt_calls.build_training_model(opt, {**vocabs(), "data_task": "seq2seq"}, -1)


def extension_values(model: nn.Module) -> dict[str, torch.Tensor]:
    return {name: p.detach().clone() for name, p in model.named_parameters()
            if not name.rsplit(".", 1)[-1].startswith(("weight", "bias"))}


@pytest.mark.parametrize("name", list(MODELS))
def test_every_parameter_of_every_family(name):
    keys, vocabs, extension_names = MODELS[name]
    model = build(keys, vocabs)
    left = lipschitz_init_(copy.deepcopy(model)).left
    assert {key.rsplit(".", 1)[-1] for key in left} == extension_names
    seen = set()
    for module_name, module in model.named_modules():
        for local, param in module.named_parameters(recurse=False):
            if id(param) in seen:
                continue
            seen.add(id(param))
            label = f"{module_name}.{local}"
            if isinstance(module, nn.Embedding):
                table = param.detach()
                if module.padding_idx is not None:
                    assert torch.equal(table[module.padding_idx], torch.zeros(table.shape[1]))
                    keep = [r for r in range(table.shape[0]) if r != module.padding_idx]
                    table = table[keep]
                assert_spread(table, embedding_bound(param), label)
            elif local.startswith("bias"):  # also an RNN's bias_ih_l0
                assert torch.equal(param, torch.zeros_like(param)), label
            elif local.startswith("weight") and param.dim() == 1:
                assert torch.equal(param, torch.ones_like(param)), label
            elif local.startswith("weight"):
                assert_spread(param, matrix_bound(param), label)
    # the extension's own initial values survive: the same as without the option
    reference = extension_values(build(keys, vocabs, lipschitz=False))
    ours = extension_values(model)
    assert ours.keys() == reference.keys()
    for key, value in ours.items():
        if not key.endswith("mask_embedding"):  # drawn at random by its reset
            assert torch.equal(value, reference[key]), key


def test_extension_values_are_the_papers_starts():
    """alpha = 1/I and AutoShuffle's M = 1/I (MUTE), W_l = I/L (aggregation), v = 0 (MIMO)."""
    mute = dict(build(*MODELS["mute autoshuffle"][:2]).named_parameters())
    alphas = [p for n, p in mute.items() if n.endswith("unit_weights")]
    shuffles = [p for n, p in mute.items() if n.endswith("autoshuffle.permutation")]
    assert len(alphas) == len(shuffles) == 2  # one per layer
    assert all(torch.equal(p, torch.full((4,), 1 / 4)) for p in alphas)
    assert all(torch.equal(p, torch.full((4, 4), 1 / 4)) for p in shuffles)
    aggregate = dict(build(*MODELS["aggregate linear"][:2]).named_parameters())
    (combination,) = [p for n, p in aggregate.items() if n.endswith("combination")]
    assert torch.equal(combination, torch.eye(16).expand_as(combination) / 2)
    mimo = build(*MODELS["mimo"][:2])
    logits = [p for n, p in mimo.named_parameters() if n.endswith("task_logits")]
    assert logits and all(torch.equal(p, torch.zeros_like(p)) for p in logits)


def test_tied_weights_stay_one_table():
    model = build(*MODELS["transformer, tied"][:2])
    src = model.encoder.embeddings.make_embedding.emb_luts[0].weight
    tgt = model.decoder.embeddings.make_embedding.emb_luts[0].weight
    assert src is tgt and model.generator.weight is tgt
    assert torch.equal(tgt[PAD], torch.zeros(16))
    assert_spread(model.generator.weight, math.sqrt(2 / (40 + 16)), "generator")


def test_off_by_default_and_it_changes_the_start():
    """Without the key OpenNMT's Xavier init stands (bound sqrt(6/32) = 0.43 > 1/4 for a
    16 x 16 projection); the option's model has every such matrix within 1/4."""
    assert model_opt(**SMALL).param_init_lipschitz is False
    keys, vocabs, _ = MODELS["transformer, tied"]
    query = "encoder.transformer.0.self_attn.linear_query.weight"
    glorot = dict(build(keys, vocabs, lipschitz=False).named_parameters())[query]
    lipschitz = dict(build(keys, vocabs).named_parameters())[query]
    assert glorot.abs().max() > 0.25 >= lipschitz.abs().max()


def opennmt_checkpoint(model: nn.Module) -> dict:
    """The model's weights as OpenNMT saves them (the generator apart, without its prefix)."""
    state = {k: v.clone() for k, v in model.state_dict().items()}
    return {"model": {k: v for k, v in state.items() if not k.startswith("generator.")},
            "generator": {k.removeprefix("generator."): v for k, v in state.items()
                          if k.startswith("generator.")}}


def filled(model: nn.Module, value: float = 0.5) -> nn.Module:
    """Every parameter set to `value`, outside every Lipschitz bound of these models."""
    with torch.no_grad():
        for param in model.parameters():
            param.fill_(value)
    return model


def test_train_from_keeps_the_checkpoints_values():
    """Resuming (a checkpoint given to the installed build_model) never re-initialises."""
    keys, vocabs, _ = MODELS["mimo"]
    checkpoint = opennmt_checkpoint(filled(build(keys, vocabs)))
    opt = model_opt(**keys, param_init_lipschitz=True)
    onmt_calls.prepare_model_opts(opt)
    resumed = onmt.train_single.build_model(opt, opt, vocabs(), checkpoint, -1)
    for name, param in resumed.named_parameters():
        assert torch.all(param == 0.5), name


def test_warm_start_copies_over_the_lipschitz_start(tmp_path):
    """warm_start_from runs after the initialisation: the checkpoint's weights replace it,
    the new parameters (hierarchical aggregation nodes) keep the Lipschitz values."""
    base_keys, vocabs, _ = MODELS["transformer, tied"]
    base = filled(build(base_keys, vocabs))
    path = tmp_path / "base.pt"
    torch.save(opennmt_checkpoint(base), path)
    keys = {**base_keys, "encoder_type": "aggregate", "enc_aggregate_strategy": "hierarchical",
            "warm_start_from": str(path)}
    model = build(keys, vocabs)
    base_names = set(base.state_dict())
    fresh = 0
    for name, param in model.named_parameters():
        if name in base_names:
            assert torch.all(param == 0.5), name
        elif name.endswith("bias"):
            fresh += 1
            assert torch.equal(param, torch.zeros_like(param)), name
        elif param.dim() > 1:
            fresh += 1
            assert_spread(param, matrix_bound(param), name)
    assert fresh >= 4  # at least one AGG node's W_1, b_1, W_2, b_2


def test_pretrained_vectors_are_refused():
    opt = cli.parse_strict("train", ["-src_vocab", "x", "-tgt_vocab", "y", "-data", "{}",
                                     "-param_init_lipschitz",
                                     "-pre_word_vecs_enc", "vectors.pt"])
    with pytest.raises(OptionError, match=r"param_init_lipschitz is true and "
                                          r"pre_word_vecs_enc is 'vectors.pt'"):
        registry.validate(opt)


def test_cli_trains_from_the_lipschitz_start(tmp_path, tiny_corpus):
    """Two steps at learning rate 0 (`onmt_ext_train`'s function, in this process): the
    checkpoint holds the initial values, within the bounds, the tied generator equal to the
    target embeddings; the log says what replaced what."""
    config = tiny_config(tmp_path, tiny_corpus, param_init_lipschitz=True, train_steps=2,
                         save_checkpoint_steps=2, valid_steps=100, learning_rate=0.0,
                         report_every=1, share_decoder_embeddings=True)
    in_process(cli.build_vocab, "-config", str(config), "-n_sample", "-1")
    log = in_process(cli.train, "-config", str(config))
    assert "Lipschitz-constrained initialisation (Xu et al. 2020) replaces OpenNMT's " \
           "param_init_glorot" in log
    assert re.search(r"Step\s+2/\s*2;", log)
    weights = checkpoint_weights(torch.load(tmp_path / "run" / "model_step_2.pt",
                                            weights_only=True))
    query = weights["encoder.transformer.0.self_attn.linear_query.weight"]
    assert_spread(query, 1 / math.sqrt(32), "query")
    emb = weights["decoder.embeddings.make_embedding.emb_luts.0.weight"]
    assert torch.equal(weights["generator.weight"], emb)
    assert torch.equal(emb[PAD], torch.zeros(32))
    assert_spread(emb, embedding_bound(emb), "tgt embeddings")
    assert torch.equal(weights["decoder.layer_norm.weight"], torch.ones(32))
    assert torch.equal(weights["generator.bias"], torch.zeros_like(weights["generator.bias"]))
