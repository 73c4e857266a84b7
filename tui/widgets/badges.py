"""Severity badges and decision marks as Rich text."""

from __future__ import annotations

from rich.text import Text

from auditor.models import Decision, ReviewDecision, Severity

SEVERITY_STYLE = {
    Severity.ERROR: "bold white on red",
    Severity.WARNING: "bold black on yellow",
    Severity.INFO: "white on blue",
}
SEVERITY_LETTER = {Severity.ERROR: "E", Severity.WARNING: "W", Severity.INFO: "i"}


def severity_badge(severity: Severity | None, wide: bool = False) -> Text:
    """A coloured badge: ' E ' for error, ' W ' for warning, ' i ' for info, '   ' for none."""
    if severity is None:
        return Text(" · ", style="dim")
    label = f" {severity.value.upper()} " if wide else f" {SEVERITY_LETTER[severity]} "
    return Text(label, style=SEVERITY_STYLE[severity])


def decision_mark(decision: ReviewDecision | None) -> Text:
    """✓ for a confirmed finding, ✗ for a dismissed one, ○ while it is open."""
    if decision is None or decision.decision is None:
        return Text("○", style="dim")
    if decision.decision == Decision.CONFIRMED:
        return Text("✓", style="bold green")
    return Text("✗", style="bold magenta")


def counts_text(counts: dict[str, int]) -> Text:
    """Counts by severity as badges with numbers."""
    text = Text()
    for severity in (Severity.ERROR, Severity.WARNING, Severity.INFO):
        text.append_text(severity_badge(severity))
        text.append(f" {counts.get(severity.value, 0)} {severity.value}  ")
    return text
