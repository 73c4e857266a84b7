"""The claim finder on many phrasings from different vendors, and on numbers that are not claims.

Every case is a sentence as a deck might print it; the decks around them are assembled from
`Block`s directly so that each test isolates one rule of `find_claims`, `find_metrics`,
`find_round`, `find_result_id` or `find_benchmarks`.
"""

from __future__ import annotations

import pytest

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.benchmark_names import find_benchmarks, normalise_benchmark_id
from extractors.claims import find_result_id, find_round, masked_spans, split_sentences
from extractors.metrics import find_metrics, primary_metric, unit_from_header


def _deck(*blocks: Block, title: str | None = None) -> Deck:
    all_blocks = list(blocks)
    if title is not None:
        all_blocks.insert(0, Block(text=title, role=BlockRole.TITLE, location=Location(page=1)))
    page = Page(number=1, title=title, blocks=all_blocks)
    return Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])


def _body(text: str, role: BlockRole = BlockRole.BODY, group: str | None = None) -> Block:
    return Block(text=text, role=role, location=Location(page=1), group=group)


def _claims(*texts: str, title: str | None = None) -> list[Claim]:
    return find_claims(_deck(*(_body(t) for t in texts), title=title))


def _one(text: str, title: str | None = None) -> Claim:
    claims = _claims(text, title=title)
    assert len(claims) == 1, f"{text!r}: {[c.text for c in claims]}"
    return claims[0]


# Metrics ---------------------------------------------------------------------------------------

METRIC_CASES = [
    ("24.5k tokens/s", 24500.0, "tokens/s"),
    ("2.49M tokens/s", 2_490_000.0, "tokens/s"),
    ("2.49 million tokens per second", 2_490_000.0, "tokens/s"),
    ("24,525 tokens/sec", 24525.0, "tokens/s"),
    ("15,000 tok/s", 15000.0, "tokens/s"),
    ("52k TPS", 52000.0, "tokens/s"),
    ("1.2 million QPS", 1_200_000.0, "queries/s"),
    ("8,000 queries per second", 8000.0, "queries/s"),
    ("95,000 samples/s", 95000.0, "samples/s"),
    ("5,200 samples per second", 5200.0, "samples/s"),
    ("90,000 images per second", 90000.0, "images/s"),
    ("3,100 tokens/sec/GPU", 3100.0, "tokens/s per gpu"),
    ("3,100 tok/s/GPU", 3100.0, "tokens/s per gpu"),
    ("90,000 images per second per accelerator", 90000.0, "images/s per accelerator"),
    ("12.3ms", 12.3, "ms"),
    ("0.35 ms", 0.35, "ms"),
    ("40 ms per token", 40.0, "ms/token"),
    ("2.1 s", 2.1, "s"),
    ("3.2x", 3.2, "x"),
    ("1.8×", 1.8, "x"),
    ("2X", 2.0, "x"),
    ("4 times", 4.0, "x"),
    ("40%", 40.0, "%"),
    ("20 percent", 20.0, "%"),
    ("1 234 567 tokens/s".replace(" ", "\u202f", 2), 1_234_567.0, "tokens/s"),
]


@pytest.mark.parametrize(("text", "value", "unit"), METRIC_CASES)
def test_find_metrics_values_and_units(text: str, value: float, unit: str) -> None:
    found = find_metrics(f"The system reached {text} in the test.")
    assert [(m.value, m.unit) for m in found] == [(value, unit)]


@pytest.mark.parametrize(
    "text",
    [
        "8x H100 in one chassis",
        "an 8× MI300X node",
        "a 4x GPU server",
        "in the 2020s",
        "list price $1.2M",
        "141 GB of HBM3e",
        "1,000 W per accelerator",
        "a 30-day trial",
        "version 2.1 of the SDK",
    ],
)
def test_find_metrics_ignores_hardware_counts_prices_and_sizes(text: str) -> None:
    assert find_metrics(text) == []


def test_primary_metric_prefers_throughput_over_latency_and_factors() -> None:
    text = "3.2x the rival: 24,000 tokens/s with a 450 ms time to first token and 40% less power"
    metric = primary_metric(find_metrics(text))
    assert metric is not None and (metric.value, metric.unit) == (24000.0, "tokens/s")
    metric = primary_metric(find_metrics("450 ms to first token, 3.2x faster, 40% cheaper"))
    assert metric is not None and metric.unit == "ms"


