"""MIMO target-language tags, checked in the text files before training or translating.

MIMO reads each sentence's task from its first source token (`onmt_ext.modules.mimo_tasks`).
Inside the model a sentence is only known by its index in OpenNMT's length-sorted batch,
and an unknown tag has already become '<unk>'; so the files are checked first, naming the
file, the line and the tag as written:

* training, for corpora whose tags are in the text (no `mimo_tag` transform): every line;
* translation with a MIMO checkpoint: every line of `-src`, or `-src_prefix` (with the
  `mimo_tag` transform) against the checkpoint's `mimo_languages`; with any other
  checkpoint, `-src_prefix` must at least be in its source vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from onmt_ext.core.errors import InputError

TAG_TRANSFORM = "mimo_tag"


class TagError(InputError):
    """A missing or unknown target-language tag."""


@dataclass
class TagScan:
    """What `scan_file` found: the first line without a known tag (1-based, with its first
    token), and the known tags seen."""

    bad_line: int | None = None
    bad_token: str = ""
    seen: set[str] = field(default_factory=set)


def tags_of(languages, tag_format: str) -> list[str]:
    return [tag_format.format(lang=lang) for lang in languages]


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


def describe(where: str, scan: TagScan, tags: list[str], tag_format: str) -> str:
    """One line: `where` line N, the tag as written (or the untagged first token)."""
    if looks_like_tag(scan.bad_token, tag_format):
        problem = f"unknown target-language tag {scan.bad_token!r}"
    else:
        problem = f"no target-language tag (the line starts with {scan.bad_token!r})"
    return (
        f"{where} line {scan.bad_line}: {problem}; expected one of {tags} as the first "
        f"token, or the {TAG_TRANSFORM} transform with src_prefix"
    )


def check_translation(opt, checkpoint: dict, model_path: str) -> None:
    """onmt_ext_translate: the tags of `-src` / `-src_prefix` against one checkpoint.

    Raises:
        TagError: naming -src_prefix or the -src file and line.
    """
    ckpt_opt = checkpoint["opt"]
    mimo = "mimo" in (getattr(ckpt_opt, "encoder_type", ""), getattr(ckpt_opt, "decoder_type", ""))
    transforms = list(getattr(opt, "transforms", None) or [])
    languages = list(getattr(ckpt_opt, "mimo_languages", None) or [])
    tag_format = getattr(ckpt_opt, "mimo_tag_format", "<2{lang}>")
    tags = tags_of(languages, tag_format)
    if TAG_TRANSFORM in transforms:
        prefix = (getattr(opt, "src_prefix", "") or "").strip()
        if mimo and prefix not in tags:
            raise TagError(
                f"-src_prefix {prefix!r} is not a target-language tag of -model {model_path}: "
                f"its mimo_languages are {languages}, tags {tags}"
            )
        if not mimo and prefix not in checkpoint["vocab"]["src"]:
            raise TagError(
                f"-src_prefix {prefix!r} is not in the source vocabulary of -model "
                f"{model_path} (it would be read as <unk>); was this model trained with tags?"
            )
    elif mimo:
        scan = scan_file(opt.src, tags)
        if scan.bad_line is not None:
            hint = ""
            if (getattr(opt, "src_prefix", "") or "").strip():
                hint = f" (-src_prefix is only added with -transforms {TAG_TRANSFORM})"
            raise TagError(describe(f"-src {opt.src}", scan, tags, tag_format) + hint)
