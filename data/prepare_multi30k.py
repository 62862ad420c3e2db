"""Prepare Multi30k task 1 (raw text) for onmt_ext: sha256-checked raw files -> text + subwords.

Raw data: the gzipped, untokenised, line-aligned ``{train,val,test_2016_flickr,
test_2017_flickr}.{en,de,fr,cs}.gz`` files of the public Multi30k repository
(github.com/multi30k/dataset, ``data/task1/raw/``; test_2017_flickr has no Czech). They are
read from ``--raw-dir`` (default ``../shared/data/multi30k`` relative to the repository
root) or, with ``--download``, fetched into ``--cache-dir`` (default ``<out>/raw``) from
``--base-url`` (default: that public repository). Every raw file is checked against the
sha256 sums of the Multi30k README (:data:`SHA256`) before use, downloaded or not.

Outputs, for each pair ``L1-L2`` (``en-de``, ``en-fr``, ``en-cs``)::

    <out>/L1-L2/{train,val,test_2016_flickr,test_2017_flickr}.{L1,L2}   raw text, aligned
    <out>/L1-L2/spm.model, spm.vocab      joint SentencePiece model on train.L1 + train.L2
    <out>/L1-L2/vocab.src, vocab.tgt      OpenNMT vocabulary (shared: identical files)

and, with ``--multilingual`` (the en/de/fr/cs set of the MIMO recipes)::

    <out>/multi/{split}.{en,de,fr,cs}     raw text (no test_2017_flickr.cs)
    <out>/multi/spm.model, spm.vocab      joint SentencePiece model over the four train files

The SentencePiece models are learnt with pyonmttok on raw text (no pre-tokenisation); the
vocabularies are counted by ``onmt_ext_build_vocab`` through OpenNMT's ``onmt_tokenize``
transform with exactly the options the recipes (``recipes/mute/*.yaml``) train with.

Raw text in, detokenised text out: the corpora stay untokenised. OpenNMT's ``onmt_tokenize``
transform (``onmt/transforms/tokenize.py``) segments them on the fly with ``spm.model``
while training, and at translation time, given the same options (``-transforms
onmt_tokenize -src_subword_type sentencepiece -src_subword_model .../spm.model`` and the
``tgt_`` twins), it segments the raw source and its ``apply_reverse`` detokenises each
hypothesis (``pyonmttok.Tokenizer.detokenize``: pieces joined, ``▁`` back to spaces) before
it is written to ``-output``. Hypotheses are therefore raw text, and sacrebleu scores them
against the raw references (e.g. ``<out>/en-de/test_2016_flickr.de``) with its own
tokeniser, as reported BLEU should be.

Caching: every step (one per decompressed file, the SentencePiece model, the vocabulary)
writes its outputs atomically (temporary file + rename) and then a stamp
``<set>/.stamps/<step>.json`` holding the step's inputs (raw sha256 sums, upstream file
sums, vocabulary size, trainer options, script version) and the sha256 of its outputs. A
step is skipped when its stamp's inputs equal the current ones and its outputs still have
the stamped sums; so a re-run does nothing ("up to date") and a changed input redoes only
the steps that depend on it. ``--force`` redoes every step.

Usage::

    python data/prepare_multi30k.py                          # en-de en-fr en-cs
    python data/prepare_multi30k.py --pairs en-de --raw-dir /path/to/multi30k
    python data/prepare_multi30k.py --multilingual           # all pairs + multi/
    python data/prepare_multi30k.py --pairs --multilingual   # multi/ only
    python data/prepare_multi30k.py --download               # fetch missing raw files
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable
from pathlib import Path

import yaml

SCRIPT_VERSION = 1
REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_RAW_DIR = Path(os.path.normpath(REPO_ROOT / ".." / "shared" / "data" / "multi30k"))
DEFAULT_OUT = REPO_ROOT / "work" / "multi30k"
DEFAULT_BASE_URL = "https://raw.githubusercontent.com/multi30k/dataset/master/data/task1/raw/"
DEFAULT_PAIRS = ("en-de", "en-fr", "en-cs")
DEFAULT_VOCAB_SIZE = 8000
LANGS = ("en", "de", "fr", "cs")
SPLITS = ("train", "val", "test_2016_flickr", "test_2017_flickr")
MISSING = {("test_2017_flickr", "cs")}  # not released for Czech
MULTI_DIR = "multi"
#: The multilingual set's mixed-direction validation set (``val.mixed.{src,tgt}``): line i
#: of val is used in direction i mod 6 of these, the English-centric ones the MIMO recipes
#: train, its source prefixed with the target-language tag (read by the `mimo_line_tag`
#: transform). Every direction gets about 1/6 of val, each sentence in one direction only.
MIXED_VALID_DIRECTIONS = (("en", "de"), ("en", "fr"), ("en", "cs"),
                          ("de", "en"), ("fr", "en"), ("cs", "en"))
STAMP_DIR = ".stamps"
# SentencePiece trainer options (besides vocab_size); part of the spm step's stamp.
SPM_OPTIONS = {"character_coverage": 1.0}

# sha256 sums from the Multi30k README (hashes, not data).
SHA256 = {
    "test_2016_flickr.cs.gz": "200a4a74cc9560f051924abb9803be008d1908d77f747e9141aeb86dfd2797f1",
    "test_2016_flickr.de.gz": "9204244e408ccb38d2a55cfcd344df15005fc42a07a6e55ca6c52b6ababb8cc8",
    "test_2016_flickr.en.gz": "611d361c6334bc7246101d48097c13cf5c4413c5befc793cc629934359d532d9",
    "test_2016_flickr.fr.gz": "6d326e188d259fb1d04ac19eae3af956559b3a0b93d7635e56c90987c40c8b90",
    "test_2017_flickr.de.gz": "a2c89666db00c495cd8513b9d708d5a3acc205d7de312ef2bf5fb7ebc1540aee",
    "test_2017_flickr.en.gz": "76a444ee25172e72695cddb13ae4a3bda59430617be88e0bb46b60504f054074",
    "test_2017_flickr.fr.gz": "3ba671ceb2299f3304ffafefea7a833d08632fbaf0ba18546f8a2ec2391af496",
    "train.cs.gz": "a65adb8b32e3bc664f21ecba7a6e7f6950fd1f405e135f7c312faabdb6255077",
    "train.de.gz": "726e39b2fa9eb9ffb6dc763fb35a179f80fae06ffc5d28b6ace5faa883de28a6",
    "train.en.gz": "d79cfa999dd4c51d2cb42499b6796d5a882c3a8a961923c25a898c90f8bbd56f",
    "train.fr.gz": "622e75069e9f4c577425c4f277116ce66e63a2401c0a2312d90073cb12379a3c",
    "val.cs.gz": "b63226e05c4bd5dd6a42897d74b86a1b9d2c31498252c572b1ea7f7996927fcc",
    "val.de.gz": "f0cba2f995189cf5770f29a8a9a537a3ad3f51657ad873405082ff6863a5e75a",
    "val.en.gz": "14f7d25ddd868909a9213e361768460edcacdd6ab9d1e77b92560dc10c10dc28",
    "val.fr.gz": "ca3106f1a72390591d25f6c45cb4cd39dec4cd3f123e099748a3ce5256c160e9",
}

Log = Callable[[str], None]


class DataError(Exception):
    """A raw file is missing, corrupted or cannot be downloaded, or a step failed."""


def _print(message: str) -> None:
    print(message, flush=True)


# --------------------------------------------------------------------------- files and hashes
def sha256_file(path: str | os.PathLike) -> str:
    """Hex sha256 of a file's bytes."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def raw_name(split: str, lang: str) -> str:
    """File name of a raw Multi30k file, e.g. ``train.en.gz``."""
    return f"{split}.{lang}.gz"


