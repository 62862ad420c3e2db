"""What a run wrote: the training metrics file, checkpoints and the translator's timing.

* the JSON-lines metrics of every training (``<save_model>_metrics.jsonl``, written by
  ``onmt_ext.core.model.training_metrics``): training speed, the validation curve
  (``val_curve.csv``), aux terms and diagnostics (figures), validation BLEU;
* the parameter count of a checkpoint (its tensors: model and generator);
* OpenNMT's ``-report_time`` lines of a translation log (the only text parsed here).
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from onmt_ext.core.model.exact_resume import EXACT_LINE, NOT_EXACT_LINE
from onmt_ext.core.model.training_metrics import metrics_path, read_metrics

#: The columns of val_curve.csv before the aux/diagnostic ones.
CURVE_COLUMNS = ("step", "val_ppl", "val_acc", "val_bleu", "train_xent", "lr")


def metrics_file(run_dir: Path) -> Path:
    """The metrics file of a run trained with ``-save_model <run_dir>/model``."""
    return metrics_path(str(run_dir / "model"))


def read_records(run_dir: Path, kind: str | None = None) -> list[dict]:
    """The run's metrics records ([] when it has no metrics file, e.g. older runs)."""
    path = metrics_file(run_dir)
    return read_metrics(path, kind) if path.is_file() else []


#: The copy of a training's metrics file that a table result keeps beside its translations
#: (committed with them): reports and figures read it, so they regenerate on a fresh clone,
#: where the run directory (checkpoints, the original metrics file) is gone.
STORED_METRICS = "train_metrics.jsonl"


def stored_records(run: dict, root: Path) -> list[dict]:
    """The metrics records of a table result as stored beside its translations (the
    directory of its ``val_curve``, relative to `root` unless absolute); [] when the
    result stored none (results from before the metrics file, averaged checkpoints)."""
    if not run.get("val_curve"):
        return []
    path = root / Path(run["val_curve"]).parent / STORED_METRICS
    return read_metrics(path) if path.is_file() else []


def resume_exactness(log_text: str) -> bool | None:
    """Whether the training whose log is `log_text` resumed exactly (onmt_ext's one line
    of a `-train_from` resume: the data position and random states of its checkpoint
    restored, so it continues as the uncut command would); None when the log has no such
    line (not a resume, or killed before it got there). The last such line counts."""
    exact, inexact = log_text.rfind(EXACT_LINE), log_text.rfind(NOT_EXACT_LINE)
    if exact < 0 and inexact < 0:
        return None
    return exact > inexact


def training_speed(records: list[dict]) -> dict:
    """Training tokens per second: the words of every report interval over their summed
    time (``n_src_words``, ``n_words``, ``elapsed_s`` of the train records)."""
    train = [r for r in records if r.get("kind") == "train" and r.get("elapsed_s")]
    seconds = sum(r["elapsed_s"] for r in train)
    if not seconds:
        return {"train_src_tok_s": None, "train_tgt_tok_s": None}
    return {"train_src_tok_s": sum(r.get("n_src_words") or 0 for r in train) / seconds,
            "train_tgt_tok_s": sum(r.get("n_words") or 0 for r in train) / seconds}


def flat_scalars(values: dict, prefix: str = "") -> dict[str, float]:
    """Nested lists as flat columns: ``{"alpha": [[a, b]]}`` -> ``{"alpha_l0_u0": a,
    "alpha_l0_u1": b}`` (first level: layer ``l``, second: unit ``u``, deeper: ``_i``)."""
    flat: dict[str, float] = {}

    def walk(name: str, value, depth: int) -> None:
        if isinstance(value, list | tuple):
            mark = ("l", "u")[depth] if depth < 2 else ""
            for i, item in enumerate(value):
                walk(f"{name}_{mark}{i}", item, depth + 1)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            flat[name] = value

    for key, value in values.items():
        walk(f"{prefix}{key}", value, 0)
    return flat


def train_scalars(record: dict) -> dict[str, float]:
    """The aux terms and diagnostics of a train record as flat scalars."""
    return {**flat_scalars(record.get("aux") or {}), **flat_scalars(record.get("diagnostics")
                                                                     or {})}


def val_curve(records: list[dict]) -> list[dict]:
    """One row per validation: its ppl, accuracy and BLEU (``valid_metrics``, else None),
    with the train record at that step or the last one before it (xent, lr, aux terms and
    diagnostics as flat columns)."""
    train = [r for r in records if r.get("kind") == "train"]
    rows = []
    for valid in (r for r in records if r.get("kind") == "valid"):
        before = [t for t in train if t["step"] <= valid["step"]]
        last = before[-1] if before else {}
        rows.append({"step": valid["step"], "val_ppl": valid.get("ppl"),
                     "val_acc": valid.get("acc"),
                     "val_bleu": (valid.get("metrics") or {}).get("BLEU"),
                     "train_xent": last.get("xent"), "lr": last.get("lr"),
                     **train_scalars(last)})
    return rows


