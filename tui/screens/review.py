"""The review screen: audit a deck in the background, walk its claims, decide, export."""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Select
from textual.worker import Worker, WorkerState, get_current_worker

from auditor.models import Decision, DeckReport, ReviewDecision, Severity
from auditor.review_store import (
    RebaseOutcome,
    ReviewFileError,
    ReviewStore,
    review_path_for,
    summary_of,
)
from tui.audit_runner import AuditCancelled, run_audit
from tui.exporting import FORMATS, ExportUnavailable, annotate_available, export
from tui.items import ItemFilter, ListSettings, ReviewItem, SortOrder, codes_in, items_of, step
from tui.messages import (
    AuditFinished,
    AuditProgressed,
    AuditStopped,
    ClaimsPreviewed,
    ExportFinished,
    FlagClicked,
    ItemHighlighted,
)
from tui.screens.dialogs import ExportDialog, RelabelDialog, TextPrompt
from tui.widgets.audit_progress import AuditProgress
from tui.widgets.claim_detail import ClaimDetail
from tui.widgets.claims_list import ClaimsList
from tui.widgets.deck_header import DeckHeader

# Actions that need a finished audit (greyed out in the footer until then).
NEEDS_REPORT = {"confirm", "dismiss", "note", "relabel", "export", "next_flag", "prev_flag"}
SEVERITY_CHOICES = [("errors", "error"), ("warnings", "warning"), ("info", "info")]


def open_store(deck_path: Path, review_dir: Path | None) -> tuple[ReviewStore, str | None]:
    """The deck's review store; an unreadable review file is moved aside, never overwritten."""
    try:
        return ReviewStore.for_deck(deck_path, review_dir), None
    except ReviewFileError as exc:
        broken = review_path_for(deck_path, review_dir)
        aside = broken.with_name(broken.name + f".unreadable-{int(time.time())}")
        broken.rename(aside)
        store = ReviewStore.for_deck(deck_path, review_dir)
        return store, f"The review file could not be read ({exc}); it was moved to {aside.name}."


