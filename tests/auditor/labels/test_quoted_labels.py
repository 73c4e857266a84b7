"""A label list quoted from elsewhere, closed by its quotation mark.

Class: a division and scenario written as MLPerf's label list ('v5.1, Closed, Server') and set in
quotation marks (a deck quoting a bidder's or a press release's label) names them as the
unquoted list does; an apostrophe of a possessive ('Server's') closes nothing. The examples are
this test's own.
"""

from __future__ import annotations

import pytest

from auditor.labels.signals import division_mentions, scenario_mentions


@pytest.mark.parametrize(
    ("text", "division", "scenario"),
    [
        (
            "Bidder 3 cites 41,000 tokens/s from 'MLPerf Inference v6.0, Closed, Server'.",
            "closed",
            "server",
        ),
        (
            "The release quotes “MLPerf Inference v5.1, Open, Interactive” for it.",
            "open",
            "interactive",
        ),
        ('The pack reports it as "v6.0, Closed, Server" without an ID.', "closed", "server"),
    ],
)
def test_a_quoted_label_list_names_division_and_scenario(
    text: str, division: str, scenario: str
) -> None:
    assert [m.value for m in division_mentions(text)] == [division]
    assert [m.value for m in scenario_mentions(text)] == [scenario]


def test_a_possessive_after_a_comma_names_no_scenario() -> None:
    assert scenario_mentions("Dell, Server's throughput doubled") == []
