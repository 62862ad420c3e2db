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
import contextlib
import functools
import sys

import onmt.inference_engine
import onmt.model_builder
import onmt.opts
import onmt.train_single
import onmt.trainer
import onmt.utils
import onmt.utils.optimizers
import torch
from onmt.inputters.inputter import vocabs_to_dict

from onmt_ext import checks, compat, registry
from onmt_ext.compat import logger
from onmt_ext.core import checkpoint_diff, parsing, resume, training_metrics, translate_input
from onmt_ext.core.auxiliary_loss import AuxLossCompute, AuxStatistics
from onmt_ext.core.errors import InputError
from onmt_ext.core.hooks import attach_training_hooks, reset_extension_parameters
from onmt_ext.core.lipschitz_init import lipschitz_init_
from onmt_ext.core.warm_start import (
    WarmStartError,
    schedule_step_from_file,
    warm_start_from_file,
)
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
    _strict_command_parsers()
    _check_before_training()
    _check_before_vocabulary()
    _check_translation()
    _wrap_average_models()
    registry.register_all()


def _marked(function) -> bool:
    return getattr(function, "_onmt_ext", False)


def _replace_classmethod(cls, name: str, make) -> None:
    """Replace the classmethod `cls.name` (defined on `cls` or a base class) by
    ``classmethod(make(original function))`` on `cls`."""
    owner = next(klass for klass in cls.__mro__ if name in vars(klass))
    original = vars(owner)[name].__func__
    if _marked(original):
        return
    replacement = make(original)
    replacement._onmt_ext = True
    setattr(cls, name, classmethod(replacement))


@contextlib.contextmanager
def _reported(kind: str):
    """Bad input found by a check ends the command with one line (onmt_ext.core.parsing)."""
    try:
        yield
    except InputError as error:
        raise parsing.command_error(kind, error) from None


# --------------------------------------------------------------------------- strict keys
# OpenNMT's commands build their parser in `onmt.bin.<command>._get_parser` with these
# descriptions and parse the command line with `parser.parse_known_args()` (train,
# build_vocab: what it does not know is dropped) or `parser.parse_args()` (translate,
# which calls parse_known_args). Patching the method of OpenNMT's parser class reaches
# `onmt_train` and `python -m onmt.bin.train` alike (the latter runs a fresh copy of the
# module, so a patched module attribute would not).
COMMAND_PARSERS = {"train.py": "train", "translate.py": "translate",
                   "build_vocab.py": "build_vocab"}


def _strict_command_parsers() -> None:
    """Parse the command line of OpenNMT's train/translate/build_vocab strictly
    (onmt_ext.core.parsing.parse_strict). Other parsers, and explicit argument lists
    (e.g. `ArgumentParser.defaults`, the translation server's), are left as they are."""
    cls = compat.ArgumentParser
    original = cls.parse_known_args
    if _marked(original):
        return

    @functools.wraps(original)
    def parse_known_args(self, args=None, namespace=None, **kwargs):
        kind = COMMAND_PARSERS.get(self.description)
        if kind and args is None and namespace is None and \
                kwargs.get("config_file_contents") is None:
            return parsing.parse_strict(kind, None, parser=self), []
        return original(self, args, namespace, **kwargs)

    parse_known_args._onmt_ext = True
    cls.parse_known_args = parse_known_args


# --------------------------------------------------------------------------- checks
def _check_before_training() -> None:
    """`onmt.bin.train.train` starts with `ArgumentParser.validate_train_opts(opt)` (in the
    main process, before any worker starts): our checks (onmt_ext.checks) run first."""

    def make(original):
        def validate_train_opts(cls, opt):
            with _reported("train"):
                checks.before_training(opt)
            return original(cls, opt)

        return validate_train_opts

    _replace_classmethod(compat.ArgumentParser, "validate_train_opts", make)


def _check_before_vocabulary() -> None:
    """`onmt.bin.build_vocab.build_vocab_main` starts with
    `ArgumentParser.validate_prepare_opts(opts, build_vocab_only=True)` (training calls it
    without build_vocab_only, in each worker, after `validate_train_opts`)."""

    def make(original):
        def validate_prepare_opts(cls, opt, build_vocab_only=False):
            if build_vocab_only:
                with _reported("build_vocab"):
                    checks.before_vocabulary(opt)
            return original(cls, opt, build_vocab_only=build_vocab_only)

        return validate_prepare_opts

    _replace_classmethod(compat.ArgumentParser, "validate_prepare_opts", make)


