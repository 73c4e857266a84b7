"""Read a PDF deck with pypdf into the shared Deck model, keeping positions and visibility."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pypdf import PdfReader

from extractors.errors import Cause, DeckReadError
from extractors.hidden_text import strip_invisible
from extractors.limits import ReadLimits
from extractors.models import BBox, Block, BlockRole, Deck, DeckKind, Location, Page
from extractors.pdf_appearances import appearance_blocks
from extractors.pdf_charts import PdfChart, find_charts
from extractors.pdf_encoding import EncodingRepair
from extractors.pdf_fonts import FontDecoding
from extractors.pdf_ink import InkChecker
from extractors.pdf_layout import LaidOutBlock, WrapStyle, lay_out_page
from extractors.pdf_objects import deref
from extractors.pdf_safety import check_pdf_structure, classify_pdf_error, configure_pypdf, open_pdf
from extractors.pdf_visibility import PageCollector
from extractors.tool_marks import PDF_MARK_KEY, TOOL_MARK

_ROLE_BY_KIND = {
    "title": BlockRole.TITLE,
    "body": BlockRole.BODY,
    "footnote": BlockRole.FOOTNOTE,
    "table_row": BlockRole.TABLE_ROW,
}


def read_pdf(
    path: Path,
    sha256: str,
    limits: ReadLimits,
    password: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Deck:
    """Read every page of a PDF deck into blocks; raises DeckReadError when it cannot be read."""
    configure_pypdf(limits)  # pypdf's limits are per-thread: set them in the reading thread
    ink = InkChecker(path, password)
    try:
        reader, repaired = open_pdf(path)
        if reader.is_encrypted:
            _decrypt(reader, password)
        check_pdf_structure(reader, limits)
        page_count = len(reader.pages)
        deck = Deck(path=str(path), kind=DeckKind.PDF, sha256=sha256)
        if repaired:
            deck.warnings.append(repaired)
        deck.metadata = _metadata(reader)
        fonts = FontDecoding()
        encodings = EncodingRepair()
        total_chars = 0
        wrap_style = WrapStyle()
        for index in range(page_count):
            page = _read_page(reader, index, fonts, encodings, ink, wrap_style)
            total_chars += sum(len(b.text) for b in page.blocks)
            if total_chars > limits.max_text_chars:
                raise DeckReadError(
                    Cause.OVER_TEXT,
                    f"The deck holds more than {limits.max_text_chars:,} characters of text.",
                )
            deck.pages.append(page)
            if progress is not None:
                progress(index + 1, page_count)
        deck.garbled_fonts = fonts.garbled()
        return deck
    except DeckReadError:
        raise
    except Exception as exc:  # pypdf raises many types on malformed input
        raise classify_pdf_error(exc) from exc
    finally:
        ink.close()


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
            Cause.WRONG_PASSWORD, "The PDF is encrypted and the password given is wrong."
        )
    raise DeckReadError(
        Cause.ENCRYPTED,
        "The PDF is encrypted and needs a password (give it with --password).",
    )


def _read_page(
    reader: PdfReader,
    index: int,
    fonts: FontDecoding,
    encodings: EncodingRepair,
    ink: InkChecker,
    wrap_style: WrapStyle,
) -> Page:
    pdf_page = reader.pages[index]
    try:
        box = pdf_page.mediabox
        left, bottom = float(box.left), float(box.bottom)
        width, height = float(box.width), float(box.height)
    except Exception:
        left = bottom = 0.0
        width = height = 0.0
    resources = pdf_page.get("/Resources")
    encodings.repair(resources)
    collector = PageCollector(
        width,
        height,
        (left, bottom),
        resources=resources.get_object() if resources is not None else None,
        fonts=fonts,
        page_number=index + 1,
    )
    pdf_page.extract_text(
        visitor_operand_before=collector.before,
        visitor_operand_after=collector.after,
        visitor_text=collector.text,
    )
    collector.mark_covered()
    _confirm_with_rendering(collector, ink, index, pdf_page)
    charts, rest = find_charts(collector.fragments)
    kept = {id(f) for f in rest}
    chart_sizes = tuple(f.size for f in collector.fragments if f.visible and id(f) not in kept)
    laid_out = lay_out_page(rest, width, height, chart_sizes, wrap_style)
    page = Page(number=index + 1, width=width or None, height=height or None)
    for block_no, item in enumerate(laid_out):
        page.blocks.extend(_blocks_from_layout(item, index + 1, block_no, height))
    for chart_no, chart in enumerate(charts):
        page.blocks.extend(_chart_blocks(chart, index + 1, chart_no))
    title = next((b.text for b in page.blocks if b.role == BlockRole.TITLE and b.visible), None)
    page.title = title
    page.blocks.extend(appearance_blocks(pdf_page, index + 1, fonts))
    blocks, page.tool_marks = _annotation_blocks(pdf_page, index + 1)
    page.blocks.extend(blocks)
    return page


def _confirm_with_rendering(
    collector: PageCollector, ink: InkChecker, index: int, pdf_page: Any
) -> None:
    """Drop every hidden verdict that the rendered page contradicts: its text leaves ink."""
    suspects = [run for run in collector.runs if run.ink_checked and not run.fragment.visible]
    if not suspects:
        return
    shown = ink.shows_ink(index, [_glyph_core(run.box) for run in suspects], pdf_page)
    for run, has_ink in zip(suspects, shown, strict=True):
        if has_ink:
            run.fragment.visible = True
            run.fragment.hidden_reason = None
    # Hidden punctuation alone (an OCR layer's stray commas) carries no words to report.
    collector.runs = [
        run
        for run in collector.runs
        if run.fragment.visible or any(c.isalnum() for c in run.fragment.text)
    ]


def _glyph_core(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The middle of a run's estimated glyph box: its ends may be a neighbour's ink."""
    x0, y0, x1, y1 = box
    inset = min(0.08 * (x1 - x0), 0.1 * (y1 - y0) + 1.0)
    return (x0 + inset, y0, x1 - inset, y1)


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
        if not cell:
            continue  # a column the row leaves empty keeps its place in the row's text only
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


def _chart_blocks(chart: PdfChart, page_no: int, chart_no: int) -> list[Block]:
    """A rebuilt chart as the PPTX reader gives one: its titles, then one block per point."""
    x0, y0, x1, y1 = chart.box
    group = f"p{page_no}-c{chart_no}"
    blocks = [
        Block(
            text=strip_invisible(title),
            role=BlockRole.CHART_TITLE,
            location=Location(page=page_no, bbox=BBox(x0=x0, y0=y0, x1=x1, y1=y1)),
            group=group,
        )
        for title in chart.titles
    ]
    if chart.unplaced:
        # Read as context, never as a claim: ticks and stray legend words state no result.
        blocks.append(
            Block(
                text=strip_invisible(" · ".join(chart.unplaced)),
                role=BlockRole.CHART_AXIS,
                location=Location(page=page_no, bbox=BBox(x0=x0, y0=y0, x1=x1, y1=y1)),
                group=group,
            )
        )
    for category, series, label in chart.points:
        text = f"{category}: {label}" if not series else f"{category} – {series}: {label}"
        blocks.append(
            Block(
                text=strip_invisible(text),
                role=BlockRole.CHART_POINT,
                location=Location(
                    page=page_no,
                    bbox=BBox(x0=x0, y0=y0, x1=x1, y1=y1),
                    chart_series=series,
                    chart_category=category,
                ),
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
        annotations = deref(annotations)
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
