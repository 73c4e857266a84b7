"""A deadline on each reply in seconds or milliseconds ('must come back within 80 ms', 'after 4
seconds of silence') reads interactive, but only where nothing else in the deck names a workload:
edge devices have such deadlines too, and another party's deadline is not the buyer's."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _workload(*texts: str, role: BlockRole = BlockRole.BODY) -> Workload:
    blocks = [Block(text="Constraints", role=BlockRole.TITLE, location=Location(page=2))]
    blocks += [Block(text=t, role=role, location=Location(page=2)) for t in texts]
    cover = [Block(text="Architecture review", role=BlockRole.TITLE, location=Location(page=1))]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[
            Page(number=1, title="Architecture review", blocks=cover),
            Page(number=2, title="Constraints", blocks=blocks),
        ],
    )
    return detect_workload(deck, lambda _: False)[0]


@pytest.mark.parametrize(
    "deadline_text",
    [
        "Each lookup must come back within 80 ms.",
        "A caller hangs up after 4 seconds of silence.",
        "The suggestion has to be on the agent's screen in less than 2 s.",
        "Past two seconds, the player notices the pause.",
    ],
)
def test_a_deadline_on_each_reply_is_interactive(deadline_text: str) -> None:
    assert _workload(deadline_text) == Workload.INTERACTIVE


def test_a_deadline_in_a_table_row_is_interactive() -> None:
    assert _workload("Reply budget | under 250 ms", role=BlockRole.TABLE_ROW) == (
        Workload.INTERACTIVE
    )


@pytest.mark.parametrize(
    ("text", "workload"),
    [
        # An edge device's deadline: the named workload decides.
        ("The embedded camera module must flag a defect within 30 ms.", Workload.EDGE),
        # Another party's deadline is not the buyer's.
        ("Several tenants offer replies within 2 seconds.", Workload.UNSTATED),
        # A job's length in minutes is no reply deadline.
        ("The full run finished in under 40 minutes.", Workload.UNSTATED),
    ],
)
def test_a_deadline_gives_way(text: str, workload: Workload) -> None:
    assert _workload(text) == workload


def test_the_buyers_deadline_outweighs_a_use_word_no_party_owns() -> None:
    told = (
        "The foreman in the truck radios for a status line.",
        "Our target: each check back within 300 ms.",
    )
    assert _workload(*told) == Workload.INTERACTIVE
    owned = ("Our scanners run inside each truck.", "Our target: each check back within 300 ms.")
    assert _workload(*owned) == Workload.EDGE


def test_reply_deadline_pattern_stays_linear() -> None:
    pattern = vocabulary("workload").pattern("reply_deadline")
    hostile = "within " * 3000 + "1.1.1.1" * 2000 + " in less than" * 500
    with deadline(2, "reply deadline"):
        pattern.search(hostile)
