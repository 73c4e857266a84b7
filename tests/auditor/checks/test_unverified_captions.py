"""UNVERIFIED: the word beside a figure may be its column heading or chart title, and a figure
the deck's authors measured themselves ('we split the GPUs and recorded ...') is their own run."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.signals import UNVERIFIED_SOURCE
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
STATEMENT = "Result not verified by MLCommons Association."


def _audit(path: Path, slide: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def test_the_word_in_the_figures_column_heading(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v5.1 Closed: GPT-J, Offline",
        table=Table(
            header=("Platform", "Samples/s (unverified)"),
            rows=(("Orrin O-4", "9,100"), ("Orrin O-8", "18,050")),
        ),
        footnote="Orrin internal runs, October 2026. " + STATEMENT,
    )
    report = _audit(tmp_path / "col.pptx", slide)
    for claim in report.claims:
        assert "UNVERIFIED" not in {f.code for f in claim.flags}


def test_a_figure_the_authors_recorded_themselves() -> None:
    assert UNVERIFIED_SOURCE.search(
        "We ran the two nodes side by side and measured 41,200 tokens/s on Llama 2 70B"
    )
    assert UNVERIFIED_SOURCE.search("the best quality per dollar of any box we benchmarked") is None
    assert UNVERIFIED_SOURCE.search("we posted 24,525 tokens/s (result 4.1-0043)") is None
