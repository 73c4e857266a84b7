"""Claim classes fixed in round ten: a number in round brackets that no note carries is the
text's own (an accelerator count in a table's system cell), not a footnote marker."""

from __future__ import annotations

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.context import split_markers


def _deck(*pages: list[Block]) -> list[Claim]:
    built = [
        Page(number=n, title=blocks[0].text, blocks=blocks) for n, blocks in enumerate(pages, 1)
    ]
    return find_claims(Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built))


def _table(page: int, title: str, rows: list[str], footnotes: tuple[str, ...] = ()) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    blocks += [
        Block(text=r, role=BlockRole.TABLE_ROW, location=Location(page=page), group="t")
        for r in rows
    ]
    return blocks + [
        Block(text=f, role=BlockRole.FOOTNOTE, location=Location(page=page)) for f in footnotes
    ]


def test_a_bracketed_number_no_note_carries_stays_in_the_text() -> None:
    assert split_markers("Orion R8, H200 (8)", set()) == ("Orion R8, H200 (8)", [])
    assert split_markers("12,400 tokens/s (2).", {"2"}) == ("12,400 tokens/s.", ["2"])
    assert split_markers("12,400 tokens/s (2).") == ("12,400 tokens/s.", ["2"])


def test_an_accelerator_count_in_a_system_cell_keeps_the_row_whole() -> None:
    for header, rows in (
        (
            "Server (GPUs) | MLPerf Inference v5.1 Closed, Llama 2 70B Offline tokens/s",
            ["Kestrel K9, B200 (8) | 98,100", "Kestrel K9, B200 (16) | 190,250"],
        ),
        (
            "Platform (accelerator count) | Division | Mixtral 8x7B Server, v5.0 (tokens/s)",
            ["Harrow HX-4 (4) | Closed | 41,010", "Harrow HX-8 (8) | Closed | 80,777"],
        ),
        (
            "System (chips) | ResNet-50 Offline samples/s, MLPerf Inference v6.0",
            ["Tallis T2 accelerator card (2) | 91,300"],
        ),
    ):
        claims = _deck(_table(1, "MLPerf Inference results", [header, *rows]))
        texts = [c.text for c in claims]
        for row in rows:
            assert row in texts, (row, texts)


def test_a_bracketed_marker_a_footnote_carries_is_still_a_marker() -> None:
    rows = ["System | Llama 2 70B Offline tokens/s", "Kestrel K9 | 98,100 (1)"]
    claims = _deck(_table(1, "Results", rows, ("(1) MLPerf Inference v5.1, Closed, 5.1-0201.",)))
    (claim,) = claims
    assert claim.text == "Kestrel K9 | 98,100"
    assert claim.result_id == "5.1-0201"
