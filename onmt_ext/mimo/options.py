"""Options of task-aware MIMO (Xu et al. 2021): `encoder_type: mimo`, `decoder_type: mimo`.

The encoder and the decoder share one set of keys (cardinality, languages, ablations).
`check_training_corpora` (a train check of the family, onmt_ext.mimo.family) checks, before
training starts, that every corpus carries a known target-language tag in first source
position (the `mimo_tag` transform with `src_prefix`, or a tag already at the start of
each source line).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import yaml

from onmt_ext.compat import logger
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.fused_choice import fused_setting
from onmt_ext.core.model.options import Options, at_least, option
from onmt_ext.mimo import tag_checks as mimo_tag_checks

TAG_TRANSFORM = "mimo_tag"
LINE_TAG_TRANSFORM = "mimo_line_tag"  # onmt_ext.mimo.line_tag
TOKENIZERS = ("onmt_tokenize", "sentencepiece", "bpe")


# task: one v per target language (Eq. 4). shared: one learned v for all tasks (Table 2,
# "w/o task-aware attention", learned). uniform: p = 1/n fixed (no parameter).
MIXING_MODES = ("task", "shared", "uniform")
# How the n decoder cross-attention transformations read the encoder's n output streams.
ENC_DEC_MODES = ("mixed", "paired", "merged")


@dataclass(frozen=True)
class MimoOptions(Options):
    """The mimo_* keys, shared by the encoder and the decoder."""

    GROUP = "onmt_ext: task-aware MIMO cardinality (encoder_type/decoder_type: mimo)"

    cardinality: int = option(  # n transformations per attention/FFN sublayer
        4,
        "Cardinality n: transformations of the same topology per attention and FFN "
        "sublayer, in the encoder and the decoder (Eq. 2-3; paper: 6 layers x 4).",
        key="mimo_cardinality",
        type=int,
        bound=at_least(1),
    )
    languages: tuple[str, ...] = option(  # target languages = tasks, in v's row order
        [],
        "Target languages, i.e. the translation tasks of the task-aware attention "
        "(Eq. 4: one v per target language and transformation), e.g. [en, de, fr, cs]. "
        "The order fixes v's rows. Each language's tag (mimo_tag_format) must be the first "
        "source token of every sentence translated into it.",
        key="mimo_languages",
        many=True,
    )
    tag_format: str = option(  # source tag of a target language (Johnson et al.)
        "<2{lang}>",
        "Target-language tag of a language (Johnson et al. 2017), '{lang}' replaced by "
        "the language code: <2{lang}> gives <2de>. Use the same tags as src_prefix.",
        key="mimo_tag_format",
    )
    task_attention: str = option(  # task | shared | uniform
        "task",
        "Weights p of Eq. 2. task: p = softmax(v_t), v learned per target language t "
        "and transformation (Eq. 4). shared: one learned v for all languages (Table 2, "
        "'w/o task-aware attention'). uniform: p = 1/n, nothing learned (then every "
        "transformation reads the mean of the previous outputs, i.e. MIMO reduces to "
        "merging).",
        key="mimo_task_attention",
        choices=MIXING_MODES,
        unknown="mode",
    )
    merge_sublayers: bool = option(  # Table 2 "w/o MIMO": one merged input per sublayer
        False,
        "Table 2 'w/o MIMO': merge the n outputs of each sublayer into one stream "
        "(task-aware weights, as MUTE merges its units) that all n transformations of the "
        "next sublayer read, instead of Eq. 2's one input per transformation.",
        key="mimo_merge_sublayers",
        flag=True,
    )
    enc_dec: str = option(  # mixed | paired | merged
        "mixed",
        "What the n encoder-decoder attentions of a decoder layer attend to. mixed: "
        "attention k reads sum_m r_km enc_m, a task-aware mix of the n encoder output "
        "streams with its own weights per decoder layer (Eq. 2 and 4 applied to the encoder "
        "output). paired: attention k reads encoder stream k. merged: the encoder merges "
        "its n streams into one (task-aware many-to-one) that all attentions read (always "
        "the case with a non-MIMO decoder).",
        key="mimo_enc_dec",
        choices=ENC_DEC_MODES,
        unknown="mode",
    )
    fused: bool | str = option(  # batched transformations (onmt_ext.mimo.fused) or a loop
        "auto",
        "Compute the n transformations of each sublayer as batched operations (stacked "
        "Q/K/V, attention over a units axis, stacked FFNs, one decoding cache per layer; "
        "onmt_ext/mimo/fused.py: true) or as a loop over the n OpenNMT modules (false). "
        "auto (default): the path measured faster on the device and in the mode "
        "(onmt_ext/mimo/fused_path.py: on a CPU the loop in training and fused in "
        "translation, on CUDA fused), logged once at the first forward pass. Same "
        "parameters and checkpoints either way; features the fused path does not "
        "reproduce (rotary, alibi, relative buckets, num_kv, rms layer_norm, use_ckpting, "
        "tensor parallelism) use the loop, with the reason logged.",
        key="mimo_fused",
        type=fused_setting,
    )

    @property
    def tags(self) -> list[str]:
        return [self.tag_format.format(lang=lang) for lang in self.languages]

    @classmethod
    def validate(cls, opt) -> None:
        """When a MIMO encoder/decoder is selected: the single values (the choices of
        mimo_task_attention and mimo_enc_dec too), the languages and their tags, and
        OpenNMT features the MIMO layers do not support."""
        if _selected(opt):
            cls.check_values(opt)
            _check_languages(opt)
            _check_unsupported(opt)


def tags_from_build(settings: MimoOptions):
    """Tag -> task lookup from the source vocabulary of the model being built."""
    from onmt_ext import compat
    from onmt_ext.mimo.tasks import TaskTags

    vocabs = compat.vocabs_being_built()
    if vocabs is None:
        raise OptionError(
            "encoder/decoder_type mimo: no source vocabulary available; build the model "
            "through OpenNMT's build_base_model (onmt_ext_train / onmt_ext_translate)"
        )
    return TaskTags.from_vocab(settings.languages, settings.tags, vocabs["src"])


def _selected(opt) -> bool:
    return "mimo" in (getattr(opt, "encoder_type", None), getattr(opt, "decoder_type", None))


def _check_languages(opt) -> None:
    """mimo_languages lists each language once; each gives a one-token tag."""
    languages = list(opt.mimo_languages or [])
    if not languages:
        raise OptionError(
            "mimo_languages is empty: list the target languages (tasks), e.g. [en, de, fr]"
        )
    duplicates = sorted({lang for lang in languages if languages.count(lang) > 1})
    if duplicates:
        raise OptionError(f"mimo_languages lists {duplicates[0]!r} twice: {languages}")
    fmt = opt.mimo_tag_format
    if "{lang}" not in fmt:
        raise OptionError(f"mimo_tag_format must contain '{{lang}}', got {fmt!r}")
    for lang in languages:
        tag = fmt.format(lang=lang)
        if len(tag.split()) != 1 or tag != tag.strip():
            raise OptionError(
                f"mimo_tag_format {fmt!r} gives {tag!r} for {lang!r}: a tag must be one token"
            )


def _check_unsupported(opt) -> None:
    """OpenNMT features the MIMO layers do not support."""
    if getattr(opt, "model_task", "seq2seq") != "seq2seq":
        raise OptionError(f"mimo needs model_task seq2seq, got {opt.model_task!r}")
    if getattr(opt, "parallel_residual", False):
        raise OptionError("parallel_residual: true is not supported by mimo layers")
    if getattr(opt, "parallel_mode", "data_parallel") == "tensor_parallel":
        raise OptionError("parallel_mode: 'tensor_parallel' is not supported by mimo layers")
    if getattr(opt, "decoder_type", None) == "mimo":
        unsupported = {
            "self_attn_type": (getattr(opt, "self_attn_type", "scaled-dot"), "scaled-dot"),
            "copy_attn": (bool(getattr(opt, "copy_attn", False)), False),
            "lambda_align": (getattr(opt, "lambda_align", 0.0), 0.0),
            "num_experts": (getattr(opt, "num_experts", 0), 0),
            "sliding_window": (getattr(opt, "sliding_window", 0), 0),
        }
        for key, (value, supported) in unsupported.items():
            if key == "self_attn_type" and value in ("scaled-dot", "scaled-dot-flash"):
                continue
            if value != supported:
                raise OptionError(
                    f"{key}: {value!r} is not supported by decoder_type mimo "
                    f"(supported: {supported!r})"
                )


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
    """The train check of the family: the corpora's tags, when a MIMO encoder/decoder is
    selected (after `MimoOptions.validate`)."""
    if _selected(opt):
        validate_corpora(opt)


def validate_corpora(opt) -> None:
    """Every corpus must carry a known target-language tag in first source position."""
    tags = [opt.mimo_tag_format.format(lang=lang) for lang in opt.mimo_languages]
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
            scan = mimo_tag_checks.scan_file(path, tags)  # every line
            if scan.bad_line is not None:
                raise OptionError(mimo_tag_checks.describe(
                    f"{where}/path_src: {path}", scan, tags, opt.mimo_tag_format))
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
                    f"mimo_languages {list(opt.mimo_languages)}; expected one of {tags}"
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
            scan = mimo_tag_checks.scan_file(path, tags)  # every line, not only the first
            if scan.bad_line is not None:
                where = f"{where}/path_src: {path}"
                raise OptionError(mimo_tag_checks.describe(where, scan, tags, opt.mimo_tag_format))
            found = scan.seen
        if name != "valid":
            targeted.update(tags.index(t) for t in found)
    untrained = [lang for t, lang in enumerate(opt.mimo_languages) if t not in targeted]
    if untrained and targeted:
        logger.warning(
            "mimo_languages %s: no training corpus translates into them; their task "
            "weights v stay at their initial (uniform) values",
            untrained,
        )
