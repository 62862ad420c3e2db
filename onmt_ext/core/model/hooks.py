"""What OpenNMT's trainer does to every module that asks for it (wired by onmt_ext.install).

A module may define:

- `reset_extension_parameters()`: re-apply its own initial values after OpenNMT's
  `build_model` overwrote every parameter (alpha = 1/I, M its start, zero task
  weights);
- `bind_step_clock(clock)`: receive the training-step clock, a callable returning
  OpenNMT's current training step, identical on all ranks;
- `after_optimizer_step()`: an update after every optimiser step (e.g. AutoShuffle's
  normalisation, MUTE Eq. 17-18).
"""

from __future__ import annotations

import torch


def reset_extension_parameters(model: torch.nn.Module) -> None:
    """Call `reset_extension_parameters()` on every submodule that defines it."""
    for module in model.modules():
        reset = getattr(module, "reset_extension_parameters", None)
        if reset is not None:
            reset()


def attach_training_hooks(model: torch.nn.Module, step_clock, torch_optimizers) -> None:
    """Give modules the training-step clock and run their post-step updates.

    Modules may define `bind_step_clock(clock)` (a callable returning OpenNMT's current
    training step, identical on all ranks) and `after_optimizer_step()` (e.g. AutoShuffle's
    normalisation, MUTE Eq. 17-18, "after each optimization step").
    """
    post_step = []
    for module in model.modules():
        bind = getattr(module, "bind_step_clock", None)
        if bind is not None:
            bind(step_clock)
        hook = getattr(module, "after_optimizer_step", None)
        if hook is not None:
            post_step.append(hook)
    if not post_step:
        return

    def run_post_step(_optimizer, _args, _kwargs):
        for hook in post_step:
            hook()

    for torch_optim in torch_optimizers:
        torch_optim.register_step_post_hook(run_post_step)
