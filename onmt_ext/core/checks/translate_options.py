"""Numbers of `onmt_translate` that OpenNMT takes without a check: `-beam_size 0` ends in
"RuntimeError: step must be nonzero" deep in the beam search, `-batch_size 0` translates
one sentence at a time after a misleading warning, `-n_best` above `-beam_size` ends in an
IndexError once the first batch is translated. Checked before any model is loaded. And
`-precision int8`, which OpenNMT-py 3.5.1 accepts and ignores: said in a warning."""

from __future__ import annotations

from onmt_ext.core.errors import OptionError

# key -> (the least value, what the value means)
AT_LEAST_ONE = {
    "beam_size": "the hypotheses kept per sentence (1: greedy search)",
    "batch_size": "sentences (or tokens, with -batch_type tokens) translated at once",
    "n_best": "translations written per sentence",
}


def check_translate_numbers(opt) -> None:
    """Raise OptionError naming the key and value unless each of `AT_LEAST_ONE` is >= 1."""
    for key, meaning in AT_LEAST_ONE.items():
        value = getattr(opt, key, None)
        if value is not None and value < 1:
            raise OptionError(f"-{key} {value}: must be at least 1 ({meaning})")
    n_best, beam = getattr(opt, "n_best", None), getattr(opt, "beam_size", None)
    if n_best is not None and beam is not None and n_best > beam:
        raise OptionError(
            f"-n_best {n_best} is more than -beam_size {beam}: the beam search keeps "
            f"{beam} hypotheses per sentence; give -n_best {beam} or less, or -beam_size "
            f"{n_best} or more")


# OpenNMT-py 3.5.1's `load_test_model` quantises under `if opt.precision == torch.int8`,
# comparing the option's string "int8" with a torch dtype: never true, so `-precision int8`
# loads and translates the float32 model. Not an error (the translation is correct), but
# not silently ignored either.
INT8_IGNORED = ("-precision int8: OpenNMT-py 3.5.1 translates in float32 (its model loader "
                "never quantises: it compares the option's string with torch.int8); the "
                "translations and speed are those of -precision fp32")


def precision_warning(opt) -> str | None:
    """INT8_IGNORED when `opt` asks for `-precision int8`, else None."""
    return INT8_IGNORED if getattr(opt, "precision", "") == "int8" else None
