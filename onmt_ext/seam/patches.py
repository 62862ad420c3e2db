"""Every change onmt_ext makes to OpenNMT-py 3.5.1 (and to torch's loading allow-list and
CTranslate2's check of an OpenNMT-py checkpoint's options),
declared here and nowhere else. `onmt_ext.install()` applies them, `onmt_ext.uninstall()`
undoes them (onmt_ext.seam); `python -m onmt_ext --patches` prints them, and
docs/opennmt-commands.md lists them (tests/core/test_seam.py keeps that list in step).

Two kinds (onmt_ext.seam.record): PATCHES replace or wrap an attribute where OpenNMT looks
it up; registrations() add our encoders, decoders and transforms to OpenNMT's own
registries (its extension points) and our checkpoint type to torch's allow-list. What an
extension point or a check run before OpenNMT starts can do is not a patch.
"""

from __future__ import annotations

import functools

import torch

from onmt_ext import compat, registry
from onmt_ext.core.files.checkpoint_file import CHECKPOINT_GLOBALS
from onmt_ext.core.model.auxiliary_loss import AuxLossCompute, AuxStatistics
from onmt_ext.seam import beam_cache, exact_resume, ranks, wrappers
from onmt_ext.seam.record import COMMANDS, FAMILIES, Patch, Registration

PARSER = "onmt.utils.parse:ArgumentParser"
# CTranslate2's converter of OpenNMT-py checkpoints (ctranslate2 4.x; the `bench` extra)
CTRANSLATE2_CONVERTER = "ctranslate2.converters.opennmt_py"

