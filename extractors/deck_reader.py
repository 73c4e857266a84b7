"""Open any deck file: check its size, decide its format from its bytes, and hand it to its reader.

Each reader loads when a deck of its kind arrives: a PDF never pays for python-pptx's import,
nor a PPTX for pypdf's.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from extractors.errors import Cause, DeckReadError
from extractors.hidden_text import strip_invisible
from extractors.limits import ReadLimits
from extractors.models import Block, BlockRole, Deck, DeckKind, Location
from extractors.sniff import sniff_kind

_METADATA_FIELDS = ("Subject", "Keywords", "Comments", "Title")


def file_sha256(path: Path) -> str:
    """SHA-256 of a file, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def load_readers() -> None:
    """Import both readers now (a process that forks workers, so that each starts warm)."""
    import extractors.pdf_reader
    import extractors.pptx_reader  # noqa: F401


def read_deck(
    path: str | Path,
    limits: ReadLimits | None = None,
    password: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Deck:
    """Read a PDF or PPTX deck into a Deck; raises DeckReadError naming the cause when it cannot."""
    limits = limits or ReadLimits()
    deck_path = Path(path)
    try:
        size = deck_path.stat().st_size
    except FileNotFoundError as exc:
        raise DeckReadError(Cause.NOT_FOUND, f"no such file: {deck_path}") from exc
    except OSError as exc:
        raise DeckReadError(Cause.UNREADABLE_FILE, f"the file cannot be opened: {exc}") from exc
    if not deck_path.is_file():
        raise DeckReadError(Cause.NOT_A_FILE, f"{deck_path} is not a regular file")
    if size == 0:
        raise DeckReadError(Cause.EMPTY, "the file is empty (0 bytes)")
    if size > limits.max_file_bytes:
        raise DeckReadError(
            Cause.OVER_FILE_SIZE,
            f"the file is {size / 2**20:.1f} MiB; the limit is {limits.max_file_bytes / 2**20:.0f} MiB",
        )
    try:
        sha256 = file_sha256(deck_path)
    except OSError as exc:
        raise DeckReadError(Cause.UNREADABLE_FILE, f"the file cannot be read: {exc}") from exc
    kind = sniff_kind(deck_path)
    if kind == DeckKind.PDF:
        from extractors.pdf_reader import read_pdf

        deck = read_pdf(deck_path, sha256, limits, password=password, progress=progress)
    elif kind in (DeckKind.PPTX, DeckKind.PPTM, DeckKind.CFB):  # pre-flight names a CFB's cause
        from extractors.pptx_reader import read_pptx

        deck = read_pptx(deck_path, sha256, limits, kind=kind, progress=progress)
    else:
        raise DeckReadError(
            Cause.NOT_A_DECK, "the file is neither a PDF nor a PowerPoint (PPTX/PPTM) deck"
        )
    add_metadata_blocks(deck)
    return deck


def add_metadata_blocks(deck: Deck) -> None:
    """Metadata fields no slide shows are kept as hidden text on page 1, unless a slide shows them."""
    if not deck.pages:
        return
    shown = {" ".join(b.text.split()).lower() for b in deck.all_blocks() if b.visible}
    for key in _METADATA_FIELDS:
        value = " ".join(deck.metadata.get(key, "").split())
        if not value or value.lower() in shown:
            continue
        if key == "Title" and len(value) < 120 and "\n" not in value:
            continue  # a short document title is ordinary, not hidden content
        deck.pages[0].blocks.append(
            Block(
                text=strip_invisible(value),
                role=BlockRole.METADATA,
                location=Location(page=1),
                visible=False,
                hidden_reason=f"document metadata ({key}) that no slide shows",
            )
        )
