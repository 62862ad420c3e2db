"""What a table run depends on besides the table: paths, scale defaults, data sets.

:class:`Context` (the output, runs and data directories, seeds, GPUs, test sets) and
:class:`EvalSet` (one scored translation), the scale defaults, the SCALE=smoke data subset,
and the small path/command helpers every other module of ``experiments/`` uses.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments.tables import Row, Table  # noqa: E402

BIN = Path(sys.executable).parent
DEFAULT_DATA = "work/multi30k"
VALID_SET = "val"
TEST_SETS = ("test_2016_flickr", "test_2017_flickr")
SMOKE_LINES = {"train": 2000, "val": 50, "test": 50}
DEFAULTS = {  # scale -> (results dir, runs dir)
    "smoke": ("work/smoke/results", "work/smoke/runs"),
    "small": ("results", "work/runs"),
    "paper": ("results/paper", "work/runs-paper"),
}
BOOTSTRAP_SAMPLES = 1000


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


def _partial(path: Path) -> Path:
    """The temporary file that becomes `path`: hidden, and this process's own."""
    return path.with_name(f".{path.name}.{os.getpid()}")


def write_replacing(path: str | Path, text: str) -> Path:
    """Write `text` to `path` through a temporary file renamed over it: a process that reads
    `path` meanwhile (a run beside this one, bench/gpu_kit/train_pending.py) sees the old file
    or the new one, never a part of it, and a kill never leaves half a file."""
    path = Path(path)
    partial = _partial(path)
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, path)
    return path


def copy_replacing(source: str | Path, dest: str | Path) -> Path:
    """Copy `source` to `dest` as :func:`write_replacing` writes (a renamed temporary copy)."""
    dest = Path(dest)
    partial = _partial(dest)
    shutil.copyfile(source, partial)
    os.replace(partial, dest)
    return dest


def vocab_missing(config: dict, root: Path) -> bool:
    """Whether a vocabulary file the config names (src, and tgt unless shared) is missing
    under `root` (or not named at all)."""
    needed = [config.get("src_vocab")]
    if not config.get("share_vocab"):
        needed.append(config.get("tgt_vocab"))
    return not all(path and (root / path).is_file() for path in needed)


def valid_source(data_dir: Path, table, valid_set: str = VALID_SET) -> Path:
    """The prepared file a table's training cannot start without: its pair's validation
    source under `data_dir` (run_table.py and the evidence queue check it first)."""
    return data_dir / table.pair / f"{valid_set}.{table.src_lang}"


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


def cpu_model() -> str | None:
    """The CPU's model name (Linux's /proc/cpuinfo), or None where it cannot be read."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def cpu_device(threads: int) -> str:
    """A CPU run's device as results record it: the CPU model, `threads` and torch's
    version."""
    import platform

    import torch

    return f"CPU {cpu_model() or platform.machine()}, {threads} threads (torch {torch.__version__})"


def device_kind(device: str) -> str:
    """A run's device without what does not change its numbers' pairing: the CPU model
    without the thread count, or the GPUs without the versions."""
    return device.split(",")[0] if device.startswith("CPU ") else device.split(" (torch")[0]


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

    def device(self, threads: int) -> str:
        """What the runs of this invocation train on: the GPUs of `gpu_flags_train`
        (names, torch and CUDA versions) or this machine's CPU model and `threads`."""
        import torch

        if self.world_size or self.gpu_ranks:
            ranks = self.gpu_ranks or list(range(self.world_size))
            names = sorted({torch.cuda.get_device_name(r) for r in ranks}
                           if torch.cuda.is_available() else {"CUDA unavailable"})
            return (f"{len(ranks)} x {', '.join(names)} (torch {torch.__version__}, "
                    f"CUDA {torch.version.cuda})")
        return cpu_device(threads)

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
                copy_replacing(path, dest)
            continue
        lines = SMOKE_LINES["train"] if split == "train" else (
            SMOKE_LINES["val"] if split == ctx.valid_set else SMOKE_LINES["test"])
        text = "\n".join(read_lines(path)[:lines]) + "\n"
        if not dest.exists() or dest.read_text(encoding="utf-8") != text:
            write_replacing(dest, text)



def load_runs(ctx: Context) -> dict[str, dict[str, dict]]:
    """{row id: {seed key: run}} for every seed stored in the result files at this
    invocation's scale (not only the seeds of this invocation: a table grown one seed at a
    time reports all of them). Runs of another scale are left out (`other_scale_runs`
    names them): their test sets are other subsets, so no paired comparison with them
    exists."""
    runs = {}
    for row in ctx.table.rows:
        stored = {key: run for key, run in ctx.stored_runs(row).items()
                  if _at_scale(ctx, run)}
        if stored:
            runs[row.id] = dict(sorted(stored.items()))
    return runs


def _at_scale(ctx: Context, run: dict) -> bool:
    """Whether `run` was trained at this invocation's scale (a run from before runs
    recorded their scale counts as this one's)."""
    return run.get("scale", ctx.scale) == ctx.scale


def other_scale_runs(ctx: Context) -> list[tuple[str, str, str]]:
    """(row id, seed key, scale) of the stored runs that `load_runs` leaves out."""
    return [(row.id, key, run["scale"]) for row in ctx.table.rows
            for key, run in sorted(ctx.stored_runs(row).items()) if not _at_scale(ctx, run)]

