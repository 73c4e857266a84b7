"""A factor written as "double", "triple" or "quadruple"; a product's name with a digit.

Class 1: a figure said to be double (triple, quadruple) another compares the two sides like any
factor; when one side is several systems (a pair, a rack, a cluster) and the other one system,
their accelerator counts differ. Class 2: a digit hyphenated to the letters of a product's name
('VX-1', 'QX-2') names the product and is no count of its cards. Class 3: a count written
before a product's name and an accelerator noun ('four AX-1 cards') counts the accelerators. The
examples are this test's own, in varied wordings and units.
"""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.labels.signals import chip_counts
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v6.0, Closed division, Offline"


def _codes(text: str, part: str) -> set[str]:
    blocks = [
        Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1)),
        Block(text=text, role=BlockRole.BODY, location=Location(page=1)),
    ]
    deck = Deck(
        path="w.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, OPTIONS)
    claim = next(c for c in report.claims if part in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize(
    ("text", "part"),
    [
        (
            "A pair of Alder A4 servers would reach 30,000 tokens/s on Llama 2 70B, double a "
            "single Alder A4 server at 15,100 tokens/s.",
            "30,000",
        ),
        (
            "The Osprey rack posts 2.4 million samples/s on ResNet-50, quadruple what a single "
            "Osprey node manages.",
            "2.4 million",
        ),
        (
            "A Wren cluster is quoted at 48,000 queries/s on DLRM v2, triple the single-server "
            "figure of 16,100 queries/s.",
            "48,000",
        ),
    ],
)
def test_a_word_factor_between_several_systems_and_one_differs_in_count(
    text: str, part: str
) -> None:
    assert "CHIP-COUNT" in _codes(text, part)


def test_a_word_factor_between_two_single_systems_keeps_one_count() -> None:
    text = (
        "The Osprey node posts 24,000 samples/s on ResNet-50, double the 12,000 of the Heron node."
    )
    assert "CHIP-COUNT" not in _codes(text, "24,000")


@pytest.mark.parametrize(
    "text",
    [
        "up to 2.5x the throughput of its prior-generation VX-1 card",
        "the QX-2 module it replaces",
        "against Rook's RK-4 GPUs",
    ],
)
def test_a_digit_in_a_products_name_is_no_count(text: str) -> None:
    assert chip_counts(text) == []


def test_a_count_hyphenated_to_its_noun_is_still_a_count() -> None:
    assert chip_counts("a 4-card server against an 8-GPU one") == [4, 8]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("61,200 tokens/s on four AX-1 cards", 4),
        ("16 Kite K3 chips in one chassis", 16),
        ("two Orla N2 accelerators", 2),
    ],
)
def test_a_count_before_a_products_name_and_its_noun_counts_the_accelerators(
    text: str, count: int
) -> None:
    assert chip_counts(text) == [count]


def test_a_year_before_a_vendors_cards_is_no_count() -> None:
    assert chip_counts("In 2025 Dell cards shipped late") == []


def test_the_digits_of_a_name_between_count_and_noun_count_nothing() -> None:
    assert chip_counts("eight RTX PRO 6000 cards sustained 34,241 tokens/s") == [8]
    assert chip_counts("six Gaudi 3 accelerators") == [6]
