"""The review screen's audit: run it in the background, show progress, claims and the report."""

from __future__ import annotations

import threading
import time

from textual import on, work
from textual.widgets import Button
from textual.worker import Worker, WorkerState, get_current_worker

from auditor.models import ClaimAudit, DeckReport
from auditor.review_store import match_stale, summary_of
from tui.audit_runner import AuditCancelled, run_audit
from tui.items import ReviewItem, items_of
from tui.messages import (
    AuditFinished,
    AuditProgressed,
    AuditStopped,
    ClaimsPreviewed,
    DeckAudited,
)
from tui.screens.review.base import ReviewBase
from tui.widgets.audit_progress import AuditProgress

# The longest the audit waits for the first claims to be drawn (a screen that is closing never
# answers).
PREVIEW_PAINT_WAIT_S = 0.5


class AuditSeam(ReviewBase):
    """Audit the deck off the UI thread and take in what it finds."""

    @work(thread=True, exclusive=True, group="audit")
    def run_audit_worker(self) -> DeckReport | None:
        """Audit the deck off the UI thread, posting progress and the claims as they come."""
        worker = get_current_worker()
        started = time.perf_counter()
        try:
            report = run_audit(
                self.deck_path,
                self.options,  # type: ignore[arg-type]
                progress=lambda stage, done, total: self.post_message(
                    AuditProgressed(stage, done, total)
                ),
                preview=self._preview_then_wait,
                cancelled=lambda: worker.is_cancelled,
                cache=self.cache,
            )
        except AuditCancelled:
            self.post_message(AuditStopped())
            return None
        self.post_message(AuditFinished(report, time.perf_counter() - started))
        return report

    def _preview_then_wait(self, claims: list[ClaimAudit]) -> None:
        """Hand the claims to the screen and let it draw them before the audit goes on.

        The audit thread and the UI share one interpreter lock: labelling straight away (its
        imports, some 300 regular expressions) would leave the first paint half the CPU.
        """
        shown = threading.Event()
        self.post_message(ClaimsPreviewed(claims, shown))
        shown.wait(PREVIEW_PAINT_WAIT_S)

    @on(AuditProgressed)
    def audit_progressed(self, event: AuditProgressed) -> None:
        """Move the progress bar."""
        if event.stage == "cached":
            self.from_cache = True
        self.query_one(AuditProgress).update_stage(event.stage, event.done, event.total)

    @on(ClaimsPreviewed)
    def claims_previewed(self, event: ClaimsPreviewed) -> None:
        """Show the claims the reader found while they are labelled and checked."""
        if self.report is not None:
            if event.shown is not None:
                event.shown.set()
            return
        self.items = [
            ReviewItem(id=c.id, page=c.page, text=c.text, flags=(), claim=c, pending=True)
            for c in event.claims
        ]
        self._refill_list()
        if self.items and self.first_claim_seconds is None:
            self.first_claim_seconds = time.perf_counter() - self._started
        if event.shown is not None:
            self.call_after_refresh(event.shown.set)

    @on(AuditFinished)
    def audit_finished(self, event: AuditFinished) -> None:
        """Show the report, restore decisions, tell what changed, and go to the first open finding."""
        report = event.report
        self.report = report
        self.audit_seconds = event.seconds
        self.items = items_of(report)
        self.query_one(AuditProgress).display = False
        unreadable = [f for f in report.deck_flags if f.code == "UNREADABLE"]
        if unreadable:
            self.banner = f"This deck cannot be audited: {unreadable[0].message}"
            self.say(self.banner, title="Unreadable deck", severity="error")
        else:
            self.post_message(DeckAudited(self.deck_path))
            if report.deck.sha256:
                self._bind_store(report)
        self._refill_list()
        if self.items and self.first_claim_seconds is None:
            self.first_claim_seconds = time.perf_counter() - self._started
        if not self.moved_by_reviewer:
            first = self.first_open_finding()
            if first is not None:
                self.go_to(*first)
                self.moved_by_reviewer = False
        self.refresh_bindings()

    def _bind_store(self, report: DeckReport) -> None:
        texts = {c.id: c.text for c in report.claims}
        try:
            self.rebase = self.store.bind(report.deck.sha256, texts)
            self.store.set_summary(summary_of(report))
        except OSError as exc:
            self.say(f"Cannot write the review file: {exc}", severity="error")
            return
        self.stale_by_item = match_stale(self.store.stale_decisions(), texts)
        stale_total = sum(len(found) for found in self.stale_by_item.values())
        if self.rebase is not None:
            when = self.rebase.reviewed_at.replace("T", " ")[:16] or "an earlier review"
            self.banner = (
                f"The deck changed since it was last reviewed ({when} UTC): "
                f"{self.rebase.carried} decision(s) carried over to unchanged claims, "
                f"{self.rebase.stale} shown beside the claims they most likely belong to "
                "(r re-applies them)."
            )
            self.say(self.banner, title="Deck changed", severity="warning")
        elif stale_total:
            self.banner = (
                f"{stale_total} decision(s) from an earlier version of the deck are shown beside "
                "their most likely claims (r re-applies them)."
            )
        elif self.store.decisions:
            self.say(f"Restored {len(self.store.decisions)} decision(s) from the review file.")

    @on(AuditStopped)
    def audit_stopped(self, _: AuditStopped) -> None:
        """The reviewer cancelled: keep what is shown, and offer to audit again."""
        self.stopped = True
        self.query_one(AuditProgress).show_stopped()
        self._refill_list()
        self.refresh_bindings()
        self.say(
            "Audit cancelled; the claims found so far stay. r audits again.", severity="warning"
        )

    @on(Button.Pressed, "#cancel-audit")
    def cancel_pressed(self) -> None:
        """The progress bar's button: cancel, or audit again after a cancel."""
        if self.stopped:
            self.action_audit_again()
        else:
            self.action_cancel_audit()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A worker that dies unexpectedly must still leave the app usable."""
        if event.state == WorkerState.ERROR and event.worker.group == "audit":
            self.say(f"The audit stopped: {event.worker.error}", severity="error")
            self.query_one(AuditProgress).display = False

    def action_cancel_audit(self) -> None:
        """Stop the running audit (the claims already shown stay)."""
        if not self.auditing:
            return
        self.query_one(AuditProgress).show_cancelling()
        for worker in self.workers:
            if worker.group == "audit":
                worker.cancel()

    def action_audit_again(self) -> None:
        """Start the audit again after it was cancelled."""
        if not self.stopped:
            return
        self.stopped = False
        self.query_one(AuditProgress).show_running()
        self.refresh_bindings()
        self.run_audit_worker()

    def action_open_other(self) -> None:
        """Back to the start screen to open another deck."""
        self.action_cancel_audit()
        self.app.pop_screen()
