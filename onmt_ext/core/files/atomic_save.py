"""Files a crash cannot leave half-written under their final name.

OpenNMT-py 3.5.1 writes each checkpoint in place (`torch.save(checkpoint, path)` in
`onmt.models.model_saver`): a full disk leaves a partial `*_step_N.pt` and torch's
"[enforce fail at inline_container.cc:672] . unexpected pos ..." traceback, `kill -9`
during the save a 0-byte one. `save_atomically` writes to a temporary file in the same
folder, flushes it to disk, and renames it: the final name holds a complete file or
nothing. A full disk is one line naming the path and the free space (`SaveError`).
`replace_text` does the same for a text file rewritten whole (the metrics file), and
`TemporaryOutputs` for files that OpenNMT's own code opens and writes (its vocabularies).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import stat
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

import torch

from onmt_ext.core.errors import SaveError

# torch's own message when its zip writer meets a full disk (it raises RuntimeError, not
# OSError(ENOSPC))
_TORCH_DISK_FULL = ("unexpected pos", "file write failed", "No space left")


def temporary_name(path: str | Path, tag: str = "") -> Path:
    """The temporary file beside `path` (same folder: the rename stays on one disk);
    `tag` tells apart several writers of one path in one process."""
    path = Path(path)
    return path.with_name(f".{path.name}.tmp-{os.getpid()}{f'-{tag}' if tag else ''}")


def _free_space(folder: Path) -> str:
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return "unknown free space"
    return f"{free / 2**20:.1f} MiB free" if free >= 2**20 else f"{free / 1024:.0f} KiB free"


def _fsync(path: Path) -> None:
    with open(path, "rb") as handle:
        os.fsync(handle.fileno())


def _fsync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # not every platform opens folders
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def _is_disk_full(error: BaseException) -> bool:
    if isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT):
        return True
    return isinstance(error, RuntimeError) and any(m in str(error) for m in _TORCH_DISK_FULL)


def _save_error(path: Path, error: BaseException) -> SaveError | None:
    """The SaveError naming `path` for a failed write's `error`; None when `error` is not a
    file-system fault (a bug, an interrupt: re-raised as it is)."""
    if _is_disk_full(error):
        return SaveError(errno.ENOSPC, f"cannot write {path}: the disk is full "
                         f"({_free_space(path.parent)} in {path.parent}); nothing was "
                         "written under that name: free space or save elsewhere")
    if isinstance(error, OSError):
        return SaveError(error.errno, f"cannot write {path}: {error.strerror or error}")
    return None


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):  # a read-only folder refuses even this unlink
        path.unlink(missing_ok=True)


@contextlib.contextmanager
def _removed_on_error(path: Path, temporary: Path | None):
    """Any error inside removes `temporary` (when there is one); a file-system fault is
    raised as the SaveError naming `path` (the final name, not the temporary one), anything
    else as it is."""
    try:
        yield
    except BaseException as error:
        if temporary is not None:
            _remove(temporary)
        saving = _save_error(path, error)
        if saving is not None:
            raise saving from None
        raise


def _through_open_descriptor(path: Path) -> bool:
    """Whether `path` or a link on the way names an open file descriptor (/dev/stdout ->
    /proc/self/fd/1, /dev/fd/N): the file behind it is the process's own stream."""
    for _ in range(40):  # the kernel's own limit on links followed
        text = os.path.normpath(os.path.abspath(path))
        if text.startswith("/dev/fd/") or (text.startswith("/proc/") and "/fd/" in text):
            return True
        if not os.path.islink(text):
            return False
        path = Path(os.path.join(os.path.dirname(text), os.readlink(text)))
    return False


def replaced_file(path: str | Path) -> Path | None:
    """The file that writing `path` through a temporary file and a rename replaces: `path`
    itself, or, through symbolic links, the file they name (renaming onto a link would put
    a file in the link's place); None for what has no folder entry of its own to rename
    onto and is written in place: a device, a pipe, a socket (/dev/null), or a process's
    open stream (/dev/stdout, whether a terminal, a pipe or a file the shell opened).

    Raises:
        SaveError: a link that cannot be followed (a loop, no permission): replacing it
            would put a file in its place.
    """
    path = Path(path)
    if _through_open_descriptor(path):
        return None
    try:
        mode = os.stat(path).st_mode  # follows links
    except FileNotFoundError:
        return Path(os.path.realpath(path))  # created where its links lead
    except OSError as error:
        if os.path.islink(path):
            raise SaveError(error.errno, f"cannot write {path}: a link that cannot be "
                            f"followed ({error.strerror or error})") from None
        return path  # the write says why
    return Path(os.path.realpath(path)) if stat.S_ISREG(mode) else None


