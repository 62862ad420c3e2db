"""Fused MIMO transformations (`mimo_fused: true`, onmt_ext/mimo/fused.py) against the loop
over the n OpenNMT units (`mimo_fused: false`): same outputs and gradients for every
`mimo_enc_dec`, `mimo_task_attention` and `mimo_merge_sublayers`, with mixed-language
batches; step-by-step decoding equals teacher forcing through beam tiling and reordering;
one cache tensor per layer and kind; the fall-back to the loop; no host sync for the task
ids on an accelerator."""

from __future__ import annotations

import itertools
import logging

import pytest
import torch
from onmt.utils.misc import tile
from support import MIMO, PAD, TOKENS, randomize_task_logits
from support import mimo_batch as batch
from support import mimo_build_model as build_model

from onmt_ext.mimo.options import MimoOptions
from onmt_ext.mimo.tasks import TaskTags

SETTINGS = {
    f"{enc_dec}-{attention}{'-merge' if merge else ''}": {
        "mimo_enc_dec": enc_dec,
        "mimo_task_attention": attention,
        "mimo_merge_sublayers": merge,
    }
    for enc_dec, attention, merge in itertools.product(
        ("mixed", "paired", "merged"), ("task", "shared", "uniform"), (False, True)
    )
}
TOL = {"rtol": 0, "atol": 1e-5}


def pair(device="cpu", **keys):
    """(fused, loop): the same weights, non-uniform task weights, cardinality 3."""
    keys = {**MIMO, "mimo_cardinality": 3, "mimo_fused": "true", **keys}
    fused = build_model(**keys)
    loop = build_model(**{**keys, "mimo_fused": "false"})
    randomize_task_logits(fused, scale=2.0)
    torch.nn.Module.load_state_dict(loop, fused.state_dict())
    layers = [*fused.decoder.transformer_layers]
    if keys["encoder_type"] == "mimo":
        layers += [*fused.encoder.transformer]
    assert all(layer.loop_reason() is None for layer in layers)
    assert loop.decoder.transformer_layers[0].loop_reason() == "mimo_fused is false"
    return fused.to(device), loop.to(device)


def padded_batch(device="cpu"):
    """Three tasks in one batch, source and target padding."""
    src, src_len, tgt = batch(tasks=(2, 0, 1, 0), lengths=(6, 4, 2, 5), tgt_len=6)
    tgt[1, 4:, 0] = PAD
    tgt[2, 3:, 0] = PAD
    return src.to(device), src_len.to(device), tgt.to(device)


def outputs_and_grads(model, src, src_len, tgt):
    model.train()  # dropout is 0 in MIMO_SMALL: the same function, with gradients
    model.zero_grad()
    out, attns = model(src, tgt, src_len)
    g = torch.Generator().manual_seed(7)
    weights = torch.randn(out.shape, generator=g).to(out.device)
    (out * weights).sum().backward()
    grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
    return out.detach(), grads


def assert_fused_equals_loop(device="cpu", **keys):
    fused, loop = pair(device, **keys)
    src, src_len, tgt = padded_batch(device)
    out_f, grads_f = outputs_and_grads(fused, src, src_len, tgt)
    out_l, grads_l = outputs_and_grads(loop, src, src_len, tgt)
    torch.testing.assert_close(out_f, out_l, **TOL)
    assert grads_f.keys() == grads_l.keys()
    body = [n for n, _ in fused.named_parameters() if not n.startswith("generator")]
    assert sorted(grads_f) == sorted(body)  # every parameter the decoder output depends on
    for name in grads_f:
        torch.testing.assert_close(grads_f[name], grads_l[name], **TOL, msg=name)


@pytest.mark.parametrize("setting", SETTINGS, ids=list(SETTINGS))
def test_fused_equals_loop_outputs_and_gradients(setting):
    assert_fused_equals_loop(**SETTINGS[setting])


@pytest.mark.parametrize("keys", [
    {"max_relative_positions": 0, "position_encoding": True},
    {"mimo_cardinality": 1},
    {"encoder_type": "transformer"},  # one memory: one GEMM for the n context attentions
    {"add_qkvbias": True, "pos_ffn_activation_fn": "gelu"},
], ids=["absolute-positions", "n1", "transformer-encoder", "qkv-bias-gelu"])
def test_fused_equals_loop_other_shapes(keys):
    assert_fused_equals_loop(**keys)


