"""The code that onmt_ext puts into OpenNMT: each function here takes OpenNMT's original
(a classmethod's underlying function) and returns what replaces it. Which OpenNMT attribute
each one goes to, and why, is declared in onmt_ext.seam.patches; nothing here patches
anything by itself.
"""

from __future__ import annotations

import contextlib
import contextvars
import copy
import dataclasses
import functools
import itertools
import os
import signal
import sys
import threading
import weakref
from pathlib import Path

from onmt.inputters.inputter import vocabs_to_dict
from onmt.utils.report_manager import ReportMgr

from onmt_ext import compat, preflight, registry
from onmt_ext.compat import logger
from onmt_ext.core.checks import (
    server_requests,
    source_length,
    translate_transforms,
)
from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import InputError, OutputError, report, report_interrupt, run_command
from onmt_ext.core.files.atomic_save import (
    AtomicTorch,
    TemporaryOutputs,
    open_text_to_append,
    replaced_file,
    temporary_name,
    write_atomically,
)
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header
from onmt_ext.core.model import build_context, resume, training_metrics
from onmt_ext.core.model.build_context import BuildContext
from onmt_ext.core.model.hooks import attach_training_hooks, reset_extension_parameters
from onmt_ext.core.model.lipschitz_init import LipschitzInitOptions, lipschitz_init_
from onmt_ext.core.model.scalar_loading import is_scalar, load_scalar
from onmt_ext.core.model.warm_start import (
    WarmStartError,
    WarmStartOptions,
    schedule_step_from_file,
    warm_start_from_file,
)
from onmt_ext.core.tools import (
    process_cleanup,
    stream_input,
    strict_parsing,
    translate_input,
    translate_progress,
)


def _wrapping(original):
    """`functools.wraps` that keeps our own `__module__` and `__qualname__` (a patched
    attribute says that it is onmt_ext's), and records OpenNMT's as `__wrapped__`."""
    return functools.wraps(original, assigned=("__name__", "__doc__"))


# --------------------------------------------------------------------------- the boundary
def command_boundary(program: str):
    """The `main` of OpenNMT's console script `program` behind onmt_ext's one error boundary
    (onmt_ext.core.errors.run_command): bad input, raised anywhere below as an exception,
    is one line `<program>: error: ...` with exit status 2; a bug keeps its traceback."""

    def wrap(original):
        @_wrapping(original)
        def main(*args, **kwargs):
            guard = getattr(sys.modules.get(original.__module__), "torch", None)
            if isinstance(guard, InputGuardedTorch):
                guard.forget()  # the inputs of an earlier call in this process
            return run_command(program, original, *args, **kwargs)

        return main

    wrap.__qualname__ = f"command_boundary({program!r})"  # how the patch list names it
    return wrap


def one_line_errors_of_run_modules(original):
    """`sys.excepthook` for `python -m onmt.bin.<command>`: there runpy runs the command
    module as `__main__`, whose `main` no import of `onmt.bin.<command>` wraps, so bad input
    would end in a traceback. An error the boundary knows is printed as its one line
    (`onmt_<command>: error: ...`; the exit status is Python's 1 for an uncaught exception),
    and Ctrl-C as its line `onmt_<command>: stopped by Ctrl-C (SIGINT)` (Python then ends
    the process by the signal); any other exception, and every exception of other programs,
    goes to `original`."""

    @_wrapping(original)
    def excepthook(kind, error, trace):
        spec = getattr(sys.modules.get("__main__"), "__spec__", None)
        name = getattr(spec, "name", "") or ""
        program = f"onmt_{name.rsplit('.', 1)[-1]}"
        if name.startswith("onmt.bin.") and isinstance(error, KeyboardInterrupt):
            report_interrupt(program, error)
        elif not (name.startswith("onmt.bin.") and isinstance(error, Exception)
                  and report(program, error)):
            original(kind, error, trace)

    return excepthook


