"""Run every row of a paper table, evaluate it and write ``results/<table>.md``.

    python experiments/run_table.py mute-table2 --scale small
    python experiments/run_table.py mute-table2 --scale smoke --rows transformer-relative \\
        mute-bias-seq --out /tmp/results --work /tmp/runs
    python experiments/run_table.py mute-table2 --scale paper --data-dir /data/wmt14 \\
        --test-sets newstest2014 --world-size 4 --gpu-ranks 0 1 2 3

For each row (``experiments/tables.py``) and seed:

1. train: ``onmt_ext_train -config RECIPE <scale flags> <row flags> [-seed N] -save_model
   <work>/<table>/<row>/<seed>/model``, the console output kept as ``train.log`` beside
   the checkpoints (a vocabulary missing on disk is first built with
   ``onmt_ext_build_vocab -config RECIPE -n_sample -1``); a row defined as a checkpoint
   average runs ``python -m onmt_ext.tools.average`` on another row's last saves instead;
2. select the saved checkpoint with the best BLEU on the validation set (val is for model
   selection only);
3. translate the test sets with beam 4 and length penalty ``-length_penalty wu -alpha 0.6``
   (the MUTE paper's appendix), repeating the recipe's tokenisation transform options on the
   command line (OpenNMT 3.5.1 does not take them from the checkpoint);
4. score with sacrebleu BLEU and chrF (signatures), record parameters, training time and
   tokens/s, translation tokens/s (OpenNMT's ``-report_time``: decoding only, without
   start-up and model loading), and MUTE's DIV where the table asks for it;
5. write ``<out>/<table>/<row>/result.json`` and copy the test translations beside it.

A row whose ``result.json`` already holds a run with the same training command (and the
same recipe content) is skipped (``skip <row>: done``). The table's baseline row is added
when needed for the p-values (paired bootstrap resampling, sacrebleu, 1000 resamples).
Finally ``<out>/<table>.md`` is written from every result present: one line per system,
the comparison with the paper's claim (computed: direction, size, significance) and the
exact commands.

Scales: ``smoke`` (a data subset, a tiny model and 20 steps: minutes for a table; default
output under work/smoke/), ``small`` (the recipes as they are: same steps for every row),
``paper`` (``recipes/<family>/paper-scale.flags`` or the ``scale-paper.yaml`` overlay,
``--world-size``/``--gpu-ranks``, ``--data-dir`` and ``--test-sets`` for your data).
Translations and scores are computed inside this process (no interpreter start-up per
file) with exactly the argument lists written in the results; each is reproducible with
the console command shown there.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import math
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments.tables import TABLES, Row, Table, get_table  # noqa: E402

BIN = Path(sys.executable).parent
DEFAULT_DATA = "work/multi30k"
VALID_SET = "val"
TEST_SETS = ("test_2016_flickr", "test_2017_flickr")
#: Decoding of every reported number: the MUTE paper's appendix (beam 4, alpha 0.6).
DECODE_FLAGS = ("-beam_size", "4", "-length_penalty", "wu", "-alpha", "0.6", "-batch_size", "64")
#: SCALE=smoke only: an untrained model would otherwise decode up to 250 tokens a sentence.
SMOKE_DECODE_FLAGS = ("-max_length", "40")
SMOKE_LINES = {"train": 2000, "val": 50, "test": 50}
DEFAULTS = {  # scale -> (results dir, runs dir)
    "smoke": ("work/smoke/results", "work/smoke/runs"),
    "small": ("results", "work/runs"),
    "paper": ("results/paper", "work/runs-paper"),
}
TOKENIZERS = ("onmt_tokenize", "sentencepiece", "bpe")
#: Transforms repeated at translation besides the tokenizer: the MIMO target-language tag
#: (its -src_prefix is given per direction).
TAG_TRANSFORMS = ("mimo_tag",)
TRANSFORM_KEYS = ("subword_type", "subword_model", "subword_nbest", "subword_alpha",
                  "subword_vocab", "vocab_threshold", "onmttok_kwargs")
BOOTSTRAP_SAMPLES = 1000
LOAD_SAMPLE_SECONDS = 30  # how often the machine's load is sampled during training
ALPHA_LEVEL = 0.05

log = logging.getLogger("run_table")


# --------------------------------------------------------------------------- helpers
def rel(path: str | Path) -> str:
    """`path` relative to the repository root when inside it (for printed commands)."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(REPO))
    except ValueError:
        return str(path)


def show(cmd: list[str]) -> str:
    return shlex.join(cmd)


def read_lines(path: str | Path) -> list[str]:
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def step_of(checkpoint: Path) -> int:
    match = re.search(r"_step_(\d+)\.pt$", checkpoint.name)
    return int(match.group(1)) if match else -1


def checkpoints(run_dir: Path) -> list[Path]:
    return sorted(run_dir.glob("model_step_*.pt"), key=step_of)


def rewrite_paths(value, mapping: list[tuple[str, str]]):
    """Replace the first matching prefix of every string in a nested YAML value."""
    if isinstance(value, str):
        for old, new in mapping:
            if value.startswith(old):
                return new + value[len(old):]
        return value
    if isinstance(value, dict):
        return {k: rewrite_paths(v, mapping) for k, v in value.items()}
    if isinstance(value, list):
        return [rewrite_paths(v, mapping) for v in value]
    return value


def drop_options(flags: list[str], names: tuple[str, ...]) -> list[str]:
    """`flags` without the options `names` and their values."""
    kept, skipping = [], False
    for flag in flags:
        if flag.startswith("-") and not re.fullmatch(r"-?\d+(\.\d*)?", flag):
            skipping = flag in names
        if not skipping:
            kept.append(flag)
    return kept


def parse_train_log(path: Path) -> dict:
    """Parameters, mean training tokens/s and the AutoShuffle penalty from an OpenNMT log."""
    info: dict = {"params": None, "train_tgt_tok_s": None, "train_src_tok_s": None,
                  "lipschitz": []}
    if not path.is_file():
        return info
    src_rates, tgt_rates = [], []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if m := re.search(r"\* number of parameters: (\d+)", line):
            info["params"] = int(m.group(1))
        elif m := re.search(r"Step\s+\d+/\s*\d+;.*?(\d+)/\s*(\d+) tok/s;", line):
            src_rates.append(float(m.group(1)))
            tgt_rates.append(float(m.group(2)))
        elif m := re.search(r"Step (\d+); aux \(unweighted mean\).*?lipschitz: ([-\d.e+]+)", line):
            info["lipschitz"].append((int(m.group(1)), float(m.group(2))))
    if tgt_rates:
        info["train_src_tok_s"] = statistics.fmean(src_rates)
        info["train_tgt_tok_s"] = statistics.fmean(tgt_rates)
    return info


