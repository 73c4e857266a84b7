"""Tune-part decks written after the split: one or more for each class of failure in issue 15."""

from __future__ import annotations

from tests.corpus.schema import DeckSpec

TUNE_EXTRA_DECKS: tuple[DeckSpec, ...] = ()
