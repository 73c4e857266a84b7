"""COST-PER-ANSWER, round seven: a price per unit of work that its sentence says was worked out
('works out to', 'that is', 'at that rate') rests on the deck's MLPerf results even when the
sentence names no benchmark or round of its own; a list price converts nothing."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import cost_and_derived_flags
from auditor.checks.unit_cost import deck_cites_results, priced_work
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric


def _never(_: str) -> bool:
    return False


def _claim(text: str, *, round_: str | None = None) -> ClaimAudit:
    return ClaimAudit(
        id="p5-1",
        page=5,
        text=text,
        location=Location(page=5),
        metric=Metric(value=0.01, unit="", raw="0.01"),
        round=round_,
        context=ClaimContext(slide_text=[text]),
    )


@pytest.mark.parametrize(
    "text",
    [
        "Budgeted spend works out to roughly €0.002 per minute of dictation typed up.",
        "Priced on every scan, retakes included, that is 0.05 cents a scan.",
        "On our committed-use discount that's about $0.01 per policy renewed.",
        "At that rate a reconciled statement comes to about ¥0.4.",
        "Operating cost on that MultiStream result: €0.0002 per camera-minute reviewed.",
    ],
)
def test_a_worked_out_price_per_unit_of_work_in_a_deck_citing_results(text: str) -> None:
    claim = _claim(text)
    assert priced_work(claim, deck_cites=True)
    codes = {f.code for f in cost_and_derived_flags(claim, _never, deck_cites=True)}
    assert "COST-PER-ANSWER" in codes
    # the same sentence in a deck that cites no MLPerf result rests on nothing the audit can see
    assert priced_work(claim) is None


@pytest.mark.parametrize(
    "text",
    [
        "Licence: $0.003 per scan, first 10,000 scans each month free.",
        "Standard tier: €0.01 per policy renewed, billed monthly.",
        "At that rate a GPU-hour comes to about $2.10.",
    ],
)
def test_a_charged_price_or_a_price_of_compute_is_not(text: str) -> None:
    assert priced_work(_claim(text), deck_cites=True) is None


def test_a_deck_cites_results_when_some_claim_names_a_round_or_result_id() -> None:
    bare = _claim("Budgeted spend works out to $0.002 per minute of dictation.")
    assert not deck_cites_results([bare])
    assert deck_cites_results([bare, _claim("41,000 tokens/s", round_="v6.0")])


@pytest.mark.parametrize(
    "text",
    [
        "At the Offline rate a summarised deposition (roughly 900 tokens) comes out at €0.0003.",
        "Cost per indexed patent filing comes to SEK 0.02 on that node.",
        "Each label the warehouse team prints costs about 0.01 cents.",
    ],
)
def test_a_unit_with_an_aside_or_a_clause_before_its_amount(text: str) -> None:
    assert priced_work(_claim(text, round_="v5.1"))


def test_a_clause_after_hardware_leaves_it_hardware() -> None:
    assert (
        priced_work(_claim("Each GPU our team rents costs $2.40 an hour.", round_="v5.1")) is None
    )


def test_a_unit_someone_approves_is_priced_as_quality() -> None:
    from auditor.labels.rules import label_bucket

    claim = _claim("Each summary your editors approve costs 0.02 cents.", round_="v5.1")
    assert label_bucket(claim, _never).value == "quality"
    plain = _claim("Each summary the service writes costs 0.02 cents.", round_="v5.1")
    assert label_bucket(plain, _never).value == "operational"


@pytest.mark.parametrize(
    "text",
    [
        "Per invoice matched: 0.02 cents of compute.",
        "Hosting is shared. Per 1k letters the clerks send unchanged: GBP 0.40.",
        "The Offline rate puts a transcribed interview hour at about $0.003.",
    ],
)
def test_a_unit_as_a_label_or_a_worked_hour_is_priced_work(text: str) -> None:
    assert priced_work(_claim(text, round_="v6.0"))


@pytest.mark.parametrize(
    "text",
    [
        "Per GPU: 4,100 tokens/s.",
        "Per reserved hour: $2.10.",
        "That puts a billed minute at about $0.03.",
    ],
)
def test_a_label_of_hardware_or_rented_time_is_not(text: str) -> None:
    assert priced_work(_claim(text, round_="v6.0")) is None


def test_a_unit_reviewers_accept_without_edits_is_priced_as_quality() -> None:
    from auditor.labels.rules import label_bucket

    text = "Per 1k summaries our editors accept without changes: EUR 0.70."
    assert label_bucket(_claim(text, round_="v6.0"), _never).value == "quality"


@pytest.mark.parametrize(
    "text",
    [
        "Each approved caption (one the editor signs off unchanged) costs 0.4 cents in compute.",
        "Each settled invoice now costs 2 cents of compute at that rate.",
    ],
)
def test_a_right_unit_with_an_aside_before_its_cost_is_a_cost_per_correct_answer(
    text: str,
) -> None:
    from auditor.labels.rules import label_bucket

    claim = _claim(text, round_="v6.0")
    assert priced_work(claim)
    assert label_bucket(claim, _never).value == "quality"


def test_a_price_that_settled_at_an_amount_is_no_right_outcome() -> None:
    from auditor.labels.rules import label_bucket

    claim = _claim("The GPU-hour rate settled at $2.10 on that result.", round_="v6.0")
    assert label_bucket(claim, _never).value == "operational"


def test_a_count_glued_to_the_unit_sizes_it_and_a_measured_rate_is_a_basis() -> None:
    assert priced_work(_claim("About 0.02 cents for every 600-word summary.", round_="v5.1"))
    text = "At that tariff and the node's measured Whisper throughput, a call note costs EUR 0.01."
    assert priced_work(_claim(text), deck_cites=True)
    assert priced_work(_claim("About $0.30 for every 1,000-token request.", round_="v5.1")) is None
