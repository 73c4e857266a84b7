"""Claim classes met in round five's blind decks: a field outdone in plain words, one subject
compared with itself, figures that end a clause before their result ID, two subjects' latencies,
energy per query and work per watt, money in any currency, and a sales team's figures."""

from __future__ import annotations

import pytest

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.claims import metrics_in
from extractors.reach import second_subject_metrics


def _claims(title: str, *texts: str) -> list[Claim]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=1)) for t in texts]
    page = Page(number=1, title=title, blocks=blocks)
    return find_claims(Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page]))


HEADING = "MLPerf Inference v6.0, Closed division: four-GPU nodes on Mixtral 8x7B"


@pytest.mark.parametrize(
    "sentence",
    [
        "Analysts agree no four-GPU node in the field did better on this test.",
        "None of the other entrants ran faster.",
        "No submitted appliance has done better.",
        "No competing four-GPU node came close.",
        "Nobody in the industry came close.",
        "Nobody matched our Interactive number.",
        "No rival beat the K2 here.",
        "Second to none on Mixtral 8x7B.",
        "Ahead of the pack on Mixtral 8x7B.",
        "In a league of its own on Mixtral 8x7B.",
    ],
)
def test_a_field_outdone_in_plain_words_is_a_rank_claim(sentence: str) -> None:
    claims = _claims(HEADING, sentence)
    assert [(c.text, c.is_rank_claim) for c in claims] == [(sentence, True)]


def test_no_change_did_better_without_a_field_is_no_rank() -> None:
    assert _claims(HEADING, "We tried three compilers; no better option came up.") == []


def test_a_clause_about_the_same_system_is_one_claim_with_its_whole_figure() -> None:
    sentence = (
        "Last round, 16 MI300X (v5.1-0101) served 41,250.5 tokens/s; the same accelerator "
        "count now serves 63,118 (6.0-0102), both Offline."
    )
    claims = _claims(HEADING, sentence)
    assert len(claims) == 1
    assert claims[0].metric is not None and claims[0].metric.value == 41250.5


def test_a_second_subject_s_bare_figure_is_not_cut_inside_its_digits() -> None:
    sentence = "Orca reached 51,200 tokens/s, while Tern posted 47,316 (6.0-0210), both Server."
    values = [c.metric.value for c in _claims(HEADING, sentence) if c.metric]
    assert values == [51200.0, 47316.0]


def test_two_subjects_latencies_are_two_claims() -> None:
    sentence = (
        "The K2 box needs 14.6 ms per query, while the Kestrel posts 9.25 ms in SingleStream."
    )
    claims = _claims(HEADING, sentence)
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [
        (14.6, "ms"),
        (9.25, "ms"),
    ]


def test_one_subject_s_two_latencies_stay_one_claim() -> None:
    sentence = "The K2 box needs 14.6 ms at the median and 22.1 ms at the 99th percentile."
    assert len(_claims(HEADING, sentence)) == 1


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("The module drew 41.5 millijoules per BERT-99 sample.", 41.5, "mJ/sample"),
        ("It needs 0.8 J/query in MultiStream.", 0.8, "J/query"),
        ("That is 3.4 joules per image.", 3.4, "J/image"),
    ],
)
def test_energy_per_unit_of_work_is_a_metric(text: str, value: float, unit: str) -> None:
    found = metrics_in(text)
    assert [(m.value, m.unit, m.kind) for m in found] == [(value, unit, "energy")]


def test_a_work_rate_per_second_per_watt_is_a_speed_per_watt() -> None:
    found = metrics_in("On its rated 150 W that is 6.1 classifications per second per watt.")
    assert [(m.value, m.kind) for m in found] == [(6.1, "efficiency")]
    assert metrics_in("The archive holds 12 pages per joule of storage.") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "That comes to AED 0.0031 per correct answer.",
        "That comes to 0.011 dirhams per correct answer.",
        "That comes to ZAR 0.05 per correct answer.",
    ],
)
def test_a_cost_per_answer_in_any_currency_is_a_claim(sentence: str) -> None:
    claims = _claims(HEADING, "Mixtral 8x7B Server: 60,100 tokens/s.", sentence)
    assert sentence.rstrip(".") in [c.text.rstrip(".") for c in claims]


@pytest.mark.parametrize(
    "sentence",
    [
        "Win rate in deals where the team opened with MLPerf: 58%, against 37% without.",
        "Win-rate on accounts we benchmarked rose to 61%.",
        "Lead times: 4-6 weeks for MI300X nodes, 9 weeks for H200 nodes.",
        "Lead-time for boards is 8 weeks.",
    ],
)
def test_a_sales_team_s_figures_are_no_claims(sentence: str) -> None:
    claims = _claims(HEADING, "Mixtral 8x7B Server: 60,100 tokens/s.", sentence)
    assert [c.text for c in claims] == ["Mixtral 8x7B Server: 60,100 tokens/s."]


def test_a_team_that_leads_or_wins_still_ranks() -> None:
    claims = _claims(HEADING, "The T4 node leads the round and wins every category.")
    assert [c.is_rank_claim for c in claims] == [True]


@pytest.mark.parametrize(
    ("text", "value"),
    [("It labels a frame in 620 µs per image.", 620.0), ("SingleStream: 412 us p99", 412.0)],
)
def test_a_latency_under_a_millisecond_is_a_metric(text: str, value: float) -> None:
    assert [(m.value, m.unit, m.kind) for m in metrics_in(text)] == [(value, "µs", "latency")]


def test_us_as_a_word_is_no_unit() -> None:
    assert metrics_in("Give 3 of us a call about the 15 us customers.") == []


def test_beating_one_named_system_is_no_rank() -> None:
    claims = _claims(HEADING, "Per GPU, the K2 out-served the Tern cluster by 30% on Mixtral 8x7B.")
    assert [c.is_rank_claim for c in claims] == [False]


def test_a_latency_metric_s_name_after_while_is_no_second_subject() -> None:
    sentence = (
        "The Orrin R8 keeps time to first token at 450 ms (5.1-0042), while TPOT stays at 40 ms."
    )
    assert second_subject_metrics(sentence, metrics_in(sentence)) == []
    assert [c.text for c in _claims(HEADING, sentence)] == [sentence]
