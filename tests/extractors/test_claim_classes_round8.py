"""Claim classes fixed in round eight: a cost told as what the product does for an amount
('checks a form for EUR 0.02') or per a count of any work ('0.4 cents per thousand ranked rows'),
the currency a customer is billed in, a price beside the accuracy it was worked from, and the
benchmark's accuracy target sold as quality; the first output of any kind timed, a factor of the
work done, figures modelled on a scaled system or per a qualified watt, rows a second, the
customer's workbook inputs, plans opened by a period to come and a payback told as a multiple."""

from __future__ import annotations

import time

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.claims import _asserted_money, metrics_in
from extractors.reach import (
    BENCHMARK_ACCURACY_TARGET,
    benchmark_accuracy,
    is_cost_per_answer,
    is_customer_target,
    is_drawn_from_results,
    is_follow_on_figure,
    is_input_table,
    is_roadmap,
    is_service_price,
)
from extractors.vocab import claim_words
from tests.deadline import deadline

HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B, Server scenario"
RESULT = "The Kestrel K8 posts 24,100 tokens/s (5.1-0042)."


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


def _found(claims: list[Claim], text: str) -> list[Claim]:
    return [c for c in claims if c.text == text]


def test_a_cost_told_as_work_done_for_an_amount_is_a_claim() -> None:
    verb = "On that result, the K8 checks an insurance form properly for about USD 0.006."
    rent = "You can rent a GPU for $0.90 an hour."
    assert is_cost_per_answer(verb)
    assert is_cost_per_answer("It drafts one reply for 0.2 cents.")
    assert not is_cost_per_answer(rent)
    assert not is_cost_per_answer("We bought a server for $0.5M.")
    assert not is_cost_per_answer("Add a seat for EUR 0.50.")
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Unit economics", verb, rent))
    assert [c.metric.value for c in _found(claims, verb) if c.metric] == [0.006]
    assert _found(claims, rent) == []


def test_the_work_done_for_an_amount_pattern_is_linear_on_hostile_text() -> None:
    hostile = "an " + "a " * 5000 + "for " * 2000 + "0." * 1000
    start = time.perf_counter()
    with deadline(20, "cost told as work done"):
        is_cost_per_answer(hostile)
        is_cost_per_answer("each " + "x-" * 10000)
    assert time.perf_counter() - start < 20


def test_a_small_amount_per_a_count_of_any_work_is_a_cost_per_answer() -> None:
    assert is_cost_per_answer("Roughly 0.6 US cents per thousand well-sorted leads.")
    assert is_cost_per_answer("EUR 0.03 per 1,000 screened listings on the K8.")
    assert not is_cost_per_answer("$0.20 per million tokens served.")
    assert not is_cost_per_answer("$0.40 per 1,000 GPU-hours.")
    assert not is_cost_per_answer("0.3 cents per thousand output tokens")


def test_the_currency_a_customer_is_billed_in_is_no_term_of_sale() -> None:
    assert not is_service_price(
        "US$9 per thousand closed cases, for clients billed in dollars.", None
    )
    assert is_service_price("$0.90 per closed case, billed monthly.", None)


def test_a_price_on_a_unit_of_work_beats_the_accuracy_it_was_worked_from() -> None:
    priced = "EUR 0.0004 per correctly sorted parcel, taking the 99% accuracy target as its rate."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Cost per sorted parcel", priced))
    assert [(c.metric.value, c.metric.unit) for c in _found(claims, priced) if c.metric] == [
        (0.0004, "eur")
    ]


def test_the_benchmark_accuracy_target_sold_as_quality_is_a_claim() -> None:
    gate = "Its 99% accuracy target means the triage notes come out right 99 times in 100."
    own = "Our own 95% accuracy target is a hard one."
    customer = "Your auditors need a 99% accuracy target before go-live."
    claims = _deck(
        _slide(1, HEADING, RESULT), _slide(2, "What the accuracy means", gate, own, customer)
    )
    assert [c.metric.value for c in _found(claims, gate) if c.metric] == [99.0]
    assert _found(claims, own) == [] and _found(claims, customer) == []
    assert benchmark_accuracy(metrics_in(own), own) is None


