"""MIMO's declaration (see onmt_ext.core.model.family): its encoder and decoder, the tag
transforms (`mimo_tag` puts the target-language tag, OpenNMT's `src_prefix`, in front of the
source), `mimo_fused`'s table and the checks of its corpora and translations. Registered
through the entry point ``mimo`` of the group ``onmt_ext.families`` (pyproject.toml)."""

from onmt_ext.core.model.family import Check, Family, Stage
from onmt_ext.mimo import line_tag, mimo_tag
from onmt_ext.mimo.decoder import MimoDecoder
from onmt_ext.mimo.encoder import MimoEncoder
from onmt_ext.mimo.fused_path import MIMO_FUSED
from onmt_ext.mimo.options import MimoOptions
from onmt_ext.mimo.tag_checks import check_training_corpora, check_translation

FAMILY = Family(
    name="mimo",
    options=MimoOptions,
    encoders={"mimo": MimoEncoder},
    decoders={"mimo": MimoDecoder},
    transforms={mimo_tag.NAME: mimo_tag.MimoTagTransform,
                line_tag.NAME: line_tag.MimoLineTagTransform},
    source_prefix_transforms=(mimo_tag.NAME,),
    fused_paths=(MIMO_FUSED,),
    checks=(
        Check(Stage.TRAINING, check_training_corpora,
              "mimo: every corpus carries a target-language tag of mimo_languages first"),
        Check(Stage.TRANSLATE_OPTIONS, mimo_tag.check_translate_prefix,
              "mimo_tag: -src_prefix is one tag token"),
        Check(Stage.TRANSLATION_MODEL, check_translation,
              "mimo: -src_prefix or every -src line carries a tag of the model's languages"),
    ),
)
