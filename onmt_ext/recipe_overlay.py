"""Overlay one recipe YAML with another: `python -m onmt_ext.recipe_overlay BASE OVERLAY`.

OpenNMT's `-config` reads a single file (a second `-config` replaces the first), so a
recipe's paper-scale variant is written out as one file: every top-level key of OVERLAY
replaces the same key of BASE (`data` is replaced as a whole), all other keys of BASE are
kept. Example (Dou et al. 2018, Table 1 row 5 at the paper's scale):

    python -m onmt_ext.recipe_overlay recipes/aggregation/05-hierarchical.yaml \\
        recipes/aggregation/scale-paper.yaml -o hierarchical-paper.yaml
    onmt_ext_train -config hierarchical-paper.yaml
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml


def overlay(base: dict, override: dict) -> dict:
    """Top-level keys of `override` replace those of `base` (a new dict)."""
    merged = dict(base)
    merged.update(override)
    return merged


def overlay_files(base: str | Path, override: str | Path) -> dict:
    return overlay(
        yaml.safe_load(Path(base).read_text()) or {},
        yaml.safe_load(Path(override).read_text()) or {},
    )


def main(argv: list[str] | None = None) -> None:
    """The command: bad input (a missing recipe, an -o that is an input or cannot be
    written) ends it with one line and exit status 2."""
    from onmt_ext.core.errors import run_command

    run_command("recipe_overlay", _overlay_command, argv)


def _overlay_command(argv: list[str] | None) -> None:
    from onmt_ext.core.checks.output_paths import check_output
    from onmt_ext.core.files.atomic_save import replace_text

    parser = argparse.ArgumentParser(prog="python -m onmt_ext.recipe_overlay", description=__doc__)
    parser.add_argument("base", help="the recipe (e.g. one row of a table)")
    parser.add_argument("overlay", help="the keys to replace (e.g. scale-paper.yaml)")
    parser.add_argument("-o", "--output", help="write here instead of stdout")
    args = parser.parse_args(argv)
    check_output(args.output, "-o", {"BASE": args.base, "OVERLAY": args.overlay})
    merged = overlay_files(args.base, args.overlay)
    text = f"# {args.base} overlaid with {args.overlay}\n" + yaml.safe_dump(merged, sort_keys=False)
    if args.output:  # temporary file, then rename: a crash leaves no partial recipe
        replace_text(args.output, text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
