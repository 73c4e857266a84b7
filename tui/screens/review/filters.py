"""The review screen's filters and sort order: keys and palette commands, shown in one line."""

from __future__ import annotations

from auditor.models import Severity
from tui.items import ItemFilter, SortOrder
from tui.screens.review.base import ReviewBase
from tui.widgets.claim_detail import ClaimDetail

SEVERITY_CYCLE: list[Severity | None] = [None, Severity.ERROR, Severity.WARNING, Severity.INFO]


class FilterSeam(ReviewBase):
    """Which claims the list shows, and in what order."""

    def _filters_changed(self) -> None:
        before = self.current_id
        self._refill_list()
        if self.current_id != before:
            self.query_one(ClaimDetail).scroll_home(animate=False)

    def action_toggle_flagged(self) -> None:
        """Flagged claims only (warnings and errors), on or off."""
        self.settings.filter.flagged_only = not self.settings.filter.flagged_only
        self._filters_changed()

    def action_cycle_severity(self) -> None:
        """Any severity → errors → warnings → info → any."""
        current = self.settings.filter.severity
        following = SEVERITY_CYCLE[(SEVERITY_CYCLE.index(current) + 1) % len(SEVERITY_CYCLE)]
        self.settings.filter.severity = following
        self._filters_changed()

    def set_code_filter(self, code: str | None) -> None:
        """Show only claims with this flag code (None: any)."""
        self.settings.filter.code = code
        self._filters_changed()

    def action_cycle_sort(self) -> None:
        """Page → severity → code."""
        self.settings.order = self.settings.order.next()
        self._filters_changed()

    def set_sort(self, order: SortOrder) -> None:
        """Sort the list."""
        self.settings.order = order
        self._filters_changed()

    def action_clear_filters(self) -> None:
        """Show every claim."""
        self.settings.filter = ItemFilter()
        self._filters_changed()

    def action_zoom(self) -> None:
        """Detail at full width, on or off."""
        self.toggle_class("zoomed")