def parse_translate_log(path: Path) -> dict:
    """OpenNMT's `-report_time` lines: decoding time and target tokens per second."""
    info = {"decode_seconds": None, "tokens_per_s": None}
    if path.is_file():
        text = path.read_text(encoding="utf-8", errors="replace")
        if m := re.search(r"Total translation time \(s\): ([\d.]+)", text):
            info["decode_seconds"] = float(m.group(1))
        if m := re.search(r"Tokens per second: ([\d.]+)", text):
            info["tokens_per_s"] = float(m.group(1))
    return info


def close_onmt_log_files() -> None:
    """OpenNMT's init_logger replaces handlers without closing the log files it opened."""
    for handler in list(logging.getLogger("onmt").handlers):
        if isinstance(handler, logging.FileHandler):
            handler.close()
            logging.getLogger("onmt").removeHandler(handler)


def paired_bootstrap(baseline: list[str], system: list[str], refs: list[str],
                     samples: int = BOOTSTRAP_SAMPLES) -> tuple[float, float]:
    """sacrebleu's paired bootstrap resampling test (BLEU), system vs baseline.

    Returns ``(p-value, system BLEU - baseline BLEU)`` (unrounded scores).
    """
    from sacrebleu.metrics import BLEU
    from sacrebleu.significance import PairedTest

    test = PairedTest([("baseline", baseline), ("system", system)], {"BLEU": BLEU()},
                      references=[refs], test_type="bs", n_samples=samples)
    _, scores = test()
    baseline_score, system_score = scores["BLEU"][0].score, scores["BLEU"][1].score
    if baseline_score == system_score:  # no difference: sacrebleu would report 1/(n+1)
        return 1.0, 0.0
    return float(scores["BLEU"][1].p_value), system_score - baseline_score


def mean_sd(values: list[float]) -> tuple[float, float | None]:
    mean = statistics.fmean(values)
    return mean, (statistics.stdev(values) if len(values) > 1 else None)


def fmt_mean(values: list[float], digits: int = 2) -> str:
    if not values:
        return "-"
    mean, sd = mean_sd(values)
    text = f"{mean:.{digits}f}"
    return text + (f" ± {sd:.{digits}f}" if sd is not None else "")


def fmt_duration(seconds: list[float]) -> str:
    """Mean (± sd) wall time in s, min or h."""
    scale, unit = (1, "s") if max(seconds) < 120 else (60, "min") if max(seconds) < 7200 else (
        3600, "h")
    return f"{fmt_mean([s / scale for s in seconds], 1)} {unit}"


def trained_directions(config: dict) -> list[str]:
    """``"src-tgt"`` of every training corpus, from its files' language suffixes."""
    found = []
    for name, corpus in (config.get("data") or {}).items():
        if name == "valid" or not isinstance(corpus, dict):
            continue
        src, tgt = (Path(str(corpus.get(k, ""))).suffix.lstrip(".") for k in ("path_src",
                                                                            "path_tgt"))
        if src and tgt and f"{src}-{tgt}" not in found:
            found.append(f"{src}-{tgt}")
    return found


# --------------------------------------------------------------------------- context
@dataclass(frozen=True)
class EvalSet:
    """One scored translation: a test split in one direction.

    Attributes:
        key: its key in ``result.json``'s ``tests``: the split (one-pair tables) or
            ``split:src-tgt`` (multilingual tables).
    """

    key: str
    split: str
    src: str
    tgt: str

    @property
    def direction(self) -> str:
        return f"{self.src}-{self.tgt}"

    @property
    def filename(self) -> str:
        """Translation file name: ``split.tgt``, or ``split.src-tgt.tgt``."""
        if self.key == self.split:
            return f"{self.split}.{self.tgt}"
        return f"{self.split}.{self.direction}.{self.tgt}"


@dataclass
class Context:
    """Everything a run depends on besides the table."""

    table: Table
    scale: str
    data_dir: Path
    out: Path
    work: Path
    seeds: list[int | None]
    world_size: int | None = None
    gpu_ranks: list[int] = field(default_factory=list)
    valid_set: str = VALID_SET
    test_sets: tuple[str, ...] = TEST_SETS
    force: bool = False
    bootstrap: int = BOOTSTRAP_SAMPLES

    @property
    def pair_dir(self) -> Path:
        """Where the val/test files (and, at smoke scale, the training subset) live."""
        base = self.work / "smoke-data" if self.scale == "smoke" else self.data_dir
        return base / self.table.pair

    def path_map(self) -> list[tuple[str, str]]:
        """Prefix rewrites applied to the recipe's paths (empty: the recipe as it is)."""
        default = (REPO / DEFAULT_DATA).resolve()
        if self.scale == "smoke":
            return [(f"{DEFAULT_DATA}/", f"{rel(self.work / 'smoke-data')}/"),
                    ("work/", f"{rel(self.work / 'smoke-work')}/")]
        if self.data_dir.resolve() != default:
            return [(f"{DEFAULT_DATA}/", f"{rel(self.data_dir)}/")]
        return []

    def seed_key(self, seed: int | None) -> str:
        return "default" if seed is None else f"seed{seed}"

    def run_dir(self, row: Row, seed: int | None) -> Path:
        return self.work / self.table.name / row.id / self.seed_key(seed)

    def result_dir(self, row: Row, seed: int | None) -> Path:
        base = self.out / self.table.name / row.id
        return base if seed is None else base / self.seed_key(seed)

    def result_file(self, row: Row) -> Path:
        return self.out / self.table.name / row.id / "result.json"

    def stored_runs(self, row: Row) -> dict[str, dict]:
        """{seed key: run} from the row's result file ({} if it has none)."""
        path = self.result_file(row)
        if not path.is_file():
            return {}
        return json.loads(path.read_text(encoding="utf-8")).get("runs", {})

    def eval_sets(self) -> list[EvalSet]:
        """What every row is scored on: each test set (in each direction, multilingual)."""
        table = self.table
        if not table.multilingual:
            return [EvalSet(t, t, table.src_lang, table.tgt_lang) for t in self.test_sets]
        return [EvalSet(f"{t}:{d}", t, *d.split("-")) for t in self.test_sets
                for d in table.directions]

    def gpu_flags_train(self) -> list[str]:
        if not self.world_size:
            return []
        ranks = self.gpu_ranks or list(range(self.world_size))
        return ["-world_size", str(self.world_size), "-gpu_ranks", *map(str, ranks)]

    def gpu_flags_translate(self) -> list[str]:
        if self.world_size or self.gpu_ranks:
            return ["-gpu", str((self.gpu_ranks or [0])[0])]
        return []


def prepare_smoke_data(ctx: Context) -> None:
    """First lines of every split (and the pair's SentencePiece model and vocabularies)."""
    source, target = ctx.data_dir / ctx.table.pair, ctx.pair_dir
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(source.iterdir()):
        if not path.is_file() or path.name.startswith("."):
            continue
        split = path.name.split(".")[0]
        dest = target / path.name
        if path.suffix in (".model", ".vocab") or split in ("vocab",):
            if not dest.exists() or dest.stat().st_mtime < path.stat().st_mtime:
                shutil.copyfile(path, dest)
            continue
        lines = SMOKE_LINES["train"] if split == "train" else (
            SMOKE_LINES["val"] if split == ctx.valid_set else SMOKE_LINES["test"])
        text = "\n".join(read_lines(path)[:lines]) + "\n"
        if not dest.exists() or dest.read_text(encoding="utf-8") != text:
            dest.write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------- one run
