"""Evenly spaced numbers that are not a chart's axis keep their digits in the page's text.

A table of thresholds (40, 30, 20, 10 down a column, weights beside them, a note under
it) looks to the chart rebuilder like a value axis with data labels and a category line. Whatever
it makes of them, no digit a person sees on the page may go missing from what the audit reads,
and no claim may come of it.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from reportlab.pdfgen import canvas

from extractors import BlockRole, find_claims, read_deck
from extractors.pdf_layout import Fragment, lay_out_page

# Top to bottom, highest level first: the thresholds rise up the page as an axis's ticks do.
_ROWS = [("Level D", "40", "0.8"), ("Level C", "30", "3.1"), ("Level B", "20", "2.7")]
_ROWS.append(("Level A", "10", "1.5"))


def _thresholds_pdf(path: Path) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=(612, 792))
    pdf.setFont("Helvetica-Bold", 20)
    pdf.drawString(72, 700, "Review thresholds")
    pdf.setFont("Helvetica", 12)
    for index, (level, threshold, weight) in enumerate(_ROWS):
        y = 632 - 24 * index
        pdf.drawString(72, y, level)
        pdf.drawRightString(200, y, threshold)
        pdf.drawRightString(300, y, weight)
    pdf.drawString(210, 540, "Scores at or over a threshold go to review")
    pdf.save()
    return path


@pytest.fixture(scope="module")
def deck(tmp_path_factory: pytest.TempPathFactory):
    return read_deck(_thresholds_pdf(tmp_path_factory.mktemp("thresholds") / "thresholds.pdf"))


def _digits(text: str) -> Counter[str]:
    return Counter(re.findall(r"\d", text))


def test_every_digit_of_the_table_reaches_the_page_text(deck) -> None:
    page = deck.pages[0]
    text = "\n".join(b.text for b in page.blocks if b.visible and b.role != BlockRole.TABLE_CELL)
    shown = "".join(threshold + weight for _, threshold, weight in _ROWS)
    assert not _digits(shown) - _digits(text)


def test_no_claim_comes_of_the_table(deck) -> None:
    assert find_claims(deck) == []


def test_a_line_starting_with_a_zero_figure_is_no_list_item() -> None:
    """'02.' opening a line carries on the sentence above (a point's name): no list number."""
    fragments = [
        Fragment(text="Damit existiert ein Weg von 01 nach", x=72, y=400, size=11),
        Fragment(text="02. Also ist X zusammenhängend.", x=72, y=386, size=11),
    ]
    text = " ".join(b.text for b in lay_out_page(fragments, 612, 792))
    assert "nach 02. Also" in text