def _tmp_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.tmp-{os.getpid()}")


def _write_atomic(path: Path, text: str) -> None:
    tmp = _tmp_path(path)
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def count_lines(path: str | os.PathLike) -> int:
    """Number of newline-terminated lines of a text file."""
    with open(path, "rb") as handle:
        return sum(block.count(b"\n") for block in iter(lambda: handle.read(1 << 20), b""))


# --------------------------------------------------------------------------- raw files
def _mismatch(path: str, expected: str, actual: str) -> DataError:
    return DataError(
        f"sha256 mismatch for {path}: expected {expected} (Multi30k README), got {actual}. "
        "The file is corrupted or not the published Multi30k task-1 raw file: delete it and "
        "re-run with --download, or point --raw-dir at the original files."
    )


def verify_file(path: Path, name: str | None = None) -> str:
    """Check ``path`` against :data:`SHA256` (by ``name``, default its file name); return it."""
    name = name or path.name
    expected = SHA256[name]
    actual = sha256_file(path)
    if actual != expected:
        raise _mismatch(str(path), expected, actual)
    return actual


def download_file(
    name: str,
    dest_dir: Path,
    base_url: str = DEFAULT_BASE_URL,
    opener: Callable | None = None,
    timeout: float = 60.0,
) -> Path:
    """Fetch ``base_url/name`` into ``dest_dir/name`` (atomically), checking its sha256.

    ``opener`` defaults to :func:`urllib.request.urlopen` (which also reads file:// URLs).
    A partial or corrupted download never lands under the final name.
    """
    opener = opener or urllib.request.urlopen
    url = base_url.rstrip("/") + "/" + name
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / name
    tmp = _tmp_path(dest)
    digest = hashlib.sha256()
    try:
        with opener(url, timeout=timeout) as response, open(tmp, "wb") as out:
            for block in iter(lambda: response.read(1 << 16), b""):
                digest.update(block)
                out.write(block)
    except (urllib.error.URLError, OSError, ValueError) as error:
        tmp.unlink(missing_ok=True)
        raise DataError(
            f"could not download {name} from {url}: {error}. Download it by hand into a "
            "directory and pass that directory as --raw-dir."
        ) from error
    if digest.hexdigest() != SHA256[name]:
        tmp.unlink(missing_ok=True)
        raise _mismatch(url, SHA256[name], digest.hexdigest())
    os.replace(tmp, dest)
    return dest


