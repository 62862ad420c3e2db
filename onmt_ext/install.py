"""Install-time patching of OpenNMT-py 3.5.1: what `import onmt_ext` changes in OpenNMT.

`install()` is idempotent and runs on `import onmt_ext`, which OpenNMT's own commands do
through the import hook (onmt_ext_autoload). OpenNMT's multi-GPU trainer starts workers
with the `spawn` method: each worker is a fresh interpreter, where the hook loads onmt_ext
again. The worker entry point we hand to OpenNMT (`onmt_ext.train_worker.single_main`)
lives in this package as well, so that `onmt_ext_train` keeps its extension in the
workers when the hook is switched off (ONMT_EXT_AUTOLOAD=0): unpickling it imports
`onmt_ext`.

Each hook names the OpenNMT attribute it replaces or wraps. Together with onmt_ext.compat
(the adapter) this is the only code that touches OpenNMT.
"""

from __future__ import annotations

import argparse
import functools
import sys

import onmt.model_builder
import onmt.opts
import onmt.train_single
import onmt.trainer
import onmt.utils
import onmt.utils.optimizers
import torch
from onmt.inputters.inputter import vocabs_to_dict

from onmt_ext import compat, registry
from onmt_ext.compat import logger
from onmt_ext.core import checkpoint_diff, resume, training_metrics
from onmt_ext.core.auxiliary_loss import AuxLossCompute, AuxStatistics
from onmt_ext.core.hooks import attach_training_hooks, reset_extension_parameters
from onmt_ext.core.warm_start import warm_start_from_file
from onmt_ext.train_worker import single_main

# Types found in checkpoints written by OpenNMT 3.5.1 (`models/model_saver.py` saves the
# option Namespace under "opt"). Checked against
# `torch.serialization.get_unsafe_globals_in_checkpoint` in tests/mute/test_cli_mute.py.
CHECKPOINT_GLOBALS = [argparse.Namespace]

_installed = False


def install() -> None:
    """Register encoders/decoders, options and training hooks (idempotent)."""
    global _installed
    if _installed:
        return
    _installed = True
    # torch >= 2.6 loads with weights_only=True; OpenNMT's `load_checkpoint` calls plain
    # torch.load, so allow-list exactly the non-tensor types our checkpoints contain.
    torch.serialization.add_safe_globals(CHECKPOINT_GLOBALS)
    _wrap_model_opts()
    _wrap_build_model()
    _wrap_optimizer_from_opt()
    _replace_loss_and_statistics()
    _replace_train_worker()
    _wrap_build_base_model()
    _wrap_build_report_manager()
    _wrap_average_models()
    registry.register_all()


# --------------------------------------------------------------------------- options
def _wrap_model_opts() -> None:
    """Append our option groups to `onmt.opts.model_opts`.

    `train_opts` and `ArgumentParser.ckpt_model_opts` (which fills options missing from old
    checkpoints with defaults) both look `model_opts` up on the `onmt.opts` module at call
    time, so wrapping the module attribute reaches every parser OpenNMT builds.
    """
    original = onmt.opts.model_opts
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def model_opts(parser):
        original(parser)
        registry.add_model_opts(parser)

    model_opts._onmt_ext = True
    onmt.opts.model_opts = model_opts


# --------------------------------------------------------------------------- model building
def _wrap_build_model() -> None:
    """Re-apply our parameter initialisations after `onmt.model_builder.build_model`.

    `build_model` overwrites every parameter (`param_init` uniform, or Xavier/zero by
    name under `param_init_glorot`) after construction; alpha = 1/I and M = 1/I would be
    lost. `train_single.main` calls the name imported into `onmt.train_single`. After
    `-train_from` the checkpoint's values stand (onmt_ext.core.resume), with `-update_vocab`
    too. A new training (no checkpoint) with `warm_start_from` then copies the matching weights
    of that checkpoint (onmt_ext.core.warm_start); `vocabs_to_dict` gives the token lists that
    OpenNMT stores in a checkpoint's "vocab", to check that both vocabularies agree.
    """
    original = onmt.train_single.build_model
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def build_model(model_opt, opt, vocabs, checkpoint, device_id):
        # OpenNMT deletes the checkpoint's entries as it loads them: note their names first.
        loaded = set() if checkpoint is None else resume.checkpoint_tensor_names(checkpoint)
        model = original(model_opt, opt, vocabs, checkpoint, device_id)
        if checkpoint is None:
            reset_extension_parameters(model)
        elif model_opt.update_vocab:  # non-strict load: reset only what it did not restore
            resume.reset_unloaded_extension_parameters(model, loaded)
        warm_start_path = getattr(model_opt, "warm_start_from", "")
        if checkpoint is None and warm_start_path:  # a new training, not a resumed one
            report = warm_start_from_file(model, warm_start_path, vocabs_to_dict(vocabs))
            logger.info("warm start from %s: %s", warm_start_path, report.summary())
        return model

    build_model._onmt_ext = True
    onmt.train_single.build_model = build_model


