"""MIMO encoder and decoder layers (Xu et al. 2021, Section 3.1, Eq. 2-3).

A layer holds n OpenNMT layers ("units"); unit k provides transformation k of every
sublayer (pre-norm, as OpenNMT's TransformerEncoderLayer / TransformerDecoderLayer):

    self-attention  o_k = i_k + drop(SelfAttn_k(LN_k(i_k)))
    context-attn    o_k = i_k + drop(CtxAttn_k(mem_k, LN2_k(i_k)))           (decoder)
    feed-forward    o_k = FFN_k(i_k) = i_k + W2_k relu(W1_k LN3_k(i_k))      (Eq. 3)

and between consecutive sublayers the n outputs are mixed into the n inputs of the next
one, per sentence by its task's weights (Eq. 2, 4; `TaskAwareMixing`). The first layer's
self-attention reads the embedding (one-to-many, `mix=None`). Streams are stacked with the
stream axis first, ``(n, B, T, d)``; a single stream ``(1, B, T, d)`` is read by all n
transformations.

With n = 1 a layer computes exactly what the OpenNMT layer it was built from computes.

Two ways to compute the n transformations (`mimo_fused`, same parameters and state_dict):
batched operations over a units axis (`onmt_ext.mimo.fused`) or a loop over the n OpenNMT
modules; `auto` (the default) takes the one measured faster on the device in the mode
(onmt_ext/mimo/fused_path.py); features the fused path does not reproduce use the loop
(`loop_reason`).
"""

from __future__ import annotations

import torch
from torch import Tensor, nn

from onmt_ext import compat
from onmt_ext.core.model import fused_choice, fused_parts
from onmt_ext.mimo.fused import DecodingCache, FusedTransformations, Sublayer
from onmt_ext.mimo.fused_path import MIMO_FUSED
from onmt_ext.mimo.mixing import TaskAwareMixing

__all__ = [
    "MimoDecoderLayer",
    "MimoEncoderLayer",
    "future_mask",
    "log_loop_reasons",
    "relative_index_of",
]


def _broadcast(streams: Tensor, n: int) -> Tensor:
    """``(1 or n, B, *) -> (n, B, *)`` (a view when expanding)."""
    if streams.size(0) == n:
        return streams
    if streams.size(0) != 1:
        raise ValueError(f"expected 1 or {n} streams, got {streams.size(0)}")
    return streams.expand(n, *streams.shape[1:])


def _mix(
    mix: TaskAwareMixing | None, streams: Tensor, task: Tensor, n: int, p: Tensor | None = None
) -> Tensor:
    return _broadcast(streams if mix is None else mix(streams, task, p), n)


def _mix_shared(
    mix: TaskAwareMixing | None, streams: Tensor, task: Tensor, p: Tensor | None = None
) -> Tensor:
    """The inputs of a sublayer's n transformations for the fused path: ``(B, T, d)`` when
    they all read one stream (no copy per transformation), else ``(n, B, T, d)``."""
    mixed = streams if mix is None else mix(streams, task, p)
    return mixed[0] if mixed.size(0) == 1 else mixed


class _Units(nn.Module):
    """What the MIMO layers share: n units, their fused driver and the loop switch."""

    def __init__(self, units: list[nn.Module], sublayers: dict[str, Sublayer]):
        super().__init__()
        self.units = nn.ModuleList(units)
        # Not a module: reads the units at each call (state_dict unchanged).
        self.fused = FusedTransformations(self.units, sublayers)
        self.fused_setting: bool | str = fused_choice.AUTO  # `mimo_fused`

    @property
    def n(self) -> int:
        return len(self.units)

    def choice(self) -> fused_choice.Choice:
        """What `mimo_fused` (true, false, or auto's choice for the units' device and this
        mode, onmt_ext.core.model.fused_choice) asks of this layer."""
        device = next(self.units.parameters()).device
        return fused_choice.choose(self.fused_setting, MIMO_FUSED, device, self.training)

    def loop_reason(self) -> str | None:
        """Why this layer computes its transformations in a loop, or None when fused:
        `mimo_fused` (`choice`), else a feature the fused path does not reproduce."""
        choice = self.choice()
        if not choice.fused:
            return choice.reason
        return self.fused.unsupported_reason()

    def update_dropout(self, dropout: float, attention_dropout: float) -> None:
        for unit in self.units:
            unit.update_dropout(dropout, attention_dropout)
            unit.dropout_p = dropout

    def train(self, mode: bool = True):
        """Also drops the fused path's cached inference weights."""
        self.fused.clear_cache()
        return super().train(mode)


