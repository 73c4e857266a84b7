"""A figure that is another figure of the deck divided by a count of accelerators or systems its
sentence names, or multiplied by a count of systems, is derived whatever its words; a published
result (its own result ID) and a system's figure that is a per-GPU figure times its GPUs are not."""

from __future__ import annotations

import signal
from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.checks import arithmetic
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v6.0 · Closed division · Llama 2 70B · Offline"


def _audit(path: Path, *bullets: str) -> DeckReport:
    slide = Slide(heading=HEADING, bullets=bullets)
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_a_result_shared_out_over_its_gpus_is_derived(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "split.pptx",
        "The Orrin R72 rack served 400,320 tokens/s (6.0-0301).",
        "Spread across its 72 GPUs, that is 5,560 tokens/s each.",
    )
    assert "DERIVED-METRIC" in _codes(report, "Spread across")
    assert "DERIVED-METRIC" not in _codes(report, "The Orrin R72 rack")


def test_a_result_multiplied_out_over_systems_is_derived(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "fleet.pptx",
        "One Orrin R8 server posts 31,000 tokens/s (6.0-0302).",
        "A fleet of nine Orrin R8 servers gives 279,000 tokens/s.",
    )
    assert "DERIVED-METRIC" in _codes(report, "A fleet of nine")


def test_a_systems_figure_that_is_its_gpus_times_a_per_gpu_figure_is_not(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "gpus.pptx",
        "Orrin's single card reached 31,000 tokens/s (6.0-0304).",
        "The Vance V8 with 8 GPUs reached 248,000 tokens/s on the same benchmark.",
    )
    assert "DERIVED-METRIC" not in _codes(report, "The Vance V8")


def test_the_count_patterns_are_linear_on_hostile_text() -> None:
    def _expired(*_: object) -> None:
        raise TimeoutError("a count pattern backtracked")

    previous = signal.signal(signal.SIGALRM, _expired)
    signal.alarm(5)
    try:
        for hostile in ("12 " + "a " * 9000, "12-" + "a-" * 9000, "1 " * 10000, "x" * 20000):
            list(arithmetic._SYSTEMS.finditer(hostile))
            list(arithmetic._ACCELERATORS.finditer(hostile))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
