"""The CPU half of the GPU kit (bench/gpu_kit/): what prepare.py would carry (without
downloading), the stand-ins, the 2-rank check's configs and comparison, the bench's
--only/--size selection, and run.sh end to end in KIT_SMOKE mode with collect.sh."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml

from onmt_ext import cli, registry

REPO = Path(__file__).resolve().parents[2]
KIT = REPO / "bench" / "gpu_kit"
sys.path[:0] = [str(KIT), str(REPO / "bench")]

import console_scripts  # noqa: E402
import ddp_check  # noqa: E402
import env_info  # noqa: E402
import prepare  # noqa: E402
import run_bench  # noqa: E402

FILES = {"env.json", "test-gpu.log", "bench-d256.md", "bench-d256.json", "bench-d512.md",
         "bench-d512.json", "run.log", "README.md"}


# --------------------------------------------------------------------------- prepare
def test_dry_run_lists_the_carry_and_downloads_nothing(tmp_path, capsys):
    kit = tmp_path / "kit"
    assert prepare.main(["--dry-run", "--kit", str(kit)]) == 0
    out = capsys.readouterr().out
    for name, version in (("OpenNMT-py", "3.5.1"), ("configargparse", "1.9.0"),
                          ("pyonmttok", "1.38.1"), ("rapidfuzz", "3.14.6"),
                          ("pyahocorasick", "2.3.1"), ("fasttext-wheel", "0.9.2")):
        assert f"wheel {name}=={version} (for CPython 3.12" in out
    assert "stand-in spacy: imported at module level only by onmt/transforms/terminology.py" \
        in out
    for name in ("ctranslate2", "flask", "waitress", "torch"):
        assert f"left out {name}:" in out
    pip = next(line for line in out.splitlines() if line.startswith("pip: "))
    assert "download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp" \
        in pip
    assert "--platform manylinux2014_x86_64" in pip and f"-d {kit / 'wheels'}" in pip
    assert not kit.exists()


def test_left_out_packages_are_not_imported_by_onmt_ext_or_opennmt():
    """Importing onmt_ext and OpenNMT's train/translate/build_vocab/loss modules with every
    left-out package blocked succeeds (a package that became needed would fail here)."""
    blocked = sorted(set(prepare.LEFT_OUT) - {"torch"})
    code = (
        "import importlib.abc, sys\n"
        f"BLOCK = {blocked!r}\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path, target=None):\n"
        "        if name.split('.')[0] in BLOCK:\n"
        "            raise ImportError('blocked ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import onmt_ext, onmt_ext.cli\n"
        "import onmt.bin.train, onmt.bin.translate, onmt.bin.build_vocab, onmt.utils.loss\n"
        "print('imported')\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=dict(os.environ, OMP_NUM_THREADS="1"), timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().endswith("imported")


def test_spacy_standin_explains_itself(tmp_path):
    prepare.write_standins(tmp_path)
    spec = importlib.util.spec_from_file_location("spacy_standin",
                                                  tmp_path / "standins" / "spacy" / "__init__.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(ImportError, match="spacy is a stand-in on this machine"):
        module.load("en_core_web_sm")


def test_one_version_of_each_wheel_is_kept(tmp_path):
    keep = ["OpenNMT_py-3.5.1-py3-none-any.whl",
            "pyonmttok-1.38.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
            "fasttext_wheel-0.9.2-cp312-cp312-manylinux_2_17_x86_64.whl"]
    stale = ["pyonmttok-1.37.0-cp312-cp312-manylinux_2_17_x86_64.whl",
             "spacy-3.8.18-cp312-cp312-manylinux_2_17_x86_64.whl"]
    for name in keep + stale:
        (tmp_path / name).write_bytes(b"")
    prepare.remove_stale_wheels(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(keep)


# --------------------------------------------------------------------------- helpers
#: What the working tree's tracked files may weigh: the device tool sends the tree, the kit
#: (.gpukit, about 25 MiB) and the carried data (Multi30k en-de, about 5 MiB) together, at
#: most 64 MiB; a committed checkpoint (a slim Base is 24 MiB) would leave the kit behind.
TRACKED_LIMIT_MIB = 30


def test_the_tracked_tree_leaves_room_for_the_kit_on_a_lent_gpu():
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    paths = [REPO / name for name in listed.stdout.decode().split("\0") if name]
    sizes = {path: path.stat().st_size for path in paths if path.is_file()}
    largest = sorted(sizes, key=sizes.get)[-3:]
    total_mib = sum(sizes.values()) / 2**20
    assert total_mib <= TRACKED_LIMIT_MIB, (
        f"tracked files weigh {total_mib:.1f} MiB (> {TRACKED_LIMIT_MIB}); the largest: "
        + ", ".join(f"{path.relative_to(REPO)} ({sizes[path] / 2**20:.1f} MiB)"
                    for path in largest))


def test_device_slugs():
    assert env_info.slug("NVIDIA H200", 1) == "nvidia-h200"
    assert env_info.slug("NVIDIA H100 80GB HBM3", 2) == "nvidia-h100-80gb-hbm3-x2"
    assert env_info.slug("", 1) == "unknown"


def test_console_script_shims_follow_pyproject():
    scripts = console_scripts.scripts()
    assert scripts["onmt_ext_train"] == "onmt_ext.cli:train_main"
    shim = console_scripts.shim(scripts["onmt_ext_train"])
    assert shim.startswith(f"#!{sys.executable}\n")
    assert "from onmt_ext.cli import train_main" in shim
    assert shim.endswith('if __name__ == "__main__":\n    sys.exit(train_main())\n')


def test_console_script_shim_survives_a_spawned_worker(tmp_path):
    """OpenNMT's loader spawns its workers on a GPU; a spawned worker re-runs the main
    script as `__mp_main__`. The shim must not start the command again there (without the
    guard the worker raises "An attempt has been made to start a new process before the
    current process has finished its bootstrapping phase")."""
    (tmp_path / "spawner.py").write_text(
        "import multiprocessing\n\n\ndef work():\n    print('worker ran')\n\n\n"
        "def main():\n    process = multiprocessing.get_context('spawn').Process(target=work)\n"
        "    process.start()\n    process.join()\n    print('main done')\n"
        "    return process.exitcode\n")
    script = tmp_path / "spawner_cli"
    script.write_text(console_scripts.shim("spawner:main"))
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            timeout=60, env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["worker", "ran", "main", "done"]


def test_bench_only_keeps_the_baseline_and_the_named_rows():
    targets, others, _ = run_bench.all_configs(dict(run_bench.FULL, quick=False, device="cpu"))
    rows = ["MUTE-4 (loop)", "MIMO-4", "no such row"]
    kept_targets, kept_others, missing = run_bench.select_configs(targets, others, rows)
    assert [c["name"] for c in kept_targets] == [targets[0]["name"], "MUTE-4 (loop)"]
    assert [c["name"] for c in kept_others] == ["MIMO-4"]
    assert missing == ["no such row"]
    assert run_bench.SIZES["d512"] == {"d": 512, "ff": 2048, "heads": 8, "batch_tokens": 4096}
    assert run_bench.SIZES["d256"] == {}  # the CPU defaults stay FULL's


# --------------------------------------------------------------------------- 2 ranks
@pytest.mark.parametrize("cpu_ranks", [False, True], ids=["nccl", "cpu-ranks"])
@pytest.mark.parametrize("name", list(ddp_check.MODELS))
def test_two_rank_configs_pass_onmt_ext_train_checks(tmp_path, name, cpu_ranks):
    corpus = ddp_check.write_corpus(tmp_path / "data")
    config = ddp_check.config(name, tmp_path / name, corpus, steps=10, cpu_ranks=cpu_ranks)
    assert config["world_size"] == 2 and config["gpu_ranks"] == [0, 1]
    assert config.get("cpu_ranks", False) is cpu_ranks
    assert config.get("gpu_backend", "nccl") == ("gloo" if cpu_ranks else "nccl")
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(config))
    opt = cli.parse_strict("train", ["-config", str(path)])
    registry.validate(opt)
    assert opt.encoder_type == config["encoder_type"] and opt.param_init_lipschitz


