"""Derived figures the deck works out from a published result: a rate turned into work per
night, day or shift, and a result projected onto a system that was never measured."""

from __future__ import annotations

import pytest

from auditor.checks.worked_out import work_over_period
from auditor.labels.signals import DERIVED_WORDS


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "At 18,400 samples/s a single node transcribes some 1.6 billion clips over a "
            "working week.",
            "1.6 billion clips over a working week",
        ),
        (
            "Each day that is 640 million tokens, from 7,400 tokens/s.",
            "Each day that is 640 million",
        ),
        ("Enough for 95,000 invoices per shift at 2,150 queries/s.", "95,000 invoices per shift"),
    ],
)
def test_a_rate_turned_into_work_over_time(text: str, shown: str) -> None:
    found = work_over_period(text)
    assert found is not None and found.group(0) == shown


@pytest.mark.parametrize(
    "text",
    [
        "In 2026 the eight-GPU server held 24,525 tokens/s in the Offline scenario.",
        "Over the last 12 months the 8-GPU node kept 24,525 tokens/s.",
        "It answers 12,000 queries/s for 30,000 shoppers a day.",
        "2.8 million summaries in an eight-hour night.",  # no rate to work it out from
        "The 3-year contract costs $1,200,000 a year at 24,525 tokens/s.",
    ],
)
def test_a_plain_result_beside_a_date_or_term_is_not_worked_out(text: str) -> None:
    assert work_over_period(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Projected to the clinic's two-GPU workstation: about 4,100 samples/s.",
        "Extrapolated across your 48-node cluster, that is 1.9 million tokens/s.",
        "Scaled onto a 16 rack fleet the figure grows to 30 million queries/s.",
    ],
)
def test_a_result_projected_onto_an_unmeasured_system(text: str) -> None:
    assert DERIVED_WORDS.search(text)


def test_a_projection_for_a_future_round_names_no_system() -> None:
    assert DERIVED_WORDS.search("Projected for MLPerf Inference v7.0: 90,000 tokens/s.") is None
