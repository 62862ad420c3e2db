"""Options of deep-representation aggregation (Dou et al. 2018): `encoder_type: aggregate`,
`decoder_type: aggregate`, and their validation.

Each side has its own strategy, k and diversity weight, so the encoder, the decoder or both
can aggregate (the paper's "Effect on Encoder and Decoder"); the AGG function, its residual
connections and its hidden size are shared by both sides (the paper's Table 4 analysis).
"""

from __future__ import annotations

from dataclasses import dataclass

from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.options import SIDES, Options, at_least, option

STRATEGIES = ("none", "dense", "linear", "iterative", "hierarchical", "multi_layer_attention")
AGG_FUNCTIONS = ("ff_sigmoid", "ff_relu", "self_attention")
AGG_RESIDUALS = ("all", "top", "none")

_STRATEGY_HELP = (
    "Deep-representation strategy of the {name} (encoder/decoder_type: aggregate). "
    "none: vanilla stack; dense: H^l = LAYER(H^(l-1)) + sum_(i<l) H^i (Eq. 3-4, no "
    "parameters); linear: H = sum_l W_l H^l, W_l learnable d x d (Eq. 5); iterative: "
    "Ĥ^l = AGG(Ĥ^(l-1), H^l) (Eq. 6-7); hierarchical: tree of filter size 2, nodes fed back "
    "into the stack (Figure 2); multi_layer_attention: self-attention of layer l attends to "
    "the k layers below it, contexts combined by AGG (Eq. 8)."
)


@dataclass(frozen=True)
class AggregateOptions(Options):
    """One side's (encoder or decoder) deep-representation options.

    YAML keys: `{enc,dec}_aggregate_strategy`, `{enc,dec}_aggregate_mla_k`,
    `{enc,dec}_aggregate_diversity` and the shared `aggregate_function`,
    `aggregate_residual`, `aggregate_ff_size`; `from_opt(opt, side)` reads one side's.
    `validate(opt)` checks the sides whose encoder_type/decoder_type is aggregate.
    """

    GROUP = "onmt_ext: deep-representation aggregation (encoder_type/decoder_type: aggregate)"

    strategy: str = option(
        "hierarchical",
        _STRATEGY_HELP,
        key=("enc_aggregate_strategy", "dec_aggregate_strategy"),
        choices=STRATEGIES,
        unknown="strategy",
    )
    mla_k: int = option(  # k of Eq. 8: layers attended, including the layer just below
        2,
        "k of multi-layer attention (Eq. 8) in the {name}: layer l attends to "
        "H^(l-1) .. H^(l-k) with one attention each (paper: 2 or 3). Layers l <= k keep "
        "the plain self-attention; k must be at most the number of layers minus 1.",
        key=("enc_aggregate_mla_k", "dec_aggregate_mla_k"),
        type=int,
        bound=at_least(2, " (k = 1 is the plain self-attention)"),
    )
    function: str = option(  # FF(.) of Eq. 7 (Table 4)
        "ff_sigmoid",
        "FF(.) of AGG(x, y, ...) = LN(FF([x; y; ...]) + x + y + ...) (Eq. 7; Table 4): "
        "ff_sigmoid (paper's default) or ff_relu feed-forward on the concatenation; "
        "self_attention: multi-head self-attention over the aggregated layers at each "
        "position, averaged.",
        key="aggregate_function",
        choices=AGG_FUNCTIONS,
        unknown="function",
    )
    residual: str = option(  # which inputs of AGG are added to FF's output (Table 4)
        "all",
        "Residual connections of AGG (Eq. 7; Table 4): all = every input is added to "
        "FF's output (paper), top = only the deepest input, none.",
        key="aggregate_residual",
        choices=AGG_RESIDUALS,
        unknown="value",
    )
    ff_size: int = option(  # hidden size of FF in Eq. 7; 0: the model's transformer_ff
        0,
        "Hidden size of FF in AGG (Eq. 7). 0: transformer_ff (4d in Transformer-base, "
        "which gives multi-layer attention with k=2 the paper's +33.6M; docs/aggregation.md).",
        key="aggregate_ff_size",
        type=int,
        bound=at_least(0, " (0: transformer_ff)"),
    )
    diversity: float = option(  # lambda of Eq. 9; 0: no diversity term
        0.0,
        "Weight lambda of the {name} layer-diversity term (Eq. 9-10; paper: 1.0): "
        "the objective rewards the mean over adjacent layers of mean(1 - cos^2). Logged as "
        "diversity_{side}. 0 disables it.",
        key=("enc_aggregate_diversity", "dec_aggregate_diversity"),
        type=float,
        bound=at_least(0),
        label="{side}_aggregate_diversity (lambda of Eq. 9)",
    )
    side: str = "enc"  # the side whose keys `from_opt` read

    @classmethod
    def from_opt(cls, opt, side: str) -> AggregateOptions:
        """The options of `side` ("enc" or "dec"), with defaults for old checkpoints."""
        return super().from_opt(opt, side, side=side)

    @classmethod
    def validate(cls, opt) -> None:
        """The diversity weight of a side that does not aggregate; then, for each side that
        aggregates, the single values and what depends on its number of layers; the decoder
        also needs encoder states it can attend to."""
        settings = {side: cls.from_opt(opt, side) for side in SIDES}
        used = {side: getattr(opt, TYPE_KEYS[side], None) == "aggregate" for side in SIDES}
        for side in SIDES:
            if settings[side].diversity and not used[side]:
                type_key = TYPE_KEYS[side]
                raise OptionError(
                    cls.key("diversity", side) + f" is {settings[side].diversity} but "
                    + type_key + f" is {getattr(opt, type_key, None)!r}: the diversity "
                    f"term needs {type_key}: aggregate (use " + cls.key("strategy", side)
                    + ": none for a plain stack)"
                )
        for side in (side for side in SIDES if used[side]):
            cls.check_values(opt, sides=(side,))
            _check_stack(opt, settings[side], _layers(opt, side))
        if used["dec"]:
            _check_decoder(opt, settings["dec"])


