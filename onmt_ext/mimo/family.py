"""MIMO's declaration (see onmt_ext.core.model.family)."""

from onmt_ext.core.model.family import Family
from onmt_ext.mimo import line_tag, mimo_tag
from onmt_ext.mimo.decoder import MimoDecoder
from onmt_ext.mimo.encoder import MimoEncoder
from onmt_ext.mimo.options import MimoOptions, check_training_corpora
from onmt_ext.mimo.tag_checks import check_translation

FAMILY = Family(
    name="mimo",
    options=MimoOptions,
    encoders={"mimo": MimoEncoder},
    decoders={"mimo": MimoDecoder},
    transforms={mimo_tag.NAME: mimo_tag.MimoTagTransform,
                line_tag.NAME: line_tag.MimoLineTagTransform},
    train_checks=(check_training_corpora,),
    translate_checks=(check_translation,),
)
