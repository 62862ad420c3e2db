"""Where the families come from: plugins, each loaded on its own.

Two routes name a family's declaration (a `Family`, onmt_ext.core.model.family):

- an entry point of the group ``onmt_ext.families`` of an installed distribution
  (pyproject.toml: ``mute = "onmt_ext.mute.family:FAMILY"``); onmt_ext's own families
  come this way;
- the environment variable ``ONMT_EXT_FAMILIES``, no packaging needed (as fairseq's
  ``--user-dir``): a comma-separated list of ``path/to/myfam.py:FAMILY`` (a single file),
  ``path/to/myfam:FAMILY`` (a package folder) or ``mypackage.myfam:FAMILY`` (an importable
  module); ``:FAMILY`` is the default and may be left out. A file or folder is imported
  under its own name with its parent folder put first on `sys.path`, so the module is the
  same in every process (OpenNMT's spawn-ed workers read the variable again).

`load_plugins()` reads both (onmt_ext's own entry points first, then the others by
distribution and name, then ``ONMT_EXT_FAMILIES`` in its order) and registers each family
with `register_family`. The entry points are read once per process; the variable at every
call (`onmt_ext.install()` and the import hook call it), so a name added since is loaded.

A plugin whose import fails, which names no `Family` or whose declaration registration
refuses is skipped: one line names it, where it comes from and the error
(`BrokenPlugin.line`, logged as a warning and kept in `broken_plugins()`), and every
command that does not use it works. A command whose options name something no family
registers (an unknown key, `encoder_type`, ...) adds those lines to its error, since the
broken plugin is the likely cause. onmt_ext's own families are not plugins: one of them
failing is an error of the installation.
"""

from __future__ import annotations

import importlib
import os
import sys
from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path

from onmt_ext.compat import logger
from onmt_ext.core.model.family import register_family

ENTRY_POINT_GROUP = "onmt_ext.families"
OWN_DISTRIBUTION = "onmt_ext"
FAMILIES_ENV = "ONMT_EXT_FAMILIES"
DEFAULT_ATTRIBUTE = "FAMILY"


@dataclass(frozen=True)
class BrokenPlugin:
    """A plugin that was skipped: where it comes from and why."""

    source: str  # "entry point tiny = pkg:FAMILY (dist)" or "ONMT_EXT_FAMILIES x.py:FAMILY"
    error: str  # "ModuleNotFoundError: No module named 'x'"

    @property
    def line(self) -> str:
        return f"onmt_ext: family plugin {self.source} skipped: {self.error}"


_broken: dict[str, BrokenPlugin] = {}
_entry_points_read = False
_specs_read: set[str] = set()


def broken_plugins() -> list[BrokenPlugin]:
    """The plugins skipped in this process, in the order they were tried."""
    return list(_broken.values())


def broken_lines() -> str:
    """The skipped plugins' lines joined for an error message ("" when none)."""
    return "; ".join(plugin.line for plugin in _broken.values())


def _distribution(entry_point) -> str:
    dist = getattr(entry_point, "dist", None)
    return dist.metadata["Name"] if dist is not None else ""


def plugin_specs(value: str | None) -> list[str]:
    """The entries of an ``ONMT_EXT_FAMILIES`` value (comma-separated, blanks ignored)."""
    return [item.strip() for item in (value or "").split(",") if item.strip()]


def _split(spec: str) -> tuple[str, str]:
    """(module or path, attribute) of a spec; the attribute defaults to FAMILY (a Windows
    drive's colon is no attribute: what follows the last colon must be a name)."""
    target, colon, attribute = spec.rpartition(":")
    if colon and target and attribute.isidentifier():
        return target, attribute
    return spec, DEFAULT_ATTRIBUTE


def _is_path(target: str) -> bool:
    return target.endswith(".py") or "/" in target or os.sep in target or os.path.isdir(target)


def import_spec(spec: str):
    """The object an ``ONMT_EXT_FAMILIES`` entry names (its module imported). Raises
    FileNotFoundError for a missing file or folder, ImportError when another module of the
    same name is imported already, AttributeError when the module lacks the attribute."""
    target, attribute = _split(spec)
    if _is_path(target):
        path = Path(target).expanduser().resolve()
        if not path.exists():
            raise FileNotFoundError(f"{target} does not exist")
        name = path.stem if path.suffix == ".py" else path.name
        if not name.isidentifier():
            raise ImportError(f"{target}: {name!r} is no module name (a plugin file or "
                              "folder is imported under its own name)")
        folder = str(path.parent)
        if folder not in sys.path:
            sys.path.insert(0, folder)
        module = importlib.import_module(name)
        found = Path(getattr(module, "__file__", "") or "").resolve()
        if found not in (path, path / "__init__.py"):
            raise ImportError(f"{target}: the module name {name!r} is {found} already; "
                              "rename the plugin's file")
    else:
        module = importlib.import_module(target)
    try:
        return getattr(module, attribute)
    except AttributeError:
        raise AttributeError(f"module {module.__name__} has no {attribute}") from None


def _load(source: str, load) -> None:
    """Import and register one plugin; skip it with one line when either fails."""
    try:
        register_family(load())
    except Exception as error:  # any failure of someone else's code: isolate it
        broken = BrokenPlugin(source, f"{type(error).__name__}: {error}")
        _broken[source] = broken
        logger.warning(broken.line)


def _read_entry_points() -> None:
    found = sorted(entry_points(group=ENTRY_POINT_GROUP),
                   key=lambda ep: (_distribution(ep) != OWN_DISTRIBUTION, _distribution(ep),
                                   ep.name))
    if not any(_distribution(ep) == OWN_DISTRIBUTION for ep in found):
        raise RuntimeError(
            f"no {ENTRY_POINT_GROUP} entry points of {OWN_DISTRIBUTION}: its families are "
            "declared in its installed metadata; install it (`pip install -e .` in the "
            "source tree, or `make venv`)")
    for entry_point in found:
        source = f"entry point {entry_point.name} = {entry_point.value} " \
                 f"({_distribution(entry_point)})"
        if _distribution(entry_point) != OWN_DISTRIBUTION:
            _load(source, entry_point.load)
            continue
        try:
            register_family(entry_point.load())
        except ValueError as error:
            raise ValueError(f"{source}: {error}") from None


def load_plugins() -> None:
    """Register the family of every entry point (once per process) and of every
    ``ONMT_EXT_FAMILIES`` entry not read yet (see the module docstring). Raises
    RuntimeError when onmt_ext's own families are missing (a source tree used without
    installing it), ValueError when one of them is refused."""
    global _entry_points_read
    if not _entry_points_read:
        _read_entry_points()
        _entry_points_read = True
    for spec in plugin_specs(os.environ.get(FAMILIES_ENV)):
        if spec not in _specs_read:
            _specs_read.add(spec)
            _load(f"{FAMILIES_ENV} {spec}", lambda spec=spec: import_spec(spec))


__all__ = ["BrokenPlugin", "DEFAULT_ATTRIBUTE", "ENTRY_POINT_GROUP", "FAMILIES_ENV",
           "OWN_DISTRIBUTION", "broken_lines", "broken_plugins", "import_spec",
           "load_plugins", "plugin_specs"]
