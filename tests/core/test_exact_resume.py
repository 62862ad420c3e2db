"""Exact resume's parts (onmt_ext.core.model.exact_resume): the random states round trip
(also through weights_only loading), the batch stream's count and skip, an uncut and a cut
toy "training" that draw the same numbers, the checkpoint entry, and when a resume is not
exact. The real training, cut and resumed through the console script:
tests/core/test_exact_resume_cli.py."""

from __future__ import annotations

import random
import socket

import numpy as np
import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

from onmt_ext.core.model import exact_resume
from onmt_ext.core.model.exact_resume import BatchStream, ResumePlan, plan_resume


def _draws() -> tuple:
    """One number from each generator a training uses."""
    return random.random(), float(np.random.rand()), torch.rand(3).tolist()


@pytest.fixture(autouse=True)
def _keep_random_states():
    """The tests set the generators: put them back afterwards, and forget the stream."""
    states = exact_resume.capture_random_states()
    yield
    exact_resume.restore_random_states(states)
    exact_resume._forget_stream()


def test_random_states_round_trip_through_weights_only_loading(tmp_path):
    random.seed(3)
    np.random.seed(4)
    torch.manual_seed(5)
    np.random.standard_normal()  # numpy keeps a cached Gaussian: it must come back too
    random.gauss(0, 1)  # and Python's
    states = exact_resume.capture_random_states()
    first = _draws()
    path = tmp_path / "states.pt"
    torch.save(states, path)
    loaded = torch.load(path, weights_only=True)
    assert _draws() != first
    exact_resume.restore_random_states(loaded)
    assert _draws() == first
    assert loaded["python"]["state"].dtype == torch.int64
    assert loaded["python"]["state"].shape == (625,)
    assert loaded["numpy"]["state"].shape == (624,)
    assert loaded["cuda"] is None or not torch.cuda.is_initialized()


def test_the_stream_counts_the_batches_handed_out():
    stream = BatchStream(range(5), stream_start={}, start_step=0)
    seen = []
    for item in stream:
        seen.append(item)
        assert stream.drawn == len(seen)
    assert seen == [0, 1, 2, 3, 4]


def test_a_skipped_stream_yields_from_the_position_and_sets_the_cut_states():
    torch.manual_seed(7)
    cut = exact_resume.capture_random_states()
    expected = torch.rand(2).tolist()
    torch.manual_seed(99)
    lines = []
    stream = BatchStream(range(10), stream_start={}, start_step=0, skip=4, cut=cut,
                         log=lines.append)
    items = iter(stream)
    assert next(items) == 4 and stream.drawn == 5
    assert torch.rand(2).tolist() == expected  # the cut states were set before item 4
    assert list(items) == [5, 6, 7, 8, 9] and stream.drawn == 10
    assert len(lines) == 1 and lines[0].startswith(
        "exact resume: drew again the 4 batches trained before the checkpoint in ")


def test_a_stream_shorter_than_the_position_is_an_error():
    stream = BatchStream(range(3), stream_start={}, start_step=0, skip=5)
    with pytest.raises(RuntimeError, match="ended after 3 batches, before the checkpoint's "
                                           r"position \(5 batches\)"):
        list(stream)


def _producer():
    """A batch producer like OpenNMT's: buckets of 3 items, shuffled with a generator
    seeded from Python's state when it is built (RandomShuffler), each item transformed with
    numpy's global generator (a transform's noise)."""
    shuffler = random.Random(random.getrandbits(32))
    index = 0
    while True:
        bucket = list(range(index, index + 3))
        index += 3
        shuffler.shuffle(bucket)
        for item in bucket:
            yield item, int(np.random.randint(1000))


def _train(stream: BatchStream, steps: int) -> list:
    """`steps` steps of a toy training: each takes one batch and draws dropout (torch) and
    Python numbers of its own."""
    out = []
    for _, batch in zip(range(steps), stream):
        out.append((batch, torch.rand(1).item(), random.random()))
    return out


def _start(seed: int) -> BatchStream:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    start = exact_resume.capture_random_states()
    return BatchStream(_producer(), stream_start=start, start_step=0)


