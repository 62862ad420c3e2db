"""The MIMO decoder (Xu et al. 2021): `decoder_type: mimo`.

OpenNMT's TransformerDecoder whose layers hold n transformations per sublayer
(self-attention, context attention, FFN; `onmt_ext.mimo.layers.MimoDecoderLayer`), mixed
between sublayers by task-aware weights (Eq. 2, 4). The first layer's self-attentions read
the target embedding (one-to-many); after the last FFN a task-aware many-to-one merge
builds the single input of OpenNMT's final LayerNorm and generator.

Encoder-decoder attention (`mimo_enc_dec`). ``enc_out`` is ``(B, S, n*d)`` from a MIMO
encoder (n streams stacked along the features) or ``(B, S, d)`` from any other encoder or a
MIMO encoder with `mimo_enc_dec: merged`. Context attention k of decoder layer l attends to

* mixed (default): ``sum_m r^l_{t,km} enc_m``, a task-aware mix of the encoder streams
  with its own weights r^l = softmax(u^l_t) (Eq. 2, 4 applied to the encoder's outputs);
* paired: encoder stream k;
* merged, or a single-stream encoder: the one encoder stream.

Task of each sentence. `init_state(src, ...)` reads the tag (first source token) of each
sentence and keeps the task ids in ``self.state["task"]`` next to OpenNMT's
``self.state["src"]``; `map_state` tiles / reorders both during beam search, together with
the decoder's mixing weights p (computed once per decode) and the key/value caches (fused:
one batch-first tensor per layer and kind; loop: those of all n x (self, context)
attentions of every layer).

Step-by-step decoding equals teacher forcing: every operation but the attentions is
position-wise (mixing included), and the attentions use OpenNMT's layer caches.
"""

from __future__ import annotations

import torch
from torch import Tensor, nn

from onmt_ext import compat
from onmt_ext.core.model.beam_cache import CACHE_REORDER
from onmt_ext.core.model.start_up import attention_outputs, decoder_start
from onmt_ext.mimo.layers import (
    MimoDecoderLayer,
    future_mask,
    log_loop_reasons,
    relative_index_of,
)
from onmt_ext.mimo.mixing import mixing_for
from onmt_ext.mimo.options import MimoOptions, tags_from_build
from onmt_ext.mimo.tasks import TaskTags


