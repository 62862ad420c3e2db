"""Options of deep-representation aggregation (Dou et al. 2018): `encoder_type: aggregate`,
`decoder_type: aggregate`, and their validation.

Each side has its own strategy, k and diversity weight, so the encoder, the decoder or both
can aggregate (the paper's "Effect on Encoder and Decoder"); the AGG function, its residual
connections and its hidden size are shared by both sides (the paper's Table 4 analysis).
"""

from __future__ import annotations

from onmt_ext.aggregate.layer_aggregation import (
    AGG_FUNCTIONS,
    AGG_RESIDUALS,
    STRATEGIES,
    AggregateSettings,
)
from onmt_ext.core.errors import OptionError

SIDES = {"enc": "encoder", "dec": "decoder"}

_STRATEGY_HELP = (
    "Deep-representation strategy of the {side} (encoder/decoder_type: aggregate). "
    "none: vanilla stack; dense: H^l = LAYER(H^(l-1)) + sum_(i<l) H^i (Eq. 3-4, no "
    "parameters); linear: H = sum_l W_l H^l, W_l learnable d x d (Eq. 5); iterative: "
    "Ĥ^l = AGG(Ĥ^(l-1), H^l) (Eq. 6-7); hierarchical: tree of filter size 2, nodes fed back "
    "into the stack (Figure 2); multi_layer_attention: self-attention of layer l attends to "
    "the k layers below it, contexts combined by AGG (Eq. 8)."
)


def add_options(parser) -> None:
    """Add the aggregation option group to an OpenNMT (configargparse) parser."""
    group = parser.add_argument_group(
        "onmt_ext: deep-representation aggregation (encoder_type/decoder_type: aggregate)"
    )
    for side, name in SIDES.items():
        group.add(
            f"--{side}_aggregate_strategy",
            f"-{side}_aggregate_strategy",
            default="hierarchical",
            choices=STRATEGIES,
            help=_STRATEGY_HELP.format(side=name),
        )
        group.add(
            f"--{side}_aggregate_mla_k",
            f"-{side}_aggregate_mla_k",
            type=int,
            default=2,
            help=f"k of multi-layer attention (Eq. 8) in the {name}: layer l attends to "
            "H^(l-1) .. H^(l-k) with one attention each (paper: 2 or 3). Layers l <= k keep "
            "the plain self-attention; k must be at most the number of layers minus 1.",
        )
        group.add(
            f"--{side}_aggregate_diversity",
            f"-{side}_aggregate_diversity",
            type=float,
            default=0.0,
            help=f"Weight lambda of the {name} layer-diversity term (Eq. 9-10; paper: 1.0): "
            "the objective rewards the mean over adjacent layers of mean(1 - cos^2). Logged as "
            f"diversity_{side}. 0 disables it.",
        )
    group.add(
        "--aggregate_function",
        "-aggregate_function",
        default="ff_sigmoid",
        choices=AGG_FUNCTIONS,
        help="FF(.) of AGG(x, y, ...) = LN(FF([x; y; ...]) + x + y + ...) (Eq. 7; Table 4): "
        "ff_sigmoid (paper's default) or ff_relu feed-forward on the concatenation; "
        "self_attention: multi-head self-attention over the aggregated layers at each "
        "position, averaged.",
    )
    group.add(
        "--aggregate_residual",
        "-aggregate_residual",
        default="all",
        choices=AGG_RESIDUALS,
        help="Residual connections of AGG (Eq. 7; Table 4): all = every input is added to "
        "FF's output (paper), top = only the deepest input, none.",
    )
    group.add(
        "--aggregate_ff_size",
        "-aggregate_ff_size",
        type=int,
        default=0,
        help="Hidden size of FF in AGG (Eq. 7). 0: transformer_ff (4d in Transformer-base, "
        "which reproduces the paper's parameter counts).",
    )


def _layers(opt, side: str) -> int:
    layers = getattr(opt, "layers", -1)  # OpenNMT's `layers` overrides enc/dec_layers
    return layers if layers and layers > 0 else getattr(opt, f"{side}_layers")


def _hidden(opt, side: str) -> int:
    hidden = getattr(opt, "hidden_size", -1)
    return hidden if hidden and hidden > 0 else getattr(opt, f"{side}_hid_size")


def settings_from_opt(opt, side: str) -> AggregateSettings:
    """The AggregateSettings of `side` ("enc" or "dec"), with defaults for old checkpoints."""
    return AggregateSettings(
        strategy=getattr(opt, f"{side}_aggregate_strategy", "hierarchical"),
        mla_k=getattr(opt, f"{side}_aggregate_mla_k", 2),
        function=getattr(opt, "aggregate_function", "ff_sigmoid"),
        residual=getattr(opt, "aggregate_residual", "all"),
        ff_size=getattr(opt, "aggregate_ff_size", 0),
        diversity=getattr(opt, f"{side}_aggregate_diversity", 0.0),
    )


