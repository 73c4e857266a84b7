"""Build the corpus decks into a folder: PPTX with python-pptx, PDFs with LibreOffice or reportlab."""

from __future__ import annotations

import io
import math
import re
import shutil
from collections.abc import Iterable
from pathlib import Path

from PIL import Image, ImageDraw
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.dml.color import RGBColor
from pptx.enum.chart import XL_CHART_TYPE, XL_LABEL_POSITION
from pptx.enum.shapes import MSO_SHAPE
from pptx.util import Emu, Inches, Pt
from reportlab.lib.pagesizes import landscape
from reportlab.lib.utils import ImageReader, simpleSplit
from reportlab.pdfgen import canvas

from examples.deck_builders import DeckBuildError, export_pdfs
from tests.corpus.schema import DeckSpec, HiddenText, Slide

SLIDE_WIDTH = Inches(13.333)
SLIDE_HEIGHT = Inches(7.5)
TITLE_ONLY_LAYOUT = 5
TITLE_AND_CONTENT_LAYOUT = 1
FOOTNOTE_GREY = RGBColor(0x59, 0x59, 0x59)
TITLE_SLIDE_LAYOUT = 0
HEADING_BLUE = RGBColor(0x1F, 0x3A, 0x68)
SUPERSCRIPT = re.compile(r"\^\{([^}]*)\}")
FOOTNOTE_CHARS_PER_LINE = 150
CHART_KINDS = {
    "column": XL_CHART_TYPE.COLUMN_CLUSTERED,
    "bar": XL_CHART_TYPE.BAR_CLUSTERED,
    "line": XL_CHART_TYPE.LINE_MARKERS,
}


def build_corpus(
    out_dir: Path, decks: Iterable[DeckSpec], with_pdf_exports: bool = True
) -> dict[str, Path]:
    """Write every deck into `out_dir`; returns deck name -> file path.

    With `with_pdf_exports` false the LibreOffice-exported decks are left out (for machines
    without LibreOffice); every other deck is still built.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    built: dict[str, Path] = {}
    to_export: list[tuple[DeckSpec, Path]] = []
    staging = out_dir / "_pptx_for_pdf"
    for deck in decks:
        target = out_dir / deck.filename
        if deck.kind == "pdf" and not with_pdf_exports:
            continue
        if deck.kind == "pptx":
            write_pptx(deck, target)
        elif deck.kind == "pdf":
            staging.mkdir(exist_ok=True)
            source = staging / (deck.name + ".pptx")
            write_pptx(deck, source)
            to_export.append((deck, source))
        elif deck.kind == "reportlab":
            write_reportlab_pdf(deck, target)
        elif deck.kind == "image_pdf":
            write_image_only_pdf(deck, target)
        elif deck.kind == "encrypted_pdf":
            write_reportlab_pdf(deck, target, user_password="committee-only")
        elif deck.kind == "truncated_pptx":
            write_pptx(deck, target)
            data = target.read_bytes()
            target.write_bytes(data[: len(data) // 2])
        else:
            raise DeckBuildError(f"unknown deck kind {deck.kind!r} for {deck.name}")
        built[deck.name] = target
    if to_export:
        export_pdfs([source for _, source in to_export], out_dir)
        for deck, source in to_export:
            exported = out_dir / (source.stem + ".pdf")
            if not exported.is_file():
                raise DeckBuildError(f"LibreOffice did not write {exported.name}")
            built[deck.name] = exported
        shutil.rmtree(staging, ignore_errors=True)
    return built


def write_pptx(deck: DeckSpec, target: Path) -> None:
    """Lay the deck's slides out with python-pptx and save them to `target`."""
    prs = Presentation()
    prs.slide_width = SLIDE_WIDTH
    prs.slide_height = SLIDE_HEIGHT
    prs.core_properties.author = deck.vendor
    prs.core_properties.title = deck.name
    for spec in deck.slides:
        _add_slide(prs, spec)
    prs.save(str(target))