def decode(model, src, src_len, tgt, beam=2, order=(4, 5, 0, 1, 3, 2)):
    """Beam search's protocol (tile, step 0, 1, ..., a reordering after step 1): the
    step outputs ``(B*beam, T, d)`` and the teacher-forced reference, in the same rows."""
    order = torch.tensor(order, device=src.device)
    with torch.no_grad():
        enc_out, enc_final, src_len = model.encoder(src, src_len)
        model.decoder.init_state(src, enc_out, enc_final)
        full, _ = model.decoder(tgt, enc_out, src_len=src_len)
        model.decoder.init_state(src, enc_out, enc_final)
        model.decoder.map_state(lambda state, dim: tile(state, beam, dim))
        enc_out, src_len = tile(enc_out, beam, 0), tile(src_len, beam, 0)
        tgt, reference = tile(tgt, beam, 0), tile(full, beam, 0)
        steps = []
        for step in range(tgt.size(1)):
            if step == 2:
                model.decoder.map_state(lambda state, dim: state.index_select(dim, order))
                enc_out, src_len = enc_out[order], src_len[order]
                tgt, reference = tgt[order], reference[order]
                steps = [s[order] for s in steps]
            out, attns = model.decoder(
                tgt[:, step : step + 1], enc_out, step=step, src_len=src_len, return_attn=True
            )
            assert attns["std"].shape == (tgt.size(0), 1, src.size(1))
            steps.append(out[:, 0])
    return torch.stack(steps, 1), reference


def assert_decoding_equals_teacher_forcing(device="cpu", **keys):
    fused, loop = pair(device, **keys)
    src, src_len, tgt = (t.to(device) for t in batch(tasks=(0, 1, 2), lengths=(6, 4, 2),
                                                      tgt_len=5))
    for model in (fused, loop):
        model.eval()
        steps, reference = decode(model, src, src_len, tgt)
        torch.testing.assert_close(steps, reference, **TOL)
    torch.testing.assert_close(decode(fused, src, src_len, tgt)[0],
                               decode(loop, src, src_len, tgt)[0], **TOL)


@pytest.mark.parametrize("setting", SETTINGS, ids=list(SETTINGS))
def test_fused_stepwise_decoding_equals_teacher_forcing(setting):
    assert_decoding_equals_teacher_forcing(**SETTINGS[setting])


def test_fused_attention_weights_equal_the_loop():
    fused, loop = pair()
    src, src_len, tgt = padded_batch()
    got = []
    with torch.no_grad():
        for model in (fused, loop):
            enc_out, enc_final, lengths = model.encoder(src, src_len)
            model.decoder.init_state(src, enc_out, enc_final)
            got.append(model.decoder(tgt, enc_out, src_len=lengths, return_attn=True)[1]["std"])
    assert got[0].shape == (4, tgt.size(1), src.size(1))
    torch.testing.assert_close(got[0], got[1], **TOL)


def test_fused_never_calls_the_unit_modules(monkeypatch):
    fused, _ = pair()
    calls = []
    for stack in (fused.encoder.transformer, fused.decoder.transformer_layers):
        for layer in stack:
            for unit in layer.units:  # a plain attribute patch: no hook (hooks mean "loop")
                for module in unit.children():
                    monkeypatch.setattr(module, "forward", lambda *a, **k: calls.append(1))
    fused.eval()
    src, src_len, tgt = batch()
    with torch.no_grad():
        fused(src, tgt, src_len)
        decode(fused, src, src_len, tgt)
    assert calls == []


