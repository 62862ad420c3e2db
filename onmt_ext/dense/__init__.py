"""DenseNMT (Shen et al. 2018), `encoder_type`/`decoder_type: dense`.

options, encoder, decoder, building blocks (blocks: layouts and dense stacks; attention:
DenseAtt-1/2). Declared in family.py.
"""
