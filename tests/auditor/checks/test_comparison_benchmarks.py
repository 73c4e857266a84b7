"""Scenarios are compared only within one benchmark: a table of one model's rows in two
scenarios beside another model's row compares no scenarios for that other row."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _audit(path: Path, rows: tuple[tuple[str, ...], ...]) -> DeckReport:
    slide = Slide(
        title="Hosted model tiers",
        heading="MLPerf Inference v5.1 · Closed division",
        table=Table(header=("Tier", "Model", "Scenario", "Throughput"), rows=rows),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_a_row_of_another_benchmark_is_compared_with_no_scenario(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "tiers.pptx",
        (
            ("Orrin steady", "Llama 2 70B", "Server", "28,100 tokens/s"),
            ("Brightline bulk", "Llama 2 70B", "Offline", "31,900 tokens/s"),
            ("Orrin small", "GPT-J", "Server", "17,400 tokens/s"),
        ),
    )
    assert "CROSS-SCENARIO" in _codes(report, "28,100")
    assert "CROSS-SCENARIO" in _codes(report, "31,900")
    assert "CROSS-SCENARIO" not in _codes(report, "17,400")


def test_two_benchmarks_each_in_two_scenarios_are_each_compared(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "both.pptx",
        (
            ("Orrin steady", "Llama 2 70B", "Server", "28,100 tokens/s"),
            ("Brightline bulk", "Llama 2 70B", "Offline", "31,900 tokens/s"),
            ("Orrin small", "GPT-J", "Server", "17,400 tokens/s"),
            ("Brightline small", "GPT-J", "Offline", "19,200 tokens/s"),
        ),
    )
    for needle in ("28,100", "31,900", "17,400", "19,200"):
        assert "CROSS-SCENARIO" in _codes(report, needle)