class Runner:
    """Trains, selects, translates and scores the rows of one table."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.table = ctx.table

    # -- configuration
    def config_for(self, row: Row, run_dir: Path) -> tuple[str, dict, list[str]]:
        """(config path for -config, its content, training flags of the scale)."""
        ctx = self.ctx
        recipe = REPO / row.recipe
        config = yaml.safe_load(recipe.read_text(encoding="utf-8")) or {}
        derived = config
        scale_flags: list[str] = []
        family_dir = REPO / "recipes" / self.table.family
        header = [f"# {row.recipe}"]
        if ctx.scale == "smoke":
            scale_flags = list(self.table.smoke_flags)
        elif ctx.scale == "small":
            scale_flags = list(self.table.small_flags)
        elif ctx.scale == "paper":
            if (family_dir / "paper-scale.flags").is_file():
                text = (family_dir / "paper-scale.flags").read_text(encoding="utf-8")
                scale_flags = shlex.split(text, comments=True)
                if ctx.world_size:  # --world-size/--gpu-ranks replace the file's GPU flags
                    scale_flags = drop_options(scale_flags, ("-world_size", "-gpu_ranks"))
            overlay = family_dir / "scale-paper.yaml"
            if overlay.is_file():
                derived = {**derived, **(yaml.safe_load(overlay.read_text("utf-8")) or {})}
                header.append(f"# overlaid with {rel(overlay)}")
        mapping = ctx.path_map()
        if mapping:
            derived = rewrite_paths(derived, mapping)
            header.append("# paths: " + ", ".join(f"{a} -> {b}" for a, b in mapping))
        if derived is config:
            return row.recipe, config, scale_flags
        run_dir.mkdir(parents=True, exist_ok=True)
        path = run_dir / "config.yaml"
        body = yaml.safe_dump(derived, sort_keys=False)
        path.write_text("\n".join(header) + "\n" + body, encoding="utf-8")
        return rel(path), derived, scale_flags

    def transform_flags(self, config: dict) -> list[str]:
        """The recipe's tokenisation transform and its options, for onmt_ext_translate."""
        transforms = config.get("transforms")
        if not transforms:
            corpora = [c for k, c in (config.get("data") or {}).items() if k != "valid"]
            transforms = (corpora[0] or {}).get("transforms") if corpora else None
        transforms = [t for t in (transforms or []) if t in (*TOKENIZERS, *TAG_TRANSFORMS)]
        if not transforms:
            return []
        flags = ["-transforms", *transforms]
        for side in ("src", "tgt"):
            for key in TRANSFORM_KEYS:
                name = f"{side}_{key}"
                if name in config:
                    value = config[name]
                    flags += [f"-{name}", repr(value) if isinstance(value, dict) else str(value)]
        return flags

    def direction_flags(self, config: dict, tgt: str) -> list[str]:
        """Multilingual tables: the target-language tag put in front of every source."""
        if not self.table.multilingual:
            return []
        from onmt_ext.modules.mimo_mixing import MimoSettings

        tag_format = config.get("mimo_tag_format", MimoSettings.tag_format)  # its default
        tag = str(tag_format).format(lang=tgt)
        return ["-src_prefix", tag]

    def ensure_vocab(self, config_path: str, config: dict, commands: list[str]) -> None:
        needed = [config.get("src_vocab")]
        if not config.get("share_vocab"):
            needed.append(config.get("tgt_vocab"))
        if all(v and (REPO / v).is_file() for v in needed):
            return
        cmd = ["onmt_ext_build_vocab", "-config", config_path, "-n_sample", "-1"]
        log.info("building the vocabulary: %s", show(cmd))
        self.run_command(cmd, self.ctx.work / self.table.name / "build_vocab.log")
        commands.append(show(cmd))

    def command_env(self) -> dict[str, str]:
        env = dict(os.environ)
        if self.ctx.scale == "smoke":
            env["OMP_NUM_THREADS"] = "1"  # a d-32 model: thread hand-offs cost more than they give
        env.setdefault("OMP_NUM_THREADS", "2")
        env.setdefault("PYTHONWARNINGS", "ignore")
        return env

    def run_command(self, cmd: list[str], log_path: Path) -> dict:
        """Run a console script of this venv; its output goes to `log_path`.

        Returns ``{"seconds", "threads", "load"}``: wall time, the OMP_NUM_THREADS it ran
        with, and the machine's mean 1-minute load average sampled while it ran (None where
        the OS has none): a load above `threads` means other jobs shared the CPU, which
        makes wall times incomparable between rows.
        """
        from onmt_ext import process_cleanup

        env = self.command_env()
        log_path.parent.mkdir(parents=True, exist_ok=True)
        loads = []
        start = time.perf_counter()
        with open(log_path, "w", encoding="utf-8") as out:
            proc = subprocess.Popen([str(BIN / cmd[0]), *cmd[1:]], cwd=REPO, env=env,
                                    stdout=out, stderr=subprocess.STDOUT)
            # SIGTERM/SIGINT to this runner end the command and its workers too; the row
            # keeps no train.json stamp, so the next run trains it again
            with process_cleanup.stop_child_on_exit(proc):
                while True:
                    try:
                        proc.wait(timeout=LOAD_SAMPLE_SECONDS)
                        break
                    except subprocess.TimeoutExpired:
                        if hasattr(os, "getloadavg"):
                            loads.append(os.getloadavg()[0])
        seconds = time.perf_counter() - start
        if proc.returncode != 0:
            tail = log_path.read_text(encoding="utf-8", errors="replace")[-4000:]
            raise RuntimeError(f"{show(cmd)} failed ({proc.returncode}):\n{tail}")
        return {"seconds": seconds, "threads": int(env["OMP_NUM_THREADS"]),
                "load": statistics.fmean(loads) if loads else None}

    # -- translation
    def translate(self, model: Path, src: Path, output: Path, config: dict,
                  tgt_lang: str) -> tuple[str, dict]:
        """Translate in this process with onmt_ext_translate's own argument parsing."""
        from onmt_ext import cli

        output.parent.mkdir(parents=True, exist_ok=True)
        log_file = output.with_suffix(output.suffix + ".log")
        argv = ["-model", rel(model), "-src", rel(src), "-output", rel(output),
                *DECODE_FLAGS, *self.translate_extra(), *self.transform_flags(config),
                *self.direction_flags(config, tgt_lang), *self.ctx.gpu_flags_translate(),
                "-report_time", "-log_file", rel(log_file)]
        cwd = os.getcwd()
        os.chdir(REPO)
        start = time.perf_counter()
        try:
            cli.translate(argv)
        except SystemExit as error:
            raise RuntimeError(f"onmt_ext_translate {show(argv)}: {error.code}") from None
        finally:
            close_onmt_log_files()
            os.chdir(cwd)
        info = parse_translate_log(log_file)
        info["wall_seconds"] = time.perf_counter() - start
        return show(["onmt_ext_translate", *argv]), info

    def translate_extra(self) -> list[str]:
        extra = list(self.table.translate_flags)
        if self.ctx.scale == "smoke":
            extra += SMOKE_DECODE_FLAGS
        return extra

    def data_file(self, split: str, lang: str) -> Path:
        return self.ctx.pair_dir / f"{split}.{lang}"

    # -- one row, one seed
    def train_command(self, row: Row, seed: int | None, config_path: str,
                      scale_flags: list[str], run_dir: Path) -> list[str]:
        seed_flags = [] if seed is None else ["-seed", str(seed)]
        return ["onmt_ext_train", "-config", config_path, *scale_flags, *row.flags,
                *seed_flags, *self.ctx.gpu_flags_train(), "-save_model", rel(run_dir / "model"),
                "-log_file", ""]  # no file log (see train()): the console output is kept

    def stored_run(self, row: Row, seed: int | None, key: list[str]) -> dict | None:
        """The run of `row` and `seed` in its result file if it was made with `key`."""
        run = self.ctx.stored_runs(row).get(self.ctx.seed_key(seed))
        return run if run and run.get("key") == key else None

    def done(self, row: Row, seed: int | None, key: list[str]) -> bool:
        return not self.ctx.force and self.stored_run(row, seed, key) is not None

    def source_run(self, row: Row, seed: int | None) -> dict:
        """Config and train command of a trained row (for averaging rows)."""
        run_dir = self.ctx.run_dir(row, seed)
        config_path, config, scale_flags = self.config_for(row, run_dir)
        warm_flags, warm_key = self.warm_start(row, seed)
        cmd = self.train_command(row, seed, config_path, [*scale_flags, *warm_flags], run_dir)
        # the recipe's content counts too: an edited recipe under the same name is re-run
        digest = hashlib.sha256(yaml.safe_dump(config, sort_keys=True).encode()).hexdigest()
        return {"run_dir": run_dir, "config": config, "config_path": config_path, "cmd": cmd,
                "key": [*cmd, "|config-sha256", digest[:16], *warm_key],
                "warm_start_ready": not warm_flags or (REPO / warm_flags[1]).is_file()}

    def warm_start(self, row: Row, seed: int | None) -> tuple[list[str], list[str]]:
        """(``-warm_start_from`` flags, key suffix) of a row that starts from the checkpoint
        selected for another row (same seed); the key suffix is that row's key, so that
        retraining it re-runs this row. A source row without a current result gives a
        placeholder path (the row then cannot run, see `run_row`)."""
        if not row.warm_start_from:
            return [], []
        origin = self.table.row(row.warm_start_from)
        origin_key = self.current_key(origin, seed)
        run = self.stored_run(origin, seed, origin_key)
        checkpoint = run["checkpoint"] if run else f"<checkpoint of row {origin.id}>"
        return ["-warm_start_from", checkpoint], ["|warm_start", *origin_key]

    def current_key(self, row: Row, seed: int | None) -> list[str]:
        """What identifies a run: its training command (plus the averaging, if any)."""
        if row.average_of:
            src_run = self.source_run(self.table.row(row.average_of), seed)
            return [*src_run["key"], "|average_last", str(row.average_last)]
        return self.source_run(row, seed)["key"]

    def run_row(self, row: Row, seed: int | None) -> dict | None:
        """Train (or average), select, translate and score one row; None when skipped."""
        ctx, table = self.ctx, self.table
        run_dir = ctx.run_dir(row, seed)
        commands: list[str] = []
        if row.average_of:
            src_run = self.source_run(table.row(row.average_of), seed)
        else:
            src_run = self.source_run(row, seed)
            config_path, cmd = src_run["config_path"], src_run["cmd"]
        config = src_run["config"]
        key = self.current_key(row, seed)
        if self.done(row, seed, key):
            log.info("skip %s (%s): done, same command (%s)", row.id, ctx.seed_key(seed),
                     rel(ctx.result_file(row)))
            return None
        if not src_run["warm_start_ready"]:
            raise RuntimeError(f"{row.id}: starts from row {row.warm_start_from}, which has no "
                               "result with its current command; run it first")
        run_dir.mkdir(parents=True, exist_ok=True)
        train_info: dict
        if row.average_of:
            train_dir = src_run["run_dir"]
            saves = checkpoints(train_dir)[-row.average_last:]
            stamp = train_dir / "train.json"
            trained = stamp.is_file() and json.loads(stamp.read_text("utf-8")).get("key")
            if not saves or trained != src_run["key"]:
                raise RuntimeError(f"{row.id}: no checkpoint of row {row.average_of} trained "
                                   f"with its current command in {rel(train_dir)}; run it first")
            averaged = run_dir / "model_avg.pt"
            avg_cmd = ["python", "-m", "onmt_ext.tools.average", "-models",
                       *map(rel, saves), "-output", rel(averaged)]
            import torch

            from onmt_ext.tools.average import average_checkpoints

            torch.save(average_checkpoints([str(p) for p in saves]), averaged)
            commands += [f"# training: row {row.average_of}", show(avg_cmd)]
            candidates = [averaged]
            train_info = {**parse_train_log(train_dir / "train.log"), "train_seconds": None}
            train_info["averaged"] = [rel(p) for p in saves]
        else:
            self.ensure_vocab(config_path, config, commands)
            train_info = self.train(cmd, key, run_dir, commands)
            candidates = checkpoints(run_dir)
            if not candidates:
                raise RuntimeError(f"{row.id}: training wrote no checkpoint in {run_dir}")
        return self.evaluate(row, seed, key, config, candidates, commands, train_info)

    def train(self, cmd: list[str], key: list[str], run_dir: Path, commands: list[str]) -> dict:
        """Train unless this run directory already holds the checkpoints of the same key."""
        stamp = run_dir / "train.json"
        commands.append(show(cmd))
        if (not self.ctx.force and stamp.is_file() and checkpoints(run_dir)
                and json.loads(stamp.read_text("utf-8")).get("key") == key):
            log.info("training up to date: %s", rel(run_dir))
            done = json.loads(stamp.read_text("utf-8"))
            timing = {"seconds": done["seconds"], "threads": done.get("threads"),
                      "load": done.get("load")}
        else:
            for old in [*checkpoints(run_dir), run_dir / "train.log", stamp]:
                old.unlink(missing_ok=True)
            log.info("train: %s", show(cmd))
            # The console output is the log: OpenNMT 3.5.1's -log_file loses every line after
            # the data iterator is built (dynamic_iterator calls init_logger() again).
            timing = self.run_command(cmd, run_dir / "train.log")
            stamp.write_text(json.dumps({"command": cmd, "key": key, **timing}, indent=1),
                             "utf-8")
        info = parse_train_log(run_dir / "train.log")
        info.update(train_seconds=timing["seconds"], train_threads=timing["threads"],
                    train_load=timing["load"])
        return info

    def evaluate(self, row: Row, seed: int | None, key: list[str], config: dict,
                 candidates: list[Path], commands: list[str], train_info: dict) -> dict:
        from onmt_ext.tools.score import score

        ctx, table = self.ctx, self.table
        src, tgt = table.src_lang, table.tgt_lang
        run_dir = ctx.run_dir(row, seed)
        # 1. model selection on the validation set
        val_src, val_ref = self.data_file(ctx.valid_set, src), self.data_file(ctx.valid_set, tgt)
        val_bleu = {}
        for ckpt in candidates:
            out = run_dir / "val" / f"{ckpt.stem}.{tgt}"
            command, _ = self.translate(ckpt, val_src, out, config, tgt)
            commands.append(command)
            val_bleu[rel(ckpt)] = score(read_lines(out), read_lines(val_ref))["bleu"]
            log.info("%s: %s val BLEU %.2f", row.id, ckpt.name, val_bleu[rel(ckpt)])
        best = max(candidates, key=lambda c: (val_bleu[rel(c)], step_of(c)))
        # 2. test sets
        result_dir = ctx.result_dir(row, seed)
        result_dir.mkdir(parents=True, exist_ok=True)
        tests = {}
        for eval_set in ctx.eval_sets():
            test_src = self.data_file(eval_set.split, eval_set.src)
            test_ref = self.data_file(eval_set.split, eval_set.tgt)
            missing = [p for p in (test_src, test_ref) if not p.is_file()]
            if missing:  # e.g. Multi30k has no Czech test_2017_flickr
                log.warning("%s: no %s, %s skipped", row.id, rel(missing[0]), eval_set.key)
                continue
            out = run_dir / eval_set.filename
            command, speed = self.translate(best, test_src, out, config, eval_set.tgt)
            scores = score(read_lines(out), read_lines(test_ref))
            copy = result_dir / eval_set.filename
            shutil.copyfile(out, copy)
            commands += [command, show(["onmt_ext_score", "-hyp", rel(copy), "-ref",
                                        rel(test_ref)])]
            tests[eval_set.key] = {**scores, **speed, "translation": rel(copy),
                                   "reference": rel(test_ref)}
            log.info("%s: %s BLEU %.2f chrF %.2f", row.id, eval_set.key, scores["bleu"],
                     scores["chrf"])
        run = {
            "table": table.name, "row": row.id, "label": row.label, "seed": seed,
            "scale": ctx.scale, "key": key, "commands": commands, "checkpoint": rel(best),
            "checkpoint_step": step_of(best), "val_bleu": val_bleu, "tests": tests,
            "params": train_info.get("params"), "train_seconds": train_info.get("train_seconds"),
            "train_threads": train_info.get("train_threads"),
            "train_load": train_info.get("train_load"), "cpu_count": os.cpu_count(),
            "train_tgt_tok_s": train_info.get("train_tgt_tok_s"),
            "train_src_tok_s": train_info.get("train_src_tok_s"),
            "averaged": train_info.get("averaged"), "run_dir": rel(run_dir),
            "trained_directions": trained_directions(config) if table.multilingual else None,
            "finished": time.strftime("%Y-%m-%d %H:%M:%S"),
        }
        if table.diversity and ctx.test_sets:
            run["diversity"] = self.diversity(best, config, commands)
        self.store(row, seed, run)
        return run

    def diversity(self, model: Path, config: dict, commands: list[str]) -> dict:
        from onmt_ext.tools.mute_diversity import diversity_of_checkpoint

        src = self.data_file(self.ctx.test_sets[0], self.table.src_lang)
        argv = ["-model", rel(model), "-src", rel(src), *self.transform_flags(config),
                *self.ctx.gpu_flags_translate()]
        commands.append(show(["python", "-m", "onmt_ext.tools.mute_diversity", *argv]))
        cwd = os.getcwd()
        os.chdir(REPO)
        try:
            scores = diversity_of_checkpoint(argv)
        finally:
            close_onmt_log_files()
            os.chdir(cwd)
        return {k: v for k, v in scores.items() if k not in ("model", "src")}

    def store(self, row: Row, seed: int | None, run: dict) -> None:
        path = self.ctx.result_file(row)
        data = json.loads(path.read_text("utf-8")) if path.is_file() else {"row": row.id}
        data.setdefault("runs", {})[self.ctx.seed_key(seed)] = run
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")


