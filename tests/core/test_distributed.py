"""Multi-GPU safety on CPU: two gloo processes run one training step of a MUTE encoder
on different data and all-reduce the gradients with OpenNMT's own routine.

OpenNMT (`trainer._gradient_accumulation`) all-reduces the grads of parameters whose grad
is not None, packed in one flat buffer: every rank must produce grads for exactly the same
parameters, and the p_beta switch must be drawn identically on every rank.
"""

from __future__ import annotations

import socket

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


NOISE_PROBS = (0.0, 0.5, 1.0)


def _worker(rank: int, world: int, port: int, results) -> None:
    import onmt_ext  # noqa: F401  (what a spawned OpenNMT worker does via our train fn)

    dist.init_process_group(
        "gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world
    )
    try:
        for noise_prob in NOISE_PROBS:
            results[rank, noise_prob] = _one_step(rank, world, noise_prob)
    finally:
        dist.destroy_process_group()


def _one_step(rank: int, world: int, noise_prob: float) -> dict:
    from onmt.utils.distributed import all_reduce_and_rescale_tensors
    from test_mute_encoder import batch, mute_encoder

    from onmt_ext.core.model.auxiliary_loss import collect_auxiliary_losses
    from onmt_ext.core.model.hooks import attach_training_hooks

    torch.manual_seed(0)  # same initial weights on every rank (as after OpenNMT init)
    enc = mute_encoder(
        units=4,
        noise=["identity", "swap", "disorder", "mask"],
        noise_prob=noise_prob,
        sequential=True,
        seed=3,
    )
    enc.train()
    step = 11
    attach_training_hooks(enc, lambda: step, [])
    # Global RNGs differ per rank from here on (data, noise positions): the switch must not
    # depend on them.
    torch.manual_seed(100 + rank)
    switches = [layer.noise_switch() for layer in enc.transformer]
    src, lengths = batch(seed=rank)
    out, _, _ = enc(src, lengths)
    loss = out.pow(2).mean() + sum(t.weight * t.value for t in collect_auxiliary_losses(enc))
    loss.backward()
    with_grad = [n for n, p in enc.named_parameters() if p.grad is not None]
    grads = [p.grad for p in enc.parameters() if p.grad is not None]
    local = [g.clone() for g in grads]
    all_reduce_and_rescale_tensors(grads, float(world))  # what OpenNMT's trainer calls
    gathered = [None] * world
    dist.all_gather_object(gathered, [g.clone() for g in grads])
    return {
        "switches": switches,
        "with_grad": with_grad,
        "n_params": len(list(enc.parameters())),
        "local": local,
        "reduced": [g.clone() for g in grads],
        "same_after_reduce": all(torch.equal(a, b) for a, b in zip(gathered[0], gathered[1])),
    }


@pytest.fixture(scope="module")
def two_rank_results():
    world = 2
    manager = mp.get_context("spawn").Manager()
    results = manager.dict()
    mp.start_processes(
        _worker, args=(world, _free_port(), results), nprocs=world, join=True, start_method="spawn"
    )
    return dict(results)


@pytest.mark.parametrize("noise_prob", NOISE_PROBS)
def test_two_gloo_ranks_all_reduce_one_step(two_rank_results, noise_prob):
    r0, r1 = two_rank_results[0, noise_prob], two_rank_results[1, noise_prob]
    assert r0["switches"] == r1["switches"]  # drawn from (seed, step, layer)
    assert r0["with_grad"] == r1["with_grad"]  # identical buffers for the all-reduce
    assert len(r0["with_grad"]) == r0["n_params"]  # every parameter has a gradient
    assert r0["same_after_reduce"]
    for a, b, red in zip(r0["local"], r1["local"], r0["reduced"]):
        torch.testing.assert_close(red, (a + b) / 2)  # the reduced grad is the mean
