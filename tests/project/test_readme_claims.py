"""README's prose about the claims, checked against the committed results: what it says of
MUTE against `+ Relative` (its seed counts; the seeds where MUTE is below, above, or of
mixed signs, those named with their differences; the means, sds and 95% interval ends,
below the paper's +0.6; its verdicts and Holm-adjusted p) and the range of seeds at which
the aggregation and DenseNMT claims would be decided (the generated Results in brief)."""

from __future__ import annotations

import json
import math
import re
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


README = (REPO / "README.md").read_text(encoding="utf-8")
TESTS = ("test_2016_flickr", "test_2017_flickr")


def _bleu(row: str) -> dict[str, dict[str, float]]:
    runs = json.loads((REPO / "results" / "mute-table2" / row / "result.json").read_text(
        encoding="utf-8"))["runs"]
    return {seed: {t: run["tests"][t]["bleu"] for t in TESTS} for seed, run in runs.items()}


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve")


def test_the_mute_sentence_holds_for_the_committed_seeds():
    """The seed counts README names are those of the results; so are the seeds where MUTE
    is below or above `+ Relative`, the mean differences and the ends of their 95%
    intervals, and these lie below the paper's +0.6 (a new seed that moves any of them
    fails here: the sentence must change)."""
    text = " ".join(README.split())
    mute, relative = _bleu("mute"), _bleu("transformer-relative")
    common = sorted(set(mute) & set(relative))
    diffs = {t: [mute[s][t] - relative[s][t] for s in common] for t in TESTS}
    below = [s for i, s in enumerate(common) if all(diffs[t][i] < 0 for t in TESTS)]
    above = [s for i, s in enumerate(common) if all(diffs[t][i] > 0 for t in TESTS)]
    mixed = [s for s in common if s not in below + above]
    assert (f"(`+ Relative` {NUMBER_WORDS[len(relative)]} seeds, MUTE "
            f"{NUMBER_WORDS[len(mute)]}") in text
    assert (f"Over the {NUMBER_WORDS[len(common)]} seeds both have, MUTE is below `+ Relative` "
            f"in {NUMBER_WORDS[len(below)]} on both test sets and above it in "
            f"{NUMBER_WORDS[len(above)]}") in text
    # the seeds named with their differences: those above on both, and those of mixed signs
    if mixed:
        assert f"in {NUMBER_WORDS[len(mixed)]} the signs differ" in text
    else:
        assert "the signs differ" not in text
    for seed in above + mixed:
        named = re.search(rf"\(seed {seed.removeprefix('seed')}: ([-+]\d+\.\d+) / "
                          rf"([-+]\d+\.\d+)\)", text)
        assert named, f"README does not name {seed} with its differences"
        i = common.index(seed)
        for test, shown in zip(TESTS, named.groups()):
            assert abs(float(shown) - diffs[test][i]) <= 0.011, (seed, test, shown)
    # the means, sds and interval ends: those of the generated Results in brief's row
    row = next(line for line in README.splitlines()
               if line.startswith("| [mute-table2]") and "| MUTE (4 units) > + Relative |" in line)
    found = re.search(r"2016: ([-+]\d+\.\d+) ± (\d+\.\d+) / 2017: ([-+]\d+\.\d+) ± "
                      r"(\d+\.\d+) \(\d+\)", row)
    ends = re.search(r"rules out a gain above ([-+]\d+\.\d+) \(2016\) / ([-+]\d+\.\d+) "
                     r"\(2017\)", row)
    mean16, sd16, mean17, sd17 = found.groups()
    high16, high17 = ends.groups()
    from experiments import stats

    for test, mean, sd, high in ((TESTS[0], mean16, sd16, high16),
                                 (TESTS[1], mean17, sd17, high17)):
        # the stored BLEU is rounded to 2 decimals; the report uses sacrebleu's unrounded
        # scores: the differences here may be off by 0.01 in the last digit
        interval = stats.seed_interval(diffs[test])
        assert abs(float(mean) - statistics.mean(diffs[test])) <= 0.011, (test, mean)
        assert abs(float(sd) - statistics.stdev(diffs[test])) <= 0.011, (test, sd)
        assert abs(float(high) - interval.high) <= 0.011, (test, high)
    assert (f"mean differences are {mean16} ± {sd16} (test2016) and {mean17} ± {sd17} "
            f"(test2017); their 95% intervals reach {high16} and {high17}, so at this scale "
            "they still rule out the paper's +0.6") in text
    assert max(float(high16), float(high17)) < 0.6
    # the verdicts and the size test's Holm-adjusted p, as the generated row gives them
    verdicts = row.split(" | ")[-1]
    assert verdicts.startswith("ruled out at this scale / inconclusive"), verdicts
    holm = re.search(r"direction / size: [\d.]+ / ([\d.]+) \(2016\); [\d.]+ / ([\d.]+) "
                     r"\(2017\)", row).groups()
    assert (f"is **ruled out at this scale on test2016** (the size test's Holm-adjusted p "
            f"{holm[0]}) and inconclusive on test2017 ({holm[1]})") in text


