"""Label words the rules first missed in decks written blind to them: quality sold in other
words, interactive use said in other words, a workload named only to be waved off, a division
before a round, a partner's own model, and prices per correctly finished piece of work."""

from __future__ import annotations

from pathlib import Path

import pytest
from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.signals import QUALITY_WORDS, division_of, scenario_of
from auditor.models import DeckReport
from auditor.vocab import vocabulary

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


@pytest.mark.parametrize(
    "text",
    [
        "so clinicians can rely on summaries that are 98% accurate",
        "viewers get captions that are 99.9% word-perfect",
        "the pilot bot answered 88% of the warranty questions correctly",
        "proof that every brief reads at broadcast quality",
    ],
)
def test_quality_sold_in_other_words(text: str) -> None:
    assert QUALITY_WORDS.search(text)


@pytest.mark.parametrize(
    "text",
    [
        "met the 99% accuracy target of the benchmark",
        "answered 10,000 queries per second in the Server scenario",
        "88% of the racks were delivered on time",
    ],
)
def test_plain_results_sell_no_quality(text: str) -> None:
    assert QUALITY_WORDS.search(text) is None


def test_a_division_named_right_before_a_round() -> None:
    mention = division_of(
        "Set against the Closed-division T-4 (v5.0), our Open v5.1 run is 2x quicker"
    )
    assert mention is not None and mention.value == "open"
    assert division_of("open v5.1 reports") is None


@pytest.mark.parametrize(
    "text",
    [
        "per 500 correctly answered billing questions",
        "per correctly transcribed hour of audio",
        "per 1,000 accurately translated pages",
    ],
)
def test_a_price_per_correctly_finished_piece_of_work(text: str) -> None:
    assert vocabulary("cost").pattern("cost_per_answer").search(text)


def _audit(path: Path, slides: list[tuple[str, list[str]]]) -> DeckReport:
    prs = Presentation()
    for title, bullets in slides:
        slide = prs.slides.add_slide(prs.slide_layouts[1])
        slide.shapes.title.text = title
        frame = slide.placeholders[1].text_frame
        frame.text = bullets[0]
        for bullet in bullets[1:]:
            frame.add_paragraph().text = bullet
    prs.save(str(path))
    return audit_deck(path, OPTIONS)


RESULTS = (
    "MLPerf Inference v5.1, Closed division",
    ["GPT-J: 19,900 samples/s in the Offline scenario (result 5.1-0031)."],
)


@pytest.mark.parametrize(
    "sentence",
    [
        "The town's help line answers callers' questions as they ask, in four languages.",
        "Your storefront calls our API and shoppers see the first words in under a second.",
        "Sized for 400 concurrent conversations per node.",
    ],
)
def test_interactive_use_in_other_words(tmp_path: Path, sentence: str) -> None:
    report = _audit(tmp_path / "i.pptx", [("The service", [sentence]), RESULTS])
    assert report.deck.workload.value == "interactive"
    claim = next(c for c in report.claims if "19,900" in c.text)
    assert "SCENARIO-MISMATCH" in {f.code for f in claim.flags}


def test_a_workload_named_only_to_be_waved_off(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "edge.pptx",
        [
            (
                "Where it works",
                [
                    "Chatbots in the cloud reply from far away; the K-Box never relies on one.",
                    "The K-Box sits on the factory floor next to the presses.",
                ],
            ),
            RESULTS,
        ],
    )
    assert report.deck.workload.value == "edge"


def test_a_partners_own_model_is_what_runs(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "m.pptx",
        [
            ("Who uses it", ["Our pilot partners run Quill-13B, Orbital's own claims model."]),
            RESULTS,
        ],
    )
    claim = next(c for c in report.claims if "19,900" in c.text)
    assert "MODEL-MISMATCH" in {f.code for f in claim.flags}


@pytest.mark.parametrize(
    "text",
    [
        "bank-grade accuracy on every statement",
        "so the quality of the inspection is guaranteed",
        "residents get correct information at any hour",
        "every mask is one your doctors can rely on",
        "its answers are the most dependable in the field",
    ],
)
def test_more_quality_sold_in_other_words(text: str) -> None:
    assert QUALITY_WORDS.search(text)


def test_single_stream_written_in_prose() -> None:
    mention = scenario_of("Single-stream latency: 610 ms per study")
    assert mention is not None and mention.value == "single_stream"


@pytest.mark.parametrize(
    ("sentences", "expected"),
    [
        (["Developers call our hosted Llama endpoint from their own apps."], "interactive"),
        (["Segmentation runs entirely on site; no scan leaves the hospital."], "edge"),
        (["Headcount 310 at quarter end.", "Order backlog of $1.2 billion."], "unstated"),
        (
            [
                "Our own support chatbot runs on the same hardware in our core sites.",
                "The cabinet sits beside the press on the factory floor.",
            ],
            "edge",
        ),
    ],
)
def test_workload_in_more_words(tmp_path: Path, sentences: list[str], expected: str) -> None:
    report = _audit(tmp_path / "w.pptx", [("About the service", sentences), RESULTS])
    assert report.deck.workload.value == expected


def test_a_section_title_naming_agents_is_no_workload(tmp_path: Path) -> None:
    report = _audit(tmp_path / "t.pptx", [("Reasoning and agents", ["Model sizes keep growing."])])
    assert report.deck.workload.value == "unstated"


def test_our_own_model_inside_the_box_is_what_runs(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "own.pptx",
        [
            ("Inside", ["Inside the box works our own defect model, learned on your parts."]),
            RESULTS,
        ],
    )
    claim = next(c for c in report.claims if "19,900" in c.text)
    assert "MODEL-MISMATCH" in {f.code for f in claim.flags}


def test_a_scenario_closing_mlperfs_own_list_order() -> None:
    mention = scenario_of(
        "61,000 tokens/s (result 6.0-0031, MLPerf Inference v6.0, closed, server)"
    )
    assert mention is not None and mention.value == "server"
    assert scenario_of("The lab closed, server rooms and all.") is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("held 61,000 tokens/s under the tighter Interactive bounds", "interactive"),
        ("serves 128,000 tokens/s at Server latency bounds", "server"),
    ],
)
def test_a_scenario_named_by_its_bounds(text: str, value: str) -> None:
    mention = scenario_of(text)
    assert mention is not None and mention.value == value
