"""Checking claims against the published results: verified, mismatched, unverified, unknown round."""

from __future__ import annotations

import time

import pytest

from auditor.models import (
    ClaimAudit,
    DeckInfo,
    DeckReport,
    Division,
    Labels,
    Scenario,
    Severity,
)
from auditor.results.check import (
    REQUIRED_STATEMENT,
    apply_results_check,
    check_claim,
    rounding_interval,
    summary_verified,
    unit_kind,
    verified_claims,
)
from auditor.results.database import ResultsDB
from extractors.models import ClaimContext, Location, Metric
from tests.reference_data import build_results_db

DGX_H100_URL = (
    "https://github.com/mlcommons/inference_results_v4.1/tree/main/closed/NVIDIA/results/"
    "DGX-H100_H100-SXM-80GBx8_TRT"
)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> ResultsDB:
    path = build_results_db(tmp_path_factory.mktemp("results") / "results.sqlite3")
    return ResultsDB(path, readonly=True)


def claim(
    raw: str,
    value: float,
    unit: str = "tokens/s",
    *,
    benchmark: str | None = "llama2-70b",
    round_name: str | None = "v4.1",
    result_id: str | None = None,
    scenario: Scenario = Scenario.OFFLINE,
    division: Division = Division.CLOSED,
    text: str | None = None,
    footnotes: tuple[str, ...] = (),
) -> ClaimAudit:
    return ClaimAudit(
        id="p1-1",
        page=1,
        text=text or f"{raw} {unit} on {benchmark}",
        metric=Metric(value=value, unit=unit, raw=raw),
        benchmark=benchmark,
        round=round_name,
        result_id=result_id,
        labels=Labels(scenario=scenario, division=division),
        location=Location(page=1),
        context=ClaimContext(footnotes=list(footnotes)),
    )


def codes(flags: list) -> list[str]:
    return [f.code for f in flags]


# --- a cited result ID ---------------------------------------------------------------------


@pytest.mark.parametrize("written_id", ["v4.1-0043", "4.1-0043"])
def test_exact_match_on_a_cited_id_is_verified(db: ResultsDB, written_id: str) -> None:
    c = claim("24,524.9", 24524.9, result_id=written_id)
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-VERIFIED"]
    assert flags[0].severity is Severity.INFO
    assert "24,524.9" in flags[0].message and DGX_H100_URL in flags[0].message
    assert c.verified is not None
    assert c.verified.result_id == "v4.1-0043"
    assert c.verified.published_value == 24524.9
    assert c.verified.units == "Tokens/s"
    assert c.verified.details_url == DGX_H100_URL
    assert c.verified.per_accelerator is False


def test_match_after_the_decks_rounding_is_verified(db: ResultsDB) -> None:
    c = claim("24.5k", 24500, result_id="v4.1-0043")
    assert codes(check_claim(c, db, "")) == ["RESULT-VERIFIED"]
    assert c.verified and c.verified.published_value == 24524.9
    server = claim("21.6k", 21600, result_id="v4.1-0043", scenario=Scenario.SERVER)
    assert codes(check_claim(server, db, "")) == ["RESULT-VERIFIED"]
    assert server.verified and server.verified.published_value == 21605.8


