"""Training pending runs on a lent GPU and bringing them back: bench/gpu_kit/train_pending.py
(rows side by side within a budget, what finished staged), its `train` step in
bench/gpu_kit/run.sh, and experiments/merge_results.py (the runs put beside the ones here,
a different run of the same seed refused)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path
from types import SimpleNamespace

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench" / "gpu_kit"))

import train_pending  # noqa: E402
from support import RAW  # noqa: E402

from experiments import merge_results  # noqa: E402

CPU = "CPU Intel(R) Xeon(R) Processor, 2 threads (torch 2.13.0+cpu)"
H200 = "1 x NVIDIA H200 (torch 2.11.0+cu130, CUDA 13.0)"


def write_result(folder: Path, row: str, runs: dict[str, list[str]],
                 device: str = CPU) -> None:
    """A result.json with one run per seed key (its training command `key`, trained on
    `device`) and the seed's folder holding one translation."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "result.json").write_text(json.dumps(
        {"row": row, "runs": {k: {"key": key, "seed": k, "train_device": [device]}
                              for k, key in runs.items()}}))
    for seed_key in runs:
        (folder / seed_key).mkdir(exist_ok=True)
        (folder / seed_key / "test.de").write_text(f"{row} {seed_key}\n")


def test_merge_adds_new_seeds_and_keeps_the_same_run(tmp_path):
    source, results = tmp_path / "back", tmp_path / "results"
    write_result(source / "t" / "a", "a", {"seed2": ["train", "2"]})
    write_result(source / "t" / "b", "b", {"seed1": ["train", "b1"], "seed2": ["train", "b2"]})
    write_result(results / "t" / "a", "a", {"seed1": ["train", "1"]})
    write_result(results / "t" / "b", "b", {"seed1": ["train", "b1"]})
    assert merge_results.merge(source, results) == {"t/a": ["seed2"], "t/b": ["seed2"]}
    merged = json.loads((results / "t" / "a" / "result.json").read_text())
    assert sorted(merged["runs"]) == ["seed1", "seed2"]
    assert merged["runs"]["seed2"]["key"] == ["train", "2"]
    assert (results / "t" / "a" / "seed2" / "test.de").read_text() == "a seed2\n"
    assert (results / "t" / "a" / "seed1" / "test.de").read_text() == "a seed1\n"
    # again: nothing new, nothing changed
    assert merge_results.merge(source, results) == {"t/a": [], "t/b": []}


def test_merge_refuses_another_run_of_a_seed_before_writing_anything(tmp_path, capsys):
    source, results = tmp_path / "back", tmp_path / "results"
    write_result(source / "t" / "a", "a", {"seed3": ["train", "3"]})
    write_result(source / "t" / "b", "b", {"seed1": ["train", "other"]})
    write_result(results / "t" / "b", "b", {"seed1": ["train", "b1"]})
    before = (results / "t" / "b" / "result.json").read_text()
    assert merge_results.main([str(source), "--results", str(results)]) == 2
    error = capsys.readouterr().err
    assert str(results / "t" / "b" / "result.json") in error and "seed1" in error
    assert "train b1" in error
    assert not (results / "t" / "a").exists()  # row a, first in order, was not merged either
    assert (results / "t" / "b" / "result.json").read_text() == before
    with pytest.raises(ValueError, match="no <table>/<row>/result.json"):
        merge_results.merge(tmp_path / "empty", results)