@pytest.mark.parametrize(
    ("header", "unit"),
    [
        ("Throughput (tokens/s)", "tokens/s"),
        ("Tokens/s", "tokens/s"),
        ("Samples per second", "samples/s"),
        ("QPS", "queries/s"),
        ("p99 latency (ms)", "ms"),
        ("Speed-up", "x"),
        ("System", None),
        ("Price", None),
    ],
)
def test_unit_from_header(header: str, unit: str | None) -> None:
    assert unit_from_header(header) == unit


def test_model_names_are_masked_but_do_not_swallow_the_metric() -> None:
    text = "Whisper 18,500 samples/s; Llama 2 70B 24,000 tokens/s; Gemma 2 27B 2.1x"
    found = find_metrics(text, masked_spans(text))
    assert [(m.value, m.unit) for m in found] == [
        (18500.0, "samples/s"),
        (24000.0, "tokens/s"),
        (2.1, "x"),
    ]
    # The digits of the names themselves are never metrics.
    assert (
        find_metrics("BERT 99.9 and Llama 3.1 405B", masked_spans("BERT 99.9, Llama 3.1 405B"))
        == []
    )


# Benchmarks, rounds and result ids --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "benchmark"),
    [
        ("Llama 2 70B", "llama2-70b"),
        ("Llama-2-70B", "llama2-70b"),
        ("llama2-70b-99.9", "llama2-70b"),
        ("Llama2 70B", "llama2-70b"),
        ("Llama 2 70B Interactive", "llama2-70b-interactive"),
        ("Llama 3.1 405B", "llama3.1-405b"),
        ("Llama-3.1-8B", "llama3.1-8b"),
        ("Llama 3.1 8B Edge", "llama3.1-8b-edge"),
        ("Mixtral 8x7B", "mixtral-8x7b"),
        ("Mixtral 8×7B", "mixtral-8x7b"),
        ("DeepSeek-R1", "deepseek-r1"),
        ("DeepSeek R1", "deepseek-r1"),
        ("GPT-J 6B", "gptj"),
        ("gptj-99.9", "gptj"),
        ("ResNet-50", "resnet"),
        ("ResNet50", "resnet"),
        ("RetinaNet", "retinanet"),
        ("BERT-Large", "bert"),
        ("DLRMv2", "dlrm-v2"),
        ("DLRM-v2", "dlrm-v2"),
        ("Stable Diffusion XL", "stable-diffusion-xl"),
        ("SDXL", "stable-diffusion-xl"),
        ("3D-UNet", "3d-unet"),
        ("Whisper", "whisper"),
        ("R-GAT", "rgat"),
        ("GPT-OSS-120B", "gpt-oss-120b"),
    ],
)
def test_find_benchmarks_normalises_to_mlperf_ids(text: str, benchmark: str) -> None:
    found = find_benchmarks(f"Results on {text} this round")
    assert [m.benchmark_id for m in found] == [benchmark]
    assert normalise_benchmark_id(text) == benchmark


@pytest.mark.parametrize(
    "text", ["Llama 3 70B", "Llama 3.3 70B", "GPT-4", "Albert", "whispering", "bertha", "Gemma 2"]
)
def test_find_benchmarks_ignores_other_models_and_words(text: str) -> None:
    assert find_benchmarks(f"We also ran {text} internally") == []


def test_find_benchmarks_keeps_order_and_finds_each_once() -> None:
    found = find_benchmarks("Mixtral 8x7B beat Llama 2 70B, then ResNet-50 and SDXL")
    assert [m.benchmark_id for m in found] == [
        "mixtral-8x7b",
        "llama2-70b",
        "resnet",
        "stable-diffusion-xl",
    ]


