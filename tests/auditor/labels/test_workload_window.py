"""Batch work told by the span of hours a whole job must fit in ('over an 11-hour window', 'the
backlog empties in about 6 weeks'), in a sentence, a table cell or with a footnote digit run on;
a working shift is when people are at work, not a window for a job."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _workload(*texts: str, role: BlockRole = BlockRole.BODY) -> Workload:
    blocks = [Block(text="Sizing", role=BlockRole.TITLE, location=Location(page=2))]
    blocks += [Block(text=t, role=role, location=Location(page=2)) for t in texts]
    cover = [Block(text="Programme paper", role=BlockRole.TITLE, location=Location(page=1))]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[
            Page(number=1, title="Programme paper", blocks=cover),
            Page(number=2, title="Sizing", blocks=blocks),
        ],
    )
    return detect_workload(deck, lambda _: False)[0]


@pytest.mark.parametrize(
    "window",
    [
        "Across an 11-hour window the pair of servers gets through every scanned deed.",
        "Fitted into a 5.5 hour maintenance window, one node labels 40 million product photos.",
        "Run across a 9-hour night2, the box writes 2 billion tokens.",
        "At that pace the backlog empties in about 6 weeks.",
    ],
)
def test_a_span_of_hours_for_the_whole_job_is_batch(window: str) -> None:
    assert _workload(window) == Workload.BATCH


def test_a_window_in_a_table_cell_is_batch() -> None:
    assert _workload("Processing window | 8-hour slot", role=BlockRole.TABLE_ROW) == (
        Workload.BATCH
    )


def test_a_working_shift_is_no_window() -> None:
    assert _workload("Staff work a 10-hour shift at the depot.") == Workload.UNSTATED


def test_window_patterns_stay_linear() -> None:
    pattern = vocabulary("workload").pattern("batch")
    hostile = "backlog " + "big " * 6000 + "9-hour " * 2000
    with deadline(2, "batch window"):
        pattern.search(hostile)
