"""The warning filters onmt_ext puts in force before OpenNMT is imported.

OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
FutureWarnings are OpenNMT's business, not our users'. This module imports neither torch
nor OpenNMT (nor anything of onmt_ext): the import hook (onmt_ext_autoload) calls it at
the moment OpenNMT's package is about to run, and `import onmt_ext` calls it too.
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


def filter_opennmt_warnings() -> None:
    """Hide OpenNMT 3.5.1's import-time FutureWarnings about `torch.cuda.amp`, raised in its
    own modules (once each: added again, a filter is not repeated)."""
    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.cuda\.amp.*",
                            module=OPENNMT_MODULES)
    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.amp\.custom_",
                            module=OPENNMT_MODULES)
