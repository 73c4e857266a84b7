"""Derived figures said without the usual words: a share of one published result, what each of
its nodes carries, a scaling efficiency, a total of runs side by side ('sums to'), a fleet
projection with an aside before its verb, and a per-watt figure against a rated power on a
slide whose other figure MLPerf Power measured."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks.claim_checks import _SUM_OF_RUNS
from auditor.labels.signals import DERIVED_WORDS, RATED_POWER
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


@pytest.mark.parametrize(
    "text",
    [
        "Every tray handles 9,120 samples/s of the 6.0-0212 Offline result.",
        "Each of the eight hosts delivers 4,400 tokens/s.",
        "Going from one rack to two gave 1.9x, a 95% scaling efficiency.",
        "Ten such servers, 80 cards in all, could deliver 410,000 tokens/s.",
    ],
)
def test_a_figure_divided_or_multiplied_out_of_a_result_is_derived(text: str) -> None:
    assert DERIVED_WORDS.search(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Deployed side by side on all 12 boxes, the result sums to 88,000 frames/s.",
        "The three sites total up to 61,000 tokens/s.",
    ],
)
def test_a_total_of_separate_runs_is_derived(text: str) -> None:
    assert _SUM_OF_RUNS.search(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The node served 12,000 tokens/s (6.0-0044).",
        "Each of the eight hosts is liquid-cooled.",
        "The Server result of 5.1-0002 is 61,000 tokens/s.",
    ],
)
def test_a_plain_result_is_not_derived(text: str) -> None:
    assert DERIVED_WORDS.search(text) is None and _SUM_OF_RUNS.search(text) is None


def test_per_watt_against_a_rating_is_derived_beside_a_measured_one(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v5.1 Closed · ResNet-50 · Offline · with MLPerf Power",
        bullets=(
            "The Orrin R2 (5.1-0301) drew 1,420 W of measured power while classifying "
            "118,000 samples/s: 83.1 samples/s per watt.",
            "Against the cards' 350 W TDP instead, the same run gives 84.3 samples/s per watt.",
        ),
    )
    path = tmp_path / "power.pptx"
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    report = audit_deck(path, OPTIONS)
    codes = {c.text[:12]: {f.code for f in c.flags} for c in report.claims}
    assert "DERIVED-METRIC" in codes["Against the "]
    assert "DERIVED-METRIC" not in codes["The Orrin R2"]


def test_the_new_patterns_are_linear_on_hostile_text() -> None:
    with deadline(5, "a derived-figure pattern backtracked"):
        for hostile in (
            "tokens of the " + "a " * 9000,
            "each of the " + "x-" * 9000,
            "ten nodes, " + "a" * 20000,
            "side by side on all " + "1" * 20000,
            "rated " * 3000,
        ):
            for pattern in (DERIVED_WORDS, _SUM_OF_RUNS, RATED_POWER):
                list(pattern.finditer(hostile))
