"""The one deck builder that tests, examples and benchmarks share (python-pptx, reportlab, LibreOffice).

The shape helpers (`paragraphs`, `textbox`, `table`, `footnote`) and the exports (`export_pdf`,
`rezip_with_fixed_times`) are what every deck here is made of; the ready-made decks below are the
small ones tests reach for: `build_pptx`/`build_pdf`/`vendor_deck` (batch and annotation),
`bullet_deck`/`numbered_deck`/`broken_deck` (the reviewer app) and `write_long_pptx` (the
extraction benchmark). Larger, specified decks (the labelled corpus, the reader fixture, the
examples) describe their content beside their users and are laid out with these helpers.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from lxml import etree
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.dml.color import RGBColor
from pptx.enum.chart import XL_CHART_TYPE
from pptx.oxml.ns import qn
from pptx.util import Inches, Pt

TITLE_SLIDE, TITLE_AND_CONTENT, TITLE_ONLY, BLANK = 0, 1, 5, 6
WHITE = RGBColor(0xFF, 0xFF, 0xFF)
GREY = RGBColor(0x59, 0x59, 0x59)
SOFFICE_TIMEOUT_S = 300


class DeckBuildError(RuntimeError):
    """A deck could not be built (for example, LibreOffice is missing or failed)."""


# --- shapes -----------------------------------------------------------------------------------


def paragraphs(frame, texts: Iterable[str], size: float, color: RGBColor | None = None) -> None:
    """Fill a text frame with one paragraph per text, each run at `size` points and `color`."""
    for index, text in enumerate(texts):
        paragraph = frame.paragraphs[0] if index == 0 else frame.add_paragraph()
        paragraph.text = text
        for run in paragraph.runs:
            run.font.size = Pt(size)
            if color is not None:
                run.font.color.rgb = color


def textbox(slide_or_group, box: tuple[float, float, float, float], text: str, size: float):
    """A word-wrapped text box at (x, y, w, h) inches holding one paragraph."""
    x, y, w, h = box
    shape = slide_or_group.shapes.add_textbox(Inches(x), Inches(y), Inches(w), Inches(h))
    shape.text_frame.word_wrap = True
    paragraphs(shape.text_frame, (text,), size)
    return shape


def footnote(slide, text: str) -> None:
    """A small grey footnote along the bottom of a 4:3 slide."""
    shape = slide.shapes.add_textbox(Inches(0.4), Inches(6.9), Inches(9.2), Inches(0.4))
    shape.name = "Footnote"
    shape.text_frame.word_wrap = True
    paragraphs(shape.text_frame, (text,), 9, GREY)


def table(slide, header, rows, box: tuple[float, float, float, float]) -> None:
    """A table with a header row at (x, y, w, h) inches, text at 14 pt."""
    x, y, w, h = box
    shape = slide.shapes.add_table(
        len(rows) + 1, len(header), Inches(x), Inches(y), Inches(w), Inches(h)
    )
    for row_index, row in enumerate((header, *rows)):
        for col, text in enumerate(row):
            cell = shape.table.cell(row_index, col)
            cell.text = text
            for run in cell.text_frame.paragraphs[0].runs:
                run.font.size = Pt(14)


# --- files ------------------------------------------------------------------------------------


def soffice_path() -> str | None:
    """The LibreOffice binary used for PDF exports, or None when it is not installed."""
    return shutil.which("soffice") or shutil.which("libreoffice")


def export_pdfs(sources: list[Path], out_dir: Path) -> None:
    """Convert PPTX files to PDF with headless LibreOffice, as a vendor's export would."""
    binary = soffice_path()
    if binary is None:
        raise DeckBuildError("LibreOffice (soffice) is needed to export the PDF decks")
    with tempfile.TemporaryDirectory(prefix="deck-soffice-") as profile:
        command = [
            binary,
            f"-env:UserInstallation=file://{profile}",
            "--headless",
            "--norestore",
            "--convert-to",
            "pdf",
            "--outdir",
            str(out_dir),
            *[str(path) for path in sources],
        ]
        env = dict(os.environ, HOME=profile)
        try:
            result = subprocess.run(
                command, capture_output=True, text=True, timeout=SOFFICE_TIMEOUT_S, env=env
            )
        except subprocess.TimeoutExpired as exc:
            raise DeckBuildError("LibreOffice PDF export timed out") from exc
    if result.returncode != 0:
        raise DeckBuildError(f"LibreOffice failed: {result.stderr.strip()[:500]}")


def export_pdf(pptx: Path, out_dir: Path) -> Path:
    """Convert one PPTX to PDF with headless LibreOffice; returns the PDF's path."""
    export_pdfs([pptx], out_dir)
    pdf = out_dir / (pptx.stem + ".pdf")
    if not pdf.is_file():
        raise DeckBuildError(f"LibreOffice did not write {pdf}")
    return pdf


