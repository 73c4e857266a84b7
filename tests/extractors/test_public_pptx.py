"""Regression tests on small public PPTX files (sources and licences in tests/extractors/data/public/)."""

from __future__ import annotations

from pathlib import Path

from extractors import BlockRole, read_deck

PUBLIC = Path(__file__).parent / "data" / "public"


def test_every_fill_kind_of_python_pptx_dml_fill_is_visible() -> None:
    deck = read_deck(PUBLIC / "python-pptx-dml-fill-small.pptx")
    texts = {b.text: b for b in deck.all_blocks() if b.role == BlockRole.BODY}
    assert "autoshape with gradient fill" in texts
    assert all(b.visible for b in texts.values()), {
        t: b.hidden_reason for t, b in texts.items() if not b.visible
    }


def test_notes_footer_and_header_are_read_as_notes() -> None:
    deck = read_deck(PUBLIC / "poi-bug58144-headers-footers-2007.pptx")
    notes = [b.text for b in deck.pages[0].blocks if b.role == BlockRole.NOTES]
    assert "Notes footer" in notes and "Notes header" in notes
