"""Checkpoint files read safely: is a file a complete OpenNMT checkpoint? Read before
OpenNMT loads it.

A truncated `.pt` (a copy interrupted, a disk full while saving) or any other file given as
`-model` / `-train_from` otherwise ends in a torch traceback such as "PytorchStreamReader
failed reading zip archive: failed finding central directory". Here the file is opened
with `mmap=True` (the tensors are mapped, not read: cheap even for large models) under the
same `weights_only` loading OpenNMT will use, and its layout is checked.
"""

from __future__ import annotations

import argparse
import os

import torch

from onmt_ext.core.errors import CheckpointError

# The non-tensor types in checkpoints written by OpenNMT 3.5.1 (`models/model_saver.py`
# saves the option Namespace under "opt"): what torch's weights_only loading must allow.
# Checked against `torch.serialization.get_unsafe_globals_in_checkpoint` in
# tests/mute/test_cli_mute.py; onmt_ext.install() allow-lists them for OpenNMT's own loads.
CHECKPOINT_GLOBALS = [argparse.Namespace]


def allowing_checkpoint_globals():
    """A context in which torch's weights_only loading allows CHECKPOINT_GLOBALS: those
    not allowed already (torch's `safe_globals` takes out on exit what it was given, also
    what onmt_ext.install() had allowed)."""
    allowed = torch.serialization.get_safe_globals()
    return torch.serialization.safe_globals([g for g in CHECKPOINT_GLOBALS if g not in allowed])


def load_checkpoint(path, **kwargs) -> dict:
    """`torch.load(path, weights_only=True, **kwargs)` with CHECKPOINT_GLOBALS allowed for
    this call (whether or not onmt_ext is installed)."""
    with allowing_checkpoint_globals():
        return torch.load(path, weights_only=True, **kwargs)

# What OpenNMT-py 3.5.1's model_saver writes (and its load_checkpoint / load_test_model read).
REQUIRED_KEYS = ("model", "generator", "opt", "vocab")


def _reason(error: Exception) -> str:
    """torch's reason in one short line (its weights_only messages are paragraphs)."""
    lines = [line.strip() for line in str(error).strip().splitlines() if line.strip()]
    unsupported = [line for line in lines if "Unsupported global" in line]
    text = unsupported[0] if unsupported else (lines[0] if lines else "")
    text = text.split(". ")[0].rstrip(".")
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def load_checkpoint_header(path: str, what: str) -> dict:
    """Open `path` lazily (tensors memory-mapped) and return the checkpoint dict.

    Raises:
        CheckpointError: naming `what` (e.g. "-model") and the file, saying it is not a
            complete checkpoint and why (torch's reason, first line only).
    """
    if os.path.isdir(path):
        raise CheckpointError(f"{what} {path} is a folder, not a checkpoint file")
    if not os.path.exists(path):
        raise CheckpointError(f"{what} {path}: no such file; check the path")
    try:
        try:
            checkpoint = load_checkpoint(path, map_location="cpu", mmap=True)
        except RuntimeError as error:
            if "mmap" not in str(error):
                raise
            # a file in torch's legacy (non-zip) format: it cannot be mapped, read it
            checkpoint = load_checkpoint(path, map_location="cpu")
    except Exception as error:  # torch raises RuntimeError, OSError, UnpicklingError, ...
        raise CheckpointError(
            f"{what} {path}: not a complete checkpoint (truncated, damaged or not a "
            f"checkpoint file; torch.load: {_reason(error)})"
        ) from None
    missing = (
        list(REQUIRED_KEYS)
        if not isinstance(checkpoint, dict)
        else [key for key in REQUIRED_KEYS if key not in checkpoint]
    )
    if missing:
        raise CheckpointError(
            f"{what} {path}: not a complete checkpoint (an OpenNMT checkpoint holds "
            f"{list(REQUIRED_KEYS)}; this file lacks {missing})"
        )
    return checkpoint
