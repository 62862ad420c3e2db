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
(onmt_ext/mute/fused_units.py; tests/mute/test_fused_units.py checks they agree); `auto`
takes the one measured faster on the device in the mode (onmt_ext/mute/fused_path.py).
Features the fused path does not reproduce fall back to the loop
(`MuteEncoderLayer.loop_reason`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import torch
from torch import nn

from onmt_ext import compat
from onmt_ext.core.model import fused_choice
from onmt_ext.core.model.auxiliary_loss import AuxiliaryLoss
from onmt_ext.core.model.hooks import ExtensionModule
from onmt_ext.core.model.start_up import encoder_start
from onmt_ext.mute.autoshuffle import AutoShuffle
from onmt_ext.mute.fused_path import MUTE_FUSED
from onmt_ext.mute.fused_units import FusedUnits, stack_unit_tensors
from onmt_ext.mute.noise import apply_noise
from onmt_ext.mute.options import MuteOptions
from onmt_ext.mute.unit_merge import alpha_merge, sequential_merge


def lengths_from_mask(mask: torch.Tensor) -> torch.Tensor:
    """True lengths ``(B,)`` from OpenNMT's encoder mask ``(B, 1, T, T)`` (True at padding;
    every row is the same key-padding row, padding on the right)."""
    return (~mask[:, 0, 0, :]).sum(-1)


class MuteEncoderLayer(nn.Module, ExtensionModule):
    """One MUTE layer built from I OpenNMT TransformerEncoderLayer "unit" prototypes.

    Self-contained, so that it works in any stack (`encoder_type: mute`, or the stack
    families with `enc_layer_type: mute`, onmt_ext.core.model.stack_layers): it draws its own
    p_beta switch from the training-step clock (`bind_step_clock`), offers its Lipschitz
    term (`auxiliary_losses`), renormalises its M after each optimiser step
    (`after_optimizer_step`) and reports alpha and the distance of M to a permutation
    (`layer_diagnostics`), all through onmt_ext.core.model.hooks.

    Args:
        units: I freshly built `TransformerEncoderLayer`s; unit i contributes its
            self-attention and FFN (the first one also the shared LayerNorm and dropout).
            With granularity `attn` only the first FFN is kept (shared); with `ffn` only
            the first self-attention.
        config: the MUTE settings.
        layer_index: position in the stack (0-based), part of the p_beta draw.
        context_transform: optional rewrite of each self-attention context before the
            residual, e.g. multi-layer attention (Dou et al. Eq. 8), with the contract of
            onmt_ext.core.model.stack_layers: ``prepared = t.prepare(LN(X^k), mask, lower)`` once
            per forward, then ``t.transform(context, prepared)`` on ``(*, B, T, d)``.
    """

    def __init__(
        self,
        units: list[nn.Module],
        config: MuteOptions,
        layer_index: int = 0,
        context_transform: nn.Module | None = None,
    ):
        super().__init__()
        self.config = config
        self.layer_index = layer_index
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
        self.context_transform = context_transform
        # Not a module: reads the unit modules above at each call (state_dict unchanged).
        self.fused = FusedUnits(self.self_attns, self.feed_forwards, config.units)
        self._step_clock = None
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
        """Why this layer computes its units in a loop, or None when they are fused:
        `mute_fused` (false, or auto's choice for this device and mode,
        onmt_ext.core.model.fused_choice), else a feature the fused path does not reproduce."""
        choice = fused_choice.choose(self.config.fused, MUTE_FUSED,
                                     self.layer_norm.weight.device, self.training)
        if not choice.fused:
            return choice.reason
        return self.fused.unsupported_reason()

    def unit_outputs(
        self,
        x: torch.Tensor,
        mask: torch.Tensor,
        lengths: torch.Tensor,
        noise_on: bool,
        lower: Sequence[torch.Tensor] = (),
    ) -> torch.Tensor:
        """Outputs F_i of all units (Eq. 8-9, 11).

        Args:
            x: layer input X^k ``(B, T, d)``.
            mask: padding mask ``(B, 1, T, T)``, True at padding.
            lengths: true source lengths ``(B,)``.
            noise_on: apply the bias modules (training, switch drawn with p_beta).
            lower: states read by the context transform (e.g. ``[H^(l-k) .. H^(l-2)]``
                ``(B, T, d)`` each for multi-layer attention); empty without one.

        Returns:
            ``(I, B, T, d)``.
        """
        normed = self.layer_norm(x)
        residuals, attn_inputs = self.unit_inputs(x, normed, lengths, noise_on)
        prepared = None
        if self.context_transform is not None:
            prepared = self.context_transform.prepare(normed, mask, lower)
        elif len(lower):
            raise ValueError("this MUTE layer has no context transform to read lower states")
        if self.loop_reason() is None:
            return self._fused_outputs(residuals, attn_inputs, mask, prepared)
        return self._loop_outputs(residuals, attn_inputs, mask, prepared)

    def _transformed(self, context: torch.Tensor, prepared) -> torch.Tensor:
        """The context transform (if any), then dropout, as on a plain self-attention."""
        if self.context_transform is not None:
            context = self.context_transform.transform(context, prepared)
        if self.dropout_p > 0:
            context = self.dropout(context)
        return context

    def _fused_outputs(
        self,
        residuals: list[torch.Tensor],
        attn_inputs: list[torch.Tensor],
        mask: torch.Tensor,
        prepared=None,
    ) -> torch.Tensor:
        """Batched units (onmt_ext.mute.fused_units): ``(I, B, T, d)``."""
        context = self.fused.attention(attn_inputs, mask, self.training)  # (I or 1, B, T, d)
        context = self._transformed(context, prepared)
        s = context + stack_unit_tensors(residuals)  # s_i = r_i + Dropout(SelfAttn_i(a_i))
        return self.fused.feed_forward(s, self.training)  # F_i = s_i + FFN_i(s_i)

    def _loop_outputs(
        self,
        residuals: list[torch.Tensor],
        attn_inputs: list[torch.Tensor],
        mask: torch.Tensor,
        prepared=None,
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
                contexts[key] = self._transformed(context, prepared)
            ffn = self.feed_forwards[0 if len(self.feed_forwards) == 1 else i]
            outputs.append(ffn(contexts[key] + residuals[i]))
        return torch.stack(outputs)

    def train(self, mode: bool = True):
        """Also drops the fused path's cached inference weights."""
        self.fused.clear_cache()
        return super().train(mode)

    # -- training-step clock (onmt_ext.core.model.hooks) and the p_beta switch
    def bind_step_clock(self, clock) -> None:
        self._step_clock = clock

    def noise_switch(self) -> bool:
        """p_beta switch of this layer in the current training step (MUTE Appendix B).

        Drawn from (seed, step, layer index) rather than the global RNG so that every rank
        of a multi-GPU run takes the same decision in the same step.
        """
        config = self.config
        if not (self.training and config.noisy and config.noise_prob > 0):
            return False
        step = self._step_clock() if self._step_clock is not None else 0
        rng = random.Random(f"{config.seed}:{step}:{self.layer_index}")
        return rng.random() < config.noise_prob

    def forward(
        self,
        x: torch.Tensor,
        mask: torch.Tensor,
        lengths: torch.Tensor | None = None,
        lower: Sequence[torch.Tensor] = (),
    ) -> torch.Tensor:
        """``(B, T, d) -> (B, T, d)``: merge the units by Eq. 10 or Eq. 13-16.

        Args:
            x: layer input X^k ``(B, T, d)``.
            mask: ``(B, 1, T, T)``, True at padding (right padding, OpenNMT's encoder mask).
            lengths: true lengths ``(B,)``; None: read from the mask.
            lower: states for the context transform (see `unit_outputs`).
        """
        if lengths is None:
            lengths = lengths_from_mask(mask)
        noise_on = self.noise_switch()
        outs = self.unit_outputs(x, mask, lengths, noise_on, lower)
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
        if self.context_transform is not None:
            self.context_transform.update_dropout(dropout, attention_dropout)
        self.dropout.p = dropout
        self.dropout_p = dropout

    # -- what the trainer asks of every module (onmt_ext.core.model.hooks, auxiliary_loss)
    def auxiliary_losses(self) -> list[AuxiliaryLoss]:
        """This layer's Lipschitz penalty (Eq. 19) with weight lambda (Eq. 20), when
        training with Seq.; the trainer sums the terms of all layers."""
        if not (self.training and self.autoshuffle is not None):
            return []
        penalty = self.autoshuffle.penalty()
        return [AuxiliaryLoss("lipschitz", penalty, self.config.lipschitz_lambda)]

    def after_optimizer_step(self) -> None:
        """Eq. 17-18: renormalise M after each optimiser step."""
        if self.autoshuffle is not None:
            self.autoshuffle.normalize_()

    @torch.no_grad()
    def layer_diagnostics(self) -> dict:
        """Unit weights alpha (Eq. 10/15) and, with Seq., the Frobenius distance of M to its
        nearest permutation (0 = a permutation, sqrt(I - 1) = uniform); the metrics file
        lists them per layer (onmt_ext.core.model.training_metrics)."""
        found = {"alpha": self.unit_weights.tolist()}
        if self.autoshuffle is not None:
            found["autoshuffle_distance"] = self.autoshuffle.distance_to_permutation()
        return found


class MuteEncoder(compat.TransformerEncoder):
    """`encoder_type: mute`: OpenNMT's TransformerEncoder with MUTE layers.

    Constructor arguments are those of OpenNMT's TransformerEncoder (positional or keyword,
    see `compat.transformer_arguments`) plus the keyword-only `mute` (a MuteOptions).
    Relative positions (Shaw et al.) come from OpenNMT's `max_relative_positions`, one
    table per unit per layer. The layers carry the p_beta switch, the Lipschitz term, the
    normalisation of M and the diagnostics (see `MuteEncoderLayer`).
    """

    layer_type_refusal = (
        "encoder_type: mute is already a stack of MUTE layers (set its mute_* keys)"
    )

    def __init__(self, *args, mute: MuteOptions | None = None, **kwargs):
        a = compat.transformer_arguments(compat.TransformerEncoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        self.mute = mute or MuteOptions()
        self.transformer = nn.ModuleList(
            [
                build_mute_layer(self.mute, a.layer_args(), a.layer_kwargs(), index)
                for index in range(a.num_layers)
            ]
        )

    @classmethod
    def from_opt(cls, opt, embeddings):
        """Build from OpenNMT options (OpenNMT's own mapping plus the mute_* keys)."""
        return compat.build_from_onmt_opt(
            compat.TransformerEncoder, cls, opt, embeddings, mute=MuteOptions.from_opt(opt)
        )

    def forward(self, src, src_len=None):
        """``src (B, T, feats)``, ``src_len (B,)`` -> ``(enc_out (B, T, d), None, src_len)``."""
        out = self.embeddings(src)
        src_len, mask = encoder_start(src, src_len)
        for layer in self.transformer:
            out = layer(out, mask, src_len)
        return self.layer_norm(out), None, src_len


def build_mute_layer(
    config: MuteOptions,
    layer_args: tuple,
    layer_kwargs: dict,
    index: int,
    context_transform: nn.Module | None = None,
) -> MuteEncoderLayer:
    """MUTE layer `index` of a stack, its I units built as OpenNMT TransformerEncoderLayers
    from OpenNMT's layer arguments ``(d_model, heads, d_ff, dropout, attention_dropout)``
    and keywords (the `EncoderLayerType.build` of onmt_ext.core.model.stack_layers)."""
    units = [
        compat.TransformerEncoderLayer(*layer_args, **layer_kwargs) for _ in range(config.units)
    ]
    return MuteEncoderLayer(units, config, index, context_transform)
