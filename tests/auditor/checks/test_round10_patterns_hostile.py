"""The patterns added in round ten stay linear on ~20 kB of hostile text."""

from __future__ import annotations

import pytest

from auditor.checks.comparison_checks import lettered_names
from auditor.checks.comparison_words import FACTOR_OF, WORD_FACTOR
from auditor.checks.hypothetical import hypothetical_figure
from auditor.labels.signals import chip_counts, division_mentions, scenario_mentions
from auditor.vocab import vocabulary
from tests.deadline import deadline

HOSTILE = [
    "Mixtral " * 2_500 + "Server",
    "Llama 2 70B Server " * 1_000,
    "four " + "AX-1 " * 4_000 + "cards",
    "16 " + "Kite K3 " * 2_500,
    "Offer " * 4_000 + "A",
    "Offer A " * 2_500,
    "projects " * 2_500 + "about 4.1",
    "The supplier projects " + "BoomEye-3 " * 2_000 + "at 9 ms",
    "1.42x its " * 2_000,
    "double the " * 2_000,
    "averaged " + "runs " * 4_000 + "into one",
    "a blended " * 2_000,
    "Network " * 2_500,
    "'v6.0, Closed, Server" * 1_000 + "'",
    ", Server ’" * 2_000,
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_round_ten_patterns_stay_linear(text: str) -> None:
    sum_of_runs = vocabulary("aggregation").pattern("sum_of_runs")
    with deadline(2, "round ten patterns"):
        scenario_mentions(text)
        division_mentions(text)
        chip_counts(text)
        lettered_names(text)
        hypothetical_figure(text)
        FACTOR_OF.search(text)
        WORD_FACTOR.search(text)
        sum_of_runs.search(text)
