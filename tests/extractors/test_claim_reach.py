"""How far a deck's MLPerf results reach (extractors/reach.py): figures that name no benchmark
themselves but are claims, and the figures next to them that must stay non-claims."""

from __future__ import annotations

import pytest

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.benchmark_names import find_benchmarks
from extractors.metrics import find_metrics


def _page(number: int, title: str, *texts: str) -> Page:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=number)) for t in texts]
    return Page(number=number, title=title, blocks=blocks)


def _claims(*pages: Page) -> list[Claim]:
    deck = Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=list(pages))
    return find_claims(deck)


RESULTS = _page(
    1,
    "Measured results",
    "MLPerf Inference v5.1, Closed, Server: the Q7 rack ran Llama 2 70B at 98,400 tokens/s.",
)


def test_a_figure_drawn_from_results_on_another_slide_is_a_claim_without_their_labels() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "What this means for you",
            "Per accelerator, Q7 keeps pace with the incumbent at 3,075 tokens/s.",
            "Cost per resolved customer question: 0.4 pence.",
            "That puts the cost per answered enquiry at 0.2 cents.",
        ),
    )
    later = [c for c in claims if c.page == 2]
    assert [(c.metric.value, c.metric.unit) for c in later if c.metric] == [
        (3075.0, "tokens/s"),
        (0.4, "pence"),
        (0.2, "cents"),
    ]
    assert all(c.round is None and not c.context.deck_statements for c in later)


def test_figures_of_their_own_on_another_slide_stay_non_claims() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Company and customer",
            "Our search cluster answers 1,000 queries/s at 20 ms.",
            "Your advisers expect a draft within 2 seconds.",
            "Licences start at £48,000 per year.",
            "A hosted API billed per million tokens, with time to first token under 800 ms.",
        ),
    )
    assert [c.page for c in claims] == [1]


def test_latency_and_speed_up_follow_ons_among_mlperf_results_are_claims() -> None:
    claims = _claims(
        _page(
            1,
            "Faster, again",
            "R5 turned in 52,300 tokens/s on Llama 2 70B in MLPerf Inference v6.0.",
            "Over the eight benchmarks we entered, R5 runs 2.3x faster than R4 by geometric mean.",
            "The same system kept time to first token at 410 ms.",
            "Our own Atlas-13B model returns its first token in 95 ms.",
            "Callers want an answer within 800 ms.",
            "R6 arrives in 2027 with 3x the memory bandwidth.",
        )
    )
    assert [c.metric.value for c in claims if c.metric] == [52300.0, 2.3, 410.0, 95.0]


def test_industry_wide_rank_claims_need_mlperf_in_the_deck() -> None:
    release = (
        "Tessellate today said its T9 accelerator is the fastest inference chip in the industry.",
        "No other submitter matched T9 on throughput per rack.",
        "Our customers include the leading banks in the industry.",
    )
    with_results = _claims(
        _page(1, "Announcement", *release, "Results are from MLCommons' v6.0 round.")
    )
    assert [c.text for c in with_results if c.is_rank_claim] == list(release[:2])
    assert _claims(_page(1, "Announcement", *release)) == []


def test_a_second_vendors_figure_in_one_sentence_is_its_own_claim() -> None:
    sentence = (
        "On MLPerf Inference v5.1 Llama 2 70B, Umber's U3 node reached 27,600 tokens/s, "
        "while Vantor's V8 node posted 24,100 tokens/s."
    )
    comparison = (
        "In MLPerf Inference v5.1, U3 reached 27,600 tokens/s against 24,100 tokens/s for V8."
    )
    claims = _claims(_page(1, "Finalists", sentence, comparison))
    assert [(c.text, c.metric.value) for c in claims if c.metric] == [
        (sentence, 27600.0),
        (sentence, 24100.0),
        (comparison, 27600.0),
    ]
    assert len({c.id for c in claims}) == len(claims)


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("24,000 output tokens per second", 24000.0, "tokens/s"),
        ("7,500 generated tokens/s", 7500.0, "tokens/s"),
        ("12,000 requests per second", 12000.0, "queries/s"),
        ("nearly 25,000 tokens every second", 25000.0, "tokens/s"),
        ("over 10,000+ tokens/s", 10000.0, "tokens/s"),
        ("a 450-ms time to first token", 450.0, "ms"),
        ("a 2.1-fold speed-up", 2.1, "x"),
        ("5.9 tokens per joule", 5.9, "tokens/J"),
        ("41 tokens/s/W", 41.0, "tokens/J"),
    ],
)
def test_throughput_latency_and_efficiency_in_other_words(
    text: str, value: float, unit: str
) -> None:
    found = find_metrics(text)
    assert [(m.value, m.unit) for m in found] == [(value, unit)]


