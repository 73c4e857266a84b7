"""What a batch shows on the terminal: a progress bar while it runs, a table when it ends.

rich loads only when the view is shown: a single deck from the command line, or a batch whose
stderr is not a terminal, never pays for its import.
"""

from __future__ import annotations

from types import TracebackType
from typing import TYPE_CHECKING, Any

from auditor.batch.summary import DeckOutcome

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress

MAX_SHOWN_NAME = 40


def _rate_column() -> Any:
    """A progress column: how many decks the batch finishes per second, over the last few."""
    from rich.progress import ProgressColumn, Task
    from rich.text import Text

    class DecksPerSecondColumn(ProgressColumn):
        def render(self, task: Task) -> Text:
            speed = task.finished_speed or task.speed
            if not speed:
                return Text("– decks/s", style="progress.data.speed")
            return Text(f"{speed:.2f} decks/s", style="progress.data.speed")

    return DecksPerSecondColumn()


class BatchProgress:
    """A rich progress bar on stderr (decks done of total, current deck, rate, ETA); or nothing."""

    def __init__(self, enabled: bool, total: int, done: int = 0) -> None:
        self.enabled = enabled
        self._console: Console | None = None
        self.total = total
        self.done = done
        self.running: list[str] = []
        self._progress: Progress | None = None
        self._task: Any = None

    @property
    def console(self) -> Console:
        """The stderr console the bar and the table are drawn on (made on first use)."""
        if self._console is None:
            from rich.console import Console

            self._console = Console(stderr=True)
        return self._console

    def __enter__(self) -> BatchProgress:
        if self.enabled:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self._progress = Progress(
                TextColumn("[bold]auditing"),
                BarColumn(),
                MofNCompleteColumn(),
                _rate_column(),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                TextColumn("{task.description}"),
                console=self.console,
                transient=False,
            )
            self._progress.start()
            self._task = self._progress.add_task("", total=self.total, completed=self.done)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

    def deck_started(self, name: str) -> None:
        """A worker took a deck."""
        self.running.append(name)
        self._show()

    def deck_done(self, outcome: DeckOutcome) -> None:
        """A deck's report is written."""
        name = outcome.path.rsplit("/", 1)[-1]
        if name in self.running:
            self.running.remove(name)
        self.done += 1
        if self._progress is not None:
            self._progress.advance(self._task)
        self._show()

    def _show(self) -> None:
        if self._progress is None:
            return
        current = self.running[-1] if self.running else ""
        if len(current) > MAX_SHOWN_NAME:
            current = current[: MAX_SHOWN_NAME - 1] + "…"
        more = f" (+{len(self.running) - 1})" if len(self.running) > 1 else ""
        self._progress.update(self._task, description=f"{current}{more}")

    def print_summary(self, summary: dict[str, Any]) -> None:
        """The end-of-batch table: one row per deck with its status and finding counts."""
        if not self.enabled:
            return
        from rich.table import Table

        table = Table(title="deckaudit batch", show_lines=False)
        for column in ("deck", "vendor", "status", "claims", "errors", "warnings", "info"):
            table.add_column(column, justify="right" if column in ("claims",) else "left")
        for deck in summary["decks"]:
            counts = deck["counts"]
            status = deck["status"]
            if deck["errors"]:
                status += f": {deck['errors'][0]['cause']}"
            table.add_row(
                deck["path"].rsplit("/", 1)[-1],
                deck["vendor"],
                status,
                str(deck["claims"]),
                str(counts["error"]),
                str(counts["warning"]),
                str(counts["info"]),
            )
        self.console.print(table)
        totals = summary["totals"]
        state = "interrupted; " if summary["interrupted"] else ""
        self.console.print(
            f"{state}{totals['decks']} decks: {totals['audited']} audited, "
            f"{totals['resumed']} kept from an earlier run, {totals['unreadable']} unreadable"
        )
