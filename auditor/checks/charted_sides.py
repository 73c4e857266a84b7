"""A speed-up whose sides are systems shown on another slide of the deck.

'On the same Whisper test the Lenovo machine gets through 326 times as much audio per second as
the single RTX 4090', on a slide with no counts of its own, compares two systems the deck charted
earlier ('Lenovo 8x B200', 'GATE 1x RTX 4090'). Each side is read by the names it gives: when
the deck's results elsewhere that carry those names agree on one accelerator count, that is the
side's count.
"""

from __future__ import annotations

import re

from auditor.checks.page_facts import PageFacts
from auditor.labels.signals import chip_counts
from auditor.models import ClaimAudit
from extractors import find_benchmarks

# A vendor's or product line's name: 'Lenovo', 'RTX', 'ThinkEdge' (three letters or more).
_NAME = re.compile(r"\b(?-i:[A-Z][A-Za-z]{2,})\b")
_NOT_NAMES = frozenset(
    {"The", "This", "That", "Its", "Our", "Their", "Same", "Against", "Per", "MLPerf"}
    | {"MLCommons", "Inference", "Closed", "Open", "Network", "Server", "Offline"}
    | {"Interactive", "SingleStream", "MultiStream", "Result", "Results", "Source"}
)


def _names(text: str) -> set[str]:
    """Capitalised names in a text, less the benchmarks' names and common words."""
    benchmarks = {w for m in find_benchmarks(text) for w in _NAME.findall(m.text)}
    return set(_NAME.findall(text)) - _NOT_NAMES - benchmarks


def _side_count(half: str, claim: ClaimAudit, facts: PageFacts) -> int | None:
    """The one count a side of the comparison writes, or that the deck's results on other pages
    carrying its names agree on."""
    own = set(chip_counts(half))
    if own:
        return own.pop() if len(own) == 1 else None
    names = _names(half)
    if not names:
        return None
    counts: set[int] = set()
    for page in facts.pages():
        if page == claim.page:
            continue
        for other in facts.figures_on(page):
            if names & facts.read(_names, other.text):
                counts |= set(facts.counts(other.text))
    return counts.pop() if len(counts) == 1 else None


def charted_side_counts(
    claim: ClaimAudit, facts: PageFacts, point: re.Match[str]
) -> tuple[int, int] | None:
    """(near side's count, far side's count) when both are known and differ, for a factor whose
    page gives no counts of its own; else None."""
    if any(facts.counts(other.text) for other in facts.results_on(claim.page)):
        return None
    near = _side_count(claim.text[: point.start()], claim, facts)
    far = _side_count(claim.text[point.end() :], claim, facts)
    if near is None or far is None or near == far:
        return None
    return near, far
