"""Quality sold by trust in other words ('your readers will believe', 'copy your editors can
trust'), speed read as quality, a figure offered as the cause of what its slide's quality
heading promises, a chart or column captioned as quality, and the gate in other accuracy
metrics."""

from __future__ import annotations

from pathlib import Path

import pytest
from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.signals import GATE_WORDS, QUALITY_WORDS
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import Chart, DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


@pytest.mark.parametrize(
    "text",
    [
        "summaries your auditors can trust",
        "a voice your listeners will believe",
        "replies you could believe in",
        "figures your board will rely on",
    ],
)
def test_trust_said_as_trust_or_belief(text: str) -> None:
    assert QUALITY_WORDS.search(text)


def _audit(path: Path, title: str, bullets: list[str]) -> DeckReport:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = title
    frame = slide.placeholders[1].text_frame
    frame.text = bullets[0]
    for bullet in bullets[1:]:
        frame.add_paragraph().text = bullet
    prs.save(str(path))
    return audit_deck(path, OPTIONS)


FIGURE = (
    "The 41,200 tokens/s figure from MLPerf Inference v5.1 (Server, Closed, 5.1-0031) is what "
    "keeps every reply on topic."
)


def test_a_figure_offered_as_the_cause_of_a_quality_heading(tmp_path: Path) -> None:
    report = _audit(tmp_path / "q.pptx", "Answers your agents will trust", [FIGURE])
    claim = next(c for c in report.claims if "41,200" in c.text)
    assert claim.labels.bucket.value == "quality"
    assert "QUALITY-BUCKET" in {f.code for f in claim.flags}


@pytest.mark.parametrize(
    ("title", "bullet"),
    [
        ("Throughput for your agents", FIGURE),  # the heading sells no quality
        (
            "Answers your agents will trust",
            "MLPerf Inference v5.1 (Server, Closed, 5.1-0031): 41,200 tokens/s.",
        ),  # the figure is not offered as the cause of anything
    ],
)
def test_no_quality_without_both_the_heading_and_the_figure_as_cause(
    tmp_path: Path, title: str, bullet: str
) -> None:
    report = _audit(tmp_path / "o.pptx", title, [bullet])
    claim = next(c for c in report.claims if "41,200" in c.text)
    assert claim.labels.bucket.value == "operational"


@pytest.mark.parametrize(
    "text",
    [
        "read the tokens/s figure as a yardstick of model intelligence",
        "faster decoding means the most fluent German",
        "more accurate recognition: it spots the cracks that slower rigs miss",
        "so the clerks get rulings they can trust",
        "Summary quality index · Offline tokens/s",
        "Fewer subtitle errors, proven",
    ],
)
def test_speed_read_as_quality(text: str) -> None:
    assert QUALITY_WORDS.search(text)


def test_the_gate_in_another_accuracy_metric() -> None:
    assert GATE_WORDS.search("met MLPerf's 99% ROUGE target on the summaries")
    assert GATE_WORDS.search("cleared the 99% exact-match bar")


def _audit_slide(path: Path, slide: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def test_a_chart_titled_as_quality_sells_its_points(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v5.1 · Closed division",
        chart=Chart(
            title="Answer accuracy proof · GPT-J Offline samples/s",
            categories=("Orrin O-8", "Brightline B-8"),
            series=(("Samples/s", (19900.0, 17300.0)),),
        ),
    )
    report = _audit_slide(tmp_path / "chart.pptx", slide)
    points = [c for c in report.claims if c.metric and c.metric.value in (19900.0, 17300.0)]
    assert points and all(c.labels.bucket.value == "quality" for c in points)


def test_a_gate_in_a_column_headed_as_a_grade(tmp_path: Path) -> None:
    slide = Slide(
        title="Why our summaries hold up",
        table=Table(
            header=("MLPerf Inference v5.1, Closed, Offline", "Accuracy grade", "Result ID"),
            rows=(("GPT-J on Orrin O-8", "A: cleared 99% of the reference score", "5.1-0031"),),
        ),
    )
    report = _audit_slide(tmp_path / "grade.pptx", slide)
    claim = next(c for c in report.claims if "99%" in c.text)
    assert "GATE-AS-GRADE" in {f.code for f in claim.flags}


def test_the_accuracy_variant_named_beside_a_benchmark_is_the_gate() -> None:
    assert GATE_WORDS.search("MLPerf Inference v5.1, Closed, GPT-J (99% accuracy)")
    assert GATE_WORDS.search("Llama 2 70B, 99.9% accuracy variant")
    assert GATE_WORDS.search("its answers are 99% accurate") is None
