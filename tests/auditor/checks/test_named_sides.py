"""A comparison whose two sides are named by product and stated as results on its slide is
across rounds (or scenarios) when those results are."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.checks.comparison_words import comparing_point
from auditor.checks.named_sides import _FACTOR_WORDS, _TABLE_REFERENCE
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _audit(path: Path, *bullets: str) -> DeckReport:
    slide = Slide(heading="MLPerf Inference, Closed division, Llama 2 70B", bullets=bullets)
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    return {f.code for c in report.claims if needle in c.text for f in c.flags}


def test_sides_listed_from_two_rounds(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "rounds.pptx",
        "Vance R760, 8x H200: 31,100 tokens/s Server, v5.1-0025",
        "Orrin QX72 rack: 790,000 tokens/s Server, 6.0-0075",
        "One QX72 rack gives 25x the tokens of one R760",
    )
    assert "CROSS-ROUND" in _codes(report, "25x the tokens")


def test_sides_listed_from_one_round(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "same.pptx",
        "Vance R760, 8x H200: 31,100 tokens/s Server, 6.0-0025",
        "Orrin QX72 rack: 790,000 tokens/s Server, 6.0-0075",
        "One QX72 rack gives 25x the tokens of one R760",
    )
    assert not {"CROSS-ROUND", "CROSS-SCENARIO"} & _codes(report, "25x the tokens")


def test_sides_listed_in_two_scenarios(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "scenarios.pptx",
        "Vance R760, 8x H200: 31,100 tokens/s Server (6.0-0025)",
        "Orrin QX72 rack: 990,000 tokens/s Offline (6.0-0075)",
        "One QX72 rack gives 32x the tokens of one R760",
    )
    assert "CROSS-SCENARIO" in _codes(report, "32x the tokens")


def test_hostile_text_stays_linear() -> None:
    with deadline(5, "the named-sides check backtracked"):
        for hostile in ("QX72 " * 4000 + "x", "25x the " * 3000, "in table 1 " * 2000):
            comparing_point(hostile)
            for pattern in (_FACTOR_WORDS, _TABLE_REFERENCE):
                list(pattern.finditer(hostile))


def _table_deck(path: Path, header: str) -> DeckReport:
    from tests.corpus.schema import Table

    slides = (
        Slide(
            heading="MLPerf Inference v6.0, Closed division, Llama 2 70B Offline",
            table=Table(
                header=(header, "Tokens/s", "Result"),
                rows=(("Orrin Q8", "52,100", "6.0-0101"), ("Vance R760", "49,800", "6.0-0102")),
            ),
            footnote="Table 1. Published results for the nodes this request would buy.",
        ),
        Slide(
            title="Options",
            bullets=(
                "The 72-GPU QX72 rack reached 790,000 tokens/s (6.0-0075), about fifteen times "
                "one of the nodes in Table 1.",
            ),
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", slides, "unstated"), path)
    return audit_deck(path, OPTIONS)


def test_a_side_named_by_its_table(tmp_path: Path) -> None:
    report = _table_deck(tmp_path / "table.pptx", "System (8 GPUs each)")
    assert "CHIP-COUNT" in _codes(report, "fifteen times")


def test_a_table_of_the_same_size(tmp_path: Path) -> None:
    report = _table_deck(tmp_path / "same.pptx", "System (72 GPUs each)")
    assert "CHIP-COUNT" not in _codes(report, "fifteen times")
