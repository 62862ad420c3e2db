"""MUTE's declaration (see onmt_ext.core.family)."""

from onmt_ext.core.family import Family
from onmt_ext.mute.encoder import MuteEncoder
from onmt_ext.mute.options import MuteOptions

FAMILY = Family(name="mute", options=MuteOptions, encoders={"mute": MuteEncoder})
