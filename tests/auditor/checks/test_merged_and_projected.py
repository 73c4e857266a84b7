"""Figures made by merging results into one, and figures a party projects for a sized system.

Class 1: two or more results averaged, blended or merged into one figure make a figure no run
measured. Class 2: a figure that someone projects (estimates, forecasts) for a system sized
other than the measured one is arithmetic on a result, even when the verb takes the figure as
its object directly; so is a figure someone projects in the active voice for any system (a
figure merely labelled 'projected' is not). Both are DERIVED-METRIC. The examples are this test's own.
"""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v6.0, Closed division"


def _codes(text: str, part: str) -> set[str]:
    blocks = [
        Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1)),
        Block(text=text, role=BlockRole.BODY, location=Location(page=1)),
    ]
    deck = Deck(
        path="m.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, OPTIONS)
    claim = next(c for c in report.claims if part in c.text)
    return {f.code for f in claim.flags}


DERIVED = [
    (
        "The vendor merged its Interactive and Server results into a single 61,000 tokens/s "
        "headline on Llama 2 70B.",
        "61,000",
    ),
    ("A blended 47,300 samples/s figure on ResNet-50 mixes two of the box's runs.", "47,300"),
    ("Pooling the three nodes' DLRM v2 results into one gives 1,200,000 queries/s.", "1,200,000"),
    (
        "The integrator projects 2.6 million samples/s on ResNet-50 for a twelve-node cluster "
        "from one node's result.",
        "2.6 million",
    ),
    (
        "The reseller estimates 310,000 tokens/s on Llama 2 70B for a two-rack deployment.",
        "310,000",
    ),
    ("Our partner forecasts about 900,000 tokens/s on Llama 2 70B for 64 GPUs.", "900,000"),
    # someone projecting a figure in the active voice, whatever the system's size
    ("The vendor projects its Kite K3 at 2.1 ms per image on the ResNet-50 test.", "2.1 ms"),
    ("We project roughly 48,000 tokens/s on Llama 2 70B for the next board.", "48,000"),
    ("Raven projects the R5 to 71,000 samples/s on ResNet-50.", "71,000"),
]


@pytest.mark.parametrize(("text", "part"), DERIVED)
def test_a_merged_or_projected_figure_is_derived(text: str, part: str) -> None:
    assert "DERIVED-METRIC" in _codes(text, part)


@pytest.mark.parametrize(
    ("text", "part"),
    [
        (
            "The Wren W2 (8x H200) posted 31,200 tokens/s on Llama 2 70B Offline, result 6.0-0031.",
            "31,200",
        ),
        ("The supplier estimates 41,000 tokens/s on Llama 2 70B for its next chip.", "41,000"),
        ("Kite K3 preview, projected: 2.1 ms per image on ResNet-50.", "2.1 ms"),
    ],
)
def test_a_measured_or_unsized_figure_is_not_derived_by_these_words(text: str, part: str) -> None:
    assert "DERIVED-METRIC" not in _codes(text, part)


def test_the_merge_words_stay_linear_on_hostile_text() -> None:
    from auditor.labels.signals import DERIVED_WORDS  # noqa: F401 (the vocabulary loads)
    from auditor.vocab import vocabulary

    sum_of_runs = vocabulary("aggregation").pattern("sum_of_runs")
    hostile = "averaged " + "x " * 10_000 + "blended " * 1_000
    with deadline(1):
        sum_of_runs.search(hostile)
