"""Options of the MUTE encoder (`encoder_type: mute`) and of the MUTE layer inside a stack
family (`enc_layer_type: mute`): `MuteOptions`, the object the layers receive, and their
validation."""

from __future__ import annotations

from dataclasses import dataclass

from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.fused_choice import fused_setting
from onmt_ext.core.model.options import Options, above, at_least, between, option, warn
from onmt_ext.mute.autoshuffle import AutoShuffle
from onmt_ext.mute.noise import NOISE_TYPES

MUTE_GRANULARITIES = ("attn_ffn", "attn", "ffn")
MUTE_NOISE_SCOPES = ("attention_input", "unit_input")


@dataclass(frozen=True)
class MuteOptions(Options):
    """The mute_* keys and the p_beta seed."""

    GROUP = "onmt_ext: MUTE encoder (encoder_type: mute) and layer (enc_layer_type: mute)"

    units: int = option(
        4,
        "Number I of parallel units per encoder layer (MUTE Eq. 8-10).",
        key="mute_units",
        type=int,
        bound=at_least(1),
    )
    granularity: str = option(  # attn_ffn | attn (shared FFN) | ffn (shared attention)
        "attn_ffn",
        "What a unit holds (MUTE Table 6): attn_ffn = own self-attention and FFN "
        "(4 Self. + 4 FFN); attn = own self-attention, FFN shared by the units of a layer "
        "(4 Self. + 1 FFN); ffn = self-attention shared, own FFN (1 Self. + 4 FFN).",
        key="mute_granularity",
        choices=MUTE_GRANULARITIES,
    )
    noise: tuple[str, ...] = option(  # one per unit; empty = identity
        [],
        "Bias module per unit (MUTE Eq. 11-12), one of " + ", ".join(NOISE_TYPES)
        + " for each of the mute_units units, e.g. "
        "[identity, swap, disorder, mask]. Empty: all identity.",
        key="mute_noise",
        many=True,
        choices=NOISE_TYPES,
        unknown="noise",
        parser_checks_choices=False,
    )
    noise_prob: float = option(  # p_beta
        0.85,
        "Sample rate p_beta (MUTE Appendix B): probability that an encoder layer "
        "applies its bias modules in a training step. Never applied at inference.",
        key="mute_noise_prob",
        type=float,
        bound=between(0, 1),
        label="mute_noise_prob (p_beta)",
    )
    noise_scope: str = option(
        "attention_input",
        "Where the noise acts. attention_input (the authors' code): on the "
        "normalised self-attention input only, the residual uses the clean input. "
        "unit_input (Eq. 11-12 read literally): on the whole unit input.",
        key="mute_noise_scope",
        choices=MUTE_NOISE_SCOPES,
    )
    swap_distance: int = option(
        3,
        "Swap noise: largest distance between the two swapped tokens (paper: 3).",
        key="mute_swap_distance",
        type=int,
        bound=at_least(1),
    )
    disorder_window: int = option(
        3,
        "Disorder noise: length of the permuted window of tokens (paper: 3).",
        key="mute_disorder_window",
        type=int,
        bound=at_least(2),
    )
    sequential: bool = option(
        False,
        "Sequential dependency (MUTE Eq. 13-15) with an AutoShuffle matrix M per "
        "layer (Eq. 16-19).",
        key="mute_sequential",
        flag=True,
    )
    sinkhorn_iterations: int = option(
        1,
        "Sweeps of the Eq. 18 normalisation of M after each optimiser step. 1 = the "
        "paper (rows sum to 1 exactly); more sweeps (Sinkhorn) approach a doubly "
        "stochastic M.",
        key="mute_sinkhorn_iterations",
        type=int,
        bound=at_least(1),
    )
    autoshuffle_init: str = option(  # uniform (default, the authors') | perturbed
        "uniform",
        "Start of each AutoShuffle matrix M (MUTE Eq. 16-19). uniform (default): 1/I "
        "everywhere, the authors' code; with the Lipschitz penalty M leaves it only "
        "slowly at first (without it, 1/I is a fixed point of Adam + Eq. 18; docs/mute.md). "
        "perturbed: 1/I times (1 + mute_autoshuffle_init_noise * U(-1, 1)), normalised, "
        "which breaks the symmetry so that M moves from the first steps.",
        key="mute_autoshuffle_init",
        choices=AutoShuffle.INITS,
    )
    autoshuffle_init_noise: float = option(
        0.1,
        "Relative size of the perturbation of the perturbed start of M (> 0).",
        key="mute_autoshuffle_init_noise",
        type=float,
        bound=above(0),
    )
    lipschitz_lambda: float = option(
        3e-4,
        "Weight lambda of the Lipschitz penalty (MUTE Eq. 20), summed over layers, "
        "per target token whatever OpenNMT's normalization (tokens or sents). "
        "3e-4 ~ the authors' weight 1.0 on the summed loss of a ~3.3k-token batch.",
        key="mute_lipschitz_lambda",
        type=float,
        bound=at_least(0),
    )
    fused: bool | str = option(  # batched units (onmt_ext.mute.fused_units) or a loop
        "auto",
        "Compute the units of a layer as batched operations (stacked Q/K/V, attention "
        "over a units axis, stacked FFNs; onmt_ext/mute/fused_units.py: true) or as a loop "
        "over the unit modules (false). auto (default): the path measured faster on the "
        "device and in the mode (onmt_ext/mute/fused_path.py: on a CPU the loop, on CUDA "
        "fused), logged once at the first forward pass. Same parameters and checkpoints "
        "either way; features the fused path does not reproduce (rotary, alibi, relative "
        "buckets, num_kv, parallel_residual, rms layer_norm, use_ckpting, tensor "
        "parallelism) use the loop.",
        key="mute_fused",
        type=fused_setting,
    )
    seed: int = 0  # OpenNMT's `seed`, for the p_beta switch, identical on all ranks

    @property
    def unit_noise(self) -> list[str]:
        return list(self.noise) or ["identity"] * self.units

    @property
    def noisy(self) -> bool:
        return any(n != "identity" for n in self.unit_noise)

    @classmethod
    def from_opt(cls, opt) -> MuteOptions:
        """The encoder's (or the MUTE layer's) options; `seed` is OpenNMT's."""
        return super().from_opt(opt, seed=getattr(opt, "seed", 0))

    @classmethod
    def validate(cls, opt) -> None:
        """The single values, one noise per unit, and a warning for reordering noise
        without relative positions."""
        cls.check_values(opt)
        settings = cls.from_opt(opt)
        units, noise = settings.units, list(settings.noise)
        if noise and len(noise) != units:
            raise OptionError(
                cls.key("noise") + f" lists {len(noise)} noises {noise} but "
                + cls.key("units") + f" is {units}: give exactly one noise per unit"
            )
        if getattr(opt, "max_relative_positions", 0) == 0 and any(
            n in ("swap", "disorder") for n in noise
        ):
            # Section 4 of the paper: with absolute positions only, reordering noise has no
            # effect, which is why MUTE uses relative positions (Shaw et al. 2018).
            warn(
                "mute_noise uses swap/disorder but max_relative_positions is 0: with absolute "
                "positions only these noises have no effect (MUTE paper, Section 4). "
                "Set max_relative_positions (e.g. 16) and position_encoding: false."
            )
