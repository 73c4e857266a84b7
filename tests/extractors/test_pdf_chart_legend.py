"""A chart's legend names the series of its points, even when the name wraps onto two lines.

Drawn as LibreOffice exports a narrow one-series column chart: the value axis's ticks up the left,
one data label over each column, the category names under them (one wrapped after the hyphen of
its result ID), and right of the plot a small filled swatch beside the series name, wrapped onto
two lines set closer than two legend entries would be.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.pdfgen import canvas

from extractors import BlockRole, find_claims, read_deck
from extractors.pdf_charts import find_charts
from extractors.pdf_layout import Fragment

_SERIES = "MLPerf Inference v5.1 Closed"


def _chart_pdf(path: Path) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=(960, 540))
    pdf.setFont("Helvetica-Bold", 28)
    pdf.drawString(50, 480, "Eight GPUs against eight GPUs")
    pdf.setFont("Helvetica", 21.6)
    pdf.drawString(274, 396, "Llama 2 70B, Server tokens/s")
    pdf.setFont("Helvetica", 18)
    for index, tick in enumerate(("0", "10000", "20000", "30000")):
        pdf.drawRightString(172, 221 + 43.5 * index, tick)
    pdf.setFillColorRGB(0.0, 0.27, 0.53)
    pdf.rect(235, 221, 95, 150, stroke=0, fill=1)  # the columns, in the series' colour
    pdf.rect(447, 221, 95, 116, stroke=0, fill=1)
    pdf.rect(625, 296, 9, 9, stroke=0, fill=1)  # the legend's swatch
    pdf.setFillColorRGB(0, 0, 0)
    pdf.drawString(247, 379, "33,244.3")
    pdf.drawString(459, 346, "25,614.7")
    pdf.drawString(215, 203, "BX-8 (5.1-0026)")
    pdf.drawString(400, 203, "ESC8000A-E12 (5.1-")
    pdf.drawString(473, 182.5, "0005)")
    pdf.drawString(641, 307, "MLPerf Inference v5.1 ")
    pdf.drawString(641, 286, "Closed")
    pdf.save()
    return path


@pytest.fixture(scope="module")
def deck(tmp_path_factory: pytest.TempPathFactory):
    return read_deck(_chart_pdf(tmp_path_factory.mktemp("legend") / "legend.pdf"))


def test_the_wrapped_legend_is_the_series_of_every_point(deck) -> None:
    points = [b for b in deck.pages[0].blocks if b.role == BlockRole.CHART_POINT]
    assert [(b.location.chart_category, b.location.chart_series) for b in points] == [
        ("BX-8 (5.1-0026)", _SERIES),
        ("ESC8000A-E12 (5.1-0005)", _SERIES),
    ]
    # The legend is the points' series, not loose chart text beside the ticks.
    axis = [b.text for b in deck.pages[0].blocks if b.role == BlockRole.CHART_AXIS]
    assert not any("Closed" in text for text in axis)


def test_the_legend_gives_the_points_their_round_and_the_category_its_result_id(deck) -> None:
    claims = {c.location.chart_category: c for c in find_claims(deck) if c.location.chart_category}
    assert claims["ESC8000A-E12 (5.1-0005)"].result_id == "5.1-0005"
    assert claims["ESC8000A-E12 (5.1-0005)"].round == "v5.1"
    assert claims["BX-8 (5.1-0026)"].result_id == "5.1-0026"


def _f(text: str, x: float, y: float, size: float = 18.0) -> Fragment:
    return Fragment(text=text, x=x, y=y, size=size)


def test_two_legend_entries_for_two_series_stay_apart() -> None:
    """One line per series, as many as a category has labels: each line is its own entry even
    where the legend sets them close."""
    fragments = [
        *[
            _f(t, 163.0 - 9.0 * len(t), 221.1 + 43.5 * i)  # right-aligned up the axis
            for i, t in enumerate(("0", "10000", "20000", "30000"))
        ],
        _f("Onyx O1", 215.0, 203.0),
        _f("Onyx O2", 420.0, 203.0),
        _f("31,000", 210.0, 360.0),
        _f("24,000", 260.0, 330.0),
        _f("27,000", 415.0, 345.0),
        _f("20,000", 465.0, 310.0),
        _f("Offline", 641.0, 307.0),
        _f("Server", 641.0, 286.0),
    ]
    charts, _rest = find_charts(fragments)
    assert len(charts) == 1
    assert sorted(charts[0].points) == [
        ("Onyx O1", "Offline", "31,000"),
        ("Onyx O1", "Server", "24,000"),
        ("Onyx O2", "Offline", "27,000"),
        ("Onyx O2", "Server", "20,000"),
    ]
