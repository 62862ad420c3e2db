"""MUTE Table 6: diversity DIV of the units of a trained MUTE encoder (Eq. 21).

    python -m onmt_ext.mute.diversity -model CKPT.pt -src test.en \\
        -transforms onmt_tokenize -src_subword_type sentencepiece \\
        -src_subword_model spm.model [-json div.json]

For two units i != j of one encoder layer and one (non-padding) source token t, with o_i
the unit's vector at t, ``DIV = exp(-cos(o_i, o_j))`` (Eq. 21): exp(-1) ~ 0.368 when the
units agree, 1 when they are orthogonal, e ~ 2.718 when they point in opposite directions.
DIV is averaged over every ordered pair of different units, every real token of every
sentence and every layer, for three kinds of vectors:

* ``attention_weights``: unit i's self-attention distribution of token t over the source
  positions, averaged over heads (padding keys have weight 0);
* ``attention_outputs``: unit i's self-attention output at t (before the residual);
* ``ffn_outputs``: unit i's FFN output F_i at t (OpenNMT's PositionwiseFeedForward, with
  its residual: the unit output that enters the merge of Eq. 10/13).

The vectors are collected with forward hooks on `MuteEncoderLayer`'s self-attention and FFN
modules (onmt_ext/mute/encoder.py is not modified); inference runs without the bias
modules, as at translation time. A shared self-attention (`mute_granularity: ffn`) runs
once for all units, so its two attention DIVs are exp(-1) by construction; a shared FFN
(`attn`) still runs once per unit, on different inputs. The source is read and segmented
exactly as `onmt_ext_translate` does (same `-transforms` flags).
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Iterable

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from onmt_ext import compat
from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import CheckpointError, run_command
from onmt_ext.core.files.atomic_save import replace_text
from onmt_ext.core.tools.strict_parsing import parse_strict
from onmt_ext.mute.encoder import MuteEncoderLayer, lengths_from_mask

KINDS = ("attention_weights", "attention_outputs", "ffn_outputs")


def pairwise_div_sum(vectors: Tensor) -> tuple[float, int]:
    """Sum and count of ``exp(-cos(o_i, o_j))`` over ordered pairs ``i != j`` and tokens.

    Args:
        vectors: ``(I, N, D)``: for each of I units, N token vectors.

    Returns:
        ``(sum, count)`` with ``count = I * (I - 1) * N`` (0 when I < 2 or N == 0).
    """
    units, tokens = vectors.size(0), vectors.size(1)
    if units < 2 or tokens == 0:
        return 0.0, 0
    unit_vectors = F.normalize(vectors.double(), dim=-1, eps=1e-12)
    cos = torch.einsum("ind,jnd->ijn", unit_vectors, unit_vectors)  # (I, I, N)
    off_diagonal = ~torch.eye(units, dtype=torch.bool, device=cos.device)
    values = torch.exp(-cos[off_diagonal])  # (I * (I - 1), N)
    return float(values.sum()), values.numel()


def div_score(vectors: Tensor, token_mask: Tensor) -> float:
    """Eq. 21 averaged over pairs of different units and real tokens.

    Args:
        vectors: ``(I, B, T, D)`` per-unit vectors.
        token_mask: ``(B, T)`` True at real (non-padding) tokens.
    """
    total, count = pairwise_div_sum(vectors[:, token_mask])
    return total / count if count else math.nan


class DiversityProbe:
    """Forward hooks on MUTE layers that accumulate the three DIV scores per layer.

    Usage::

        probe = DiversityProbe(encoder.transformer)   # MuteEncoderLayer modules
        with torch.no_grad():
            encoder(src, src_len)                      # as many batches as wanted
        probe.remove()
        probe.scores()  # {"attention_weights": ..., ..., "per_layer": {...}}
    """

    def __init__(self, layers: Iterable[nn.Module]):
        self.layers = list(layers)
        self.sums = [dict.fromkeys(KINDS, 0.0) for _ in self.layers]
        self.counts = [dict.fromkeys(KINDS, 0) for _ in self.layers]
        self._handles = []
        self._calls: dict[str, list] = {}
        for index, layer in enumerate(self.layers):
            if not (hasattr(layer, "self_attns") and hasattr(layer, "feed_forwards")):
                raise TypeError(f"layer {index} is a {type(layer).__name__}, not a MUTE layer")
            self._handles.append(layer.register_forward_pre_hook(self._start))
            self._handles.append(
                layer.register_forward_hook(self._make_finish(index), with_kwargs=True)
            )
            for attn in layer.self_attns:
                self._handles.append(
                    attn.register_forward_pre_hook(self._want_attention, with_kwargs=True)
                )
                self._handles.append(attn.register_forward_hook(self._record_attention))
            for ffn in layer.feed_forwards:
                self._handles.append(ffn.register_forward_hook(self._record_ffn))

    # -- hooks
    def _start(self, module, args):
        self._calls = {"attn": [], "ffn": []}

    @staticmethod
    def _want_attention(module, args, kwargs):
        kwargs = dict(kwargs)
        kwargs["return_attn"] = True  # the weights (never the fused kernel without them)
        return args, kwargs

    def _record_attention(self, module, args, output):
        context, weights = output
        self._calls["attn"].append((context, weights))

    def _record_ffn(self, module, args, output):
        self._calls["ffn"].append(output)

    def _make_finish(self, index: int):
        def finish(module, args, kwargs, output):
            x = args[0]
            mask = args[1] if len(args) > 1 else kwargs["mask"]
            lengths = args[2] if len(args) > 2 else kwargs.get("lengths")
            if lengths is None:  # a layer inside a stack family: layer(x, mask)
                lengths = lengths_from_mask(mask)
            units = module.config.units
            attn_calls, ffn_calls = self._calls["attn"], self._calls["ffn"]
            if len(attn_calls) == 1:  # shared attention on a clean input: one call
                attn_calls = attn_calls * units
            if len(attn_calls) != units or len(ffn_calls) != units:
                raise RuntimeError(
                    f"layer {index}: {len(self._calls['attn'])} attention and "
                    f"{len(ffn_calls)} FFN calls for {units} units (bias modules on?)"
                )
            steps = torch.arange(x.size(1), device=x.device)
            token_mask = steps.unsqueeze(0) < lengths.unsqueeze(1)  # (B, T)
            stacks = {
                "attention_weights": torch.stack([w.float().mean(dim=1) for _, w in attn_calls]),
                "attention_outputs": torch.stack([c for c, _ in attn_calls]),
                "ffn_outputs": torch.stack(ffn_calls),
            }
            for kind, vectors in stacks.items():
                total, count = pairwise_div_sum(vectors[:, token_mask])
                self.sums[index][kind] += total
                self.counts[index][kind] += count
            self._calls = {}

        return finish

    def remove(self) -> None:
        """Detach every hook."""
        for handle in self._handles:
            handle.remove()
        self._handles = []

    def scores(self) -> dict:
        """Mean DIV per kind over all layers, plus ``per_layer`` lists."""
        result: dict = {"per_layer": {kind: [] for kind in KINDS}}
        for kind in KINDS:
            total = sum(s[kind] for s in self.sums)
            count = sum(c[kind] for c in self.counts)
            result[kind] = total / count if count else math.nan
            for s, c in zip(self.sums, self.counts, strict=True):
                result["per_layer"][kind].append(s[kind] / c[kind] if c[kind] else math.nan)
        return result


def diversity_of_checkpoint(translate_argv: list[str], max_batches: int | None = None) -> dict:
    """DIV scores of the MUTE encoder in a checkpoint on a source file.

    Args:
        translate_argv: `onmt_ext_translate` arguments (``-model``, ``-src``, transforms).
        max_batches: stop after this many batches (None: the whole file).
    """
    return _diversity_of(parse_strict("translate", translate_argv), max_batches)


def _diversity_of(opt, max_batches: int | None) -> dict:
    """`diversity_of_checkpoint` for parsed translate options."""
    model, batches = compat.translation_model_and_batches(opt)
    model.eval()
    # encoder_type: mute, or a stack family with enc_layer_type: mute
    layers = [m for m in model.encoder.modules() if isinstance(m, MuteEncoderLayer)]
    if not layers:
        raise CheckpointError(f"{opt.models[0]}: the encoder has no MUTE layers (encoder_type: "
                              "mute or enc_layer_type: mute)")
    units = layers[0].config.units
    if units < 2:
        raise CheckpointError(f"{opt.models[0]}: DIV needs at least 2 units, the model has "
                              f"{units}")
    probe = DiversityProbe(layers)
    sentences = 0
    try:
        with torch.no_grad():
            for n, batch in enumerate(batches):
                if max_batches is not None and n >= max_batches:
                    break
                model.encoder(batch["src"], batch["srclen"])
                sentences += batch["srclen"].numel()
    finally:
        probe.remove()
    scores = probe.scores()
    scores.update(
        model=opt.models[0], src=opt.src, units=units, layers=len(layers), sentences=sentences,
        granularity=layers[0].config.granularity,
    )
    return scores


def main(argv: list[str] | None = None) -> None:
    """The command: bad input (options, a missing or damaged checkpoint, one without MUTE
    layers, a non-UTF-8 -src, an unwritable -json) ends it with one line and exit status 2."""
    run_command("mute_diversity", _diversity, argv)


def _diversity(argv: list[str] | None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m onmt_ext.mute.diversity", description=__doc__,
        allow_abbrev=False, formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Every other flag is an onmt_ext_translate flag (-model, -src, -transforms ...).",
    )
    parser.add_argument("-json", "--json", help="also write the scores to this JSON file")
    parser.add_argument("-max_batches", "--max_batches", type=int, default=None,
                        help="stop after this many batches (default: the whole file)")
    args, rest = parser.parse_known_args(argv)
    opt = parse_strict("translate", rest)
    # before the work: the scores must not be written over an input
    check_output(args.json, "-json", {"-src": opt.src, **{f"-model {m}": m for m in opt.models}})
    scores = _diversity_of(opt, args.max_batches)
    for kind in KINDS:
        per_layer = " ".join(f"{v:.4f}" for v in scores["per_layer"][kind])
        print(f"DIV {kind:18s} {scores[kind]:.4f}   (per layer: {per_layer})")
    print(f"{scores['units']} units, granularity {scores['granularity']}, "
          f"{scores['sentences']} sentences; exp(-1) = {math.exp(-1):.4f} means identical units")
    if args.json:  # temporary file, then rename: a crash leaves no partial JSON
        replace_text(args.json, json.dumps(scores, indent=2))


if __name__ == "__main__":
    main()
