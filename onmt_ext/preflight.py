"""The checks OpenNMT's commands run with onmt_ext before any work starts: one table.

Every check is a `Check` with the `Stage` at which it runs (onmt_ext.core.model.family):
onmt_ext's own are listed in `CHECKS` below, a family's in its declaration
(`Family.checks`); `run(stage, ...)` runs onmt_ext's of the stage in table order, then the
families'. `python -m onmt_ext --checks` prints the whole table. Each check raises an
onmt_ext.core.errors.InputError whose message names the key, file and line; nothing here
names a family.

onmt_ext.install calls the `before_*` functions from the OpenNMT functions that
`onmt_train`, `onmt_translate` and `onmt_build_vocab` (and their `python -m onmt.bin.*`
forms, and the `onmt_ext_*` scripts, which call the same functions) pass through. What
they do besides running a stage is not a check: reading the `train_from` header, taking
the run lock, taking `-transforms` from a model.
"""

from __future__ import annotations

import contextvars
import logging
import os

from onmt_ext import compat, registry
from onmt_ext.core.checks import (
    checkpoint_diff,
    corpus_checks,
    device_check,
    server_requests,
    source_length,
    subword_models,
    translate_transforms,
)
from onmt_ext.core.checks.output_paths import check_output, is_seekable
from onmt_ext.core.checks.resume_checks import check_resume_architecture, check_resume_vocabulary
from onmt_ext.core.checks.translate_options import check_translate_numbers, precision_warning
from onmt_ext.core.errors import OutputError
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header
from onmt_ext.core.model import cpu_ranks
from onmt_ext.core.model.family import Check, Stage
from onmt_ext.core.tools import run_lock

# ------------------------------------------------------------------ onmt_ext's own checks


def _corpora(opt) -> None:
    corpus_checks.check_corpora(opt.data)


def _filtered(opt) -> None:
    corpus_checks.check_filtered(opt, _built_transforms, compat.logger.warning)


def _built_transforms(opt, names: list[str]) -> list:
    """OpenNMT's transforms `names`, built for counting what they filter (no vocabularies:
    a ValueError for a transform that needs them)."""
    return compat.build_transform_pipe(opt, names, None).transforms


def _subword_models_in_use(opt) -> None:
    check_subword_models(opt, subword_models.transforms_in_use(opt))


def _subword_models_listed(opt) -> None:
    check_subword_models(opt, list(getattr(opt, "transforms", None) or []),
                         _taken_from_model.get() or {})


def _resume_architecture(opt, checkpoint) -> None:
    # compared as OpenNMT saves them: `layers: 1` is enc_layers and dec_layers 1
    check_resume_architecture(compat.updated_model_opts(opt), checkpoint,
                              compat.model_option_defaults())


def _vocabulary_outputs(opt) -> None:
    """The vocabulary files onmt_build_vocab writes are none of the corpora (OpenNMT would
    open them for writing over the corpus), their folders can be written, and none exists
    already unless -overwrite is given."""
    inputs = corpus_checks.corpus_paths(opt.data)
    for key in ("src_vocab", "tgt_vocab"):
        check_output(getattr(opt, key, None), key, inputs, creates_folder=True)
    # OpenNMT refuses an existing one too, but only once the corpora are counted, in a
    # traceback; the source features' vocabularies are `<src_vocab>_feat<i>`
    keys = ("src_vocab",) if opt.share_vocab else ("src_vocab", "tgt_vocab")
    written = [(key, getattr(opt, key, None), key) for key in keys]
    features = [f"{opt.src_vocab}_feat{i}" for i in range(getattr(opt, "n_src_feats", 0) or 0)]
    for path in features:  # beside src_vocab as given (a link's own folder, too)
        check_output(path, "src_vocab", inputs, creates_folder=True)
    written += [(f"src_vocab's feature {i}", path, "src_vocab")
                for i, path in enumerate(features)]
    for what, path, key in written:
        if path and os.path.exists(path) and not opt.overwrite:
            raise OutputError(f"{what} {path} exists already; add -overwrite to replace it, "
                              f"or choose another {key}")


def _source(opt) -> None:
    corpus_checks.check_file(opt.src, "src")


def before_reading_streams(opt) -> None:
    """The `-output` checks, run first when `-src` or `-tgt` is piped in: that stream is
    read to its end before the other checks (onmt_ext.core.tools.stream_input), so a
    refused `-output` would otherwise be said only once the writer had finished."""
    _translation_output(opt)


