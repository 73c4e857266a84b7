"""Round nine: a price on work qualified as right, wherever the qualifier binds to the priced
unit (an adverb after the verb and its object, a verb of resolving, a 'well-' participle, a
judgement that the work passed as right), is quality, and COST-PER-ANSWER when it rests on a
result; trust put in what the product turns out, named by the clause that says it turns it
out, is quality too."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import cost_and_derived_flags
from auditor.labels.correct_work import priced_correct_outcome
from auditor.labels.rules import label_bucket
from auditor.labels.signals import QUALITY_WORDS
from auditor.models import Bucket, ClaimAudit
from auditor.vocab import vocabulary
from extractors import Claim, ClaimContext, Location, Metric
from tests.deadline import deadline


def _never(_: str) -> bool:
    return False


def _claim(text: str, *, value: float = 0.02, unit: str = "") -> Claim:
    return Claim(
        id="p3-1",
        page=3,
        text=text,
        location=Location(page=3),
        metric=Metric(value=value, unit=unit, raw=str(value)),
        context=ClaimContext(slide_text=[text]),
    )


RIGHT_WORK = [
    "Priced from the Offline row, the bot drafts a tenancy letter correctly for GBP 0.002.",
    "On that rate each node resolves a billing dispute for about USD 0.0004.",
    "Roughly 0.3 euro cents per thousand well-formed shipping labels.",
    "Counting only the claims our adjusters pass as correct, it comes to EUR 0.11 per thousand.",
    "Keeping just the captions the editors sign off as accurately timed, it is CHF 0.0002.",
    "Scans judged correct by the reviewing radiologist come to about $0.03 each.",
]


@pytest.mark.parametrize("text", RIGHT_WORK)
def test_a_price_on_work_qualified_as_right_is_quality(text: str) -> None:
    assert priced_correct_outcome(text) is not None
    assert label_bucket(_claim(text), _never).value == Bucket.QUALITY.value


@pytest.mark.parametrize("text", RIGHT_WORK)
def test_and_drawn_from_a_result_it_is_a_cost_per_answer(text: str) -> None:
    claim = ClaimAudit(**{**_claim(text).model_dump(), "round": "v6.0"})
    codes = {f.code for f in cost_and_derived_flags(claim, _never)}
    assert "COST-PER-ANSWER" in codes


@pytest.mark.parametrize(
    "text",
    [
        "The bot drafts a tenancy letter for GBP 0.002.",
        "A page costs 0.2 cents at the 99% accuracy target.",
        "The well-known B200 board rents for $2.10 an hour.",
        "We price a settlement letter at GBP 0.002.",
        "Marked as urgent, a ticket costs USD 0.01 to route.",
    ],
)
def test_a_price_on_plain_work_is_not(text: str) -> None:
    assert priced_correct_outcome(text) is None
    assert label_bucket(_claim(text), _never).value == Bucket.OPERATIONAL.value


def test_trust_in_what_the_product_turns_out_is_quality() -> None:
    text = "The node reached 61,200 tokens/s, so radiographers can rely on the labels it assigns."
    assert QUALITY_WORDS.search(text)
    # trust in the hardware, not in what it turns out, is no claim about answers
    rack = "The node reached 61,200 tokens/s, so operators can rely on the rack it ships in."
    assert not QUALITY_WORDS.search(rack)


@pytest.mark.parametrize(
    "hostile",
    ["correctly " * 2_000, "resolves a " * 2_000, "well-" * 5_000, "pass as " * 3_000],
)
def test_the_new_forms_stay_linear_on_hostile_text(hostile: str) -> None:
    outcome = vocabulary("cost").pattern("correct_outcome")
    with deadline(5, "correct outcome"):
        outcome.search(hostile + " $0.01")
        priced_correct_outcome(hostile + " $0.01")
        QUALITY_WORDS.search("can rely on the " + "x " * 10_000)
