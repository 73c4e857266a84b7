"""CROSS-ROUND where the rounds sit beside the figures: result IDs in brackets in a row's cells,
and footnotes that a sentence's two markers point to."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import Chart, DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _audit(path: Path, *slides: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", slides, "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_a_row_whose_figures_carry_ids_of_two_rounds(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "row.pptx",
        Slide(
            title="Two generations of the O-series",
            heading="MLPerf Inference Closed division, Offline scenario",
            table=Table(
                header=("GPT-J", "O-7", "O-8"),
                rows=(("Samples/s", "14,200 (4.1-0031)", "19,900 (5.1-0031)"),),
            ),
        ),
    )
    assert "CROSS-ROUND" in _codes(report, "14,200")


def test_one_round_in_a_rows_bracketed_ids_is_no_cross_round(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "same.pptx",
        Slide(
            title="Two O-series boxes",
            heading="MLPerf Inference Closed division, Offline scenario",
            table=Table(
                header=("GPT-J", "O-7", "O-8"),
                rows=(("Samples/s", "14,200 (5.1-0030)", "19,900 (5.1-0031)"),),
            ),
        ),
    )
    assert "CROSS-ROUND" not in _codes(report, "14,200")


def test_a_sentences_two_markers_point_to_footnotes_of_two_rounds(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "notes.pptx",
        Slide(
            title="A year of progress",
            bullets=(
                "GPT-J Offline throughput climbed from 14,200 samples/s [a] to 19,900 "
                "samples/s [b] on the same chassis.",
            ),
            footnotes=(
                "[a] MLPerf Inference v4.1, Closed division, result 4.1-0031.",
                "[b] MLPerf Inference v5.1, Closed division, result 5.1-0031.",
            ),
        ),
    )
    assert "CROSS-ROUND" in _codes(report, "14,200")


def test_markers_pointing_to_notes_of_one_round_are_no_cross_round(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "one.pptx",
        Slide(
            title="Two boxes",
            bullets=(
                "GPT-J Offline throughput climbed from 14,200 samples/s [a] to 19,900 "
                "samples/s [b] with the bigger chassis.",
            ),
            footnotes=(
                "[a] MLPerf Inference v5.1, Closed division, result 5.1-0030.",
                "[b] MLPerf Inference v5.1, Closed division, result 5.1-0031.",
            ),
        ),
    )
    claim = next(c for c in report.claims if "14,200" in c.text)
    assert claim.context.markers == ["a", "b"]
    assert "CROSS-ROUND" not in {f.code for f in claim.flags}


def test_answers_written_as_sentences_in_cells_are_not_a_compared_table(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "answers.pptx",
        Slide(
            title="Questions buyers ask",
            table=Table(
                header=("Question", "Answer"),
                rows=(
                    (
                        "Is it fast enough?",
                        "Yes: one O-8 box gives 19,900 GPT-J samples/s, MLPerf Inference v5.1 "
                        "Closed, Offline, result 5.1-0031",
                    ),
                    (
                        "Was the older model slower?",
                        "The O-7 gave 14,200 GPT-J samples/s in MLPerf Inference v4.1 Closed, "
                        "Offline, result 4.1-0031, on a smaller board",
                    ),
                ),
            ),
        ),
    )
    assert "CROSS-ROUND" not in _codes(report, "19,900")


def _earlier_beside_chart(tmp_path: Path, earlier_id: str) -> DeckReport:
    return _audit(
        tmp_path / f"earlier-{earlier_id}.pptx",
        Slide(
            title="How the O-8 compares",
            bullets=(
                f"Against our earlier O-7 platform (14,200 samples/s, {earlier_id}), the new board "
                "is well ahead",
            ),
            chart=Chart(
                title="GPT-J Offline samples/s, MLPerf Inference Closed division",
                categories=("O-8 (6.0-0031)", "Rival R-8 (6.0-0044)"),
                series=(("Samples/s", (19900.0, 17100.0)),),
            ),
        ),
    )


def test_an_earlier_result_set_against_a_chart_of_another_round(tmp_path: Path) -> None:
    report = _earlier_beside_chart(tmp_path, "v4.1-0031")
    assert "CROSS-ROUND" in _codes(report, "14,200")


def test_an_earlier_result_of_the_charts_own_round_is_no_cross_round(tmp_path: Path) -> None:
    report = _earlier_beside_chart(tmp_path, "6.0-0030")
    assert "CROSS-ROUND" not in _codes(report, "14,200")


def test_one_footnote_naming_both_rounds_of_a_speed_up(tmp_path: Path) -> None:
    path = tmp_path / "one_note.pptx"
    slide = Slide(
        heading="Generation over generation",
        bullets=("The O-9 turns out 1.8x the samples per joule of the O-7 system^{2}",),
        footnotes=(
            "^{2} GPT-J, Offline, Closed: result 4.1-0031 (MLPerf Inference v4.1) against "
            "result 5.1-0044 (MLPerf Inference v5.1).",
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "1.8x" in c.text)
    assert "CROSS-ROUND" in {f.code for f in claim.flags}
