"""Device and precision paths: `make test-gpu` (= `pytest -m cuda`).

Tests marked `cuda` run on a CUDA device and are skipped, with the reason shown, where
there is none. Everything takes its device from the `device` parameter and builds its
tensors there, so the same code runs on "cpu" (where the tests are cheap enough, the
CPU variant runs in the normal suite):

* the fused MUTE units and the fused MIMO transformations equal the loop over OpenNMT's
  modules (outputs and gradients; MIMO also step-by-step decoding), TF32 off;
* every decoder's step-by-step decoding equals teacher forcing, through beam tiling;
* every parameter of every family receives a finite gradient;
* a few training steps under bf16 autocast (in-process, every family; CPU and CUDA) and
  under OpenNMT's `model_dtype: fp16` with its GradScaler (`onmt_ext_train`, CUDA only):
  finite losses, M still normalised, alpha finite;
* the noise generators draw on the input's device (checked on the 'meta' device, which
  fails on any tensor created on the CPU instead).
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
import support
import torch
import torch.nn.functional as F
from conftest import make_tiny_corpus, run_cli, tiny_config
from mimo import test_mimo_fused as mimo_fused
from mute.test_fused_units import batch as mute_batch
from mute.test_fused_units import pair
from support import decode_after_reordering, error_line

import onmt_ext  # noqa: F401
from onmt_ext import cli
from onmt_ext.core.model import hooks
from onmt_ext.core.model.auxiliary_loss import collect_auxiliary_losses
from onmt_ext.mute import noise

NO_CUDA = (
    f"no CUDA device (torch {torch.__version__}"
    + (", built without CUDA)" if not torch.backends.cuda.is_built() else ")")
)
CUDA = pytest.param(
    "cuda", marks=[pytest.mark.cuda, pytest.mark.skipif(not torch.cuda.is_available(),
                                                         reason=NO_CUDA)]
)
cuda_only = pytest.mark.parametrize("device", [CUDA])
cpu_and_cuda = pytest.mark.parametrize("device", ["cpu", CUDA])

COMMON = {k: v for k, v in support.MIMO_SMALL.items() if k != "mimo_languages"}
FAMILIES = {
    "mute": {"encoder_type": "mute", "decoder_type": "transformer", "mute_units": 3,
             "mute_noise": ["identity", "swap", "mask"], "mute_sequential": True},
    "aggregate": {"encoder_type": "aggregate", "decoder_type": "aggregate",
                  "enc_aggregate_strategy": "linear", "dec_aggregate_strategy": "hierarchical",
                  "enc_aggregate_diversity": 1.0},
    "dense": {**support.TABLE2["DenseNMT-2"], "dense_growth_rate": 8, "hidden_size": 24,
              "word_vec_size": 24},
    "mimo": {**support.MIMO, "mimo_cardinality": 2},
    # composition (enc_layer_type): MUTE layers inside the aggregation and dense encoders
    "aggregate-mute": {"encoder_type": "aggregate", "decoder_type": "transformer",
                       "enc_aggregate_strategy": "multi_layer_attention", "enc_layers": 3,
                       "enc_layer_type": "mute", "mute_units": 3,
                       "mute_noise": ["identity", "swap", "mask"], "mute_sequential": True},
    "dense-mute": {**support.TABLE2["DenseNMT-2"], "dense_growth_rate": 8, "hidden_size": 24,
                   "word_vec_size": 24, "enc_layer_type": "mute", "mute_units": 2,
                   "mute_noise": ["identity", "disorder"], "mute_sequential": True},
}


def build(family: str, device: str):
    """A tiny model of `family` (OpenNMT's build_base_model) and a batch, on `device`."""
    if family == "mimo":
        model = support.mimo_build_model(**FAMILIES[family])
        src, src_len, tgt = support.mimo_batch()
    else:
        model = support.dense_build_model(**{**COMMON, **FAMILIES[family]})
        src, src_len, tgt = support.dense_batch()
    return model.to(device), src.to(device), src_len.to(device), tgt.to(device)


# --------------------------------------------------------------------------- fused == loop
@cuda_only
@pytest.mark.parametrize("train", [True, False])
def test_fused_equals_loop(device, train):
    fused, loop = pair(units=4, noise=["identity", "swap", "disorder", "mask"], sequential=True)
    src, lengths = (t.to(device) for t in mute_batch())
    outputs, grads = [], []
    for enc in (fused.to(device), loop.to(device)):
        enc.train(train)
        enc.zero_grad(set_to_none=True)
        torch.manual_seed(123)  # same noise draws, in the same order, on the device
        out, _, _ = enc(src, lengths)
        weights = torch.randn(out.shape, generator=torch.Generator().manual_seed(5))
        loss = (out * weights.to(device)).sum()
        for term in collect_auxiliary_losses(enc):
            loss = loss + term.weight * term.value
        loss.backward()
        outputs.append(out.detach())
        grads.append({n: p.grad for n, p in enc.named_parameters()})
    assert all(layer.loop_reason() is None for layer in fused.transformer)
    torch.testing.assert_close(outputs[0], outputs[1], rtol=1e-4, atol=1e-5)
    for name, grad in grads[0].items():
        assert (grad is None) == (grads[1][name] is None), name
        if grad is not None:
            torch.testing.assert_close(grad, grads[1][name], rtol=1e-4, atol=1e-5, msg=name)


@pytest.fixture
def no_tf32():
    """Full fp32 matmuls for comparisons at 1e-5 (TF32 would round the inputs to 10 bits)."""
    saved = torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = False
    yield
    torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved


@cuda_only
@pytest.mark.parametrize("setting", mimo_fused.SETTINGS, ids=list(mimo_fused.SETTINGS))
def test_mimo_fused_equals_loop(device, setting, no_tf32):
    """Fused MIMO transformations == the loop (outputs, gradients, mixed-language batch)."""
    mimo_fused.assert_fused_equals_loop(device, **mimo_fused.SETTINGS[setting])


@cuda_only
@pytest.mark.parametrize("setting", mimo_fused.SETTINGS, ids=list(mimo_fused.SETTINGS))
def test_mimo_fused_decoding_equals_teacher_forcing(device, setting, no_tf32):
    """Fused caches through beam tiling and reordering, on the device."""
    mimo_fused.assert_decoding_equals_teacher_forcing(device, **mimo_fused.SETTINGS[setting])


# --------------------------------------------------------------------------- decoding
@cuda_only
@pytest.mark.parametrize("family", list(FAMILIES))
def test_incremental_equals_teacher_forced_through_beam_tiling(device, family):
    """Beam search tiles the batch (`map_state`) after the first steps; decoding must go on
    as if the tiled rows had been decoded from the start."""
    model, src, src_len, tgt = build(family, device)
    model.eval()
    index = torch.tensor([2, 0, 0, 1, 2], device=device)
    got, expected = decode_after_reordering(model, src, src_len, tgt, index, first=2)
    assert got.device.type == device
    torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-5)