def locate_raw(
    names: Iterable[str],
    raw_dir: Path,
    cache_dir: Path,
    download: bool = False,
    base_url: str = DEFAULT_BASE_URL,
    log: Log = _print,
) -> dict[str, tuple[Path, str]]:
    """Find (or, with ``download``, fetch) and verify the raw files ``names``.

    A file is looked up in ``raw_dir``, then ``cache_dir``; a missing one is downloaded into
    ``cache_dir`` when ``download`` is set, otherwise it is an error suggesting --download
    or --raw-dir. Returns ``{name: (path, sha256)}``; every sum was checked.
    """
    found: dict[str, tuple[Path, str]] = {}
    for name in sorted(set(names)):
        if name not in SHA256:
            raise DataError(f"{name} is not a Multi30k task-1 raw file known to this script")
        path = next((d / name for d in (raw_dir, cache_dir) if (d / name).is_file()), None)
        if path is None:
            if not download:
                raise DataError(
                    f"missing Multi30k raw file {name}: not in --raw-dir {raw_dir} nor in the "
                    f"cache {cache_dir}. Pass --raw-dir DIR (the directory holding the "
                    f"gzipped task-1 raw files) or --download to fetch it from {base_url}."
                )
            log(f"downloading {name} from {base_url.rstrip('/')}/ into {cache_dir}")
            path = download_file(name, cache_dir, base_url)
        found[name] = (path, verify_file(path, name))
    return found


# --------------------------------------------------------------------------- cached steps
def _stamp_path(set_dir: Path, step: str) -> Path:
    return set_dir / STAMP_DIR / f"{step}.json"


def _outputs_hashes(outputs: Iterable[Path]) -> dict[str, str] | None:
    hashes = {}
    for path in outputs:
        if not path.is_file():
            return None
        hashes[path.name] = sha256_file(path)
    return hashes


def is_up_to_date(set_dir: Path, step: str, inputs: dict, outputs: list[Path]) -> bool:
    """True when the step's stamp has these ``inputs`` and its outputs are unchanged."""
    stamp = _stamp_path(set_dir, step)
    try:
        recorded = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if recorded.get("inputs") != json.loads(json.dumps(inputs)):
        return False
    return _outputs_hashes(outputs) == recorded.get("outputs")