# --------------------------------------------------------------------------- optimiser
def _wrap_optimizer_from_opt() -> None:
    """Attach post-step hooks to the torch optimiser(s) that `Optimizer.from_opt` builds.

    OpenNMT's `Optimizer.step` calls the torch optimiser's `step()` (through the AMP
    scaler, which skips steps on overflow: then our hook does not fire either, which is
    right: nothing changed). `_optimizer` is a torch optimiser or a `MultipleOptimizer`
    with `.optimizers` (sparse Adam).
    """
    cls = onmt.utils.optimizers.Optimizer
    original = cls.from_opt
    if getattr(original, "_onmt_ext", False):
        return

    def from_opt(klass, model, opt, checkpoint=None):
        optim = original.__func__(klass, model, opt, checkpoint=checkpoint)
        attach_training_hooks(model, lambda: optim.training_step, _torch_optimizers(optim))
        training_metrics.bind_model(model)  # its diagnostics() go into the metrics file
        return optim

    from_opt._onmt_ext = True
    cls.from_opt = classmethod(from_opt)


def _torch_optimizers(optim) -> list:
    inner = optim._optimizer
    return list(getattr(inner, "optimizers", [inner]))


# --------------------------------------------------------------------------- loss, stats
def _replace_loss_and_statistics() -> None:
    """Swap in our LossCompute and Statistics subclasses.

    `onmt.trainer.build_trainer` calls `LossCompute.from_opts` through the module-level
    name `onmt.trainer.LossCompute`; the trainer and `LossCompute._stats` create
    statistics through the attribute `onmt.utils.Statistics`.
    """
    onmt.trainer.LossCompute = AuxLossCompute
    onmt.utils.Statistics = AuxStatistics


# --------------------------------------------------------------------------- workers
def _replace_train_worker() -> None:
    """Hand OpenNMT a per-process train function that lives in our package.

    `onmt.bin.train` imports `main` from `onmt.train_single` under the name `single_main`,
    wraps it in a partial and, with `world_size > 1`, pickles it into `spawn`-ed workers;
    pickling our function makes each worker import onmt_ext. Replacing the attribute of
    `onmt.train_single` before `onmt.bin.train` is imported reaches both `onmt_train` and
    `python -m onmt.bin.train` (a fresh copy of the module, which imports the name again);
    a copy of `onmt.bin.train` imported earlier gets the name set as well.
    """
    onmt.train_single.main = single_main
    if "onmt.bin.train" in sys.modules:
        sys.modules["onmt.bin.train"].single_main = single_main


# --------------------------------------------------------------------------- vocab at build
def _wrap_build_base_model() -> None:
    """Let encoders/decoders see the vocabularies while OpenNMT builds a model.

    `from_opt(opt, embeddings)` receives no vocabulary, but MIMO (issue 5) must find its
    target-language tags in the source vocabulary. `onmt.model_builder.build_model`
    (training) and `load_test_model` (translation) both call the module-level name
    `build_base_model(model_opt, vocabs)`, so wrapping that attribute exposes `vocabs` for
    the duration of the call (see `compat.vocabs_being_built`).
    """
    original = onmt.model_builder.build_base_model
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def build_base_model(model_opt, vocabs):
        with compat.vocabs_exposed(vocabs):
            return original(model_opt, vocabs)

    build_base_model._onmt_ext = True
    onmt.model_builder.build_base_model = build_base_model


