"""Decks written independently of the audit, and the fixed rule that holds part of them out.

See README.md: `HELDOUT_DECKS` are never tuned on; `INDEPENDENT_TUNE_DECKS` join the tune part.
"""

from __future__ import annotations

import hashlib

from tests.corpus.heldout.disclosures import DISCLOSURE_DECKS
from tests.corpus.heldout.edge import EDGE_DECKS
from tests.corpus.heldout.field import FIELD_DECKS
from tests.corpus.heldout.launches import LAUNCH_DECKS
from tests.corpus.heldout.misuse import MISUSE_DECKS
from tests.corpus.heldout.partners import PARTNER_DECKS
from tests.corpus.heldout.wire import WIRE_DECKS
from tests.corpus.schema import DeckSpec

INDEPENDENT_DECKS: tuple[DeckSpec, ...] = (
    *LAUNCH_DECKS,
    *PARTNER_DECKS,
    *DISCLOSURE_DECKS,
    *MISUSE_DECKS,
    *EDGE_DECKS,
    *WIRE_DECKS,
    *FIELD_DECKS,
)


def is_held_out(name: str) -> bool:
    """The split rule, fixed when the decks were written: six in ten by a hash of the deck name."""
    return int(hashlib.sha256(name.encode()).hexdigest()[:8], 16) % 10 < 6


HELDOUT_DECKS: tuple[DeckSpec, ...] = tuple(d for d in INDEPENDENT_DECKS if is_held_out(d.name))
INDEPENDENT_TUNE_DECKS: tuple[DeckSpec, ...] = tuple(
    d for d in INDEPENDENT_DECKS if not is_held_out(d.name)
)