def _add_slide(prs: Presentation, spec: Slide) -> None:
    if spec.subtitle is not None:
        _add_title_slide(prs, spec)
        return
    only_bullets = spec.bullets and not (spec.table or spec.chart or spec.group or spec.narrow)
    layout_index = TITLE_AND_CONTENT_LAYOUT if only_bullets else TITLE_ONLY_LAYOUT
    slide = prs.slides.add_slide(prs.slide_layouts[layout_index])
    slide.shapes.title.left, slide.shapes.title.top = Inches(0.5), Inches(0.3)
    slide.shapes.title.width, slide.shapes.title.height = Inches(12.3), Inches(1.0)
    if SUPERSCRIPT.search(spec.title or ""):
        _set_text(slide.shapes.title.text_frame.paragraphs[0], spec.title or "")
    else:
        slide.shapes.title.text = spec.title or ""
    for paragraph in slide.shapes.title.text_frame.paragraphs:
        for run in paragraph.runs:
            run.font.size = Pt(30)
    top = Inches(1.5)
    if spec.heading is not None:
        if spec.title is None:
            title = slide.shapes.title._element
            title.getparent().remove(title)
            _add_heading(slide, spec.heading, Inches(0.35), size=28)
        else:
            _add_heading(slide, spec.heading, Inches(1.3), size=18)
            top = Inches(2.0)
    if only_bullets:
        body = slide.placeholders[1]
        height = Inches(4.6) - (top - Inches(1.5))
        body.left, body.top, body.width, body.height = Inches(0.6), top, Inches(12.0), height
        _fill_paragraphs(body.text_frame, spec.bullets, size=20)
    elif spec.bullets:
        width = Inches(5.0) if spec.narrow else Inches(12.0)
        box = slide.shapes.add_textbox(Inches(0.6), top, width, Inches(1.6))
        box.text_frame.word_wrap = True
        _fill_paragraphs(box.text_frame, spec.bullets, size=18)
        top = top + Inches(1.8) if not spec.narrow else top
    if spec.table is not None:
        _add_table(slide, spec, top)
    if spec.chart is not None:
        _add_chart(slide, spec, top)
    if spec.group:
        _add_group(slide, spec.group, Inches(5.3) if spec.chart else top)
    _add_extras(slide, spec)


def _add_title_slide(prs: Presentation, spec: Slide) -> None:
    if spec.bullets or spec.table or spec.chart or spec.group or spec.heading:
        raise DeckBuildError("a title slide holds a title and a subtitle only")
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_SLIDE_LAYOUT])
    title, subtitle = slide.shapes.title, slide.placeholders[1]
    title.left, title.top, title.width, title.height = (
        Inches(0.8),
        Inches(1.8),
        Inches(11.7),
        Inches(1.5),
    )
    subtitle.left, subtitle.top, subtitle.width, subtitle.height = (
        Inches(0.8),
        Inches(3.5),
        Inches(11.7),
        Inches(2.2),
    )
    _fill_paragraphs(title.text_frame, (spec.title or "",), size=40)
    _fill_paragraphs(subtitle.text_frame, tuple(spec.subtitle.split("\n")), size=20)
    _add_extras(slide, spec)


def _add_heading(slide, text: str, top: Emu, size: int) -> None:
    box = slide.shapes.add_textbox(Inches(0.6), top, Inches(12.0), Inches(0.6))
    box.name = "Heading"
    box.text_frame.word_wrap = True
    _fill_paragraphs(box.text_frame, (text,), size=size, color=HEADING_BLUE)
    for paragraph in box.text_frame.paragraphs:
        for run in paragraph.runs:
            run.font.bold = True


def _add_extras(slide, spec: Slide) -> None:
    """Footnotes, picture, hidden text, notes and the hidden-slide mark."""
    if spec.footnotes:
        texts = ((spec.footnote,) if spec.footnote else ()) + spec.footnotes
        lines = sum(
            max(1, math.ceil(len(_plain(text)) / FOOTNOTE_CHARS_PER_LINE)) for text in texts
        )
        height = Inches(0.19) * lines + Inches(0.12)
        box = slide.shapes.add_textbox(
            Inches(0.5), SLIDE_HEIGHT - height - Inches(0.1), Inches(12.3), height
        )
        box.name = "Footnotes"
        box.text_frame.word_wrap = True
        _fill_paragraphs(box.text_frame, texts, size=10, color=FOOTNOTE_GREY)
    elif spec.footnote:
        box = slide.shapes.add_textbox(Inches(0.5), Inches(6.55), Inches(12.3), Inches(0.8))
        box.name = "Footnote"
        box.text_frame.word_wrap = True
        _fill_paragraphs(box.text_frame, (spec.footnote,), size=10, color=FOOTNOTE_GREY)
    if spec.picture_alt is not None:
        _add_picture(slide, spec.picture_alt)
    for hidden in spec.hidden:
        _add_hidden(slide, hidden)
    if spec.notes:
        slide.notes_slide.notes_text_frame.text = spec.notes
    if spec.hidden_slide:
        slide._element.set("show", "0")


def _fill_paragraphs(frame, texts: Iterable[str], size: int, color: RGBColor | None = None) -> None:
    for index, text in enumerate(texts):
        paragraph = frame.paragraphs[0] if index == 0 else frame.add_paragraph()
        _set_text(paragraph, text)
        for run in paragraph.runs:
            run.font.size = Pt(size)
            if color is not None:
                run.font.color.rgb = color


