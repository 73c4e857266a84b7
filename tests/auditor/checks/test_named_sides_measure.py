"""A comparison of price, power or warranty between two products compares no result: the rounds
of their results on the slide say nothing of it."""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference results"
RESULTS = (
    "Llama 2 70B Offline, v5.1: the Heron H4 posted 41,200 tokens/s (5.1-0069).",
    "Llama 2 70B Offline, v4.1: the Corvane Q8 posted 20,100 tokens/s (4.1-0043).",
)


def _codes(sentence: str) -> set[str]:
    texts = (*RESULTS, sentence)
    blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1))] + [
        Block(text=text, role=BlockRole.BODY, location=Location(page=1)) for text in texts
    ]
    deck = Deck(
        path="sides.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, OPTIONS)
    return {f.code for c in report.claims if c.text.startswith(sentence[:25]) for f in c.flags}


@pytest.mark.parametrize(
    "sentence",
    [
        "The Heron H4 lists at 40% less than the Corvane Q8.",
        "The Heron H4 draws 30% less power than the Corvane Q8 at idle.",
        "The Heron H4 costs 25% less than the Corvane Q8 over three years.",
    ],
)
def test_a_price_or_power_comparison_is_not_across_rounds(sentence: str) -> None:
    assert "CROSS-ROUND" not in _codes(sentence)


def test_a_throughput_comparison_still_is() -> None:
    assert "CROSS-ROUND" in _codes("The Heron H4 delivers 2x the tokens of the Corvane Q8.")
