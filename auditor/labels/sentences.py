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
    """One sentence of a visible block, with the role and the deck-wide index of the block it
    came from (two sentences with the same `block` were written as one text)."""

    text: str
    role: BlockRole
    page: int
    block: int = 0


def deck_sentences(deck: Deck) -> list[DeckSentence]:
    """Every sentence of every visible block, in reading order."""
    return [
        DeckSentence(sentence, block.role, block.location.page, index)
        for index, block in enumerate(deck.all_blocks())
        if block.visible
        for sentence in split_sentences(block.text)
    ]
