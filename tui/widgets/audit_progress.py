"""The audit's progress: page n of m while reading, then labelling and checking."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button, Label, ProgressBar

STAGE_WORDS = {
    "reading": "Reading",
    "labelling": "Labelling",
    "checking": "Checking claims and replaying Offline figures",
    "done": "Done",
    "cached": "Shown from the last audit of this deck",
}


def progress_words(stage: str, done: int, total: int) -> str:
    """The progress line for a stage."""
    if stage == "reading":
        return f"Reading page {done} of {total}" if total else "Reading the deck"
    if stage == "labelling":
        return f"Labelling {total} claim{'s' if total != 1 else ''}"
    if stage == "checking":
        return f"Checking {total} claim{'s' if total != 1 else ''} and replaying Offline figures"
    return STAGE_WORDS.get(stage, stage)


class AuditProgress(Horizontal):
    """One line: a label, a progress bar and a cancel button; hidden once the audit is done."""

    DEFAULT_CSS = """
    AuditProgress { height: 1; padding: 0 1; }
    AuditProgress Label { width: 1fr; height: 1; text-wrap: nowrap; text-overflow: ellipsis; }
    AuditProgress ProgressBar { width: 32; height: 1; margin: 0 1; }
    AuditProgress ProgressBar Bar { width: 24; }
    AuditProgress Button { width: 17; min-width: 17; height: 1; }
    """

    def compose(self) -> ComposeResult:
        """Label, bar, button."""
        yield Label("Starting the audit", id="progress-label")
        yield ProgressBar(total=None, show_eta=False, id="progress-bar")
        yield Button("Cancel (esc)", id="cancel-audit", variant="warning", compact=True)

    def show_cancelling(self) -> None:
        """Say the cancel is under way."""
        self.query_one("#progress-label", Label).update("Cancelling…")

    def show_stopped(self) -> None:
        """The audit was cancelled: offer to run it again."""
        self.query_one("#progress-label", Label).update(
            "Audit cancelled: the claims found so far are shown without findings."
        )
        self.query_one("#progress-bar", ProgressBar).display = False
        self.query_one("#cancel-audit", Button).label = "Audit again (r)"

    def show_running(self) -> None:
        """The audit runs (again)."""
        self.query_one("#progress-label", Label).update("Starting the audit")
        self.query_one("#progress-bar", ProgressBar).display = True
        self.query_one("#cancel-audit", Button).label = "Cancel (esc)"

    def update_stage(self, stage: str, done: int, total: int) -> None:
        """Show where the audit is."""
        self.query_one("#progress-label", Label).update(progress_words(stage, done, total))
        bar = self.query_one("#progress-bar", ProgressBar)
        # Reading fills the first 60 % of the bar; labelling and checking the rest.
        if stage == "reading" and total:
            bar.update(total=100, progress=60 * done / total)
        elif stage == "labelling":
            bar.update(total=100, progress=70)
        elif stage == "checking":
            bar.update(total=100, progress=80)
        elif stage == "done":
            bar.update(total=100, progress=100)
