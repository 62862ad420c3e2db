"""MIMO's declaration (see onmt_ext.core.family)."""

from onmt_ext.core.family import Family
from onmt_ext.mimo import mimo_tag, options
from onmt_ext.mimo.decoder import MimoDecoder
from onmt_ext.mimo.encoder import MimoEncoder

FAMILY = Family(
    name="mimo",
    options=options,
    encoders={"mimo": MimoEncoder},
    decoders={"mimo": MimoDecoder},
    transforms={mimo_tag.NAME: mimo_tag.MimoTagTransform},
)