def test_a_cut_toy_training_continues_as_the_uncut_one():
    """Cut after 4 of 10 steps (inside the second bucket) and resumed from the stored entry
    in a process whose generators are elsewhere: the same batches and draws as uncut."""
    uncut = _train(_start(11), 10)
    stream = _start(11)
    exact_resume.bind_stream(stream, {"seed": "11"})
    first = _train(stream, 4)
    entry = exact_resume.checkpoint_entry()
    assert entry["ranks"][0]["batches"] == 4 and entry["world_size"] == 1
    random.seed(12345)  # a new process: other states
    np.random.seed(6789)
    torch.manual_seed(42)
    plan = plan_resume(entry, step=4, rank=0, world_size=1, signature={"seed": "11"})
    assert plan.exact and plan.skip == 4
    exact_resume.restore_random_states(plan.stream_start)
    resumed = BatchStream(_producer(), stream_start=plan.stream_start,
                          start_step=plan.start_step, skip=plan.skip, cut=plan.cut)
    assert first + _train(resumed, 6) == uncut
    # a plain resume (OpenNMT's): a new stream, another draw
    random.seed(12345)
    np.random.seed(6789)
    torch.manual_seed(42)
    assert first + _train(BatchStream(_producer(), stream_start={}, start_step=4), 6) != uncut


def test_the_checkpoint_entry():
    assert exact_resume.checkpoint_entry() is None  # no training in this process
    start = exact_resume.capture_random_states()
    stream = BatchStream(range(9), stream_start=start, start_step=350)
    exact_resume.bind_stream(stream, {"seed": "1", "batch_size": "1024"})
    list(zip(range(3), stream))
    entry = exact_resume.checkpoint_entry()
    assert entry["version"] == exact_resume.VERSION
    assert entry["world_size"] == 1 and entry["start_step"] == 350
    assert entry["data"] == {"seed": "1", "batch_size": "1024"}
    assert list(entry["ranks"]) == [0]
    assert entry["ranks"][0]["batches"] == 3
    assert torch.equal(entry["ranks"][0]["stream_start"]["torch"], start["torch"])
    assert torch.equal(entry["ranks"][0]["cut"]["torch"], torch.get_rng_state())
    del stream  # bound weakly: gone with the training
    assert exact_resume.checkpoint_entry() is None


def test_data_signature_names_every_data_key():
    class Opt:
        seed, batch_size, data = 3, 4096, {"c": {"path_src": "a"}}

    signature = exact_resume.data_signature(Opt())
    assert list(signature) == list(exact_resume.DATA_KEYS)
    assert signature["seed"] == "3" and signature["data"] == "{'c': {'path_src': 'a'}}"
    assert signature["bucket_size"] == "None"


def _state(world_size=1, cuda=None, data=None, ranks=None) -> dict:
    rank = {"batches": 700, "stream_start": {"torch": "s"}, "cut": {"torch": "c", "cuda": cuda}}
    return {"version": exact_resume.VERSION, "world_size": world_size, "start_step": 0,
            "data": data or {"seed": "1"},
            "ranks": ranks if ranks is not None else {r: rank for r in range(world_size)}}


def _plan(state, **keys) -> ResumePlan:
    return plan_resume(state, **{"step": 350, "rank": 0, "world_size": 1,
                                 "signature": {"seed": "1"}, **keys})


def test_an_exact_plan_takes_the_ranks_own_position():
    ranks = {0: {"batches": 700, "stream_start": "s0", "cut": {"cuda": None}},
             1: {"batches": 702, "stream_start": "s1", "cut": {"cuda": None}}}
    plan = _plan(_state(world_size=2, ranks=ranks), rank=1, world_size=2)
    assert plan == ResumePlan(exact=True, start_step=0, skip=702, stream_start="s1",
                              cut={"cuda": None})
    assert plan.message("m_step_350.pt", 350) == (
        "exact resume from m_step_350.pt (step 350): data position (702 batches) and random "
        "states restored; the training continues as the uncut one would")


@pytest.mark.parametrize(("state", "keys", "why"), [
    (None, {}, "the checkpoint carries no data position or random states (saved before "
               "onmt_ext resumed exactly)"),
    ({**_state(), "version": 99}, {}, "its exact-resume state has version 99, this onmt_ext "
                                      "reads 1"),
    (_state(world_size=2), {}, "it was saved by 2 ranks, this training runs 1"),
    (_state(), {"signature": {"seed": "2"}}, "the data options differ: seed 2 (checkpoint: 1)"),
    (_state(), {"signature": {"seed": "1", "num_workers": "2"}},
     "the data options differ: num_workers 2 (checkpoint: None)"),
    (_state(), {"reset_optim": "all"}, "reset_optim 'all' restarts the optimiser"),
    (_state(), {"update_vocab": True}, "update_vocab changes the vocabulary the batches are "
                                       "made with"),
    (_state(), {"average_decay": 1e-4}, "average_decay: OpenNMT does not store its moving "
                                        "average"),
    (_state(), {"dropout_steps": [0, 349]}, "a dropout_steps change falls before the "
                                            "checkpoint's step (OpenNMT resumes with the "
                                            "first dropout)"),
    (_state(cuda="state"), {}, "it was saved on a CUDA device, this rank runs on the CPU"),
    (_state(), {"cuda": True}, "it was saved on the CPU, this rank runs on a CUDA device"),
])
def test_when_a_resume_is_not_exact(state, keys, why):
    plan = _plan(state, **keys)
    assert plan == ResumePlan(exact=False, why_not=why, start_step=350)
    assert plan.message("m.pt", 350) == (
        f"resume from m.pt (step 350) is not exact: {why}; a fresh data order and random "
        "state, a different draw from the uncut command")


