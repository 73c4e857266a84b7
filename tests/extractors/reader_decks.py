"""Decks for the reader tests and the extraction benchmark, built with python-pptx and reportlab.

`write_reader_pptx` lays out one deck that exercises every reader feature (wrapped bullets,
placeholders, nested groups with scaled coordinates, tables, charts, notes, alt text, hidden
slides, every kind of hidden text, footnotes and distractor numbers); the tests assert exactly
what the readers and the claim finder get out of it, and out of its LibreOffice PDF export.
`write_reportlab_pdf` draws a PDF by hand for the layout cases LibreOffice never produces
(hyphenated wrapping, a table of aligned text, render mode 3, text outside the page box).
The shape helpers and the LibreOffice export come from `examples.deck_builders`.
"""

from __future__ import annotations

from pathlib import Path

from lxml import etree
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.dml.color import RGBColor
from pptx.enum.chart import XL_CHART_TYPE
from pptx.enum.shapes import MSO_SHAPE
from pptx.oxml.ns import qn
from pptx.util import Inches
from reportlab.pdfgen import canvas

from examples.deck_builders import (
    TITLE_AND_CONTENT,
    TITLE_ONLY,
    WHITE,
    footnote,
    paragraphs,
    table,
    textbox,
)
from extractors import Claim

# Slide 1: placeholders, a bullet long enough to wrap, a footnote and business distractors.
S1_TITLE = "Aurora X9 results in MLPerf Inference v5.1"
S1_WRAPPED = (
    "Aurora X9 reached 24,525 tokens/s on Llama 2 70B in the Offline scenario, Closed division, "
    "with eight accelerators in one chassis and no changes to the reference model"
)
S1_LATENCY = "Time to first token of 450 ms at the 99th percentile in the Server scenario"
S1_PRICE = "List price of $289,000 per chassis, shipping in 2026"
S1_FOOTNOTE = "* Results from MLPerf Inference v5.1, Closed division, result 5.1-0043."

# Slide 2: a table under a header that names the unit, and a business table beside it.
S2_TITLE = "MLPerf Inference v5.0 Server results"
S2_HEADER = ("System", "Benchmark", "Accelerators", "Throughput (tokens/s)")
S2_ROWS = (
    ("Aurora X9 (liquid cooled, one chassis)", "Llama 2 70B", "8", "21,300"),
    ("Aurora X7", "Mixtral 8x7B", "8", "48,100"),
)
S2_PRICE_HEADER = ("Plan", "Price per month", "Customers")
S2_PRICE_ROWS = (("Starter", "$4,000", "1,200"),)

# Slide 3: a chart whose title names benchmark and unit, with alt text on the chart frame.
S3_TITLE = "Vision inference"
S3_CHART_TITLE = "ResNet-50 Offline throughput, MLPerf Inference v4.1 (samples/s)"
S3_CATEGORIES = ("Aurora X9", "Rival R5")
S3_SERIES = ("Closed division", (95000.0, 81250.5))
S3_ALT = "Bar chart showing 95,000 samples/s on ResNet-50"

# Slide 4: nested groups with scaled coordinates, a rank claim and speaker notes.
S4_TITLE = "Generational gains"
S4_OUTER = "3.2x faster on BERT than the previous generation in MLPerf Inference v4.0."
S4_INNER = "#1 in MLPerf Inference v5.1 for Llama 3.1 405B"
S4_NOTES = (
    "Mention that DLRM-v2 improved 1.9x in MLPerf Inference v4.1. "
    "Our support team answers in 4 hours."
)

# Slide 5: one visible claim among text nobody can see.
S5_TITLE = "Mixture-of-experts serving"
S5_VISIBLE = "Mixtral 8x7B: 52,000 tokens/s in MLPerf Inference v5.0, Server scenario."
S5_WHITE = "White: 99,000 tokens/s on Llama 2 70B in MLPerf Inference v5.1."
S5_TRANSPARENT = "Transparent: 88,000 tokens/s on Llama 2 70B in MLPerf Inference v5.1."
S5_TINY = "Tiny: 77,000 tokens/s on Llama 2 70B in MLPerf Inference v5.1."
S5_OFFSLIDE = "Off-slide: 66,000 tokens/s on Llama 2 70B in MLPerf Inference v5.1."
S5_COVERED = "Covered: 55,000 tokens/s on Llama 2 70B in MLPerf Inference v5.1."

