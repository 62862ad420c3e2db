"""A checkpoint's transforms at translation.

OpenNMT's `onmt_translate` applies only the `-transforms` of its own command line; a model
trained on SentencePiece pieces (`onmt_tokenize`, `sentencepiece`, `bpe`, ...) and given
none read the raw text, silently, and wrote pieces. With onmt_ext, a translation whose
command line names no `-transforms` applies the transforms the checkpoint was trained with,
with their settings (`take_model_transforms`), and says so in one log line (`taken_note`);
`-no_transforms_from_model` reads `-src` as it is, and `-transforms_from_model` (the old
way to ask for them) is still accepted. A command line that names other transforms than
the checkpoint's gets one warning naming both (`differing_transforms_warning`).
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


def differing_transforms_warning(model_path: str, ckpt_opt, transforms: list[str],
                                 skip: set[str]) -> str | None:
    """The warning for `-model model_path` translated with `-transforms transforms` when
    they are not those the model was trained with, or None.

    Args:
        ckpt_opt: the checkpoint's training options (its "opt").
        transforms: the translation's `-transforms` (none: nothing to compare).
        skip: transforms checked elsewhere (the families' own, e.g. MIMO's tags).
    """
    given = [t for t in transforms if t not in skip]
    trained = [t for t in model_transforms(ckpt_opt) if t not in skip]
    if not transforms or set(given) == set(trained):
        return None
    return (
        f"-transforms {' '.join(transforms)} are not the transforms -model {model_path} was "
        f"trained with ({' '.join(trained) or 'none'}); leave -transforms out to apply the "
        "model's own, with its settings"
    )


# ------------------------------------------------------------- -transforms_from_model
FROM_MODEL = "transforms_from_model"
NO_FROM_MODEL = "no_transforms_from_model"


def add_translate_options(parser) -> None:
    """The extension's options of `onmt_translate` (and of every parser OpenNMT builds with
    its translate options)."""
    group = parser.add_argument_group("onmt_ext")
    group.add(
        f"--{FROM_MODEL}", f"-{FROM_MODEL}", action="store_true",
        help="Apply the transforms the -model was trained with, with its settings "
             "(subword type and model, ...). This is the default when -transforms is not "
             "given; the flag is kept for existing scripts. "
             "Options given on the command line (e.g. -src_subword_model at a new path, "
             "-src_prefix for mimo_tag) stand; an ensemble's models must share them.",
    )
    group.add(
        f"--{NO_FROM_MODEL}", f"-{NO_FROM_MODEL}", action="store_true",
        help="Do not apply the transforms the -model was trained with: -src is read as it "
             "is (e.g. a file already in the model's SentencePiece pieces), with only the "
             "-transforms given.",
    )


def takes_model_transforms(opt) -> bool:
    """Whether a translation takes its -model's transforms: `-transforms_from_model`, or
    no `-transforms` and no `-no_transforms_from_model`.

    Raises:
        OptionError: both flags are given.
    """
    asked, refused = getattr(opt, FROM_MODEL, False), getattr(opt, NO_FROM_MODEL, False)
    if asked and refused:
        raise OptionError(f"-{FROM_MODEL} and -{NO_FROM_MODEL} contradict each other: give "
                          "one of them")
    return asked or not (refused or list(getattr(opt, "transforms", None) or []))


def taken_note(model_path: str, opt, taken: list[str]) -> str:
    """The log line of a translation `opt` that has taken its -model's transforms
    (`take_model_transforms`): which, and the settings taken with them (as the flags that
    would give them)."""
    flags = [_flag(key, getattr(opt, key)) for key in taken]
    return (f"-model {model_path} was trained with the transforms {' '.join(opt.transforms)}: "
            f"applying them" + (f" ({' '.join(flags)})" if flags else "")
            + f"; -{NO_FROM_MODEL} reads -src as it is")


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


def take_model_transforms(opt, ckpt_opt, settings: dict[str, dict],
                          arrange=None) -> list[str]:
    """Give `opt` (a translation's options, `-transforms` empty) the checkpoint's transforms
    and each of their settings that the command line left at its default.

    Args:
        settings: for each transform name, ``{key: default}`` of the options it declares.
        arrange: ``arrange(opt, names) -> names``, the families' say in the list taken
            (onmt_ext.registry.translation_transforms; e.g. MIMO's tags), or None.
    Returns:
        The keys whose value was taken from the checkpoint.
    Raises:
        OptionError: `-transforms` is given too.
    """
    given = list(getattr(opt, "transforms", None) or [])
    if given:
        raise OptionError(f"-{FROM_MODEL} applies the model's own transforms: give it or "
                          f"-transforms {' '.join(given)}, not both")
    names = model_transforms(ckpt_opt)
    opt.transforms = list(arrange(opt, names)) if arrange is not None else names
    taken = []
    for name in opt.transforms:
        for key, default in settings.get(name, {}).items():
            value = _setting(ckpt_opt, key, default)
            if getattr(opt, key, default) == default and value != default \
                    and value is not None and key not in taken:
                setattr(opt, key, value)
                taken.append(key)
    return taken