def run_step(
    set_dir: Path,
    step: str,
    inputs: dict,
    outputs: list[Path],
    action: Callable[[], None],
    force: bool = False,
) -> bool:
    """Run ``action`` (which writes ``outputs`` atomically) unless cached; then stamp it.

    Returns True when the step ran, False when it was up to date.
    """
    if not force and is_up_to_date(set_dir, step, inputs, outputs):
        return False
    action()
    hashes = _outputs_hashes(outputs)
    if hashes is None:
        missing = [str(p) for p in outputs if not p.is_file()]
        raise DataError(f"step {step} did not produce {', '.join(missing)}")
    stamp = _stamp_path(set_dir, step)
    stamp.parent.mkdir(parents=True, exist_ok=True)
    record = {"inputs": inputs, "outputs": hashes, "finished": time.strftime("%FT%T")}
    _write_atomic(stamp, json.dumps(record, indent=1, sort_keys=True) + "\n")
    return True


# --------------------------------------------------------------------------- actions
def mixed_direction_lines(lines: dict[str, list[str]], directions) -> tuple[list, list]:
    """Line-aligned ``lines[lang]`` -> (sources, targets) of a mixed-direction set: line i
    in direction ``(s, t) = directions[i % len(directions)]``, source ``<2t> lines[s][i]``,
    target ``lines[t][i]``."""
    counts = {lang: len(text) for lang, text in lines.items()}
    if len(set(counts.values())) != 1:
        raise DataError(f"val files are not line-aligned: {counts}")
    n = next(iter(counts.values()))
    chosen = [directions[i % len(directions)] for i in range(n)]
    return ([f"<2{t}> {lines[s][i]}" for i, (s, t) in enumerate(chosen)],
            [lines[t][i] for i, (s, t) in enumerate(chosen)])


def decompress(src: Path, dest: Path) -> None:
    """gunzip ``src`` to ``dest`` atomically (bytes unchanged: raw UTF-8 text)."""
    tmp = _tmp_path(dest)
    with gzip.open(src, "rb") as fin, open(tmp, "wb") as fout:
        shutil.copyfileobj(fin, fout, 1 << 20)
    os.replace(tmp, dest)


def learn_spm(train_files: list[Path], model: Path, vocab_size: int) -> None:
    """Learn a joint SentencePiece model on raw ``train_files`` into ``model`` (+ ``.vocab``).

    Written under a temporary prefix in the same directory and renamed into place.
    """
    import pyonmttok

    tmp_prefix = model.parent / f".spm.tmp-{os.getpid()}"
    learner = pyonmttok.SentencePieceLearner(keep_vocab=True, vocab_size=vocab_size, **SPM_OPTIONS)
    for path in train_files:
        learner.ingest_file(str(path))
    try:
        learner.learn(str(tmp_prefix))
    except RuntimeError as error:
        for suffix in (".model", ".vocab"):
            Path(f"{tmp_prefix}{suffix}").unlink(missing_ok=True)
        raise DataError(f"SentencePiece training failed for {model}: {error}") from error
    os.replace(f"{tmp_prefix}.vocab", model.with_suffix(".vocab"))
    os.replace(f"{tmp_prefix}.model", model)


def vocab_config(train_src: Path, train_tgt: Path, spm_model: Path, work: Path) -> dict:
    """The onmt_ext_build_vocab config: onmt_tokenize with the joint SentencePiece model.

    The transform keys are those of ``recipes/mute/*.yaml``, so vocabulary and training see
    the same segmentation; the vocabulary (shared) is written to ``work/vocab.src``.
    """
    return {
        "save_data": str(work / "build_vocab"),
        "src_vocab": str(work / "vocab.src"),
        "tgt_vocab": str(work / "vocab.tgt"),
        "share_vocab": True,
        "n_sample": -1,
        "overwrite": False,
        "data": {"corpus_1": {"path_src": str(train_src), "path_tgt": str(train_tgt)}},
        "transforms": ["onmt_tokenize"],
        "src_subword_type": "sentencepiece",
        "tgt_subword_type": "sentencepiece",
        "src_subword_model": str(spm_model),
        "tgt_subword_model": str(spm_model),
    }


