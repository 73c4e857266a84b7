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
from textual.widgets import Checkbox, Footer, Select

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

__all__ = ["ReviewScreen", "open_store"]

# Actions that need a finished audit (greyed out in the footer until then).
NEEDS_REPORT = {"confirm", "dismiss", "note", "relabel", "export", "next_flag", "prev_flag"}
SEVERITY_CHOICES = [("errors", "error"), ("warnings", "warning"), ("info", "info")]


class ReviewScreen(AuditSeam, NavigationSeam, DecisionSeam, FilterSeam, ExportSeam):
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

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Grey out decisions until the audit is done, and cancel once it is."""
        if action in NEEDS_REPORT and self.auditing:
            return None
        return not (action == "cancel_audit" and not self.auditing)

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
