"""The seam between onmt_ext and OpenNMT: apply and undo the declared changes.

Every record of onmt_ext.seam.patches belongs to one of two parts (`PARTS`):

- "families" (the registration part): what a family needs to train and translate through
  OpenNMT's own commands. The families' encoders, decoders and transforms in OpenNMT's
  registries (the families of the ``onmt_ext.families`` entry points and those registered
  by `register_family`, onmt_ext.registry), the checkpoint type in torch's allow-list,
  the families' option groups in every parser (`model_opts`), the model build's context
  and the options' validation (`build_base_model`), the initial values after OpenNMT's
  initialisation, the loading of scalar parameters, the optimiser's post-step hooks, the
  auxiliary losses and their statistics, the per-process function a spawned training
  worker unpickles (onmt_ext.train_worker), and the records of `cpu_ranks` (a key that the
  families' option groups declare in every training parser).
- "commands": what onmt_ext adds to OpenNMT's commands as a product. Strict parsing, the
  checks before each command starts, the error boundary (one line instead of a
  traceback), clean stops on signals, outputs written through temporary files (checkpoints,
  vocabularies, translations), blank source lines kept, progress lines, the translate
  options of onmt_ext, the metrics file, exact resume, the serving and averaging extras,
  CTranslate2's converter, each rank's final state.

`install()` applies the records of the parts asked for (both by default; ``parts=
("families",)``, or ONMT_EXT_AUTOLOAD=families for the import hook, the registration part
alone). A patch whose module is an OpenNMT command module that is not imported yet waits
for it (`pending_modules()`, `module_imported()`). Called again, install() applies the
records of parts asked for since, the waiting records whose module has been imported
since, and the registrations of families registered since. `uninstall()` undoes all of it
in reverse order, putting back the very objects that were there. Both are idempotent. The
state lives here, created by install() and emptied by uninstall().
"""

from __future__ import annotations

from onmt_ext.core.model import process_state
from onmt_ext.seam.patches import CHECKPOINT_GLOBALS, PATCHES, registrations
from onmt_ext.seam.record import (
    COMMANDS,
    FAMILIES,
    PARTS,
    AppliedPatch,
    Patch,
    Registration,
    owner_of,
)

_applied: list[AppliedPatch | Registration] = []  # what to undo, in the order applied
_parts: list[str] = []  # the parts installed, in PARTS order


def installed() -> bool:
    return bool(_parts)


def installed_parts() -> tuple[str, ...]:
    """The parts installed now (PARTS order; empty when not installed)."""
    return tuple(_parts)


def _known_parts(parts) -> list[str]:
    """`parts` (a name of PARTS or an iterable of them) in PARTS order; ValueError for a
    name that is none."""
    wanted = {parts} if isinstance(parts, str) else set(parts)
    unknown = wanted - set(PARTS)
    if unknown or not wanted:
        raise ValueError(f"unknown seam part(s) {sorted(unknown)}: choose from "
                         f"{', '.join(PARTS)}")
    return [part for part in PARTS if part in wanted]


def install(parts=PARTS) -> None:
    """Apply the extension to OpenNMT: the records of `parts` (PARTS, or some of them; see
    the module docstring). Idempotent; called again, it also applies the records of parts
    not installed before, the waiting records whose module has been imported since, and
    the registrations of families registered since. On a failure, what this call applied
    is undone (all of it, with the process state, when nothing was installed before)."""
    wanted = _known_parts(parts)
    before, undo_to = list(_parts), len(_applied)
    _parts[:] = [part for part in PARTS if part in wanted or part in before]
    try:
        for record in records():
            if record.part in _parts and not _in_force(record):
                _apply(record)
    except BaseException:
        if not before:
            uninstall()
        else:
            while len(_applied) > undo_to:
                _applied.pop().undo()
            _parts[:] = before
        raise


def _in_force(record: Patch | Registration) -> bool:
    """A patch applied already (a registration's `apply` itself leaves one present)."""
    return isinstance(record, Patch) and _applied_patch(record.target) is not None


def uninstall() -> None:
    """Undo everything install() did (every part), last change first, then the process
    state set while installed (signal and exit handlers, the reported model: onmt_ext.core.
    model.process_state) (idempotent)."""
    while _applied:
        _applied.pop().undo()
    process_state.restore()
    _parts.clear()


def _apply(record: Patch | Registration) -> None:
    applied = record.apply()
    if applied is not None:
        _applied.append(applied)


def _applied_patch(target: str) -> AppliedPatch | None:
    return next((a for a in _applied if isinstance(a, AppliedPatch)
                 and a.patch.target == target), None)


def pending_modules() -> set[str]:
    """The modules of the installed parts' records that wait for their import (empty when
    not installed)."""
    return {p.module for p in PATCHES if p.part in _parts and p.on_import
            and _applied_patch(p.target) is None}


def module_imported(module) -> None:
    """Apply the waiting records of `module`, which has just run (the import hook calls
    this); only those of the installed parts, nothing when onmt_ext is not installed."""
    for patch in PATCHES:
        if patch.part in _parts and patch.module == module.__name__ \
                and _applied_patch(patch.target) is None:
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
    the Markdown table of docs/opennmt-commands.md (`--markdown`); each with its part."""
    if markdown:
        rows = ["| target | part | change | why | breaks if OpenNMT changes |",
                "|---|---|---|---|---|"]
        for record in records():
            target, change = _head(record)
            rows.append(f"| `{target}` | {record.part} | {change} | {record.reason} | "
                        f"{record.breaks_if} |")
        return "\n".join(rows)
    lines = []
    for record in records():
        target, change = _head(record)
        lines += [f"{target}: {change}", f"    part: {record.part}",
                  f"    why: {record.reason}", f"    breaks if: {record.breaks_if}"]
    return "\n".join(lines)


__all__ = ["CHECKPOINT_GLOBALS", "COMMANDS", "FAMILIES", "PARTS", "PATCHES", "describe",
           "install", "installed", "installed_parts", "module_imported", "original",
           "pending_modules", "records", "registrations", "uninstall"]
