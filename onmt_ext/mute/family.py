"""MUTE's declaration (see onmt_ext.core.model.family): the `mute` encoder, the MUTE layer as a
layer type for the stack families (`enc_layer_type: mute`, onmt_ext.core.model.stack_layers:
the composition of MUTE with aggregation and DenseNMT) and `mute_fused`'s table. Registered
through the entry point ``mute`` of the group ``onmt_ext.families`` (pyproject.toml)."""

from onmt_ext.core.model.family import Family
from onmt_ext.core.model.stack_layers import EncoderLayerType
from onmt_ext.mute.encoder import MuteEncoder, build_mute_layer
from onmt_ext.mute.fused_path import MUTE_FUSED
from onmt_ext.mute.options import MuteOptions

MUTE_LAYER = EncoderLayerType(
    name="mute",
    settings=MuteOptions.from_opt,
    build=build_mute_layer,
    takes_context_transform=True,
    own_encoder="mute",
)

FAMILY = Family(
    name="mute",
    options=MuteOptions,
    encoders={"mute": MuteEncoder},
    layer_types=(MUTE_LAYER,),
    fused_paths=(MUTE_FUSED,),
)
