"""The machine a kit run ran on: writes env.json and prints the device slug.

    python bench/gpu_kit/env_info.py --out env.json [--mode gpu|smoke]

env.json: the GPU name(s) and count, driver (nvidia-smi), torch, CUDA, cuDNN and NCCL
versions, python, OpenNMT-py's version, and the commit (git, or the one bench/gpu_kit/
prepare.py recorded in .gpukit/manifest.json when the tree travelled without .git).
The slug names the output folder gpu-<slug>: "nvidia-h200" for one "NVIDIA H200",
"nvidia-h100-80gb-hbm3-x2" for two, "cpu-smoke" without a GPU.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def slug(name: str, count: int) -> str:
    """A folder-safe lower-case name: letters, digits and '-' only."""
    base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "unknown"
    return base if count <= 1 else f"{base}-x{count}"


def _run(*cmd: str) -> str:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return proc.stdout.strip() if proc.returncode == 0 else ""


def commit() -> dict:
    head = _run("git", "-C", str(REPO), "rev-parse", "HEAD")
    if head:
        dirty = bool(_run("git", "-C", str(REPO), "status", "--porcelain",
                          "--untracked-files=no"))
        return {"commit": head, "dirty": dirty, "commit_source": "git"}
    manifest = REPO / ".gpukit" / "manifest.json"
    if manifest.is_file():
        recorded = json.loads(manifest.read_text())
        return {"commit": recorded.get("commit", ""), "dirty": recorded.get("dirty"),
                "commit_source": "recorded by prepare.py (no .git on this machine)"}
    return {"commit": "", "commit_source": "unknown (no .git, no .gpukit/manifest.json)"}


def version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return ""


def _nccl(torch) -> str:
    found = torch.cuda.nccl.version()  # a tuple in recent torch, an int in older ones
    return ".".join(map(str, found)) if isinstance(found, tuple) else str(found)


def _optional(read, *args):
    """A value that only informs: None (and the error) rather than no env.json at all."""
    try:
        return read(*args)
    except Exception as error:
        return f"unavailable: {error}"


def environment(mode: str) -> dict:
    import torch

    count = torch.cuda.device_count() if torch.cuda.is_available() else 0
    names = [torch.cuda.get_device_name(i) for i in range(count)]
    driver = _run("nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader")
    info = {
        "mode": mode,
        "gpu_count": count,
        "gpus": names,
        "driver": driver.splitlines()[0] if driver else None,
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "cudnn": _optional(torch.backends.cudnn.version) if count else None,
        "nccl": _optional(_nccl, torch) if count else None,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "opennmt_py": version("OpenNMT-py"),
        **commit(),
    }
    if count:
        props = torch.cuda.get_device_properties(0)
        info["gpu_memory_gib"] = round(props.total_memory / 2**30, 1)
        info["capability"] = f"{props.major}.{props.minor}"
    info["slug"] = slug(names[0], count) if count else "cpu-smoke"
    return info


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, help="env.json to write")
    parser.add_argument("--mode", default="gpu", help="gpu or smoke (recorded)")
    args = parser.parse_args(argv)
    info = environment(args.mode)
    Path(args.out).write_text(json.dumps(info, indent=1) + "\n")
    print(info["slug"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
