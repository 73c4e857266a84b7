"""The review screen's navigation: claim to claim, open finding to open finding, and within a claim."""

from __future__ import annotations

from tui.items import step
from tui.screens.review.base import ReviewBase
from tui.widgets.claim_detail import ClaimDetail
from tui.widgets.claims_list import ClaimsList


class NavigationSeam(ReviewBase):
    """Move the cursor through the list and the findings."""

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

    def action_next_open(self) -> None:
        """Next undecided finding, on this claim or a later one (deck findings come first)."""
        self._go_open(True)

    def action_prev_open(self) -> None:
        """Previous undecided finding."""
        self._go_open(False)

    def _go_open(self, forward: bool) -> None:
        target = self.next_open_finding(forward)
        if target is None:
            if self.first_open_finding() is None:
                self.say("Every finding in this view is decided.")
            else:
                self.say("No open findings " + ("below." if forward else "above."))
            return
        self.moved_by_reviewer = True
        self.go_to(*target)

    def action_next_finding(self) -> None:
        """Next finding on the current claim."""
        self._move_flag(1)

    def action_prev_finding(self) -> None:
        """Previous finding on the current claim."""
        self._move_flag(-1)

    def _move_flag(self, delta: int) -> None:
        item = self._item(self.current_id)
        if item is None or not item.flags:
            return
        self.flag_index = max(0, min(len(item.flags) - 1, self.flag_index + delta))
        self._draw_detail()
        self.query_one(ClaimDetail).show_current_flag()
