"""PDF exports: where a page's wrapped lines keep the space they broke at (LibreOffice draws it at
the end of the line), a line that ends on a bare word ended its paragraph, so two bullets set
without a full stop stay two; wrapped sentences stay joined, and pages drawn without that space
(reportlab) are read as before. A horizontal bar chart's long category name, set flush right
against the plot, is a category however much the width estimate overshoots it."""

from __future__ import annotations

from pathlib import Path

import pytest
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.enum.chart import XL_CHART_TYPE
from pptx.util import Inches, Pt
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfgen import canvas

from examples.deck_builders import export_pdf
from extractors import Deck, read_deck
from extractors.pdf_layout import Fragment, lay_out_page

# Each slide: bullets without a full stop, short enough to fit on one line, then one long enough
# to wrap (its sentence must stay whole).
SLIDES = (
    (
        "Throughput we measured",
        (
            "The XR-7 node also reached 91,300 tokens/s Offline",
            "Our in-house Quill-9B model on that same node: 6,100 tokens/s in a soak test",
            "Across the three suppliers we asked, the node that answered first kept its lead "
            "through every run we made over the two weeks of the trial, whatever the load",
        ),
    ),
    (
        "Latency at the gate",
        (
            "Vision module A answers in 4.2 ms per frame",
            "Module B on the same camera rig takes 9.8 ms per frame",
            "Both figures come from our own bench, measured with the lens cap off and the "
            "conveyor running at its full speed of forty parcels a minute on the night shift",
        ),
    ),
    (
        "Cost lines",
        (
            "Rental of the eight-GPU box: EUR 31 an hour",
            "Our own checkpoint, Tern-3B, serves 2,450 queries/s on it",
        ),
    ),
)

CHART_CATEGORIES = (
    "Lumen Q4 accelerator card (v5.1 Closed)",
    "Kestrel Edge (v6.0 Open)",
    "Heron R2 rack unit",
)
CHART_VALUES = (3180.4, 1422.75, 2204.5)


def _write_pptx(target: Path) -> Path:
    prs = Presentation()
    prs.slide_width, prs.slide_height = Inches(13.333), Inches(7.5)
    for title, bullets in SLIDES:
        slide = prs.slides.add_slide(prs.slide_layouts[6])
        head = slide.shapes.add_textbox(Inches(0.7), Inches(0.4), Inches(11.5), Inches(1.0))
        head.text_frame.text = title
        head.text_frame.paragraphs[0].runs[0].font.size = Pt(28)
        box = slide.shapes.add_textbox(Inches(0.7), Inches(1.6), Inches(11.5), Inches(4.5))
        box.text_frame.word_wrap = True
        for index, text in enumerate(bullets):
            para = box.text_frame.paragraphs[0] if index == 0 else box.text_frame.add_paragraph()
            run = para.add_run()
            run.text = text
            run.font.size = Pt(18)
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    data = CategoryChartData()
    data.categories = CHART_CATEGORIES
    data.add_series("p90 latency", CHART_VALUES, number_format="#,##0.0")
    frame = slide.shapes.add_chart(
        XL_CHART_TYPE.BAR_CLUSTERED, Inches(0.7), Inches(1.5), Inches(11), Inches(3.4), data
    )
    chart = frame.chart
    chart.has_legend = False
    plot = chart.plots[0]
    plot.has_data_labels = True
    plot.data_labels.number_format = "#,##0.0"
    plot.data_labels.number_format_is_linked = False
    plot.data_labels.font.size = Pt(18)
    chart.category_axis.tick_labels.font.size = Pt(18)
    chart.value_axis.tick_labels.font.size = Pt(18)
    prs.save(str(target))
    return target


@pytest.fixture(scope="module")
def libreoffice_deck(tmp_path_factory: pytest.TempPathFactory) -> Deck:
    folder = tmp_path_factory.mktemp("unstopped")
    return read_deck(export_pdf(_write_pptx(folder / "bullets.pptx"), folder))


