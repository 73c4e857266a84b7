"""Comparisons, counts and derived figures in forms met in round nine: a factor that names the
two rounds it spans, a note that sources both sides, a bullet that opens on its factor, a
comparison whose opening words put one side before the comma, 'the single H200 node', a side
said to be one node, a model's version read as a figure, and derived wordings (a projection for
a sized system, copies of a result added together, a per-accelerator share with a glued
footnote marker)."""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.checks import comparison_checks, pointing_back
from auditor.checks.hypothetical import _PROJECTED, _WORD_SIZED, hypothetical_figure
from auditor.labels.signals import DERIVED_WORDS, chip_counts
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v5.1, Closed division, Llama 2 70B"


def _deck(*texts: str) -> Deck:
    blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1))] + [
        Block(text=text, role=BlockRole.BODY, location=Location(page=1)) for text in texts
    ]
    page = Page(number=1, title=TITLE, blocks=blocks)
    return Deck(path="r9.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])


def _codes(deck: Deck, part: str) -> set[str]:
    report = audit_loaded_deck(deck, OPTIONS)
    claim = next(c for c in report.claims if part in c.text)
    return {f.code for f in claim.flags}


def test_a_factor_that_names_two_rounds_spans_them() -> None:
    deck = _deck(
        "Year on year, Heron H4 Offline throughput rose 1.6x from v5.0 (5.0-0031) to v5.1 "
        "(5.1-0069)."
    )
    assert "CROSS-ROUND" in _codes(deck, "rose 1.6x")


def test_a_bullet_that_opens_on_its_factor_points_back() -> None:
    deck = _deck(
        "412,000 tokens/s: Corvane Q-Rack NVL72, Offline (result 5.1-0071)",
        "5.2 times an 8-GPU Heron H4 node on the same test, Offline (79,200 tokens/s, "
        "result 5.1-0069)",
    )
    assert "CHIP-COUNT" in _codes(deck, "5.2 times")


def test_opening_comparing_words_put_one_side_before_the_comma() -> None:
    deck = _deck(
        "Compared with one 8-GPU Heron H4 server at 41,200 tokens/s, the Heron cluster is "
        "9.8x faster."
    )
    assert "CHIP-COUNT" in _codes(deck, "Compared with")


def test_one_node_is_not_one_accelerator() -> None:
    assert chip_counts("only 1.4 times the single H200 node") == []
    assert chip_counts("one H200 server") == []
    assert chip_counts("a single H200") == [1]
    assert chip_counts("a single H200, eight H100s") == [1, 8]


def test_a_side_said_to_be_one_node_is_not_the_vendors_cluster() -> None:
    deck = _deck(
        "Corvane's 64-GPU Q8 cluster posted 600,000 tokens/s Offline (5.1-0071).",
        "Heron's H4 reached 41,200 tokens/s Offline on eight H200s, about 2% short of "
        "Corvane's single-node result.",
    )
    assert "CHIP-COUNT" not in _codes(deck, "2% short")


def test_a_models_version_is_no_second_figure() -> None:
    assert comparison_checks._figure_count("our 16-GPU fleet gives 250,000 on Llama 3.1 8B") == 1
    assert comparison_checks._figure_count("41,200 against 30,500.5 on Llama 3.1 8B") == 2
    deck = _deck(
        "Two copies of result 5.1-0069 added together give our 16-GPU H200 fleet 82,400 "
        "tokens/s on Llama 3.1 8B, Offline"
    )
    codes = _codes(deck, "Two copies")
    assert "DERIVED-METRIC" in codes
    assert "CHIP-COUNT" not in codes


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        ("We project a six-node Z-Pod at 240,000 tokens/s.", True),
        ("Heron projects its 32-card rack to 160,000 tokens/s.", True),
        ("Heron projected the twelve-node pod at 480,000 tokens/s.", True),
        # someone projecting in the active voice is doing arithmetic, sized or not (the corpus
        # README: "a projection of the vendor's own product ('we project', ...) is both")
        ("The vendor projects the Z6 at 30,000 tokens/s.", True),
        ("The Z6 posted 30,000 tokens/s; the project ends in May.", False),
    ],
)
def test_a_projection_that_names_its_sized_system(sentence: str, derived: bool) -> None:
    assert (hypothetical_figure(sentence) is not None) is derived


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        ("Three copies of the result added together make 123,600 tokens/s.", True),
        ("Adding the two runs together gives 90,000 tokens/s.", True),
        ("That is 5,150 tokens/s from each of its H200 GPUs2", True),
        ("That is 5,150 tokens/s from each of its H200 GPUs", True),
        ("The H4 posted 41,200 tokens/s; copies of the report are online.", False),
    ],
)
def test_derived_wordings(sentence: str, derived: bool) -> None:
    sum_of_runs = vocabulary("aggregation").pattern("sum_of_runs")
    found = DERIVED_WORDS.search(sentence) or sum_of_runs.search(sentence)
    assert (found is not None) is derived


