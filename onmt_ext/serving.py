"""`onmt_server` pre- and postprocessing: the checkpoint's own transforms, a family's tag.

OpenNMT-py 3.5.1's REST server (`onmt_server`, `onmt/translate/translation_server.py`)
feeds the request text to the model as it comes: it applies none of the transforms the
checkpoint was trained with. Its "tokenizer" setting offers `sentencepiece` (which imports
the `sentencepiece` package, installed neither with OpenNMT nor with onmt_ext) and
`pyonmttok` (which needs "mode" and repeats what the checkpoint already says), and nothing
adds a target-language tag after the subword step. A model's server config lists
instead::

    "preprocess": ["onmt_ext.serving.preprocess"],
    "postprocess": ["onmt_ext.serving.postprocess"],
    "custom_opt": {"src_prefix": "<2de>"}          (a tagged model: the default tag)

The server calls each function as ``f(sequence, server_model)``: a preprocess function
on a dict whose "seg" lists the source segments (one per request) and "ref" their
references (None if not given), the other request keys kept (a request may carry its own
"src_prefix"); a postprocess function on a dict whose "seg" lists the translations of
those segments, the last function returning the text.

`preprocess` builds OpenNMT's own transforms from the options saved in the checkpoint
(`onmt.transforms.make_transforms`, what `onmt_translate -transforms ...` builds with the
same options: `onmt_tokenize` applies the SentencePiece model through pyonmttok) and applies
them to each segment, the tagging transform last (OpenNMT's `prefix`, or one a family
declares in `Family.source_prefix_transforms`, e.g. MIMO's `mimo_tag`); `postprocess`
applies their reverse (detokenisation) to the translations. See docs/serving.md.
"""

from __future__ import annotations

import argparse
import copy
import functools
import os

from onmt_ext import compat, registry
from onmt_ext.core.checks.translate_transforms import TRAINING_ONLY
from onmt_ext.core.files.checkpoint_file import CheckpointError, load_checkpoint_header

# custom_opt keys of ours; every other key must be an option saved in the checkpoint.
OWN_KEYS = ("transforms",)
# Path options of OpenNMT's tokenizers; relative values in custom_opt are under models_root.
PATH_KEYS = ("src_subword_model", "tgt_subword_model", "src_subword_vocab", "tgt_subword_vocab")
TOKENIZERS = ("onmt_tokenize", "sentencepiece", "bpe")
OPENNMT_TAGGER = "prefix"  # OpenNMT's transform that puts `src_prefix` in front of the source
INFER = "infer"  # OpenNMT's corpus name for translation (`onmt.constants.CorpusName.INFER`)
ATTRIBUTE = "onmt_ext_transforms"  # where a server model keeps its ModelTransforms


class ServingError(ValueError):
    """A server config or request the checkpoint's transforms cannot serve."""


def taggers() -> set[str]:
    """The transforms that put `src_prefix` in front of the source: OpenNMT's `prefix` and
    those the families declare (onmt_ext.registry.source_prefix_transforms)."""
    return {OPENNMT_TAGGER} | registry.source_prefix_transforms()


def checkpoint_transforms(opt: argparse.Namespace) -> list[str]:
    """The transforms of the checkpoint's training corpora (OpenNMT fills a corpus's
    `transforms` with the global ones when it has none), in order, less those that only
    filter, add noise to or augment training data (`TRAINING_ONLY`: `filtertoolong` would
    drop a long request).

    Raises ServingError when the corpora disagree: then say which to apply.
    """
    corpora = {name: corpus for name, corpus in (getattr(opt, "data", None) or {}).items()
               if name != "valid"}
    lists = {name: [t for t in (corpus.get("transforms") or getattr(opt, "transforms", []))
                    if t not in TRAINING_ONLY]
             for name, corpus in corpora.items()}
    distinct = {tuple(names) for names in lists.values()}
    if len(distinct) > 1:
        raise ServingError(
            f"the training corpora use different transforms ({lists}); list the ones to "
            'apply in the model\'s "custom_opt": {"transforms": [...]}'
        )
    if distinct:
        return list(distinct.pop())
    return [t for t in getattr(opt, "transforms", []) if t not in TRAINING_ONLY]


