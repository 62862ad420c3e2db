"""onmt_ext: MUTE and related NMT architectures as an OpenNMT-py 3.5.1 extension.

Importing the package, or any module of it, changes nothing in OpenNMT. `install()`
applies the extension (encoder, decoder and transform registration, extra options, the
checks, the auxiliary-loss and optimiser hooks) and `uninstall()` gives plain OpenNMT back,
attribute for attribute. Every change is a declared record in `onmt_ext.seam.patches`;
`python -m onmt_ext --patches` prints them. The import hook (onmt_ext_autoload) and the
`onmt_ext_*` commands call `install()`; a program that uses onmt_ext as a library calls it
itself. `onmt_ext.compat` is the adapter through which everything else reaches OpenNMT.
"""

__version__ = "0.2.0"  # the only place the version is declared (pyproject reads it)



def install(parts=("families", "commands")) -> None:
    """Apply the extension to OpenNMT (idempotent): both parts of the seam by default;
    ``parts=("families",)`` applies the registration part alone, what the families need to
    train and translate through OpenNMT's own commands, without what onmt_ext adds to those
    commands (see onmt_ext.seam). OpenNMT 3.5.1's import-time FutureWarnings are filtered
    first (onmt_ext.warnings_filter), before this imports OpenNMT; the import hook filters
    them before OpenNMT's own commands import it."""
    from onmt_ext.warnings_filter import filter_opennmt_warnings

    filter_opennmt_warnings()
    from onmt_ext import seam

    seam.install(parts)


def uninstall() -> None:
    """Undo every change `install()` made: OpenNMT's attributes, registries and torch's
    allow-list, and the warning filters, are what they were before (idempotent)."""
    from onmt_ext import seam
    from onmt_ext.warnings_filter import unfilter_opennmt_warnings

    seam.uninstall()
    unfilter_opennmt_warnings()


def installed() -> bool:
    """Whether the extension is applied to OpenNMT in this process."""
    import sys

    seam = sys.modules.get("onmt_ext.seam")
    return seam is not None and seam.installed()
