"""`mimo_line_tag`: a target-language tag written at the start of each source line.

OpenNMT-py 3.5.1 validates on a single corpus, `valid`, and `mimo_tag` gives every line of
a corpus the same tag (its `src_prefix`). A validation set that mixes translation
directions (each line in its own direction, so that the checkpoint is chosen on all of them)
therefore writes each line's tag in the line itself::

    <2de> A man rides a bike.
    <2en> Ein Mann fährt Fahrrad.

and lists this transform before the tokenizer and `mimo_tag` after it::

    valid: {path_src: val.mixed.src, path_tgt: val.mixed.tgt,
            transforms: [mimo_line_tag, onmt_tokenize, mimo_tag]}

`mimo_line_tag` takes the first whitespace token of the raw line off the source (so the
subword tokenizer never splits it) and keeps it on the example; `mimo_tag` then puts it back
as the first source token, after tokenisation, exactly as it puts a corpus' `src_prefix`.
The sources therefore reach the model token for token as those of a one-direction corpus.
"""

from __future__ import annotations

from onmt_ext import compat
from onmt_ext.mimo import mimo_tag

NAME = mimo_tag.LINE_TAG
#: The example key that carries a line's tag from this transform to `mimo_tag`.
EXAMPLE_KEY = mimo_tag.LINE_TAG_KEY


def split_line_tag(tokens: list[str], where: str) -> tuple[str, list[str]]:
    """``(tag, rest)`` of a raw source line's whitespace tokens.

    The tag must look like a target-language tag (``<2xx>``, angle brackets around a
    whitespace-free word); any other first token is an error naming `where` (the corpus and
    line), since a line without its tag would be translated in no defined direction."""
    if not tokens or not (tokens[0].startswith("<") and tokens[0].endswith(">")
                          and len(tokens[0]) > 2):
        first = tokens[0] if tokens else ""
        raise ValueError(f"{NAME}: {where} does not start with a target-language tag such "
                         f"as '<2de>' (first token {first!r})")
    return tokens[0], list(tokens[1:])


class MimoLineTagTransform(compat.Transform):
    """Move each source line's leading tag token onto the example (see the module doc)."""

    @classmethod
    def _validate_options(cls, opts):
        """Listed before the tokenizer and followed by `mimo_tag` in every corpus that has
        it, or `mimo_tag` would never put the tag back. (Every line's tag is checked against
        `mimo_languages` with the other MIMO options, onmt_ext.mimo.options.)"""
        corpora = getattr(opts, "data", None)
        if not isinstance(corpora, dict):
            return
        for name, corpus in corpora.items():
            transforms = list(corpus.get("transforms") or [])
            if NAME not in transforms:
                continue
            position = transforms.index(NAME)
            if mimo_tag.NAME not in transforms[position + 1:]:
                raise ValueError(f"data/{name}: transform {NAME} needs {mimo_tag.NAME} after "
                                 f"it (got {transforms}): {mimo_tag.NAME} puts the line's "
                                 "tag back after tokenisation")
            early = [t for t in transforms[:position] if t in mimo_tag.TOKENIZERS]
            if early:
                raise ValueError(f"data/{name}: transform {NAME} is listed after {early[0]} "
                                 f"in {transforms}; list it first, before the tokenizer")

    def apply(self, example, is_train=False, stats=None, **kwargs):
        line = example.get("cid_line_number")
        where = f"corpus {kwargs.get('corpus_name')!r} line {'?' if line is None else line + 1}"
        example[EXAMPLE_KEY], example["src"] = split_line_tag(list(example["src"]), where)
        return example

    def _repr_args(self):
        return ""
