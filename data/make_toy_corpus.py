"""Deterministic synthetic parallel corpus with word reordering (standard library only).

The source side is a tiny English-like SVO language, the target side an invented SOV
language with post-nominal adjectives, NP-final determiners, postpositions and noun-class
agreement.  The target sentence is a pure function of the source sentence
(:func:`translate_source`); only the sampling of source sentences depends on ``--seed``.

Usage::

    python data/make_toy_corpus.py --out DIR [--seed 1234] [--train 20000 --valid 500 --test 500]
    python data/make_toy_corpus.py --out DIR --check      # + copy / monotone BLEU baselines

Writes ``DIR/{train,valid,test}.{src,tgt}``, ``DIR/README.txt`` and a stamp file
``DIR/.toy_corpus_stamp.json``; re-running with the same arguments does nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

CORPUS_VERSION = 1
STAMP_NAME = ".toy_corpus_stamp.json"
SPLITS = ("train", "valid", "test")
SIDES = ("src", "tgt")

# ---------------------------------------------------------------------------
# Lexicon: source word -> target stem.  Nouns carry a class: "a" (animate) / "i" (inanimate).
# ---------------------------------------------------------------------------
# fmt: off
ANIMATE_NOUNS = {
    "cat": "selan", "dog": "supun", "bird": "lotel", "horse": "pute", "farmer": "dadu",
    "teacher": "maver", "child": "vadi", "king": "getu", "queen": "mitu", "doctor": "dade",
    "fox": "vohi", "wolf": "rine", "rabbit": "betu", "sailor": "ribon", "baker": "tule",
    "student": "kola", "monkey": "tudi", "tiger": "suru", "mouse": "tano", "soldier": "tabi",
}
INANIMATE_NOUNS = {
    "table": "gono", "house": "sarin", "river": "ramir", "book": "lozol", "garden": "lune",
    "car": "zuno", "tree": "gomer", "stone": "mepo", "bridge": "kinas", "window": "duse",
    "door": "vuga", "box": "zulo", "road": "togon", "ship": "moka", "chair": "papun",
    "apple": "supa", "letter": "doki", "mountain": "diral", "lamp": "rorin", "cup": "bibi",
}
ADJECTIVES = {
    "big": "bevas", "small": "kupun", "red": "bivi", "old": "sevu", "young": "sede",
    "happy": "zobel", "green": "sapi", "tall": "muso", "quiet": "bisar", "brave": "rese",
    "dark": "dari", "heavy": "tale", "bright": "kohil", "angry": "roba", "clever": "kepe",
    "lazy": "redu", "strange": "giku", "cold": "paha", "warm": "koze", "yellow": "maner",
}
VERBS = {
    "sees": "husi", "likes": "zepi", "finds": "guzu", "follows": "veve", "carries": "pohe",
    "paints": "heke", "builds": "bava", "watches": "vuvo", "helps": "tupen", "pushes": "havo",
    "opens": "hari", "visits": "vuve", "chases": "ruvo", "holds": "munu", "buys": "mokol",
    "sells": "sage", "remembers": "miha", "draws": "kiki", "feeds": "reba", "greets": "regel",
}
DETERMINERS = {"the": "vo", "a": "mi", "this": "bil", "that": "ra", "every": "vun"}
PREPOSITIONS = {"in": "te", "near": "tan", "with": "her", "under": "zo", "behind": "gi", "on": "vu"}
# fmt: on

# Agreement suffixes, indexed by noun class.
ADJ_SUFFIX = {"a": "ka", "i": "lu"}  # adjective agrees with its head noun
VERB_SUFFIX = {"a": "ta", "i": "mo"}  # verb agrees with the subject noun

NOUNS = {**ANIMATE_NOUNS, **INANIMATE_NOUNS}
NOUN_CLASS = {**{n: "a" for n in ANIMATE_NOUNS}, **{n: "i" for n in INANIMATE_NOUNS}}

# Sampling distribution (source side).
ADJ_COUNT_WEIGHTS = (0.5, 0.3, 0.2)  # P(0 / 1 / 2 adjectives) in a noun phrase
PP_PROB = 0.4  # probability of a trailing prepositional phrase

README_EXAMPLE = "the big dog sees a red house near this old river"


# ---------------------------------------------------------------------------
# Grammar: parsing and translation
# ---------------------------------------------------------------------------
def _parse_np(tokens: list[str], i: int) -> tuple[tuple[str, list[str], str], int]:
    """Parse ``DET ADJ* NOUN`` starting at ``i``; return ((det, adjs, noun), next index)."""
    if i >= len(tokens) or tokens[i] not in DETERMINERS:
        raise ValueError(f"expected a determiner at position {i}: {' '.join(tokens)!r}")
    det = tokens[i]
    i += 1
    adjs: list[str] = []
    while i < len(tokens) and tokens[i] in ADJECTIVES:
        adjs.append(tokens[i])
        i += 1
    if i >= len(tokens) or tokens[i] not in NOUNS:
        raise ValueError(f"expected a noun at position {i}: {' '.join(tokens)!r}")
    return (det, adjs, tokens[i]), i + 1


def _parse(tokens: list[str]):
    """Parse ``NP VERB NP [PREP NP]``."""
    subj, i = _parse_np(tokens, 0)
    if i >= len(tokens) or tokens[i] not in VERBS:
        raise ValueError(f"expected a verb at position {i}: {' '.join(tokens)!r}")
    verb = tokens[i]
    obj, i = _parse_np(tokens, i + 1)
    pp = None
    if i < len(tokens):
        if tokens[i] not in PREPOSITIONS:
            raise ValueError(f"expected a preposition at position {i}: {' '.join(tokens)!r}")
        prep = tokens[i]
        pp_np, i = _parse_np(tokens, i + 1)
        pp = (prep, pp_np)
    if i != len(tokens):
        raise ValueError(f"trailing tokens: {' '.join(tokens)!r}")
    return subj, verb, obj, pp


def translate_word(word: str, agree_class: str | None = None) -> str:
    """Target form of one source word; ``agree_class`` selects the agreement suffix."""
    if word in NOUNS:
        return NOUNS[word]
    if word in ADJECTIVES:
        return ADJECTIVES[word] + ADJ_SUFFIX[agree_class]
    if word in VERBS:
        return VERBS[word] + VERB_SUFFIX[agree_class]
    if word in DETERMINERS:
        return DETERMINERS[word]
    if word in PREPOSITIONS:
        return PREPOSITIONS[word]
    raise ValueError(f"unknown source word {word!r}")


def _translate_np(np: tuple[str, list[str], str]) -> list[str]:
    det, adjs, noun = np
    cls = NOUN_CLASS[noun]
    return [NOUNS[noun]] + [translate_word(a, cls) for a in adjs] + [DETERMINERS[det]]


def translate_source(tokens: list[str]) -> list[str]:
    """Reference ("grammar") translation of a tokenised source sentence.

    NP  ``det adj* noun``         -> ``noun adj'* det'`` (adjectives agree with the noun class)
    PP  ``prep NP``               -> ``NP' postp``
    S   ``NPsubj verb NPobj [PP]``  -> ``NPsubj' NPobj' [PP'] verb'`` (verb agrees with subject)
    """
    subj, verb, obj, pp = _parse(list(tokens))
    out = _translate_np(subj) + _translate_np(obj)
    if pp is not None:
        prep, pp_np = pp
        out += _translate_np(pp_np) + [PREPOSITIONS[prep]]
    out.append(translate_word(verb, NOUN_CLASS[subj[2]]))
    return out


def monotone_translate(tokens: list[str]) -> list[str]:
    """Word-by-word translation in source order, with correct agreement but no reordering.

    It uses exactly the same target word forms as :func:`translate_source` (same multiset),
    so the gap between the two isolates the effect of word order.
    """
    subj, verb, obj, pp = _parse(list(tokens))
    out: list[str] = []
    nps = [subj, obj] + ([pp[1]] if pp is not None else [])

    def np_monotone(np):
        det, adjs, noun = np
        cls = NOUN_CLASS[noun]
        return [DETERMINERS[det]] + [translate_word(a, cls) for a in adjs] + [NOUNS[noun]]

    out += np_monotone(nps[0])
    out.append(translate_word(verb, NOUN_CLASS[subj[2]]))
    out += np_monotone(nps[1])
    if pp is not None:
        out.append(PREPOSITIONS[pp[0]])
        out += np_monotone(pp[1])
    return out


# ---------------------------------------------------------------------------
# Sampling
# ---------------------------------------------------------------------------
_NOUN_LIST = list(NOUNS)
_ADJ_LIST = list(ADJECTIVES)
_VERB_LIST = list(VERBS)
_DET_LIST = list(DETERMINERS)
_PREP_LIST = list(PREPOSITIONS)


def _sample_np(rng: random.Random) -> list[str]:
    n_adj = rng.choices((0, 1, 2), weights=ADJ_COUNT_WEIGHTS)[0]
    return [rng.choice(_DET_LIST)] + rng.sample(_ADJ_LIST, n_adj) + [rng.choice(_NOUN_LIST)]


def sample_sentence(rng: random.Random) -> list[str]:
    """One source sentence (5-14 tokens)."""
    tokens = _sample_np(rng) + [rng.choice(_VERB_LIST)] + _sample_np(rng)
    if rng.random() < PP_PROB:
        tokens += [rng.choice(_PREP_LIST)] + _sample_np(rng)
    return tokens


# ---------------------------------------------------------------------------
# Corpus generation
# ---------------------------------------------------------------------------
def _paths(out_dir: str) -> dict[str, str]:
    return {
        f"{split}.{side}": os.path.join(out_dir, f"{split}.{side}")
        for split in SPLITS
        for side in SIDES
    }


def _stamp(seed: int, n_train: int, n_valid: int, n_test: int) -> dict:
    return {
        "version": CORPUS_VERSION,
        "seed": seed,
        "train": n_train,
        "valid": n_valid,
        "test": n_test,
    }


def _read_stamp(out_dir: str) -> dict | None:
    try:
        with open(os.path.join(out_dir, STAMP_NAME), encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def is_up_to_date(out_dir: str, seed: int, n_train: int, n_valid: int, n_test: int) -> bool:
    files = list(_paths(out_dir).values()) + [os.path.join(out_dir, "README.txt")]
    if not all(os.path.isfile(p) for p in files):
        return False
    return _read_stamp(out_dir) == _stamp(seed, n_train, n_valid, n_test)


def _count_lines(path: str) -> int:
    with open(path, encoding="utf-8") as f:
        return sum(1 for _ in f)


def _write_lines(path: str, lines: list[str]) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.writelines(line + "\n" for line in lines)
    os.replace(tmp, path)


def _lexicon_table() -> str:
    rows = []
    for title, table in (
        ("animate nouns (class a)", ANIMATE_NOUNS),
        ("inanimate nouns (class i)", INANIMATE_NOUNS),
        ("adjectives (stem)", ADJECTIVES),
        ("verbs (stem)", VERBS),
        ("determiners", DETERMINERS),
        ("prepositions -> postpositions", PREPOSITIONS),
    ):
        rows.append(f"  {title}:")
        items = [f"{s}={t}" for s, t in table.items()]
        for k in range(0, len(items), 8):
            rows.append("    " + " ".join(items[k : k + 8]))
    return "\n".join(rows)


def readme_text(seed: int, counts: dict[str, int]) -> str:
    example = README_EXAMPLE.split()
    return f"""Toy reordering corpus (onmt_ext, data/make_toy_corpus.py, version {CORPUS_VERSION})
=====================================================================

Synthetic, deterministic parallel corpus; no download.  seed={seed},
train={counts["train"]} valid={counts["valid"]} test={counts["test"]} sentence pairs.
Files: {{train,valid,test}}.{{src,tgt}}, one whitespace-tokenised sentence per line.
Splits are disjoint (every source sentence occurs at most once in the whole corpus).

Source grammar (English-like, SVO, 5-14 tokens):
  S   -> NP VERB NP [PP]          (PP with probability {PP_PROB})
  NP  -> DET ADJ{{0,2}} NOUN        (0/1/2 distinct adjectives with prob. {ADJ_COUNT_WEIGHTS})
  PP  -> PREP NP
  {len(NOUNS)} nouns (20 animate, 20 inanimate), {len(ADJECTIVES)} adjectives, {len(VERBS)} verbs,
  {len(DETERMINERS)} determiners, {len(PREPOSITIONS)} prepositions; uniform word choice.

Target language (a pure function of the source; SOV, head-initial NPs):
  NP'  = NOUN ADJ'* DET            adjectives follow the noun (same order), determiner last
  PP'  = NP' POSTP                 prepositions become postpositions
  S'   = NPsubj' NPobj' [PP'] VERB'  verb moves to the end of the clause
  Agreement (suffix for animate / inanimate noun class):
    adjective stem + "{ADJ_SUFFIX["a"]}" / "{ADJ_SUFFIX["i"]}" (agrees with its head noun)
    verb stem + "{VERB_SUFFIX["a"]}" / "{VERB_SUFFIX["i"]}" (agrees with the subject noun)