def run_build_vocab(config_path: Path) -> None:
    """Run ``onmt_ext_build_vocab -config config_path`` from this interpreter's bin dir."""
    exe = Path(sys.executable).parent / "onmt_ext_build_vocab"
    if not exe.exists():
        raise DataError(f"{exe} not found: install the project first (make venv)")
    env = dict(os.environ, PYTHONWARNINGS="ignore")
    proc = subprocess.run(
        [str(exe), "-config", str(config_path)], capture_output=True, text=True, env=env
    )
    if proc.returncode != 0:
        raise DataError(
            f"onmt_ext_build_vocab failed ({proc.returncode}) on {config_path}:\n"
            f"{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
        )


def build_vocab(train_src: Path, train_tgt: Path, spm_model: Path, set_dir: Path) -> None:
    """Write ``vocab.src`` and the identical ``vocab.tgt`` (shared vocabulary) atomically."""
    work = Path(tempfile.mkdtemp(prefix=".tmp-vocab-", dir=set_dir))
    try:
        config = work / "build_vocab.yaml"
        config.write_text(
            yaml.safe_dump(vocab_config(train_src, train_tgt, spm_model, work)), "utf-8"
        )
        run_build_vocab(config)
        built = work / "vocab.src"
        if not built.is_file() or built.stat().st_size == 0:
            raise DataError(f"onmt_ext_build_vocab wrote no vocabulary for {set_dir}")
        shutil.copyfile(built, work / "vocab.tgt")
        os.replace(work / "vocab.tgt", set_dir / "vocab.tgt")
        os.replace(built, set_dir / "vocab.src")
    finally:
        shutil.rmtree(work, ignore_errors=True)


# --------------------------------------------------------------------------- one set
def set_splits(langs: list[str], partial: bool) -> list[tuple[str, list[str]]]:
    """``[(split, langs present)]`` of a set; a split missing for some language is dropped
    (a pair) or kept for the other languages (``partial``: the multilingual set)."""
    result = []
    for split in SPLITS:
        present = [lang for lang in langs if (split, lang) not in MISSING]
        if present == langs or (partial and present):
            result.append((split, present))
    return result


def prepare_set(
    name: str,
    langs: list[str],
    raw: dict[str, tuple[Path, str]],
    out: Path,
    vocab_size: int,
    onmt_vocab: bool = True,
    force: bool = False,
    log: Log = _print,
) -> list[str]:
    """Prepare ``out/name``: decompressed splits, joint SentencePiece, OpenNMT vocabulary.

    A pair (``onmt_vocab``) gets ``vocab.src``/``vocab.tgt`` with ``langs[0]`` as source
    and only the splits present in both languages; the multilingual set (not
    ``onmt_vocab``) keeps every split for the languages that have it. Returns the names of
    the steps that ran (empty when everything was up to date).
    """
    steps = _SetSteps(name, out / name, force, log)
    steps.set_dir.mkdir(parents=True, exist_ok=True)
    ran = steps.extract_splits(langs, raw, partial=not onmt_vocab)
    train = [steps.set_dir / f"train.{lang}" for lang in langs]
    train_sums = {raw_name("train", lang): raw[raw_name("train", lang)][1] for lang in langs}
    ran += steps.learn_joint_spm(train, train_sums, vocab_size)
    if onmt_vocab:
        ran += steps.build_pair_vocab(langs, train, train_sums)
    else:
        ran += steps.mix_valid(MIXED_VALID_DIRECTIONS)
    if not ran:
        log(f"{name}: up to date")
    return ran


