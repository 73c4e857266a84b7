"""The claims list: claims grouped by page with severity badges and decision progress."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from auditor.models import ReviewDecision
from tui.items import ReviewItem, SortOrder
from tui.messages import ItemHighlighted
from tui.widgets.badges import severity_badge

VerdictFn = Callable[[str, str], ReviewDecision | None]
MAX_TEXT = 110


def _short(text: str, limit: int = MAX_TEXT) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def item_prompt(item: ReviewItem, verdict: VerdictFn, with_page: bool) -> Text:
    """One line of the list: badge, decided/all findings, page (when not grouped), text."""
    line = Text(no_wrap=True, overflow="ellipsis")
    line.append_text(severity_badge(item.worst))
    if item.flags:
        decided = sum(1 for f in item.flags if verdict(item.id, f.code) is not None)
        done = decided == len(item.flags)
        mark = "✓" if done else " "
        line.append(f" {mark}{decided}/{len(item.flags)}", style="green" if done else "dim")
    else:
        line.append("     ")
    line.append(" ")
    if with_page:
        line.append("deck " if item.page == 0 else f"p{item.page} ", style="dim")
    if item.pending:
        line.append("… ", style="italic dim")
    line.append(_short(item.text))
    return line


class ClaimsList(OptionList):
    """Every visible item as an option; page headings are disabled options between groups."""

    DEFAULT_CSS = """
    ClaimsList { height: 1fr; }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._ids: list[str] = []

    @property
    def item_ids(self) -> list[str]:
        """The ids of the items shown, top to bottom."""
        return list(self._ids)

    def show(
        self,
        items: list[ReviewItem],
        verdict: VerdictFn,
        order: SortOrder,
        page_titles: dict[int, str],
        keep: str | None = None,
    ) -> None:
        """Replace the list's content, keeping the cursor on `keep` when it is still shown."""
        options: list[Option] = []
        grouped = order is SortOrder.PAGE
        last_page: int | None = None
        for item in items:
            if grouped and item.page != last_page:
                last_page = item.page
                heading = "Deck" if item.page == 0 else f"Page {item.page}"
                title = page_titles.get(item.page)
                if title:
                    heading += f" · {_short(title, 60)}"
                options.append(Option(Text(heading, style="bold underline"), disabled=True))
            options.append(Option(item_prompt(item, verdict, not grouped), id=item.id))
        self._ids = [item.id for item in items]
        with self.prevent(OptionList.OptionHighlighted):
            self.set_options(options)
        target = keep if keep in self._ids else (self._ids[0] if self._ids else None)
        if target is not None:
            self.highlighted = self.get_option_index(target)

    def refresh_item(self, item: ReviewItem, verdict: VerdictFn, order: SortOrder) -> None:
        """Redraw one item's line after a decision."""
        if item.id in self._ids:
            self.replace_option_prompt(
                item.id, item_prompt(item, verdict, order is not SortOrder.PAGE)
            )

    def move_to(self, item_id: str) -> None:
        """Put the cursor on an item."""
        if item_id in self._ids:
            self.highlighted = self.get_option_index(item_id)

    @property
    def current_id(self) -> str | None:
        """The id of the highlighted item."""
        option = self.highlighted_option
        return option.id if option is not None else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Tell the screen which item is current."""
        if event.option.id is not None:
            self.post_message(ItemHighlighted(event.option.id))