PATCHES: tuple[Patch, ...] = (
    Patch(
        "onmt.opts:model_opts", wrappers.add_extension_options,
        part=FAMILIES,
        reason="OpenNMT has no registry for model options: the families' option groups "
               "join every parser that OpenNMT builds (train, translate, and "
               "`ArgumentParser.ckpt_model_opts`, which fills options missing from old "
               "checkpoints with their defaults).",
        breaks_if="train_opts/ckpt_model_opts stop looking `model_opts` up on the "
                  "`onmt.opts` module at call time.",
    ),
    Patch(
        "onmt.opts:translate_opts", wrappers.add_translate_options,
        aliases=("onmt.bin.translate:translate_opts",),
        part=COMMANDS,
        reason="OpenNMT has no registry for translation options: "
               "`-transforms_from_model` and `-no_transforms_from_model` (whether the "
               "transforms and subword models the checkpoint was trained with apply; they "
               "do when -transforms is not given), `-src_max_tokens` and `-long_src` (a "
               "source line longer than the model was trained on: truncated or refused) "
               "and `-compile_decoder` (the decoder compiled by torch.compile, opt-in) "
               "join every translate parser.",
        breaks_if="onmt.bin.translate stops building its parser with `translate_opts`, "
                  "imported from `onmt.opts`.",
    ),
    Patch(
        "onmt.train_single:build_model", wrappers.initialise_after_build,
        part=FAMILIES,
        reason="OpenNMT overwrites every parameter after construction (param_init / "
               "Xavier): the extension's initial values, param_init_lipschitz and "
               "warm_start_from are applied after it.",
        breaks_if="train_single.main stops calling the name `build_model` imported into "
                  "`onmt.train_single`, or model_builder.build_model changes signature.",
    ),
    Patch(
        "onmt.model_builder:build_base_model", wrappers.expose_vocabs,
        part=FAMILIES,
        reason="Every model OpenNMT builds (training, translation, a library call) has "
               "its options validated first (registry.validate); encoders' and decoders' "
               "`from_opt(opt, embeddings)` receive no vocabulary and no layer types: the "
               "build's context is attached to the options for the call "
               "(core.model.build_context), where MIMO finds its target-language tags in "
               "the source vocabulary and the stack families the registry's layer types "
               "(`enc_layer_type`).",
        breaks_if="build_model/load_test_model stop calling the module attribute "
                  "`build_base_model(model_opt, vocabs)`.",
    ),
    Patch(
        "onmt.models.model:BaseModel._load_param", wrappers.load_scalars_whole,
        part=FAMILIES,
        reason="OpenNMT's checkpoint loader (`BaseModel.load_state_dict` and "
               "`load_safe_state_dict`, used by onmt_translate, onmt_server, -train_from "
               "and a library's `load_test_model`) slices every tensor along its first "
               "dimension, which a 0-dimensional parameter or buffer (a learned scalar, "
               "`nn.Parameter(torch.tensor(0.7))`) does not have: an IndexError after the "
               "training had succeeded. A scalar is loaded whole; every other shape as "
               "OpenNMT does.",
        breaks_if="load_state_dict/load_safe_state_dict stop loading each tensor through "
                  "`self._load_param(name, module, param_name, param, buf_list, ckpt_t, "
                  "offset)`.",
    ),
    Patch(
        "onmt.utils.optimizers:Optimizer.from_opt", wrappers.attach_post_step_hooks,
        part=FAMILIES,
        reason="Modules' post-step updates (e.g. MUTE's normalisations), the step clock, "
               "`warm_start_schedule: continue` and the metrics file's model are bound to "
               "the optimiser OpenNMT builds.",
        breaks_if="the trainer stops building its optimiser with `Optimizer.from_opt`, or "
                  "`Optimizer._optimizer` / `_decay_step` are renamed.",
    ),
    Patch(
        "onmt.trainer:LossCompute", AuxLossCompute, wraps=False,
        part=FAMILIES,
        reason="The auxiliary losses (MUTE's Lipschitz term, diversity terms) are added "
               "to the loss and logged; OpenNMT has no loss registry.",
        breaks_if="build_trainer stops calling `LossCompute.from_opts` through the name "
                  "in `onmt.trainer`, or LossCompute's forward/`_stats` change.",
    ),
    *exact_resume.PATCHES,  # the data position and random states of a checkpoint
    Patch(
        "onmt.utils:Statistics", AuxStatistics, wraps=False,
        part=FAMILIES,
        reason="The statistics carry the auxiliary terms' means to the reports.",
        breaks_if="the trainer and LossCompute stop creating statistics through the "
                  "attribute `onmt.utils.Statistics`.",
    ),
    Patch(
        "onmt.utils:build_report_manager", wrappers.metrics_report_manager,
        part=COMMANDS,
        reason="Every report also goes to `<save_model>_metrics.jsonl` and the model's "
               "diagnostics to TensorBoard (a ReportMgr subclass built from OpenNMT's).",
        breaks_if="build_trainer stops calling `onmt.utils.build_report_manager`, or "
                  "ReportMgr's constructor or `_report_training`/`_report_step` change.",
    ),
    Patch(
        "onmt.inputters.dynamic_iterator:WeightedMixer._logging", wrappers.corpora_logged_once,
        part=COMMANDS,
        reason="OpenNMT logged \"Weighted corpora loaded so far\" with every corpus's count "
               "each time one corpus started: a growing list as training began, then again "
               "at every pass over any corpus. It is logged once, when every corpus has "
               "started, each corpus once (per data-loader process).",
        breaks_if="WeightedMixer stops logging through `self._logging()` or stops counting "
                  "corpus passes in `_counts`.",
    ),
    Patch(
        "onmt.train_single:main", "onmt_ext.train_worker:per_process_main", wraps=False,
        aliases=("onmt.bin.train:single_main",),
        part=FAMILIES,
        reason="OpenNMT pickles this function into spawn-ed multi-GPU workers; ours "
               "installs onmt_ext in the worker first, the parts installed where it was "
               "pickled (also with the import hook off), then runs OpenNMT's.",
        breaks_if="onmt.bin.train stops importing `main` from `onmt.train_single` as the "
                  "per-process function.",
    ),
    Patch(
        f"{PARSER}.parse_known_args", wrappers.strict_command_parsers,
        part=COMMANDS,
        reason="Strict keys for OpenNMT's own train/translate/build_vocab command lines "
               "and -config files (an unknown or abbreviated key is an error); the "
               "parsers are recognised by OpenNMT's descriptions (`train.py`, ...).",
        breaks_if="onmt.bin.* change their parser descriptions or stop parsing with "
                  "`parse_known_args`/`parse_args` of onmt's ArgumentParser.",
    ),
    Patch(
        f"{PARSER}.__init__", wrappers.no_abbreviated_keys,
        part=COMMANDS,
        reason="OpenNMT's train/translate/build_vocab parsers accept any unambiguous prefix "
               "of a key (argparse's allow_abbrev), so a misspelt `mute_unit: 4` would "
               "silently set mute_units: they are built with allow_abbrev=False (recognised "
               "by their descriptions, as above).",
        breaks_if="onmt.bin.* stop building their parsers with `ArgumentParser(description="
                  "...)` of onmt.utils.parse.",
    ),
    Patch(
        f"{PARSER}.validate_train_opts", wrappers.check_before_training,
        part=COMMANDS,
        reason="onmt_ext.preflight.before_training runs where onmt.bin.train.train starts, "
               "in the main process, before any worker or data loading.",
        breaks_if="train() stops starting with `ArgumentParser.validate_train_opts(opt)`.",
    ),
    Patch(
        f"{PARSER}.validate_prepare_opts", wrappers.check_before_vocabulary,
        part=COMMANDS,
        reason="onmt_ext.preflight.before_vocabulary runs where onmt_build_vocab starts.",
        breaks_if="build_vocab_main stops calling `validate_prepare_opts(opts, "
                  "build_vocab_only=True)`.",
    ),
    Patch(
        "onmt.bin.build_vocab:build_vocab_main", wrappers.vocabularies_through_temporary_files,
        on_import=True,
        part=COMMANDS,
        reason="onmt_build_vocab wrote each vocabulary in place (`open(path, \"w\")`): a full "
               "disk or a kill left a partial vocabulary under its final name. They are "
               "written to temporary files beside them and renamed once all are complete.",
        breaks_if="main stops calling the module attribute `build_vocab_main(opts)`, or it "
                  "stops reading the vocabulary paths from `opts` after "
                  "`validate_prepare_opts`.",
    ),
    Patch(
        "onmt.inference_engine:InferenceEnginePY.__init__", wrappers.check_before_translation,
        part=COMMANDS,
        reason="onmt_ext.preflight.before_translation runs before OpenNMT loads the -model "
               "checkpoints; the lines it returns (the transforms taken from the model, "
               "warnings) are logged once OpenNMT's logger is set up. "
               "`-output` is opened as a temporary file beside it, one per engine, which "
               "`infer_file` renames when complete (an engine that translates no file: what "
               "`infer_list` wrote becomes `-output` when the engine goes, an empty file is "
               "removed). A later `infer_file` of one engine writes a new temporary file, "
               "starting as a copy of `-output` once a call of the engine has completed "
               "(OpenNMT appends each call to one file), renamed when complete. A `-src` or "
               "`-tgt` piped in (/dev/stdin) is copied once to a temporary file, which the "
               "checks and OpenNMT then read (removed when the engine goes).",
        breaks_if="onmt.bin.translate stops building `InferenceEnginePY(opt)`.",
    ),
    Patch(
        "onmt.inference_engine:InferenceEnginePY.infer_file", wrappers.keep_blank_lines,
        part=COMMANDS,
        reason="Blank source lines get an empty translation in their place (OpenNMT drops "
               "them, and the output would no longer line up with -src); the lines done "
               "are shown while it translates (OpenNMT says nothing until the end).",
        breaks_if="infer_file stops reading `opt.src` and writing `translator.out_file`, "
                  "or the translator stops calling its `translate_batch(batch, ...)` once "
                  "a batch.",
    ),
    Patch(
        "onmt.models.model_saver:torch", wrappers.atomic_checkpoint_saves,
        part=COMMANDS,
        reason="OpenNMT writes each checkpoint in place: a full disk or a kill during the "
               "save left a partial `*_step_N.pt` under its final name. Its saves go to "
               "a temporary file, flushed and renamed; a full disk is one line naming "
               "the path and the free space.",
        breaks_if="model_saver stops saving with `torch.save(checkpoint, path)` through "
                  "its module's `torch` name.",
    ),
    Patch(
        "onmt.bin.train:main", wrappers.stop_cleanly_on_signals("onmt_train"), on_import=True,
        part=COMMANDS,
        reason="SIGTERM or SIGINT to `onmt_train` ended its main process at once and left "
               "its data-loader workers and multiprocessing's resource tracker running, "
               "orphaned; now every descendant ends first, then the process exits with "
               "143 (SIGTERM) or, after one line `onmt_train: stopped by Ctrl-C (SIGINT)`, "
               "ends by SIGINT, so a shell loop of trainings stops (bash goes on after an "
               "exit with 130). Bad input ends it with one error line and exit "
               "status 2 (the error boundary, see onmt_translate's main).",
        breaks_if="the `onmt_train` console script stops calling `onmt.bin.train.main`.",
    ),
    Patch(
        "onmt.translate.translation_server:TranslationServer.run",
        wrappers.check_server_requests,
        part=COMMANDS,
        reason="onmt_server answered a request without \"src\" or for an unknown model "
               "id with an HTML 500 page (a KeyError; its own error path indexes the "
               "missing model): each is now a JSON error, 400 or 404, saying what to send.",
        breaks_if="the server's /translate stops calling `TranslationServer.run(inputs)`, "
                  "or the server's models stop being `self.models` by id.",
    ),
    Patch(
        "onmt.bin.server:serve", wrappers.json_errors_before_serving, on_import=True,
        part=COMMANDS,
        reason="onmt_server answered a body that is not JSON with Flask's HTML 400 page: "
               "every HTTP error, and the request errors above, are answered as "
               "{\"status\": \"error\", \"error\": ...} (docs/serving.md). It said "
               "neither that its models were loaded nor where it listens, and printed each "
               "log line twice: it logs `ready on http://HOST:PORT`, each line once. "
               "Ctrl-C ended it with status 0 and no word (waitress catches the "
               "KeyboardInterrupt): it says so in one line and ends by SIGINT.",
        breaks_if="onmt.bin.server.start stops handing its Flask app to the module's "
                  "`serve(app, ...)` (waitress).",
    ),
    Patch(
        "sys:excepthook", wrappers.one_line_errors_of_run_modules,
        part=COMMANDS,
        reason="`python -m onmt.bin.<command>` runs the command module as `__main__`, whose "
               "`main` the error boundary does not wrap: bad input there is its one line "
               "too, instead of a traceback (exit status 1, Python's for an uncaught "
               "exception); every other exception and program keeps Python's hook.",
        breaks_if="OpenNMT's command modules stop being runnable with `python -m`.",
    ),
    Patch(
        "onmt.bin.average_models:average_models", wrappers.check_averageable,
        on_import=True,
        part=COMMANDS,
        reason="onmt_average_models refuses checkpoints of different architectures or "
               "vocabularies, naming what differs (OpenNMT: a bare KeyError or shape "
               "traceback).",
        breaks_if="main stops calling the module attribute `average_models`.",
    ),
    *(Patch(
        f"onmt.bin.{module}:main", wrappers.command_boundary(f"onmt_{module}"), on_import=True,
        part=COMMANDS,
        reason=f"The error boundary of `onmt_{module}`: bad input (an onmt_ext check's "
               "exception, a missing, unreadable, non-UTF-8 or damaged file, a full disk) is "
               "one line `<command>: error: ...` with exit status 2 instead of a traceback; "
               "a bug keeps its traceback (ONMT_EXT_TRACEBACK=1 shows it for the others too).",
        breaks_if=f"the `onmt_{module}` console script stops calling `onmt.bin.{module}.main`.",
    ) for module in ("build_vocab", "average_models", "release_model", "server")),
    Patch(
        "onmt.bin.translate:main",
        wrappers.stop_cleanly_on_signals("onmt_translate"), on_import=True,
        part=COMMANDS,
        reason="The error boundary of `onmt_translate`: bad input (an onmt_ext check's "
               "exception, a missing, unreadable, non-UTF-8 or damaged file, a full disk) is "
               "one line `<command>: error: ...` with exit status 2 instead of a traceback; "
               "a bug keeps its traceback (ONMT_EXT_TRACEBACK=1 shows it for the others too). "
               "SIGTERM ends its child processes, then the process with status 143, removing "
               "the temporary `-output` and a piped `-src`'s copy (Python's default SIGTERM "
               "left both behind); SIGINT (Ctrl-C) ends them too, then the process by SIGINT "
               "after one line (no traceback); a multi-process translation's workers, which "
               "Python's own SIGINT left waiting, end first.",
        breaks_if="the `onmt_translate` console script stops calling "
                  "`onmt.bin.translate.main`.",
    ),
    *(Patch(
        f"onmt.bin.{module}:torch", wrappers.guarded_torch, on_import=True,
        part=COMMANDS,
        reason=f"`onmt_{module}` loaded a damaged checkpoint into a torch traceback and "
               "wrote its output in place, also over its own input: a damaged input is named, "
               "an output that is an input refused, the output written through a temporary "
               "file and a rename.",
        breaks_if=f"onmt.bin.{module} stops loading and saving with `torch.load`/`torch.save` "
                  "through its module's `torch` name.",
    ) for module in ("average_models", "release_model")),
    Patch(
        "onmt.translate.translation_server:TranslationServer.preload_model",
        wrappers.checkpoint_transforms_by_default,
        part=COMMANDS,
        reason="onmt_server fed the request text to a model as it came, without the "
               "transforms its checkpoint was trained with, unless its config listed "
               "onmt_ext.serving's functions: a model whose config names no preprocess, "
               "postprocess or tokenizer gets them (docs/serving.md).",
        breaks_if="`TranslationServer.start` stops handing each model's preprocess_opt/"
                  "postprocess_opt/tokenizer_opt to `preload_model` as keyword arguments.",
    ),
    Patch(
        "onmt.translate.translation_server:TranslationServer.start",
        wrappers.check_server_config,
        part=COMMANDS,
        reason="onmt_server started with a model config naming a missing or damaged "
               "checkpoint ended in a FileNotFoundError or torch traceback: the config and "
               "each model's checkpoint are checked first, a bad one named by model id and path "
               "(docs/serving.md).",
        breaks_if="`TranslationServer.start(config_file)` stops reading `models_root` and each "
                  "entry's `model`/`models`/`model_root`.",
    ),
    Patch(
        f"{CTRANSLATE2_CONVERTER}:check_opt", wrappers.accept_flash_attention, on_import=True,
        part=COMMANDS,
        reason="`onmt_release_model --format ctranslate2` refused every plain Transformer "
               "trained with OpenNMT-py 3.5.1's defaults: CTranslate2's converter accepts "
               "`self_attn_type` scaled-dot only, and OpenNMT's default is scaled-dot-flash, "
               "the same attention computed by torch's fused kernel where one applies. Its "
               "option check is given scaled-dot for scaled-dot-flash (CTranslate2 is an "
               "optional package: without it the record waits for an import that never "
               "comes).",
        breaks_if="CTranslate2's OpenNMT-py converter stops checking the checkpoint's options "
                  "with its module's `check_opt(opt, ...)`, or starts reading "
                  "`self_attn_type` elsewhere.",
    ),
    *ranks.PATCHES,  # multi-process training on CPU ranks, each rank's final state
    *beam_cache.PATCHES,  # beam search: no copy of caches that a reorder leaves equal
    Patch(
        "onmt.translate.translator:build_translator", wrappers.compile_decoder_when_asked,
        aliases=("onmt.translate.translation_server:build_translator",
                 "onmt.utils.distributed:build_translator"),
        reason="`-compile_decoder` (opt-in): the translator's decoder compiled by "
               "torch.compile, for onmt_translate (one process or several) and "
               "onmt_server, which all build their translator with `build_translator`.",
        breaks_if="onmt_translate's engine, its spawned translators or the server stop "
                  "building their translator with `build_translator(opt, ...)` looked up "
                  "at call time, or the translator stops holding its model as `.model`.",
        part=COMMANDS,
    ),
)


