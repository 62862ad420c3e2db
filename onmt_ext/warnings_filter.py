"""The warning filters onmt_ext puts in force before OpenNMT is imported.

OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
FutureWarnings are OpenNMT's business, not our users'. Its training data loader always
asks for pinned memory (`onmt.inputters.dynamic_iterator`, `pin_memory=True`), which only
an accelerator has: on a CPU, torch warned at every training that it "won't be used"; that
warning, which torch gives only where no accelerator is found, is hidden too. This module
imports neither torch nor OpenNMT (nor anything of onmt_ext): the import hook
(onmt_ext_autoload) calls it at the moment OpenNMT's package is about to run, and
`onmt_ext.install()` before it imports OpenNMT; `onmt_ext.uninstall()` takes the filters
out again. Importing onmt_ext changes nothing. Filtering warnings changes the `warnings`
module's filter list, not OpenNMT; the filters apply to warnings raised in OpenNMT's modules
only, and to torch's one pinned-memory warning.
"""

from __future__ import annotations

import warnings

# The modules a filter applies to: OpenNMT's (the warnings are raised where its modules
# decorate with `torch.cuda.amp.custom_fwd`, e.g. onmt.modules.sru); the same warning from
# anyone else's code is still shown.
OPENNMT_MODULES = r"onmt\."
# torch's warning when a DataLoader asks for pinned memory and no accelerator is found
NO_ACCELERATOR_PIN_MEMORY = r"'pin_memory' argument is set as true but no accelerator is found"


# The messages of the warnings hidden (regular expressions, as `warnings.filterwarnings`).
MESSAGES = (r".*torch\.cuda\.amp.*", r".*torch\.amp\.custom_")


def filter_opennmt_warnings() -> None:
    """Hide OpenNMT 3.5.1's import-time FutureWarnings about `torch.cuda.amp`, raised in its
    own modules (once each: added again, a filter is not repeated)."""
    for message in MESSAGES:
        warnings.filterwarnings("ignore", category=FutureWarning, message=message,
                                module=OPENNMT_MODULES)
    # raised by torch's DataLoader iterator itself (its own module), so matched by the text
    warnings.filterwarnings("ignore", category=UserWarning, message=NO_ACCELERATOR_PIN_MEMORY)


_NOTHING = r"\A\Z(?!)onmt_ext"  # a message no warning has


def _ours(entry) -> bool:
    """Whether a `warnings.filters` entry is one `filter_opennmt_warnings` added."""
    if entry[0] != "ignore":
        return False
    message, module = (getattr(entry[i], "pattern", None) for i in (1, 3))
    if entry[2] is FutureWarning:
        return message in MESSAGES and module == OPENNMT_MODULES
    return entry[2] is UserWarning and message == NO_ACCELERATOR_PIN_MEMORY


def unfilter_opennmt_warnings() -> None:
    """Take out the filters `filter_opennmt_warnings` added (the others stay as they are)."""
    warnings.filters[:] = [entry for entry in warnings.filters if not _ours(entry)]
    # the warnings module caches what its filters decided; it has no public way to say
    # they changed, other than adding one: a filter that matches nothing, added and removed
    warnings.filterwarnings("default", message=_NOTHING)
    warnings.filters[:] = [entry for entry in warnings.filters
                           if getattr(entry[1], "pattern", None) != _NOTHING]
