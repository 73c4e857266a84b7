"""Review round seven, S2-8 and S2-9: the customer's own machines at work over a day are no
figure worked out from a result, and a round the text names outright is the claim's though a
compared entry's result ID comes first."""

from __future__ import annotations

import pytest

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.claims import find_round
from extractors.reach import is_drawn_from_results

HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B, Offline scenario"
RESULT = "The Heron H4 delivered 41,200 tokens/s in the Offline scenario (5.1-0069)."


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


ESTATE = [
    ("Your current estate: one legacy server handles 350 queries/s every day.", "queries/s"),
    ("Each shift, two nodes in your branch serve 900 tokens/s to tellers.", "tokens/s"),
    ("Every day one card in the kiosk runs 40 images/s.", "images/s"),
    ("One existing server answers 30 million queries a day.", "queries/day"),
]


@pytest.mark.parametrize(("text", "unit"), ESTATE)
def test_the_customers_present_kit_over_a_day_is_no_claim(text: str, unit: str) -> None:
    assert not is_drawn_from_results(text, unit)
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Your current estate", text))
    assert [c.page for c in claims] == [1]


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("Overnight, one K8 node would get through about 1.9 billion tokens.", "tokens/night"),
        ("Overnight, two nodes would clear 3 billion tokens.", "tokens/night"),
        ("Every night one Heron H4 serves 41,200 tokens/s to the batch queue.", "tokens/s"),
    ],
)
def test_the_decks_system_or_a_volume_over_a_night_is_still_worked_out(
    text: str, unit: str
) -> None:
    assert is_drawn_from_results(text, unit)
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Sizing", text))
    assert [c.page for c in claims] == [1, 2]


@pytest.mark.parametrize(
    "text",
    [
        "Up from its 4.1-0043 entry, the Heron H4 posted 41,200 tokens/s in MLPerf Inference "
        "v5.1 (5.1-0069).",
        "Compared with 4.1-0043, the Heron H4 reached 41,200 tokens/s in MLPerf Inference v5.1.",
        "Against 4.1-0043, the Heron H4 now posts 41,200 tokens/s in Inference round 5.1.",
    ],
)
def test_a_round_named_outright_beats_a_compared_entrys_result_id(text: str) -> None:
    assert find_round(text) == "v5.1"


def test_the_subjects_own_result_id_still_comes_before_the_compared_one() -> None:
    assert find_round("It processes 3.9x the old box's rate (5.1-0069 against v4.1-0043)") == "v5.1"
