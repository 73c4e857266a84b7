"""Decide what a file is from its bytes, never its name, reading only a bounded amount of it."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

from extractors.models import DeckKind
from extractors.zip_directory import ZIP_EMPTY_MAGIC, ZIP_LOCAL_MAGIC, read_zip_directory

PDF_MAGIC = b"%PDF-"
CFB_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# PDF readers accept the header anywhere in the first KiB; pypdf does too.
PDF_HEADER_WINDOW = 1024
# Enough to tell a PPTM from a PPTX by its main content type; real files use about 3 KiB.
CONTENT_TYPES_READ_BYTES = 256 * 1024
# A directory bigger than this is left for the PPTX pre-flight to judge (and refuse).
MAX_SNIFF_DIRECTORY_ENTRIES = 100_000
# At the start of a line: junk may precede the header, but "%PDF-1.7" inside a sentence of an
# HTML error page (a failed download saved as .pdf) is not a header.
_PDF_HEADER = re.compile(rb"(?:^|[\r\n])%PDF-[12]\.\d")
_MARKUP_START = re.compile(rb"^\s*<(?:!doctype|html|\?xml|head|body)", re.IGNORECASE)
MACRO_CONTENT_TYPE = b"presentation.macroenabled.main+xml"
MAIN_PART = "ppt/presentation.xml"
CONTENT_TYPES_PART = "[Content_Types].xml"


def sniff_kind(path: Path) -> DeckKind:
    """PDF, PPTX, PPTM, CFB (an OLE container: a password-protected Office file) or UNKNOWN."""
    with path.open("rb") as handle:
        head = handle.read(PDF_HEADER_WINDOW)
    if head.startswith(CFB_MAGIC):
        return DeckKind.CFB
    if head.startswith((ZIP_LOCAL_MAGIC, ZIP_EMPTY_MAGIC)):
        return _sniff_zip(path)
    if _has_pdf_header(head):
        return DeckKind.PDF
    return DeckKind.UNKNOWN


def _has_pdf_header(head: bytes) -> bool:
    """A '%PDF-1.x' or '%PDF-2.x' header near the start, not merely the string somewhere in text."""
    if _MARKUP_START.match(head):
        return False
    return _PDF_HEADER.search(head) is not None


def _sniff_zip(path: Path) -> DeckKind:
    """A ZIP is a deck when it holds the OPC content types and a PowerPoint main part."""
    try:
        directory = read_zip_directory(path)
    except OSError:
        return DeckKind.UNKNOWN
    if directory is None:
        # Cut short or damaged: it starts like a deck package, and the PPTX pre-flight says why
        # it cannot be read, which is a clearer answer than "not a deck".
        return DeckKind.PPTX
    if directory.entries > MAX_SNIFF_DIRECTORY_ENTRIES:
        return DeckKind.PPTX
    try:
        with zipfile.ZipFile(path) as archive:
            names = {info.filename: info for info in archive.infolist()}
            if MAIN_PART not in names:
                return DeckKind.UNKNOWN  # some other ZIP: a Word or Excel file, an archive
            content_types = names.get(CONTENT_TYPES_PART)
            if content_types is None:
                return DeckKind.PPTX  # the pre-flight reports the missing part
            if content_types.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
                return DeckKind.PPTX  # never inflate odd methods here; the pre-flight refuses them
            with archive.open(content_types) as member:
                # A bounded read: zipfile inflates DEFLATE members in steps of the size asked for.
                text = member.read(CONTENT_TYPES_READ_BYTES)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError, EOFError, RuntimeError):
        return DeckKind.PPTX
    except Exception:  # zlib.error and friends from a damaged member: still a PPTX-shaped file
        return DeckKind.PPTX
    return DeckKind.PPTM if MACRO_CONTENT_TYPE in text.lower() else DeckKind.PPTX
