"""Where a compared system's accelerator count comes from: a table's count column ahead of a
product name's implied count, the product of nodes and accelerators per node, and a factor or
share said against another vendor's system by name ('10x Vance's four-card V4', '60% of the
throughput of a sixteen-accelerator cluster')."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.checks import comparison_checks
from auditor.labels.signals import COMPARISON_WORDS, chip_counts
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v6.0 · Closed division · Llama 2 70B · Offline"


def _audit(path: Path, slide: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_nodes_times_accelerators_is_the_product() -> None:
    assert chip_counts("Orrin R8 pod, 4 x 8 H200") == [32]
    assert chip_counts("two 2x8 B200 nodes")[0] == 16


def test_a_factor_against_a_named_vendor_is_no_count() -> None:
    assert chip_counts("That is 12x Vance's four-card V4.") == [4]
    assert chip_counts("An 8x H200 board.") == [8]


def test_a_count_column_outranks_a_name_that_implies_a_count(tmp_path: Path) -> None:
    slide = Slide(
        heading=HEADING,
        table=Table(
            header=("System", "GPUs", "Tokens/s", "Result"),
            rows=(
                ("Vance GB300 NVL72, partial", "48", "410,200", "6.0-0301"),
                ("Orrin GB300 NVL72", "72", "598,400", "6.0-0302"),
            ),
        ),
    )
    report = _audit(tmp_path / "column.pptx", slide)
    assert "CHIP-COUNT" in _codes(report, "Vance GB300")


def test_a_table_of_one_node_and_four_nodes_compares_counts(tmp_path: Path) -> None:
    slide = Slide(
        heading=HEADING,
        table=Table(
            header=("Configuration", "Nodes x GPUs", "Tokens/s", "Result"),
            rows=(
                ("Orrin R8, one node", "1 x 8 H200", "31,000", "6.0-0311"),
                ("Orrin R8, four nodes", "4 x 8 H200", "120,500", "6.0-0312"),
            ),
        ),
    )
    report = _audit(tmp_path / "nodes.pptx", slide)
    assert "CHIP-COUNT" in _codes(report, "four nodes")


def test_a_factor_that_points_back_compares_with_the_claim_before(tmp_path: Path) -> None:
    slide = Slide(
        heading=HEADING,
        bullets=(
            "Orrin's R8 with eight H200 GPUs ran 31,000 tokens/s (6.0-0311).",
            "That is 12x Vance's four-card V4 (6.0-0320) at 2,580 tokens/s.",
        ),
    )
    report = _audit(tmp_path / "back.pptx", slide)
    assert "CHIP-COUNT" in _codes(report, "That is 12x")


def test_a_share_of_another_systems_throughput_compares_counts(tmp_path: Path) -> None:
    slide = Slide(
        heading=HEADING,
        bullets=(
            "Our OR-8 (8x H200) delivered 31,000 tokens/s (6.0-0311).",
            "One OR-8 reached 60% of the Offline throughput of a sixteen-accelerator cluster.",
        ),
    )
    report = _audit(tmp_path / "share.pptx", slide)
    assert "CHIP-COUNT" in _codes(report, "60% of the")


def test_a_share_of_the_reference_accuracy_is_no_comparison() -> None:
    assert COMPARISON_WORDS.search("It reaches 99% of the reference model's accuracy.") is None


def test_the_new_count_patterns_are_linear_on_hostile_text() -> None:
    with deadline(5, "a count pattern backtracked"):
        for hostile in (
            "is 1" + "1." * 9000,
            "is 2x A" + "b-" * 9000,
            "1 x " * 5000,
            "5% of the " + "a " * 9000,
        ):
            list(comparison_checks._FACTOR_OF_NAME.finditer(hostile))
            list(comparison_checks._NAME.finditer(hostile))
            list(COMPARISON_WORDS.finditer(hostile))
            chip_counts(hostile)
