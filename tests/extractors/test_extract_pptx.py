"""The PPTX reader and the claim finder on a deck built with python-pptx in this test session."""

from __future__ import annotations

from pathlib import Path

import pytest

from extractors import BlockRole, Claim, Deck, DeckKind, find_claims, read_deck
from tests.extractors import reader_decks as fx
from tests.extractors.reader_decks import EXPECTED_CLAIMS, claim_rows

SLIDE_W, SLIDE_H = 720.0, 540.0


@pytest.fixture(scope="module")
def pptx_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return fx.write_reader_pptx(tmp_path_factory.mktemp("pptx") / "aurora.pptx")


@pytest.fixture(scope="module")
def deck(pptx_path: Path) -> Deck:
    return read_deck(pptx_path)


@pytest.fixture(scope="module")
def claims(deck: Deck) -> list[Claim]:
    return find_claims(deck)


def _block(deck: Deck, text: str):
    found = [b for b in deck.all_blocks() if b.text == text]
    assert len(found) == 1, f"{text!r} found {len(found)} times"
    return found[0]


def test_pages_titles_and_hidden_slide(deck: Deck) -> None:
    assert deck.kind == DeckKind.PPTX
    assert [p.number for p in deck.pages] == [1, 2, 3, 4, 5, 6, 7]
    assert [p.title for p in deck.pages] == [
        fx.S1_TITLE,
        fx.S2_TITLE,
        fx.S3_TITLE,
        fx.S4_TITLE,
        fx.S5_TITLE,
        fx.S6_TITLE,
        fx.S7_TITLE,
    ]
    assert [p.hidden for p in deck.pages] == [False] * 5 + [True, False]
    assert (deck.pages[0].width, deck.pages[0].height) == (SLIDE_W, SLIDE_H)


def test_placeholder_bullets_are_whole_paragraphs(deck: Deck) -> None:
    body = [b for b in deck.pages[0].blocks if b.role == BlockRole.BODY]
    assert [b.text for b in body] == [fx.S1_WRAPPED, fx.S1_LATENCY, fx.S1_PRICE]
    assert all(b.visible and b.font_size == 22.0 for b in body)
    bbox = body[0].location.bbox
    assert bbox is not None
    assert (bbox.x0, bbox.y0, bbox.x1, bbox.y1) == pytest.approx((36.0, 115.2, 684.0, 460.8))


def test_footnote_is_kept_with_its_slide(deck: Deck) -> None:
    footnote = _block(deck, fx.S1_FOOTNOTE)
    assert footnote.role == BlockRole.FOOTNOTE
    assert footnote.location.page == 1
    assert footnote.visible


def test_nested_groups_map_child_coordinates_to_the_slide(deck: Deck) -> None:
    outer = _block(deck, fx.S4_OUTER)
    inner = _block(deck, fx.S4_INNER)
    # Outer group: child (0, 0, 8, 1) in -> slide (1, 3.5) + half scale -> 72..360 x 252..288 pt.
    assert outer.location.bbox is not None and inner.location.bbox is not None
    box = outer.location.bbox
    assert (box.x0, box.y0, box.x1, box.y1) == pytest.approx((72.0, 252.0, 360.0, 288.0))
    # Inner group doubles its child box into the outer's child space, then the outer halves it.
    box = inner.location.bbox
    assert (box.x0, box.y0, box.x1, box.y1) == pytest.approx((72.0, 324.0, 360.0, 396.0))
    assert outer.visible and inner.visible
    assert outer.role == inner.role == BlockRole.BODY


def test_table_cells_and_rows(deck: Deck) -> None:
    page = deck.pages[1]
    rows = [b for b in page.blocks if b.role == BlockRole.TABLE_ROW]
    assert [b.text for b in rows] == [
        " | ".join(fx.S2_HEADER),
        *(" | ".join(r) for r in fx.S2_ROWS),
        " | ".join(fx.S2_PRICE_HEADER),
        *(" | ".join(r) for r in fx.S2_PRICE_ROWS),
    ]
    assert [b.location.table_row for b in rows] == [0, 1, 2, 0, 1]
    cells = [b for b in page.blocks if b.role == BlockRole.TABLE_CELL]
    assert len(cells) == 4 * 3 + 3 * 2
    cell = next(b for b in cells if b.text == "48,100")
    assert (cell.location.table_row, cell.location.table_col) == (2, 3)
    # The two tables are told apart by their group.
    assert len({b.group for b in rows}) == 2


