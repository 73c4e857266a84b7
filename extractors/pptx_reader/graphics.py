"""Graphic frames: table cells and rows, chart titles and data points, SmartArt nodes."""

from __future__ import annotations

import re
from typing import Any

from lxml import etree
from pptx.chart.series import XySeries

from extractors.hidden_text import strip_invisible
from extractors.models import BlockRole
from extractors.pptx_preflight import safe_xml_parser
from extractors.pptx_reader.chart_plots import (
    category_labels,
    plot_elements,
    plot_series,
    series_name,
)
from extractors.pptx_reader.names import (
    A_GRAPHIC,
    A_GRAPHIC_DATA,
    A_NS,
    A_TBL,
    A_TC,
    A_TR,
    A_TX_BODY,
    C_CHART,
    C_PT,
    C_PT_COUNT,
    C_V,
    C_VAL,
    C_Y_VAL,
    R_ID,
)
from extractors.pptx_reader.shape import BlockSink, Shape
from extractors.pptx_reader.text import frame_text
from extractors.pptx_reader.visibility import OFF_SLIDE

_DIAGRAM_REL_IDS = etree.XPath(".//*[local-name()='relIds']/@*[local-name()='dm']")
_HAS_DIAGRAM = etree.XPath("boolean(.//*[local-name()='relIds'])")
# XPath compares `@idx=3` as numbers: surrounding whitespace and a decimal point are allowed.
_XPATH_NUMBER = re.compile(r"^[ \t\r\n]*(-?(?:\d+(?:\.\d*)?|\.\d+))[ \t\r\n]*$")


def is_diagram(element: Any) -> bool:
    """True for a graphic frame that holds SmartArt."""
    try:
        return bool(_HAS_DIAGRAM(element))
    except Exception:
        return False


def read_table(sink: BlockSink, shape: Shape, off_slide: bool) -> None:
    """One block per non-empty cell and one per row (cells joined by ' | ')."""
    graphic_data = shape.element.find(A_GRAPHIC).find(A_GRAPHIC_DATA)
    table = graphic_data.find(A_TBL)
    if table is None:
        return
    page_no = sink.page_no
    reason = OFF_SLIDE if off_slide else None
    for row_index, row in enumerate(table.findall(A_TR)):
        cells: list[str] = []
        for col_index, cell in enumerate(row.findall(A_TC)):
            text = " ".join(frame_text(cell.find(A_TX_BODY)).replace("\v", " ").split())
            cells.append(text)
            if text:
                sink.append(
                    text=strip_invisible(text),
                    role=BlockRole.TABLE_CELL,
                    location=shape.location(page_no, table_row=row_index, table_col=col_index),
                    visible=not off_slide,
                    hidden_reason=reason,
                    group=shape.group,
                )
        if any(cells):
            sink.append(
                text=strip_invisible(" | ".join(cells)),
                role=BlockRole.TABLE_ROW,
                location=shape.location(page_no, table_row=row_index),
                visible=not off_slide,
                hidden_reason=reason,
                group=shape.group,
            )