def _attention_sublayer(unit_norm, attention, dropout, dropout_p, x, mask, **kwargs):
    """Pre-norm attention transformation with residual; returns (output, attn)."""
    normed = unit_norm(x)
    context, attn = attention(normed, normed, normed, mask=mask, **kwargs)
    if dropout_p > 0:
        context = dropout(context)
    return context + x, attn


class MimoEncoderLayer(_Units):
    """One MIMO encoder layer: n self-attentions, then n FFNs.

    Args:
        units: n freshly built OpenNMT `TransformerEncoderLayer`s (unit k holds
            transformation k of both sublayers).
        attn_mix: mixing before the self-attentions (None in the first layer:
            one-to-many from the embedding).
        ffn_mix: mixing between the self-attentions and the FFNs.
    """

    def __init__(
        self, units: list[nn.Module], attn_mix: TaskAwareMixing | None, ffn_mix: TaskAwareMixing
    ):
        super().__init__(units, {"self": Sublayer("self_attn", "layer_norm")})
        self.attn_mix = attn_mix
        self.ffn_mix = ffn_mix

    def forward(
        self, streams: Tensor, mask: Tensor, task: Tensor, relative_index: Tensor | None = None
    ) -> Tensor:
        """``(n or 1, B, T, d) -> (n, B, T, d)``.

        Args:
            streams: outputs of the previous layer (or the embedding, one stream).
            mask: ``(B, 1, T, T)`` self-attention padding mask (True = padding).
            task: ``(B,)`` task of each sentence.
            relative_index: ``(T, T)`` relative-position rows (computed once per forward
                by the encoder; here when not given and the units have tables).
        """
        if self.loop_reason() is None:
            if relative_index is None:
                attention = self.units[0].self_attn
                relative_index = relative_index_of(attention, streams.size(2), streams)
            x = _mix_shared(self.attn_mix, streams, task)
            x = self.fused.self_attention(x, mask, relative_index, self.training)
            return self.fused.feed_forward(_mix_shared(self.ffn_mix, x, task), self.training)
        inputs = _mix(self.attn_mix, streams, task, self.n)
        outs = []
        for k, unit in enumerate(self.units):
            out, _ = _attention_sublayer(
                unit.layer_norm, unit.self_attn, unit.dropout, unit.dropout_p, inputs[k], mask
            )
            outs.append(out)
        inputs = _mix(self.ffn_mix, torch.stack(outs), task, self.n)
        return torch.stack([unit.feed_forward(inputs[k]) for k, unit in enumerate(self.units)])


def relative_index_of(
    attention: nn.Module, length: int, like: Tensor, decoding: bool = False
) -> Tensor | None:
    """The relative-position rows of `attention` for `length` positions (see
    `fused_parts.relative_position_index`), or None when it has no relative tables."""
    if attention.relative_positions_embeddings is None:
        return None
    return fused_parts.relative_position_index(
        length, attention.max_relative_positions, like.device, decoding
    )


_LOGGED: set[tuple[int, str]] = set()


def log_loop_reasons(layers, where: str) -> None:
    """Log, once per layer and reason, why a layer loops although `mimo_fused` (true, or
    auto's choice) asks for the fused path."""
    for index, layer in enumerate(layers):
        reason = layer.fused.unsupported_reason() if layer.choice().fused else None
        if reason is None or (id(layer), reason) in _LOGGED:
            continue
        _LOGGED.add((id(layer), reason))
        compat.logger.info(
            "mimo %s layer %d: the fused path does not reproduce %s; computing its n "
            "transformations in a loop", where, index, reason
        )


