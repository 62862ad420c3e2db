"""DenseNMT's declaration (see onmt_ext.core.model.family), registered through the entry
point ``dense`` of the group ``onmt_ext.families`` (pyproject.toml)."""

from onmt_ext.core.model.family import Family
from onmt_ext.dense.decoder import DenseDecoder
from onmt_ext.dense.encoder import DenseEncoder
from onmt_ext.dense.options import DenseOptions

FAMILY = Family(
    name="dense",
    options=DenseOptions,
    encoders={"dense": DenseEncoder},
    decoders={"dense": DenseDecoder},
)
