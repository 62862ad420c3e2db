"""Console scripts of onmt_ext (pyproject.toml [project.scripts]) beside this interpreter,
for a machine where onmt_ext is used from its source tree (PYTHONPATH) instead of being
installed: the tests start `onmt_ext_train` etc. from the interpreter's folder.

    python bench/gpu_kit/console_scripts.py [--check-imports]

Writes only the scripts that are missing (a venv with onmt_ext installed keeps its own) and
prints what it did; --check-imports then imports onmt_ext, which imports OpenNMT and its
runtime dependencies (exit 1 with the error if one fails).
"""

from __future__ import annotations

import sys
import tomllib
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def scripts() -> dict[str, str]:
    """name -> "module:function" from pyproject.toml."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    return dict(project["scripts"])


def shim(target: str) -> str:
    """The script's text. The `__main__` guard matters: OpenNMT's data loader starts its
    workers with the spawn method on a GPU, and a spawned worker runs the main script again
    under the name `__mp_main__`; without the guard it would start a second training, which
    fails in the worker's bootstrapping and leaves the first waiting on its loader."""
    module, function = target.split(":")
    return (f"#!{sys.executable}\nimport sys\n\nfrom {module} import {function}\n\n"
            f"if __name__ == \"__main__\":\n    sys.exit({function}())\n")


def main(argv=None) -> int:
    check = "--check-imports" in (sys.argv[1:] if argv is None else argv)
    folder = Path(sys.executable).parent
    for name, target in scripts().items():
        path = folder / name
        if path.exists():
            print(f"console script {path}: present")
            continue
        path.write_text(shim(target))
        path.chmod(0o755)
        print(f"console script {path}: written ({target})")
    if check:  # onmt_ext imports OpenNMT (and through it pyonmttok, spacy, ...)
        import onmt_ext

        versions = ", ".join(f"{name} {metadata.version(name)}"
                             for name in ("OpenNMT-py", "pyonmttok", "torch"))
        print(f"imports: onmt_ext from {Path(onmt_ext.__file__).parent}; {versions}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
