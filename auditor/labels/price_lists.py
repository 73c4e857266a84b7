"""Which pages carry a price list: two or more table rows that each name an amount of money."""

from __future__ import annotations

from collections.abc import Sequence

from auditor.labels.sentences import DeckSentence
from auditor.vocab import vocabulary
from extractors import BlockRole

_PRICE = vocabulary("cost").pattern("money_amount")


def is_priced_row(item: DeckSentence) -> bool:
    """Whether the sentence is a table row that names an amount of money."""
    return item.role == BlockRole.TABLE_ROW and _PRICE.search(item.text) is not None


def price_list_pages(items: Sequence[DeckSentence]) -> set[int]:
    """Pages with a price list: two or more table rows that each carry a price. What such a row
    names is one offer among others on sale (a rack, a node, an endpoint), not the buyer's use."""
    counts: dict[int, int] = {}
    for item in items:
        if is_priced_row(item):
            counts[item.page] = counts.get(item.page, 0) + 1
    return {page for page, count in counts.items() if count >= 2}