def test_the_corpus_has_no_two_train_sentences_alike(tmp_path):
    """OpenNMT drops a repeated source from a training batch: distinct lines keep every
    rank's batches as planned."""
    corpus = ddp_check.write_corpus(tmp_path, n=300)
    lines = Path(corpus["train.en"]).read_text().splitlines()
    assert len(lines) == len(set(lines)) == 300


def test_rank_comparison_names_what_differs(tmp_path):
    """compare_ranks reads the two files the ranks write (onmt_ext.core.model.rank_states)
    and names the tensors that differ, and a step that differs."""
    from onmt_ext.core.model import rank_states

    state = {"a": torch.zeros(2), "b": torch.ones(3)}
    for rank, model, step in ((0, state, 10), (1, {**state, "a": torch.tensor([0.0, 0.5])}, 9)):
        torch.save({"rank": rank, "step": step, "model": model},
                   rank_states.path_of(tmp_path, rank))
    problems, first = ddp_check.compare_ranks(tmp_path)
    assert problems == ["steps 10 and 9", "a: differs by up to 0.5"]
    assert first["step"] == 10 and first["rank"] == 0


# --------------------------------------------------------------------------- end to end
@pytest.mark.cli
@pytest.mark.long(1)  # scheduled early (tests/conftest.py)
def test_run_sh_smoke_mode_writes_the_kit_files(tmp_path):
    """KIT_SMOKE=1 on this CPU: every step runs or is skipped with its reason, the eight files
    land in gpu-cpu-smoke/, and collect.sh copies them into a results folder."""
    out = tmp_path / "out"
    env = dict(os.environ, KIT_SMOKE="1", OUT=str(out), KIT_PYTHON=sys.executable,
               OMP_NUM_THREADS="1")
    proc = subprocess.run(["bash", str(KIT / "run.sh")], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=400)
    assert proc.returncode == 0, proc.stderr[-3000:]
    folder = out / "gpu-cpu-smoke"
    assert {p.name for p in folder.iterdir()} == FILES
    readme = (folder / "README.md").read_text()
    for row in ("| install | skipped | 0 | KIT_SMOKE", "| env | ok |", "| tests | ok |",
                "| bench-d256 | ok |", "| bench-d512 | ok |", "| ddp | skipped | 0 | needs 2 GPUs"):
        assert row in readme, row
    assert "skipped" in (folder / "test-gpu.log").read_text()  # pytest -m cuda without a GPU
    env_json = json.loads((folder / "env.json").read_text())
    assert env_json["slug"] == "cpu-smoke" and env_json["torch"] == torch.__version__
    d256 = json.loads((folder / "bench-d256.json").read_text())
    d512 = json.loads((folder / "bench-d512.json").read_text())
    assert d256["settings"]["d"] == 256 and d256["settings"]["size"] == "d256"
    assert (d512["settings"]["d"], d512["settings"]["batch_tokens"]) == (512, 256)
    assert d256["settings"]["only"][:2] == ["MUTE-4", "MUTE-4 (loop)"]
    measured = {c["name"] for c in d256["configs"] if c["train_tok_s"]}
    assert "baseline" in measured and measured <= {"baseline", "MUTE-4", "MUTE-4 (loop)"}

    results = tmp_path / "results"
    proc = subprocess.run(["bash", str(KIT / "collect.sh"), str(out), str(results)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert {p.name for p in (results / "gpu-cpu-smoke").iterdir()} == FILES
