"""The two kinds of declared change onmt_ext makes to OpenNMT, and how each is applied and
undone exactly. Nothing here names OpenNMT: the records themselves are in
onmt_ext.seam.patches.

- `Patch`: a module or class attribute ("module:attr", "module:Class.attr") replaced by
  ours or wrapped around OpenNMT's. Undoing puts back the very object that was there (or
  deletes the class's own entry when the attribute was inherited).
- `Registration`: an entry added to one of OpenNMT's registries through its own public
  route (`register_encoder`, ...). Undoing removes exactly what was added.

Each record belongs to one part (`PARTS`): "families", what a family needs to train and
translate through OpenNMT's own commands, or "commands", what onmt_ext adds to those
commands as a product (onmt_ext.seam installs either or both).
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import sys
from collections.abc import Callable

FAMILIES = "families"
COMMANDS = "commands"
PARTS = (FAMILIES, COMMANDS)  # in the order install() applies them

def _describe(obj) -> str:
    if isinstance(obj, str):
        return obj.replace(":", ".")
    return f"{obj.__module__}.{obj.__qualname__}"


def _resolve(obj):
    """`obj`, or the object a "module:qualname" string names (imported now)."""
    if not isinstance(obj, str):
        return obj
    module_name, qualname = obj.split(":")
    found = importlib.import_module(module_name)
    for part in qualname.split("."):
        found = getattr(found, part)
    return found


def owner_of(target: str, import_module: bool):
    """The object holding the attribute of `target` and the attribute's name; None when
    the module is not imported and `import_module` is false."""
    module_name, path = target.split(":")
    module = sys.modules.get(module_name)
    if module is None:
        if not import_module:
            return None
        module = importlib.import_module(module_name)
    *parts, attr = path.split(".")
    owner = module
    for part in parts:
        owner = getattr(owner, part)
    return owner, attr


@dataclasses.dataclass(frozen=True)
class Patch:
    """One attribute of OpenNMT that onmt_ext replaces or wraps.

    target: "module:attr" or "module:Class.attr", where OpenNMT looks the name up.
    replacement: with `wraps`, a function of OpenNMT's original (for a classmethod, its
      function) that returns the wrapper; else the object put in its place, or its
      "module:qualname" (imported when the patch is applied: for an object of a module
      that itself calls install(), which the records cannot import).
    reason: why, in a sentence. breaks_if: what breaks if OpenNMT changes.
    aliases: other "module:attr" names bound to the same object by `from X import Y`; they
      are set (and reset) too where their module is imported.
    on_import: the target's module is one that install() does not import (an OpenNMT
      command module): the patch applies when the module is found imported (at install(),
      or when the import hook sees it run).
    part: FAMILIES or COMMANDS (see the module docstring); every record names its own.
    """

    target: str
    replacement: Callable | type | str
    reason: str
    breaks_if: str
    part: str = dataclasses.field(kw_only=True)
    wraps: bool = True
    aliases: tuple[str, ...] = ()
    on_import: bool = False

    @property
    def module(self) -> str:
        return self.target.split(":")[0]

    def describe(self) -> str:
        verb = "wrapped by" if self.wraps else "replaced by"
        return f"{verb} {_describe(self.replacement)}"

    def apply(self) -> AppliedPatch | None:
        """Apply the patch; None when its module is `on_import` and not imported yet."""
        found = owner_of(self.target, import_module=not self.on_import)
        if found is None:
            return None
        owner, attr = found
        original = inspect.getattr_static(owner, attr)
        own = attr in vars(owner)
        if isinstance(original, classmethod):
            new = classmethod(self.replacement(original.__func__))
        else:
            new = self.replacement(original) if self.wraps else _resolve(self.replacement)
        setattr(owner, attr, new)
        applied = AppliedPatch(self, owner, attr, original, own, new)
        applied.set_aliases(original, new)
        return applied


@dataclasses.dataclass
class AppliedPatch:
    """A patch in force: what to put back."""

    patch: Patch
    owner: object
    attr: str
    original: object  # the raw attribute (e.g. the classmethod object), as it was
    own: bool  # whether `owner` held it itself (else it was inherited)
    new: object

    def set_aliases(self, old, new) -> None:
        """Where an alias's module is imported and the alias holds `old`: `new`."""
        for alias in self.patch.aliases:
            found = owner_of(alias, import_module=False)
            if found is not None and inspect.getattr_static(*found, None) is old:
                setattr(*found, new)

    def undo(self) -> None:
        if self.own:
            setattr(self.owner, self.attr, self.original)
        else:
            delattr(self.owner, self.attr)
        self.set_aliases(self.new, self.original)

    def original_function(self):
        """OpenNMT's own function (a classmethod's underlying function)."""
        original = self.original
        return original.__func__ if isinstance(original, classmethod) else original


@dataclasses.dataclass(frozen=True)
class Registration:
    """One entry onmt_ext adds to a registry of OpenNMT (or torch) through its public
    route: `add(key, value)`; `remove(key, value)` takes exactly that entry out again.

    target: "module:registry"; key: the name looked up; value: ours. Every registration
    belongs to the FAMILIES part.
    """

    target: str
    key: str
    value: object
    reason: str
    breaks_if: str
    add: Callable
    remove: Callable
    present: Callable  # present(key, value): whether the entry is there already
    part: str = FAMILIES

    def describe(self) -> str:
        return f"adds {_describe(self.value)}"

    def apply(self) -> Registration | None:
        """Add the entry; None when it was there already (then undo leaves it)."""
        if self.present(self.key, self.value):
            return None
        self.add(self.key, self.value)
        return self

    def undo(self) -> None:
        self.remove(self.key, self.value)
