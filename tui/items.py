"""What the claims list shows: one item per claim plus one for the deck's own findings,
with filtering and sorting. Plain Python, no Textual."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from auditor.models import ClaimAudit, DeckReport, Flag, Severity

DECK_ITEM_ID = "deck"


@dataclass(frozen=True)
class ReviewItem:
    """One entry of the claims list: a claim, or the deck-level findings (page 0)."""

    id: str
    page: int
    text: str
    flags: tuple[Flag, ...]
    claim: ClaimAudit | None = None
    pending: bool = False  # found by the reader, not yet labelled and checked

    @property
    def worst(self) -> Severity | None:
        """The most severe flag, or None."""
        if not self.flags:
            return None
        return max((f.severity for f in self.flags), key=lambda s: s.rank)

    @property
    def flagged(self) -> bool:
        """Whether the item has a warning or error (info flags are notes, not findings)."""
        return any(f.severity.rank >= Severity.WARNING.rank for f in self.flags)


def by_severity(flags: list[Flag]) -> tuple[Flag, ...]:
    """Flags with errors first, then warnings, then info (stable within a severity)."""
    return tuple(sorted(flags, key=lambda f: -f.severity.rank))


def items_of(report: DeckReport) -> list[ReviewItem]:
    """The list entries of a report in page order, deck findings first; errors first in each."""
    items: list[ReviewItem] = []
    if report.deck_flags:
        items.append(
            ReviewItem(
                id=DECK_ITEM_ID,
                page=0,
                text="Findings about the deck as a whole",
                flags=by_severity(report.deck_flags),
            )
        )
    for claim in sorted(report.claims, key=lambda c: (c.page, _claim_order(c.id))):
        items.append(
            ReviewItem(
                id=claim.id,
                page=claim.page,
                text=claim.text,
                flags=by_severity(claim.flags),
                claim=claim,
            )
        )
    return items


def _claim_order(claim_id: str) -> int:
    tail = claim_id.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else 0


class SortOrder(StrEnum):
    """How the claims list is ordered."""

    PAGE = "page"
    SEVERITY = "severity"
    CODE = "code"

    def next(self) -> SortOrder:
        """The following order, wrapping around."""
        members = list(SortOrder)
        return members[(members.index(self) + 1) % len(members)]


@dataclass
class ItemFilter:
    """Which items the list shows."""

    flagged_only: bool = False
    severity: Severity | None = None  # show items with at least one flag of this severity
    code: str | None = None  # show items with a flag of this code

    def accepts(self, item: ReviewItem) -> bool:
        """Whether an item passes the filter."""
        if self.flagged_only and not item.flagged:
            return False
        if self.severity is not None and not any(f.severity == self.severity for f in item.flags):
            return False
        return self.code is None or any(f.code == self.code for f in item.flags)

    def describe(self) -> str:
        """The filter in words, for the list's title."""
        parts = []
        if self.flagged_only:
            parts.append("flagged")
        if self.severity is not None:
            parts.append(self.severity.value)
        if self.code is not None:
            parts.append(self.code)
        return ", ".join(parts) if parts else "all"


@dataclass
class ListSettings:
    """The filter and order of the list, and what they produce."""

    filter: ItemFilter = field(default_factory=ItemFilter)
    order: SortOrder = SortOrder.PAGE

    def apply(self, items: list[ReviewItem]) -> list[ReviewItem]:
        """The visible items in display order."""
        shown = [item for item in items if self.filter.accepts(item)]
        if self.order is SortOrder.SEVERITY:
            return sorted(shown, key=lambda i: (-(i.worst.rank if i.worst else -1), i.page))
        if self.order is SortOrder.CODE:
            return sorted(shown, key=lambda i: (_first_code(i), i.page))
        return shown


def _first_code(item: ReviewItem) -> str:
    codes = sorted(f.code for f in item.flags if f.severity.rank >= Severity.WARNING.rank)
    return codes[0] if codes else "~"


def codes_in(items: list[ReviewItem]) -> list[str]:
    """Every flag code present, sorted."""
    return sorted({f.code for item in items for f in item.flags})


def step(ids: list[str], current: str | None, forward: bool) -> str | None:
    """The id after (or before) `current` in `ids`, clamped at the ends."""
    if not ids:
        return None
    if current not in ids:
        return ids[0] if forward else ids[-1]
    index = ids.index(current) + (1 if forward else -1)
    return ids[max(0, min(len(ids) - 1, index))]


Verdict = Callable[[str, str], object | None]


def open_findings(items: list[ReviewItem], verdict: Verdict) -> list[tuple[str, int]]:
    """Every undecided finding as (item id, flag index), in list order (deck findings first)."""
    return [
        (item.id, index)
        for item in items
        if not item.pending
        for index, flag in enumerate(item.flags)
        if verdict(item.id, flag.code) is None
    ]


def next_open(
    items: list[ReviewItem],
    verdict: Verdict,
    current: tuple[str | None, int],
    forward: bool = True,
) -> tuple[str, int] | None:
    """The open finding after (or before) `current` in list order, or None past the end."""
    positions = {item.id: pos for pos, item in enumerate(items)}
    here = (positions[current[0]], current[1]) if current[0] in positions else None
    candidates = [
        ((positions[item_id], index), (item_id, index))
        for item_id, index in open_findings(items, verdict)
    ]
    if forward:
        after = [found for key, found in candidates if here is None or key > here]
        return after[0] if after else None
    before = [found for key, found in candidates if here is None or key < here]
    return before[-1] if before else None
