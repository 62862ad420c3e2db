"""0-dimensional parameters and buffers loaded back from a checkpoint.

OpenNMT 3.5.1 loads a checkpoint's tensors one by one, slicing each along its first
dimension (the rows of this process's tensor-parallel shard): a learned scalar
(``nn.Parameter(torch.tensor(0.7))``, shape ``()``) has no first dimension, and the
slicing ends in ``IndexError: Dimension specified as 0 but tensor has no dimensions``.
A scalar is never split between processes: every shard holds the whole of it, so it is
loaded as it is. Every other shape keeps OpenNMT's own loading (onmt_ext.seam's record
for OpenNMT's per-tensor loader calls `load_scalar` for shape ``()`` only).

Pure torch: the seam hands over the module, the tensor's name and the checkpoint's tensor.
"""

from __future__ import annotations

import torch

__all__ = ["ScalarShapeError", "is_scalar", "load_scalar"]


class ScalarShapeError(ValueError):
    """A checkpoint's tensor does not have the shape ``()`` of the model's scalar."""


def is_scalar(tensor: torch.Tensor) -> bool:
    """Whether `tensor` is 0-dimensional (shape ``()``)."""
    return tensor.dim() == 0


def load_scalar(module: torch.nn.Module, name: str, full_name: str, saved: torch.Tensor,
                is_buffer: bool) -> None:
    """Put the checkpoint's scalar `saved` in place of `module`'s parameter or buffer `name`
    (a shape-``()`` tensor; `full_name` is its name in the model, for the error).

    A buffer is registered again with the saved tensor (as OpenNMT does for the others); a
    parameter keeps its object (the optimiser holds it) and takes the saved data. Raises
    ScalarShapeError when `saved` is not a scalar."""
    if not is_scalar(saved):
        raise ScalarShapeError(
            f"checkpoint tensor {full_name} has shape {tuple(saved.shape)}, the model's is a "
            "scalar (shape ()): the checkpoint was written by another architecture")
    if is_buffer:
        module.register_buffer(name, saved)
    else:
        getattr(module, name).data = saved
