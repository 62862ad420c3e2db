"""Write a many-to-many OPUS-100 training config (the MIMO paper's scale).

    python -m onmt_ext.mimo.data -root /data/opus-100-corpus/v1.0 \
        -recipe recipes/mimo/mimo.yaml -overrides recipes/mimo/scale-paper.yaml \
        -o work/opus100/mimo.yaml [-temperature 5] [-valid en-de] [-holdout en-xx ...]
    onmt_ext_train -config work/opus100/mimo.yaml

OPUS-100 (Zhang et al. 2020) is English-centric: `supervised/{a}-{b}/opus.{a}-{b}-train.{a|b}`
for 99 pairs with English. Every pair gives two corpora (X->en and en->X), each tagged with
its target language through the `mimo_tag` transform (`src_prefix: "<2xx>"`); the
transform list itself comes from the recipe's global `transforms`. Per-corpus `weight`s
implement temperature sampling (the MIMO authors' toolkit samples directions with a
temperature): corpus i is drawn proportionally to ``(n_i / N)^(1/T)``; OpenNMT wants integer
weights, so the smallest weight is `-weight_resolution` and the others are scaled and
rounded. `-holdout` drops directions from training (zero-shot evaluation); the non-English
pairs of `zeroshot/` are never trained on anyway.

The generated keys are `data` (with `valid`) and `mimo_languages` (all languages, sorted).
With `-recipe`, the output is the whole config: the recipe's keys, replaced by those of each
`-overrides` file in turn (``{recipe}`` in their strings becomes the recipe's name, e.g.
``save_model: work/opus100/{recipe}/model``), then by the generated keys. Without it, only
the generated keys are written.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import yaml

from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import DataError, run_command
from onmt_ext.core.files.atomic_save import replace_text


def count_lines(path: Path) -> int:
    with open(path, "rb") as handle:
        return sum(1 for _ in handle)


def discover(root: Path) -> list[tuple[str, str, Path]]:
    """``(a, b, directory)`` of every supervised pair ``a-b`` under `root`."""
    pairs = []
    for directory in sorted((root / "supervised").glob("*-*")):
        a, _, b = directory.name.partition("-")
        if directory.is_dir() and a and b:
            pairs.append((a, b, directory))
    if not pairs:
        raise DataError(f"-root {root}: no supervised/<a>-<b> directories under it (the "
                        "opus-100-corpus/v1.0 folder)")
    return pairs


def temperature_weights(sizes: dict[str, int], temperature: float, resolution: int) -> dict:
    """Integer OpenNMT weights proportional to ``(n_i / N)^(1/T)``, smallest = resolution."""
    total = sum(sizes.values())
    raw = {name: (n / total) ** (1.0 / temperature) for name, n in sizes.items()}
    low = min(raw.values())
    return {name: max(1, round(resolution * r / low)) for name, r in raw.items()}


def build(
    root: Path,
    temperature: float = 5.0,
    resolution: int = 10,
    valid: str = "en-de",
    holdout: tuple[str, ...] = (),
    tag_format: str = "<2{lang}>",
) -> dict:
    """The override mapping: `data`, `mimo_languages`."""
    corpora, sizes, languages = {}, {}, set()
    valid_src, _, valid_tgt = valid.partition("-")
    valid_corpus = None
    for a, b, directory in discover(root):
        languages.update((a, b))
        for src, tgt in ((a, b), (b, a)):
            name = f"{src}-{tgt}"
            prefix = f"opus.{a}-{b}"
            if (src, tgt) == (valid_src, valid_tgt):
                valid_corpus = {
                    "path_src": str(directory / f"{prefix}-dev.{src}"),
                    "path_tgt": str(directory / f"{prefix}-dev.{tgt}"),
                    "src_prefix": tag_format.format(lang=tgt),
                }
            if name in holdout:
                continue
            train_src = directory / f"{prefix}-train.{src}"
            corpora[name] = {
                "path_src": str(train_src),
                "path_tgt": str(directory / f"{prefix}-train.{tgt}"),
                "src_prefix": tag_format.format(lang=tgt),
            }
            sizes[name] = count_lines(train_src)
    for name, weight in temperature_weights(sizes, temperature, resolution).items():
        corpora[name]["weight"] = weight
    if valid_corpus is None:
        raise DataError(f"-valid {valid}: no supervised pair for this direction under the "
                        "-root folder")
    corpora["valid"] = valid_corpus
    return {"data": corpora, "mimo_languages": sorted(languages)}


def compose(recipe: Path, overrides: list[Path], generated: dict) -> dict:
    """Recipe keys, replaced by each override file's (``{recipe}`` substituted), then by
    `generated`; top-level keys replace whole values (``data`` included)."""

    def load(path: Path) -> dict:
        return yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}

    def substitute(value):
        if isinstance(value, str):
            return value.replace("{recipe}", Path(recipe).stem)
        if isinstance(value, list):
            return [substitute(v) for v in value]
        if isinstance(value, dict):
            return {k: substitute(v) for k, v in value.items()}
        return value

    config = load(recipe)
    for path in overrides:
        config.update(substitute(load(path)))
    config.update(generated)
    return config


def main(argv: list[str] | None = None) -> dict:
    """The command: bad input (a -root without OPUS-100's pairs, a missing recipe, an -o
    that is an input or cannot be written) ends it with one line and exit status 2."""
    return run_command("mimo_data", _data_command, argv)


def _data_command(argv: list[str] | None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m onmt_ext.mimo.data")
    parser.add_argument("-root", required=True, help="opus-100-corpus/v1.0 directory")
    parser.add_argument("-o", "--output", required=True, help="YAML config to write")
    parser.add_argument("-recipe", help="recipe YAML to complete (e.g. recipes/mimo/mimo.yaml)")
    parser.add_argument("-overrides", nargs="*", default=[], help="e.g. scale-paper.yaml")
    parser.add_argument("-temperature", type=float, default=5.0, help="sampling temperature T")
    parser.add_argument("-weight_resolution", type=int, default=10, help="smallest weight")
    parser.add_argument("-valid", default="en-de", help="direction of the `valid` corpus")
    parser.add_argument("-holdout", nargs="*", default=[], help="directions not trained")
    parser.add_argument("-tag_format", default="<2{lang}>", help="as mimo_tag_format")
    args = parser.parse_args(argv)
    check_output(args.output, "-o", {"-recipe": args.recipe,
                                     **{f"-overrides {p}": p for p in args.overrides}},
                 creates_folder=True)
    result = build(
        Path(args.root),
        args.temperature,
        args.weight_resolution,
        args.valid,
        tuple(args.holdout),
        args.tag_format,
    )
    config = compose(args.recipe, args.overrides, result) if args.recipe else result
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    # temporary file, then rename: a crash leaves no partial config
    replace_text(args.output, yaml.safe_dump(config, sort_keys=False))
    trained = len(result["data"]) - 1
    print(f"mimo_data: {trained} directions, {len(result['mimo_languages'])} languages -> "
          f"{args.output}")
    return result


if __name__ == "__main__":
    main()
