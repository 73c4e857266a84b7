"""Comparisons read from the shape of what is set side by side: systems that share a scenario
are compared there (a system's rows in another scenario disclose its own profile), two
latencies joined by 'while' belong to two subjects, and two figures cited from two rounds are
compared across rounds whatever word joins them."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.subjects import subject_cuts
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v4.1, Closed division, edge"


def _audit(path: Path, slide: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def _table(*rows: tuple[str, str, str, str]) -> Slide:
    return Slide(
        heading=HEADING,
        table=Table(header=("Module", "Scenario", "ms", "Result"), rows=rows),
    )


def test_systems_sharing_a_scenario_are_compared_there(tmp_path: Path) -> None:
    slide = _table(
        ("Vance V2 (1x L4)", "SingleStream", "5.10", "v4.1-0201"),
        ("Vance V2 (1x L4)", "MultiStream", "44.30", "v4.1-0201"),
        ("Orrin E1 (1x L4)", "SingleStream", "4.70", "v4.1-0202"),
    )
    report = _audit(tmp_path / "shared.pptx", slide)
    for needle in ("5.10", "44.30", "4.70"):
        assert "CROSS-SCENARIO" not in _codes(report, needle)


def test_systems_with_no_scenario_in_common_are_compared_across_scenarios(
    tmp_path: Path,
) -> None:
    slide = _table(
        ("Vance V2 (1x L4)", "MultiStream", "44.30", "v4.1-0201"),
        ("Orrin E1 (1x L4)", "SingleStream", "4.70", "v4.1-0202"),
    )
    report = _audit(tmp_path / "apart.pptx", slide)
    assert "CROSS-SCENARIO" in _codes(report, "44.30")


def test_two_latencies_joined_by_while_are_two_subjects() -> None:
    text = "In MultiStream the Vance V2 needs 44.3 ms, while the Orrin E1 posts 4.7 ms in SingleStream."
    assert len(subject_cuts(text)) == 2
    assert subject_cuts("The E1 answers in 4.7 ms while holding 9,100 samples/s.") == [0]


def test_two_figures_from_two_rounds_are_compared_across_rounds(tmp_path: Path) -> None:
    slide = Slide(
        heading="RetinaNet, SingleStream, Closed division",
        bullets=(
            "The Orrin E1 now answers in 3.92 ms (6.0-0301), after its 3.95 ms in v4.1 "
            "(v4.1-0202).",
        ),
    )
    report = _audit(tmp_path / "rounds.pptx", slide)
    assert "CROSS-ROUND" in _codes(report, "after its")
