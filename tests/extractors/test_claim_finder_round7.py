"""Claim classes met in round seven's blind decks: work counted in the customer's own nouns, a
cost put on one long-named unit of work, and a table column whose heading says what its cells
price."""

from __future__ import annotations

import pytest

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.claims import _priced_cell, metrics_in
from extractors.metrics import is_distractor_context, work_volumes
from extractors.pdf_layout import _join_wrapped
from extractors.vocab import claim_words
from tests.deadline import deadline

HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B on the Heron H4"


def _deck(*pages: list[Block]) -> list[Claim]:
    built = [
        Page(number=n, title=blocks[0].text, blocks=blocks) for n, blocks in enumerate(pages, 1)
    ]
    return find_claims(Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built))


def _slide(page: int, title: str, *texts: str) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    return blocks + [
        Block(text=t, role=BlockRole.BODY, location=Location(page=page)) for t in texts
    ]


def _table(page: int, title: str, *rows: str) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    return blocks + [
        Block(text=r, role=BlockRole.TABLE_ROW, group="t1", location=Location(page=page))
        for r in rows
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The Heron H4 handled 2,150 questions per second.",
        "It clears 2,150 enquiries a second.",
        "It clears 2,150 inquiries/s.",
    ],
)
def test_questions_handled_per_second_are_answers_per_second(text: str) -> None:
    assert [(m.value, m.unit) for m in metrics_in(text)] == [(2150.0, "answers/s")]


def test_questions_in_a_day_are_a_volume_not_a_speed() -> None:
    assert metrics_in("The help desk fields 2,150 questions a day.") == []


def test_a_cost_on_one_unit_of_work_with_a_long_name_is_a_claim() -> None:
    sentence = "Each fully reconciled expense report costs 0.3 cents on the H4."
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."), _slide(2, "Costs", sentence)
    )
    cost = [c for c in claims if c.text == sentence]
    assert [(c.metric.value, c.metric.unit) for c in cost if c.metric] == [(0.3, "cents")]


def test_a_price_on_a_machine_is_no_cost_per_answer() -> None:
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."),
        _slide(2, "Costs", "Each fully loaded H4 server costs 250,000 dollars."),
    )
    assert [c.page for c in claims] == [1]


@pytest.mark.parametrize(
    ("header", "row", "value", "unit"),
    [
        ("System | Cost per resolved ticket (€)", "Heron H4 | 0.004", 0.004, "€"),
        ("System | Cost per 1,000 answers (US cents)", "Heron H4 | 1.9", 1.9, "cents"),
        ("System | Per reviewed contract", "Heron H4 | $0.02", 0.02, "$"),
    ],
)
def test_a_cell_priced_by_its_column_heading_is_a_cost_claim(
    header: str, row: str, value: float, unit: str
) -> None:
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."),
        _table(2, "What a finished answer costs", header, row),
    )
    found = [(c.text, c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert found == [(row, value, unit)]


@pytest.mark.parametrize(
    ("header", "row"),
    [
        ("System | List price (USD)", "Heron H4 | 250,000"),  # a machine's price
        ("System | Rental per GPU-hour (€)", "Heron H4 | 2.40"),  # time, not work
        ("System | Nodes", "Heron H4 | 4"),  # no currency
        ("Model | Output, per million tokens", "Llama 2 70B | $0.60"),  # a token price
    ],
)
def test_a_column_that_prices_no_work_gives_no_cost(header: str, row: str) -> None:
    assert _priced_cell(row, header) is None


def test_a_priced_column_on_a_pricing_slide_is_the_vendor_s_price() -> None:
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."),
        _table(2, "Pricing", "Plan | Price per resolved ticket (€)", "Standard | 0.004"),
    )
    assert [c.page for c in claims] == [1]


@pytest.mark.parametrize(
    "text",
    [
        "each " + "report " * 3_000,
        "us " * 6_000,
        "1 | " * 4_000,
        "€" * 20_000,
        "10-hour " + "1 million " * 2_000,
        "10-hour " + "1 output " * 2_000,
        "per a-" * 3_000,
        "puts a " + "drafted " * 2_500,
        "each image your " + "a " * 6_000,
        "0.03 cents a " + "a " * 6_000,
        "1 tokens/s per $" + "1," * 6_000,
        "at that " + "a " * 6_000,
        "with " * 4_000 + "margin",
    ],
)
def test_the_new_patterns_stay_linear_on_hostile_text(text: str) -> None:
    header = " | ".join(["Cost per us cents report (€)"] * (text.count("|") + 1))
    words = claim_words()
    with deadline(3):
        words["cost_unit"].search(text)
        words["cost"].search(text)
        words["worked_out"].search(text)
        words["billing_terms"].search(text)
        _priced_cell(text, header)
        metrics_in(text)
        work_volumes(text, [])
        is_distractor_context(text)
        _join_wrapped(text + "-", "hour")


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        (
            "Over the 7.5-hour window one node gets through roughly 750 million tokens",
            750e6,
            "tokens/window",
        ),
        ("One box clears about 63,000 images in a 10-hour shift", 63000.0, "images/shift"),
        ("Run for a ten-hour night, one node would emit 2.5 billion tokens", 2.5e9, "tokens/night"),
        ("Over two days it would work through 9 million samples", 9e6, "samples/day"),
        ("It buys 239 tokens/s per $1,000 of list price", 239.0, "tokens/s per dollar"),
        ("It emits 165.7 million tokens per VM-hour", 165.7e6, "tokens/h per vm"),
        ("At 41,927.4 clips a second the archive is done by noon", 41927.4, "clips/s"),
    ],
)
def test_work_over_a_stretch_per_dollar_or_per_rented_hour(
    text: str, value: float, unit: str
) -> None:
    assert [(m.value, m.unit) for m in metrics_in(text)] == [(value, unit)]


