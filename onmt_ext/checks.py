"""The checks OpenNMT's commands run with onmt_ext, before any work starts.

onmt_ext.install calls these from the OpenNMT functions that `onmt_train`,
`onmt_translate` and `onmt_build_vocab` (and their `python -m onmt.bin.*` forms, and the
`onmt_ext_*` scripts, which call the same functions) pass through. Each raises an
onmt_ext.core.errors.InputError whose message names the key, file and line; the families
add their own checks through their declaration (`Family.train_checks` /
`Family.translate_checks`), so nothing here names a family.
"""

from __future__ import annotations

from onmt_ext import compat, registry
from onmt_ext.core.checks import (
    corpus_checks,
    device_check,
    run_lock,
    subword_models,
    translate_transforms,
)
from onmt_ext.core.checks import translate_options as translate_options_check
from onmt_ext.core.checks.checkpoint_check import (
    check_resume_architecture,
    check_resume_vocabulary,
    load_checkpoint_header,
)
from onmt_ext.core.checks.output_paths import check_output


def before_training(opt) -> None:
    """Options (every family's), the families' train checks, the corpora (unknown keys,
    missing files, empty lines, unpaired files), the devices, and with `train_from` the
    checkpoint, its model options and its vocabulary; then the `save_model` prefix is
    taken for this training (onmt_ext.core.checks.run_lock)."""
    registry.validate(opt)
    for check in registry.train_checks():
        check(opt)
    corpus_checks.check_corpora(opt.data)
    corpus_checks.check_vocabulary_files(opt)
    corpus_checks.check_filtered(opt, _built_transforms, compat.logger.warning)
    check_subword_models(opt, subword_models.transforms_in_use(opt))
    device_check.check_train(opt)
    if opt.train_from:
        corpus_checks.check_file(opt.train_from, "train_from")
        checkpoint = load_checkpoint_header(opt.train_from, "train_from")
        # compared as OpenNMT saves them: `layers: 1` is enc_layers and dec_layers 1
        check_resume_architecture(compat.updated_model_opts(opt), checkpoint,
                                  compat.model_option_defaults())
        check_resume_vocabulary(opt, checkpoint)
    run_lock.acquire(opt.save_model)  # last: only a training that will start holds it


def _built_transforms(opt, names: list[str]) -> list:
    """OpenNMT's transforms `names`, built for counting what they filter (no vocabularies:
    a ValueError for a transform that needs them)."""
    return compat.build_transform_pipe(opt, names, None).transforms


def before_vocabulary(opt) -> None:
    """`onmt_build_vocab`: the corpora and the subword models, as before training; the
    vocabulary files it writes are none of the corpora (OpenNMT would open them for writing
    over the corpus)."""
    corpus_checks.check_corpora(opt.data)
    check_subword_models(opt, subword_models.transforms_in_use(opt))
    inputs = corpus_checks.corpus_paths(opt.data)
    for key in ("src_vocab", "tgt_vocab"):
        check_output(getattr(opt, key, None), key, inputs, creates_folder=True)


def check_subword_models(opt, transforms: list[str], from_model=None) -> None:
    """onmt_ext.core.checks.subword_models for `transforms` with OpenNMT's option
    declarations."""
    subword_models.check_subword_models(
        opt, transforms, {name: compat.transform_option_defaults(name) for name in transforms},
        from_model)


def translate_options(opt) -> None:
    """As soon as a translate command line is parsed, before OpenNMT validates its
    transforms (where an error is a traceback): the numbers (`-beam_size`, ...) and the
    options of the families' transforms listed in `-transforms` (e.g. `mimo_tag` without
    `-src_prefix`). With `-transforms_from_model`, `-transforms` and their settings are
    first taken from the first `-model` (onmt_ext.core.checks.translate_transforms); then
    the subword models those transforms read are checked."""
    translate_options_check.check_translate_numbers(opt)
    from_model = {}
    if getattr(opt, translate_transforms.FROM_MODEL, False) and opt.models:
        model = opt.models[0]
        corpus_checks.check_file(model, "model")
        ckpt_opt = load_checkpoint_header(model, "-model")["opt"]
        names = translate_transforms.model_transforms(ckpt_opt)
        taken = translate_transforms.take_model_transforms(
            opt, ckpt_opt, {name: compat.transform_option_defaults(name) for name in names})
        from_model = dict.fromkeys(taken, model)
    check_subword_models(opt, list(getattr(opt, "transforms", None) or []), from_model)
    ours = registry.transform_classes()
    for name in getattr(opt, "transforms", None) or []:
        check = getattr(ours.get(name), "check_translate_options", None)
        if check is not None:
            check(opt)


def before_translation(opt) -> list[str]:
    """Before OpenNMT loads the `-model` checkpoints and reads `-src`: the source file (and
    `-tgt`: UTF-8), the device, that each model file is a complete checkpoint (a one-line
    error instead of torch's traceback), and the families' translate checks for each
    model. Returns the warnings to print: the transforms a model was trained with, when
    `-transforms` is empty."""
    corpus_checks.check_file(opt.src, "src")
    corpus_checks.check_translation_text(opt)  # -src/-tgt UTF-8, named file and line
    # before OpenNMT opens -output for writing: `-src x -output x` emptied x
    check_output(opt.output, "-output", {"-src": opt.src, "-tgt": opt.tgt,
                                         **{f"-model {m}": m for m in opt.models}})
    device_check.check_translate(opt)
    warnings = []
    family_transforms = registry.transform_names()
    for model in opt.models:
        corpus_checks.check_file(model, "model")
        checkpoint = load_checkpoint_header(model, "-model")
        for check in registry.translate_checks():
            check(opt, checkpoint, model)
        ckpt_opt = checkpoint["opt"]
        names = translate_transforms.trained_transforms(ckpt_opt)
        warning = translate_transforms.missing_transforms_warning(
            model, ckpt_opt, list(getattr(opt, "transforms", None) or []),
            {name: compat.transform_option_defaults(name) for name in names},
            family_transforms,
        )
        if warning is not None:
            warnings.append(warning)
    return warnings
