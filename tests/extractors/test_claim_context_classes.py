"""Claim finding and context classes met in decks written blind to the rules: statements on a
slide that label its results, accuracy variants in a benchmark's name, figures cited by their own
marker, ranks in other superlatives, latencies worded as the time one piece of work takes, and
service prices that are no cost per answer."""

from __future__ import annotations

import pytest

from extractors import BBox, Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.claims import metrics_in


def _page(number: int, title: str, *texts: str, footnotes: tuple[str, ...] = ()) -> Page:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=number)) for t in texts]
    blocks += [
        Block(text=f, role=BlockRole.FOOTNOTE, location=Location(page=number)) for f in footnotes
    ]
    return Page(number=number, title=title, blocks=blocks)


def _claims(*pages: Page, kind: DeckKind = DeckKind.PPTX) -> list[Claim]:
    deck = Deck(path="probe.pptx", kind=kind, sha256="0" * 64, pages=list(pages))
    return find_claims(deck)


def test_a_statement_on_the_slide_labels_its_results_but_makes_no_figure_a_claim() -> None:
    claims = _claims(
        _page(
            1,
            "Numbers for the trade press",
            "Every figure here: MLPerf Inference v6.0, Closed division, one Orin module.",
            "Speech recognition: Whisper, Offline scenario, 410 samples/s.",
            "Our depot fleet covers 2,300 km of routes.",
        )
    )
    assert [(c.metric.value, c.benchmark, c.round) for c in claims if c.metric] == [
        (410.0, "whisper", "v6.0")
    ]


def test_a_statement_on_another_slide_does_not_label_a_claim() -> None:
    claims = _claims(
        _page(1, "Orin speech kit", "Partner briefing"),
        _page(2, "Method", "Figures measured with MLPerf Inference v6.0 in the Closed division."),
        _page(3, "Speech", "Whisper in MLPerf: 410 samples/s Offline."),
    )
    assert [(c.page, c.round) for c in claims] == [(3, None)]


@pytest.mark.parametrize(
    "name",
    [
        "DLRM v2 (99% accuracy)",
        "Llama 2 70B (99.9% accuracy)",
        "GPT-J (99%)",
        "Llama 2 70B [high accuracy, 99.9% of FP32 accuracy target]",
    ],
)
def test_an_accuracy_variant_in_brackets_is_part_of_the_benchmark_name(name: str) -> None:
    assert metrics_in(f"MLPerf Inference v4.1, Closed division, {name}") == []
    assert [m.value for m in metrics_in(f"{name}: 9,100 samples/s")] == [9100.0]


def test_an_accuracy_said_of_a_run_stays_a_figure() -> None:
    assert [m.value for m in metrics_in("The run held 99.9% accuracy on Llama 2 70B.")] == [99.9]


def test_a_heading_line_naming_an_accuracy_variant_labels_the_table_under_it() -> None:
    top = BBox(x0=40, y0=480, x1=560, y1=500)  # PDF boxes count from the bottom of a 540 pt page
    blocks = [
        Block(text="Ranking-model results", role=BlockRole.TITLE, location=Location(page=1)),
        Block(
            text="MLPerf Inference v4.1, Closed division, DLRM v2 (99% accuracy)",
            role=BlockRole.BODY,
            location=Location(page=1, bbox=top),
            font_size=20,
        ),
        Block(
            text="System | Offline samples/s",
            role=BlockRole.TABLE_ROW,
            group="t",
            location=Location(page=1),
        ),
        Block(
            text="Q4 node | 310,400", role=BlockRole.TABLE_ROW, group="t", location=Location(page=1)
        ),
    ]
    page = Page(number=1, title="Ranking-model results", blocks=blocks, width=720, height=540)
    claims = _claims(page, kind=DeckKind.PDF)
    assert [(c.text, c.benchmark, c.round) for c in claims] == [
        ("Q4 node | 310,400", "dlrm-v2", "v4.1")
    ]


