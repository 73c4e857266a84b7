"""UNVERIFIED, round seven: a projection worked out from a published result (it cites the
result's ID, or names the published figure it scales) is the deck's arithmetic, not an own run;
a projection of the vendor's own product stays unverified; 'MLPerf Power's own measurement' is
the benchmark's measurement, not the vendor's."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import unverified_flags
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric


def _codes(text: str) -> list[str]:
    claim = ClaimAudit(
        id="p4-1",
        page=4,
        text=text,
        location=Location(page=4),
        metric=Metric(value=5.0e6, unit="tokens/s", raw="5 million tokens/s"),
        benchmark="llama2-70b",
        round="v5.1",
        context=ClaimContext(),
    )
    return [f.code for f in unverified_flags(claim, lambda _: False)]


@pytest.mark.parametrize(
    "text",
    [
        "5 million tokens/s across 400 GPUs (5.1-0030 x 50), a straight-line projection",
        "Extrapolated to a 400-GPU floor, the H200 result scales to 5 million tokens/s",
        "Estimated for a full row, that Server figure comes to 5 million tokens/s",
    ],
)
def test_a_projection_of_a_published_result_is_no_own_run(text: str) -> None:
    assert _codes(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Scaled to a 400-chip pod, we project 5 million tokens/s on the same test",
        "Our 400-card cluster is projected at 5 million tokens/s",
        "Projected to a 400-GPU floor: 5 million tokens/s",
    ],
)
def test_a_projection_of_ones_own_or_of_nothing_named_stays_unverified(text: str) -> None:
    assert _codes(text) == ["UNVERIFIED"]


def test_the_benchmarks_own_power_measurement_is_no_vendor_measurement() -> None:
    assert _codes("By MLPerf Power's own measurement that is 5 tokens/s per watt") == []
    assert _codes("By Acme's own measurement that is 5 tokens/s per watt") == ["UNVERIFIED"]


def _row(text: str, slide: tuple[str, ...]) -> list[str]:
    claim = ClaimAudit(
        id="p2-2",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=9000.0, unit="tokens/s", raw="9,000"),
        context=ClaimContext(slide_text=[*slide, text]),
    )
    return [f.code for f in unverified_flags(claim, lambda _: False)]


STATEMENT = "Result not verified by MLCommons Association."


def test_a_figure_that_calls_itself_unverified_needs_the_statement() -> None:
    assert _row("Zephyr Z7 (lab, unverified) | 8 | 9,000", ()) == ["UNVERIFIED"]
    assert _row("Zephyr Z7 (lab, unverified) | 8 | 9,000", (STATEMENT,)) == []


def test_a_statement_inside_another_figures_bullet_discloses_that_figure_only() -> None:
    sibling = f"Unverified: our Z6 node measured 7,000 tokens/s in lab runs. {STATEMENT}"
    assert _row("Zephyr Z7 (lab, unverified) | 8 | 9,000", (sibling,)) == ["UNVERIFIED"]
