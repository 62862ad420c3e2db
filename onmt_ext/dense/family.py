"""DenseNMT's declaration (see onmt_ext.core.family)."""

from onmt_ext.core.family import Family
from onmt_ext.dense import options
from onmt_ext.dense.decoder import DenseDecoder
from onmt_ext.dense.encoder import DenseEncoder

FAMILY = Family(
    name="dense",
    options=options,
    encoders={"dense": DenseEncoder},
    decoders={"dense": DenseDecoder},
)