def _keep_mode(temporary: Path, target: Path) -> None:
    """Give the new file the permissions of the file it replaces (a private 0600 file
    stays private); a new file keeps the default ones."""
    with contextlib.suppress(OSError):
        os.chmod(temporary, stat.S_IMODE(os.stat(target).st_mode))


def write_atomically(path: str | Path, write: Callable[[Path], None],
                     temporary: str | Path | None = None,
                     target: str | Path | None = None) -> None:
    """Call ``write(temporary path)``, flush the file to disk and rename it to `path` (to
    the file a link `path` names: `replaced_file`); `temporary`: the temporary file to use
    (one already open for writing elsewhere, beside that file), `temporary_name` of that
    file by default; `target`: the file that `temporary` replaces, when the caller worked
    it out (`replaced_file(path)`) as it opened `temporary`, so that a link changed since
    does not send the rename elsewhere. A device or pipe `path` is written in place:
    ``write(path)``.

    Raises:
        SaveError: on a full disk (naming `path` and the free space) or another OSError
            (naming `path`); nothing is left under `path` or the temporary name.
    """
    path = Path(path)
    target = replaced_file(path) if target is None else Path(target)
    if target is None:
        with _removed_on_error(path, None):
            write(path)
        return
    temporary = temporary_name(target) if temporary is None else Path(temporary)
    with _removed_on_error(path, temporary):
        write(temporary)
        _fsync(temporary)
        _keep_mode(temporary, target)
        os.replace(temporary, target)
    _fsync_folder(target.parent)


def open_text_to_append(path: str | Path, temporary: str | Path, copy: bool) -> TextIO:
    """`temporary` opened for appending text (UTF-8), which `write_atomically(path, ...,
    temporary=temporary)` renames later; with `copy`, it starts as a copy of `path` (when
    that exists), so what is appended adds to `path`'s text.

    Raises:
        SaveError: as `write_atomically`; nothing is left under the temporary name.
    """
    path, temporary = Path(path), Path(temporary)
    with _removed_on_error(path, temporary):
        if copy and path.is_file():
            shutil.copyfile(path, temporary)
        return open(temporary, "a", encoding="utf-8")  # noqa: SIM115 (the caller keeps it open)


def save_atomically(obj, path: str | Path, save: Callable = torch.save) -> None:
    """`torch.save(obj, path)` through `write_atomically`."""
    write_atomically(path, lambda temporary: save(obj, temporary))


def replace_text(path: str | Path, text: str) -> None:
    """Write `text` to `path` (UTF-8) through `write_atomically`."""
    write_atomically(path, lambda temporary: temporary.write_text(text, encoding="utf-8"))


def write_output_file(parser, path: str | Path, text: str) -> None:
    """A command's output file (`parser`: its argparse parser): `replace_text`, and a
    SaveError as the command's one-line error (exit 2) instead of a traceback."""
    try:
        replace_text(path, text)
    except SaveError as error:
        parser.exit(2, f"{parser.prog}: error: {error}\n")


class AtomicTorch:
    """`torch` for a module that saves with ``torch.save(obj, path)``: the module given,
    whose `save` goes through `save_atomically` (onmt_ext's seam puts one in place of
    `onmt.models.model_saver.torch`); every other attribute is the module's own."""

    def __init__(self, module=torch):
        self._module = module

    @property
    def __wrapped__(self):
        """The module this one stands for (as `functools.wraps` records a wrapped object)."""
        return self._module

    def __getattr__(self, name: str):
        return getattr(self._module, name)

    def save(self, obj, path, *args, **kwargs) -> None:
        if args or kwargs or not isinstance(path, str | os.PathLike):
            return self._module.save(obj, path, *args, **kwargs)
        return save_atomically(obj, path, save=self._module.save)


