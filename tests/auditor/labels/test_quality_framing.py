"""Quality sold by trust in other words ('your readers will believe', 'copy your editors can
trust') and a figure offered as the cause of what its slide's quality heading promises."""

from __future__ import annotations

from pathlib import Path

import pytest
from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.signals import QUALITY_WORDS
from auditor.models import DeckReport

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
