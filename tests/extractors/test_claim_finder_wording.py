"""Claims worded the ways blind-written decks word them: a round right after the benchmark name,
a row of figures with result IDs under a row label, an equivalence in machines, a second vendor's
figure without its unit, a cost per counted or correct answer in a currency code, a per-watt
figure on a later slide, a rank over 'no other eight-GPU server'."""

from __future__ import annotations

from extractors import (
    BBox,
    Block,
    BlockRole,
    Claim,
    Deck,
    DeckKind,
    Location,
    Page,
    find_claims,
)
from extractors.benchmark_names import MODEL_MENTION
from extractors.claims import find_round
from extractors.metrics import FoundMetric


def _page(number: int, title: str, *blocks: Block | str) -> Page:
    out = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
    for item in blocks:
        if isinstance(item, str):
            item = Block(text=item, role=BlockRole.BODY, location=Location(page=number))
        out.append(item)
    return Page(number=number, title=title, blocks=out)


def _row(number: int, text: str, group: str = "t1") -> Block:
    return Block(text=text, role=BlockRole.TABLE_ROW, location=Location(page=number), group=group)


def _claims(*pages: Page) -> list[Claim]:
    deck = Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=list(pages))
    return find_claims(deck)


RESULTS = _page(
    1,
    "Measured results",
    "MLPerf Inference v5.1, Closed, Server: the Q7 rack ran Llama 2 70B at 98,400 tokens/s.",
)


def test_a_round_right_after_a_sized_benchmark_name() -> None:
    assert find_round("price over term / Mixtral 8x7B v6.0 Closed Offline rate") == "v6.0"
    assert find_round("Llama 2 70B v5.0 Server") == "v5.0"
    assert find_round("fine-tuned Llama v2 chat") is None
    # The model mention stops before the round, so the round is no part of a model's name.
    assert [m.group(0) for m in MODEL_MENTION.finditer("Mixtral 8x7B v6.0 Closed")] == [
        "Mixtral 8x7B"
    ]
    assert [m.group(0) for m in MODEL_MENTION.finditer("Mistral 7B v0.3")] == ["Mistral 7B v0.3"]


