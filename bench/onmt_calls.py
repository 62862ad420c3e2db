"""The bench's own OpenNMT adapter: the OpenNMT pieces bench/worker.py (and the tests that
build a model as a new training does) run, step by step, to build, train and translate
exactly as `onmt_train` / `onmt_translate` do with onmt_ext installed.

onmt_ext itself reaches OpenNMT only through onmt_ext.compat; these calls are used by the
bench and the tests alone, so they live here, outside the package (which never imports
bench/). Like compat, this module names the OpenNMT function each call relies on, copies
no OpenNMT code, and lists the private OpenNMT names it uses in PRIVATE_OPENNMT
(tests/core/test_private_names.py checks the list). It is, with onmt_ext.compat and
onmt_ext.seam, the only module that imports `onmt` (tests/core/test_import_graph.py).
"""

from __future__ import annotations

import onmt.inputters.inputter
import onmt.models.model_saver
import onmt.train_single
import onmt.trainer
import onmt.translate
import onmt.utils.optimizers
import torch
from onmt.constants import CorpusTask, ModelTask
from onmt.constants import DefaultTokens as DefaultTokens  # <blank>, <s>, </s>: the batches
from onmt.inputters.dynamic_iterator import build_dynamic_dataset_iter
from onmt.transforms import get_transforms_cls
from onmt.utils.parse import ArgumentParser

# OpenNMT's private names used here, each where no public route exists: the reason.
PRIVATE_OPENNMT = {
    "_get_all_transform_translate": "onmt.bin.translate.translate fills opt._all_transform "
                                    "with it; there is no public function that does.",
    "_all_transform": "where OpenNMT keeps the transform names that translation applies.",
    "_translate": "Translator's beam search without file I/O; its public translate() "
                  "reads and writes files.",
    "_run_encoder": "the profile's encoder stage (bench/profile_translate.py): the method "
                    "Translator calls once per batch to encode it.",
    "_decode_and_generate": "the profile's decoder step: the method Translator calls once "
                            "per decoding step (decoder, generator, log-softmax).",
}


def prepare_model_opts(opt) -> None:
    """What OpenNMT does to parsed training options before building a model:
    `ArgumentParser.update_model_opts` / `validate_model_opts`, and the `data_task` that
    `ArgumentParser._validate_data` would set (seq2seq)."""
    ArgumentParser.update_model_opts(opt)
    ArgumentParser.validate_model_opts(opt)
    opt.data_task = ModelTask.SEQ2SEQ


def build_vocabs(opt) -> dict:
    """`onmt.inputters.inputter.build_vocab`: the "src"/"tgt" vocabularies of `opt`."""
    return onmt.inputters.inputter.build_vocab(opt, {"src": [], "tgt": []})


def build_training_model(opt, vocabs: dict, device_id: int) -> torch.nn.Module:
    """`onmt.train_single.build_model` (as onmt_ext installs it) for a new training."""
    return onmt.train_single.build_model(opt, opt, vocabs, None, device_id)


def build_optimizer(model: torch.nn.Module, opt):
    """`onmt.utils.optimizers.Optimizer.from_opt` (with onmt_ext's post-step hooks)."""
    return onmt.utils.optimizers.Optimizer.from_opt(model, opt)


def build_loss(opt, model: torch.nn.Module, tgt_vocab):
    """`onmt.trainer.LossCompute.from_opts` (onmt_ext's LossCompute once installed)."""
    return onmt.trainer.LossCompute.from_opts(opt, model, tgt_vocab)


def build_translator(model: torch.nn.Module, vocabs: dict, opt, model_opt, out_file):
    """OpenNMT's `Translator.from_opt` on an in-memory model (GNMT scorer of `opt`, no
    logging) and the transform classes of `opt`: ``(translator, transforms_cls)``."""
    ArgumentParser._get_all_transform_translate(opt)
    translator = onmt.translate.Translator.from_opt(
        model, vocabs, opt, model_opt,
        global_scorer=onmt.translate.GNMTGlobalScorer.from_opt(opt),
        out_file=out_file, report_score=False, logger=None,
    )
    return translator, get_transforms_cls(opt._all_transform)


def inference_batches(opt, transforms_cls, vocabs: dict, lines: list[str], device_id: int):
    """OpenNMT's dynamic inference iterator over the source `lines`."""
    return build_dynamic_dataset_iter(
        opt, transforms_cls, vocabs, task=CorpusTask.INFER, src=lines, device_id=device_id,
    )


def save_checkpoint(opt, model: torch.nn.Module, vocabs: dict, optim, save_model: str) -> str:
    """`onmt.models.model_saver.build_model_saver(...).save(1)`: the checkpoint `onmt_train`
    would write of `model` (options `opt`), as `<save_model>_step_1.pt`; returns its path."""
    opt.save_model = save_model
    saver = onmt.models.model_saver.build_model_saver(opt, opt, model, vocabs, optim, 0)
    saver.save(1)
    return f"{save_model}_step_1.pt"


def quantise_dynamic(model: torch.nn.Module) -> torch.nn.Module:
    """`model` with its linear layers dynamically quantised to int8, in place: the call
    `onmt.model_builder.load_test_model` makes for `-precision int8`,
    `torch.quantization.quantize_dynamic(model, dtype=torch.qint8, inplace=True)`.
    (OpenNMT-py 3.5.1 compares the option's string with `torch.int8` there, so its own
    `-precision int8` never reaches the call: the bench makes it itself.)"""
    import warnings

    # torch 2.13 deprecates torch.ao.quantization (for torchao) and its quantised tensors:
    # the call is still OpenNMT 3.5.1's, and the bench measures it
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="torch.quantize_per_tensor",
                                category=UserWarning)
        warnings.filterwarnings("ignore", message="torch.ao.quantization is deprecated",
                                category=DeprecationWarning)
        torch.quantization.quantize_dynamic(model, dtype=torch.qint8, inplace=True)
    return model


def decoding_functions() -> dict:
    """The OpenNMT functions a translation's time is split over (bench/profile_translate.py):
    name -> function, each a stage of `Translator._translate_batch_with_strategy`."""
    from onmt.translate.beam_search import BeamSearchBase
    from onmt.translate.greedy_search import GreedySearch

    translator = onmt.translate.Translator
    return {
        "encoder": translator._run_encoder,
        "decoder step": translator._decode_and_generate,
        "beam bookkeeping": BeamSearchBase.advance,
        "greedy bookkeeping": GreedySearch.advance,
        "beam update": BeamSearchBase.update_finished,
    }


def translate_batches(translator, batches) -> list:
    """`Translator._translate`, the beam search alone (no file I/O): the predictions."""
    _, preds = translator._translate(batches, batches.transforms)
    return preds


def transformer_decoder_base() -> type:
    """OpenNMT's `TransformerDecoderBase`, whose `map_state` onmt_ext's beam cache wraps."""
    from onmt.decoders.transformer import TransformerDecoderBase

    return TransformerDecoderBase


def translator_class() -> type:
    """OpenNMT's `Translator` (bench/speedups.py switches its `_translate`)."""
    return onmt.translate.Translator
