"""What a model being built may read beyond its options: the vocabularies of the model
that OpenNMT's `build_base_model` is building (MIMO reads its target-language tags' ids
there). The seam's wrapper of `build_base_model` exposes them for the duration of the call
(`vocabs_exposed`); outside such a call `vocabs_being_built()` is None.

A context variable: set only for one call (in this thread or task), so nothing depends on
when this module was imported, and nothing is left behind after the call.
"""

from __future__ import annotations

import contextlib
import contextvars

_vocabs_being_built: contextvars.ContextVar = contextvars.ContextVar(
    "onmt_ext_vocabs_being_built", default=None)


@contextlib.contextmanager
def vocabs_exposed(vocabs):
    """Make `vocabs` what `vocabs_being_built` returns for the duration of the block."""
    token = _vocabs_being_built.set(vocabs)
    try:
        yield
    finally:
        _vocabs_being_built.reset(token)


def vocabs_being_built():
    """The `vocabs` dict ("src", "tgt": pyonmttok.Vocab) of the model that OpenNMT's
    `build_base_model` is building right now, or None outside such a call."""
    return _vocabs_being_built.get()
