"""Claim classes fixed in round nine: a rate told in the buyer's own units of work over a period
('72,000 subtitle cues an hour'), a rate per unit of any currency ('410 tokens per yen'), a figure told
with the MLPerf scenario it was measured in, a place at the head of the field among a slide's
results, a small amount per one unit of any work, and factors written in number words."""

from __future__ import annotations

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.claims import _first_result_id, metrics_in
from extractors.context import ends_with_marker, inline_markers
from extractors.metrics import PERIOD_RATE_UNITS, find_metrics, primary_metric
from extractors.reach import (
    is_cost_per_answer,
    is_follow_on_figure,
    is_service_price,
    is_told_with_scenario,
    is_worked_out_cost,
)
from extractors.work_rates import buyer_work_rates, is_benchmark_work
from tests.deadline import deadline

HEADING = "MLPerf Inference v6.0, Closed division: Llama 3.1 8B, Offline scenario"
RESULT = "The Marten M4 posts 31,200 tokens/s (6.0-0101)."


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


def test_work_of_any_kind_over_a_period_is_read_from_the_sentence_shape() -> None:
    (cues,) = buyer_work_rates("That result works out at 72,000 subtitle cues an hour.")
    assert (cues.value, cues.unit) == (72000.0, "items/h")
    (words,) = buyer_work_rates("so 2.4 million caption tokens a night")
    assert (words.value, words.unit) == (2.4e6, "tokens/night")
    assert is_benchmark_work(words.unit) and not is_benchmark_work(cues.unit)
    assert cues.unit in PERIOD_RATE_UNITS  # work no benchmark counts is always converted
    # people, time, money and machines are no work done; a verb between is no qualifier
    for text in (
        "Our desk sees 300 visitors a day.",
        "The nodes run 22 hours a day.",
        "We spend 4,000 euros a month.",
        "We run 3 servers handling clips a day.",
    ):
        assert buyer_work_rates(text) == [], text


def test_a_buyer_work_rate_is_a_claim_only_when_tied_to_a_result() -> None:
    tied = "Worked out from that result, one M4 clears 72,000 subtitle cues an hour."
    volume = "Our broadcasters publish 72,000 subtitle cues a day."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Sizing", tied, volume))
    assert [c.metric.unit for c in _found(claims, tied) if c.metric] == ["items/h"]
    assert _found(claims, volume) == []


def test_a_rate_per_unit_of_any_currency_is_performance_per_money() -> None:
    for text, value in (
        ("At list price that is about 410 tokens per yen.", 410.0),
        ("roughly 1.1 million tokens per euro", 1.1e6),
        ("some 52,000 images per franc", 52000.0),
    ):
        (metric,) = find_metrics(text)
        assert (metric.value, metric.unit.split("/")[1]) == (value, "$"), text
    assert find_metrics("4 tokens per cent") == []  # 'per cent' is a percentage


def test_a_figure_told_with_its_scenario_is_worded_as_a_result() -> None:
    latency = "A rival measured 6.1 ms multi-stream for its own camera module."
    evidence = "The M4's 29,800 tokens/s in the Offline scenario is why we shortlist it."
    target = "Your target is 5 ms single-stream."
    assert is_told_with_scenario(latency, "latency")
    assert is_told_with_scenario(evidence, "throughput")
    assert not is_told_with_scenario(target, "latency")
    assert not is_told_with_scenario("The server was offline for 3 hours.", "latency")
    claims = _deck(
        _slide(1, HEADING, RESULT), _slide(2, "Why the M4", evidence), _slide(3, "Rivals", latency)
    )
    assert [c.metric.value for c in _found(claims, evidence) if c.metric] == [29800.0]
    assert [c.metric.value for c in _found(claims, latency) if c.metric] == [6.1]


def test_the_buyer_work_rate_finder_is_linear_on_hostile_text() -> None:
    hostile = [
        "1 " + "cue " * 5000 + "an hour",
        "1.5 million " * 1700 + "a day",
        ("9 big red lines " * 1300) + "per second",
        "an hour " * 2600,
    ]
    with deadline(5, "buyer_work_rates"):
        for text in hostile:
            assert len(text) > 19_000
            buyer_work_rates(text)
            find_metrics(text + " tokens per krone")


def test_a_place_at_the_head_of_the_field_among_results_is_a_rank_claim() -> None:
    first = "No. 1 for inference throughput, once more"
    spot = "Marten takes the top spot across the whole suite"
    chores = "Our number one priority is support"
    claims = _deck(
        _slide(1, "Record-setting speed", RESULT, first, spot, chores),
        _slide(2, "Partners", "No other supplier lists a faster MLPerf node"),
    )
    assert all(c.is_rank_claim for c in _found(claims, first) + _found(claims, spot))
    assert _found(claims, first) and _found(claims, spot)
    assert _found(claims, chores) == []
    # a short headline names the slide's topic; the field's rank words there are no claim
    assert _found(claims, "Record-setting speed") == []
    assert [
        c.is_rank_claim for c in _found(claims, "No other supplier lists a faster MLPerf node")
    ] == [True]