class ModelTransforms:
    """The transforms of one served checkpoint: options, names, one pipe per source tag.

    Args:
        opt: the options saved in the checkpoint.
        custom_opt: the model's "custom_opt" of the server config (or None): "transforms"
            overrides the checkpoint's list; every other key an option of the checkpoint
            (e.g. "src_subword_model", "src_prefix"), relative PATH_KEYS under `root`.
        root: the model's directory in the server config ("model_root" / "models_root").
        vocabs: the loaded model's vocabularies (for transforms that need them), or None.
    """

    def __init__(self, opt: argparse.Namespace, custom_opt: dict | None, root: str, vocabs):
        custom = dict(custom_opt or {})
        unknown = sorted(k for k in custom if k not in OWN_KEYS and not hasattr(opt, k))
        if unknown:
            raise ServingError(
                f"custom_opt key {unknown[0]!r} is neither {OWN_KEYS[0]!r} nor an option "
                "saved in the checkpoint"
            )
        # "transforms": [] applies none (the text is sent as it is)
        self.names = list(custom.pop("transforms") if "transforms" in custom
                          else checkpoint_transforms(opt))
        self.opt = copy.copy(opt)
        for key, value in custom.items():
            if key in PATH_KEYS and value:
                value = os.path.join(root, value)
            setattr(self.opt, key, value)
        self.vocabs = vocabs
        self._pipes: dict[str, object] = {}
        # the tags of the training corpora (a multilingual model: one per target language)
        self.tags = sorted({corpus.get("src_prefix") for corpus in
                            (getattr(opt, "data", None) or {}).values()} - {None, ""})
        if any(name in TOKENIZERS for name in self.names):
            for key in ("src_subword_model", "tgt_subword_model"):
                path = getattr(self.opt, key, None)
                if path and not os.path.isfile(path):
                    raise ServingError(
                        f"{key} {path!r} not found; give its place in the model's "
                        f'"custom_opt": {{"{key}": "..."}} (relative to models_root)'
                    )

    def pipe(self, src_prefix: str | None = None):
        """OpenNMT's TransformPipe of `names`, with `src_prefix` (a target-language tag) for
        the tagging transforms (`taggers`; None: the checkpoint's or custom_opt's
        `src_prefix`)."""
        prefix = getattr(self.opt, "src_prefix", "") if src_prefix is None else src_prefix
        tagged = any(name in taggers() for name in self.names)
        if tagged and not prefix:
            raise ServingError(
                f'no source tag: give the request a "src_prefix" (one of {self.tags}) or the '
                'model\'s "custom_opt" a default "src_prefix"'
            )
        if tagged and self.tags and prefix not in self.tags:
            raise ServingError(
                f"src_prefix {prefix!r} is none of the tags the model was trained with: "
                f"{self.tags}"
            )
        return self._built(prefix)

    def _built(self, prefix: str):
        if prefix not in self._pipes:
            opt = copy.copy(self.opt)
            opt.src_prefix = prefix
            try:
                self._pipes[prefix] = compat.build_transform_pipe(opt, self.names, self.vocabs)
            except ImportError as error:  # OpenNMT's `sentencepiece` transform, for one
                raise ServingError(
                    f"the transforms {self.names} need a package that is not installed in "
                    f"the server's environment: {error}"
                ) from None
        return self._pipes[prefix]

    def source(self, text: str, ref: str | None = None, src_prefix: str | None = None):
        """``(source tokens, reference tokens or None)`` as one space-separated string
        each: `text` (and `ref`) through the transforms, as OpenNMT's translation reads
        a line of `-src` (`-tgt`); an empty text stays empty (OpenNMT's server answers "")."""
        if not text.strip():
            return "", ref
        words = text.strip().split(" ")
        example = {"src": words, "tgt": None, "src_original": list(words)}
        if ref is not None:
            example["tgt"] = ref.strip().split(" ")
            example["tgt_original"] = list(example["tgt"])
        example = self.pipe(src_prefix).apply(example, is_train=False, corpus_name=INFER)
        tgt = None if ref is None else " ".join(example["tgt"])
        return " ".join(example["src"]), tgt

    def target(self, translation: str) -> str:
        """A translation (space-separated tokens) back to text: the transforms' reverse."""
        if not translation.strip():
            return translation
        # the reverse of every transform is the same whatever the tag (a tagger's: nothing)
        prefix = next(iter(self._pipes), getattr(self.opt, "src_prefix", ""))
        return self._built(prefix).apply_reverse(translation)


def model_transforms(server_model) -> ModelTransforms:
    """The ModelTransforms of an `onmt.translate.translation_server.ServerModel`, built on
    first use from its first checkpoint (`opt.models`, already joined with its root)."""
    found = getattr(server_model, ATTRIBUTE, None)
    if found is None:
        path = server_model.opt.models[0]
        try:
            saved = load_checkpoint_header(path, "models")["opt"]
        except CheckpointError as error:
            raise ServingError(str(error)) from None
        vocabs = getattr(getattr(server_model, "translator", None), "vocabs", None)
        found = ModelTransforms(saved, server_model.custom_opt, server_model.model_root, vocabs)
        setattr(server_model, ATTRIBUTE, found)
    return found


def _answerable(function):
    """Turn our errors into the server's (answered as {"status": "error", "error": ...},
    not as an HTTP 500), naming onmt_ext.serving and the model, and log the reason (the
    server's log said only that it unloaded the model)."""

    @functools.wraps(function)
    def wrapper(sequence, server_model):
        try:
            return function(sequence, server_model)
        except ValueError as error:  # ServingError, a transform's ValueError (a tagger's)
            message = f"onmt_ext.serving (model {server_model.model_id}): {error}"
            # OpenNMT's server logs only that it unloads the model: the reason goes first
            (getattr(server_model, "logger", None) or compat.logger).warning(
                "request refused: %s", message)
            raise compat.server_error(message) from error

    return wrapper


@_answerable
def preprocess(sequence: dict, server_model) -> dict:
    """Server preprocess function: the checkpoint's transforms on every segment.

    The tag of a tagged model is the request's "src_prefix" if it has one, else the model's
    "custom_opt" `src_prefix`.
    """
    transforms = model_transforms(server_model)
    prefix = sequence.get("src_prefix")
    refs = sequence.get("ref") or [None] * len(sequence["seg"])
    pairs = [transforms.source(seg, ref, prefix) for seg, ref in zip(sequence["seg"], refs,
                                                                       strict=True)]
    sequence["seg"] = [src for src, _ in pairs]
    sequence["ref"] = [ref for _, ref in pairs]
    return sequence


@_answerable
def postprocess(sequence: dict, server_model) -> str:
    """Server postprocess function: the translations of the segments detokenised, joined
    by a space (one segment per request unless a preprocess function split it)."""
    transforms = model_transforms(server_model)
    return " ".join(transforms.target(seg) for seg in sequence["seg"])

