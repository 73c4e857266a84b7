"""Findings of the round-ten review: hostile text that stalled a new pattern, and plain misreadings
of the new claim and label rules."""

from __future__ import annotations

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.reach import rests_on_result
from extractors.work_spans import completion_times
from tests.deadline import deadline


def test_a_long_blank_run_after_in_stays_linear() -> None:
    # 'in' then 20 kB of blanks: '\s*:?\s+' backtracked over every split of the run
    for hostile in ("hours in" + " " * 20_000 + "x", "hours within" + "\n " * 10_000 + "x"):
        with deadline(2, "the finishing-time span"):
            assert completion_times(hostile) == []


def test_the_span_lead_still_reads_in_and_within_with_a_colon() -> None:
    for text in (
        "Two racks would finish the re-plan in about 40 minutes.",
        "The archive is done within: 6 hours.",
        "The queue clears in : 3 hours.",
    ):
        (metric,) = completion_times(text)
        assert metric.kind == "duration", text


def _claims(title: str, *texts: str) -> list[Claim]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=1)) for t in texts]
    page = Page(number=1, title=title, blocks=blocks)
    return find_claims(Deck(path="p.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page]))


_HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B on the Heron H4"
_RESULT = "The Heron H4 posted 41,200 tokens/s in the Offline scenario (5.1-0069)."


def test_projects_and_scaling_as_nouns_tie_no_finishing_time_to_a_result() -> None:
    for text in (
        "Our consulting projects finish in about 6 weeks.",
        "Large projects are done within 3 days by our field team.",
        "Scaling workshops wrap up in 2 days.",
    ):
        for title, lines in (("Services", [text]), (_HEADING, [_RESULT, text])):
            assert [c for c in _claims(title, *lines) if c.text == text] == [], text
    tied = "Scaled to our two boards, the re-index would take about 41 minutes."
    (claim,) = [c for c in _claims(_HEADING, _RESULT, tied) if c.text == tied]
    assert claim.metric is not None and claim.metric.unit == "min"


def test_a_servers_hire_rate_is_no_benchmark_rate() -> None:
    assert not rests_on_result("At our server rate we bill $0.90 per hour of support.")
    assert rests_on_result("At the Server rate, each answer costs $0.002.")
    assert rests_on_result("At the offline rate, each answer costs $0.0004.")