def test_a_figure_cited_by_its_own_marker_is_a_claim_whatever_the_customer_needs() -> None:
    page = _page(
        1,
        "Safe stops",
        "At 41 ms a frame¹, the module spots a pedestrian the way your engineers need it to.",
        "Your engineers need a frame within 50 ms.",
        footnotes=("¹ RetinaNet, MLPerf Inference v5.1, Closed, SingleStream.",),
    )
    claims = _claims(page)
    assert [(c.metric.value, c.benchmark) for c in claims if c.metric] == [(41.0, "retinanet")]


@pytest.mark.parametrize(
    "text",
    [
        "The lowest detection latency of any camera module on the market.",
        "The most efficient inference appliance in the industry.",
        "Ahead of every other board we tested.",
    ],
)
def test_ranks_in_other_superlatives_under_an_mlperf_heading_are_claims(text: str) -> None:
    page = _page(1, "Where we stand", "Results: MLPerf Inference v5.1 Edge", text)
    assert [c.text for c in _claims(page) if c.is_rank_claim] == [text]


def test_a_latency_worded_as_the_time_one_piece_of_work_takes_is_a_result() -> None:
    claims = _claims(
        _page(
            1,
            "News",
            "All results in this release: MLPerf Inference v5.1, Closed division.",
        ),
        _page(
            2,
            "Release",
            "On the conveyor, the V3 camera grades a parcel label in 0.8 ms.",
            "Each frame takes 12 ms on the sorter camera.",
            "Your current scanner reads a label in 40 ms.",
            "Drivers wait 3 seconds at the gate today.",
            "Operators want a reading within 2 ms.",
        ),
    )
    assert [(c.page, c.metric.value) for c in claims if c.metric] == [(2, 0.8), (2, 12.0)]


def test_a_price_sold_on_billing_terms_is_no_cost_per_answer() -> None:
    results = _page(1, "Results", "MLPerf Inference v5.1, Closed, Server: 9,800 tokens/s.")
    claims = _claims(
        results,
        _page(
            2,
            "Why us",
            "Plans from €1.20 per handled conversation, billed quarterly.",
            "A$0.04 per summary, minimum A$5,000 a month.",
            "At the Server rate each correct summary costs 0.3 cents.",
        ),
        _page(3, "Commercials", "£0.02 per document reviewed."),
        _page(4, "Pricing", "0.5p per correctly tagged document."),
    )
    assert [(c.page, c.metric.value) for c in claims if c.page > 1] == [(2, 0.3), (4, 0.5)]


def test_each_subject_of_a_shared_sentence_keeps_its_own_part_and_the_opening_frame() -> None:
    sentence = (
        "For MLPerf Inference v6.0 Mixtral 8x7B (Closed), Arden's A4 reached 61,000 tokens/s "
        "in the Offline scenario, whereas Brisk's B2 posted 40,500 tokens/s in the Server "
        "scenario."
    )
    first, second = _claims(_page(1, "Shortlist", sentence))
    assert first.text == second.text == sentence
    assert first.own_text.endswith("61,000 tokens/s in the Offline scenario")
    assert second.own_text == (
        "For MLPerf Inference v6.0 Mixtral 8x7B (Closed), whereas Brisk's B2 posted 40,500 "
        "tokens/s in the Server scenario."
    )


def test_a_sentence_that_opens_on_its_first_subject_lends_nothing_to_the_second() -> None:
    sentence = (
        "Arden's A4 reached 61,000 tokens/s in MLPerf Inference v6.0 (Offline), while "
        "Brisk's B2 posted 40,500 tokens/s."
    )
    first, second = _claims(_page(1, "Shortlist", sentence))
    assert "Offline" in first.own_text
    assert second.own_text == "while Brisk's B2 posted 40,500 tokens/s."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Latenz pro Bild: 0,51 ms", 0.51),
        ("12,5 ms pro Bild", 12.5),
        ("1.234,5 tokens/s", 1234.5),
        ("2,5x schneller", 2.5),
        ("24,525 tokens/s", 24525.0),
        ("24,525.5 tokens/s", 24525.5),
    ],
)
def test_decimal_commas_are_read_as_decimals_and_thousands_stay_thousands(
    text: str, value: float
) -> None:
    assert [m.value for m in metrics_in(text)] == [value]


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("That is 0.004 USD per correct answer.", 0.004, "usd"),
        ("kr 0.03 per correct reply.", 0.03, "kr"),
        ("0.03 kr per correct reply.", 0.03, "kr"),
        ("€0,004 per correct answer.", 0.004, "€"),
        ("$1.40 per 1k correct answers.", 1.4, "$"),
        ("Answering 1,000 questions correctly costs $0.40.", 0.4, "$"),
        ("$0.40 buys 1,000 correct answers.", 0.4, "$"),
    ],
)
def test_costs_per_answer_in_other_currencies_and_counts(
    text: str, value: float, unit: str
) -> None:
    results = _page(1, "Results", "MLPerf Inference v5.1, Closed, Server: 9,800 tokens/s.")
    claims = _claims(results, _page(2, "What an answer costs", text))
    assert [(c.metric.value, c.metric.unit) for c in claims if c.page == 2] == [(value, unit)]