def test_the_new_patterns_are_linear_on_hostile_text() -> None:
    sum_of_runs = vocabulary("aggregation").pattern("sum_of_runs")
    earlier_round = vocabulary("comparison").pattern("earlier_round")
    for hostile in (
        "project " * 2500,
        "projects a " * 2000,
        "four-" * 4000,
        "1.5 times " * 2000,
        "Compared with " + "a, " * 6000,
        "copies of " * 2000,
        "added together " * 1300,
        "each of its " + "GPU " * 4000,
        "single H200 " * 1600,
        "Llama 3.1 8B " * 1500,
        "Set it " + " " * 20_000,
        "the rounds " * 2000,
        "different " * 2000 + "rounds",
    ):
        with deadline(5, "a round-nine comparison or derived pattern backtracked"):
            _PROJECTED.search(hostile)
            _WORD_SIZED.search(hostile)
            comparison_checks._OPENS_ON_FACTOR.match(hostile)
            comparison_checks._sides_of_different_size(hostile)
            comparison_checks._figure_count(hostile)
            sum_of_runs.search(hostile)
            DERIVED_WORDS.search(hostile)
            chip_counts(hostile)
            hypothetical_figure(hostile + " 8 nodes 3 tokens/s")
            pointing_back._POINTER.match(hostile)
            earlier_round.search(hostile)


def _pages(*pages: tuple[str, ...]) -> Deck:
    built = []
    for number, texts in enumerate(pages, start=1):
        blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=number))] + [
            Block(text=text, role=BlockRole.BODY, location=Location(page=number)) for text in texts
        ]
        built.append(Page(number=number, title=TITLE, blocks=blocks))
    return Deck(path="r9.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built)


def test_the_other_sides_count_from_its_result_cited_elsewhere() -> None:
    # 6.0-0002 is published with eight MI355X accelerators.
    cited = "The MI355X node we tested reached 103,000 tokens/s Offline (result 6.0-0002)."
    compared = (
        "A 16-GPU MI350X system gave 160,000 tokens/s Offline, only 1.55 times the MI355X node."
    )
    assert "CHIP-COUNT" in _codes(_pages((cited,), (compared,)), "only 1.55 times")
    same = "An 8-GPU MI350X system gave 90,000 tokens/s Offline, 0.87 times the MI355X node."
    assert "CHIP-COUNT" not in _codes(_pages((cited,), (same,)), "0.87 times")


def test_an_imperative_that_points_back_compares_the_result_before() -> None:
    deck = _deck(
        "The Heron H4 posted 41,200 tokens/s in the Server scenario (result 5.1-0069).",
        "Put it against the 30,500 tokens/s the Corvane Q8 posted in v4.1 and it looks 35% better.",
    )
    assert "CROSS-ROUND" in _codes(deck, "Put it against")


def test_a_sentence_that_says_its_rounds_differ() -> None:
    deck = _deck(
        "The H4's 41,200 tokens/s beats the Q8's 30,500 tokens/s by 35%, though the rounds differ."
    )
    assert "CROSS-ROUND" in _codes(deck, "rounds differ")


def test_a_title_that_makes_a_general_point_names_no_side() -> None:
    blocks = [
        Block(text="A server is not one card", role=BlockRole.TITLE, location=Location(page=1)),
        Block(
            text="The Heron H4 posted 41,200 tokens/s (v5.1, Closed, Server, result 5.1-0069).",
            role=BlockRole.BODY,
            location=Location(page=1),
        ),
        Block(
            text="Beside it, the 8-GPU Heron H4X does 38,900 tokens/s, 6% lower than the H4.",
            role=BlockRole.BODY,
            location=Location(page=1),
        ),
    ]
    page = Page(number=1, title="A server is not one card", blocks=blocks)
    deck = Deck(path="r9.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])
    assert "CHIP-COUNT" not in _codes(deck, "6% lower")


def test_the_unnamed_side_is_the_slides_other_result() -> None:
    deck = _deck(
        "Corvane Q-Rack NVL72, Offline, v5.1: 640,000 tokens/s (result 5.1-0071)",
        "H100 server (8 GPUs), Server, v4.1: 21,600 tokens/s (result 4.1-0012)",
        "Per kilowatt, the rack returns 5.6 tokens/s/W against 3.1 for the H100 server.",
    )
    codes = _codes(deck, "Per kilowatt")
    assert {"CROSS-ROUND", "CROSS-SCENARIO"} <= codes
    crowded = _deck(
        "Corvane Q-Rack NVL72, Offline, v5.1: 640,000 tokens/s (result 5.1-0071)",
        "Corvane Q-Rack NVL36, Server, v5.0: 300,000 tokens/s (result 5.0-0044)",
        "H100 server (8 GPUs), Server, v4.1: 21,600 tokens/s (result 4.1-0012)",
        "Per kilowatt, the rack returns 5.6 tokens/s/W against 3.1 for the H100 server.",
    )
    assert "CROSS-SCENARIO" not in _codes(crowded, "Per kilowatt")
