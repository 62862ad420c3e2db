"""Deep-representation aggregation (Dou et al. 2018), `encoder_type`/`decoder_type: aggregate`.

options, encoder, decoder, building blocks (layer_aggregation: AGG and the strategies;
multi_layer_attention: Eq. 8; layer_diversity: Eq. 9-10). Declared in family.py.
"""