# --------------------------------------------------------------------------- gradients
@cuda_only
@pytest.mark.parametrize("family", list(FAMILIES))
def test_every_parameter_gets_a_finite_gradient(device, family):
    model, src, src_len, tgt = build(family, device)
    model.train()
    torch.manual_seed(0)
    dec_out, _ = model(src, tgt, src_len)
    loss = model.generator(dec_out).float().logsumexp(-1).sum()
    loss = loss + sum(t.weight * t.value for t in collect_auxiliary_losses(model))
    loss.backward()
    missing = [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
    assert not missing
    for name, param in model.named_parameters():
        assert torch.isfinite(param.grad).all(), name


# --------------------------------------------------------------------------- bf16 autocast
def _normalised_and_finite(model) -> None:
    for name, param in model.named_parameters():
        assert torch.isfinite(param).all(), name
        if name.endswith("autoshuffle.permutation"):  # Eq. 18: rows sum to 1 after a step
            torch.testing.assert_close(param.sum(1).float(), torch.ones(param.size(0),
                                       device=param.device), rtol=0, atol=1e-5)
            assert (param >= 0).all(), name


@cpu_and_cuda
@pytest.mark.parametrize("family", list(FAMILIES))
def test_training_steps_under_bf16_autocast(device, family):
    """Ten Adam steps on one fixed batch under bf16 autocast:

    * the autocast really reaches the model: a forward hook on the encoder's first
      nn.Linear sees a torch.bfloat16 output at every step (fp32 without the autocast);
    * the training really trains in bf16: the loss (cross-entropy plus the auxiliary terms)
      of the last step is at least 0.2 below the first (measured on CPU: a drop of 0.48 to
      1.4, by family, every step lower than the one before; the model and batch are built
      from fixed seeds, so the margin does not hang on random draws);
    * the losses are finite, M is still normalised and every parameter finite.
    """
    if device == "cuda" and not torch.cuda.is_bf16_supported():
        pytest.skip("this CUDA device has no bf16")
    model, src, src_len, tgt = build(family, device)
    model.train()
    optim = torch.optim.Adam(model.parameters(), lr=1e-2)
    clock = {"step": 1}
    hooks.attach_training_hooks(model, lambda: clock["step"], [optim])  # as OpenNMT's
    linear = next(m for m in model.encoder.modules() if isinstance(m, torch.nn.Linear))
    dtypes = []
    linear.register_forward_hook(lambda module, args, out: dtypes.append(out.dtype))
    losses = []
    steps = 10
    for _ in range(steps):
        optim.zero_grad()
        with torch.autocast(device_type=device, dtype=torch.bfloat16):
            dec_out, _ = model(src, tgt, src_len)
            logits = model.generator(dec_out).float()
            loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), tgt[:, 1:, 0].reshape(-1))
            loss = loss + sum(t.weight * t.value for t in collect_auxiliary_losses(model))
        loss.backward()
        optim.step()
        clock["step"] += 1
        losses.append(loss.item())
    assert len(dtypes) >= steps and set(dtypes) == {torch.bfloat16}, dtypes
    assert all(math.isfinite(x) for x in losses), losses
    assert losses[-1] < losses[0] - 0.2, losses
    _normalised_and_finite(model)


