"""The one table of report formats: the CLI's `--format`, the batch's files and the TUI's exports."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from auditor.models import DeckReport, ReviewDecision
    from auditor.review_store import StaleDecisions


@dataclass(frozen=True)
class ReportFormat:
    """One rendering of a deck report."""

    key: str  # the `--format` value
    label: str  # what a reviewer reads
    suffix: str  # appended to the deck's file name, e.g. talk.pptx.json
    module: str  # the renderer, imported only when a report is rendered

    def render(
        self,
        report: DeckReport,
        decisions: list[ReviewDecision] | None = None,
        stale: list[StaleDecisions] | None = None,
    ) -> str:
        """The report in this format, with the reviewer's decisions applied when given, and the
        decisions made on an earlier version of the deck (`stale`) listed."""
        return importlib.import_module(self.module).render(report, decisions=decisions, stale=stale)

    def load(self) -> None:
        """Import the renderer ahead of the first report (a process with a core to spare)."""
        importlib.import_module(self.module)


REPORT_FORMATS: dict[str, ReportFormat] = {
    "md": ReportFormat("md", "Markdown report", ".md", "auditor.exports.markdown"),
    "json": ReportFormat("json", "JSON report", ".json", "auditor.exports.json_report"),
    "csv": ReportFormat("csv", "CSV of findings", ".csv", "auditor.exports.csv_report"),
}
