"""A slide of many comparing sentences costs the comparison checks time in proportion to its
claims, not to their square: each claim's counts and products are read once, and a comparison
looks only at the results of its own page."""

from __future__ import annotations

from auditor.audit import AuditOptions, audit_loaded_deck
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False, timeout_s=1e6)
TITLE = "MLPerf Inference v5.1, Closed division: Llama 2 70B on the Heron H4"
# Far above the audit's normal cost for this slide (a few seconds); the quadratic search took
# over a minute on it.
LIMIT_S = 40


def _deck(*texts: str) -> Deck:
    blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1))] + [
        Block(text=text, role=BlockRole.BODY, location=Location(page=1)) for text in texts
    ]
    page = Page(number=1, title=TITLE, blocks=blocks)
    return Deck(path="many.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])


def test_hundreds_of_comparing_sentences_stay_linear() -> None:
    comparisons = [
        f"The Heron H4 delivers {n}x the tokens of the Corvane Q8." for n in range(2, 302)
    ]
    deck = _deck(
        "The eight-GPU Heron H4 posted 41,200 tokens/s (5.1-0069).",
        "The four-GPU Corvane Q8 posted 30,000 tokens/s (4.1-0043).",
        *comparisons,
    )
    with deadline(LIMIT_S, "comparison checks on 300 comparing sentences"):
        report = audit_loaded_deck(deck, OPTIONS)
    flagged = [c for c in report.claims if "the tokens of" in c.text]
    assert len(flagged) == 300
    assert all("CHIP-COUNT" in {f.code for f in c.flags} for c in flagged)
    assert all("CROSS-ROUND" in {f.code for f in c.flags} for c in flagged)
