"""The MUTE encoder: Multi-Unit Transformer encoder (Yan et al., 2020).

Layer k with input X^k (B, T, d) and I parallel units (self-attention + FFN each):

    s_i   = SelfAttn_i(Bias_i(X^k)) + X^k                       (Eq. 8, 11)
    F_i   = s_i + FFN_i(s_i)                                    (Eq. 9)
    F^e   = sum_i alpha_i F_i                                   (Eq. 10, 12)

and, with the sequential dependency (Sequentially Biased MUTE),

    [G_1..G_I] = M^T [F_1..F_I]                                 (Eq. 13, 16)
    G_hat_i    = G_hat_(i-1) + G_i                              (Eq. 14)
    F^e        = sum_i alpha_i G_hat_i / i                      (Eq. 15)

with M normalised after every optimiser step (Eq. 17-18) and pushed towards a permutation
by the Lipschitz penalty (Eq. 19) added to the loss with weight lambda (Eq. 20).

Layout follows OpenNMT-py's pre-norm TransformerEncoderLayer and the authors' code: one
LayerNorm per layer shared by the units (applied to X^k), dropout on the attention output,
each FFN with its own pre-LayerNorm and residual (OpenNMT's PositionwiseFeedForward).
With one unit, no noise and no sequential dependency, a layer computes exactly what
OpenNMT's TransformerEncoderLayer computes (tests/mute/test_mute_encoder.py).

Two ways to compute the units (`mute_fused`, same parameters and state_dict): a loop over
the I OpenNMT unit modules, or batched operations over a units axis
(onmt_ext/mute/fused_units.py; tests/mute/test_fused_units.py checks they agree). Features
the fused path does not reproduce fall back to the loop (`MuteEncoderLayer.loop_reason`).
"""

from __future__ import annotations

import random

import torch
from torch import nn

from onmt_ext import compat
from onmt_ext.core.auxiliary_loss import AuxiliaryLoss
from onmt_ext.mute.autoshuffle import AutoShuffle
from onmt_ext.mute.fused_units import FusedUnits, stack_unit_tensors
from onmt_ext.mute.noise import apply_noise
from onmt_ext.mute.options import MuteOptions
from onmt_ext.mute.unit_merge import alpha_merge, sequential_merge


