"""PDF exports: a bar chart's category names are set flush right against the plot whatever their
lengths, and a clause after a semicolon that wraps on in lower case is one sentence."""

from __future__ import annotations

from extractors.pdf_charts import find_charts
from extractors.pdf_layout import Fragment, lay_out_page


def _f(text: str, x: float, y: float, size: float = 18.0) -> Fragment:
    return Fragment(text=text, x=x, y=y, size=size)


def _ticks() -> list[Fragment]:
    """Ticks 0 to 40000 along the bottom, their centres 80 pt apart from x = 330."""
    return [
        _f(str(v), 330.0 + 8 * v / 1000 - 4.5 * len(str(v)), 40.0) for v in range(0, 50000, 10000)
    ]


def test_bar_chart_categories_of_different_lengths_are_all_read() -> None:
    # Names end just left of the plot (which starts at the first tick's centre, x = 330):
    # a long name starts far left of a short one, so their left edges do not line up.
    ticks = _ticks()
    fragments = [
        _f("Lynx Q8 with vLLM, Open (6.0-0301)", 2.0, 90.0),
        _f("Heron R2, Closed (6.0-0117)", 79.0, 140.0),
        _f("Ours, preview", 203.0, 190.0),
        *ticks,
        _f("31,020", 560.0, 90.0),
        _f("38,410", 620.0, 140.0),
        _f("40,100", 640.0, 190.0),
        _f("Tokens/s, four GPUs per system", 200.0, 240.0, 21.6),
    ]
    charts, rest = find_charts(fragments)
    assert len(charts) == 1
    assert sorted(charts[0].points) == [
        ("Heron R2, Closed (6.0-0117)", None, "38,410"),
        ("Lynx Q8 with vLLM, Open (6.0-0301)", None, "31,020"),
        ("Ours, preview", None, "40,100"),
    ]
    assert rest == []


def test_text_far_left_of_the_names_is_no_category() -> None:
    ticks = _ticks()
    fragments = [
        _f("Heron R2", 242.0, 90.0),
        _f("Kite K1", 257.0, 140.0),
        _f("See note", 20.0, 115.0),
        *ticks,
        _f("38,410", 620.0, 90.0),
        _f("21,000", 500.0, 140.0),
    ]
    charts, _ = find_charts(fragments)
    assert [p[0] for p in charts[0].points] == ["Kite K1", "Heron R2"]


def _line(text: str, y: float) -> Fragment:
    return Fragment(text=text, x=50.0, y=y, size=14.0)


def test_a_semicolon_clause_that_wraps_in_lower_case_is_one_sentence() -> None:
    fragments = [
        _line("Last round, 16 MI300X served 41,250.5 tokens/s;", 400.0),
        _line("the same count now serves 63,118, both Offline.", 383.0),
    ]
    texts = [b.text for b in lay_out_page(fragments, 800.0, 450.0)]
    assert texts == [
        "Last round, 16 MI300X served 41,250.5 tokens/s; the same count now serves 63,118, "
        "both Offline."
    ]


def test_a_semicolon_before_a_capital_still_ends_a_bullet() -> None:
    fragments = [
        _line("Mixtral 8x7B Offline: 61,000 tokens/s;", 400.0),
        _line("Llama 2 70B Server: 48,000 tokens/s.", 383.0),
    ]
    assert len(lay_out_page(fragments, 800.0, 450.0)) == 2


def test_a_bar_name_wrapped_onto_centred_lines_is_read_whole() -> None:
    # 'Kite K9 with TensorRT-LLM,' wraps; its second line is centred under the first, and the
    # bar's label sits level with the middle of the two lines.
    fragments = [
        _f("Kite K9 with TensorRT-LLM, ", 77.0, 139.5),
        _f("Open (6.0-0412)", 132.7, 118.5),
        _f("Heron R2 (6.0-0117)", 149.6, 186.7),
        *_ticks(),
        _f("27,500", 520.0, 129.0),
        _f("38,410", 620.0, 186.7),
    ]
    charts, _ = find_charts(fragments)
    assert sorted(charts[0].points) == [
        ("Heron R2 (6.0-0117)", None, "38,410"),
        ("Kite K9 with TensorRT-LLM, Open (6.0-0412)", None, "27,500"),
    ]