# --------------------------------------------------------------------------- report
def load_runs(ctx: Context) -> dict[str, dict[str, dict]]:
    """{row id: {seed key: run}} for every seed stored in the result files (not only the
    seeds of this invocation: a table grown one seed at a time reports all of them)."""
    runs = {}
    for row in ctx.table.rows:
        if stored := ctx.stored_runs(row):
            runs[row.id] = dict(sorted(stored.items()))
    return runs


def hyps_of(run: dict, test: str) -> list[str] | None:
    info = run["tests"].get(test)
    if not info or not (REPO / info["translation"]).is_file():
        return None
    return read_lines(REPO / info["translation"])


_COMPARISONS: dict[tuple, dict | None] = {}


def compare(ctx: Context, runs: dict, row_id: str, other_id: str, test: str) -> dict | None:
    """Mean BLEU difference row - other over common seeds, and per-seed bootstrap p-values."""
    if row_id not in runs or other_id not in runs:
        return None
    cache_key = (ctx.table.name, str(ctx.out), row_id, other_id, test)
    if cache_key not in _COMPARISONS:
        _COMPARISONS[cache_key] = _compare(ctx, runs, row_id, other_id, test)
    return _COMPARISONS[cache_key]


def _compare(ctx: Context, runs: dict, row_id: str, other_id: str, test: str) -> dict | None:
    deltas, pvalues = [], []
    for key, run in sorted(runs[row_id].items()):
        base = runs[other_id].get(key)
        if not base or test not in run["tests"] or test not in base["tests"]:
            continue
        hyps, base_hyps = hyps_of(run, test), hyps_of(base, test)
        if hyps is not None and base_hyps is not None:
            refs = read_lines(REPO / run["tests"][test]["reference"])
            p, delta = paired_bootstrap(base_hyps, hyps, refs, ctx.bootstrap)
            pvalues.append(p)
            deltas.append(delta)
        else:  # translations missing: the stored (rounded) scores
            deltas.append(run["tests"][test]["bleu"] - base["tests"][test]["bleu"])
    if not deltas:
        return None
    return {"delta": statistics.fmean(deltas), "p": pvalues, "seeds": len(deltas)}


