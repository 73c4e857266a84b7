"""The held-out decks: written independently of the audit, never tuned on (see README.md)."""

from __future__ import annotations

from tests.corpus.heldout.disclosures import DISCLOSURE_DECKS
from tests.corpus.heldout.edge import EDGE_DECKS
from tests.corpus.heldout.field import FIELD_DECKS
from tests.corpus.heldout.launches import LAUNCH_DECKS
from tests.corpus.heldout.misuse import MISUSE_DECKS
from tests.corpus.heldout.partners import PARTNER_DECKS
from tests.corpus.heldout.wire import WIRE_DECKS
from tests.corpus.schema import DeckSpec

HELDOUT_DECKS: tuple[DeckSpec, ...] = (
    *LAUNCH_DECKS,
    *PARTNER_DECKS,
    *DISCLOSURE_DECKS,
    *MISUSE_DECKS,
    *EDGE_DECKS,
    *WIRE_DECKS,
    *FIELD_DECKS,
)
