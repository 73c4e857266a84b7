"""The recent-decks list, kept under the user's state folder (`platformdirs.user_state_dir`)."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import platformdirs

from auditor.atomic_files import write_text_atomic

MAX_RECENT = 12
RECENT_FILE = "recent_decks.json"


def default_state_dir() -> Path:
    """deckaudit's state folder; honours XDG_STATE_HOME on Linux."""
    return Path(platformdirs.user_state_dir("deckaudit"))


class RecentDecks:
    """Most recently opened decks first, at most MAX_RECENT, saved on every change."""

    def __init__(self, state_dir: Path | None = None) -> None:
        self.path = (state_dir or default_state_dir()) / RECENT_FILE

    def load(self) -> list[Path]:
        """The recent decks; an unreadable list counts as empty."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if not isinstance(data, list):
            return []
        return [Path(item) for item in data if isinstance(item, str)][:MAX_RECENT]

    def add(self, deck: Path) -> list[Path]:
        """Put a deck at the top of the list and save it; returns the new list."""
        deck = deck.resolve()
        entries = [deck] + [p for p in self.load() if p != deck]
        entries = entries[:MAX_RECENT]
        with contextlib.suppress(OSError):  # a read-only state folder must not stop a review
            write_text_atomic(self.path, json.dumps([str(p) for p in entries], indent=1) + "\n")
        return entries