def test_merge_reads_the_kits_archive(tmp_path, capsys):
    """The kit packs train/ into train.tar.gz (the device tool brings back two folder levels);
    merge_results reads train/results from it, and names an archive in which nothing
    finished."""
    staged = tmp_path / "staged"
    write_result(staged / "results" / "aggregation-table1" / "05-hierarchical",
                 "05-hierarchical", {"seed3": ["onmt_ext_train", "seed 3"]}, device=H200)
    packed = tmp_path / "train.tar.gz"
    with tarfile.open(packed, "w:gz") as archive:
        archive.add(staged, arcname="train")
    results = tmp_path / "results"
    assert merge_results.main([str(packed), "--results", str(results)]) == 0
    assert "aggregation-table1/05-hierarchical: seed3" in capsys.readouterr().out
    assert (results / "aggregation-table1" / "05-hierarchical" / "seed3" / "test.de").read_text() \
        == "05-hierarchical seed3\n"

    empty = tmp_path / "empty.tar.gz"
    with tarfile.open(empty, "w:gz") as archive:
        info = tarfile.TarInfo("train/summary.json")
        data = b'{"runs": []}'
        info.size = len(data)
        archive.addfile(info, io.BytesIO(data))
    assert merge_results.main([str(empty), "--results", str(results)]) == 2
    assert f"{empty}: no train/results in the archive" in capsys.readouterr().err


def test_a_seed_is_refused_when_its_rows_would_mix_devices(tmp_path):
    """Seed 2 of the table is on the CPU here; the same seed of another row trained on a GPU
    is refused (naming the devices); a new seed trained on the GPU is merged. CPU runs with
    other thread counts are one device."""
    source, results = tmp_path / "back", tmp_path / "results"
    write_result(results / "t" / "base", "base", {"seed2": ["b2"]})
    write_result(results / "t" / "a", "a", {"seed1": ["a1"]},
                 device=CPU.replace("2 threads", "1 threads"))
    write_result(source / "t" / "a", "a", {"seed2": ["a2"]}, device=H200)
    with pytest.raises(ValueError, match=r"t: seed2 would mix devices: CPU Intel\(R\) Xeon"
                                         r"\(R\) Processor \(e\.g\. base\); 1 x NVIDIA H200"):
        merge_results.merge(source, results)
    write_result(source / "t" / "a", "a", {"seed3": ["a3"]}, device=H200)
    write_result(source / "t" / "base", "base", {"seed3": ["b3"]}, device=H200)
    write_result(source / "t" / "c", "c", {"seed1": ["c1"]})  # CPU, 2 threads: as a's seed 1
    assert merge_results.merge(source, results) == {"t/a": ["seed3"], "t/base": ["seed3"],
                                                    "t/c": ["seed1"]}
    assert merge_results.device_kind(H200) == "1 x NVIDIA H200"


def test_the_key_leaves_the_gpu_flags_out():
    """A run trained on a GPU has the key of the same run here, so that run_table finds it
    done after the merge instead of training it again (its device is in `train_device`)."""
    from experiments.context import Context
    from experiments.runner import Runner
    from experiments.tables import TABLES

    table = TABLES["aggregation-table1"]
    runs = {}
    for world_size, ranks in ((None, []), (1, [0])):
        ctx = Context(table=table, scale="small", data_dir=REPO / "work/multi30k",
                      out=REPO / "results", work=REPO / "work/runs", seeds=[2],
                      world_size=world_size, gpu_ranks=ranks)
        runs[world_size] = Runner(ctx).own_source_run(table.row("01-base"), 2)
    assert runs[1]["cmd"][-8:-4] == ["-world_size", "1", "-gpu_ranks", "0"]
    assert "-world_size" not in runs[None]["cmd"]
    assert runs[1]["key"] == runs[None]["key"]


def test_rows_that_others_start_from_train_first():
    from experiments.tables import TABLES

    table = TABLES["aggregation-table1"]
    assert train_pending.first_rows(table, ["02-dense", "05-hierarchical"], []) == ["01-base"]
    assert train_pending.first_rows(table, ["01-base"], []) == ["01-base"]
    mimo = TABLES["mimo-table1"]  # no sources: the first row alone builds the vocabulary
    assert train_pending.first_rows(mimo, ["transformer-deep", "mimo"], []) == [
        "transformer-deep"]


