"""Claim classes fixed in round eight: a cost told as what the product does for an amount
('checks a form for EUR 0.02'), ..."""

from __future__ import annotations

import time

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.reach import is_cost_per_answer
from tests.deadline import deadline

HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B, Server scenario"
RESULT = "The Kestrel K8 posts 24,100 tokens/s (5.1-0042)."


def _deck(*pages: list[Block]) -> list[Claim]:
    built = [
        Page(number=n, title=blocks[0].text, blocks=blocks) for n, blocks in enumerate(pages, 1)
    ]
    return find_claims(Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built))


def _slide(page: int, title: str, *texts: str) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    return blocks + [
        Block(text=t, role=BlockRole.BODY, location=Location(page=page)) for t in texts
    ]


def _found(claims: list[Claim], text: str) -> list[Claim]:
    return [c for c in claims if c.text == text]


def test_a_cost_told_as_work_done_for_an_amount_is_a_claim() -> None:
    verb = "On that result, the K8 checks an insurance form properly for about USD 0.006."
    rent = "You can rent a GPU for $0.90 an hour."
    assert is_cost_per_answer(verb)
    assert is_cost_per_answer("It drafts one reply for 0.2 cents.")
    assert not is_cost_per_answer(rent)
    assert not is_cost_per_answer("We bought a server for $0.5M.")
    assert not is_cost_per_answer("Add a seat for EUR 0.50.")
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Unit economics", verb, rent))
    assert [c.metric.value for c in _found(claims, verb) if c.metric] == [0.006]
    assert _found(claims, rent) == []


def test_the_work_done_for_an_amount_pattern_is_linear_on_hostile_text() -> None:
    hostile = "an " + "a " * 5000 + "for " * 2000 + "0." * 1000
    start = time.perf_counter()
    with deadline(5, "cost told as work done"):
        is_cost_per_answer(hostile)
        is_cost_per_answer("each " + "x-" * 10000)
    assert time.perf_counter() - start < 5
