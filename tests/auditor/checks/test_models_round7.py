"""Round seven's model and own-run forms: 'X, the model our copilot ships' and 'The model is X,
the same model MLPerf benchmarks' name the deployed model; 'our Mistral-7B run' is the authors'
own run, while 'our servers run ...' (a verb) is not."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import unverified_flags
from auditor.checks.deck_checks import deployed_models
from auditor.models import ClaimAudit
from extractors import Block, ClaimContext, Deck, DeckKind, Location, Metric, Page
from tests.deadline import deadline


def _deployed(*sentences: str) -> dict[str, str]:
    blocks = [Block(text=s, location=Location(page=1)) for s in sentences]
    deck = Deck(
        path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=[Page(number=1, blocks=blocks)]
    )
    return deployed_models(deck, lambda _: False)


@pytest.mark.parametrize(
    ("sentence", "model"),
    [
        ("Phi-4 14B, the model our tutoring app ships, streams each hint.", "Phi-4 14B"),
        ("Qwen2.5 32B, the LLM the kiosk software bundles, answers shoppers.", "Qwen2.5 32B"),
        ("The model is Mistral 7B Instruct, trained by its makers for chat.", "Mistral 7B"),
    ],
)
def test_an_apposition_or_a_plain_statement_names_the_deployed_model(
    sentence: str, model: str
) -> None:
    assert any(name.startswith(model) for name in _deployed(sentence))


def test_mlperf_named_after_the_deployed_model_is_an_aside() -> None:
    found = _deployed("The model is Llama 2 70B Chat, the same model MLPerf measures.")
    assert found.get("Llama 2 70B Chat") == "llama2-70b"


def test_a_sentence_about_the_benchmark_names_no_deployed_model() -> None:
    assert _deployed("MLPerf's Llama 2 70B test is the one we run for customers.") == {}


def _claim(text: str) -> ClaimAudit:
    return ClaimAudit(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=31000.0, unit="tokens/s", raw="31,000 tokens/s"),
        round="v5.1",
        context=ClaimContext(),
    )


@pytest.mark.parametrize(
    "text",
    [
        "Our Mixtral-8x7B run, MLPerf Inference v5.1: 31,000 tokens/s Offline.",
        "In our own 8-GPU re-run the node held 31,000 tokens/s.",
    ],
)
def test_a_run_the_authors_name_by_its_model_is_their_own(text: str) -> None:
    assert [f.code for f in unverified_flags(_claim(text), lambda _: False)] == ["UNVERIFIED"]


@pytest.mark.parametrize(
    "text",
    [
        "Our 8-GPU servers run Llama 2 70B at 31,000 tokens/s (5.1-0014).",
        "Our H200 servers run 31,000 tokens/s on Llama 2 70B.",
    ],
)
def test_a_verb_after_our_hardware_is_no_own_run(text: str) -> None:
    assert unverified_flags(_claim(text), lambda _: False) == []


def test_the_own_run_pattern_is_linear_on_hostile_text() -> None:
    with deadline(5, "the own-run pattern backtracked"):
        unverified_flags(_claim("our " + "1" * 20_000 + " x"), lambda _: False)
        unverified_flags(_claim("our a" * 5_000), lambda _: False)


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("The classifier is ShelfSense-2, tuned on our store photos.", "ShelfSense-2"),
        ("The ranking model is RankWell, our own two-tower design.", "RankWell"),
    ],
)
def test_the_kind_of_model_named_with_a_name_of_its_own(sentence: str, name: str) -> None:
    assert _deployed(sentence) == {name: ""}


@pytest.mark.parametrize(
    "sentence", ["The model is updated every quarter.", "The detector is Fast and small."]
)
def test_a_plain_word_after_the_kind_names_no_model(sentence: str) -> None:
    assert _deployed(sentence) == {}


def test_an_in_house_network_is_an_own_model() -> None:
    assert _deployed("Tickets are triaged by our in-house ranking network.")


@pytest.mark.parametrize(
    "sentence",
    [
        "The kiosk runs Qwen2.5 7B, not the full Llama 3.1 405B.",
        "We run Mistral 7B instead of Llama 2 70B.",
        "The app uses Phi-4 14B rather than the reference Mixtral 8x7B.",
    ],
)
def test_a_model_named_to_say_it_does_not_run_is_not_deployed(sentence: str) -> None:
    found = _deployed(sentence)
    assert found
    assert not any(found.values())
