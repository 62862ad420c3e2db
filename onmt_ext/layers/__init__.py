"""Transformer layers built on OpenNMT's own layers (subclassed, never copied)."""
