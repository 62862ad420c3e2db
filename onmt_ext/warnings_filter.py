"""The warning filters onmt_ext puts in force before OpenNMT is imported.

OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
FutureWarnings are OpenNMT's business, not our users'. This module imports neither torch
nor OpenNMT (nor anything of onmt_ext): the import hook (onmt_ext_autoload) calls it at
the moment OpenNMT's package is about to run, and `import onmt_ext` calls it too.
Filtering warnings changes the `warnings` module's filter list, not OpenNMT.
"""

from __future__ import annotations

import warnings


def filter_opennmt_warnings() -> None:
    """Hide OpenNMT 3.5.1's import-time FutureWarnings about `torch.cuda.amp`."""
    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.cuda\.amp.*")
    warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.amp\.custom_")