def _translation_output(opt) -> None:
    # before OpenNMT opens -output for writing: `-src x -output x` emptied x
    check_output(opt.output, "-output", {"-src": opt.src, "-tgt": opt.tgt,
                                         **{f"-model {m}": m for m in opt.models}})
    if opt.output and not is_seekable(opt.output):
        # OpenNMT's translator opens -output with codecs.open(path, "w+"): a pipe ended in
        # io.UnsupportedOperation, a traceback, after the checkpoints had loaded
        raise OutputError(
            f"-output {opt.output} is a pipe or a terminal: OpenNMT's translator opens "
            "-output for reading and writing, which needs a file; give a file's path (e.g. "
            "-output out.txt) and read that file afterwards")


CHECKS: tuple[Check, ...] = (
    # before training
    Check(Stage.TRAINING, registry.validate,
          "every options class's validate(opt): keys, values and what depends on others"),
    Check(Stage.TRAINING, _corpora,
          "data: corpora: unknown keys, missing or unreadable files, empty or unpaired lines"),
    Check(Stage.TRAINING, corpus_checks.check_vocabulary_files,
          "src_vocab / tgt_vocab exist and are none of the corpora"),
    Check(Stage.TRAINING, _filtered,
          "a corpus that filtertoolong would empty is named (a partly filtered one logged)"),
    Check(Stage.TRAINING, _subword_models_in_use,
          "the subword models the transforms in use read exist (SentencePiece ones open)"),
    Check(Stage.TRAINING, device_check.check_train,
          "-gpu_ranks / world_size ask for CUDA devices that exist"),
    # at resume
    Check(Stage.RESUMING, _resume_architecture,
          "the train_from checkpoint has the model options of this command"),
    Check(Stage.RESUMING, check_resume_vocabulary,
          "the train_from checkpoint has the vocabulary of this command"),
    # onmt_build_vocab
    Check(Stage.VOCABULARY, _corpora,
          "data: corpora: unknown keys, missing or unreadable files, empty or unpaired lines"),
    Check(Stage.VOCABULARY, _subword_models_in_use,
          "the subword models the transforms in use read exist (SentencePiece ones open)"),
    Check(Stage.VOCABULARY, _vocabulary_outputs,
          "the vocabulary files to write are none of the corpora, can be written, and exist "
          "only with -overwrite"),
    # translation
    Check(Stage.TRANSLATE_OPTIONS, check_translate_numbers,
          "-beam_size, -batch_size, ... are in range"),
    Check(Stage.TRANSLATE_OPTIONS, _subword_models_listed,
          "the subword models of -transforms exist (SentencePiece ones open)"),
    Check(Stage.TRANSLATION, _source, "-src exists and is a file"),
    Check(Stage.TRANSLATION, corpus_checks.check_translation_text,
          "-src / -tgt are UTF-8 (the file and line named)"),
    Check(Stage.TRANSLATION, _translation_output,
          "-output is none of the inputs, its folder exists, and it is no pipe or terminal"),
    Check(Stage.TRANSLATION, device_check.check_translate,
          "-gpu asks for a CUDA device that exists"),
    # onmt_server
    Check(Stage.SERVING, server_requests.check_models_config,
          "the server's model config: its JSON and every model's checkpoint, named by id "
          "and path"),
    Check(Stage.SERVER_REQUEST, server_requests.check_request,
          "a request is a JSON list of {\"id\", \"src\"} for a loaded model id (else a "
          "JSON error, 400 or 404)"),
    # onmt_average_models
    Check(Stage.AVERAGING, checkpoint_diff.check_averageable,
          "the checkpoints to average have one architecture and one vocabulary (what "
          "differs named)"),
)


def checks(stage: Stage, *args) -> list[Check]:
    """The checks of `stage`: onmt_ext's in table order, then the families' (with the
    stage's arguments, those of the families they select: onmt_ext.registry)."""
    return ([check for check in CHECKS if check.stage is stage]
            + registry.family_checks(stage, *args))


def run(stage: Stage, *args) -> None:
    """Run every check of `stage` with the stage's arguments (see `Stage`)."""
    for check in checks(stage, *args):
        check.run(*args)


def describe() -> str:
    """Every check by stage (`python -m onmt_ext --checks`)."""
    lines = []
    for stage in Stage:
        lines.append(f"{stage.name.lower()}: {stage.value}")
        lines.extend(f"  - {check.what}" for check in checks(stage))
    return "\n".join(lines)


# ------------------------------------------------------------------ the commands


def before_training(opt) -> None:
    """The training checks; with `train_from`, its file and header, then the resume
    checks; then the `save_model` prefix is taken for this training
    (onmt_ext.core.tools.run_lock). With `cpu_ranks: true` and no `gpu_ranks`, every rank
    is then listed as this machine's (onmt_ext.core.model.cpu_ranks.fill_ranks)."""
    run(Stage.TRAINING, opt)
    cpu_ranks.fill_ranks(opt)
    if opt.train_from:
        corpus_checks.check_file(opt.train_from, "train_from")
        run(Stage.RESUMING, opt, load_checkpoint_header(opt.train_from, "train_from"))
    run_lock.acquire(opt.save_model)  # last: only a training that will start holds it