# Slide 6: a hidden slide with a claim on it.
S6_TITLE = "Backup: unreleased figures"
S6_TEXT = "44,000 tokens/s on GPT-J in MLPerf Inference v5.1."

# Slide 7: business figures only; none of them is a benchmark claim.
S7_TITLE = "Company at a glance"
S7_DISTRACTORS = (
    "Revenue grew 42% year over year to $1.2B",
    "Headcount of 3,400 employees in 12 countries",
    "99.99% uptime across every region",
    "More than 1,500 customers since 2009",
    "Roadmap: X10 in 2026 and X11 in 2027",
    "Our search cluster answers 1,000 queries/s at 20 ms",
    "Llama 2 70B supported since March 2024",
)

# The group geometry of slide 4, in inches: children are drawn at child coordinates and
# the group maps its child box (0, 0, 8, 4) onto the slide box (1, 3.5, 4, 2): a half scale.
OUTER_OFF, OUTER_EXT, OUTER_CH_EXT = (1.0, 3.5), (4.0, 2.0), (8.0, 4.0)
OUTER_CHILD_BOX = (0.0, 0.0, 8.0, 1.0)  # x, y, w, h in child inches
INNER_CHILD_BOX = (0.0, 2.0, 8.0, 2.0)  # the inner group's own box, in the outer's child space
INNER_TEXT_BOX = (0.0, 0.0, 4.0, 1.0)  # inside the inner group, whose child box is 4 x 1


# (page, role, text, metric value, unit, benchmark, round, result id, rank claim)
EXPECTED_CLAIMS = [
    (1, "body", S1_WRAPPED, 24525.0, "tokens/s", "llama2-70b", "v5.1", "5.1-0043", False),
    (1, "body", S1_LATENCY, 450.0, "ms", None, "v5.1", "5.1-0043", False),
    (
        2,
        "table_row",
        "Aurora X9 (liquid cooled, one chassis) | Llama 2 70B | 8 | 21,300",
        21300.0,
        "tokens/s",
        "llama2-70b",
        "v5.0",
        None,
        False,
    ),
    (
        2,
        "table_row",
        "Aurora X7 | Mixtral 8x7B | 8 | 48,100",
        48100.0,
        "tokens/s",
        "mixtral-8x7b",
        "v5.0",
        None,
        False,
    ),
    (
        3,
        "chart_point",
        "Aurora X9 – Closed division: 95000",
        95000.0,
        "samples/s",
        "resnet",
        "v4.1",
        None,
        False,
    ),
    (
        3,
        "chart_point",
        "Rival R5 – Closed division: 81250.5",
        81250.5,
        "samples/s",
        "resnet",
        "v4.1",
        None,
        False,
    ),
    (4, "body", S4_OUTER, 3.2, "x", "bert", "v4.0", None, False),
    (4, "body", S4_INNER, None, None, "llama3.1-405b", "v5.1", None, True),
    (
        4,
        "notes",
        "Mention that DLRM-v2 improved 1.9x in MLPerf Inference v4.1.",
        1.9,
        "x",
        "dlrm-v2",
        "v4.1",
        None,
        False,
    ),
    (5, "body", S5_VISIBLE, 52000.0, "tokens/s", "mixtral-8x7b", "v5.0", None, False),
]


def claim_rows(claims: list[Claim]) -> list[tuple]:
    """Claims as comparable tuples."""
    return [
        (
            c.page,
            c.role.value,
            c.text,
            c.metric.value if c.metric else None,
            c.metric.unit if c.metric else None,
            c.benchmark,
            c.round,
            c.result_id,
            c.is_rank_claim,
        )
        for c in claims
    ]


def write_reader_pptx(target: Path) -> Path:
    """Build the reader fixture deck (7 slides, 4:3, 720 x 540 pt) and save it to `target`."""
    prs = Presentation()
    _slide_placeholders(prs)
    _slide_tables(prs)
    _slide_chart(prs)
    _slide_groups(prs)
    _slide_hidden_text(prs)
    _slide_hidden(prs)
    _slide_distractors(prs)
    prs.save(str(target))
    return target


def _title(slide, text: str) -> None:
    slide.shapes.title.text = text


def _slide_placeholders(prs) -> None:
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_AND_CONTENT])
    _title(slide, S1_TITLE)
    body = slide.placeholders[1]
    body.left, body.top, body.width, body.height = Inches(0.5), Inches(1.6), Inches(9), Inches(4.8)
    paragraphs(body.text_frame, (S1_WRAPPED, S1_LATENCY, S1_PRICE), 22)
    footnote(slide, S1_FOOTNOTE)