@pytest.mark.parametrize(
    "text",
    [
        "Across four racks the fleet would serve 412,000 tokens/s.",
        "Six nodes together: 310,000 tokens/s.",
        "Scaled to your 12 nodes, expect about 1.1 million tokens/s.",
        "Projected to the three-rack pod: roughly 290,000 tokens/s.",
    ],
)
def test_figures_projected_or_combined_from_the_results_reach_other_slides(text: str) -> None:
    results = _page(1, "Results", "MLPerf Inference v5.1, Closed, Server: 9,800 tokens/s.")
    claims = _claims(results, _page(2, "Sizing", text, "Our CRM handles 1,000 queries/s."))
    assert [c.text for c in claims if c.page == 2] == [text]


@pytest.mark.parametrize(
    ("sentence", "second"),
    [
        (
            "Arden's A4 reached 61,000 tokens/s; Brisk's B2 managed 40,500.",
            "Brisk's B2 managed 40,500.",
        ),
        (
            "Arden reached 61,000 tokens/s whilst Brisk posted 40,500 tokens/s.",
            "whilst Brisk posted 40,500 tokens/s.",
        ),
        (
            "Arden reached 61,000 tokens/s; by contrast, Brisk posted 40,500 tokens/s.",
            "by contrast, Brisk posted 40,500 tokens/s.",
        ),
    ],
)
def test_a_second_subject_after_a_semicolon_or_other_joining_words(
    sentence: str, second: str
) -> None:
    claims = _claims(_page(1, "MLPerf Inference v5.1 results", sentence))
    assert [(c.metric.value, c.own_text) for c in claims][1] == (40500.0, second)


def _table(title: str, header: str, *rows: str) -> list[Claim]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [
        Block(text=r, role=BlockRole.TABLE_ROW, location=Location(page=1), group="t")
        for r in (header, *rows)
    ]
    return _claims(Page(number=1, title=title, blocks=blocks))


def test_a_row_naming_its_benchmark_and_scenario_reads_their_published_unit() -> None:
    claims = _table(
        "Submitted results",
        "System | GPUs | Model | Scenario | Result",
        "Q7 | 8 | Mixtral 8x7B | Server | 57,300",
        "Q7 | 8 | RetinaNet | Offline | 14,900",
    )
    assert [(c.metric.value, c.metric.unit) for c in claims] == [
        (57300.0, "tokens/s"),
        (14900.0, "samples/s"),
    ]


def test_a_chart_point_reads_its_unit_from_its_category_benchmark_and_series_scenario() -> None:
    blocks = [Block(text="MLPerf Inference v5.1", role=BlockRole.TITLE, location=Location(page=1))]
    for category, value in (("Mixtral 8x7B", "57300"), ("RetinaNet", "14900")):
        where = Location(page=1, chart_series="Offline", chart_category=category)
        text = f"{category} – Offline: {value}"
        blocks.append(Block(text=text, role=BlockRole.CHART_POINT, group="c", location=where))
    claims = _claims(Page(number=1, title="MLPerf Inference v5.1", blocks=blocks))
    assert [(c.metric.value, c.metric.unit) for c in claims] == [
        (57300.0, "tokens/s"),
        (14900.0, "samples/s"),
    ]


