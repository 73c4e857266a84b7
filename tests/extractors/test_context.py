"""The context resolver: footnote markers, heading boxes and deck-level statements."""

from __future__ import annotations

from extractors import (
    BBox,
    Block,
    BlockRole,
    ClaimContext,
    Deck,
    DeckKind,
    Location,
    Page,
    find_claims,
)
from extractors.context import (
    bound_footnotes,
    deck_statements,
    footnote_key,
    is_title_slide,
    page_footnotes,
    page_headings,
    split_markers,
    superscript,
)


def _block(text: str, role: BlockRole = BlockRole.BODY, *, y: float = 300.0, size=20.0, group=None):
    box = BBox(x0=50, y0=y, x1=600, y1=y + size)
    return Block(
        text=text, role=role, location=Location(page=1, bbox=box), font_size=size, group=group
    )


def _deck(*pages: Page, kind: DeckKind = DeckKind.PPTX) -> Deck:
    return Deck(path="t.pptx", kind=kind, sha256="0" * 64, pages=list(pages))


def test_superscript_runs_become_markers_and_come_out_of_the_text() -> None:
    assert superscript("1") == "¹" and superscript("b") == "ᵇ" and superscript("TM") == "TM"
    assert split_markers("44,700 tokens/s¹") == ("44,700 tokens/s", ["1"])
    assert split_markers("Llama: 61,880 tokens/sᵃ") == ("Llama: 61,880 tokens/s", ["a"])
    assert split_markers("Up to 2.5x*") == ("Up to 2.5x", ["*"])
    assert split_markers("* a note that starts with a star") == (
        "* a note that starts with a star",
        [],
    )


def test_footnote_keys() -> None:
    assert footnote_key("¹ MLPerf v6.0", plain_allowed=False) == "1"
    assert footnote_key("† Offline", plain_allowed=False) == "†"
    assert footnote_key("a MLPerf v6.0", plain_allowed=False) is None
    assert footnote_key("a MLPerf v6.0", plain_allowed=True) == "a"
    assert footnote_key("MLPerf v6.0, Closed", plain_allowed=True) is None


def test_each_claim_reads_only_its_own_footnote() -> None:
    page = Page(
        number=1,
        title="Summary",
        height=540,
        blocks=[
            _block("Summary", BlockRole.TITLE, y=20, size=30),
            _block("Llama 2 70B: 44,700 tokens/s¹", group="b"),
            _block("Llama 2 70B: 47,900 tokens/s²", group="b"),
            _block("Mixtral 8x7B: 55,000 tokens/s", group="b"),
            _block(
                "¹ MLPerf Inference v6.0, Closed division, Server scenario.", BlockRole.FOOTNOTE
            ),
            _block("² MLPerf Inference v5.1, Open division, Offline scenario.", BlockRole.FOOTNOTE),
        ],
    )
    notes = page_footnotes(page)
    assert [n.key for n in notes] == ["1", "2"]
    assert bound_footnotes(["2"], notes) == [notes[1].text]
    assert bound_footnotes([], notes) == []
    claims = find_claims(_deck(page))
    by_value = {c.metric.value: c for c in claims}
    assert by_value[44700].round == "v6.0" and by_value[44700].context.footnotes == [notes[0].text]
    assert by_value[47900].round == "v5.1" and by_value[47900].context.markers == ["2"]
    assert by_value[44700].text == "Llama 2 70B: 44,700 tokens/s"


def test_a_footnote_whose_marker_nothing_carries_covers_the_slide() -> None:
    page = Page(
        number=1,
        height=540,
        blocks=[
            _block("24,000 tokens/s on Llama 2 70B, Offline"),
            _block("* MLPerf Inference v4.1 Closed, result 4.1-0043.", BlockRole.FOOTNOTE),
        ],
    )
    (claim,) = find_claims(_deck(page))
    assert claim.result_id == "4.1-0043"


def test_headings_are_short_boxes_near_the_top_that_are_no_sentence() -> None:
    page = Page(
        number=2,
        title="Serving numbers",
        height=540,
        blocks=[
            _block("Serving numbers", BlockRole.TITLE, y=20, size=30, group="t"),
            _block("MLPerf Inference v6.0 · Closed division", y=90, size=18, group="h"),
            _block("F4 answered 41,300 tokens/s on Llama 2 70B.", y=140, group="b"),
            _block("It held 52,800 tokens/s.", y=140, group="b"),
        ],
    )
    assert page_headings(page, DeckKind.PPTX, lambda _t: False) == [
        "Serving numbers",
        "MLPerf Inference v6.0 · Closed division",
    ]
    claims = find_claims(_deck(Page(number=1, blocks=[]), page))
    assert {c.round for c in claims} == {"v6.0"}
    assert all(c.context.headings == ["MLPerf Inference v6.0 · Closed division"] for c in claims)


def test_pdf_headings_count_from_the_bottom_of_the_page() -> None:
    page = Page(
        number=1,
        height=540,
        blocks=[_block("MLPerf Inference v5.1 results", y=470, size=18, group="p1-b0")],
    )
    assert page_headings(page, DeckKind.PDF, lambda _t: False) == ["MLPerf Inference v5.1 results"]
    assert page_headings(page, DeckKind.PPTX, lambda _t: False) == []


