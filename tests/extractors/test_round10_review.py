"""Findings of the round-ten review: hostile text that stalled a new pattern, and plain misreadings
of the new claim and label rules."""

from __future__ import annotations

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
