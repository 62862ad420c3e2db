"""Runner: train (or resume, or average), select a checkpoint, translate, score, store.

For each row of a table and seed (see ``experiments/run_table.py`` for the whole
procedure): the training command is the row's identity (its key); a row whose result file
holds a run of the same key is skipped, a run directory holding checkpoints of the same key
but no result (interrupted) is resumed with ``-train_from`` its latest checkpoint.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import importlib
import json
import logging
import os
import shutil
import statistics
import subprocess
import time
from pathlib import Path

import yaml

from experiments import logs
from experiments.context import (
    BIN,
    REPO,
    Context,
    checkpoints,
    copy_replacing,
    read_lines,
    rel,
    rewrite_paths,
    show,
    step_of,
    trained_directions,
    vocab_missing,
    write_replacing,
)
from experiments.tables import TABLES, Row, Table
from onmt_ext.recipe_overlay import overlay

#: Decoding of every reported number: the MUTE paper's appendix (beam 4, alpha 0.6).
DECODE_FLAGS = ("-beam_size", "4", "-length_penalty", "wu", "-alpha", "0.6", "-batch_size", "64")
#: SCALE=smoke only: an untrained model would otherwise decode up to 250 tokens a sentence.
SMOKE_DECODE_FLAGS = ("-max_length", "40")
TOKENIZERS = ("onmt_tokenize", "sentencepiece", "bpe")
#: Transforms repeated at translation besides the tokenizer: the MIMO target-language tag
#: (its -src_prefix is given per direction).
TAG_TRANSFORMS = ("mimo_tag",)
TRANSFORM_KEYS = ("subword_type", "subword_model", "subword_nbest", "subword_alpha",
                  "subword_vocab", "vocab_threshold", "onmttok_kwargs")
LOAD_SAMPLE_SECONDS = 30  # how often the machine's load is sampled during training

log = logging.getLogger("run_table")


def close_onmt_log_files() -> None:
    """OpenNMT's init_logger replaces handlers without closing the log files it opened."""
    for handler in list(logging.getLogger("onmt").handlers):
        if isinstance(handler, logging.FileHandler):
            handler.close()
            logging.getLogger("onmt").removeHandler(handler)


# Every committed run trained MUTE's units and MIMO's transformations fused (the default
# until `auto`, whose CPU training path is the loop): the tables keep that path, so that a
# re-run reproduces a committed row bit for bit. Not part of a run's key (the runs' keys
# were made when fused was the default, which these flags restate). They override the
# recipe (no protocol recipe sets them); a row's own flags come after them and win.
FUSED_AS_COMMITTED = ["-mute_fused", "true", "-mimo_fused", "true"]


STAMP = "train.json"


def read_stamp(run_dir: Path) -> dict | None:
    """The run directory's ``train.json`` (None when absent)."""
    path = run_dir / STAMP
    return json.loads(path.read_text("utf-8")) if path.is_file() else None


