"""The help screen: what the app does and every key."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Markdown

HELP_TEXT = """\
# deckaudit review

Open a deck (type or paste a path, drop a file onto the terminal, pick one in the browser or
the recent list). The audit runs in the background; claims appear as soon as the deck is read.

Walk the findings, read why each matters, and **confirm** or **dismiss** each one.
Each finding shows ✓ when confirmed, ✗ when dismissed and ○ while open; beside each claim in
the list, `n/m` counts the findings decided out of all of them (errors, warnings and info).
Every decision is saved at once in `<deck>.review.json`, so quitting or a crash loses nothing,
and reopening the deck brings every decision back.

| key | action |
| --- | --- |
| `]` / `[` | next / previous open (undecided) finding, deck-level findings first |
| `n` / `p` | next / previous claim |
| `→` / `←` | next / previous finding on the claim |
| `c` | confirm the current finding, then go to the next open one |
| `d` | dismiss the current finding (asks why), then go on |
| `x` | clear the decision on the current finding |
| `u` | undo the last change (verdict, clear, note, label) |
| `a` | add a note to the claim |
| `A` | edit the latest note (an empty note deletes it) |
| `l` | override a label (asks why) |
| `r` | re-apply decisions from an earlier version of the deck shown on this claim; after a cancel, audit again |
| `f` | flagged claims only, on or off |
| `v` | cycle the severity filter |
| `s` | cycle the sort order (page, severity, code) |
| `z` | detail full width, on or off |
| `e` | export Markdown, JSON, CSV or the annotated deck |
| `o` | open another deck |
| `escape` | cancel a running audit (the claims found so far stay) |
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
            yield Button("Close (esc)", id="help-close", compact=True)

    @on(Button.Pressed, "#help-close")
    def close_pressed(self) -> None:
        """The close button."""
        self.action_close()

    def action_close(self) -> None:
        """Back to the app."""
        self.dismiss(None)