# --------------------------------------------------------------------------- metrics file
class MetricsReportMgr(onmt.utils.ReportMgr):
    """OpenNMT's report manager that also appends each report to a JSON-lines file
    (onmt_ext.core.training_metrics) and the model's diagnostics to TensorBoard.

    Overrides `ReportMgr._report_training` (called every `report_every` steps with the
    interval's statistics, which it then resets) and `ReportMgr._report_step` (after
    each validation with `valid_stats`).
    """

    metrics_log: training_metrics.MetricsLog

    def _report_training(self, step, num_steps, learning_rate, patience, report_stats):
        diagnostics = training_metrics.collect_diagnostics(training_metrics.bound_model())
        aux = report_stats.aux_means() if hasattr(report_stats, "aux_means") else {}
        self.metrics_log.write({
            "kind": "train", "step": step, "lr": learning_rate,
            "xent": report_stats.xent(), "ppl": report_stats.ppl(),
            "acc": report_stats.accuracy(), "n_words": report_stats.n_words,
            "n_src_words": report_stats.n_src_words,
            "elapsed_s": report_stats.elapsed_time(), "aux": aux, "diagnostics": diagnostics,
        })
        if self.tensorboard_writer is not None:
            for name, value in training_metrics.flat_scalars(diagnostics):
                self.tensorboard_writer.add_scalar(f"progress/{name}", value, step)
        return super()._report_training(step, num_steps, learning_rate, patience, report_stats)

    def _report_step(self, lr, patience, step, valid_stats=None, train_stats=None):
        if valid_stats is not None:
            self.metrics_log.write({
                "kind": "valid", "step": step, "xent": valid_stats.xent(),
                "ppl": valid_stats.ppl(), "acc": valid_stats.accuracy(),
                "metrics": dict(valid_stats.computed_metrics or {}),
            })
        return super()._report_step(lr, patience, step, valid_stats, train_stats)


def _wrap_build_report_manager() -> None:
    """Make `onmt.utils.build_report_manager` (called by `onmt.trainer.build_trainer`
    through that module attribute) return a MetricsReportMgr on rank 0.

    The original builds the manager and its TensorBoard writer; we only change the class
    of the object it returns (same attributes, our two overrides) and give it the file
    `<save_model>_metrics.jsonl`.
    """
    original = onmt.utils.build_report_manager
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def build_report_manager(opt, gpu_rank):
        manager = original(opt, gpu_rank)
        if gpu_rank <= 0 and getattr(opt, "save_model", None):
            manager.__class__ = MetricsReportMgr
            manager.metrics_log = training_metrics.MetricsLog(
                training_metrics.metrics_path(opt.save_model)
            )
        return manager

    build_report_manager._onmt_ext = True
    onmt.utils.build_report_manager = build_report_manager


# --------------------------------------------------------------------------- averaging
AVERAGE_MODULE = "onmt.bin.average_models"


def _wrap_average_models() -> None:
    """Check the checkpoints before `onmt.bin.average_models.average_models` averages them.

    OpenNMT's `main` (the `onmt_average_models` command) calls the module attribute
    `average_models`, and so does onmt_ext.core.average through compat; the check
    (onmt_ext.core.checkpoint_diff.check_averageable) names what differs instead of
    OpenNMT's bare KeyError or shape traceback. `main` itself is wrapped so that the
    command prints the reason as one error line (exit status 2).

    onmt_ext never imports the module itself (`python -m onmt.bin.average_models` runs a
    fresh copy as `__main__`, which runpy warns about when the module is already imported,
    and which no patch reaches): it is patched now if imported, else when it is imported.
    """
    module = sys.modules.get(AVERAGE_MODULE)
    if module is not None:
        _patch_average_models(module)
    elif not any(isinstance(f, _PatchAfterImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _PatchAfterImport(AVERAGE_MODULE, _patch_average_models))


def _patch_average_models(module) -> None:
    original = module.average_models
    if getattr(original, "_onmt_ext", False):
        return

    @functools.wraps(original)
    def average_models(model_files, fp32=False):
        checkpoint_diff.check_averageable(model_files)
        return original(model_files, fp32)

    original_main = module.main

    @functools.wraps(original_main)
    def main():
        try:
            return original_main()
        except ValueError as error:  # CheckpointMismatch, CheckpointError
            print(f"onmt_average_models: error: {error}", file=sys.stderr)
            sys.exit(2)

    average_models._onmt_ext = True
    module.average_models = average_models
    module.main = main


class _PatchAfterImport:
    """A one-shot `sys.meta_path` finder for the module `name`: it finds nothing itself,
    asks the other finders, and calls `patch(module)` once the module's code has run."""

    def __init__(self, name: str, patch) -> None:
        self.name, self.patch = name, patch

    def find_spec(self, name, path=None, target=None):
        if name != self.name:
            return None
        sys.meta_path[:] = [f for f in sys.meta_path if f is not self]
        from importlib.util import find_spec

        spec = find_spec(name)  # the other finders (this one is off sys.meta_path)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        loader, original_exec = spec.loader, spec.loader.exec_module

        def exec_module(module):
            del loader.exec_module  # back to the loader's own method
            original_exec(module)
            self.patch(module)

        loader.exec_module = exec_module  # an instance attribute of this one loader
        return spec
