"""Round six's review of the label signals: 'Server' as a product name or a rack is no
scenario, a count written before a system's possessive is still a count, a latency's metric
name is no second subject, and the patterns the review timed stay linear on hostile text."""

from __future__ import annotations

import pytest

from auditor.labels.signals import (
    STRONG_UNVERIFIED_SOURCE,
    UNVERIFIED_SOURCE,
    chip_counts,
    division_mentions,
    scenario_mentions,
)
from auditor.labels.subjects import subject_cuts
from tests.deadline import deadline

LIMIT_S = 5


@pytest.mark.parametrize(
    "text",
    [
        "Served with NVIDIA Triton Inference Server 24,000 tokens/s on the box.",
        "SQL Server 2019 queries ran fine on the same host.",
        "Windows Server 2022 queries ran fine on the same host.",
        "all Server racks are full",
        "We filled both Server racks with 16 nodes.",
    ],
)
def test_a_product_name_or_a_rack_called_server_is_no_scenario(text: str) -> None:
    assert [m.value for m in scenario_mentions(text)] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Fleet generations · MLPerf Inference Server, Closed division", "server"),
        ("K2 served 41,250 tokens/s and K3 63,118 tokens/s, both Server.", "server"),
        ("Three nodes, all Interactive, 9,100 tokens/s each.", "interactive"),
        ("The B300 box's Interactive 128,633 tokens/s leads.", "interactive"),
        ("Server 48,531 tok/s on eight GPUs.", "server"),
    ],
)
def test_the_scenario_still_reads_in_mlperf_s_own_wordings(text: str, value: str) -> None:
    assert [m.value for m in scenario_mentions(text)] == [value]


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("the 8x H100's Offline result", [8]),
        ("an 8x H200's 24,000 tokens/s", [8]),
        ("10x HPE's five-card server", [5]),
        ("4 x 8 H100", [32]),
    ],
)
def test_a_count_before_a_system_s_possessive_is_still_a_count(text: str, counts: list) -> None:
    assert chip_counts(text) == counts


def test_a_latency_metric_s_name_is_no_second_subject() -> None:
    text = "The Orrin R8 keeps time to first token at 450 ms (5.1-0042), while TPOT stays at 40 ms."
    assert subject_cuts(text) == [0]
    two = "The SE360 needs 32.19 ms per query, while the SE455 posts 1.81 ms."
    assert len(subject_cuts(two)) == 2


HOSTILE = {
    "own source, a run of initials": (UNVERIFIED_SOURCE.finditer, "A." * 20_000),
    "own source in a footnote, a run of initials": (
        STRONG_UNVERIFIED_SOURCE.finditer,
        "A." * 20_000,
    ),
    "division before spaces": (division_mentions, "(Open" + " " * 40_000 + "x"),
    "scenario before spaces": (scenario_mentions, "(Server" + " " * 40_000 + "x"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_the_reviewed_patterns_are_linear_on_hostile_text(case: str) -> None:
    find, text = HOSTILE[case]
    with deadline(LIMIT_S):
        list(find(text))


@pytest.mark.parametrize(
    "text",
    [
        "Measured in Acme's own lab on pre-release parts.",
        "Figures from the company's own testbed.",
        "All runs on Kestrel's own rigs.",
        "From AT&T's own benchmarks.",
    ],
)
def test_an_own_source_still_reads_after_a_capitalised_name(text: str) -> None:
    assert UNVERIFIED_SOURCE.search(text) is not None
    assert STRONG_UNVERIFIED_SOURCE.search(text) is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("MI355X, Open", "open"),
        ("Krai, Open (5.1-0381)", "open"),
        ("Krai, Open  ", "open"),
    ],
)
def test_a_division_closing_a_label_still_reads(text: str, value: str) -> None:
    assert [m.value for m in division_mentions(text)] == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [("H200 GPUs, Closed, Server (5.1-0014)", "server"), ("Offline / Server  ", "server")],
)
def test_a_scenario_closing_a_label_still_reads(text: str, value: str) -> None:
    assert value in [m.value for m in scenario_mentions(text)]
