"""PDF layout: a table row whose cell wraps keeps the table whole, and a bullet that ends in a
footnote marker is not joined to the next bullet."""

from __future__ import annotations

from extractors.pdf_layout import Fragment, lay_out_page


def _f(text: str, x: float, y: float, size: float = 14.0) -> Fragment:
    return Fragment(text=text, x=x, y=y, size=size)


def test_a_row_with_a_wrapped_cell_does_not_split_its_table() -> None:
    fragments = [
        _f("Item", 50, 420),
        _f("Value", 300, 420),
        _f("Basis", 450, 420),
        _f("Per-GPU rate", 50, 395),
        _f("3,100 tokens/s", 300, 395),
        _f("one node's result divided", 450, 395),
        _f("by its eight GPUs, with", 450, 378),
        _f("the round and division", 450, 361),
        _f("as published", 450, 344),
        _f("Cost per answer", 50, 300),
        _f("$0.37", 300, 300),
        _f("list price", 450, 300),
    ]
    rows = [b for b in lay_out_page(fragments, 800, 450) if b.kind == "table_row"]
    assert [r.cells[0] for r in rows] == ["Item", "Per-GPU rate", "Cost per answer"]
    assert len({r.table_index for r in rows}) == 1
    assert rows[1].cells[2].endswith("as published")


def test_rows_far_apart_are_still_two_tables() -> None:
    fragments = [
        _f("Item", 50, 420),
        _f("Value", 300, 420),
        _f("Rate", 50, 395),
        _f("3,100 tokens/s", 300, 395),
        _f("Fee", 50, 200),
        _f("$12", 300, 200),
        _f("Term", 50, 175),
        _f("3 years", 300, 175),
    ]
    rows = [b for b in lay_out_page(fragments, 800, 450) if b.kind == "table_row"]
    assert len({r.table_index for r in rows}) == 2


def test_a_bullet_ending_in_a_marker_is_not_joined_to_the_next() -> None:
    fragments = [
        _f("Heading of the page", 50, 430, 30.0),
        _f("The offered pod does the work of 9 older servers on this test", 50, 400, 18.0),
        _f("ᵃ", 599, 406, 10.0),
        _f("Kestrel leads the field in the published results of that round", 50, 378, 18.0),
        _f("and keeps that lead.", 50, 356, 18.0),
    ]
    body = [b.text for b in lay_out_page(fragments, 800, 450) if b.kind == "body"]
    assert body == [
        "The offered pod does the work of 9 older servers on this testᵃ",
        "Kestrel leads the field in the published results of that round and keeps that lead.",
    ]


def test_a_wrapped_sentence_still_joins_its_next_line() -> None:
    fragments = [
        _f("The offered pod does the work of 9 older servers on this", 50, 400, 18.0),
        _f("test, as the footnote explains in full.", 50, 378, 18.0),
    ]
    body = [b.text for b in lay_out_page(fragments, 800, 450) if b.kind == "body"]
    assert body == [
        "The offered pod does the work of 9 older servers on this test, as the footnote "
        "explains in full."
    ]