def test_a_figure_beyond_the_decks_rounding_is_a_mismatch(db: ResultsDB) -> None:
    # 24.6k would need a published value of at least 24,550.
    flags = check_claim(claim("24.6k", 24600, result_id="v4.1-0043"), db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "24,524.9" in flags[0].message


def test_a_real_id_with_another_entrys_number_is_a_mismatch(db: ResultsDB) -> None:
    # 23,514.8 is AMD's 8x MI300X Offline result (v4.1-0002), cited under NVIDIA's ID.
    c = claim("23,514.8", 23514.8, result_id="v4.1-0043")
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    flag = flags[0]
    assert flag.severity is Severity.ERROR
    assert "24,524.9" in flag.message and "21,605.8" in flag.message
    assert "v4.1-0002" in flag.message
    assert c.verified is None
    assert {p["value"] for p in flag.details["published"]} == {24524.9, 21605.8}


def test_the_right_number_under_the_wrong_scenario_is_a_mismatch(db: ResultsDB) -> None:
    c = claim("24,525", 24525, result_id="v4.1-0043", scenario=Scenario.SERVER)
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "Offline" in flags[0].message and "Server" in flags[0].message
    assert "21,605.8" in flags[0].message


def test_the_wrong_division_is_a_mismatch(db: ResultsDB) -> None:
    c = claim("23,514.8", 23514.8, result_id="4.1-0002", division=Division.OPEN)
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "open division" in flags[0].message and "closed" in flags[0].message


def test_a_benchmark_the_entry_did_not_run_is_a_mismatch(db: ResultsDB) -> None:
    # v4.1-0002 (AMD) published only Llama 2 70B.
    c = claim("52,415.9", 52415.9, benchmark="mixtral-8x7b", result_id="v4.1-0002")
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "mixtral-8x7b" in flags[0].message and "llama2-70b" in flags[0].message
    # The figure is NVIDIA's Mixtral Offline result, and the message says so.
    assert "v4.1-0043" in flags[0].message


def test_an_id_that_does_not_exist_is_a_mismatch(db: ResultsDB) -> None:
    flags = check_claim(claim("24,524.9", 24524.9, result_id="v4.1-9999"), db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "no such ID" in flags[0].message
    assert "v4.1-0043" in flags[0].message  # where the figure does come from


def test_an_id_of_a_round_not_imported_cannot_be_checked(db: ResultsDB) -> None:
    flags = check_claim(claim("3,000", 3000, result_id="5.0-0001", round_name="v5.0"), db, "")
    assert codes(flags) == ["UNVERIFIED"]
    assert flags[0].details["reason"] == "round_not_imported"


def test_the_cited_id_must_belong_to_the_cited_round(db: ResultsDB) -> None:
    flags = check_claim(claim("24,524.9", 24524.9, result_id="4.1-0043", round_name="v5.1"), db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "v5.1" in flags[0].message


def test_the_accuracy_suffix_of_the_benchmark_does_not_matter(db: ResultsDB) -> None:
    for benchmark in ("llama2-70b-99.9", "llama2-70b-99", "Llama-2-70B"):
        c = claim("21,028.2", 21028.2, benchmark=benchmark, result_id="4.1-0002")
        c.labels.scenario = Scenario.SERVER
        assert codes(check_claim(c, db, "")) == ["RESULT-VERIFIED"], benchmark


# --- per-accelerator figures -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "value", "unit"),
    [
        ("8,661", 8661, "tokens/s per GPU"),
        ("8,660.8", 8660.8, "tokens/s/GPU"),
        ("8.66k", 8660, "tokens/s per accelerator"),
    ],
)
def test_per_accelerator_figures_are_divided_by_the_accelerator_count(
    db: ResultsDB, raw: str, value: float, unit: str
) -> None:
    c = claim(raw, value, unit, benchmark="deepseek-r1", round_name="v6.0", result_id="6.0-0076")
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-VERIFIED"]
    assert "per accelerator" in flags[0].message and "288" in flags[0].message
    assert c.verified and c.verified.per_accelerator is True
    assert c.verified.published_value == 2494310.0
    assert c.verified.accelerators == 288


def test_a_wrong_per_accelerator_figure_is_a_mismatch(db: ResultsDB) -> None:
    # 2,494,310 / 8 would be the figure for an 8-accelerator system; the entry has 288.
    c = claim("311,789", 311789, "tokens/s per GPU", benchmark="deepseek-r1", round_name="v6.0")
    c.result_id = "6.0-0076"
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "per accelerator" in flags[0].message and "2,494,310" in flags[0].message


def test_per_gpu_figures_of_an_eight_gpu_system(db: ResultsDB) -> None:
    # 23,514.8 tokens/s on 8x MI300X is 2,939.35 per GPU.
    c = claim("2,939", 2939, "tokens/s per GPU", text="2,939 tokens/s per GPU (8x MI300X)")
    c.result_id = "v4.1-0002"
    assert codes(check_claim(c, db, "")) == ["RESULT-VERIFIED"]
    assert c.verified and c.verified.per_accelerator


# --- no cited ID ------------------------------------------------------------------------------


def test_without_an_id_the_claim_is_matched_on_its_labels_and_value(db: ResultsDB) -> None:
    c = claim("23,514.8", 23514.8)
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-VERIFIED"]
    assert c.verified and c.verified.result_id == "v4.1-0002"
    server = claim("21,028.2", 21028.2, scenario=Scenario.SERVER)
    assert codes(check_claim(server, db, "")) == ["RESULT-VERIFIED"]
    assert server.verified and server.verified.result_id == "v4.1-0002"


def test_without_an_id_or_round_the_value_is_matched_in_every_round(db: ResultsDB) -> None:
    c = claim("2,494,310", 2494310, benchmark="deepseek-r1", round_name=None)
    assert codes(check_claim(c, db, "")) == ["RESULT-VERIFIED"]
    assert c.verified and c.verified.result_id == "6.0-0076"


def test_without_an_id_a_precise_number_under_the_wrong_scenario_is_a_mismatch(
    db: ResultsDB,
) -> None:
    flags = check_claim(claim("23,514.8", 23514.8, scenario=Scenario.SERVER), db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "v4.1-0002" in flags[0].message and "Offline" in flags[0].message


def test_without_an_id_a_result_from_another_round_is_a_mismatch(db: ResultsDB) -> None:
    c = claim("2,494,310", 2494310, benchmark="deepseek-r1", round_name="v5.1")
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-MISMATCH"]
    assert "v6.0" in flags[0].message


def test_an_unmatched_figure_is_unverified(db: ResultsDB) -> None:
    flags = check_claim(claim("30,000", 30000), db, "")
    assert codes(flags) == ["UNVERIFIED"]
    assert flags[0].severity is Severity.WARNING
    assert REQUIRED_STATEMENT in flags[0].message
    assert flags[0].details["reason"] == "no_published_match"


def test_an_unmatched_figure_labelled_unverified_with_the_statement_is_not_flagged(
    db: ResultsDB,
) -> None:
    c = claim("30,000", 30000, text="30,000 tokens/s (unverified) on Llama 2 70B")
    assert check_claim(c, db, f"Slide 9 footnote. {REQUIRED_STATEMENT}") == []
    # The word alone, or the statement alone, is not enough.
    only_word = check_claim(c, db, "internal testing")
    assert codes(only_word) == ["UNVERIFIED"] and "statement" in only_word[0].message
    plain = claim("30,000", 30000)
    only_statement = check_claim(plain, db, REQUIRED_STATEMENT)
    assert codes(only_statement) == ["UNVERIFIED"] and '"unverified"' in only_statement[0].message


def test_the_statement_may_sit_in_the_claims_footnote(db: ResultsDB) -> None:
    c = claim(
        "30,000",
        30000,
        text="Unverified: 30,000 tokens/s",
        footnotes=("Result not verified by MLCommons   Association.",),
    )
    assert check_claim(c, db, "") == []


# --- rounds ------------------------------------------------------------------------------------


def test_a_benchmark_absent_from_the_cited_round_is_round_unknown(db: ResultsDB) -> None:
    flags = check_claim(claim("2,494,310", 2494310, benchmark="deepseek-r1"), db, "")
    assert codes(flags) == ["ROUND-UNKNOWN"]
    assert flags[0].severity is Severity.ERROR
    assert "deepseek-r1" in flags[0].message and "v4.1" in flags[0].message


def test_an_id_from_a_round_without_the_benchmark_is_round_unknown(db: ResultsDB) -> None:
    c = claim("2,494,310", 2494310, benchmark="deepseek-r1", round_name=None, result_id="4.1-0043")
    assert codes(check_claim(c, db, "")) == ["ROUND-UNKNOWN"]


def test_a_round_not_in_the_database_is_unverified_not_a_mismatch(db: ResultsDB) -> None:
    flags = check_claim(claim("24,524.9", 24524.9, round_name="v5.0"), db, "")
    assert codes(flags) == ["UNVERIFIED"]
    assert "v5.0" in flags[0].message


# --- what is not checked -------------------------------------------------------------------


def test_claims_without_benchmark_or_comparable_unit_get_no_flag(db: ResultsDB) -> None:
    assert check_claim(claim("3.2x", 3.2, "x"), db, "") == []
    assert check_claim(claim("24,525", 24525, benchmark=None), db, "") == []


def test_latency_results_are_compared_in_milliseconds(db: ResultsDB) -> None:
    (row,) = [
        r
        for r in db.search(round_name="v4.1", scenario="SingleStream", benchmark="resnet")
        if r.units == "Latency (ms)"
    ][:1]
    value = round(row.value, 3)
    c = claim(
        f"{value}",
        value,
        "ms",
        benchmark="resnet",
        result_id=row.published_id,
        scenario=Scenario.SINGLE_STREAM,
        division=Division(row.division),
    )
    assert codes(check_claim(c, db, "")) == ["RESULT-VERIFIED"]
    seconds = claim(
        f"{value / 1000}",
        value / 1000,
        "s",
        benchmark="resnet",
        result_id=row.published_id,
        scenario=Scenario.SINGLE_STREAM,
    )
    assert codes(check_claim(seconds, db, "")) == ["RESULT-VERIFIED"]


# --- helpers -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "value", "inside", "outside"),
    [
        ("24.5k", 24500, [24450.0, 24524.9, 24599.0], [24449.0, 24600.5]),
        ("24,525", 24525, [24524.5, 24525.9], [24524.4, 24526.1]),
        ("21,000", 21000, [20500.0, 21028.2, 21499.0], [20499.0, 21501.0]),
        ("2.49M", 2490000, [2494310.0], [2480000.0]),
        ("8,660.8", 8660.8, [8660.7986], [8660.7]),
    ],
)
def test_rounding_interval(
    raw: str, value: float, inside: list[float], outside: list[float]
) -> None:
    low, high = rounding_interval(Metric(value=value, unit="tokens/s", raw=raw))
    for v in inside:
        assert low <= v <= high, (raw, v)
    for v in outside:
        assert not low <= v <= high, (raw, v)


def test_unit_kinds() -> None:
    assert unit_kind("tokens/s")[0] == unit_kind("Tokens/s")[0] == "tokens/s"
    assert unit_kind("QPS")[0] == unit_kind("samples/s")[0] == unit_kind("Queries/s")[0]
    assert unit_kind("Latency (ms)") == ("latency", 1.0)
    assert unit_kind("Latency (s)") == ("latency", 1000.0)
    assert unit_kind("x") is None and unit_kind("%") is None


def test_summary_marks_verified_claims(db: ResultsDB) -> None:
    verified = claim("24.5k", 24500, result_id="v4.1-0043")
    unverified = claim("30,000", 30000)
    unverified.id = "p2-1"
    report = DeckReport(deck=DeckInfo(path="deck.pdf"), claims=[verified, unverified])
    assert apply_results_check(report.claims, db, "") == 1
    assert codes(verified.flags) == ["RESULT-VERIFIED"]
    assert codes(unverified.flags) == ["UNVERIFIED"]
    rows = verified_claims(report)
    assert [(r["claim_id"], r["result_id"]) for r in rows] == [("p1-1", "v4.1-0043")]
    (line,) = summary_verified(report)
    assert "p1-1" in line and "v4.1-0043" in line and "24,524.9" in line
    assert report.to_json_dict()["claims"][0]["verified"]["details_url"] == DGX_H100_URL


def test_a_lookup_per_claim_takes_under_a_millisecond(db: ResultsDB) -> None:
    claims = [
        claim("24.5k", 24500, result_id="v4.1-0043"),
        claim("23,514.8", 23514.8),
        claim("30,000", 30000),
        claim("8,661", 8661, "tokens/s per GPU", benchmark="deepseek-r1", round_name="v6.0"),
    ]
    for c in claims:  # warm the caches once, as an audit of many claims would
        check_claim(c, db, "")
    # Best of several batches, so that a busy machine does not decide the figure.
    batches = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(40):
            for c in claims:
                check_claim(c, db, "")
        batches.append((time.perf_counter() - start) / (40 * len(claims)))
    per_claim = min(batches)
    assert per_claim < 1e-3, per_claim


def test_round_membership_comes_from_the_mlperf_facts_before_the_results(db: ResultsDB) -> None:
    # BERT was a v5.1 benchmark even though no v5.1 BERT result was published: unmatched, but
    # not an unknown round.
    bert = check_claim(
        claim("9,000", 9000, "samples/s", benchmark="bert", round_name="v5.1"), db, ""
    )
    assert codes(bert) == ["UNVERIFIED"]
    # GPT-J was dropped after v5.0.
    gptj = check_claim(claim("19,739.8", 19739.8, benchmark="gptj", round_name="v5.1"), db, "")
    assert codes(gptj) == ["ROUND-UNKNOWN"]


def test_rounds_that_never_existed(db: ResultsDB) -> None:
    # The round check flags a claimed v4.5 itself; the results check stays quiet.
    assert check_claim(claim("24,524.9", 24524.9, round_name="v4.5"), db, "") == []
    flags = check_claim(claim("24,524.9", 24524.9, round_name=None, result_id="4.5-0043"), db, "")
    assert codes(flags) == ["ROUND-UNKNOWN"]
    assert "4.5-0043" in flags[0].message


def test_per_node_figures_are_divided_by_the_node_count(db: ResultsDB) -> None:
    # 6.0-0001: AMD's 11-node MI355X cluster, Llama 2 70B Interactive 785,522 tokens/s.
    c = claim(
        "71,411",
        71411,
        "tokens/s per node",
        round_name="v6.0",
        result_id="6.0-0001",
        scenario=Scenario.INTERACTIVE,
    )
    flags = check_claim(c, db, "")
    assert codes(flags) == ["RESULT-VERIFIED"]
    assert "per node" in flags[0].message and "11 nodes" in flags[0].message
    assert c.verified and c.verified.per_node and not c.verified.per_accelerator


def test_figures_normalised_in_ways_mlperf_does_not_publish_are_not_compared(
    db: ResultsDB,
) -> None:
    assert check_claim(claim("40", 40, "ms/token"), db, "") == []
    assert check_claim(claim("12.5", 12.5, "tokens/s per watt"), db, "") == []
    assert check_claim(claim("3,000", 3000, "tokens/s per socket"), db, "") == []


def test_a_sentence_that_mentions_per_gpu_allows_either_basis(db: ResultsDB) -> None:
    system = claim("24,524.9", 24524.9, result_id="v4.1-0043", text="24,524.9 tokens/s (8 GPUs)")
    system.text = "DGX H100: 24,524.9 tokens/s, or 3,065.6 tokens/s per GPU"
    assert codes(check_claim(system, db, "")) == ["RESULT-VERIFIED"]
    assert system.verified and not system.verified.per_accelerator
    per_gpu = claim("3,065.6", 3065.6, result_id="v4.1-0043", text=system.text)
    assert codes(check_claim(per_gpu, db, "")) == ["RESULT-VERIFIED"]
    assert per_gpu.verified and per_gpu.verified.per_accelerator
