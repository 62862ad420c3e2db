"""MUTE's declaration (see onmt_ext.core.family)."""

from onmt_ext.core.family import Family
from onmt_ext.mute import options
from onmt_ext.mute.encoder import MuteEncoder

FAMILY = Family(name="mute", options=options, encoders={"mute": MuteEncoder})
