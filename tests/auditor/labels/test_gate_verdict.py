"""The accuracy gate made the subject of a verb of proof ('Passing the 99% threshold proves
...') or followed by a connective of cause (', which is why ...') is sold as a grade; the same
shapes about the result's standing, or a later clause, are not."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import bucket_flags
from auditor.labels.rules import label_bucket
from auditor.models import Bucket, ClaimAudit, Labels
from extractors import BlockRole, Claim, ClaimContext, Location, Metric
from tests.deadline import deadline


def _claim(text: str) -> Claim:
    return Claim(
        id="p3-1",
        page=3,
        text=text,
        location=Location(page=3),
        role=BlockRole.BODY,
        metric=Metric(value=99.0, unit="%", raw="99%"),
        context=ClaimContext(),
    )


def _bucket(text: str) -> str:
    return label_bucket(_claim(text), lambda _: False).value


@pytest.mark.parametrize(
    "text",
    [
        "Clearing the 99% accuracy target guarantees the minutes your board reads are faithful.",
        "Meeting the 99.9% ROUGE bar shows clients will get summaries worth filing.",
        "The detector passed the 99% mAP gate, which is why our scanner finds cracked welds.",
        "ResNet met the 99% accuracy target, hence shelf audits your staff never redo.",
        "It cleared the 99% accuracy threshold, and that is why tellers trust its replies.",
    ],
)
def test_a_gate_that_proves_or_causes_an_outcome_is_a_grade(text: str) -> None:
    assert _bucket(text) == "quality"
    audit = ClaimAudit.from_claim(_claim(text), labels=Labels(bucket=Bucket.QUALITY))
    assert "GATE-AS-GRADE" in {f.code for f in bucket_flags(audit)}


@pytest.mark.parametrize(
    "text",
    [
        "Passing the 99% accuracy target means the result counts in the Closed division.",
        "The run cleared the 99% accuracy threshold, which is why it is a valid submission.",
        "It met the 99% accuracy target; the vendor's own product shows its work elsewhere.",
        "Results must meet the 99% accuracy target and the latency bound.",
    ],
)
def test_a_gate_with_a_verdict_on_standing_or_none_is_not(text: str) -> None:
    assert _bucket(text) == "operational"


def test_the_verdict_pattern_is_linear_on_hostile_text() -> None:
    hostile = "Passing the 99% accuracy target" + " alone" * 4_000 + " x"

    with deadline(5, "the gate verdict pattern backtracked"):
        assert _bucket(hostile) == "operational"
