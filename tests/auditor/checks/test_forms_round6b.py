"""Structures that give a figure or a model away, whatever the words: a figure whose sentence
names the operation that made it, a result denied as MLPerf Power's, a forecast for the vendor's
next product, an own-source footnote that names another figure, and models the deck derives."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks.claim_checks import cost_and_derived_flags, unverified_flags
from auditor.checks.derived_forms import computed_from_another
from auditor.labels.signals import UNVERIFIED_SOURCE
from auditor.models import ClaimAudit
from auditor.vocab import vocabulary
from extractors import ClaimContext, Location, Metric, find_metrics
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline


def _claim(text: str, context: ClaimContext | None = None) -> ClaimAudit:
    metric = find_metrics(text)[-1]
    return ClaimAudit(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=metric.value, unit=metric.unit or "", raw=metric.raw),
        benchmark="llama2-70b",
        round="v5.1",
        context=context or ClaimContext(),
    )


@pytest.mark.parametrize(
    "text",
    [
        "Summed over both racks, the pair comes to 81,000 tokens/s.",
        "Averaged across three rounds, the box ran at 12,400 tokens/s.",
        "Watt for watt, the L40S node gives 3,100 tokens/s.",
        "Per rack unit of space, the 2U server is worth 6,050 tokens/s.",
        "The 6.0 Server result is equivalent to about 4.2 million tokens/s per hall.",
        "Take 24,000 tokens/s, divide by eight and you get 3,000 tokens/s.",
    ],
)
def test_a_figure_whose_sentence_names_its_operation_is_derived(text: str) -> None:
    assert computed_from_another(text) is not None
    assert "DERIVED-METRIC" in {f.code for f in cost_and_derived_flags(_claim(text), _never)}


@pytest.mark.parametrize(
    "text",
    [
        "Per the MLPerf rules, the system reached 3,000 tokens/s.",
        "The Server result was 24,000 tokens/s (5.1-0012).",
        "Added to the shortlist last week, the R8 posts 9,100 tokens/s.",
    ],
)
def test_a_reported_figure_is_not_computed(text: str) -> None:
    assert computed_from_another(text) is None


def test_a_per_watt_figure_mlperf_power_never_measured_is_derived() -> None:
    text = "That is 5.1 tokens/s per watt, a figure MLPerf Power never produced."
    assert "DERIVED-METRIC" in {f.code for f in cost_and_derived_flags(_claim(text), _never)}


def test_a_forecast_for_the_vendors_next_product_is_an_own_source() -> None:
    assert UNVERIFIED_SOURCE.search("Our upcoming Q9 will land near 50,000 tokens/s.")
    assert UNVERIFIED_SOURCE.search("The Q9 ships next year at 50,000 tokens/s.") is None


def test_an_unmarked_note_about_another_figure_does_not_speak_for_a_published_one() -> None:
    notes = ["Published results; the Mistral 7B figure is Halden's own measurement."]
    published = _claim("The R8 served 24,100 tokens/s (5.1-0002).", ClaimContext(footnotes=notes))
    own = _claim("Mistral 7B runs at 3,900 tokens/s on the R8.", ClaimContext(footnotes=notes))
    assert unverified_flags(published, _never) == []
    assert [f.code for f in unverified_flags(own, _never)] == ["UNVERIFIED"]


def _never(_: str) -> bool:
    return False


OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
RESULT = "An eight-GPU box ran 9,870 tokens/s on Llama 2 70B in the Server scenario, MLPerf v5.1"


def _model_flags(tmp_path: Path, said: str, result: str = RESULT) -> set[str]:
    path = tmp_path / "models.pptx"
    slides = (
        Slide(title="The service", bullets=(said,)),
        Slide(heading="MLPerf Inference v5.1 · Closed division", bullets=(result,)),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "9,870" in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize(
    "said",
    [
        "Our PolicyNet-2 model, trained on 9 million claims letters, runs on every node.",
        "Under the hood: Wren-Lite, our pruned, 4-bit descendant of Llama 2 70B.",
    ],
)
def test_a_model_the_vendor_trained_or_derived_is_not_the_reference(
    tmp_path: Path, said: str
) -> None:
    assert "MODEL-MISMATCH" in _model_flags(tmp_path, said)


def test_a_model_named_before_a_result_noun_is_the_benchmark(tmp_path: Path) -> None:
    said = "Run flat out, the Llama 3.1 8B Server figure equals 90 million tokens an hour."
    assert "MODEL-MISMATCH" not in _model_flags(tmp_path, said)


def test_the_new_derived_and_model_patterns_run_in_linear_time() -> None:
    patterns = [vocabulary("aggregation").pattern(n) for n in ("operation_lead", "like_for_like")]
    patterns += [vocabulary("aggregation").pattern("equivalent_to")]
    patterns += [vocabulary("models").pattern(n) for n in ("own_model", "derived_from")]

    with deadline(5, "a pattern backtracked"):
        for hostile in (
            "divide " + "a " * 9000,
            "per " + "a " * 9000,
            "our " + "a, " * 6000,
            "card " * 4000,
            "our next " + "x " * 9000,
        ):
            for pattern in [*patterns, UNVERIFIED_SOURCE]:
                list(pattern.finditer(hostile))


def test_a_price_that_points_back_at_a_result_on_its_slide_prices_work() -> None:
    from auditor.checks.unit_cost import priced_work

    slide = ["The N4 node reached 41,000 tokens/s in MLPerf Inference v6.0 (6.0-0012)."]
    text = "At our hourly rate that comes to $0.20 per thousand drafted letters."
    claim = ClaimAudit(
        id="p2-2",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=0.2, unit="$", raw="$0.20"),
        context=ClaimContext(slide_text=[*slide, text]),
    )
    assert priced_work(claim) is not None
    alone = claim.model_copy(update={"context": ClaimContext(slide_text=[text])})
    assert priced_work(alone) is None


@pytest.mark.parametrize(
    "text",
    [
        "Per year, the service handles 3 million requests at 2,000 tokens/s.",
        "Per customer request, the node was run at 3,000 tokens/s.",
    ],
)
def test_a_lead_that_divides_by_no_resource_is_not_a_basis(text: str) -> None:
    assert computed_from_another(text) is None
