"""Two-rank training check (NCCL): after `onmt_ext_train -world_size 2 -gpu_ranks 0 1`, both
ranks must hold identical parameters, for a MUTE and a MIMO model.

    python bench/gpu_kit/ddp_check.py --work DIR [--steps 10]

Needs two GPUs: OpenNMT uses the rank as the CUDA device index, and NCCL refuses two ranks
on one GPU. Each rank is OpenNMT's own spawned worker, running onmt_ext's worker and then
saving that rank's state_dict (`single_main_and_dump`; OpenNMT saves checkpoints from rank 0
only). The ranks read different batches; OpenNMT all-reduces the
gradients, so identical parameters after the last step show that every rank built the same
initial model (seeded init, `param_init_lipschitz` drawn on the CPU), produced gradients for
the same parameters, and applied the same updates (MUTE's AutoShuffle projection too).
Prints one line per model and exits 1 if a check fails.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from pathlib import Path

import yaml

DUMP_DIR = "ONMT_EXT_RANK_DUMP"
WORDS = [f"w{i}" for i in range(30)]
LANGUAGES = ["de", "fr"]

COMMON = {
    "world_size": 2, "gpu_ranks": [0, 1], "seed": 1, "num_workers": 0,
    "batch_type": "tokens", "batch_size": 512, "valid_batch_size": 512, "bucket_size": 512,
    "report_every": 5, "valid_steps": 100000, "save_checkpoint_steps": 100000,
    "enc_layers": 2, "dec_layers": 2, "hidden_size": 64, "word_vec_size": 64,
    "transformer_ff": 128, "heads": 4, "max_relative_positions": 8,
    "position_encoding": False, "dropout": [0.1], "attention_dropout": [0.1],
    "optim": "adam", "learning_rate": 0.001, "param_init": 0.0, "param_init_glorot": True,
    "param_init_lipschitz": True,
}
MODELS = {
    "mute": {"encoder_type": "mute", "decoder_type": "transformer", "mute_units": 4,
             "mute_noise": ["identity", "swap", "disorder", "mask"], "mute_noise_prob": 0.5,
             "mute_sequential": True},
    "mimo": {"encoder_type": "mimo", "decoder_type": "mimo", "mimo_cardinality": 4,
             "mimo_languages": LANGUAGES, "transforms": ["mimo_tag"]},
}


def write_corpus(directory: Path, n: int = 400) -> dict[str, str]:
    """en and two "languages" of the same random sentences (reversed; reversed and
    upper-cased), train and valid."""
    rng = random.Random(0)
    directory.mkdir(parents=True, exist_ok=True)
    forms = {"en": lambda s: s, "de": lambda s: s[::-1],
             "fr": lambda s: [w.upper() for w in s[::-1]]}
    paths = {}
    for split, count in (("train", n), ("valid", 20)):
        sentences = [[rng.choice(WORDS) for _ in range(rng.randint(3, 9))]
                     for _ in range(count)]
        for lang, form in forms.items():
            path = directory / f"{split}.{lang}"
            path.write_text("".join(" ".join(form(s)) + "\n" for s in sentences))
            paths[f"{split}.{lang}"] = str(path)
    return paths


def config(name: str, run: Path, corpus: dict[str, str], steps: int) -> dict:
    """The training config of model `name` in folder `run`."""
    if name == "mimo":  # en -> de and en -> fr, the tag chosen per corpus
        data = {f"en-{t}": {"path_src": corpus["train.en"], "path_tgt": corpus[f"train.{t}"],
                            "src_prefix": f"<2{t}>"} for t in LANGUAGES}
        data["valid"] = {"path_src": corpus["valid.en"], "path_tgt": corpus["valid.de"],
                         "src_prefix": "<2de>"}
    else:
        data = {"corpus_1": {"path_src": corpus["train.en"], "path_tgt": corpus["train.de"]},
                "valid": {"path_src": corpus["valid.en"], "path_tgt": corpus["valid.de"]}}
    return {**COMMON, **MODELS[name], "data": data, "train_steps": steps,
            "save_data": str(run), "src_vocab": str(run / "vocab.src"),
            "tgt_vocab": str(run / "vocab.tgt"), "overwrite": True,
            "save_model": str(run / "model")}


# --------------------------------------------------------------------------- in each rank
def single_main_and_dump(opt, device_id: int) -> None:
    """onmt_ext's training worker, then this rank's parameters to $ONMT_EXT_RANK_DUMP/rankN.pt.

    The model is the one onmt_ext's optimiser hook binds for its diagnostics
    (onmt_ext.core.model.training_metrics.bind_model, called once per process), kept alive here."""
    import torch

    from onmt_ext.core.model import training_metrics

    kept = {}
    bind = training_metrics.bind_model

    def bind_and_keep(model) -> None:
        kept["model"] = model
        bind(model)

    training_metrics.bind_model = bind_and_keep
    _worker(opt, device_id)
    state = {k: v.detach().cpu().clone() for k, v in kept["model"].state_dict().items()}
    torch.save(state, Path(os.environ[DUMP_DIR]) / f"rank{device_id}.pt")


if __name__ == "__mp_main__" and os.environ.get(DUMP_DIR):
    # A rank that OpenNMT spawned from the training subprocess, whose main module is this
    # file: multiprocessing's spawn imports it (as __mp_main__) before it unpickles the
    # worker function, which OpenNMT pickled by name as onmt_ext.train_worker.single_main.
    # Pointing that name at the dumping worker here makes the rank run it.
    from onmt_ext import train_worker

    _worker = train_worker.single_main
    train_worker.single_main = single_main_and_dump


# --------------------------------------------------------------------------- comparison
def compare_states(first: dict, second: dict) -> list[str]:
    """Differences between two state_dicts: keys in one only, and tensors not identical
    (with the largest absolute difference); empty when they are the same."""
    problems = [f"{key}: only in rank {rank}" for rank, a, b in ((0, first, second),
                                                              (1, second, first))
                for key in a if key not in b]
    for key in first:
        if key in second and not _identical(first[key], second[key]):
            problems.append(f"{key}: differs by up to {_max_diff(first[key], second[key])}")
    return problems


def _identical(a, b) -> bool:
    import torch

    return a.shape == b.shape and a.dtype == b.dtype and torch.equal(a, b)


def _max_diff(a, b) -> str:
    if a.shape != b.shape:
        return f"shape {tuple(a.shape)} vs {tuple(b.shape)}"
    return f"{(a.double() - b.double()).abs().max().item():.3g}"


def check(name: str, work: Path, corpus: dict[str, str], steps: int) -> tuple[bool, str]:
    import torch

    run = work / name
    run.mkdir(parents=True, exist_ok=True)
    path = run / "config.yaml"
    path.write_text(yaml.safe_dump(config(name, run, corpus, steps)))
    env = dict(os.environ, **{DUMP_DIR: str(run)})
    vocab = [sys.executable, "-c", "import sys; from onmt_ext import cli; "
             "cli.build_vocab(['-config', sys.argv[1], '-n_sample', '-1'])", str(path)]
    train = [sys.executable, str(Path(__file__)), "--train-config", str(path)]
    for label, cmd in (("build_vocab", vocab), ("2-rank training", train)):
        proc = subprocess.run(cmd, env=env)
        if proc.returncode != 0:
            return False, f"{name}: {label} exited {proc.returncode}"
    dumps = [run / f"rank{r}.pt" for r in (0, 1)]
    if not all(p.is_file() for p in dumps):
        return False, f"{name}: no parameters saved by rank(s) " + ", ".join(
            p.stem for p in dumps if not p.is_file())
    states = [torch.load(p, weights_only=True) for p in dumps]
    problems = compare_states(*states)
    if problems:
        return False, (f"{name}: ranks differ after {steps} steps in {len(problems)} tensors: "
                       + "; ".join(problems[:5]))
    return True, (f"{name}: both ranks hold identical parameters after {steps} steps "
                  f"({len(states[0])} tensors)")


def _worker_name(worker, queue) -> None:
    queue.put(worker.__name__)


def spawned_worker_name() -> str:
    """The name of the function a `spawn`-ed child gets for onmt_ext's worker when this file
    is the main module (--selftest-spawn; "single_main_and_dump" with $ONMT_EXT_RANK_DUMP
    set): checks on a CPU the mechanism the ranks rely on."""
    import multiprocessing

    from onmt_ext import train_worker

    ctx = multiprocessing.get_context("spawn")
    queue = ctx.SimpleQueue()
    child = ctx.Process(target=_worker_name, args=(train_worker.single_main, queue))
    child.start()
    child.join()
    return queue.get()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", help="folder for data, configs and the ranks' parameters")
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--train-config", help=argparse.SUPPRESS)  # the training subprocess
    parser.add_argument("--selftest-spawn", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.selftest_spawn:
        print(spawned_worker_name())
        return 0
    if args.train_config:  # the training subprocess: its ranks dump (see single_main_and_dump)
        from onmt_ext import cli

        cli.train(["-config", args.train_config])
        return 0
    if not args.work:
        parser.error("--work is required")
    work = Path(args.work)
    corpus = write_corpus(work / "data")
    ok = True
    for name in args.models:
        passed, line = check(name, work, corpus, args.steps)
        print(("PASS " if passed else "FAIL ") + line, flush=True)
        ok &= passed
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