@pytest.mark.parametrize(
    ("text", "round_"),
    [
        ("MLPerf Inference v4.1", "v4.1"),
        ("MLPerf Inference 5.1", "v5.1"),
        ("MLPerf v5.0", "v5.0"),
        ("MLPerf™ Inference v5.1", "v5.1"),
        ("MLPerf Inference: Datacenter v4.1", "v4.1"),
        ("MLPerf Inference Datacenter 4.1", "v4.1"),
        ("MLPerf 5.1 Inference", "v5.1"),
        ("MLPerf Inference round 4.1", "v4.1"),
        ("MLCommons round 4.1", "v4.1"),
        ("Inference v5.1 results", "v5.1"),
        ("(MLPerf v5.1, Closed, Offline)", "v5.1"),
        ("result 4.1-0043", "v4.1"),
        ("Llama 3.1 405B", None),
        ("Llama 3.1 8B in MLPerf Inference v5.0", "v5.0"),
        ("MLPerf Inference v4.1.2", None),
        ("Python 3.11", None),
    ],
)
def test_find_round(text: str, round_: str | None) -> None:
    assert find_round(text) == round_


@pytest.mark.parametrize(
    ("text", "result_id"),
    [
        ("result 4.1-0043", "4.1-0043"),
        ("ID v4.1-0043, verified", "v4.1-0043"),
        ("(MLPerf Inference 5.0-0012 and 5.0-0013)", "5.0-0012"),
        ("round 4.1 on 2024-08-28", None),
        ("phone 555-0143", None),
        ("version 14.1-00431", None),
    ],
)
def test_find_result_id(text: str, result_id: str | None) -> None:
    assert find_result_id(text) == result_id


# Whole claims ----------------------------------------------------------------------------------

# sentence, metric value, unit, benchmark, round, result id
CLAIM_CASES = [
    (
        "24.5k tokens/s on Llama 2 70B in MLPerf Inference v4.1",
        24500.0,
        "tokens/s",
        "llama2-70b",
        "v4.1",
        None,
    ),
    (
        "2.49M tokens per second on DeepSeek-R1, MLPerf Inference 5.1",
        2_490_000.0,
        "tokens/s",
        "deepseek-r1",
        "v5.1",
        None,
    ),
    (
        "Up to 3,066 tokens/sec per GPU on Llama 3.1 405B (MLPerf v5.0)",
        3066.0,
        "tokens/s per gpu",
        "llama3.1-405b",
        "v5.0",
        None,
    ),
    (
        "1.2 million QPS on DLRM in MLPerf Inference 4.1",
        1_200_000.0,
        "queries/s",
        "dlrm-v2",
        "v4.1",
        None,
    ),
    (
        "ResNet-50: 0.35 ms SingleStream latency, MLPerf Inference v4.0",
        0.35,
        "ms",
        "resnet",
        "v4.0",
        None,
    ),
    ("3.2x faster than the H100 on GPT-J in MLPerf", 3.2, "x", "gptj", None, None),
    (
        "40% more throughput on Mixtral 8x7B in MLPerf Inference v5.0",
        40.0,
        "%",
        "mixtral-8x7b",
        "v5.0",
        None,
    ),
    (
        "Result 4.1-0043 shows 12,000 tokens/s on Llama 2 70B",
        12000.0,
        "tokens/s",
        "llama2-70b",
        "v4.1",
        "4.1-0043",
    ),
    (
        "Result v4.1-0043 shows 12,000 tokens/s on Llama 2 70B",
        12000.0,
        "tokens/s",
        "llama2-70b",
        "v4.1",
        "v4.1-0043",
    ),
    (
        "13,000 samples/s on BERT-Large, MLCommons round 4.1",
        13000.0,
        "samples/s",
        "bert",
        "v4.1",
        None,
    ),
    (
        "Stable Diffusion XL: 17.4 samples/s in MLPerf Inference v5.0 Offline",
        17.4,
        "samples/s",
        "stable-diffusion-xl",
        "v5.0",
        None,
    ),
    (
        "MLPerf Inference 5.1 results: Whisper 18,500 samples/s, Offline.",
        18500.0,
        "samples/s",
        "whisper",
        "v5.1",
        None,
    ),
    (
        "Mixtral 8x7B reached 52k TPS on MLPerf v5.0",
        52000.0,
        "tokens/s",
        "mixtral-8x7b",
        "v5.0",
        None,
    ),
    (
        "TTFT of 450 ms and TPOT of 40 ms on Llama 2 70B Interactive in MLPerf Inference v5.0",
        450.0,
        "ms",
        "llama2-70b-interactive",
        "v5.0",
        None,
    ),
    (
        "8x H100 delivers 24,000 tokens/s on Llama 2 70B in MLPerf Inference v4.0",
        24000.0,
        "tokens/s",
        "llama2-70b",
        "v4.0",
        None,
    ),
    (
        "On MLPerf Inference 5.0's Llama 2 70B Interactive benchmark we reach 11,000 tokens "
        "per second.",
        11000.0,
        "tokens/s",
        "llama2-70b-interactive",
        "v5.0",
        None,
    ),
    (
        "GPT-J 6B: 1,050 samples/s Offline, MLPerf Inference v3.1 result 3.1-0110",
        1050.0,
        "samples/s",
        "gptj",
        "v3.1",
        "3.1-0110",
    ),
    (
        "Gemma 2 27B: 9,000 tokens/s alongside our MLPerf Inference v5.0 entries",
        9000.0,
        "tokens/s",
        None,
        "v5.0",
        None,
    ),
]


