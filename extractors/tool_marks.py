"""The marks deckaudit puts on what it adds to an annotated copy of a deck.

An annotated copy carries callouts, speaker-notes blocks and PDF notes that hold deckaudit's own
findings. The readers set those aside (they are never read as the deck's claims) and count them,
so that the rest of the file is still audited and its report can say the marks were there. The
marks are what is looked at, never the file's name.
"""

from __future__ import annotations

TOOL_MARK = "deckaudit-annotation/1"  # a PPTX shape's alt-text description; a PDF annotation key
PDF_MARK_KEY = "/DeckauditMark"
NOTES_START = "[deckaudit findings]"
NOTES_END = "[end of deckaudit findings]"