def read_chart(sink: BlockSink, shape: Shape, off_slide: bool) -> None:
    """The chart title and one block per data point ('category – series: value')."""
    chart = sink.slide.part.related_part(_chart_rel_id(shape.element)).chart
    page_no = sink.page_no
    reason = OFF_SLIDE if off_slide else None
    try:
        title = chart.chart_title.text_frame.text if chart.has_title else ""
    except Exception:
        title = ""
    title = " ".join(title.split())
    for text in [title, *_axis_titles(chart)]:
        if text:
            sink.append(
                text=strip_invisible(text),
                role=BlockRole.CHART_TITLE,
                location=shape.location(page_no),
                visible=not off_slide,
                hidden_reason=reason,
                group=shape.group,
            )
    try:
        plots = list(chart.plots)
    except Exception:  # python-pptx does not model every chart type (3-D area, ...)
        plots = []
    elements = plot_elements(chart.element) if plots else None
    if elements is not None and len(elements) != len(plots):
        elements = None
    for plot_index, plot in enumerate(plots):
        categories = category_labels(elements[plot_index]) if elements is not None else None
        if categories is None:
            try:
                categories = [str(c) for c in plot.categories]
            except Exception:
                categories = []
        try:
            series_list = plot_series(elements[plot_index]) if elements is not None else None
            if series_list is None:
                series_list = [(s._element, isinstance(s, XySeries)) for s in plot.series]
        except Exception:
            continue
        # Stripped once per category and series rather than per label: the separators
        # are ASCII or a dash, which never make a neighbouring character legitimate.
        shown_categories = [strip_invisible(c) for c in categories]
        for ser, xy in series_list:
            name = series_name(ser)
            shown_name = strip_invisible(name)
            try:
                values = series_values(ser, xy)
            except Exception:
                continue
            for index, value in enumerate(values):
                if value is None:
                    continue
                if index < len(categories):
                    category, shown = categories[index], shown_categories[index]
                else:
                    category = shown = str(index + 1)
                number = format_number(value)
                label = f"{shown}: {number}" if not name else f"{shown} – {shown_name}: {number}"
                sink.append(
                    text=label,
                    role=BlockRole.CHART_POINT,
                    location=shape.location(
                        page_no, chart_series=name or None, chart_category=category
                    ),
                    visible=not off_slide,
                    hidden_reason=reason,
                    group=shape.group,
                )


def _axis_titles(chart: Any) -> list[str]:
    """The category and value axis titles of a chart (context for its points, like the title)."""
    titles = []
    for name in ("category_axis", "value_axis"):
        try:
            axis = getattr(chart, name)
            if axis.has_title:
                titles.append(" ".join(axis.axis_title.text_frame.text.split()))
        except Exception:  # python-pptx raises for charts without that axis (pie, XY)
            continue
    return titles


def read_diagram(sink: BlockSink, shape: Shape, off_slide: bool) -> None:
    """SmartArt keeps its text in a separate diagram-data part, one block per node."""
    rel_ids = _DIAGRAM_REL_IDS(shape.element)
    if not rel_ids:
        return
    try:
        part = sink.slide.part.related_part(rel_ids[0])
        root = etree.fromstring(part.blob, parser=safe_xml_parser())
    except Exception:
        return  # a broken diagram costs us its text, not the deck
    reason = OFF_SLIDE if off_slide else None
    for node in root.iter("{*}pt"):
        paragraphs = [
            "".join(t.text or "" for t in p.iter(f"{{{A_NS}}}t")) for p in node.iter(f"{{{A_NS}}}p")
        ]
        text = " ".join(" ".join(paragraphs).split())
        if text:
            sink.append(
                text=strip_invisible(text),
                role=BlockRole.BODY,
                location=shape.location(sink.page_no),
                visible=not off_slide,
                hidden_reason=reason,
                group=shape.group,
            )
            sink.add_smuggled(text, shape)


def _chart_rel_id(element: Any) -> str | None:
    chart = element.find(A_GRAPHIC).find(A_GRAPHIC_DATA).find(C_CHART)
    return chart.get(R_ID) if chart is not None else None


def series_values(ser: Any, xy: bool) -> list[float | None]:
    """A c:ser's values by point index, None where a point is missing (python-pptx's values;
    `xy`: an XY series, whose values are its c:yVal).

    python-pptx runs one XPath query per point; one pass over the cached points gives the same.
    """
    source = ser.find(C_Y_VAL if xy else C_VAL)
    if source is None:
        return []
    count = 0
    for element in source.iter(C_PT_COUNT):
        value = element.get("val")
        if value is not None:
            count = int(value)
            break
    points: dict[float, Any] = {}
    for point in source.iter(C_PT):
        match = _XPATH_NUMBER.match(point.get("idx") or "")
        if match is not None:
            points.setdefault(float(match.group(1)), point)
    values: list[float | None] = []
    for index in range(count):
        point = points.get(float(index))
        if point is None:
            values.append(None)
            continue
        value_element = point.find(C_V)
        if value_element is None:
            raise ValueError("a chart point without a value")
        values.append(float(value_element.text))
    return values


def format_number(value: Any) -> str:
    """A chart value as a plain number, never in exponent notation."""
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else f"{value:.6f}".rstrip("0").rstrip(".")
    return str(value)
