"""Rule audit on small real decks: follow-up quality claims, speed-ups across system sizes."""

from __future__ import annotations

from pathlib import Path

from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


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


def _codes(report: DeckReport, claim_id: str) -> set[str]:
    claim = next(c for c in report.claims if c.id == claim_id)
    return {f.code for f in claim.flags}


def test_a_sentence_selling_the_figure_as_quality_makes_it_quality_evidence(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "q.pptx",
        "MLPerf Inference v5.1",
        [
            "Llama 2 70B: 31,000 tokens/s in the Server scenario, Closed division.",
            "These results prove our assistant gives the most accurate answers.",
        ],
    )
    (claim,) = report.claims
    assert claim.labels.bucket.value == "quality"
    assert claim.label_details["bucket"].origin == "slide_text"
    assert "QUALITY-BUCKET" in _codes(report, claim.id)


def test_a_sentence_that_disclaims_quality_leaves_the_figure_operational(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "ok.pptx",
        "MLPerf Inference v5.1",
        [
            "Llama 2 70B: 31,000 tokens/s in the Server scenario, Closed division.",
            "This result does not prove answer quality; a pilot on your data will measure it.",
        ],
    )
    (claim,) = report.claims
    assert claim.labels.bucket.value == "operational"
    assert "QUALITY-BUCKET" not in _codes(report, claim.id)


def test_a_speed_up_over_a_smaller_system_on_the_slide_is_a_chip_count_comparison(
    tmp_path: Path,
) -> None:
    report = _audit(
        tmp_path / "x.pptx",
        "DeepSeek-R1 in MLPerf Inference v6.0",
        [
            "2,494,310 tokens/s in the Offline scenario on a 288-GPU rack, Closed division.",
            "That is 38x the 66,287.9 tokens/s of an 8-GPU server.",
        ],
    )
    speed_up = next(c for c in report.claims if c.metric and c.metric.unit == "x")
    assert speed_up.metric.value == 38.0
    chip = next(f for f in speed_up.flags if f.code == "CHIP-COUNT")
    assert "288" in chip.message and "8 (" in chip.message