def test_inline_markers_bind_their_footnote_where_a_slide_cannot_raise_them() -> None:
    page = _page(
        1,
        "Sizing the overnight run",
        "Three servers add up to 3,600 tokens/s, three copies of our result2",
        "The fastest CPU result on Llama 3.1 8B runs on the platform we rent.",
        footnotes=("2 Our arithmetic on MLPerf Inference v5.1 result 5.1-0055, Offline.",),
    )
    summed, rank = _claims(page)
    assert summed.text.endswith("copies of our result") and summed.context.markers == ["2"]
    assert summed.result_id == "5.1-0055"
    assert rank.is_rank_claim and rank.context.footnotes == [] and rank.result_id is None


def test_digits_ending_a_name_are_no_inline_markers_without_a_footnote_of_theirs() -> None:
    page = _page(
        1,
        "Results",
        "MLPerf Inference v5.1: the node2 reached 3,600 tokens/s on Llama 3.1 8B.",
        footnotes=("1 Closed division, Offline.",),
    )
    (claim,) = _claims(page)
    assert "node2" in claim.text and claim.context.footnotes == ["1 Closed division, Offline."]


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("57.8 million tokens per GPU-hour", 57.8e6, "tokens/h per gpu"),
        ("about 106 million tokens per night", 106e6, "tokens/night"),
        ("1.2 million images a day", 1.2e6, "images/day"),
        ("900 queries per minute", 900.0, "queries/min"),
    ],
)
def test_rates_over_longer_periods_keep_their_period(text: str, value: float, unit: str) -> None:
    assert [(m.value, m.unit, m.kind) for m in metrics_in(text)] == [(value, unit, "throughput")]


def test_a_socket_count_in_a_system_name_and_a_rate_limit_are_no_figures() -> None:
    assert metrics_in("Intel 1-node-2S-GNR_128C") == []
    assert metrics_in("3,000 req/min") == []


def test_a_monthly_volume_among_business_words_is_no_claim() -> None:
    page = _page(
        1,
        "Throughput and terms",
        "MLPerf Inference v5.1, Closed, Server: 9,800 tokens/s.",
        "Volume discounts above 8 billion tokens a month.",
    )
    assert [c.metric.value for c in _claims(page)] == [9800.0]


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("That is roughly 0.02 US cents per answer on the R8.", 0.02, "cents"),
        ("A thousand help-desk answers cost about 0.4p of compute.", 0.4, "pence"),
        ("€0.70 per 1,000 contracts reviewed on the R8.", 0.7, "€"),
        ("Cost to serve one agent reply: about 0.2 US cents.", 0.2, "cents"),
        ("That puts a closed support ticket at about $0.0011 of compute.", 0.0011, "$"),
        ("¥0.05 per translated page in GPU time.", 0.05, "¥"),
        ("€0.03 per 1,000 hours of meeting audio.", 0.03, "€"),
    ],
)
def test_costs_per_unit_of_work_in_the_customers_words(text: str, value: float, unit: str) -> None:
    results = _page(1, "Results", "MLPerf Inference v5.1, Closed, Server: 9,800 tokens/s.")
    claims = _claims(results, _page(2, "What it costs you", text))
    assert [(c.metric.value, c.metric.unit) for c in claims if c.page == 2] == [(value, unit)]


@pytest.mark.parametrize(
    "text",
    [
        "Our API charges $0.002 per image.",
        "List price: €0.006 per audio minute.",
        "GPU rental: $3.20 per hour.",
    ],
)
def test_a_price_for_the_service_or_for_time_is_no_cost_per_answer(text: str) -> None:
    results = _page(1, "Results", "MLPerf Inference v5.1, Closed, Server: 9,800 tokens/s.")
    assert [c.page for c in _claims(results, _page(2, "What it costs you", text))] == [1]


@pytest.mark.parametrize(
    "text",
    [
        "Lead with the 9,800 tokens/s; the panel remembers it.",
        "Lead time: 6 weeks from order.",
    ],
)
def test_lead_as_a_verb_of_the_pitch_is_no_rank(text: str) -> None:
    page = _page(1, "MLPerf Inference v5.1", "Closed, Server: 9,800 tokens/s on Llama 2 70B.", text)
    assert not any(c.is_rank_claim for c in _claims(page))


