"""`-compile_decoder`: the decoder of `onmt_translate` / `onmt_server` compiled by
`torch.compile`, an opt-in speed-up.

`bench/speedups.py` measured it (results/bench-speedups.md): once compiled, beam search is
faster, but the first batches wait for the compilation (seconds with a warm cache, minutes
without), and the compiled kernels may add in another order than the eager ones, so the
float32 translations are not guaranteed byte-identical to OpenNMT's: it pays for a long
file or a server, and is off by default. ``dynamic=True``: the decoder sees another batch
size and cache length at every step, which would otherwise recompile.
"""

from __future__ import annotations

import torch

COMPILE_DECODER = "compile_decoder"
LINE = ("-compile_decoder: the decoder is compiled by torch.compile; the first batches "
        "take longer (compilation), and the translations may differ from the uncompiled "
        "ones in the last bits of their scores")


def add_translate_options(parser) -> None:
    """`-compile_decoder` (every parser OpenNMT builds with its translate options)."""
    group = parser.add_argument_group("onmt_ext: speed")
    group.add(
        f"--{COMPILE_DECODER}", f"-{COMPILE_DECODER}", action="store_true",
        help="Compile the model's decoder with torch.compile (dynamic shapes): faster beam "
             "search once compiled, after a start-up of seconds to minutes; the "
             "translations are not guaranteed byte-identical to the uncompiled ones.",
    )


def compile_decoder(model: torch.nn.Module) -> str:
    """Replace ``model.decoder``'s forward by its compiled version (this instance only);
    returns the line to log."""
    decoder = model.decoder
    decoder.forward = torch.compile(decoder.forward, dynamic=True)
    return LINE
