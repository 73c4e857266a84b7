"""Accelerator counts a footnote gives one compared system by name, and the share of a system's
accelerators a result ran on ('64 of the rack's 72 GPUs')."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.signals import chip_counts
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import Chart, DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("the Open entry ran on 48 of the pod's 64 accelerators", [48]),
        ("measured on six out of eight cards", [6]),
        ("used 4 of its 8 H200 GPUs", [4]),
        ("one of the 8-GPU servers in the round", [8]),
    ],
)
def test_a_share_of_the_systems_accelerators_is_its_count(text: str, counts: list[int]) -> None:
    assert chip_counts(text) == counts


def _audit(path: Path, footnote: str) -> DeckReport:
    slide = Slide(
        heading="MLPerf Inference v5.1 · Closed division · Offline",
        chart=Chart(
            title="Llama 2 70B tokens/s",
            categories=("Orrin HX-8 rack", "Brightline BX-8 rack"),
            series=(("Tokens/s", (51200.0, 47900.0)),),
        ),
        footnote=footnote,
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_a_footnote_naming_one_system_gives_its_count(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "named.pptx",
        "Results 5.1-0031 and 5.1-0044. The Orrin rack holds 16 GPUs; Brightline's used 12 of "
        "its 16 GPUs.",
    )
    for needle in ("Orrin", "Brightline"):
        assert "CHIP-COUNT" in _codes(report, needle)


def test_a_footnote_giving_both_the_same_count_is_no_chip_count(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "same.pptx",
        "Results 5.1-0031 and 5.1-0044. The Orrin rack holds 16 GPUs; Brightline's holds 16 GPUs.",
    )
    for needle in ("Orrin", "Brightline"):
        assert "CHIP-COUNT" not in _codes(report, needle)


def _bullets(path: Path, *bullets: str) -> DeckReport:
    slide = Slide(heading="MLPerf Inference v5.1 · Closed division · Server", bullets=bullets)
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


@pytest.mark.parametrize(
    "bullet",
    [
        "One O-8 node delivers 14% of a B-72 rack's Llama 2 70B throughput on a ninth of the GPUs",
        "The box gives you 30% of the pod's tokens/s with a quarter of the accelerators",
    ],
)
def test_a_comparison_that_says_the_share_of_accelerators(tmp_path: Path, bullet: str) -> None:
    report = _bullets(tmp_path / "share.pptx", bullet)
    assert "CHIP-COUNT" in {f.code for c in report.claims for f in c.flags}


def test_a_comparison_with_both_counts_borrows_none(tmp_path: Path) -> None:
    report = _bullets(
        tmp_path / "both.pptx",
        "Orrin's eight-GPU O-8 posts 31,900 tokens/s against 30,100 for Brightline's eight-GPU B-8",
        "Orrin's O-8 holds 24,000 tokens/s, whereas Brightline's NVL72 rack holds 410,000 tokens/s",
    )
    assert "CHIP-COUNT" not in _codes(report, "31,900")
