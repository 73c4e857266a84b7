"""The review screen's exports: choose a format, write it in the background, say where it went."""

from __future__ import annotations

from textual import on, work

from tui.exporting import FORMATS, ExportUnavailable, annotate_available, export
from tui.messages import ExportFinished
from tui.paths import display_name
from tui.screens.dialogs import ExportDialog
from tui.screens.review.base import ReviewBase


class ExportSeam(ReviewBase):
    """Markdown, JSON, CSV and the annotated deck, with the reviewer's decisions applied."""

    def action_export(self) -> None:
        """Choose an export."""
        self.app.push_screen(
            ExportDialog(self.deck_path, self.export_dir, annotate_available()), self.start_export
        )

    def start_export(self, key: str | None) -> None:
        """Export in the background (the annotated deck can take a moment)."""
        if key is not None and self.report is not None:
            self.export_worker(key)

    @work(thread=True, group="export")
    def export_worker(self, key: str) -> None:
        """Write one export."""
        assert self.report is not None
        try:
            path = export(
                key,
                self.report,
                list(self.store.decisions),
                self.deck_path,
                self.export_dir,
                stale=self.store.data.stale,
            )
        except ExportUnavailable as exc:
            self.post_message(ExportFinished(key, error=str(exc)))
        except Exception as exc:  # an exporter failure must not end the session
            self.post_message(ExportFinished(key, error=f"{type(exc).__name__}: {exc}"))
        else:
            self.post_message(ExportFinished(key, path=path))

    @on(ExportFinished)
    def export_finished(self, event: ExportFinished) -> None:
        """Say where the export went, or why it failed."""
        label = FORMATS[event.key].label
        if event.path is not None:
            self.say(f"{label} written to {display_name(event.path)}", title="Exported")
        else:
            self.say(f"{label} failed: {event.error}", severity="error")
