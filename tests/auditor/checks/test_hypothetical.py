"""A figure said in the conditional (what a system would do, is projected to do for a sized
system, or what 'you have' once multiplied out) is the deck's arithmetic: DERIVED-METRIC."""

from __future__ import annotations

import pytest

from auditor.checks.derived_forms import computed_from_another, price_per_work
from auditor.checks.hypothetical import (
    _AND_YOU_HAVE,
    _PROJECTED,
    _RESULT_TIMES,
    _SIZED,
    _WOULD,
    hypothetical_figure,
)
from tests.deadline import deadline


@pytest.mark.parametrize(
    "sentence",
    [
        "Three such boxes in one cage would give about 95,000 tokens/s.",
        "The Z4 would reach 2.1x the 40,112 tokens/s of a four-GPU server.",
        "At 9,000 pages a second the node would need about 20 minutes for the backlog.",
        "Stack six racks in the suite and you have 4.4 million tokens/s.",
        "Our 32-card Z-Pod is projected at 210,000 tokens/s on the same test.",
        "A 2,048-chip cluster is projected to reach 9.8 million tokens/s.",
        "Planned hall: 3.1 million tokens/s (6.0-0101 x 32).",
        "Tokens per node-hour | 150 million | 6.0-0101 Server rate x 3,600 s",
    ],
)
def test_a_figure_in_the_conditional_is_derived(sentence: str) -> None:
    assert hypothetical_figure(sentence) is not None


@pytest.mark.parametrize(
    "sentence",
    [
        "The Z4 reached 40,112 tokens/s in the Server scenario.",
        "Z5 preview, projected: 61,000 tokens/s.",
        "The gate is 99% of the reference score, which a buyer would otherwise misread.",
        "Projected for the next round: 70,000 tokens/s.",
        "The 6.0-0101 DGX B300 x 8 GPUs reached 98,000 tokens/s.",
    ],
)
def test_a_reported_or_future_round_figure_is_not(sentence: str) -> None:
    assert hypothetical_figure(sentence) is None


def test_an_operation_as_the_subject_computes_the_figure() -> None:
    assert computed_from_another("Averaging the two vendors' runs gives 51,230 tokens/s.")


def test_the_patterns_are_linear_on_hostile_text() -> None:
    with deadline(5, "a conditional-figure pattern backtracked"):
        for hostile in (
            "would " * 4000,
            "and you " * 3000,
            "1,000," * 4000,
            "summing " * 3000,
            "6.0-0001 " + "a" * 20000,
            "6.0-0001 rate " * 1500,
        ):
            for pattern in (_WOULD, _AND_YOU_HAVE, _PROJECTED, _SIZED, _RESULT_TIMES):
                list(pattern.finditer(hostile))
            computed_from_another(hostile + " gives 3 tokens/s")
            hypothetical_figure(hostile)


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        ("Leased over four years, that comes to 9 cents per billion output tokens.", True),
        ("At list price the node serves tokens for GBP 0.30 per million tokens.", True),
        ("Seats cost $14 per user per month.", False),
        ("About CHF 0.004 per contract reviewed.", False),
    ],
)
def test_a_price_per_unit_of_benchmark_work_is_derived(sentence: str, derived: bool) -> None:
    assert (price_per_work(sentence) is not None) is derived


def test_the_price_pattern_is_linear_on_hostile_text() -> None:
    with deadline(5, "the price-per-work pattern backtracked"):
        for hostile in ("$1" * 8000, "1,1." * 5000 + " cents", "12 cents per " + "1 " * 8000):
            price_per_work(hostile)


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        ("With 4 nodes of 8 GPUs each, the hall should manage about 120,000 tokens/s.", True),
        ("A 16-card Z-Pod could reach 88,000 tokens/s on the same test.", True),
        ("The Z4 should deliver 40,000 tokens/s.", False),
        ("Readers should note the 8-GPU Z4's 31,000 tokens/s.", False),
        ("At 21,000 samples/s one Z4 would clear the backlog in under three nights.", True),
        ("At 21,000 samples/s the Z4 clears the backlog in three nights.", False),
    ],
)
def test_an_expected_figure_for_a_sized_system_and_a_worded_duration(
    sentence: str, derived: bool
) -> None:
    assert (hypothetical_figure(sentence) is not None) is derived


def test_the_expected_and_duration_patterns_are_linear_on_hostile_text() -> None:
    from auditor.checks.hypothetical import _EXPECTED, _WORD_DURATION

    with deadline(5, "an expected-figure pattern backtracked"):
        for hostile in ("should " * 4000, "three " * 4000, "could be " * 3000):
            for pattern in (_EXPECTED, _WORD_DURATION):
                list(pattern.finditer(hostile))
            hypothetical_figure(hostile + " 8 GPUs 3 tokens/s")
