"""The OpenNMT integration: registration, auxiliary-loss scaling and logging, hooks."""

from __future__ import annotations

import functools
import inspect
import os
import pickle
import subprocess
import sys

import onmt.encoders
import onmt.trainer
import onmt.utils
import pytest
import torch
from torch import nn

import onmt_ext
from onmt_ext import compat, seam
from onmt_ext.core.model import hooks
from onmt_ext.core.model.auxiliary_loss import AuxiliaryLoss, AuxLossCompute, AuxStatistics
from onmt_ext.mute.encoder import MuteEncoder
from onmt_ext.seam.record import owner_of
from onmt_ext.train_worker import single_main


def _in_force() -> dict:
    """Each patch target whose module is imported: the attribute now in place."""
    found = {}
    for patch in seam.PATCHES:
        owner = owner_of(patch.target, import_module=False)
        if owner is not None:
            found[patch.target] = inspect.getattr_static(*owner)
    return found


def test_installed_records_are_in_force_and_a_second_install_changes_nothing():
    before = _in_force()
    onmt_ext.install()  # conftest installed already
    after = _in_force()
    assert before.keys() == after.keys()
    assert all(after[target] is before[target] for target in before)  # nothing re-wrapped
    for patch in seam.PATCHES:
        if patch.target not in after:
            continue
        value = after[patch.target]
        value = value.__func__ if isinstance(value, classmethod) else value
        if patch.wraps:  # our wrapper around OpenNMT's own object, once
            # the seam's wrapper modules: wrappers.py, and a concept's own (exact_resume.py,
            # ranks.py, beam_cache.py)
            assert value.__module__ in ("onmt_ext.seam.wrappers", "onmt_ext.seam.exact_resume",
                                        "onmt_ext.seam.ranks", "onmt_ext.seam.beam_cache"), \
                patch.target
            assert value.__wrapped__ is seam.original(patch.target), patch.target
            wrapped = value.__wrapped__  # a function or class, or a module (model_saver's torch)
            home = getattr(wrapped, "__module__", None) or wrapped.__name__
            assert not home.startswith("onmt_ext"), patch.target
        else:
            assert value is not seam.original(patch.target), patch.target
    assert onmt.trainer.LossCompute is AuxLossCompute
    assert onmt.utils.Statistics is AuxStatistics
    assert onmt.encoders.str2enc["mute"] is MuteEncoder
    compat.register("encoder", "mute", MuteEncoder)  # the same class again: no error
    with pytest.raises(ValueError, match="duplicate"):
        compat.register("encoder", "mute", AuxLossCompute)  # another class: OpenNMT refuses


@pytest.mark.cli
def test_spawned_worker_installs_the_extension_before_opennmt_trains():
    """OpenNMT pickles partial(single_main) into spawn-ed workers: in a fresh interpreter,
    unpickling it changes nothing, and calling it installs the extension before OpenNMT's
    own per-process function runs, also with the import hook off (`onmt_ext_train` under
    ONMT_EXT_AUTOLOAD=0; tests/core/test_autoload.py: hook on)."""
    blob = pickle.dumps(functools.partial(single_main))
    code = (
        "import pickle, sys\n"
        "import onmt.encoders, onmt.trainer, onmt.train_single\n"
        "seen = []\n"
        "def opennmt_main(opt, device_id):\n"
        "    seen.append((opt, device_id, 'mute' in onmt.encoders.str2enc,\n"
        "                 onmt.trainer.LossCompute.__name__))\n"
        "onmt.train_single.main = opennmt_main  # stands for OpenNMT's\n"
        "worker = pickle.loads(sys.stdin.buffer.read())\n"
        "assert 'mute' not in onmt.encoders.str2enc\n"
        "worker('OPT', 3)\n"
        "assert seen == [('OPT', 3, True, 'AuxLossCompute')], seen\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], input=blob, capture_output=True,
                          timeout=120, env=dict(os.environ, ONMT_EXT_AUTOLOAD="0"))
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]


class _Penalised(nn.Module, hooks.ExtensionModule):
    """A stand-in model offering one auxiliary term."""

    def __init__(self, value, weight):
        super().__init__()
        self.p = nn.Parameter(torch.tensor(value))
        self.weight = weight

    def auxiliary_losses(self):
        return [AuxiliaryLoss("toy", self.p * 1.0, self.weight)]


def _batch_and_output(vocab=7, d=5, pad=1):
    torch.manual_seed(0)
    tgt = torch.tensor([[2, 4, 5, 3], [2, 6, 3, pad]]).unsqueeze(-1)  # (B=2, T=4, 1)
    output = torch.randn(2, 3, d)
    return {"tgt": tgt, "srclen": torch.tensor([3, 2])}, output