def test_the_first_output_of_any_kind_is_timed_as_the_first_token() -> None:
    timed = "Bench run on the kiosk: time to first audio 0.7 s."
    target = "Goal: first spoken word within 2 s of the question."
    claims = _deck(_slide(1, HEADING, RESULT, timed, target))
    assert [c.metric.value for c in _found(claims, timed) if c.metric] == [0.7]
    assert _found(claims, target) == []
    assert is_customer_target("Latency budget: 300 ms")
    assert not is_customer_target("The K8 answers in 0.9 s, well inside the target.")


def test_a_factor_of_the_work_done_is_a_comparison_of_results() -> None:
    factor = "Card for card, the K8 does 3.1x the work of the K6."
    claims = _deck(_slide(1, HEADING, RESULT, factor))
    assert [c.metric.value for c in _found(claims, factor) if c.metric] == [3.1]


def test_a_figure_modelled_from_a_scaled_system_is_drawn_from_the_results() -> None:
    modelled = "Scaling that pod to 24 nodes, we model 610,000 tokens/s for the next phase."
    plain = "Our model serves 3,000 tokens/s in the branch office."
    assert is_drawn_from_results(modelled, "tokens/s")
    assert not is_drawn_from_results(plain, "tokens/s")
    assert is_drawn_from_results("Per rated watt it gives 6.1 tokens/s/W.", "tokens/J")
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Roll-out", modelled))
    assert [c.metric.value for c in _found(claims, modelled) if c.metric] == [610000.0]


def test_rows_records_and_transactions_a_second_are_a_speed() -> None:
    assert [(m.value, m.unit) for m in metrics_in("It scores 1.4 million records/s.")] == [
        (1.4e6, "records/s")
    ]
    assert metrics_in("The sheet has 3 rows.") == []


def test_the_customer_inputs_of_a_workbook_are_no_claims() -> None:
    header = Block(text="Your input | Value", role=BlockRole.TABLE_ROW, location=Location(page=2))
    row = Block(
        text="Loaded cost of an agent-handled chat | €3.20",
        role=BlockRole.TABLE_ROW,
        location=Location(page=2),
    )
    for block in (header, row):
        block.group = "t1"
    claims = _deck(_slide(1, HEADING, RESULT), [*_slide(2, "ROI workbook"), header, row])
    assert [c.page for c in claims] == [1]
    assert is_input_table("Assumptions | Value") and not is_input_table("Input tokens | Tokens/s")


def test_a_line_opened_by_a_period_to_come_is_a_plan() -> None:
    assert is_roadmap("Next quarter: ranker v4, and a 15% cut to serving spend")
    assert not is_roadmap("Last quarter the K8 posted 24,100 tokens/s")


def test_a_payback_told_as_a_multiple_in_words_is_a_claim() -> None:
    payback = "Payback: the cluster spend is recovered four times over in year one."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Return, from the MLPerf result", payback))
    assert [(c.metric.value, c.metric.unit) for c in _found(claims, payback) if c.metric] == [
        (4.0, "x")
    ]


def test_the_round_eight_patterns_are_linear_on_hostile_text() -> None:
    words = claim_words()
    hostile = [
        "Target " + "a " * 8000 + ":",
        "3x " + "the " * 6000,
        "99 % " + "accuracy " * 4000,
        "scaling that " + "x " * 6000 + "to 4",
        "0.4 cents per thousand " + "well-ranked " * 3000,
        "Next " + "quarter " * 5000,
        "payback " + "pay " * 5000 + "twice",
        "recovers its " + "big-" * 5000 + " cost",
        "accuracy target of " * 2000 + "99",
        "a " * 5000 + "question at 0." + "0" * 3000,
    ]
    with deadline(20, "round eight patterns"):
        for text in hostile:
            is_customer_target(text)
            is_follow_on_figure(text, "factor", False)
            is_follow_on_figure(text, "percent", False)
            is_drawn_from_results(text, "tokens/s")
            is_cost_per_answer(text)
            is_roadmap(text)
            words["payback"].search(text)
            BENCHMARK_ACCURACY_TARGET.search(text)
            is_input_table(text)


