"""The parts of the corpus: tune (open to the rules' authors), held-out (aggregate only) and fresh.

The tune part is `specs.DECKS`, every deck added under `tune/`, and the independent decks the
fixed split rule does not hold out. The held-out part is `heldout.HELDOUT_DECKS`: never tuned on,
and only its aggregate figures are ever printed. The fresh part is `fresh.FRESH_DECKS`: blind decks
scored after a round's rule changes, not tuned on until a later round moves them to the tune part.
"""

from __future__ import annotations

from tests.corpus.fresh import FRESH_DECKS
from tests.corpus.heldout import HELDOUT_DECKS, INDEPENDENT_TUNE_DECKS
from tests.corpus.schema import DeckSpec
from tests.corpus.specs import DECKS
from tests.corpus.tune import TUNE_EXTRA_DECKS

TUNE_DECKS: tuple[DeckSpec, ...] = (*DECKS, *INDEPENDENT_TUNE_DECKS, *TUNE_EXTRA_DECKS)
ALL_DECKS: tuple[DeckSpec, ...] = (*TUNE_DECKS, *HELDOUT_DECKS, *FRESH_DECKS)

__all__ = ["ALL_DECKS", "FRESH_DECKS", "HELDOUT_DECKS", "TUNE_DECKS"]
