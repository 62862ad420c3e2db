"""Lipschitz-constrained parameter initialisation (`param_init_lipschitz: true`).

Xu, Liu, Genabith, Xiong, Zhang (2020), "Lipschitz Constrained Parameter Initialization for
Deep Transformers" (ACL): with pre-norm-like residual stacks, deep Transformers converge when
every weight matrix starts small enough that each sublayer is (close to) a contraction. The
task-aware MIMO paper (Xu et al. 2021, Sec. 4.1) initialises all its models, the deep
Transformer baselines included, this way. The values, as in the authors' toolkit (Neutron):

- every weight matrix W (d_out x d_in, nn.Linear: attention projections, FFN, generator,
  and every other module's matrix named ``weight...``, e.g. an RNN's ``weight_ih_l0``):
  uniform in
  ``+-1/sqrt(fan_in)`` (Kaiming uniform with gain sqrt(1/3): ``sqrt(1/3) * sqrt(3/fan_in)``);
- every embedding table (nn.Embedding, V x d, also relative-position tables): uniform in
  ``+-sqrt(2/(V + d))`` (Glorot uniform with gain sqrt(1/3):
  ``sqrt(1/3) * sqrt(6/(fan_in + fan_out))``), its padding row zero;
- every bias (``bias...``) zero; every 1-D ``weight`` (LayerNorm / RMSNorm gain) one.

Parameters with other names are the extension's own (alpha, AutoShuffle's M, the aggregation
W_l, MIMO's task weights v): they are left alone here, and `reset_extension_parameters`
(onmt_ext.core.model.hooks) gives them their initial values afterwards. The same naming rule
keeps them out of OpenNMT's `param_init_glorot`.

A parameter shared by several modules is initialised once. A generator tied to the decoder
embeddings (`share_decoder_embeddings`) therefore gets the embedding rule (it is the
embedding table, padding row zero included), as in Neutron, where embeddings are set last;
source and target tables shared by `share_embeddings` are one table.

Values are drawn on the CPU in float32 from torch's default generator and then copied to the
parameter's device and dtype, like OpenNMT's own initialisation (which runs before the model
moves to its device): the same seed gives the same model on any device and on every rank.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
from torch import nn

from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.options import Options, option

# Kaiming (fan_in) and Glorot uniform gains of Xu et al. 2020.
GAIN = math.sqrt(1.0 / 3.0)


def matrix_bound(weight: torch.Tensor) -> float:
    """``1/sqrt(fan_in)`` for a weight of shape ``(d_out, d_in, *kernel)``:
    fan_in = d_in * prod(kernel) (torch's convention; d_in for nn.Linear)."""
    fan_in = weight[0].numel()
    return GAIN * math.sqrt(3.0 / fan_in)


def embedding_bound(table: torch.Tensor) -> float:
    """``sqrt(2/(V + d))`` for an embedding table of shape ``(V, d)``."""
    rows, width = table.shape
    return GAIN * math.sqrt(6.0 / (rows + width))


@dataclass(frozen=True)
class LipschitzInitReport:
    """What `lipschitz_init_` set, by parameter name (the first name of a shared one)."""

    matrices: tuple[str, ...]
    embeddings: tuple[str, ...]
    biases: tuple[str, ...]
    norm_gains: tuple[str, ...]
    left: tuple[str, ...]  # other names: the extension's own (reset_extension_parameters)

    def summary(self) -> str:
        return (f"{len(self.matrices)} matrices, {len(self.embeddings)} embedding tables, "
                f"{len(self.biases)} biases, {len(self.norm_gains)} norm gains; "
                f"{len(self.left)} extension parameters left to their own initial values")


def _uniform_(param: torch.Tensor, bound: float) -> None:
    values = torch.empty(param.shape, dtype=torch.float32).uniform_(-bound, bound)
    param.copy_(values)


@torch.no_grad()
def lipschitz_init_(model: nn.Module) -> LipschitzInitReport:
    """Initialise `model` in place as in Xu et al. 2020 (see the module docstring).

    Embedding tables are found first, so that a weight tied to one (the generator) is not
    also drawn as a matrix; then every other parameter by its name and number of dimensions.
    """
    done: set[int] = set()
    embeddings = []
    for name, module in model.named_modules():
        if isinstance(module, nn.Embedding) and id(module.weight) not in done:
            done.add(id(module.weight))
            _uniform_(module.weight, embedding_bound(module.weight))
            if module.padding_idx is not None:
                module.weight[module.padding_idx].zero_()
            embeddings.append(f"{name}.weight" if name else "weight")
    matrices, biases, gains, left = [], [], [], []
    for name, param in model.named_parameters():  # shared parameters come once
        if id(param) in done:
            continue
        done.add(id(param))
        local = name.rsplit(".", 1)[-1]  # also an RNN's weight_ih_l0 / bias_hh_l0
        if local.startswith("bias"):
            param.zero_()
            biases.append(name)
        elif local.startswith("weight") and param.dim() == 1:
            param.fill_(1.0)
            gains.append(name)
        elif local.startswith("weight"):
            _uniform_(param, matrix_bound(param))
            matrices.append(name)
        else:
            left.append(name)
    return LipschitzInitReport(tuple(matrices), tuple(embeddings), tuple(biases), tuple(gains),
                               tuple(left))


# --------------------------------------------------------------------------- the option
@dataclass(frozen=True)
class LipschitzInitOptions(Options):
    """`param_init_lipschitz`, a training-time key for any model.

    Precedence: it replaces OpenNMT's initialisation (`param_init` uniform or
    `param_init_glorot`), which still runs first because OpenNMT requires one of the two
    (`param_init` defaults to 0.1, so a recipe cannot say "neither"); every value that
    initialisation set is overwritten, and the log says so. Applied only to a new training
    (never after `train_from`); with `warm_start_from`, the copied weights replace it where
    names and shapes match.
    """

    GROUP = "onmt_ext: Lipschitz-constrained initialisation"

    enabled: bool = option(
        False,
        "Initialise a new model as Xu et al. 2020 (ACL, 'Lipschitz Constrained Parameter "
        "Initialization for Deep Transformers'): weight matrices uniform in +-1/sqrt(fan_in), "
        "embeddings uniform in +-sqrt(2/(V+d)) with the padding row zero, biases 0, "
        "LayerNorm gains 1. Replaces param_init/param_init_glorot (which OpenNMT still "
        "applies first); the extension's own parameters keep their initial values. Not "
        "applied after train_from; warm_start_from copies over it.",
        key="param_init_lipschitz",
        flag=True,
    )

    @classmethod
    def validate(cls, opt) -> None:
        """Refuse pre-trained embeddings with the option: they would be overwritten."""
        if not cls.from_opt(opt).enabled:
            return
        for key in ("pre_word_vecs_enc", "pre_word_vecs_dec"):
            if getattr(opt, key, None):
                raise OptionError(
                    f"param_init_lipschitz is true and {key} is {getattr(opt, key)!r}: the "
                    "Lipschitz initialisation would overwrite the pre-trained vectors; "
                    "give one of them"
                )
