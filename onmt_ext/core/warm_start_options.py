"""Option `warm_start_from` (see onmt_ext.core.warm_start) and its validation.

Dou et al. 2018 initialise every aggregation variant from the trained Base model (Sec. 4);
this key does that for any model. It is a training-time key: it is stored in checkpoints
with the other model options but is read only when a model is built for a new training.
"""

from __future__ import annotations

import os

from onmt_ext.core.errors import OptionError


def add_options(parser) -> None:
    """Add the warm-start option group to an OpenNMT (configargparse) parser."""
    group = parser.add_argument_group("onmt_ext: warm start")
    group.add(
        "--warm_start_from",
        "-warm_start_from",
        default="",
        help="Checkpoint (.pt) whose weights initialise the new model before training: every "
        "parameter with the same name and shape is copied, the others (e.g. new aggregation "
        "nodes) keep their fresh initialisation; optimiser and step start afresh (Dou et al. "
        "2018, Sec. 4: variants initialised by the pre-trained Base). The vocabulary must be "
        "the checkpoint's. Unlike train_from, the architecture may differ.",
    )


def validate(opt) -> None:
    """Check warm_start_from; raise OptionError naming the key and the value."""
    path = getattr(opt, "warm_start_from", "")
    if not path:
        return
    if getattr(opt, "train_from", ""):
        raise OptionError(f"warm_start_from is {path!r} and train_from is {opt.train_from!r}: "
                          "train_from resumes a training, warm_start_from starts a new one; "
                          "give one of them")
    if not os.path.isfile(path):
        raise OptionError(f"warm_start_from: checkpoint file not found: {path!r}")
