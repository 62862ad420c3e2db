"""The `torch` of an OpenNMT tool that loads checkpoints and saves one (`onmt_average_models`,
`onmt_release_model`): a damaged input is named, an output that is one of the inputs is
refused, and the output is written through a temporary file and a rename.

OpenNMT's tools loaded a damaged checkpoint into a torch traceback and wrote their output
in place, also over their own input.
"""

from __future__ import annotations

import os

from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.files.atomic_save import AtomicTorch
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header


class InputGuardedTorch(AtomicTorch):
    """`torch` for such a tool's module: `load` names a damaged file
    (onmt_ext.core.files.checkpoint_file) and remembers the path; `save` refuses a path
    that is one of those inputs, then writes through a temporary file and a rename
    (onmt_ext.core.files.atomic_save.AtomicTorch)."""

    def __init__(self, module):
        super().__init__(module)
        self.loaded: list[str] = []

    def forget(self) -> None:
        """A new command starts: the inputs of an earlier one no longer count."""
        self.loaded.clear()

    def load(self, path, *args, **kwargs):
        if isinstance(path, str | os.PathLike):
            if os.path.isfile(path):  # a missing path: torch's OSError, named by the boundary
                load_checkpoint_header(os.fspath(path), "checkpoint")
            self.loaded.append(os.fspath(path))
        return self._module.load(path, *args, **kwargs)

    def save(self, obj, path, *args, **kwargs) -> None:
        if isinstance(path, str | os.PathLike):
            check_output(os.fspath(path), "output",
                         {f"checkpoint {p}": p for p in self.loaded})
        return super().save(obj, path, *args, **kwargs)


def forget_inputs(module) -> None:
    """A command of `module` starts: when its `torch` is an InputGuardedTorch, the inputs
    of an earlier call in this process no longer count."""
    guard = getattr(module, "torch", None)
    if isinstance(guard, InputGuardedTorch):
        guard.forget()
