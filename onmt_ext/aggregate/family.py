"""Aggregation's declaration (see onmt_ext.core.model.family)."""

from onmt_ext.aggregate.decoder import AggregateDecoder
from onmt_ext.aggregate.encoder import AggregateEncoder
from onmt_ext.aggregate.options import AggregateOptions
from onmt_ext.core.model.family import Family

FAMILY = Family(
    name="aggregate",
    options=AggregateOptions,
    encoders={"aggregate": AggregateEncoder},
    decoders={"aggregate": AggregateDecoder},
)