def fmt_p(pvalues: list[float]) -> str:
    return "/".join(f"{p:.3f}" for p in pvalues) if pvalues else "n/a"


def direction_sentence(row: Row, comparisons: dict, paper_delta: float | None,
                       reference: str = "the baseline") -> str:
    """Our differences, their significance, and whether they agree with the claim."""
    parts, agree, signif = [], 0, 0
    for test, cmp_ in comparisons.items():
        if cmp_ is None:
            continue
        significant = bool(cmp_["p"]) and all(p < ALPHA_LEVEL for p in cmp_["p"])
        sign = "+" if cmp_["delta"] > 0 else "-" if cmp_["delta"] < 0 else "="
        seeds = f", mean of {cmp_['seeds']} seeds" if cmp_["seeds"] > 1 else ""
        parts.append(f"{cmp_['delta']:+.2f} BLEU on {test}{seeds} (p = {fmt_p(cmp_['p'])}, "
                     f"{'significant' if significant else 'not significant'} at {ALPHA_LEVEL})")
        if row.expect == "=":
            agree += not significant
        else:
            agree += sign == row.expect
            signif += sign == row.expect and significant
    if not parts:
        return ""
    n = len(parts)
    text = "; ".join(parts)
    if paper_delta is not None:
        text += f"; paper: {paper_delta:+.1f} BLEU"
    if not row.expect:
        verdict = "not a row of the paper, no claim to compare with"
    elif row.expect == "=":
        verdict = f"no significant difference on {agree} of {n} test sets (paper: none expected)"
    else:
        claim = ("better than" if row.expect == "+" else "worse than") + " " + reference
        if signif == n:
            verdict = f"the claim ({claim}) is reproduced, significantly on all {n}"
        elif agree:
            verdict = (f"the direction of the claim ({claim}) holds on {agree} of "
                       f"{n} test sets, significantly on {signif}")
        else:
            verdict = f"the claim ({claim}) is NOT reproduced"
        if paper_delta is not None and agree:
            ours = statistics.fmean(c["delta"] for c in comparisons.values() if c)
            size = "larger" if abs(ours) > abs(paper_delta) else "smaller"
            verdict += f"; our mean difference is {size} than the paper's"
    return f"{text}: {verdict}."


