"""The module import graph of onmt_ext, with the top-level modules beside it
(onmt_ext_autoload, setup), and of bench/: acyclic, layered, and only the OpenNMT seam
(onmt_ext.compat, onmt_ext.seam) imports `onmt`, and in bench/ only its own adapter
(bench/onmt_calls.py).

Layers, lowest first: compat and warnings_filter; core (and onmt_ext.plugin, the names a
family imports from core and compat, in one place); the families (mute, aggregate,
dense, mimo, none importing another); registry and preflight; the seam (onmt_ext.seam: the
records and their application); the package itself, cli, train_worker, serving, __main__
and recipe_overlay; the top-level modules. A module imports only from its own layer or
below. Imports inside functions count. The implicit import of a parent package is not an
edge. Inside core, lowest first: errors (and core's own __init__); files (reading and
writing files safely); model (the building blocks of models and training); checks (run
before any work); tools; each imports only from its own sub-package or below.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "onmt_ext"
TOP_LEVEL = ("onmt_ext_autoload.py", "setup.py")
FAMILIES = ("mute", "aggregate", "dense", "mimo")


def _module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules(root: Path) -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(root.rglob("*.py"))}


def _imports(path: Path, known: set[str]) -> set[str]:
    """Modules `path` imports: `import a.b` gives a.b; `from a import b` gives a.b when it
    is a module, else a."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if sub in known else node.module)
    return found


PACKAGE_MODULES = {**_modules(PACKAGE),
                   **{_module_name(REPO / name): REPO / name for name in TOP_LEVEL}}
SEAM = {"onmt_ext.compat"} | {m for m in PACKAGE_MODULES if m.startswith("onmt_ext.seam")}
GRAPH = {
    name: {m for m in _imports(path, set(PACKAGE_MODULES)) if m in PACKAGE_MODULES}
    for name, path in PACKAGE_MODULES.items()
}


def _layer(module: str) -> int:
    parts = module.split(".")
    if parts[0] != "onmt_ext":
        return 6  # the top-level modules
    if module in ("onmt_ext.compat", "onmt_ext.warnings_filter"):
        return 0
    if parts[1:2] == ["core"] or module == "onmt_ext.plugin":
        return 1
    if parts[1:2] and parts[1] in FAMILIES:
        return 2
    if module in ("onmt_ext.registry", "onmt_ext.preflight"):
        return 3
    if parts[1:2] == ["seam"]:
        return 4
    return 5  # onmt_ext, cli, train_worker, serving, __main__, recipe_overlay


def _relative_imports(paths) -> list[str]:
    return [f"{path.relative_to(REPO)}:{node.lineno}: from {'.' * node.level}{node.module or ''}"
            for path in paths for node in ast.walk(ast.parse(path.read_text(), str(path)))
            if isinstance(node, ast.ImportFrom) and node.level]


def test_no_module_uses_a_relative_import():
    """`_imports` reads absolute imports only (a relative one would be no edge, and a cycle
    or an upward import through it would pass unseen): no module of onmt_ext, the top-level
    modules or bench/ may use one. Each offender is named by file and line."""
    paths = [*PACKAGE_MODULES.values(), *_modules(REPO / "bench").values()]
    offenders = _relative_imports(paths)
    assert not offenders, "relative imports (write them absolute):\n" + "\n".join(offenders)


def test_the_graph_sees_the_package_and_the_top_level_modules():
    assert {"onmt_ext.compat", "onmt_ext.mute.encoder", "onmt_ext.registry",
            "onmt_ext.seam.patches", "onmt_ext_autoload", "setup"} <= set(GRAPH)
    assert "onmt_ext.compat" in GRAPH["onmt_ext.mute.encoder"]
    assert {"onmt_ext", "onmt_ext.warnings_filter"} <= GRAPH["onmt_ext_autoload"]


def test_nothing_in_the_package_imports_the_top_level_modules():
    offenders = [f"{module} imports {target}" for module, targets in sorted(GRAPH.items())
                 if module.startswith("onmt_ext.") or module == "onmt_ext"
                 for target in sorted(targets) if not target.startswith("onmt_ext")]
    assert not offenders, "\n".join(offenders)


def test_no_import_cycle():
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(GRAPH[module]):
            if state.get(target) == 1:
                cycle = path[path.index(target):] + [target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(GRAPH):
        if module not in state:
            visit(module, [module])


def test_imports_do_not_run_up_the_layers():
    upward = [
        f"{module} (layer {_layer(module)}) imports {target} (layer {_layer(target)})"
        for module, targets in sorted(GRAPH.items())
        for target in sorted(targets)
        if _layer(target) > _layer(module)
    ]
    assert not upward, "\n".join(upward)


CORE_PARTS = ("errors", "files", "model", "checks", "tools")


def _core_layer(module: str) -> int:
    if module == "onmt_ext.plugin":  # the names a family imports, from every part of core
        return len(CORE_PARTS)
    parts = module.split(".")
    return CORE_PARTS.index(parts[2]) if len(parts) > 2 else 0  # onmt_ext.core: lowest


def test_core_is_split_into_files_model_checks_and_tools():
    core = {m for m in GRAPH if m.split(".")[:2] == ["onmt_ext", "core"]}
    assert {m.split(".")[2] for m in core if len(m.split(".")) > 2} == set(CORE_PARTS)
    assert all(len(m.split(".")) <= 4 for m in core)  # one level of sub-packages
    loose = [m for m in core if len(m.split(".")) == 3 and m != "onmt_ext.core.errors"
             and m.split(".")[2] not in CORE_PARTS]
    assert not loose, f"core modules outside files/, model/, checks/, tools/: {loose}"


def test_core_imports_run_errors_model_checks_tools():
    upward = [
        f"{module} imports {target}"
        for module, targets in sorted(GRAPH.items()) if _layer(module) == 1
        for target in sorted(targets)
        if _layer(target) == 1 and _core_layer(target) > _core_layer(module)
    ]
    assert not upward, "\n".join(upward)


def test_families_do_not_import_each_other():
    crossing = [
        f"{module} imports {target}"
        for module, targets in sorted(GRAPH.items())
        for target in sorted(targets)
        if _layer(module) == _layer(target) == 2 and module.split(".")[1] != target.split(".")[1]
    ]
    assert not crossing, "\n".join(crossing)


# bench/'s own OpenNMT adapter: the calls only the benchmark (and tests) make.
BENCH_ADAPTER = "bench.onmt_calls"


@pytest.mark.parametrize("root", ["onmt_ext", "bench"])
def test_only_the_seam_imports_onmt(root):
    modules = _modules(REPO / root)
    assert root != "bench" or BENCH_ADAPTER in modules
    offenders = [
        f"{name} imports {target}"
        for name, path in modules.items()
        if name not in SEAM | {BENCH_ADAPTER}
        for target in sorted(_imports(path, set(modules)))
        if target == "onmt" or target.startswith("onmt.")
    ]
    assert not offenders, "\n".join(offenders)


def test_compat_all_lists_every_public_name():
    tree = ast.parse((PACKAGE / "compat.py").read_text())
    defined = {
        node.name for node in tree.body
        if isinstance(node, ast.FunctionDef | ast.ClassDef) and not node.name.startswith("_")
    }
    imported = {
        (alias.asname or alias.name) for node in tree.body if isinstance(node, ast.ImportFrom)
        for alias in node.names if node.module and node.module.startswith("onmt")
    }
    from onmt_ext import compat

    assert defined | imported <= set(compat.__all__)
    assert all(hasattr(compat, name) for name in compat.__all__)
