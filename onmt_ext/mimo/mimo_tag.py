"""`mimo_tag`: the target-language tag as first source token (Johnson et al. 2017).

A registered OpenNMT transform, usable per corpus in onmt_ext_build_vocab/onmt_ext_train
and with onmt_ext_translate. The tag comes from OpenNMT's own `src_prefix` key (a corpus key
in training, the `-src_prefix` flag in translation)::

    data:
      en-de: {path_src: train.en, path_tgt: train.de, src_prefix: "<2de>",
              transforms: [onmt_tokenize, mimo_tag]}

    onmt_ext_translate ... -transforms onmt_tokenize mimo_tag -src_prefix "<2de>"

Why not OpenNMT's `prefix` transform (which it subclasses): `prefix` also prepends
`tgt_prefix` to the target, and with the default empty `tgt_prefix` that is an empty token
'' on every target (OpenNMT-py 3.5.1, `PrefixTransform._prepend`), which the model then
learns to emit. `mimo_tag` touches the source only, checks that the tag is a single token,
and that it is added after subword tokenisation (a tokenizer would split ``<2de>``).
The tags are registered as source specials, so they are in the vocabulary whatever its size.
"""

from __future__ import annotations

from onmt_ext import compat
from onmt_ext.core.errors import InputError
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header
from onmt_ext.mimo.options import MimoOptions
from onmt_ext.mimo.tag_checks import TagError

NAME = "mimo_tag"
# `mimo_line_tag` (onmt_ext.mimo.line_tag) and the example key it leaves the line's tag in;
# named here, not imported, because that module imports this one.
LINE_TAG = "mimo_line_tag"
LINE_TAG_KEY = "mimo_line_tag"
# Transforms that re-tokenise the source: the tag must be added after them.
TOKENIZERS = ("onmt_tokenize", "sentencepiece", "bpe")


def check_order(transforms, where: str) -> None:
    """Raise ValueError if `mimo_tag` comes before a tokenizer in `transforms`."""
    transforms = list(transforms or [])
    if NAME not in transforms:
        return
    position = transforms.index(NAME)
    late = [t for t in transforms[position + 1 :] if t in TOKENIZERS]
    if late:
        raise ValueError(
            f"{where}: transform {NAME} is listed before {late[0]} in {transforms}; list it "
            f"after the tokenizer (e.g. [{late[0]}, {NAME}]) or the tag would be split into "
            "subwords"
        )


def check_tag(tag: str, where: str) -> None:
    """Raise ValueError unless `tag` is exactly one whitespace-free token."""
    if len(tag.split()) != 1:
        raise ValueError(
            f"{where}: src_prefix must be exactly one target-language tag token such as "
            f"'<2de>', got {tag!r}"
        )


class MimoTagTransform(compat.PrefixTransform):
    """Prepend the corpus' `src_prefix` (one tag token) to the source only."""

    @classmethod
    def add_options(cls, parser):
        """None of its own: `src_prefix` is OpenNMT's option (added by `prefix`, which
        OpenNMT registers in every parser with the options of all transforms)."""

    @staticmethod
    def _get_prefix(corpus):
        if NAME in corpus["transforms"]:
            return {"src": corpus.get("src_prefix", "") or ""}
        return None

    @classmethod
    def get_prefix_dict(cls, opts):
        """{corpus name or "infer": {"src": tag}}; the target side is never prefixed."""
        prefixes = super().get_prefix_dict(opts)
        return {name: {"src": prefix.get("src", "") or ""} for name, prefix in prefixes.items()}

    @classmethod
    def get_specials(cls, opts):
        """The tags (source side) as vocabulary specials."""
        tags = {p["src"] for p in cls.get_prefix_dict(opts).values() if p["src"].strip()}
        return ({t for tag in tags for t in tag.split()}, set())

    @classmethod
    def _validate_options(cls, opts):
        """Tag after tokenisation, one token per corpus (training) or for `-src_prefix`."""
        corpora = getattr(opts, "data", None)
        if isinstance(corpora, dict):  # training / build_vocab (after OpenNMT parsed data)
            for name, corpus in corpora.items():
                transforms = corpus.get("transforms") or []
                check_order(transforms, f"data/{name}")
                if NAME in transforms and LINE_TAG not in transforms:
                    check_tag(corpus.get("src_prefix", "") or "", f"data/{name}")
        else:  # translation: the -transforms list and -src_prefix
            transforms = list(getattr(opts, "transforms", None) or [])
            check_order(transforms, "transforms")
            if NAME in transforms and LINE_TAG not in transforms:
                check_tag(getattr(opts, "src_prefix", "") or "", "-src_prefix")

    @classmethod
    def translation_transforms(cls, opt, names: list[str]) -> list[str]:
        """The transforms a translation takes from a checkpoint trained with `mimo_tag`
        (onmt_ext.registry.translation_transforms): with `-src_prefix`, `mimo_tag` adds that
        tag to every line; without, each `-src` line starts with its own tag, which
        `mimo_line_tag` (first) takes off before the tokenizers and `mimo_tag` (last) puts
        back after them, as a mixed-direction validation set is read."""
        rest = [name for name in names if name not in (NAME, LINE_TAG)]
        if (getattr(opt, "src_prefix", "") or "").strip():
            return [*rest, NAME]
        return [LINE_TAG, *rest, NAME]

    def apply(self, example, is_train=False, stats=None, **kwargs):
        corpus_name = kwargs.get("corpus_name")
        # a tag read off the line itself by `mimo_line_tag` (mixed-direction corpora)
        prefix = example.pop(LINE_TAG_KEY, None) or self.prefix_dict.get(
            corpus_name, {}).get("src", "")
        if not prefix:
            raise ValueError(
                f"{NAME}: no target-language tag for corpus {corpus_name!r}: give it "
                "src_prefix (onmt_ext_translate: -src_prefix '<2xx>')"
            )
        example["src"] = prefix.split() + list(example["src"])
        return example

    def apply_reverse(self, translated):
        return translated  # the target was never prefixed

    def _repr_args(self):
        return f"prefix_dict={self.prefix_dict}"


def check_translate_prefix(opt) -> None:
    """A check of the family (as soon as a translate command line is parsed, before
    OpenNMT's own validation, where an error is a traceback): with `-transforms mimo_tag`
    (and no `mimo_line_tag`, which reads each line's own tag), `-src_prefix` is given and
    is one tag token. Raises TagError (one line; a missing one lists the model's tags)."""
    transforms = list(getattr(opt, "transforms", None) or [])
    if NAME not in transforms or LINE_TAG in transforms:
        return
    prefix = getattr(opt, "src_prefix", "") or ""
    if not prefix.strip():
        raise TagError(f"-src_prefix is missing: -transforms {NAME} adds it to every source "
                       f"line; give one of the target-language tags{_model_tags(opt)}, or "
                       "start each -src line with its tag and leave -transforms out")
    try:
        check_tag(prefix, "-src_prefix")
    except ValueError as error:
        raise TagError(f"{error} (-transforms {NAME} adds it to every source line)") \
            from None


def _model_tags(opt) -> str:
    """" of -model M: [...]" (the first -model's tags), or "" when it has none to read."""
    models = list(getattr(opt, "models", None) or [])
    if not models:
        return ""
    try:
        ckpt_opt = load_checkpoint_header(models[0], "-model")["opt"]
    except InputError:
        return ""  # the model's own check names it
    if getattr(ckpt_opt, "encoder_type", None) != "mimo":
        return ""
    return f" of -model {models[0]}: {list(MimoOptions.from_opt(ckpt_opt).tags)}"
