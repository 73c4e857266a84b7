"""Round six's review of the claim checks: 'top-rated' is praise, not a power rating, so a
per-watt figure MLPerf Power measured stays measured; and the scaled-out pattern reads a long
run of digits and commas once."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import cost_and_derived_flags
from auditor.models import Bucket, ClaimAudit, Labels
from auditor.vocab import vocabulary
from extractors import ClaimContext, Location, Metric
from tests.deadline import deadline

LIMIT_S = 5


def _never(_: str) -> bool:
    return False


def _claim(text: str, value: float, unit: str) -> ClaimAudit:
    return ClaimAudit(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=value, unit=unit, raw=f"{value:g}"),
        context=ClaimContext(),
        labels=Labels(bucket=Bucket.OPERATIONAL),
    )


def _codes(claim: ClaimAudit) -> set[str]:
    return {f.code for f in cost_and_derived_flags(claim, _never)}


@pytest.mark.parametrize(
    "text",
    [
        "Our top-rated Orrin E2 reached 152.3 samples/s per watt, as measured by MLPerf Power "
        "(5.1-0042).",
        "Our well-reviewed Orrin E2 reached 152.3 samples/s per watt, as measured by MLPerf "
        "Power (5.1-0042).",
        "Our highly rated Orrin E2 reached 152.3 samples/s per watt, as measured by MLPerf "
        "Power (5.1-0042).",
        "At a maximum power draw of 61 W, the Orrin E2 reached 152.3 samples/s per watt, as "
        "measured by MLPerf Power (5.1-0042).",
    ],
)
def test_praise_for_a_system_is_no_power_rating(text: str) -> None:
    assert "DERIVED-METRIC" not in _codes(_claim(text, 152.3, "samples/s"))


@pytest.mark.parametrize(
    "text",
    [
        "At the L4's 72 W rated board power, that is 2.9 detections per second per watt; "
        "the other card was measured by MLPerf Power.",
        "Taking the GPUs' rated 700 W each, the node delivers 5.9 tokens per joule per watt, "
        "unlike the MLPerf Power figure.",
        "Rated at 132 kW, the rack yields 50 tokens/s per watt beside its MLPerf Power result.",
        "Against its 700 W rated figure, the box posts 40 tokens/s per watt; MLPerf Power "
        "measured the other.",
        "Counted against the 1,000 W nameplate instead, that is 30 tokens/s per watt by MLPerf "
        "Power's method.",
    ],
)
def test_a_figure_against_a_power_rating_is_still_derived(text: str) -> None:
    assert "DERIVED-METRIC" in _codes(_claim(text, 2.9, "samples/s"))


def test_the_scaled_out_pattern_is_linear_on_a_run_of_digits_and_commas() -> None:
    scaled_out = vocabulary("aggregation").pattern("scaled_out")
    with deadline(LIMIT_S):
        list(scaled_out.finditer("1," * 20_000))


@pytest.mark.parametrize(
    "text",
    [
        "Nine nodes would deliver 1.1M tokens/s.",
        "1,024 GPUs would reach 2M tokens/s.",
        "Eight such nodes, 32 GPUs in all, would reach 400,000 tokens/s.",
        "16 racks of GB300 would deliver 9M tokens/s.",
        "Four pods will deliver 2M tokens/s.",
    ],
)
def test_a_figure_scaled_out_still_reads(text: str) -> None:
    assert vocabulary("aggregation").pattern("scaled_out").search(text) is not None