def test_nothing_starts_once_the_budget_is_spent(tmp_path):
    """A zero budget: the --first row is not started, so neither is any other row; the
    summary says so and nothing is staged."""
    out = tmp_path / "out"
    assert train_pending.main(["--table", "aggregation-table1", "--seeds", "2", "--first",
                               "01-base", "--rows", "02-dense", "--budget-s", "0",
                               "--out", str(out), "--device", "cpu"]) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert [(r["row"], r["status"]) for r in summary["runs"]] == [
        ("01-base", "not started (budget spent)"),
        ("02-dense", "not started (budget spent)")]
    assert not (out / "results").exists()


def test_unknown_rows_are_named(tmp_path, capsys):
    with pytest.raises(SystemExit):
        train_pending.main(["--table", "aggregation-table1", "--seeds", "2", "--rows",
                            "09-nothing", "--budget-s", "10", "--out", str(tmp_path)])
    assert "no row 09-nothing in aggregation-table1" in capsys.readouterr().err


def test_a_failed_run_keeps_the_end_of_its_output_in_the_summary(tmp_path):
    """summary.json (the file that always comes back) says why a run failed: the last
    FAILED_LOG_LINES lines of its output; a finished run carries none."""
    args = SimpleNamespace(out=tmp_path, table="t", device="cpu")
    session = train_pending.Session(args, budget=None)
    (tmp_path / "logs").mkdir()
    lines = [f"line {i}" for i in range(train_pending.FAILED_LOG_LINES + 5)]
    (tmp_path / "logs" / "02-dense-seed2.log").write_text("\n".join(lines) + "\n")
    session.record("02-dense", 2, "failed (exit 1)", None)
    session.record("03-linear", 2, "finished", None)
    runs = json.loads((tmp_path / "summary.json").read_text())["runs"]
    assert runs[0]["log_tail"] == lines[5:]
    assert runs[0]["log_tail"][-1] == f"line {train_pending.FAILED_LOG_LINES + 4}"
    assert "log_tail" not in runs[1]