class MuteEncoderLayer(nn.Module):
    """One MUTE layer built from I OpenNMT TransformerEncoderLayer "unit" prototypes.

    Args:
        units: I freshly built `TransformerEncoderLayer`s; unit i contributes its
            self-attention and FFN (the first one also the shared LayerNorm and dropout).
            With granularity `attn` only the first FFN is kept (shared); with `ffn` only
            the first self-attention.
        config: the MUTE settings.
    """

    def __init__(self, units: list[nn.Module], config: MuteOptions):
        super().__init__()
        self.config = config
        first = units[0]
        self.layer_norm = first.layer_norm
        self.dropout = first.dropout
        self.dropout_p = first.dropout_p
        shared_attn = config.granularity == "ffn"
        shared_ffn = config.granularity == "attn"
        self.self_attns = nn.ModuleList(
            [first.self_attn] if shared_attn else [u.self_attn for u in units]
        )
        self.feed_forwards = nn.ModuleList(
            [first.feed_forward] if shared_ffn else [u.feed_forward for u in units]
        )
        # Eq. 10: raw learnable weights, 1/I at start, no softmax (as the authors' code).
        self.unit_weights = nn.Parameter(torch.full((config.units,), 1.0 / config.units))
        self.noise = config.unit_noise
        d_model = self.layer_norm.weight.shape[0]  # nn.LayerNorm or OpenNMT RMSNorm
        # Eq. 11 "mask": one learnable mask embedding per layer, shared by its mask units.
        self.mask_embedding = nn.Parameter(torch.zeros(d_model)) if "mask" in self.noise else None
        self.autoshuffle = (
            AutoShuffle(
                config.units,
                config.sinkhorn_iterations,
                init=config.autoshuffle_init,
                init_noise=config.autoshuffle_init_noise,
            )
            if config.sequential
            else None
        )
        # Not a module: reads the unit modules above at each call (state_dict unchanged).
        self.fused = FusedUnits(self.self_attns, self.feed_forwards, config.units)
        self.reset_extension_parameters()

    def reset_extension_parameters(self) -> None:
        """Initial values that OpenNMT's build_model init must not overwrite."""
        with torch.no_grad():
            self.unit_weights.fill_(1.0 / self.config.units)
            if self.mask_embedding is not None:
                nn.init.normal_(self.mask_embedding, std=self.mask_embedding.numel() ** -0.5)
        if self.autoshuffle is not None:
            self.autoshuffle.reset_parameters()

    def _noised(self, x: torch.Tensor, lengths: torch.Tensor, i: int) -> torch.Tensor:
        return apply_noise(
            x,
            lengths,
            self.noise[i],
            self.mask_embedding,
            max_distance=self.config.swap_distance,
            window=self.config.disorder_window,
        )

    def unit_inputs(
        self, x: torch.Tensor, normed: torch.Tensor, lengths: torch.Tensor, noise_on: bool
    ) -> tuple[list[torch.Tensor], list[torch.Tensor]]:
        """Residual and self-attention input of each unit (Eq. 11 with the bias modules).

        Args:
            x: layer input X^k ``(B, T, d)``; normed: ``LN(X^k)`` ``(B, T, d)``.
            lengths: true source lengths ``(B,)``.
            noise_on: apply the bias modules (training, switch drawn with p_beta).

        Returns:
            ``(residuals, attention_inputs)``: I tensors ``(B, T, d)`` each. Clean units get
            the very objects ``x`` and ``normed`` (so shared inputs are recognisable).
        """
        residuals, attn_inputs = [], []
        for i in range(self.config.units):
            noisy = noise_on and self.noise[i] != "identity"
            residual, attn_in = x, normed
            if noisy and self.config.noise_scope == "unit_input":
                residual = self._noised(x, lengths, i)
                attn_in = self.layer_norm(residual)
            elif noisy:
                attn_in = self._noised(normed, lengths, i)
            residuals.append(residual)
            attn_inputs.append(attn_in)
        return residuals, attn_inputs

    def loop_reason(self) -> str | None:
        """Why this layer computes its units in a loop, or None when they are fused."""
        if not self.config.fused:
            return "mute_fused is false"
        return self.fused.unsupported_reason()

    def unit_outputs(
        self, x: torch.Tensor, mask: torch.Tensor, lengths: torch.Tensor, noise_on: bool
    ) -> torch.Tensor:
        """Outputs F_i of all units (Eq. 8-9, 11).

        Args:
            x: layer input X^k ``(B, T, d)``.
            mask: padding mask ``(B, 1, T, T)``, True at padding.
            lengths: true source lengths ``(B,)``.
            noise_on: apply the bias modules (training, switch drawn with p_beta).

        Returns:
            ``(I, B, T, d)``.
        """
        normed = self.layer_norm(x)
        residuals, attn_inputs = self.unit_inputs(x, normed, lengths, noise_on)
        if self.loop_reason() is None:
            return self._fused_outputs(residuals, attn_inputs, mask)
        return self._loop_outputs(residuals, attn_inputs, mask)

    def _fused_outputs(
        self, residuals: list[torch.Tensor], attn_inputs: list[torch.Tensor], mask: torch.Tensor
    ) -> torch.Tensor:
        """Batched units (onmt_ext.mute.fused_units): ``(I, B, T, d)``."""
        context = self.fused.attention(attn_inputs, mask, self.training)  # (I or 1, B, T, d)
        if self.dropout_p > 0:
            context = self.dropout(context)
        s = context + stack_unit_tensors(residuals)  # s_i = r_i + Dropout(SelfAttn_i(a_i))
        return self.fused.feed_forward(s, self.training)  # F_i = s_i + FFN_i(s_i)

    def _loop_outputs(
        self, residuals: list[torch.Tensor], attn_inputs: list[torch.Tensor], mask: torch.Tensor
    ) -> torch.Tensor:
        """One OpenNMT module call per unit: ``(I, B, T, d)``."""
        outputs = []
        contexts: dict[tuple[int, int], torch.Tensor] = {}
        for i in range(self.config.units):
            attn_in = attn_inputs[i]
            a = 0 if len(self.self_attns) == 1 else i
            key = (a, id(attn_in))  # a shared attention on a shared input runs once
            if key not in contexts:
                context, _ = self.self_attns[a](attn_in, attn_in, attn_in, mask=mask)
                if self.dropout_p > 0:
                    context = self.dropout(context)
                contexts[key] = context
            ffn = self.feed_forwards[0 if len(self.feed_forwards) == 1 else i]
            outputs.append(ffn(contexts[key] + residuals[i]))
        return torch.stack(outputs)

    def train(self, mode: bool = True):
        """Also drops the fused path's cached inference weights."""
        self.fused.clear_cache()
        return super().train(mode)

    def forward(
        self, x: torch.Tensor, mask: torch.Tensor, lengths: torch.Tensor, noise_on: bool = False
    ) -> torch.Tensor:
        """``(B, T, d) -> (B, T, d)``: merge the units by Eq. 10 or Eq. 13-16."""
        outs = self.unit_outputs(x, mask, lengths, noise_on)
        if self.autoshuffle is not None:
            y = sequential_merge(self.autoshuffle(outs), self.unit_weights)
        else:
            y = alpha_merge(outs, self.unit_weights)
        if self.training and self.mask_embedding is not None and not noise_on:
            # Multi-GPU: OpenNMT all-reduces only grads that are not None, so the mask
            # embedding must take part (with a zero contribution) when the switch is off.
            y = y + 0.0 * self.mask_embedding.sum()
        return y

    def update_dropout(self, dropout: float, attention_dropout: float) -> None:
        for attn in self.self_attns:
            attn.update_dropout(attention_dropout)
        for ffn in self.feed_forwards:
            ffn.update_dropout(dropout)
        self.dropout.p = dropout
        self.dropout_p = dropout


