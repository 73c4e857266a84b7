"""'Network' in a name is no division.

Class: the word Network, capitalised inside an organisation's name or a title ('Office for
Network Resilience', 'Network Operations Centre', 'Harbour Networks'), names no MLPerf division;
the Network division is named with 'division', in a label list, in brackets or after a round. The
examples are this test's own.
"""

from __future__ import annotations

import pytest

from auditor.labels.signals import division_mentions


@pytest.mark.parametrize(
    "text",
    [
        "Office for Network Resilience, consultation summary",
        "Briefing for the Network Operations Centre",
        "Network Reliability Board: evidence pack",
        "Harbour Networks submitted two results.",
    ],
)
def test_network_in_a_name_is_no_division(text: str) -> None:
    assert division_mentions(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "MLPerf Inference v4.0, Network, Server",
        "its Network-division entry",
        "Orlo R2 (Network)",
        "our Network v4.0 result",
    ],
)
def test_the_network_division_named_as_a_division_still_counts(text: str) -> None:
    assert [m.value for m in division_mentions(text)] == ["network"]
