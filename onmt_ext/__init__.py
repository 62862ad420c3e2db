"""onmt_ext: MUTE and related NMT architectures as an OpenNMT-py 3.5.1 extension.

Importing the package installs the extension into OpenNMT (idempotently): encoder and
decoder registration, extra options, the auxiliary-loss and optimiser hooks. See
`onmt_ext.compat` (the adapter) and `onmt_ext.install` (the patching) for every place
where OpenNMT internals are touched.
"""

__version__ = "0.1.0"

# OpenNMT 3.5.1's import-time FutureWarnings are filtered before anything imports onmt (this
# runs before every module of the package). The filters live in the import hook, which
# puts them in force before OpenNMT's own commands import onmt (onmt_ext_autoload).
from onmt_ext_autoload import filter_opennmt_warnings

filter_opennmt_warnings()

from onmt_ext import install as _install  # noqa: E402

_install.install()
