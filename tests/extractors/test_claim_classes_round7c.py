"""Claim classes fixed late in round seven: results scaled onto planned hardware or multiplied
out over a night by one machine, costs put on one unit of any work, ranks by a word's own
meaning, figures written with a 'K', comparisons kept whole ('between A and B', two rounds), and
what stays outside (the customer's demand, expected latency and present cost)."""

from __future__ import annotations

import time

import pytest

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.claims import _asserted_money, find_round, metrics_in
from extractors.pdf_charts import _join_rotated_runs, find_charts
from extractors.pdf_layout import Fragment, lay_out_page
from extractors.reach import (
    has_field_rank,
    is_cost_per_answer,
    is_customer_target,
    is_industry_rank,
    is_multiplied_out,
    is_present_cost,
    is_scaled_result,
    second_subject_metrics,
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


def test_a_result_scaled_onto_planned_hardware_is_a_claim_not_a_roadmap() -> None:
    scaled = "Scaled to the 16 nodes we plan to buy, that is about 385,000 tokens/s."
    roadmap = "Our planned K9 will arrive next year at 60,000 tokens/s."
    claims = _deck(_slide(1, HEADING, RESULT, scaled, roadmap))
    assert is_scaled_result(scaled) and not is_scaled_result(roadmap)
    assert [c.metric.value for c in _found(claims, scaled) if c.metric] == [385000.0]
    assert _found(claims, roadmap) == []


def test_work_one_machine_does_over_a_night_is_drawn_from_the_result() -> None:
    worked = "Overnight, one K8 node would get through about 1.9 billion tokens."
    volume = "Tickets on a busy night: 45,000 across all branches."
    assert is_multiplied_out(worked) and not is_multiplied_out(volume)
    assert is_multiplied_out("Overnight, two nodes would clear 3 billion tokens.")
    assert not is_multiplied_out("Each branch sends 2 million tokens a day.")
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Sizing", worked, volume))
    assert [c.metric.value for c in _found(claims, worked) if c.metric] == [1.9e9]
    assert [c.page for c in claims] == [1, 2]


def test_work_per_machine_hour_is_a_volume_over_an_hour() -> None:
    found = metrics_in("Per node-hour that is 86.8 million tokens of dialogue.")
    assert [(m.value, m.unit) for m in found] == [(86.8e6, "tokens/h")]
    assert metrics_in("At $310 per node-hour that is $0.002 per 1,000 tokens.") == []


@pytest.mark.parametrize(
    "text",
    [
        "A signed-off loan memo costs the bank under EUR 0.03.",
        "One hour of footage costs about GBP 0.05 to caption.",
        "Each approved answer (one an editor passes unchanged) costs 2.4 cents.",
        "About 0.02 cents for every 300-token reply.",
        "It works out at USD 0.0007 per minute of tape transcribed.",
    ],
)
def test_a_small_cost_on_one_unit_of_any_work_is_a_cost_per_answer(text: str) -> None:
    assert is_cost_per_answer(text)


@pytest.mark.parametrize(
    "text",
    [
        "A new K8 server costs EUR 0.5 million.",
        "A spare node costs $310,000.",
        "A bonus of $500 for every closed deal.",
        "One month costs EUR 0.50 per seat.",
    ],
)
def test_hardware_bonuses_and_time_are_no_unit_of_work(text: str) -> None:
    assert not is_cost_per_answer(text)


def test_the_amount_put_on_the_unit_is_asserted_not_the_one_worked_from() -> None:
    text = "Taking a five-year cost of EUR 380,000, one hour of tape costs about EUR 0.03."
    money = _asserted_money(text)
    assert money is not None and money.group(0).strip(" .") == "EUR 0.03"
    text = "It prices a correctly drafted answer at 0.05 cents, resting on a $52 node-hour rate."
    money = _asserted_money(text)
    assert money is not None and money.group(0).strip() == "0.05 cents"
    text = "At the lab's $2.10 per GPU-hour, that works out to $0.0002 per 1,000 tokens."
    money = _asserted_money(text)
    assert money is not None and money.group(0).strip() == "$0.0002"


def test_a_price_worked_out_from_a_result_on_a_pricing_slide_is_a_claim() -> None:
    worked = "Our cost to serve, worked out from the Server result, is about USD 0.05 per million tokens."
    listed = "Output tokens: USD 2.19 per million tokens, billed monthly."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Pricing", worked, listed))
    assert [c.metric.value for c in _found(claims, worked) if c.metric] == [0.05]
    assert _found(claims, listed) == []


def test_a_present_cost_and_an_expected_latency_are_no_claims() -> None:
    present = "Our agents' manual first pass costs $3.80 per file today."
    assert is_present_cost(present)
    assert not is_present_cost("That comes to $0.04 per file, against $3.80 today.")
    assert not is_present_cost("EUR 0.07 per correct decision, half the incumbent's.")
    assert is_customer_target("Loan officers told us they expect a draft within 6 seconds.")
    assert is_customer_target("Service standard: a first reply inside 2 seconds.")
    assert not is_customer_target("Running inside the kiosk, it reads a label in 0.4 ms.")


def test_the_customer_demand_is_no_claim() -> None:
    demand = "Peak demand forecast: 900,000 tokens per minute across 30 stores."
    claims = _deck(_slide(1, HEADING, RESULT, demand))
    assert _found(claims, demand) == []


@pytest.mark.parametrize(
    "text",
    [
        "Tell them first: Kestrel is the inference performance leader.",
        "Record-setting, and nobody else fielded a whole pod this time.",
        "Nobody in the industry turns call audio into text faster than our appliance.",
    ],
)
def test_ranks_over_the_field_by_their_own_meaning(text: str) -> None:
    assert is_industry_rank(text)


def test_a_team_leader_is_no_rank() -> None:
    assert not is_industry_rank("She is the leader of our platform team.")
    assert not has_field_rank("Nobody else joined the call.")


def test_a_second_subject_written_with_a_k() -> None:
    text = "Kestrel led at 34.0K tokens/s, whereas Vantor's V8 came in at 33.2K."
    extra = second_subject_metrics(text, metrics_in(text))
    assert [(m.value, m.unit) for m in extra] == [(33200.0, "tokens/s")]


def test_figures_between_two_rounds_are_one_comparison() -> None:
    between = (
        "Throughput rose 12% between v4.1 (Alder A8, 29,000 tokens/s, v4.1-0021) and "
        "v5.1 (Kestrel K8, 32,500 tokens/s, 5.1-0042)."
    )
    assert second_subject_metrics(between, metrics_in(between)) == []
    rounds = (
        "In v4.1 Alder's A2 took 0.35 ms per image (v4.1-0041); in v6.0 the two RTX 4090s "
        "took 0.30 ms (6.0-0035)."
    )
    claims = _deck(_slide(1, "MLPerf Inference edge results", rounds))
    assert len(_found(claims, rounds)) == 1


def test_a_models_plural_is_no_time_in_seconds() -> None:
    assert [m.raw for m in metrics_in("the two RTX 4090s took 0.30 ms")] == ["0.30 ms"]
    assert [m.value for m in metrics_in("TTFT 300s at peak")] == [300.0]
    assert [m.value for m in metrics_in("It took 30s to load")] == [30.0]


def test_a_rate_per_watt_keeps_its_power_words() -> None:
    per_watt = "That is about 180 images/s per watt of the kiosk's 400 W power budget."
    claims = _deck(_slide(1, HEADING, RESULT, per_watt))
    assert len(_found(claims, per_watt)) == 1


def test_the_subjects_own_result_id_sets_its_round() -> None:
    assert find_round("It processes 3.9x the old box's rate (5.1-0069 against v4.1-0043)") == "v5.1"
    assert find_round("MLPerf Inference v5.1 result 4.1-0043") == "v5.1"


def _f(text: str, x: float, y: float, size: float = 14.0) -> Fragment:
    return Fragment(text=text, x=x, y=y, size=size)


def test_a_rows_cells_drawn_after_its_wrapped_cell_join_the_row() -> None:
    fragments = [
        _f("Round", 50, 415),
        _f("System", 266, 415),
        _f("Server tokens/s", 482, 415),
        _f("Result", 698, 415),
        _f("v5.1", 50, 374),
        _f("Kestrel K8 appliance ", 266, 374),
        _f("(8x B200)", 266, 358),
        _f("13,900.1", 482, 374),
        _f("5.1-0042", 698, 374),
    ]
    rows = [b for b in lay_out_page(fragments, 800, 450) if b.kind == "table_row"]
    assert len(rows) == 2
    assert rows[1].cells[2:] == ["13,900.1", "5.1-0042"]


def test_tick_labels_drawn_slanted_glyph_by_glyph_join_into_numbers() -> None:
    glyphs = [_f(ch, 100 + 8 * i, 200 + 8 * i, 18.0) for i, ch in enumerate("25000")]
    joined = _join_rotated_runs([_f("Label", 40, 300), *glyphs])
    assert [f.text for f in joined] == ["Label", "25000"]
    level = [_f(ch, 100 + 9 * i, 200, 18.0) for i, ch in enumerate("123")]
    assert [f.text for f in _join_rotated_runs(level)] == ["1", "2", "3"]


_NEW_ENTRIES = ("scaled", "work_period", "customer_demand", "rests_on_result", "present_process")


@pytest.mark.parametrize(
    "text",
    [
        "a " + "costly " * 3_000 + "costs",
        "one " + "hour of " * 2_500,
        "0.01 cents for every " + "long-token " * 2_000,
        "a (" + "x" * 20_000,
        "the " + "big " * 5_000 + "leader",
        "nobody " * 4_000,
        "1 " * 10_000,
        "12:00 " * 3_000,
        "per a-hour " * 2_000,
        "at " + "x's " * 5_000 + "$1",
        "One " + "A1 " * 6_000,
        "1.5K" * 5_000,
        "between " * 3_000 + "and 1 tokens/s",
        "RTX " * 3_000 + "4090s",
        "1 tokens/s per $" + "1," * 6_000,
        "0.5 cents " + "1," * 6_000,
    ],
)
def test_new_patterns_stay_linear_on_hostile_text(text: str) -> None:
    words = claim_words()
    with deadline(5):
        started = time.monotonic()
        for name in _NEW_ENTRIES:
            words[name].search(text)
        for name in ("cost_unit", "industry_rank", "field_rank", "cost", "customer_target"):
            words[name].search(text)
        is_multiplied_out(text)
        is_customer_target(text)
        _asserted_money(text)
        found = metrics_in(text)
        second_subject_metrics(text, found)
        find_round(text)
    assert time.monotonic() - started < 5


def test_a_row_labels_figure_comes_before_the_working_in_a_later_cell() -> None:
    claims = _deck(
        _slide(1, HEADING, RESULT),
        [
            Block(text="Estimates", role=BlockRole.TITLE, location=Location(page=2)),
            Block(
                text="Measure | Estimate | Basis",
                role=BlockRole.TABLE_ROW,
                group="t1",
                location=Location(page=2),
            ),
            Block(
                text="Tokens per node-hour at the Server rate | 86.8 million | 5.1-0042 rate x 3,600 s",
                role=BlockRole.TABLE_ROW,
                group="t1",
                location=Location(page=2),
            ),
        ],
    )
    row = [c for c in claims if c.page == 2]
    assert [(c.metric.value, c.metric.unit) for c in row if c.metric] == [
        (86.8e6, "tokens/h per node")
    ]


def test_a_count_with_the_benchmarks_name_before_its_noun_over_a_stretch() -> None:
    found = metrics_in("Nightly: 210 million DLRM v2 samples from one node (rate x 10 hours).")
    assert [(m.value, m.unit) for m in found] == [(210e6, "samples/run")]


def test_a_category_wrapped_at_a_result_ids_hyphen_keeps_its_digits() -> None:
    """The second line of a wrapped category is a bare number only after a line broken at a
    hyphen ('Q9 box, 5.1-' over '0042'); it joins the name without a space."""
    fragments = [
        _f("Q7 rack, 5.1-0041", 175.0, 73.9, 18.0),
        _f("Q9 box, 5.1-", 420.0, 73.9, 18.0),
        _f("0042", 444.0, 52.9, 18.0),
        _f("0", 136.6, 91.5, 18.0),
        _f("100000", 69.1, 138.7, 18.0),
        _f("200000", 69.1, 186.0, 18.0),
        _f("300000", 69.1, 233.2, 18.0),
        _f("167,500", 220.0, 243.7, 18.0),
        _f("18,600", 460.0, 107.6, 18.0),
        _f("Server tokens/s, MLPerf Inference v5.1", 153.6, 266.7, 21.6),
    ]
    charts, rest = find_charts(fragments)
    assert [p[0] for p in charts[0].points] == ["Q7 rack, 5.1-0041", "Q9 box, 5.1-0042"]
    assert [f.text for f in rest] == []
