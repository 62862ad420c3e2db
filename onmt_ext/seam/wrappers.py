"""The code that onmt_ext puts into OpenNMT: each function here takes OpenNMT's original
(a classmethod's underlying function) and returns what replaces it. Which OpenNMT attribute
each one goes to, and why, is declared in onmt_ext.seam.patches; nothing here patches
anything by itself. The wrappers are thin: what a feature does is in its own module of
onmt_ext.core (the vocabularies' and translations' temporary files in core/files, blank
lines, progress, strict parsing, serving extras and the guarded tools in core/tools, the
metrics file's report manager in core/model, the error boundary in core/errors).
"""

from __future__ import annotations

import functools
import sys
import weakref

from onmt.inputters.inputter import vocabs_to_dict

from onmt_ext import compat, preflight, registry
from onmt_ext.compat import logger
from onmt_ext.core.checks import (
    server_requests,
    source_length,
    translate_transforms,
)
from onmt_ext.core.errors import report_in_run_module, run_command
from onmt_ext.core.files import temporary_vocab, translation_output
from onmt_ext.core.files.atomic_save import AtomicTorch
from onmt_ext.core.model import build_context, metrics_report, resume, training_metrics
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
    ctranslate2_options,
    decoder_compile,
    process_cleanup,
    server_extras,
    stream_input,
    strict_parsing,
    translate_input,
)
from onmt_ext.core.tools.guarded_torch import InputGuardedTorch, forget_inputs


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
            # the inputs of an earlier call in this process no longer count
            forget_inputs(sys.modules.get(original.__module__))
            return run_command(program, original, *args, **kwargs)

        return main

    wrap.__qualname__ = f"command_boundary({program!r})"  # how the patch list names it
    return wrap


def one_line_errors_of_run_modules(original):
    """`sys.excepthook` for `python -m onmt.bin.<command>`: bad input and Ctrl-C there are
    their one line too (onmt_ext.core.errors.report_in_run_module); any other exception,
    and every exception of other programs, goes to `original`."""

    @_wrapping(original)
    def excepthook(kind, error, trace):
        if not report_in_run_module(error):
            original(kind, error, trace)

    return excepthook


# --------------------------------------------------------------------------- strict keys
def no_abbreviated_keys(original):
    """`ArgumentParser.__init__`: OpenNMT's train/translate/build_vocab command parsers are
    built with ``allow_abbrev=False`` (onmt_ext.core.tools.strict_parsing.
    command_parser_kwargs). Other parsers are built as OpenNMT asks."""

    @_wrapping(original)
    def __init__(self, *args, **kwargs):
        original(self, *args, **strict_parsing.command_parser_kwargs(kwargs))

    return __init__


def strict_command_parsers(original):
    """Parse the command line of OpenNMT's train/translate/build_vocab strictly
    (onmt_ext.core.tools.strict_parsing.parse_strict), then, for translate, the checks of
    its options. Other parsers, and explicit argument lists (e.g. `ArgumentParser.defaults`,
    the translation server's), are left as they are (strict_parsing.command_line_of)."""

    @_wrapping(original)
    def parse_known_args(self, args=None, namespace=None, **kwargs):
        kind = strict_parsing.command_line_of(self, args, namespace,
                                              kwargs.get("config_file_contents"))
        if kind is None:
            return original(self, args, namespace, **kwargs)
        opt = strict_parsing.parse_strict(kind, None, parser=self)
        if kind == "translate":
            preflight.translate_options(opt)
        return opt, []

    return parse_known_args


# --------------------------------------------------------------------------- checks
def check_before_training(original):
    """onmt_ext.preflight.before_training, then OpenNMT's `validate_train_opts`."""

    @_wrapping(original)
    def validate_train_opts(cls, opt):
        preflight.before_training(opt)
        return original(cls, opt)

    return validate_train_opts


def check_before_vocabulary(original):
    """onmt_ext.preflight.before_vocabulary when `build_vocab_only` (onmt_build_vocab), then
    OpenNMT's `validate_prepare_opts`. Inside `build_vocab_main`, once the checks have
    passed, `src_vocab`/`tgt_vocab` become temporary files beside them
    (onmt_ext.core.files.temporary_vocab)."""

    @_wrapping(original)
    def validate_prepare_opts(cls, opt, build_vocab_only=False):
        if build_vocab_only:
            preflight.before_vocabulary(opt)
            temporary_vocab.redirect(opt)
        return original(cls, opt, build_vocab_only=build_vocab_only)

    return validate_prepare_opts


def vocabularies_through_temporary_files(original):
    """`build_vocab_main(opts)`: the vocabularies are written to temporary files
    (check_before_vocabulary) and renamed when all are complete
    (onmt_ext.core.files.temporary_vocab); `opts` keeps its paths."""

    @_wrapping(original)
    def build_vocab_main(opts, *args, **kwargs):
        with temporary_vocab.written_together(opts):
            return original(opts, *args, **kwargs)

    return build_vocab_main


