"""Text that annotations draw on the page: form fields, stamps and free-text boxes.

A filled-in form field, a button caption or a free-text note is not in the page's content stream
but in its annotation's appearance stream, which every viewer draws on the page (poppler's
`pdftotext` reads it too). pypdf's page text leaves it out, so figures typed into a form would be
missed; here each shown appearance is read as visible text of its page. Annotations the viewer does
not draw (the Hidden or NoView flag, pop-ups) and deckaudit's own marked notes are left out.
"""

from __future__ import annotations

from typing import Any

from extractors.hidden_text import strip_invisible
from extractors.models import BBox, Block, BlockRole, Location
from extractors.pdf_fonts import FontDecoding
from extractors.pdf_objects import deref
from extractors.tool_marks import PDF_MARK_KEY, TOOL_MARK

_HIDDEN = 1 << 1
_NO_VIEW = 1 << 5
_NOT_DRAWN = ("/Popup", "/Link")
_MAX_ANNOTATIONS = 500
_MAX_CHARS = 5000


def appearance_blocks(pdf_page: Any, page_no: int, fonts: FontDecoding) -> list[Block]:
    """The text of every annotation appearance drawn on the page, one visible block each."""
    blocks: list[Block] = []
    try:
        annotations = deref(pdf_page.get("/Annots")) or []
        for ref in list(annotations)[:_MAX_ANNOTATIONS]:
            annot = deref(ref)
            if not isinstance(annot, dict) or not _drawn(annot):
                continue
            stream = _normal_appearance(annot)
            if stream is None:
                continue
            text = _stream_text(pdf_page, stream, page_no, fonts)
            if text:
                blocks.append(
                    Block(
                        text=text,
                        role=BlockRole.BODY,
                        location=Location(page=page_no, bbox=_rect(annot)),
                        visible=True,
                    )
                )
    except Exception:  # a broken annotation array only costs us its appearances
        return blocks
    return blocks


def _drawn(annot: dict[str, Any]) -> bool:
    if str(annot.get(PDF_MARK_KEY, "")) == TOOL_MARK:
        return False
    if str(annot.get("/Subtype", "")) in _NOT_DRAWN:
        return False
    try:
        flags = int(annot.get("/F", 0))
    except (TypeError, ValueError):
        flags = 0
    return not flags & (_HIDDEN | _NO_VIEW)


def _normal_appearance(annot: dict[str, Any]) -> Any:
    appearances = deref(annot.get("/AP"))
    if not isinstance(appearances, dict):
        return None
    normal = deref(appearances.get("/N"))
    if normal is None:
        return None
    if hasattr(normal, "get_data"):
        return normal
    if isinstance(normal, dict):  # one appearance per state (a check box): the current one
        state = annot.get("/AS")
        chosen = deref(normal.get(state)) if state is not None else None
        return chosen if hasattr(chosen, "get_data") else None
    return None


def _stream_text(pdf_page: Any, stream: Any, page_no: int, fonts: FontDecoding) -> str:
    pieces: list[str] = []

    def collect(text: str, _cm: Any, _tm: Any, font: Any, _size: Any) -> None:
        if text:
            pieces.append(fonts.clean(text, font, page_no) if font is not None else text)

    pdf_page.extract_xform_text(stream, visitor_text=collect)
    text = strip_invisible("".join(pieces))
    lines = (" ".join(line.split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)[:_MAX_CHARS]


def _rect(annot: dict[str, Any]) -> BBox | None:
    try:
        x0, y0, x1, y1 = (float(v) for v in deref(annot.get("/Rect")))
    except (TypeError, ValueError):
        return None
    return BBox(x0=min(x0, x1), y0=min(y0, y1), x1=max(x0, x1), y1=max(y0, y1))