class ReviewScreen(Screen[None]):
    """One deck under review."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "next_claim", "Next", show=True),
        Binding("p", "prev_claim", "Prev", show=True),
        Binding("right_square_bracket", "next_flag", "Next flagged", show=True),
        Binding("left_square_bracket", "prev_flag", "Prev flagged", show=True),
        Binding("right", "next_finding", "Next finding", show=False),
        Binding("left", "prev_finding", "Previous finding", show=False),
        Binding("c", "confirm", "Confirm", show=True),
        Binding("d", "dismiss", "Dismiss", show=True),
        Binding("a", "note", "Note", show=True),
        Binding("l", "relabel", "Relabel", show=True),
        Binding("e", "export", "Export", show=True),
        Binding("f", "toggle_flagged", "Flagged only", show=False),
        Binding("v", "cycle_severity", "Severity filter", show=False),
        Binding("s", "cycle_sort", "Sort", show=False),
        Binding("z", "zoom", "Zoom detail", show=False),
        Binding("o", "open_other", "Open another", show=False),
        Binding("escape", "cancel_audit", "Cancel audit", show=True),
    ]

    def __init__(self, deck_path: Path, review_dir: Path | None, options: object | None) -> None:
        super().__init__()
        self.deck_path = deck_path
        self.review_dir = review_dir
        self.options = options
        self.export_dir = review_dir or deck_path.parent
        self.store, self.store_warning = open_store(deck_path, review_dir)
        self.report: DeckReport | None = None
        self.items: list[ReviewItem] = []
        self.settings = ListSettings()
        self.current_id: str | None = None
        self.flag_index = 0
        self.banner: str | None = None
        self.rebase: RebaseOutcome | None = None
        self.audit_seconds: float | None = None
        self.first_claim_seconds: float | None = None
        self._started = time.perf_counter()

    # ----------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        """Header, progress, list and detail, footer."""
        yield DeckHeader(id="deck-header")
        yield AuditProgress(id="audit-progress")
        with Horizontal(id="review-body"):
            with Vertical(id="list-pane"):
                with Horizontal(id="filter-bar"):
                    yield Checkbox("Flagged only", id="filter-flagged")
                    yield Select(SEVERITY_CHOICES, prompt="Any severity", id="filter-severity")
                    yield Select([], prompt="Any code", id="filter-code")
                yield ClaimsList(id="claims")
            yield ClaimDetail(id="detail")
        yield Footer()

    def on_mount(self) -> None:
        """Show the deck name and start the audit."""
        self._draw_header()
        self.query_one("#claims", ClaimsList).border_title = "Claims"
        if self.store_warning:
            self.notify(self.store_warning, severity="error", timeout=10)
        self.run_audit_worker()

    # ------------------------------------------------------------------ audit

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
                preview=lambda claims: self.post_message(ClaimsPreviewed(claims)),
                cancelled=lambda: worker.is_cancelled,
            )
        except AuditCancelled:
            self.post_message(AuditStopped())
            return None
        self.post_message(AuditFinished(report, time.perf_counter() - started))
        return report

    @property
    def auditing(self) -> bool:
        """Whether the audit is still running."""
        return self.report is None

    @on(AuditProgressed)
    def audit_progressed(self, event: AuditProgressed) -> None:
        """Move the progress bar."""
        self.query_one(AuditProgress).update_stage(event.stage, event.done, event.total)

    @on(ClaimsPreviewed)
    def claims_previewed(self, event: ClaimsPreviewed) -> None:
        """Show the claims the reader found while they are labelled and checked."""
        if self.report is not None:
            return
        self.items = [
            ReviewItem(id=c.id, page=c.page, text=c.text, flags=(), claim=c, pending=True)
            for c in event.claims
        ]
        self._refill_list()
        if self.items and self.first_claim_seconds is None:
            self.first_claim_seconds = time.perf_counter() - self._started

    @on(AuditFinished)
    def audit_finished(self, event: AuditFinished) -> None:
        """Show the report, restore decisions and tell the reviewer what changed."""
        report = event.report
        self.report = report
        self.audit_seconds = event.seconds
        self.items = items_of(report)
        self.query_one(AuditProgress).display = False
        unreadable = [f for f in report.deck_flags if f.code == "UNREADABLE"]
        if unreadable:
            self.banner = f"This deck cannot be audited: {unreadable[0].message}"
            self.notify(self.banner, title="Unreadable deck", severity="error", timeout=10)
        elif report.deck.sha256:
            self._bind_store(report)
        self._update_code_filter()
        self._refill_list()
        if self.items and self.first_claim_seconds is None:
            self.first_claim_seconds = time.perf_counter() - self._started
        self.refresh_bindings()

    def _bind_store(self, report: DeckReport) -> None:
        texts = {c.id: c.text for c in report.claims}
        try:
            self.rebase = self.store.bind(report.deck.sha256, texts)
            self.store.set_summary(summary_of(report))
        except OSError as exc:
            self.notify(f"Cannot write the review file: {exc}", severity="error", timeout=10)
            return
        if self.rebase is not None:
            self.banner = (
                f"The deck changed since it was last reviewed (sha256 {self.rebase.old_sha256[:12]}"
                f" → {self.rebase.new_sha256[:12]}): {self.rebase.carried} decision(s) carried "
                f"over to unchanged claims, {self.rebase.stale} kept aside as stale."
            )
            self.notify(self.banner, title="Deck changed", severity="warning", timeout=10)
        elif self.store.decisions:
            self.notify(f"Restored {len(self.store.decisions)} decision(s) from the review file.")

    @on(AuditStopped)
    def audit_stopped(self, _: AuditStopped) -> None:
        """The reviewer cancelled: go back to where the deck was chosen."""
        self.notify("Audit cancelled.", severity="warning")
        self.app.pop_screen()

    @on(Button.Pressed, "#cancel-audit")
    def cancel_pressed(self) -> None:
        """The progress bar's cancel button."""
        self.action_cancel_audit()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A worker that dies unexpectedly must still leave the app usable."""
        if event.state == WorkerState.ERROR and event.worker.group == "audit":
            self.notify(f"The audit stopped: {event.worker.error}", severity="error")
            self.query_one(AuditProgress).display = False

    # ------------------------------------------------------------ list/detail

    def _draw_header(self) -> None:
        self.query_one(DeckHeader).show(
            self.deck_path.name, self.report, self.store.counts(), self.banner
        )

    def _visible(self) -> list[ReviewItem]:
        return self.settings.apply(self.items)

    def _item(self, item_id: str | None) -> ReviewItem | None:
        return next((i for i in self.items if i.id == item_id), None)

    def _page_titles(self) -> dict[int, str]:
        return {
            i.page: i.claim.context.slide_title
            for i in self.items
            if i.claim is not None and i.claim.context.slide_title
        }

    def _refill_list(self) -> None:
        claims = self.query_one("#claims", ClaimsList)
        visible = self._visible()
        claims.show(
            visible, self.store.verdict, self.settings.order, self._page_titles(), self.current_id
        )
        claims.border_title = (
            f"Claims · {len(visible)} of {len(self.items)} · {self.settings.filter.describe()}"
            f" · by {self.settings.order.value}"
        )
        claims.border_subtitle = "… auditing" if self.auditing else None
        if self.current_id not in claims.item_ids:
            self.current_id = claims.current_id
            self.flag_index = self._first_open_flag(self._item(self.current_id))
        self._draw_header()
        self._draw_detail()

    def _draw_detail(self) -> None:
        self.query_one(ClaimDetail).show(self._item(self.current_id), self.store, self.flag_index)

    def _redraw_current(self) -> None:
        item = self._item(self.current_id)
        if item is not None:
            self.query_one("#claims", ClaimsList).refresh_item(
                item, self.store.verdict, self.settings.order
            )
        self._draw_header()
        self._draw_detail()

    def _first_open_flag(self, item: ReviewItem | None) -> int:
        if item is None:
            return 0
        for index, flag in enumerate(item.flags):
            if self.store.verdict(item.id, flag.code) is None:
                return index
        return 0

    @on(ItemHighlighted)
    def item_highlighted(self, event: ItemHighlighted) -> None:
        """Show the highlighted item."""
        if event.item_id == self.current_id:
            return
        self.current_id = event.item_id
        self.flag_index = self._first_open_flag(self._item(event.item_id))
        self._draw_detail()
        self.query_one(ClaimDetail).scroll_home(animate=False)

    @on(FlagClicked)
    def flag_clicked(self, event: FlagClicked) -> None:
        """A click on a flag makes it current."""
        self.flag_index = event.index
        self._draw_detail()

    # ------------------------------------------------------------ navigation

    def _go(self, ids: list[str], forward: bool) -> None:
        target = step(ids, self.current_id, forward)
        if target is not None:
            self.query_one("#claims", ClaimsList).move_to(target)

    def action_next_claim(self) -> None:
        """Next claim in the list."""
        self._go(self.query_one("#claims", ClaimsList).item_ids, True)

    def action_prev_claim(self) -> None:
        """Previous claim in the list."""
        self._go(self.query_one("#claims", ClaimsList).item_ids, False)

    def _flagged_ids(self) -> list[str]:
        return [i.id for i in self._visible() if i.flagged]

    def action_next_flag(self) -> None:
        """Next claim with a warning or error."""
        self._go_flagged(True)

    def action_prev_flag(self) -> None:
        """Previous claim with a warning or error."""
        self._go_flagged(False)

    def _go_flagged(self, forward: bool) -> None:
        ids = self.query_one("#claims", ClaimsList).item_ids
        flagged = set(self._flagged_ids())
        if not flagged:
            self.notify("No flagged claims in this view.")
            return
        start = (
            ids.index(self.current_id) if self.current_id in ids else (-1 if forward else len(ids))
        )
        order = range(start + 1, len(ids)) if forward else range(start - 1, -1, -1)
        for index in order:
            if ids[index] in flagged:
                self.query_one("#claims", ClaimsList).move_to(ids[index])
                return
        self.notify("No more flagged claims " + ("below." if forward else "above."))

    def action_next_finding(self) -> None:
        """Next flag on the current claim."""
        self._move_flag(1)

    def action_prev_finding(self) -> None:
        """Previous flag on the current claim."""
        self._move_flag(-1)

    def _move_flag(self, delta: int) -> None:
        item = self._item(self.current_id)
        if item is None or not item.flags:
            return
        self.flag_index = max(0, min(len(item.flags) - 1, self.flag_index + delta))
        self._draw_detail()

    # ------------------------------------------------------------- decisions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Grey out decisions until the audit is done, and cancel once it is."""
        if action in NEEDS_REPORT and self.auditing:
            return None
        return not (action == "cancel_audit" and not self.auditing)

    def _current_flag(self) -> tuple[ReviewItem, int] | None:
        item = self._item(self.current_id)
        if item is None or item.pending or not item.flags:
            self.notify("This claim has no findings to decide.", severity="warning")
            return None
        return item, min(self.flag_index, len(item.flags) - 1)

    def record(self, decision: ReviewDecision, item: ReviewItem) -> bool:
        """Save one decision at once; tells the reviewer loudly if it could not be written."""
        try:
            self.store.record(decision, claim_text=item.text)
        except OSError as exc:
            self.notify(
                f"Could not save to {self.store.path}: {exc}", title="Not saved", severity="error"
            )
            return False
        return True

    def action_confirm(self) -> None:
        """Confirm the current finding."""
        current = self._current_flag()
        if current is None:
            return
        item, index = current
        code = item.flags[index].code
        decision = ReviewDecision(claim_id=item.id, flag_code=code, decision=Decision.CONFIRMED)
        if self.record(decision, item):
            self.notify(f"Confirmed {code}.")
            self._after_verdict(item, index)

    def action_dismiss(self) -> None:
        """Dismiss the current finding, with a reason."""
        current = self._current_flag()
        if current is None:
            return
        item, index = current
        code = item.flags[index].code
        prompt = TextPrompt(f"Dismiss {code} on {item.id}: why?", "reason (required)")
        self.app.push_screen(prompt, partial(self._dismissed, item, index))

    def _dismissed(self, item: ReviewItem, index: int, reason: str | None) -> None:
        if reason is None:
            return
        code = item.flags[index].code
        decision = ReviewDecision(
            claim_id=item.id, flag_code=code, decision=Decision.DISMISSED, reason=reason
        )
        if self.record(decision, item):
            self.notify(f"Dismissed {code}.")
            self._after_verdict(item, index)

    def _after_verdict(self, item: ReviewItem, index: int) -> None:
        for offset in range(1, len(item.flags) + 1):
            candidate = (index + offset) % len(item.flags)
            if self.store.verdict(item.id, item.flags[candidate].code) is None:
                self.flag_index = candidate
                break
        self._redraw_current()

    def action_note(self) -> None:
        """Add a note to the current claim."""
        item = self._item(self.current_id)
        if item is None:
            return
        self.app.push_screen(
            TextPrompt(f"Note on {item.id}", "your note"), partial(self._noted, item)
        )

    def _noted(self, item: ReviewItem, note: str | None) -> None:
        if not note:
            return
        if self.record(ReviewDecision(claim_id=item.id, note=note), item):
            self.notify("Note saved.")
            self._redraw_current()

    def action_relabel(self) -> None:
        """Override a label of the current claim."""
        item = self._item(self.current_id)
        if item is None or item.claim is None:
            self.notify("Only claims have labels.", severity="warning")
            return
        labels = item.claim.labels
        current = {
            "division": labels.division.value,
            "scenario": labels.scenario.value,
            "bucket": labels.bucket.value,
        }
        for name, decision in self.store.label_overrides(item.id).items():
            current[name] = decision.label_value or current[name]
        self.app.push_screen(RelabelDialog(current), partial(self._relabelled, item))

    def _relabelled(self, item: ReviewItem, choice: tuple[str, str, str] | None) -> None:
        if choice is None:
            return
        label, value, reason = choice
        decision = ReviewDecision(claim_id=item.id, label=label, label_value=value, reason=reason)
        if self.record(decision, item):
            self.notify(f"{label} set to {value}.")
            self._redraw_current()

    # --------------------------------------------------------------- filters

    @on(Checkbox.Changed, "#filter-flagged")
    def flagged_changed(self, event: Checkbox.Changed) -> None:
        """Flagged-only filter."""
        self.settings.filter.flagged_only = event.value
        self._refill_list()

    @on(Select.Changed, "#filter-severity")
    def severity_changed(self, event: Select.Changed) -> None:
        """Severity filter."""
        value = event.value
        self.settings.filter.severity = Severity(value) if isinstance(value, str) else None
        self._refill_list()

    @on(Select.Changed, "#filter-code")
    def code_changed(self, event: Select.Changed) -> None:
        """Flag-code filter."""
        value = event.value
        self.settings.filter.code = value if isinstance(value, str) else None
        self._refill_list()

    def _update_code_filter(self) -> None:
        codes = codes_in(self.items)
        self.query_one("#filter-code", Select).set_options([(c, c) for c in codes])

    def action_toggle_flagged(self) -> None:
        """Flagged claims only, on or off."""
        box = self.query_one("#filter-flagged", Checkbox)
        box.value = not box.value

    def action_cycle_severity(self) -> None:
        """Any severity → errors → warnings → info → any."""
        select = self.query_one("#filter-severity", Select)
        order: list[str | None] = [None, "error", "warning", "info"]
        current = select.value if isinstance(select.value, str) else None
        following = order[(order.index(current) + 1) % len(order)]
        if following is None:
            select.clear()
        else:
            select.value = following

    def set_code_filter(self, code: str | None) -> None:
        """Show only claims with this flag code (None: any)."""
        select = self.query_one("#filter-code", Select)
        if code is None:
            select.clear()
        else:
            select.value = code

    def action_cycle_sort(self) -> None:
        """Page → severity → code."""
        self.settings.order = self.settings.order.next()
        self._refill_list()

    def set_sort(self, order: SortOrder) -> None:
        """Sort the list."""
        self.settings.order = order
        self._refill_list()

    def action_clear_filters(self) -> None:
        """Show every claim."""
        self.query_one("#filter-flagged", Checkbox).value = False
        self.query_one("#filter-severity", Select).clear()
        self.query_one("#filter-code", Select).clear()
        self.settings.filter = ItemFilter()
        self._refill_list()

    def action_zoom(self) -> None:
        """Detail at full width, on or off."""
        self.toggle_class("zoomed")

    # ------------------------------------------------------------- commands

    def action_cancel_audit(self) -> None:
        """Stop the running audit."""
        if not self.auditing:
            return
        self.query_one("#progress-label").update("Cancelling…")  # type: ignore[attr-defined]
        for worker in self.workers:
            if worker.group == "audit":
                worker.cancel()

    def action_open_other(self) -> None:
        """Back to the start screen to open another deck."""
        self.action_cancel_audit()
        self.app.pop_screen()

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
                key, self.report, list(self.store.decisions), self.deck_path, self.export_dir
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
            self.notify(f"{label} written to {event.path.name}", title="Exported")
        else:
            self.notify(f"{label} failed: {event.error}", severity="error", timeout=10)

    def palette_commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        """What the command palette offers on this screen: every key's action, and more."""
        commands: list[tuple[str, str, Callable[[], object]]] = []
        for binding in self.BINDINGS:
            assert isinstance(binding, Binding)
            if self.check_action(binding.action, ()) is True:
                commands.append(
                    (
                        binding.description,
                        f"key {binding.key}",
                        partial(self.run_action, binding.action),
                    )
                )
        if self.report is not None:
            for key, spec in FORMATS.items():
                if key != "annotated" or annotate_available():
                    commands.append((f"Export {spec.label}", "", partial(self.start_export, key)))
        for order in SortOrder:
            commands.append((f"Sort by {order.value}", "", partial(self.set_sort, order)))
        for code in codes_in(self.items):
            commands.append(
                (f"Filter: {code}", "claims with this flag", partial(self.set_code_filter, code))
            )
        commands.append(("Clear filters", "show every claim", self.action_clear_filters))
        return commands