def _label(row: Row, table: Table, stale: set[str], n_runs: int) -> str:
    baseline_mark = " **baseline**" if row.id == table.baseline else ""
    seeds = f" ({n_runs} seeds)" if n_runs > 1 else ""
    return f"{row.label} (`{row.id}`){seeds}{baseline_mark}{' (stale)' if row.id in stale else ''}"


def _run_cells(row: Row, rr: list[dict], speed_key: str | None) -> list[str]:
    """Parameters, training time and speed, translation speed, selected checkpoint."""
    params = rr[0].get("params")
    cells = [f"{params / 1e6:.2f}M" if params else "-"]
    secs = [r["train_seconds"] for r in rr if r.get("train_seconds")]
    time_cell = fmt_duration(secs) if secs else ("(average)" if row.average_of else "-")
    conditions = [f"{r['train_threads']} thr, load {r['train_load']:.1f}/{r['cpu_count']}"
                  for r in rr if r.get("train_threads") and r.get("train_load") is not None]
    if conditions:
        time_cell += f" ({'; '.join(conditions)})"
    cells.append(time_cell)
    cells.append(fmt_mean([r["train_tgt_tok_s"] for r in rr if r.get("train_tgt_tok_s")], 0))
    speeds = [r["tests"][speed_key]["tokens_per_s"] for r in rr
              if speed_key in r["tests"] and r["tests"][speed_key].get("tokens_per_s")]
    cells.append(fmt_mean(speeds, 0))
    cells.append(", ".join(f"step {r['checkpoint_step']} ({r['val_bleu'][r['checkpoint']]:.2f})"
                           if r["checkpoint_step"] >= 0 else
                           f"average ({r['val_bleu'][r['checkpoint']]:.2f})" for r in rr))
    return cells


def _markdown_head(header: list[str]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]


def _system_lines(ctx: Context, runs: dict, stale: set[str], header: list[str],
                  cells_of) -> list[str]:
    """The table `header`, then one line per row: `not run yet`, or its label followed by
    ``cells_of(row, rr)`` (rr: its runs, one per seed)."""
    lines = _markdown_head(header)
    for row in ctx.table.rows:
        if row.id not in runs:
            lines.append(f"| {row.label} (`{row.id}`) | not run yet |" + " |" * (len(header) - 2))
            continue
        rr = list(runs[row.id].values())
        lines.append("| " + " | ".join([_label(row, ctx.table, stale, len(rr)), *cells_of(row, rr)])
                     + " |")
    return lines


RUN_HEADER = ["params", "train time", "train tgt tok/s", "translate tok/s",
              "checkpoint (val BLEU)"]


def _pair_score_lines(ctx: Context, runs: dict, stale: set[str]) -> list[str]:
    """One line per system: BLEU, chrF and p per test set, size and speed."""
    table = ctx.table
    tests = [e.key for e in ctx.eval_sets()]
    header = ["system"]
    for test in tests:
        header += [f"BLEU {test}", f"chrF {test}", f"p {test}"]
    header += RUN_HEADER
    if table.diversity:
        header += ["DIV attn weights", "DIV attn outputs", "DIV FFN outputs"]

    def cells_of(row: Row, rr: list[dict]) -> list[str]:
        cells = []
        for test in tests:
            bleu = [r["tests"][test]["bleu"] for r in rr if test in r["tests"]]
            chrf = [r["tests"][test]["chrf"] for r in rr if test in r["tests"]]
            cmp_ = None if row.id == table.baseline else compare(ctx, runs, row.id,
                                                                  table.baseline, test)
            cells += [fmt_mean(bleu), fmt_mean(chrf),
                      "-" if row.id == table.baseline else fmt_p(cmp_["p"] if cmp_ else [])]
        cells += _run_cells(row, rr, tests[0] if tests else None)
        if table.diversity:
            for kind in ("attention_weights", "attention_outputs", "ffn_outputs"):
                cells.append(fmt_mean([r["diversity"][kind] for r in rr if r.get("diversity")
                                       and not math.isnan(r["diversity"][kind])], 3))
        return cells

    return _system_lines(ctx, runs, stale, header, cells_of)


def _pair_comparison_lines(ctx: Context, runs: dict) -> list[str]:
    table = ctx.table
    tests = [e.key for e in ctx.eval_sets()]
    lines = []
    for row in table.rows:
        if row.id == table.baseline or row.id not in runs:
            continue
        comps = {t: compare(ctx, runs, row.id, table.baseline, t) for t in tests}
        paper = table.paper_bleu
        paper_delta = (paper[row.id] - paper[table.baseline]
                       if row.id in paper and table.baseline in paper else None)
        sentence = direction_sentence(row, comps, paper_delta)
        if sentence:
            lines.append(f"* **{row.label}** vs {table.row(table.baseline).label}: {sentence}")
        if row.compare_to and row.compare_to in runs:
            other = table.row(row.compare_to)
            extra = direction_sentence(
                Row(row.id, row.label, expect="+"),
                {t: compare(ctx, runs, row.id, other.id, t) for t in tests},
                paper[row.id] - paper[other.id] if row.id in paper and other.id in paper
                else None, other.label)
            if extra:
                lines.append(f"* **{row.label}** vs {other.label}: {extra}")
    return lines