def test_beam_mapping_touches_one_tensor_per_layer_and_kind():
    """src, task, the mixing weights, then self/context keys/values of each layer: 3 + 4L
    tensors per reordering (the loop maps 4 per unit: 3 + 4nL), after the positions
    ``arange(B)`` from which onmt_ext.core.model.beam_cache reads the select indices."""
    counts = []
    for model in pair():
        model.eval()
        src, src_len, tgt = batch()
        with torch.no_grad():
            enc_out, enc_final, src_len = model.encoder(src, src_len)
            model.decoder.init_state(src, enc_out, enc_final)
            model.decoder(tgt[:, :1], enc_out, step=0, src_len=src_len)
        mapped = []

        def record(state, dim, mapped=mapped):
            mapped.append(state.shape)
            return state

        model.decoder.map_state(record)
        assert mapped[0] == (3,)  # the positions
        counts.append(len(mapped) - 1)
        if len(counts) == 1:
            layers = len(model.decoder.transformer_layers)
            assert len(mapped) - 1 == 3 + 4 * layers
            assert mapped[4] == (3, 3, 2, 1, 8)  # (B, n, heads, T, d_head), batch-first
    assert counts[1] == 3 + 4 * 3 * 2


def test_unsupported_features_fall_back_to_the_loop_with_a_logged_reason(caplog):
    keys = {**MIMO, "mimo_cardinality": 2, "layer_norm": "rms"}
    fused = build_model(**keys, mimo_fused="true")
    loop = build_model(**keys, mimo_fused="false")
    torch.nn.Module.load_state_dict(loop, fused.state_dict())
    assert "RMSNorm" in fused.decoder.transformer_layers[0].loop_reason()
    src, src_len, tgt = batch()
    logging.getLogger("onmt").propagate = True
    with caplog.at_level(logging.INFO), torch.no_grad():
        torch.testing.assert_close(fused(src, tgt, src_len)[0], loop(src, tgt, src_len)[0],
                                   rtol=0, atol=0)
    assert "mimo encoder layer 0: the fused path does not reproduce layer_norm RMSNorm" in (
        caplog.text
    )
    assert "mimo decoder layer 1" in caplog.text


def test_forward_hooks_on_a_unit_use_the_loop():
    fused, _ = pair()
    layer = fused.decoder.transformer_layers[1]
    handle = layer.units[2].context_attn.register_forward_hook(lambda *a: None)
    assert layer.loop_reason() == "forward hooks on a unit module"
    handle.remove()
    assert layer.loop_reason() is None


def test_mimo_fused_option_reaches_the_layers():
    from support import mimo_model_opt

    assert MimoOptions.from_opt(mimo_model_opt(**MIMO)).fused == "auto"
    assert MimoOptions.from_opt(mimo_model_opt(**MIMO, mimo_fused="false")).fused is False
    assert MimoOptions.from_opt(mimo_model_opt(**MIMO, mimo_fused="true")).fused is True
    model = build_model(**MIMO, mimo_fused="false")
    layers = [*model.encoder.transformer, *model.decoder.transformer_layers]
    assert {layer.fused_setting for layer in layers} == {False}


# ----------------------------------------------------------------------------- auto
def auto_fused_loop(**keys):
    """(auto, fused, loop) models with the same weights (`mimo_fused` auto, true, false)."""
    fused, loop = pair(**keys)
    auto = build_model(**{**MIMO, "mimo_cardinality": 3, **keys, "mimo_fused": "auto"})
    torch.nn.Module.load_state_dict(auto, fused.state_dict())
    return auto, fused, loop


def layers_of(model):
    return [*model.encoder.transformer, *model.decoder.transformer_layers]


def test_auto_on_cpu_trains_as_the_loop_bit_for_bit():
    """CPU training: the loop was measured faster (onmt_ext/core/model/fused_choice.py)."""
    auto, _, loop = auto_fused_loop()
    auto.train()
    for layer in layers_of(auto):
        assert layer.loop_reason().startswith("mimo_fused auto: loop on cpu in train mode")
    src, src_len, tgt = padded_batch()
    out_a, grads_a = outputs_and_grads(auto, src, src_len, tgt)
    out_l, grads_l = outputs_and_grads(loop, src, src_len, tgt)
    torch.testing.assert_close(out_a, out_l, rtol=0, atol=0)
    assert grads_a.keys() == grads_l.keys()
    for name in grads_a:
        torch.testing.assert_close(grads_a[name], grads_l[name], rtol=0, atol=0, msg=name)