def rezip_with_fixed_times(
    source: Path, target: Path, date_time: tuple[int, int, int, int, int, int]
) -> None:
    """Copy a PPTX's zip with every entry stamped `date_time`, so that builds are reproducible."""
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w") as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=date_time)
            fixed.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(fixed, src.read(info.filename))


# --- small decks for batch and annotation tests ------------------------------------------------


@dataclass(frozen=True)
class TextBox:
    """A text box on a slide: position and size in points, and its text."""

    text: str
    left: float = 40.0
    top: float = 120.0
    width: float = 420.0
    height: float = 60.0


def build_pptx(
    path: Path,
    slides: list[tuple[str, list[TextBox]]],
    author: str = "Acme Chips",
    notes: dict[int, str] | None = None,
) -> Path:
    """A 16:9 deck with one title-only slide per entry and the given text boxes."""
    prs = Presentation()
    prs.slide_width, prs.slide_height = Pt(960), Pt(540)
    prs.core_properties.author = author
    layout = prs.slide_layouts[TITLE_ONLY]
    for number, (title, boxes) in enumerate(slides, start=1):
        slide = prs.slides.add_slide(layout)
        slide.shapes.title.text = title
        for box in boxes:
            shape = slide.shapes.add_textbox(
                Pt(box.left), Pt(box.top), Pt(box.width), Pt(box.height)
            )
            shape.text_frame.word_wrap = True
            shape.text_frame.text = box.text
        if notes and number in notes:
            slide.notes_slide.notes_text_frame.text = notes[number]
    prs.save(str(path))
    return path


def build_pdf(path: Path, lines: list[tuple[float, float, str]], author: str = "") -> Path:
    """A one-page landscape PDF with each (x, y, text) line drawn at 14 pt, origin bottom-left."""
    from reportlab.lib.pagesizes import landscape, letter
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=landscape(letter))
    if author:
        pdf.setAuthor(author)
    pdf.setFont("Helvetica-Bold", 22)
    pdf.drawString(50, 540, "MLPerf Inference results")
    pdf.setFont("Helvetica", 14)
    for x, y, text in lines:
        pdf.drawString(x, y, text)
    pdf.showPage()
    pdf.save()
    return path


OFFLINE_CLAIM = "24,525 tokens/s on Llama 2 70B in the Offline scenario, MLPerf Inference v4.1"
SERVER_CLAIM = (
    "21,000 tokens/s on Llama 2 70B, Server scenario, Closed division, MLPerf Inference v4.1, "
    "8 GPUs"
)


def vendor_deck(path: Path, vendor: str, claim: str) -> Path:
    """A two-slide vendor deck whose second slide carries one benchmark claim."""
    return build_pptx(
        path,
        [
            (f"{vendor} inference platform", [TextBox(f"{vendor} builds servers for AI.")]),
            ("Llama 2 70B results", [TextBox(claim)]),
        ],
        author=vendor,
    )


# --- small decks for the reviewer app ----------------------------------------------------------

CHAT_SLIDES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "Acme A9 for your support chatbot",
        (
            "Your customers chat live with the assistant on the web site",
            "#1 in MLPerf Inference.",
        ),
    ),
    (
        "Llama 2 70B throughput",
        ("24,525 tokens/s on Llama 2 70B in MLPerf Inference v4.1, Offline scenario.",),
    ),
    (
        "Next steps",
        ("A pilot in your data centre in June",),
    ),
)


def bullet_deck(path: Path, slides: tuple[tuple[str, tuple[str, ...]], ...] = CHAT_SLIDES) -> Path:
    """A PPTX with one title and a text box of bullets per slide."""
    prs = Presentation()
    blank = prs.slide_layouts[TITLE_ONLY]
    for title, bullets in slides:
        slide = prs.slides.add_slide(blank)
        slide.shapes.title.text = title
        box = slide.shapes.add_textbox(Inches(0.7), Inches(1.8), Inches(8.5), Inches(4))
        frame = box.text_frame
        frame.word_wrap = True
        for index, bullet in enumerate(bullets):
            paragraph = frame.paragraphs[0] if index == 0 else frame.add_paragraph()
            paragraph.text = bullet
            paragraph.font.size = Pt(20)
    path.parent.mkdir(parents=True, exist_ok=True)
    prs.save(path)
    return path


def numbered_deck(path: Path, slides: int) -> Path:
    """A deck of `slides` slides, each with one Offline and one Server claim."""
    content = tuple(
        (
            f"Results, part {n}",
            (
                f"{1000 + 37 * n:,} tokens/s on Llama 2 70B in MLPerf Inference v4.1, "
                "Offline scenario, Closed division",
                f"{800 + n:,} queries/s on ResNet-50, Server scenario, Closed division",
            ),
        )
        for n in range(1, slides + 1)
    )
    return bullet_deck(path, content)