# --------------------------------------------------------------------------- strict keys
# OpenNMT's commands build their parser in `onmt.bin.<command>._get_parser` with these
# descriptions and parse the command line with `parser.parse_known_args()` (train,
# build_vocab: what it does not know is dropped) or `parser.parse_args()` (translate,
# which calls parse_known_args).
COMMAND_PARSERS = {"train.py": "train", "translate.py": "translate",
                   "build_vocab.py": "build_vocab"}


def no_abbreviated_keys(original):
    """`ArgumentParser.__init__`: OpenNMT's train/translate/build_vocab command parsers
    (COMMAND_PARSERS, by description) are built with ``allow_abbrev=False``: argparse would
    otherwise take any unambiguous prefix of a key (in a -config file too), so a misspelt
    `mute_unit: 4` would silently set mute_units. Other parsers are built as OpenNMT asks."""

    @_wrapping(original)
    def __init__(self, *args, **kwargs):
        if kwargs.get("description") in COMMAND_PARSERS:
            kwargs["allow_abbrev"] = False
        original(self, *args, **kwargs)

    return __init__


def strict_command_parsers(original):
    """Parse the command line of OpenNMT's train/translate/build_vocab strictly
    (onmt_ext.core.tools.strict_parsing.parse_strict). Other parsers, and explicit argument lists
    (e.g. `ArgumentParser.defaults`, the translation server's), are left as they are."""

    @_wrapping(original)
    def parse_known_args(self, args=None, namespace=None, **kwargs):
        kind = COMMAND_PARSERS.get(self.description)
        if kind and args is None and namespace is None and \
                kwargs.get("config_file_contents") is None:
            opt = strict_parsing.parse_strict(kind, None, parser=self)
            if kind == "translate":
                preflight.translate_options(opt)
            return opt, []
        return original(self, args, namespace, **kwargs)

    return parse_known_args


# --------------------------------------------------------------------------- checks
def check_before_training(original):
    """onmt_ext.preflight.before_training, then OpenNMT's `validate_train_opts`."""

    @_wrapping(original)
    def validate_train_opts(cls, opt):
        preflight.before_training(opt)
        return original(cls, opt)

    return validate_train_opts


# The vocabulary files of the `build_vocab_main` running (vocabularies_through_temporary_files)
_VOCABULARY_OUTPUTS: contextvars.ContextVar[TemporaryOutputs | None] = contextvars.ContextVar(
    "onmt_ext_vocabulary_outputs", default=None)
VOCABULARY_KEYS = ("src_vocab", "tgt_vocab")
# OpenNMT writes the source features' vocabularies beside src_vocab: `<src_vocab>_feat<i>`
FEATURE_VOCABULARY = r"_feat\d+"


def check_before_vocabulary(original):
    """onmt_ext.preflight.before_vocabulary when `build_vocab_only` (onmt_build_vocab), then
    OpenNMT's `validate_prepare_opts`. Inside `build_vocab_main`, once the checks have
    passed, `src_vocab`/`tgt_vocab` become temporary files beside them (renamed when all
    are written: vocabularies_through_temporary_files)."""

    @_wrapping(original)
    def validate_prepare_opts(cls, opt, build_vocab_only=False):
        if build_vocab_only:
            preflight.before_vocabulary(opt)
            outputs = _VOCABULARY_OUTPUTS.get()
            if outputs is not None:
                for key in VOCABULARY_KEYS:
                    path = getattr(opt, key, None)
                    if path:  # a device is written in place (redirect gives it back)
                        setattr(opt, key, outputs.redirect(path))
        return original(cls, opt, build_vocab_only=build_vocab_only)

    return validate_prepare_opts


