"""The seam between onmt_ext and OpenNMT: apply and undo the declared changes.

`install()` applies every record of onmt_ext.seam.patches (a patch whose module is an
OpenNMT command module that is not imported yet waits for it: `pending_modules()`,
`module_imported()`), registers the families' encoders, decoders and transforms with
OpenNMT's registries (the families of the ``onmt_ext.families`` entry points and those
registered by `register_family`, onmt_ext.registry; called again, it adds those of a
family registered since), and allow-lists the checkpoint type with torch. `uninstall()` undoes
all of it in reverse order, putting back the very objects that were there. Both are
idempotent. The state lives here, created by install() and emptied by uninstall().
"""

from __future__ import annotations

import sys

from onmt_ext.core.model import process_state
from onmt_ext.seam.patches import CHECKPOINT_GLOBALS, PATCHES, registrations
from onmt_ext.seam.record import AppliedPatch, Patch, Registration, owner_of

_applied: list[AppliedPatch | Registration] = []  # what to undo, in the order applied
_installed = False


def installed() -> bool:
    return _installed


def install() -> None:
    """Apply the extension to OpenNMT (idempotent; called again, it applies the waiting
    records whose module has been imported since, and the registrations of families
    registered since)."""
    global _installed
    if _installed:
        for record in registrations():  # one applied already is present: nothing to do
            _apply(record)
        for name in pending_modules():
            if name in sys.modules:
                module_imported(sys.modules[name])
        return
    _installed = True
    try:
        for record in (*registrations(), *PATCHES):
            _apply(record)
    except BaseException:
        uninstall()
        raise


def uninstall() -> None:
    """Undo everything install() did, last change first, then the process state set while
    installed (signal and exit handlers, the reported model: onmt_ext.core.model.
    process_state) (idempotent)."""
    global _installed
    while _applied:
        _applied.pop().undo()
    process_state.restore()
    _installed = False


def _apply(record: Patch | Registration) -> None:
    applied = record.apply()
    if applied is not None:
        _applied.append(applied)


def _applied_patch(target: str) -> AppliedPatch | None:
    return next((a for a in _applied if isinstance(a, AppliedPatch)
                 and a.patch.target == target), None)


def pending_modules() -> set[str]:
    """The modules of records that wait for their import (empty when not installed)."""
    if not _installed:
        return set()
    return {p.module for p in PATCHES if p.on_import and _applied_patch(p.target) is None}


def module_imported(module) -> None:
    """Apply the waiting records of `module`, which has just run (the import hook calls
    this); nothing when onmt_ext is not installed."""
    if not _installed:
        return
    for patch in PATCHES:
        if patch.module == module.__name__ and _applied_patch(patch.target) is None:
            _apply(patch)


def original(target: str):
    """OpenNMT's own object at `target` ("module:attr") while onmt_ext has replaced it
    (a classmethod's function); the attribute itself when it is not patched."""
    applied = _applied_patch(target)
    if applied is not None:
        return applied.original_function()
    return getattr(*owner_of(target, import_module=True))


def records() -> list[Patch | Registration]:
    """Every declared change: the registrations, then the patches."""
    return [*registrations(), *PATCHES]


def _head(record: Patch | Registration) -> tuple[str, str]:
    """(target, what changes there) of a record."""
    if isinstance(record, Registration):
        return f"{record.target}[{record.key!r}]", record.describe()
    change = record.describe()
    if record.aliases:
        change += f" (also {', '.join(record.aliases)})"
    if record.on_import:
        change += " (applied once OpenNMT's command imports the module)"
    return record.target, change


def describe(markdown: bool = False) -> str:
    """The records as text, one paragraph each (`python -m onmt_ext --patches`), or as
    the Markdown table of docs/opennmt-commands.md (`--markdown`)."""
    if markdown:
        rows = ["| target | change | why | breaks if OpenNMT changes |", "|---|---|---|---|"]
        for record in records():
            target, change = _head(record)
            rows.append(f"| `{target}` | {change} | {record.reason} | {record.breaks_if} |")
        return "\n".join(rows)
    lines = []
    for record in records():
        target, change = _head(record)
        lines += [f"{target}: {change}", f"    why: {record.reason}",
                  f"    breaks if: {record.breaks_if}"]
    return "\n".join(lines)


__all__ = ["CHECKPOINT_GLOBALS", "PATCHES", "describe", "install", "installed",
           "module_imported", "original", "pending_modules", "records", "registrations",
           "uninstall"]
