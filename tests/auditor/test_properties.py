"""Property tests: the claim finder never fails on any deck text, and the models survive JSON."""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.models import ClaimAudit, DeckInfo, DeckReport, Flag, ReportError, Severity
from extractors import find_claims
from extractors.models import BBox, Block, BlockRole, Deck, DeckKind, Location, Page

# Fragments that steer generated text towards what the claim finder looks for, mixed with
# arbitrary Unicode (control, invisible and astral characters included) and extreme numbers.
FRAGMENTS = [
    "MLPerf",
    "MLPerf Inference v4.1",
    "v5.0",
    "Closed division",
    "Open division",
    "Offline",
    "Server scenario",
    "SingleStream",
    "Llama 2 70B",
    "llama2-70b",
    "ResNet-50",
    "BERT-99",
    "GPT-J",
    "Stable Diffusion XL",
    "tokens/s",
    "samples/s",
    "queries/s",
    "QPS",
    "ms",
    "x faster",
    "3.2x",
    "24,525",
    "1e308",
    "9" * 400,
    "1.7976931348623157e+309",
    "inf",
    "NaN",
    "∞",
    "-0",
    "4.1-0043",
    "#1",
    "record",
    "per accelerator",
    "$/token",
    "%",
    "½",
    "٣٤٥",
    "\u200b",
    "\U000e0041\U000e0042",
    "\n",
    "  ",
    "|",
    ":",
    "(",
    ")",
]
text_piece = st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=12))
deck_text = st.lists(text_piece, max_size=14).map(" ".join)
finite = st.floats(allow_nan=False, allow_infinity=False, width=32)


@st.composite
def bboxes(draw: st.DrawFn) -> BBox | None:
    if draw(st.booleans()):
        return None
    x0, y0 = draw(finite), draw(finite)
    return BBox(x0=x0, y0=y0, x1=x0 + abs(draw(finite)), y1=y0 + abs(draw(finite)))


@st.composite
def blocks(draw: st.DrawFn, page: int) -> Block:
    role = draw(st.sampled_from(list(BlockRole)))
    location = Location(
        page=page,
        bbox=draw(bboxes()),
        shape_id=draw(st.none() | st.integers(0, 10_000)),
        table_row=draw(st.none() | st.integers(0, 50)),
        table_col=draw(st.none() | st.integers(0, 20)),
        chart_series=draw(st.none() | deck_text),
        chart_category=draw(st.none() | deck_text),
    )
    return Block(
        text=draw(deck_text),
        role=role,
        location=location,
        visible=draw(st.booleans()),
        font_size=draw(st.none() | st.floats(min_value=0, max_value=400)),
        group=draw(st.none() | st.sampled_from(["g1", "g2", "table-1", "chart-1"])),
    )


@st.composite
def decks(draw: st.DrawFn) -> Deck:
    page_count = draw(st.integers(0, 4))
    pages = []
    for number in range(1, page_count + 1):
        page_blocks = draw(st.lists(blocks(number), max_size=8))
        pages.append(
            Page(
                number=number,
                title=draw(st.none() | deck_text),
                hidden=draw(st.booleans()),
                blocks=page_blocks,
            )
        )
    return Deck(
        path="generated.pptx",
        kind=draw(st.sampled_from([DeckKind.PDF, DeckKind.PPTX])),
        sha256="0" * 64,
        pages=pages,
        metadata=draw(st.dictionaries(st.sampled_from(["Title", "Subject"]), deck_text)),
    )


PROPERTY_SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@PROPERTY_SETTINGS
@given(decks())
def test_claim_finder_never_fails_and_keeps_its_invariants(deck: Deck) -> None:
    claims = find_claims(deck)
    page_numbers = {page.number for page in deck.pages}
    ids = [claim.id for claim in claims]
    assert len(ids) == len(set(ids)), "claim ids are unique"
    for claim in claims:
        assert claim.page in page_numbers
        assert claim.location.page == claim.page
        if claim.metric is not None:
            assert math.isfinite(claim.metric.value)
    assert [claim.model_dump() for claim in find_claims(deck)] == [
        claim.model_dump() for claim in claims
    ], "the finder is deterministic"


@PROPERTY_SETTINGS
@given(decks())
def test_deck_and_claims_survive_a_json_round_trip(deck: Deck) -> None:
    assert Deck.model_validate_json(deck.model_dump_json()) == deck
    for claim in find_claims(deck):
        assert type(claim).model_validate_json(claim.model_dump_json()) == claim


@settings(max_examples=60, deadline=None)
@given(decks(), deck_text, st.sampled_from(list(Severity)))
def test_report_survives_a_json_round_trip(deck: Deck, message: str, severity: Severity) -> None:
    claims = find_claims(deck)
    report = DeckReport(
        deck=DeckInfo(
            path=deck.path, sha256=deck.sha256, kind=deck.kind.value, pages=len(deck.pages)
        ),
        claims=[
            ClaimAudit(
                id=claim.id,
                page=claim.page,
                text=claim.text,
                metric=claim.metric,
                benchmark=claim.benchmark,
                round=claim.round,
                location=claim.location,
                context=claim.context,
            )
            for claim in claims
        ],
        deck_flags=[Flag(code="HIDDEN-TEXT", severity=severity, message=message, page=1)],
        errors=[ReportError(cause="corrupt", message=message)],
    )
    dumped = report.model_dump_json(by_alias=True)
    again = DeckReport.model_validate_json(dumped)
    assert again == report
    assert again.model_dump_json(by_alias=True) == dumped
