"""Process-wide state that onmt_ext sets while it is installed, each piece with its undo.

Signal handlers (onmt_ext.core.tools.process_cleanup), exit handlers (the run lock's
release, onmt_ext.core.tools.run_lock) and the model whose diagnostics the reports read
(onmt_ext.core.model.training_metrics) belong to the process, not to OpenNMT's modules, so
no record of onmt_ext.seam.patches covers them. They are set through this module, which
keeps how to undo each; `onmt_ext.uninstall()` calls `restore()`, which gives back the
handlers that were there before, runs and unregisters the exit handlers (what exiting would
have done) and forgets the model, last change first.
"""

from __future__ import annotations

import atexit
import functools
import signal
from collections.abc import Callable

_undo: list[Callable[[], None]] = []  # last change last
_replaced_signals: set[int] = set()  # signals whose first previous handler is kept


def set_signal(signum: int, handler) -> None:
    """`signal.signal(signum, handler)`; `restore` puts back the handler in place before
    the first such call (the main thread only, as signal.signal requires)."""
    previous = signal.signal(signum, handler)
    if signum not in _replaced_signals:
        _replaced_signals.add(signum)
        _undo.append(lambda: (signal.signal(signum, previous),
                              _replaced_signals.discard(signum)))


def at_exit(function: Callable, *args) -> None:
    """`atexit.register(function, *args)`; `restore` runs it and unregisters it."""
    call = functools.partial(function, *args)  # its own identity: unregister takes this one
    atexit.register(call)

    def undo() -> None:
        atexit.unregister(call)
        call()

    _undo.append(undo)


def on_restore(undo: Callable[[], None]) -> None:
    """Have `restore` call `undo` (for state of onmt_ext's own, e.g. a module reference)."""
    _undo.append(undo)


def restore() -> None:
    """Undo everything set through this module, last change first (idempotent)."""
    while _undo:
        _undo.pop()()
