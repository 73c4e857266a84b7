"""The chart reader's own category labels agree with python-pptx's `plot.categories`."""

from __future__ import annotations

import copy
import glob
from pathlib import Path

import pytest
from pptx import Presentation
from pptx.chart.data import CategoryChartData, XyChartData
from pptx.enum.chart import XL_CHART_TYPE
from pptx.util import Inches

from extractors.pptx_reader.chart_categories import category_labels, plot_elements
from extractors.pptx_reader.names import C_PT, C_PT_COUNT, C_V

ROOT = Path(__file__).resolve().parents[2]


def _library_labels(plot) -> list[str]:
    try:
        return [str(c) for c in plot.categories]
    except Exception:
        return []


def _agree(chart) -> int:
    """Assert agreement on every plot of `chart`; return how many the reader answered itself."""
    plots = list(chart.plots)
    elements = plot_elements(chart.element)
    assert elements is not None and len(elements) == len(plots)
    answered = 0
    for plot, element in zip(plots, elements, strict=True):
        ours = category_labels(element)
        if ours is not None:
            answered += 1
            assert ours == _library_labels(plot)
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
        assert _agree(chart) == 1


def test_xy_chart_without_categories_agrees():
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    data = XyChartData()
    series = data.add_series("latency")
    series.add_data_point(1, 2)
    series.add_data_point(3, 4)
    chart = slide.shapes.add_chart(XL_CHART_TYPE.XY_SCATTER, 0, 0, Inches(6), Inches(4), data).chart
    assert _agree(chart) == 1


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
