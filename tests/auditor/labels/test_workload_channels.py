"""The deck's workload from the channel and the timing of its customer's use: chat as a channel,
live media handled as it airs, a deadline on when replies start, conversations open at once,
assistants named by whom they help, and processing campaigns whose results are picked up when
they end; and uses put aside by a clause that points back at them."""

from __future__ import annotations

import pytest

from auditor.labels import use_clauses, workload
from auditor.labels.workload import detect_workload
from auditor.models import Workload
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _workload(*sentences: str, title: str = "Plan") -> Workload:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=s, location=Location(page=1)) for s in sentences]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[Page(number=1, title=title, blocks=blocks)],
    )
    return detect_workload(deck, lambda _: False)[0]


@pytest.mark.parametrize(
    "sentence",
    [
        "Tenants ask the library about opening hours over web chat.",
        "The ratepayer help assistant answers questions about parking permits.",
        "Staff reach the HR helpdesk through a chat service on the intranet.",
        "Closed captions for live sport go out as the commentator speaks.",
        "Answers must begin within 1.5 seconds during the evening peak.",
        "At peak, 2,400 sessions are open at the same time.",
        "Nurses expect a response within two seconds at the ward terminal.",
    ],
)
def test_interactive_use_said_through_channel_and_timing(sentence: str) -> None:
    assert _workload(sentence) == Workload.INTERACTIVE


@pytest.mark.parametrize(
    "sentence",
    [
        "Every quarter the claims are re-scored in a scoring campaign lasting several days.",
        "Underwriters collect the scores once the quarterly run completes.",
    ],
)
def test_a_campaign_whose_results_are_collected_when_it_ends_is_batch(sentence: str) -> None:
    assert _workload(sentence) == Workload.BATCH


@pytest.mark.parametrize(
    "aside",
    [
        "Our previous project for a ferry operator ran a voice agent on the phone; this one "
        "needs none of that.",
        "Another bidder also runs a chat service for a bank; that work is outside this tender.",
        "Chat assistants are the usual pilot across the industry.",
        "Real-time chat is popular; it is not what these buyers ordered.",
    ],
)
def test_a_use_pointed_away_from_the_customer_counts_for_nothing(aside: str) -> None:
    own = "The archive of 40,000 hours is re-transcribed overnight."
    assert _workload(own, aside) == Workload.BATCH


def test_a_distributors_line_card_is_no_caller_on_the_line() -> None:
    assert _workload("Also on the line card: B200 boards.", title="Line card") == Workload.UNSTATED
    assert _workload("Agents stay on the line with the caller.") == Workload.INTERACTIVE


@pytest.mark.parametrize(
    "hostile",
    [
        "a " * 10_000,
        "answers " * 2_500,
        "live " * 4_000,
        "on the line " * 1_700,
        "campaign " * 2_300,
        "sessions open " * 1_500,
        "x" * 20_000,
    ],
)
def test_workload_patterns_run_in_linear_time_on_hostile_text(hostile: str) -> None:
    patterns = [
        *workload._WORKLOAD_PATTERNS.values(),
        use_clauses._OUT_OF_SCOPE,
        use_clauses._DISOWNS,
        use_clauses._RANGE,
        workload._NOT_OURS,
        workload._THIRD_PARTY,
    ]
    with deadline(5):
        for pattern in patterns:
            list(pattern.finditer(hostile))


def test_live_video_from_cameras_stays_edge() -> None:
    sentence = "Each depot camera analyses live video on the unit itself."
    assert _workload(sentence) == Workload.EDGE


def test_a_measured_first_token_time_is_no_stated_use() -> None:
    assert _workload("On our own model, the V2 returns the first token in 95 ms.") == (
        Workload.UNSTATED
    )
