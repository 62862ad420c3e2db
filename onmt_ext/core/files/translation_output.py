"""A translation engine's `-output` written through a temporary file.

OpenNMT's translator opens `-output` for writing as its engine (`InferenceEnginePY`) is
built and writes it in place: a failed or killed translation left a partial file under
that name, and an `-output` that was also an input was overwritten from the start. Here
`redirect(opt)`, before the engine is built, points `-output` at a temporary file beside
it (one per engine); `written_through_temporary_file`, around each `infer_file`, renames
it to `-output` once the translation is complete (removed when it fails). An engine that
translates no file: what was written there (a library caller's `infer_list`) becomes
`-output` when the engine goes (collected, or the process exits), an empty file is removed
(`finish_output`). A later `infer_file` of one engine writes a new temporary file, starting
as a copy of `-output` once a call of the engine has completed, since OpenNMT's translator
appends each call to one file (`reopen_output`).

The engine is read through the attributes OpenNMT's has (`opt`, `translator.out_file`);
nothing here imports OpenNMT.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import os
import weakref
from collections.abc import Callable
from pathlib import Path

from onmt_ext.core.errors import OutputError
from onmt_ext.core.files.atomic_save import (
    open_text_to_append,
    replaced_file,
    temporary_name,
    write_atomically,
)

# The engine attribute holding its RedirectedOutput
OUTPUT_ATTRIBUTE = "onmt_ext_output"
_ENGINES = itertools.count(1)  # tells apart the temporary files of engines of one process


@dataclasses.dataclass
class RedirectedOutput:
    """An engine's `-output`, written through a temporary file.

    final: the `-output` path.
    target: the file a complete output replaces: `final`, or the file its links name
        (atomic_save.replaced_file, worked out once, as the engine is built, so that every
        temporary file lies beside the file it is renamed onto).
    temporary: the file its translator writes now; None once an `infer_file` has renamed
        it to `final` (complete) or removed it (failed).
    completed: an `infer_file` of this engine has completed, so `final` holds what this
        engine wrote (not a file that was there before it; unless another engine or
        process has replaced it since, which is theirs to avoid)."""

    final: str
    target: Path
    temporary: Path | None
    completed: bool = False


def redirect(opt) -> RedirectedOutput | None:
    """Before OpenNMT's engine is built from `opt`: `opt.output` names a new temporary file
    beside `-output`. None, and `opt` unchanged, without an `-output` or for a device such
    as /dev/null (written in place)."""
    final = opt.output
    target = replaced_file(final) if final else None
    if target is None:
        return None
    temporary = temporary_name(target, tag=f"engine{next(_ENGINES)}")
    opt.output = str(temporary)
    return RedirectedOutput(final, target, temporary)


def abandon(opt, redirected: RedirectedOutput | None) -> None:
    """The engine could not be built: its temporary file removed, `opt.output` given back."""
    if redirected is None:
        return
    with contextlib.suppress(OSError):
        redirected.temporary.unlink(missing_ok=True)
    opt.output = redirected.final


def attach(engine, redirected: RedirectedOutput | None) -> None:
    """The engine built: it keeps `redirected`, and its temporary output becomes `-output`
    when it goes unless an `infer_file` has renamed it (`finish_output`)."""
    if redirected is None:
        return
    setattr(engine, OUTPUT_ATTRIBUTE, redirected)
    out_file = getattr(getattr(engine, "translator", None), "out_file", None)
    weakref.finalize(engine, finish_output, redirected.temporary, redirected.target, out_file)


def finish_output(temporary: Path, target: Path, out_file) -> None:
    """When an engine goes (collected, or the process exits) with its temporary output not
    renamed by `infer_file`: what its translator wrote there (a library caller's
    `infer_list` writes its translations to `-output` too, as OpenNMT does) becomes
    `-output`; an empty one, nothing written, is removed."""
    if out_file is not None:  # None: an engine of several processes, each with its own
        with contextlib.suppress(OSError, ValueError):  # ValueError: a closed file
            out_file.flush()
    with contextlib.suppress(OSError):
        if temporary.stat().st_size:
            os.replace(temporary, target)
        else:
            temporary.unlink()


def written_through_temporary_file(engine, translate: Callable[[], object]):
    """`translate()` (OpenNMT's `infer_file` on `engine`), its output complete in `-output`
    when it returns (renamed from the temporary file), none of it there when it fails;
    the call's result. An engine without a redirected output just translates."""
    redirected = getattr(engine, OUTPUT_ATTRIBUTE, None)
    if redirected is not None and redirected.temporary is None:
        reopen_output(engine, redirected)
    if redirected is None or redirected.temporary is None:
        return translate()
    results = []
    try:  # the translator writes the temporary file it opened (redirect)
        write_atomically(redirected.final, lambda _: results.append(translate()),
                         temporary=redirected.temporary, target=redirected.target)
    finally:
        engine.opt.output = redirected.final
        redirected.temporary = None
    redirected.completed = True
    return results[0]


def reopen_output(engine, redirected: RedirectedOutput) -> None:
    """A later `infer_file` of one engine: the file its translator holds open has been
    renamed to `-output` or (the last call failed) removed. OpenNMT's translator appends
    each call's translations to the file it opened, so a new temporary file starts as a
    copy of `-output` once a call of this engine has completed (empty before), and the
    translator appends to it; the call then renames it as the first call did.

    An engine of several processes (`world_size` > 1) has no translator here: its
    processes keep their own handles, which a completed call left on `-output` (they
    append to it in place, as OpenNMT does); after a failed call they would write into the
    removed file, so that is refused.

    Raises:
        OutputError: a multi-process engine whose last call failed.
        SaveError: the new temporary file cannot be written.
    """
    translator = getattr(engine, "translator", None)
    if translator is None:
        if not redirected.completed:
            raise OutputError(
                f"-output {redirected.final}: this engine's last infer_file failed, and its "
                "translation processes still write to the temporary file removed then; "
                "build a new engine to translate again")
        return
    temporary = temporary_name(redirected.target, tag=f"engine{next(_ENGINES)}")
    # the file the rename replaces, where the last call's lines are (not where -output's
    # link may point now)
    reopened = open_text_to_append(redirected.target, temporary, copy=redirected.completed)
    stale, translator.out_file = translator.out_file, reopened
    with contextlib.suppress(OSError, ValueError, AttributeError):
        stale.close()
    engine.opt.output = str(temporary)
    redirected.temporary = temporary