def test_a_column_axis_keeps_a_long_top_tick() -> None:
    # '120000' is estimated to end off the shorter ticks' right edge; the axis still reaches it,
    # and the tallest column's label under it belongs to the chart.
    fragments = [
        _f("Alder A1", 160.0, 224.5),
        _f("Birch B2", 330.0, 224.5),
        _f("0", 125.4, 242.1),
        _f("40000", 80.4, 279.6),
        _f("80000", 80.4, 317.1),
        _f("120000", 69.1, 354.6),
        _f("33,163", 170.0, 286.5),
        _f("127,209", 335.0, 374.7),
    ]
    charts, _ = find_charts(fragments)
    assert charts[0].points == [("Alder A1", None, "33,163"), ("Birch B2", None, "127,209")]


def _cell(text: str, x: float, y: float) -> Fragment:
    return Fragment(text=text, x=x, y=y, size=14.0)


def test_a_table_row_with_an_empty_cell_keeps_its_columns() -> None:
    fragments = [
        _cell("Machine", 50.0, 415.0),
        _cell("Mixtral 8x7B tokens/s", 340.0, 415.0),
        _cell("Interactive", 340.0, 383.0),
        _cell("Offline", 630.0, 383.0),
        _cell("Heron R2", 50.0, 350.0),
        _cell("38,410", 340.0, 350.0),
        _cell("44,020", 630.0, 350.0),
    ]
    rows = [b for b in lay_out_page(fragments, 800.0, 450.0) if b.kind == "table_row"]
    assert [r.text for r in rows] == [
        "Machine | Mixtral 8x7B tokens/s | ",
        " | Interactive | Offline",
        "Heron R2 | 38,410 | 44,020",
    ]


def test_a_row_that_does_not_line_up_with_the_columns_stays_as_it_is() -> None:
    fragments = [
        _cell("Machine", 50.0, 415.0),
        _cell("Note", 200.0, 415.0),
        _cell("Heron R2", 50.0, 350.0),
        _cell("38,410", 340.0, 350.0),
        _cell("44,020", 630.0, 350.0),
    ]
    rows = [b for b in lay_out_page(fragments, 800.0, 450.0) if b.kind == "table_row"]
    assert rows[0].text == "Machine | Note"


def test_a_long_bar_name_whose_width_is_overestimated_is_still_a_category() -> None:
    # The first name's estimated right edge (x = 333) passes the plot's start (330) by a little:
    # long names are overestimated by a few per cent, the name still starts far left of the plot.
    ticks = _ticks()
    fragments = [
        _f("Vireo Arc Max D40 (v5.1 Closed)", 54.0, 90.0),
        _f("Tanager T2 (v6.0 Open)", 130.0, 140.0),
        _f("Osprey Mk II, preview", 140.0, 190.0),
        *ticks,
        _f("25,300", 560.0, 90.0),
        _f("18,120", 480.0, 140.0),
        _f("30,050", 600.0, 190.0),
    ]
    charts, rest = find_charts(fragments)
    assert len(charts) == 1
    assert sorted(charts[0].points) == [
        ("Osprey Mk II, preview", None, "30,050"),
        ("Tanager T2 (v6.0 Open)", None, "18,120"),
        ("Vireo Arc Max D40 (v5.1 Closed)", None, "25,300"),
    ]
    assert rest == []


def test_a_word_that_starts_inside_the_plot_is_no_bar_name() -> None:
    ticks = _ticks()
    fragments = [
        _f("Heron R2", 242.0, 90.0),
        _f("Kite K1", 257.0, 140.0),
        _f("target", 332.0, 115.0),
        *ticks,
        _f("38,410", 620.0, 90.0),
        _f("21,000", 500.0, 140.0),
    ]
    charts, _ = find_charts(fragments)
    assert sorted(p[0] for p in charts[0].points) == ["Heron R2", "Kite K1"]
