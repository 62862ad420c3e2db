"""Translation without the transforms a model was trained with.

OpenNMT's `onmt_translate` applies only the `-transforms` of its own command line; a model
trained on SentencePiece pieces (`onmt_tokenize`, `sentencepiece`, `bpe`, ...) and given
none reads the raw text, silently. When a checkpoint's training options name transforms
that shape the input and `-transforms` is empty, the warning built here names them and
the flags that reproduce their settings.
"""

from __future__ import annotations

import shlex

# OpenNMT-py 3.5.1 transforms that only filter, add noise to or augment training data: a
# translation is right without them.
TRAINING_ONLY = frozenset({
    "bart", "clean", "docify", "filtertoolong", "fuzzymatch", "inlinetags", "switchout",
    "tokendrop", "tokenmask", "uppercase",
})


def trained_transforms(ckpt_opt) -> list[str]:
    """The transforms of a checkpoint's training options, in order of first mention: the
    global `transforms`, then each corpus's (`data`, a dict once OpenNMT validated it)."""
    names = list(getattr(ckpt_opt, "transforms", None) or [])
    data = getattr(ckpt_opt, "data", None)
    if isinstance(data, dict):
        for corpus in data.values():
            if isinstance(corpus, dict):
                names += list(corpus.get("transforms") or [])
    return list(dict.fromkeys(names))


def shell_word(text: str) -> str:
    """`text` as one shell word, quoted readably: plain when it is safe, in single quotes
    when it has none, else in double quotes (escaping what the shell expands there)."""
    if text and shlex.quote(text) == text:
        return text
    if "'" not in text:
        return f"'{text}'"
    escaped = "".join("\\" + c if c in '\\"$`' else c for c in text)
    return f'"{escaped}"'


def _flag(key: str, value) -> str:
    values = value if isinstance(value, list | tuple) else [value]
    return " ".join([f"-{key}", *(shell_word(str(v)) for v in values)])


def missing_transforms_warning(model_path: str, ckpt_opt, transforms: list[str],
                               settings: dict[str, dict], skip: set[str]) -> str | None:
    """The warning for `-model model_path` translated with `-transforms transforms`, or None.

    Args:
        ckpt_opt: the checkpoint's training options (its "opt").
        transforms: the translation's `-transforms` (the warning is for an empty list).
        settings: for each transform name, ``{key: default}`` of the options it declares
            (compat.transform_option_defaults); a key whose checkpoint value differs from
            its default becomes a flag.
        skip: transforms checked elsewhere (the families' own, e.g. MIMO's `mimo_tag`).
    """
    if transforms:
        return None
    needed = [t for t in trained_transforms(ckpt_opt) if t not in TRAINING_ONLY | set(skip)]
    if not needed:
        return None
    flags = [f"-transforms {' '.join(needed)}"]
    keys = {}  # several transforms may declare one key (e.g. src_subword_model)
    for name in needed:
        keys.update(settings.get(name, {}))
    for key, default in keys.items():
        value = getattr(ckpt_opt, key, default)
        if value != default and value is not None:
            flags.append(_flag(key, value))
    return (
        f"-model {model_path} was trained with the transforms {needed}, but no -transforms "
        f"are given: the source is read as it is. If it is raw text, pass {' '.join(flags)}"
    )
