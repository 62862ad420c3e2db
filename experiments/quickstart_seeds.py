"""Train the quickstart recipe once per seed and record test BLEU/chrF: its spread over seeds.

    python experiments/quickstart_seeds.py --seeds 1 2 3 4 5 [--out results/quickstart/seeds.json]
        [--work work/quickstart-seeds] [--set learning_rate=1.0 warmup_steps=400 ...]
        [--threads 1 --jobs 2]

Each seed runs the same three commands as `make quickstart` (the toy corpus and its
vocabulary are built once), with ``-seed N`` and any ``--set key=value`` overrides of the
recipe. The JSON written (temporary file, then renamed) holds one record per seed (BLEU, chrF,
training seconds, the last logged training accuracy and loss), the recipe's overrides, the
commit and the machine, and the median and range over the seeds: the numbers README.md
publishes (tests/project/test_quickstart_numbers.py checks they agree).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from experiments.context import cpu_model, write_replacing  # noqa: E402
from onmt_ext.core.tools.score import read_lines, score  # noqa: E402

RECIPE = ROOT / "recipes" / "quickstart.yaml"
# keys a run may set that the recipe leaves at OpenNMT's defaults
TRAIN_ONLY_KEYS = {"normalization", "max_grad_norm", "adam_beta1", "accum_count"}
LOG_STEP = re.compile(r"Step (\d+)/\s*\d+; acc:\s*([\d.]+); ppl:\s*([\d.]+)")
LOG_PENALTY = re.compile(r"Step \d+; aux \(unweighted mean\) lipschitz: ([\d.]+)")


def machine() -> str:
    """The CPU model (or the platform) for the record."""
    import platform

    return cpu_model() or platform.processor() or platform.machine()


def commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=ROOT, capture_output=True, text=True).stdout.strip()
        return out + ("+dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def run(cmd: list[str], env: dict, log: Path | None = None) -> None:
    with open(log, "w") if log else open(os.devnull, "w") as handle:
        proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=handle, stderr=subprocess.STDOUT)
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}" +
                         (f"; log: {log}" if log else ""))


def parse_overrides(pairs: list[str]) -> dict:
    """`["learning_rate=1.0", ...]` -> `{"learning_rate": 1.0, ...}` (values read as YAML)."""
    overrides = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"--set {pair!r}: expected key=value")
        overrides[key] = yaml.safe_load(value)
    return overrides


def last_train_stats(log_text: str) -> dict:
    found = LOG_STEP.findall(log_text)
    if not found:
        return {}
    step, acc, ppl = found[-1]
    stats = {"last_step": int(step), "train_acc": float(acc), "train_ppl": float(ppl)}
    penalty = LOG_PENALTY.findall(log_text)
    if penalty:  # the Lipschitz penalty of MUTE's AutoShuffle (Eq. 20), first and last report
        stats["lipschitz_first"], stats["lipschitz_last"] = float(penalty[0]), float(penalty[-1])
    return stats


def derived_recipe(work: Path, toy: Path, overrides: dict) -> Path:
    """The quickstart recipe with its paths moved under `work` (vocabulary) and `toy` (corpus)
    and `overrides` applied; everything else as in recipes/quickstart.yaml."""
    config = yaml.safe_load(RECIPE.read_text(encoding="utf-8"))
    unknown = sorted(set(overrides) - set(config) - TRAIN_ONLY_KEYS)
    if unknown:
        raise SystemExit(f"--set {unknown[0]}: not a key of {RECIPE.name} (known: "
                         f"{', '.join(sorted(config))})")
    config.update(overrides)
    config["save_data"] = str(work)
    config["src_vocab"], config["tgt_vocab"] = str(work / "vocab.src"), str(work / "vocab.tgt")
    for split, corpus in (("train", "toy"), ("valid", "valid")):
        config["data"][corpus] = {"path_src": str(toy / f"{split}.src"),
                                  "path_tgt": str(toy / f"{split}.tgt")}
    path = work / "quickstart.yaml"
    path.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    return path


def train_one(seed: int, recipe: Path, toy: Path, bin_dir: Path, env: dict) -> dict:
    """Train, translate and score one seed of `recipe` (a `derived_recipe`)."""
    run_dir = recipe.parent / f"seed{seed}"
    run_dir.mkdir(parents=True, exist_ok=True)
    model = run_dir / "model"
    steps = yaml.safe_load(recipe.read_text(encoding="utf-8"))["train_steps"]
    start = time.monotonic()
    run([str(bin_dir / "onmt_ext_train"), "-config", str(recipe), "-seed", str(seed),
         "-save_model", str(model), "-log_file", str(run_dir / "train.log")],
        env, run_dir / "train.out")
    seconds = time.monotonic() - start
    pred = run_dir / "test.pred"
    run([str(bin_dir / "onmt_ext_translate"), "-model", f"{model}_step_{steps}.pt",
         "-src", str(toy / "test.src"), "-output", str(pred), "-beam_size", "4",
         "-batch_size", "64"], env, run_dir / "translate.out")
    scores = score(read_lines(str(pred)), read_lines(str(toy / "test.tgt")))
    record = {"seed": seed, "bleu": scores["bleu"], "chrf": scores["chrf"],
              "train_seconds": round(seconds, 1)}
    record.update(last_train_stats((run_dir / "train.out").read_text(encoding="utf-8")))
    return record


def summarise(records: list[dict]) -> dict:
    bleus = [r["bleu"] for r in records]
    return {"n": len(bleus), "median_bleu": round(statistics.median(bleus), 2),
            "min_bleu": min(bleus), "max_bleu": max(bleus),
            "spread_bleu": round(max(bleus) - min(bleus), 2),
            "median_chrf": round(statistics.median(r["chrf"] for r in records), 2)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", required=True)
    parser.add_argument("--out", type=Path, help="JSON to write (default: print only)")
    parser.add_argument("--work", type=Path, default=ROOT / "work" / "quickstart-seeds")
    parser.add_argument("--toy", type=Path, default=ROOT / "work" / "toy",
                        help="the toy corpus (made there if missing)")
    parser.add_argument("--set", nargs="*", default=[], metavar="KEY=VALUE",
                        help="recipe overrides, passed as -KEY VALUE to onmt_ext_train")
    parser.add_argument("--jobs", type=int, default=1,
                        help="seeds trained at once (each with --threads threads)")
    parser.add_argument("--threads", type=int, default=None,
                        help="torch threads (OMP_NUM_THREADS); default: torch's own")
    args = parser.parse_args(argv)
    bin_dir = Path(sys.executable).parent
    started_at = commit()  # the code that trains (a commit made meanwhile is not it)
    env = dict(os.environ)
    if args.threads:
        env["OMP_NUM_THREADS"] = str(args.threads)
    overrides = parse_overrides(args.set)
    args.work.mkdir(parents=True, exist_ok=True)
    run([sys.executable, str(ROOT / "data" / "make_toy_corpus.py"), "--out", str(args.toy)],
        env)
    recipe = derived_recipe(args.work.resolve(), args.toy.resolve(), overrides)
    run([str(bin_dir / "onmt_ext_build_vocab"), "-config", str(recipe), "-n_sample", "-1"],
        env, args.work / "build_vocab.out")
    def one(seed: int) -> dict:
        record = train_one(seed, recipe, args.toy.resolve(), bin_dir, env)
        print(json.dumps(record), flush=True)
        return record

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:  # each seed is a subprocess
        records = list(pool.map(one, args.seeds))
    result = {"recipe": str(RECIPE.relative_to(ROOT)), "overrides": args.set,
              "commit": started_at, "machine": machine(),
              "threads": args.threads or "torch default", "seeds": records,
              "summary": summarise(records)}
    print(json.dumps(result["summary"]))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        write_replacing(args.out, json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
