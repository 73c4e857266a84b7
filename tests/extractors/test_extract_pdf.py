"""The PDF reader and the claim finder on real PDFs: a LibreOffice export and a reportlab drawing.

LibreOffice is required (`.ci/run` installs libreoffice-impress): without it the export fixture
fails rather than skipping, so a machine that lacks it cannot pass these tests silently.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter

from examples.deck_builders import export_pdf
from extractors import BlockRole, Deck, DeckKind, DeckReadError, find_claims, read_deck
from tests.extractors import reader_decks as fx
from tests.extractors.reader_decks import EXPECTED_CLAIMS, claim_rows


@pytest.fixture(scope="session")
def exported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The reader fixture deck as PPTX and as LibreOffice's PDF export of it."""
    folder = tmp_path_factory.mktemp("soffice")
    pptx = fx.write_reader_pptx(folder / "aurora.pptx")
    return pptx, export_pdf(pptx, folder)


@pytest.fixture(scope="session")
def export_deck(exported: tuple[Path, Path]) -> Deck:
    return read_deck(exported[1])


@pytest.fixture(scope="session")
def reportlab_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return fx.write_reportlab_pdf(tmp_path_factory.mktemp("reportlab") / "borealis.pdf")


@pytest.fixture(scope="session")
def reportlab_deck(reportlab_pdf: Path) -> Deck:
    return read_deck(reportlab_pdf)


def _block(deck: Deck, text: str):
    found = [b for b in deck.all_blocks() if b.text == text]
    assert len(found) == 1, f"{text!r} found {len(found)} times in {deck.path}"
    return found[0]


# LibreOffice export ---------------------------------------------------------------------------


def test_export_pages_and_titles(export_deck: Deck) -> None:
    assert export_deck.kind == DeckKind.PDF
    # LibreOffice leaves the hidden slide out of the export: six pages, not seven.
    assert [p.title for p in export_deck.pages] == [
        fx.S1_TITLE,
        fx.S2_TITLE,
        fx.S3_TITLE,
        fx.S4_TITLE,
        fx.S5_TITLE,
        fx.S7_TITLE,
    ]
    assert all(
        p.width == pytest.approx(720) and p.height == pytest.approx(540) for p in export_deck.pages
    )


def test_export_joins_wrapped_bullets(export_deck: Deck) -> None:
    body = [b for b in export_deck.pages[0].blocks if b.role == BlockRole.BODY]
    assert [b.text for b in body] == [fx.S1_WRAPPED, fx.S1_LATENCY, fx.S1_PRICE]
    wrapped = body[0].location.bbox
    assert wrapped is not None
    # Three printed lines of 22 pt type: the joined block spans them all.
    assert wrapped.y1 - wrapped.y0 > 3 * 22


def test_export_footnote_stays_on_its_page(export_deck: Deck) -> None:
    footnote = _block(export_deck, fx.S1_FOOTNOTE)
    assert footnote.role == BlockRole.FOOTNOTE and footnote.location.page == 1
    assert footnote.location.bbox is not None and footnote.location.bbox.y1 < 60


def test_export_recovers_table_rows_and_cells(export_deck: Deck) -> None:
    page = export_deck.pages[1]
    rows = [b for b in page.blocks if b.role == BlockRole.TABLE_ROW]
    assert [b.text for b in rows] == [
        " | ".join(fx.S2_HEADER),
        *(" | ".join(r) for r in fx.S2_ROWS),
        " | ".join(fx.S2_PRICE_HEADER),
        *(" | ".join(r) for r in fx.S2_PRICE_ROWS),
    ]
    assert [b.location.table_row for b in rows] == [0, 1, 2, 0, 1]
    # The first cell wraps over two printed lines; it comes back as one cell.
    cells = {
        (b.location.table_row, b.location.table_col): b.text
        for b in page.blocks
        if b.role == BlockRole.TABLE_CELL and b.group == rows[0].group
    }
    assert cells[(1, 0)] == fx.S2_ROWS[0][0]
    assert cells[(2, 3)] == "48,100"


def test_export_keeps_group_text(export_deck: Deck) -> None:
    outer = _block(export_deck, fx.S4_OUTER)
    inner = _block(export_deck, fx.S4_INNER)
    assert outer.location.bbox is not None and inner.location.bbox is not None
    # PDF space has its origin at the bottom: the slide's 252..288 pt band is 252..288 from the
    # top, and the text (not scaled with the group) starts at the group's left edge of 72 pt.
    assert outer.location.bbox.x0 == pytest.approx(72, abs=10)
    assert outer.location.bbox.y1 == pytest.approx(540 - 252, abs=10)
    assert inner.location.bbox.y1 == pytest.approx(540 - 324, abs=10)