Example:
  src: {" ".join(example)}
  tgt: {" ".join(translate_source(example))}
  word-by-word without reordering: {" ".join(monotone_translate(example))}

Lexicon (source=target stem):
{_lexicon_table()}
"""


def generate_corpus(
    out_dir: str,
    seed: int = 1234,
    n_train: int = 20000,
    n_valid: int = 500,
    n_test: int = 500,
    force: bool = False,
    verbose: bool = False,
) -> dict[str, int]:
    """Write the corpus into ``out_dir``; return line counts per split.

    Does nothing (files untouched) if the corpus exists and its stamp records the same
    arguments, unless ``force``.
    """
    for name, n in (("n_train", n_train), ("n_valid", n_valid), ("n_test", n_test)):
        if n < 0:
            raise ValueError(f"{name} must be >= 0, got {n}")
    paths = _paths(out_dir)
    if not force and is_up_to_date(out_dir, seed, n_train, n_valid, n_test):
        counts = {split: _count_lines(paths[f"{split}.src"]) for split in SPLITS}
        if verbose:
            print(f"{out_dir}: up to date ({counts})")
        return counts

    os.makedirs(out_dir, exist_ok=True)
    stamp_path = os.path.join(out_dir, STAMP_NAME)
    if os.path.exists(stamp_path):
        os.remove(stamp_path)  # invalidate while rewriting

    rng = random.Random(seed)
    total = n_train + n_valid + n_test
    seen: set[str] = set()
    sentences: list[str] = []
    attempts, max_attempts = 0, 50 * total + 1000
    while len(sentences) < total:
        attempts += 1
        if attempts > max_attempts:
            raise RuntimeError(f"could not sample {total} distinct sentences")
        sent = " ".join(sample_sentence(rng))
        if sent not in seen:
            seen.add(sent)
            sentences.append(sent)

    # test first, then valid, then train: small held-out splits are stable across --train.
    split_sents = {
        "test": sentences[:n_test],
        "valid": sentences[n_test : n_test + n_valid],
        "train": sentences[n_test + n_valid :],
    }
    counts = {}
    for split in SPLITS:
        src = split_sents[split]
        tgt = [" ".join(translate_source(s.split())) for s in src]
        _write_lines(paths[f"{split}.src"], src)
        _write_lines(paths[f"{split}.tgt"], tgt)
        counts[split] = len(src)

    with open(os.path.join(out_dir, "README.txt"), "w", encoding="utf-8") as f:
        f.write(readme_text(seed, counts))
    with open(stamp_path, "w", encoding="utf-8") as f:
        json.dump(_stamp(seed, n_train, n_valid, n_test), f, sort_keys=True)
        f.write("\n")
    if verbose:
        print(f"{out_dir}: wrote {counts}")
    return counts


# ---------------------------------------------------------------------------
# Baselines
# ---------------------------------------------------------------------------
def check_baselines(out_dir: str, split: str = "test") -> dict:
    """sacrebleu BLEU objects of trivial systems on ``split``.

    Systems: copy of the source, monotone lexicon translation, and the grammar reference
    itself (sanity check, 100).  ``.score`` is the BLEU, ``.precisions`` the n-gram precisions.
    """
    import sacrebleu  # only needed for --check

    with open(os.path.join(out_dir, f"{split}.src"), encoding="utf-8") as f:
        src = [line.rstrip("\n") for line in f]
    with open(os.path.join(out_dir, f"{split}.tgt"), encoding="utf-8") as f:
        ref = [line.rstrip("\n") for line in f]
    systems = {
        "copy source": src,
        "monotone lexicon (no reordering)": [" ".join(monotone_translate(s.split())) for s in src],
        "grammar reference (sanity)": [" ".join(translate_source(s.split())) for s in src],
    }
    return {name: sacrebleu.corpus_bleu(hyp, [ref]) for name, hyp in systems.items()}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, help="output directory")
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--train", type=int, default=20000, help="training sentence pairs")
    p.add_argument("--valid", type=int, default=500, help="validation sentence pairs")
    p.add_argument("--test", type=int, default=500, help="test sentence pairs")
    p.add_argument("--force", action="store_true", help="regenerate even if up to date")
    p.add_argument(
        "--check",
        action="store_true",
        help="print sacrebleu BLEU of copy / monotone baselines on the test split",
    )
    args = p.parse_args(argv)
    generate_corpus(
        args.out, args.seed, args.train, args.valid, args.test, force=args.force, verbose=True
    )
    if args.check:
        for name, bleu in check_baselines(args.out).items():
            prec = "/".join(f"{x:.1f}" for x in bleu.precisions)
            print(f"BLEU test {name:34s} {bleu.score:6.2f}  (1-4gram precision {prec})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