def _slide_tables(prs) -> None:
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
    _title(slide, S2_TITLE)
    table(slide, S2_HEADER, S2_ROWS, (0.5, 1.7, 9.0, 1.5))
    table(slide, S2_PRICE_HEADER, S2_PRICE_ROWS, (0.5, 4.4, 9.0, 1.0))


def _slide_chart(prs) -> None:
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
    _title(slide, S3_TITLE)
    data = CategoryChartData(number_format="#,##0.0")
    data.categories = list(S3_CATEGORIES)
    data.add_series(S3_SERIES[0], list(S3_SERIES[1]))
    frame = slide.shapes.add_chart(
        XL_CHART_TYPE.COLUMN_CLUSTERED, Inches(0.8), Inches(1.6), Inches(8.4), Inches(5.0), data
    )
    frame._element.nvGraphicFramePr.cNvPr.set("descr", S3_ALT)
    chart = frame.chart
    chart.has_title = True
    chart.chart_title.text_frame.text = S3_CHART_TITLE
    chart.plots[0].has_data_labels = True


def _set_group_xfrm(group, off, ext, ch_off, ch_ext) -> None:
    """Give a group an explicit transform (python-pptx otherwise makes it the identity)."""
    xfrm = group._element.grpSpPr.find(qn("a:xfrm"))
    for tag, (a, b), names in (
        ("a:off", off, ("x", "y")),
        ("a:ext", ext, ("cx", "cy")),
        ("a:chOff", ch_off, ("x", "y")),
        ("a:chExt", ch_ext, ("cx", "cy")),
    ):
        element = xfrm.find(qn(tag))
        element.set(names[0], str(int(Inches(a))))
        element.set(names[1], str(int(Inches(b))))


def _slide_groups(prs) -> None:
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
    _title(slide, S4_TITLE)
    outer = slide.shapes.add_group_shape()
    outer.name = "Outer group"
    textbox(outer, OUTER_CHILD_BOX, S4_OUTER, 16)
    inner = outer.shapes.add_group_shape()
    inner.name = "Inner group"
    textbox(inner, INNER_TEXT_BOX, S4_INNER, 16)
    # The inner group maps its child box (0, 0, 4, 1) onto (0, 2, 8, 2) of the outer child space.
    _set_group_xfrm(inner, INNER_CHILD_BOX[:2], INNER_CHILD_BOX[2:], (0, 0), (4.0, 1.0))
    _set_group_xfrm(outer, OUTER_OFF, OUTER_EXT, (0, 0), OUTER_CH_EXT)
    slide.notes_slide.notes_text_frame.text = S4_NOTES


def _set_alpha(shape, alpha_thousandths: int) -> None:
    for paragraph in shape.text_frame.paragraphs:
        for run in paragraph.runs:
            run.font.color.rgb = RGBColor(0, 0, 0)
            colour = run._r.find(qn("a:rPr")).find(qn("a:solidFill"))[0]
            etree.SubElement(colour, qn("a:alpha")).set("val", str(alpha_thousandths))


def _slide_hidden_text(prs) -> None:
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
    _title(slide, S5_TITLE)
    textbox(slide, (0.5, 1.6, 9.0, 0.8), S5_VISIBLE, 20)
    white = textbox(slide, (0.5, 2.5, 9.0, 0.5), S5_WHITE, 14)
    paragraphs(white.text_frame, (S5_WHITE,), 14, WHITE)
    transparent = textbox(slide, (0.5, 3.1, 9.0, 0.5), S5_TRANSPARENT, 14)
    _set_alpha(transparent, 0)
    textbox(slide, (0.5, 3.7, 9.0, 0.3), S5_TINY, 1)
    textbox(slide, (10.5, 2.0, 6.0, 0.5), S5_OFFSLIDE, 14)
    textbox(slide, (0.6, 4.6, 8.0, 0.5), S5_COVERED, 14)
    cover = slide.shapes.add_shape(
        MSO_SHAPE.RECTANGLE, Inches(0.4), Inches(4.4), Inches(8.6), Inches(1.0)
    )
    cover.fill.solid()
    cover.fill.fore_color.rgb = RGBColor(0x1F, 0x3A, 0x68)
    cover.line.fill.background()


