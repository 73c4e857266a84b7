"""A speed-up on one slide between systems the deck shows with their counts on another.

Class: a factor that names its two sides by vendor or product, on a slide that gives no counts,
compares the systems the deck listed elsewhere; when the deck's results carrying each side's
names agree on one count per side and those differ, the comparison crosses accelerator counts.
The examples are this test's own.
"""

from __future__ import annotations

from auditor.audit import AuditOptions, audit_loaded_deck
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v6.0, Closed division, ResNet-50 Offline"


def _page(number: int, title: str, texts: list[str]) -> Page:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=number)) for t in texts]
    return Page(number=number, title=title, blocks=blocks)


def _codes(first: list[str], second: str) -> set[str]:
    pages = [_page(1, TITLE, first), _page(2, "What it means for us", [second])]
    deck = Deck(path="c.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=pages)
    report = audit_loaded_deck(deck, OPTIONS)
    claim = next(c for c in report.claims if c.page == 2)
    return {f.code for f in claim.flags}


KESTREL = "Kestrel K8 (8x L40S): 12,400 samples/s (6.0-0011)"
WREN = "Wren W1 (1x L4): 900 samples/s (6.0-0012)"


def test_sides_charted_elsewhere_with_different_counts() -> None:
    codes = _codes(
        [KESTREL, WREN],
        "On ResNet-50 the Kestrel box handles 13.8 times the images of the Wren unit.",
    )
    assert "CHIP-COUNT" in codes


def test_sides_charted_elsewhere_with_one_count() -> None:
    orla = "Orla O8 (8x L40S): 10,300 samples/s (6.0-0013)"
    codes = _codes([KESTREL, orla], "On ResNet-50 the Kestrel server does 1.2x the Orla one.")
    assert "CHIP-COUNT" not in codes


def test_a_name_the_deck_gives_two_counts_says_nothing() -> None:
    small = "Kestrel K1 (1x L4): 950 samples/s (6.0-0014)"
    codes = _codes(
        [KESTREL, small, WREN],
        "On ResNet-50 the Kestrel box handles 13.8 times the images of the Wren unit.",
    )
    assert "CHIP-COUNT" not in codes