class MimoDecoder(compat.TransformerDecoder):
    """`decoder_type: mimo`.

    Constructor arguments are those of OpenNMT's TransformerDecoder (positional or keyword,
    see `compat.transformer_arguments`) plus, keyword-only:

    Args:
        mimo: the MIMO settings.
        tags: tag -> task lookup (source vocabulary; built by `from_opt`).
        encoder_streams: number of streams the encoder hands over (n for a MIMO encoder
            with stacked output, else 1); with `mimo_enc_dec: mixed` and n > 1 each layer
            gets a memory mixing.
    """

    def __init__(
        self,
        *args,
        mimo: MimoOptions | None = None,
        tags: TaskTags | None = None,
        encoder_streams: int | None = None,
        **kwargs,
    ):
        a = compat.transformer_arguments(compat.TransformerDecoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        self.mimo = mimo or MimoOptions()
        if tags is None:
            raise ValueError("MimoDecoder needs `tags` (target-language tag -> task)")
        self.tags = tags
        n = self.mimo.cardinality
        self.d_model = a.d_model
        self.encoder_streams = n if encoder_streams is None else encoder_streams
        mixed_memory = self.mimo.enc_dec == "mixed" and self.encoder_streams > 1

        def unit():
            return compat.TransformerDecoderLayer(*a.layer_args(), **a.layer_kwargs())

        layers = []
        for index in range(a.num_layers):
            layers.append(
                MimoDecoderLayer(
                    [unit() for _ in range(n)],
                    self_mix=None if index == 0 else mixing_for(self.mimo, n),
                    context_mix=mixing_for(self.mimo, n),
                    ffn_mix=mixing_for(self.mimo, n),
                    memory_mix=(
                        mixing_for(self.mimo, self.encoder_streams) if mixed_memory else None
                    ),
                )
            )
        self.transformer_layers = nn.ModuleList(layers)
        for layer in self.transformer_layers:
            layer.fused_setting = self.mimo.fused
        # many-to-one after the last FFN, before the final LayerNorm and the generator
        self.output_merge = mixing_for(self.mimo, n, 1)

    @classmethod
    def from_opt(cls, opt, embeddings):
        """Build from OpenNMT options (OpenNMT's own mapping plus the mimo_* keys)."""
        settings = MimoOptions.from_opt(opt)
        stacked = getattr(opt, "encoder_type", None) == "mimo" and settings.enc_dec != "merged"
        return compat.build_from_onmt_opt(
            compat.TransformerDecoder,
            cls,
            opt,
            embeddings,
            mimo=settings,
            tags=tags_from_build(opt, settings),
            encoder_streams=settings.cardinality if stacked else 1,
        )

    # -- state and caches
    def init_state(self, src, enc_out, enc_final_hs):
        """OpenNMT's state (``src``) plus the task of each sentence, ``(B,)``."""
        super().init_state(src, enc_out, enc_final_hs)
        self.state["task"] = self.tags.task_ids(src)
        self.state.pop("mixing", None)

    def map_state(self, fn):
        """Beam tiling / reordering of ``src``, ``task``, the mixing weights and the
        caches (fused: one tensor per layer and kind; loop: every unit's attention), as
        onmt_ext.core.model.beam_cache reorders OpenNMT's decoder: the source-side ones
        (`beam_shared_states`) are not copied where a reorder leaves them equal."""
        CACHE_REORDER.reorder(self, fn, MimoDecoder._map_every_state)

    def beam_shared_states(self) -> list[Tensor]:
        """``task``, the mixing weights and the layers' source-side caches: per sentence."""
        out = [self.state.get("task"), self.state.get("mixing")]
        for layer in self.transformer_layers:
            out += layer.beam_shared_states()
        return [t for t in out if t is not None]

    def _map_every_state(self, fn):
        """`fn(tensor, dim)` on every state and cache."""
        for key in ("src", "task", "mixing"):
            if self.state.get(key) is not None:
                self.state[key] = fn(self.state[key], 0)
        for layer in self.transformer_layers:
            layer.map_cache(fn)

    def _init_cache(self, enc_out):
        for layer in self.transformer_layers:
            layer.start_decoding(enc_out.device)

    def _disable_cache(self):
        for layer in self.transformer_layers:
            layer.stop_decoding()

    def _mixings(self) -> list:
        mixings = [mix for layer in self.transformer_layers for _, mix in layer.mixings()]
        return [*mixings, self.output_merge]

    def mixing_weights(self, task):
        """The weights p (Eq. 4) of every mixing of the decoder for each sentence, in one
        tensor ``(B, sum of n_out * n_in)`` (beam search maps it as one)."""
        return torch.cat([mix.probabilities(task).flatten(1) for mix in self._mixings()], 1)

    def _split_weights(self, flat):
        """`mixing_weights` -> (per layer: {role: (B, n_out, n_in)}, output merge's p)."""
        mixings = self._mixings()
        chunks = iter(torch.split(flat, [mix.n_out * mix.n_in for mix in mixings], 1))
        per_layer = [
            {role: next(chunks).view(-1, mix.n_out, mix.n_in) for role, mix in layer.mixings()}
            for layer in self.transformer_layers
        ]
        merge = self.output_merge
        return per_layer, next(chunks).view(-1, merge.n_out, merge.n_in)

    def split_memory(self, enc_out):
        """``(B, S, n_mem*d) -> (n_mem, B, S, d)``."""
        batch, length, width = enc_out.shape
        if width % self.d_model or width // self.d_model not in (1, self.encoder_streams):
            raise ValueError(
                f"mimo decoder: encoder output width {width} is neither d={self.d_model} nor "
                f"{self.encoder_streams}*d"
            )
        streams = width // self.d_model
        return enc_out.reshape(batch, length, streams, self.d_model).permute(2, 0, 1, 3)

    # -- forward
    def forward(self, tgt, enc_out=None, step=None, **kwargs):
        """Decode, teacher-forced (``step`` None) or one step at a time.

        Args:
            tgt: ``(B, T, feats)`` target ids (T = 1 when stepping).
            enc_out: ``(B, S, n*d)`` or ``(B, S, d)`` encoder output.
            step: None in training; 0, 1, ... in step-by-step decoding.
            src_len: ``(B,)`` source lengths (keyword).

        Returns:
            ``(dec_out (B, T, d), attns)``; ``attns["std"]`` is the last layer's context
            attention ``(B, T, S)`` (head 0, mean over the n transformations) when asked
            for (``return_attn``, copy attention), else None.
        """
        if kwargs.pop("with_align", False):
            raise NotImplementedError("decoder_type mimo does not support alignment (with_align)")
        src_pad_mask, tgt_pad_mask = decoder_start(
            self, tgt, enc_out, step, kwargs["src_len"], "mimo"
        )
        task = self.state["task"]
        # p once per forward pass, once per decode when stepping (mapped with the beams)
        if step is None:
            flat = self.mixing_weights(task)
        elif step == 0 or self.state.get("mixing") is None:
            flat = self.state["mixing"] = self.mixing_weights(task)
        else:
            flat = self.state["mixing"]
        weights, merge_p = self._split_weights(flat)
        # masks and relative positions once for all layers
        memory = self.split_memory(enc_out) if step is None or step == 0 else None
        src_mask = src_pad_mask.unsqueeze(1)  # (B, 1, 1, S)
        length = tgt.size(1)
        self_mask = future_mask(tgt_pad_mask) if length > 1 else None
        first = self.transformer_layers[0].units[0].self_attn
        if step is None:
            relative_index = relative_index_of(first, length, tgt)
        else:  # the newest of step + T cached positions
            relative_index = relative_index_of(first, step + length, tgt, decoding=True)
        return_attn = compat.copy_attention(self) or kwargs.pop("return_attn", False)
        if step is None or step == 0:
            log_loop_reasons(self.transformer_layers, "decoder")

        streams = self.embeddings(tgt, step=step).unsqueeze(0)  # (1, B, T, d)
        attn = None
        for layer, p in zip(self.transformer_layers, weights):
            streams, attn = layer(
                streams, memory, src_mask, self_mask, task, step, return_attn, p, relative_index
            )
        dec_out = self.layer_norm(self.output_merge(streams, task, merge_p).squeeze(0))
        return dec_out, attention_outputs(attn, compat.copy_attention(self))
