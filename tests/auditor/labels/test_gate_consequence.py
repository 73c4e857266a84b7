"""The accuracy gate followed in its own sentence by what it is said to mean for the people who
use the output is sold as a grade; a consequence about the result's standing is not."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import bucket_flags
from auditor.labels.rules import label_bucket
from auditor.models import Bucket, ClaimAudit, Labels
from auditor.vocab import vocabulary
from extractors import BlockRole, Claim, ClaimContext, Location, Metric
from tests.deadline import deadline


def _claim(text: str) -> Claim:
    return Claim(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        role=BlockRole.BODY,
        metric=Metric(value=99.0, unit="%", raw="99%"),
        context=ClaimContext(),
    )


@pytest.mark.parametrize(
    "text",
    [
        "The detector cleared MLPerf's 99% accuracy target, which for your pickers means no "
        "missing parcels.",
        "It sits above the 99% ResNet target, so cashiers can rely on every scan.",
        "The model met the 99% accuracy bar, proof that tenants get clean minutes.",
        "It passed MLPerf's 99% accuracy target, meaning readers get tidy abstracts.",
    ],
)
def test_a_gate_with_a_consequence_for_people_is_a_grade(text: str) -> None:
    claim = _claim(text)
    assert label_bucket(claim, lambda _: False).value == "quality"
    audit = ClaimAudit.from_claim(claim, labels=Labels(bucket=Bucket.QUALITY))
    assert "GATE-AS-GRADE" in {f.code for f in bucket_flags(audit)}


@pytest.mark.parametrize(
    "text",
    [
        "It met the 99% accuracy target, so the result counts in the Closed division.",
        "The run cleared the 99% accuracy target, meaning it is a valid submission.",
        "It met the 99% accuracy target at 3,000 tokens/s.",
    ],
)
def test_a_gate_with_a_consequence_for_the_result_stays_operational(text: str) -> None:
    assert label_bucket(_claim(text), lambda _: False).value == "operational"


def test_the_consequence_pattern_runs_in_linear_time() -> None:
    pattern = vocabulary("quality").pattern("gate_consequence")

    with deadline(5, "the gate consequence pattern backtracked"):
        for hostile in (", which " + "a " * 9000, ",,,," * 5000, ", which " + "x'" * 9000):
            list(pattern.finditer(hostile))


def test_a_consequence_in_a_later_clause_is_not_the_gates() -> None:
    text = "Both entries met the 99% accuracy target; that target is a floor, so it orders nothing."
    assert label_bucket(_claim(text), lambda _: False).value == "operational"
