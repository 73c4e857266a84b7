"""A factor before another vendor's name of several words is no accelerator count, so a comparison
of two systems of the same size draws no CHIP-COUNT ('2x Offer B's 20,000 tokens/s on 8 GPUs').

The sentences are written for this test.
"""

from __future__ import annotations

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.labels.signals import chip_counts
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v5.1, Closed division, Llama 2 70B Offline"


def _codes(text: str) -> set[str]:
    blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1))]
    blocks.append(Block(text=text, role=BlockRole.BODY, location=Location(page=1)))
    deck = Deck(
        path="counts.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, OPTIONS)
    return {f.code for c in report.claims for f in c.flags}


def test_a_factor_before_a_two_word_owner_is_no_count() -> None:
    same = "Offer A reached 40,000 tokens/s on 8 GPUs, 2x Offer B's 20,000 tokens/s on 8 GPUs."
    assert sorted(chip_counts(same)) == [8, 8]
    assert "CHIP-COUNT" not in _codes(same)
    differ = "Offer A reached 40,000 tokens/s on 8 GPUs, 2x Offer B's 20,000 tokens/s on 4 GPUs."
    assert "CHIP-COUNT" in _codes(differ)


def test_a_multiplied_chip_name_is_still_a_count() -> None:
    assert chip_counts("the 8x H100's Offline result") == [8]
    assert chip_counts("the 4x H200 SXM's Server result") == [4]
    assert chip_counts("10x Big Blue Co's five-card server") == [5]


def test_the_owner_lookahead_stays_linear_on_hostile_text() -> None:
    hostile = ("2x " + "Ab " * 3) * 4000 + "2x " + "A" * 20000
    with deadline(2):
        chip_counts(hostile)
