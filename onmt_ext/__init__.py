"""onmt_ext: MUTE and related NMT architectures as an OpenNMT-py 3.5.1 extension.

Importing the package installs the extension into OpenNMT (idempotently): encoder and
decoder registration, extra options, the auxiliary-loss and optimiser hooks. See
`onmt_ext.compat` for every place where OpenNMT internals are touched.
"""

__version__ = "0.1.0"

from onmt_ext import compat as _compat  # noqa: E402

_compat.install()
