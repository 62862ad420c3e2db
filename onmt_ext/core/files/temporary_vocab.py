"""`onmt_build_vocab`'s vocabularies written through temporary files.

OpenNMT opens each vocabulary (`src_vocab`, `tgt_vocab`, and beside `src_vocab` the source
features' `<src_vocab>_feat<i>`) with mode "w" and writes it in place, so a full disk or a
kill left a partial vocabulary under its final name. While `written_together(opts)` runs
(around OpenNMT's `build_vocab_main`), `redirect(opt)` (once the vocabulary checks have
passed) points the options at temporary files beside the vocabularies; leaving the block
renames them all once every one is complete, or removes them all on an exception
(onmt_ext.core.files.atomic_save.TemporaryOutputs). The options keep their paths.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator

from onmt_ext.core.files.atomic_save import TemporaryOutputs

VOCABULARY_KEYS = ("src_vocab", "tgt_vocab")
# OpenNMT writes the source features' vocabularies beside src_vocab: `<src_vocab>_feat<i>`
FEATURE_VOCABULARY = r"_feat\d+"

# The vocabulary files of the `build_vocab_main` running (written_together)
_OUTPUTS: contextvars.ContextVar[TemporaryOutputs | None] = contextvars.ContextVar(
    "onmt_ext_vocabulary_outputs", default=None)


@contextlib.contextmanager
def written_together(opts) -> Iterator[None]:
    """The vocabularies of `opts` that `redirect` sends to temporary files inside the block
    are renamed to their paths when it ends (removed on an exception); `opts` keeps its
    paths."""
    finals = {key: getattr(opts, key, None) for key in VOCABULARY_KEYS}
    token = _OUTPUTS.set(TemporaryOutputs(FEATURE_VOCABULARY))
    try:
        with _OUTPUTS.get():
            yield
    finally:
        _OUTPUTS.reset(token)
        for key, path in finals.items():
            setattr(opts, key, path)


def redirect(opt) -> None:
    """Inside `written_together`: `opt.src_vocab`/`opt.tgt_vocab` name temporary files
    beside them (a device is written in place: its path stays); outside it, nothing."""
    outputs = _OUTPUTS.get()
    if outputs is None:
        return
    for key in VOCABULARY_KEYS:
        path = getattr(opt, key, None)
        if path:
            setattr(opt, key, outputs.redirect(path))
