"""A price on a unit of work that an adverb of rightness qualifies ('each safely triaged
conversation', 'a properly indexed page') is a cost per correct answer: the quality bucket."""

from __future__ import annotations

import pytest

from auditor.labels.correct_work import priced_correct_outcome
from tests.deadline import deadline


@pytest.mark.parametrize(
    "text",
    [
        "each safely triaged conversation would cost £0.0041",
        "A properly indexed parish page comes to 0.3 cents of compute.",
        "That puts a faithfully captioned minute at about ¥0.02.",
        "Per reliably routed parcel query: USD 0.0007.",
    ],
)
def test_work_done_rightly_and_priced(text: str) -> None:
    assert priced_correct_outcome(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "each triaged conversation would cost £0.0041",
        "The rack is safely housed for £3,000 a month.",
        "A quickly indexed page comes to 0.3 cents of compute.",
    ],
)
def test_plain_work_or_a_safe_machine_is_no_correct_answer(text: str) -> None:
    assert priced_correct_outcome(text) is None


def test_the_rightly_done_pattern_stays_linear() -> None:
    with deadline(5, "rightly done work"):
        priced_correct_outcome("safely " * 3000 + "£1")
        priced_correct_outcome("properly" + "a" * 20000 + "ed £1")
