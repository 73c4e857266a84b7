"""A figure said to prove the deck's own plan or choice right ('proof that you picked the right
vendor', 'shows that our sizing is correct') says nothing about the answers' correctness: no
quality bucket (S2-2). Proof of correct output stays quality."""

from __future__ import annotations

import pytest

from auditor.labels.rules import label_bucket
from auditor.vocab import vocabulary
from extractors import Claim, ClaimContext, Location, Metric
from tests.deadline import deadline

_RESULT = "The Heron H4 posted 41,200 tokens/s in the Offline scenario (5.1-0069)"


def _never(_: str) -> bool:
    return False


def _bucket(text: str) -> str:
    claim = Claim(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=41200.0, unit="tokens/s", raw="41,200"),
        context=ClaimContext(),
    )
    return label_bucket(claim, _never).value


@pytest.mark.parametrize(
    "tail",
    [
        ": proof that you picked the right vendor.",
        ", which shows that our sizing in the appendix is correct.",
        "; that is how we know the rack plan is correct.",
        ", which means one rack is the right number for you.",
    ],
)
def test_a_verdict_on_the_plan_or_choice_is_not_quality(tail: str) -> None:
    assert _bucket(_RESULT + tail) == "operational"


@pytest.mark.parametrize(
    "tail",
    [
        ", which is our proof that rankings will feel right.",
        ", which shows the assistant will answer fluently and correctly.",
        "; that is how the drafts come out correct.",
    ],
)
def test_proof_of_correct_output_stays_quality(tail: str) -> None:
    assert _bucket(_RESULT + tail) == "quality"


def test_the_plan_word_guard_stays_linear_on_hostile_text() -> None:
    pattern = vocabulary("quality").pattern("proof_of_outcome")
    hostile = "proof that " + "the plan " * 20_000 + "shows " * 20_000
    with deadline(10, "proof_of_outcome"):
        assert pattern.search(hostile) is None


def test_a_verb_between_proof_and_right_is_no_plan_word() -> None:
    tail = ", which is why the rewriter now picks the right synonym for trainers."
    assert _bucket(_RESULT + tail) == "quality"
