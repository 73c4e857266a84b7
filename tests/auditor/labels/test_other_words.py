"""Labels and flag signals written in other words than the first decks used (issue 15)."""

from __future__ import annotations

import pytest

from auditor.labels.signals import (
    DERIVED_WORDS,
    GATE_WORDS,
    QUALITY_DENIED,
    QUALITY_WORDS,
    affirmed,
    benchmark_of_model,
    chip_counts,
    division_of,
    is_product_code,
    scenario_of,
)
from auditor.vocab import vocabulary


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("In the single-stream latency test, B4 answered in 212 ms", "single_stream"),
        ("multistream latency of 38 ms", "multi_stream"),
        ("ResNet-50 under Server: 9,800 samples/s", "server"),
        ("Llama 2 70B Interactive: 19,621.9 tokens/s", "interactive"),
        ("DeepSeek-R1 Server: 5,100 tokens/s", "server"),
        ("llama2-70b-99.9 Server 21,000 tokens/s", "server"),
        ("the rack's Server figure of 868,278 tokens per second", "server"),
        ("Tokens per second, Server", "server"),
        ("MLPerf Inference v5.1 · Closed division · Llama 2 70B · Server", "server"),
        ("Dell PowerEdge XE9680 Server delivered 20,000 tokens/s", None),
        ("our server room", None),
    ],
)
def test_scenario_in_other_words(text: str, expected: str | None) -> None:
    mention = scenario_of(text)
    assert (mention.value if mention else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("MI355X, Open", "open"),
        ("B200 (Closed)", "closed"),
        ("Open the dashboard", None),
        ("an open, honest comparison", None),
    ],
)
def test_division_closing_a_label(text: str, expected: str | None) -> None:
    mention = division_of(text)
    assert (mention.value if mention else None) == expected


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("Osprey's quad-GPU node beat a dual-GPU box", [4, 2]),
        ("a one-GPU MI300X system", [1]),
        ("H200 x8 against MI300X ×2", [8, 2]),
        ("a GB200 NVL72 rack", [72]),
        ("Mixtral 8x7B at 52,000 tokens/s", []),
    ],
)
def test_accelerator_counts_in_words_suffixes_and_rack_names(text: str, counts: list[int]) -> None:
    assert sorted(chip_counts(text)) == sorted(counts)


@pytest.mark.parametrize(
    ("name", "benchmark"),
    [
        ("Mixtral 8x22B", ""),
        ("Mixtral 8x7B Instruct", "mixtral-8x7b"),
        ("Llama2 7B", ""),
        ("Llama 2 70B", "llama2-70b"),
        ("DeepSeek-R1", "deepseek-r1"),
    ],
)
def test_a_model_whose_size_differs_is_not_the_benchmark(name: str, benchmark: str) -> None:
    assert benchmark_of_model(name) == benchmark


def test_one_letter_product_codes_are_not_models() -> None:
    assert is_product_code("T5") and is_product_code("X1")
    assert not is_product_code("Phi-4") and not is_product_code("Llama 3")


@pytest.mark.parametrize(
    ("text", "quality"),
    [
        ("answers your agents can rely on", True),
        ("near-perfect answers on every call", True),
        ("so Scribe's summaries are accurate enough for your regulator", True),
        ("99 of every 100 answers Drumlin gives will be right", True),
        ("proof that Scribe's answers will hold up under audit", True),
        ("evidence that Lark-405's answers are accurate", True),
        ("on its own that says nothing about answer quality on your cases", False),
        ("this is not a measure of answer quality", False),
    ],
)
def test_quality_sold_or_denied(text: str, quality: bool) -> None:
    assert bool(affirmed(QUALITY_WORDS, text, QUALITY_DENIED)) is quality


@pytest.mark.parametrize(
    "text",
    [
        "met the 99.9 percent accuracy target",
        "hits MLPerf's quality bar",
        "cleared the benchmark's 99.9% accuracy gate",
    ],
)
def test_the_accuracy_target_in_other_words(text: str) -> None:
    assert GATE_WORDS.search(text)


@pytest.mark.parametrize(
    "text",
    [
        "That is 12,413 tokens per second for each of its eight GPUs.",
        "Each MI300X contributes 2,628.5 tokens per second to the Server result.",
        "the node delivers 5.9 tokens per joule",
        "At our list price that works out to $0.21 per million tokens.",
    ],
)
def test_derived_figures_in_other_words(text: str) -> None:
    assert DERIVED_WORDS.search(text)


def test_projections_across_many_accelerators_are_sums() -> None:
    sums = vocabulary("aggregation").pattern("sum_of_runs")
    assert sums.search("Across 256 accelerators we project more than 2,500,000 tokens per second.")
    assert not sums.search("Across the range, we expect demand to grow.")


@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("Our pre-submission run reached 41,300 tokens per second", True),
        ("our tests show 5,000 tokens/s", True),
        ("the estimated figure", True),
        ("measured and published by MLCommons", False),
    ],
)
def test_own_sources(text: str, matches: bool) -> None:
    assert bool(vocabulary("unverified").pattern("own_source").search(text)) is matches


@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("Each correct summary costs SEK 0.002 at our rate card.", True),
        ("Per thousand correct summaries that comes to €0.18", True),
        ("8p per thousand correctly resolved tickets", True),
        ("¥11 per thousand correct replies at list price", True),
        ("$0.21 per million tokens", False),
    ],
)
def test_cost_per_correct_answer_in_other_units(text: str, matches: bool) -> None:
    assert bool(vocabulary("cost").pattern("cost_per_answer").search(text)) is matches


@pytest.mark.parametrize(
    ("name", "benchmark"),
    [("ResNet-101", ""), ("BERT-Base", ""), ("Whisper large-v2", ""), ("ResNet-50", "resnet")],
)
def test_another_variant_of_a_benchmark_family_is_not_the_benchmark(
    name: str, benchmark: str
) -> None:
    assert benchmark_of_model(name) == benchmark


@pytest.mark.parametrize(
    ("text", "counts"),
    [("8 H100s", [8]), ("eight H100s against four MI300Xs", [8, 4]), ("8-way H200", [8])],
)
def test_counts_before_an_accelerator_name(text: str, counts: list[int]) -> None:
    assert sorted(chip_counts(text)) == sorted(counts)


@pytest.mark.parametrize(
    "text",
    [
        "That works out to 0.41 joules per token.",
        "On average across the suite, S9 is 1.8x faster.",
        "industry-leading accuracy for your claims team",
    ],
)
def test_more_derived_and_quality_words(text: str) -> None:
    assert DERIVED_WORDS.search(text) or affirmed(QUALITY_WORDS, text, QUALITY_DENIED)


def test_a_figure_that_gets_the_customers_answers_right_is_sold_as_quality() -> None:
    text = (
        "The Offline run, 61,372 tokens per second, is why Halyard gets customers' answers right."
    )
    assert affirmed(QUALITY_WORDS, text, QUALITY_DENIED)


def test_eight_gpu_boards_are_counted_beside_a_rack() -> None:
    assert sorted(chip_counts("GB200 NVL72 against HGX H100")) == [8, 72]
    assert chip_counts("4x DGX H100 cluster") == [4]


@pytest.mark.parametrize(
    "text",
    [
        "Best performance-per-dollar in the cloud",
        "industry-leading price-performance",
        "410 tokens/W on the rack",
        "That is $0.19/1M tokens at on-demand rates.",
    ],
)
def test_derived_figures_written_with_hyphens_and_slashes(text: str) -> None:
    assert DERIVED_WORDS.search(text)