@pytest.mark.parametrize(("text", "value", "unit", "benchmark", "round_", "result_id"), CLAIM_CASES)
def test_claims_in_many_phrasings(
    text: str,
    value: float,
    unit: str,
    benchmark: str | None,
    round_: str | None,
    result_id: str | None,
) -> None:
    claim = _one(text)
    assert claim.text == text
    assert claim.metric is not None
    assert (claim.metric.value, claim.metric.unit) == (value, unit)
    assert (claim.benchmark, claim.round, claim.result_id) == (benchmark, round_, result_id)
    assert not claim.is_rank_claim


@pytest.mark.parametrize(
    ("text", "benchmark", "round_"),
    [
        ("#1 in MLPerf", None, None),
        ("No. 1 on Llama 2 70B in MLPerf Inference v4.1", "llama2-70b", "v4.1"),
        ("We won every MLPerf Inference benchmark we entered", None, None),
        ("Wins MLPerf Inference v5.1 on DeepSeek-R1", "deepseek-r1", "v5.1"),
        ("New record on Llama 2 70B Interactive", "llama2-70b-interactive", None),
        ("Took the top spot on Llama 3.1 405B in MLPerf Inference v5.0", "llama3.1-405b", "v5.0"),
        ("Leads MLPerf Inference v5.0 on every LLM benchmark", None, "v5.0"),
        ("Fastest system in MLPerf Inference v4.1", None, "v4.1"),
    ],
)
def test_rank_and_record_claims(text: str, benchmark: str | None, round_: str | None) -> None:
    claim = _one(text)
    assert claim.is_rank_claim
    assert claim.metric is None
    assert (claim.benchmark, claim.round) == (benchmark, round_)


def test_rank_claim_with_a_figure_keeps_both() -> None:
    claim = _one("Record 31,000 tokens/s on Llama 2 70B in MLPerf Inference v4.1")
    assert claim.is_rank_claim
    assert claim.metric is not None and claim.metric.value == 31000.0


@pytest.mark.parametrize(
    "text",
    [
        "Revenue grew 42% year over year to $1.2B",
        "Revenue up 30% in the year we joined MLPerf",
        "Headcount of 400 engineers working on MLPerf submissions",
        "1,200 customers run Llama 2 70B with us",
        "More than 1,500 customers since 2009",
        "99.9% uptime on our Llama 2 70B service",
        "99.99% availability across every MLPerf-tested region",
        "Llama 2 70B launched in 2023",
        "Roadmap: MLPerf submissions on Llama 3.1 405B in 2026 and 2027",
        "Founded in 2012, MLCommons member since 2019",
        "A 30-day trial of the Llama 2 70B endpoint",
        "Q3 2025 availability for MLPerf-tested systems",
        "5-year warranty on every MLPerf Inference system",
        "Up to 141 GB of HBM3e memory for Llama 2 70B in MLPerf",
        "8x H200 system for Llama 2 70B in MLPerf Inference v4.1",
        "1,000 W per accelerator, tested in MLPerf Inference v4.1",
        "Our search cluster answers 1,000 queries/s at 20 ms",
        "Our cluster hit 20,000 tokens/s in production last week",
        "Version 2.1 of our SDK supports Llama 2 70B",
        "Market share of 35% in inference accelerators, says MLCommons member survey",
    ],
)
def test_non_claims(text: str) -> None:
    assert _claims(text) == []


