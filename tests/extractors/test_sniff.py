"""Content sniffing decides a file's kind from its bytes, never from its name."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from extractors.models import DeckKind
from extractors.sniff import sniff_kind

CORPUS_KINDS = {
    "pdf/gen_control_minimal.pdf": DeckKind.PDF,
    "pdf/gen_html_saved_as_pdf.pdf": DeckKind.UNKNOWN,
    "pdf/gen_zero_bytes.pdf": DeckKind.UNKNOWN,
    "pdf/gen_truncated_no_eof.pdf": DeckKind.PDF,
    "pptx/pptx_actually_pdf.pptx": DeckKind.PDF,
    "pptx/pptx_really_a_pptx.pdf": DeckKind.PPTX,
    "pptx/pptx_ole_cfb_container.pptx": DeckKind.CFB,
    "pptx/pptx_zero_bytes.pptx": DeckKind.UNKNOWN,
    "pptx/pptx_macro_actions.pptm": DeckKind.PPTM,
    "pptx/up_text.pptx": DeckKind.PPTX,
    "pptx/pptx_truncated_zip.pptx": DeckKind.PPTX,
    "pptx/pptx_missing_content_types.pptx": DeckKind.PPTX,
    "pptx/pptx_zip_bomb_bzip2_unreferenced.pptx": DeckKind.PPTX,
}


@pytest.mark.parametrize(("name", "kind"), sorted(CORPUS_KINDS.items()))
def test_corpus_kinds(hostile_corpus: Path, name: str, kind: DeckKind) -> None:
    assert sniff_kind(hostile_corpus / name) == kind


def test_pdf_header_after_junk_is_still_a_pdf(tmp_path: Path) -> None:
    path = tmp_path / "deck.bin"
    path.write_bytes(b"\x00" * 200 + b"\n%PDF-1.7\n1 0 obj<<>>endobj\n")
    assert sniff_kind(path) == DeckKind.PDF


def test_pdf_header_beyond_the_window_is_not_a_pdf(tmp_path: Path) -> None:
    path = tmp_path / "deck.pdf"
    path.write_bytes(b" " * 2000 + b"\n%PDF-1.7\n")
    assert sniff_kind(path) == DeckKind.UNKNOWN


def test_pdf_mentioned_inside_text_is_not_a_pdf(tmp_path: Path) -> None:
    path = tmp_path / "deck.pdf"
    path.write_bytes(b"Error: the file (%PDF-1.4) could not be fetched.\n")
    assert sniff_kind(path) == DeckKind.UNKNOWN


def _zip(path: Path, members: dict[str, bytes]) -> Path:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    path.write_bytes(buffer.getvalue())
    return path


def test_word_document_is_not_a_deck(tmp_path: Path) -> None:
    path = _zip(
        tmp_path / "deck.pptx", {"[Content_Types].xml": b"<Types/>", "word/document.xml": b"<w/>"}
    )
    assert sniff_kind(path) == DeckKind.UNKNOWN


def test_macro_content_type_makes_a_pptm_whatever_the_name(tmp_path: Path) -> None:
    types = (
        b'<Types><Override PartName="/ppt/presentation.xml" ContentType="application/'
        b'vnd.ms-powerpoint.presentation.macroEnabled.main+xml"/></Types>'
    )
    path = _zip(
        tmp_path / "deck.pptx", {"[Content_Types].xml": types, "ppt/presentation.xml": b"<p/>"}
    )
    assert sniff_kind(path) == DeckKind.PPTM


def test_cfb_header_is_reported_as_cfb(tmp_path: Path) -> None:
    path = tmp_path / "deck.pptx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 600)
    assert sniff_kind(path) == DeckKind.CFB


def test_text_file_is_unknown(tmp_path: Path) -> None:
    path = tmp_path / "deck.pptx"
    path.write_text("just some notes\n")
    assert sniff_kind(path) == DeckKind.UNKNOWN