def test_a_sentence_final_marker_covers_every_subject_when_no_part_has_its_own() -> None:
    page = _page(
        1,
        "Like for like",
        "Arden's node holds 7,200 tokens/s at tight bounds, whereas Brisk's rack holds "
        "81,000 tokens/s³",
        footnotes=("³ MLPerf Inference v6.0, Closed, Llama 2 70B, Interactive scenario.",),
    )
    first, second = _claims(page)
    assert first.round == second.round == "v6.0"
    assert first.context.markers == second.context.markers == ["3"]


def test_each_part_keeps_its_own_marker_when_it_has_one() -> None:
    page = _page(
        1,
        "Like for like",
        "Arden's node holds 7,200 tokens/s¹, whereas Brisk's rack holds 81,000 tokens/s²",
        footnotes=("¹ MLPerf Inference v6.0, Closed.", "² MLPerf Inference v5.1, Closed."),
    )
    first, second = _claims(page)
    assert (first.round, second.round) == ("v6.0", "v5.1")


@pytest.mark.parametrize(
    "text",
    [
        "Corvid tops every datacenter LLM chart this round.",
        "Corvid wins across the board.",
        "The fastest CPU-only result of the round runs on our platform.",
    ],
)
def test_a_rank_over_every_benchmark_of_the_round_is_a_rank_claim(text: str) -> None:
    claims = _claims(
        _page(1, "MLPerf Inference v6.0 review", "Closed division results, datacenter suite"),
        _page(2, "Verdict", text),
    )
    assert [c.text for c in claims if c.is_rank_claim] == [text]


def test_a_grade_out_of_a_hundred_worked_out_from_the_results_is_a_claim() -> None:
    results = _page(1, "Results", "MLPerf Inference v6.0, Closed, Server: 9,800 tokens/s.")
    verdict = _page(
        2,
        "Verdict",
        "Our grade for the R8: 91 of 100, the mean of its normalised ranks.",
        "9 of 100 stores have upgraded.",
    )
    claims = _claims(results, verdict)
    assert [(c.metric.value, c.metric.unit) for c in claims if c.page == 2] == [(91.0, "/100")]


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("the R8 node reads 64 pages a second", 64.0, "pages/s"),
        ("2,400 answers/h", 2400.0, "answers/h"),
        ("about 3,000 summaries per hour", 3000.0, "summaries/h"),
    ],
)
def test_speeds_in_units_of_the_customers_work(text: str, value: float, unit: str) -> None:
    assert [(m.value, m.unit, m.kind) for m in metrics_in(text)] == [(value, unit, "throughput")]


@pytest.mark.parametrize("text", ["200 tickets a day", "40,000 answers a month"])
def test_work_counted_per_day_or_month_is_a_volume_not_a_speed(text: str) -> None:
    assert metrics_in(text) == []


def test_an_unbracketed_accuracy_variant_in_a_heading_is_part_of_the_name() -> None:
    heading = "MLPerf Inference v5.1 · Closed division · Mixtral 8x7B, 99% accuracy variant"
    assert metrics_in(heading) == []
    assert [m.value for m in metrics_in("Mixtral 8x7B, 99% accuracy")] == [99.0]


def test_a_row_of_a_price_table_is_no_cost_per_answer() -> None:
    results = _page(1, "Results", "MLPerf Inference v5.1, Closed, Server: 9,800 tokens/s.")
    title = "Priced per resolution"
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=2))]
    rows = ("Plan | What you pay | Included", "Team | $0.40 per resolved chat | 3 languages")
    blocks += [
        Block(text=r, role=BlockRole.TABLE_ROW, location=Location(page=2), group="t") for r in rows
    ]
    blocks.append(
        Block(
            text="Our GPU cost is $0.05 per thousand correct answers.",
            role=BlockRole.BODY,
            location=Location(page=2),
        )
    )
    claims = _claims(results, Page(number=2, title=title, blocks=blocks))
    assert [c.metric.value for c in claims if c.page == 2] == [0.05]


