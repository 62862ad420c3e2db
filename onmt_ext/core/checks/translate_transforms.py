"""Translation without the transforms a model was trained with.

OpenNMT's `onmt_translate` applies only the `-transforms` of its own command line; a model
trained on SentencePiece pieces (`onmt_tokenize`, `sentencepiece`, `bpe`, ...) and given
none reads the raw text, silently. When a checkpoint's training options name transforms
that shape the input and `-transforms` is empty, the warning built here names them and
the flags that reproduce their settings. `onmt_translate -transforms_from_model` applies
them (`take_model_transforms`).
"""

from __future__ import annotations

import shlex

from onmt_ext.core.errors import OptionError

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
        f"are given: the source is read as it is. If it is raw text, pass "
        f"-{FROM_MODEL} (the same as {' '.join(flags)})"
    )


# ------------------------------------------------------------- -transforms_from_model
FROM_MODEL = "transforms_from_model"


def add_translate_options(parser) -> None:
    """The extension's options of `onmt_translate` (and of every parser OpenNMT builds with
    its translate options)."""
    group = parser.add_argument_group("onmt_ext")
    group.add(
        f"--{FROM_MODEL}", f"-{FROM_MODEL}", action="store_true",
        help="Apply the transforms the -model was trained with, with its settings "
             "(subword type and model, ...), instead of listing them with -transforms (an "
             "ensemble's models must share them). "
             "Options given on the command line (e.g. -src_subword_model at a new path, "
             "-src_prefix for mimo_tag) stand.",
    )


def model_transforms(ckpt_opt) -> list[str]:
    """The transforms a translation with the checkpoint applies: those of its training,
    without the ones that only shape training data (`TRAINING_ONLY`)."""
    return [t for t in trained_transforms(ckpt_opt) if t not in TRAINING_ONLY]


def _setting(ckpt_opt, key: str, default):
    """A transform setting as a translation takes it from a checkpoint's options."""
    value = getattr(ckpt_opt, key, default)
    if isinstance(default, str) and isinstance(value, dict | list):
        # OpenNMT stores e.g. src_onmttok_kwargs parsed, and parses the text form
        value = repr(value)
    return value


def check_same_transforms(opt, ckpt_opts: dict[str, object], settings: dict[str, dict]) -> None:
    """An ensemble (several -model) reads one source: with -transforms_from_model every
    model must have been trained with the transforms and settings of the first, except
    the settings the command line gives (`opt`; e.g. one SentencePiece model saved at two
    paths, given once).

    Args:
        ckpt_opts: -model path -> its checkpoint's options, the first model first.
        settings: for each transform name, ``{key: default}`` of the options it declares.
    Raises:
        OptionError: naming the first transform or setting that differs, and both models.
    """
    (first, first_opt), *others = ckpt_opts.items()
    wanted = model_transforms(first_opt)
    for model, ckpt_opt in others:
        found = model_transforms(ckpt_opt)
        if found != wanted:
            raise OptionError(
                f"-{FROM_MODEL}: the ensemble's models were trained with different "
                f"transforms (-model {first}: {' '.join(wanted) or 'none'}; -model {model}: "
                f"{' '.join(found) or 'none'}); give -transforms and their options instead")
        for name in wanted:
            for key, default in settings.get(name, {}).items():
                if getattr(opt, key, default) != default:
                    continue  # the command line's value stands for every model
                one, other = _setting(first_opt, key, default), _setting(ckpt_opt, key, default)
                if one != other:
                    raise OptionError(
                        f"-{FROM_MODEL}: the ensemble's models were trained with different "
                        f"{key} (-model {first}: {one!r}; -model {model}: {other!r}); give "
                        f"-{key} (and -transforms) on the command line instead")


def take_model_transforms(opt, ckpt_opt, settings: dict[str, dict]) -> list[str]:
    """Give `opt` (a translation's options, `-transforms` empty) the checkpoint's transforms
    and each of their settings that the command line left at its default.

    Args:
        settings: for each transform name, ``{key: default}`` of the options it declares.
    Returns:
        The keys whose value was taken from the checkpoint.
    Raises:
        OptionError: `-transforms` is given too.
    """
    given = list(getattr(opt, "transforms", None) or [])
    if given:
        raise OptionError(f"-{FROM_MODEL} applies the model's own transforms: give it or "
                          f"-transforms {' '.join(given)}, not both")
    opt.transforms = model_transforms(ckpt_opt)
    taken = []
    for name in opt.transforms:
        for key, default in settings.get(name, {}).items():
            value = _setting(ckpt_opt, key, default)
            if getattr(opt, key, default) == default and value != default \
                    and value is not None and key not in taken:
                setattr(opt, key, value)
                taken.append(key)
    return taken