def _slide_hidden(prs) -> None:
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_ONLY])
    _title(slide, S6_TITLE)
    textbox(slide, (0.5, 1.6, 9.0, 0.8), S6_TEXT, 20)
    slide._element.set("show", "0")


def _slide_distractors(prs) -> None:
    slide = prs.slides.add_slide(prs.slide_layouts[TITLE_AND_CONTENT])
    _title(slide, S7_TITLE)
    paragraphs(slide.placeholders[1].text_frame, S7_DISTRACTORS, 18)


# The reportlab page: 16:9 at 960 x 540 pt.
RL_PAGE = (960.0, 540.0)
RL_TITLE = "Llama 2 70B in MLPerf Inference v4.1"
# Drawn as three lines, the first two ending in a hyphenated word break.
RL_WRAPPED_LINES = (
    "- The Borealis B4 node sustained 11,264 tokens/s in the Server scenario of the Closed divi-",
    "sion while meeting the time-to-first-token and per-token latency bounds set by the bench-",
    "mark, measured on one node with four accelerators.",
)
RL_WRAPPED = (
    "The Borealis B4 node sustained 11,264 tokens/s in the Server scenario of the Closed division "
    "while meeting the time-to-first-token and per-token latency bounds set by the benchmark, "
    "measured on one node with four accelerators."
)
RL_TABLE = (
    ("Scenario", "Accelerators", "Tokens/s"),
    ("Offline", "4", "12,040"),
    ("Server", "4", "11,264"),
)
RL_FOOTNOTE = "Source: MLPerf Inference v4.1 Closed, result 4.1-0043; verified by MLCommons."
RL_WHITE = "White: 90,000 tokens/s on Llama 2 70B in MLPerf Inference v4.1."
RL_INVISIBLE = "Mode three: 80,000 tokens/s on Llama 2 70B in MLPerf Inference v4.1."
RL_TINY = "Tiny: 70,000 tokens/s on Llama 2 70B in MLPerf Inference v4.1."
RL_OUTSIDE = "Outside: 60,000 tokens/s on Llama 2 70B in MLPerf Inference v4.1."
RL_PRICE = "Each node lists at $190,000 with three years of support."


def write_reportlab_pdf(
    target: Path, user_password: str | None = None, owner_password: str | None = None
) -> Path:
    """Draw the one-page reportlab deck; with passwords it is encrypted (RC4, as reportlab does)."""
    encrypt = None
    if user_password is not None:
        from reportlab.lib.pdfencrypt import StandardEncryption

        encrypt = StandardEncryption(user_password, ownerPassword=owner_password or "owner-pw")
    pdf = canvas.Canvas(str(target), pagesize=RL_PAGE, encrypt=encrypt)
    width, height = RL_PAGE
    pdf.setFont("Helvetica-Bold", 28)
    pdf.drawString(40, height - 60, RL_TITLE)
    pdf.setFont("Helvetica", 16)
    y = height - 120
    for line in RL_WRAPPED_LINES:
        pdf.drawString(50, y, line)
        y -= 20
    y -= 30
    xs = (50.0, 330.0, 560.0)
    for row_index, row in enumerate(RL_TABLE):
        pdf.setFont("Helvetica-Bold" if row_index == 0 else "Helvetica", 15)
        for x, text in zip(xs, row, strict=True):
            pdf.drawString(x, y, text)
        y -= 24
    pdf.setFont("Helvetica", 16)
    pdf.drawString(50, y - 10, RL_PRICE)
    pdf.setFont("Helvetica", 12)
    pdf.setFillColorRGB(1, 1, 1)
    pdf.drawString(50, 120, RL_WHITE)
    pdf.setFillColorRGB(0, 0, 0)
    text = pdf.beginText(50, 100)
    text.setTextRenderMode(3)
    text.textLine(RL_INVISIBLE)
    text.setTextRenderMode(0)  # the mode is graphics state: it outlives the text object
    pdf.drawText(text)
    pdf.setFont("Helvetica", 1.5)
    pdf.drawString(50, 90, RL_TINY)
    pdf.setFont("Helvetica", 12)
    pdf.drawString(width + 100, 200, RL_OUTSIDE)
    pdf.setFont("Helvetica", 8)
    pdf.setFillColorRGB(0.35, 0.35, 0.35)
    pdf.drawString(40, 30, RL_FOOTNOTE)
    pdf.showPage()
    pdf.save()
    return target
