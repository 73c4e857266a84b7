"""PDF layout: folding separately drawn cells into table rows costs about as much as the rows (a
hostile page of thousands must not stall the reader), keeps a second table beside the first as its
own rows, and still joins a row's cells drawn after a cell that wrapped."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from extractors.pdf_layout import Fragment, Line, merge_table_cells
from tests.deadline import deadline


def _row(y: float, xs: list[float], texts: list[str], size: float = 12.0) -> Line:
    fragments = [Fragment(text, x, y, size) for x, text in zip(xs, texts, strict=True)]
    return Line(fragments=list(fragments), cells=[[f] for f in fragments])


@pytest.fixture
def alarm() -> Iterator[None]:
    with deadline(10, "merge_table_cells"):
        yield


@pytest.mark.parametrize("pitch", [20.0, 2.0])
def test_thousands_of_rows_do_not_stall(alarm: None, pitch: float) -> None:
    # Before the rows were indexed by baseline, 4,000 such rows took over 30 s (each line
    # was compared with every row kept so far); now they take well under a second.
    lines = [_row(100_000 - pitch * i, [40, 200], ["a", "1"]) for i in range(4000)]
    assert len(merge_table_cells(lines)) == 4000


def test_thousands_of_lines_on_one_baseline_do_not_stall(alarm: None) -> None:
    lines = [_row(500, [40, 200], ["a", "1"]) for _ in range(2000)]
    lines += [
        Line(fragments=[f], cells=[[f]])
        for f in (Fragment("w", 40 + i, 500, 12) for i in range(2000))
    ]
    assert merge_table_cells(lines)


def test_a_table_beside_another_keeps_its_own_rows() -> None:
    lines = []
    left = [("System", "Tokens/s", "Result ID"), ("Heron H4", "41,200", "5.1-0069")]
    right = [("Plan", "Price per 1M tokens"), ("Basic", "$0.12")]
    for i, (a, b) in enumerate(zip(left, right, strict=True)):
        lines.append(_row(500 - 20 * i, [40, 140, 230], list(a)))
        lines.append(_row(500 - 20 * i, [420, 520], list(b)))
    assert [line.cell_texts() for line in merge_table_cells(lines)] == [
        ["System", "Tokens/s", "Result ID"],
        ["Plan", "Price per 1M tokens"],
        ["Heron H4", "41,200", "5.1-0069"],
        ["Basic", "$0.12"],
    ]


def test_cells_drawn_after_a_wrapped_cell_join_its_row() -> None:
    wrapped = Fragment("(8x B200)", 140, 483, 12)
    lines = [
        _row(500, [40, 140], ["3", "Dell PowerEdge XE9680L"]),
        Line(fragments=[wrapped], cells=[[wrapped]]),
        _row(500, [380, 480], ["13,913.3", "5.1-0024"]),
    ]
    (row,) = merge_table_cells(lines)
    assert row.cell_texts() == ["3", "Dell PowerEdge XE9680L (8x B200)", "13,913.3", "5.1-0024"]


def test_cells_drawn_out_of_order_join_their_row() -> None:
    lines = [
        _row(500, [40, 140], ["Heron H4", "41,200"]),
        _row(500, [240, 340], ["Offline", "5.1-0069"]),
    ]
    (row,) = merge_table_cells(lines)
    assert row.cell_texts() == ["Heron H4", "41,200", "Offline", "5.1-0069"]
