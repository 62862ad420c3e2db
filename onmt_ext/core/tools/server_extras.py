"""What `onmt_server` does with onmt_ext beside the request and config checks: it says
where it listens once its models are loaded (each log line once), stops on Ctrl-C as every
other command does, and gives a model configured without any request processing the
transforms its checkpoint was trained with.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator

from onmt_ext.compat import logger

# The server config keys (as OpenNMT's `TranslationServer.start` hands them to
# `preload_model`) that say how a model's requests are prepared; with none of them,
# onmt_ext.serving's apply.
SERVER_PROCESSING = ("preprocess_opt", "postprocess_opt", "tokenizer_opt")
SERVER_DEFAULTS = {"preprocess_opt": ["onmt_ext.serving.preprocess"],
                   "postprocess_opt": ["onmt_ext.serving.postprocess"]}


def with_checkpoint_transforms(model_id, model_kwargs: dict) -> dict:
    """`model_kwargs` of `preload_model`: when they name no "preprocess", "postprocess" or
    "tokenizer", onmt_ext.serving's preprocess and postprocess (the transforms the model's
    checkpoint was trained with, and their reverse) are added, as if the config listed
    them, with one log line. Returns the same dict."""
    if all(model_kwargs.get(key) is None for key in SERVER_PROCESSING):
        model_kwargs.update(SERVER_DEFAULTS)
        logger.info("model %s: the transforms its checkpoint was trained with apply "
                    "(onmt_ext.serving.preprocess and .postprocess; the config names "
                    "no preprocess, postprocess or tokenizer)",
                    "(next id)" if model_id is None else model_id)
    return model_kwargs


def ready_to_serve(host, port) -> None:
    """The models are loaded when OpenNMT's `start` calls `serve`: say where it listens.
    waitress's `serve` calls `logging.basicConfig()`, which gives the root logger a handler:
    OpenNMT's logger, which has its own, would print every line twice (`[... INFO] x` and
    `INFO:onmt:x`); it stops passing its lines on to the root logger."""
    if logger.handlers:
        logger.propagate = False
    logger.info("ready on http://%s:%s", host, port)


@contextlib.contextmanager
def interrupt_after_serving() -> Iterator[None]:
    """waitress's server loop catches KeyboardInterrupt and returns, so Ctrl-C ended
    `onmt_server` with status 0 and no word: the interrupt is noted as it arrives and
    raised again once the server has shut down, for the command's boundary (one line, the
    process ended by SIGINT). An ignored or replaced SIGINT handler is left as it is."""
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield
        return
    interrupted = []

    def note(signum, frame):
        interrupted.append(signum)
        signal.default_int_handler(signum, frame)

    signal.signal(signal.SIGINT, note)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if interrupted:
        raise KeyboardInterrupt