class MuteEncoder(compat.TransformerEncoder):
    """`encoder_type: mute`: OpenNMT's TransformerEncoder with MUTE layers.

    Constructor arguments are those of OpenNMT's TransformerEncoder (positional or keyword,
    see `compat.transformer_arguments`) plus the keyword-only `mute` (a MuteOptions).
    Relative positions (Shaw et al.) come from OpenNMT's `max_relative_positions`, one
    table per unit per layer.
    """

    def __init__(self, *args, mute: MuteOptions | None = None, **kwargs):
        a = compat.transformer_arguments(compat.TransformerEncoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        self.mute = mute or MuteOptions()

        def unit():
            return compat.TransformerEncoderLayer(*a.layer_args(), **a.layer_kwargs())

        self.transformer = nn.ModuleList(
            [
                MuteEncoderLayer([unit() for _ in range(self.mute.units)], self.mute)
                for _ in range(a.num_layers)
            ]
        )
        self._step_clock = None

    @classmethod
    def from_opt(cls, opt, embeddings):
        """Build from OpenNMT options (OpenNMT's own mapping plus the mute_* keys)."""
        return compat.build_from_onmt_opt(
            compat.TransformerEncoder, cls, opt, embeddings, mute=MuteOptions.from_opt(opt)
        )

    # -- training-step clock, bound by onmt_ext.compat when the optimiser is built
    def bind_step_clock(self, clock) -> None:
        self._step_clock = clock

    def noise_switch(self, layer_index: int) -> bool:
        """p_beta switch for one layer in the current training step.

        Drawn from (seed, step, layer) rather than the global RNG so that every rank of a
        multi-GPU run takes the same decision in the same step.
        """
        if not (self.training and self.mute.noisy and self.mute.noise_prob > 0):
            return False
        step = self._step_clock() if self._step_clock is not None else 0
        rng = random.Random(f"{self.mute.seed}:{step}:{layer_index}")
        return rng.random() < self.mute.noise_prob

    def forward(self, src, src_len=None):
        """``src (B, T, feats)``, ``src_len (B,)`` -> ``(enc_out (B, T, d), None, src_len)``."""
        out = self.embeddings(src)
        if src_len is None:  # OpenNMT always passes lengths; be lenient for direct use
            src_len = torch.full((src.size(0),), src.size(1), dtype=torch.long, device=src.device)
        mask = compat.encoder_self_attention_mask(src_len, src.size(1))
        for k, layer in enumerate(self.transformer):
            out = layer(out, mask, src_len, noise_on=self.noise_switch(k))
        return self.layer_norm(out), None, src_len

    def auxiliary_losses(self) -> list[AuxiliaryLoss]:
        """Lipschitz penalty summed over layers (Eq. 19-20), when training with Seq."""
        if not (self.training and self.mute.sequential):
            return []
        penalty = sum(layer.autoshuffle.penalty() for layer in self.transformer)
        return [AuxiliaryLoss("lipschitz", penalty, self.mute.lipschitz_lambda)]

    @torch.no_grad()
    def diagnostics(self) -> dict:
        """Per-layer unit weights alpha (Eq. 10/15) and, with Seq., the Frobenius distance
        of each M to its nearest permutation (0 = a permutation, sqrt(I - 1) = uniform)."""
        found = {"alpha": [layer.unit_weights.tolist() for layer in self.transformer]}
        if self.mute.sequential:
            found["autoshuffle_distance"] = [
                layer.autoshuffle.distance_to_permutation() for layer in self.transformer
            ]
        return found

    def after_optimizer_step(self) -> None:
        """Eq. 17-18: renormalise every M after each optimiser step."""
        for layer in self.transformer:
            if layer.autoshuffle is not None:
                layer.autoshuffle.normalize_()
