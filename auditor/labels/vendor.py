"""Name the vendor behind a deck, for grouping a batch's claims by who made them.

The rule, in order (the first that gives a name wins):

1. the company the file declares: `Company` in a PPTX's `docProps/app.xml`, or a `/Company`
   entry in a PDF's document information;
2. the author the file declares: `dc:creator` of a PPTX, `/Author` of a PDF;
3. the file name: the part of its stem before the first `_`, `-`, `.` or space, capitalised
   (`brightline_offline_headline.pptx` gives "Brightline").

Values that name a tool rather than an organisation (python-pptx, LibreOffice, "Microsoft Office
User" and the like) are skipped. Only small, bounded parts of the file are read, and only after
the audit has read the whole deck safely, in the same sandboxed worker.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree

from extractors import DeckKind

# docProps parts are a few hundred bytes; anything far larger is not worth parsing for a name.
MAX_PROPS_BYTES = 64 * 1024
MAX_NAME_CHARS = 80
_TOOL_NAMES = re.compile(
    r"python-pptx|libreoffice|openoffice|microsoft|powerpoint|keynote|google|adobe|reportlab|"
    r"impress|acrobat|office user|^user$|^admin|^unknown$|^author$",
    re.IGNORECASE,
)
_STEM_SPLIT = re.compile(r"[_\-. ]+")
_APP_NS = "{http://schemas.openxmlformats.org/officeDocument/2006/extended-properties}"
_DC_NS = "{http://purl.org/dc/elements/1.1/}"


def deck_vendor(path: Path, kind: str) -> str:
    """The vendor of a deck by the rule in this module's docstring; never raises."""
    for name in _declared_names(path, kind):
        cleaned = " ".join(name.split())[:MAX_NAME_CHARS]
        if cleaned and not _TOOL_NAMES.search(cleaned):
            return cleaned
    return vendor_from_file_name(path)


def vendor_from_file_name(path: Path) -> str:
    """The first word of a file's stem, capitalised; the stem itself when it has no separator."""
    parts = [part for part in _STEM_SPLIT.split(path.name) if part]
    if not parts:
        return path.name or "unknown"
    first = parts[0]
    return first[:1].upper() + first[1:]


def _declared_names(path: Path, kind: str) -> list[str]:
    try:
        if kind in (DeckKind.PPTX.value, DeckKind.PPTM.value):
            return _pptx_names(path)
        if kind == DeckKind.PDF.value:
            return _pdf_names(path)
    except Exception:  # a name is a convenience; an odd file falls back to its file name
        return []
    return []


def _pptx_names(path: Path) -> list[str]:
    names: list[str] = []
    with zipfile.ZipFile(path) as archive:
        members = {info.filename: info for info in archive.infolist()}
        for part, tag in (("docProps/app.xml", f"{_APP_NS}Company"), ("docProps/core.xml", None)):
            info = members.get(part)
            if info is None or info.file_size > MAX_PROPS_BYTES:
                continue
            with archive.open(info) as member:
                data = member.read(MAX_PROPS_BYTES + 1)
            if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
                continue  # entity declarations are never parsed
            root = ElementTree.fromstring(data)
            if tag is not None:
                names.extend(el.text or "" for el in root.iter(tag))
            else:
                names.extend(el.text or "" for el in root.iter(f"{_DC_NS}creator"))
    return names


def _pdf_names(path: Path) -> list[str]:
    from pypdf import PdfReader

    info = PdfReader(path).metadata or {}
    return [str(info[key]) for key in ("/Company", "/Author") if info.get(key)]