def test_a_dropout_change_after_the_checkpoint_keeps_the_resume_exact():
    # OpenNMT applies dropout_steps[i]'s change at step dropout_steps[i] + 1: 351, not trained
    assert _plan(_state(), dropout_steps=[0, 350]).exact


def test_resume_state_of_an_optimiser_entry():
    assert exact_resume.resume_state(None) is None
    assert exact_resume.resume_state({"training_step": 351}) is None
    assert exact_resume.resume_state({exact_resume.STATE_KEY: {"version": 1}}) == {"version": 1}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _rank_worker(rank: int, world: int, port: int, results) -> None:
    """One rank: draws 3 + rank batches with its own seed, then saves (every rank builds
    the entry, as every rank builds the optimiser's state in OpenNMT's saver) and plans the
    resume of its own position from the entry."""
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world)
    try:
        torch.manual_seed(10 + rank)
        stream = BatchStream(range(20), stream_start=exact_resume.capture_random_states(),
                             start_step=0)
        exact_resume.bind_stream(stream, {"seed": "1"})
        list(zip(range(3 + rank), stream))
        entry = exact_resume.checkpoint_entry()
        plan = plan_resume(entry, step=4, rank=rank, world_size=world, signature={"seed": "1"})
        results[rank] = {
            "world_size": entry["world_size"], "ranks": sorted(entry["ranks"]),
            "batches": [entry["ranks"][r]["batches"] for r in sorted(entry["ranks"])],
            "own_cut": torch.equal(entry["ranks"][rank]["cut"]["torch"], torch.get_rng_state()),
            "skip": plan.skip, "exact": plan.exact,
            "alone": plan_resume(entry, step=4, rank=0, world_size=1,
                                 signature={"seed": "1"}).why_not,
        }
    finally:
        dist.destroy_process_group()


def test_every_rank_stores_its_own_position_and_resumes_it():
    """Two gloo ranks: the entry holds both ranks' positions by rank; each resumes its own;
    resuming with one rank is not exact."""
    world = 2
    results = mp.get_context("spawn").Manager().dict()
    mp.start_processes(_rank_worker, args=(world, _free_port(), results), nprocs=world,
                       join=True, start_method="spawn")
    for rank in range(world):
        found = results[rank]
        assert found["world_size"] == 2 and found["ranks"] == [0, 1]
        assert found["batches"] == [3, 4] and found["own_cut"]
        assert found["exact"] and found["skip"] == 3 + rank
        assert found["alone"] == "it was saved by 2 ranks, this training runs 1"


def test_the_trainer_takes_the_stream_its_producer_was_built_for():
    """`expect_stream` (where OpenNMT builds the producer) sets the stream's first random
    states on an exact resume; `stream_of` (where the trainer receives it) uses the plan
    once; a producer built without one starts a new stream."""
    torch.manual_seed(21)
    start = exact_resume.capture_random_states()
    torch.manual_seed(22)
    cut = exact_resume.capture_random_states()
    plan = ResumePlan(exact=True, start_step=0, skip=2, stream_start=start, cut=cut)
    torch.manual_seed(23)
    exact_resume.expect_stream(plan, {"seed": "1"})
    assert torch.equal(torch.get_rng_state(), start["torch"])
    stream = exact_resume.stream_of(range(6))
    assert (stream.skip, stream.cut, stream.stream_start) == (2, cut, start)
    assert exact_resume.bound_stream() is stream
    assert list(stream) == [2, 3, 4, 5]
    assert exact_resume.checkpoint_entry()["data"] == {"seed": "1"}
    # a new stream: now's states recorded (not set), counted from step 0
    exact_resume.expect_stream(ResumePlan(exact=False, start_step=350), {"seed": "1"})
    now = torch.get_rng_state()
    stream = exact_resume.stream_of(range(3))
    assert (stream.skip, stream.cut, stream.start_step) == (0, None, 350)
    assert torch.equal(stream.stream_start["torch"], now)
    library = exact_resume.stream_of(range(3))  # no producer announced: step 0, no options
    assert (library.skip, library.start_step) == (0, 0)
    assert exact_resume.checkpoint_entry()["data"] == {}
