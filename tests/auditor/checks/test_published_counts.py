"""CHIP-COUNT from the published accelerator counts of the result IDs compared claims cite."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v6.0 · Closed division · Llama 2 70B · Server scenario"


def _audit(path: Path, *slides: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", slides, "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_a_comparing_sentence_citing_ids_of_different_sized_systems(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "sentence.pptx",
        Slide(
            title="How we stack up",
            heading=HEADING,
            bullets=(
                "Our box (6.0-0020) reached 96,700 tokens/s, ahead of the rack entry "
                "(6.0-0075) on a per-dollar basis",
            ),
        ),
    )
    assert "CHIP-COUNT" in _codes(report, "96,700")


def test_ids_of_same_sized_systems_compare_no_counts(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "same.pptx",
        Slide(
            title="How we stack up",
            heading=HEADING,
            bullets=("Our box (6.0-0020) reached 96,700 tokens/s, close behind 6.0-0048",),
        ),
    )
    assert "CHIP-COUNT" not in _codes(report, "96,700")


def test_table_rows_citing_their_own_ids_take_the_published_counts(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "rows.pptx",
        Slide(
            title="Server throughput side by side",
            heading=HEADING,
            table=Table(
                header=("System", "Server tokens/s", "Result"),
                rows=(("Orrin box", "96,700", "6.0-0020"), ("Rival rack", "810,100", "6.0-0075")),
            ),
        ),
    )
    assert "CHIP-COUNT" in _codes(report, "96,700")
    assert "CHIP-COUNT" in _codes(report, "810,100")


def test_rows_of_same_sized_systems_keep_no_count_flag(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "even.pptx",
        Slide(
            title="Server throughput side by side",
            heading=HEADING,
            table=Table(
                header=("System", "Server tokens/s", "Result"),
                rows=(("Orrin box", "96,700", "6.0-0020"), ("Rival box", "103,600", "6.0-0048")),
            ),
        ),
    )
    assert "CHIP-COUNT" not in _codes(report, "96,700")


def test_a_sizing_sheets_price_and_cluster_rows_are_no_size_comparison(tmp_path: Path) -> None:
    """A price worked out for one node and a throughput projected for a cluster are different
    quantities: the sheet sets no two system sizes side by side."""
    report = _audit(
        tmp_path / "sheet.pptx",
        Slide(
            title="Sizing worksheet",
            heading=HEADING,
            table=Table(
                header=("Line", "Figure", "How we got it"),
                rows=(
                    ("Four-node cluster, projected", "387,000 tokens/s", "4 x 6.0-0020"),
                    ("Price per 1,000 replies", "$0.35", "one node over 3 years / throughput"),
                ),
            ),
        ),
    )
    assert "CHIP-COUNT" not in _codes(report, "387,000")


def test_a_cluster_and_a_node_of_one_unit_are_still_compared(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "sizes.pptx",
        Slide(
            title="Cluster and node",
            heading=HEADING,
            table=Table(
                header=("Line", "Figure"),
                rows=(
                    ("Four-node cluster", "387,000 tokens/s"),
                    ("Single node", "96,700 tokens/s"),
                ),
            ),
        ),
    )
    assert "CHIP-COUNT" in _codes(report, "387,000")