def vocabularies_through_temporary_files(original):
    """`build_vocab_main(opts)`: OpenNMT opens each vocabulary with mode "w" and writes it
    in place, so a full disk or a kill left a partial vocabulary under its final name. The
    vocabularies are written to temporary files (check_before_vocabulary) and renamed when
    all are complete (onmt_ext.core.files.atomic_save.TemporaryOutputs); `opts` keeps its
    paths."""

    @_wrapping(original)
    def build_vocab_main(opts, *args, **kwargs):
        finals = {key: getattr(opts, key, None) for key in VOCABULARY_KEYS}
        token = _VOCABULARY_OUTPUTS.set(TemporaryOutputs(FEATURE_VOCABULARY))
        try:
            with _VOCABULARY_OUTPUTS.get():
                return original(opts, *args, **kwargs)
        finally:
            _VOCABULARY_OUTPUTS.reset(token)
            for key, path in finals.items():
                setattr(opts, key, path)

    return build_vocab_main


# The engine attribute holding its _RedirectedOutput
OUTPUT_ATTRIBUTE = "onmt_ext_output"
_ENGINES = itertools.count(1)  # tells apart the temporary files of engines of one process


@dataclasses.dataclass
class _RedirectedOutput:
    """An engine's `-output`, written through a temporary file.

    final: the `-output` path.
    target: the file a complete output replaces: `final`, or the file its links name
        (atomic_save.replaced_file, worked out once, as the engine is built, so that every
        temporary file lies beside the file it is renamed onto).
    temporary: the file its translator writes now; None once an `infer_file` has renamed
        it to `final` (complete) or removed it (failed).
    completed: an `infer_file` of this engine has completed, so `final` holds what this
        engine wrote (not a file that was there before it; unless another engine or
        process has replaced it since, which is theirs to avoid)."""

    final: str
    target: Path
    temporary: Path | None
    completed: bool = False


def _finish_output(temporary: Path, target: Path, out_file) -> None:
    """When an engine goes (collected, or the process exits) with its temporary output not
    renamed by `infer_file`: what its translator wrote there (a library caller's
    `infer_list` writes its translations to `-output` too, as OpenNMT does) becomes
    `-output`; an empty one, nothing written, is removed."""
    if out_file is not None:  # None: an engine of several processes, each with its own
        with contextlib.suppress(OSError, ValueError):  # ValueError: a closed file
            out_file.flush()
    with contextlib.suppress(OSError):
        if temporary.stat().st_size:
            os.replace(temporary, target)
        else:
            temporary.unlink()


def check_before_translation(original):
    """onmt_ext.preflight.before_translation before OpenNMT's engine loads the checkpoints;
    the lines it returns are logged once OpenNMT's `__init__` has set its logger up.

    OpenNMT's translator opens `-output` for writing as the engine is built: it opens a
    temporary file beside it instead (onmt_ext.core.files.atomic_save.temporary_name, one
    per engine), which `infer_file` renames to `-output` once the translation is complete;
    an engine that translates no file renames what was written there (`infer_list`), or
    removes it when empty, once it is collected or the process exits (_finish_output).
    A `-src`/`-tgt` piped in is first copied to a temporary file that the option then
    names, removed when the engine goes (onmt_ext.core.tools.stream_input)."""

    @_wrapping(original)
    def __init__(self, opt):
        if any(stream_input.is_stream(getattr(opt, key, None))
               for key in stream_input.STREAM_KEYS):
            preflight.before_reading_streams(opt)  # a bad -output, said before the wait
        spooled = stream_input.spool_streams(opt)  # -src piped in: read once, into a file
        try:
            lines = preflight.before_translation(opt)
        except InputError as error:
            stream_input.remove(opt, spooled)
            message = stream_input.as_given(str(error), spooled)
            if message == str(error):
                raise
            raise type(error)(message) from None
        except BaseException:
            stream_input.remove(opt, spooled)
            raise
        final = opt.output
        temporary = None
        # None: no -output, or a device such as /dev/null (written in place)
        target = replaced_file(final) if final else None
        if target is not None:
            temporary = temporary_name(target, tag=f"engine{next(_ENGINES)}")
            opt.output = str(temporary)
        try:
            original(self, opt)
        except BaseException:
            stream_input.remove(opt, spooled)
            if temporary is not None:
                with contextlib.suppress(OSError):
                    temporary.unlink(missing_ok=True)
                opt.output = final
            raise
        if spooled:
            weakref.finalize(self, stream_input.remove, opt, spooled)
        if temporary is not None:
            setattr(self, OUTPUT_ATTRIBUTE, _RedirectedOutput(final, target, temporary))
            out_file = getattr(getattr(self, "translator", None), "out_file", None)
            weakref.finalize(self, _finish_output, temporary, target, out_file)
        for level, line in lines:
            logger.log(level, line)

    return __init__


