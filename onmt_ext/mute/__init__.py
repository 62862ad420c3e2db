"""MUTE: Multi-Unit Transformer encoder (Yan et al. 2020), `encoder_type: mute`.

options (mute_* keys), encoder (MuteEncoder), building blocks (noise, autoshuffle,
unit_merge, fused_units), tools (harden: `onmt_ext_harden`; diversity: Table 6 probe).
Declared to OpenNMT in family.py.
"""
