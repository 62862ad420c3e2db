"""The warning filters onmt_ext puts in force before OpenNMT is imported.

OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
FutureWarnings are OpenNMT's business, not our users'. This module imports neither torch
nor OpenNMT (nor anything of onmt_ext): the import hook (onmt_ext_autoload) calls it at
the moment OpenNMT's package is about to run, and `onmt_ext.install()` before it imports
OpenNMT; `onmt_ext.uninstall()` takes the filters out again. Importing onmt_ext changes
nothing. Filtering warnings changes the `warnings` module's filter list, not OpenNMT; the
filters apply to warnings raised in OpenNMT's modules only.
"""

from __future__ import annotations

import warnings

# The modules a filter applies to: OpenNMT's (the warnings are raised where its modules
# decorate with `torch.cuda.amp.custom_fwd`, e.g. onmt.modules.sru); the same warning from
# anyone else's code is still shown.
OPENNMT_MODULES = r"onmt\."


# The messages of the warnings hidden (regular expressions, as `warnings.filterwarnings`).
MESSAGES = (r".*torch\.cuda\.amp.*", r".*torch\.amp\.custom_")


def filter_opennmt_warnings() -> None:
    """Hide OpenNMT 3.5.1's import-time FutureWarnings about `torch.cuda.amp`, raised in its
    own modules (once each: added again, a filter is not repeated)."""
    for message in MESSAGES:
        warnings.filterwarnings("ignore", category=FutureWarning, message=message,
                                module=OPENNMT_MODULES)


_NOTHING = r"\A\Z(?!)onmt_ext"  # a message no warning has


def unfilter_opennmt_warnings() -> None:
    """Take out the filters `filter_opennmt_warnings` added (the others stay as they are)."""
    ours = {(message, OPENNMT_MODULES) for message in MESSAGES}
    warnings.filters[:] = [
        entry for entry in warnings.filters
        if not (entry[0] == "ignore" and entry[2] is FutureWarning
                and (getattr(entry[1], "pattern", None), getattr(entry[3], "pattern", None))
                in ours)]
    # the warnings module caches what its filters decided; it has no public way to say
    # they changed, other than adding one: a filter that matches nothing, added and removed
    warnings.filterwarnings("default", message=_NOTHING)
    warnings.filters[:] = [entry for entry in warnings.filters
                           if getattr(entry[1], "pattern", None) != _NOTHING]
