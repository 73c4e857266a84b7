"""Review ten's leftovers in claim finding: 'the same' ties a finishing time to a result only with
a scenario or result word after it, and a week of running is kept in a unit a reader reads.

The sentences are written for this test.
"""

from __future__ import annotations

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.metrics import DURATION_UNIT_OF, DURATION_UNITS
from extractors.work_spans import completion_times
from tests.deadline import deadline

HEADING = "MLPerf Inference v6.0, Closed division: Llama 3.1 8B, Offline scenario"
RESULT = "The Marten M4 posts 31,200 tokens/s (6.0-0101)."


def _claims(title: str, *texts: str) -> list[Claim]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=1)) for t in texts]
    page = Page(number=1, title=title, blocks=blocks)
    return find_claims(Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page]))


def test_the_same_rate_alone_ties_no_finishing_time() -> None:
    untied = (
        "Support tickets are processed within 4 hours at the same rate as last year.",
        "The warehouse clears its orders in about 2 days at the same pace as before.",
    )
    tied = (
        "At the same Offline rate, two racks would finish the re-plan in about 40 minutes.",
        "By the same reckoning one node clears the archive in under 5 hours.",
    )
    claims = _claims(HEADING, RESULT, *untied, *tied)
    for text in untied:
        assert [c for c in claims if c.text == text] == [], text
    for text in tied:
        (claim,) = [c for c in claims if c.text == text]
        assert claim.metric is not None and claim.metric.unit in ("min", "h"), text


def test_a_week_of_running_reads_as_weeks() -> None:
    (metric,) = completion_times("Two racks would finish the re-plan in about 6 weeks.")
    assert (metric.value, metric.unit, metric.kind) == (6.0, "wk", "duration")
    (hours,) = completion_times("One card gets through the archive in under four hours.")
    assert (hours.unit, hours.kind) == ("h", "duration")
    # one source: every unit the span finder keeps is a duration
    assert frozenset(DURATION_UNIT_OF.values()) == DURATION_UNITS


def test_the_same_tie_stays_linear_on_hostile_text() -> None:
    hostile = ("at the same " * 3000) + ("the same offline " * 2000) + "finish in 4 hours"
    with deadline(2):
        _claims(HEADING, RESULT, hostile)
