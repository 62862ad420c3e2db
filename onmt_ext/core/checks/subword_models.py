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
    for key, reader in _readers(transforms, settings).items():
        path = getattr(opt, key, None)
        if not path:
            continue
        if not os.path.isfile(path):
            if key in from_model:
                raise SubwordModelError(
                    f"-model {from_model[key]} was trained with {key} {path}, which is not "
                    f"there any more: pass -{key} with the file's new path"
                )
            raise SubwordModelError(f"{key} {path}: no such file (the transform {reader} "
                                    "reads it)")
        if getattr(opt, SUBWORD_TYPE_KEYS.get(key, ""), None) == "sentencepiece" and \
                not _opens_as_sentencepiece(path):
            raise SubwordModelError(f"{key} {path}: not a SentencePiece model (the "
                                    "`.model` file that onmt_ext_spm_train writes)")
