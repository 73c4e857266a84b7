"""Real PDFs from pdfminer.six's samples (see realworld_pdf/README.md) are read as a viewer shows them."""

from __future__ import annotations

from pathlib import Path

import pytest

from extractors import read_deck

HERE = Path(__file__).parent / "realworld_pdf"


def test_missing_xref_table_is_rebuilt_not_called_truncated() -> None:
    deck = read_deck(HERE / "simple1.pdf")
    assert "Hello World" in " ".join(b.text for b in deck.all_blocks())
    assert any("cross-reference" in w for w in deck.warnings)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("issue-00369-excel.pdf", ("1", "2", "3", "7", "8", "9")),
        ("issue-1061-colour-space-stack.pdf", ("Differential", "Abstract", "privacy")),
    ],
)
def test_visible_text_is_not_hidden(name: str, words: tuple[str, ...]) -> None:
    deck = read_deck(HERE / name)
    hidden = [b.text for b in deck.all_blocks() if not b.visible]
    assert hidden == []
    visible = " ".join(b.text for b in deck.all_blocks() if b.visible)
    for word in words:
        assert word in visible
