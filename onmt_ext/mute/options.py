"""Options of the MUTE encoder (`encoder_type: mute`) and their validation."""

from __future__ import annotations

from onmt_ext.compat import logger
from onmt_ext.core.errors import OptionError
from onmt_ext.mute.noise import NOISE_TYPES

MUTE_GRANULARITIES = ("attn_ffn", "attn", "ffn")
MUTE_NOISE_SCOPES = ("attention_input", "unit_input")


def add_options(parser) -> None:
    """Add the MUTE option group to an OpenNMT (configargparse) parser."""
    group = parser.add_argument_group("onmt_ext: MUTE encoder (encoder_type: mute)")
    group.add(
        "--mute_units",
        "-mute_units",
        type=int,
        default=4,
        help="Number I of parallel units per encoder layer (MUTE Eq. 8-10).",
    )
    group.add(
        "--mute_granularity",
        "-mute_granularity",
        default="attn_ffn",
        choices=MUTE_GRANULARITIES,
        help="What a unit holds (MUTE Table 6): attn_ffn = own self-attention and FFN "
        "(4 Self. + 4 FFN); attn = own self-attention, FFN shared by the units of a layer "
        "(4 Self. + 1 FFN); ffn = self-attention shared, own FFN (1 Self. + 4 FFN).",
    )
    group.add(
        "--mute_noise",
        "-mute_noise",
        nargs="+",
        default=[],
        help="Bias module per unit (MUTE Eq. 11-12), one of "
        f"{', '.join(NOISE_TYPES)} for each of the mute_units units, e.g. "
        "[identity, swap, disorder, mask]. Empty: all identity.",
    )
    group.add(
        "--mute_noise_prob",
        "-mute_noise_prob",
        type=float,
        default=0.85,
        help="Sample rate p_beta (MUTE Appendix B): probability that an encoder layer "
        "applies its bias modules in a training step. Never applied at inference.",
    )
    group.add(
        "--mute_noise_scope",
        "-mute_noise_scope",
        default="attention_input",
        choices=MUTE_NOISE_SCOPES,
        help="Where the noise acts. attention_input (the authors' code): on the "
        "normalised self-attention input only, the residual uses the clean input. "
        "unit_input (Eq. 11-12 read literally): on the whole unit input.",
    )
    group.add(
        "--mute_swap_distance",
        "-mute_swap_distance",
        type=int,
        default=3,
        help="Swap noise: largest distance between the two swapped tokens (paper: 3).",
    )
    group.add(
        "--mute_disorder_window",
        "-mute_disorder_window",
        type=int,
        default=3,
        help="Disorder noise: length of the permuted window of tokens (paper: 3).",
    )
    group.add(
        "--mute_sequential",
        "-mute_sequential",
        action="store_true",
        help="Sequential dependency (MUTE Eq. 13-15) with an AutoShuffle matrix M per "
        "layer (Eq. 16-19).",
    )
    group.add(
        "--mute_sinkhorn_iterations",
        "-mute_sinkhorn_iterations",
        type=int,
        default=1,
        help="Sweeps of the Eq. 18 normalisation of M after each optimiser step. 1 = the "
        "paper (rows sum to 1 exactly); more sweeps (Sinkhorn) approach a doubly "
        "stochastic M.",
    )
    group.add(
        "--mute_lipschitz_lambda",
        "-mute_lipschitz_lambda",
        type=float,
        default=3e-4,
        help="Weight lambda of the Lipschitz penalty (MUTE Eq. 20), summed over layers, "
        "added per normalisation unit (per target token with normalization: tokens). "
        "3e-4 ~ the authors' weight 1.0 on the summed loss of a ~3.3k-token batch.",
    )
    group.add(
        "--mute_fused",
        "-mute_fused",
        type=boolean,
        default=True,
        help="Compute the units of a layer as batched operations (stacked Q/K/V, attention "
        "over a units axis, stacked FFNs; onmt_ext/mute/fused_units.py) instead of a loop "
        "over the unit modules. Same parameters and checkpoints either way; features the "
        "fused path does not reproduce (rotary, alibi, relative buckets, num_kv, "
        "parallel_residual, rms layer_norm, use_ckpting, tensor parallelism) use the loop. "
        "false: always loop.",
    )


def boolean(value) -> bool:
    """YAML true/false (configargparse passes them as strings) or a command-line word."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    raise ValueError(f"expected true or false, got {value!r}")


def validate(opt) -> None:
    """Check MUTE options when the MUTE encoder is selected."""
    if getattr(opt, "encoder_type", None) == "mute":
        validate_mute(opt)


def validate_mute(opt, warn: bool = True) -> None:
    """Check MUTE options (called before training starts and when building the model).

    `warn=False` skips warnings (used at model build time, which also happens when
    translating, so the user sees each warning once, before training).
    """
    units = opt.mute_units
    if units < 1:
        raise OptionError(f"mute_units must be >= 1, got {units}")
    noise = list(opt.mute_noise or [])
    unknown = [n for n in noise if n not in NOISE_TYPES]
    if unknown:
        raise OptionError(
            f"mute_noise: unknown noise {unknown[0]!r}; choose from {', '.join(NOISE_TYPES)}"
        )
    if noise and len(noise) != units:
        raise OptionError(
            f"mute_noise lists {len(noise)} noises {noise} but mute_units is {units}: "
            "give exactly one noise per unit"
        )
    if not 0.0 <= opt.mute_noise_prob <= 1.0:
        raise OptionError(f"mute_noise_prob (p_beta) must be in [0, 1], got {opt.mute_noise_prob}")
    if opt.mute_lipschitz_lambda < 0:
        raise OptionError(f"mute_lipschitz_lambda must be >= 0, got {opt.mute_lipschitz_lambda}")
    if opt.mute_sinkhorn_iterations < 1:
        raise OptionError(
            f"mute_sinkhorn_iterations must be >= 1, got {opt.mute_sinkhorn_iterations}"
        )
    if opt.mute_swap_distance < 1:
        raise OptionError(f"mute_swap_distance must be >= 1, got {opt.mute_swap_distance}")
    if opt.mute_disorder_window < 2:
        raise OptionError(f"mute_disorder_window must be >= 2, got {opt.mute_disorder_window}")
    if warn and getattr(opt, "max_relative_positions", 0) == 0 and any(
        n in ("swap", "disorder") for n in noise
    ):
        # Section 4 of the paper: with absolute positions only, reordering noise has no
        # effect, which is why MUTE uses relative positions (Shaw et al. 2018).
        logger.warning(
            "mute_noise uses swap/disorder but max_relative_positions is 0: with absolute "
            "positions only these noises have no effect (MUTE paper, Section 4). "
            "Set max_relative_positions (e.g. 16) and position_encoding: false."
        )
