"""The warning filters onmt_ext puts in force before OpenNMT is imported.

OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
FutureWarnings are OpenNMT's business, not our users'. Its training data loader always
asks for pinned memory (`onmt.inputters.dynamic_iterator`, `pin_memory=True`), which only
an accelerator has: on a CPU, torch warned at every training that it "won't be used"; that
warning, which torch gives only where no accelerator is found, is hidden too. This module
imports neither torch nor OpenNMT (nor anything of onmt_ext): the import hook
(onmt_ext_autoload) calls it at the moment OpenNMT's package is about to run, and
`import onmt_ext` calls it too.
Filtering warnings changes the `warnings` module's filter list, not OpenNMT; the filters
apply to warnings raised in OpenNMT's modules only, and `install()` / `uninstall()` leave
the list as it is.
"""

from __future__ import annotations

import warnings

# The modules a filter applies to: OpenNMT's (the warnings are raised where its modules
# decorate with `torch.cuda.amp.custom_fwd`, e.g. onmt.modules.sru); the same warning from
# anyone else's code is still shown.
OPENNMT_MODULES = r"onmt\."
# torch's warning when a DataLoader asks for pinned memory and no accelerator is found
NO_ACCELERATOR_PIN_MEMORY = r"'pin_memory' argument is set as true but no accelerator is found"


def filter_opennmt_warnings() -> None:
    """Hide OpenNMT 3.5.1's import-time FutureWarnings about `torch.cuda.amp`, raised in its
    own modules (once each: added again, a filter is not repeated)."""
    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.cuda\.amp.*",
                            module=OPENNMT_MODULES)
    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.amp\.custom_",
                            module=OPENNMT_MODULES)
    # raised by torch's DataLoader iterator itself (its own module), so matched by the text
    warnings.filterwarnings("ignore", category=UserWarning,
                            message=NO_ACCELERATOR_PIN_MEMORY)
