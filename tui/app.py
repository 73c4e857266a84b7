"""The reviewer app: a start screen, folder listings and one review screen per deck."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import App
from textual.binding import Binding, BindingType

from tui.commands import ScreenCommands
from tui.messages import DeckAudited
from tui.paths import deck_content_problem, is_deck_name, list_decks, parse_dropped_paths
from tui.recent import RecentDecks
from tui.screens.start import StartScreen

if TYPE_CHECKING:
    from auditor.audit import AuditOptions
    from auditor.audit_cache import AuditCache


class ReviewApp(App[int]):
    """`deckaudit review [PATH]`."""

    CSS_PATH = "app.tcss"
    TITLE = "deckaudit review"
    COMMANDS = App.COMMANDS | {ScreenCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "quit", "Quit", show=True),
        Binding("question_mark", "help", "Help", show=True),
    ]

    def __init__(
        self,
        path: Path | None = None,
        *,
        review_dir: Path | None = None,
        state_dir: Path | None = None,
        options: AuditOptions | None = None,
        browse_root: Path | None = None,
        cache_dir: Path | None = None,
        use_cache: bool = True,
    ) -> None:
        super().__init__()
        self.initial_path = path
        self.review_dir = review_dir
        self.options = options
        self.cache_dir = cache_dir
        self.use_cache = use_cache
        self.recent = RecentDecks(state_dir)
        self.browse_root = browse_root or Path.cwd()

    def get_default_screen(self) -> StartScreen:
        """The start screen sits under everything else."""
        return StartScreen(self.browse_root, self.recent.load())

    def on_mount(self) -> None:
        """Open the path given on the command line."""
        if self.initial_path is not None:
            self.open_paths([self.initial_path])

    def on_paste(self, event: events.Paste) -> None:
        """Files dropped while a screen without its own paste handling is showing."""
        paths = parse_dropped_paths(event.text)
        if paths and all(p.exists() for p in paths):
            self.open_paths(paths)

    def open_paths(self, paths: list[Path]) -> None:
        """Open one deck, a folder of decks, or several dropped decks."""
        missing = [p for p in paths if not p.exists()]
        for path in missing:
            self.notify(f"No such file or folder: {path}", severity="error")
        present = [p for p in paths if p.exists()]
        if not present:
            return
        # The folder and review screens (and the audit behind them) load on first use, so that
        # the start screen is drawn without them (and one deck opens without the folder screen).
        if len(present) == 1 and present[0].is_dir():
            from tui.screens.folder import FolderScreen

            folder = present[0]
            self.push_screen(
                FolderScreen(
                    f"Decks in {folder.name or folder}",
                    list_decks(folder),
                    folder,
                    self.review_dir,
                    self._cache(),
                    self.options,
                )
            )
            return
        files = [p for p in present if p.is_file()]
        skipped = [p for p in files if not is_deck_name(p)]
        if len(files) == 1:
            self.open_deck(files[0])  # the reader says clearly if it is not a deck
            return
        for path in skipped:
            self.notify(f"Not a PDF or PPTX file, skipped: {path.name}", severity="warning")
        decks = [p for p in files if is_deck_name(p)]
        for folder in (p for p in present if p.is_dir()):
            decks.extend(list_decks(folder))
        if decks:
            from tui.screens.folder import FolderScreen

            self.push_screen(
                FolderScreen(
                    f"{len(decks)} dropped decks",
                    decks,
                    None,
                    self.review_dir,
                    self._cache(),
                    self.options,
                )
            )

    def open_deck(self, path: Path) -> None:
        """Review one deck; a file that is not a PDF or PowerPoint file at all is refused."""
        from tui.screens.review import ReviewScreen

        problem = deck_content_problem(path)
        if problem is not None:
            self.notify(f"{path.name}: {problem}", title="Not opened", severity="error")
            return
        if isinstance(self.screen, ReviewScreen):
            self.pop_screen()
        self.push_screen(ReviewScreen(path.resolve(), self.review_dir, self.options, self._cache()))

    def _cache(self) -> AuditCache | None:
        from auditor.audit_cache import AuditCache

        return AuditCache(self.cache_dir) if self.use_cache else None

    def on_deck_audited(self, event: DeckAudited) -> None:
        """Only decks that could be read go into the recent decks."""
        recent = self.recent.add(event.path)
        start = self.screen_stack[0]
        if isinstance(start, StartScreen) and start.is_mounted:
            start.set_recent(recent)

    def action_help(self) -> None:
        """Show keys and a short how-to."""
        # Loaded on first use: its Markdown widget costs the start screen about 0.1 s of imports.
        from tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def palette_commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        """App-wide commands (used when a screen has none of its own)."""
        return [("Help", "keys and how to review", partial(self.action_help))]