class _SetSteps:
    """The cached steps of one set (``set_dir = out/name``)."""

    def __init__(self, name: str, set_dir: Path, force: bool, log: Log):
        self.name, self.set_dir, self.force, self.log = name, set_dir, force, log

    def mix_valid(self, directions) -> list[str]:
        """``val.mixed.src`` / ``val.mixed.tgt`` from the set's val files: line i in
        direction ``directions[i % len(directions)]``, the source prefixed with ``<2tgt>``."""
        inputs_files = sorted({self.set_dir / f"val.{lang}" for pair in directions
                               for lang in pair})
        inputs = {"version": SCRIPT_VERSION, "directions": [list(d) for d in directions],
                  "val_sha256": {p.name: sha256_file(p) for p in inputs_files}}
        outputs = [self.set_dir / "val.mixed.src", self.set_dir / "val.mixed.tgt"]

        def write() -> None:
            lines = {p.suffix[1:]: p.read_text(encoding="utf-8").splitlines()
                     for p in inputs_files}
            src, tgt = mixed_direction_lines(lines, directions)
            _write_atomic(outputs[0], "".join(line + "\n" for line in src))
            _write_atomic(outputs[1], "".join(line + "\n" for line in tgt))

        if run_step(self.set_dir, "mix-valid", inputs, outputs, write, self.force):
            self.log(f"{self.name}: val.mixed.src/tgt written ({len(directions)} directions)")
            return ["mix-valid"]
        return []

    def extract_splits(
        self, langs: list[str], raw: dict[str, tuple[Path, str]], partial: bool
    ) -> list[str]:
        """Decompress the raw files of every split of the set into ``self.set_dir/<split>.<lang>``
        and check that each split's languages are line-aligned."""
        ran: list[str] = []
        for split in SPLITS:
            lacking = [lang for lang in langs if (split, lang) in MISSING]
            if lacking:
                self.log(f"{self.name}: {split} does not exist for {', '.join(lacking)}: skipped")
        for split, present in set_splits(langs, partial=partial):
            counts = {}
            for lang in present:
                rname = raw_name(split, lang)
                src, digest = raw[rname]
                dest = self.set_dir / f"{split}.{lang}"
                inputs = {"raw": rname, "raw_sha256": digest, "version": SCRIPT_VERSION}
                t0 = time.time()
                if run_step(
                    self.set_dir,
                    f"extract-{split}.{lang}",
                    inputs,
                    [dest],
                    lambda s=src, d=dest: decompress(s, d),
                    self.force,
                ):
                    ran.append(dest.name)
                    self.log(f"{self.name}: {dest.name} <- {src} ({time.time() - t0:.1f} s)")
                counts[dest.name] = count_lines(dest)
            if len(set(counts.values())) != 1:
                detail = ", ".join(f"{k}: {v} lines" for k, v in counts.items())
                raise DataError(f"{self.name}: {split} is not line-aligned ({detail})")
        return ran

    def learn_joint_spm(
        self, train: list[Path], train_sums: dict[str, str], vocab_size: int
    ) -> list[str]:
        """The joint SentencePiece model of the set's training files (a cached step)."""
        model = self.set_dir / "spm.model"
        spm_inputs = {
            "raw_sha256": train_sums,
            "vocab_size": vocab_size,
            "options": SPM_OPTIONS,
            "pyonmttok": _pyonmttok_version(),
            "version": SCRIPT_VERSION,
        }
        t0 = time.time()
        if not run_step(
            self.set_dir,
            "spm",
            spm_inputs,
            [model, model.with_suffix(".vocab")],
            lambda: learn_spm(train, model, vocab_size),
            self.force,
        ):
            return []
        self.log(
            f"{self.name}: spm.model learnt ({vocab_size} pieces, "
            f"{' + '.join(p.name for p in train)}) in {time.time() - t0:.1f} s"
        )
        return ["spm.model"]

    def build_pair_vocab(
        self, langs: list[str], train: list[Path], train_sums: dict[str, str]
    ) -> list[str]:
        """OpenNMT's ``vocab.src``/``vocab.tgt`` of a pair, ``langs[0]`` the source."""
        model = self.set_dir / "spm.model"
        vocab_inputs = {
            "spm_sha256": sha256_file(model),
            "raw_sha256": train_sums,
            "langs": langs,
            "version": SCRIPT_VERSION,
        }
        outputs = [self.set_dir / "vocab.src", self.set_dir / "vocab.tgt"]
        t0 = time.time()
        if not run_step(
            self.set_dir,
            "vocab",
            vocab_inputs,
            outputs,
            lambda: build_vocab(train[0], train[1], model, self.set_dir),
            self.force,
        ):
            return []
        self.log(
            f"{self.name}: vocab.src/vocab.tgt built ({count_lines(outputs[0])} entries) "
            f"in {time.time() - t0:.1f} s"
        )
        return ["vocab.src"]


