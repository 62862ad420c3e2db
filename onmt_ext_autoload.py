"""Load onmt_ext whenever OpenNMT-py is imported, so that OpenNMT's own commands
(`onmt_train`, `onmt_translate`, `onmt_build_vocab`, ...) run the extension.

`onmt_ext_autoload.pth` (installed into site-packages next to this module) calls
`install()` at interpreter start-up. That only puts a small finder on `sys.meta_path`: no
torch and no OpenNMT are imported until something imports `onmt` (check with
`python -X importtime -c pass`). On that first import the finder

1. lets the other finders find OpenNMT's package as usual;
2. wraps that one loader's `exec_module`, which takes the finder off `sys.meta_path` (it
   acts once per process, when OpenNMT really runs: a mere `importlib.util.find_spec`
   changes nothing). Before OpenNMT's `__init__` runs, the warning filters of onmt_ext are
   put in force (OpenNMT's import-time FutureWarnings come from there); after it has
   finished, `onmt_ext` is imported, which registers the extension.

The finder itself imports nothing of OpenNMT or onmt_ext, and OpenNMT's module runs once.
A process that imports onmt_ext first (which imports onmt) is left alone: onmt_ext's own
import installs the extension. Every `spawn`-ed worker (OpenNMT's multi-GPU training)
starts a fresh interpreter, which reads the .pth file again.

Opt-out: `ONMT_EXT_AUTOLOAD=0` (or false/no/off) gives plain OpenNMT back. With an OpenNMT
other than the supported version the hook warns once and does nothing.

This module lives outside the `onmt_ext` package on purpose: `onmt_ext/__init__.py`
imports torch and OpenNMT, which start-up must not do.
"""

from __future__ import annotations

import os
import sys

ENV_VAR = "ONMT_EXT_AUTOLOAD"
SUPPORTED_OPENNMT = "3.5.1"
_OFF = ("0", "false", "no", "off")
_PACKAGE = "onmt"


def enabled() -> bool:
    """False when the environment variable ONMT_EXT_AUTOLOAD switches the hook off."""
    return os.environ.get(ENV_VAR, "1").strip().lower() not in _OFF


def filter_opennmt_warnings() -> None:
    """OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
    FutureWarnings are OpenNMT's business, not our users'. (onmt_ext/__init__.py calls this
    too, for a process that imports onmt_ext itself.)"""
    import warnings

    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.cuda\.amp.*")
    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.amp\.custom_")


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


def _exec_then_load(loader, original_exec):
    """`loader.exec_module` for OpenNMT's package: filters, OpenNMT's module, onmt_ext."""

    def exec_module(module):
        del loader.exec_module  # back to the loader's own method (also if OpenNMT fails)
        uninstall()
        version = _installed_opennmt_version()
        if version not in (None, SUPPORTED_OPENNMT):
            _warn_version(version)
            return original_exec(module)
        filter_opennmt_warnings()
        original_exec(module)  # OpenNMT's __init__ runs here, once
        version = getattr(module, "__version__", None)
        if version != SUPPORTED_OPENNMT:
            _warn_version(version)
            return
        if "onmt_ext" in sys.modules:  # onmt_ext is importing onmt: it installs itself
            return
        try:
            import onmt_ext  # noqa: F401  (registers the extension with OpenNMT)
        except Exception as error:
            raise _failure(error) from error

    return exec_module


class OnmtFinder:
    """A `sys.meta_path` finder for the package `onmt` (see the module docstring). It finds
    nothing itself: it asks the other finders and wraps the loader they give."""

    def __init__(self):
        self._searching = False  # while it asks the other finders (which include itself)

    def find_spec(self, name, path=None, target=None):
        if name != _PACKAGE or self._searching or not enabled():
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
            spec.loader.exec_module = _exec_then_load(spec.loader, spec.loader.exec_module)
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
