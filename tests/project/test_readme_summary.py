"""experiments/summary.py: the summary block of a table on its page results/<table>/README.md
(hand-computed values), its markers, and `run_table.py --report-only --readme [--check]`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from support import RAW  # noqa: E402

from experiments import run_table, summary  # noqa: E402
from experiments.context import Context  # noqa: E402
from experiments.tables import TABLES  # noqa: E402

TABLE = TABLES["mute-table2"]
TESTS = ("test_2016_flickr", "test_2017_flickr")
# Per seed, both test sets: MUTE - + Relative = +1.0, +1.1, +0.9; Transformer - + Relative
# = -1.0, -0.8, -1.2 (BLEU of seeds 1-3).
STORED = {"transformer-relative": (20.0, 21.0, 22.0), "mute": (21.0, 22.1, 22.9),
          "transformer-base": (19.0, 20.2, 20.8)}


def _run(bleu: float) -> dict:
    """A stored run without translations (the differences come from the stored scores)."""
    return {"key": ["k"], "commands": ["onmt_ext_train ..."], "checkpoint": "c.pt",
            "checkpoint_step": 20, "val_bleu": {"c.pt": 1.0}, "params": 5_220_000,
            "tests": {t: {"bleu": bleu, "chrf": 2 * bleu, "bleu_signature": "B",
                          "chrf_signature": "C", "translation": "missing.de",
                          "reference": "missing-ref.de"} for t in TESTS}}


@pytest.fixture
def stored(tmp_path) -> Context:
    ctx = Context(table=TABLE, scale="small", data_dir=tmp_path, out=tmp_path / "results",
                  work=tmp_path / "runs", seeds=[1, 2, 3])
    for row_id, scores in STORED.items():
        path = ctx.result_file(TABLE.row(row_id))
        path.parent.mkdir(parents=True)
        runs = {f"seed{i}": _run(b) for i, b in enumerate(scores, 1)}
        path.write_text(json.dumps({"row": row_id, "runs": runs}))
    return ctx


def _lines(block: str) -> dict[str, list[str]]:
    """Table lines of the block by their first two cells (system, or comparison + test)."""
    found = {}
    for line in block.splitlines():
        if line.startswith("| ") and not line.startswith("| system") \
                and not line.startswith("| comparison"):
            cells = [cell.strip() for cell in line.split("|")[1:-1]]
            found[cells[0] if cells[1] not in TESTS else f"{cells[0]} @ {cells[1]}"] = cells
    return found


def test_summary_block_holds_the_reports_numbers(stored):
    """MUTE vs + Relative: differences 1.0, 1.1, 0.9: mean +1.00, sd 0.10, 95% t-interval
    1 +- 4.3027 x 0.1 / sqrt(3) = [+0.75, +1.25]; t = 17.32 on 2 df: direction test (one-sided)
    p = (1 - t / sqrt(t^2 + 2)) / 2 = 0.00167; size test (H0: a gain of at least the paper's
    +0.6) t = 0.4 / 0.0577 = 6.93, p = 1/2 + x/2 = 0.990 (x = t / sqrt(t^2 + 2)). Holm over its
    two test sets x two tests (the only primary claim with both rows run): 4 x 0.00167 =
    0.007 and min(1, 2 x 0.990) = 1.000: reproduced at this scale. Transformer vs + Relative
    (secondary): -1.0, -0.8, -1.2: mean -1.00, sd 0.20, [-1.50, -0.50]; t = 8.66: direction
    p = (1 - 8.66 / sqrt(77)) / 2 = 0.0066; size (the paper's -0.8) t = -0.2 / 0.1155 =
    -1.73 against H0 "a drop of at least 0.8": p = 1/2 + 1.73 / (2 sqrt(5)) = 0.887, its own
    (secondary): reproduced. Seed sd
    pooled over the two rows: MUTE variance 1.82 / 2 = 0.91, + Relative 1, sqrt(0.955) =
    0.977: detectable effect 2.8016 x 0.977 x sqrt(2/3) = 2.24; the claim is decided: no
    seeds to size. Transformer: variance 1.68 / 2 = 0.84, pooled sqrt(0.92) = 0.959: 2.19,
    decided too."""
    block = summary.render_summary(stored)
    lines = block.splitlines()
    assert lines[0].startswith("<!-- BEGIN mute-table2 summary: written by `experiments/"
                               "run_table.py mute-table2 --report-only --readme "
                               "results/mute-table2/README.md`")
    assert lines[-1] == "<!-- END mute-table2 summary -->"
    rows = _lines(block)
    assert rows["MUTE (4 units)"] == ["MUTE (4 units)", "3", "22.00 ± 0.95", "22.00 ± 0.95",
                                      "5.22M", "-"]
    assert rows["+ Relative **(baseline)**"][1:4] == ["3", "21.00 ± 1.00", "21.00 ± 1.00"]
    assert rows["+ Bias"] == ["+ Bias", "0", "not run yet", "", "", ""]
    assert len(rows) == len(TABLE.rows) + 2 * 2  # 7 systems, 2 comparisons x 2 test sets
    for test in TESTS:
        assert rows[f"MUTE (4 units) vs + Relative @ {test}"][2:] == [
            "+1.00 (3 seeds)", "[+0.75, +1.25]", "0.007 / 1.000", "reproduced at this scale",
            "2.24 (3 seeds, sd 0.98)", "decided", "+0.6"]
        assert rows[f"Transformer (Base), absolute positions vs + Relative @ {test}"][2:] == [
            "-1.00 (3 seeds)", "[-1.50, -0.50]", "0.007 / 0.887 (secondary)",
            "reproduced at this scale", "2.19 (3 seeds, sd 0.96)", "decided", "-0.8"]


def test_one_seed_and_the_plateau_rule(stored):
    """A row with one seed: its difference, no interval or p, "inconclusive (1 seed)"; its
    seed sd is unknown, so the table's pooled: variances 1, 0.91, 0.84 (2 df each), sqrt(
    2.75 / 3) = 0.957: detectable effect 2.8016 x 0.957 x sqrt(2) = 3.79; our +2.00 lies
    beyond the paper's +0.3, so only the direction test can decide it: 2 (2.8016 x 0.957 /
    2.0)^2 = 3.59 -> 4 seeds. The plateau column from the val
    curve: 36.0 + 0.2 a validation at steps 3,000-4,000 (every 250): +0.80 per 1,000 steps,
    no val loss stored."""
    run = _run(23.0)
    run["val_bleu"] = {f"runs/model_step_{s}.pt": 36.0 + 0.2 * i
                       for i, s in enumerate(range(3000, 4001, 250))}
    path = stored.result_file(TABLE.row("mute-bias"))
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"row": "mute-bias", "runs": {"seed1": run}}))
    rows = _lines(summary.render_summary(stored))
    assert rows["+ Bias"][5] == ("+0.80: not on its plateau (val BLEU rising) (val loss not "
                                 "recorded: BLEU alone) (1 seed)")
    assert rows["+ Bias vs MUTE (4 units) @ test_2016_flickr"][2:] == [
        "+2.00 (1 seed)", "-", "-", "inconclusive (1 seed)", "3.79 (1 seed, sd 0.96)",
        "4", "+0.3"]


def test_replace_summary_keeps_the_rest_and_names_missing_markers():
    begin, end = "<!-- BEGIN t summary -->", "<!-- END t summary -->"
    text = f"intro\n{begin}\nold\n{end}\noutro"
    assert summary.replace_summary(text, "NEW", "t", "R.md") == "intro\nNEW\noutro"
    for broken in ("intro\noutro", f"{begin}\n{end}\n{begin}\n{end}", f"{end}\n{begin}"):
        with pytest.raises(ValueError, match=r"R\.md: needs exactly one block from a line "
                                             r"starting '<!-- BEGIN t summary'"):
            summary.replace_summary(broken, "NEW", "t", "R.md")


def test_readme_option_writes_then_checks_the_block(stored, tmp_path, capsys):
    readme = tmp_path / "README.md"
    readme.write_text("# Title\n\n<!-- BEGIN mute-table2 summary -->\n<!-- END mute-table2 "
                      "summary -->\n\nProse.\n")
    out = ["--out", str(stored.out)]
    assert run_table.main(["mute-table2", "--report-only", *out, "--readme", str(readme)]) == 0
    text = readme.read_text()
    assert text.startswith("# Title\n\n<!-- BEGIN mute-table2 summary: written by")
    assert text.endswith("<!-- END mute-table2 summary -->\n\nProse.\n")
    assert summary.summary_in(readme, "mute-table2") == summary.render_summary(stored)
    check = ["mute-table2", "--report-only", "--check", *out, "--readme", str(readme)]
    assert run_table.main(check) == 0
    readme.write_text(text.replace("22.00 ± 0.95", "22.01 ± 0.95"))
    capsys.readouterr()
    assert run_table.main(check) == 1  # a hand-edited number
    assert "+| MUTE (4 units) | 3 | 22.00 ± 0.95" in capsys.readouterr().out


def test_readme_option_refuses_without_report_only_or_markers(tmp_path, capsys):
    readme = tmp_path / "README.md"
    readme.write_text("no markers\n")
    with pytest.raises(SystemExit) as exit_info:
        run_table.main(["mute-table2", "--readme", str(readme)])
    assert exit_info.value.code == 2
    assert "--readme rewrites a summary from the stored results: it needs --report-only" in (
        capsys.readouterr().err)
    with pytest.raises(SystemExit):
        run_table.main(["mute-table2", "--report-only", "--out", str(tmp_path / "r"),
                        "--readme", str(readme)])
    assert f"--readme: {readme}: needs exactly one block" in capsys.readouterr().err
    assert not (tmp_path / "r").exists()  # refused before any report was written
    assert readme.read_text() == "no markers\n"


def _committed_blocks() -> list[str]:
    """The tables whose page, results/<table>/README.md, has their summary block."""
    pages = {name: REPO / summary.summary_file(name) for name in TABLES}
    return [name for name, page in pages.items() if page.is_file()
            and summary.BEGIN.format(name=name) in page.read_text(encoding="utf-8")]


def test_the_tables_pages_have_the_protocol_tables_blocks_and_the_overview_none():
    """The five live tables at their protocols have their block on their own page; the
    overview results/README.md keeps only the seed queue and the evidence queue, and links
    every page."""
    assert set(_committed_blocks()) == set(summary.BRIEF_TABLES)
    overview = (REPO / summary.OVERVIEW_FILE).read_text(encoding="utf-8")
    assert [name for name in TABLES if summary.BEGIN.format(name=name) in overview] == []
    assert summary.BEGIN.format(name=summary.QUEUE) in overview
    assert summary.BEGIN.format(name="evidence-queue") in overview
    for name in summary.BRIEF_TABLES:
        assert f"]({name}/README.md)" in overview, name


@pytest.mark.parametrize("name", [n for n in TABLES if (REPO / "results" / f"{n}.md").is_file()])
def test_committed_report_and_summary_are_what_the_results_make(name):
    """Every committed results/<table>.md, and its summary block on results/<table>/README.md
    where it has one, regenerate byte for byte from the committed results (the p values need the
    Multi30k references: prepared first where they are missing)."""
    pair = "multi" if TABLES[name].multilingual else "en-de"
    ref = REPO / "work" / "multi30k" / pair / "test_2016_flickr.de"
    if not ref.is_file():
        if not RAW.is_dir():
            pytest.skip(f"no Multi30k references for the p values and no raw data at {RAW}")
        # the data preparation writes each file atomically: safe beside the smoke tables'
        subprocess.run(["make", "--no-print-directory", "-o", ".venv/.onmt_ext-installed",
                        f"data-{pair}", f"BIN={Path(sys.executable).parent}"],
                       cwd=REPO, check=True, capture_output=True, timeout=900)
    readme = (["--readme", str(REPO / summary.summary_file(name))]
              if name in _committed_blocks() else [])
    assert run_table.main([name, "--report-only", "--check", *readme]) == 0


def test_results_in_brief_and_seed_queue_from_stored_results(stored):
    """README's Results in brief: one line per primary claim with both rows run (here MUTE vs
    + Relative: +1.00 ± 0.10 on both test sets, 3 seeds, detectable 2.24, reproduced with
    Holm p 0.007 / 1.000, see test_summary_block_holds_the_reports_numbers); the queue: the
    claim is decided on both test sets, so nothing is queued and it is named so."""
    brief = summary.render_brief(stored)
    lines = brief.splitlines()
    assert lines[0].startswith("<!-- BEGIN results-in-brief summary")
    assert lines[-1] == "<!-- END results-in-brief summary -->"
    assert ("| [mute-table2](results/mute-table2.md) | MUTE (4 units) > + Relative | +0.60 "
            "| 2016: +1.00 ± 0.10 / 2017: +1.00 ± 0.10 (3) | 2.24 / 2.24 | reproduced at this "
            "scale (Holm p, direction / size: 0.007 / 1.000 (2016); 0.007 / 1.000 (2017)) "
            "|") in lines
    assert len([x for x in lines if x.startswith("| [")]) == 1
    queue = summary.render_queue(stored)
    assert "| 1 |" not in queue
    assert ("**not decidable at this scale** (decided at more than 10 seeds per "
            "row; not queued): none.") in queue
    assert ("Not queued (decided, or not sized): mute-table2: MUTE (4 units) vs + Relative, "
            "2016: decided (reproduced at this scale); mute-table2: MUTE (4 units) vs + "
            "Relative, 2017: decided (reproduced at this scale).") in queue


def test_committed_results_in_brief_and_seed_queue_are_what_the_results_make():
    """README.md's Results in brief and results/README.md's seed queue regenerate from the
    committed results (`python -m experiments.summary --check`; after the per-table checks,
    whose paired bootstraps it reuses)."""
    for pair in ("en-de", "multi"):
        if not (REPO / "work" / "multi30k" / pair / "test_2016_flickr.en").is_file():
            pytest.skip(f"no Multi30k {pair} references here (the reports' checks prepare them)")
    assert summary.main(["--check"]) == 0


def test_an_inconclusive_claim_says_what_its_seeds_rule_out():
    """The far end of the 95% t-interval in the paper's direction: differences -1.0, -0.5,
    -1.35 have mean -0.95, sd 0.427, se 0.2466, t_{0.975, 2} 4.303, so the interval is
    [-2.011, +0.111]; a drop-claim's end is its low end."""
    from experiments import stats

    diffs = (-1.0, -0.5, -1.35)
    interval = stats.seed_interval(list(diffs))
    assert (round(interval.low, 3), round(interval.high, 3)) == (-2.011, 0.111)
    gain = [stats.Claim("mute", "transformer-relative", test, "+", interval, [0.5],
                        adjusted_p=0.4, adjusted_reverse_p=0.9) for test in TESTS]
    assert [c.verdict for c in gain] == [stats.INCONCLUSIVE] * 2
    assert summary._rules_out(gain) == (
        "; the 95% interval rules out a gain above +0.11 (2016) / +0.11 (2017)")
    drop = [stats.Claim("mute", "transformer-relative", TESTS[0], "-", interval, [0.5],
                        adjusted_p=0.4, adjusted_reverse_p=0.9)]
    assert summary._rules_out(drop) == "; the 95% interval rules out a drop below -2.01 (2016)"
    decided = [stats.Claim("mute", "transformer-relative", TESTS[0], "+", interval, [0.01],
                           adjusted_p=0.9, adjusted_reverse_p=0.01)]
    assert decided[0].verdict == stats.REVERSED and summary._rules_out(decided) == ""
    ruled_out = [stats.Claim("mute", "transformer-relative", TESTS[0], "+", interval, [0.5],
                             adjusted_p=0.9, adjusted_size_p=0.01, adjusted_reverse_p=0.2)]
    assert ruled_out[0].verdict == stats.RULED_OUT
    assert summary._rules_out(ruled_out) == "; the 95% interval rules out a gain above +0.11 (2016)"


