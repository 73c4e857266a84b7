"""The chart reader's own category labels and series agree with python-pptx's `plot.categories`
and `plot.series`."""

from __future__ import annotations

import copy
import glob
from pathlib import Path

import pytest
from pptx import Presentation
from pptx.chart.data import CategoryChartData, XyChartData
from pptx.enum.chart import XL_CHART_TYPE
from pptx.oxml.ns import qn
from pptx.util import Inches

from extractors.pptx_reader.chart_plots import (
    UnmodelledSeries,
    category_labels,
    plot_elements,
    plot_series,
    series_name,
)
from extractors.pptx_reader.graphics import series_values
from extractors.pptx_reader.names import C_PT, C_PT_COUNT, C_V

C_ORDER = qn("c:order")

ROOT = Path(__file__).resolve().parents[2]


def _library_labels(plot) -> list[str]:
    try:
        return [str(c) for c in plot.categories]
    except Exception:
        return []


def _values(read):
    try:
        return list(read())
    except Exception:
        return "raises"


def _library_series(plot):
    try:
        series = list(plot.series)
    except Exception:
        return "raises"
    return [(str(s.name or ""), _values(lambda s=s: s.values)) for s in series]


def _our_series(element):
    try:
        series = plot_series(element)
    except UnmodelledSeries:
        return "raises"
    if series is None:
        return None
    return [
        (series_name(ser), _values(lambda s=ser, x=xy: series_values(s, x))) for ser, xy in series
    ]


def _agree(chart) -> int:
    """Assert agreement on every plot of `chart`; return how many answers the reader gave itself
    (categories and series count one each)."""
    plots = list(chart.plots)
    elements = plot_elements(chart.element)
    assert elements is not None and len(elements) == len(plots)
    answered = 0
    for plot, element in zip(plots, elements, strict=True):
        ours = category_labels(element)
        if ours is not None:
            answered += 1
            assert ours == _library_labels(plot)
        series = _our_series(element)
        if series is not None:
            answered += 1
            assert series == _library_series(plot)
    return answered


def _category_chart(multi_level: bool = False):
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    data = CategoryChartData()
    if multi_level:
        for group, leaves in (("Offline", ("A", "B")), ("Server", ("C", "D", "E"))):
            parent = data.add_category(group)
            for leaf in leaves:
                parent.add_sub_category(leaf)
        data.add_series("tokens/s", (1, 2, 3, 4, 5))
    else:
        data.categories = ["Llama 2 70B", "GPT-J", "ResNet-50"]
        data.add_series("H200", (31000.5, 19000, 90000))
        data.add_series("Ours", (33000, None, 95000))
    frame = slide.shapes.add_chart(XL_CHART_TYPE.COLUMN_CLUSTERED, 0, 0, Inches(6), Inches(4), data)
    return prs, frame.chart


def test_plain_and_multi_level_categories_agree_and_are_read_directly():
    for multi in (False, True):
        _prs, chart = _category_chart(multi)
        assert _agree(chart) == 2


def test_xy_chart_without_categories_agrees():
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    data = XyChartData()
    series = data.add_series("latency")
    series.add_data_point(1, 2)
    series.add_data_point(3, 4)
    chart = slide.shapes.add_chart(XL_CHART_TYPE.XY_SCATTER, 0, 0, Inches(6), Inches(4), data).chart
    assert _agree(chart) == 2


def _mutations():
    """Odd category XML: each a function that changes the chart element in place."""

    def points(chart):
        return list(chart.element.iter(C_PT))

    def set_idx(value):
        return lambda chart: points(chart)[0].set("idx", value)

    def set_count(value):
        return lambda chart: next(chart.element.iter(C_PT_COUNT)).set("val", value)

    def drop_count(chart):
        for element in list(chart.element.iter(C_PT_COUNT)):
            element.getparent().remove(element)

    def drop_point(chart):
        point = points(chart)[1]
        point.getparent().remove(point)

    def drop_value(chart):
        point = points(chart)[0]
        point.remove(point.find(C_V))

    def empty_value(chart):
        points(chart)[0].find(C_V).text = None

    def duplicate_idx(chart):
        points(chart)[2].set("idx", "0")

    def drop_idx(chart):
        del points(chart)[0].attrib["idx"]

    def orders(chart):
        return list(chart.element.iter(C_ORDER))

    def set_order(value):
        return lambda chart: orders(chart)[0].set("val", value)

    def swap_orders(chart):
        found = orders(chart)
        if len(found) > 1:
            first, second = found[0].get("val"), found[1].get("val")
            found[0].set("val", second)
            found[1].set("val", first)

    def same_orders(chart):
        for order in orders(chart):
            order.set("val", "0")

    def drop_order(chart):
        order = orders(chart)[0]
        order.getparent().remove(order)

    def area3d(chart):  # a plot python-pptx models, with series it does not
        plot_elements(chart.element)[0].tag = qn("c:area3DChart")

    def extra_plot(chart):
        plot = plot_elements(chart.element)[0]
        plot.addnext(copy.deepcopy(plot))

    yield from (
        set_idx(" 1"),
        set_idx("+1"),
        set_idx("1_0"),
        set_idx("x"),
        set_idx("7"),
        set_idx("007"),
        set_idx("99999999999"),
        set_count("2"),
        set_count("5"),
        set_count(" 3"),
        set_count("-1"),
        set_count(""),
        drop_count,
        drop_point,
        drop_value,
        empty_value,
        duplicate_idx,
        drop_idx,
        set_order(" 1"),
        set_order("x"),
        set_order("5"),
        swap_orders,
        same_orders,
        drop_order,
        area3d,
        extra_plot,
    )


@pytest.mark.parametrize("multi", [False, True])
def test_odd_category_xml_agrees_or_is_left_to_python_pptx(multi):
    for mutate in _mutations():
        _prs, chart = _category_chart(multi)
        mutate(chart)
        _agree(chart)


def test_every_chart_of_the_example_and_hostile_decks_agrees():
    files = sorted(glob.glob(str(ROOT / "examples" / "*.pptx")))
    files += sorted(glob.glob(str(ROOT / "tests" / "hostile" / "files" / "pptx" / "*.pptx")))
    answered = 0
    for name in files:
        try:
            prs = Presentation(name)
        except Exception:
            continue
        for slide in prs.slides:
            for shape in slide.shapes:
                if getattr(shape, "has_chart", False) and shape.has_chart:
                    try:
                        chart = shape.chart
                        list(chart.plots)
                    except Exception:
                        continue
                    answered += _agree(chart)
    assert answered > 0
