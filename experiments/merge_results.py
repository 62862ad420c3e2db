"""Put runs trained elsewhere (a lent GPU: bench/gpu_kit/train_pending.py) into this
repository's results, beside the runs already there.

    python -m experiments.merge_results FILES_AT/gpu-<device>/train.tar.gz
    python -m experiments.merge_results /path/to/returned/results
    python experiments/run_table.py aggregation-table1 --report-only   # then the report

SOURCE is the kit's archive (its ``train/results`` is read) or a folder that holds
``<table>/<row>/result.json`` and the seed folders beside it (translations, val curve,
metrics), as ``results/`` does. Each run (seed) of a source result is added to
``results/<table>/<row>/result.json`` and its folder copied. A seed already there is kept
when it is the same run (same training command) and refused otherwise, naming the file and
the seed: the report pairs seeds across rows, so one seed must come from one training. A
seed whose rows would then have been trained on more than one kind of device (a CPU model,
a GPU) is refused too, naming the devices.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import sys
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path

from experiments.context import device_kind

REPO = Path(__file__).resolve().parents[1]


def check(source: Path, target: Path) -> None:
    """ValueError naming ``target/result.json`` and the seed if a seed of
    ``source/result.json`` is there already with another training command."""
    path = target / "result.json"
    if not path.is_file():
        return
    there = json.loads(path.read_text(encoding="utf-8")).get("runs", {})
    new = json.loads((source / "result.json").read_text(encoding="utf-8")).get("runs", {})
    for seed_key in sorted(set(there) & set(new)):
        if there[seed_key].get("key") != new[seed_key].get("key"):
            raise ValueError(f"{path}: {seed_key} is already a different run (training "
                             f"command {' '.join(map(str, there[seed_key].get('key', [])))}); "
                             "not replaced")


def merge_row(source: Path, target: Path) -> list[str]:
    """Merge the runs of ``source/result.json`` into ``target/result.json``; the seed keys
    added. `merge` has checked every row (`check`, `check_devices`) before any is merged."""
    incoming = json.loads((source / "result.json").read_text(encoding="utf-8"))
    path = target / "result.json"
    data = (json.loads(path.read_text(encoding="utf-8")) if path.is_file()
            else {"row": incoming["row"]})
    runs = data.setdefault("runs", {})
    added = []
    for seed_key, run in incoming.get("runs", {}).items():
        if seed_key in runs:
            continue
        runs[seed_key] = run
        added.append(seed_key)
        if (source / seed_key).is_dir():
            shutil.copytree(source / seed_key, target / seed_key, dirs_exist_ok=True)
    if added:
        target.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return added


def check_devices(source: Path, results: Path) -> None:
    """ValueError naming the table, the seed and the devices if the merge would leave one
    seed of a table trained on more than one kind of device (in `results` or `source`)."""
    for table in sorted({p.parent.parent for p in source.glob("*/*/result.json")}):
        kinds: dict[str, dict[str, str]] = {}  # seed key -> {device kind: a row with it}
        for folder in (results / table.name, table):
            for path in sorted(folder.glob("*/result.json")):
                for seed_key, run in json.loads(path.read_text("utf-8")).get("runs", {}).items():
                    for device in run.get("train_device") or []:
                        kinds.setdefault(seed_key, {}).setdefault(device_kind(device),
                                                                  path.parent.name)
        incoming = {k for p in table.glob("*/result.json")
                    for k in json.loads(p.read_text("utf-8")).get("runs", {})}
        for seed_key in sorted(incoming):
            if len(kinds.get(seed_key, {})) > 1:
                found = "; ".join(f"{kind} (e.g. {row})" for kind, row in kinds[seed_key].items())
                raise ValueError(f"{table.name}: {seed_key} would mix devices: {found}; a "
                                 "seed's rows must be trained on one kind of device")


def merge(source: Path, results: Path) -> dict[str, list[str]]:
    """Every ``<table>/<row>`` of `source` into `results`: {"table/row": seeds added}. All
    rows are checked before anything is written."""
    rows = sorted(p.parent for p in source.glob("*/*/result.json"))
    if not rows:
        raise ValueError(f"{source}: no <table>/<row>/result.json")
    for row in rows:  # refuse before writing anything
        check(row, results / row.relative_to(source))
    check_devices(source, results)
    return {str(row.relative_to(source)): merge_row(row, results / row.relative_to(source))
            for row in rows}


@contextlib.contextmanager
def opened(source: Path) -> Iterator[Path]:
    """`source` as a folder: a ``.tar.gz`` from the GPU kit (bench/gpu_kit/run.sh packs
    ``train/``) is unpacked into a temporary folder, whose ``train/results`` is yielded."""
    if not source.name.endswith(".tar.gz"):
        yield source
        return
    with tempfile.TemporaryDirectory() as folder, tarfile.open(source) as archive:
        archive.extractall(folder, filter="data")  # refuses absolute paths and links out
        unpacked = Path(folder) / "train" / "results"
        if not unpacked.is_dir():
            raise ValueError(f"{source}: no train/results in the archive (nothing finished "
                             "on the device: see its train/summary.json)")
        yield unpacked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("--results", type=Path, default=REPO / "results")
    args = parser.parse_args(argv)
    try:
        with opened(args.source) as source:
            added = merge(source, args.results)
    except (ValueError, tarfile.TarError) as error:
        print(f"merge_results: {error}", file=sys.stderr)
        return 2
    for row, seeds in added.items():
        print(f"{row}: {', '.join(seeds) if seeds else 'nothing new'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