def test_export_chart_text_is_read(export_deck: Deck) -> None:
    blocks = export_deck.pages[2].blocks
    texts = [b.text for b in blocks]
    # The export draws the chart as loose text: the title wraps over two centred lines, the data
    # labels are plain numbers. Rebuilt, each label is a chart point and the title is one block.
    points = [b.text for b in blocks if b.role == BlockRole.CHART_POINT]
    assert any(t.endswith(": 95,000.0") for t in points)
    assert any(t.endswith(": 81,250.5") for t in points)
    titles = [b.text for b in blocks if b.role == BlockRole.CHART_TITLE]
    assert sum(t.count("MLPerf") for t in titles) == 1
    assert " ".join(texts).count("MLPerf") == 1


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (fx.S5_WHITE, "white text on a white background"),
        (fx.S5_TINY, "tiny text (1.0 pt)"),
        (fx.S5_COVERED, "covered by a shape drawn over it"),
    ],
)
def test_export_hidden_text_reasons(export_deck: Deck, text: str, reason: str) -> None:
    block = _block(export_deck, text)
    assert not block.visible
    assert block.hidden_reason == reason


def test_export_drops_what_no_viewer_sees(export_deck: Deck) -> None:
    """LibreOffice writes neither fully transparent text, off-slide shapes, notes nor alt text."""
    texts = " ".join(b.text for b in export_deck.all_blocks())
    for missing in (fx.S5_TRANSPARENT, fx.S5_OFFSLIDE, fx.S6_TEXT, fx.S4_NOTES, fx.S3_ALT):
        assert missing not in texts


# The export draws no legend for a one-series chart and keeps the labels' own number format.
_EXPORTED_POINTS = {
    "Aurora X9 – Closed division: 95000": "Aurora X9: 95,000.0",
    "Rival R5 – Closed division: 81250.5": "Rival R5: 81,250.5",
}


def test_export_exact_claims(export_deck: Deck) -> None:
    """The export yields the PPTX claims less the notes and the hidden slide; its chart points
    are rebuilt from the drawn labels."""
    expected = [
        (row[0], row[1], _EXPORTED_POINTS.get(row[2], row[2]), *row[3:])
        for row in EXPECTED_CLAIMS
        if row[1] != "notes"  # notes are not exported
    ]
    assert claim_rows(find_claims(export_deck)) == expected


def test_export_distractors_are_not_claims(export_deck: Deck) -> None:
    claims = find_claims(export_deck)
    texts = [c.text for c in claims]
    for distractor in (*fx.S7_DISTRACTORS, fx.S1_PRICE, "Starter | $4,000 | 1,200"):
        assert distractor not in texts
    assert not any(c.page == 6 for c in claims)
    assert not any(number in t for t in texts for number in ("99,000", "77,000", "55,000"))


# reportlab drawing ----------------------------------------------------------------------------


def test_reportlab_joins_hyphenated_wrapped_lines(reportlab_deck: Deck) -> None:
    page = reportlab_deck.pages[0]
    assert page.title == fx.RL_TITLE
    body = [b for b in page.blocks if b.role == BlockRole.BODY and b.visible]
    assert [b.text for b in body] == [fx.RL_WRAPPED, fx.RL_PRICE]
    assert body[0].font_size == 16


def test_reportlab_table_of_aligned_text(reportlab_deck: Deck) -> None:
    rows = [b for b in reportlab_deck.pages[0].blocks if b.role == BlockRole.TABLE_ROW]
    assert [b.text for b in rows] == [" | ".join(r) for r in fx.RL_TABLE]
    cells = [
        (b.location.table_row, b.location.table_col, b.text)
        for b in reportlab_deck.pages[0].blocks
        if b.role == BlockRole.TABLE_CELL
    ]
    assert cells[3:6] == [(1, 0, "Offline"), (1, 1, "4"), (1, 2, "12,040")]