def test_non_claims_under_a_benchmark_title() -> None:
    """Business figures stay non-claims even on a slide titled with MLPerf."""
    claims = _claims(
        "List price of $289,000 per node",
        "Over 1,200 customers and 3,400 employees",
        "99.95% uptime SLA",
        title="MLPerf Inference v5.1 results",
    )
    assert claims == []


# Context: the slide title, a table header, a chart title, a footnote, a lead-in ---------------


def test_benchmark_and_round_from_the_slide_title() -> None:
    claim = _one("Throughput: 12,345 samples/s", title="ResNet-50 in MLPerf Inference v4.1")
    assert (claim.benchmark, claim.round) == ("resnet", "v4.1")
    assert claim.context.slide_title == "ResNet-50 in MLPerf Inference v4.1"


def test_the_claims_own_round_wins_over_the_title() -> None:
    claim = _one(
        "31,000 tokens/s on Llama 2 70B in MLPerf Inference v4.0",
        title="MLPerf Inference v4.1 results",
    )
    assert claim.round == "v4.0"


def test_round_and_result_id_from_a_footnote() -> None:
    deck = _deck(
        _body("24,000 tokens/s on Llama 2 70B, Offline"),
        _body("* MLPerf Inference v4.1 Closed, result 4.1-0043.", role=BlockRole.FOOTNOTE),
        title="Aurora throughput",
    )
    (claim,) = find_claims(deck)
    assert (claim.round, claim.result_id) == ("v4.1", "4.1-0043")
    assert claim.context.footnotes == ["* MLPerf Inference v4.1 Closed, result 4.1-0043."]


def test_a_metric_without_any_benchmark_context_is_no_claim() -> None:
    deck = _deck(
        _body("24,000 tokens/s in our lab"),
        _body("Source: internal testing, June", role=BlockRole.FOOTNOTE),
        title="Aurora throughput",
    )
    assert find_claims(deck) == []


def test_table_rows_take_the_unit_and_benchmark_from_the_header() -> None:
    group = "s1-7"
    deck = _deck(
        _body("System | Accelerators | Llama 2 70B (tokens/s)", BlockRole.TABLE_ROW, group),
        _body("Aurora X9 | 8 | 24,525", BlockRole.TABLE_ROW, group),
        _body("Rival R5 | 8 | 21,100", BlockRole.TABLE_ROW, group),
        title="MLPerf Inference v4.1, Offline",
    )
    claims = find_claims(deck)
    assert [(c.text, c.metric.value if c.metric else None) for c in claims] == [
        ("Aurora X9 | 8 | 24,525", 24525.0),
        ("Rival R5 | 8 | 21,100", 21100.0),
    ]
    assert {(c.metric.unit, c.benchmark, c.round) for c in claims if c.metric} == {
        ("tokens/s", "llama2-70b", "v4.1")
    }
    assert claims[0].context.table_header == "System | Accelerators | Llama 2 70B (tokens/s)"
    assert [c.role for c in claims] == [BlockRole.TABLE_ROW, BlockRole.TABLE_ROW]


def test_a_table_of_prices_is_no_claim_even_under_an_mlperf_title() -> None:
    group = "s1-9"
    deck = _deck(
        _body("Plan | Price per month | Customers", BlockRole.TABLE_ROW, group),
        _body("Starter | $4,000 | 1,200", BlockRole.TABLE_ROW, group),
        title="MLPerf Inference v4.1 systems, priced",
    )
    assert find_claims(deck) == []


