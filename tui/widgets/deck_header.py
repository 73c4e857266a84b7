"""The deck header: file, kind, pages, workload, counts by severity and review progress."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from auditor.models import DeckReport
from tui.widgets.badges import counts_text


def header_text(name: str, report: DeckReport | None, review_counts: dict[str, int]) -> Text:
    """The header's content for a deck, before or after its audit: two lines that are cut, not
    wrapped, on a narrow terminal (the most useful words first)."""
    out = Text(no_wrap=True, overflow="ellipsis")
    out.append(name, style="bold")
    if report is None:
        out.append("   auditing…", style="italic")
        return out
    deck = report.deck
    out.append(f" · {deck.kind.upper()} · {deck.pages} page{'s' if deck.pages != 1 else ''}")
    out.append(f" · workload: {deck.workload.value}", style="bold")
    if deck.workload_evidence:
        quote = " ".join(deck.workload_evidence.split())
        out.append(f" (“{quote[:70]}{'…' if len(quote) > 70 else ''}”)", style="italic")
    out.append("\n")
    out.append(
        f"reviewed: {review_counts.get('confirmed', 0)} confirmed, "
        f"{review_counts.get('dismissed', 0)} dismissed, {review_counts.get('notes', 0)} notes · "
    )
    flagged = sum(1 for c in report.claims if c.flags)
    out.append(f"{len(report.claims)} claims, {flagged} with flags  ", style="dim")
    out.append_text(counts_text(report.counts_by_severity()))
    return out


class DeckHeader(Vertical):
    """`header_text` (cut to the width, never wrapped) and an optional warning banner (wrapped)."""

    DEFAULT_CSS = """
    DeckHeader { height: auto; }
    DeckHeader #header-lines { text-wrap: nowrap; text-overflow: ellipsis; }
    DeckHeader #header-banner { display: none; }
    """

    def compose(self) -> ComposeResult:
        """The two header lines and the banner."""
        yield Static(id="header-lines")
        yield Static(id="header-banner")

    def show(
        self,
        name: str,
        report: DeckReport | None,
        review_counts: dict[str, int],
        banner: str | None = None,
    ) -> None:
        """Redraw the header."""
        self.query_one("#header-lines", Static).update(header_text(name, report, review_counts))
        shown = self.query_one("#header-banner", Static)
        shown.display = bool(banner)
        if banner:
            shown.update(Text(f" ! {banner} ", style="bold black on yellow"))

    @property
    def plain(self) -> str:
        """The header's text, lines and banner."""
        return "\n".join(str(widget.render()) for widget in self.query(Static) if widget.display)
