"""Which models a deck deploys: a model right after a figure is that figure's benchmark, a
hosted service's endpoints are what it runs, 'our own fine-tune of X' runs a derivative of X,
and an own model may be called a detector or classifier (but a detector box is hardware)."""

from __future__ import annotations

import pytest

from auditor.checks.deck_checks import deployed_models
from extractors import Block, Deck, DeckKind, Location, Page


def _deployed(*sentences: str) -> dict[str, str]:
    blocks = [Block(text=s, location=Location(page=1)) for s in sentences]
    deck = Deck(
        path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=[Page(number=1, blocks=blocks)]
    )
    return deployed_models(deck, lambda _: False)


def test_a_model_after_a_figure_is_the_figures_benchmark() -> None:
    found = _deployed("The H200 box we host on delivered 41,000 tokens/s on Llama 3.1 8B.")
    assert "Llama 3.1 8B" not in found


def test_a_services_endpoints_are_what_it_runs() -> None:
    found = _deployed("Mixtral 8x7B and Llama 3.1 405B endpoints for your apps.")
    assert found.get("Mixtral 8x7B") and found.get("Llama 3.1 405B")


def test_our_own_fine_tune_of_a_model_is_a_derivative() -> None:
    found = _deployed("Ledger-ASR is our own fine-tune of Whisper large-v3, trained on bank calls.")
    assert "a derivative of Whisper large-v3" in found
    assert "Whisper large-v3" not in found


@pytest.mark.parametrize(
    ("sentence", "own"),
    [
        ("PalletEye, our own detector trained on warehouse photos, finds damaged pallets.", True),
        ("The scanner uses its own classifier, built on 2 million parcel labels.", True),
        ("Every dock door carries its own detector box next to the camera.", False),
    ],
)
def test_an_own_model_by_another_name(sentence: str, own: bool) -> None:
    assert bool(_deployed(sentence)) is own
