"""Options of task-aware MIMO (Xu et al. 2021): `encoder_type: mimo`, `decoder_type: mimo`.

The encoder and the decoder share one set of keys (cardinality, languages, ablations). The
tags in the corpora and in translation inputs are checked by onmt_ext.mimo.tag_checks.
"""

from __future__ import annotations

from dataclasses import dataclass

from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.fused_choice import fused_setting
from onmt_ext.core.model.options import Options, at_least, option

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
        """The single values (the choices of mimo_task_attention and mimo_enc_dec too), the
        languages and their tags, and OpenNMT features the MIMO layers do not support."""
        cls.check_values(opt)
        _check_languages(cls.from_opt(opt))
        _check_unsupported(opt)


def tags_from_build(opt, settings: MimoOptions):
    """Tag -> task lookup from the source vocabulary of the model being built (the build's
    context attached to `opt`, onmt_ext.core.model.build_context)."""
    from onmt_ext.core.model import build_context
    from onmt_ext.mimo.tasks import TaskTags

    vocabs = build_context.of(opt, "encoder/decoder_type mimo (its tags' ids)").vocabs
    return TaskTags.from_vocab(settings.languages, settings.tags, vocabs["src"])


def _check_languages(settings: MimoOptions) -> None:
    """mimo_languages lists each language once; each gives a one-token tag."""
    languages = list(settings.languages)
    languages_key, format_key = settings.key("languages"), settings.key("tag_format")
    if not languages:
        raise OptionError(
            languages_key + " is empty: list the target languages (tasks), e.g. [en, de, fr]"
        )
    duplicates = sorted({lang for lang in languages if languages.count(lang) > 1})
    if duplicates:
        raise OptionError(languages_key + f" lists {duplicates[0]!r} twice: {languages}")
    fmt = settings.tag_format
    if "{lang}" not in fmt:
        raise OptionError(format_key + f" must contain '{{lang}}', got {fmt!r}")
    for lang in languages:
        tag = fmt.format(lang=lang)
        if len(tag.split()) != 1 or tag != tag.strip():
            raise OptionError(
                format_key + f" {fmt!r} gives {tag!r} for {lang!r}: a tag must be one token"
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
                    key + f": {value!r} is not supported by decoder_type mimo "
                    f"(supported: {supported!r})"
                )