def curve_csv(rows: list[dict]) -> str:
    """`rows` of :func:`val_curve` as CSV (empty cells for missing values)."""
    extra = list(dict.fromkeys(k for r in rows for k in r if k not in CURVE_COLUMNS))
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, [*CURVE_COLUMNS, *extra], lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: ("" if v is None else v) for k, v in row.items()})
    return buffer.getvalue()


def valid_bleu(records: list[dict]) -> dict[int, float]:
    """{step: validation BLEU} of the validations that computed it (``valid_metrics``)."""
    return {r["step"]: r["metrics"]["BLEU"] for r in records
            if r.get("kind") == "valid" and (r.get("metrics") or {}).get("BLEU") is not None}


#: The plateau rule of docs/protocol.md: a row is on its plateau when its val BLEU (the mean
#: over its seeds) rises by less than this over the last quarter of the budget.
PLATEAU_GAIN = 0.5


def last_quarter_gain(bleu: dict[int, float], budget: int) -> float | None:
    """The plateau rule of docs/protocol.md: val BLEU at `budget` steps minus val BLEU at
    3/4 of it (the last validation at or before each); None when either is missing.
    A training is on its plateau when this is below PLATEAU_GAIN."""
    def at(step: float) -> float | None:
        before = [s for s in bleu if s <= step]
        return bleu[max(before)] if before else None

    end, start = at(budget), at(0.75 * budget)
    if end is None or start is None or max(bleu) < budget:
        return None
    return end - start


def last_quarter_slope(bleu: dict[int, float], budget: int) -> float | None:
    """Least-squares slope of val BLEU against step over the validations in the last
    quarter of `budget` (steps from 3/4 of it to it), in BLEU per 1,000 steps: the plateau
    rule's change read through every point of the quarter, not two of them. None when the
    budget is not reached or the quarter has fewer than two validations."""
    points = [(s, b) for s, b in bleu.items() if 0.75 * budget <= s <= budget]
    if not bleu or max(bleu) < budget or len(points) < 2:
        return None
    mean_s = sum(s for s, _ in points) / len(points)
    mean_b = sum(b for _, b in points) / len(points)
    sxx = sum((s - mean_s) ** 2 for s, _ in points)
    return 1000 * sum((s - mean_s) * (b - mean_b) for s, b in points) / sxx


def aux_curve(records: list[dict], name: str) -> list[tuple[int, float]]:
    """(step, value) of the aux term `name` (e.g. ``lipschitz``) in the train records."""
    return [(r["step"], r["aux"][name]) for r in records if r.get("kind") == "train"
            and (r.get("aux") or {}).get(name) is not None]


def diagnostic_curve(records: list[dict], name: str) -> list[tuple[int, list]]:
    """(step, value) of the diagnostic `name` (e.g. ``alpha``, ``autoshuffle_distance``)."""
    return [(r["step"], r["diagnostics"][name]) for r in records if r.get("kind") == "train"
            and (r.get("diagnostics") or {}).get(name) is not None]


def at_or_before(curve: list[tuple[int, object]], step: int | None) -> tuple[int, object] | None:
    """The last (step, value) of a curve (:func:`aux_curve`, :func:`diagnostic_curve`) at
    or before `step` (None: the last of all); None when there is none."""
    found = [point for point in curve if step is None or point[0] <= step]
    return found[-1] if found else None


#: The one persistent buffer of our models' state dicts: OpenNMT's sinusoidal position table
#: (``PositionalEncoding.pe``, max_len x d, fixed): a tensor of the checkpoint, not a
#: parameter (OpenNMT's "number of parameters" does not count it).
POSITION_TABLE_SUFFIX = "make_embedding.pe.pe"


def count_parameters(checkpoint: str | Path) -> int:
    """Parameters of a saved model: the elements of its model and generator tensors (a
    tensor that shares its storage with one counted already, e.g. tied embeddings, once),
    without the fixed sinusoidal position tables; what OpenNMT prints as "number of
    parameters" when it builds the model (tested)."""
    from onmt_ext.core.files.checkpoint_file import load_checkpoint  # Namespace allowed

    state = load_checkpoint(checkpoint, map_location="cpu")
    seen, total = set(), 0
    for part in ("model", "generator"):
        for name, tensor in (state.get(part) or {}).items():
            if name.endswith(POSITION_TABLE_SUFFIX):
                continue
            key = (tensor.untyped_storage().data_ptr(), tensor.storage_offset(),
                   tuple(tensor.shape))
            if key not in seen:
                seen.add(key)
                total += tensor.numel()
    return total


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


def init_and_fusion(checkpoint: str | Path) -> dict:
    """The options a saved model was built with that change it without changing its family:
    every ``param_init*`` key (the initialisation) and every ``*_fused`` key (fused or loop
    paths), as stored in the checkpoint's options (defaults included)."""
    from onmt_ext.core.files.checkpoint_file import load_checkpoint  # Namespace allowed

    opt = load_checkpoint(checkpoint, map_location="cpu").get("opt")
    values = vars(opt) if opt is not None else {}
    return {k: v for k, v in sorted(values.items())
            if k.startswith("param_init") or k.endswith("_fused")}
