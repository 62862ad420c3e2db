"""Names under which onmt_ext's encoders and decoders are known to OpenNMT.

Add a new family here (one line) and it is selectable as `encoder_type`/`decoder_type`
in YAML, in training and at translation time, in every process.
"""

from onmt_ext import compat

ENCODERS = {
    "mute": "onmt_ext.encoders.mute:MuteEncoder",
    "dense": "onmt_ext.encoders.dense:DenseEncoder",
    "aggregate": "onmt_ext.encoders.aggregate:AggregateEncoder",
    "mimo": "onmt_ext.encoders.mimo:MimoEncoder",
}
DECODERS: dict[str, str] = {
    "dense": "onmt_ext.decoders.dense:DenseDecoder",
    "aggregate": "onmt_ext.decoders.aggregate:AggregateDecoder",
    "mimo": "onmt_ext.decoders.mimo:MimoDecoder",
}


def _load(path: str) -> type:
    import importlib

    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def register_all() -> None:
    """Register every encoder/decoder (idempotent)."""
    for name, path in ENCODERS.items():
        compat.register_encoder(name, _load(path))
    for name, path in DECODERS.items():
        compat.register_decoder(name, _load(path))