def _texts(deck: Deck, page: int) -> list[str]:
    return [b.text for b in deck.pages[page - 1].blocks]


@pytest.mark.parametrize("page", [1, 2, 3])
def test_libreoffice_bullets_without_a_stop_stay_apart(libreoffice_deck: Deck, page: int) -> None:
    texts = _texts(libreoffice_deck, page)
    for bullet in SLIDES[page - 1][1]:
        assert bullet in texts, (bullet, texts)


def test_libreoffice_long_bar_names_are_categories(libreoffice_deck: Deck) -> None:
    points = [b.text for b in libreoffice_deck.pages[3].blocks if b.role.value == "chart_point"]
    for name, value in zip(CHART_CATEGORIES, CHART_VALUES, strict=True):
        assert f"{name}: {value:,.1f}" in points, points


def test_reportlab_wrapped_lines_without_trailing_space_stay_joined(tmp_path: Path) -> None:
    target = tmp_path / "drawn.pdf"
    pdf = canvas.Canvas(str(target), pagesize=landscape(letter))
    pdf.setFont("Helvetica-Bold", 26)
    pdf.drawString(50, 540, "What the trial showed")
    pdf.setFont("Helvetica", 16)
    lines = (
        "The cluster held 48,200 tokens/s for the whole of the night shift while the",
        "batch queue drained, which is the figure the board asked us to confirm",
        "Renewal of the support contract is due in March",
    )
    for index, line in enumerate(lines):
        pdf.drawString(50, 480 - 19 * index, line)
    pdf.showPage()
    pdf.save()
    texts = _texts(read_deck(target), 1)
    assert " ".join(lines[:2]) in " ".join(texts), texts


def _f(text: str, y: float, x: float = 50.0) -> Fragment:
    return Fragment(text=text, x=x, y=y, size=18.0)


def test_a_bare_line_end_closes_the_paragraph_where_wraps_keep_their_space() -> None:
    fragments = [
        _f("Fleet plan: 1,200 kiosks answered by the ", 400.0),
        _f("regional node within the hour", 378.4),
        _f("Node C peaks at 7,700 images/s", 356.8),
    ]
    texts = [b.text for b in lay_out_page(fragments, 960.0, 540.0)]
    assert texts == [
        "Fleet plan: 1,200 kiosks answered by the regional node within the hour",
        "Node C peaks at 7,700 images/s",
    ]


def test_a_break_after_a_hyphen_still_wraps() -> None:
    fragments = [
        _f("The pilot runs on two eight-GPU ", 400.0),
        _f("nodes and keeps one spare B300-", 378.4),
        _f("class card at 41 kW per rack", 356.8),
    ]
    texts = [b.text for b in lay_out_page(fragments, 960.0, 540.0)]
    assert texts == [
        "The pilot runs on two eight-GPU nodes and keeps one spare B300-class card at 41 kW per rack"
    ]


def test_a_space_drawn_as_its_own_run_counts_as_the_wrap() -> None:
    fragments = [
        _f("Every store sends its receipts to the", 400.0),
        Fragment(text=" ", x=380.0, y=400.0, size=18.0),
        _f("pooled cluster overnight", 378.4),
        _f("Peak load lands at 2 a.m.", 356.8),
    ]
    texts = [b.text for b in lay_out_page(fragments, 960.0, 540.0)]
    assert texts == [
        "Every store sends its receipts to the pooled cluster overnight",
        "Peak load lands at 2 a.m.",
    ]


def test_without_spaced_wraps_on_the_page_lines_join_as_before() -> None:
    fragments = [
        _f("Every store sends its receipts to the", 400.0),
        _f("pooled cluster overnight", 378.4),
    ]
    texts = [b.text for b in lay_out_page(fragments, 960.0, 540.0)]
    assert texts == ["Every store sends its receipts to the pooled cluster overnight"]
