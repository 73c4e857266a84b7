"""Build the corpus decks into a folder: PPTX with python-pptx, PDFs with LibreOffice or reportlab."""

from __future__ import annotations

import io
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

from examples.deck_builders import DeckBuildError, export_pdfs, paragraphs
from tests.corpus.schema import DeckSpec, HiddenText, Slide

SLIDE_WIDTH = Inches(13.333)
SLIDE_HEIGHT = Inches(7.5)
TITLE_ONLY_LAYOUT = 5
TITLE_AND_CONTENT_LAYOUT = 1
FOOTNOTE_GREY = RGBColor(0x59, 0x59, 0x59)


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
    only_bullets = spec.bullets and not (spec.table or spec.chart or spec.group or spec.narrow)
    layout_index = TITLE_AND_CONTENT_LAYOUT if only_bullets else TITLE_ONLY_LAYOUT
    slide = prs.slides.add_slide(prs.slide_layouts[layout_index])
    slide.shapes.title.left, slide.shapes.title.top = Inches(0.5), Inches(0.3)
    slide.shapes.title.width, slide.shapes.title.height = Inches(12.3), Inches(1.0)
    slide.shapes.title.text = spec.title or ""
    for paragraph in slide.shapes.title.text_frame.paragraphs:
        for run in paragraph.runs:
            run.font.size = Pt(30)
    top = Inches(1.5)
    if only_bullets:
        body = slide.placeholders[1]
        body.left, body.top, body.width, body.height = Inches(0.6), top, Inches(12.0), Inches(4.6)
        paragraphs(body.text_frame, spec.bullets, size=20)
    elif spec.bullets:
        width = Inches(5.0) if spec.narrow else Inches(12.0)
        box = slide.shapes.add_textbox(Inches(0.6), top, width, Inches(1.6))
        box.text_frame.word_wrap = True
        paragraphs(box.text_frame, spec.bullets, size=18)
        top = Inches(3.3) if not spec.narrow else Inches(1.5)
    if spec.table is not None:
        _add_table(slide, spec, top)
    if spec.chart is not None:
        _add_chart(slide, spec, top)
    if spec.group:
        _add_group(slide, spec.group, Inches(5.3) if spec.chart else top)
    if spec.footnote:
        box = slide.shapes.add_textbox(Inches(0.5), Inches(6.55), Inches(12.3), Inches(0.8))
        box.name = "Footnote"
        box.text_frame.word_wrap = True
        paragraphs(box.text_frame, (spec.footnote,), size=10, color=FOOTNOTE_GREY)
    if spec.picture_alt is not None:
        _add_picture(slide, spec.picture_alt)
    for hidden in spec.hidden:
        _add_hidden(slide, hidden)
    if spec.notes:
        slide.notes_slide.notes_text_frame.text = spec.notes
    if spec.hidden_slide:
        slide._element.set("show", "0")


def _add_table(slide, spec: Slide, top: Emu) -> None:
    table_spec = spec.table
    assert table_spec is not None
    rows = len(table_spec.rows) + 1
    cols = len(table_spec.header)
    shape = slide.shapes.add_table(rows, cols, Inches(0.6), top, Inches(12.0), Inches(0.45) * rows)
    table = shape.table
    for col, text in enumerate(table_spec.header):
        table.cell(0, col).text = text
    for row_index, row in enumerate(table_spec.rows, start=1):
        for col, text in enumerate(row):
            table.cell(row_index, col).text = text
    for row in table.rows:
        for cell in row.cells:
            for paragraph in cell.text_frame.paragraphs:
                for run in paragraph.runs:
                    run.font.size = Pt(14)


def _add_chart(slide, spec: Slide, top: Emu) -> None:
    chart_spec = spec.chart
    assert chart_spec is not None
    data = CategoryChartData(number_format=chart_spec.number_format)
    data.categories = list(chart_spec.categories)
    for name, values in chart_spec.series:
        data.add_series(name, list(values))
    frame = slide.shapes.add_chart(
        XL_CHART_TYPE.COLUMN_CLUSTERED, Inches(0.8), top, Inches(8.0), Inches(3.6), data
    )
    chart = frame.chart
    chart.has_title = True
    chart.chart_title.text_frame.text = chart_spec.title
    chart.has_legend = len(chart_spec.series) > 1
    plot = chart.plots[0]
    plot.has_data_labels = True
    plot.data_labels.number_format = chart_spec.number_format
    plot.data_labels.number_format_is_linked = False
    plot.data_labels.position = XL_LABEL_POSITION.OUTSIDE_END


def _add_group(slide, texts: tuple[str, ...], top: Emu) -> None:
    group = slide.shapes.add_group_shape()
    group.name = "Callouts"
    height = Inches(1.0)
    for index, text in enumerate(texts):
        box = group.shapes.add_textbox(Inches(0.8), top + height * index, Inches(11.5), height)
        box.text_frame.word_wrap = True
        paragraphs(box.text_frame, (text,), size=18)


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
    paragraphs(box.text_frame, (hidden.text,), size=size, color=color)
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
        pdf.drawString(40, height - 60, spec.title or "")
        y = height - 110
        pdf.setFont("Helvetica", 17)
        for bullet in spec.bullets:
            lines = simpleSplit("- " + bullet.replace("\v", " "), "Helvetica", 17, width - 100)
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
        if spec.footnote:
            pdf.setFont("Helvetica", 9)
            pdf.setFillColorRGB(0.35, 0.35, 0.35)
            for index, line in enumerate(simpleSplit(spec.footnote, "Helvetica", 9, width - 80)):
                pdf.drawString(40, 40 - index * 11, line)
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
        pdf.drawString(x, y, text)
    pdf.line(45, y - 6, width - 45, y - 6)
    pdf.setFont("Helvetica", 15)
    for row in table.rows:
        y -= 26
        for x, text in zip(xs, row, strict=True):
            pdf.drawString(x, y, text)
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
