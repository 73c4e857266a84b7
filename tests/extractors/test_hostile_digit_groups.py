"""The patterns round six added or changed must stay linear on hostile text: a deck's author can
write 20 kB of digit groups, repeated names or spaces. Each case runs under an alarm far above
its normal cost (milliseconds), so only a pattern that backtracks without bound can fail it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from auditor.labels.signals import division_mentions, scenario_mentions
from extractors.claims import RANK_WORDS, metrics_in
from extractors.reach import FIELD_RANK, bare_result_figure, second_subject_metrics
from extractors.vocab import claim_words
from tests.deadline import deadline

LIMIT_S = 3


HOSTILE = {
    "comma groups": ",123" * 5_000,
    "groups then a digit": "12,5" * 5_000,
    "space groups": " 123" * 5_000,
    "no-break space groups": "\u00a0123" * 5_000,
    "a field without a verb": "no eight-GPU machine " * 1_000,
    "energy without a noun": "1 millijoules per a " * 1_000,
    "scenario before digits": "Server " + "1" * 20_000,
    "units without a scenario": "tokens/s " * 2_500,
    "currency codes": "SAR 1" * 4_000,
    "one long word": "a" * 20_000,
    "microseconds without a unit": "1 us " * 4_000,
    "idioms cut short": "in a league of " * 1_300,
    "members without a verb": "no rival " * 2_200,
    "entries without a division": "Open submission " * 1_200,
}
CHECKS: dict[str, Callable[[str], object]] = {
    "metrics": metrics_in,
    "bare figure": lambda text: bare_result_figure(text, "tokens/s"),
    "second subjects": lambda text: second_subject_metrics(text, metrics_in(text)),
    "field rank": FIELD_RANK.search,
    "rank words": RANK_WORDS.search,
    "money": lambda text: list(claim_words()["money_in_words"].finditer(text)),
    "scenarios": scenario_mentions,
    "divisions": division_mentions,
}


@pytest.mark.parametrize("check", sorted(CHECKS))
@pytest.mark.parametrize("text", sorted(HOSTILE))
def test_hostile_text_costs_no_unbounded_backtracking(check: str, text: str) -> None:
    with deadline(LIMIT_S):
        CHECKS[check](HOSTILE[text])


def test_grouped_numbers_are_still_read_from_their_first_digit() -> None:
    found = metrics_in("It served 1,234,567 tokens/s, and 24 525 tokens/s in 2025 41,000 tokens/s.")
    assert [m.value for m in found] == [1234567.0, 24525.0, 41000.0]
