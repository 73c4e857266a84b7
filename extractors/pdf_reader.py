"""Read a PDF deck with pypdf into the shared Deck model, keeping positions and visibility."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pypdf import PdfReader

from extractors.errors import Cause, DeckReadError
from extractors.hidden_text import reveal_hidden_unicode, strip_invisible
from extractors.limits import ReadLimits
from extractors.models import BBox, Block, BlockRole, Deck, DeckKind, Location, Page
from extractors.pdf_layout import Fragment, LaidOutBlock, lay_out_page
from extractors.pdf_safety import check_pdf_structure, classify_pdf_error, configure_pypdf
from extractors.tool_marks import PDF_MARK_KEY, TOOL_MARK

TINY_TEXT_PT = 3.0
_ROLE_BY_KIND = {
    "title": BlockRole.TITLE,
    "body": BlockRole.BODY,
    "footnote": BlockRole.FOOTNOTE,
    "table_row": BlockRole.TABLE_ROW,
}

RGB = tuple[float, float, float]


def _to_rgb(operands: list[Any]) -> RGB | None:
    try:
        values = [float(v) for v in operands if isinstance(v, int | float)]
    except (TypeError, ValueError):
        return None
    if len(values) == 1:
        return (values[0], values[0], values[0])
    if len(values) == 3:
        return (values[0], values[1], values[2])
    if len(values) == 4:
        c, m, y, k = values
        return ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
    return None


def _mult(m: list[float], n: list[float]) -> list[float]:
    return [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]


def _close(a: RGB, b: RGB, tolerance: float = 0.06) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


class _PageCollector:
    """Follows the graphics state through a content stream and records positioned text."""

    def __init__(self, width: float, height: float, origin: tuple[float, float]) -> None:
        self.width = width
        self.height = height
        self.origin = origin
        self.fill: RGB = (0.0, 0.0, 0.0)
        self.render_mode = 0
        self.stack: list[tuple[RGB, int]] = []
        self.pending_rect: tuple[float, float, float, float] | None = None
        self.filled_rects: list[tuple[tuple[float, float, float, float], RGB]] = []
        self.show_state: tuple[RGB, int] | None = None
        self.fragments: list[Fragment] = []
        self.fill_count_at: list[int] = []

    def before(
        self, operator: bytes, operands: list[Any], cm: list[float], tm: list[float]
    ) -> None:
        """pypdf's visitor_operand_before: track colour, render mode and filled rectangles."""
        op = operator
        if op == b"q":
            self.stack.append((self.fill, self.render_mode))
        elif op == b"Q":
            if self.stack:
                self.fill, self.render_mode = self.stack.pop()
        elif op in (b"g", b"rg", b"k", b"sc", b"scn"):
            rgb = _to_rgb(list(operands))
            if rgb is not None:
                self.fill = rgb
        elif op == b"Tr" and operands:
            with contextlib.suppress(TypeError, ValueError):
                self.render_mode = int(operands[0])
        elif op == b"re" and len(operands) == 4:
            try:
                x, y, w, h = (float(v) for v in operands)
            except (TypeError, ValueError):
                return
            self._add_path_point(x, y, cm)
            self._add_path_point(x + w, y + h, cm)
        elif op in (b"m", b"l") and len(operands) == 2:
            self._add_path_point(operands[0], operands[1], cm)
        elif op in (b"c", b"v", b"y") and len(operands) >= 2:
            self._add_path_point(operands[-2], operands[-1], cm)
        elif op in (b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"):
            if self.pending_rect is not None:
                self.filled_rects.append((self.pending_rect, self.fill))

            self.pending_rect = None
        elif op in (b"n", b"S", b"s"):
            self.pending_rect = None
        elif op in (b"Tj", b"TJ", b"'", b'"') and self.show_state is None:
            self.show_state = (self.fill, self.render_mode)

    def _add_path_point(self, x: Any, y: Any, cm: list[float]) -> None:
        try:
            px, py = _mult([1, 0, 0, 1, float(x), float(y)], list(cm))[4:6]
        except (TypeError, ValueError):
            return
        if self.pending_rect is None:
            self.pending_rect = (px, py, px, py)
        else:
            x0, y0, x1, y1 = self.pending_rect
            self.pending_rect = (min(x0, px), min(y0, py), max(x1, px), max(y1, py))

    def text(
        self, text: str, cm: list[float], tm: list[float], font: Any, font_size: float
    ) -> None:
        """pypdf's visitor_text: record one positioned run of text."""
        state = self.show_state or (self.fill, self.render_mode)
        self.show_state = None
        if not text or not text.strip():
            return
        try:
            matrix = _mult(list(tm), list(cm))
            size = abs(float(font_size)) * math.hypot(matrix[2], matrix[3])
            x = matrix[4] - self.origin[0]
            y = matrix[5] - self.origin[1]
        except (TypeError, ValueError, IndexError):
            return
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(size)):
            return
        payload = reveal_hidden_unicode(text)
        if payload and payload.strip():
            self.fragments.append(
                Fragment(
                    payload.strip(),
                    x,
                    y,
                    size,
                    False,
                    "text smuggled in invisible Unicode characters",
                )
            )
        for part in text.split("\n"):
            if part.strip():
                visible, reason = self._visibility(part, x, y, size, state)
                self.fragments.append(Fragment(part, x, y, size, visible, reason))
                self.fill_count_at.append(len(self.filled_rects))

    def _visibility(
        self, text: str, x: float, y: float, size: float, state: tuple[RGB, int]
    ) -> tuple[bool, str | None]:
        fill, render_mode = state
        if render_mode in (3, 7):
            return False, "invisible text render mode"
        if 0 < size < TINY_TEXT_PT:
            return False, f"tiny text ({size:.1f} pt)"
        if self.width > 0 and self.height > 0:
            margin = 2.0
            if x > self.width + margin or y > self.height + margin or y < -size - margin:
                return False, "text placed outside the page"
            if x + 0.5 * size * len(text) < -margin:
                return False, "text placed outside the page"
        background = self._background_at(x + size * 0.3, y + size * 0.3)
        if _close(fill, background):
            if _close(background, (1.0, 1.0, 1.0)):
                return False, "white text on a white background"
            return False, "text coloured like its background"
        return True, None

    def mark_covered(self) -> None:
        """Text with an opaque fill painted over it afterwards cannot be seen."""
        for fragment, drawn_before in zip(self.fragments, self.fill_count_at, strict=False):
            if not fragment.visible:
                continue
            x0 = fragment.x + self.origin[0]
            y0 = fragment.y + self.origin[1]
            x1, y1 = x0 + fragment.width, y0 + fragment.size * 0.7
            for (rx0, ry0, rx1, ry1), _colour in self.filled_rects[drawn_before:]:
                if rx0 <= x0 and ry0 <= y0 and x1 <= rx1 and y1 <= ry1:
                    fragment.visible = False
                    fragment.hidden_reason = "covered by a shape drawn over it"
                    break

    def _background_at(self, x: float, y: float) -> RGB:
        x_abs, y_abs = x + self.origin[0], y + self.origin[1]
        for (x0, y0, x1, y1), colour in reversed(self.filled_rects):
            if x0 <= x_abs <= x1 and y0 <= y_abs <= y1:
                return colour
        return (1.0, 1.0, 1.0)


