"""Round nine review fixes in the checks: the field under another name is no one beaten system;
words that say a result stands across rounds compare only in a comparing sentence; trust in a
speed figure and verdicts on a rate or a price sell no answer quality; a capitalised noun before
'claims' or a benchmark body is no maker vouching for its own product."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import rank_flags, unverified_flags
from auditor.checks.comparison_checks import sentence_flags
from auditor.labels.correct_work import priced_correct_outcome
from auditor.models import ClaimAudit
from auditor.vocab import vocabulary
from extractors import ClaimContext, Location, Metric

_R = "The Heron H4 posted 41,200 tokens/s in the Offline scenario (5.1-0069)"


def _never(_: str) -> bool:
    return False


def _claim(
    text: str, *, rank: bool = False, result_id: str | None = None, footnotes: tuple = ()
) -> ClaimAudit:
    return ClaimAudit(
        id="p1-1",
        page=1,
        text=text,
        location=Location(page=1),
        metric=Metric(value=41200.0, unit="tokens/s", raw="41,200 tokens/s"),
        result_id=result_id,
        is_rank_claim=rank,
        context=ClaimContext(slide_text=[text], footnotes=list(footnotes)),
    )


# --- RANK-CLAIM: the field under its other names ----------------------------------------------


@pytest.mark.parametrize(
    ("verb", "ranked"),
    [
        ("beats its rivals", True),
        ("outperforms the competing systems", True),
        ("beat a crowded field", True),
        ("beats the other submitters", True),
        ("outpaces its competitors", True),
        ("beats all rivals", True),
        ("beats the Corvane Q8", False),
        ("beats the rival Corvane Q8", False),
        ("beat a 72-GPU rack", False),
    ],
)
def test_the_field_by_another_name_is_no_one_beaten_system(verb: str, ranked: bool) -> None:
    claim = _claim(f"In MLPerf Inference, the Heron H4 {verb} at 41,200 tokens/s.", rank=True)
    assert bool(rank_flags(claim)) is ranked


# --- CROSS-ROUND: 'across rounds' alone compares nothing ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        f"{_R}, and it has done so across rounds.",
        "We have submitted the Heron H4 in different rounds; this round it posted 41,200 "
        "tokens/s in the Offline scenario (5.1-0069).",
    ],
)
def test_rounds_named_beside_one_result_compare_nothing(text: str) -> None:
    assert "CROSS-ROUND" not in [f.code for f in sentence_flags(_claim(text))]


@pytest.mark.parametrize(
    "text",
    [
        "The Heron H4 posted 41,200 tokens/s, 2x the Corvane Q8's 20,600 tokens/s, though the "
        "rounds differ.",
        "The Heron H4 is 1.9x faster than the Corvane Q8, two rounds apart.",
        "A previous-round comparison: 41,200 tokens/s against the 20,600 tokens/s of the prior "
        "round.",
    ],
)
def test_rounds_named_in_a_comparison_still_cross(text: str) -> None:
    assert "CROSS-ROUND" in [f.code for f in sentence_flags(_claim(text))]


# --- QUALITY-BUCKET / COST-PER-ANSWER ----------------------------------------------------------


def test_trust_in_the_throughput_a_system_gives_is_no_answer_quality() -> None:
    trust = vocabulary("quality").pattern("trust")
    assert trust.search("Operators can rely on the throughput it gives: 41,200 tokens/s.") is None
    assert trust.search("Teams can count on the performance it delivers every day.") is None
    assert trust.search("Coders can rely on the codes it suggests.") is not None
    assert trust.search("Agents will trust every label the model assigns.") is not None


@pytest.mark.parametrize(
    "text",
    [
        f"{_R} at $2.10 per GPU-hour, a rate that is right for a pilot.",
        f"{_R}; list price confirmed correct at $250,000.",
        f"{_R}, so your desk resolves each ticket queue in an hour at $3 of power.",
    ],
)
def test_a_verdict_on_a_rate_or_a_price_is_no_correct_answer(text: str) -> None:
    assert priced_correct_outcome(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Summaries that turn out right cost 0.4 cents each.",
        "Each invoice confirmed correct costs $0.002.",
        "The agent resolves each ticket for $0.03.",
    ],
)
def test_a_verdict_on_the_work_still_prices_a_correct_answer(text: str) -> None:
    assert priced_correct_outcome(text) is not None


# --- UNVERIFIED: who is a maker -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Brightcart Insurance claims triage runs at 41,200 tokens/s in the Offline scenario.",
        "MLCommons projects that the Heron H4 reaches 41,200 tokens/s in the Offline scenario.",
    ],
)
def test_a_claims_noun_or_the_benchmark_body_is_no_maker(text: str) -> None:
    notes = ("Source: MLPerf Inference v5.1, result 5.1-0069.",)
    assert unverified_flags(_claim(text, footnotes=notes), _never) == []


def test_a_maker_that_promises_a_figure_the_slide_sources_is_not_unverified() -> None:
    text = "The Heron H4 promises 41,200 tokens/s in the Offline scenario."
    notes = ("Source: MLPerf Inference v5.1, result 5.1-0069.",)
    assert unverified_flags(_claim(text, footnotes=notes), _never) == []
    on_slide = _claim(text)
    on_slide.context.slide_text.append(notes[0])
    assert unverified_flags(on_slide, _never) == []


@pytest.mark.parametrize(
    "text",
    [
        "Quellon Devices claims an MLPerf ResNet-50 latency of 0.6 ms for its Q3 module.",
        "Sorrel claims 41,200 tokens/s for its SX2 in the Offline scenario.",
        "The vendor projects the next board at 14 ms per frame on the same test.",
    ],
)
def test_a_makers_own_word_with_no_source_is_still_unverified(text: str) -> None:
    assert [f.code for f in unverified_flags(_claim(text), _never)] == ["UNVERIFIED"]