def check_before_translation(original):
    """onmt_ext.preflight.before_translation before OpenNMT's engine loads the checkpoints;
    the lines it returns are logged once OpenNMT's `__init__` has set its logger up.
    A `-src`/`-tgt` piped in is first copied to a temporary file that the option then
    names, removed when the engine goes (onmt_ext.core.tools.stream_input). `-output` is
    written through a temporary file beside it, one per engine
    (onmt_ext.core.files.translation_output)."""

    @_wrapping(original)
    def __init__(self, opt):
        if any(stream_input.is_stream(getattr(opt, key, None))
               for key in stream_input.STREAM_KEYS):
            preflight.before_reading_streams(opt)  # a bad -output, said before the wait
        spooled = stream_input.spool_streams(opt)  # -src piped in: read once, into a file
        lines = stream_input.checked(opt, spooled, preflight.before_translation)
        redirected = translation_output.redirect(opt)
        try:
            original(self, opt)
        except BaseException:
            stream_input.remove(opt, spooled)
            translation_output.abandon(opt, redirected)
            raise
        if spooled:
            weakref.finalize(self, stream_input.remove, opt, spooled)
        translation_output.attach(self, redirected)
        for level, line in lines:
            logger.log(level, line)

    return __init__


def keep_blank_lines(original):
    """Around OpenNMT's `infer_file`: the blank source lines are taken out and their
    (empty) translations put back in place, the lines done shown as they are translated
    (onmt_ext.core.tools.translate_input); the complete output is then renamed from its
    temporary file to `-output` (onmt_ext.core.files.translation_output), so a failed or
    killed translation leaves no partial file under that name, and an input is intact
    until the end."""

    @_wrapping(original)
    def infer_file(self):
        return translation_output.written_through_temporary_file(
            self, lambda: translate_input.infer_without_blank_lines(original, self))

    return infer_file


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
    onmt_ext.core.checks.source_length; `-compile_decoder`,
    onmt_ext.core.tools.decoder_compile)."""

    @_wrapping(original)
    def translate_opts(parser):
        original(parser)
        translate_transforms.add_translate_options(parser)
        source_length.add_translate_options(parser)
        decoder_compile.add_translate_options(parser)

    return translate_opts


def compile_decoder_when_asked(original):
    """OpenNMT's `build_translator`; with `-compile_decoder`, the translator's decoder
    compiled by torch.compile (onmt_ext.core.tools.decoder_compile), logged in one line."""

    @_wrapping(original)
    def build_translator(opt, *args, **kwargs):
        translator = original(opt, *args, **kwargs)
        if getattr(opt, decoder_compile.COMPILE_DECODER, False):
            logger.info(decoder_compile.compile_decoder(translator.model))
        return translator

    return build_translator


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
def metrics_report_manager(original):
    """OpenNMT's `build_report_manager`; on rank 0 with a `save_model`, its settings in a
    report manager that also writes `<save_model>_metrics.jsonl`
    (onmt_ext.core.model.metrics_report)."""

    @_wrapping(original)
    def build_report_manager(opt, gpu_rank):
        return metrics_report.with_metrics_file(original(opt, gpu_rank), opt, gpu_rank)

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
    of onmt_ext.serving before it serves; the server says where it listens, and Ctrl-C
    stops it as it stops every other command (onmt_ext.core.tools.server_extras)."""

    @_wrapping(original)
    def serve(app, *args, **kwargs):
        server_requests.answer_errors_as_json(app)
        server_extras.ready_to_serve(kwargs.get("host", "0.0.0.0"), kwargs.get("port", 8080))
        with server_extras.interrupt_after_serving():
            return original(app, *args, **kwargs)

    return serve


def checkpoint_transforms_by_default(original):
    """`TranslationServer.preload_model(opt, model_id, **model_kwargs)`: a model whose
    server config names no "preprocess", "postprocess" or "tokenizer" gets the transforms
    its checkpoint was trained with (onmt_ext.core.tools.server_extras)."""

    @_wrapping(original)
    def preload_model(self, opt, model_id=None, **model_kwargs):
        server_extras.with_checkpoint_transforms(model_id, model_kwargs)
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


class GuardedTorch(InputGuardedTorch):
    """The `torch` that onmt_ext puts in `onmt.bin.average_models` and
    `onmt.bin.release_model` (onmt_ext.core.tools.guarded_torch; a wrapper of this module,
    like every other patch here)."""


def guarded_torch(original):
    """The `torch` name of an OpenNMT command module: a GuardedTorch around it."""
    return GuardedTorch(original)


# --------------------------------------------------------------------------- CTranslate2
def accept_flash_attention(original):
    """CTranslate2's `check_opt(opt, ...)` for OpenNMT-py checkpoints: it checks the
    checkpoint's options with `self_attn_type: scaled-dot` in place of `scaled-dot-flash`
    (the same computation: onmt_ext.core.tools.ctranslate2_options); every other check is
    its own."""

    @_wrapping(original)
    def check_opt(opt, *args, **kwargs):
        return original(ctranslate2_options.as_ctranslate2_checks(opt), *args, **kwargs)

    return check_opt