def test_chart_points_take_unit_and_benchmark_from_the_chart_title() -> None:
    group = "s1-4"
    title = Block(
        text="DLRM-v2 Server throughput, MLPerf Inference v5.0 (queries/s)",
        role=BlockRole.CHART_TITLE,
        location=Location(page=1),
        group=group,
    )
    points = [
        Block(
            text=f"{name} – Closed: {value}",
            role=BlockRole.CHART_POINT,
            location=Location(page=1, chart_category=name, chart_series="Closed"),
            group=group,
        )
        for name, value in (("Aurora X9", "610000"), ("Rival R5", "512000.5"))
    ]
    claims = find_claims(_deck(title, *points, title="Recommendation"))
    assert [(c.metric.value, c.metric.unit) for c in claims if c.metric] == [
        (610000.0, "queries/s"),
        (512000.5, "queries/s"),
    ]
    assert {(c.benchmark, c.round) for c in claims} == {("dlrm-v2", "v5.0")}
    assert claims[0].context.chart_title == title.text
    assert [c.id for c in claims] == ["p1-1", "p1-2"]


def test_a_lead_in_line_gives_context_to_the_bullets_below_it() -> None:
    claims = _claims(
        "In MLPerf Inference v5.1 on Llama 3.1 8B, Aurora X9 delivered:",
        "18,000 tokens/s in the Offline scenario",
        "16,500 tokens/s in the Server scenario",
        title="Small-model serving",
    )
    assert [(c.metric.value if c.metric else None, c.benchmark, c.round) for c in claims] == [
        (18000.0, "llama3.1-8b", "v5.1"),
        (16500.0, "llama3.1-8b", "v5.1"),
    ]


def test_each_sentence_of_a_paragraph_is_its_own_claim() -> None:
    paragraph = (
        "Aurora X9 delivered 24,000 tokens/s on Llama 2 70B in MLPerf Inference v4.1. "
        "That is 2.5x the previous generation. We ship in Q3."
    )
    first = "Aurora X9 delivered 24,000 tokens/s on Llama 2 70B in MLPerf Inference v4.1."
    # Context comes from the claim, its title, header, chart title or footnotes; a neighbouring
    # sentence is not enough to make "2.5x" a benchmark claim ...
    assert [c.text for c in _claims(paragraph)] == [first]
    # ... while a title naming MLPerf is.
    claims = _claims(paragraph, title="MLPerf Inference v4.1 results")
    assert [(c.text, c.round) for c in claims] == [
        (first, "v4.1"),
        ("That is 2.5x the previous generation.", "v4.1"),
    ]
    assert claims[1].benchmark is None
    assert paragraph in claims[1].context.slide_text


def test_hidden_blocks_and_alt_text_are_never_claims() -> None:
    hidden = Block(
        text="99,000 tokens/s on Llama 2 70B in MLPerf Inference v5.1",
        location=Location(page=1),
        visible=False,
        hidden_reason="white text on a white background",
    )
    alt = Block(
        text="Chart: 95,000 samples/s on ResNet-50 in MLPerf Inference v4.1",
        role=BlockRole.ALT_TEXT,
        location=Location(page=1),
        visible=False,
    )
    assert find_claims(_deck(hidden, alt)) == []


def test_notes_claims_are_marked_as_notes() -> None:
    note = _body("Say we hit 1.9x on DLRM-v2 in MLPerf Inference v4.1.", role=BlockRole.NOTES)
    (claim,) = find_claims(_deck(note, title="Recommendation"))
    assert claim.role == BlockRole.NOTES
    assert (claim.metric.value if claim.metric else None, claim.benchmark) == (1.9, "dlrm-v2")


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Up 2.5x vs. the H100. Ships in Q3.", ["Up 2.5x vs. the H100.", "Ships in Q3."]),
        (
            "MLPerf Inference v4.1 results. 24,000 tokens/s!",
            ["MLPerf Inference v4.1 results.", "24,000 tokens/s!"],
        ),
        ("e.g. 3.2x on BERT", ["e.g. 3.2x on BERT"]),
    ],
)
def test_split_sentences(text: str, parts: list[str]) -> None:
    assert split_sentences(text) == parts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SDK v2.3 delivers 24,000 tokens/s on Llama 2 70B", None),
        ("TensorRT-LLM v0.9 with the MLPerf harness", None),
        ("MLPerf v4.5 results", "v4.5"),
        ("v4.1 Closed division", "v4.1"),
        ("in v4.5 of MLPerf", "v4.5"),
    ],
)
def test_bare_versions_are_rounds_only_beside_mlperf(text: str, expected: str | None) -> None:
    assert find_round(text) == expected