def future_mask(tgt_pad_mask: Tensor) -> Tensor:
    """Decoder self-attention mask ``(B, 1, T, T)``: True where query t may not see key s
    (s > t, or s is padding). ``tgt_pad_mask``: ``(B, 1, T)``, True at padding."""
    length = tgt_pad_mask.size(-1)
    future = torch.ones(length, length, dtype=torch.bool, device=tgt_pad_mask.device).triu_(1)
    return (tgt_pad_mask | future.unsqueeze(0)).unsqueeze(1)


class MimoDecoderLayer(_Units):
    """One MIMO decoder layer: n self-attentions, n context attentions, n FFNs.

    Args:
        units: n freshly built OpenNMT `TransformerDecoderLayer`s.
        self_mix: mixing before the self-attentions (None in the first layer).
        context_mix: mixing between self-attentions and context attentions.
        ffn_mix: mixing between context attentions and FFNs.
        memory_mix: `mimo_enc_dec: mixed`: mixing of the n encoder streams into the n
            memories of the context attentions (Eq. 2 applied to the encoder output);
            None: memory k is encoder stream k (`paired`) or the single merged stream.
    """

    def __init__(
        self,
        units: list[nn.Module],
        self_mix: TaskAwareMixing | None,
        context_mix: TaskAwareMixing,
        ffn_mix: TaskAwareMixing,
        memory_mix: TaskAwareMixing | None = None,
    ):
        super().__init__(
            units,
            {"self": Sublayer("self_attn", "layer_norm_1"),
             "context": Sublayer("context_attn", "layer_norm_2")},
        )
        self.self_mix = self_mix
        self.context_mix = context_mix
        self.ffn_mix = ffn_mix
        self.memory_mix = memory_mix
        self._cache: DecodingCache | None = None  # fused step-by-step decoding

    def mixings(self) -> list[tuple[str, TaskAwareMixing]]:
        """``(role, mixing)`` of this layer, in a fixed order (the decoder computes their
        weights p once per forward pass, once per decode when stepping)."""
        roles = [("self", self.self_mix), ("context", self.context_mix),
                 ("ffn", self.ffn_mix), ("memory", self.memory_mix)]
        return [(role, mix) for role, mix in roles if mix is not None]

    def memories(self, memory: Tensor, task: Tensor, p: Tensor | None = None) -> Tensor:
        """``(n_mem, B, S, d) -> (n or 1, B, S, d)``: what context attention k attends to
        (one stream: read by all n)."""
        if self.memory_mix is not None:
            if memory.size(0) != self.memory_mix.n_in:
                raise ValueError(
                    f"mimo_enc_dec mixed: expected {self.memory_mix.n_in} encoder streams, "
                    f"got {memory.size(0)}"
                )
            return self.memory_mix(memory, task, p)
        return memory

    # -- step-by-step decoding
    def start_decoding(self, device: torch.device) -> None:
        """Empty caches for step-by-step decoding (the layer's own when fused, else the
        OpenNMT units')."""
        if self.loop_reason() is None:
            self._cache = DecodingCache()
            return
        self._cache = None
        for attention in self.attentions():
            compat.activate_cache(attention, device)

    def stop_decoding(self) -> None:
        """Teacher forcing: no cache anywhere."""
        self._cache = None
        for attention in self.attentions():
            compat.deactivate_cache(attention)

    def map_cache(self, fn) -> None:
        """Beam search's `fn(tensor, dim)` on the caches: one tensor per kind when fused."""
        if self._cache is not None:
            self._cache.map(fn)
        for attention in self.attentions():
            compat.map_cache(attention, fn)

    def beam_shared_states(self) -> list[Tensor]:
        """The fused cache's source-side entries (the loop's context attentions are found
        by their `attn_type`)."""
        return [] if self._cache is None else self._cache.source_side()

    def attentions(self):
        for unit in self.units:
            yield unit.self_attn
            yield unit.context_attn

    def forward(
        self,
        streams: Tensor,
        memory: Tensor | None,
        src_mask: Tensor,
        self_mask: Tensor | None,
        task: Tensor,
        step: int | None = None,
        return_attn: bool = False,
        p: dict[str, Tensor] | None = None,
        relative_index: Tensor | None = None,
    ) -> tuple[Tensor, Tensor | None]:
        """``(n or 1, B, T, d) -> (n, B, T, d)`` and the mean top-head context attention.

        Args:
            streams: previous layer's outputs (or the target embedding, one stream).
            memory: ``(n_mem, B, S, d)`` encoder streams (n_mem = n or 1); unused once the
                context attentions' key/value caches are filled (step > 0; may be None).
            src_mask: ``(B, 1, 1, S)``, True at source padding.
            self_mask: ``(B, 1, T, T)`` (`future_mask`), None for a single position.
            task: ``(B,)``.
            step: None (teacher forcing) or the decoding step (caches active).
            return_attn: also return the attention ``(B, T, S)`` (head 0, mean over the
                n transformations).
            p: the mixings' weights by role (`mixings`), computed once by the decoder;
                None: each mixing computes its own.
            relative_index: the self-attentions' relative-position rows for this pass
                (`fused_parts.relative_position_index`), None without tables.
        """
        p = p or {}
        if self._cache is not None and step is not None:
            return self._fused_forward(streams, memory, src_mask, self_mask, task, p,
                                       relative_index, self._cache, return_attn)
        if step is None and self.loop_reason() is None:
            return self._fused_forward(streams, memory, src_mask, self_mask, task, p,
                                       relative_index, None, return_attn)
        return self._loop_forward(streams, memory, src_mask, self_mask, task, p, step,
                                  return_attn)

    def _fused_forward(self, streams, memory, src_mask, self_mask, task, p, relative_index,
                       cache, return_attn):
        """Batched transformations (`onmt_ext.mimo.fused`)."""
        x = _mix_shared(self.self_mix, streams, task, p.get("self"))
        x = self.fused.self_attention(x, self_mask, relative_index, self.training, cache=cache)
        x = _mix_shared(self.context_mix, x, task, p.get("context"))
        memories = None
        if cache is None or "context_keys" not in cache.tensors:
            memories = self.memories(memory, task, p.get("memory"))
            memories = memories[0] if memories.size(0) == 1 else memories
        x, probs = self.fused.context_attention(x, memories, src_mask, self.training,
                                                cache=cache)
        out = self.fused.feed_forward(_mix_shared(self.ffn_mix, x, task, p.get("ffn")),
                                      self.training)
        return out, (probs[:, :, 0].mean(0) if return_attn else None)

    def _loop_forward(self, streams, memory, src_mask, self_mask, task, p, step, return_attn):
        """One OpenNMT module call per transformation (layer caches when stepping)."""
        inputs = _mix(self.self_mix, streams, task, self.n, p.get("self"))
        outs = []
        for k, unit in enumerate(self.units):
            out, _ = _attention_sublayer(
                unit.layer_norm_1,
                unit.self_attn,
                unit.dropout,
                unit.dropout_p,
                inputs[k],
                self_mask,
                step=step,
                return_attn=False,
            )
            outs.append(out)
        inputs = _mix(self.context_mix, torch.stack(outs), task, self.n, p.get("context"))
        if step is None or step == 0:  # keys/values come from the memory (then cached)
            memories = _broadcast(self.memories(memory, task, p.get("memory")), self.n)
        else:
            memories = [None] * self.n  # unused: cached keys/values
        outs, attns = [], []
        for k, unit in enumerate(self.units):
            query = unit.layer_norm_2(inputs[k])
            context, attn = unit.context_attn(
                memories[k], memories[k], query, mask=src_mask, return_attn=return_attn
            )
            if unit.dropout_p > 0:
                context = unit.dropout(context)
            outs.append(context + inputs[k])
            attns.append(attn)
        inputs = _mix(self.ffn_mix, torch.stack(outs), task, self.n, p.get("ffn"))
        out = torch.stack([unit.feed_forward(inputs[k]) for k, unit in enumerate(self.units)])
        top = None
        if return_attn and all(a is not None for a in attns):
            top = torch.stack([a[:, 0] for a in attns]).mean(0)
        return out, top