def validate(opt) -> None:
    """Check the aggregation options; raise OptionError naming the key and the value."""
    used = {side: getattr(opt, f"{name}_type", None) == "aggregate" for side, name in SIDES.items()}
    for side, name in SIDES.items():
        diversity = getattr(opt, f"{side}_aggregate_diversity", 0.0)
        if diversity and not used[side]:
            raise OptionError(
                f"{side}_aggregate_diversity is {diversity} but {name}_type is "
                f"{getattr(opt, f'{name}_type', None)!r}: the diversity term needs "
                f"{name}_type: aggregate (use {side}_aggregate_strategy: none for a plain stack)"
            )
    if not any(used.values()):
        return
    settings = {side: settings_from_opt(opt, side) for side in SIDES}
    shared = settings["enc"]
    if shared.function not in AGG_FUNCTIONS:
        raise OptionError(
            f"aggregate_function: unknown function {shared.function!r}; choose from "
            f"{', '.join(AGG_FUNCTIONS)}"
        )
    if shared.residual not in AGG_RESIDUALS:
        raise OptionError(
            f"aggregate_residual: unknown value {shared.residual!r}; choose from "
            f"{', '.join(AGG_RESIDUALS)}"
        )
    if shared.ff_size < 0:
        raise OptionError(
            f"aggregate_ff_size must be >= 0 (0: transformer_ff), got {shared.ff_size}"
        )
    for side in SIDES:
        if used[side]:
            _validate_side(opt, side, settings[side])
    if used["dec"]:
        _validate_decoder(opt, settings["dec"])


def _validate_side(opt, side: str, settings: AggregateSettings) -> None:
    layers = _layers(opt, side)
    key = f"{side}_aggregate_strategy"
    strategy = settings.strategy
    if strategy not in STRATEGIES:
        raise OptionError(
            f"{key}: unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}"
        )
    if strategy in ("iterative", "hierarchical") and layers < 2:
        raise OptionError(f"{key}: {strategy} needs at least 2 layers, {side}_layers is {layers}")
    if strategy == "multi_layer_attention":
        k = settings.mla_k
        if k < 2:
            raise OptionError(
                f"{side}_aggregate_mla_k must be >= 2 (k = 1 is the plain self-attention), got {k}"
            )
        if k > layers - 1:
            raise OptionError(
                f"{side}_aggregate_mla_k is {k}, larger than the number of lower layers: with "
                f"{side}_layers {layers} the top layer has {layers - 1} layers below it "
                f"(H^1..H^{layers - 1}); use k <= {layers - 1} or more layers"
            )
        if getattr(opt, "parallel_residual", False):
            raise OptionError(
                f"{key}: multi_layer_attention does not support parallel_residual: true"
            )
    if settings.diversity < 0:
        raise OptionError(
            f"{side}_aggregate_diversity (lambda of Eq. 9) must be >= 0, got {settings.diversity}"
        )
    if settings.diversity > 0 and layers < 2:
        raise OptionError(
            f"{side}_aggregate_diversity needs at least 2 layers (Eq. 10 compares adjacent "
            f"layers), {side}_layers is {layers}"
        )


def _validate_decoder(opt, settings: AggregateSettings) -> None:
    """The aggregate decoder attends to the encoder output (Eq. 2): check it gets one."""
    task = getattr(opt, "model_task", "seq2seq")
    if task != "seq2seq":
        raise OptionError(
            f"decoder_type: aggregate needs encoder states for its encoder-decoder attention "
            f"(Eq. 2), but model_task is {task!r}, which has no encoder; use model_task: seq2seq"
        )
    enc_hidden, dec_hidden = _hidden(opt, "enc"), _hidden(opt, "dec")
    if enc_hidden != dec_hidden:
        raise OptionError(
            f"decoder_type: aggregate attends to encoder states of size enc_hid_size "
            f"{enc_hidden}, but dec_hid_size is {dec_hidden}: they must be equal"
        )
    if settings.strategy != "multi_layer_attention":
        return
    key = "dec_aggregate_strategy: multi_layer_attention"
    self_attn_type = getattr(opt, "self_attn_type", "scaled-dot")
    if self_attn_type not in ("scaled-dot", "scaled-dot-flash"):
        raise OptionError(
            f"{key} needs dot-product self-attention, but self_attn_type is {self_attn_type!r}"
        )
    max_rel = getattr(opt, "max_relative_positions", 0)
    if max_rel < 0:
        raise OptionError(
            f"{key} supports absolute or Shaw relative positions, not max_relative_positions "
            f"{max_rel} (rotary/ALiBi) in step-by-step decoding"
        )
    window = getattr(opt, "sliding_window", 0)
    if window:
        raise OptionError(f"{key} does not support sliding_window (got {window})")
