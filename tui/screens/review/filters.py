"""The review screen's filters and sort order."""

from __future__ import annotations

from textual import on
from textual.widgets import Checkbox, Select

from auditor.models import Severity
from tui.items import ItemFilter, SortOrder, codes_in
from tui.screens.review.base import ReviewBase


class FilterSeam(ReviewBase):
    """Which claims the list shows, and in what order."""

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
