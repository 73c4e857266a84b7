"""A rate over an hour, a night or a month is a per-second result multiplied out: derived."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import cost_and_derived_flags
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric
from extractors.claims import metrics_in


def _derived(text: str) -> bool:
    (metric,) = metrics_in(text)
    claim = ClaimAudit(
        id="p3-1",
        page=3,
        text=text,
        location=Location(page=3),
        metric=Metric(value=metric.value, unit=metric.unit, raw=metric.raw),
        context=ClaimContext(),
    )
    return "DERIVED-METRIC" in {f.code for f in cost_and_derived_flags(claim, lambda _: False)}


@pytest.mark.parametrize(
    "text",
    [
        "Over the batch window that is about 90 million tokens per night.",
        "That works out to 41 million tokens per GPU-hour.",
        "The site yields 5.2 million tokens/s per megawatt.",
    ],
)
def test_rates_over_a_period_or_a_site_are_derived(text: str) -> None:
    assert _derived(text)


def test_a_rate_per_second_stays_a_result() -> None:
    assert not _derived("The node reached 24,000 tokens/s.")
