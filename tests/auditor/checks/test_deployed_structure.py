"""Which model a deck deploys, read from how its sentences are built: a benchmark named right after
a figure is the figure's benchmark (even where the sentence says what the vendor hosts), an own
fine-tune of a model and an own detector are derivatives, and models offered as endpoints are
deployed."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks.claim_checks import model_mismatch_flags
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)

RESULT = "Our rack ran 9,870 tokens/s on Llama 2 70B in the Server scenario, MLPerf Inference v5.1"


def _flags(tmp_path: Path, said: str, result: str = RESULT) -> set[str]:
    path = tmp_path / "deployed.pptx"
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
        "Wren-Chat is our own fine-tune of Llama 2 70B for insurance questions.",
        "Wrenfield's distilled version of Llama 2 70B answers every policy query.",
        "Quote-Reader, our own classifier trained on 2 million forms, sorts the mail.",
        "The assistant runs a fine-tuned Llama 2 70B on our claims history.",
        "We serve LoRA adapters on Llama 2 70B, one per insurer.",
        "Policyholders chat with Llama 2 70B, fine-tuned on ten years of claims letters.",
        "Our claims LLM drafts every reply for the adjusters.",
    ],
)
def test_an_own_derivative_is_not_the_reference_model(tmp_path: Path, said: str) -> None:
    assert "MODEL-MISMATCH" in _flags(tmp_path, said)


def test_an_own_detector_box_is_hardware_not_a_model(tmp_path: Path) -> None:
    said = "Every depot keeps its own detector box on the loading dock."
    assert "MODEL-MISMATCH" not in _flags(tmp_path, said)


def test_a_benchmark_named_after_a_figure_is_not_what_the_vendor_hosts(tmp_path: Path) -> None:
    said = "Wren-Chat, our own model, is what policyholders talk to."
    result = (
        "Fewer wrong answers: the box we host on served 9,870 tokens/s on Llama 2 70B, "
        "Server scenario, MLPerf Inference v5.1"
    )
    assert "MODEL-MISMATCH" in _flags(tmp_path, said, result)


@pytest.mark.parametrize(
    "said", ["Our pricing model is simple: one fee per policy.", "Llama 2 70B runs unchanged."]
)
def test_a_business_model_or_the_reference_model_itself_is_no_mismatch(
    tmp_path: Path, said: str
) -> None:
    assert "MODEL-MISMATCH" not in _flags(tmp_path, said)


def test_models_offered_as_endpoints_are_deployed(tmp_path: Path) -> None:
    said = "Llama 2 70B and Mixtral 8x7B endpoints, billed per token."
    assert "MODEL-MISMATCH" not in _flags(tmp_path, said)


def test_a_figure_for_the_base_of_a_deployed_derivative_is_not_a_mismatch() -> None:
    claim = ClaimAudit(
        id="p5-1",
        page=5,
        text="In our own trial Qwen 2 7B answered 81% of the questions correctly",
        location=Location(page=5),
        metric=Metric(value=81.0, unit="%", raw="81%"),
        context=ClaimContext(),
    )
    assert model_mismatch_flags(claim, {"a derivative of Qwen 2 7B": ""}) == []
