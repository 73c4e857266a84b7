"""Embedded Type 1 (CFF) fonts whose built-in encoding differs from the one the PDF declares.

The PDF's /Encoding wins (a named encoding or /BaseEncoding outright, /Differences code by code);
pypdf alone lets the font program's own encoding win, which turns letters and digits into other
letters and digits. The reader must read what the page shows.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest
from fontTools import agl
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from pypdf import PdfReader

from auditor.audit import AuditOptions, audit_deck
from extractors import read_deck
from tests.extractors.pdf_hand_made import write_pdf

SHOWN = "Total 1234"
CHARS = sorted(set(SHOWN))


def _glyph_name(char: str) -> str:
    return agl.UV2AGL.get(ord(char), f"uni{ord(char):04X}")


def _cff_program(built_in: dict[int, str]) -> bytes:
    """A CFF font drawing a box for each glyph, with `built_in` (code -> glyph) as its encoding."""
    names = [".notdef", *(_glyph_name(c) for c in CHARS)]
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({})
    charstrings = {}
    for name in names:
        pen = T2CharStringPen(500, None)
        pen.moveTo((50, 0))
        pen.lineTo((450, 0))
        pen.lineTo((450, 700))
        pen.lineTo((50, 700))
        pen.closePath()
        charstrings[name] = pen.getCharString()
    builder.setupCFF("ABCDEF+Vendor", {"FullName": "Vendor"}, charstrings, {})
    cff = builder.font["CFF "].cff
    encoding = [".notdef"] * 256
    for code, name in built_in.items():
        encoding[code] = name
    cff.topDictIndex[0].Encoding = encoding
    out = io.BytesIO()
    cff.compile(out, builder.font)
    return out.getvalue()


def _scrambled() -> dict[int, str]:
    """The built-in encoding pairs the characters off: digits draw letters and letters digits."""
    names = [_glyph_name(c) for c in CHARS]
    return {ord(c): names[len(names) - 1 - i] for i, c in enumerate(CHARS)}


def _write(path: Path, encoding: str, built_in: dict[int, str]) -> Path:
    data = _cff_program(built_in).hex().upper() + ">"
    return write_pdf(
        path,
        f"BT /F2 16 Tf 72 600 Td ({SHOWN}) Tj ET",
        extra_fonts="/F2 6 0 R",
        objects=(
            "<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+Vendor /FirstChar 32 "
            f"/LastChar 126 /Widths [{' '.join(['500'] * 95)}] /Encoding {encoding} "
            "/FontDescriptor 7 0 R >>",
            "<< /Type /FontDescriptor /FontName /ABCDEF+Vendor /Flags 32 "
            "/FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 "
            "/CapHeight 700 /StemV 80 /FontFile3 8 0 R >>",
            f"<< /Subtype /Type1C /Filter /ASCIIHexDecode /Length {len(data)} >>\n"
            f"stream\n{data}\nendstream",
        ),
    )


CASES = {
    # name: (/Encoding, the program's built-in encoding)
    "named encoding": ("/WinAnsiEncoding", _scrambled()),
    "base encoding with differences": (
        "<< /Type /Encoding /BaseEncoding /MacRomanEncoding /Differences [84 /T] >>",
        _scrambled(),
    ),
    # Differences alone keep the built-in encoding as the base: only the listed codes change.
    "differences over the built-in encoding": (
        "<< /Type /Encoding /Differences [49 /one /two /three /four] >>",
        {
            **{ord(c): _glyph_name(c) for c in CHARS},
            **{code: _glyph_name(c) for code, c in zip(b"1234", "4321", strict=True)},
        },
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_declared_encoding_wins(tmp_path: Path, name: str) -> None:
    encoding, built_in = CASES[name]
    path = _write(tmp_path / "deck.pdf", encoding, built_in)
    # The deck exercises pypdf's mistake: read alone, it does not show the figure.
    assert "1234" not in PdfReader(path).pages[0].extract_text()
    deck = read_deck(path)
    text = " ".join(b.text for b in deck.all_blocks())
    assert SHOWN in text
    assert not deck.garbled_fonts
    if shutil.which("pdftotext"):  # poppler reads the same
        done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True)
        assert SHOWN in done.stdout.decode()


def test_built_in_encoding_kept_without_a_declared_one(tmp_path: Path) -> None:
    """No /Encoding: the program's own encoding is the right one, and it is kept."""
    built_in = {ord(c): _glyph_name(c) for c in CHARS}
    path = _write(tmp_path / "deck.pdf", "null", built_in)
    assert SHOWN in " ".join(b.text for b in read_deck(path).all_blocks())


def test_repaired_font_is_not_reported(tmp_path: Path) -> None:
    path = _write(tmp_path / "deck.pdf", "/WinAnsiEncoding", _scrambled())
    report = audit_deck(path, AuditOptions(use_default_results_db=False, replay=False))
    assert "GARBLED-TEXT" not in {f.code for f in report.deck_flags}