@pytest.mark.parametrize(
    "text",
    [
        "Corvid led every data-center benchmark in MLPerf Inference v6.0.",
        "Corvid ranked first on Llama 2 70B in MLPerf Inference v6.0.",
        "Corvid took the top spot on Mixtral 8x7B in MLPerf Inference v6.0.",
    ],
)
def test_rank_claims_in_other_words(text: str) -> None:
    claims = _claims(_page(1, "Results", text))
    assert [c.is_rank_claim for c in claims] == [True]


def test_costs_in_codes_and_minor_units_reach_across_slides() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "What an answer costs",
            "Each correct summary costs SEK 0.002 at our rate card.",
            "8p per thousand correctly resolved tickets.",
            "$0.35 per million output tokens, billed per second.",
        ),
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.page == 2] == [
        (0.002, "sek"),
        (8.0, "pence"),
    ]


def _table_deck(title: str, header: str, *rows: str) -> Deck:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [
        Block(text=r, role=BlockRole.TABLE_ROW, location=Location(page=1), group="t0")
        for r in (header, *rows)
    ]
    page = Page(number=1, title=title, blocks=blocks)
    return Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])


def test_a_unit_column_and_a_unit_in_the_title_give_table_rows_their_figures() -> None:
    unit_column = _table_deck(
        "MLPerf Inference v5.1 Closed",
        "Benchmark | Scenario | Result | Unit",
        "Llama 2 70B | Offline | 24,525 | tokens/s",
    )
    wide = _table_deck(
        "MLPerf Inference v5.1 Closed, Offline throughput (tokens/s)",
        "System | Llama 2 70B | Mixtral 8x7B",
        "BX-8 | 24,525 | 52,000",
    )
    for deck in (unit_column, wide):
        claims = find_claims(deck)
        assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [
            (24525.0, "tokens/s")
        ]


@pytest.mark.parametrize(
    ("text", "benchmark"),
    [
        ("LLaMA 2 (70B)", "llama2-70b"),
        ("Llama 2, 70B", "llama2-70b"),
        ("Llama 3.1 (405B)", "llama3.1-405b"),
        ("Llama 2 70B, Interactive", "llama2-70b"),
        ("Llama 2 70B Interactive", "llama2-70b-interactive"),
    ],
)
def test_benchmark_names_with_brackets_and_commas(text: str, benchmark: str) -> None:
    assert [m.benchmark_id for m in find_benchmarks(text)] == [benchmark]


def test_a_benchmark_with_its_division_marks_a_slide_of_mlperf_results() -> None:
    """'MLPerf' need not be written: a benchmark named with its division or scenario is an MLPerf
    result, and a non-MLPerf model's figure beside it is a claim too."""
    claims = _claims(
        _page(
            1,
            "Serving numbers",
            "Llama 2 70B: 24,000 tokens/s (Closed, Offline).",
            "Qwen 2.5 72B: 18,000 tokens/s.",
        )
    )
    assert [c.metric.value for c in claims if c.metric] == [24000.0, 18000.0]


def test_results_in_other_words_beside_mlperf_results_and_the_figures_that_are_not() -> None:
    claims_in = (
        "The results show a 45 percent gain over the previous round.",
        "It also posted 1.9 ms per output token.",
        "Compared with the H100 generation, that is a 2.4x leap.",
        "Nexa's submission was the highest of any 8-GPU system.",
    )
    not_claims = (
        "Our customers already run 40 of these racks.",
        "Nexa plans to ship 10,000 units in 2027.",
        "Each rack draws 120 kW.",
        "The run took 14 minutes to complete.",
    )
    lead = "In MLPerf Inference v6.0, Nexa N1 delivered 50,000 tokens/s on Llama 2 70B."
    claims = _claims(_page(1, "Results", lead, *claims_in, *not_claims))
    assert [c.text for c in claims] == [lead, *claims_in]