@pytest.mark.parametrize(
    "text",
    [
        "The archive holds 108 million clips.",  # no stretch of time: a size
        "A night produces about 310 million tokens of briefings.",  # no measured stretch
        "It served 24,000 tokens/s for 10 hours.",  # the rate itself, read once
    ],
)
def test_a_count_without_a_measured_stretch_is_no_volume(text: str) -> None:
    assert all(m.unit in ("tokens/s",) for m in metrics_in(text))


@pytest.mark.parametrize(
    ("sentence", "is_claim"),
    [
        ("That is 0.03 cents a page.", True),
        ("Each on-brand image your reviewers approve costs £0.0042 in compute.", True),
        ("Running cost: €0.0009 per intersection-hour analysed.", True),
        ("At that rate it puts a drafted clause (about 120 tokens) at USD 0.000016.", True),
        ("On a three-year lease that comes to 12 cents per billion output tokens.", True),
        ("We rent at USD 2.10 per card-hour.", False),
        ("That puts an eight-GPU node at USD 300,000.", False),
        ("Your contract rate is unchanged at $14,500 a month plus $0.004 per call minute.", False),
        ("Hosted Llama 2 70B APIs list at $0.90 per million output tokens.", False),
    ],
)
def test_costs_worked_out_from_a_result_on_another_slide(sentence: str, is_claim: bool) -> None:
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."),
        _slide(2, "What it costs", sentence),
    )
    assert [c.text for c in claims if c.page == 2] == ([sentence] if is_claim else [])


def test_a_rate_per_dollar_is_a_claim_though_it_speaks_of_prices() -> None:
    sentence = "At those prices the H4 buys 239 tokens/s per $1,000 against 210 for the K2."
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."),
        _slide(2, "Buyer guidance", sentence),
    )
    assert [c.text for c in claims if c.page == 2] == [sentence]


def test_a_work_count_with_margin_to_spare_is_no_business_figure() -> None:
    sentence = "Run for a ten-hour night, one H4 would emit 2.5 billion tokens, with margin."
    claims = _deck(_slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042).", sentence))
    assert sentence in [c.text for c in claims]


@pytest.mark.parametrize(
    ("previous", "following", "joined"),
    [
        ("165.7 million tokens per VM-", "hour", "165.7 million tokens per VM-hour"),
        ("billed per GPU-", "hour", "billed per GPU-hour"),
        ("a remark-", "able result", "a remarkable result"),
    ],
)
def test_a_line_broken_after_an_acronym_keeps_its_hyphen(
    previous: str, following: str, joined: str
) -> None:
    assert _join_wrapped(previous, following) == joined


def _chart(page: int, title: str, axis: str, *points: str) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    blocks.append(
        Block(text=axis, role=BlockRole.CHART_TITLE, group="c1", location=Location(page=page))
    )
    return blocks + [
        Block(
            text=p,
            role=BlockRole.CHART_POINT,
            group="c1",
            location=Location(page=page, chart_series="Cost"),
        )
        for p in points
    ]


@pytest.mark.parametrize(
    ("axis", "found"),
    [
        ("Cost per 1,000 resolved tickets (US cents)", [(1.9, "cents")]),
        ("Price of each server (USD)", []),
    ],
)
def test_a_bar_priced_by_its_chart_s_title(axis: str, found: list[tuple[float, str]]) -> None:
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."),
        _chart(2, "What it costs", axis, "Heron H4 – Cost: 1.9"),
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric] == found


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        (
            "Sized on that Server result, one H4 clears about 1.1 million tickets a day.",
            [(1.1e6, "tickets/day")],
        ),
        ("Our help desk handles 40,000 tickets a day.", []),  # the customer's own volume
    ],
)
def test_work_a_day_counts_only_when_worked_out_from_a_result(
    sentence: str, found: list[tuple[float, str]]
) -> None:
    claims = _deck(
        _slide(1, HEADING, "The H4 posts 24,100 tokens/s (5.1-0042)."),
        _slide(2, "Why it matters", sentence),
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric] == found