@pytest.mark.cli
@pytest.mark.long(1)  # scheduled early (tests/conftest.py)
def test_kit_trains_rows_side_by_side_and_merge_brings_them_back(tmp_path):
    """run.sh in KIT_SMOKE mode with KIT_TRAIN (the checks then skipped by default): the
    aggregation Base of seed 2 first, then two rows that start from it side by side (smoke
    scale, on this CPU); only the seed trained there is staged, and it merges beside a
    seed-1 run already in a results folder."""
    if not RAW.is_dir():
        pytest.skip(f"no raw Multi30k at {RAW}")
    subprocess.run(["make", "--no-print-directory", "-o", ".venv/.onmt_ext-installed",
                    "data-en-de", f"BIN={Path(sys.executable).parent}"],
                   cwd=REPO, check=True, capture_output=True, timeout=600)
    out, device_results = tmp_path / "out", tmp_path / "device-results"
    # the working tree comes with the committed seed 1 of a row: it must not come back
    committed = REPO / "results" / "aggregation-table1" / "05-hierarchical" / "result.json"
    carried = device_results / "aggregation-table1" / "05-hierarchical"
    carried.mkdir(parents=True)
    (carried / "result.json").write_text(committed.read_text())
    train = (f"--table aggregation-table1 --seeds 2 --first 01-base --rows 01-base-continued "
             f"05-hierarchical --parallel 2 --scale smoke --results-dir {device_results} "
             f"--work {tmp_path / 'runs'}")
    env = dict(os.environ, KIT_SMOKE="1", KIT_TRAIN=train, OUT=str(out),
               KIT_PYTHON=sys.executable, OMP_NUM_THREADS="1", KIT_TOTAL_S="500")
    proc = subprocess.run(["bash", "bench/gpu_kit/run.sh"], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    kit = out / "gpu-cpu-smoke"
    # what the device tool brings back: at most 8 files, at most two folders below $OUT
    assert sorted(p.name for p in kit.iterdir()) == [
        "README.md", "env.json", "run.log", "train.tar.gz"]
    readme = (kit / "README.md").read_text()
    assert "| train | ok |" in readme, readme
    for step in ("tests", "bench", "ddp", "probe"):
        assert f"| {step} | skipped | 0 | not in KIT_STEPS |" in readme, step
    with tarfile.open(kit / "train.tar.gz") as archive:
        archive.extractall(tmp_path / "unpacked", filter="data")
    folder = tmp_path / "unpacked"
    summary = json.loads((folder / "train" / "summary.json").read_text())
    assert {(r["row"], r["seed"], r["status"]) for r in summary["runs"]} == {
        ("01-base", 2, "finished"), ("01-base-continued", 2, "finished"),
        ("05-hierarchical", 2, "finished")}, json.dumps(summary["runs"], indent=1)
    staged = folder / "train" / "results" / "aggregation-table1"
    runs = json.loads((staged / "05-hierarchical" / "result.json").read_text())["runs"]
    assert list(runs) == ["seed2"]  # not the carried seed 1
    run = runs["seed2"]
    assert run["seed"] == 2 and run["train_device"][0].startswith("CPU ")
    assert "01-base/seed2/model_step_" in " ".join(run["key"])  # started from the seed-2 Base
    assert (staged / "05-hierarchical" / "seed2" / "test_2016_flickr.de").is_file()
    assert "[train] aggregation-table1 05-hierarchical seed 2: finished" in readme
    train_log = (folder / "train" / "logs" / "05-hierarchical-seed2.train.log").read_text()
    assert "Step" in train_log and "Validation" in train_log  # OpenNMT's own log

    results = tmp_path / "results"
    write_result(results / "aggregation-table1" / "05-hierarchical", "05-hierarchical",
                 {"seed1": ["onmt_ext_train", "seed 1"]})
    # the archive as it came back, read as it is
    assert merge_results.main([str(kit / "train.tar.gz"), "--results", str(results)]) == 0
    assert {p.parent.name: sorted(json.loads(p.read_text())["runs"])
            for p in (results / "aggregation-table1").glob("*/result.json")} == {
        "01-base": ["seed2"], "01-base-continued": ["seed2"],
        "05-hierarchical": ["seed1", "seed2"]}
    merged = json.loads((results / "aggregation-table1" / "05-hierarchical" / "result.json")
                        .read_text())
    assert sorted(merged["runs"]) == ["seed1", "seed2"]


@pytest.mark.cli
def test_a_run_past_the_budget_is_stopped_with_its_processes(tmp_path):
    """A 3-second budget: the Base (smoke scale) is still starting when it runs out; it is
    stopped with its process group, the row after it never starts, nothing is staged."""
    if not (REPO / "work" / "multi30k" / "en-de" / "vocab.src").is_file():
        pytest.skip("no prepared Multi30k en-de (make data-en-de)")
    out = tmp_path / "out"
    assert train_pending.main([
        "--table", "aggregation-table1", "--seeds", "2", "--rows", "05-hierarchical",
        "--budget-s", "3", "--out", str(out), "--device", "cpu", "--scale", "smoke",
        "--results-dir", str(tmp_path / "results"), "--work", str(tmp_path / "runs")]) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert [(r["row"], r["status"]) for r in summary["runs"]] == [
        ("01-base", "timed out"), ("05-hierarchical", "not started (budget spent)")]
    assert summary["runs"][0]["seconds"] >= 3
    assert (out / "logs" / "01-base-seed2.log").is_file()
    # its training log, as far as it got, is staged when the training had begun
    train_log = tmp_path / "runs" / "aggregation-table1" / "01-base" / "seed2" / "train.log"
    assert (out / "logs" / "01-base-seed2.train.log").is_file() == train_log.is_file()
    left = subprocess.run(["pgrep", "-f", str(tmp_path)], capture_output=True, text=True)
    assert left.stdout == "", left.stdout  # no run_table or training of this test is left
    assert not (out / "results").exists()