def test_the_seed_range_of_aggregation_and_densenmt():
    brief = [line for line in README.splitlines()
             if line.startswith(("| [aggregation-table1]", "| [densenmt-table2]"))]
    needed = []
    for line in brief:
        found = re.search(r"decided at about (\d+)(?:[-/](\d+))? seeds per row", line)
        if found:
            needed += [int(n) for n in found.groups() if n]
    low, high = min(needed), max(needed)
    assert f"decided at {low}-{high} seeds a row" in " ".join(README.split())
    assert all("inconclusive" in line.split(" | ")[-1] for line in brief)


def test_the_figure_2a_sentence_holds_for_the_committed_units():
    """README's Figure 2(a) sentence names every unit count with a result, with its BLEU
    on both test sets, says one seed each while that holds, and gives the detectable effect
    of the report (a new unit count or seed fails here: the sentence must change)."""
    text = " ".join(README.split())
    found = re.search(r"\*\*MUTE Figure 2\(a\)\*\* so far \(.*?\): BLEU (.*?)\. The paper's",
                      text)
    assert found, "README lost its Figure 2(a) sentence"
    named = {int(units): (float(b16), float(b17)) for b16, b17, units in re.findall(
        r"(\d+\.\d+) / (\d+\.\d+) (?:\(test2016 / test2017\) )?with (\d+) units?",
        found.group(1))}
    folder = REPO / "results" / "mute-figure2"
    results = {}
    for path in sorted(folder.glob("units-*/result.json")):
        runs = json.loads(path.read_text(encoding="utf-8"))["runs"]
        assert list(runs) == ["seed1"], f"{path}: the sentence says one seed each"
        results[int(path.parent.name.removeprefix("units-"))] = tuple(
            runs["seed1"]["tests"][t]["bleu"] for t in TESTS)
    assert named == results
    report = (REPO / "results" / "mute-figure2.md").read_text(encoding="utf-8")
    effect = float(re.search(r"detectable effect (\d+\.\d+) at 1 seed", report).group(1))
    assert f"one seed detects only differences of about {effect:.2f} BLEU" in text
    queued = [str(u) for u in range(1, 7) if u not in results]
    if queued:
        listed = " and ".join(filter(None, [", ".join(queued[:-1]), queued[-1]]))
        assert f"{listed} units are queued" in text
    else:
        assert "units are queued" not in text