def read_pdf(
    path: Path,
    sha256: str,
    limits: ReadLimits,
    password: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Deck:
    """Read every page of a PDF deck into blocks; raises DeckReadError when it cannot be read."""
    configure_pypdf(limits)  # pypdf's limits are per-thread: set them in the reading thread
    try:
        reader = PdfReader(str(path), strict=False)
        if reader.is_encrypted:
            _decrypt(reader, password)
        check_pdf_structure(reader, limits)
        page_count = len(reader.pages)
        deck = Deck(path=str(path), kind=DeckKind.PDF, sha256=sha256)
        deck.metadata = _metadata(reader)
        total_chars = 0
        for index in range(page_count):
            page = _read_page(reader, index)
            total_chars += sum(len(b.text) for b in page.blocks)
            if total_chars > limits.max_text_chars:
                raise DeckReadError(
                    Cause.OVER_TEXT,
                    f"the deck holds more than {limits.max_text_chars:,} characters of text",
                )
            deck.pages.append(page)
            if progress is not None:
                progress(index + 1, page_count)
        return deck
    except DeckReadError:
        raise
    except Exception as exc:  # pypdf raises many types on malformed input
        raise classify_pdf_error(exc) from exc


def _decrypt(reader: PdfReader, password: str | None) -> None:
    attempts = [password] if password else [""]
    for attempt in attempts:
        try:
            if reader.decrypt(attempt or ""):
                return
        except Exception as exc:
            raise classify_pdf_error(exc) from exc
    if password:
        raise DeckReadError(
            Cause.WRONG_PASSWORD, "the PDF is encrypted and the password given is wrong"
        )
    raise DeckReadError(
        Cause.ENCRYPTED,
        "the PDF is encrypted and needs a password (give it with --password)",
    )


def _read_page(reader: PdfReader, index: int) -> Page:
    pdf_page = reader.pages[index]
    try:
        box = pdf_page.mediabox
        left, bottom = float(box.left), float(box.bottom)
        width, height = float(box.width), float(box.height)
    except Exception:
        left = bottom = 0.0
        width = height = 0.0
    collector = _PageCollector(width, height, (left, bottom))
    pdf_page.extract_text(
        visitor_operand_before=collector.before,
        visitor_text=collector.text,
    )
    collector.mark_covered()
    laid_out = lay_out_page(collector.fragments, width, height)
    page = Page(number=index + 1, width=width or None, height=height or None)
    for block_no, item in enumerate(laid_out):
        page.blocks.extend(_blocks_from_layout(item, index + 1, block_no, height))
    title = next((b.text for b in page.blocks if b.role == BlockRole.TITLE and b.visible), None)
    page.title = title
    blocks, page.tool_marks = _annotation_blocks(pdf_page, index + 1)
    page.blocks.extend(blocks)
    return page


def _blocks_from_layout(
    item: LaidOutBlock, page_no: int, block_no: int, height: float
) -> list[Block]:
    text = strip_invisible(item.text)
    if not text.strip():
        return []
    bbox = BBox(x0=item.x0, y0=item.y0, x1=item.x1, y1=item.y1)
    group = (
        f"p{page_no}-t{item.table_index}" if item.kind == "table_row" else f"p{page_no}-b{block_no}"
    )
    row = Block(
        text=text,
        role=_ROLE_BY_KIND[item.kind],
        location=Location(page=page_no, bbox=bbox, table_row=item.row_index),
        visible=item.visible,
        hidden_reason=item.hidden_reason,
        font_size=round(item.size, 2),
        group=group,
    )
    blocks = [row]
    for col, (cell, box) in enumerate(zip(item.cells, item.cell_boxes, strict=False)):
        blocks.append(
            Block(
                text=cell,
                role=BlockRole.TABLE_CELL,
                location=Location(
                    page=page_no,
                    bbox=BBox(x0=box[0], y0=box[1], x1=box[2], y1=box[3]),
                    table_row=item.row_index,
                    table_col=col,
                ),
                visible=item.visible,
                hidden_reason=item.hidden_reason,
                font_size=round(item.size, 2),
                group=group,
            )
        )
    return blocks


def _annotation_blocks(pdf_page: Any, page_no: int) -> tuple[list[Block], int]:
    """The page's annotation texts, and how many of deckaudit's own notes were set aside."""
    blocks: list[Block] = []
    marks = 0
    try:
        annotations = pdf_page.get("/Annots") or []
        annotations = (
            annotations.get_object() if hasattr(annotations, "get_object") else annotations
        )
        for ref in list(annotations)[:500]:
            annot = ref.get_object()
            if str(annot.get(PDF_MARK_KEY, "")) == TOOL_MARK:
                marks += 1
                continue
            contents = annot.get("/Contents")
            if contents and str(contents).strip():
                blocks.append(
                    Block(
                        text=strip_invisible(str(contents))[:5000],
                        role=BlockRole.ANNOTATION,
                        location=Location(page=page_no),
                        visible=False,
                        hidden_reason="annotation text that the page itself does not show",
                    )
                )
    except Exception:  # a broken annotation array only costs us the annotations
        return blocks, marks
    return blocks, marks


def _metadata(reader: PdfReader) -> dict[str, str]:
    try:
        info = reader.metadata or {}
        return {str(k).lstrip("/"): str(v)[:2000] for k, v in info.items() if v is not None}
    except Exception:
        return {}
