"""The deck's visible sentences, split once and shared by the deck-level readers.

The workload detector and the deployed-model finder both read every visible sentence of a deck;
they take them from here, split by the same splitter the context resolver uses
(`extractors.split_sentences`), instead of each splitting every block again.
"""

from __future__ import annotations

from dataclasses import dataclass

from extractors import BlockRole, Deck, split_sentences


@dataclass(frozen=True)
class DeckSentence:
    """One sentence of a visible block, with the role of the block it came from."""

    text: str
    role: BlockRole
    page: int


def deck_sentences(deck: Deck) -> list[DeckSentence]:
    """Every sentence of every visible block, in reading order."""
    return [
        DeckSentence(sentence, block.role, block.location.page)
        for block in deck.all_blocks()
        if block.visible
        for sentence in split_sentences(block.text)
    ]
