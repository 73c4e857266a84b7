"""Fonts without a Unicode map: figures in them are decoded or reported (GARBLED-TEXT), never lost
silently; glyph names do not leak into the text. Plus the PDF causes a reviewer reads: a missing
cross-reference table is rebuilt, not called truncated.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from extractors import DeckReadError, read_deck
from extractors.pdf_fonts import FontDecoding, is_undecodable
from tests.extractors.pdf_hand_made import write_pdf

FIGURE = "12,345"
SHOWN = "BT /F2 16 Tf 72 600 Td (Throughput 12,345 tokens/s) Tj ET"
IDENTITY_SHOWN = "BT /F2 16 Tf 72 600 Td <00140015000F00160017> Tj ET"


def _simple_font(differences: str) -> tuple[str, ...]:
    return (
        "<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+Vendor "
        f"/Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [{differences}] >> >>",
    )


FONTS = {
    # name: (content, objects, decodable)
    "made-up glyph names": (SHOWN, _simple_font("49 /xa /xb /xc /xd /xe"), False),
    "numbered names at their own codes": (
        SHOWN,
        _simple_font("49 /g49 /g50 /g51 /g52 /g53"),
        True,
    ),
    "capitalised and uni names": (SHOWN, _simple_font("49 /One /uni0032 /three /Four /five"), True),
    "composite font, Identity-H, no Unicode map": (
        IDENTITY_SHOWN,
        (
            "<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+VendorCID /Encoding /Identity-H "
            "/DescendantFonts [7 0 R] >>",
            "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /ABCDEF+VendorCID "
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 >>",
        ),
        False,
    ),
}


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple]:
    folder = tmp_path_factory.mktemp("fonts")
    options = AuditOptions(use_default_results_db=False, replay=False)
    out = {}
    for index, (name, (content, objects, _decodable)) in enumerate(FONTS.items()):
        path = write_pdf(
            folder / f"font{index}.pdf",
            content,
            extra_fonts="/F2 6 0 R",
            objects=objects,
        )
        out[name] = (read_deck(path), audit_deck(path, options))
    return out


@pytest.mark.parametrize("name", list(FONTS))
def test_figures_are_decoded_or_reported(audited: dict[str, tuple], name: str) -> None:
    deck, report = audited[name]
    text = " ".join(b.text for b in deck.all_blocks())
    garbled = [f for f in report.deck_flags if f.code == "GARBLED-TEXT"]
    decodable = FONTS[name][2]
    if decodable:
        assert FIGURE in text
        assert not garbled
    else:
        assert FIGURE not in text
        assert len(garbled) == 1 and garbled[0].page == 1
        assert garbled[0].message.startswith("Page 1: ")
        assert "ABCDEF+Vendor" in garbled[0].message
    assert "/x" not in text and "/g4" not in text  # no glyph name leaks into the text


def test_undecodable_characters() -> None:
    assert is_undecodable("\x14") and is_undecodable("\ue000") and is_undecodable("\ufffd")
    assert not is_undecodable("7") and not is_undecodable("\n") and not is_undecodable("é")


def test_missing_xref_table_is_rebuilt(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "noxref.pdf", SHOWN.replace("F2", "F1"), trailer_xref=False)
    deck = read_deck(path)
    assert any(FIGURE in b.text for b in deck.all_blocks())
    assert any("cross-reference table" in w for w in deck.warnings)


def test_cut_short_file_is_truncated_not_rebuilt(tmp_path: Path) -> None:
    whole = write_pdf(tmp_path / "whole.pdf", SHOWN.replace("F2", "F1")).read_bytes()
    cut = tmp_path / "cut.pdf"
    cut.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(DeckReadError) as caught:
        read_deck(cut)
    assert caught.value.cause in ("truncated", "corrupt")


@pytest.mark.parametrize(
    ("font", "reported"),
    [("/ABC+Wingdings-Regular", False), ("/AAAAAP+LINE10", False), ("/ABC+VendorSans", True)],
)
def test_symbol_fonts_map_to_private_use_on_purpose(font: str, reported: bool) -> None:
    decoding = FontDecoding()
    cleaned = decoding.clean("\uf0a7\uf0a7\uf0a7\uf0a7 Item", {"/BaseFont": font}, 4)
    assert cleaned == " Item"
    garbled = decoding.garbled()
    assert bool(garbled) is reported
    if reported:
        assert garbled[0].pages == [4] and garbled[0].characters == 4
