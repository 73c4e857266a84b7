"""A capitalised scenario name right after a result ID ('5.1-0101 Server rate') is MLPerf's
naming of that result's scenario; a lower-case 'server' there is still a machine."""

from __future__ import annotations

from auditor.labels.signals import scenario_mentions


def test_a_scenario_named_after_a_result_id() -> None:
    found = scenario_mentions("Cost per booking | $0.02 | 5.1-0101 Interactive rate, Closed")
    assert [m.value for m in found] == ["interactive"]


def test_a_lower_case_server_after_a_result_id_is_a_machine() -> None:
    assert scenario_mentions("Result 5.1-0101 server racks were shipped in May") == []
