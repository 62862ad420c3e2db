"""Relative links in the user docs (README.md, docs/*.md, results/README.md and the tables'
pages results/<table>/README.md, results/speed.md) point at files that exist, and a link's
#anchor at a heading of its target (GitHub's heading slugs)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", REPO / "results" / "README.md", REPO / "results" / "speed.md",
         *sorted((REPO / "results").glob("*/README.md")), *sorted((REPO / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, markup and punctuation dropped (hyphens and
    underscores kept), each space a hyphen."""
    text = re.sub(r"[`*]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of a markdown page's headings (outside code blocks); a repeated heading's
    anchors get -1, -2, ... as on GitHub."""
    seen: dict[str, int] = {}
    found, fenced = set(), False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (m := re.match(r"#{1,6} (.+)", line)):
            base = slug(m.group(1))
            n = seen.get(base, 0)
            seen[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
    return found


def test_slug_matches_githubs():
    assert slug("Aggregation Table 1 on Multi30k en-de, 1,000 + 500 steps (archived)") == (
        "aggregation-table-1-on-multi30k-en-de-1000--500-steps-archived")
    assert slug("DenseNMT Table 2 (Shen et al. 2018)") == "densenmt-table-2-shen-et-al-2018"
    assert slug("`make bench`: speed") == "make-bench-speed"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(REPO)))
def test_relative_links_and_anchors_resolve(page):
    broken = []
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no {path}")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading #{anchor} in {file.relative_to(REPO)}")
    assert not broken, f"{page.relative_to(REPO)}: " + "; ".join(broken)


def test_protocol_states_the_rules_and_links_its_history_both_ways():
    """docs/protocol.md holds the rules a reader needs, under 300 lines, its Verdicts section
    with the worked example; the dated decisions, pilots and costs are on
    docs/protocol-history.md, and each page links the other."""
    protocol = (REPO / "docs" / "protocol.md").read_text(encoding="utf-8")
    history = (REPO / "docs" / "protocol-history.md").read_text(encoding="utf-8")
    assert len(protocol.splitlines()) < 300, len(protocol.splitlines())
    verdicts = protocol[protocol.index("\n## Verdicts\n"):]
    verdicts = verdicts[:verdicts.index("\n## ", 5)]
    assert "Worked example, MUTE against + Relative on test2016" in verdicts
    assert "**ruled out at this\nscale**" in verdicts
    assert "](protocol-history.md" in protocol
    assert "](protocol.md" in history
