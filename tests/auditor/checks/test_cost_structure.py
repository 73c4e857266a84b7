"""COST-PER-ANSWER read from structure: a participle after the benchmark's own unit ('per
million tokens served') leaves it a price per token; an amount in pence followed by 'of' is
still an amount; an adverb-qualified unit with a longer name ('each correctly answered exam
question costs') is a cost per correct answer; currencies by their codes."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import cost_and_derived_flags
from auditor.checks.unit_cost import priced_work
from auditor.labels.rules import label_bucket
from auditor.models import ClaimAudit
from auditor.vocab import vocabulary
from extractors import Claim, ClaimContext, Location, Metric


def _never(_: str) -> bool:
    return False


def _claim(text: str) -> ClaimAudit:
    return ClaimAudit(
        id="p4-1",
        page=4,
        text=text,
        location=Location(page=4),
        metric=Metric(value=0.2, unit="", raw="0.2"),
        round="v5.1",
        context=ClaimContext(),
    )


def _codes(text: str) -> set[str]:
    return {f.code for f in cost_and_derived_flags(_claim(text), _never)}


@pytest.mark.parametrize(
    "text",
    [
        "Over three years the node works out at $0.02 per million tokens generated.",
        "That is €0.4 per thousand queries answered on the Server result.",
    ],
)
def test_a_participle_after_a_benchmark_unit_is_no_unit_of_work(text: str) -> None:
    assert priced_work(_claim(text)) is None
    assert "COST-PER-ANSWER" not in _codes(text)


def test_a_participle_does_not_hide_a_unit_of_work() -> None:
    assert priced_work(_claim("It comes to $0.002 per translated contract.")) is not None


@pytest.mark.parametrize(
    "text",
    [
        "On the Server result, a thousand helpdesk replies cost about 0.2p of compute.",
        "Each correctly answered exam question costs 0.01 cents on that node.",
        "An accurately dubbed film minute costs 0.6 pence.",
        "Per query that is AED 0.0003 per accurate citizen answer.",
        "Per verified answer we pay about 0.1 US cents on that node.",
        "On the Server rate the rack pays back its price within 9 months.",
    ],
)
def test_costs_per_answer_in_other_shapes(text: str) -> None:
    assert "COST-PER-ANSWER" in _codes(text)


@pytest.mark.parametrize("amount", ["SAR 0.0004", "AED 1.2", "SGD 0.5", "KRW 40"])
def test_currency_codes_are_amounts(amount: str) -> None:
    assert vocabulary("cost").pattern("money_amount").search(f"about {amount} each")


def test_a_payback_is_flagged_but_not_read_as_quality() -> None:
    text = "On the Server rate the rack pays back its price within 9 months."
    claim = Claim(
        id="p4-1",
        page=4,
        text=text,
        location=Location(page=4),
        metric=Metric(value=9.0, unit="", raw="9 months"),
        context=ClaimContext(),
    )
    assert label_bucket(claim, _never).value == "operational"
