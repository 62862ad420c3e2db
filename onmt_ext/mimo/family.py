"""MIMO's declarations (see onmt_ext.core.model.family), two families registered through
the entry points ``mimo`` and ``mimo_tag`` of the group ``onmt_ext.families``
(pyproject.toml):

- ``mimo``: the encoder and decoder (`encoder_type` / `decoder_type: mimo`), their options,
  `mimo_fused`'s table and the checks of a MIMO model's corpora and translations;
- ``mimo_tag``: the tag transforms (`mimo_tag` puts the target-language tag, OpenNMT's
  `src_prefix`, in front of the source; `mimo_line_tag` takes each line's own), which any
  model may use, and their checks. Listing one of them selects this family, not the
  model's."""

from dataclasses import dataclass

from onmt_ext.core.model.family import Check, Family, Stage
from onmt_ext.core.model.options import Options
from onmt_ext.mimo import line_tag, mimo_tag
from onmt_ext.mimo.decoder import MimoDecoder
from onmt_ext.mimo.encoder import MimoEncoder
from onmt_ext.mimo.fused_path import MIMO_FUSED
from onmt_ext.mimo.options import MimoOptions
from onmt_ext.mimo.tag_checks import (
    check_prefix_in_vocabulary,
    check_training_corpora,
    check_translation,
)

FAMILY = Family(
    name="mimo",
    options=MimoOptions,
    encoders={"mimo": MimoEncoder},
    decoders={"mimo": MimoDecoder},
    fused_paths=(MIMO_FUSED,),
    checks=(
        Check(Stage.TRAINING, check_training_corpora,
              "mimo: every corpus carries a target-language tag of mimo_languages first"),
        Check(Stage.TRANSLATION_MODEL, check_translation,
              "mimo: -src_prefix or every -src line carries a tag of the model's languages"),
    ),
)


@dataclass(frozen=True)
class MimoTagOptions(Options):
    """The tag transforms have no keys of their own (theirs are OpenNMT's `src_prefix`)."""


TAG_FAMILY = Family(
    name="mimo_tag",
    options=MimoTagOptions,
    transforms={mimo_tag.NAME: mimo_tag.MimoTagTransform,
                line_tag.NAME: line_tag.MimoLineTagTransform},
    source_prefix_transforms=(mimo_tag.NAME,),
    checks=(
        Check(Stage.TRANSLATE_OPTIONS, mimo_tag.check_translate_prefix,
              "mimo_tag: -src_prefix is one tag token"),
        Check(Stage.TRANSLATION_MODEL, check_prefix_in_vocabulary,
              "mimo_tag: -src_prefix is in the -model's source vocabulary"),
    ),
)
