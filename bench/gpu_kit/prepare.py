"""Prepare, on this CPU machine, what a GPU machine without a package registry needs to run
bench/gpu_kit/run.sh: cp312 manylinux wheels of OpenNMT-py 3.5.1 and of each of its runtime
imports that the GPU image lacks, stand-in modules for imports that are never used, and the
commit. Everything goes into an ignored folder (default `.gpukit/`, <= 60 MiB), which the
device tool carries beside the working tree (onmt_ext itself travels as source).

    .venv/bin/python bench/gpu_kit/prepare.py            # download, write, print the size
    .venv/bin/python bench/gpu_kit/prepare.py --dry-run  # only list what it would do

Which packages: OpenNMT-py 3.5.1 declares torch<2.3, configargparse, ctranslate2, tensorboard,
flask, waitress, pyonmttok, pyyaml, sacrebleu, rapidfuzz, pyahocorasick, fasttext-wheel,
spacy and six. Importing onmt_ext and OpenNMT's train/translate/build_vocab modules needs all
but ctranslate2, flask and waitress (checked by blocking each import; `import onmt` loads
every transform module, hence spacy, ahocorasick, rapidfuzz, fasttext). The GPU image
(python 3.12, torch 2.11.0+cu130; /work/.library/device/KINDS.md) already has tensorboard,
pyyaml, sacrebleu, six, numpy, scipy, matplotlib, pytest and pytest-xdist.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
KIT = REPO / ".gpukit"
LIMIT_MIB = 60
PYTHON_VERSION = "3.12"  # the GPU image's python3 (3.12.3)
PLATFORMS = ("manylinux_2_28_x86_64", "manylinux_2_27_x86_64", "manylinux_2_17_x86_64",
             "manylinux2014_x86_64", "manylinux1_x86_64")

# (distribution, version, why it travels); the versions are the ones this project's CPU
# environment was tested with.
WHEELS = (
    ("OpenNMT-py", "3.5.1", "the toolkit itself (installed without its torch<2.3 pin)"),
    ("configargparse", "1.9.0", "onmt.opts / onmt.utils.parse: every option parser"),
    ("pyonmttok", "1.38.1", "onmt.inputters: vocabularies and tokenisation"),
    ("rapidfuzz", "3.14.6", "onmt.transforms.fuzzymatch, imported by `import onmt`"),
    ("pyahocorasick", "2.3.1", "onmt.transforms.inlinetags/terminology, imported by "
                               "`import onmt`"),
    ("fasttext-wheel", "0.9.2", "onmt.transforms.clean, imported by `import onmt`"),
)

# Imported but never used by onmt_ext: an empty module instead of the package.
STANDINS = {
    "spacy": (
        "imported at module level only by onmt/transforms/terminology.py, which `import onmt` "
        "loads with every transform; it calls spacy.load only when the `terminology` "
        "transform warms up, which no recipe and no test uses (and then this stand-in raises "
        "ImportError with this reason). The real spacy (35 MB plus thinc and blis) does not "
        "fit the carry.",
        '"""Stand-in for spacy (bench/gpu_kit/prepare.py): OpenNMT imports it only for its\n'
        '`terminology` transform, which onmt_ext never uses."""\n\n'
        "__version__ = \"0.0.0+onmt-ext-standin\"\n\n\n"
        "def load(*args, **kwargs):\n"
        "    raise ImportError(\"spacy is a stand-in on this machine \"\n"
        "                      \"(bench/gpu_kit/prepare.py): the terminology transform \"\n"
        "                      \"is not available\")\n",
    ),
}

# Declared by OpenNMT-py but neither carried nor stood in for: never imported on our paths.
LEFT_OUT = {
    "ctranslate2": "imported inside functions only (CTranslate2 model loading, the translation "
                   "server) or in try/except (onmt/utils/loss.py)",
    "flask": "imported only by onmt/bin/server.py (the REST server)",
    "waitress": "imported only by onmt/bin/server.py (the REST server)",
    "torch": "the GPU image's own CUDA build (2.11.0+cu130)",
}
IN_IMAGE = ("tensorboard", "pyyaml", "sacrebleu", "six", "numpy", "scipy", "matplotlib",
            "pytest", "pytest-xdist")