def test_the_table_6_sentence_holds_for_the_committed_runs():
    """README's Table 6 sentence: each shared-module row's BLEU and paired difference with
    the same seed of `4 Self. + 4 FFN`, the report's detectable effects and plateau slopes,
    the rows' DIV against the range over the baseline's seeds, and which way each DIV lies
    (a new seed or row fails here: the sentence must change)."""
    text = " ".join(README.split())
    found = re.search(r"\*\*MUTE Table 6\*\* (.*?)\* \*\*MUTE Figure 2\(b\)", text)
    assert found, "README lost its Table 6 sentence"
    sentence = found.group(1)
    folder = REPO / "results" / "mute-table6"
    report = (REPO / "results" / "mute-table6.md").read_text(encoding="utf-8")

    def runs(row: str) -> dict:
        return json.loads((folder / row / "result.json").read_text(encoding="utf-8"))["runs"]

    baseline = runs("attn_ffn")
    keys = ("attention_weights", "attention_outputs", "ffn_outputs")
    spans = [(min(r["diversity"][k] for r in baseline.values()),
              max(r["diversity"][k] for r in baseline.values())) for k in keys]
    assert len(baseline) == 4 and "over `4 Self. + 4 FFN`'s seeds 4-7" in sentence
    assert ("against " + ", ".join(f"{lo:.3f}-{hi:.3f}" for lo, hi in spans[:2])
            + f" and {spans[2][0]:.3f}-{spans[2][1]:.3f}") in sentence
    rows = {"attn": ("4 Self. + 1 FFN", "the units share one FFN"),
            "ffn": ("1 Self. + 4 FFN", "the units share one self-attention")}
    assert sorted(p.name for p in folder.iterdir() if (p / "result.json").is_file()) == \
        sorted([*rows, "attn_ffn"]), "a new row: the sentence must name it"
    div, effects, slopes = {}, set(), {}
    for row, (label, what) in rows.items():
        shared = runs(row)
        assert list(shared) == ["seed4"], "the sentence says seed 4 only"
        bleu = [shared["seed4"]["tests"][t]["bleu"] for t in TESTS]
        line = next(x for x in report.splitlines() if x.startswith(f"* **{label}** vs"))
        # the report's differences (unrounded scores); the rounded BLEU agree within 0.01
        diff = [re.search(rf"([+-]\d+\.\d+) BLEU on {t} ", line).group(1) for t in TESTS]
        for b, d, t in zip(bleu, diff, TESTS):
            assert abs(b - baseline["seed4"]["tests"][t]["bleu"] - float(d)) <= 0.011
        assert (f"`{label}` ({what}): BLEU {bleu[0]:.2f} / {bleu[1]:.2f}") in sentence
        assert f"{bleu[1]:.2f}{' (test2016 / test2017)' if row == 'attn' else ''}, " \
            f"{diff[0]} / {diff[1]}" in sentence
        assert "inconclusive (1 seed) on 2 of 2 test sets" in line
        effects.add(tuple(re.findall(r"detectable effect (\d+\.\d+) at 1 seed", line)))
        slopes[row] = re.search(rf"^\| {re.escape(label)} \(`{row}`\) \| 5000 \| [^|]+\| "
                                r"([+-]\d+\.\d+) \|", report, re.M).group(1)
        div[row] = [shared["seed4"]["diversity"][k] for k in keys]
    (effect,) = effects  # one detectable effect per test set for both rows
    assert f"One seed detects {effect[0]} / {effect[1]} BLEU: both inconclusive" in sentence
    assert float(slopes["attn"]) >= 0.5 and float(slopes["ffn"]) < 0.5
    assert (f"`4 Self. + 1 FFN` had not reached its plateau at 5,000 steps (val BLEU "
            f"{slopes['attn']} per 1,000 steps); `1 Self. + 4 FFN` had ({slopes['ffn']})"
            ) in sentence
    attn, ffn = div["attn"], div["ffn"]
    assert (f"the shared FFN's row {attn[0]:.3f}, {attn[1]:.3f} and {attn[2]:.3f}; the shared "
            f"self-attention's row {ffn[0]:.3f}, {ffn[1]:.3f} (exp(-1): one attention for all "
            f"units) and {ffn[2]:.3f} (the paper: 0.381)") in sentence
    assert abs(ffn[0] - math.exp(-1)) < 1e-6 and abs(ffn[1] - math.exp(-1)) < 1e-6
    # the words: both rows' FFN outputs below every baseline seed, the shared attention's
    # the lowest; the shared FFN's attention scores inside the baseline's range
    assert ffn[2] < attn[2] < spans[2][0]
    assert "the FFN outputs are less diverse in both rows (below all four seeds), the " \
        "shared self-attention's the least" in sentence
    assert all(lo <= v <= hi for v, (lo, hi) in zip(attn[:2], spans[:2]))
    assert "inside the four seeds' range" in sentence


def test_the_mimo_tables_2_3_sentence_counts_the_rows_not_run_and_their_hours():
    """README names how many rows of MIMO Tables 2-3 have no result, and the hours of the
    MIMO run that stands for each (a new row's result, or a retrained MIMO row, fails here:
    the sentence must change)."""
    from experiments.tables import TABLES

    text = " ".join(README.split())
    missing = {(table, row.id) for table in ("mimo-table2", "mimo-table3")
               for row in TABLES[table].rows
               if not (REPO / "results" / table / row.id / "result.json").is_file()}
    mimo_rows = {row for _, row in missing}
    assert "mimo" not in mimo_rows
    runs = json.loads((REPO / "results" / "mimo-table1" / "mimo" / "result.json").read_text(
        encoding="utf-8"))["runs"]
    assert list(runs) == ["seed1"]
    hours = runs["seed1"]["train_seconds"] / 3600
    assert f"their other {len(missing)} rows are not run yet nor queued" in text
    assert f"the MIMO run, 3 layers x 4, took {hours:.1f} h on this CPU at 2 threads" in text


def test_the_mute_table_page_quotes_its_own_summary_block():
    """results/mute-table2/README.md's discussion of claim 1 quotes the generated rows of
    its summary block: the differences, intervals, Holm p values and verdicts."""
    page = (REPO / "results" / "mute-table2" / "README.md").read_text()
    rows = {}
    for line in page.splitlines():
        if line.startswith("| MUTE (4 units) vs + Relative | "):
            cells = [c.strip() for c in line.strip("|").split("|")]
            rows[cells[1]] = cells
    r16, r17 = rows["test_2016_flickr"], rows["test_2017_flickr"]
    assert r16[5] == "ruled out at this scale" and r17[5] == "inconclusive"
    mean16, mean17 = (r[2].split(" ")[0] for r in (r16, r17))
    p16, p17 = (r[4] for r in (r16, r17))
    assert (f"seven seeds: {mean16} / {mean17} on test2016 /\n  test2017, 95% intervals "
            f"{r16[3]} / {r17[3]}") in page
    assert f"(direction / size: {p16})" in page
    assert f"not on test2017 ({p17})" in page
    assert f"gives Holm p {p16.split(' / ')[1]} there; on test2017 it gives\n" \
           f"{p17.split(' / ')[1]}, inconclusive" in page
