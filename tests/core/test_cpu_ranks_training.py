"""OpenNMT's multi-process trainer on CPU ranks (`cpu_ranks: true`, `gpu_backend: gloo`),
end to end: `onmt_ext_train`'s function (or the `onmt_train` console script) calls
OpenNMT's `train()`, which spawns one process per rank; from there on everything is
OpenNMT's own code (multi_init, the batch producer, gradient accumulation and all-reduce,
rank 0's checkpoints, resuming) with the seam's records (onmt_ext.seam.ranks).

Every rank writes the model it holds at the end (ONMT_EXT_RANK_STATES,
onmt_ext.core.model.rank_states), so the ranks are compared with each other, not only
through rank 0's checkpoint. The family configs and the comparison are the GPU kit's
(bench/gpu_kit/ddp_check.py), which runs the same check with NCCL on 2 GPUs.

Same batches for 2 ranks and 1 rank: OpenNMT splits the corpus between ranks by lines
(rank r reads the lines i with (i // 2) % 2 == r: lines 0-1, 4-5, ... for rank 0, 2-3, 6-7,
... for rank 1) and shuffles the batches inside each bucket. With `bucket_size: 2` and
`batch_size: 2` sentences every bucket is one batch, in reading order: step s takes lines
4s..4s+1 on rank 0 and 4s+2..4s+3 on rank 1, and one process with `accum_count: 2`
accumulates the same two batches, in that order (no two sentences alike: OpenNMT drops a
repeated source from a batch). Nothing random in the forward pass (dropout 0, MUTE's
noise off), so both see the same numbers.

OpenNMT normalises each rank's loss by the tokens (here sentences) of all ranks, then
divides the all-reduced gradient sum by world_size: the gradient of N ranks is 1/N of the
one-process gradient on the same batches. With plain SGD, 2 ranks at learning rate 2 * lr
therefore take the same steps as 1 process at lr (for Adam the scale cancels, up to its
epsilon).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml
from conftest import BIN, in_process
from test_stop_clean import assert_nothing_left, started, wait_for

from onmt_ext import cli
from onmt_ext.core.files.checkpoint_file import load_checkpoint
from onmt_ext.core.model import rank_states

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench" / "gpu_kit"))
import ddp_check  # noqa: E402

pytestmark = [pytest.mark.cli,  # OpenNMT's spawn starts a process per rank
              pytest.mark.long(3),  # the file, on one thread of an idle 2-core machine
              pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")]

STEPS = 30
MORE = 4  # steps of each resumed training
LR = 0.05  # SGD's learning rate of one process (2 ranks: 2 * LR, see the module docstring)
# the float tolerance of "2 ranks == 1 process accumulating their batches": the two sum
# the same gradients; gloo's all-reduce and the accumulation may add them in another order
ATOL, RTOL = 1e-6, 1e-5
# one process per rank, one thread each (the CI machine has 2 cores)
RANK_ENV = {"OMP_NUM_THREADS": "1"}
# the composition with nothing random in its forward pass, batches of 2 sentences, one
# bucket each, SGD (module docstring), its Lipschitz penalty and layer diversity on
SAME_BATCHES = {
    "batch_type": "sents", "batch_size": 2, "valid_batch_size": 2, "bucket_size": 2,
    "dropout": [0.0], "attention_dropout": [0.0], "mute_noise_prob": 0.0,
    "optim": "sgd", "max_grad_norm": 0, "report_every": 5, "train_steps": STEPS,
    "save_checkpoint_steps": STEPS,
}
ONE_PROCESS = {"world_size": 1, "gpu_ranks": [], "accum_count": [2], "learning_rate": LR}
TWO_RANKS = {"learning_rate": 2 * LR}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    root = tmp_path_factory.mktemp("cpu_ranks")
    # 120 lines: one pass of the 30 steps of 4 sentences of the same-batches runs
    root.joinpath("corpus.json").write_text(json.dumps(
        ddp_check.write_corpus(root / "data", n=4 * STEPS)))
    return root


def corpus_of(root: Path) -> dict:
    return json.loads(root.joinpath("corpus.json").read_text())


def write_config(run: Path, name: str, root: Path, **keys) -> Path:
    """ddp_check's config of `name` on CPU ranks (port free), `keys` over it, in `run`;
    its vocabulary built when the run is new."""
    run.mkdir(parents=True, exist_ok=True)
    config = ddp_check.config(name, run, corpus_of(root), STEPS, cpu_ranks=True)
    config.update({"master_port": free_port(), **keys})
    path = run / "config.yaml"
    path.write_text(yaml.safe_dump(config))
    if not Path(config["src_vocab"]).is_file():
        in_process(cli.build_vocab, "-config", str(path), "-n_sample", "-1")
    return path


def train(config: Path, states: Path, *args: str) -> str:
    """`onmt_ext_train`'s function in this process (OpenNMT's train() spawns the ranks),
    every rank writing its final model into `states`."""
    with pytest.MonkeyPatch.context() as patch:
        for key, value in {**RANK_ENV, rank_states.ENV_VAR: str(states)}.items():
            patch.setenv(key, value)
        return in_process(cli.train, "-config", str(config), *args)


def final_states(states: Path, ranks=(0, 1)) -> list[dict]:
    return [rank_states.read(rank_states.path_of(states, r)) for r in ranks]


def assert_ranks_identical(states: Path, step: int) -> dict:
    """Both ranks at `step`, every parameter and buffer bit-identical; rank 0's record."""
    problems, first = ddp_check.compare_ranks(states)
    assert problems == [], problems[:5]
    assert first["step"] == step
    return first