def test_aux_loss_is_scaled_by_target_tokens_and_logged_apart():
    """lambda is a weight per target token (Eq. 20) whatever OpenNMT's `normalization`:
    the term added to the summed loss is lambda * P * n_tokens (5 here), not * n_sents (2)
    (which `normalization: sents` used to give: lambda per sentence)."""
    generator = nn.Sequential(nn.Linear(5, 7), nn.LogSoftmax(dim=-1))
    criterion = nn.CrossEntropyLoss(ignore_index=1, reduction="sum")
    plain = compat.LossCompute(criterion, generator)
    ours = AuxLossCompute(criterion, generator)
    ours.aux_model = [_Penalised(2.5, 0.1)]
    ours.aux_train = True
    batch, output = _batch_and_output()
    ce, ce_stats = plain(batch, output, {})
    loss, stats = ours(batch, output, {})
    assert ce_stats.n_words == 5 and ce_stats.n_sents == 2
    # CE + 0.1 * 2.5 * 5 target tokens: after dividing by the tokens, CE/5 + 0.1 * 2.5
    torch.testing.assert_close(loss, ce + 0.1 * 2.5 * 5)
    assert stats.loss == pytest.approx(ce.item())  # xent/ppl from cross-entropy only
    assert stats.aux == {"toy": 2.5}
    total = AuxStatistics()
    total.update(stats)
    total.update(stats)
    assert total.aux_means() == {"toy": 2.5} and total.n_words == 10
    ours.aux_train = False  # validation: no auxiliary term
    torch.testing.assert_close(ours(batch, output, {})[0], ce)


def test_terms_of_one_name_from_several_modules_add_up():
    """A penalty offered per layer (MUTE's Lipschitz term, one per MUTE layer in any stack)
    enters the loss once per module and is logged as their sum."""
    generator = nn.Sequential(nn.Linear(5, 7), nn.LogSoftmax(dim=-1))
    criterion = nn.CrossEntropyLoss(ignore_index=1, reduction="sum")
    ours = AuxLossCompute(criterion, generator)
    ours.aux_model = [nn.ModuleList([_Penalised(2.5, 0.1), _Penalised(1.5, 0.1)])]
    ours.aux_train = True
    batch, output = _batch_and_output()
    ce, _ = compat.LossCompute(criterion, generator)(batch, output, {})
    loss, stats = ours(batch, output, {})
    torch.testing.assert_close(loss, ce + 0.1 * (2.5 + 1.5) * 5)
    assert stats.aux == {"toy": 4.0}


def test_post_step_hook_normalises_after_each_step_and_clock_is_bound():
    """`after_optimizer_step` runs after the optimiser changed the parameter (as MUTE's
    Eq. 17-18 do to M): the matrix is the step's result projected, not the step's input."""

    class Normalised(nn.Module, hooks.ExtensionModule):
        def __init__(self):
            super().__init__()
            self.m = nn.Parameter(torch.tensor([[1.0, 2.0], [3.0, -4.0]]))
            self.clock = None

        def after_optimizer_step(self):
            with torch.no_grad():  # clamp at 0, then every row sums to 1
                self.m.clamp_(min=0.0)
                self.m.div_(self.m.sum(dim=1, keepdim=True))

        def bind_step_clock(self, clock):
            self.clock = clock

    model = nn.Sequential(Normalised())
    optim = torch.optim.SGD(model.parameters(), lr=0.1)
    hooks.attach_training_hooks(model, lambda: 42, [optim])
    assert model[0].clock() == 42
    model[0].m.sum().backward()  # gradient 1 everywhere: the step subtracts 0.1
    optim.step()
    torch.testing.assert_close(model[0].m.data, torch.tensor([[0.9 / 2.8, 1.9 / 2.8],
                                                              [1.0, 0.0]]))
    optim.step()  # the same gradient again, from the normalised matrix
    first = torch.tensor([0.9 / 2.8 - 0.1, 1.9 / 2.8 - 0.1])
    torch.testing.assert_close(model[0].m.data, torch.stack([first / first.sum(),
                                                             torch.tensor([1.0, 0.0])]))


def test_every_console_script_of_the_package_is_the_function_the_tests_call():
    """The in-process tests call `onmt_ext.cli.train`, `onmt_ext.mute.harden.main`, ...: each
    `onmt_ext_*` console script of the installed package is one of these `main`s (a
    renamed or dropped function would leave a script that fails to start)."""
    from importlib.metadata import entry_points

    from onmt_ext import cli
    from onmt_ext.core.tools import learn_spm, score
    from onmt_ext.mute import harden

    expected = {"onmt_ext_train": cli.train_main, "onmt_ext_translate": cli.translate_main,
                "onmt_ext_build_vocab": cli.build_vocab_main, "onmt_ext_harden": harden.main,
                "onmt_ext_score": score.main, "onmt_ext_spm_train": learn_spm.main}
    scripts = {e.name: e for e in entry_points(group="console_scripts")
               if e.name.startswith("onmt_ext_")}
    assert sorted(scripts) == sorted(expected)
    for name, function in expected.items():
        assert scripts[name].load() is function, name
