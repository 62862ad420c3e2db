"""OpenNMT's private names: used only through the adapters, each with its reason.

OpenNMT's private names are found by reading the installed `onmt` package with `ast`: the
names of its functions, methods and classes, and of the attributes and module or class
variables it assigns, that start with one underscore. Then, over every module of onmt_ext:

(a) outside compat.py, no `x._name` where `_name` is one of OpenNMT's private names,
    unless the module defines `_name` itself (a def, a class, a variable or a `self._name`
    attribute of its own) and `_name` is not in compat.PRIVATE_OPENNMT or
    compat.OVERRIDDEN_OPENNMT (a name onmt_ext uses as OpenNMT's is OpenNMT's in every
    module). One exception, chosen so that an override reads as one: `super()._name(...)`
    inside `def _name`, for a `_name` of OVERRIDDEN_OPENNMT (the override extending
    OpenNMT's method);
(b) every name in compat.PRIVATE_OPENNMT is used in compat.py, and compat uses no other
    private name on objects that are not its own (the same for the bench's own adapter,
    bench/onmt_calls.py, and its PRIVATE_OPENNMT);
(c) every private method a class of onmt_ext defines over one of an OpenNMT base class is
    in compat.OVERRIDDEN_OPENNMT, and each name there is overridden somewhere.
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import pkgutil
import sys
from pathlib import Path

import onmt
import pytest

import onmt_ext
from onmt_ext import compat

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "onmt_ext"
ADAPTERS = ("onmt_ext/compat.py", "bench/onmt_calls.py")


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name != "_"


def defined_names(tree: ast.AST, any_object: bool = False) -> set[str]:
    """Private names a source defines: its functions, methods and classes, its module and
    class variables, and the attributes it assigns on `self` or `cls` (on any object with
    `any_object`)."""
    found = set()

    def visit(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and not in_function:
            found.add(node.id)
        elif (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
              and (any_object or isinstance(node.value, ast.Name)
                   and node.value.id in ("self", "cls"))):
            found.add(node.attr)
        inside = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef
                                           | ast.Lambda)
        for child in ast.iter_child_nodes(node):
            visit(child, inside)

    visit(tree, False)
    return {name for name in found if _private(name)}


@functools.cache
def opennmt_private_names() -> frozenset[str]:
    """The private names OpenNMT's source defines (its tests left out)."""
    names: set[str] = set()
    root = Path(onmt.__file__).parent
    for path in root.rglob("*.py"):
        if "tests" in path.relative_to(root).parts:
            continue
        # with the attributes it assigns on other objects, e.g. `opt._all_transform`
        names |= defined_names(ast.parse(path.read_text(encoding="utf-8"), str(path)),
                               any_object=True)
    return frozenset(names)


def _is_super_call(node: ast.Attribute) -> bool:
    call = node.value
    return (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            and call.func.id == "super")


def private_uses(source: str, onmt_private, declared, overridden) -> list[str]:
    """``line: x._name`` for each use in `source` of an OpenNMT private name that (a)
    does not allow outside compat (see the module docstring)."""
    tree = ast.parse(source)
    own = defined_names(tree) - set(declared) - set(overridden)
    found = []

    def visit(node: ast.AST, function: str | None) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            function = node.name
        if isinstance(node, ast.Attribute) and node.attr in onmt_private:
            override = (node.attr in overridden and node.attr == function
                        and _is_super_call(node))
            if node.attr not in own and not override:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(tree, None)
    return found


# ----------------------------------------------------------------------------- (a)
def test_opennmt_private_names_are_read_from_its_source():
    names = opennmt_private_names()
    assert {"_init_cache", "_copy", "_decay_step", "_translate", "_get_prefix",
            "_all_transform"} <= names
    assert not {"__init__", "_", "init_state"} & names


def test_no_module_outside_compat_uses_an_opennmt_private_name():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == PACKAGE / "compat.py":
            continue
        uses = private_uses(path.read_text(encoding="utf-8"), opennmt_private_names(),
                            compat.PRIVATE_OPENNMT, compat.OVERRIDDEN_OPENNMT)
        offenders += [f"{path.relative_to(REPO)}:{use}" for use in uses]
    assert not offenders, (
        "OpenNMT's private names outside onmt_ext/compat.py (call them through a small "
        "compat function, listed in PRIVATE_OPENNMT):\n" + "\n".join(offenders))


