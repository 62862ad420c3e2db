"""MIMO target-language tags, checked in the text files before training or translating.

MIMO reads each sentence's task from its first source token (`onmt_ext.mimo.tasks`).
Inside the model a sentence is only known by its index in OpenNMT's length-sorted batch,
and an unknown tag has already become '<unk>'; so the files are checked first, naming the
file, the line and the tag as written:

* training, for corpora whose tags are in the text (no `mimo_tag` transform): every line;
* translation with a MIMO checkpoint: every line of `-src`, or `-src_prefix` (with the
  `mimo_tag` transform) against the checkpoint's `mimo_languages`; with any other
  checkpoint, `-src_prefix` must at least be in its source vocabulary.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import yaml

from onmt_ext.compat import logger
from onmt_ext.core.checks.translate_transforms import model_transforms
from onmt_ext.core.errors import InputError, OptionError
from onmt_ext.mimo.options import MimoOptions

TAG_TRANSFORM = "mimo_tag"
LINE_TAG_TRANSFORM = "mimo_line_tag"  # onmt_ext.mimo.line_tag
TOKENIZERS = ("onmt_tokenize", "sentencepiece", "bpe")


class TagError(InputError):
    """A missing or unknown target-language tag."""


@dataclass
class TagScan:
    """What `scan_file` found: the first line without a known tag (1-based, with its first
    token), and the known tags seen."""

    bad_line: int | None = None
    bad_token: str = ""
    seen: set[str] = field(default_factory=set)


def looks_like_tag(token: str, tag_format: str) -> bool:
    """True if `token` has the shape of a tag, e.g. '<2xx>' for the format '<2{lang}>'."""
    prefix, _, suffix = tag_format.partition("{lang}")
    return len(token) > len(prefix) + len(suffix) and token.startswith(prefix) and \
        token.endswith(suffix)


def scan_file(path: str, tags: list[str]) -> TagScan:
    """Check the first token of every non-blank line (blank lines are checked elsewhere)."""
    known = set(tags)
    scan = TagScan()
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, 1):
            tokens = line.split(maxsplit=1)
            if not tokens:
                continue
            if tokens[0] not in known:
                scan.bad_line, scan.bad_token = number, tokens[0]
                return scan
            scan.seen.add(tokens[0])
    return scan


def describe(where: str, scan: TagScan, tags: list[str], tag_format: str,
             instead: str = f"or the {TAG_TRANSFORM} transform with src_prefix") -> str:
    """One line: `where` line N, the tag as written (or the untagged first token), the
    tags expected and `instead`, the other way to give the tag."""
    if looks_like_tag(scan.bad_token, tag_format):
        problem = f"unknown target-language tag {scan.bad_token!r}"
    else:
        problem = f"target-language tag missing (the line starts with {scan.bad_token!r})"
    return (
        f"{where} line {scan.bad_line}: {problem}; expected one of {tags} as the first "
        f"token, {instead}"
    )


def _first_tagged_line(path: str, tag_format: str) -> tuple[int, str] | None:
    """(line number, tag) of the first line of `path` that starts with a token shaped like
    a tag (`looks_like_tag`), or None."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, 1):
            tokens = line.split(maxsplit=1)
            if tokens and looks_like_tag(tokens[0], tag_format):
                return number, tokens[0]
    return None


def _model_tags(checkpoint: dict, tag_format: str) -> list[str]:
    """The target-language tags of a model of another family trained with tags: the tokens
    of its source vocabulary shaped like a tag."""
    return [t for t in checkpoint["vocab"]["src"] if looks_like_tag(t, tag_format)]


def _scan_lines(opt, checkpoint: dict, tags: list[str], tag_format: str) -> None:
    """Every `-src` line starts with one of `tags` (`scan_file`); TagError naming the first
    line that does not, with what to give instead."""
    scan = scan_file(opt.src, tags)
    if scan.bad_line is None:
        return
    trained = TAG_TRANSFORM in model_transforms(checkpoint["opt"])
    instead = ("or give -src_prefix with one of them for every line" if trained
               else f"or -transforms {TAG_TRANSFORM} with -src_prefix")
    hint = ""
    if (getattr(opt, "src_prefix", "") or "").strip() and not trained:
        hint = f" (-src_prefix is only added with -transforms {TAG_TRANSFORM})"
    raise TagError(describe(f"-src {opt.src}", scan, tags, tag_format, instead) + hint)


def _adds_prefix(opt) -> bool:
    """`-transforms mimo_tag` without `mimo_line_tag`: `-src_prefix` goes before every line."""
    transforms = list(getattr(opt, "transforms", None) or [])
    return TAG_TRANSFORM in transforms and LINE_TAG_TRANSFORM not in transforms


