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
"""

from __future__ import annotations

import torch
from torch import Tensor, nn

from onmt_ext.mimo.mixing import TaskAwareMixing

__all__ = [
    "MimoDecoderLayer",
    "MimoEncoderLayer",
    "future_mask",
]


def _broadcast(streams: Tensor, n: int) -> Tensor:
    """``(1 or n, B, *) -> (n, B, *)`` (a view when expanding)."""
    if streams.size(0) == n:
        return streams
    if streams.size(0) != 1:
        raise ValueError(f"expected 1 or {n} streams, got {streams.size(0)}")
    return streams.expand(n, *streams.shape[1:])


def _mix(mix: TaskAwareMixing | None, streams: Tensor, task: Tensor, n: int) -> Tensor:
    return _broadcast(streams if mix is None else mix(streams, task), n)


def _attention_sublayer(unit_norm, attention, dropout, dropout_p, x, mask, **kwargs):
    """Pre-norm attention transformation with residual; returns (output, attn)."""
    normed = unit_norm(x)
    context, attn = attention(normed, normed, normed, mask=mask, **kwargs)
    if dropout_p > 0:
        context = dropout(context)
    return context + x, attn


class MimoEncoderLayer(nn.Module):
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
        super().__init__()
        self.units = nn.ModuleList(units)
        self.attn_mix = attn_mix
        self.ffn_mix = ffn_mix

    @property
    def n(self) -> int:
        return len(self.units)

    def forward(self, streams: Tensor, mask: Tensor, task: Tensor) -> Tensor:
        """``(n or 1, B, T, d) -> (n, B, T, d)``.

        Args:
            streams: outputs of the previous layer (or the embedding, one stream).
            mask: ``(B, 1, T, T)`` self-attention padding mask (True = padding).
            task: ``(B,)`` task of each sentence.
        """
        inputs = _mix(self.attn_mix, streams, task, self.n)
        outs = []
        for k, unit in enumerate(self.units):
            out, _ = _attention_sublayer(
                unit.layer_norm, unit.self_attn, unit.dropout, unit.dropout_p, inputs[k], mask
            )
            outs.append(out)
        inputs = _mix(self.ffn_mix, torch.stack(outs), task, self.n)
        return torch.stack([unit.feed_forward(inputs[k]) for k, unit in enumerate(self.units)])

    def update_dropout(self, dropout: float, attention_dropout: float) -> None:
        for unit in self.units:
            unit.update_dropout(dropout, attention_dropout)
            unit.dropout_p = dropout


def future_mask(tgt_pad_mask: Tensor) -> Tensor:
    """Decoder self-attention mask ``(B, 1, T, T)``: True where query t may not see key s
    (s > t, or s is padding). ``tgt_pad_mask``: ``(B, 1, T)``, True at padding."""
    length = tgt_pad_mask.size(-1)
    future = torch.ones(length, length, dtype=torch.bool, device=tgt_pad_mask.device).triu_(1)
    return (tgt_pad_mask | future.unsqueeze(0)).unsqueeze(1)


class MimoDecoderLayer(nn.Module):
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
        super().__init__()
        self.units = nn.ModuleList(units)
        self.self_mix = self_mix
        self.context_mix = context_mix
        self.ffn_mix = ffn_mix
        self.memory_mix = memory_mix

    @property
    def n(self) -> int:
        return len(self.units)

    def memories(self, memory: Tensor, task: Tensor) -> Tensor:
        """``(n_mem, B, S, d) -> (n, B, S, d)``: what context attention k attends to."""
        if self.memory_mix is not None:
            if memory.size(0) != self.memory_mix.n_in:
                raise ValueError(
                    f"mimo_enc_dec mixed: expected {self.memory_mix.n_in} encoder streams, "
                    f"got {memory.size(0)}"
                )
            return _broadcast(self.memory_mix(memory, task), self.n)
        return _broadcast(memory, self.n)

    def forward(
        self,
        streams: Tensor,
        memory: Tensor,
        src_pad_mask: Tensor,
        tgt_pad_mask: Tensor,
        task: Tensor,
        step: int | None = None,
        return_attn: bool = False,
    ) -> tuple[Tensor, Tensor | None]:
        """``(n or 1, B, T, d) -> (n, B, T, d)`` and the mean top-head context attention.

        Args:
            streams: previous layer's outputs (or the target embedding, one stream).
            memory: ``(n_mem, B, S, d)`` encoder streams (n_mem = n or 1); ignored by the
                context attentions once their key/value caches are filled (step > 0).
            src_pad_mask: ``(B, 1, S)``, True at source padding.
            tgt_pad_mask: ``(B, 1, T)``, True at target padding.
            task: ``(B,)``.
            step: None (teacher forcing) or the decoding step (layer caches active).
            return_attn: also return the attention ``(B, T, S)`` (head 0, mean over the
                n transformations).
        """
        length = streams.size(2)
        self_mask = future_mask(tgt_pad_mask) if length > 1 else None
        src_mask = src_pad_mask.unsqueeze(1)  # (B, 1, 1, S)
        if length > 1:
            src_mask = src_mask.expand(-1, -1, length, -1)
        inputs = _mix(self.self_mix, streams, task, self.n)
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
        inputs = _mix(self.context_mix, torch.stack(outs), task, self.n)
        if step is None or step == 0:  # keys/values come from the memory (then cached)
            memories = self.memories(memory, task)
        else:
            memories = _broadcast(memory[:1], self.n)  # unused: cached keys/values
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
        inputs = _mix(self.ffn_mix, torch.stack(outs), task, self.n)
        out = torch.stack([unit.feed_forward(inputs[k]) for k, unit in enumerate(self.units)])
        top = None
        if return_attn and all(a is not None for a in attns):
            top = torch.stack([a[:, 0] for a in attns]).mean(0)
        return out, top

    def update_dropout(self, dropout: float, attention_dropout: float) -> None:
        for unit in self.units:
            unit.update_dropout(dropout, attention_dropout)
            unit.dropout_p = dropout

    def attentions(self):
        for unit in self.units:
            yield unit.self_attn
            yield unit.context_attn
