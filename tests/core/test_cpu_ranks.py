"""`cpu_ranks` (onmt_ext.core.model.cpu_ranks), its seam records (onmt_ext.seam.ranks) and
the ranks' final states (onmt_ext.core.model.rank_states), in this process. The trainings on
CPU ranks through OpenNMT's spawn: tests/core/test_cpu_ranks_training.py."""

from __future__ import annotations

import pytest
import torch
from support import parse_train

from onmt_ext import compat, registry
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model import rank_states
from onmt_ext.core.model.cpu_ranks import CpuRankOptions, fill_ranks, on_cpu
from onmt_ext.seam import ranks

NO_RANKS = ("world_size is 2 but gpu_ranks is empty: OpenNMT starts one training process per "
            "entry of gpu_ranks, so none would train; ")  # then what to do


def refused(**keys) -> str:
    with pytest.raises(OptionError) as caught:
        registry.validate(parse_train(**keys))
    return str(caught.value)


def test_two_processes_without_ranks_are_refused_naming_both_keys():
    assert refused(world_size=2) == NO_RANKS + (
        "list the ranks this machine runs in gpu_ranks (e.g. gpu_ranks: [0, 1]), one GPU "
        "each, or add cpu_ranks: true (with gpu_backend: gloo) to run them as CPU processes")


def test_cpu_ranks_without_ranks_run_every_rank_here():
    opt = parse_train(world_size=3, cpu_ranks=True, gpu_backend="gloo")
    registry.validate(opt)
    fill_ranks(opt)
    assert opt.gpu_ranks == [0, 1, 2]


@pytest.mark.parametrize("keys", [
    {"world_size": 2, "gpu_ranks": [1], "cpu_ranks": True},  # this machine's rank stays
    {"world_size": 2, "gpu_ranks": [0, 1]},  # GPUs
    {"world_size": 2},  # refused before (test above): not filled
    {"world_size": 1, "cpu_ranks": True},  # one process
], ids=["given", "gpus", "no-cpu-ranks", "one-process"])
def test_ranks_are_filled_only_for_cpu_ranks_without_any(keys):
    opt = parse_train(**keys)
    fill_ranks(opt)
    assert opt.gpu_ranks == keys.get("gpu_ranks", [])


def test_cpu_ranks_need_gloo():
    assert refused(world_size=2, gpu_ranks=[0, 1], cpu_ranks=True) == (
        "cpu_ranks is true but gpu_backend is 'nccl': nccl connects CUDA devices only; set "
        "gpu_backend: gloo")


def test_cpu_ranks_refuse_tensor_parallelism():
    assert refused(world_size=2, gpu_ranks=[0, 1], cpu_ranks=True, gpu_backend="gloo",
                   parallel_mode="tensor_parallel") == (
        "cpu_ranks is true but parallel_mode is 'tensor_parallel': OpenNMT places a "
        "tensor-parallel model on CUDA devices; use parallel_mode: data_parallel")


@pytest.mark.parametrize("keys", [
    {},  # one CPU process
    {"cpu_ranks": True},  # one process: cpu_ranks changes nothing
    {"world_size": 2, "gpu_ranks": [0, 1]},  # GPUs: the device check decides
    {"world_size": 2, "gpu_ranks": [0, 1], "cpu_ranks": True, "gpu_backend": "gloo"},
    {"world_size": 2, "gpu_ranks": [1], "cpu_ranks": True, "gpu_backend": "gloo"},  # node 2
    {"world_size": 2, "cpu_ranks": True, "gpu_backend": "gloo"},  # all ranks here
], ids=["cpu", "one-process", "gpus", "cpu-ranks", "second-machine", "all-here"])
def test_accepted_settings(keys):
    opt = parse_train(**keys)
    registry.validate(opt)
    assert on_cpu(opt) is bool(keys.get("cpu_ranks"))


def test_a_checkpoint_or_translation_without_the_key_is_not_on_cpu_ranks():
    from argparse import Namespace

    assert on_cpu(Namespace()) is False
    assert CpuRankOptions.from_opt(Namespace(cpu_ranks=None)).enabled is False


def test_the_option_is_a_training_option_read_from_the_config():
    """Not checked when a model is built (translation), and free to change on resume."""
    from onmt_ext.core.checks.resume_checks import READ_FROM_CONFIG

    assert CpuRankOptions in registry.TRAINING_OPTIONS and "cpu_ranks" in READ_FROM_CONFIG
    registry.validate(parse_train(world_size=2), building=True)  # a translation's options


# --------------------------------------------------------------------------- the seam
def _patched(target: str):
    module, attr = target.split(":")
    import importlib

    return getattr(importlib.import_module(module), attr)