def test_deck_statements_come_from_the_title_slide_and_blanket_disclosures() -> None:
    title = Page(
        number=1,
        blocks=[_block("Hornfels in MLPerf Inference", BlockRole.TITLE), _block("v6.0")],
    )
    legal = Page(
        number=3,
        blocks=[
            _block("All results in this deck: MLPerf Inference v5.1, Closed division."),
            _block("Our lab measured 12,000 tokens/s for all results combined."),
        ],
    )
    from extractors.claims import split_sentences

    statements = deck_statements(
        [title, legal], DeckKind.PPTX, lambda t: "tokens" in t, split_sentences
    )
    assert statements == [
        "Hornfels in MLPerf Inference v6.0",
        "All results in this deck: MLPerf Inference v5.1, Closed division.",
    ]


def test_a_disclosure_slide_labels_the_deck_and_its_endnotes_bind_by_marker() -> None:
    """A slide titled 'Endnotes' or 'Benchmark notes' speaks for the deck: its unmarked label
    sentences are deck-level statements, its marked notes bind to the claims with that marker."""
    from extractors.claims import split_sentences
    from extractors.context import deck_endnotes

    results = Page(number=2, title="Results", blocks=[_block("Llama 2 70B: 48,200 tokens/s¹")])
    notes = Page(
        number=3,
        title="Endnotes",
        blocks=[
            _block("Endnotes", BlockRole.TITLE),
            _block("¹ MLPerf Inference v5.1, Closed division, Server scenario."),
            _block("² MLPerf Inference v5.1, Closed division, Offline scenario."),
            _block("Source: MLPerf Inference v5.1, Closed division."),
            _block("MLPerf is a trademark of MLCommons Association."),
        ],
    )
    statements = deck_statements(
        [results, notes], DeckKind.PPTX, lambda t: "tokens" in t, split_sentences
    )
    assert statements == ["Source: MLPerf Inference v5.1, Closed division."]
    assert deck_endnotes([results, notes]) == {
        "1": ["¹ MLPerf Inference v5.1, Closed division, Server scenario."],
        "2": ["² MLPerf Inference v5.1, Closed division, Offline scenario."],
    }


def test_bracketed_markers_bind_their_footnotes() -> None:
    """'[1]' or '(2)' after a figure is a footnote marker; '(2026)', 'Llama 2 (70B)' and a list's
    leading '(1)' are not."""
    assert split_markers("Llama 2 70B: 24,525 tokens/s [1]") == (
        "Llama 2 70B: 24,525 tokens/s",
        ["1"],
    )
    assert split_markers("24,525 tokens/s (2).") == ("24,525 tokens/s.", ["2"])
    for text in ("Results (2026) were great", "Llama 2 (70B)", "(1) the first item"):
        assert split_markers(text) == (text, [])


def test_a_results_slide_with_a_short_title_is_no_title_slide() -> None:
    """A first slide holding a table under its title is a results slide: its title labels its
    own rows, not every slide of the deck."""
    page = Page(
        number=1,
        title="Cedar C8 against the field: Llama 2 70B, Server scenario",
        blocks=[
            _block("Cedar C8 against the field: Llama 2 70B, Server scenario", BlockRole.TITLE),
            _block("System | Tokens/s", BlockRole.TABLE_ROW, group="t0"),
            _block("Cedar C8 | 41,300", BlockRole.TABLE_ROW, group="t0"),
        ],
    )
    assert not is_title_slide(page, lambda t: False)


def test_a_pdf_bullet_under_a_sentence_is_no_heading() -> None:
    """In a PDF export a short bullet without a full stop, under a bullet that is a sentence, is
    one of the bullets: only short lines above the body text are headings."""
    page = Page(
        number=2,
        title="Efficiency",
        height=540.0,
        blocks=[
            _block("Efficiency", BlockRole.TITLE, y=470.0, size=30.0),
            _block("About 5,160 tokens/s per GPU, our own calculation.", y=420.0),
            _block("Three-year support included", y=395.0),
        ],
    )
    assert page_headings(page, DeckKind.PDF, lambda t: "tokens" in t) == ["Efficiency"]


def test_a_claim_knows_which_of_its_footnotes_its_markers_bind() -> None:
    """Marker-bound notes come first and are counted; a marker with no note of its own binds
    nothing, so the slide's unmarked notes that follow are not taken for the claim's own."""
    page = Page(
        number=1,
        height=540,
        blocks=[
            _block("Llama 2 70B: 44,700 tokens/s¹ ²", group="b"),
            _block("Llama 2 70B: 47,900 tokens/s³", group="b"),
            _block(
                "¹ MLPerf Inference v6.0, Closed division, Server scenario.", BlockRole.FOOTNOTE
            ),
            _block("² Result 6.0-0040.", BlockRole.FOOTNOTE),
            _block("Per-GPU figures are our arithmetic on the results.", BlockRole.FOOTNOTE),
        ],
    )
    by_value = {c.metric.value: c for c in find_claims(_deck(page))}
    two_notes = by_value[44700].context
    assert two_notes.marked_footnotes == 2 and len(two_notes.footnotes) == 3
    dangling = by_value[47900].context
    assert dangling.markers == ["3"] and dangling.marked_footnotes == 0
    assert dangling.footnotes == ["Per-GPU figures are our arithmetic on the results."]


def test_a_claim_context_hands_out_the_footnotes_its_markers_bind() -> None:
    context = ClaimContext(
        footnotes=["¹ Result 6.0-0040.", "² Closed division.", "Unmarked: our arithmetic."],
        marked_footnotes=2,
    )
    assert context.own_footnotes() == ["¹ Result 6.0-0040.", "² Closed division."]
    assert ClaimContext(footnotes=["Unmarked: our arithmetic."]).own_footnotes() == []