def _check_translation() -> None:
    """`onmt.bin.translate.translate` builds `onmt.inference_engine.InferenceEnginePY(opt)`
    (which loads the checkpoints) and calls its `infer_file()` (which reads `-src` and
    writes `-output`). Before loading: the checks of onmt_ext.checks.before_translation;
    its warnings are logged once OpenNMT's `__init__` has set its logger up. Around
    `infer_file` the blank source lines are taken out and their (empty) translations put
    back in place (onmt_ext.core.translate_input)."""
    cls = onmt.inference_engine.InferenceEnginePY
    if _marked(cls.__init__):
        return
    original_init, original_infer_file = cls.__init__, cls.infer_file

    @functools.wraps(original_init)
    def __init__(self, opt):
        with _reported("translate"):
            warnings = checks.before_translation(opt)
        original_init(self, opt)
        for warning in warnings:
            logger.warning(warning)

    @functools.wraps(original_infer_file)
    def infer_file(self):
        with _reported("translate"), \
                translate_input.nonblank_source(self.opt) as nothing_to_translate:
            if nothing_to_translate:
                return [], []
            result = original_infer_file(self)
            out_file = getattr(getattr(self, "translator", None), "out_file", None)
            if out_file is not None:
                out_file.flush()  # the blank lines are put back into that file
            return result

    __init__._onmt_ext = infer_file._onmt_ext = True
    cls.__init__, cls.infer_file = __init__, infer_file


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
    name under `param_init_glorot`) after construction; alpha = 1/I and the start of M
    would be lost. `train_single.main` calls the name imported into `onmt.train_single`. For
    a new training the order is: OpenNMT's init, then `param_init_lipschitz` (Xu et al.
    2020, onmt_ext.core.lipschitz_init) if asked, which overwrites it, then the extension's
    own initial values (`reset_extension_parameters`), then `warm_start_from`. After
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
        with _reported("train"):  # e.g. a MIMO tag missing from the vocabulary
            model = original(model_opt, opt, vocabs, checkpoint, device_id)
        if checkpoint is None:
            if getattr(model_opt, "param_init_lipschitz", False):
                report = lipschitz_init_(model)
                replaced = ("param_init_glorot" if model_opt.param_init == 0.0
                            else f"param_init {model_opt.param_init}")
                logger.info("param_init_lipschitz: Lipschitz-constrained initialisation (Xu et "
                            "al. 2020) replaces OpenNMT's %s: %s", replaced, report.summary())
            reset_extension_parameters(model)
        elif model_opt.update_vocab:  # non-strict load: reset only what it did not restore
            resume.reset_unloaded_extension_parameters(model, loaded)
        warm_start_path = getattr(model_opt, "warm_start_from", "")
        if checkpoint is None and warm_start_path:  # a new training, not a resumed one
            try:
                report = warm_start_from_file(model, warm_start_path, vocabs_to_dict(vocabs))
            except WarmStartError as error:  # before any step: one line, no traceback
                raise parsing.command_error(
                    "train", f"warm_start_from {warm_start_path!r}: {error}") from None
            logger.info("warm start from %s: %s", warm_start_path, report.summary())
        elif warm_start_path:  # resumed (train_from): its checkpoint holds the weights
            logger.info("train_from resumes a warm-started training: the checkpoint holds "
                        "its weights, optimiser and step; warm_start_from %s is not read "
                        "again", warm_start_path)
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
        _continue_warm_start_schedule(optim, opt)
        attach_training_hooks(model, lambda: optim.training_step, _torch_optimizers(optim))
        training_metrics.bind_model(model)  # its diagnostics() go into the metrics file
        return optim

    from_opt._onmt_ext = True
    cls.from_opt = classmethod(from_opt)


def _continue_warm_start_schedule(optim, opt) -> None:
    """`warm_start_schedule: continue`: a new training warm-started from a checkpoint
    evaluates its learning-rate schedule from the checkpoint's schedule step on, instead
    of warming up again (onmt_ext.core.warm_start). A resumed training (`train_from`)
    restores its own schedule step with the optimiser state, so it is left alone."""
    path = getattr(opt, "warm_start_from", "")
    if opt.train_from or not path or getattr(opt, "warm_start_schedule", "") != "continue":
        return
    step = schedule_step_from_file(path)
    compat.set_schedule_step(optim, step)
    logger.info("warm_start_schedule continue: the learning-rate schedule starts at step %d "
                "of %s (rate %.3g)", step, path, optim.learning_rate())


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

    `from_opt(opt, embeddings)` receives no vocabulary, but MIMO must find its
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
