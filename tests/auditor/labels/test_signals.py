"""Word-level signals behind the rule labels: the hard cases of the labels issue."""

from __future__ import annotations

import pytest

from auditor.labels.signals import (
    chip_counts,
    division_of,
    header_cell_scenario,
    scenario_of,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Our Open-division result beat every Closed submission.", "open"),
        ("Closed division, Offline scenario", "closed"),
        ("Results from the Network division", "network"),
        ("We outperform the Open division entries with our Closed result.", "closed"),
        ("division not disclosed", None),
        ("not Closed division", None),
        ("MLPerf Inference v4.1 (Closed)", "closed"),
        ("Division: Open", "open"),
        ("an open-source stack", None),
        ("MLPerf Inference v5.0 closed datacenter Server", "closed"),
        ("results from MLPerf Inference v4.1, open, Offline", "open"),
        ("our open platform", None),
    ],
)
def test_division_belongs_to_the_subject(text: str, expected: str | None) -> None:
    mention = division_of(text)
    assert (mention.value if mention else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("21,605.8 tokens/s in the Server scenario", "server"),
        ("Interactive scenario: 20,950 tokens/s", "interactive"),
        ("24,525 tokens/s Offline", "offline"),
        ("Closed, Server: 33,244 tokens/s", "server"),
        ("ResNet-50 SingleStream latency", "single_stream"),
        ("Our 8-GPU server delivers 24,525 tokens/s", None),
        ("a rack server with eight accelerators", None),
        ("interactive chat assistant", None),
        ("Our Offline figure beats their Server result", "offline"),
        ("180 ms TTFT in MLPerf Inference v5.1 Interactive.", "interactive"),
        ("MLPerf Inference v5.0 closed datacenter Server.", "server"),
        ("a datacenter server with 8 GPUs", None),
    ],
)
def test_scenario_names_need_scenario_context(text: str, expected: str | None) -> None:
    mention = scenario_of(text)
    assert (mention.value if mention else None) == expected


def test_header_cells_naming_a_scenario() -> None:
    assert header_cell_scenario("Server tokens/s") == "server"
    assert header_cell_scenario("Offline (samples/s)") == "offline"
    assert header_cell_scenario("System") is None
    assert header_cell_scenario("Server hardware used for the whole run today") is None


def test_accelerator_counts() -> None:
    assert chip_counts("8x H100 vs 4x MI300X") == [8, 4]
    assert chip_counts("a rack of 288 GPUs") == [288]
    assert chip_counts("Mixtral 8x7B on one node") == []  # a model size, not a system
    assert chip_counts("no accelerators named") == []
    assert chip_counts("2x the previous round on 8x H200") == [8]  # a speed-up is not a system
    assert chip_counts("8xMI300X and 4 GPUs") == [8, 4]