def keep_blank_lines(original):
    """Around OpenNMT's `infer_file`: the blank source lines are taken out and their
    (empty) translations put back in place (onmt_ext.core.tools.translate_input); the
    complete output is then renamed from its temporary file to `-output`, so a failed or
    killed translation leaves no partial file under that name, and an input is intact
    until the end; the lines done are shown as they are translated
    (onmt_ext.core.tools.translate_progress)."""

    @_wrapping(original)
    def infer_file(self):
        redirected = getattr(self, OUTPUT_ATTRIBUTE, None)
        if redirected is not None and redirected.temporary is None:
            _reopen_output(self, redirected)
        if redirected is None or redirected.temporary is None:
            return _without_blank_lines(original, self)
        results = []
        try:  # the translator writes the temporary file it opened (check_before_translation)
            write_atomically(redirected.final,
                             lambda _: results.append(_without_blank_lines(original, self)),
                             temporary=redirected.temporary, target=redirected.target)
        finally:
            self.opt.output = redirected.final
            redirected.temporary = None
        redirected.completed = True
        return results[0]

    return infer_file


def _reopen_output(engine, redirected: _RedirectedOutput) -> None:
    """A later `infer_file` of one engine: the file its translator holds open has been
    renamed to `-output` or (the last call failed) removed. OpenNMT's translator appends
    each call's translations to the file it opened, so a new temporary file starts as a
    copy of `-output` once a call of this engine has completed (empty before), and the
    translator appends to it; the call then renames it as the first call did.

    An engine of several processes (`world_size` > 1) has no translator here: its
    processes keep their own handles, which a completed call left on `-output` (they
    append to it in place, as OpenNMT does); after a failed call they would write into the
    removed file, so that is refused.

    Raises:
        OutputError: a multi-process engine whose last call failed.
        SaveError: the new temporary file cannot be written.
    """
    translator = getattr(engine, "translator", None)
    if translator is None:
        if not redirected.completed:
            raise OutputError(
                f"-output {redirected.final}: this engine's last infer_file failed, and its "
                "translation processes still write to the temporary file removed then; "
                "build a new engine to translate again")
        return
    temporary = temporary_name(redirected.target, tag=f"engine{next(_ENGINES)}")
    # the file the rename replaces, where the last call's lines are (not where -output's
    # link may point now)
    reopened = open_text_to_append(redirected.target, temporary, copy=redirected.completed)
    stale, translator.out_file = translator.out_file, reopened
    with contextlib.suppress(OSError, ValueError, AttributeError):
        stale.close()
    engine.opt.output = str(temporary)
    redirected.temporary = temporary


def _without_blank_lines(infer_file, engine):
    """OpenNMT's `infer_file` on `engine`, the blank source lines taken out and put back."""
    translator = getattr(engine, "translator", None)
    out_file = getattr(translator, "out_file", None)
    if out_file is not None:
        out_file.flush()  # what it wrote before (infer_list) stays in front of this call's
    with translate_input.nonblank_source(engine.opt) as nothing_to_translate:
        if nothing_to_translate:
            result = [], []
        elif translator is None:  # not OpenNMT's one-process engine: no count
            result = infer_file(engine)
        else:
            with translate_progress.counting(translator, _progress(engine.opt)):
                result = infer_file(engine)
        if out_file is not None:
            out_file.flush()  # the blank lines are put back into that file
    if out_file is not None:
        # the file grew under the handle (blank lines put back): what the translator writes
        # next (an infer_list) goes after it, not over its last lines
        out_file.seek(0, os.SEEK_END)
    return result