def before_serving(config_file) -> None:
    """`onmt_server`: before its models are loaded."""
    run(Stage.SERVING, config_file)


def before_request(inputs, models) -> None:
    """`onmt_server`: before a request is translated."""
    run(Stage.SERVER_REQUEST, inputs, models)


def before_averaging(model_files) -> None:
    """`onmt_average_models`: before the checkpoints are read."""
    run(Stage.AVERAGING, model_files)


def before_vocabulary(opt) -> None:
    """`onmt_build_vocab`: the vocabulary checks."""
    run(Stage.VOCABULARY, opt)


def check_subword_models(opt, transforms: list[str], from_model=None) -> None:
    """onmt_ext.core.checks.subword_models for `transforms` with OpenNMT's option
    declarations."""
    subword_models.check_subword_models(
        opt, transforms, {name: compat.transform_option_defaults(name) for name in transforms},
        from_model)


# {key: -model} of the transform settings `translate_options` took from a model, for the
# subword-model check to name the model in its error.
_taken_from_model: contextvars.ContextVar[dict | None] = contextvars.ContextVar(
    "onmt_ext_taken_from_model", default=None)


# The attribute of a translation's options that holds the line saying which transforms it
# took from its -model (`translate_options`), logged once OpenNMT's logger is set up.
TAKEN_NOTE = "onmt_ext_transforms_note"


def translate_options(opt) -> None:
    """As soon as a translate command line is parsed, before OpenNMT validates its
    transforms (where an error is a traceback). Unless the command line names
    `-transforms` (or gives `-no_transforms_from_model`), `-transforms` and their settings
    are first taken from the `-model` (an ensemble's models must agree on them), the
    families arranging the list (onmt_ext.registry.translation_transforms), and the line
    saying so is kept for `before_translation` (onmt_ext.core.checks.translate_transforms);
    then the translate-options checks run (the numbers, the subword models, the families'
    transform options)."""
    from_model = {}
    # a -model that is not a file: nothing to take (the checks before translating name it)
    if translate_transforms.takes_model_transforms(opt) and opt.models \
            and all(os.path.isfile(model) for model in opt.models):
        ckpt_opts = {}
        for model in opt.models:
            corpus_checks.check_file(model, "model")
            ckpt_opts[model] = load_checkpoint_header(model, "-model")["opt"]
        model, ckpt_opt = opt.models[0], ckpt_opts[opt.models[0]]
        names = translate_transforms.model_transforms(ckpt_opt)
        if names:
            settings = {name: compat.transform_option_defaults(name) for name in names}
            translate_transforms.check_same_transforms(opt, ckpt_opts, settings)
            taken = translate_transforms.take_model_transforms(
                opt, ckpt_opt, settings, registry.translation_transforms)
            from_model = dict.fromkeys(taken, model)
            setattr(opt, TAKEN_NOTE, translate_transforms.taken_note(model, opt, taken))
    token = _taken_from_model.set(from_model)
    try:
        run(Stage.TRANSLATE_OPTIONS, opt)
    finally:
        _taken_from_model.reset(token)


def before_translation(opt) -> list[tuple[int, str]]:
    """Before OpenNMT loads the `-model` checkpoints and reads `-src`: the translation
    checks; then for each model, that it is a complete checkpoint (a one-line error
    instead of torch's traceback) and the per-model checks; then the -src lines longer than
    the first model's bound (onmt_ext.core.checks.source_length: refused, or named and
    truncated). Returns the lines to log, with their `logging` level: `-precision int8`
    ignored by OpenNMT, which transforms were taken from the model (`translate_options`), a
    warning for a model trained with other transforms than `-transforms`, and one for long
    source lines."""
    run(Stage.TRANSLATION, opt)
    lines = [(logging.WARNING, w) for w in (precision_warning(opt),) if w is not None]
    note = vars(opt).pop(TAKEN_NOTE, None)
    if note is not None:
        lines.append((logging.INFO, note))
    family_transforms = registry.transform_names()
    for model in opt.models:
        corpus_checks.check_file(model, "model")
        checkpoint = load_checkpoint_header(model, "-model")
        run(Stage.TRANSLATION_MODEL, opt, checkpoint, model)
        warning = translate_transforms.differing_transforms_warning(
            model, checkpoint["opt"], list(getattr(opt, "transforms", None) or []),
            family_transforms,
        )
        if warning is not None:
            lines.append((logging.WARNING, warning))
        if model == opt.models[0]:  # an ensemble reads one source: its first model's bound
            long_lines = source_length.check_source_length(opt, checkpoint["opt"], model)
            if long_lines is not None:
                lines.append((logging.WARNING, long_lines))
    return lines
