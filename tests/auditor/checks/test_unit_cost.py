"""COST-PER-ANSWER on a price put on one unit of the deck's own work (a page, a clip, an hour of
audio, a priced table column), read from the phrase's structure; prices of tokens, hardware, seats
and time, and list prices with no MLPerf result behind them, stay clean."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import cost_and_derived_flags
from auditor.checks.unit_cost import priced_work
from auditor.models import ClaimAudit
from extractors import BlockRole, ClaimContext, Location, Metric


def _never(_: str) -> bool:
    return False


def _claim(
    text: str,
    *,
    round_: str | None = "v6.0",
    role: BlockRole = BlockRole.BODY,
    header: str | None = None,
    series: str | None = None,
) -> ClaimAudit:
    return ClaimAudit(
        id="p4-1",
        page=4,
        text=text,
        location=Location(page=4, chart_series=series),
        role=role,
        metric=Metric(value=3200.0, unit="samples/s", raw="3,200 samples/s"),
        round=round_,
        context=ClaimContext(table_header=header),
    )


def _codes(claim: ClaimAudit) -> set[str]:
    return {f.code for f in cost_and_derived_flags(claim, _never)}


@pytest.mark.parametrize(
    "text",
    [
        "At that rate we caption a film reel for 0.6 US cents per 1,000 frames",
        "£0.09 per 100 scanned invoices, from the 3,200 samples/s Offline result",
        "Each redacted contract page costs us about 0.02 euro cents in GPU time",
        "An archived interview costs roughly $0.004 to transcribe at 3,200 samples/s",
        "At the 3,200 samples/s rate, one node indexes 5,000 photos for about ¥0.3",
        "Cost to produce one patient letter: under 0.2 pence at the 3,200 samples/s rate",
        "CHF 0.05 for every thousand signatures verified",
        "€0.01 per 1,000 hours of podcast audio, worked out from 3,200 samples/s",
        "At 3,200 samples/s that is 0.7 cents a label printed",
        "A per-invoice cost of 0.05 pence on the Offline result",
        "Cost per transcript: 0.2 US cents",
        "Each archived summary costs a fraction of a cent at the Offline rate",
        "So one finished product description comes in at about 0.04 cents",
    ],
)
def test_a_price_per_unit_of_work_drawn_from_a_result_is_a_cost_per_answer(text: str) -> None:
    claim = _claim(text)
    assert priced_work(claim)
    assert "COST-PER-ANSWER" in _codes(claim)


@pytest.mark.parametrize(
    "text",
    [
        "$0.30 per million output tokens at the 3,200 samples/s Offline rate",
        "The node rents at $2.75 per GPU-hour",
        "Seats are €19 per user per month",
        "A rack costs $3.1 million fully populated",
        "Each Z4 costs ¥780,000 before tax",
        "We charge 0.4 cents per hour of compute",
        "About 2.1 million samples per dollar at list price",
        "Revenue of $1.9 million a year per rack",
        "A per-token price of $0.0001",
        "That puts a GPU-hour at about $2.40 on our cloud",
    ],
)
def test_prices_of_tokens_hardware_seats_and_time_are_not(text: str) -> None:
    assert "COST-PER-ANSWER" not in _codes(_claim(text))


def test_a_list_price_with_no_result_behind_it_is_not() -> None:
    claim = _claim("Pro plan: $0.02 per summarised ticket", round_=None)
    assert "COST-PER-ANSWER" not in _codes(claim)


def test_a_table_column_that_says_what_its_amount_prices() -> None:
    row = _claim(
        "Node A, 8 GPUs | 3,200 | $0.40 | 6.0-0011",
        role=BlockRole.TABLE_ROW,
        header="System | Samples/s | $ per 10,000 receipts read | Result",
    )
    assert "COST-PER-ANSWER" in _codes(row)
    bare = _claim(
        "Node A, 8 GPUs | 3,200 | 0.40 | 6.0-0011",
        role=BlockRole.TABLE_ROW,
        header="System | Samples/s | Cost per 1,000 receipts (US cents) | Result",
    )
    assert "COST-PER-ANSWER" in _codes(bare)
    rent = _claim(
        "Node A, 8 GPUs | 3,200 | $2.40 | 6.0-0011",
        role=BlockRole.TABLE_ROW,
        header="System | Samples/s | $ per GPU-hour | Result",
    )
    assert "COST-PER-ANSWER" not in _codes(rent)


def test_a_chart_whose_series_says_what_its_points_price() -> None:
    point = _claim(
        "Node A · 8 GPUs: 0.4", role=BlockRole.CHART_POINT, series="US cents per 1,000 forms"
    )
    assert "COST-PER-ANSWER" in _codes(point)
    speed = _claim("Node A · 8 GPUs: 410", role=BlockRole.CHART_POINT, series="Tokens/s per GPU")
    assert "COST-PER-ANSWER" not in _codes(speed)