def test_a_cpu_rank_is_set_up_as_the_cpu_process(monkeypatch):
    calls = []
    monkeypatch.setattr(torch.cuda, "set_device", lambda d: calls.append(("set_device", d)))
    monkeypatch.setattr(torch.cuda, "manual_seed", lambda s: calls.append(("cuda_seed", s)))
    configure = _patched("onmt.train_single:configure_process")
    configure(parse_train(world_size=2, gpu_ranks=[0, 1], cpu_ranks=True, seed=3), 1)
    assert calls == []
    configure(parse_train(world_size=2, gpu_ranks=[0, 1], seed=3), 1)  # GPU ranks: OpenNMT's
    assert calls == [("set_device", 1), ("cuda_seed", 3)]


def test_model_and_loss_stay_on_the_cpu():
    import onmt.model_builder
    import onmt.utils
    import onmt.utils.misc

    gpu_opt = parse_train(world_size=2, gpu_ranks=[0, 1])
    cpu_opt = parse_train(world_size=2, gpu_ranks=[0, 1], cpu_ranks=True)
    for use_gpu in (onmt.utils.misc.use_gpu, onmt.utils.use_gpu, onmt.model_builder.use_gpu):
        assert use_gpu(gpu_opt) is True and use_gpu(cpu_opt) is False
        assert use_gpu(parse_train()) is False


def test_a_cpu_rank_s_batches_are_built_on_the_cpu():
    import onmt.inputters.dynamic_iterator
    import onmt.train_single

    installed = onmt.train_single.build_dynamic_dataset_iter
    assert installed.__wrapped__ is onmt.inputters.dynamic_iterator.build_dynamic_dataset_iter
    seen = []
    wrapper = ranks.batches_on_cpu_for_cpu_ranks(  # around a stand-in for OpenNMT's
        lambda opt, *args, **kwargs: seen.append((args, kwargs)))
    for keys, device_id in (({"cpu_ranks": True}, 1), ({}, 1), ({"cpu_ranks": True}, -1)):
        wrapper(parse_train(**keys), "transforms", "vocabs", stride=2, device_id=device_id)
    assert seen == [(("transforms", "vocabs"), {"stride": 2, "device_id": d})
                    for d in (-1, 1, -1)]


def test_statistics_are_gathered_on_the_cpu_over_gloo(tmp_path):
    """One gloo process group of one rank: the gather gives back the object (OpenNMT's own
    would need CUDA byte tensors)."""
    import onmt.utils.distributed as distributed

    torch.distributed.init_process_group(
        "gloo", init_method=f"file://{tmp_path / 'rendezvous'}", rank=0, world_size=1)
    try:
        stats = compat.Statistics(loss=2.0, n_words=4)
        gathered = distributed.all_gather_list([stats, 7])
        assert len(gathered) == 1 and gathered[0][1] == 7
        assert gathered[0][0].loss == 2.0 and gathered[0][0].n_words == 4
        assert compat.Statistics.all_gather_stats(stats).n_words == 4
    finally:
        torch.distributed.destroy_process_group()


# --------------------------------------------------------------------------- rank states
class _Trainer:
    def __init__(self, model, step):
        self.model = model
        self.optim = type("Optim", (), {"training_step": step + 1})()


def test_rank_states_are_written_only_when_asked(tmp_path, monkeypatch):
    model = torch.nn.Linear(2, 3)
    monkeypatch.delenv(rank_states.ENV_VAR, raising=False)
    rank_states.watch(_Trainer(model, 5))
    assert rank_states.write(0) is None  # nothing asked: nothing kept, nothing written
    monkeypatch.setenv(rank_states.ENV_VAR, str(tmp_path / "states"))
    rank_states.watch(_Trainer(model, 5))
    path = rank_states.write(1)
    assert path == tmp_path / "states" / "rank1.pt"
    record = rank_states.read(path)
    assert record["rank"] == 1 and record["step"] == 5
    assert rank_states.compare(record["model"], model.state_dict()) == []
    assert rank_states.write(1) is None  # written once, then forgotten
    assert sorted(p.name for p in (tmp_path / "states").iterdir()) == ["rank1.pt"]


def test_rank_state_comparison_names_each_difference():
    first = {"a": torch.zeros(2), "b": torch.ones(3), "c": torch.zeros(2),
             "d": torch.zeros(2), "e": torch.zeros(1)}
    second = {"a": torch.tensor([0.0, 0.25]), "b": torch.ones(3), "c": torch.zeros(3),
              "d": torch.zeros(2, dtype=torch.float64), "f": torch.zeros(1)}
    assert rank_states.compare(first, second) == [
        "e: only in the first", "f: only in the second", "a: differs by up to 0.25",
        "c: shape (2,) vs (3,)", "d: dtype torch.float32 vs torch.float64"]
    assert rank_states.compare(first, {k: v.clone() for k, v in first.items()}) == []