def test_auto_on_cpu_translates_fused_bit_for_bit():
    """CPU translation (eval mode, beam search): fused was measured faster; auto's forward
    pass and its step-by-step decoding (one cache tensor per layer and kind) are the fused
    model's, and decoding equals teacher forcing."""
    auto, fused, loop = auto_fused_loop()
    for model in (auto, fused, loop):
        model.eval()
    assert all(layer.loop_reason() is None for layer in layers_of(auto))
    src, src_len, tgt = padded_batch()
    with torch.no_grad():
        torch.testing.assert_close(auto(src, tgt, src_len)[0], fused(src, tgt, src_len)[0],
                                   rtol=0, atol=0)
        torch.testing.assert_close(auto(src, tgt, src_len)[0], loop(src, tgt, src_len)[0],
                                   **TOL)
    src, src_len, tgt = batch(tasks=(0, 1, 2), lengths=(6, 4, 2), tgt_len=5)
    steps, reference = decode(auto, src, src_len, tgt)
    torch.testing.assert_close(steps, reference, **TOL)
    torch.testing.assert_close(steps, decode(fused, src, src_len, tgt)[0], rtol=0, atol=0)
    assert all(layer._cache is not None for layer in auto.decoder.transformer_layers)


def test_auto_on_cuda_trains_fused(monkeypatch):
    """Where the table says fused in training (CUDA; the device type stood in for)."""
    from onmt_ext.core.model import fused_choice

    monkeypatch.setattr(fused_choice, "device_type", lambda device: "cuda")
    auto, _, loop = auto_fused_loop()
    auto.train()
    assert all(layer.loop_reason() is None for layer in layers_of(auto))
    src, src_len, tgt = padded_batch()
    out_a, grads_a = outputs_and_grads(auto, src, src_len, tgt)
    out_l, grads_l = outputs_and_grads(loop, src, src_len, tgt)
    torch.testing.assert_close(out_a, out_l, **TOL)
    for name in grads_a:
        torch.testing.assert_close(grads_a[name], grads_l[name], **TOL, msg=name)


def test_auto_logs_its_choice_not_an_unsupported_feature(caplog):
    """Auto choosing the loop (CPU training) with an unsupported feature: the choice is
    logged, not a fall-back; in translation (auto chose fused) the fall-back is logged."""
    from onmt_ext.core.model import fused_choice

    fused_choice.forget_logged()
    keys = {**MIMO, "mimo_cardinality": 2, "layer_norm": "rms"}
    auto = build_model(**keys)
    src, src_len, tgt = batch()
    logging.getLogger("onmt").propagate = True
    with caplog.at_level(logging.INFO), torch.no_grad():
        auto.train()
        auto(src, tgt, src_len)
        assert "mimo_fused auto: loop on cpu in train mode" in caplog.text
        assert "does not reproduce" not in caplog.text
        auto.eval()
        auto(src, tgt, src_len)
    assert "mimo_fused auto: fused on cpu in translate mode" in caplog.text
    assert "the fused path does not reproduce layer_norm RMSNorm" in caplog.text
    fused_choice.forget_logged()


def test_inference_reuses_stacked_weights_until_parameters_change():
    fused, loop = pair()
    fused.eval()
    loop.eval()
    src, src_len, tgt = batch()
    layer = fused.decoder.transformer_layers[0]
    with torch.no_grad():
        fused(src, tgt, src_len)
        cached = layer.fused.attention("self")
        assert layer.fused.attention("self") is cached
        for model in (fused, loop):  # an optimiser-like in-place update
            model.decoder.transformer_layers[0].units[1].self_attn.linear_keys.weight.add_(0.1)
        assert layer.fused.attention("self") is not cached
        torch.testing.assert_close(fused(src, tgt, src_len)[0], loop(src, tgt, src_len)[0],
                                   **TOL)
    fused.train()
    assert layer.fused.weights.entries == {}


def test_task_ids_do_not_read_the_device_back(monkeypatch):
    """On an accelerator (the 'meta' device stands in: it has no values at all) the task
    ids are computed without `.nonzero()` or any read-back; the tags were checked where the
    data was read."""
    def tags():
        ids = [TOKENS.index("<2de>"), TOKENS.index("<2fr>")]
        return TaskTags(["de", "fr"], ["<2de>", "<2fr>"], ids)


    def forbidden(*args, **kwargs):
        raise AssertionError("host sync")

    monkeypatch.setattr(torch.Tensor, "nonzero", forbidden)
    monkeypatch.setattr(torch.Tensor, "item", forbidden)
    src = torch.tensor([[TOKENS.index("<2fr>"), 9], [TOKENS.index("<2de>"), 9]])
    task = tags().task_ids(src.to("meta"))
    assert task.device.type == "meta" and task.shape == (2,)
    monkeypatch.undo()
    assert tags().task_ids(src).tolist() == [1, 0]  # the CPU path still checks and names


