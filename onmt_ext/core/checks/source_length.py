"""Source lines far longer than a model was trained on, found before translating.

A paragraph never split into sentences (one line of 6,000 words among short ones) reached
OpenNMT's beam search as it was: the encoder's attention grows with the square of its
length, and the translation ran for minutes without a word. Before any model is loaded,
`-src` is read once and every line longer than the bound is counted; the first is named
(file, line number, length). The bound is `-src_max_tokens`, by default the
`src_seq_length` the -model was trained with (what OpenNMT's `filtertoolong` kept; 192 by
default), in whitespace-separated tokens of `-src` as written (a subword tokenizer makes
more of them, never fewer). Then, by `-long_src`:

* `truncate` (the default): the long lines are translated from their first `bound` tokens
  (onmt_ext.core.tools.translate_input), after one warning line;
* `refuse`: the command stops with one error line.
"""

from __future__ import annotations

from dataclasses import dataclass

from onmt_ext.core.errors import OptionError

MAX_TOKENS = "src_max_tokens"
LONG_SRC = "long_src"
TRUNCATE, REFUSE = "truncate", "refuse"
DEFAULT_SEQ_LENGTH = 192  # OpenNMT-py 3.5.1's src_seq_length (filtertoolong)


def add_translate_options(parser) -> None:
    """`-src_max_tokens` and `-long_src` (every parser OpenNMT builds with its translate
    options)."""
    group = parser.add_argument_group("onmt_ext: long source lines")
    group.add(
        f"--{MAX_TOKENS}", f"-{MAX_TOKENS}", type=int, default=0,
        help="The longest -src line, in whitespace-separated tokens, translated as it is "
             "(0: the src_seq_length the -model was trained with). A longer line is named "
             "before any work, then truncated or refused (-long_src).",
    )
    group.add(
        f"--{LONG_SRC}", f"-{LONG_SRC}", choices=[TRUNCATE, REFUSE], default=TRUNCATE,
        help="A -src line longer than -src_max_tokens: 'truncate' translates its first "
             "-src_max_tokens tokens (one warning names the line), 'refuse' stops with an "
             "error naming it.",
    )


@dataclass
class LongLines:
    """The lines of a file longer than `bound` tokens: how many, and the first of them
    (1-based line number and its length)."""

    bound: int
    count: int = 0
    first_line: int = 0
    first_length: int = 0


def find_long_lines(path: str, bound: int) -> LongLines:
    """Count the lines of `path` with more than `bound` whitespace-separated tokens."""
    found = LongLines(bound)
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, 1):
            length = len(line.split())
            if length > bound:
                found.count += 1
                if found.count == 1:
                    found.first_line, found.first_length = number, length
    return found


def bound_of(opt, ckpt_opt) -> tuple[int, str]:
    """The bound for a translation `opt` of a model trained with `ckpt_opt`, and where it
    comes from (for the messages).

    Raises:
        OptionError: a negative `-src_max_tokens`.
    """
    given = getattr(opt, MAX_TOKENS, 0) or 0
    if given < 0:
        raise OptionError(f"-{MAX_TOKENS} {given}: must be at least 1 (or 0: the "
                          "src_seq_length the -model was trained with)")
    if given:
        return given, f"-{MAX_TOKENS}"
    trained = getattr(ckpt_opt, "src_seq_length", None) or DEFAULT_SEQ_LENGTH
    return int(trained), "the src_seq_length the -model was trained with"


def check_source_length(opt, ckpt_opt, model_path: str) -> str | None:
    """Name the lines of `-src` longer than the bound: raise with `-long_src refuse`, else
    return the warning line (None: no long line) and set `-src_max_tokens` to the bound,
    which onmt_ext.core.tools.translate_input truncates them to.

    Raises:
        OptionError: `-long_src refuse` and a line over the bound.
    """
    bound, origin = bound_of(opt, ckpt_opt)
    found = find_long_lines(opt.src, bound)
    if not found.count:
        return None
    others = f" (and {found.count - 1} more lines)" if found.count > 1 else ""
    where = (f"-src {opt.src} line {found.first_line} has {found.first_length} tokens{others}, "
             f"more than {bound} ({origin}")
    where += f", {model_path})" if origin.endswith("trained with") else ")"
    if getattr(opt, LONG_SRC, TRUNCATE) == REFUSE:
        raise OptionError(f"{where}: split such lines into sentences, or leave out -{LONG_SRC} "
                          f"{REFUSE} to translate their first {bound} tokens")
    setattr(opt, MAX_TOKENS, bound)
    return (f"{where}: translating their first {bound} tokens; split such lines into "
            f"sentences, or give -{MAX_TOKENS} N (-{LONG_SRC} {REFUSE} stops instead)")
