"""`onmt_ext_score`: sacrebleu BLEU and chrF of detokenised hypotheses, with signatures.

    onmt_ext_score -hyp pred.txt -ref ref.txt [-copy_baseline src.txt]
"""

from __future__ import annotations

import argparse
import json
import sys

import sacrebleu

from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import DataError, run_command
from onmt_ext.core.files.atomic_save import replace_text


def read_lines(path: str) -> list[str]:
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def score(hyps: list[str], refs: list[str]) -> dict:
    """BLEU and chrF (sacrebleu defaults) with their signatures."""
    if len(hyps) != len(refs):
        raise DataError(f"{len(hyps)} hypotheses but {len(refs)} references; give files "
                        "with one line per sentence, line-aligned")
    bleu = sacrebleu.metrics.BLEU()
    chrf = sacrebleu.metrics.CHRF()
    bleu_score = bleu.corpus_score(hyps, [refs])
    chrf_score = chrf.corpus_score(hyps, [refs])
    return {
        "bleu": round(bleu_score.score, 2),
        "chrf": round(chrf_score.score, 2),
        "bleu_signature": str(bleu.get_signature()),
        "chrf_signature": str(chrf.get_signature()),
    }


# The marks of subword pieces left in text: SentencePiece's word start, BPE's continuation
# (subword-nmt), OpenNMT tokenizer's joiner.
PIECE_MARKS = {"\u2581": "'\u2581' (SentencePiece)", "@@ ": "'@@ ' (BPE)",
               "\uffed": "'\uffed' (OpenNMT's joiner)"}


def _marked(lines: list[str], mark: str) -> int:
    """How many of `lines` hold `mark` (a BPE mark also at a line's end)."""
    return sum(1 for line in lines if mark in line
               or (mark == "@@ " and line.rstrip().endswith("@@")))


def pieces_warning(path: str, hyps: list[str], refs: list[str]) -> str | None:
    """A warning when the hypotheses of `path` look like subword pieces (at least half of
    their non-blank lines hold a piece mark that the references do not): scored as they
    are, pieces get a BLEU near 0 with nothing to say why. None otherwise."""
    filled = [line for line in hyps if line.strip()]
    for mark, name in PIECE_MARKS.items():
        count = _marked(filled, mark)
        if filled and 2 * count >= len(filled) and not _marked(refs, mark):
            return (f"-hyp {path} looks like subword pieces ({name} in {count} of "
                    f"{len(filled)} lines), which score near 0: translate with the model's "
                    "transforms (onmt_translate applies them unless -transforms or "
                    "-no_transforms_from_model is given) or detokenise the file first")
    return None


def main(argv: list[str] | None = None) -> None:
    """The console script: `run`, a bad input as one error line with exit status 2."""
    run_command("onmt_ext_score", run, argv)


def run(argv: list[str] | None = None) -> None:
    """`onmt_ext_score` on `argv`; raises DataError, OutputError or OSError for bad input."""
    parser = argparse.ArgumentParser(prog="onmt_ext_score", description=__doc__,
                                     allow_abbrev=False)
    parser.add_argument("-hyp", "--hyp", required=True, help="detokenised hypotheses")
    parser.add_argument("-ref", "--ref", required=True, help="references")
    parser.add_argument("-copy_baseline", "--copy_baseline",
                        help="source file: also score copying the source as the output")
    parser.add_argument("-json", "--json", help="write the scores to this JSON file")
    args = parser.parse_args(argv)
    # before reading anything: a -json naming an input would replace it with the scores
    check_output(args.json, "-json", {"-hyp": args.hyp, "-ref": args.ref,
                                      "-copy_baseline": args.copy_baseline})
    refs, hyps = read_lines(args.ref), read_lines(args.hyp)
    warning = pieces_warning(args.hyp, hyps, refs)
    if warning is not None:
        print(f"onmt_ext_score: warning: {warning}", file=sys.stderr, flush=True)
    result = score(hyps, refs)
    if args.copy_baseline:
        copy = score(read_lines(args.copy_baseline), refs)
        result["copy_bleu"], result["copy_chrf"] = copy["bleu"], copy["chrf"]
    print(f"BLEU {result['bleu']:.2f}  ({result['bleu_signature']})")
    print(f"chrF {result['chrf']:.2f}  ({result['chrf_signature']})")
    if args.copy_baseline:
        print(f"copy-the-source baseline: BLEU {result['copy_bleu']:.2f}  "
              f"chrF {result['copy_chrf']:.2f}")
    if args.json:  # temporary file, then rename: a crash leaves no partial JSON
        replace_text(args.json, json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
