"""Claim classes fixed in round ten: a number in round brackets that no note carries is the
text's own (an accelerator count in a table's system cell), not a footnote marker; the time a
machine takes to finish a body of work, worked out from a result, is a claim."""

from __future__ import annotations

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.context import split_markers
from extractors.reach import is_ownership_per_work
from extractors.work_rates import buyer_work_rates
from extractors.work_spans import completion_times
from tests.deadline import deadline


def _deck(*pages: list[Block]) -> list[Claim]:
    built = [
        Page(number=n, title=blocks[0].text, blocks=blocks) for n, blocks in enumerate(pages, 1)
    ]
    return find_claims(Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built))


def _table(page: int, title: str, rows: list[str], footnotes: tuple[str, ...] = ()) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    blocks += [
        Block(text=r, role=BlockRole.TABLE_ROW, location=Location(page=page), group="t")
        for r in rows
    ]
    return blocks + [
        Block(text=f, role=BlockRole.FOOTNOTE, location=Location(page=page)) for f in footnotes
    ]


def test_a_bracketed_number_no_note_carries_stays_in_the_text() -> None:
    assert split_markers("Orion R8, H200 (8)", set()) == ("Orion R8, H200 (8)", [])
    assert split_markers("12,400 tokens/s (2).", {"2"}) == ("12,400 tokens/s.", ["2"])
    assert split_markers("12,400 tokens/s (2).") == ("12,400 tokens/s.", ["2"])


def test_an_accelerator_count_in_a_system_cell_keeps_the_row_whole() -> None:
    for header, rows in (
        (
            "Server (GPUs) | MLPerf Inference v5.1 Closed, Llama 2 70B Offline tokens/s",
            ["Kestrel K9, B200 (8) | 98,100", "Kestrel K9, B200 (16) | 190,250"],
        ),
        (
            "Platform (accelerator count) | Division | Mixtral 8x7B Server, v5.0 (tokens/s)",
            ["Harrow HX-4 (4) | Closed | 41,010", "Harrow HX-8 (8) | Closed | 80,777"],
        ),
        (
            "System (chips) | ResNet-50 Offline samples/s, MLPerf Inference v6.0",
            ["Tallis T2 accelerator card (2) | 91,300"],
        ),
    ):
        claims = _deck(_table(1, "MLPerf Inference results", [header, *rows]))
        texts = [c.text for c in claims]
        for row in rows:
            assert row in texts, (row, texts)


def test_a_bracketed_marker_a_footnote_carries_is_still_a_marker() -> None:
    rows = ["System | Llama 2 70B Offline tokens/s", "Kestrel K9 | 98,100 (1)"]
    claims = _deck(_table(1, "Results", rows, ("(1) MLPerf Inference v5.1, Closed, 5.1-0201.",)))
    (claim,) = claims
    assert claim.text == "Kestrel K9 | 98,100"
    assert claim.result_id == "5.1-0201"


# --- a time to finish a body of work, worked out from a result --------------------------------

HEADING = "MLPerf Inference v6.0, Closed division: Llama 3.1 8B, Offline scenario"
RESULT = "The Marten M4 posts 31,200 tokens/s (6.0-0101)."
NOTE = "¹ MLPerf Inference v6.0, Closed division, Llama 3.1 8B Offline, result 6.0-0101."


def _slide(page: int, title: str, *texts: str, footnotes: tuple[str, ...] = ()) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=page)) for t in texts]
    return blocks + [
        Block(text=f, role=BlockRole.FOOTNOTE, location=Location(page=page)) for f in footnotes
    ]


def test_a_finishing_time_is_read_from_the_sentence_shape() -> None:
    for text, value, unit in (
        ("Two racks would finish the full re-plan in about 40 minutes.", 40.0, "min"),
        ("At that pace the letters archive is done within 6 hours.", 6.0, "h"),
        ("so the quarter's claims would take some three hours on one node", 3.0, "h"),
        ("One card gets through the sound archive in under four nights.", 4.0, "night"),
    ):
        (metric,) = completion_times(text)
        assert (metric.value, metric.unit, metric.kind) == (value, unit, "duration"), text
    for text in (
        "The nodes run 22 hours a day.",  # a share of the day, no job finished
        "Delivery takes place in 3 weeks' time.",
        "Install the rack in a 7-hour window.",
        "Our staff spend 40 minutes on each form.",
    ):
        assert completion_times(text) == [], text


