"""A table header's 'Server' column that lists machines names no scenario; a 'Server' column of
figures does, and a scenario named over the row's figure labels it."""

from __future__ import annotations

from auditor.labels.rules import label_claim
from extractors import BlockRole, Claim, ClaimContext, Location, Metric


def _row(text: str, header: str, raw: str) -> Claim:
    return Claim(
        id="p3-1",
        page=3,
        text=text,
        location=Location(page=3),
        role=BlockRole.TABLE_ROW,
        metric=Metric(value=float(raw.replace(",", "")), unit="samples/s", raw=raw),
        context=ClaimContext(table_header=header),
    )


def test_a_server_column_of_machine_names_is_no_scenario() -> None:
    row = _row(
        "Lenovo SR675 V3 | 4x L40S | 12.31 | v4.1-0044",
        "Server | GPUs | ResNet-50, Closed, Offline (samples/s) | Result",
        "12.31",
    )
    assert label_claim(row, lambda _: False).labels.scenario.value == "offline"


def test_a_server_column_of_figures_is_the_server_scenario() -> None:
    row = _row("Lenovo SR675 V3 | 1,230", "System | Server", "1,230")
    assert label_claim(row, lambda _: False).labels.scenario.value == "server"
