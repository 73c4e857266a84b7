"""Charts in PDF exports are rebuilt from the fragments LibreOffice draws them as."""

from __future__ import annotations

from extractors.pdf_charts import find_charts
from extractors.pdf_layout import Fragment


def _f(text: str, x: float, y: float, size: float = 18.0) -> Fragment:
    return Fragment(text=text, x=x, y=y, size=size)


def test_column_chart_points_titles_and_rotated_axis_title() -> None:
    fragments = [
        _f("Results on MLPerf Inference v5.1", 89.1, 470.4, 30.0),
        _f("Quartz Q9", 205.1, 226.3),
        _f("Quartz Q7", 353.5, 226.3),
        _f("0", 158.7, 243.8),
        _f("10000", 113.8, 283.5),
        _f("20000", 113.8, 323.2),
        _f("30000", 113.8, 362.8),
        _f("24,800", 220.1, 355.5),
        _f("15,300", 368.4, 317.8),
        _f("Llama 2 70B Offline throughput", 152.1, 396.3, 21.6),
        _f("System", 330.8, 194.6),
        *[
            _f(ch, 92.3, 256.3 + 12 * i)
            for i, ch in enumerate(["T", "o", "k", "e", "n", "s", "/s"])
        ],
    ]
    charts, rest = find_charts(fragments)
    assert len(charts) == 1
    chart = charts[0]
    assert chart.points == [("Quartz Q9", None, "24,800"), ("Quartz Q7", None, "15,300")]
    assert chart.titles == ["Llama 2 70B Offline throughput", "System", "Tokens/s"]
    assert [f.text for f in rest] == ["Results on MLPerf Inference v5.1"]


def test_bar_chart_pairs_each_label_with_its_legend_series() -> None:
    tick_x = (144.8, 180.9, 239.5, 298.1, 356.7, 415.3, 474.0)
    ticks = [_f(str(10000 * i), x, 190.3) for i, x in enumerate(tick_x)]
    fragments = [
        _f("Slate S3", 69.1, 240.2),
        _f("Slate S2", 69.1, 305.0),
        *ticks,
        _f("41,200", 394.7, 231.0),
        _f("22,600", 285.7, 295.7),
        _f("47,900", 434.0, 249.5),
        _f("26,100", 306.2, 314.2),
        _f("Mixtral 8x7B tokens/s", 212.1, 360.3, 21.6),
        _f("Offline", 562.4, 272.7),
        _f("Server", 562.4, 248.1),
        _f("Tokens/s", 255.4, 158.6),
    ]
    charts, rest = find_charts(fragments)
    assert len(charts) == 1
    assert sorted(charts[0].points) == [
        ("Slate S2", "Offline", "26,100"),
        ("Slate S2", "Server", "22,600"),
        ("Slate S3", "Offline", "47,900"),
        ("Slate S3", "Server", "41,200"),
    ]
    assert charts[0].titles == ["Mixtral 8x7B tokens/s", "Tokens/s"]
    assert rest == []


def test_a_table_column_of_figures_is_not_a_chart() -> None:
    fragments = [
        _f("System", 60.0, 400.0),
        _f("Tokens/s", 300.0, 400.0),
        _f("Onyx O1", 60.0, 370.0),
        _f("31,000", 300.0, 370.0),
        _f("Onyx O2", 60.0, 340.0),
        _f("24,000", 300.0, 340.0),
        _f("Onyx O3", 60.0, 310.0),
        _f("17,000", 300.0, 310.0),
    ]
    charts, rest = find_charts(fragments)
    assert charts == []
    assert len(rest) == len(fragments)
