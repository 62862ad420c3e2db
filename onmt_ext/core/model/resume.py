"""Resuming a training (`train_from`) keeps every trained extension parameter.

OpenNMT's `build_model` initialises a new model (`param_init` / `param_init_glorot`), and
with `-train_from` then loads the checkpoint into it: strictly, or, with `-update_vocab`,
non-strictly (only the rows of the new vocabulary entries stay fresh). onmt_ext re-applies
its own initial values (alpha = 1/I, M = its start, v = 0, W_l = I/L, mask embeddings) after
OpenNMT's initialisation because OpenNMT's would overwrite them; after a checkpoint was
loaded that must touch only what the checkpoint did not hold.

Pure torch: OpenNMT is reached through `onmt_ext.compat`, which calls this.
"""

from __future__ import annotations

import torch

from onmt_ext.core.model.hooks import hooks_of

__all__ = ["checkpoint_tensor_names", "reset_unloaded_extension_parameters"]


def checkpoint_tensor_names(checkpoint: dict) -> set[str]:
    """Full names (as in ``model.state_dict()``) of the tensors an OpenNMT checkpoint holds.

    OpenNMT 3.5.1 (`models/model_saver.py`) stores the generator's tensors apart, under
    "generator", with names relative to ``model.generator``. Read this before OpenNMT
    loads the checkpoint: its `load_state_dict` deletes the entries it has loaded.
    """
    names = set(checkpoint.get("model") or {})
    names.update(f"generator.{name}" for name in checkpoint.get("generator") or {})
    return names


def reset_unloaded_extension_parameters(model: torch.nn.Module, loaded: set[str]) -> list[str]:
    """Give our initial values to the extension tensors a checkpoint did not hold.

    For every module with `reset_extension_parameters()` whose tensors (parameters and
    buffers, its submodules' included) are not all in `loaded`, run the reset and put back
    the tensors that were loaded. Modules whose tensors were all loaded are not touched.

    Returns:
        The names of the tensors that were not in the checkpoint (now freshly reset).
    """
    fresh: list[str] = []
    for prefix, reset in hooks_of(model, "reset_extension_parameters"):
        module = model.get_submodule(prefix)
        tensors = dict(module.named_parameters(prefix=prefix))
        tensors.update(module.named_buffers(prefix=prefix))
        missing = [name for name in tensors if name not in loaded]
        if not missing:
            continue
        kept = {name: t.detach().clone() for name, t in tensors.items() if name in loaded}
        reset()
        with torch.no_grad():
            for name, value in kept.items():
                tensors[name].copy_(value)
        fresh.extend(missing)
    return fresh
