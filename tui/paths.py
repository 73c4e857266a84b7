"""Turning what a user typed, pasted or dropped onto the terminal into deck paths."""

from __future__ import annotations

import os
import shlex
from pathlib import Path
from urllib.parse import unquote, urlparse

DECK_SUFFIXES = frozenset({".pdf", ".pptx", ".pptm"})


def is_deck_name(path: Path) -> bool:
    """Whether the file name says PDF or PPTX (the content is checked when it is read)."""
    return path.suffix.lower() in DECK_SUFFIXES


def deck_content_problem(path: Path) -> str | None:
    """Why a file cannot be a deck at all (None when it may be one: the reader decides the rest).

    Only the first bytes are looked at: a PDF starts with `%PDF-` (within its first kilobyte) and
    a PowerPoint file is a zip archive. Anything else (a text file, an image) is not opened.
    """
    try:
        with path.open("rb") as handle:
            head = handle.read(1024)
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    if not head:
        return "the file is empty"
    if b"%PDF-" in head or head.startswith(b"PK"):
        return None
    return "not a PDF or PowerPoint file"


def _from_uri(token: str) -> str:
    parsed = urlparse(token)
    if parsed.netloc and parsed.netloc != "localhost":
        return token  # a file on another host; leave it to fail as a path
    return unquote(parsed.path)


def _decode(token: str) -> str:
    value = _from_uri(token) if token.startswith("file://") else token
    return os.path.expanduser(value)


def parse_dropped_paths(text: str) -> list[Path]:
    """The paths in text pasted by a drag and drop: quoted, escaped, file:// URIs, several at once.

    Terminals paste one path per line or several shell-quoted paths on one line; a whole line
    that names an existing file is taken as it is, so that unquoted spaces survive.
    """
    paths: list[Path] = []
    for raw_line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw_line.strip()
        if not line:
            continue
        if Path(_decode(line)).exists():
            paths.append(Path(_decode(line)))
            continue
        try:
            tokens = shlex.split(line)
        except ValueError:  # an unbalanced quote: treat the line as one path
            tokens = [line.strip("'\"")]
        paths.extend(Path(_decode(token)) for token in tokens if token)
    return paths


def list_decks(folder: Path, max_decks: int = 2000) -> list[Path]:
    """The PDF and PPTX files below a folder, sorted, skipping hidden folders and files."""
    found: list[Path] = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.startswith(".") or not is_deck_name(Path(name)):
                continue
            found.append(Path(root) / name)
            if len(found) >= max_decks:
                return found
    return found


def display_name(path: Path, base: Path | None = None) -> str:
    """A short name for a path: relative to `base` when below it, else with ~ for the home folder."""
    if base is not None:
        try:
            return str(path.relative_to(base))
        except ValueError:
            pass
    home = str(Path.home())
    text = str(path)
    if home != "/" and text.startswith(home + os.sep):
        return "~" + text[len(home) :]
    return text
