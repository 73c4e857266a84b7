"""Messages the workers and widgets post to the screens, as dataclasses."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from textual.message import Message

from auditor.models import ClaimAudit, DeckReport


@dataclass
class AuditProgressed(Message):
    """The audit moved on: stage is reading, labelling, checking or done."""

    stage: str
    done: int
    total: int


@dataclass
class ClaimsPreviewed(Message):
    """The reader found these claims; labels and flags follow with AuditFinished.

    `shown`, when given, is set once the claims are drawn: the audit waits for it (briefly).
    """

    claims: list[ClaimAudit]
    shown: threading.Event | None = None


@dataclass
class AuditFinished(Message):
    """The audit of the open deck is complete."""

    report: DeckReport
    seconds: float


@dataclass
class AuditStopped(Message):
    """The audit was cancelled by the reviewer."""


@dataclass
class DeckAudited(Message):
    """A deck was read and audited (it belongs in the recent decks)."""

    path: Path


@dataclass
class DecksDropped(Message):
    """Paths were pasted or dropped onto the terminal."""

    paths: list[Path]


@dataclass
class ItemHighlighted(Message):
    """The claims list cursor moved to an item (a claim id, or "deck")."""

    item_id: str


@dataclass
class FlagClicked(Message):
    """A flag card in the detail pane was clicked."""

    index: int


@dataclass
class FolderRow:
    """One deck of a folder listing with its audit and review status."""

    path: Path
    status: str
    counts: dict[str, int] = field(default_factory=dict)
    decided: str = ""


@dataclass
class FolderScanned(Message):
    """The status of every deck in a folder is known."""

    rows: list[FolderRow]


@dataclass
class ExportFinished(Message):
    """An export ended: `path` is the file written, or `error` says why not."""

    key: str
    path: Path | None = None
    error: str | None = None