def _progress(opt) -> translate_progress.Progress:
    """Lines of `opt.src` done: a bar on stderr when it is a terminal, else log lines."""
    total = translate_progress.count_lines(opt.src)
    if sys.stderr.isatty():
        return translate_progress.Progress(total, _write_stderr, tty=True)
    return translate_progress.Progress(total, logger.info, tty=False)


def _write_stderr(text: str) -> None:
    sys.stderr.write(text)
    sys.stderr.flush()


# --------------------------------------------------------------------------- data loading
def corpora_logged_once(original):
    """`WeightedMixer._logging`: OpenNMT logs "Weighted corpora loaded so far" with every
    corpus's count each time one corpus starts (once per corpus as the mixer is built, a
    growing list, then at every pass over any corpus). It is logged once per mixer, when
    every corpus has been started, listing each corpus once (a data-loader worker process
    has a mixer of its own)."""
    logged = weakref.WeakSet()

    @_wrapping(original)
    def _logging(self):
        if self in logged or not compat.corpora_loaded(self):
            return None
        logged.add(self)
        return original(self)

    return _logging


# --------------------------------------------------------------------------- options
def add_extension_options(original):
    """OpenNMT's model options, then every family's option group (and the core options)."""

    @_wrapping(original)
    def model_opts(parser):
        original(parser)
        registry.add_model_opts(parser)

    return model_opts


def add_translate_options(original):
    """OpenNMT's translate options, then the extension's (`-transforms_from_model`,
    onmt_ext.core.checks.translate_transforms; `-src_max_tokens`, `-long_src`,
    onmt_ext.core.checks.source_length)."""

    @_wrapping(original)
    def translate_opts(parser):
        original(parser)
        translate_transforms.add_translate_options(parser)
        source_length.add_translate_options(parser)

    return translate_opts


# --------------------------------------------------------------------------- model building
def initialise_after_build(original):
    """OpenNMT's `build_model`, then (a new training) `param_init_lipschitz` if asked and
    the extension's own initial values (`reset_extension_parameters`), then
    `warm_start_from`; after `-train_from` the checkpoint's values stand
    (onmt_ext.core.model.resume), with `-update_vocab` too. `vocabs_to_dict` gives the token
    lists OpenNMT stores in a checkpoint's "vocab", to check that both vocabularies agree.
    """

    @_wrapping(original)
    def build_model(model_opt, opt, vocabs, checkpoint, device_id):
        # OpenNMT deletes the checkpoint's entries as it loads them: note their names first.
        loaded = set() if checkpoint is None else resume.checkpoint_tensor_names(checkpoint)
        model = original(model_opt, opt, vocabs, checkpoint, device_id)
        if checkpoint is None:
            if LipschitzInitOptions.from_opt(model_opt).enabled:
                report = lipschitz_init_(model)
                replaced = ("param_init_glorot" if model_opt.param_init == 0.0
                            else f"param_init {model_opt.param_init}")
                logger.info("param_init_lipschitz: Lipschitz-constrained initialisation (Xu et "
                            "al. 2020) replaces OpenNMT's %s: %s", replaced, report.summary())
            reset_extension_parameters(model)
        elif model_opt.update_vocab:  # non-strict load: reset only what it did not restore
            resume.reset_unloaded_extension_parameters(model, loaded)
        warm_start_path = WarmStartOptions.from_opt(model_opt).checkpoint
        if checkpoint is None and warm_start_path:  # a new training, not a resumed one
            try:
                report = warm_start_from_file(model, warm_start_path, vocabs_to_dict(vocabs))
            except WarmStartError as error:  # before any step: one line, no traceback
                raise WarmStartError(f"warm_start_from {warm_start_path!r}: {error}") from None
            logger.info("warm start from %s: %s", warm_start_path, report.summary())
        elif warm_start_path:  # resumed (train_from): its checkpoint holds the weights
            logger.info("train_from resumes a warm-started training: the checkpoint holds "
                        "its weights, optimiser and step; warm_start_from %s is not read "
                        "again", warm_start_path)
        return model

    return build_model


