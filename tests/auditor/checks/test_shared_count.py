"""A comparison that gives both its sides one accelerator count ('at eight GPUs each') compares
like with like, whatever larger systems the slide shows beside it."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.checks import comparison_checks
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _audit(path: Path, second: str) -> DeckReport:
    slide = Slide(
        heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B · Server",
        bullets=(
            "The 64-accelerator Orrin pod served 410,000 tokens/s (6.0-0101).",
            second,
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_one_count_for_both_sides_is_like_for_like(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "each.pptx",
        "With four cards apiece, the Orrin R4 beat the Vance V4: 21,300 against 19,800 tokens/s.",
    )
    assert "CHIP-COUNT" not in _codes(report, "apiece")


def test_a_count_for_one_side_only_still_borrows_the_others(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "one.pptx",
        "With four cards, the Orrin R4 beat the Orrin pod: 21,300 against 19,800 tokens/s.",
    )
    assert "CHIP-COUNT" in _codes(report, "With four cards")


def test_a_sides_make_up_is_no_count_for_both_sides(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "trays.pptx",
        "Its 16 Orrin trays of four GPUs each out-served the eight-GPU Vance V8 by 7.1x.",
    )
    assert "CHIP-COUNT" in _codes(report, "trays of four")


def test_the_shared_count_pattern_is_linear_on_hostile_text() -> None:
    with deadline(5, "the shared-count pattern backtracked"):
        for hostile in ("both " * 4000, "both a-" * 3000, "each with " * 2000, "gpus " * 4000):
            list(comparison_checks._SHARED_COUNT.finditer(hostile))


def test_a_vendor_name_alone_does_not_lend_another_products_counts(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "vendor.pptx",
        "Orrin's Q9 reached 52,000 tokens/s, whereas the eight-card Vance R760 managed 44,000.",
    )
    # The slide's other bullet names Orrin too, but its product is the 64-accelerator pod.
    assert "CHIP-COUNT" not in _codes(report, "Orrin's Q9")


def test_a_comparison_borrows_only_the_named_sides_count(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v4.1 · Closed division · RetinaNet · Offline",
        bullets=(
            "The eight-GPU Q8 server does 3.9x the images of the two-card R2 box (12,100 against "
            "3,100 samples/s).",
            "Vance's eight-GPU V8 later reached 12,500 samples/s, against the Q8 server's 12,100.",
        ),
    )
    path = tmp_path / "sides.pptx"
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    report = audit_deck(path, OPTIONS)
    assert "CHIP-COUNT" not in _codes(report, "later reached")


def test_a_notes_all_eight_gpu_systems_is_one_count_for_both_sides(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v6.0 · Closed division",
        bullets=(
            "Normalised to one card, the Q8 gives 6,400 tokens/s per GPU.",
            "Across two benchmarks, the geometric-mean Server speed-up of Q8 over V8 is 1.9x^{1}.",
        ),
        footnotes=("^{1} Results 6.0-0101 and 6.0-0102, all eight-GPU systems.",),
    )
    path = tmp_path / "note.pptx"
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    report = audit_deck(path, OPTIONS)
    assert "CHIP-COUNT" not in _codes(report, "geometric-mean")
