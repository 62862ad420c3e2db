"""What OpenNMT's trainer does to every module that asks for it (wired by onmt_ext.install):
the hook contract, typed.

A module takes part by subclassing `ExtensionModule` (beside ``nn.Module``) and overriding
any of its methods, with the base's signature; a method it does not override is never
called. The contract is checked where a family registers (`contract_violations`, run by
onmt_ext.core.model.family.register_family): a module class of the family that defines a
hook without subclassing ExtensionModule, a method whose name is a hook's misspelt
(``after_optimiser_step``), or an override taking another number of arguments than the
hook's is refused, instead of a hook silently never called (or failing mid-training).
Only the number of arguments is compared, not their names or types.
"""

from __future__ import annotations

import difflib
import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import torch


@dataclass
class AuxiliaryLoss:
    """A named scalar loss term and its weight (lambda), what `auxiliary_losses` returns
    (onmt_ext.core.model.auxiliary_loss adds it to the loss and logs it)."""

    name: str
    value: torch.Tensor  # scalar
    weight: float


class ExtensionModule:
    """The hooks a module of a family may implement (a mixin: ``class M(nn.Module,
    ExtensionModule)``); each method here is the contract and does nothing."""

    def reset_extension_parameters(self) -> None:
        """Re-apply the module's own initial values after OpenNMT's `build_model`
        overwrote every parameter (alpha = 1/I, M its start, zero task weights); also for
        the tensors a checkpoint did not hold (onmt_ext.core.model.resume)."""

    def bind_step_clock(self, clock: Callable[[], int]) -> None:
        """Receive the training-step clock: a callable returning OpenNMT's current
        training step, identical on all ranks."""

    def after_optimizer_step(self) -> None:
        """An update after every optimiser step (e.g. AutoShuffle's normalisation, MUTE
        Eq. 17-18, "after each optimization step")."""

    def auxiliary_losses(self) -> list[AuxiliaryLoss]:
        """Terms added to the training loss and logged (onmt_ext.core.model.auxiliary_loss)."""
        return []

    def diagnostics(self) -> dict:
        """Numbers written to `<save_model>_metrics.jsonl` and TensorBoard at every report
        (onmt_ext.core.model.training_metrics); later modules' keys win."""
        return {}

    def layer_diagnostics(self) -> dict:
        """Per-layer numbers, gathered into one list per key in module order."""
        return {}


HOOKS = tuple(name for name in vars(ExtensionModule) if not name.startswith("_"))
# How close a method name must be to a hook's to be taken for its misspelling (difflib's
# ratio): `after_optimiser_step` is 0.95, `reset_parameters` (torch's) 0.76.
MISSPELT = 0.8


def hook_of(module, name: str) -> Callable | None:
    """`module`'s hook `name`, bound, when its class overrides the contract's; else None."""
    if not isinstance(module, ExtensionModule):
        return None
    if getattr(type(module), name) is getattr(ExtensionModule, name):
        return None
    return getattr(module, name)


def hooks_of(model: torch.nn.Module, name: str) -> Iterator[tuple[str, Callable]]:
    """``(module name, bound hook)`` for every submodule of `model` implementing `name`."""
    for prefix, module in model.named_modules():
        hook = hook_of(module, name)
        if hook is not None:
            yield prefix, hook


def contract_violations(cls: type) -> list[str]:
    """Why `cls` breaks the hook contract (its own attributes, not inherited ones); empty
    when it keeps it."""
    where = f"{cls.__module__}.{cls.__qualname__}"
    found = []
    for name, value in vars(cls).items():
        if name.startswith("_") or not callable(value):
            continue
        if name in HOOKS:
            if not issubclass(cls, ExtensionModule):
                found.append(f"{where}.{name} is a hook, but the class does not subclass "
                             "onmt_ext.core.model.hooks.ExtensionModule: it would never be "
                             "called")
                continue
            expected = list(inspect.signature(getattr(ExtensionModule, name)).parameters)
            got = list(inspect.signature(value).parameters)
            if len(got) != len(expected):
                found.append(f"{where}.{name}({', '.join(got)}) does not take the hook's "
                             f"arguments ({', '.join(expected)})")
            continue
        close = difflib.get_close_matches(name, HOOKS, n=1, cutoff=MISSPELT)
        if close:
            found.append(f"{where}.{name} is not a hook; did you mean {close[0]}? (as "
                         "written it would never be called)")
    return found


def reset_extension_parameters(model: torch.nn.Module) -> None:
    """Call `reset_extension_parameters()` on every submodule that implements it."""
    for _, reset in hooks_of(model, "reset_extension_parameters"):
        reset()


def attach_training_hooks(model: torch.nn.Module, step_clock, torch_optimizers) -> None:
    """Give modules the training-step clock (`bind_step_clock`) and run their post-step
    updates (`after_optimizer_step`) after every step of the torch optimiser(s)."""
    for _, bind in hooks_of(model, "bind_step_clock"):
        bind(step_clock)
    post_step = [hook for _, hook in hooks_of(model, "after_optimizer_step")]
    if not post_step:
        return

    def run_post_step(_optimizer, _args, _kwargs):
        for hook in post_step:
            hook()

    for torch_optim in torch_optimizers:
        torch_optim.register_step_post_hook(run_post_step)