def test_a_small_amount_per_one_unit_of_any_work_is_a_cost_per_answer() -> None:
    assert is_cost_per_answer("the node works out at 0.004p per annotated scan over three years")
    assert is_cost_per_answer("about EUR 0.002 per triaged claim")
    for text in ("4 cents per GPU hour", "0.5p per mile", "$0.02 per token", "3 cents per kWh"):
        assert not is_cost_per_answer(text), text


def test_number_words_before_times_and_in_an_equivalence_are_factors() -> None:
    (sooner,) = find_metrics("The K2 answers each image seven times sooner than the K1")
    assert (sooner.value, sooner.unit) == (7.0, "x")
    assert find_metrics("we hired three times more staff") == []
    (boards,) = find_metrics("One rack does the serving work of nine and a half four-GPU boards")
    assert (boards.value, boards.unit) == (9.5, "x")


def test_new_patterns_are_linear_on_hostile_text() -> None:
    hostile = [
        "0.1p per " + "scan " * 5000,
        "six times " * 2500 + "sooner",
        "does the serving work of " + "twelve and a half " * 1200 + "boards",
        "No. 1 " * 4000 + "inference",
    ]
    with deadline(5, "round nine patterns"):
        for text in hostile:
            assert len(text) > 19_000
            is_cost_per_answer(text)
            find_metrics(text)


def test_terms_of_sale_and_the_same_arithmetic() -> None:
    # a spending limit on an order is a term of sale; a slide of framework rates lists prices
    assert is_service_price("Order cap of EUR 2M per order; the deal runs to 2030.", "Lot 2")
    assert is_service_price("Team tier: EUR 0.35 per 1,000 chats", "Framework rates")
    assert not is_service_price("EUR 0.35 per 1,000 chats", "Throughput rates")
    # the working of the figure just given, applied to the next, is a worked-out cost
    assert is_worked_out_cost("By the same reckoning the L4 card sits at $0.20 per million tokens")


def test_a_digit_glued_to_an_acronyms_plural_is_an_inline_marker() -> None:
    assert inline_markers("That is 3,100 tokens/s from each of its NPUs2") == {"2"}
    assert ends_with_marker("spread over all eight GPUs1")
    assert inline_markers("It ships with two H200s") == set()


def test_a_machine_set_equal_to_others_is_a_factor_of_work() -> None:
    line = "One M4 pod does the inference work of seven and a half older boards"
    assert is_follow_on_figure(line, "factor", names_model=False)
    claims = _deck(_slide(1, HEADING, RESULT, line))
    assert [c.metric.value for c in _found(claims, line) if c.metric] == [7.5]


def test_figures_in_an_opening_clause_of_premises_yield_to_the_stated_one() -> None:
    text = "Assuming 1.2 ms per image as 830 images a second on one card, we expect 9.1 images/s per watt"
    assert primary_metric(metrics_in(text), text).value == 9.1
    plain = "Using 8 GPUs, the M4 reaches 31,200 tokens/s"
    assert primary_metric(metrics_in(plain), plain).value == 31200.0
    with deadline(5, "premise clause"):
        hostile = "Taking " + "1,2" * 7000
        primary_metric(metrics_in(hostile), hostile)


def test_a_figure_named_by_its_owner_is_another_mention_of_that_owners_result() -> None:
    first = "On Llama 3.1 8B, Marten's M4 posted 31,200 tokens/s (6.0-0101)."
    second = "Marten's v6.0 figure is four times the 7,800 tokens/s its older box posted in v4.1."
    claims = _deck(_slide(1, "MLPerf Inference v6.0, Closed, Offline", first, second))
    assert [c.benchmark for c in _found(claims, second)] == ["llama3.1-8b"]


def test_a_note_pairing_ids_with_systems_gives_each_claim_its_own_id() -> None:
    note = "Results 6.0-0201 (Kestrel Edge) and 6.0-0202 (Marten M4), from mlcommons.org."
    assert _first_result_id([note], "Marten M4, 2 x L4") == "6.0-0202"
    assert _first_result_id([note], "Kestrel Edge box") == "6.0-0201"
    assert _first_result_id([note], "Another box") == "6.0-0201"  # no system fits: the first
    with deadline(5, "paired result ids"):
        _first_result_id(["6.0-0201 (" + "Ke " * 7000], "Ke")
