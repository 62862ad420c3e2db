"""A training resumed from `train_from` checked against its checkpoint before OpenNMT
loads it: the model options (`check_resume_architecture`) and the vocabulary
(`check_resume_vocabulary`); a checkpoint whose model options differ from the command's
would otherwise fail deep in `load_state_dict`, or train silently with other settings."""

from __future__ import annotations

import os

from onmt_ext.core.errors import CheckpointError

ARCHITECTURE_KEYS = ("encoder_type", "decoder_type")
SHOWN = 4  # differing options named in the message; the count gives the rest
# Keys of OpenNMT's model option group (and ours) that a resumed training reads from the
# config, not from the checkpoint (losses, precision, freezing, initialisation, warm start,
# activation checkpointing, CPU ranks): changing them on resume is legitimate.
READ_FROM_CONFIG = frozenset({
    "update_vocab", "freeze_encoder", "freeze_decoder", "apex_opt_level", "loss_scale",
    "model_dtype", "use_ckpting", "lambda_align", "lambda_coverage", "copy_loss_by_seqlength",
    "lm_prior_model", "lm_prior_lambda", "lm_prior_tau", "zero_out_prompt_loss",
    "param_init_lipschitz", "warm_start_from", "warm_start_schedule", "cpu_ranks",
})


def changed_model_options(opt, saved, defaults: dict) -> list[tuple[str, object, object]]:
    """``(key, config's value, checkpoint's value)`` for every model option of `defaults`
    (key -> parser default) that the config sets (a value other than the default) to a value
    other than the one the checkpoint `saved` was trained with."""
    changed = []
    for key, default in defaults.items():
        if key in READ_FROM_CONFIG:
            continue
        wanted, trained = getattr(opt, key, default), getattr(saved, key, None)
        if wanted != default and trained is not None and wanted != trained:
            changed.append((key, wanted, trained))
    return changed


def check_resume_architecture(opt, checkpoint: dict, defaults: dict) -> None:
    """`-train_from`: OpenNMT keeps the checkpoint's model options and ignores the config's
    (unless `-override_opts`). A model option (`defaults`: every model option and its
    default) set to another value than the checkpoint's would otherwise train the
    checkpoint's architecture silently (`mute_units: 2` resuming a 4-unit model).

    Raises:
        CheckpointError: naming the keys, both values and the file.
    """
    if getattr(opt, "override_opts", False):
        return
    changed = changed_model_options(opt, checkpoint["opt"], defaults)
    if not changed:
        return
    listed = "; ".join(f"{key} {wanted!r} (trained: {trained!r})"
                       for key, wanted, trained in changed[:SHOWN])
    more = f" and {len(changed) - SHOWN} more" if len(changed) > SHOWN else ""
    raise CheckpointError(
        f"train_from {opt.train_from} was trained with other model options than the config "
        f"sets: {listed}{more}. OpenNMT continues the checkpoint's architecture and would "
        "ignore these: set them as trained, add -override_opts to build the config's model "
        "instead (only if its tensors still fit), or start a new training"
    )


def vocab_file_tokens(path: str) -> list[str]:
    """The tokens of an OpenNMT vocabulary file (one per line, an optional count after it)."""
    with open(path, encoding="utf-8") as handle:
        return [line.split(None, 1)[0] for line in handle.read().split("\n") if line.strip()]


def check_resume_vocabulary(opt, checkpoint: dict) -> None:
    """`-train_from` without `-update_vocab`: OpenNMT trains with the checkpoint's vocabulary
    and ignores `src_vocab`/`tgt_vocab`, so a vocabulary built from another corpus would
    train that corpus as mostly `<unk>` without a word. Every token of the config's
    vocabulary files must be in the checkpoint's.

    Raises:
        CheckpointError: naming the file, how many of its tokens the checkpoint lacks (and
            a few of them), and the two ways out.
    """
    if getattr(opt, "update_vocab", False):
        return
    for side, key in (("src", "src_vocab"), ("tgt", "tgt_vocab")):
        path = getattr(opt, key, None)
        trained = checkpoint.get("vocab", {}).get(side)
        if not path or not isinstance(trained, list) or not os.path.isfile(path):
            continue
        tokens = vocab_file_tokens(path)
        known = set(trained)
        missing = [token for token in tokens if token not in known]
        if missing:
            shown = ", ".join(repr(t) for t in missing[:SHOWN])
            raise CheckpointError(
                f"{key} {path}: {len(missing)} of its {len(tokens)} tokens are not in the "
                f"vocabulary of train_from {opt.train_from} (e.g. {shown}); OpenNMT would "
                "train with the checkpoint's vocabulary and map them to <unk>. Add "
                "-update_vocab (with -reset_optim states) to train with the new vocabulary, "
                "or give the vocabulary the checkpoint was trained with"
            )
