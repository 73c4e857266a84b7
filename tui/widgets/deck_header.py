"""The deck header: file, kind, pages, workload, counts by severity and review progress."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from auditor.models import DeckReport
from tui.widgets.badges import counts_text


def header_text(name: str, report: DeckReport | None, review_counts: dict[str, int]) -> Text:
    """The header's content for a deck, before or after its audit."""
    out = Text()
    out.append(name, style="bold")
    if report is None:
        out.append("   auditing…", style="italic")
        return out
    deck = report.deck
    out.append(f"   {deck.kind.upper()} · {deck.pages} page{'s' if deck.pages != 1 else ''}")
    out.append(f" · workload: {deck.workload.value}", style="bold")
    if deck.workload_evidence:
        quote = " ".join(deck.workload_evidence.split())
        out.append(f" (“{quote[:70]}{'…' if len(quote) > 70 else ''}”)", style="italic")
    out.append("\n")
    flagged = sum(1 for c in report.claims if c.flags)
    out.append(f"{len(report.claims)} claims, {flagged} with flags   ")
    out.append_text(counts_text(report.counts_by_severity()))
    out.append(
        f"  reviewed: {review_counts.get('confirmed', 0)} confirmed, "
        f"{review_counts.get('dismissed', 0)} dismissed, {review_counts.get('notes', 0)} notes",
        style="dim",
    )
    return out


class DeckHeader(Static):
    """Shows `header_text` and an optional warning banner line."""

    def show(
        self,
        name: str,
        report: DeckReport | None,
        review_counts: dict[str, int],
        banner: str | None = None,
    ) -> None:
        """Redraw the header."""
        text = header_text(name, report, review_counts)
        if banner:
            text.append("\n")
            text.append(f" ! {banner} ", style="bold black on yellow")
        self.update(text)
