"""The held-out corpus decks build, and every expected text is visible where the spec says.

Checked on the built files with python-pptx and pypdf directly, never through the audit.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pptx import Presentation
from pptx.enum.shapes import MSO_SHAPE_TYPE
from pypdf import PdfReader

from examples.deck_builders import soffice_path
from tests.corpus.build import build_corpus
from tests.corpus.heldout import HELDOUT_DECKS, INDEPENDENT_DECKS
from tests.corpus.schema import (
    CLAIM_CODES,
    DECK_CODES,
    Chart,
    DeckSpec,
    Slide,
    Table,
)
from tests.corpus.scoring import normalise

BASELINE_SUPERSCRIPT = "30000"


@pytest.fixture(scope="module")
def heldout_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Every held-out deck built once (the LibreOffice exports only where soffice exists)."""
    folder = tmp_path_factory.mktemp("heldout")
    return build_corpus(folder, INDEPENDENT_DECKS, with_pdf_exports=soffice_path() is not None)


def _pptx_page_texts(path: Path) -> list[str]:
    texts: list[str] = []
    for slide in Presentation(str(path)).slides:
        parts: list[str] = []
        for shape in _walk(slide.shapes):
            if shape.has_text_frame:
                parts.append(shape.text_frame.text)
            if getattr(shape, "has_table", False) and shape.has_table:
                parts += [cell.text for row in shape.table.rows for cell in row.cells]
            if getattr(shape, "has_chart", False) and shape.has_chart:
                parts += _chart_texts(shape.chart)
        texts.append(" ".join(parts))
    return texts


def _walk(shapes):
    for shape in shapes:
        if shape.shape_type == MSO_SHAPE_TYPE.GROUP:
            yield from _walk(shape.shapes)
        else:
            yield shape


def _chart_texts(chart) -> list[str]:
    parts = [chart.chart_title.text_frame.text] if chart.has_title else []
    parts += [str(category) for category in chart.plots[0].categories]
    parts += [series.name for series in chart.plots[0].series]
    for axis in (chart.value_axis, chart.category_axis):
        if axis.has_title:
            parts.append(axis.axis_title.text_frame.text)
    return parts


def _page_texts(deck: DeckSpec, path: Path) -> list[str]:
    if path.suffix == ".pptx":
        return _pptx_page_texts(path)
    return [page.extract_text() or "" for page in PdfReader(str(path)).pages]


@pytest.mark.parametrize("deck", INDEPENDENT_DECKS, ids=lambda deck: deck.name)
def test_every_expected_text_is_visible_on_its_page(
    deck: DeckSpec, heldout_files: dict[str, Path]
) -> None:
    """Each claim's `match` and each NonClaim appear in the built file on their own page."""
    if deck.name not in heldout_files:
        pytest.skip("LibreOffice is not installed")
    pages = [normalise(text) for text in _page_texts(deck, heldout_files[deck.name])]
    assert len(pages) == len(deck.slides)
    for item in (*deck.claims, *deck.non_claims):
        assert normalise(item.match) in pages[item.page - 1], (deck.name, item.page, item.match)


@pytest.mark.parametrize("deck", INDEPENDENT_DECKS, ids=lambda deck: deck.name)
def test_gold_uses_catalogue_codes_only(deck: DeckSpec) -> None:
    """Flags, absences and tolerated codes are catalogue codes; no code is both wanted and not."""
    for claim in deck.claims:
        assert claim.flags | claim.absent | claim.tolerated <= CLAIM_CODES, claim.match
        assert not claim.flags & claim.absent, claim.match
        assert not claim.flags & claim.tolerated, claim.match
        assert not claim.absent & claim.tolerated, claim.match
    assert deck.deck_flags | deck.deck_flags_absent <= DECK_CODES
    assert not deck.deck_flags & deck.deck_flags_absent


def test_heldout_size() -> None:
    """The held-out part keeps its agreed size."""
    claims = sum(len(deck.claims) for deck in HELDOUT_DECKS)
    must_not_fire = sum(
        sum(len(claim.absent) for claim in deck.claims)
        + len(deck.deck_flags_absent)
        + len(deck.non_claims)
        for deck in HELDOUT_DECKS
    )
    assert len(HELDOUT_DECKS) >= 16
    assert len({deck.name for deck in INDEPENDENT_DECKS}) == len(INDEPENDENT_DECKS)
    assert claims >= 50
    assert must_not_fire >= 100


FEATURES = DeckSpec(
    name="builder_features",
    kind="pptx",
    vendor="Builder test",
    workload="unstated",
    slides=(
        Slide(title="Opening title", subtitle="Subtitle line one\nSubtitle line two"),
        Slide(
            title="Titled slide",
            heading="Heading under the title",
            bullets=("Claim with a marker^{a}",),
            table=Table(header=("Head^{b}", "Value"), rows=(("Row", "1"),)),
            footnotes=("^{a} First footnote.", "^{b} Second footnote."),
        ),
        Slide(
            heading="Heading without a title",
            chart=Chart(
                title="Chart title",
                categories=("A", "B"),
                series=(("S", (1.0, 2.0)),),
                value_axis_title="Value axis",
                category_axis_title="Category axis",
                kind="bar",
            ),
        ),
    ),
)


def test_builder_features_appear_in_the_pptx(tmp_path: Path) -> None:
    """Subtitle, heading boxes, several footnotes, superscript runs and axis titles are built."""
    path = build_corpus(tmp_path, (FEATURES,))["builder_features"]
    slides = list(Presentation(str(path)).slides)
    title_slide = slides[0]
    assert title_slide.shapes.title.text_frame.text == "Opening title"
    subtitle = title_slide.placeholders[1].text_frame
    assert [p.text for p in subtitle.paragraphs] == ["Subtitle line one", "Subtitle line two"]

    second = {shape.name: shape for shape in slides[1].shapes}
    assert second["Heading"].text_frame.text == "Heading under the title"
    assert not second["Heading"].is_placeholder
    footnotes = second["Footnotes"].text_frame.paragraphs
    assert [p.text for p in footnotes] == ["a First footnote.", "b Second footnote."]
    marked = [run for p in footnotes for run in p.runs if run.text in {"a", "b"}]
    assert [run._r.get_or_add_rPr().get("baseline") for run in marked] == [BASELINE_SUPERSCRIPT] * 2
    body_runs = [
        run
        for shape in slides[1].shapes
        if shape.has_text_frame
        for p in shape.text_frame.paragraphs
        for run in p.runs
    ]
    assert any(run.text == "a" and run._r.rPr.get("baseline") for run in body_runs)
    table = next(shape for shape in slides[1].shapes if shape.has_table).table
    header_runs = table.cell(0, 0).text_frame.paragraphs[0].runs
    assert [run.text for run in header_runs] == ["Head", "b"]
    assert header_runs[1]._r.rPr.get("baseline") == BASELINE_SUPERSCRIPT

    third = list(slides[2].shapes)
    assert all(not shape.is_placeholder for shape in third)
    assert any(
        shape.has_text_frame and shape.text_frame.text == "Heading without a title"
        for shape in third
    )
    chart = next(shape for shape in third if shape.has_chart).chart
    assert chart.value_axis.axis_title.text_frame.text == "Value axis"
    assert chart.category_axis.axis_title.text_frame.text == "Category axis"
    assert chart.chart_type == 57  # XL_CHART_TYPE.BAR_CLUSTERED
