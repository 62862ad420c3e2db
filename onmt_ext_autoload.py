"""Load onmt_ext whenever OpenNMT-py is imported, so that OpenNMT's own commands
(`onmt_train`, `onmt_translate`, `onmt_build_vocab`, ...) run the extension.

`onmt_ext_autoload.pth` (installed into site-packages next to this module) calls
`install()` at interpreter start-up. That only puts a small finder on `sys.meta_path`: no
torch and no OpenNMT are imported until something imports `onmt` (check with
`python -X importtime -c pass`). On that first import the finder

1. lets the other finders find OpenNMT's package as usual;
2. wraps that one loader's `exec_module` (it acts once per process, when OpenNMT really
   runs: a mere `importlib.util.find_spec` changes nothing). Before OpenNMT's `__init__`
   runs, the warning filters of onmt_ext are put in force (OpenNMT's import-time
   FutureWarnings come from there); after it has finished, `onmt_ext.install()` applies
   the extension (onmt_ext.seam: every change it makes is a declared record, listed by
   `python -m onmt_ext --patches`).

A few records patch an OpenNMT module that OpenNMT's own commands import later and that
onmt_ext does not import itself (`onmt.bin.average_models`, see the records): after
installing, the finder stays on `sys.meta_path` for those module names only, applies their
records once their code has run (`onmt_ext.seam.module_imported`), and leaves when none is
left. This is the only import hook of onmt_ext.

The finder itself imports nothing of OpenNMT or onmt_ext, and OpenNMT's module runs once.
When onmt_ext's own modules import OpenNMT (a program that imports `onmt_ext.compat`, or
`onmt_ext.install()` itself), the hook installs nothing: those modules are half-imported
at that moment, and a program that imports onmt_ext calls `onmt_ext.install()` itself (the
`onmt_ext_*` commands do). Every `spawn`-ed worker (OpenNMT's multi-GPU training) starts a
fresh interpreter, which reads the .pth file again.

Opt-out: `ONMT_EXT_AUTOLOAD=0` (or false/no/off) gives plain OpenNMT back.
`ONMT_EXT_AUTOLOAD=families` installs the registration part of the seam alone
(`onmt_ext.install(parts=("families",))`): the families train and translate through
OpenNMT's own commands, which otherwise behave as plain OpenNMT's (no strict parsing, no
checks before a command starts, no one-line errors, no temporary output files, ...). Any
other value, or none, installs both parts. With an OpenNMT other than the supported
version the hook warns once and does nothing.

This module lives outside the `onmt_ext` package on purpose: a .pth line runs at every
interpreter start-up, and importing a package runs its `__init__`. It imports onmt_ext
(`onmt_ext.warnings_filter`, `onmt_ext.install()`) only inside the hook, when OpenNMT is
being imported; nothing in onmt_ext imports this module.
"""

from __future__ import annotations

import os
import sys

ENV_VAR = "ONMT_EXT_AUTOLOAD"
SUPPORTED_OPENNMT = "3.5.1"
_OFF = ("0", "false", "no", "off")
_FAMILIES_ONLY = "families"  # the value that installs the registration part alone
_PACKAGE = "onmt"


def _setting() -> str:
    return os.environ.get(ENV_VAR, "1").strip().lower()


def enabled() -> bool:
    """False when the environment variable ONMT_EXT_AUTOLOAD switches the hook off."""
    return _setting() not in _OFF


def parts() -> tuple[str, ...]:
    """The parts of the seam (onmt_ext.seam) the hook installs: ("families",) when
    ONMT_EXT_AUTOLOAD is `families`, else both."""
    if _setting() == _FAMILIES_ONLY:
        return ("families",)
    return ("families", "commands")


class AutoloadError(ImportError):
    """onmt_ext could not be loaded when OpenNMT was imported."""


def _failure(error: BaseException) -> AutoloadError:
    return AutoloadError(
        f"onmt_ext (loaded automatically when OpenNMT is imported) failed: "
        f"{type(error).__name__}: {error}. Set {ENV_VAR}=0 to run OpenNMT without onmt_ext."
    )


def _warn_version(version: str | None) -> None:
    import warnings

    warnings.warn(
        f"onmt_ext supports OpenNMT-py {SUPPORTED_OPENNMT} only, found {version}: OpenNMT runs "
        f"without onmt_ext (set {ENV_VAR}=0 to silence this warning)",
        RuntimeWarning,
        stacklevel=2,
    )