# ----------------------------------------------------------------------------- benchmark
def test_bench_mimo_vs_deep_verdicts_and_table_from_measurements():
    """bench/report.py: fused MIMO's paired speed ratios against the deep model, the
    device's target (CPU 0.95, GPU 1.31), the loop shown but not judged."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    import report

    def row(fused, train, beam, layers=6):
        return {"name": f"MIMO {layers}x4 {'fused' if fused else 'loop'} vs T", "family": "mimo",
                "pairing": "mimo-deep", "fused": fused, "mimo_layers": layers, "d": 128,
                "params": 2_000_000, "partner_params": 1_990_000, "train_speed": train,
                "beam_ratio": beam, "greedy_ratio": [1.0]}

    configs = [row(True, [0.97, 0.93, 0.96], [1.2, 1.1]), row(False, [0.9], [0.8])]
    results = {"machine": {"device": "cpu"}, "configs": configs}
    verdicts = {v["target"]: v for v in report.verdicts(results)}
    assert len(verdicts) == 2  # the fused row only, training and beam-4
    train = verdicts["MIMO 6x4 fused vs T: training speed >= 0.95x the deep model's"]
    assert train["value"] == pytest.approx(0.96) and train["pass"] is True
    beam = verdicts["MIMO 6x4 fused vs T: beam-4 translation speed >= 0.95x the deep model's"]
    assert beam["value"] == pytest.approx(1.15) and beam["pass"] is True
    gpu = report.verdicts({**results, "machine": {"device": "cuda:0"}})
    assert [v["limit"] for v in gpu] == [1.31, 1.31] and [v["pass"] for v in gpu] == [False] * 2
    table = "\n".join(report.mimo_deep_table(results))
    assert "| 6 layers x 4, d 128 | fused | 2.0 | 2.0 | 0.96 [0.93, 0.97] | 1.15 [1.10, 1.20]" in (
        table
    )
    assert "| loop |" in table


def test_fused_dropout_follows_the_modules():
    """The fused path reads the dropout in effect from the units at every call: with
    `update_dropout(0, 0)` training equals the loop; with dropout on, it drops."""
    fused, loop = pair(dropout=0.3, attention_dropout=0.2)
    src, src_len, tgt = padded_batch()
    fused.train()
    with torch.no_grad():
        dropped = [fused(src, tgt, src_len)[0] for _ in range(2)]
    assert not torch.allclose(dropped[0], dropped[1])
    for model in (fused, loop):
        model.update_dropout(0.0, 0.0)
    out_f, grads_f = outputs_and_grads(fused, src, src_len, tgt)
    out_l, grads_l = outputs_and_grads(loop, src, src_len, tgt)
    torch.testing.assert_close(out_f, out_l, **TOL)
    for name in grads_f:
        torch.testing.assert_close(grads_f[name], grads_l[name], **TOL, msg=name)


def test_int8_quantised_layers_loop_and_translate_as_the_quantised_loop():
    """`-precision int8` (torch.quantization.quantize_dynamic of the linear layers) left the
    fused path reading a method as a weight (AttributeError); quantised units now loop, and
    the quantised `mimo_fused true` model computes what the quantised loop model does."""
    import warnings

    from onmt_ext.core.model import fused_parts

    fused, loop = pair()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # torch.ao.quantization's deprecation
        for model in (fused, loop):
            model.eval()
            torch.quantization.quantize_dynamic(model, dtype=torch.qint8, inplace=True)
    layers = [*fused.decoder.transformer_layers, *fused.encoder.transformer]
    assert {layer.loop_reason() for layer in layers} == {fused_parts.QUANTISED}
    src, src_len, tgt = batch()
    with torch.no_grad():
        torch.testing.assert_close(fused(src, tgt, src_len)[0], loop(src, tgt, src_len)[0],
                                   rtol=0, atol=0)
