"""Text drawn by annotations (filled-in form fields) is read as text of its page."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen import canvas

from extractors import read_deck

SHOWN = "Throughput 12,345 samples/s"
NOT_DRAWN = "Offline 98,765 samples/s"


def _form(path: Path) -> Path:
    pdf = canvas.Canvas(str(path))
    pdf.drawString(72, 720, "Results form")
    form = pdf.acroForm
    form.textfield(name="shown", value=SHOWN, x=72, y=600, width=300, height=24, borderWidth=0)
    form.textfield(
        name="hidden", value=NOT_DRAWN, x=72, y=500, width=300, height=24, annotationFlags="hidden"
    )
    pdf.save()
    return path


def test_form_field_values_are_read_as_visible_text(tmp_path: Path) -> None:
    deck = read_deck(_form(tmp_path / "form.pdf"))
    shown = [b for b in deck.all_blocks() if b.text == SHOWN]
    assert len(shown) == 1
    block = shown[0]
    assert block.visible and block.role.value == "body" and block.location.page == 1
    assert block.location.bbox is not None and block.location.bbox.y0 == 600


def test_fields_the_viewer_does_not_draw_are_not_page_text(tmp_path: Path) -> None:
    deck = read_deck(_form(tmp_path / "form.pdf"))
    assert not any(NOT_DRAWN in b.text and b.visible for b in deck.all_blocks())
