"""onmt_ext: MUTE and related NMT architectures as an OpenNMT-py 3.5.1 extension.

Importing the package installs the extension into OpenNMT (idempotently): encoder and
decoder registration, extra options, the auxiliary-loss and optimiser hooks. See
`onmt_ext.compat` (the adapter) and `onmt_ext.install` (the patching) for every place
where OpenNMT internals are touched.
"""

__version__ = "0.2.0"  # the only place the version is declared (pyproject reads it)

import warnings

# OpenNMT 3.5.1 uses the deprecated `torch.cuda.amp` decorators at import time; those
# FutureWarnings are OpenNMT's business, not our users'. Filter before anything imports onmt
# (this runs before every module of the package).
warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.cuda\.amp.*")
warnings.filterwarnings("ignore", category=FutureWarning, message=r".*torch\.amp\.custom_")

from onmt_ext import install as _install  # noqa: E402

_install.install()