def git_state(repo: Path = REPO) -> dict:
    """``{"commit": HEAD, "dirty": uncommitted changes?}`` of the code (changes under
    ``results/``, which the runner itself writes between rows, do not count); None values
    outside a git checkout."""
    try:
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True,
                                text=True, check=True).stdout.strip()
        status = subprocess.run(["git", "status", "--porcelain", "--", ".",
                                 ":(exclude)results"], cwd=repo, capture_output=True,
                                text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return {"commit": None, "dirty": None}
    return {"commit": commit, "dirty": bool(status.strip())}


def piece_start_step(command: list[str]) -> int:
    """The step a training piece starts from: that of its ``-train_from`` checkpoint, else 0."""
    if "-train_from" in command:
        return step_of(Path(command[command.index("-train_from") + 1]))
    return 0


def piece_records(pieces: list[dict], records: list[dict]) -> list[dict]:
    """Per piece of a (resumed) training: its commit, threads, load, wall time, first step
    and tokens/s over the steps it contributed, and for a resumed piece whether it resumed
    exactly (``exact_resume``: its checkpoint's data position and random states restored,
    so the run is its uncut command's draw; false for pieces resumed before checkpoints
    carried them). A piece owns the steps after its start up to
    the next piece's start: a step trained twice (an interrupted piece ran past its last
    checkpoint) counts for the later piece, as the metrics file keeps its later record."""
    starts = [piece_start_step(p["command"]) for p in pieces]
    out = []
    for piece, start, end in zip(pieces, starts, [*starts[1:], None]):  # the last: open
        own = [r for r in records if r.get("kind") == "train" and r.get("step") is not None
               and r["step"] > start and (end is None or r["step"] <= end)]
        out.append({"git": piece.get("git"), "device": piece.get("device"),
                    "threads": piece.get("threads"),
                    "load": piece.get("load"), "seconds": piece.get("seconds"),
                    "from_step": start,
                    **({"exact_resume": bool(piece.get("exact_resume"))} if start else {}),
                    "train_tgt_tok_s": logs.training_speed(own)["train_tgt_tok_s"]})
    return out


def _record_exactness(piece: dict, log_path: Path, log_start: int) -> None:
    """A resumed piece: ``exact_resume`` from what its training logged (the log from
    byte `log_start` on: this piece's part); true only when it said it resumed exactly."""
    if not piece.get("resumed"):
        return
    try:
        with open(log_path, "rb") as handle:
            handle.seek(log_start)
            text = handle.read().decode("utf-8", errors="replace")
    except OSError:
        text = ""
    piece["exact_resume"] = logs.resume_exactness(text) is True


def training_info(train_dir: Path, state: dict) -> dict:
    """What a result records of its training: wall time (summed over resumed pieces; None
    when a piece was killed before it recorded its own),
    threads, load, the commit it started from, resumptions, tokens/s from the metrics
    file, and each piece's own record (`piece_records`): a resumed training may have run
    under several commits, thread counts and loads."""
    records = logs.read_records(train_dir)
    return {"train_seconds": state.get("seconds"), "train_threads": state.get("threads"),
            "train_load": state.get("load"), "git": state.get("git"),
            "resumed": state.get("resumed", 0),
            "train_pieces": piece_records(state.get("pieces") or [], records),
            # where it trained (pieces in order; None: recorded before devices were)
            "train_device": [p.get("device") for p in state.get("pieces") or []],
            # a protocol pilot's training taken as this run (experiments/adopt_pilot.py)
            **({"adopted": state["adopted"]} if state.get("adopted") else {}),
            **logs.training_speed(records)}


def store_curve(train_dir: Path, result_dir: Path) -> Path | None:
    """``val_curve.csv`` of the training in `train_dir` and its metrics file (as
    ``train_metrics.jsonl``) in `result_dir`; None without a metrics file."""
    source = logs.metrics_file(train_dir)
    if not source.is_file():
        return None
    path = write_replacing(result_dir / "val_curve.csv",
                           logs.curve_csv(logs.val_curve(logs.read_records(train_dir))))
    copy_replacing(source, result_dir / logs.STORED_METRICS)
    return path


# The modules that scoring, averaging, DIV and the figures import inside functions, hours
# after a training started. Loaded when a Runner is made, so one process scores with the
# code it trained with, even if the tree changes meanwhile (a module moved while a 2-hour
# training ran once failed the scoring with ModuleNotFoundError).
LATE_MODULES = (
    "onmt_ext.cli", "onmt_ext.core.files.checkpoint_file", "onmt_ext.core.tools.average",
    "onmt_ext.core.tools.process_cleanup", "onmt_ext.core.tools.score",
    "onmt_ext.mimo.options", "onmt_ext.mimo.similarity", "onmt_ext.mute.diversity",
    "experiments.figures", "experiments.langid", "experiments.unit_speed",
)


def onmt_ext_modules() -> list[str]:
    """Every module of the onmt_ext package (but its `__main__`): the in-process translation
    (`onmt_ext.cli.translate`) installs the extension, which imports the seam and the
    families then; a tree changed meanwhile would mix two versions of the package (a scoring
    once failed with ImportError: a new seam module importing a name its old, already
    loaded neighbour did not have)."""
    import pkgutil

    import onmt_ext

    return [info.name for info in pkgutil.walk_packages(onmt_ext.__path__, "onmt_ext.")
            if not info.name.endswith(".__main__")]


def load_late_modules() -> None:
    """Import LATE_MODULES and every onmt_ext module now (see there)."""
    for name in (*LATE_MODULES, *onmt_ext_modules()):
        importlib.import_module(name)


class Runner:
    """Trains, selects, translates and scores the rows of one table."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.table = ctx.table
        self._language_id = None  # built on first use (multilingual tables)
        load_late_modules()

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
            overlay_file = family_dir / "scale-paper.yaml"
            if overlay_file.is_file():
                derived = overlay(derived, yaml.safe_load(overlay_file.read_text("utf-8")) or {})
                header.append(f"# overlaid with {rel(overlay_file)}")
        mapping = ctx.path_map()
        if mapping:
            derived = rewrite_paths(derived, mapping)
            header.append("# paths: " + ", ".join(f"{a} -> {b}" for a, b in mapping))
        if derived is config:
            return row.recipe, config, scale_flags
        run_dir.mkdir(parents=True, exist_ok=True)
        path = run_dir / "config.yaml"
        body = yaml.safe_dump(derived, sort_keys=False)
        # every run of a table writes the configs of all its rows (current_key): runs side by
        # side must not truncate the file that another one's training is reading
        write_replacing(path, "\n".join(header) + "\n" + body)
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
        from onmt_ext.mimo.options import MimoOptions

        tag_format = config.get("mimo_tag_format", MimoOptions.tag_format)  # its default
        tag = str(tag_format).format(lang=tgt)
        return ["-src_prefix", tag]

    def ensure_vocab(self, config_path: str, config: dict, commands: list[str]) -> None:
        if not vocab_missing(config, REPO):
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

    def run_command(self, cmd: list[str], log_path: Path, append: bool = False,
                    loads: list[float] | None = None) -> dict:
        """Run a console script of this venv; its output goes to `log_path` (appended to
        with `append`).

        Returns ``{"seconds", "threads", "load"}``: wall time, the OMP_NUM_THREADS it ran
        with, and the machine's mean 1-minute load average sampled while it ran (None where
        the OS has none): a load above `threads` means other jobs shared the CPU, which
        makes wall times incomparable between rows. The samples are appended to `loads`
        as they are taken, so a caller keeps them when the command is interrupted.
        """
        from onmt_ext.core.tools import process_cleanup

        env = self.command_env()
        log_path.parent.mkdir(parents=True, exist_ok=True)
        loads = [] if loads is None else loads
        start = time.perf_counter()
        with open(log_path, "a" if append else "w", encoding="utf-8") as out:
            proc = subprocess.Popen([str(BIN / cmd[0]), *cmd[1:]], cwd=REPO, env=env,
                                    stdout=out, stderr=subprocess.STDOUT)
            # SIGTERM/SIGINT to this runner end the command and its workers too; the row's
            # train.json stays unfinished, so the next run resumes it from its checkpoint
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
        info = logs.parse_translate_log(log_file)
        info["wall_seconds"] = time.perf_counter() - start
        return show(["onmt_ext_translate", *argv]), info

    def translate_extra(self) -> list[str]:
        extra = list(self.table.translate_flags)
        if self.ctx.scale == "smoke":
            extra += SMOKE_DECODE_FLAGS
        return extra

    def data_file(self, split: str, lang: str) -> Path:
        return self.ctx.pair_dir / f"{split}.{lang}"

    def language_id(self):
        """Multilingual tables: the language identifier of experiments/langid.py, learnt
        once from the training text of every language of the table's directions."""
        if self._language_id is None:
            from experiments.langid import NgramLanguageId

            langs = sorted({lang for d in self.table.directions for lang in d.split("-")})
            self._language_id = NgramLanguageId(
                {lang: read_lines(self.data_file("train", lang)) for lang in langs})
        return self._language_id

    # -- one row, one seed
    def train_command(self, row: Row, seed: int | None, config_path: str,
                      scale_flags: list[str], run_dir: Path, device: bool = True) -> list[str]:
        """The training command; `device=False`: without the GPU flags, as the run's key
        has it (the device is recorded in the run, `train_device`, and does not make it
        another run: a seed trained on a lent GPU is not trained again here)."""
        seed_flags = [] if seed is None else ["-seed", str(seed)]
        gpu_flags = self.ctx.gpu_flags_train() if device else []
        pinned = FUSED_AS_COMMITTED if device else []
        return ["onmt_ext_train", "-config", config_path, *pinned, *scale_flags, *row.flags,
                *seed_flags, *gpu_flags, "-save_model", rel(run_dir / "model"),
                "-log_file", ""]  # no file log (see train()): the console output is kept

    def stored_run(self, row: Row, seed: int | None, key: list[str]) -> dict | None:
        """The run of `row` and `seed` in its result file if it was made with `key`."""
        run = self.ctx.stored_runs(row).get(self.ctx.seed_key(seed))
        return run if run and run.get("key") == key else None

    def done(self, row: Row, seed: int | None, key: list[str]) -> bool:
        return not self.ctx.force and self.stored_run(row, seed, key) is not None

    def source_run(self, row: Row, seed: int | None) -> dict:
        """Config, train command, key and training directory of a trained row (for
        averaging rows: of the averaged row): the row's own, or, for a row whose model
        another table trains with the same command (`Row.trained_in`), that table's."""
        own = self.own_source_run(row, seed)
        if not row.trained_in:
            return own
        other = Runner(dataclasses.replace(self.ctx, table=TABLES[row.trained_in]))
        theirs = other.own_source_run(other.table.row(row.shared_id), seed)
        # the same command but for the run directory (the save path, a derived config)
        mine, where = rel(own["run_dir"]), rel(theirs["run_dir"])
        same = [part.replace(mine, where) for part in own["key"]] == theirs["key"]
        return theirs if same else own

    def shared_result(self, row: Row, seed: int | None, key: list[str]) -> dict | None:
        """For a row whose model another table trains (`Row.trained_in`): that table's
        stored run of the same command (`key`), when it scores the same test files with
        the same decoding: its translations and curves stay in that table's results and
        this table's run refers to them (not a copy). Decoding the same checkpoint again
        would write the same translations; the other table's checkpoints may also be gone
        (only its results are committed). None when there is no such run, when the tables
        score differently, or with ``--force`` (which asks for a new evaluation)."""
        if self.ctx.force:
            return None
        other = Runner(dataclasses.replace(self.ctx, table=TABLES[row.trained_in]))
        theirs = other.stored_run(other.table.row(row.shared_id), seed, key)

        def scoring(runner: Runner) -> list:
            return [(e.key, runner.data_file(e.split, e.src), runner.data_file(e.split, e.tgt))
                    for e in runner.ctx.eval_sets()] + [
                runner.translate_extra(), runner.table.multilingual,
                runner.table.diversity and bool(runner.ctx.test_sets)]

        if theirs is None or scoring(other) != scoring(self):
            return None
        source, target = other.ctx.result_dir(other.table.row(row.shared_id), seed), \
            self.ctx.result_dir(row, seed)
        if target.exists():  # a copy made before results were referenced
            shutil.rmtree(target)
        return {**theirs, "table": self.table.name, "run_dir": rel(self.ctx.run_dir(row, seed)),
                "trained_in_dir": theirs.get("trained_in_dir") or theirs["run_dir"],
                "evaluated_in_dir": rel(source)}

    def own_source_run(self, row: Row, seed: int | None) -> dict:
        """`source_run` of this table's own run directory."""
        run_dir = self.ctx.run_dir(row, seed)
        config_path, config, scale_flags = self.config_for(row, run_dir)
        warm_flags, warm_key = self.warm_start(row, seed)
        flags = [*scale_flags, *warm_flags]
        cmd = self.train_command(row, seed, config_path, flags, run_dir)
        key_cmd = self.train_command(row, seed, config_path, flags, run_dir, device=False)
        # the recipe's content counts too: an edited recipe under the same name is re-run
        digest = hashlib.sha256(yaml.safe_dump(config, sort_keys=True).encode()).hexdigest()
        return {"run_dir": run_dir, "config": config, "config_path": config_path, "cmd": cmd,
                "key": [*key_cmd, "|config-sha256", digest[:16], *warm_key],
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
        if row.trained_in and (shared := self.shared_result(row, seed, key)) is not None:
            log.info("%s (%s): trained and scored in %s with the same command; its result "
                     "copied (%s)", row.id, ctx.seed_key(seed), row.trained_in,
                     shared["evaluated_in_dir"])
            self.store(row, seed, shared)
            return shared
        if not src_run["warm_start_ready"]:
            raise RuntimeError(f"{row.id}: starts from row {row.warm_start_from}, which has no "
                               "result with its current command; run it first")
        run_dir.mkdir(parents=True, exist_ok=True)
        if row.average_of:
            train_dir = src_run["run_dir"]
            saves = checkpoints(train_dir)[-row.average_last:]
            state = read_stamp(train_dir)
            if not saves or not state or state.get("key") != src_run["key"] or not state.get(
                    "finished", True):
                raise RuntimeError(f"{row.id}: no checkpoint of row {row.average_of} trained "
                                   f"with its current command in {rel(train_dir)}; run it first")
            averaged = run_dir / "model_avg.pt"
            avg_cmd = ["python", "-m", "onmt_ext.core.tools.average", "-models",
                       *map(rel, saves), "-output", rel(averaged)]
            import torch

            from onmt_ext.core.tools.average import average_checkpoints

            torch.save(average_checkpoints([str(p) for p in saves]), averaged)
            commands += [f"# training: row {row.average_of}", show(avg_cmd)]
            candidates = [averaged]
            train_info = {**training_info(train_dir, state), "train_seconds": None,
                          "averaged": [rel(p) for p in saves]}
        else:
            self.ensure_vocab(config_path, config, commands)
            train_dir = src_run["run_dir"]  # another table's, for a shared training
            train_info = self.train(cmd, key, train_dir, commands)
            if train_dir != run_dir:
                log.info("%s: the model trained in %s (row trained_in %s)", row.id,
                         rel(train_dir), row.trained_in)
                train_info["trained_in_dir"] = rel(train_dir)
            candidates = checkpoints(train_dir)
            if not candidates:
                raise RuntimeError(f"{row.id}: training wrote no checkpoint in {train_dir}")
        return self.evaluate(row, seed, key, config, candidates, commands, train_info,
                             train_dir)

    def train(self, cmd: list[str], key: list[str], run_dir: Path, commands: list[str]) -> dict:
        """Train unless this run directory already holds the checkpoints of the same key:
        finished (``train.json`` says so), they are used as they are; interrupted, the
        training continues from the latest (``-train_from``: OpenNMT restores the step, the
        optimiser and the learning-rate schedule, onmt_ext the data position and random
        states where the checkpoint carries them), keeping the checkpoints saved so far."""
        commands.append(show(cmd))
        state = read_stamp(run_dir)
        same = not self.ctx.force and state is not None and state.get("key") == key
        saved = checkpoints(run_dir)
        if same and saved and state.get("finished", True):
            log.info("training up to date: %s", rel(run_dir))
        elif same and saved:
            log.info("resume %s from %s (interrupted training, same command)", rel(run_dir),
                     saved[-1].name)
            state = self.train_piece([*cmd, "-train_from", rel(saved[-1])], run_dir, state)
        else:
            for old in [*checkpoints(run_dir), run_dir / "train.log", run_dir / STAMP,
                        logs.metrics_file(run_dir)]:
                old.unlink(missing_ok=True)
            log.info("train: %s", show(cmd))
            state = self.train_piece(cmd, run_dir, {"command": cmd, "key": key, "pieces": []})
        return training_info(run_dir, state)

    def train_piece(self, cmd: list[str], run_dir: Path, state: dict) -> dict:
        """Run one piece of a training (the first, or a resumption) and record it in
        ``train.json``: its command, the code's commit (at its start), wall time, threads
        and load, and for a resumption whether it resumed exactly (``exact_resume``, from
        the line the training logs). The stamp says ``finished: false`` until the piece ends;
        an interrupted piece keeps its wall time so far."""
        stamp = run_dir / STAMP
        run_dir.mkdir(parents=True, exist_ok=True)
        resumed = bool(state["pieces"])
        # threads are known before the piece runs, so an interrupted piece records them too
        threads = int(self.command_env()["OMP_NUM_THREADS"])
        piece = {"command": cmd, "git": git_state(), "resumed": resumed,
                 "threads": threads, "device": self.ctx.device(threads)}
        loads: list[float] = []
        state["pieces"].append(piece)
        state.setdefault("git", piece["git"])
        state["finished"] = False
        write_replacing(stamp, json.dumps(state, indent=1))
        log_path = run_dir / "train.log"
        log_start = log_path.stat().st_size if resumed and log_path.is_file() else 0
        start = time.perf_counter()
        try:
            # The console output is the log: OpenNMT 3.5.1's -log_file loses every line after
            # the data iterator is built (dynamic_iterator calls init_logger() again).
            piece.update(self.run_command(cmd, log_path, append=resumed, loads=loads))
        except BaseException:
            piece.update(seconds=time.perf_counter() - start, interrupted=True,
                         load=statistics.fmean(loads) if loads else None)
            _record_exactness(piece, log_path, log_start)
            write_replacing(stamp, json.dumps(state, indent=1))
            raise
        _record_exactness(piece, log_path, log_start)
        pieces = state["pieces"]
        loads = [(p["load"], p["seconds"]) for p in pieces if p.get("load") is not None]
        state.update(finished=True, resumed=len(pieces) - 1,
                     # unknown (None) when a piece was killed before it could record it
                     seconds=(None if any(p.get("seconds") is None for p in pieces)
                              else sum(p["seconds"] for p in pieces)),
                     threads=piece["threads"],
                     load=(sum(v * w for v, w in loads) / sum(w for _, w in loads)
                           if loads else None))
        write_replacing(stamp, json.dumps(state, indent=1))
        return state

    def select(self, row: Row, candidates: list[Path], train_dir: Path, config: dict,
               commands: list[str]) -> tuple[Path, dict[str, float], str]:
        """(best checkpoint, {checkpoint: val BLEU}, method): the training's own
        validation BLEU (``valid_metrics: [BLEU]``) when the metrics file has it for every
        candidate, else beam search on the validation set with each. Ties: the later step."""
        by_step = logs.valid_bleu(logs.read_records(train_dir))
        if candidates and all(step_of(c) in by_step for c in candidates):
            val_bleu = {rel(c): by_step[step_of(c)] for c in candidates}
            method = "valid_metrics"
        else:
            val_bleu = self.beam_val_bleu(row, candidates, config, commands)
            method = "beam"
        best = max(candidates, key=lambda c: (val_bleu[rel(c)], step_of(c)))
        return best, val_bleu, method

    def beam_val_bleu(self, row: Row, candidates: list[Path], config: dict,
                      commands: list[str]) -> dict[str, float]:
        from onmt_ext.core.tools.score import score

        ctx = self.ctx
        src, tgt = self.table.src_lang, self.table.tgt_lang
        run_dir = candidates[0].parent
        val_src, val_ref = self.data_file(ctx.valid_set, src), self.data_file(ctx.valid_set, tgt)
        val_bleu = {}
        for ckpt in candidates:
            out = run_dir / "val" / f"{ckpt.stem}.{tgt}"
            command, _ = self.translate(ckpt, val_src, out, config, tgt)
            commands.append(command)
            val_bleu[rel(ckpt)] = score(read_lines(out), read_lines(val_ref))["bleu"]
            log.info("%s: %s val BLEU %.2f", row.id, ckpt.name, val_bleu[rel(ckpt)])
        return val_bleu

    def evaluate(self, row: Row, seed: int | None, key: list[str], config: dict,
                 candidates: list[Path], commands: list[str], train_info: dict,
                 train_dir: Path) -> dict:
        from onmt_ext.core.tools.score import score

        ctx, table = self.ctx, self.table
        run_dir = ctx.run_dir(row, seed)
        # 1. model selection on the validation set
        best, val_bleu, selection = self.select(row, candidates, train_dir, config, commands)
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
            if table.multilingual:  # the share of outputs in another language than asked
                tests[eval_set.key]["off_target"] = self.language_id().off_target_rate(
                    read_lines(out), eval_set.tgt)
            log.info("%s: %s BLEU %.2f chrF %.2f", row.id, eval_set.key, scores["bleu"],
                     scores["chrf"])
        curve = store_curve(train_dir, result_dir)
        run = {
            "table": table.name, "row": row.id, "label": row.label, "seed": seed,
            "scale": ctx.scale, "key": key, "commands": commands, "checkpoint": rel(best),
            "checkpoint_step": step_of(best), "selection": selection, "val_bleu": val_bleu,
            "tests": tests, "params": logs.count_parameters(best),
            "train_seconds": train_info.get("train_seconds"),
            "train_threads": train_info.get("train_threads"),
            "train_load": train_info.get("train_load"), "cpu_count": os.cpu_count(),
            "train_device": train_info.get("train_device"),
            "init_and_fusion": logs.init_and_fusion(best),
            "train_tgt_tok_s": train_info.get("train_tgt_tok_s"),
            "train_src_tok_s": train_info.get("train_src_tok_s"),
            "git": train_info.get("git"), "resumed": train_info.get("resumed", 0),
            "train_pieces": train_info.get("train_pieces"),
            **({"adopted": train_info["adopted"]} if train_info.get("adopted") else {}),
            "val_curve": rel(curve) if curve else None,
            "averaged": train_info.get("averaged"), "run_dir": rel(run_dir),
            "trained_in_dir": train_info.get("trained_in_dir"),
            "trained_directions": trained_directions(config) if table.multilingual else None,
            "finished": time.strftime("%Y-%m-%d %H:%M:%S"),
        }
        if table.diversity and ctx.test_sets:
            run["diversity"] = self.diversity(best, config, commands)
        self.store(row, seed, run)
        return run

    def diversity(self, model: Path, config: dict, commands: list[str]) -> dict:
        from onmt_ext.mute.diversity import diversity_of_checkpoint

        src = self.data_file(self.ctx.test_sets[0], self.table.src_lang)
        argv = ["-model", rel(model), "-src", rel(src), *self.transform_flags(config),
                *self.ctx.gpu_flags_translate()]
        commands.append(show(["python", "-m", "onmt_ext.mute.diversity", *argv]))
        cwd = os.getcwd()
        os.chdir(REPO)
        try:
            scores = diversity_of_checkpoint(argv)
        finally:
            close_onmt_log_files()
            os.chdir(cwd)
        return {k: v for k, v in scores.items() if k not in ("model", "src")}

    def store(self, row: Row, seed: int | None, run: dict) -> None:
        """Add `run` to the row's result file, replaced at once (a temporary file renamed):
        runs of other rows side by side (bench/gpu_kit/train_pending.py) read it for their
        reports meanwhile."""
        path = self.ctx.result_file(row)
        path.parent.mkdir(parents=True, exist_ok=True)
        # two seeds of one row side by side (the evidence queue) read, add to and replace the
        # same file: the lock makes each read-add-replace whole, so neither loses the other's
        with result_file_lock(path):
            data = json.loads(path.read_text("utf-8")) if path.is_file() else {"row": row.id}
            data.setdefault("runs", {})[self.ctx.seed_key(seed)] = run
            write_replacing(path, json.dumps(data, indent=1))



@contextlib.contextmanager
def result_file_lock(path: Path):
    """An exclusive lock (``fcntl.flock``, released when the process ends, however it ends)
    on ``.<name>.lock`` beside a result file, for the length of one read-add-replace. Where
    ``fcntl`` is missing (Windows) runs side by side are not supported and nothing is held."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    with open(path.with_name(f".{path.name}.lock"), "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


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
