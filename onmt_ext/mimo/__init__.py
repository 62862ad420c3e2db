"""Task-aware MIMO cardinality (Xu et al. 2021), `encoder_type`/`decoder_type: mimo`.

options, encoder, decoder, building blocks (layers, mixing: task-aware attention, tasks:
tag lookup), the `mimo_tag` data transform, tools (data: multilingual corpora; similarity:
Table 4). Declared in family.py.
"""
