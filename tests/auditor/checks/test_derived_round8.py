"""Figures the deck works out, in forms met in round eight: a count of work read as a figure of
its own, a conversion resting on an assumption, a fronted 'Per million tokens,', the deck's own
model or estimate for a sized system, and a chart label marking a sized system's projection."""

from __future__ import annotations

import pytest

from auditor.checks.derived_forms import computed_from_another
from auditor.checks.hypothetical import _ESTIMATE_LEAD, _PROJECTION_LABEL, hypothetical_figure
from auditor.checks.worked_out import work_over_period
from auditor.vocab import vocabulary
from tests.deadline import deadline


def test_a_count_of_work_read_as_a_figure_is_still_the_count() -> None:
    text = "A ten-hour shift at 21,400 tokens/s makes about 770 million tokens per node per night."
    assert work_over_period(text) is not None


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        ("Assuming 400 tokens per reply, 21,400 tokens/s is some 53 replies a second.", True),
        ("Per thousand queries, the Z4 comes to 0.6 kWh.", True),
        ("Per million tokens, one Z4 works out at 14 cents.", True),
        ("Per the submission rules, the Z4 reached 21,400 tokens/s.", False),
        ("The Z4 reached 21,400 tokens/s assuming nothing.", False),
    ],
)
def test_an_assumption_or_a_fronted_unit_of_work(sentence: str, derived: bool) -> None:
    assert (computed_from_another(sentence) is not None) is derived


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        ("Growing the pod to 24 nodes, we model 2.2 million tokens/s.", True),
        ("A 64-card Z-Pod is estimated at 1.4 million tokens/s.", True),
        ("8 nodes (projected) – Tokens/s: 171200", True),
        ("1 node (measured) – Tokens/s: 21400", False),
        ("Z6 preview, projected: 30,000 tokens/s.", False),
        ("We estimate the Z6 at 30,000 tokens/s.", False),
    ],
)
def test_the_decks_own_estimate_for_a_sized_system(sentence: str, derived: bool) -> None:
    assert (hypothetical_figure(sentence) is not None) is derived


def test_the_new_patterns_are_linear_on_hostile_text() -> None:
    words = vocabulary("aggregation")
    with deadline(5, "a round-eight derived pattern backtracked"):
        for hostile in (
            "per million " * 2000,
            "Per " + "tokens " * 3000,
            "assuming " * 3000,
            "we model " * 3000,
            "(projected) " * 2000,
            "1,000 " * 4000,
        ):
            for pattern in (
                words.pattern("like_for_like"),
                words.pattern("operation_lead"),
                _ESTIMATE_LEAD,
                _PROJECTION_LABEL,
            ):
                list(pattern.finditer(hostile))
            computed_from_another(hostile + " 3 tokens/s")
            hypothetical_figure(hostile + " 8 nodes")
            work_over_period(hostile + " 3 tokens/s a night")


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        ("At that rate, one Z4 clears 2.4 million pages a day.", True),
        ("At the Server rate, a node-hour works out to EUR 0.30 per million tokens.", True),
        ("That is equivalent to about 1.8 billion tokens a day.", True),
        ("The Z4 reached 21,400 tokens/s, which is the equivalent of 60 pages/s.", True),
        ("At that rate the Z4 posted 21,400 tokens/s in the Server scenario.", False),
        ("The Z4 reached 21,400 tokens/s at that rate.", False),
    ],
)
def test_the_rate_before_applied_or_an_equivalent(sentence: str, derived: bool) -> None:
    assert (computed_from_another(sentence) is not None) is derived


def test_the_rate_and_equivalent_patterns_are_linear_on_hostile_text() -> None:
    words = vocabulary("aggregation")
    with deadline(5, "a rate-lead or equivalent pattern backtracked"):
        for hostile in ("at that rate " * 2000, "which is " * 3000, ", that is equivalent " * 1500):
            for name in ("operation_lead", "equivalent_to"):
                list(words.pattern(name).finditer(hostile))
            computed_from_another(hostile + " 3 tokens/s")
