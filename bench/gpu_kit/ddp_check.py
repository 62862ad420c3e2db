"""Two-rank training check: after a 2-rank training through OpenNMT's own spawn, both ranks
must hold bit-identical parameters and buffers, for every family and the composition.

    python bench/gpu_kit/ddp_check.py --work DIR [--steps 10]          # 2 GPUs, NCCL
    python bench/gpu_kit/ddp_check.py --work DIR --cpu-ranks           # 2 CPU ranks, gloo

NCCL needs two GPUs: OpenNMT uses a rank's position in gpu_ranks as its CUDA device, and
NCCL refuses two ranks on one GPU. `--cpu-ranks` runs the same check on CPU processes
(`cpu_ranks: true`, `gpu_backend: gloo`); tests/core/test_cpu_ranks_training.py runs it
on the CPU in `make test`. Each rank is OpenNMT's own spawned worker; with
ONMT_EXT_RANK_STATES set it writes its model when training ends (OpenNMT's checkpoints
hold rank 0's only: onmt_ext.core.model.rank_states). The ranks read different batches
and OpenNMT all-reduces the gradients, so identical tensors after the last step show that
every rank built the same initial model (seeded init, `param_init_lipschitz` drawn on the
CPU), produced gradients for the same parameters (MUTE's mask embedding when its noise is
off, MIMO's task tensors) and applied the same updates (MUTE's AutoShuffle renormalisation
after each step, the step clock). Prints one line per model and exits 1 if a check fails.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from pathlib import Path

import yaml

WORDS = [f"w{i}" for i in range(30)]
LANGUAGES = ["de", "fr"]

COMMON = {
    "world_size": 2, "gpu_ranks": [0, 1], "seed": 1, "num_workers": 0,
    "batch_type": "tokens", "batch_size": 256, "valid_batch_size": 256, "bucket_size": 512,
    "report_every": 5, "valid_steps": 100000, "save_checkpoint_steps": 100000,
    "enc_layers": 2, "dec_layers": 2, "hidden_size": 32, "word_vec_size": 32,
    "transformer_ff": 64, "heads": 4, "max_relative_positions": 8,
    "position_encoding": False, "dropout": [0.1], "attention_dropout": [0.1],
    "optim": "adam", "learning_rate": 0.001, "param_init": 0.0, "param_init_glorot": True,
    "param_init_lipschitz": True,
}
# CPU ranks: the same processes and all-reduce over gloo (onmt_ext.core.model.cpu_ranks)
CPU_RANKS = {"cpu_ranks": True, "gpu_backend": "gloo"}
MUTE = {"mute_units": 2, "mute_noise": ["swap", "mask"],
        "mute_noise_prob": 0.5, "mute_sequential": True, "mute_lipschitz_lambda": 0.1}
MODELS = {
    "mute": {"encoder_type": "mute", "decoder_type": "transformer", **MUTE},
    "aggregate": {"encoder_type": "aggregate", "decoder_type": "aggregate",
                  "enc_aggregate_strategy": "hierarchical", "enc_layers": 3,
                  "dec_aggregate_strategy": "linear", "enc_aggregate_diversity": 1.0},
    "dense": {"encoder_type": "dense", "decoder_type": "dense", "dense_growth_rate": 16},
    "mimo": {"encoder_type": "mimo", "decoder_type": "mimo", "mimo_cardinality": 2,
             "mimo_languages": LANGUAGES, "transforms": ["mimo_tag"]},
    "composition": {"encoder_type": "aggregate", "decoder_type": "transformer",
                    "enc_aggregate_strategy": "linear", "enc_layer_type": "mute",
                    "enc_aggregate_diversity": 1.0, **MUTE},
}


def write_corpus(directory: Path, n: int = 400) -> dict[str, str]:
    """en and two "languages" of the same random sentences (reversed; reversed and
    upper-cased), train and valid; no two train sentences alike."""
    rng = random.Random(0)
    directory.mkdir(parents=True, exist_ok=True)
    forms = {"en": lambda s: s, "de": lambda s: s[::-1],
             "fr": lambda s: [w.upper() for w in s[::-1]]}
    paths, seen = {}, set()
    for split, count in (("train", n), ("valid", 20)):
        sentences = []
        while len(sentences) < count:
            sentence = [rng.choice(WORDS) for _ in range(rng.randint(3, 9))]
            if split == "valid" or tuple(sentence) not in seen:
                seen.add(tuple(sentence))
                sentences.append(sentence)
        for lang, form in forms.items():
            path = directory / f"{split}.{lang}"
            path.write_text("".join(" ".join(form(s)) + "\n" for s in sentences))
            paths[f"{split}.{lang}"] = str(path)
    return paths


def config(name: str, run: Path, corpus: dict[str, str], steps: int,
           cpu_ranks: bool = False) -> dict:
    """The training config of model `name` in folder `run` (its vocabulary too)."""
    if name == "mimo":  # en -> de and en -> fr, the tag chosen per corpus
        data = {f"en-{t}": {"path_src": corpus["train.en"], "path_tgt": corpus[f"train.{t}"],
                            "src_prefix": f"<2{t}>"} for t in LANGUAGES}
        data["valid"] = {"path_src": corpus["valid.en"], "path_tgt": corpus["valid.de"],
                         "src_prefix": "<2de>"}
    else:
        data = {"corpus_1": {"path_src": corpus["train.en"], "path_tgt": corpus["train.de"]},
                "valid": {"path_src": corpus["valid.en"], "path_tgt": corpus["valid.de"]}}
    return {**COMMON, **(CPU_RANKS if cpu_ranks else {}), **MODELS[name], "data": data,
            "train_steps": steps, "save_data": str(run), "src_vocab": str(run / "vocab.src"),
            "tgt_vocab": str(run / "vocab.tgt"), "overwrite": True,
            "save_model": str(run / "model")}


# --------------------------------------------------------------------------- comparison
def compare_ranks(states: Path) -> tuple[list[str], dict]:
    """What differs between the files rank0.pt and rank1.pt that the ranks wrote in
    `states` (onmt_ext.core.model.rank_states), and rank 0's record."""
    from onmt_ext.core.model import rank_states

    first, second = (rank_states.read(rank_states.path_of(states, r)) for r in (0, 1))
    problems = rank_states.compare(first["model"], second["model"])
    if first["step"] != second["step"]:
        problems.insert(0, f"steps {first['step']} and {second['step']}")
    return problems, first