def test_chart_title_points_and_alt_text(deck: Deck) -> None:
    page = deck.pages[2]
    titles = [b for b in page.blocks if b.role == BlockRole.CHART_TITLE]
    assert [b.text for b in titles] == [fx.S3_CHART_TITLE]
    points = [b for b in page.blocks if b.role == BlockRole.CHART_POINT]
    assert [(b.location.chart_category, b.location.chart_series, b.text) for b in points] == [
        ("Aurora X9", "Closed division", "Aurora X9 – Closed division: 95000"),
        ("Rival R5", "Closed division", "Rival R5 – Closed division: 81250.5"),
    ]
    alt = [b for b in page.blocks if b.role == BlockRole.ALT_TEXT]
    assert [b.text for b in alt] == [fx.S3_ALT]
    assert not alt[0].visible
    assert alt[0].hidden_reason == "alt text, not drawn on the slide"


def test_speaker_notes_are_notes(deck: Deck) -> None:
    notes = [b for b in deck.all_blocks() if b.role == BlockRole.NOTES]
    assert [(b.location.page, b.text) for b in notes] == [(4, fx.S4_NOTES)]
    assert notes[0].visible  # notes are read by the presenter: kept, but marked as notes


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (fx.S5_WHITE, "white text on a white background"),
        (fx.S5_TRANSPARENT, "transparent text"),
        (fx.S5_TINY, "tiny text (1.0 pt)"),
        (fx.S5_OFFSLIDE, "shape placed outside the slide"),
        (fx.S5_COVERED, "covered by another shape"),
        (fx.S6_TEXT, "hidden slide"),
        (fx.S6_TITLE, "hidden slide"),
    ],
)
def test_hidden_text_is_kept_with_its_reason(deck: Deck, text: str, reason: str) -> None:
    block = _block(deck, text)
    assert not block.visible
    assert block.hidden_reason == reason


def test_visible_text_beside_hidden_text_stays_visible(deck: Deck) -> None:
    block = _block(deck, fx.S5_VISIBLE)
    assert block.visible and block.hidden_reason is None


def test_exact_claims(claims: list[Claim]) -> None:
    assert claim_rows(claims) == EXPECTED_CLAIMS
    assert [c.id for c in claims] == [
        "p1-1",
        "p1-2",
        "p2-1",
        "p2-2",
        "p3-1",
        "p3-2",
        "p4-1",
        "p4-2",
        "p4-3",
        "p5-1",
    ]
    assert all(c.visible for c in claims)


def test_claim_context(claims: list[Claim]) -> None:
    by_id = {c.id: c for c in claims}
    first = by_id["p1-1"].context
    assert first.slide_title == fx.S1_TITLE
    assert first.footnotes == [fx.S1_FOOTNOTE]
    row = by_id["p2-1"].context
    assert row.table_header == " | ".join(fx.S2_HEADER)
    assert row.slide_title == fx.S2_TITLE
    point = by_id["p3-1"]
    assert point.context.chart_title == fx.S3_CHART_TITLE
    assert (point.location.chart_category, point.location.chart_series) == (
        "Aurora X9",
        "Closed division",
    )
    assert by_id["p4-1"].context.notes == [fx.S4_NOTES]
    assert by_id["p4-3"].role == BlockRole.NOTES


def test_hidden_text_never_becomes_a_claim(claims: list[Claim]) -> None:
    hidden_numbers = ("99,000", "88,000", "77,000", "66,000", "55,000", "44,000")
    for claim in claims:
        assert not any(number in claim.text for number in hidden_numbers), claim.text
    assert not any(c.page == 6 for c in claims)
    assert not any("95,000 samples/s" in c.text for c in claims)  # the alt text


def test_distractors_are_not_claims(claims: list[Claim]) -> None:
    texts = [c.text for c in claims]
    for distractor in (*fx.S7_DISTRACTORS, fx.S1_PRICE, "Starter | $4,000 | 1,200"):
        assert distractor not in texts
    assert not any(c.page == 7 for c in claims)
    assert not any("support team" in t for t in texts)  # "4 hours" in the notes
    assert not any(" | ".join(fx.S2_HEADER) == t for t in texts)  # a header row is context