@pytest.mark.parametrize(("source", "reported"), [
    # a call on OpenNMT's decoder outside compat
    ("def start(decoder, x):\n    decoder._init_cache(x)\n", ["2: decoder._init_cache"]),
    # an OpenNMT attribute read on `self` that the module does not define
    ("class D:\n    def f(self):\n        return self._copy\n", ["3: self._copy"]),
    # defined here, but a name onmt_ext uses as OpenNMT's: still OpenNMT's
    ("class D:\n    def _init_cache(self, x):\n        self._init_cache(x)\n",
     ["3: self._init_cache"]),
    # super() outside an override of the same name
    ("class D:\n    def start(self, x):\n        super()._init_cache(x)\n",
     ["3: super()._init_cache"]),
    # allowed: the override extending OpenNMT's method
    ("class D:\n    def _init_cache(self, x):\n        super()._init_cache(x)\n", []),
    # allowed: a private attribute of the module's own that OpenNMT also happens to use
    ("class D:\n    def __init__(self):\n        self._units = 1\n\n"
     "    def f(self):\n        return self._units\n", []),
])
def test_the_scanner_reports_private_uses(source, reported):
    onmt_private = {"_init_cache", "_copy", "_units"}
    assert private_uses(source, onmt_private, {"_init_cache", "_copy"},
                        {"_init_cache"}) == reported


# ----------------------------------------------------------------------------- (b)
def _module_dict(tree: ast.Module, name: str) -> dict:
    """The literal dict assigned to `name` at the top of a module's source."""
    for node in tree.body:
        if isinstance(node, ast.Assign) and [t.id for t in node.targets
                                             if isinstance(t, ast.Name)] == [name]:
            return ast.literal_eval(node.value)
    raise AssertionError(f"no {name} in the module")


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_each_adapter_names_every_private_opennmt_name_it_uses(adapter):
    """Each `._name` an adapter reads on an object not its own is in its PRIVATE_OPENNMT,
    with its reason, and each name there is used."""
    tree = ast.parse((REPO / adapter).read_text(encoding="utf-8"))
    own = {node.name for node in ast.walk(tree)
           if isinstance(node, ast.FunctionDef | ast.ClassDef)}
    own |= {target.id for node in ast.walk(tree) if isinstance(node, ast.Assign | ast.AnnAssign)
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)}
    used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and _private(node.attr)}
    declared = _module_dict(tree, "PRIVATE_OPENNMT")
    assert used - own == set(declared)
    assert all(reason.strip() for reason in declared.values())


def test_compat_s_lists_are_the_module_s():
    tree = ast.parse((PACKAGE / "compat.py").read_text(encoding="utf-8"))
    assert _module_dict(tree, "PRIVATE_OPENNMT") == compat.PRIVATE_OPENNMT
    assert _module_dict(tree, "OVERRIDDEN_OPENNMT") == compat.OVERRIDDEN_OPENNMT
    assert all(reason.strip() for reason in compat.OVERRIDDEN_OPENNMT.values())
    assert set(compat.OVERRIDDEN_OPENNMT) <= opennmt_private_names()


# ----------------------------------------------------------------------------- (c)
def _onmt_ext_classes() -> list[type]:
    for info in pkgutil.walk_packages(onmt_ext.__path__, "onmt_ext."):
        importlib.import_module(info.name)
    classes = {}
    for name, module in list(sys.modules.items()):
        if name == "onmt_ext" or name.startswith("onmt_ext."):
            for _, cls in inspect.getmembers(module, inspect.isclass):
                if cls.__module__.startswith("onmt_ext"):
                    classes[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return [classes[key] for key in sorted(classes)]


def _is_method(raw) -> bool:
    return inspect.isfunction(raw) or isinstance(raw, classmethod | staticmethod | property)


def _from_opennmt(cls: type) -> bool:
    return cls.__module__ == "onmt" or cls.__module__.startswith("onmt.")


def overrides() -> dict[str, set[str]]:
    """Private method name -> the onmt_ext classes that define it over an OpenNMT base
    class's (in the class's MRO, onmt_ext's definition comes first)."""
    found: dict[str, set[str]] = {}
    for cls in _onmt_ext_classes():
        mro = cls.__mro__
        if not any(_from_opennmt(base) for base in mro):
            continue
        names = {name for base in mro if not _from_opennmt(base) for name in vars(base)}
        for name in filter(_private, names):
            owner = next(base for base in mro if name in vars(base))
            if _from_opennmt(owner) or not _is_method(vars(owner)[name]):
                continue
            if any(_from_opennmt(base) and name in vars(base) for base in mro):
                found.setdefault(name, set()).add(f"{cls.__module__}.{cls.__qualname__}")
    return found


def test_every_override_of_an_opennmt_private_method_is_declared():
    found = overrides()
    undeclared = {name: sorted(classes) for name, classes in found.items()
                  if name not in compat.OVERRIDDEN_OPENNMT}
    assert not undeclared, (
        f"private OpenNMT methods overridden without a reason in "
        f"compat.OVERRIDDEN_OPENNMT: {undeclared}")
    assert set(compat.OVERRIDDEN_OPENNMT) <= set(found), "declared but overridden nowhere"
