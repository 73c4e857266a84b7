"""Whole-deck audits cross-checked against the published results: real PPTX and PDF fixture decks."""

from __future__ import annotations

from pathlib import Path

import pytest
from pptx import Presentation
from pptx.util import Inches, Pt
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfgen import canvas

from auditor.audit import AuditOptions, audit_deck
from auditor.models import ClaimAudit, DeckReport, Severity
from auditor.results.check import REQUIRED_STATEMENT, summary_verified, verified_claims
from auditor.results.database import ResultsDB
from tests.reference_data import build_results_db, summary_file

RESULT_CODES = {"RESULT-VERIFIED", "RESULT-MISMATCH", "UNVERIFIED", "ROUND-UNKNOWN"}

# (title, claim sentence, footnote): one claim per slide, in the page order the tests use.
CROSS_CHECK_SLIDES: list[tuple[str, str, str]] = [
    (
        "Exact figure",
        "NVIDIA DGX H100 delivers 24,524.9 tokens/s on Llama 2 70B in the Offline scenario, "
        "Closed division.",
        "MLPerf Inference v4.1, Closed, Llama 2 70B, Offline. Result ID v4.1-0043.",
    ),
    (
        "Rounded figure",
        "24.5k tokens/s on Llama 2 70B, Offline scenario, Closed division.",
        "MLPerf Inference v4.1 Closed division, result 4.1-0043.",
    ),
    (
        "Another entry's number",
        "Our 8-GPU server reaches 23,514.8 tokens/s on Llama 2 70B in the Offline scenario, "
        "Closed division.",
        "MLPerf Inference v4.1, Closed division, result v4.1-0043.",
    ),
    (
        "Right number, wrong scenario",
        "24,525 tokens/s on Llama 2 70B (Server), Closed division.",
        "MLPerf Inference v4.1, Closed division, result v4.1-0043.",
    ),
    (
        "An ID that does not exist",
        "24,524.9 tokens/s on Llama 2 70B, Offline scenario, Closed division.",
        "MLPerf Inference v4.1, Closed division, result v4.1-0999.",
    ),
    (
        "Per-GPU figure",
        "8,661 tokens/s per GPU on DeepSeek-R1, Offline scenario, Closed division.",
        "MLPerf Inference v6.0, Closed division, result 6.0-0076.",
    ),
    (
        "No ID, matched on value",
        "8x MI300X: 21,028.2 tokens/s on Llama 2 70B (Server), Closed division.",
        "MLPerf Inference v4.1, Closed division.",
    ),
    (
        "Internal measurement",
        "Our new server: 31,200 tokens/s on Llama 2 70B, Offline scenario, Closed division.",
        "MLPerf Inference v4.1, Closed division, measured in our lab.",
    ),
    (
        "Benchmark not in the round",
        "2,494,310 tokens/s on DeepSeek-R1, Offline scenario, Closed division.",
        "MLPerf Inference v4.1, Closed division.",
    ),
]


def write_pptx(path: Path, slides: list[tuple[str, str, str]]) -> Path:
    prs = Presentation()
    for title, body, footnote in slides:
        slide = prs.slides.add_slide(prs.slide_layouts[5])
        slide.shapes.title.text = title
        box = slide.shapes.add_textbox(Inches(0.5), Inches(2), Inches(9), Inches(1.5))
        box.text_frame.word_wrap = True
        box.text_frame.text = body
        foot = slide.shapes.add_textbox(Inches(0.5), Inches(6.5), Inches(9), Inches(0.6))
        foot.text_frame.word_wrap = True
        foot.text_frame.text = footnote
        foot.text_frame.paragraphs[0].runs[0].font.size = Pt(10)
    prs.save(str(path))
    return path


def write_pdf(path: Path, slides: list[tuple[str, str, str]]) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=landscape(letter))
    _width, height = landscape(letter)
    for title, body, footnote in slides:
        pdf.setFont("Helvetica-Bold", 26)
        pdf.drawString(48, height - 72, title)
        pdf.setFont("Helvetica", 16)
        pdf.drawString(48, height - 180, body)
        pdf.setFont("Helvetica", 9)
        pdf.drawString(48, 40, footnote)
        pdf.showPage()
    pdf.save()
    return path


@pytest.fixture(scope="module")
def results_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_results_db(tmp_path_factory.mktemp("results") / "results.sqlite3")


@pytest.fixture(scope="module")
def cross_check_report(tmp_path_factory: pytest.TempPathFactory, results_db: Path) -> DeckReport:
    deck = write_pptx(tmp_path_factory.mktemp("decks") / "cross_check.pptx", CROSS_CHECK_SLIDES)
    options = AuditOptions(results_db=results_db, use_default_results_db=False, replay=False)
    return audit_deck(deck, options)


def claim_on(report: DeckReport, page: int) -> ClaimAudit:
    (found,) = [c for c in report.claims if c.page == page and c.metric is not None]
    return found


def result_flags(found: ClaimAudit) -> dict[str, str]:
    return {f.code: f.message for f in found.flags if f.code in RESULT_CODES}


def test_the_deck_is_read_and_every_slide_has_its_claim(cross_check_report: DeckReport) -> None:
    assert cross_check_report.errors == []
    pages = sorted({c.page for c in cross_check_report.claims if c.metric is not None})
    assert pages == list(range(1, len(CROSS_CHECK_SLIDES) + 1))


def test_exact_match_is_verified(cross_check_report: DeckReport) -> None:
    found = claim_on(cross_check_report, 1)
    flags = result_flags(found)
    assert set(flags) == {"RESULT-VERIFIED"}
    assert "24,524.9" in flags["RESULT-VERIFIED"]
    assert found.verified and found.verified.result_id == "v4.1-0043"
    assert found.verified.details_url.endswith("DGX-H100_H100-SXM-80GBx8_TRT")