def expose_vocabs(original):
    """OpenNMT's `build_base_model` after the model options' validation
    (`registry.validate(model_opt, building=True)`), with the build's context (`vocabs`,
    MIMO's tags; the registry's layer types, `enc_layer_type`) attached to `model_opt` for
    the duration of the call (onmt_ext.core.model.build_context), where the encoders' and
    decoders' `from_opt(opt, embeddings)` read it."""

    @_wrapping(original)
    def build_base_model(model_opt, vocabs):
        registry.validate(model_opt, building=True)
        context = BuildContext(vocabs=vocabs, layer_types=registry.layer_types())
        with build_context.attached(model_opt, context):
            return original(model_opt, vocabs)

    return build_base_model


def load_scalars_whole(original):
    """OpenNMT's per-tensor loader of `BaseModel.load_state_dict` (and of its safetensors
    twin): a 0-dimensional parameter or buffer is loaded whole
    (onmt_ext.core.model.scalar_loading), every other shape by OpenNMT's own slicing."""

    @_wrapping(original)
    def load_param(self, name, module, param_name, param, buf_list, ckpt_t, offset):
        if not is_scalar(param):
            return original(self, name, module, param_name, param, buf_list, ckpt_t, offset)
        full_name = f"{name}.{param_name}"
        return load_scalar(module, param_name, full_name, ckpt_t, full_name in buf_list)

    return load_param


# --------------------------------------------------------------------------- optimiser
def attach_post_step_hooks(original):
    """OpenNMT's `Optimizer.from_opt`, then the warm-start schedule, the post-step hooks
    on the torch optimiser(s) and the model whose diagnostics go into the metrics file.

    OpenNMT's `Optimizer.step` calls the torch optimiser's `step()` (through the AMP
    scaler, which skips steps on overflow: then our hook does not fire either, which is
    right: nothing changed)."""

    @_wrapping(original)
    def from_opt(cls, model, opt, checkpoint=None):
        optim = original(cls, model, opt, checkpoint=checkpoint)
        _continue_warm_start_schedule(optim, opt)
        attach_training_hooks(model, lambda: optim.training_step, compat.torch_optimizers(optim))
        training_metrics.bind_model(model)  # its diagnostics() go into the metrics file
        return optim

    return from_opt


def _continue_warm_start_schedule(optim, opt) -> None:
    """`warm_start_schedule: continue`: a new training warm-started from a checkpoint
    evaluates its learning-rate schedule from the checkpoint's schedule step on, instead
    of warming up again (onmt_ext.core.model.warm_start). A resumed training (`train_from`)
    restores its own schedule step with the optimiser state, so it is left alone."""
    settings = WarmStartOptions.from_opt(opt)
    path = settings.checkpoint
    if opt.train_from or not path or settings.schedule != "continue":
        return
    step = schedule_step_from_file(path)
    compat.set_schedule_step(optim, step)
    logger.info("warm_start_schedule continue: the learning-rate schedule starts at step %d "
                "of %s (rate %.3g)", step, path, optim.learning_rate())


# --------------------------------------------------------------------------- metrics file
class MetricsReportMgr(ReportMgr):
    """OpenNMT's report manager that also appends each report to a JSON-lines file
    (onmt_ext.core.model.training_metrics) and the model's diagnostics to TensorBoard.

    Overrides `ReportMgr._report_training` (called every `report_every` steps with the
    interval's statistics, which it then resets) and `ReportMgr._report_step` (after
    each validation with `valid_stats`).
    """

    def __init__(self, report_every, start_time=-1.0, tensorboard_writer=None, *,
                 metrics_log: training_metrics.MetricsLog):
        super().__init__(report_every, start_time=start_time,
                         tensorboard_writer=tensorboard_writer)
        self.metrics_log = metrics_log

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


