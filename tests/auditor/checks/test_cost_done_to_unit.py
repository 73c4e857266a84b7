"""A price on one unit of the deck's work, worked out from a result, whatever its noun: the verb
after the amount says what is done to the unit ('one card costs 0.02p to transcribe'), and a
result named by its scenario or by MLPerf ('From the Interactive result, ...') is a measured one.
A price followed by a verb that buys or runs a machine prices the machine."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks import unit_cost
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)

RESULT = "A DGX B200 served 59,545 tokens/s in the Interactive scenario (5.1-0069)."


def _flags(tmp_path: Path, priced: str, figure: str) -> set[str]:
    path = tmp_path / "cost.pptx"
    slides = (
        Slide(heading="MLPerf Inference v5.1, Closed division, Llama 2 70B", bullets=(RESULT,)),
        Slide(title="Running cost", bullets=(priced, "Go-live: 1 July 2026.")),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if figure in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize(
    ("priced", "figure"),
    [
        ("From the Interactive result, one answered caller costs about ¥0.7 in GPU time.", "0.7"),
        ("Using the Offline figure, each scanned record costs about 0.02 cents.", "0.02"),
        ("With the MLPerf Server numbers, one support chat costs us about 0.3 cents.", "0.3"),
        ("At that rate each returned device costs about $0.001 to inspect.", "0.001"),
        (
            "At the R570's 1,397 samples/s (5.1-0019), one index card costs us about £0.0002 to transcribe.",
            "0.0002",
        ),
    ],
)
def test_a_price_on_a_unit_of_work_from_a_result(tmp_path: Path, priced: str, figure: str) -> None:
    assert "COST-PER-ANSWER" in _flags(tmp_path, priced, figure)


@pytest.mark.parametrize(
    "text",
    [
        "One card costs about £9,000 to buy.",
        "Each node costs us about $2.10 an hour to run.",
        "A spare server costs £4,100 to install.",
    ],
)
def test_a_price_to_buy_or_run_a_machine_is_no_unit_of_work(text: str) -> None:
    assert unit_cost._unit_costs(text) is None


def test_the_unit_cost_patterns_stay_linear() -> None:
    hostile = [
        "one card costs £1" + " to" * 6000,
        "one card costs £1 to " + "a" * 20000,
        "from the " + "offline " * 3000 + "x",
    ]
    converted = unit_cost._CONVERTED
    with deadline(5, "unit costs"):
        for text in hostile:
            unit_cost._unit_costs(text)
            converted.search(text)
