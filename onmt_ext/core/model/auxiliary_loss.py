"""One mechanism for auxiliary training losses (MUTE's Lipschitz penalty, Eq. 19-20, and
any later regulariser), logged apart from the cross-entropy.

A module contributes terms by implementing the hook `auxiliary_losses() ->
list[AuxiliaryLoss]` (onmt_ext.core.model.hooks, where the term type is declared); the
values are those of its latest training forward (or, for parameter penalties such as
Eq. 19, of its current parameters).

Scaling. OpenNMT sums the token cross-entropy of a batch and the trainer divides the
summed loss by `normalization` (the number of target tokens with `normalization: tokens`,
of sentences with `normalization: sents`). We add `weight * value * n_tokens`, where
`n_tokens` is this batch's number of target tokens, whatever the normalisation: the
objective is proportional to  mean token cross-entropy + weight * value  (Eq. 20 with
lambda = weight per target token), independent of the batch size and of
`normalization`. (Scaling by the normaliser instead would make lambda a weight per
sentence under `normalization: sents`, about lambda / 13 per token on Multi30k.)
`xent`/`ppl` in the logs are computed from the cross-entropy alone and stay comparable
with a plain OpenNMT baseline.
"""

from __future__ import annotations

import torch

from onmt_ext.compat import LossCompute, Statistics, logger
from onmt_ext.core.model.hooks import AuxiliaryLoss, hooks_of


def collect_auxiliary_losses(model: torch.nn.Module) -> list[AuxiliaryLoss]:
    """All terms offered by submodules of `model` that implement `auxiliary_losses()`
    (onmt_ext.core.model.hooks.ExtensionModule)."""
    return [term for _, offer in hooks_of(model, "auxiliary_losses") for term in offer()]


class AuxStatistics(Statistics):
    """OpenNMT statistics plus running sums of auxiliary terms (unweighted values).

    `aux[name]` sums the per-batch values; `aux_batches` counts the batches they came
    from, so the report shows the mean value over the reporting interval.
    """

    def __init__(self, *args, aux: dict[str, float] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.aux = dict(aux or {})
        self.aux_batches = 1 if aux else 0

    def update(self, stat, update_n_src_words=False):
        super().update(stat, update_n_src_words)
        other = getattr(stat, "aux", None)
        if other:
            for name, value in other.items():
                self.aux[name] = self.aux.get(name, 0.0) + value
            self.aux_batches += stat.aux_batches

    def aux_means(self) -> dict[str, float]:
        """Mean value of each auxiliary term over the batches seen."""
        return {k: v / max(self.aux_batches, 1) for k, v in self.aux.items()}

    def output(self, step, num_steps, learning_rate, start):
        super().output(step, num_steps, learning_rate, start)
        if self.aux:
            terms = "; ".join(f"{k}: {v:.4f}" for k, v in self.aux_means().items())
            logger.info("Step %d; aux (unweighted mean) %s", step, terms)

    def log_tensorboard(self, prefix, writer, learning_rate, patience, step):
        super().log_tensorboard(prefix, writer, learning_rate, patience, step)
        for name, value in self.aux_means().items():
            writer.add_scalar(f"{prefix}/aux_{name}", value, step)


class AuxLossCompute(LossCompute):
    """OpenNMT's LossCompute plus the model's auxiliary terms (training only)."""

    @classmethod
    def from_opts(cls, opt, model, vocab, train=True):
        compute = super().from_opts(opt, model, vocab, train=train)
        compute.aux_model = [model]  # a list: keep the model out of this module's children
        compute.aux_train = train
        return compute

    def forward(self, batch, output, attns, trunc_start=0, trunc_size=None):
        loss, stats = super().forward(batch, output, attns, trunc_start, trunc_size)
        model = getattr(self, "aux_model", [None])[0]
        if not self.aux_train or model is None or trunc_start != 0 or loss is None:
            return loss, stats
        terms = collect_auxiliary_losses(model)
        if not terms:
            return loss, stats
        n = stats.n_words  # per target token under either normalisation (module docstring)
        values = {}
        for term in terms:
            values[term.name] = values.get(term.name, 0.0) + float(term.value.detach())
            if term.weight != 0.0:
                loss = loss + term.weight * n * term.value
        merged = AuxStatistics(aux=values)
        merged.update(stats)
        return loss, merged