def check_translation(opt, checkpoint: dict, model_path: str) -> None:
    """A MIMO `-model`: the tags of `-src` / `-src_prefix` against its `mimo_languages`.

    With `mimo_tag` and `-src_prefix`, the prefix is a tag of the model (that no `-src` line
    carries a tag already is `check_prefix_in_vocabulary`'s, for any model); with
    `mimo_line_tag`, or with neither transform, every line starts with a tag of the model.

    Raises:
        TagError: naming -src_prefix or the -src file and line.
    """
    settings = MimoOptions.from_opt(checkpoint["opt"])  # defaults for older checkpoints
    languages, tag_format, tags = list(settings.languages), settings.tag_format, settings.tags
    if _adds_prefix(opt):
        prefix = (getattr(opt, "src_prefix", "") or "").strip()
        if prefix not in tags:
            raise TagError(
                f"-src_prefix {prefix!r} is not a target-language tag of -model {model_path}: "
                f"its mimo_languages are {languages}, tags {tags}"
            )
    else:
        _scan_lines(opt, checkpoint, tags, tag_format)


def check_prefix_in_vocabulary(opt, checkpoint: dict, model_path: str) -> None:
    """The tag transforms with any `-model`. `-transforms mimo_tag`: `-src_prefix` is in the
    model's source vocabulary (else every source would start with <unk>) and no `-src` line
    starts with a tag already (the model would read the typed one as a word after the added
    one). `-transforms mimo_line_tag` with a model of another family: every line starts with
    a tag of its source vocabulary (a MIMO model's lines: `check_translation`). Raises
    TagError."""
    tag_format = MimoOptions.from_opt(checkpoint["opt"]).tag_format
    if _adds_prefix(opt):
        prefix = (getattr(opt, "src_prefix", "") or "").strip()
        if prefix not in checkpoint["vocab"]["src"]:
            raise TagError(
                f"-src_prefix {prefix!r} is not in the source vocabulary of -model "
                f"{model_path} (it would be read as <unk>); was this model trained with tags?"
            )
        tagged = _first_tagged_line(opt.src, tag_format)
        if tagged is not None:
            raise TagError(
                f"-src {opt.src} line {tagged[0]} starts with the tag {tagged[1]!r} already, "
                f"and -src_prefix {prefix!r} would add another: leave -src_prefix out (each "
                "line's own tag is read) or remove the tags from the file"
            )
    elif getattr(checkpoint["opt"], "encoder_type", None) != "mimo":
        _scan_lines(opt, checkpoint, _model_tags(checkpoint, tag_format), tag_format)


def _corpora(opt) -> dict:
    data = getattr(opt, "data", None)
    if data is None:
        return {}
    corpora = yaml.safe_load(data) if isinstance(data, str) else data
    return corpora if isinstance(corpora, dict) else {}


def _first_token(path: str) -> str | None:
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if line.strip():
                return line.split()[0]
    return None


def check_training_corpora(opt) -> None:
    """Every corpus must carry a known target-language tag in first source position."""
    settings = MimoOptions.from_opt(opt)
    tags, tag_format = settings.tags, settings.tag_format
    default_transforms = list(getattr(opt, "transforms", None) or [])
    targeted = set()
    for name, corpus in _corpora(opt).items():
        if not isinstance(corpus, dict):
            continue  # corpus_checks reports it
        transforms = corpus.get("transforms")
        transforms = default_transforms if transforms is None else list(transforms)
        where = f"data/{name}"
        if "prefix" in transforms and not corpus.get("tgt_prefix"):
            raise OptionError(
                f"{where}: use the mimo_tag transform rather than prefix: OpenNMT's prefix "
                "transform also prepends tgt_prefix, an empty token '' when unset, to every "
                "target"
            )
        if LINE_TAG_TRANSFORM in transforms:  # each line its own tag (mixed directions)
            path = corpus.get("path_src") or ""
            scan = scan_file(path, tags)  # every line
            if scan.bad_line is not None:
                raise OptionError(describe(
                    f"{where}/path_src: {path}", scan, tags, tag_format))
            found = scan.seen
        elif TAG_TRANSFORM in transforms:
            after = transforms[transforms.index(TAG_TRANSFORM) :]
            tokenizers = [t for t in after if t in TOKENIZERS]
            if tokenizers:
                raise OptionError(
                    f"{where}: transforms {transforms}: list {TAG_TRANSFORM} after "
                    f"{tokenizers[0]}, or the tag would be split into subwords"
                )
            tag = corpus.get("src_prefix") or ""
            if tag not in tags:
                raise OptionError(
                    f"{where}: src_prefix {tag!r} is not a target-language tag of "
                    f"mimo_languages {list(settings.languages)}; expected one of {tags}"
                )
            found = {tag}
        else:
            path = corpus.get("path_src")
            tag = _first_token(path) if path and os.path.isfile(path) else None
            if tag not in tags or any(t in transforms for t in TOKENIZERS):
                raise OptionError(
                    f"{where}: no target-language tag: add the {TAG_TRANSFORM} transform "
                    f"(after any tokenizer) and src_prefix: one of {tags}"
                    + ("" if tag is None else f" (its first source token is {tag!r})")
                )
            scan = scan_file(path, tags)  # every line, not only the first
            if scan.bad_line is not None:
                where = f"{where}/path_src: {path}"
                raise OptionError(describe(where, scan, tags, tag_format))
            found = scan.seen
        if name != "valid":
            targeted.update(tags.index(t) for t in found)
    untrained = [lang for t, lang in enumerate(settings.languages) if t not in targeted]
    if untrained and targeted:
        logger.warning(
            "%s %s: no training corpus translates into them; their task "
            "weights v stay at their initial (uniform) values",
            settings.key("languages"),
            untrained,
        )