def test_a_chart_category_that_names_its_unit_beats_the_axis() -> None:
    title = Block(text="RetinaNet results", role=BlockRole.TITLE, location=Location(page=1))
    points = [
        Block(
            text=f"{category}: {value}",
            role=BlockRole.CHART_POINT,
            location=Location(page=1, chart_series="Images per second", chart_category=category),
            group="c1",
        )
        for category, value in (("Offline (samples/s)", "14,000"), ("Server (queries/s)", "13,100"))
    ]
    heading = "RetinaNet, MLPerf Inference v5.1 Closed"
    claims = _deck([title, Block(text=heading, role=BlockRole.BODY, location=Location(page=1))])
    claims = find_claims(
        Deck(
            path="probe.pptx",
            kind=DeckKind.PPTX,
            sha256="0" * 64,
            pages=[Page(number=1, title=heading, blocks=[title, *points])],
        )
    )
    assert sorted(c.metric.unit for c in claims if c.metric) == ["queries/s", "samples/s"]


def test_another_run_of_the_same_system_keeps_the_benchmark_before_it() -> None:
    first = "Kestrel K8-4U, 8x K8: 24,100 tokens/s on Llama 2 70B, Server scenario (5.1-0042)"
    same = "Same Kestrel, Offline scenario: 26,300 tokens/s (5.1-0042)"
    named = "In the Interactive scenario the K8-4U holds 15,900 tokens/s (5.1-0043)"
    other = "The Osprey O2 posts 9,000 tokens/s (5.1-0077)"
    claims = _deck(_slide(1, "MLPerf Inference v5.1, Closed division", first, same, named, other))
    assert [c.benchmark for c in claims] == ["llama2-70b", "llama2-70b", "llama2-70b", None]


def test_another_model_on_the_same_system_keeps_no_benchmark() -> None:
    first = "Kestrel K8-4U: 24,100 tokens/s on Llama 2 70B, Server scenario (5.1-0042)"
    other_model = "Gemma 3 27B on the same Kestrel K8-4U, our own test: 11,500 tokens/s"
    claims = _deck(_slide(1, "MLPerf Inference v5.1, Closed division", first, other_model))
    assert [c.benchmark for c in claims] == ["llama2-70b", None]


def _table(page: int, title: str, *rows: str) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    for row in rows:
        block = Block(text=row, role=BlockRole.TABLE_ROW, location=Location(page=page))
        block.group = "t1"
        blocks.append(block)
    return blocks


def test_a_bare_rate_a_second_takes_the_benchmark_published_unit() -> None:
    page = _table(
        1,
        "MLPerf Inference v5.1, Closed division, DLRM v2",
        "System | Scenario | Result | ID",
        "K8-4U | Offline | 512,000/s | 5.1-0042",
        "K8-4U | Server | 498,000/s | 5.1-0042",
    )
    claims = _deck(page)
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [
        (512000.0, "samples/s"),
        (498000.0, "queries/s"),
    ]


def test_the_header_corner_cell_names_every_column() -> None:
    page = _table(
        1,
        "Two rounds of the K8",
        "Llama 2 70B, Server, Closed | MLPerf v4.1 | MLPerf v5.1",
        "Kestrel K8-4U, 8 GPUs | 21,300.5 | 24,100.2",
    )
    claims = _deck(page)
    assert [(c.metric.value, c.metric.unit, c.benchmark) for c in claims if c.metric] == [
        (21300.5, "tokens/s", "llama2-70b")
    ]


def test_the_amount_right_before_per_unit_of_work_is_the_one_asserted() -> None:
    leased = "On a lease of $52,000 a month, that comes to about $0.0041 per page reviewed."
    assert _asserted_money(leased).group(0).strip() == "$0.0041"
    kept = "Taking a five-year cost of EUR 410,000, one hour of tape costs about EUR 0.04"
    assert _asserted_money(kept).group(0).strip() == "EUR 0.04"