def metrics_report_manager(original):
    """OpenNMT's `build_report_manager` (which sets up the TensorBoard writer); on rank 0
    with a `save_model`, the same settings in a MetricsReportMgr writing
    `<save_model>_metrics.jsonl`."""

    @_wrapping(original)
    def build_report_manager(opt, gpu_rank):
        manager = original(opt, gpu_rank)
        if gpu_rank <= 0 and getattr(opt, "save_model", None):
            manager = MetricsReportMgr(
                manager.report_every, start_time=manager.start_time,
                tensorboard_writer=manager.tensorboard_writer,
                metrics_log=training_metrics.MetricsLog(
                    training_metrics.metrics_path(opt.save_model)),
            )
        return manager

    return build_report_manager


# --------------------------------------------------------------------------- stopping
def stop_cleanly_on_signals(program: str):
    """The `main` of OpenNMT's console script `program` (`onmt_train`, `onmt_translate`)
    behind the one error boundary (`command_boundary`), with handlers, while it runs, that
    stop the command once its child processes have ended (onmt_ext.core.tools.
    process_cleanup.stopping_cleanly: SIGTERM an exit with status 143, SIGINT a
    KeyboardInterrupt, which the boundary reports in one line and which then ends the
    process by the signal), as `onmt_ext_train` and `onmt_ext_translate` do: Python's default
    SIGTERM ended the process at once, so no `finally` ran (a translation's temporary
    `-output` and the copy of a piped `-src` were left behind, a training's data-loader
    workers orphaned), and Python's own SIGINT, sent to the main process alone, left a
    multi-process translation waiting at exit for its workers (not daemons), which waited
    for work. A signal ignored as the command starts stays ignored
    (process_cleanup._caught)."""

    def wrap(original):
        bounded = command_boundary(program)(original)

        @_wrapping(original)
        def main(*args, **kwargs):
            with process_cleanup.stopping_cleanly():
                return bounded(*args, **kwargs)

        return main

    wrap.__qualname__ = f"stop_cleanly_on_signals({program!r})"  # how the patch list names it
    return wrap


def json_errors_before_serving(original):
    """`onmt.bin.server.serve(app, ...)`: OpenNMT's Flask app gets the JSON error answers
    of onmt_ext.serving before it serves. Ctrl-C stops the server as it stops every other
    command (`_interrupt_after_serving`)."""

    @_wrapping(original)
    def serve(app, *args, **kwargs):
        server_requests.answer_errors_as_json(app)
        _ready_to_serve(kwargs.get("host", "0.0.0.0"), kwargs.get("port", 8080))
        with _interrupt_after_serving():
            return original(app, *args, **kwargs)

    return serve


@contextlib.contextmanager
def _interrupt_after_serving():
    """waitress's server loop catches KeyboardInterrupt and returns, so Ctrl-C ended
    `onmt_server` with status 0 and no word: the interrupt is noted as it arrives and
    raised again once the server has shut down, for the command's boundary (one line, the
    process ended by SIGINT). An ignored or replaced SIGINT handler is left as it is."""
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield
        return
    interrupted = []

    def note(signum, frame):
        interrupted.append(signum)
        signal.default_int_handler(signum, frame)

    signal.signal(signal.SIGINT, note)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if interrupted:
        raise KeyboardInterrupt


# The server config keys (as `TranslationServer.start` hands them to `preload_model`) that
# say how a model's requests are prepared; with none of them, onmt_ext.serving's apply.
SERVER_PROCESSING = ("preprocess_opt", "postprocess_opt", "tokenizer_opt")
SERVER_DEFAULTS = {"preprocess_opt": ["onmt_ext.serving.preprocess"],
                   "postprocess_opt": ["onmt_ext.serving.postprocess"]}