def test_match_after_rounding_is_verified(cross_check_report: DeckReport) -> None:
    found = claim_on(cross_check_report, 2)
    assert set(result_flags(found)) == {"RESULT-VERIFIED"}
    assert found.verified and found.verified.published_value == 24524.9


def test_a_real_id_with_another_entrys_number_is_a_mismatch(cross_check_report: DeckReport) -> None:
    found = claim_on(cross_check_report, 3)
    flags = result_flags(found)
    assert set(flags) == {"RESULT-MISMATCH"}
    assert "24,524.9" in flags["RESULT-MISMATCH"] and "v4.1-0002" in flags["RESULT-MISMATCH"]
    assert found.verified is None


def test_the_right_number_under_the_wrong_scenario_is_a_mismatch(
    cross_check_report: DeckReport,
) -> None:
    found = claim_on(cross_check_report, 4)
    assert found.labels.scenario.value == "server"
    flags = result_flags(found)
    assert set(flags) == {"RESULT-MISMATCH"}
    assert "Offline" in flags["RESULT-MISMATCH"] and "21,605.8" in flags["RESULT-MISMATCH"]


def test_an_id_that_does_not_exist_is_a_mismatch(cross_check_report: DeckReport) -> None:
    flags = result_flags(claim_on(cross_check_report, 5))
    assert set(flags) == {"RESULT-MISMATCH"}
    assert "v4.1-0999" in flags["RESULT-MISMATCH"]


def test_per_gpu_figures_are_checked_per_accelerator(cross_check_report: DeckReport) -> None:
    found = claim_on(cross_check_report, 6)
    flags = result_flags(found)
    assert set(flags) == {"RESULT-VERIFIED"}
    assert "per accelerator" in flags["RESULT-VERIFIED"] and "288" in flags["RESULT-VERIFIED"]
    assert found.verified and found.verified.per_accelerator is True


def test_a_claim_without_an_id_is_matched_on_its_labels_and_value(
    cross_check_report: DeckReport,
) -> None:
    found = claim_on(cross_check_report, 7)
    assert set(result_flags(found)) == {"RESULT-VERIFIED"}
    assert found.verified and found.verified.result_id == "v4.1-0002"


def test_an_unpublished_figure_is_unverified(cross_check_report: DeckReport) -> None:
    found = claim_on(cross_check_report, 8)
    unverified = [f for f in found.flags if f.code == "UNVERIFIED"]
    assert len(unverified) == 1 and unverified[0].severity is Severity.WARNING
    assert "RESULT-VERIFIED" not in {f.code for f in found.flags}


def test_a_benchmark_absent_from_the_round_is_round_unknown(
    cross_check_report: DeckReport,
) -> None:
    flags = result_flags(claim_on(cross_check_report, 9))
    assert "ROUND-UNKNOWN" in flags
    assert "RESULT-VERIFIED" not in flags


def test_the_summary_marks_the_verified_claims(cross_check_report: DeckReport) -> None:
    verified_pages = sorted(row["page"] for row in verified_claims(cross_check_report))
    assert verified_pages == [1, 2, 6, 7]
    lines = summary_verified(cross_check_report)
    assert len(lines) == 4 and any(
        "6.0-0076" in line and "per accelerator" in line for line in lines
    )
    exported = cross_check_report.to_json_dict()
    assert sum(1 for c in exported["claims"] if c["verified"]) == 4


def test_a_disclosed_unverified_figure_is_not_flagged(tmp_path: Path, results_db: Path) -> None:
    deck = write_pptx(
        tmp_path / "disclosed.pptx",
        [
            (
                "Lab measurement",
                "Our new server: 31,200 tokens/s (unverified) on Llama 2 70B, Offline scenario, "
                "Closed division.",
                f"MLPerf Inference v4.1, Closed division. {REQUIRED_STATEMENT}",
            )
        ],
    )
    report = audit_deck(deck, AuditOptions(results_db=results_db, replay=False))
    found = claim_on(report, 1)
    assert "UNVERIFIED" not in {f.code for f in found.flags}
    assert found.verified is None


def test_pdf_decks_are_cross_checked_too(tmp_path: Path, results_db: Path) -> None:
    deck = write_pdf(tmp_path / "slides.pdf", [CROSS_CHECK_SLIDES[1], CROSS_CHECK_SLIDES[3]])
    report = audit_deck(deck, AuditOptions(results_db=results_db, replay=False))
    assert set(result_flags(claim_on(report, 1))) == {"RESULT-VERIFIED"}
    assert set(result_flags(claim_on(report, 2))) == {"RESULT-MISMATCH"}


def test_the_users_database_is_the_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = write_pptx(tmp_path / "one.pptx", CROSS_CHECK_SLIDES[:1])
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-data"))
    # A fresh install checks against the published results shipped with deckaudit.
    without = audit_deck(deck, AuditOptions(replay=False))
    assert set(result_flags(claim_on(without, 1))) == {"RESULT-VERIFIED"}
    without_defaults = audit_deck(deck, AuditOptions(replay=False, use_default_results_db=False))
    assert not result_flags(claim_on(without_defaults, 1))

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    with ResultsDB(tmp_path / "data" / "deckaudit" / "results.sqlite3") as db:
        db.import_files([summary_file("v4.1")])
    with_default = audit_deck(deck, AuditOptions(replay=False))
    assert set(result_flags(claim_on(with_default, 1))) == {"RESULT-VERIFIED"}