def test_a_return_is_read_from_the_amount_asserted_not_the_unit_price_worked_from() -> None:
    page = _page(
        1,
        "MLPerf Inference v6.0 economics",
        "At $1.20 per million tokens, the rack's Server result earns $1.1M a month.",
        "At $0.0004 per correct answer, no rival comes close.",
    )
    assert [(c.metric.value, c.metric.unit) for c in _claims(page)] == [
        (1.1, "$"),
        (0.0004, "$"),
    ]


def test_a_table_headed_by_a_round_and_a_division_presents_mlperf_results() -> None:
    claims = _claims(
        _page(1, "Orin kit", "Partner briefing"),
        _page(2, "Speech", "MLPerf Inference v5.1: Whisper, 410 samples/s Offline."),
        Page(
            number=3,
            title="Side by side",
            blocks=[
                Block(text="Side by side", role=BlockRole.TITLE, location=Location(page=3)),
                *(
                    Block(text=r, role=BlockRole.TABLE_ROW, group="t", location=Location(page=3))
                    for r in (
                        "System | Accelerators | Offline tokens/s (v5.1, Closed)",
                        "R8 | 8 | 31,900",
                    )
                ),
            ],
        ),
    )
    assert [(c.page, c.metric.value, c.round) for c in claims if c.page == 3] == [
        (3, 31900.0, "v5.1")
    ]


def test_a_bare_follow_on_figure_reads_the_unit_of_the_result_before_it() -> None:
    page = _page(
        1,
        "MLPerf Inference v5.1",
        "The R8 node: 31,900 tokens/s on Llama 2 70B, Offline.",
        "Its four-GPU sibling manages 16,200.",
        "The company was founded in 2011 and posted 40 results since.",
        "Revenue reached 1,200.",
        "The round itself reached $4,100.",
    )
    assert [(c.metric.value, c.metric.unit) for c in _claims(page)] == [
        (31900.0, "tokens/s"),
        (16200.0, "tokens/s"),
    ]


def _boxes(title: str, *texts: tuple[str, float]) -> Page:
    """A slide of text boxes, each at its top position (PPTX points from the top)."""
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    for text, top in texts:
        where = Location(page=1, bbox=BBox(x0=60, y0=top, x1=880, y1=top + 60))
        blocks.append(Block(text=text, role=BlockRole.BODY, location=where))
    return Page(number=1, title=title, blocks=blocks, width=960, height=540)


def test_a_big_number_callout_is_read_with_its_caption() -> None:
    page = _boxes(
        "MLPerf Inference v6.0", ("2.7x", 110), ("faster than H100 on Mixtral 8x7B, Server", 170)
    )
    (claim,) = _claims(page)
    assert claim.text == "2.7x faster than H100 on Mixtral 8x7B, Server"
    assert (claim.metric.value, claim.benchmark) == (2.7, "mixtral-8x7b")


def test_figures_under_their_labels_take_their_own_label() -> None:
    page = _boxes(
        "MLPerf Inference v6.0",
        ("Mixtral 8x7B, Server scenario", 100),
        ("57,300 tokens/s", 160),
        ("RetinaNet, Offline scenario", 220),
        ("14,900 samples/s", 280),
    )
    assert [(c.text, c.benchmark) for c in _claims(page)] == [
        ("Mixtral 8x7B, Server scenario: 57,300 tokens/s", "mixtral-8x7b"),
        ("RetinaNet, Offline scenario: 14,900 samples/s", "retinanet"),
    ]


@pytest.mark.parametrize("cell", ["98,400⁴", "98,400ᵇ", "98,400 [2]", "98,400†"])
def test_a_marker_on_a_table_cells_figure_is_no_part_of_it(cell: str) -> None:
    (claim,) = _table("MLPerf Inference v5.1", "System | Tokens/s", f"Q7 | {cell}")
    assert (claim.metric.value, claim.metric.unit) == (98400.0, "tokens/s")


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("24 525 tokens/s", 24525.0, "tokens/s"),
        ("1 200 000 tokens/s", 1.2e6, "tokens/s"),
        ("1,200 words per second", 1200.0, "words/s"),
        ("60 utterances/s", 60.0, "utterances/s"),
    ],
)
def test_thousands_set_off_by_spaces_and_speeds_in_words(
    text: str, value: float, unit: str
) -> None:
    assert [(m.value, m.unit) for m in metrics_in(text)] == [(value, unit)]