def _move_into_place(written: Path, final: Path) -> None:
    """Rename `written` to `final`; across file systems (a sibling that goes beside a link
    into another one: TemporaryOutputs), copy it to a temporary file beside `final` first,
    then rename that, so `final` is still never partial."""
    try:
        os.replace(written, final)
    except OSError as error:
        if error.errno != errno.EXDEV:
            raise
        beside = temporary_name(final, tag=uuid.uuid4().hex[:12])
        with _removed_on_error(final, beside):
            shutil.copyfile(written, beside)
            _fsync(beside)
            os.replace(beside, final)
        _remove(written)


class TemporaryOutputs:
    """Files that another program's code (OpenNMT's `onmt_build_vocab`) opens and writes in
    place, sent to temporary files beside them and renamed only when all are complete:
    `redirect(path)` gives the path to write instead; leaving the `with` block renames
    every temporary file (and its siblings `<temporary><suffix>` for the `suffixes` given,
    such as OpenNMT's `_feat0` vocabularies) to its final name, or, on an exception, removes
    them all. A fault of those files' own writing (a full disk; an error naming one of them)
    is raised as a SaveError naming the final path; any other exception goes on as it is.

    A path given through a symbolic link replaces the file the link names
    (`replaced_file`); its siblings go beside the path as given, where the program that
    reads them looks (OpenNMT opens `<src_vocab>_feat0`, beside the link)."""

    def __init__(self, suffixes: re.Pattern | str = ""):
        self.finals: dict[Path, Path] = {}  # temporary -> final
        self._given: dict[Path, str] = {}  # temporary -> the path given
        self._suffixes = re.compile(suffixes) if isinstance(suffixes, str) else suffixes

    def redirect(self, path: str | Path) -> str:
        target = replaced_file(path)
        if target is None:  # a device or pipe: written in place
            return str(path)
        # a tag of its own: no other writer's (or killed earlier run's) file is taken
        temporary = temporary_name(target, tag=uuid.uuid4().hex[:12])
        self.finals[temporary] = target
        self._given[temporary] = os.fspath(path)
        return str(temporary)

    def _sibling(self, temporary: Path, suffix: str) -> Path:
        """The final name of the sibling `<temporary><suffix>`: beside the path given."""
        given = self._given[temporary] + suffix
        return replaced_file(given) or Path(given)

    def _written(self) -> list[tuple[Path, Path]]:
        """(temporary file, final name) of every file written under a redirected name, the
        siblings first: a sibling that cannot be moved into place then leaves every final
        file as it was."""
        siblings, mains = [], []
        for temporary, final in self.finals.items():
            try:
                names = sorted(os.listdir(temporary.parent))
            except OSError:
                continue
            for name in names:
                suffix = name[len(temporary.name):]
                if not name.startswith(temporary.name):
                    continue
                if not suffix:
                    mains.append((temporary.parent / name, final))
                elif self._suffixes.pattern and self._suffixes.fullmatch(suffix):
                    siblings.append((temporary.parent / name, self._sibling(temporary, suffix)))
        return siblings + mains

    def __enter__(self) -> TemporaryOutputs:
        return self

    def __exit__(self, kind, error, traceback) -> bool:
        if error is None:
            moving = None
            try:
                for written, moving in self._written():
                    _fsync(written)
                    _move_into_place(written, moving)
                    _fsync_folder(moving.parent)
                return False
            except OSError as failed:
                for written, _ in self._written():
                    _remove(written)
                if isinstance(failed, SaveError) or moving is None:
                    raise
                raise _save_error(moving, failed) from None  # names the file not moved
        final = self._final_of(error)
        for written, _ in self._written():
            _remove(written)
        if final is not None:  # _final_of: None for another file's error, or a SaveError
            saving = _save_error(final, error)
            if saving is not None:
                raise saving from None
        return False  # not a fault of these files: the exception goes on as it is

    def _final_of(self, error: BaseException) -> Path | None:
        """The final name of the file `error` names; for an error that names no file (a
        failed write of an open file) and is a full disk, the last one opened (they are
        written one after the other); else None (the error is not these files' own)."""
        named = getattr(error, "filename", None)
        if named is None:
            if not _is_disk_full(error) or isinstance(error, SaveError):
                return None
            opened = [final for temporary, final in self.finals.items() if temporary.exists()]
            return (opened or list(self.finals.values()) or [None])[-1]
        for temporary, final in self.finals.items():
            if os.fspath(named).startswith(str(temporary)):
                return final
        return None
