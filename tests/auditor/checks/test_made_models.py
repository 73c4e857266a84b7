"""A model the deck's own side made, whatever kind of model it calls it, is what the deck deploys;
and a raised footnote marker glued to a deployed model's name is no part of that name."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)

RESULT = "Our rack ran 9,870 tokens/s on Llama 2 70B in the Server scenario, MLPerf Inference v5.1"


def _flags(tmp_path: Path, said: str) -> set[str]:
    path = tmp_path / "made.pptx"
    slides = (
        Slide(title="The service", bullets=(said,)),
        Slide(heading="MLPerf Inference v5.1 · Closed division", bullets=(RESULT,)),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "9,870" in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize(
    "said",
    [
        "The triage model our clinical data team built last year reads every referral.",
        "Claims are sorted by a classifier which we have trained on 900,000 past forms.",
        "Policy answers come from a neural network our own research lab fine-tuned on the archive.",
        "At the core sits Sortly-3, a ranker that we developed in 2024.",
        "Our reader, FormNet-2, is a network we trained on scanned letters.",
    ],
)
def test_a_model_the_deck_made_is_its_own(tmp_path: Path, said: str) -> None:
    assert "MODEL-MISMATCH" in _flags(tmp_path, said)


@pytest.mark.parametrize(
    "said",
    [
        "The fibre network we built across the county links every branch.",
        "The network we run carries 40 Tbit/s between the sites.",
    ],
)
def test_a_network_of_cables_is_no_model(tmp_path: Path, said: str) -> None:
    assert "MODEL-MISMATCH" not in _flags(tmp_path, said)


@pytest.mark.parametrize(
    "said",
    [
        "Our agents will use Llama 2 70B^{3} for every reply.",
        "Answers are drafted by Llama 2 70B^{a}, hosted in our own region.",
        "The helpdesk goes live with Llama 2 70B^{12} in March.",
    ],
)
def test_a_marker_after_the_deployed_model_is_no_part_of_its_name(
    tmp_path: Path, said: str
) -> None:
    assert "MODEL-MISMATCH" not in _flags(tmp_path, said)


def test_the_made_model_words_stay_linear_on_hostile_text() -> None:
    from auditor.checks import deck_checks
    from auditor.vocab import vocabulary

    own = vocabulary("models").pattern("own_model")
    hostile = [
        "model " + "our data " * 2500 + "team",
        "network " + "that " * 4000 + "we",
        "Llama 2 70B" + "²" * 20000,
        "network our own " + "lab " * 5000,
    ]
    with deadline(5, "made-model words"):
        for text in hostile:
            own.search(text)
            deck_checks._RAISED_MARKER.sub("", text)