def _installed_opennmt_version() -> str | None:
    """OpenNMT-py's version from its distribution metadata, None without metadata (e.g. a
    source checkout on PYTHONPATH: then the module's `__version__` decides, after it ran)."""
    from importlib import metadata

    try:
        return metadata.version("OpenNMT-py")
    except metadata.PackageNotFoundError:
        return None


def _onmt_ext_importing() -> bool:
    """Whether a module of onmt_ext is being imported right now (its code is running, and
    it is what imports OpenNMT). importlib marks a module whose code runs with
    `__spec__._initializing` (private to importlib, which has no public accessor for it)."""
    return any(
        getattr(getattr(module, "__spec__", None), "_initializing", False)
        for name, module in list(sys.modules.items())
        if name == "onmt_ext" or name.startswith("onmt_ext.")
    )


def _load_extension(finder: OnmtFinder) -> None:
    """After OpenNMT's package has run: `onmt_ext.install()` of the parts asked for
    (`parts()`), then watch the modules whose records wait for their import."""
    if _onmt_ext_importing():  # it calls onmt_ext.install() itself once it can
        return
    try:
        import onmt_ext

        onmt_ext.install(parts())
        from onmt_ext import seam

        finder.watch(seam.pending_modules())
    except Exception as error:
        raise _failure(error) from error


def _exec_then_load(finder: OnmtFinder, loader, original_exec):
    """`loader.exec_module` for a watched module: OpenNMT's package (filters, OpenNMT's
    module, onmt_ext.install()) or a module with pending records (its code, then them)."""

    def exec_module(module):
        del loader.exec_module  # back to the loader's own method (also if OpenNMT fails)
        finder.forget(module.__name__)
        if module.__name__ != _PACKAGE:
            original_exec(module)
            try:
                from onmt_ext import seam

                seam.module_imported(module)
            except Exception as error:
                raise _failure(error) from error
            return
        version = _installed_opennmt_version()
        if version not in (None, SUPPORTED_OPENNMT):
            _warn_version(version)
            return original_exec(module)
        try:
            from onmt_ext.warnings_filter import filter_opennmt_warnings
        except Exception as error:
            raise _failure(error) from error
        filter_opennmt_warnings()
        original_exec(module)  # OpenNMT's __init__ runs here, once
        version = getattr(module, "__version__", None)
        if version != SUPPORTED_OPENNMT:
            _warn_version(version)
            return
        _load_extension(finder)

    return exec_module


class OnmtFinder:
    """A `sys.meta_path` finder for the package `onmt`, then for the modules whose records
    wait for their import (see the module docstring). It finds nothing itself: it asks the
    other finders and wraps the loader they give."""

    def __init__(self):
        self._searching = False  # while it asks the other finders (which include itself)
        self.watched = {_PACKAGE}

    def watch(self, names) -> None:
        """Also act on these module names (back on `sys.meta_path` if it had left)."""
        self.watched.update(names)
        if self.watched and self not in sys.meta_path:
            sys.meta_path.insert(0, self)

    def forget(self, name: str) -> None:
        """Stop acting on `name`; off `sys.meta_path` when nothing is left to watch."""
        self.watched.discard(name)
        if not self.watched:
            sys.meta_path[:] = [f for f in sys.meta_path if f is not self]

    def find_spec(self, name, path=None, target=None):
        if name not in self.watched or self._searching or not enabled():
            return None
        try:
            from importlib.util import find_spec

            self._searching = True
            try:
                spec = find_spec(name)
            finally:
                self._searching = False
            if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
                return spec
            # an instance attribute on this one loader, removed when it runs
            spec.loader.exec_module = _exec_then_load(self, spec.loader, spec.loader.exec_module)
            return spec
        except Exception as error:
            raise _failure(error) from error


def install() -> None:
    """Put the finder on `sys.meta_path` unless `onmt` is already imported or the hook is
    already there (called from the .pth file at start-up)."""
    if _PACKAGE in sys.modules or any(isinstance(f, OnmtFinder) for f in sys.meta_path):
        return
    sys.meta_path.insert(0, OnmtFinder())


def uninstall() -> None:
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, OnmtFinder)]