def test_a_finishing_time_is_a_claim_only_when_tied_to_a_result() -> None:
    tied = (
        "At that rate the museum's backlog clears in under 9 hours of machine time.",
        "Projected from the Offline result, four nodes would get through the archive within 90"
        " minutes.",
        "On the same basis one rack empties the night's queue in under two hours.",
        "Scaled to our two boards, the re-index would take about 41 minutes.",
    )
    untied = (
        "Our support desk clears tickets within 4 hours.",
        "The vendor finishes installation in about 3 days.",
    )
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Sizing", *tied, *untied))
    for text in tied:
        (claim,) = [c for c in claims if c.text == text]
        assert claim.metric is not None and claim.metric.unit in ("min", "h"), text
    for text in untied:
        assert [c for c in claims if c.text == text] == [], text


def test_a_finishing_time_citing_a_result_note_is_a_claim() -> None:
    text = "A heavy evening's queue would be finished in under 3 minutes¹."
    claims = _deck(_slide(1, "What the queue needs", text, footnotes=(NOTE,)))
    (claim,) = claims
    assert (claim.metric.value, claim.metric.unit) == (3.0, "min")
    assert claim.result_id == "6.0-0101"


def test_finishing_times_stay_linear_on_hostile_text() -> None:
    hostile = ("finish in about 4 " * 1200) + ("in under " * 1200) + ("9" * 2000)
    assert len(hostile) > 20_000
    with deadline(2):
        completion_times(hostile)


# --- work done over a long span, and a volume that multiplies out the rate before it ----------


def test_work_over_a_month_or_a_year_is_read_with_its_period() -> None:
    for text, value, unit in (
        ("Annualised, one rack could serve 33.8 trillion tokens a year.", 33.8e12, "tokens/year"),
        ("that is some 410 million summary tokens per annum", 410e6, "tokens/year"),
        ("a single rack generates 2.5 billion output tokens a month", 2.5e9, "tokens/month"),
    ):
        (metric,) = buyer_work_rates(text)
        assert (round(metric.value), metric.unit) == (round(value), unit), text
        assert metric.kind == "throughput"
    assert buyer_work_rates("We spend 4,000 euros a year.") == []
    # the buyer's own nouns over a month or a year are its business volume
    assert buyer_work_rates("2.3 million sellers; 610,000 support tickets a month") == []
    assert buyer_work_rates("The registry files 1.2 million claims a year.") == []


def test_a_volume_of_the_rate_before_it_is_that_rate_multiplied_out() -> None:
    rate = "Scaled linearly to the 32-node cluster we plan, that is about 52,700 tokens/s."
    follow_ons = (
        "Over a 7-hour night that clears roughly 1.33 billion tokens.",
        "Across one 10-hour shift, about 1.9 billion tokens get written.",
    )
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Scaling it out", rate, *follow_ons))
    assert [c.metric.unit for c in claims if c.text == rate] == ["tokens/s"]
    for text in follow_ons:
        (claim,) = [c for c in claims if c.text == text]
        assert claim.metric.unit.startswith("tokens/"), text
    # with no rate of the same work before it, a volume alone stays the buyer's
    alone = _deck(_slide(1, HEADING, RESULT), _slide(2, "Demand", follow_ons[1]))
    assert [c for c in alone if c.text == follow_ons[1]] == []


# --- a small price worked out from a benchmark's rate -----------------------------------------


def test_a_small_price_worked_from_a_benchmark_rate_is_a_claim() -> None:
    cases = (
        ("At the Offline rate, screening one insurance form costs USD 0.0003 in compute.", 0.0003),
        (
            "Derived from the measured Server throughput, one subtitled episode comes to 0.8 cents.",
            0.8,
        ),
        ("Worked out from the published Interactive rate, 1,000 tokens cost NOK 0.02.", 0.02),
        (
            "At that rate the Marten result works out to about 4 cents per million Llama tokens.",
            4.0,
        ),
        (
            "At our $41/hour lease and the Server rate, each summarised filing costs about 0.02 cents.",
            0.02,
        ),
        ("Cost per correctly graded essay: 0.05p at the Marten's Interactive rate.", 0.05),
    )
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Unit economics", *(t for t, _ in cases)))
    for text, value in cases:
        (claim,) = [c for c in claims if c.text == text]
        assert claim.metric is not None and claim.metric.value == value, text


def test_a_price_worked_from_a_result_on_a_pricing_slide_is_still_a_claim() -> None:
    worked = "At the rate in result 6.0-0101, a scanned invoice costs JPY 0.3."
    prices = ("List price: $0.40 per million tokens.", "Server: $286,000 at our hourly rate.")
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Pricing", worked, *prices))
    assert [c.metric.value for c in claims if c.text == worked and c.metric] == [0.3]
    for text in prices:
        assert [c for c in claims if c.text == text] == [], text


def test_a_plain_rate_is_no_benchmark_rate() -> None:
    claims = _deck(
        _slide(1, HEADING, RESULT),
        _slide(2, "Costs", "At our standard rate, one support seat costs $0.50 a day."),
    )
    assert [c.text for c in claims if "seat" in c.text] == []


