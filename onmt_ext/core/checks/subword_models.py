"""The subword models (`src_subword_model`, `tgt_subword_model`) the transforms in use read,
checked before any work.

OpenNMT opens them only when its transforms warm up: in `onmt_build_vocab` and
`onmt_train` after the corpora are read (half a minute on a 10,000-line corpus), in
`onmt_translate` after the model is loaded, and a wrong path then ends in pyonmttok's
`ValueError: Unable to open SentencePiece model` traceback. `check_subword_models` names the
key and the path in one line before that.
"""

from __future__ import annotations

import os

import yaml

from onmt_ext.core.errors import InputError

SUBWORD_MODEL_KEYS = ("src_subword_model", "tgt_subword_model")
# The subword type key of each side's model (OpenNMT's onmt_tokenize options).
SUBWORD_TYPE_KEYS = {"src_subword_model": "src_subword_type",
                     "tgt_subword_model": "tgt_subword_type"}


class SubwordModelError(InputError):
    """A subword model that a transform in use would fail to open."""


def transforms_in_use(opt) -> list[str]:
    """The transforms of a training or vocabulary command: the global `transforms`, then
    each corpus's (`data`, a YAML string before OpenNMT validates it), in order of first
    mention."""
    names = list(getattr(opt, "transforms", None) or [])
    data = getattr(opt, "data", None)
    if isinstance(data, str):
        try:
            data = yaml.safe_load(data)
        except yaml.YAMLError:  # the corpus checks name it
            data = None
    if isinstance(data, dict):
        for corpus in data.values():
            if isinstance(corpus, dict):
                names += list(corpus.get("transforms") or [])
    return list(dict.fromkeys(names))


def _readers(transforms: list[str], settings: dict[str, dict]) -> dict[str, str]:
    """{subword model key: the first transform of `transforms` that declares it}."""
    readers: dict[str, str] = {}
    for name in transforms:
        for key in settings.get(name, {}):
            if key in SUBWORD_MODEL_KEYS:
                readers.setdefault(key, name)
    return readers


def _opens_as_sentencepiece(path: str) -> bool:
    import pyonmttok  # OpenNMT's tokenizer; imported only when a model is to be checked

    try:
        pyonmttok.Tokenizer("none", sp_model_path=path)
    except ValueError:
        return False
    return True


def check_subword_models(opt, transforms: list[str], settings: dict[str, dict],
                         from_model: dict[str, str] | None = None) -> None:
    """Raise SubwordModelError unless each subword model that one of `transforms` reads is
    a file, and (with `*_subword_type sentencepiece`) a SentencePiece model.

    Args:
        settings: for each transform name, ``{key: default}`` of the options it declares
            (compat.transform_option_defaults).
        from_model: ``{key: checkpoint}`` for the paths taken from a checkpoint's training
            options (onmt_translate -transforms_from_model): a missing one has moved.
    """
    from_model = from_model or {}
    readers = _readers(transforms, settings)
    moved = {key: getattr(opt, key) for key in readers
             if key in from_model and getattr(opt, key, None)
             and not os.path.isfile(getattr(opt, key))}
    if moved:
        raise SubwordModelError(_moved_message(moved, from_model))
    for key, reader in readers.items():
        path = getattr(opt, key, None)
        if not path:
            continue
        if not os.path.isfile(path):
            raise SubwordModelError(f"{key} {path}: no such file (the transform {reader} "
                                    "reads it)")
        if getattr(opt, SUBWORD_TYPE_KEYS.get(key, ""), None) == "sentencepiece" and \
                not _opens_as_sentencepiece(path):
            raise SubwordModelError(f"{key} {path}: not a SentencePiece model (the "
                                    "`.model` file that onmt_ext_spm_train writes)")


def _moved_message(moved: dict[str, str], from_model: dict[str, str]) -> str:
    """One line for every subword model taken from a checkpoint that is not at its path any
    more (a joint model: both sides at once), with the flags that give the new path."""
    model = from_model[next(iter(moved))]
    paths = list(dict.fromkeys(moved.values()))
    if len(paths) == 1:
        trained = f"{' and '.join(moved)} {paths[0]}"
        fix = " ".join(f"-{key} NEW/{os.path.basename(paths[0])}" for key in moved)
        return (f"-model {model} was trained with {trained}, which is not there any more: "
                f"add {fix} (NEW: the folder it is in now)")
    trained = ", ".join(f"{key} {path}" for key, path in moved.items())
    fix = " ".join(f"-{key} NEW/{os.path.basename(path)}" for key, path in moved.items())
    return (f"-model {model} was trained with {trained}, which are not there any more: add "
            f"{fix} (NEW: the folders they are in now)")