def test_a_row_of_figures_with_result_ids_under_a_row_label() -> None:
    claims = _claims(
        _page(
            1,
            "Q7 against Q6 in MLPerf",
            _row(1, "Mixtral 8x7B | Q6 (v5.1) | Q7 (v6.0)"),
            _row(1, "Offline tokens/s | 21,300.5 (5.1-0101) | 44,010 (6.0-0202)"),
        )
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [(21300.5, "tokens/s")]


def test_a_row_label_without_a_unit_gives_none() -> None:
    claims = _claims(
        _page(
            1,
            "Q7 against Q6 in MLPerf",
            _row(1, "Mixtral 8x7B | Q6 (v5.1) | Q7 (v6.0)"),
            _row(1, "Systems shipped | 210 (2025) | 480 (2026)"),
        )
    )
    assert claims == []


def test_one_system_doing_the_work_of_several_is_a_speed_up() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Consolidation",
            "On MLPerf Llama 2 70B, one Q7 rack does the work of 9.5 four-GPU H100 servers.",
            "We replaced 40 legacy routers last year.",
        ),
    )
    later = [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert later == [(9.5, "x")]


def test_a_second_vendors_figure_without_its_unit_is_its_own_claim() -> None:
    text = (
        "In MLPerf Inference v6.0, Quill's Q7 posted 61,200 Offline tokens/s on Llama 2 70B, "
        "while Brant's B9 system posted 58,950.5."
    )
    claims = _claims(_page(1, "The field", text))
    assert [c.metric.value for c in claims if c.metric] == [61200.0, 58950.5]
    assert {c.metric.unit for c in claims if c.metric} == {"tokens/s"}


def test_a_result_id_or_a_year_after_a_second_subject_is_no_figure() -> None:
    text = "Q7 reached 61,200 tokens/s in MLPerf (6.0-0301), while the rest of the field lagged."
    claims = _claims(_page(1, "The field", text))
    assert [c.metric.value for c in claims if c.metric] == [61200.0]
    text = "Q7 reached 61,200 tokens/s in MLPerf, while Brant's B9 launched in 2025."
    claims = _claims(_page(1, "The field", text))
    assert [c.metric.value for c in claims if c.metric] == [61200.0]


def test_costs_per_counted_or_correct_answers_in_currency_codes() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Cost of service",
            "SEK 0.42 per 1,000 resolved member enquiries over the term.",
            "EUR 0.07 per 100 correct claim decisions, half the incumbent's.",
            "CHF 0.003 per correctly captioned broadcast second.",
            "Support: EUR 9,000 per year.",
        ),
    )
    later = [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert later == [(0.42, "sek"), (0.07, "eur"), (0.003, "chf")]


def test_currency_codes_are_money() -> None:
    assert FoundMetric(0.31, "dkk", "DKK 0.31", 0, 8).kind == "cost"
    assert FoundMetric(0.31, "eur", "EUR 0.31", 0, 8).kind == "cost"


def test_a_per_watt_figure_on_a_later_slide_is_a_claim() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Power",
            "That is 0.19 tokens/s per watt at the rack's nameplate rating.",
            "The hall supplies 40 kW per row.",
        ),
    )
    later = [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert later == [(0.19, "tokens/J")]


def test_no_other_server_of_a_kind_is_a_rank_over_the_field() -> None:
    claims = _claims(
        RESULTS,
        _page(2, "Proof points", "Q7: inference throughput no other four-GPU node could match."),
    )
    assert [c.is_rank_claim for c in claims if c.page == 2] == [True]


def test_each_subject_of_a_sentence_reads_its_own_footnote() -> None:
    page = _page(
        1,
        "Across submitters",
        "In MLPerf Inference v5.1, Quill's Q7 reached 61,200 tokens/s on Llama 2 70B [1], "
        "whereas Brant served 48,100 tokens/s on eight GPUs [2].",
        Block(
            text="[1] MLPerf Inference v5.1, Closed, Server, result 5.1-0301.",
            role=BlockRole.FOOTNOTE,
            location=Location(page=1),
        ),
        Block(
            text="[2] MLPerf Inference v5.1, Closed, Server, result 5.1-0302.",
            role=BlockRole.FOOTNOTE,
            location=Location(page=1),
        ),
    )
    claims = _claims(page)
    assert [(c.metric.value, c.result_id) for c in claims if c.metric] == [
        (61200.0, "5.1-0301"),
        (48100.0, "5.1-0302"),
    ]
    assert [c.context.markers for c in claims] == [["1"], ["2"]]


def test_rates_per_dollar_per_kilowatt_and_in_volumes() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Power and price",
            "At list price the Q7 result buys 2.4 million tokens per dollar.",
            "That is 5,100 tokens/s per kW of rated power.",
            "In MLPerf 3D U-Net the box works through 3.05 volumes per second.",
        ),
    )
    later = [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert later == [(2.4e6, "tokens/$"), (5100.0, "tokens/s per kw"), (3.05, "samples/s")]


def test_a_hardware_count_in_a_column_header_is_no_speed_up_unit() -> None:
    claims = _claims(
        _page(
            1,
            "MLPerf Inference v6.0, Closed",
            _row(1, "Scenario | EdgeBox E2 (2× L4) | Unit"),
            _row(1, "Single stream | 0.52 | ms latency"),
            _row(1, "Offline | 18,400 | samples/s"),
        )
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [
        (0.52, "ms"),
        (18400.0, "samples/s"),
    ]


def test_costs_of_one_correct_answer_and_returns_drawn_from_results() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "What it means per answer",
            "Cost for one correct triage note drops to 0.9 yen.",
            "At that pace each accurately coded invoice costs NOK 0.006.",
            "At the MLPerf Server rate one rack could earn $2.7 million a year.",
            "The Q7 pays for itself in 9 months at its MLPerf Server throughput.",
            "Warranty: 3 years, parts and labour.",
        ),
    )
    later = [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert later == [(0.9, "yen"), (0.006, "nok"), (2.7, "$"), (9.0, "months")]


def test_a_sentence_beside_a_lone_chart_reads_the_charts_benchmark() -> None:
    chart = [
        Block(
            text="ResNet-50 Offline samples/s, MLPerf Inference v6.0",
            role=BlockRole.CHART_TITLE,
            location=Location(page=1),
            group="c1",
        ),
        Block(
            text="E2 – samples/s: 18400",
            role=BlockRole.CHART_POINT,
            location=Location(page=1),
            group="c1",
        ),
    ]
    claims = _claims(
        _page(
            1, "How E2 compares", "Against the older E1 (9,100 samples/s) E2 is 2x faster.", *chart
        )
    )
    assert [c.benchmark for c in claims] == ["resnet", "resnet"]


def test_llama_2_70b_interactive_is_a_scenario_from_v5_1() -> None:
    claims = _claims(
        _page(
            1,
            "MLPerf Inference v6.0 · Closed · Llama 2 70B Interactive",
            "The Q7 node served 61,200 tokens/s.",
        ),
        _page(
            2,
            "MLPerf Inference v5.0 · Closed · Llama 2 70B Interactive",
            "The Q6 node served 30,100 tokens/s.",
        ),
    )
    assert [c.benchmark for c in claims] == ["llama2-70b", "llama2-70b-interactive"]


def test_an_accelerator_count_cell_does_not_hide_the_rows_rate() -> None:
    claims = _claims(
        _page(
            1,
            "MLPerf Inference v6.0, Closed, Llama 3.1 8B",
            _row(1, "Server | Accelerators | Scenario | Tokens per second"),
            _row(1, "Q7 tower | 6× RTX PRO 6000 | Server | 31,250"),
            _row(1, "Q5 tower | 4× L40S | Server | 12,900"),
        )
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [
        (31250.0, "tokens/s"),
        (12900.0, "tokens/s"),
    ]


def test_ranks_over_all_time_and_nobody_else_in_a_deck_with_mlperf_results() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Meet Q7",
            "The quickest inference accelerator ever shipped",
            "Nobody in the market serves more tokens per rack",
            "Nobody wants to wait for a slow answer",
        ),
    )
    assert [c.text for c in claims if c.page == 2 and c.is_rank_claim] == [
        "The quickest inference accelerator ever shipped",
        "Nobody in the market serves more tokens per rack",
    ]