def wheel_prefix(name: str, version: str) -> str:
    """The file-name prefix of a wheel (PEP 427 escapes '-' in the name as '_')."""
    return f"{name.replace('-', '_').lower()}-{version}-"


def pip_command(dest: Path) -> list[str]:
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--python-version", PYTHON_VERSION, "--implementation", "cp"]
    for platform in PLATFORMS:
        cmd += ["--platform", platform]
    return cmd + ["-d", str(dest), *[f"{n}=={v}" for n, v, _ in WHEELS]]


def commit() -> dict:
    def git(*args: str) -> str:
        proc = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True)
        return proc.stdout.strip() if proc.returncode == 0 else ""

    return {"commit": git("rev-parse", "HEAD"), "branch": git("rev-parse", "--abbrev-ref",
                                                               "HEAD"),
            "dirty": bool(git("status", "--porcelain", "--untracked-files=no"))}


def plan(kit: Path = KIT) -> list[str]:
    """What prepare does, one line each (the --dry-run listing)."""
    lines = [f"wheel {n}=={v} (for CPython {PYTHON_VERSION}, manylinux x86-64): {why}"
             for n, v, why in WHEELS]
    lines += [f"stand-in {name}: {why}" for name, (why, _) in STANDINS.items()]
    lines += [f"left out {name}: {why}" for name, why in LEFT_OUT.items()]
    lines += [f"in the GPU image already: {', '.join(IN_IMAGE)}",
              "onmt_ext: travels as source with the working tree (on PYTHONPATH there)",
              "pip: " + " ".join(pip_command(kit / "wheels")[1:])]
    return lines


def write_standins(kit: Path) -> None:
    for name, (_, source) in STANDINS.items():
        package = kit / "standins" / name
        package.mkdir(parents=True, exist_ok=True)
        (package / "__init__.py").write_text(source)


def remove_stale_wheels(wheels: Path) -> None:
    """Keep one version of each wheel: two versions of one package stop `pip install`."""
    prefixes = [wheel_prefix(n, v) for n, v, _ in WHEELS]
    for path in wheels.glob("*.whl"):
        if not any(path.name.lower().startswith(p) for p in prefixes):
            path.unlink()


def size_mib(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 2**20


def prepare(kit: Path) -> float:
    wheels = kit / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    remove_stale_wheels(wheels)
    subprocess.run(pip_command(wheels), check=True)
    missing = [n for n, v, _ in WHEELS
               if not any(p.name.lower().startswith(wheel_prefix(n, v))
                          for p in wheels.glob("*.whl"))]
    if missing:
        raise SystemExit(f"prepare: no wheel downloaded for {', '.join(missing)}")
    if (kit / "standins").exists():
        shutil.rmtree(kit / "standins")
    write_standins(kit)
    manifest = {
        **commit(),
        "python": PYTHON_VERSION,
        "wheels": sorted(p.name for p in wheels.glob("*.whl")),
        "standins": {name: why for name, (why, _) in STANDINS.items()},
        "left_out": LEFT_OUT,
    }
    (kit / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    total = size_mib(kit)
    if total > LIMIT_MIB:
        raise SystemExit(f"prepare: {kit} is {total:.1f} MiB, over the {LIMIT_MIB} MiB budget")
    return total


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dry-run", action="store_true",
                        help="list the wheels, stand-ins and pip command; download nothing")
    parser.add_argument("--kit", default=str(KIT), help="output folder (default .gpukit)")
    args = parser.parse_args(argv)
    if args.dry_run:
        print("\n".join(plan(Path(args.kit))))
        return 0
    kit = Path(args.kit)
    total = prepare(kit)
    for path in sorted(p for p in kit.rglob("*") if p.is_file()):
        print(f"{path.stat().st_size / 2**20:8.2f} MiB  {path.relative_to(kit)}")
    print(f"prepare: {kit} holds {total:.1f} MiB (limit {LIMIT_MIB} MiB); carry it with "
          f"the device tool: carry [\"{kit.name}\"]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
