"""The review screen's decisions: confirm, dismiss, note and relabel, each saved at once."""

from __future__ import annotations

from functools import partial

from auditor.models import Decision, ReviewDecision
from tui.items import ReviewItem
from tui.screens.dialogs import RelabelDialog, TextPrompt
from tui.screens.review.base import ReviewBase


class DecisionSeam(ReviewBase):
    """Record the reviewer's verdicts, notes and label overrides."""

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
