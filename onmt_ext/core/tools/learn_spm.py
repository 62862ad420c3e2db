"""`onmt_ext_spm_train`: learn a SentencePiece model with what onmt_ext installs.

    onmt_ext_spm_train -input train.src train.tgt -model_prefix spm -vocab_size 8000

writes `spm.model` (what `src_subword_model`/`tgt_subword_model` name) and `spm.vocab`,
like SentencePiece's own `spm_train --model_prefix=spm`. SentencePiece's command-line
tools are not a dependency; OpenNMT's tokenizer (pyonmttok, which the `onmt_tokenize`
transform uses) carries the same trainer. Both files are written under a temporary name
in the same folder and renamed at the end, so an interrupted run leaves no partial model.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

from onmt_ext.core.errors import InputError, run_command

PROG = "onmt_ext_spm_train"


class SpmError(InputError):
    """A bad input or a trainer failure, reported as one line."""


def learn(inputs: list[str], model_prefix: str, vocab_size: int = 8000,
          character_coverage: float = 0.9995, model_type: str = "unigram",
          input_sentence_size: int = 0) -> Path:
    """Learn one SentencePiece model on all ``inputs``; returns the path of ``.model``."""
    import pyonmttok

    for path in inputs:
        if not Path(path).is_file():
            raise SpmError(f"-input {path}: no such file")
    prefix = Path(model_prefix[:-len(".model")] if model_prefix.endswith(".model")
                  else model_prefix)
    if not prefix.parent.is_dir():
        raise SpmError(f"-model_prefix {model_prefix}: folder {prefix.parent} does not exist")
    options = {"vocab_size": vocab_size, "character_coverage": character_coverage,
               "model_type": model_type}
    if input_sentence_size > 0:  # a random sample of the lines instead of all of them
        options.update(input_sentence_size=input_sentence_size, shuffle_input_sentence=True)
    learner = pyonmttok.SentencePieceLearner(keep_vocab=True, **options)
    for path in inputs:
        learner.ingest_file(path)
    tmp = prefix.parent / f".{prefix.name}.tmp-{os.getpid()}"
    try:
        learner.learn(str(tmp))
    except RuntimeError as error:
        raise SpmError(_one_line(str(error), vocab_size)) from error
    finally:
        if not Path(f"{tmp}.model").is_file():
            Path(f"{tmp}.vocab").unlink(missing_ok=True)
    os.replace(f"{tmp}.vocab", f"{prefix}.vocab")
    os.replace(f"{tmp}.model", f"{prefix}.model")
    return Path(f"{prefix}.model")


def _one_line(message: str, vocab_size: int) -> str:
    """SentencePiece's error without its source location; a too-large vocabulary named."""
    too_high = re.search(r"Vocabulary size too high .*?<= (\d+)", message)
    if too_high:
        return (f"-vocab_size {vocab_size} is more pieces than this text has: pass "
                f"-vocab_size {too_high.group(1)} or less (or give more text)")
    return "SentencePiece training failed: " + re.sub(r"^.*\]\s*", "", message.strip())


def main(argv: list[str] | None = None) -> None:
    """The console script: `run`, a bad input as one error line with exit status 2."""
    run_command(PROG, run, argv)


def run(argv: list[str] | None = None) -> None:
    """`onmt_ext_spm_train` on `argv`; raises SpmError or OSError for bad input."""
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__, allow_abbrev=False,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-input", "--input", nargs="+", required=True,
                        help="raw-text files to learn from (e.g. train.src train.tgt for "
                             "a joint model)")
    parser.add_argument("-model_prefix", "--model_prefix", required=True,
                        help="writes <model_prefix>.model and <model_prefix>.vocab")
    parser.add_argument("-vocab_size", "--vocab_size", type=int, default=8000,
                        help="number of pieces (default %(default)s, as spm_train)")
    parser.add_argument("-character_coverage", "--character_coverage", type=float,
                        default=0.9995, help="share of characters kept as pieces (default "
                        "%(default)s, as spm_train; 1.0 for small alphabets)")
    parser.add_argument("-model_type", "--model_type", default="unigram",
                        choices=["unigram", "bpe", "char", "word"])
    parser.add_argument("-input_sentence_size", "--input_sentence_size", type=int, default=0,
                        help="learn from a random sample of this many lines (default: all)")
    args = parser.parse_args(argv)
    model = learn(args.input, args.model_prefix, args.vocab_size,
                  args.character_coverage, args.model_type, args.input_sentence_size)
    print(f"{PROG}: wrote {model} and {model.with_suffix('.vocab')}")


if __name__ == "__main__":
    main()
