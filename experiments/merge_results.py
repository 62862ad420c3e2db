"""Put runs trained elsewhere (a lent GPU: bench/gpu_kit/train_pending.py) into this
repository's results, beside the runs already there.

    python -m experiments.merge_results /path/to/returned/results
    python experiments/run_table.py aggregation-table1 --report-only   # then the report

SOURCE holds ``<table>/<row>/result.json`` and the seed folders beside it (translations,
val curve, metrics), as ``results/`` does. Each run (seed) of a source result is added to
``results/<table>/<row>/result.json`` and its folder copied. A seed already there is kept
when it is the same run (same training command) and refused otherwise, naming the file and
the seed: the report pairs seeds across rows, so one seed must come from one training.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

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
    added (`check` first)."""
    check(source, target)
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


def merge(source: Path, results: Path) -> dict[str, list[str]]:
    """Every ``<table>/<row>`` of `source` into `results`: {"table/row": seeds added}. All
    rows are checked before anything is written."""
    rows = sorted(p.parent for p in source.glob("*/*/result.json"))
    if not rows:
        raise ValueError(f"{source}: no <table>/<row>/result.json")
    for row in rows:  # refuse before writing anything
        check(row, results / row.relative_to(source))
    return {str(row.relative_to(source)): merge_row(row, results / row.relative_to(source))
            for row in rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("--results", type=Path, default=REPO / "results")
    args = parser.parse_args(argv)
    try:
        added = merge(args.source, args.results)
    except ValueError as error:
        print(f"merge_results: {error}", file=sys.stderr)
        return 2
    for row, seeds in added.items():
        print(f"{row}: {', '.join(seeds) if seeds else 'nothing new'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
