"""Formatting shared by every part of a report: numbers, markdown table lines, verdict words."""

from __future__ import annotations

from experiments import stats

VERDICT_ORDER = stats.VERDICTS


CLAIM_WORDS = {"+": "better than", "-": "worse than", "=": "no clear difference from"}


RUN_HEADER = ["params", "train time", "train tgt tok/s", "translate tok/s",
              "checkpoint (val BLEU)", "commit"]


def fmt_mean(values: list[float], digits: int = 2, signed: bool = False) -> str:
    """``mean ± sd`` over seeds (``mean`` for one value, ``-`` for none); `signed`: the
    mean with its sign (a change)."""
    if not values:
        return "-"
    mean, sd = stats.mean_sd(values)
    text = f"{mean:{'+' if signed else ''}.{digits}f}"
    return text + (f" ± {sd:.{digits}f}" if sd is not None else "")


def fmt_duration(seconds: list[float]) -> str:
    """Mean (± sd) wall time in s, min or h."""
    scale, unit = (1, "s") if max(seconds) < 120 else (60, "min") if max(seconds) < 7200 else (
        3600, "h")
    return f"{fmt_mean([s / scale for s in seconds], 1)} {unit}"


def fmt_p(pvalues: list[float]) -> str:
    return "/".join(f"{p:.3f}" for p in pvalues) if pvalues else "n/a"


def n_seeds(n: int) -> str:
    """``1 seed``, ``3 seeds``."""
    return f"{n} seed{'s' if n != 1 else ''}"


def markdown_row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def markdown_head(header: list[str]) -> list[str]:
    """The header line of a markdown table and its separator line."""
    return [markdown_row(header), "|" + "---|" * len(header)]
