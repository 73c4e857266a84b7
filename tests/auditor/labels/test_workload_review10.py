"""Workload misreadings found by the round-ten review: a use run for the reader by another party
is still the reader's, and a deadline on an operation of the machine is no reply deadline."""

from __future__ import annotations

import pytest

from auditor.labels.use_owner import run_by_another
from auditor.labels.workload import detect_workload
from auditor.models import Workload
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page


def _workload(*texts: str) -> Workload:
    cover = [Block(text="Heron H4 for Brightcart", role=BlockRole.TITLE, location=Location(page=1))]
    blocks = [Block(text="Your needs", role=BlockRole.TITLE, location=Location(page=2))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=2)) for t in texts]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[
            Page(number=1, title=cover[0].text, blocks=cover),
            Page(number=2, title="Your needs", blocks=blocks),
        ],
    )
    return detect_workload(deck, lambda _: False)[0]


@pytest.mark.parametrize(
    "text",
    [
        "Our team can run your live customer chat assistant around the clock.",
        "Our team did build your live customer chat assistant last spring.",
        "Team 4 can run your live customer chat assistant.",
        "Our resellers host your live customer chat assistant.",
        "Bidders say your live chat assistant must answer shoppers instantly.",
    ],
)
def test_a_use_run_for_the_reader_stays_the_readers(text: str) -> None:
    assert not run_by_another(text)
    assert _workload(text) == Workload.INTERACTIVE


def test_a_team_named_by_a_number_or_letter_is_still_another_party() -> None:
    assert run_by_another("Team 4 runs a live chat assistant for its own shop.")
    assert run_by_another("Team B2 built a voice agent.")
    assert _workload("Team 4 runs a live chat assistant for its own shop.") == Workload.UNSTATED


@pytest.mark.parametrize(
    "text",
    [
        "Failover to the spare rack completes within 30 seconds.",
        "Your nodes must reboot in less than 90 seconds after a patch.",
        "Models load under 20 s from local NVMe.",
    ],
)
def test_a_deadline_on_the_machines_own_operation_is_no_workload(text: str) -> None:
    assert _workload(text) == Workload.UNSTATED


def test_a_reply_deadline_under_load_is_still_interactive() -> None:
    assert _workload("Under peak load, each reply must be back within 2 seconds.") == (
        Workload.INTERACTIVE
    )