def train_records(run: Path) -> list[dict]:
    lines = (run / "model_metrics.jsonl").read_text().splitlines()
    return [r for r in map(json.loads, lines) if r["kind"] == "train"]


# --------------------------------------------------------------------------- refused
def test_two_processes_without_ranks_or_cpu_ranks_are_one_line(root, tmp_path):
    """OpenNMT alone starts no process and exits 0 having trained nothing."""
    config = write_config(tmp_path / "run", "mute", root, gpu_ranks=[], cpu_ranks=False,
                          gpu_backend="nccl")
    proc = subprocess.run([str(BIN / "onmt_train"), "-config", str(config)],
                          capture_output=True, text=True, timeout=240,
                          env=dict(os.environ, **RANK_ENV))
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert proc.stderr.strip().splitlines() == [
        "onmt_train: error: world_size is 2 but gpu_ranks is empty: OpenNMT starts one "
        "training process per entry of gpu_ranks, so none would train; list the ranks this "
        "machine runs in gpu_ranks (e.g. gpu_ranks: [0, 1]), one GPU each, or add "
        "cpu_ranks: true (with gpu_backend: gloo) to run them as CPU processes"]
    assert not list((tmp_path / "run").glob("model*.pt"))


# --------------------------------------------------------------------------- each family
@pytest.mark.parametrize("name", ["mute", "aggregate", "dense", "mimo"])
def test_each_family_s_two_ranks_end_bit_identical(root, name):
    """ddp_check's model (dropout, MUTE's noise and switch, AutoShuffle, Lipschitz
    initialisation and penalty, diversity, MIMO's tasks) for 30 steps of 2 CPU ranks; the
    composition: test_the_composition_s_two_ranks_end_bit_identical."""
    run = root / name
    # batches of 64 tokens (about 8 sentences): the ranks' start-up is most of the time
    config = write_config(run, name, root, save_checkpoint_steps=STEPS, batch_size=64)
    train(config, run / "ranks")
    first = assert_ranks_identical(run / "ranks", STEPS)
    saved = load_checkpoint(run / f"model_step_{STEPS}.pt")  # rank 0's checkpoint
    for key, tensor in saved["model"].items():
        assert torch.equal(tensor, first["model"][key]), key


# --------------------------------------------------------------------------- 2 == 1
@pytest.fixture(scope="module")
def same_batches(root):
    """The composition on the same batches: 2 ranks (lr 2 * LR), and one process
    accumulating 2 batches a step (lr LR); each run's folder."""
    runs = {}
    for label, keys in (("two", TWO_RANKS), ("one", ONE_PROCESS)):
        run = root / f"composition-{label}"
        train(write_config(run, "composition", root, **SAME_BATCHES, **keys), run / "ranks")
        runs[label] = run
    return runs


