"""Deck reading and claim finding: PDF and PPTX into one Deck model, then benchmark claims.

This package imports nothing else of the project.
"""

from extractors.claims import find_claims
from extractors.deck_reader import file_sha256, read_deck
from extractors.limits import ReadLimits
from extractors.models import (
    BBox,
    Block,
    BlockRole,
    Claim,
    ClaimContext,
    Deck,
    DeckKind,
    DeckReadError,
    Location,
    Metric,
    Page,
)

__all__ = [
    "BBox",
    "Block",
    "BlockRole",
    "Claim",
    "ClaimContext",
    "Deck",
    "DeckKind",
    "DeckReadError",
    "Location",
    "Metric",
    "Page",
    "ReadLimits",
    "file_sha256",
    "find_claims",
    "read_deck",
]
