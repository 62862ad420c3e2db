"""Can checkpoints be averaged? Which differ, and in what.

OpenNMT-py 3.5.1's `average_models` (`onmt_average_models`, onmt_ext.core.tools.average) assumes
the checkpoints share one architecture: a tensor name missing from a later checkpoint ends
in a bare KeyError (`error: 'encoder.transformer.0.unit_weights'`), a shape that differs in
a broadcasting traceback, and another vocabulary of the same size averages unrelated
embeddings silently. `check_averageable` names the checkpoints and their differences
instead; onmt_ext.install runs it in front of OpenNMT's `average_models`.
"""

from __future__ import annotations

from onmt_ext.core.checks.resume_checks import ARCHITECTURE_KEYS
from onmt_ext.core.errors import CheckpointError
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header

NAMES_SHOWN = 3  # tensor names listed per difference; the count gives the rest


class CheckpointMismatch(CheckpointError):
    """Checkpoints that cannot be averaged; the message says in what they differ."""


def _shapes(checkpoint: dict) -> dict[str, tuple[int, ...]]:
    """Name -> shape of every tensor OpenNMT averages ("model", then "generator")."""
    shapes = {name: tuple(t.shape) for name, t in checkpoint["model"].items()}
    shapes.update({f"generator.{name}": tuple(t.shape)
                   for name, t in checkpoint["generator"].items()})
    return shapes


def _listed(names: list[str]) -> str:
    shown = ", ".join(names[:NAMES_SHOWN])
    return f"{shown}, ..." if len(names) > NAMES_SHOWN else shown


def _vocab_difference(side: str, first: list, other: list) -> str | None:
    if first == other:
        return None
    if not (isinstance(first, list) and isinstance(other, list)):
        return f"{side} vocabulary {type(first).__name__} vs {type(other).__name__}"
    if len(first) != len(other):
        return f"{side} vocabulary {len(first)} vs {len(other)} tokens"
    index = next(i for i, (a, b) in enumerate(zip(first, other, strict=True)) if a != b)
    return f"{side} vocabulary token {index} {first[index]!r} vs {other[index]!r}"


def differences(first: dict, other: dict, first_name: str, other_name: str) -> list[str]:
    """What keeps two checkpoints apart, each difference as "first's vs other's": the
    `encoder_type`/`decoder_type`, the tensors only in one of them, the first tensor (in
    `first`'s order) whose shape differs, and the source/target vocabularies."""
    found = []
    for key in ARCHITECTURE_KEYS:
        mine, theirs = getattr(first["opt"], key, None), getattr(other["opt"], key, None)
        if mine != theirs:
            found.append(f"{key} {mine!r} vs {theirs!r}")
    mine, theirs = _shapes(first), _shapes(other)
    for name, only in ((first_name, [n for n in mine if n not in theirs]),
                       (other_name, [n for n in theirs if n not in mine])):
        if only:
            found.append(f"tensors only in {name} ({len(only)}): {_listed(only)}")
    reshaped = [n for n in mine if n in theirs and mine[n] != theirs[n]]
    if reshaped:
        name = reshaped[0]
        found.append(f"first differing shape: {name} {mine[name]} vs {theirs[name]}"
                     + (f" ({len(reshaped)} tensors differ in shape)" if len(reshaped) > 1
                        else ""))
    for side in ("src", "tgt"):
        vocab = _vocab_difference(side, first["vocab"].get(side), other["vocab"].get(side))
        if vocab:
            found.append(vocab)
    return found


def check_averageable(paths: list[str]) -> None:
    """Raise CheckpointMismatch unless every checkpoint of `paths` has the first one's
    architecture, tensor names and shapes, and vocabularies (tensors memory-mapped, not
    read; onmt_ext.core.errors.CheckpointError for a file that is not one)."""
    paths = list(paths)
    if not paths:
        raise ValueError("no checkpoint to average")
    first = load_checkpoint_header(paths[0], "-models")
    for path in paths[1:]:
        found = differences(first, load_checkpoint_header(path, "-models"), paths[0], path)
        if found:
            raise CheckpointMismatch(
                f"cannot average {paths[0]} and {path}, they differ: " + "; ".join(found)
            )