# --- follow-on figures: the Server scenario's random arrivals, the same system named again, ----
# --- a figure told at a scenario's pace -------------------------------------------------------


def test_work_arriving_at_random_is_a_scenario_not_a_roadmap() -> None:
    follow_ons = (
        "With requests arriving at random, the Marten M4 held 24,900 tokens/s.",
        "When prompts arrive in bursts, the M4 keeps 22,000 tokens/s.",
        "Queries arriving one at a time: 4.1 ms per query on the M4.",
    )
    roadmap = "The M5, arriving next spring, will reach 40,000 tokens/s."
    claims = _deck(_slide(1, HEADING, RESULT, *follow_ons, roadmap))
    for text in follow_ons:
        assert [c.text for c in claims if c.text == text] == [text]
    assert [c for c in claims if c.text == roadmap] == []


def test_the_same_system_named_again_says_what_it_takes() -> None:
    follow_ons = (
        "The same Marten system needs 3.2 ms per query.",
        "That same M4 box needs 41 ms to the first token.",
        "The very same HX-4 node requires 12 ms per image.",
    )
    target = "Your agents need replies within 2 seconds."
    claims = _deck(_slide(1, HEADING, RESULT, *follow_ons, target))
    for text in follow_ons:
        (claim,) = [c for c in claims if c.text == text]
        assert claim.metric is not None and claim.metric.unit == "ms", text
    assert [c for c in claims if c.text == target] == []


def test_a_figure_told_at_a_scenario_pace_is_worded_as_a_result() -> None:
    told = (
        "At Interactive pace the M4 gives 18,000 tokens/s, so your users never wait.",
        "Under Server latency limits it still serves 21,000 tokens/s for your call centre.",
    )
    present = "Your current system answers in 2.4 s at Interactive pace."
    claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "What it means for you", *told, present))
    for text in told:
        assert [c.text for c in claims if c.text == text] == [text]
    assert [c for c in claims if c.text == present] == []


# --- the cost of the work as people do it now is the baseline, no claim -----------------------


def test_the_cost_of_human_work_is_a_baseline() -> None:
    baselines = (
        "Paralegals reviewing by hand cost GBP 38 per contract.",
        "The human concierge team costs SEK 41 per conversation.",
        "The call centre spends USD 6.10 per call answered.",
        "Front-desk cost today: CHF 2.15 per enquiry handled.",
    )
    kept = "Each answer from the assistant costs 0.02 cents, against $3.10 for a human agent."
    claims = _deck(
        _slide(1, HEADING, RESULT), _slide(2, "Cost per resolved enquiry", *baselines, kept)
    )
    for text in baselines:
        assert [c for c in claims if c.text == text] == [], text
    assert [c.metric.value for c in claims if c.text == kept and c.metric] == [0.02]


def test_a_factor_of_what_another_machine_does_is_a_comparison_among_the_results() -> None:
    factors = (
        "Our 4-rack cluster does 40x what a single eight-GPU Orion R8 manages.",
        "The M4 gets through 3.5 times what the H100 box handles.",
        "One M4 pod serves 2.5x as much as the previous Kestrel rack.",
        "Its output is 6x that of the older card.",
    )
    result = "In MLPerf Inference v6.0 the Marten M4 posts 31,200 tokens/s (6.0-0101)."
    claims = _deck(_slide(1, "How it compares", result, *factors))
    for text in factors:
        (claim,) = [c for c in claims if c.text == text]
        assert claim.metric is not None and claim.metric.unit == "x", text
    # a factor of something else than work done is no comparison of results
    other = "Rack space costs 3x what it did in 2019."
    claims = _deck(_slide(1, "How it compares", result, other))
    assert [c for c in claims if c.text == other] == []


def test_a_cost_of_ownership_put_on_work_is_worked_out_from_a_rate() -> None:
    owned = (
        ("Three-year TCO per million tokens: $0.19.", 0.19),
        ("Five-year cost of ownership per transcribed hour: GBP 0.07.", 0.07),
        ("Ownership cost per billion generated tokens: EUR 31.", 31.0),
    )
    kit = ("Three-year TCO per rack: $3.9M.", "TCO per GPU-hour: $2.10.")
    claims = _deck(
        _slide(1, HEADING, RESULT), _slide(2, "Unit economics", *(t for t, _ in owned), *kit)
    )
    for text, value in owned:
        assert [c.metric.value for c in claims if c.text == text and c.metric] == [value], text
    for text in kit:
        assert [c for c in claims if c.text == text] == [], text
    assert is_ownership_per_work("TCO per million tokens") and not is_ownership_per_work(kit[0])
