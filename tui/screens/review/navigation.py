"""The review screen's navigation: claim to claim, flagged claim to flagged claim, finding to finding."""

from __future__ import annotations

from tui.items import step
from tui.screens.review.base import ReviewBase
from tui.widgets.claims_list import ClaimsList


class NavigationSeam(ReviewBase):
    """Move the cursor through the list and the current claim's findings."""

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