# --------------------------------------------------------------------------- OpenNMT fp16
@cuda_only
@pytest.mark.cli  # starts console scripts (on a GPU)
@pytest.mark.parametrize("family", list(FAMILIES))
def test_training_steps_under_opennmt_fp16(device, family, tmp_path):
    """`model_dtype: fp16` on a GPU: OpenNMT's autocast and GradScaler (its `amp` path)."""
    corpus = make_tiny_corpus(tmp_path / "data", n_train=60, n_valid=6)
    if family == "mimo":
        for key in ("train_src", "valid_src"):
            path = Path(corpus[key])
            lines = path.read_text().splitlines()
            path.write_text("".join(f"<2{'de' if i % 2 else 'fr'}> {line}\n"
                                    for i, line in enumerate(lines)))
    keys = {**FAMILIES[family], "gpu_ranks": [0], "world_size": 1, "model_dtype": "fp16",
            "train_steps": 6, "valid_steps": 6, "save_checkpoint_steps": 6}
    if family == "mimo":
        keys["mimo_languages"] = ["de", "fr"]
    if family == "dense":
        keys["hidden_size"] = keys["word_vec_size"] = 32
    cfg = tiny_config(tmp_path, corpus, **keys)
    run_cli("onmt_ext_build_vocab", "-config", str(cfg), "-n_sample", "-1")
    proc = run_cli("onmt_ext_train", "-config", str(cfg))
    log = proc.stdout + proc.stderr
    assert re.search(r"Step\s+6/", log) and not re.search(r"\bnan\b", log, re.I), log[-3000:]
    checkpoint = torch.load(str(tmp_path / "run" / "model_step_6.pt"), map_location="cpu",
                            weights_only=True)
    for name, tensor in checkpoint["model"].items():
        assert torch.isfinite(tensor.float()).all(), name
        if name.endswith("autoshuffle.permutation"):
            torch.testing.assert_close(tensor.float().sum(1), torch.ones(tensor.size(0)),
                                       rtol=0, atol=1e-3)