def _set_text(paragraph, text: str) -> None:
    """Set a paragraph's text; `^{x}` markup becomes superscript runs."""
    if not SUPERSCRIPT.search(text):
        paragraph.text = text
        return
    for line_index, line in enumerate(text.split("\v")):
        if line_index:
            paragraph.add_line_break()
        pieces = SUPERSCRIPT.split(line)
        for piece_index, piece in enumerate(pieces):
            if not piece:
                continue
            run = paragraph.add_run()
            run.text = piece
            if piece_index % 2:
                run.font._rPr.set("baseline", "30000")


def _plain(text: str) -> str:
    """The text with superscript markup set inline."""
    return SUPERSCRIPT.sub(r"\1", text)


def _add_table(slide, spec: Slide, top: Emu) -> None:
    table_spec = spec.table
    assert table_spec is not None
    rows = len(table_spec.rows) + 1
    cols = len(table_spec.header)
    shape = slide.shapes.add_table(rows, cols, Inches(0.6), top, Inches(12.0), Inches(0.45) * rows)
    table = shape.table
    for col, text in enumerate(table_spec.header):
        _set_cell(table.cell(0, col), text)
    for row_index, row in enumerate(table_spec.rows, start=1):
        for col, text in enumerate(row):
            _set_cell(table.cell(row_index, col), text)
    for row in table.rows:
        for cell in row.cells:
            for paragraph in cell.text_frame.paragraphs:
                for run in paragraph.runs:
                    run.font.size = Pt(14)


def _set_cell(cell, text: str) -> None:
    if SUPERSCRIPT.search(text):
        _set_text(cell.text_frame.paragraphs[0], text)
    else:
        cell.text = text


def _add_chart(slide, spec: Slide, top: Emu) -> None:
    chart_spec = spec.chart
    assert chart_spec is not None
    data = CategoryChartData(number_format=chart_spec.number_format)
    data.categories = list(chart_spec.categories)
    for name, values in chart_spec.series:
        data.add_series(name, list(values))
    if chart_spec.kind not in CHART_KINDS:
        raise DeckBuildError(f"unknown chart kind {chart_spec.kind!r}")
    frame = slide.shapes.add_chart(
        CHART_KINDS[chart_spec.kind],
        Inches(chart_spec.left_in),
        top,
        Inches(chart_spec.width_in),
        Inches(chart_spec.height_in),
        data,
    )
    chart = frame.chart
    chart.has_title = True
    chart.chart_title.text_frame.text = chart_spec.title
    chart.has_legend = (
        len(chart_spec.series) > 1 if chart_spec.legend is None else chart_spec.legend
    )
    plot = chart.plots[0]
    plot.has_data_labels = True
    plot.data_labels.number_format = chart_spec.number_format
    plot.data_labels.number_format_is_linked = False
    plot.data_labels.position = (
        XL_LABEL_POSITION.ABOVE if chart_spec.kind == "line" else XL_LABEL_POSITION.OUTSIDE_END
    )
    if chart_spec.value_axis_title is not None:
        chart.value_axis.has_title = True
        chart.value_axis.axis_title.text_frame.text = chart_spec.value_axis_title
    if chart_spec.category_axis_title is not None:
        chart.category_axis.has_title = True
        chart.category_axis.axis_title.text_frame.text = chart_spec.category_axis_title


def _add_group(slide, texts: tuple[str, ...], top: Emu) -> None:
    group = slide.shapes.add_group_shape()
    group.name = "Callouts"
    height = Inches(1.0)
    for index, text in enumerate(texts):
        box = group.shapes.add_textbox(Inches(0.8), top + height * index, Inches(11.5), height)
        box.text_frame.word_wrap = True
        _fill_paragraphs(box.text_frame, (text,), size=18)


def _add_picture(slide, alt_text: str) -> None:
    image = Image.new("RGB", (160, 90), (30, 60, 120))
    ImageDraw.Draw(image).rectangle((20, 20, 140, 70), outline=(255, 255, 255), width=3)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    buffer.seek(0)
    picture = slide.shapes.add_picture(buffer, Inches(10.8), Inches(5.0), Inches(1.6))
    picture._element.nvPicPr.cNvPr.set("descr", alt_text)


def _add_hidden(slide, hidden: HiddenText) -> None:
    left, top = Inches(0.6), Inches(5.6)
    if hidden.how == "offslide":
        left = SLIDE_WIDTH + Inches(1.0)
    box = slide.shapes.add_textbox(left, top, Inches(9.0), Inches(0.5))
    box.text_frame.word_wrap = True
    size = 1 if hidden.how == "tiny" else 14
    color = RGBColor(0xFF, 0xFF, 0xFF) if hidden.how == "white" else RGBColor(0, 0, 0)
    _fill_paragraphs(box.text_frame, (hidden.text,), size=size, color=color)
    if hidden.how == "behind":
        cover = slide.shapes.add_shape(
            MSO_SHAPE.RECTANGLE, left - Inches(0.1), top - Inches(0.1), Inches(9.4), Inches(0.8)
        )
        cover.fill.solid()
        cover.fill.fore_color.rgb = RGBColor(0x1F, 0x3A, 0x68)
        cover.line.fill.background()


