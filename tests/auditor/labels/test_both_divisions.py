"""A slide title that sets both divisions side by side ('Open vs Closed') names the slide's
topic: it lends neither division to a claim that names none, while a claim's own words still
give theirs."""

from __future__ import annotations

import pytest

from auditor.labels.injection import is_reviewer_directed
from auditor.labels.rules import _BOTH_DIVISIONS, label_claim
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page, find_claims
from tests.deadline import deadline


def _divisions(title: str, sentences: list[str]) -> list[str]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=s, role=BlockRole.BODY, location=Location(page=1)) for s in sentences]
    page = Page(number=1, title=title, blocks=blocks)
    deck = Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])
    return [label_claim(c, is_reviewer_directed).labels.division.value for c in find_claims(deck)]


@pytest.mark.parametrize("title", ["Open vs Closed: the small print", "Closed and Open, compared"])
def test_a_title_naming_both_divisions_lends_neither(title: str) -> None:
    sentence = "A reseller says its 16-GPU box did 52K tokens/s in MLPerf Inference v5.1."
    assert _divisions(title, [sentence]) == ["unstated"]


def test_a_title_naming_one_division_still_lends_it() -> None:
    sentence = "A reseller says its 16-GPU box did 52K tokens/s in MLPerf Inference v5.1."
    assert _divisions("Closed division results", [sentence]) == ["closed"]


def test_the_claims_own_division_stands_under_a_title_naming_both() -> None:
    sentence = (
        "The Open-division entry did 52,000 tokens/s on Llama 2 70B in MLPerf Inference v5.1."
    )
    assert _divisions("Open vs Closed", [sentence]) == ["open"]


def test_the_pattern_is_linear_on_hostile_text() -> None:
    with deadline(5, "the divisions pattern backtracked"):
        for hostile in ("open " * 5000, "closed-division" * 1500, "open/" * 5000):
            list(_BOTH_DIVISIONS.finditer(hostile))