@cuda_only
@pytest.mark.cli  # starts console scripts (on a GPU)
def test_training_with_data_loader_workers_on_a_gpu(device, tmp_path):
    """OpenNMT's data loader starts its workers with the spawn method on a GPU (the protocol
    recipes keep its default of 2 workers), and a spawned worker runs the console script
    again: the script must not start a second training there (bench/gpu_kit/
    console_scripts.py writes the scripts on a machine where onmt_ext is not installed)."""
    corpus = make_tiny_corpus(tmp_path / "data", n_train=60, n_valid=6)
    cfg = tiny_config(tmp_path, corpus, gpu_ranks=[0], world_size=1, num_workers=2,
                      train_steps=4, valid_steps=4, save_checkpoint_steps=4)
    run_cli("onmt_ext_build_vocab", "-config", str(cfg), "-n_sample", "-1")
    proc = run_cli("onmt_ext_train", "-config", str(cfg), timeout=180)
    log = proc.stdout + proc.stderr
    assert re.search(r"Step\s+4/", log) and "bootstrapping phase" not in log, log[-3000:]
    assert (tmp_path / "run" / "model_step_4.pt").is_file()


def test_fp16_without_a_gpu_is_an_error(tmp_path, tiny_corpus, monkeypatch):
    """On the CPU, OpenNMT's CUDA GradScaler and autocast switch themselves off and the
    model would silently train in fp32."""
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    cfg = tiny_config(tmp_path, tiny_corpus, model_dtype="fp16")
    info = error_line(cli.train, ["-config", str(cfg)])
    assert str(info) == (
        "onmt_ext_train: error: model_dtype fp16 needs a CUDA GPU (gpu_ranks); on the CPU "
        "OpenNMT would silently train in fp32: leave model_dtype at fp32"
    )


# --------------------------------------------------------------------------- noise device
@pytest.mark.parametrize("kind", noise.NOISE_TYPES)
def test_noise_draws_on_the_input_device(kind):
    """On 'meta' every tensor the noise creates must be created on the input's device:
    mixing in a CPU tensor (or a CPU generator) raises."""
    x = torch.empty(3, 5, 4, device="meta")
    lengths = torch.empty(3, dtype=torch.long, device="meta")
    mask = torch.empty(4, device="meta")
    out = noise.apply_noise(x, lengths, kind, mask_embedding=mask)
    assert out.device.type == "meta" and out.shape == x.shape


@pytest.fixture
def random_draws(monkeypatch):
    """Every torch.rand call: (device asked for, device of the generator or None)."""
    calls = []
    rand = torch.rand

    def recording(*args, generator=None, device=None, **kwargs):
        calls.append((torch.device(device) if device is not None else None,
                      None if generator is None else generator.device))
        return rand(*args, generator=generator, device=device, **kwargs)

    monkeypatch.setattr(torch, "rand", recording)
    return calls


def test_mute_noise_draws_on_the_input_device(random_draws):
    """The MUTE encoder's bias modules, switched on, on 'meta' inputs: every random draw is
    made on the input's device with no generator of another device (on CUDA, a CPU
    generator would be an error or a host round trip)."""
    fused, _ = pair(units=4, noise=["identity", "swap", "disorder", "mask"], noise_prob=1.0)
    src, lengths = mute_batch()
    fused.to("meta").train()
    out, _, _ = fused(src.to("meta"), lengths.to("meta"))
    assert out.device.type == "meta"
    meta = torch.device("meta")
    assert random_draws and all(device == meta for device, _ in random_draws), random_draws
    assert all(gen in (None, meta) for _, gen in random_draws), random_draws