def _pyonmttok_version() -> str:
    import pyonmttok

    return pyonmttok.__version__


# --------------------------------------------------------------------------- whole pipeline
def parse_pair(text: str) -> list[str]:
    """``"en-de"`` -> ``["en", "de"]`` (two different Multi30k languages)."""
    parts = text.split("-")
    if len(parts) != 2 or parts[0] == parts[1] or not set(parts) <= set(LANGS):
        raise ValueError(f"bad pair {text!r}: expected L1-L2 with L1 != L2 in {'/'.join(LANGS)}")
    return parts


def prepare(
    raw_dir: str | os.PathLike = DEFAULT_RAW_DIR,
    out: str | os.PathLike = DEFAULT_OUT,
    pairs: Iterable[str] = DEFAULT_PAIRS,
    multilingual: bool = False,
    vocab_size: int = DEFAULT_VOCAB_SIZE,
    download: bool = False,
    cache_dir: str | os.PathLike | None = None,
    base_url: str = DEFAULT_BASE_URL,
    force: bool = False,
    log: Log = _print,
) -> dict[str, list[str]]:
    """Run the pipeline; returns ``{set name: steps that ran}`` (empty lists: up to date).

    All needed raw files are located and sha256-checked before any step runs.
    """
    out = Path(out)
    cache_dir = Path(cache_dir) if cache_dir is not None else out / "raw"
    sets = [(pair, parse_pair(pair), True) for pair in pairs]
    if multilingual:
        sets.append((MULTI_DIR, list(LANGS), False))
    needed = {
        raw_name(split, lang)
        for _, langs, onmt_vocab in sets
        for split, present in set_splits(langs, partial=not onmt_vocab)
        for lang in present
    }
    raw = locate_raw(needed, Path(raw_dir), cache_dir, download, base_url, log)
    ran = {
        name: prepare_set(name, langs, raw, out, vocab_size, onmt_vocab, force, log)
        for name, langs, onmt_vocab in sets
    }
    if sets and not any(ran.values()):
        log("all up to date")
    return ran


def main(argv: list[str] | None = None) -> int:
    """Command line entry point; exit status 2 on a data error."""
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    p.add_argument(
        "--raw-dir",
        default=str(DEFAULT_RAW_DIR),
        help="directory of the gzipped Multi30k task-1 raw files",
    )
    p.add_argument("--out", default=str(DEFAULT_OUT), help="output directory")
    p.add_argument(
        "--pairs",
        nargs="*",
        default=list(DEFAULT_PAIRS),
        metavar="L1-L2",
        help="language pairs to prepare (none: only --multilingual)",
    )
    p.add_argument(
        "--multilingual",
        action="store_true",
        help=f"also prepare the en/de/fr/cs set under OUT/{MULTI_DIR}/",
    )
    p.add_argument(
        "--vocab-size", type=int, default=DEFAULT_VOCAB_SIZE, help="SentencePiece vocabulary size"
    )
    p.add_argument(
        "--download",
        action="store_true",
        help="download raw files missing from --raw-dir into --cache-dir",
    )
    p.add_argument(
        "--cache-dir", default=argparse.SUPPRESS, help="download cache (default: OUT/raw)"
    )
    p.add_argument("--base-url", default=DEFAULT_BASE_URL, help="where --download fetches from")
    p.add_argument("--force", action="store_true", help="redo every step, ignoring stamps")
    args = p.parse_args(argv)
    for pair in args.pairs:
        try:
            parse_pair(pair)
        except ValueError as error:
            p.error(str(error))
    if not args.pairs and not args.multilingual:
        p.error("nothing to do: give --pairs L1-L2 ... and/or --multilingual")
    if args.vocab_size < 2:
        p.error("--vocab-size must be at least 2")
    try:
        prepare(
            args.raw_dir,
            args.out,
            args.pairs,
            args.multilingual,
            args.vocab_size,
            args.download,
            getattr(args, "cache_dir", None),
            args.base_url,
            args.force,
        )
    except DataError as error:
        print(f"prepare_multi30k: error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
