"""Aggregation's declaration (see onmt_ext.core.model.family), registered through the entry
point ``aggregate`` of the group ``onmt_ext.families`` (pyproject.toml)."""

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