# -- multilingual tables (MIMO): groups of directions
def direction_group(direction: str, trained: list[str]) -> str:
    """``X->xx`` / ``xx->X`` for trained directions from/into the pivot language X (the
    language every training corpus has), ``supervised`` for other trained ones, else
    ``zero-shot``."""
    if direction not in trained:
        return "zero-shot"
    common = set.intersection(*(set(d.split("-")) for d in trained))
    src, tgt = direction.split("-")
    if len(common) == 1:
        pivot = next(iter(common))
        if src == pivot:
            return f"{pivot}->xx"
        if tgt == pivot:
            return f"xx->{pivot}"
    return "supervised"


def _groups(ctx: Context, runs: dict) -> dict[str, dict[str, list[EvalSet]]]:
    """{test split: {group: eval sets}}, groups in first-seen order."""
    trained = next((r.get("trained_directions") or [] for rs in runs.values()
                    for r in rs.values()), [])
    grouped: dict[str, dict[str, list[EvalSet]]] = {}
    for e in ctx.eval_sets():
        grouped.setdefault(e.split, {}).setdefault(direction_group(e.direction, trained),
                                                   []).append(e)
    return grouped


def _group_bleu(rr: list[dict], sets: list[EvalSet]) -> list[float]:
    """Per seed: the mean BLEU over the group's directions that were scored."""
    means = []
    for r in rr:
        scores = [r["tests"][e.key]["bleu"] for e in sets if e.key in r["tests"]]
        if scores:
            means.append(statistics.fmean(scores))
    return means


def _multi_score_lines(ctx: Context, runs: dict, stale: set[str]) -> list[str]:
    """Mean BLEU per group of directions, then BLEU (p) per direction for each test set."""
    table = ctx.table
    grouped = _groups(ctx, runs)
    columns = [(split, group) for split, groups in grouped.items() for group in groups]
    header = ["system", *(f"BLEU {split} {group} ({len(grouped[split][group])})"
                          for split, group in columns), *RUN_HEADER]
    first = next((e.key for e in ctx.eval_sets()), None)

    def cells_of(row: Row, rr: list[dict]) -> list[str]:
        return [*(fmt_mean(_group_bleu(rr, grouped[split][group])) for split, group in columns),
                *_run_cells(row, rr, first)]

    lines = _system_lines(ctx, runs, stale, header, cells_of)
    lines += ["", "Group columns: mean BLEU over the group's directions (their number in "
              "brackets; a direction without test files is left out). Per direction, BLEU "
              "and p against the baseline:"]
    for split, groups in grouped.items():
        sets = [e for group in groups.values() for e in group]
        head = ["system", *(f"{e.direction} ({group})" for group, es in groups.items()
                            for e in es)]
        lines += ["", f"{split}:", "", *_markdown_head(head)]
        for row in table.rows:
            if row.id not in runs:
                continue
            rr = list(runs[row.id].values())
            cells = [f"`{row.id}`"]
            for e in sets:
                bleu = fmt_mean([r["tests"][e.key]["bleu"] for r in rr if e.key in r["tests"]])
                if row.id != table.baseline:
                    cmp_ = compare(ctx, runs, row.id, table.baseline, e.key)
                    bleu += f" (p {fmt_p(cmp_['p'] if cmp_ else [])})"
                cells.append(bleu)
            lines.append("| " + " | ".join(cells) + " |")
    return lines


def group_sentence(ctx: Context, runs: dict, row: Row, other: Row, expect: str) -> str:
    """Per group of directions: mean difference, and how many directions agree with
    `expect` (significantly)."""
    parts, agree_groups, n_groups = [], 0, 0
    for split, groups in _groups(ctx, runs).items():
        for group, sets in groups.items():
            comps = [c for e in sets if (c := compare(ctx, runs, row.id, other.id, e.key))]
            if not comps:
                continue
            delta = statistics.fmean(c["delta"] for c in comps)
            sign = "+" if delta > 0 else "-" if delta < 0 else "="
            agree = sum((c["delta"] > 0) == (expect == "+") and c["delta"] != 0 for c in comps)
            signif = sum((c["delta"] > 0) == (expect == "+") and c["delta"] != 0 and bool(c["p"])
                         and all(p < ALPHA_LEVEL for p in c["p"]) for c in comps)
            n_groups += 1
            agree_groups += sign == expect
            parts.append(f"{split} {group}: {delta:+.2f} BLEU (mean of {len(comps)}; "
                         f"{agree} in the claimed direction, {signif} significantly)")
    if not parts:
        return ""
    claim = ("better than" if expect == "+" else "worse than") + f" {other.label}"
    verdict = (f"the claim ({claim}) holds on average in {agree_groups} of {n_groups} groups"
               if agree_groups else f"the claim ({claim}) is NOT reproduced in any group")
    return "; ".join(parts) + f": {verdict}."


def _multi_comparison_lines(ctx: Context, runs: dict) -> list[str]:
    table = ctx.table
    lines = []
    for row in table.rows:
        if row.id == table.baseline or row.id not in runs:
            continue
        for other_id, expect in ((table.baseline, row.expect), (row.compare_to, "+")):
            if other_id and other_id in runs and expect in ("+", "-"):
                other = table.row(other_id)
                if sentence := group_sentence(ctx, runs, row, other, expect):
                    lines.append(f"* **{row.label}** vs {other.label}: {sentence}")
    return lines