def test_reportlab_footnote_in_small_type(reportlab_deck: Deck) -> None:
    footnote = _block(reportlab_deck, fx.RL_FOOTNOTE)
    assert footnote.role == BlockRole.FOOTNOTE
    assert footnote.visible and footnote.font_size == 8


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (fx.RL_WHITE, "white text on a white background"),
        (fx.RL_INVISIBLE, "invisible text render mode"),
        (fx.RL_TINY, "tiny text (1.5 pt)"),
        (fx.RL_OUTSIDE, "text placed outside the page"),
    ],
)
def test_reportlab_hidden_text_reasons(reportlab_deck: Deck, text: str, reason: str) -> None:
    block = _block(reportlab_deck, text)
    assert not block.visible
    assert block.hidden_reason == reason


REPORTLAB_CLAIMS = [
    (1, "body", fx.RL_WRAPPED, 11264.0, "tokens/s", "llama2-70b", "v4.1", "4.1-0043", False),
    (
        1,
        "table_row",
        "Offline | 4 | 12,040",
        12040.0,
        "tokens/s",
        "llama2-70b",
        "v4.1",
        "4.1-0043",
        False,
    ),
    (
        1,
        "table_row",
        "Server | 4 | 11,264",
        11264.0,
        "tokens/s",
        "llama2-70b",
        "v4.1",
        "4.1-0043",
        False,
    ),
]


def test_reportlab_exact_claims(reportlab_deck: Deck) -> None:
    claims = find_claims(reportlab_deck)
    assert claim_rows(claims) == REPORTLAB_CLAIMS
    assert claims[1].context.table_header == " | ".join(fx.RL_TABLE[0])
    assert claims[0].context.footnotes == [fx.RL_FOOTNOTE]


# Encryption and content sniffing ---------------------------------------------------------------


def test_encrypted_with_empty_user_password_opens(tmp_path: Path) -> None:
    path = fx.write_reportlab_pdf(tmp_path / "owner-only.pdf", user_password="", owner_password="x")
    assert PdfReader(str(path)).is_encrypted
    deck = read_deck(path)
    assert claim_rows(find_claims(deck)) == REPORTLAB_CLAIMS


def _aes_encrypted(source: Path, target: Path, password: str) -> Path:
    writer = PdfWriter(clone_from=str(source))
    writer.encrypt(user_password=password, owner_password="owner-" + password, algorithm="AES-256")
    with target.open("wb") as handle:
        writer.write(handle)
    return target


def test_user_password_is_required_and_accepted(reportlab_pdf: Path, tmp_path: Path) -> None:
    path = _aes_encrypted(reportlab_pdf, tmp_path / "locked.pdf", "s3cret")
    with pytest.raises(DeckReadError) as caught:
        read_deck(path)
    assert caught.value.cause == "encrypted"
    with pytest.raises(DeckReadError) as wrong:
        read_deck(path, password="guess")
    assert wrong.value.cause == "wrong-password"
    deck = read_deck(path, password="s3cret")
    assert claim_rows(find_claims(deck)) == REPORTLAB_CLAIMS


def test_reportlab_rc4_user_password(tmp_path: Path) -> None:
    path = fx.write_reportlab_pdf(tmp_path / "rc4.pdf", user_password="committee")
    with pytest.raises(DeckReadError) as caught:
        read_deck(path)
    assert caught.value.cause == "encrypted"
    assert claim_rows(find_claims(read_deck(path, password="committee"))) == REPORTLAB_CLAIMS


def test_file_type_comes_from_content(exported: tuple[Path, Path], tmp_path: Path) -> None:
    pptx, pdf = exported
    pdf_named_pptx = shutil.copy(pdf, tmp_path / "slides.pptx")
    pptx_named_pdf = shutil.copy(pptx, tmp_path / "slides.pdf")
    as_pdf = read_deck(pdf_named_pptx)
    as_pptx = read_deck(pptx_named_pdf)
    assert as_pdf.kind == DeckKind.PDF
    assert as_pptx.kind == DeckKind.PPTX
    assert claim_rows(find_claims(as_pptx)) == EXPECTED_CLAIMS
    assert claim_rows(find_claims(as_pdf)) == claim_rows(find_claims(read_deck(pdf)))


@pytest.mark.parametrize("index", [0, 1], ids=["pptx", "pdf"])
def test_progress_reports_every_page(exported: tuple[Path, Path], index: int) -> None:
    seen: list[tuple[int, int]] = []
    deck = read_deck(exported[index], progress=lambda done, total: seen.append((done, total)))
    total = len(deck.pages)
    assert seen == [(n, total) for n in range(1, total + 1)]
