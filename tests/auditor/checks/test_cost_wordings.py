"""COST-PER-ANSWER on prices of a right outcome and on returns worked out from an MLPerf rate,
in wordings the first rules missed; a return is money, not the quality bucket."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import cost_and_derived_flags
from auditor.labels.rules import label_bucket
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric


def _never(_: str) -> bool:
    return False


def _claim(text: str) -> ClaimAudit:
    return ClaimAudit(
        id="p3-1",
        page=3,
        text=text,
        location=Location(page=3),
        metric=Metric(value=1.0, unit="usd", raw="1"),
        context=ClaimContext(),
    )


@pytest.mark.parametrize(
    "text",
    [
        "At that Offline rate, each accurately tagged invoice costs 0.02 cents",
        "The cost of one correct diagnosis drops to 0.3 euro cents on the 5.1 result",
        "Every correct triage decision costs under a tenth of a penny",
    ],
)
def test_a_price_on_a_right_outcome_is_quality(text: str) -> None:
    claim = _claim(text)
    assert "COST-PER-ANSWER" in {f.code for f in cost_and_derived_flags(claim, _never)}
    assert label_bucket(claim, _never).value == "quality"


@pytest.mark.parametrize(
    "text",
    [
        "At the MLPerf Offline rate the upgrade paid for itself within a quarter",
        "Run flat out, each node would generate $310,000 a year in token sales",
        "A single pod earns about €2.5 million per year at list price",
    ],
)
def test_a_return_drawn_from_a_rate_is_money_not_quality(text: str) -> None:
    claim = _claim(text)
    assert "COST-PER-ANSWER" in {f.code for f in cost_and_derived_flags(claim, _never)}
    assert label_bucket(claim, _never).value != "quality"


@pytest.mark.parametrize(
    "text",
    [
        "The correct configuration costs more to cool",
        "Our sales team earned the account in a year",
        "Each server costs $40,000 before support",
    ],
)
def test_plain_prices_and_earnings_words_are_no_return(text: str) -> None:
    assert not cost_and_derived_flags(_claim(text), _never)


@pytest.mark.parametrize(
    "text",
    [
        "At 41,000 tokens/s patients receive the correct diagnosis on the first visit",
        "That Server result means every agent gets the right reply on the first try",
    ],
)
def test_a_right_answer_received_sells_quality(text: str) -> None:
    assert label_bucket(_claim(text), _never).value == "quality"


def test_getting_the_right_hardware_is_no_answer_quality() -> None:
    text = "At 41,000 tokens/s buyers get the right price on support"
    assert label_bucket(_claim(text), _never).value != "quality"
