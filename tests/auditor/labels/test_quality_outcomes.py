"""The quality bucket for a figure offered as proof of what the product gets right, detection
said to miss nothing, a grade named by its field, and a priced unit of work qualified as right;
and the bounds on each: a denial, a rate written with 'every', a plain price per unit of work."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import bucket_flags
from auditor.labels.rules import label_bucket
from auditor.labels.signals import DERIVED_WORDS, QUALITY_WORDS
from auditor.models import Bucket, ClaimAudit, Labels
from auditor.vocab import vocabulary
from extractors import Claim, ClaimContext, Location, Metric
from tests.deadline import deadline


def _never(_: str) -> bool:
    return False


def _claim(
    text: str,
    *,
    value: float = 9300.0,
    unit: str = "tokens/s",
    raw: str = "9,300",
    next_sentence: str | None = None,
    slide_text: tuple[str, ...] = (),
) -> Claim:
    return Claim(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=value, unit=unit, raw=raw),
        context=ClaimContext(next_sentence=next_sentence, slide_text=list(slide_text)),
    )


@pytest.mark.parametrize(
    "text",
    [
        "The 9,300 tokens/s Server result is proof that Tallis grades essays correctly.",
        "Our 9,300 tokens/s shows the concierge will reply to guests fluently and accurately.",
        "At 9,300 tokens/s, the node demonstrates that dispatchers get accurate, timely routes.",
        "The 9,300 tokens/s result guarantees the reader will not miss a single fracture.",
        "9,300 tokens/s is a testament to a tutor that explains chemistry coherently.",
        "At 9,300 tokens/s, the smartest concierge on the market.",
        "9,300 tokens/s of answers your auditors can sign off on.",
        "The node's 9,300 tokens/s delivers the accuracy your regulators expect.",
        "Fast and accurate: 9,300 tokens/s on the Server scenario.",
        "At 9,300 tokens/s the desk gives your callers the right fix, right first time.",
    ],
)
def test_a_figure_offered_as_proof_of_correct_output_is_quality(text: str) -> None:
    assert label_bucket(_claim(text), _never).value == "quality"


@pytest.mark.parametrize(
    "text",
    [
        "At 9,300 tokens/s, the scanner spots every hairline crack on the wing.",
        "With 9,300 tokens/s of headroom the pipeline misses nothing in the feed.",
        "At 9,300 tokens/s each scan report is of diagnostic grade.",
        "At 9,300 tokens/s not a single forged invoice slips past the auditors.",
        "At 9,300 tokens/s, underwriters can stand behind every risk assessment.",
    ],
)
def test_detection_that_misses_nothing_and_field_grades_are_quality(text: str) -> None:
    assert label_bucket(_claim(text), _never).value == "quality"


@pytest.mark.parametrize(
    "text",
    [
        "The 9,300 tokens/s result does not prove the model answers correctly.",
        "The sensor array detects every 40 ms at 9,300 tokens/s.",
        "The 9,300 tokens/s result shows the node keeps up with peak traffic.",
        "Buyers can trust these results: 9,300 tokens/s, audited by MLCommons.",
        "At 9,300 tokens/s we get the right hardware for the price.",
        "At 9,300 tokens/s the scheduler finds any idle GPU at once.",
        "Your SOC can act on alerts in real time at 9,300 tokens/s.",
    ],
)
def test_denials_rates_and_plain_speed_stay_operational(text: str) -> None:
    assert label_bucket(_claim(text), _never).value == "operational"


@pytest.mark.parametrize("noun", ["transcript", "translation", "caption", "detection", "code"])
def test_the_quality_of_any_output_sold_on_the_gate_is_gate_as_grade(noun: str) -> None:
    text = f"Meeting the 99% accuracy target is the {noun} quality your reviewers sign off."
    claim = _claim(text, value=99.0, unit="%", raw="99%")
    assert label_bucket(claim, _never).value == "quality"
    audit = ClaimAudit.from_claim(claim, labels=Labels(bucket=Bucket.QUALITY))
    assert "GATE-AS-GRADE" in {f.code for f in bucket_flags(audit)}


@pytest.mark.parametrize(
    ("text", "quality"),
    [
        ("Passing the 99% target means summaries as good as a human editor writes.", True),
        ("Cleared the 99% target: reads as accurate as our senior radiologists.", True),
        ("We ran the 99% variant as well as the reference GPT-J benchmark.", False),
    ],
)
def test_output_set_level_with_a_persons_work(text: str, quality: bool) -> None:
    claim = _claim(text, value=99.0, unit="%", raw="99%")
    assert (label_bucket(claim, _never).value == "quality") is quality


def test_the_gate_sold_as_a_field_grade_is_gate_as_grade() -> None:
    text = "Both nodes cleared the 99.9% accuracy target, so every mask is of clinical grade."
    claim = _claim(text, value=99.9, unit="%", raw="99.9%")
    labels = label_bucket(claim, _never)
    assert labels.value == "quality"
    audit = ClaimAudit.from_claim(claim, labels=Labels(bucket=Bucket.QUALITY))
    assert {f.code for f in bucket_flags(audit)} >= {"GATE-AS-GRADE"}


@pytest.mark.parametrize(
    "text",
    [
        "That puts an answered customer enquiry at about €0.0007 of GPU time.",
        "On the Server result an accurately captioned minute costs 0.05 pence.",
        "Each correctly classified insurance claim form costs 0.02 US cents.",
    ],
)
def test_a_priced_unit_qualified_as_right_is_quality(text: str) -> None:
    claim = _claim(text, value=0.05, unit="", raw="0.05")
    assert label_bucket(claim, _never).value == "quality"


def test_a_plain_price_per_unit_of_work_is_not_read_as_quality() -> None:
    claim = _claim("Reading one policy page costs 0.01 US cents.", value=0.01, unit="", raw="0.01")
    assert label_bucket(claim, _never).value == "operational"


def test_a_pointing_back_gate_sentence_does_not_sell_a_worked_out_figure() -> None:
    follow = "It meets the 99% accuracy gate, so every summary will be correct."
    derived = _claim(
        "Scaled to 32 nodes, that projects to 297,600 tokens/s.",
        next_sentence=follow,
        slide_text=(follow,),
    )
    assert DERIVED_WORDS.search(derived.text)
    assert label_bucket(derived, _never).value == "operational"
    measured = _claim(
        "The node served 9,300 tokens/s in the Server scenario.",
        next_sentence=follow,
        slide_text=(follow,),
    )
    assert label_bucket(measured, _never).value == "quality"


HOSTILE = {
    "proof then words": "proves " + "word " * 4_000,
    "proof then commas": "shows " + "a, " * 7_000,
    "sees then every": "sees every " * 2_000,
    "no then words": "no " + "word " * 4_000,
    "can trust": "can trust every " * 1_500,
    "one long word": "a" * 20_000,
    "grades": "clinical " * 2_500,
    "qualified units": "correctly " * 2_000 + "$1",
}


@pytest.mark.parametrize("text", sorted(HOSTILE))
def test_the_new_quality_and_cost_patterns_run_in_linear_time(text: str) -> None:
    outcome = vocabulary("cost").pattern("correct_outcome")
    with deadline(5):
        list(QUALITY_WORDS.finditer(HOSTILE[text]))
        list(outcome.finditer(HOSTILE[text]))
        label_bucket(_claim(HOSTILE[text][:20_000]), _never)
