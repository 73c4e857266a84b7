"""The review screen: audit a deck in the background, walk its claims, decide, export.

The screen is put together from one part per job (each in its own module): the audit, the
navigation, the decisions, the filters and the exports, over a base that holds the shared state
and draws the list and the detail.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical

from tui.exporting import FORMATS, annotate_available
from tui.items import SortOrder, codes_in
from tui.screens.review.audit import AuditSeam
from tui.screens.review.base import open_store
from tui.screens.review.decisions import DecisionSeam
from tui.screens.review.export import ExportSeam
from tui.screens.review.filters import FilterSeam
from tui.screens.review.navigation import NavigationSeam
from tui.widgets.audit_progress import AuditProgress
from tui.widgets.claim_detail import ClaimDetail
from tui.widgets.claims_list import ClaimsList
from tui.widgets.deck_header import DeckHeader
from tui.widgets.key_hints import Hint, KeyHints

__all__ = ["ReviewScreen", "open_store"]

# Actions that need a finished audit (greyed out until then).
NEEDS_REPORT = {
    "confirm",
    "dismiss",
    "clear",
    "note",
    "edit_note",
    "delete_note",
    "relabel",
    "export",
    "next_open",
    "prev_open",
    "reapply_stale",
}


class ReviewScreen(AuditSeam, NavigationSeam, DecisionSeam, FilterSeam, ExportSeam):
    """One deck under review."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right_square_bracket", "next_open", "Next open finding"),
        Binding("left_square_bracket", "prev_open", "Previous open finding"),
        Binding("n", "next_claim", "Next claim"),
        Binding("p", "prev_claim", "Previous claim"),
        Binding("right", "next_finding", "Next finding on the claim"),
        Binding("left", "prev_finding", "Previous finding on the claim"),
        Binding("c", "confirm", "Confirm the finding"),
        Binding("d", "dismiss", "Dismiss the finding (with a reason)"),
        Binding("x", "clear", "Clear the decision on the finding"),
        Binding("u", "undo", "Undo the last change"),
        Binding("a", "note", "Add a note"),
        Binding("A", "edit_note", "Edit the latest note"),
        Binding("l", "relabel", "Override a label"),
        Binding("r", "again", "Re-apply earlier decisions / audit again"),
        Binding("e", "export", "Export"),
        Binding("f", "toggle_flagged", "Flagged claims only"),
        Binding("v", "cycle_severity", "Cycle the severity filter"),
        Binding("s", "cycle_sort", "Cycle the sort order"),
        Binding("z", "zoom", "Detail at full width"),
        Binding("o", "open_other", "Open another deck"),
        Binding("escape", "cancel_audit", "Cancel the audit"),
    ]

    # ----------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        """Header, progress, list and detail, key hints."""
        yield DeckHeader(id="deck-header")
        yield AuditProgress(id="audit-progress")
        with Horizontal(id="review-body"):
            with Vertical(id="list-pane"):
                yield ClaimsList(id="claims")
            yield ClaimDetail(id="detail")
        yield KeyHints(id="hints")

    def on_mount(self) -> None:
        """Show the deck name and start the audit."""
        self._draw_header()
        self._refill_list()
        if self.store_warning:
            self.say(self.store_warning, severity="error")
        self.run_audit_worker()

    def _draw_detail(self) -> None:
        super()._draw_detail()
        self.query_one(KeyHints).set_hints(self.key_hints())

    def key_hints(self) -> list[Hint]:
        """The keys worth showing now, most useful first (the footer keeps what fits)."""
        if self.auditing:
            return [("esc", "cancel audit"), ("n/p", "claims"), ("^p", "commands"), ("q", "quit")]
        hints: list[Hint] = []
        if self.stopped:
            hints.append(("r", "audit again"))
        elif self.current_id in self.stale_by_item:
            hints.append(("r", "re-apply earlier"))
        hints += [
            ("]", "next open"),
            ("c", "confirm"),
            ("d", "dismiss"),
            ("u", "undo"),
            ("a", "note"),
            ("e", "export"),
            ("n/p", "claims"),
            ("x", "clear"),
            ("l", "relabel"),
            ("f/v/s", "filter"),
            ("^p", "commands"),
            ("q", "quit"),
        ]
        return hints

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Grey out decisions until the audit is done, and cancel once it is."""
        if action in NEEDS_REPORT and self.report is None:
            return None
        return not (action == "cancel_audit" and not self.auditing)

    def action_again(self) -> None:
        """r: audit again after a cancel, else re-apply the earlier decisions shown here."""
        if self.stopped:
            self.action_audit_again()
        else:
            self.action_reapply_stale()

    def palette_commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        """What the command palette offers on this screen: every key's action, and more."""
        commands: list[tuple[str, str, Callable[[], object]]] = []
        for binding in self.BINDINGS:
            assert isinstance(binding, Binding)
            if self.check_action(binding.action, ()) is True:
                commands.append(
                    (
                        binding.description,
                        f"key {self.app.get_key_display(binding)}",
                        partial(self.run_action, binding.action),
                    )
                )
        commands.append(("Delete the latest note", "", self.action_delete_note))
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
