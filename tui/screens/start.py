"""The start screen: type, paste or drop a path, browse for a deck, or pick a recent one."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import DirectoryTree, Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from tui.messages import DecksDropped
from tui.paths import display_name, is_deck_name, parse_dropped_paths

INTRO = (
    "Drop a deck (PDF or PPTX) onto this terminal, type or paste its path, "
    "or pick one below. A folder lists its decks with their audit status."
)


class PathInput(Input):
    """A path field that turns a drag-and-drop paste of existing files into an open request."""

    def _on_paste(self, event: events.Paste) -> None:
        paths = parse_dropped_paths(event.text)
        if paths and all(p.exists() for p in paths):
            event.stop()
            self.post_message(DecksDropped(paths))
            return
        super()._on_paste(event)


class DeckTree(DirectoryTree):
    """A file browser that shows folders and PDF/PPTX files only."""

    def filter_paths(self, paths: Iterable[Path]) -> Iterable[Path]:
        """Hide dot files and anything that is not a folder or a deck."""
        return [p for p in paths if not p.name.startswith(".") and (p.is_dir() or is_deck_name(p))]


class StartScreen(Screen[None]):
    """Where a review starts."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "focus_path", "Type a path", show=True),
        Binding("ctrl+b", "focus_browser", "Browse", show=True),
        Binding("ctrl+r", "focus_recent", "Recent", show=True),
        Binding("f1", "app.help", "Help", show=True),  # `?` types into the path field here
    ]

    def __init__(self, browse_root: Path, recent: list[Path]) -> None:
        super().__init__()
        self.browse_root = browse_root
        self.recent = recent

    def compose(self) -> ComposeResult:
        """Intro, path field, browser and recent list."""
        with Vertical(id="start"):
            yield Static(Text("deckaudit review", style="bold"), id="start-title")
            yield Static(INTRO, id="start-intro")
            yield PathInput(placeholder="Path to a deck or folder — or drop files here", id="path")
            with Horizontal(id="start-panes"):
                with Vertical(id="browser-pane"):
                    yield Label("Browse", classes="pane-title")
                    yield DeckTree(self.browse_root, id="browser")
                with Vertical(id="recent-pane"):
                    yield Label("Recent decks", classes="pane-title")
                    yield OptionList(*self._recent_options(), id="recent")
        yield Footer()

    def _recent_options(self) -> list[Option]:
        if not self.recent:
            return [Option(Text("No recent decks yet.", style="dim"), disabled=True)]
        options = []
        for index, path in enumerate(self.recent):
            line = Text(path.name, style="bold" if path.exists() else "dim strike")
            line.append(f"  {display_name(path.parent)}", style="dim")
            options.append(Option(line, id=f"recent-{index}"))
        return options

    def on_mount(self) -> None:
        """Start in the path field."""
        self.query_one("#path", PathInput).focus()

    def set_recent(self, recent: list[Path]) -> None:
        """Show a new recent-decks list."""
        self.recent = recent
        self.query_one("#recent", OptionList).set_options(self._recent_options())

    @on(Input.Submitted, "#path")
    def path_submitted(self, event: Input.Submitted) -> None:
        """Open what was typed."""
        paths = parse_dropped_paths(event.value)
        if not paths:
            self.notify("Type the path of a deck or a folder.", severity="warning")
            return
        self.app.open_paths(paths)  # type: ignore[attr-defined]

    @on(DecksDropped)
    def decks_dropped(self, event: DecksDropped) -> None:
        """Open what was dropped onto the path field."""
        event.stop()
        self.app.open_paths(event.paths)  # type: ignore[attr-defined]

    def on_paste(self, event: events.Paste) -> None:
        """A drop while another pane has focus."""
        paths = parse_dropped_paths(event.text)
        if paths:
            event.stop()
            self.app.open_paths(paths)  # type: ignore[attr-defined]

    @on(DirectoryTree.FileSelected)
    def file_selected(self, event: DirectoryTree.FileSelected) -> None:
        """Open a deck picked in the browser."""
        self.app.open_paths([event.path])  # type: ignore[attr-defined]

    @on(OptionList.OptionSelected, "#recent")
    def recent_selected(self, event: OptionList.OptionSelected) -> None:
        """Open a recent deck."""
        option_id = event.option.id or ""
        if option_id.startswith("recent-"):
            self.app.open_paths([self.recent[int(option_id.removeprefix("recent-"))]])  # type: ignore[attr-defined]

    def action_focus_path(self) -> None:
        """Move to the path field."""
        self.query_one("#path").focus()

    def action_focus_browser(self) -> None:
        """Move to the file browser."""
        self.query_one("#browser").focus()

    def action_focus_recent(self) -> None:
        """Move to the recent decks."""
        self.query_one("#recent").focus()
