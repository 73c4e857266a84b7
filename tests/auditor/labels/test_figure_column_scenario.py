"""A table row's scenario comes first from the header cell above its figure: a first column
headed 'Server' names the hardware, not the Server scenario."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.models import Scenario
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def test_the_figures_own_column_names_the_scenario(tmp_path: Path) -> None:
    slide = Slide(
        heading="MLPerf Inference v5.1 results for the proposed hardware",
        table=Table(
            header=("Server", "GPUs", "ResNet-50, Closed, Offline (samples/s)", "Result ID"),
            rows=(
                ("Orrin R8", "8x L40S", "401,300", "5.1-0401"),
                ("Vance V8", "8x L40S", "398,750", "5.1-0402"),
            ),
        ),
    )
    path = tmp_path / "column.pptx"
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    report = audit_deck(path, OPTIONS)
    rows = [c for c in report.claims if c.text.startswith(("Orrin R8", "Vance V8"))]
    assert len(rows) == 2
    assert {c.labels.scenario for c in rows} == {Scenario.OFFLINE}
