"""Checks on one claim, in wordings the rules first missed: gates beside prices, a named
benchmark's gate, figures scaled out, averaged, priced or split, and lab measurements."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import (
    bucket_flags,
    cost_and_derived_flags,
    non_mlperf_flags,
    rank_flags,
    unverified_flags,
)
from auditor.labels.rules import label_bucket
from auditor.models import Bucket, ClaimAudit, Labels
from extractors import BlockRole, ClaimContext, Location, Metric


def _never(_: str) -> bool:
    return False


def _claim(
    text: str,
    value: float,
    unit: str,
    *,
    benchmark: str | None = None,
    bucket: Bucket = Bucket.OPERATIONAL,
    footnotes: tuple[str, ...] = (),
) -> ClaimAudit:
    return ClaimAudit(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=value, unit=unit, raw=f"{value:g}"),
        benchmark=benchmark,
        context=ClaimContext(footnotes=list(footnotes)),
        labels=Labels(bucket=bucket),
    )


def _codes(flags: list) -> set[str]:
    return {f.code for f in flags}


def test_a_gate_sold_as_accurate_answers_is_a_grade() -> None:
    claim = _claim(
        "The stack met the 99% accuracy target of the GPT-J benchmark, so editors can count on "
        "summaries that are 99% accurate.",
        99.0,
        "%",
        benchmark="gptj",
    )
    bucket = label_bucket(claim.claim, _never)
    assert bucket.value == "quality"
    claim.labels = Labels(bucket=Bucket.QUALITY)
    assert "GATE-AS-GRADE" in _codes(bucket_flags(claim))


def test_a_price_per_correct_answer_at_the_gate_is_no_grade() -> None:
    claim = _claim(
        "Price per correctly resolved ticket: USD 0.003, from Offline throughput at the "
        "benchmark's accuracy target.",
        0.003,
        "usd",
        bucket=Bucket.QUALITY,
    )
    assert "GATE-AS-GRADE" not in _codes(bucket_flags(claim))
    assert "COST-PER-ANSWER" in _codes(cost_and_derived_flags(claim, _never))


def test_a_named_benchmarks_gate_beside_another_model_is_no_mix() -> None:
    gate = _claim(
        "Quill-13B passes the 99% accuracy target MLPerf sets for GPT-J.",
        99.0,
        "%",
        benchmark="gptj",
    )
    figure = _claim("Quill-13B reaches 5,200 tokens/s on one card.", 5200.0, "tokens/s")
    assert non_mlperf_flags(gate) == []
    assert "NON-MLPERF-MIX" in _codes(non_mlperf_flags(figure))


@pytest.mark.parametrize(
    "text",
    [
        "Twelve such nodes would deliver roughly 1.2 million tokens/s.",
        "Rack estimate: 12 x 45,200 tokens/s.",
        "The average Server throughput across all five submissions is 41,000 tokens/s.",
        "That leaves 12.5 samples/s of inference per camera feed.",
        "Price per 10,000 chat replies: $1.30, from the Server result.",
    ],
)
def test_figures_worked_out_from_a_result_are_derived(text: str) -> None:
    claim = _claim(text, 1.0, "tokens/s")
    assert "DERIVED-METRIC" in _codes(cost_and_derived_flags(claim, _never))


def test_a_plain_result_with_an_accelerator_count_is_not_derived() -> None:
    claim = _claim("An 8x H100 server reached 24,000 tokens/s.", 24000.0, "tokens/s")
    assert "DERIVED-METRIC" not in _codes(cost_and_derived_flags(claim, _never))


@pytest.mark.parametrize(
    ("text", "footnotes"),
    [
        ("The K-2 is 3.1x quicker than the K-1 on ResNet-50, measured in Orbital's lab.", ()),
        ("4.2x the samples per watt of the K-1^{1}", ("1 K-2: lab measurement at 60 W.",)),
    ],
)
def test_the_vendors_lab_measurement_is_unverified(text: str, footnotes: tuple[str, ...]) -> None:
    claim = _claim(text, 3.1, "x", footnotes=footnotes)
    assert "UNVERIFIED" in _codes(unverified_flags(claim, _never))


@pytest.mark.parametrize(
    "text",
    [
        "That is 9,020 tokens/s from every single GPU.",
        "Calculated per one accelerator, the box gives 3,100 samples/s.",
        "That buys 0.4 tokens/s for each euro of list price.",
        "Adding up four separately run nodes gives 90,000 tokens/s.",
        "Scaled to those racks, the result projects to 1.9 million tokens/s.",
    ],
)
def test_more_figures_worked_out_from_a_result(text: str) -> None:
    claim = _claim(text, 1.0, "tokens/s")
    assert "DERIVED-METRIC" in _codes(cost_and_derived_flags(claim, _never))


def _row(text: str, header: str, raw: str, slide_text: tuple[str, ...] = ()) -> ClaimAudit:
    return ClaimAudit(
        id="p3-1",
        page=3,
        text=text,
        role=BlockRole.TABLE_ROW,
        location=Location(page=3),
        metric=Metric(value=float(raw.replace(",", "")), unit="tokens/s", raw=raw),
        context=ClaimContext(table_header=header, slide_text=list(slide_text)),
    )


def test_a_column_headed_per_kilowatt_holds_derived_figures() -> None:
    row = _row("Q9 rack (110 kW) | 88", "System | Tokens/s per kW", "88")
    assert "DERIVED-METRIC" in _codes(cost_and_derived_flags(row, _never))
    plain = _row("Q9 rack | 9,680", "System | Tokens/s", "9,680")
    assert "DERIVED-METRIC" not in _codes(cost_and_derived_flags(plain, _never))


def test_another_claims_mlperf_power_basis_excuses_nothing() -> None:
    row = _row(
        "Q9 rack (110 kW) | 88",
        "System | Tokens/s per watt",
        "88",
        ("Measured under MLPerf Power, a Q4 node ran GPT-J at 9,100 samples/s drawing 6 kW.",),
    )
    assert "DERIVED-METRIC" in _codes(cost_and_derived_flags(row, _never))


def test_a_deck_wide_own_source_covers_figures_without_a_result_id() -> None:
    statement = "All Orbital figures here were measured by Orbital on pre-production silicon."
    own = _claim("Per card: 15,100 tokens/s on Llama 2 70B.", 15100.0, "tokens/s")
    own.claim.context.deck_statements.append(statement)
    published = _claim("Llama 2 70B: 98,000 tokens/s (6.0-0012).", 98000.0, "tokens/s")
    published.claim.context.deck_statements.append(statement)
    assert "UNVERIFIED" in _codes(unverified_flags(own, _never))
    assert unverified_flags(published, _never) == []


def test_the_highest_level_of_an_accuracy_gate_is_no_rank_claim() -> None:
    claim = _claim(
        "GPT-J keeps 99% of the reference accuracy, so quality is guaranteed at the highest level",
        99.0,
        "%",
        benchmark="gptj",
    )
    claim.claim.is_rank_claim = True
    assert rank_flags(claim) == []


def test_a_denied_mlperf_power_basis_excuses_nothing() -> None:
    claim = _claim(
        "About 0.2 Server tokens/s per watt of rated power^{1}",
        0.2,
        "tokens/s",
        footnotes=("1 Our estimate from the rated power; not an MLPerf Power measurement.",),
    )
    assert "DERIVED-METRIC" in _codes(cost_and_derived_flags(claim, _never))
    measured = _claim(
        "9.8 samples/s per watt",
        9.8,
        "samples/s",
        footnotes=("1 Measured under MLPerf Power, result 5.1-0061.",),
    )
    assert "DERIVED-METRIC" not in _codes(cost_and_derived_flags(measured, _never))


def test_a_sized_model_with_a_release_number_is_no_mlperf_model() -> None:
    claim = _claim(
        "Our tuned Gemmo Tiny 2.5 9B reaches 8,300 tokens/s on that node", 8300, "tokens/s"
    )
    assert "NON-MLPERF-MIX" in _codes(non_mlperf_flags(claim))


def test_an_estimate_worked_out_from_a_cited_result_is_derived_not_unverified() -> None:
    claim = _claim(
        "Estimated 310 tokens/s per kilowatt of rated board power",
        310,
        "tokens/s per kw",
        footnotes=("Result 5.1-0031 divided by the boards' rated 96 kW.",),
    )
    assert "UNVERIFIED" not in _codes(unverified_flags(claim, _never))
    assert "DERIVED-METRIC" in _codes(cost_and_derived_flags(claim, _never))


def test_an_estimated_score_with_no_published_result_is_unverified() -> None:
    claim = _claim(
        "Estimated 310 tokens/s per node for the next board",
        310,
        "tokens/s per node",
        footnotes=("Four nodes divided by four.",),
    )
    assert "UNVERIFIED" in _codes(unverified_flags(claim, _never))