# OpenNMT's per-side keys that the checks read, spelt out so that every key is greppable.
TYPE_KEYS = {"enc": "encoder_type", "dec": "decoder_type"}
LAYERS_KEYS = {"enc": "enc_layers", "dec": "dec_layers"}
HID_SIZE_KEYS = {"enc": "enc_hid_size", "dec": "dec_hid_size"}


def _layers(opt, side: str) -> int:
    layers = getattr(opt, "layers", -1)  # OpenNMT's `layers` overrides enc/dec_layers
    return layers if layers and layers > 0 else getattr(opt, LAYERS_KEYS[side])


def _hidden(opt, side: str) -> int:
    hidden = getattr(opt, "hidden_size", -1)
    return hidden if hidden and hidden > 0 else getattr(opt, HID_SIZE_KEYS[side])


def _check_stack(opt, settings: AggregateOptions, layers: int) -> None:
    """What a side's strategy needs from its number of layers (and parallel_residual)."""
    side, strategy = settings.side, settings.strategy
    key = settings.key("strategy", side)
    k_key, diversity_key = settings.key("mla_k", side), settings.key("diversity", side)
    layers_key = LAYERS_KEYS[side]
    if layers < 1:
        raise OptionError(f"{TYPE_KEYS[side]}: aggregate needs at least one layer, "
                          f"{layers_key} is {layers}")
    if strategy in ("iterative", "hierarchical") and layers < 2:
        raise OptionError(key + f": {strategy} needs at least 2 layers, {layers_key} is "
                          + str(layers))
    if strategy == "multi_layer_attention":
        k = settings.mla_k  # >= 2: its declared bound
        if k > layers - 1:
            raise OptionError(
                k_key + f" is {k}, larger than the number of lower layers: with "
                + layers_key + f" {layers} the top layer has {layers - 1} layers below it "
                f"(H^1..H^{layers - 1}); use k <= {layers - 1} or more layers"
            )
        if getattr(opt, "parallel_residual", False):
            raise OptionError(
                key + ": multi_layer_attention does not support parallel_residual: true"
            )
    if settings.diversity > 0 and layers < 2:
        raise OptionError(
            diversity_key + " needs at least 2 layers (Eq. 10 compares adjacent layers), "
            + layers_key + f" is {layers}"
        )


def _check_decoder(opt, settings: AggregateOptions) -> None:
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
            "decoder_type: aggregate attends to encoder states of size enc_hid_size "
            + str(enc_hidden) + f", but dec_hid_size is {dec_hidden}: they must be equal"
        )
    if settings.strategy != "multi_layer_attention":
        return
    key = "dec_aggregate_strategy: multi_layer_attention"
    self_attn_type = getattr(opt, "self_attn_type", "scaled-dot")
    if self_attn_type not in ("scaled-dot", "scaled-dot-flash"):
        raise OptionError(
            key + " needs dot-product self-attention, but self_attn_type is "
            + repr(self_attn_type)
        )
    max_rel = getattr(opt, "max_relative_positions", 0)
    if max_rel < 0:
        raise OptionError(
            key + " supports absolute or Shaw relative positions, not "
            f"max_relative_positions {max_rel} (rotary/ALiBi) in step-by-step decoding"
        )
    window = getattr(opt, "sliding_window", 0)
    if window:
        raise OptionError(key + f" does not support sliding_window (got {window})")
