"""Small decks for batch and annotation tests, built with python-pptx and reportlab."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pptx import Presentation
from pptx.util import Pt


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
    layout = prs.slide_layouts[5]  # title only
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
