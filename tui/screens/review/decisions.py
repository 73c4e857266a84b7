"""The review screen's decisions: confirm, dismiss, clear, undo, notes and labels, saved at once."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from auditor.models import Decision, ReviewDecision
from auditor.review_store import match_stale
from tui.items import ReviewItem
from tui.screens.dialogs import RelabelDialog, TextPrompt
from tui.screens.review.base import ReviewBase

MAX_UNDO = 100


class DecisionSeam(ReviewBase):
    """Record the reviewer's verdicts, notes and label overrides; undo them one by one."""

    def _current_flag(self) -> tuple[ReviewItem, int] | None:
        item = self._item(self.current_id)
        if item is None or item.pending or not item.flags:
            self.say("This claim has no findings to decide.", severity="warning")
            return None
        return item, min(self.flag_index, len(item.flags) - 1)

    def _change(self, what: str, change: Callable[[], object]) -> bool:
        """Run one change of the review file, remembering how to undo it; False if not saved."""
        before = self.store.snapshot()
        try:
            change()
        except OSError as exc:
            self.store.data = before
            self.say(
                f"Could not save to {self.store.path}: {exc}", title="Not saved", severity="error"
            )
            return False
        self.undo_stack.append((what, before))
        del self.undo_stack[:-MAX_UNDO]
        return True

    def record(self, decision: ReviewDecision, item: ReviewItem) -> bool:
        """Save one decision at once; tells the reviewer loudly if it could not be written."""
        return self._change("decision", partial(self.store.record, decision, claim_text=item.text))

    def action_confirm(self) -> None:
        """Confirm the current finding and move on to the next open one."""
        current = self._current_flag()
        if current is None:
            return
        item, index = current
        code = item.flags[index].code
        decision = ReviewDecision(claim_id=item.id, flag_code=code, decision=Decision.CONFIRMED)
        if self.record(decision, item):
            self._after_verdict(f"Confirmed {code} on {item.id}.")

    def action_dismiss(self) -> None:
        """Dismiss the current finding, with a reason."""
        current = self._current_flag()
        if current is None:
            return
        item, index = current
        code = item.flags[index].code
        earlier = self.store.verdict(item.id, code)
        prompt = TextPrompt(
            f"Dismiss {code} on {item.id}: why?",
            "reason (required)",
            value=earlier.reason or "" if earlier is not None else "",
        )
        self.app.push_screen(prompt, partial(self._dismissed, item, index))

    def _dismissed(self, item: ReviewItem, index: int, reason: str | None) -> None:
        if reason is None:
            return
        code = item.flags[index].code
        decision = ReviewDecision(
            claim_id=item.id, flag_code=code, decision=Decision.DISMISSED, reason=reason
        )
        if self.record(decision, item):
            self._after_verdict(f"Dismissed {code} on {item.id}.")

    def _after_verdict(self, said: str) -> None:
        """Move to the next open finding, across claims; say when none is left."""
        following = self.next_open_finding() or self.first_open_finding()
        self._redraw_current(detail=following is None)
        if following is None:
            self.say(f"{said} Every finding is decided: press e to export.")
            return
        self.say(said)
        self.go_to(*following)

    def action_clear(self) -> None:
        """Forget the verdict on the current finding (it becomes open again)."""
        current = self._current_flag()
        if current is None:
            return
        item, index = current
        code = item.flags[index].code
        if self.store.verdict(item.id, code) is None:
            self.say(f"{code} on {item.id} is not decided yet.")
            return
        if self._change("clear", partial(self.store.clear_verdict, item.id, code)):
            self.say(f"Cleared the decision on {code}; u brings it back.")
            self._redraw_current()

    def action_undo(self) -> None:
        """Take back the last change: a verdict, a cleared verdict, a note or a label."""
        if not self.undo_stack:
            self.say("Nothing to undo.")
            return
        what, before = self.undo_stack.pop()
        try:
            self.store.restore(before)
        except OSError as exc:
            self.say(f"Could not save to {self.store.path}: {exc}", severity="error")
            return
        self._rematch_stale()
        self._refill_list()
        self.say(f"Undid the last {what}.")

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
            self.say("Note saved.")
            self._redraw_current()

    def action_edit_note(self) -> None:
        """Change or delete the current claim's latest note (an empty note deletes it)."""
        item = self._item(self.current_id)
        notes = self.store.notes_for(item.id) if item is not None else []
        if item is None or not notes:
            self.say("This claim has no note to edit; a adds one.")
            return
        prompt = TextPrompt(
            f"Edit the note on {item.id} (empty deletes it)",
            "your note",
            required=False,
            value=notes[-1],
        )
        self.app.push_screen(prompt, partial(self._note_edited, item, len(notes) - 1))

    def action_delete_note(self) -> None:
        """Delete the current claim's latest note."""
        item = self._item(self.current_id)
        notes = self.store.notes_for(item.id) if item is not None else []
        if item is None or not notes:
            self.say("This claim has no note to delete.")
            return
        self._note_edited(item, len(notes) - 1, "")

    def _note_edited(self, item: ReviewItem, index: int, text: str | None) -> None:
        if text is None:
            return
        if self._change("note", partial(self.store.edit_note, item.id, index, text or None)):
            self.say("Note saved." if text else "Note deleted; u brings it back.")
            self._redraw_current()

    def action_relabel(self) -> None:
        """Override a label of the current claim."""
        item = self._item(self.current_id)
        if item is None or item.claim is None:
            self.say("Only claims have labels.", severity="warning")
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
            self.say(f"{label} set to {value}.")
            self._redraw_current()

    # ------------------------------------------------------- stale decisions

    def _rematch_stale(self) -> None:
        """Place each decision from an earlier version of the deck beside its likeliest claim."""
        texts = {item.id: item.text for item in self.items if item.claim is not None}
        self.stale_by_item = match_stale(self.store.stale_decisions(), texts)

    def action_reapply_stale(self) -> None:
        """Apply the earlier version's decisions shown on the current claim to it."""
        item = self._item(self.current_id)
        stale = self.stale_by_item.get(item.id, []) if item is not None else []
        if item is None or not stale:
            self.say("No decisions from an earlier version are shown here.")
            return

        def reapply() -> None:
            for decision in stale:
                self.store.reapply_stale(decision, item.id, item.text)

        if self._change("re-apply", reapply):
            self._rematch_stale()
            self._refill_list()
            self.say(f"Applied {len(stale)} earlier decision(s) to {item.id}.")
