"""The review screen's shared state and drawing: the deck, its items, the list and the detail."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from textual import on
from textual.notifications import SeverityLevel
from textual.screen import Screen

from auditor.models import DeckReport, ReviewDecision
from auditor.review_store import (
    RebaseOutcome,
    ReviewFile,
    ReviewFileError,
    ReviewStore,
    review_path_for,
)
from tui.items import ListSettings, ReviewItem, next_open
from tui.messages import FlagClicked, ItemHighlighted
from tui.widgets.claim_detail import ClaimDetail
from tui.widgets.claims_list import ClaimsList
from tui.widgets.deck_header import DeckHeader

if TYPE_CHECKING:
    from auditor.audit_cache import AuditCache

LIST_LEGEND = "n/m = findings decided/all"


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


class ReviewBase(Screen[None]):
    """What every part of the review screen shares: the deck, its report, decisions and items."""

    def __init__(
        self,
        deck_path: Path,
        review_dir: Path | None,
        options: object | None,
        cache: AuditCache | None = None,
    ) -> None:
        super().__init__()
        self.deck_path = deck_path
        self.review_dir = review_dir
        self.options = options
        self.cache = cache
        self.export_dir = review_dir or deck_path.parent
        self.store, self.store_warning = open_store(deck_path, review_dir)
        self.report: DeckReport | None = None
        self.items: list[ReviewItem] = []
        self.settings = ListSettings()
        self.current_id: str | None = None
        self.flag_index = 0
        self.banner: str | None = None
        self.rebase: RebaseOutcome | None = None
        self.stale_by_item: dict[str, list[ReviewDecision]] = {}
        self.undo_stack: list[tuple[str, ReviewFile]] = []
        self.stopped = False  # the reviewer cancelled the audit
        self.from_cache = False
        self.moved_by_reviewer = False
        self.audit_seconds: float | None = None
        self.first_claim_seconds: float | None = None
        self._started = time.perf_counter()

    @property
    def auditing(self) -> bool:
        """Whether the audit is still running."""
        return self.report is None and not self.stopped

    def say(
        self, message: str, *, title: str = "", severity: SeverityLevel = "information"
    ) -> None:
        """One notification at a time: a new one replaces the last (errors stay longer)."""
        self.app.clear_notifications()
        self.notify(
            message, title=title, severity=severity, timeout=10 if severity == "error" else 4
        )

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
        # The filters in one line: what is shown and in what order (keys f, v, s; more in ctrl+p).
        claims.border_title = (
            f"Claims {len(visible)}/{len(self.items)} · {self.settings.filter.describe()}"
            f" · by {self.settings.order.value}"
        )
        claims.border_subtitle = "auditing…" if self.auditing else LIST_LEGEND
        if self.current_id not in claims.item_ids:
            self.current_id = claims.current_id
            self.flag_index = self._first_open_flag(self._item(self.current_id))
            self.query_one(ClaimDetail).scroll_home(animate=False)
        self._draw_header()
        self._draw_detail()

    def _draw_detail(self) -> None:
        item = self._item(self.current_id)
        stale = self.stale_by_item.get(item.id, []) if item is not None else []
        self.query_one(ClaimDetail).show(item, self.store, self.flag_index, stale)

    def _redraw_current(self, detail: bool = True) -> None:
        item = self._item(self.current_id)
        if item is not None:
            self.query_one("#claims", ClaimsList).refresh_item(
                item, self.store.verdict, self.settings.order
            )
        self._draw_header()
        if detail:
            self._draw_detail()

    def _redraw_all(self) -> None:
        self._refill_list()
        self.query_one(ClaimDetail).show_current_flag()

    def _first_open_flag(self, item: ReviewItem | None) -> int:
        if item is None:
            return 0
        for index, flag in enumerate(item.flags):
            if self.store.verdict(item.id, flag.code) is None:
                return index
        return 0

    def go_to(self, item_id: str, flag_index: int = 0) -> None:
        """Make an item and one of its findings current, and bring both into view."""
        claims = self.query_one("#claims", ClaimsList)
        if item_id not in claims.item_ids:
            return
        changed = item_id != self.current_id
        self.current_id = item_id
        self.flag_index = flag_index
        claims.move_to(item_id)
        if changed:
            self.query_one(ClaimDetail).scroll_home(animate=False)
        self._draw_detail()
        self.query_one(ClaimDetail).show_current_flag()

    def next_open_finding(self, forward: bool = True) -> tuple[str, int] | None:
        """The next undecided finding in the list, from the current one."""
        return next_open(
            self._visible(), self.store.verdict, (self.current_id, self.flag_index), forward
        )

    def first_open_finding(self) -> tuple[str, int] | None:
        """The first undecided finding in the list (deck-level findings come first)."""
        return next_open(self._visible(), self.store.verdict, (None, 0), True)

    @on(ItemHighlighted)
    def item_highlighted(self, event: ItemHighlighted) -> None:
        """Show the highlighted item."""
        if event.item_id == self.current_id:
            return
        self.moved_by_reviewer = True
        self.current_id = event.item_id
        self.flag_index = self._first_open_flag(self._item(event.item_id))
        self._draw_detail()
        self.query_one(ClaimDetail).scroll_home(animate=False)

    @on(FlagClicked)
    def flag_clicked(self, event: FlagClicked) -> None:
        """A click on a flag makes it current."""
        self.flag_index = event.index
        self._draw_detail()
