"""Metrics written the way vendors write them: a scenario or a benchmark name between the number
and its unit, and multiplications that are no speed-up."""

from __future__ import annotations

import pytest

from extractors.claims import metrics_in
from extractors.metrics import find_metrics, primary_metric


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("the node posts 61,250 Offline tokens/s", 61250.0, "tokens/s"),
        ("about 12.5k Server queries per second", 12500.0, "queries/s"),
        ("1,480 SingleStream samples/s on the edge box", 1480.0, "samples/s"),
        ("it sustained 9,900 Interactive output tokens/s", 9900.0, "tokens/s"),
        ("a modest 0.22 Server tokens/s per watt of rated power", 0.22, "tokens/J"),
    ],
)
def test_a_scenario_word_between_number_and_unit(text: str, value: float, unit: str) -> None:
    found = find_metrics(text)
    assert [(m.value, m.unit) for m in found] == [(value, unit)]


def test_a_benchmark_name_between_number_and_unit() -> None:
    found = metrics_in("The pod delivered 412,000 Mixtral 8x7B Offline tokens/s last round.")
    assert [(m.value, m.unit) for m in found] == [(412000.0, "tokens/s")]
    assert found[0].raw == "412,000 Mixtral 8x7B Offline tokens/s"


def test_a_benchmark_name_does_not_join_a_latency() -> None:
    assert metrics_in("ran 4 Llama 2 70B ms tests") == []


@pytest.mark.parametrize(
    "text",
    ["a fleet estimate (12 x 3,050.5)", "Nodes x GPUs | 2 x 4 | 9,120", "3 x 6.0-0012 summed"],
)
def test_a_multiplication_is_no_speed_up(text: str) -> None:
    assert [m for m in find_metrics(text) if m.unit == "x"] == []


def test_a_speed_up_before_words_is_still_a_factor() -> None:
    assert [(m.value, m.unit) for m in find_metrics("3.4x the throughput of last year")] == [
        (3.4, "x")
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Q7 delivers twice the Mixtral 8x7B throughput of Q6", 2.0),
        ("it doubles inference performance over the last node", 2.0),
        ("three times as fast as the older card", 3.0),
        ("Q7 tripled its tokens per second", 3.0),
    ],
)
def test_speed_ups_in_words(text: str, value: float) -> None:
    assert [(m.value, m.unit) for m in metrics_in(text) if m.unit == "x"] == [(value, "x")]


@pytest.mark.parametrize(
    "text", ["Twice the memory per accelerator: 432 GB", "We doubled our sales team this year"]
)
def test_doubling_something_other_than_speed_is_no_factor(text: str) -> None:
    assert metrics_in(text) == []


def test_a_figure_wins_over_a_speed_up_in_words() -> None:
    found = metrics_in("More than twice as fast as the 31.5 ms the older box posted")
    assert (
        primary_metric(found, "More than twice as fast as the 31.5 ms the older box posted")
        == (found[1])
    )
    assert found[1].unit == "ms"


def test_t_per_s_is_tokens_per_second() -> None:
    assert [(m.value, m.unit) for m in find_metrics("about 9,800 t/s")] == [(9800.0, "tokens/s")]


def test_a_figure_before_versus_shares_the_unit_after_the_second() -> None:
    found = metrics_in("Six GPUs against six: 71,400 versus 69,950.5 Offline tokens/s")
    assert [(m.value, m.unit) for m in found] == [(71400.0, "tokens/s"), (69950.5, "tokens/s")]
    assert primary_metric(found).value == 71400.0


def test_a_count_or_a_year_before_versus_gets_no_unit() -> None:
    found = metrics_in("2 against 4 GPUs at 100 tokens/s")
    assert [(m.value, m.unit) for m in found] == [(100.0, "tokens/s")]
    found = metrics_in("Q7 in 2025 against 41,000 tokens/s for Q6")
    assert [(m.value, m.unit) for m in found] == [(41000.0, "tokens/s")]
