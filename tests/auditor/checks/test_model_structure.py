"""Which model a deck runs and which figures are no MLPerf benchmark, read from structure: an own
thing trained on data is a model, a name followed by 'variant' is a derivative, plural verbs name
what runs (the nouns 'use of' and 'a run of' do not), a deployment said inside a result speaks
for its own slide, a 'Benchmark' column naming another model, and the deck's own named model
timed beside MLPerf results."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks.claim_checks import non_mlperf_flags
from auditor.checks.deck_checks import deployed_models, own_model_names
from auditor.labels.signals import NON_MLPERF_SUITES
from auditor.models import ClaimAudit
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, ClaimContext, Deck, DeckKind, Location, Metric, Page
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _deck(*pages: tuple[str, ...]) -> Deck:
    return Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[
            Page(number=n, blocks=[Block(text=s, location=Location(page=n)) for s in texts])
            for n, texts in enumerate(pages, start=1)
        ],
    )


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        (
            "The line runs Corvid Scan 2, our own network fine-tuned on 80,000 weld images.",
            "Corvid Scan 2",
        ),
        ("Every kiosk runs LexiRead-B, its own recogniser trained on receipts.", "LexiRead-B"),
    ],
)
def test_an_own_thing_trained_on_data_is_a_model_and_keeps_its_name(
    sentence: str, name: str
) -> None:
    found = deployed_models(_deck((sentence,)), lambda _: False)
    assert found == {name: ""}
    assert own_model_names(found) == [name]


@pytest.mark.parametrize(
    "sentence",
    [
        "Our own engineers, trained on the H200 platform, run the service.",
        "Their own support staff trained for the rollout in May.",
    ],
)
def test_people_trained_on_something_are_no_model(sentence: str) -> None:
    assert deployed_models(_deck((sentence,)), lambda _: False) == {}


def test_a_name_followed_by_variant_is_a_derivative() -> None:
    found = deployed_models(
        _deck(("The plant runs KilnNet, our own ResNet-50 variant trained on furnace photos.",)),
        lambda _: False,
    )
    assert "a derivative of ResNet-50" in found
    assert "ResNet-50" not in found


@pytest.mark.parametrize(
    ("sentence", "deployed"),
    [
        ("Both tiers run Mistral 7B Instruct, the model your support team approved.", True),
        ("Mistral 7B powers the concierge your guests talk to.", True),
        ("The help desk standardised on Qwen2.5 32B last spring.", True),
        ("Our kiosk answers shoppers with a quantised Llama 3.1 8B.", True),
        ("Every summary is written by Phi-4 14B running on the ward server.", True),
        ("Users reach it through our API: it is Gemma 3 27B underneath.", True),
        ("Chat is the most common use of Llama 2 70B in banks.", False),
        ("The overnight run of Llama 2 70B finished early.", False),
    ],
)
def test_plural_verbs_name_what_runs_but_the_nouns_do_not(sentence: str, deployed: bool) -> None:
    assert bool(deployed_models(_deck((sentence,)), lambda _: False)) is deployed


def test_a_deployment_said_inside_a_result_speaks_for_its_slide() -> None:
    deck = _deck(
        ("Orbit Chips posted 5,100 tokens/s on Llama 2 70B Offline.",),
        ("Quay serves Qwen2.5 32B at 2,400 tokens/s per GPU, the model its users deploy.",),
    )
    by_page: dict[int, dict[str, str]] = {}
    deck_wide = deployed_models(deck, lambda _: False, by_page=by_page)
    assert deck_wide == {}
    assert by_page.get(2) == {"Qwen2.5 32B": ""}
    assert not by_page.get(1)
    assert deployed_models(deck, lambda _: False) == {"Qwen2.5 32B": ""}


def test_a_deployment_with_a_figure_not_measured_on_the_model_covers_the_deck() -> None:
    deck = _deck(
        ("Our assistant, built on Gemma 3 27B, resolves 62% of chats without a hand-off.",),
        ("Orbit Chips posted 5,100 tokens/s on Llama 2 70B Offline.",),
    )
    by_page: dict[int, dict[str, str]] = {}
    assert deployed_models(deck, lambda _: False, by_page=by_page) == {"Gemma 3 27B": ""}
    assert not any(by_page.values())


def _row(text: str, header: str, *, benchmark: str | None = None) -> ClaimAudit:
    return ClaimAudit(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        role=BlockRole.TABLE_ROW,
        metric=Metric(value=12.0, unit="ms", raw="12.0"),
        benchmark=benchmark,
        context=ClaimContext(table_header=header),
    )


@pytest.mark.parametrize(
    ("row", "flagged"),
    [
        ("Gateway G2 | TernNet-S | SingleStream | 12.0", True),
        ("Gateway G2 | RetinaNet | SingleStream | 12.0", False),
        ("Gateway G2 | object detection | SingleStream | 12.0", False),
    ],
)
def test_a_benchmark_column_naming_another_model(row: str, flagged: bool) -> None:
    claim = _row(row, "System | Benchmark | Scenario | ms")
    codes = {f.code for f in non_mlperf_flags(claim)}
    assert ("NON-MLPERF-MIX" in codes) is flagged


def test_a_first_model_column_lists_machines() -> None:
    claim = _row("XE9680L | 8x B200 | 12.0", "Model | Accelerators | ms")
    assert non_mlperf_flags(claim) == []


def test_the_decks_own_named_model_timed_beside_mlperf_results() -> None:
    timing = ClaimAudit(
        id="p3-1",
        page=3,
        text="Corvid Scan 2 checks a full weld seam in 1.8 seconds on one GPU.",
        location=Location(page=3),
        metric=Metric(value=1.8, unit="s", raw="1.8 seconds"),
        context=ClaimContext(),
    )
    assert {f.code for f in non_mlperf_flags(timing, ["Acme Corvid Scan 2"])} == {"NON-MLPERF-MIX"}
    result = timing.model_copy(update={"result_id": "v5.1-0042"})
    assert non_mlperf_flags(result, ["Acme Corvid Scan 2"]) == []
    unnamed = timing.model_copy(
        update={"text": "Our own detector checks a full weld seam in 1.8 seconds on one GPU."}
    )
    assert {f.code for f in non_mlperf_flags(unnamed)} == {"NON-MLPERF-MIX"}
    beside = timing.model_copy(
        update={"text": "Our own detector runs on the node that posted 1.8 ms in MLPerf Inference."}
    )
    assert non_mlperf_flags(beside) == []


def test_a_portfolio_deck_lends_one_slides_model_to_no_other(tmp_path: Path) -> None:
    path = tmp_path / "portfolio.pptx"
    slides = (
        Slide(
            title="Orbit Chips",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=("One Orbit card ran Llama 2 70B at 5,100 tokens/s in the Offline scenario.",),
        ),
        Slide(
            title="Quay software",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Quay serves Qwen2.5 32B at 2,400 tokens/s per GPU, the model its users deploy.",
            ),
            table=Table(header=("System", "Tokens/s"), rows=(("Atlas A8", "20,100"),)),
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Fund", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    first = [c for c in report.claims if c.page == 1]
    assert first
    assert all("MODEL-MISMATCH" not in {f.code for f in c.flags} for c in first)


HOSTILE = {
    "own then words": "our own " + "word " * 4_000,
    "capitals": "Ab " * 7_000 + ", our own model",
    "one long word": "A" * 20_000,
    "run run": "run " * 5_000,
    "internal then words": "internal " + "rag " * 5_000,
    "answers then words": "answers " + "guests " * 4_000,
}


@pytest.mark.parametrize("text", sorted(HOSTILE))
def test_the_new_model_patterns_run_in_linear_time(text: str) -> None:
    models = vocabulary("models")
    with deadline(5):
        for name in ("own_model", "deployment", "deployment_weak", "tuned_after", "model_column"):
            list(models.pattern(name).finditer(HOSTILE[text]))
        list(NON_MLPERF_SUITES.finditer(HOSTILE[text]))
        deployed_models(_deck((HOSTILE[text],)), lambda _: False)


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("On our internal RAG benchmark the box served 4,100 queries/s.", True),
        ("An in-house agent eval put it at 2,900 tokens/s.", True),
        ("In our own MLPerf Inference harness it reached 9,000 tokens/s.", False),
    ],
)
def test_an_own_suite_with_words_between(text: str, other: bool) -> None:
    assert bool(NON_MLPERF_SUITES.search(text)) is other
