"""A slide titled for the deck's parties ('What we need', 'Your brief') speaks for them in every
sentence under it, as a sentence with 'we' or 'you' does; a title telling of another party
showing them something ('What the vendor showed us') does not."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page


def _deck(need_title: str, need: str, aside: str) -> Deck:
    def page(number: int, title: str, text: str) -> Page:
        blocks = [
            Block(text=title, role=BlockRole.TITLE, location=Location(page=number)),
            Block(text=text, role=BlockRole.BODY, location=Location(page=number)),
        ]
        return Page(number=number, title=title, blocks=blocks)

    cover = Page(
        number=1,
        title="Supplier review",
        blocks=[Block(text="Supplier review", role=BlockRole.TITLE, location=Location(page=1))],
    )
    return Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[cover, page(2, need_title, need), page(3, "Open questions", aside)],
    )


@pytest.mark.parametrize(
    ("title", "need"),
    [
        ("What we need on the night", "The desk editor waits on each headline draft."),
        ("Your brief", "Every caller hears a spoken reply within a second."),
        ("Our requirement, in one line", "Dispatchers chat with the assistant all shift."),
    ],
)
def test_a_title_for_the_parties_owns_the_sentences_under_it(title: str, need: str) -> None:
    deck = _deck(title, need, "The board wants the timing repeated on our own truck hardware.")
    assert detect_workload(deck, lambda _: False)[0] == Workload.INTERACTIVE


def test_a_title_about_another_party_owns_nothing() -> None:
    deck = _deck(
        "What the vendor showed us",
        "The desk editor waits on each headline draft.",
        "The board wants the timing repeated on our own truck hardware.",
    )
    assert detect_workload(deck, lambda _: False)[0] == Workload.EDGE