def broken_deck(path: Path) -> Path:
    """A file named .pptx that is a zip without any presentation in it."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("hello.txt", "not a presentation")
    return path


# --- the many-slide deck the extraction benchmark times ----------------------------------------

LEAGUE_HEADER = ("System", "Benchmark", "Accelerators", "Throughput (tokens/s)")


def write_long_pptx(target: Path, slides: int = 60) -> Path:
    """A deck of `slides` slides cycling through bullets, tables, charts, groups and notes."""
    prs = Presentation()
    for index in range(slides):
        kind = index % 5
        number = 1000 + 37 * index
        round_ = f"v{4 + index % 3}.{index % 2}"
        if kind == 0:
            slide = prs.slides.add_slide(prs.slide_layouts[TITLE_AND_CONTENT])
            slide.shapes.title.text = f"MLPerf Inference {round_}: section {index + 1}"
            bullets = (
                f"{number:,} tokens/s on Llama 2 70B in the Offline scenario, Closed division",
                f"Time to first token of {index + 200} ms on Llama 3.1 8B in the Server scenario",
                f"{1 + index % 4}.{index % 10}x the previous generation on BERT",
                f"Revenue of ${index + 3}M from {index + 40} customers in 2025",
            )
            paragraphs(slide.placeholders[1].text_frame, bullets, 18)
            footnote(slide, f"* MLPerf Inference {round_}, result {round_[1:]}-00{index:02d}.")
        elif kind == 1:
            slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
            slide.shapes.title.text = f"MLPerf Inference {round_} league table"
            rows = tuple(
                (f"System {index}-{r}", "Mixtral 8x7B", str(2**r), f"{number * (r + 1):,}")
                for r in range(6)
            )
            table(slide, LEAGUE_HEADER, rows, (0.5, 1.6, 9.0, 4.2))
        elif kind == 2:
            slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
            slide.shapes.title.text = f"Vision results {index + 1}"
            data = CategoryChartData()
            data.categories = ["A", "B", "C", "D"]
            data.add_series("ResNet-50 Offline", [number, number + 10, number + 20, number + 30])
            data.add_series("RetinaNet Offline", [number / 10, number / 9, number / 8, 1.0])
            chart = slide.shapes.add_chart(
                XL_CHART_TYPE.COLUMN_CLUSTERED,
                Inches(0.8),
                Inches(1.6),
                Inches(8.4),
                Inches(5.0),
                data,
            ).chart
            chart.has_title = True
            chart.chart_title.text_frame.text = f"MLPerf Inference {round_} (samples/s)"
        elif kind == 3:
            slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
            slide.shapes.title.text = f"Highlights {index + 1}"
            group = slide.shapes.add_group_shape()
            for line in range(4):
                textbox(
                    group,
                    (0.5, 1.6 + line, 9.0, 0.9),
                    f"{number + line:,} samples/s on DLRM-v2 in MLPerf Inference {round_}, "
                    f"Server scenario, {2**line} accelerators.",
                    16,
                )
        else:
            slide = prs.slides.add_slide(prs.slide_layouts[TITLE_AND_CONTENT])
            slide.shapes.title.text = f"Why Aurora {index + 1}"
            paragraphs(
                slide.placeholders[1].text_frame,
                (
                    "Deployed in 14 countries with 99.9% uptime",
                    f"Headcount of {index + 300} engineers",
                    f"#1 in MLPerf Inference {round_} on Llama 3.1 405B",
                ),
                18,
            )
        slide.notes_slide.notes_text_frame.text = (
            f"Speaker notes {index + 1}: remind the audience that GPT-J ran at "
            f"{number // 10:,} samples/s in MLPerf Inference {round_}."
        )
    prs.save(str(target))
    return target


_RUN_FILLS = {
    qn(f"a:{name}") for name in ("ln", "noFill", "solidFill", "gradFill", "pattFill", "blipFill")
}


def make_runs_transparent(element) -> None:
    """Draw every text run below `element` fully transparent, its layout unchanged (removing the
    text instead would shrink auto-fitted boxes): how a slide looks without that text."""
    for run in element.iter(qn("a:r")):
        properties = run.get_or_add_rPr()
        for child in list(properties):
            if child.tag in _RUN_FILLS:
                properties.remove(child)
        clear = etree.Element(qn("a:solidFill"))
        colour = etree.SubElement(clear, qn("a:srgbClr"), val="000000")
        etree.SubElement(colour, qn("a:alpha"), val="0")
        properties.insert(0, clear)
