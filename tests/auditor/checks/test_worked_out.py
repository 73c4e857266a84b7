"""Derived figures the deck works out from a published result: a rate turned into work per
night, day or shift, a result projected onto a system that was never measured, a rate shared
out per seat or megawatt, runs summed or averaged, a figure whose own footnote says it was
worked out, and a table row that carries a price per tokens."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks.worked_out import work_over_period
from auditor.labels.signals import DERIVED_WORDS
from auditor.models import DeckReport
from auditor.vocab import vocabulary
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "At 18,400 samples/s a single node transcribes some 1.6 billion clips over a "
            "working week.",
            "1.6 billion clips over a working week",
        ),
        (
            "Each day that is 640 million tokens, from 7,400 tokens/s.",
            "Each day that is 640 million",
        ),
        ("Enough for 95,000 invoices per shift at 2,150 queries/s.", "95,000 invoices per shift"),
    ],
)
def test_a_rate_turned_into_work_over_time(text: str, shown: str) -> None:
    found = work_over_period(text)
    assert found is not None and found.group(0) == shown


@pytest.mark.parametrize(
    "text",
    [
        "In 2026 the eight-GPU server held 24,525 tokens/s in the Offline scenario.",
        "Over the last 12 months the 8-GPU node kept 24,525 tokens/s.",
        "It answers 12,000 queries/s for 30,000 shoppers a day.",
        "2.8 million summaries in an eight-hour night.",  # no rate to work it out from
        "The 3-year contract costs $1,200,000 a year at 24,525 tokens/s.",
    ],
)
def test_a_plain_result_beside_a_date_or_term_is_not_worked_out(text: str) -> None:
    assert work_over_period(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Projected to the clinic's two-GPU workstation: about 4,100 samples/s.",
        "Extrapolated across your 48-node cluster, that is 1.9 million tokens/s.",
        "Scaled onto a 16 rack fleet the figure grows to 30 million queries/s.",
    ],
)
def test_a_result_projected_onto_an_unmeasured_system(text: str) -> None:
    assert DERIVED_WORDS.search(text)


def test_a_projection_for_a_future_round_names_no_system() -> None:
    assert DERIVED_WORDS.search("Projected for MLPerf Inference v7.0: 90,000 tokens/s.") is None


@pytest.mark.parametrize(
    "text",
    [
        "about 5.1 tokens/s for each paying subscriber at peak",
        "roughly 2.2 million samples/s per megawatt of hall load",
        "Together the three racks deliver about 310,000 tokens/s",
        "the four nodes together reach 97,000 tokens/s",
        "mean of three runs, 41,800 tokens/s",
        "Over our 12 MW Lisbon hall that would come to about 60 million tokens/s",
    ],
)
def test_more_figures_the_deck_works_out(text: str) -> None:
    words = vocabulary("aggregation")
    assert (
        DERIVED_WORDS.search(text)
        or words.pattern("sum_of_runs").search(text)
        or words.pattern("together").search(text)
    )


def test_a_published_multi_node_entry_is_no_sum(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v5.1 · Closed division · Offline",
        bullets=("The two nodes together posted 53,500 tokens/s on Llama 2 70B (5.1-0030)",),
    )
    report = _audit(tmp_path / "entry.pptx", slide)
    assert "DERIVED-METRIC" not in _codes(report, "53,500")


@pytest.mark.parametrize(
    "text",
    [
        "11,800 tokens/s per instance in our own tests",
        "868,278 tokens/s per rack on Llama 2 70B",
        "at least 50 tokens/s per user under the Interactive bounds",
    ],
)
def test_a_whole_systems_or_a_bounds_rate_is_not_divided_out(text: str) -> None:
    assert DERIVED_WORDS.search(text) is None


def _audit(path: Path, slide: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_a_figure_whose_own_footnote_says_it_was_worked_out(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v5.1 · Closed division · Server",
        bullets=(
            "The Orrin O-8 posted 31,900 tokens/s on Llama 2 70B (5.1-0031)",
            "Each of its nodes handles about 3,990 tokens/s^{1}",
        ),
        footnotes=("^{1} Orrin arithmetic on result 5.1-0031.",),
    )
    report = _audit(tmp_path / "note.pptx", slide)
    assert "DERIVED-METRIC" in _codes(report, "3,990")
    assert "DERIVED-METRIC" not in _codes(report, "31,900")


def test_a_row_that_carries_a_price_per_tokens(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v5.1 · Closed division · Server · Llama 2 70B",
        table=Table(
            header=("System", "Tokens/s", "€ per 1M tokens"),
            rows=(
                ("Orrin O-8 (5.1-0031)", "31,900", "€0.09"),
                ("Brightline B-8", "29,400", "€0.10"),
            ),
        ),
    )
    report = _audit(tmp_path / "priced.pptx", slide)
    assert "DERIVED-METRIC" in _codes(report, "31,900")