def checkpoint_transforms_by_default(original):
    """`TranslationServer.preload_model(opt, model_id, **model_kwargs)`: a model whose
    server config names no "preprocess", "postprocess" or "tokenizer" gets onmt_ext.serving's
    preprocess and postprocess (the transforms its checkpoint was trained with, and their
    reverse), as if the config listed them, with one log line."""

    @_wrapping(original)
    def preload_model(self, opt, model_id=None, **model_kwargs):
        if all(model_kwargs.get(key) is None for key in SERVER_PROCESSING):
            model_kwargs.update(SERVER_DEFAULTS)
            logger.info("model %s: the transforms its checkpoint was trained with apply "
                        "(onmt_ext.serving.preprocess and .postprocess; the config names "
                        "no preprocess, postprocess or tokenizer)",
                        "(next id)" if model_id is None else model_id)
        return original(self, opt, model_id=model_id, **model_kwargs)

    return preload_model


def check_server_config(original):
    """`TranslationServer.start(config_file)`: the serving checks first (the model config
    and every model's checkpoint: onmt_ext.preflight's table)."""

    @_wrapping(original)
    def start(self, config_file):
        preflight.before_serving(config_file)
        return original(self, config_file)

    return start


def _ready_to_serve(host, port) -> None:
    """The models are loaded when OpenNMT's `start` calls `serve`: say where it listens.
    waitress's `serve` calls `logging.basicConfig()`, which gives the root logger a handler:
    OpenNMT's logger, which has its own, would print every line twice (`[... INFO] x` and
    `INFO:onmt:x`); it stops passing its lines on to the root logger."""
    if logger.handlers:
        logger.propagate = False
    logger.info("ready on http://%s:%s", host, port)


def check_server_requests(original):
    """`TranslationServer.run(inputs)`: the request checks first (onmt_ext.preflight's
    table)."""

    @_wrapping(original)
    def run(self, inputs):
        preflight.before_request(inputs, self.models)
        return original(self, inputs)

    return run


class AtomicSavesTorch(AtomicTorch):
    """The `torch` that onmt_ext puts in `onmt.models.model_saver` (a wrapper of this module,
    like every other patch here)."""


def atomic_checkpoint_saves(original):
    """`onmt.models.model_saver.torch`: the same module, whose `save` writes a temporary
    file and renames it (onmt_ext.core.files.atomic_save)."""
    return AtomicSavesTorch(original)


def check_averageable(original):
    """The averaging checks (onmt_ext.preflight's table), then OpenNMT's `average_models`."""

    @_wrapping(original)
    def average_models(model_files, fp32=False):
        preflight.before_averaging(model_files)
        return original(model_files, fp32)

    return average_models


class InputGuardedTorch(AtomicTorch):
    """The `torch` of an OpenNMT command module that loads checkpoints and saves one
    (`onmt.bin.average_models`, `onmt.bin.release_model`): `load` names a damaged file
    (onmt_ext.core.files.checkpoint_file) and remembers the path; `save` refuses a path
    that is one of those inputs, then writes through a temporary file and a rename."""

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


def guarded_torch(original):
    """The `torch` name of an OpenNMT command module: an InputGuardedTorch around it."""
    return InputGuardedTorch(original)


# --------------------------------------------------------------------------- CTranslate2
# OpenNMT-py 3.5.1's default `self_attn_type` is "scaled-dot-flash"; CTranslate2 4.x's
# converter accepts only "scaled-dot". The two are one computation, softmax(QK^T / sqrt(d)) V:
# "scaled-dot-flash" only lets OpenNMT hand it to torch's fused kernel
# (`scaled_dot_product_attention`, or the flash_attn package on a GPU) where the model has
# no relative positions and runs off the CPU; the weights are the same either way.
FLASH_ATTENTION = "scaled-dot-flash"
SAME_ATTENTION = "scaled-dot"


def accept_flash_attention(original):
    """CTranslate2's `check_opt(opt, ...)` for OpenNMT-py checkpoints: it checks a copy of
    the checkpoint's options with `self_attn_type: scaled-dot` in place of
    `scaled-dot-flash` (the same computation, see above); every other check is its own."""

    @_wrapping(original)
    def check_opt(opt, *args, **kwargs):
        if getattr(opt, "self_attn_type", None) == FLASH_ATTENTION:
            opt = copy.copy(opt)
            opt.self_attn_type = SAME_ATTENTION
        return original(opt, *args, **kwargs)

    return check_opt