def _safe_global_present(key, value) -> bool:
    return value in torch.serialization.get_safe_globals()


def _add_safe_global(key, value) -> None:
    torch.serialization.add_safe_globals([value])


def _remove_safe_global(key, value) -> None:
    others = [g for g in torch.serialization.get_safe_globals() if g is not value]
    torch.serialization.clear_safe_globals()
    torch.serialization.add_safe_globals(others)


_REGISTRY_REASONS = {
    "encoder": ("`encoder_type` selects it in training and translation.",
                "OpenNMT's encoder registry (`onmt.encoders.str2enc`) changes."),
    "decoder": ("`decoder_type` selects it in training and translation.",
                "OpenNMT's decoder registry (`onmt.decoders.str2dec`) changes."),
    "transform": ("it can be listed under `transforms:` and `-transforms`.",
                  "OpenNMT's transform registry (`AVAILABLE_TRANSFORMS`) changes."),
}


def registrations() -> list[Registration]:
    """The entries added to registries: torch's allow-list, then every family's encoders,
    decoders and transforms (registry.families() order)."""
    found = [
        Registration(
            "torch.serialization:safe globals", value.__name__, value,
            reason="OpenNMT loads checkpoints with plain torch.load, which torch >= 2.6 "
                   "does with weights_only=True: the option Namespace in every checkpoint "
                   "is allow-listed, nothing else.",
            breaks_if="OpenNMT saves other non-tensor types in its checkpoints.",
            add=_add_safe_global, remove=_remove_safe_global, present=_safe_global_present,
        )
        for value in CHECKPOINT_GLOBALS
    ]
    for family in registry.families():
        for kind, entries in (("encoder", family.encoders), ("decoder", family.decoders),
                              ("transform", family.transforms)):
            reason, breaks_if = _REGISTRY_REASONS[kind]
            for name, cls in entries.items():
                found.append(Registration(
                    compat.REGISTRIES[kind], name, cls,
                    reason=f"The {family.name} family's {kind}: {reason}",
                    breaks_if=breaks_if,
                    add=functools.partial(compat.register, kind),
                    remove=functools.partial(compat.unregister, kind),
                    present=functools.partial(compat.registered, kind),
                ))
    return found