def test_the_composition_s_two_ranks_end_bit_identical(same_batches):
    assert_ranks_identical(same_batches["two"] / "ranks", STEPS)


def test_two_ranks_equal_one_process_accumulating_their_batches(same_batches):
    (two,), (one,) = (final_states(same_batches[k] / "ranks", ranks=(0,)) for k in ("two", "one"))
    assert two["step"] == one["step"] == STEPS
    assert one["model"].keys() == two["model"].keys()
    for key, tensor in one["model"].items():
        torch.testing.assert_close(two["model"][key], tensor, atol=ATOL, rtol=RTOL, msg=key)
    # and they did learn: the cross-entropy fell (equal parameters are no frozen model)
    records = train_records(same_batches["one"])
    assert records[-1]["xent"] < records[0]["xent"] - 0.1


def test_auxiliary_losses_are_counted_once_not_per_rank(same_batches):
    """The Lipschitz penalty and the encoder's layer diversity logged with 2 ranks (each
    rank's batches, gathered) equal one process's on the same batches; their weight in the
    gradient is checked by the equality of the parameters above."""
    two, one = (train_records(same_batches[k]) for k in ("two", "one"))
    assert [r["step"] for r in two] == [r["step"] for r in one] == list(range(5, STEPS + 1, 5))
    for a, b in zip(two, one):
        assert set(a["aux"]) == set(b["aux"]) == {"lipschitz", "diversity_enc"}
        for name, value in b["aux"].items():
            assert a["aux"][name] == pytest.approx(value, rel=1e-5), (a["step"], name)
        assert a["xent"] == pytest.approx(b["xent"], rel=1e-5)
        assert a["n_words"] == b["n_words"]  # both ranks' tokens, counted once


# --------------------------------------------------------------------------- resuming
def resume(root: Path, name: str, checkpoint: Path, **keys) -> Path:
    run = root / name
    config = write_config(run, "composition", root, **{
        **SAME_BATCHES, **keys, "train_steps": STEPS + MORE, "report_every": 2})
    train(config, run / "ranks", "-train_from", str(checkpoint))
    return run


def test_a_two_rank_checkpoint_resumes_on_one_process_to_the_step(root, same_batches):
    run = resume(root, "resume-2-to-1", same_batches["two"] / f"model_step_{STEPS}.pt",
                 **ONE_PROCESS)
    (state,) = final_states(run / "ranks", ranks=(0,))
    assert state["step"] == STEPS + MORE
    assert [r["step"] for r in train_records(run)] == [STEPS + 2, STEPS + 4]


def test_a_two_rank_checkpoint_resumes_on_two_ranks_to_the_step(root, same_batches):
    run = resume(root, "resume-2-to-2", same_batches["two"] / f"model_step_{STEPS}.pt",
                 **TWO_RANKS)
    assert_ranks_identical(run / "ranks", STEPS + MORE)
    assert [r["step"] for r in train_records(run)] == [STEPS + 2, STEPS + 4]
    saved = load_checkpoint(run / f"model_step_{STEPS + MORE}.pt")
    assert saved["optim"]["training_step"] == STEPS + MORE + 1


