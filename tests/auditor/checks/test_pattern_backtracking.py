"""Patterns a deck's own text reaches must not backtrack without bound on hostile input.

Decks are written by the party under review: a 20 kB run of letters or spaces must cost a
pattern milliseconds, not seconds. Each case runs under an alarm far above its normal cost
(about 1 ms), so that only a pattern that backtracks without bound can fail it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from auditor.checks import claim_checks, unit_cost
from auditor.labels.signals import RATED_POWER
from extractors.reach import bare_result_figure, is_cost_per_answer
from tests.deadline import deadline

LIMIT_S = 5


HOSTILE = {
    "one long word": "a" * 20_000,
    "hyphenated run": "a-" * 10_000,
    "a count then spaces": "per 1" + " " * 20_000,
    "a cost count then spaces": "cost per 1" + " " * 20_000,
    "spaces then a count": " " * 20_000 + "costs",
    "an unclosed aside": "a clause (" * 2_000,
    "sentence ends": ". " * 10_000,
    "labels with no colon": ". per page" * 2_000,
    "words then no amount": "each page " * 2_000 + "comes to",
    "a count, spaces, a word, an amount": "resolves 1" + " " * 20_000 + "x $1 at 41,200 tokens/s",
    "a run of digit groups": "resolves " + "1," * 10_000 + " $1 at 41,200 tokens/s",
}
CHECKS: dict[str, Callable[[str], object]] = {
    "cost per unit of work": lambda text: list(unit_cost._COSTS.finditer(text)),
    "unit put at an amount": lambda text: list(unit_cost._UNIT_AT.finditer(text)),
    "unit as a line's label": lambda text: list(unit_cost._PER_LABEL.finditer(text)),
    "amount per unit": lambda text: list(unit_cost._PER.finditer(text)),
    "cost of a unit": lambda text: list(unit_cost._COST_OF.finditer(text)),
    "count of work for an amount": unit_cost._count_for_amount,
    "a rated wattage": RATED_POWER.search,
    "a wattage before an average": claim_checks._WATTS_BEFORE.search,
    "cost per answer": is_cost_per_answer,
}


@pytest.mark.parametrize("check", sorted(CHECKS))
@pytest.mark.parametrize("text", sorted(HOSTILE))
def test_hostile_text_costs_no_unbounded_backtracking(check: str, text: str) -> None:
    with deadline(LIMIT_S):
        CHECKS[check](HOSTILE[text])


def test_the_anchored_cost_pattern_still_reads_a_cost_on_units_of_work() -> None:
    found = unit_cost._COSTS.search("At that rate a thousand translated pages cost about 0.3p.")
    assert found is not None
    assert found.group("before").split() == [
        "At",
        "that",
        "rate",
        "a",
        "thousand",
        "translated",
        "pages",
    ]


@pytest.mark.parametrize(
    "text",
    ["Join the live demo at 14:30.", "Booth 42: we are at 12.", "The queue gets 25, then drains."],
)
def test_times_of_day_and_small_counts_are_no_follow_on_result(text: str) -> None:
    assert bare_result_figure(text, "tokens/s") is None


def test_a_follow_on_result_with_no_unit_is_still_read() -> None:
    found = bare_result_figure("Its four-GPU sibling manages 16,200.", "tokens/s")
    assert found is not None and (found.value, found.unit) == (16200.0, "tokens/s")


@pytest.mark.parametrize(
    "text, rated",
    [
        ("Counted against the 1,000 W rated board", True),
        ("A100,400 W rated card", True),
        ("It drew 1,000 W.", False),
        ("1.5 kW rated", True),
    ],
)
def test_a_wattage_before_rated_is_still_read(text: str, rated: bool) -> None:
    assert (RATED_POWER.search(text) is not None) is rated


@pytest.mark.parametrize(
    "text, found",
    [("It drew 10,442 W ", True), ("It drew 10,442. kW", True), ("It drew 10,442 tokens", False)],
)
def test_a_wattage_before_an_average_is_still_read(text: str, found: bool) -> None:
    assert (claim_checks._WATTS_BEFORE.search(text) is not None) is found
