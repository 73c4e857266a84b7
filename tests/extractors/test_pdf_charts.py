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
    # The ticks leave the running text but not the page: they are the chart's unplaced text.
    assert chart.unplaced == ["0 10000 20000 30000"]


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


def test_wrapped_category_wrapped_label_and_a_zero_tick_off_the_axis_edge() -> None:
    """As LibreOffice exports a narrow column chart: the long category name wraps under its
    column, the seven-digit data label wraps in its column ('2,494,31' over '0'), and the '0'
    tick sits a little right of the other ticks' edge."""
    fragments = [
        _f("Kestrel GB300 NVL72 ", 175.0, 73.9),
        _f("rack (288 GPUs)", 198.6, 52.9),
        _f("Typical 8x B200 server", 401.4, 73.9),
        _f("0", 136.6, 91.5),
        _f("1000000", 69.1, 138.7),
        _f("2000000", 69.1, 186.0),
        _f("3000000", 69.1, 233.2),
        _f("2,494,31", 232.0, 243.7),
        _f("0", 266.1, 222.7),
        _f("58,235", 474.2, 107.6),
        _f("DeepSeek-R1 tokens/s (Offline)", 153.6, 266.7, 21.6),
    ]
    charts, _rest = find_charts(fragments)
    assert len(charts) == 1
    assert charts[0].points == [
        ("Kestrel GB300 NVL72 rack (288 GPUs)", None, "2,494,310"),
        ("Typical 8x B200 server", None, "58,235"),
    ]
    assert charts[0].titles == ["DeepSeek-R1 tokens/s (Offline)"]


def test_a_ligature_in_a_rotated_axis_title_stays_in_its_column() -> None:
    """'Offline' drawn letter by letter up the axis with one 'ffl' ligature glyph: the ligature is
    part of the rotated title, not a title of its own under the plot."""
    letters = [("O", 209.4), ("ffl", 224.4), ("i", 244.6), ("n", 250.6), ("e", 263.4)]
    fragments = [
        _f("Quartz Q9", 205.1, 226.3),
        _f("Quartz Q7", 353.5, 226.3),
        _f("0", 158.7, 243.8),
        _f("10000", 113.8, 283.5),
        _f("20000", 113.8, 323.2),
        _f("30000", 113.8, 362.8),
        _f("24,800", 220.1, 355.5),
        _f("15,300", 368.4, 317.8),
        _f("Llama 2 70B", 152.1, 396.3, 21.6),
        *[_f(text, 92.3, y) for text, y in letters],
    ]
    charts, _rest = find_charts(fragments)
    assert len(charts) == 1
    assert charts[0].titles == ["Llama 2 70B", "Offline"]


def test_an_axis_of_three_ticks_with_its_zero_off_the_right_edge() -> None:
    fragments = [
        _f("Q7 rack (72 GPUs)", 150.0, 225.0),
        _f("Q7 node (8 GPUs)", 400.0, 225.0),
        _f("0", 125.4, 242.4),
        _f("50000", 78.1, 295.5),
        _f("100000", 69.1, 348.5),
        _f("96,400", 232.0, 360.0),
        _f("11,900", 471.0, 268.0),
        _f("Mixtral 8x7B Offline tokens/s", 163.3, 397.1, 21.6),
    ]
    charts, _rest = find_charts(fragments)
    assert len(charts) == 1
    assert charts[0].points == [
        ("Q7 rack (72 GPUs)", None, "96,400"),
        ("Q7 node (8 GPUs)", None, "11,900"),
    ]


def test_two_aligned_numbers_alone_are_no_axis() -> None:
    fragments = [
        _f("Q7 rack", 150.0, 225.0),
        _f("50000", 78.1, 295.5),
        _f("100000", 69.1, 348.5),
        _f("96,400", 232.0, 360.0),
    ]
    charts, _rest = find_charts(fragments)
    assert charts == []
