"""Disclosure slides go by many titles; each speaks for every result in the deck."""

from __future__ import annotations

import pytest

from extractors import Block, BlockRole, Deck, DeckKind, Location, Page, find_claims
from extractors.context import DISCLOSURE_TITLE


@pytest.mark.parametrize(
    "title",
    [
        "Fine print",
        "Legal notes",
        "Notes & disclaimers",
        "Footnotes and sources",
        "Appendix: test methodology",
        "Appendix – benchmark details",
        "System configurations",
        "About the numbers",
        "Performance disclosures",
        "Important information",
        "Benchmark notes for editors",
        "Notes to editors",
        "How we tested",
        "Claims substantiation",
    ],
)
def test_disclosure_titles(title: str) -> None:
    assert DISCLOSURE_TITLE.match(title)


@pytest.mark.parametrize(
    "title", ["Appendix", "Results", "Details", "Sources of growth", "Notes from the field"]
)
def test_other_titles(title: str) -> None:
    assert not DISCLOSURE_TITLE.match(title)


def test_a_fine_print_slide_labels_the_claims_elsewhere() -> None:
    def page(number: int, title: str, *texts: str) -> Page:
        blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
        blocks += [
            Block(text=t, role=BlockRole.BODY, location=Location(page=number)) for t in texts
        ]
        return Page(number=number, title=title, blocks=blocks)

    deck = Deck(
        path="probe.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[
            page(1, "Q7 in numbers", "Q7 serves Mixtral 8x7B at 48,200 tokens/s."),
            page(2, "Fine print", "Figures are MLPerf Inference v5.1, Closed division results."),
        ],
    )
    claims = find_claims(deck)
    assert [c.round for c in claims] == ["v5.1"]
    assert claims[0].context.deck_statements == [
        "Figures are MLPerf Inference v5.1, Closed division results."
    ]