def test_two_machines_resume_a_one_process_checkpoint_together(root, same_batches):
    """Two `onmt_train` commands on this machine as two machines: one rank each
    (gpu_ranks [0] on the master_ip machine, [1] on the other; world_size 2), meeting at
    master_ip 127.0.0.1; they resume the one-process checkpoint and train together (OpenNMT
    splits the data between the ranks of one machine, so each reads the whole corpus)."""
    checkpoint = same_batches["one"] / f"model_step_{STEPS}.pt"
    port, states, procs = free_port(), root / "machines-ranks", []
    env = dict(os.environ, PYTHONWARNINGS="ignore", **RANK_ENV,
               **{rank_states.ENV_VAR: str(states)})
    try:
        for rank in (0, 1):
            run = root / f"machine-{rank}"
            config = write_config(run, "composition", root, **{
                **SAME_BATCHES, **TWO_RANKS, "gpu_ranks": [rank], "master_ip": "127.0.0.1",
                "master_port": port, "train_steps": STEPS + MORE, "report_every": 2})
            log = open(run / "train.log", "w")  # noqa: SIM115 (closed with the process)
            procs.append((subprocess.Popen(
                [str(BIN / "onmt_train"), "-config", str(config), "-train_from",
                 str(checkpoint)], stdout=log, stderr=subprocess.STDOUT, env=env), log))
        for proc, log in procs:
            assert proc.wait(timeout=400) == 0, Path(log.name).read_text()[-3000:]
    finally:
        for proc, log in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            log.close()
    assert_ranks_identical(states, STEPS + MORE)
    assert (root / "machine-0" / f"model_step_{STEPS + MORE}.pt").is_file()
    assert not list((root / "machine-1").glob("*.pt"))  # rank 0 alone saves


def test_two_ranks_cut_and_resumed_end_where_the_uncut_run_ends(root):
    """Exact resume on 2 ranks: the composition (dropout, MUTE's noise, Adam, batches of
    tokens shuffled in their buckets: every rank's random states and data position matter)
    trained 12 steps on 2 ranks, against the same command cut at step 6 and resumed from
    rank 0's checkpoint on 2 ranks: each rank's final parameters and buffers are
    bit-identical to the uncut run's (each rank's state travels in the checkpoint)."""
    keys = {"train_steps": 12, "save_checkpoint_steps": 6, "report_every": 2}
    uncut = root / "exact-uncut"
    train(write_config(uncut, "composition", root, **keys), uncut / "ranks")
    cut = root / "exact-cut"
    train(write_config(cut, "composition", root, **{**keys, "train_steps": 6}), cut / "ranks")
    resumed = root / "exact-resumed"
    train(write_config(resumed, "composition", root, **keys), resumed / "ranks",
          "-train_from", str(cut / "model_step_6.pt"))
    for want, got in zip(final_states(uncut / "ranks"), final_states(resumed / "ranks"),
                         strict=True):
        assert want["step"] == got["step"] == 12
        assert rank_states.compare(want["model"], got["model"]) == []
    # (a resume that restarts the data stream and leaves the generators as seeded, as
    # OpenNMT's own does, ends up to 5e-3 away from the uncut run's parameters here)


# --------------------------------------------------------------------------- stopping
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_stopping_two_ranks_leaves_no_process_and_no_partial_checkpoint(root, tmp_path, signum):
    """SIGTERM to onmt_train (`kill PID`), or Ctrl-C (SIGINT to the whole group), while its
    2 ranks train and save a checkpoint every step: nothing is left running, and the folder
    holds complete checkpoints only (each one loads), no temporary file."""
    run = tmp_path / "run"
    # no gpu_ranks: with cpu_ranks, every rank of world_size runs here
    config = write_config(run, "mute", root, gpu_ranks=[], train_steps=100000,
                          save_checkpoint_steps=1)
    log = tmp_path / "train.log"
    with started([str(BIN / "onmt_train"), "-config", str(config)], log) as proc:
        wait_for(lambda: len(list(run.glob("model_step_*.pt"))) >= 2, 300,
                 "two checkpoints of the 2-rank training")
        if signum == signal.SIGTERM:
            os.kill(proc.pid, signum)  # the main process only
        else:
            os.killpg(proc.pid, signum)  # a terminal's Ctrl-C: the whole group
        assert_nothing_left(proc, log)
        expected = 128 + signum if signum == signal.SIGTERM else -signum
        assert proc.returncode == expected, log.read_text()[-3000:]
    assert "Traceback" not in log.read_text()
    left = sorted(p.name for p in run.iterdir())
    assert [n for n in left if n.startswith(".")] == [], left  # no temporary checkpoint
    for path in run.glob("model_step_*.pt"):
        load_checkpoint(path)  # complete
