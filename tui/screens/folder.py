"""A folder's (or a drop's) decks with their audit and review status; pick one to review."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Label

from auditor.audit_cache import AuditCache, file_sha256
from auditor.review_store import AuditSummary, ReviewFileError, ReviewStore, summary_of
from tui.messages import FolderRow, FolderScanned
from tui.paths import display_name

if TYPE_CHECKING:
    from auditor.audit import AuditOptions


def deck_status(
    path: Path,
    review_dir: Path | None,
    cache: AuditCache | None = None,
    options: AuditOptions | None = None,
) -> FolderRow:
    """A deck's status from its review file or the audit cache: never audited, audited, in
    review, or changed."""
    try:
        store = ReviewStore.for_deck(path, review_dir)
    except ReviewFileError:
        return FolderRow(path, "review file unreadable")
    summary = store.data.summary
    if summary is None and cache is not None:
        summary = _cached_summary(path, cache, options)
    if summary is None:
        return FolderRow(path, "not audited")
    counts = summary.counts
    findings = summary.flagged_claims
    review = store.counts()
    decided = review["confirmed"] + review["dismissed"]
    decided_text = f"{decided} decided" if decided else ""
    try:
        changed = store.deck_changed(file_sha256(path))
    except OSError:
        return FolderRow(path, "cannot read the file", counts, decided_text)
    if summary.unreadable:
        status = "unreadable"
    elif changed:
        status = "changed since review"
    elif decided:
        status = "in review"
    else:
        status = f"audited, {findings} flagged claim{'s' if findings != 1 else ''}"
    return FolderRow(path, status, counts, decided_text)


def _cached_summary(
    path: Path, cache: AuditCache, options: AuditOptions | None
) -> AuditSummary | None:
    """What the app's last audit of this very file found, if it is still cached."""
    from auditor.audit import AuditOptions
    from auditor.audit_cache import cache_key

    try:
        report = cache.get(cache_key(file_sha256(path), options or AuditOptions()))
    except OSError:
        return None
    return summary_of(report) if report is not None else None


STATUS_COLUMNS = (
    ("Status", len("audited, 999 flagged claims")),
    ("Errors", 6),
    ("Warnings", 8),
    ("Info", 4),
    ("Review", len("999 decided")),
)


class FolderScreen(Screen[None]):
    """A table of decks; Enter opens one."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back", show=True),
        Binding("r", "rescan", "Refresh", show=True),
    ]

    def __init__(
        self,
        title: str,
        decks: list[Path],
        base: Path | None,
        review_dir: Path | None,
        cache: AuditCache | None = None,
        options: AuditOptions | None = None,
    ):
        super().__init__()
        self.title_text = title
        self.decks = decks
        self.base = base
        self.review_dir = review_dir
        self.cache = cache
        self.options = options

    def compose(self) -> ComposeResult:
        """Title and table."""
        yield Label(self.title_text, id="folder-title", classes="pane-title")
        yield DataTable(id="decks", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        """Fill the table with names now and statuses when the scan is done."""
        table = self.query_one("#decks", DataTable)
        # Fixed widths for the status columns: they are filled in later, and a column sized to
        # its header would cut them ("not au").
        table.add_column("Deck")
        for label, width in STATUS_COLUMNS:
            table.add_column(label, width=width)
        for path in self.decks:
            table.add_row(display_name(path, self.base), "…", "", "", "", "", key=str(path))
        if not self.decks:
            self.notify("No PDF or PPTX files here.", severity="warning")
        table.focus()
        self.scan()

    def on_screen_resume(self) -> None:
        """Statuses change while a deck is reviewed."""
        self.scan()

    @work(thread=True, exclusive=True, group="folder-scan")
    def scan(self) -> None:
        """Read every deck's review file and hash in the background."""
        rows = [deck_status(path, self.review_dir, self.cache, self.options) for path in self.decks]
        self.post_message(FolderScanned(rows))

    @on(FolderScanned)
    def scanned(self, event: FolderScanned) -> None:
        """Show the statuses."""
        table = self.query_one("#decks", DataTable)
        columns = list(table.columns)
        for row in event.rows:
            key = str(row.path)
            values = (
                row.status,
                str(row.counts.get("error", "")),
                str(row.counts.get("warning", "")),
                str(row.counts.get("info", "")),
                row.decided,
            )
            for column, value in zip(columns[1:], values, strict=True):
                table.update_cell(key, column, value, update_width=True)

    @on(DataTable.RowSelected)
    def row_selected(self, event: DataTable.RowSelected) -> None:
        """Review the chosen deck."""
        if event.row_key.value is not None:
            self.app.open_deck(Path(event.row_key.value))  # type: ignore[attr-defined]

    def action_back(self) -> None:
        """Back to the start screen."""
        self.app.pop_screen()

    def action_rescan(self) -> None:
        """Read the statuses again."""
        self.scan()
