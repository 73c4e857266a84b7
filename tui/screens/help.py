"""The help screen: what the app does and every key."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

HELP_TEXT = """\
# deckaudit review

Open a deck (type or paste a path, drop a file onto the terminal, pick one in the browser or
the recent list). The audit runs in the background; claims appear as soon as the deck is read.

Walk the claims, read why each flag matters, and **confirm** or **dismiss** each finding.
Every decision is saved at once in `<deck>.review.json`, so quitting or a crash loses nothing,
and reopening the deck brings every decision back.

| key | action |
| --- | --- |
| `n` / `p` | next / previous claim |
| `]` / `[` | next / previous flagged claim |
| `→` / `←` | next / previous finding on the claim |
| `c` | confirm the current finding |
| `d` | dismiss the current finding (asks why) |
| `a` | add a note to the claim |
| `l` | override a label (asks why) |
| `f` | flagged claims only, on or off |
| `v` | cycle the severity filter |
| `s` | cycle the sort order (page, severity, code) |
| `z` | detail full width, on or off |
| `e` | export Markdown, JSON, CSV or the annotated deck |
| `o` | open another deck |
| `escape` | cancel a running audit |
| `ctrl+p` | command palette |
| `?` | this help |
| `q` | quit |
"""


class HelpScreen(ModalScreen[None]):
    """Keys and a short how-to."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close", show=True),
        Binding("question_mark", "close", "Close", show=False),
    ]

    def compose(self) -> ComposeResult:
        """The help text."""
        with VerticalScroll(classes="dialog help"):
            yield Markdown(HELP_TEXT)

    def action_close(self) -> None:
        """Back to the app."""
        self.dismiss(None)
