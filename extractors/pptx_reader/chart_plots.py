"""A chart plot's category labels and series read from the chart XML, as python-pptx's
`plot.categories` and `plot.series` give them.

python-pptx compiles its XPath queries each time a plot's categories or series are listed (and
lists the series once per series); the same queries compiled once give the same answers.
Anything python-pptx would read differently (an index, count or order that is not plain digits,
a point without a value or with an empty one) is answered None, and the caller asks python-pptx.
"""

from __future__ import annotations

import re
from typing import Any

from lxml import etree
from pptx.oxml.ns import qn

from extractors.pptx_reader.names import C_CHART, C_V

_NS = {"c": "http://schemas.openxmlformats.org/drawingml/2006/chart"}
# python-pptx's CT_PlotArea.iter_xCharts: the plot elements a chart's `plots` are made of.
_PLOT_TAGS = frozenset(
    qn(f"c:{name}")
    for name in (
        "area3DChart",
        "areaChart",
        "bar3DChart",
        "barChart",
        "bubbleChart",
        "doughnutChart",
        "line3DChart",
        "lineChart",
        "ofPieChart",
        "pie3DChart",
        "pieChart",
        "radarChart",
        "scatterChart",
        "stockChart",
        "surface3DChart",
        "surfaceChart",
    )
)
_PLOT_AREA = qn("c:plotArea")
# The queries of python-pptx's BaseChartElement.cat_pts and cat_pt_count.
_LEVEL_POINTS = etree.XPath("./c:ser[1]/c:cat//c:lvl[1]/c:pt", namespaces=_NS)
_POINTS = etree.XPath("./c:ser[1]/c:cat//c:pt", namespaces=_NS)
_POINT_COUNTS = etree.XPath("./c:ser//c:cat//c:ptCount", namespaces=_NS)
_DIGITS = re.compile(r"[0-9]{1,9}")


def plot_elements(chart_space: Any) -> list[Any] | None:
    """The chart's plot elements in document order (one per python-pptx plot), or None."""
    chart = chart_space.find(C_CHART)
    plot_area = chart.find(_PLOT_AREA) if chart is not None else None
    if plot_area is None:
        return None
    return [child for child in plot_area if child.tag in _PLOT_TAGS]


def category_labels(plot: Any) -> list[str] | None:
    """The plot's category labels by index ('' for a missing one), or None where only python-pptx
    can say what it would make of the XML."""
    points = _LEVEL_POINTS(plot) or _POINTS(plot)
    by_index: dict[int, Any] = {}
    for point in points:
        index = point.get("idx")
        if index is None or not _DIGITS.fullmatch(index):
            return None
        by_index[int(index)] = point
    counts = _POINT_COUNTS(plot)
    count = 0
    if counts:
        value = counts[0].get("val")
        if value is None or not _DIGITS.fullmatch(value):
            return None
        count = int(value)
    labels = []
    for index in range(count):
        point = by_index.get(index)
        if point is None:
            labels.append("")
            continue
        value_element = point.find(C_V)
        if value_element is None or value_element.text is None:
            return None
        labels.append(value_element.text)
    return labels


# python-pptx's _SeriesFactory: the series class by plot element; the XY ones read c:yVal.
_SERIES_KINDS = {
    qn(f"c:{name}"): xy
    for name, xy in (
        ("areaChart", False),
        ("barChart", False),
        ("bubbleChart", True),
        ("doughnutChart", False),
        ("lineChart", False),
        ("pieChart", False),
        ("radarChart", False),
        ("scatterChart", True),
    )
}
_SER, _ORDER = qn("c:ser"), qn("c:order")
_SERIES_NAMES = etree.XPath("./c:tx//c:pt/c:v/text()", namespaces=_NS)


class UnmodelledSeries(Exception):
    """python-pptx has no series class for this plot's series (3-D bars, stock, surface...)."""


def plot_series(plot: Any) -> list[tuple[Any, bool]] | None:
    """The plot's c:ser elements in c:order sequence, each with whether it is an XY series, as
    python-pptx's `plot.series` lists them; None where only python-pptx can say (an order that
    is missing or not plain digits). Raises UnmodelledSeries where python-pptx raises."""
    keyed = []
    for ser in plot:
        if ser.tag != _SER:
            continue
        order = ser.find(_ORDER)
        value = order.get("val") if order is not None else None
        if value is None or not _DIGITS.fullmatch(value):
            return None
        keyed.append((int(value), ser))
    if not keyed:
        return []
    if plot.tag not in _SERIES_KINDS:
        raise UnmodelledSeries(plot.tag)
    xy = _SERIES_KINDS[plot.tag]
    keyed.sort(key=lambda pair: pair[0])
    return [(ser, xy) for _, ser in keyed]


def series_name(ser: Any) -> str:
    """A series' name as python-pptx's `series.name` gives it ('' when it has none)."""
    names = _SERIES_NAMES(ser)
    return str(names[0]) if names else ""