def check(name: str, work: Path, corpus: dict[str, str], steps: int,
          cpu_ranks: bool = False) -> tuple[bool, str]:
    from onmt_ext.core.model import rank_states

    run = work / name
    run.mkdir(parents=True, exist_ok=True)
    path = run / "config.yaml"
    path.write_text(yaml.safe_dump(config(name, run, corpus, steps, cpu_ranks)))
    states = run / "ranks"
    env = dict(os.environ, **{rank_states.ENV_VAR: str(states)})
    # onmt_ext_train's function: OpenNMT's train(), which spawns one process per rank
    command = "import sys; from onmt_ext import cli; cli.{}(sys.argv[1:])"
    vocab = [sys.executable, "-c", command.format("build_vocab"), "-config", str(path),
             "-n_sample", "-1"]
    train = [sys.executable, "-c", command.format("train"), "-config", str(path)]
    for label, cmd in (("build_vocab", vocab), ("2-rank training", train)):
        proc = subprocess.run(cmd, env=env)
        if proc.returncode != 0:
            return False, f"{name}: {label} exited {proc.returncode}"
    missing = [r for r in (0, 1) if not rank_states.path_of(states, r).is_file()]
    if missing:
        return False, f"{name}: no final state written by rank(s) {missing}"
    problems, first = compare_ranks(states)
    if problems:
        return False, (f"{name}: ranks differ after {steps} steps in {len(problems)} tensors: "
                       + "; ".join(problems[:5]))
    return True, (f"{name}: both ranks hold identical parameters and buffers after "
                  f"{first['step']} steps ({len(first['model'])} tensors)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", required=True,
                        help="folder for data, configs and the ranks' final states")
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--cpu-ranks", action="store_true",
                        help="CPU processes over gloo (cpu_ranks: true) instead of 2 GPUs")
    args = parser.parse_args(argv)
    work = Path(args.work)
    corpus = write_corpus(work / "data")
    ok = True
    for name in args.models:
        passed, line = check(name, work, corpus, args.steps, args.cpu_ranks)
        print(("PASS " if passed else "FAIL ") + line, flush=True)
        ok &= passed
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