def write_report(ctx: Context, current: dict[tuple[str, str], list[str]] | None = None) -> Path:
    """`<out>/<table>.md` from every result file present.

    `current`: today's key (training command) per (row id, seed key); results produced by
    another command are marked stale.
    """
    table = ctx.table
    runs = load_runs(ctx)
    current = current or {}
    stale = {row_id for row_id, rs in runs.items() for key, run in rs.items()
             if (row_id, key) in current and run.get("key") != current[(row_id, key)]}
    lines = [f"# {table.title}", ""]
    if ctx.scale == "smoke":
        lines += ["**SCALE=smoke**: a data subset, a tiny model and a few steps. These numbers "
                  "test the pipeline only and say nothing about the paper's claims.", ""]
    first = next((r for rs in runs.values() for r in rs.values()), None)
    data = (f"Multilingual data `{table.pair}`, directions {', '.join(table.directions)} "
            f"(model selection on {table.valid_direction})" if table.multilingual
            else f"Pair {table.pair}")
    seed_keys = sorted({key for rs in runs.values() for key in rs}) or [
        ctx.seed_key(s) for s in ctx.seeds]
    lines += [f"{data}; scale `{ctx.scale}`; seeds: {', '.join(seed_keys)} (`default`: the "
              f"recipe's; rows trained with several seeds show mean ± sd, their differences "
              f"are means over the seeds both rows have); baseline: `{table.baseline}`. "
              "Checkpoint chosen by validation BLEU; beam 4, `-length_penalty wu -alpha 0.6`; "
              "sacrebleu on detokenised output; p: paired bootstrap resampling "
              f"({ctx.bootstrap} resamples) against the baseline, per seed.", ""]
    if first:
        test = next(iter(first["tests"].values()), None)
        if test:
            lines += [f"BLEU: `{test['bleu_signature']}`  ", f"chrF: `{test['chrf_signature']}`",
                      ""]
    if table.multilingual:
        lines += _multi_score_lines(ctx, runs, stale)
    else:
        lines += _pair_score_lines(ctx, runs, stale)
    for source in dict.fromkeys(r.warm_start_from for r in table.rows if r.warm_start_from):
        started = ", ".join(f"`{r.id}`" for r in table.rows if r.warm_start_from == source)
        lines += ["", f"{started} start from the checkpoint selected for `{source}` "
                  "(`-warm_start_from`, see the commands): their train time and tok/s are "
                  "those of the continued training only."]
    if stale:
        lines += ["", "(stale): produced by a command that differs from the row's current one "
                  "(recipe, flags or scale changed); the next run of the table re-runs it."]
    lines += ["", "translate tok/s: target tokens per second of beam search on the first test "
              "set, without start-up and model loading (OpenNMT `-report_time`); train tgt "
              "tok/s: mean over the training log's report intervals; train time: wall time "
              "(training threads `OMP_NUM_THREADS`, mean 1-minute load average during "
              "training / CPU cores: a load above the threads means other jobs shared the "
              "CPU, so times and tok/s are comparable only between rows trained under similar "
              "load; `make bench` gives controlled speed ratios).", ""]
    lines += ["## Comparison with the paper", "", f"Paper: {table.claim}", ""]
    lines += (_multi_comparison_lines if table.multilingual else _pair_comparison_lines)(
        ctx, runs)
    if table.baseline not in runs:
        lines.append(f"* The baseline `{table.baseline}` has not been run: no comparison.")
    lines.append("")
    figures_dir = ctx.out / table.name / "figures"
    if figures_dir.is_dir():
        lines += ["## Figures", ""]
        for png in sorted(figures_dir.glob("*.png")):
            lines.append(f"![{png.stem}]({table.name}/figures/{png.name})")
        lines.append("")
    lines += ["## Commands", "",
              "Run from the repository root. Translations and scores were computed inside "
              "`experiments/run_table.py` with exactly these arguments.", ""]
    for row in table.rows:
        for key, run in runs.get(row.id, {}).items():
            lines += [f"### {row.id} ({key})", "", "```"] + run["commands"] + ["```", ""]
    path = ctx.out / f"{table.name}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- main
def selected_rows(table: Table, names: list[str] | None, with_baseline: bool) -> list[Row]:
    """Rows to run in table order: the named ones, the baseline, and the rows these
    average or start from."""
    if not names:
        return list(table.rows)
    wanted = {table.row(name).id for name in names}
    if with_baseline and table.baseline not in wanted:
        log.info("adding the baseline row %s (needed for the p-values)", table.baseline)
        wanted.add(table.baseline)
    for row in table.rows:  # sources: one level (a source row has no source of its own)
        if row.id in wanted:
            wanted.update(r for r in (row.average_of, row.warm_start_from) if r)
    return [row for row in table.rows if row.id in wanted]


def make_figures(ctx: Context) -> None:
    from experiments import figures

    table = ctx.table
    runs = load_runs(ctx)
    out = ctx.out / table.name / "figures"
    for kind in table.figures:
        try:
            written = figures.table_figure(kind, table, runs, out)
        except (OSError, ValueError, KeyError) as error:
            log.warning("figure %s not written: %s", kind, error)
            continue
        for path in written:
            log.info("figure: %s", rel(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="experiments/run_table.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("table", choices=sorted(TABLES), help="table name")
    parser.add_argument("--scale", choices=sorted(DEFAULTS), default="small")
    parser.add_argument("--rows", nargs="*", help="only these rows (default: all)")
    parser.add_argument("--seeds", nargs="*", type=int,
                        help="train every row once per seed (-seed N); default: the recipe's")
    parser.add_argument("--data-dir", default=DEFAULT_DATA,
                        help="prepared data root holding <pair>/{train,val,test...}.<lang>; "
                        "replaces work/multi30k in the recipes' paths")
    parser.add_argument("--out", help="results directory (default: results; smoke: "
                        "work/smoke/results; paper: results/paper)")
    parser.add_argument("--work", help="checkpoints and logs (default: work/runs, "
                        "work/smoke/runs, work/runs-paper)")
    parser.add_argument("--valid-set", default=VALID_SET, help="split for model selection")
    parser.add_argument("--test-sets", nargs="+", default=list(TEST_SETS))
    parser.add_argument("--world-size", type=int, help="GPUs for training (OpenNMT world_size)")
    parser.add_argument("--gpu-ranks", nargs="*", type=int, default=[],
                        help="OpenNMT gpu_ranks (default: 0..world_size-1)")
    parser.add_argument("--no-baseline", action="store_true",
                        help="do not add the baseline row to --rows")
    parser.add_argument("--force", action="store_true", help="re-run rows already done")
    parser.add_argument("--bootstrap", type=int, default=BOOTSTRAP_SAMPLES,
                        help="paired bootstrap resamples")
    parser.add_argument("--report-only", action="store_true",
                        help="only rewrite <out>/<table>.md from the results present")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="[run_table] %(message)s")
    table = get_table(args.table)
    if not table.recipes_exist():
        missing = [r.recipe for r in table.rows if r.recipe and not (REPO / r.recipe).is_file()]
        parser.error(f"{table.name}: missing recipes {missing}")
    out_default, work_default = DEFAULTS[args.scale]
    ctx = Context(
        table=table, scale=args.scale, data_dir=Path(args.data_dir),
        out=Path(args.out or REPO / out_default), work=Path(args.work or REPO / work_default),
        seeds=list(args.seeds) if args.seeds else [None], world_size=args.world_size,
        gpu_ranks=list(args.gpu_ranks), valid_set=args.valid_set,
        test_sets=tuple(args.test_sets), force=args.force, bootstrap=args.bootstrap,
    )
    if not ctx.data_dir.is_absolute():
        ctx.data_dir = REPO / ctx.data_dir
    try:
        rows = selected_rows(table, args.rows, not args.no_baseline)
    except KeyError as error:
        parser.error(str(error.args[0]))
    if not args.report_only:
        source = ctx.data_dir / table.pair
        if not (source / f"{ctx.valid_set}.{table.src_lang}").is_file():
            parser.error(f"no {ctx.valid_set}.{table.src_lang} in {rel(source)}: prepare the data "
                         f"first (make data-{table.pair}) or pass --data-dir")
        if ctx.scale == "smoke":
            import torch

            torch.set_num_threads(1)  # in-process translation of d-32 models
            prepare_smoke_data(ctx)
        runner = Runner(ctx)
        for seed in ctx.seeds:
            for row in rows:
                runner.run_row(row, seed)
        make_figures(ctx)
    runner = Runner(ctx)
    current = {(row.id, ctx.seed_key(seed)): runner.current_key(row, seed)
               for row in table.rows for seed in ctx.seeds}
    path = write_report(ctx, current)
    log.info("wrote %s", rel(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