def test_the_seeds_needed_name_the_test_sets_beyond_this_scale():
    """13 seeds on test2016 and 10 on test2017: both numbers, and 2016 named as not
    decidable at this scale (over 10 seeds); 13 and 11: not decidable, as a range (11-13); 8 and 10:
    no such words."""
    from experiments import report, stats

    interval = stats.seed_interval([-1.0, -0.5, -1.35])
    claims = [stats.Claim("mute", "transformer-relative", test, "+", interval, [0.5],
                          adjusted_p=0.4, adjusted_reverse_p=0.9) for test in TESTS]

    def powers(*needed):
        return [report.Power(3, 0.5, "these two rows", 1.0, 0.6, n) for n in needed]

    ends = "; the 95% interval rules out a gain above +0.11 (2016) / +0.11 (2017)"
    holm = " (Holm p, direction / size: 0.400 / - (2016); 0.400 / - (2017))"
    assert summary._verdict_cell(claims, powers(13, 10)) == (
        f"inconclusive{holm}{ends}; decided at about 13/10 seeds per row (not decidable at "
        "this scale on 2016)")
    assert summary._verdict_cell(claims, powers(13, 11)) == (
        f"inconclusive{holm}{ends}; not decidable at this scale (decided at about 11-13 "
        "seeds per row)")
    assert summary._verdict_cell(claims, powers(8, 10)) == (
        f"inconclusive{holm}{ends}; decided at about 8/10 seeds per row")


def test_the_claims_figure_draws_every_brief_claim(stored, tmp_path, monkeypatch):
    """results/claims.png: one entry per primary claim and test set (here MUTE vs + Relative
    on both test sets: mean +1.00, interval [+0.75, +1.25], the paper's +0.6, reproduced),
    drawn to a PNG under its final name only (no partial file left beside it)."""
    monkeypatch.setattr(summary, "BRIEF_TABLES", ("mute-table2",))
    points = summary.claim_points(stored)
    assert [p["label"] for p in points] == [
        f"mute-table2: MUTE (4 units) > + Relative, {test} (3 seeds)" for test in ("2016", "2017")]
    for point in points:
        assert point["mean"] == pytest.approx(1.0)
        low, high = point["interval"]
        assert (round(low, 2), round(high, 2)) == (0.75, 1.25)
        assert point["paper"] == pytest.approx(0.6)
        assert point["verdict"] == "reproduced at this scale"
    path = summary.write_claims_figure(points, tmp_path / "out" / "claims.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert sorted(p.name for p in path.parent.iterdir()) == ["claims.png"]
