"""A comparison that dates one side only and leaves the other side's round to its context.

Class: a sentence sets two results side by side, writes the round of one side (a version or a
result ID) and leaves the other side's round to what sources it (the footnote its marker points
to, else the slide's heading or title); when the two rounds differ, the comparison spans rounds.
The examples are written for this test, in several shapes: a factor over an earlier round's
figure under a heading, two subjects joined by 'whereas' with a footnote marker, a latency
comparison under a title, and a factor whose dated side is the claim's own.
"""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.labels.signals import chip_counts
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _deck(title: str, texts: list[str], notes: tuple[str, ...] = ()) -> Deck:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=1)) for t in texts]
    blocks += [Block(text=n, role=BlockRole.FOOTNOTE, location=Location(page=1)) for n in notes]
    page = Page(number=1, title=title, blocks=blocks)
    return Deck(path="sides.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])


def _codes(deck: Deck, part: str) -> set[str]:
    report = audit_loaded_deck(deck, OPTIONS)
    claim = next(c for c in report.claims if part in c.text)
    return {f.code for f in claim.flags}


SPANS_ROUNDS = [
    (
        "MLPerf Inference v6.0, Closed division, ResNet-50 Offline",
        ["Our Kestrel K9 node is 2.1x the 40,500 samples/s the Falcon F3 box posted in v5.0."],
        (),
        "2.1x",
    ),
    (
        "Recommendation: DLRM v2, Closed, Server",
        [
            "Lumen's LX4 held 12,300 queries/s (v5.1-0040), whereas Orbis's O2 cleared 19,800 "
            "queries/s¹"
        ],
        ("¹ MLPerf Inference v6.0, Closed division, Server scenario, result 6.0-0011.",),
        "12,300",
    ),
    (
        "MLPerf Inference v5.1 · Closed · RetinaNet SingleStream",
        [
            "The Ridge R2 finds objects in 0.9 ms per frame, faster than the 1.3 ms the Vale V1 "
            "recorded in MLPerf Inference v4.1."
        ],
        (),
        "0.9 ms",
    ),
    (
        "Llama 2 70B Server, Closed division (MLPerf Inference v4.1)",
        ["Tern's v6.0 entry (6.0-0102) is 1.8 times what the same rack managed here."],
        (),
        "1.8 times",
    ),
]


@pytest.mark.parametrize(("title", "texts", "notes", "part"), SPANS_ROUNDS)
def test_a_side_dated_apart_from_its_context_spans_rounds(
    title: str, texts: list[str], notes: tuple[str, ...], part: str
) -> None:
    assert "CROSS-ROUND" in _codes(_deck(title, texts, notes), part)


ONE_ROUND = [
    (
        # the round written before any figure dates the whole sentence
        "MLPerf Inference v6.0 results, Closed division, ResNet-50 Offline",
        ["In v5.1, Orbis O2 reached 19,800 samples/s against 12,300 for the Lumen LX4."],
        "19,800",
    ),
    (
        # the dated side's round is the context's own
        "MLPerf Inference v6.0, Closed division, ResNet-50 Offline",
        ["Our Kestrel K9 node is 2.1x the 40,500 samples/s the Falcon F3 box posted in v6.0."],
        "2.1x",
    ),
]


@pytest.mark.parametrize(("title", "texts", "part"), ONE_ROUND)
def test_a_sentence_of_one_round_is_not_compared_across_rounds(
    title: str, texts: list[str], part: str
) -> None:
    assert "CROSS-ROUND" not in _codes(_deck(title, texts), part)


@pytest.mark.parametrize(
    ("text", "count"),
    [("a single-GH200 server", 1), ("the one-L4 box", 1), ("a dual-L40S workstation", 2)],
)
def test_a_count_hyphenated_to_its_accelerator_counts_the_accelerators(
    text: str, count: int
) -> None:
    assert chip_counts(text) == [count]


def test_the_single_node_written_apart_is_still_one_node() -> None:
    assert chip_counts("the single MI355X node") == []


def test_a_one_accelerator_server_set_against_an_eight_gpu_one_differs_in_count() -> None:
    deck = _deck(
        "MLPerf Inference v6.0, Closed division, DLRM v2 Server",
        [
            "Larch's single-H100 server handled 61,200 queries/s, while the eight-GPU Birch B8 "
            "handled 455,000 queries/s."
        ],
    )
    assert "CHIP-COUNT" in _codes(deck, "61,200")