def test_a_price_counted_only_over_passed_work_is_a_cost_per_answer() -> None:
    counted = "Counting only claims our reviewers accept as correct, the compute is EUR 0.31 per thousand."
    assert is_cost_per_answer(counted)
    assert not is_cost_per_answer("Counting only weekdays, the rent is EUR 300.")
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "What a right claim costs", counted))
    assert [c.metric.value for c in _found(claims, counted) if c.metric] == [0.31]


def test_a_payback_period_in_words_is_a_claim() -> None:
    payback = "The node pays for itself in under seven months for a mid-size team."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Return, from the MLPerf result", payback))
    assert [(c.metric.value, c.metric.unit) for c in _found(claims, payback) if c.metric] == [
        (7.0, "months")
    ]


def test_the_customer_brief_is_a_target_and_a_service_price_title_prices() -> None:
    assert is_customer_target("Your brief: first token in under 2 seconds for 900 agents")
    assert is_customer_target("Spec: first word within 1 s")
    assert is_service_price("Extra documents: 0.8 yen per document.", "Service prices")
    assert not is_service_price("About 0.8 yen per document.", "Cost per document")


def test_an_accuracy_tier_sold_as_quality_is_a_claim_and_a_label_line_is_not() -> None:
    sold = (
        "Llama 2 70B at the 99.9% accuracy tier: proof that the K8 drafts what your editors would"
    )
    label = "Benchmark: Llama 2 70B at the 99% accuracy tier, Offline and Server, all eight GPUs"
    claims = _deck(_slide(1, HEADING, RESULT, sold, label))
    assert [(c.metric.value, c.metric.unit) for c in _found(claims, sold) if c.metric] == [
        (99.9, "%")
    ]
    assert _found(claims, label) == []


def test_an_own_test_on_the_same_system_keeps_no_benchmark() -> None:
    first = "Kestrel K8-4U: 24,100 tokens/s on Llama 2 70B, Server scenario (5.1-0042)"
    own = "On the same Kestrel K8-4U, our own test of the support bot: 11,500 tokens/s"
    chip = "Nebius H200 cluster: 21,000 tokens/s"
    claims = _deck(_slide(1, "MLPerf v5.1 on H200 and K8-4U", first, own, chip))
    assert [c.benchmark for c in claims] == ["llama2-70b", None, None]


def test_a_payback_of_the_compute_anywhere_in_an_mlperf_deck_is_a_claim() -> None:
    payback = "The node pays for itself in under four months for a ten-person team."
    solar = "Solar panels on the depot roof pay back in about 6 years."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "What a reply costs", payback, solar))
    assert [c.metric.value for c in _found(claims, payback) if c.metric] == [4.0]
    assert _found(claims, solar) == []


def test_the_family_of_a_cost_gate_and_payback_in_other_words() -> None:
    assert is_cost_per_answer("It drafts a tenancy letter correctly at about EUR 0.006.")
    assert not is_cost_per_answer("We lease a GPU at $2.10 an hour.")
    gate = "An accuracy target of 99.9 percent means every summary reads right."
    assert benchmark_accuracy(metrics_in(gate), gate) is not None
    recovered = "The rack recovers its hardware cost in under five months."
    earned = "The node earns back its price twice over in year one."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Return", recovered, earned))
    assert [(c.metric.value, c.metric.unit) for c in claims[1:] if c.metric] == [
        (5.0, "months"),
        (2.0, "x"),
    ]


def test_a_rate_per_any_qualified_unit_of_power_is_drawn_from_the_results() -> None:
    assert is_drawn_from_results(
        "Per installed kilowatt the hall gives 2,100 tokens/s.", "tokens/s"
    )
    assert is_drawn_from_results("That is 41 tokens/s per rated megawatt.", "tokens/s")
    assert not is_drawn_from_results("The hall serves 2,100 tokens/s.", "tokens/s")