PDF_PAGE = landscape((540.0, 960.0))


def write_reportlab_pdf(deck: DeckSpec, target: Path, user_password: str | None = None) -> None:
    """Draw the deck as a text PDF with reportlab (optionally encrypted with a user password)."""
    encrypt = None
    if user_password is not None:
        from reportlab.lib.pdfencrypt import StandardEncryption

        encrypt = StandardEncryption(user_password, ownerPassword=user_password + "-owner")
    pdf = canvas.Canvas(str(target), pagesize=PDF_PAGE, encrypt=encrypt)
    pdf.setAuthor(deck.vendor)
    pdf.setTitle(deck.name)
    width, height = PDF_PAGE
    for spec in deck.slides:
        pdf.setFont("Helvetica-Bold", 26)
        pdf.drawString(40, height - 60, _plain(spec.title or ""))
        y = height - 110
        if spec.heading is not None:
            pdf.setFont("Helvetica-Bold", 16)
            pdf.setFillColorRGB(0.12, 0.23, 0.41)
            pdf.drawString(40, height - 88, _plain(spec.heading))
            pdf.setFillColorRGB(0, 0, 0)
            y = height - 125
        if spec.subtitle is not None:
            pdf.setFont("Helvetica", 18)
            for line in spec.subtitle.split("\n"):
                pdf.drawString(40, y, _plain(line))
                y -= 26
        pdf.setFont("Helvetica", 17)
        for bullet in spec.bullets:
            text = "- " + _plain(bullet).replace("\v", " ")
            lines = simpleSplit(text, "Helvetica", 17, width - 100)
            for line in lines:
                pdf.drawString(50, y, line)
                y -= 22
            y -= 8
        if spec.table is not None:
            y = _draw_table(pdf, spec, y - 10, width)
        for hidden in spec.hidden:
            pdf.setFillColorRGB(1, 1, 1)
            pdf.setFont("Helvetica", 12)
            pdf.drawString(50, 80, hidden.text)
            pdf.setFillColorRGB(0, 0, 0)
        if spec.footnote and not spec.footnotes:
            pdf.setFont("Helvetica", 9)
            pdf.setFillColorRGB(0.35, 0.35, 0.35)
            for index, line in enumerate(simpleSplit(spec.footnote, "Helvetica", 9, width - 80)):
                pdf.drawString(40, 40 - index * 11, line)
            pdf.setFillColorRGB(0, 0, 0)
        elif spec.footnotes:
            texts = ((spec.footnote,) if spec.footnote else ()) + spec.footnotes
            lines = [
                line
                for text in texts
                for line in simpleSplit(_plain(text), "Helvetica", 9, width - 80)
            ]
            pdf.setFont("Helvetica", 9)
            pdf.setFillColorRGB(0.35, 0.35, 0.35)
            for index, line in enumerate(lines):
                pdf.drawString(40, 18 + (len(lines) - 1 - index) * 11, line)
            pdf.setFillColorRGB(0, 0, 0)
        pdf.showPage()
    pdf.save()


def _draw_table(pdf: canvas.Canvas, spec: Slide, y: float, width: float) -> float:
    table = spec.table
    assert table is not None
    columns = len(table.header)
    first = 330.0
    rest = (width - 100 - first) / max(columns - 1, 1)
    xs = [50.0] + [50.0 + first + rest * index for index in range(columns - 1)]
    pdf.setFont("Helvetica-Bold", 15)
    for x, text in zip(xs, table.header, strict=True):
        pdf.drawString(x, y, _plain(text))
    pdf.line(45, y - 6, width - 45, y - 6)
    pdf.setFont("Helvetica", 15)
    for row in table.rows:
        y -= 26
        for x, text in zip(xs, row, strict=True):
            pdf.drawString(x, y, _plain(text))
    return y - 30


def write_image_only_pdf(deck: DeckSpec, target: Path) -> None:
    """Pages that hold only a picture of their text, as a scanner would produce."""
    width, height = PDF_PAGE
    pdf = canvas.Canvas(str(target), pagesize=PDF_PAGE)
    for spec in deck.slides:
        image = Image.new("L", (960, 540), 255)
        draw = ImageDraw.Draw(image)
        draw.text((40, 40), spec.title or "", fill=0)
        for index, bullet in enumerate(spec.bullets):
            draw.text((60, 110 + 30 * index), bullet, fill=0)
        pdf.drawImage(ImageReader(image), 0, 0, width=width, height=height)
        pdf.showPage()
    pdf.save()