def test_record_idioms_are_no_rank_claims() -> None:
    claims = _claims(
        _page(
            1,
            "Setting the record straight on MLPerf",
            "For the record, Q7 has a long track record in MLPerf Inference.",
        )
    )
    assert claims == []


def test_a_rank_heading_box_under_an_mlperf_heading_is_a_claim_but_not_the_title() -> None:
    def heading(text: str) -> Block:
        return Block(
            text=text,
            role=BlockRole.BODY,
            location=Location(page=1, bbox=BBox(x0=40, y0=20, x1=600, y1=50)),
            font_size=20.0,
            group=text[:8],
        )

    page = Page(
        number=1,
        title="Benchmark leadership",
        width=960,
        height=540,
        blocks=[
            Block(text="Benchmark leadership", role=BlockRole.TITLE, location=Location(page=1)),
            heading("MLPerf Inference v5.1 · Closed division · Offline scenario"),
            heading("Q-Link: the fabric behind record-setting multi-node results"),
        ],
    )
    claims = _claims(page)
    assert [c.text for c in claims] == [
        "Q-Link: the fabric behind record-setting multi-node results"
    ]


def test_a_price_at_the_end_of_a_sentence_and_a_count_of_answers_that_costs() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Per answer",
            "Cost per thousand correct answers: $0.12.",
            "Serving 1,000 correct answers costs under 4 pence.",
        ),
    )
    later = [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert later == [(0.12, "$"), (4.0, "pence")]


def test_a_rate_for_every_gpu_is_per_gpu() -> None:
    claims = _claims(RESULTS, _page(2, "Per GPU", "That is 3,075 tokens/s for every GPU in it."))
    assert [c.metric.unit for c in claims if c.page == 2 and c.metric] == ["tokens/s per gpu"]


def test_no_competing_system_is_a_rank_over_the_field() -> None:
    claims = _claims(RESULTS, _page(2, "Field", "No competing system came close to Q7's speed."))
    assert [c.is_rank_claim for c in claims if c.page == 2] == [True]


def test_costs_in_cent_signs_and_rupees() -> None:
    claims = _claims(
        RESULTS,
        _page(
            2,
            "Per answer",
            "Each resolved ticket costs 0.3¢ at that rate.",
            "Cost per correct answer: ₹0.25.",
            "Licences start at ₹4,000,000 per year.",
        ),
    )
    later = [(c.metric.value, c.metric.unit) for c in claims if c.page == 2 and c.metric]
    assert later == [(0.3, "¢"), (0.25, "₹")]


def test_columns_headed_by_benchmark_and_scenario_take_the_published_unit() -> None:
    claims = _claims(
        _page(
            1,
            "MLPerf Inference v5.1 results",
            _row(1, "System | Mixtral 8x7B Offline | ResNet-50 Server"),
            _row(1, "Q7 | 51,300 | 88,200"),
        ),
        _page(
            2,
            "ResNet-50, MLPerf Inference v4.1 edge",
            _row(2, "Device | SingleStream | Offline", group="t2"),
            _row(2, "E2 | 0.41 | 12,900", group="t2"),
        ),
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [
        (51300.0, "tokens/s"),
        (12900.0, "samples/s"),  # a row's throughput comes before its latency
    ]


def test_a_column_of_accelerator_counts_is_never_the_rows_figure() -> None:
    claims = _claims(
        _page(
            1,
            "Llama 2 70B tokens/s, MLPerf Inference v5.1",
            _row(1, "System | GPUs | Result"),
            _row(1, "Q7 | 8 | 24,525 [1]"),
        )
    )
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [(24525.0, "tokens/s")]


def test_a_chart_of_bare_bars_under_a_benchmark_and_scenario_title() -> None:
    chart = [
        Block(
            text="Llama 3.1 8B Server, MLPerf Inference v5.1",
            role=BlockRole.CHART_TITLE,
            location=Location(page=1),
            group="c1",
        ),
        Block(
            text="Q7: 9100",
            role=BlockRole.CHART_POINT,
            location=Location(page=1),
            group="c1",
        ),
    ]
    claims = _claims(_page(1, "Q7 in the round", *chart))
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [(9100.0, "tokens/s")]
