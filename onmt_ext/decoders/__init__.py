"""Decoders registered with OpenNMT by onmt_ext.registry."""
