"""A speed-up whose own side is a lettered party ('Offer A', 'Vendor B').

Class: when a factor's far side writes its own accelerator count and its near side is a party
named by a word and a letter, the near side's count comes only from results naming that same
party; another party's cluster on the slide is not a side. The examples are this test's own.
"""

from __future__ import annotations

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.checks.comparison_checks import lettered_names
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v6.0 · Closed division · ResNet-50 · Offline"


def _codes(texts: list[str], part: str) -> set[str]:
    blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=1)) for t in texts]
    deck = Deck(
        path="l.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, OPTIONS)
    claim = next(c for c in report.claims if part in c.text)
    return {f.code for f in claim.flags}


FACTOR = "Vendor B's figure is 2.1x the 12,000 samples/s a 4-GPU Dell box posted (6.0-0051)."
CLUSTER = "Vendor C runs a 32-GPU cluster at 400,000 samples/s (6.0-0002)."


def test_another_partys_cluster_is_not_a_side() -> None:
    texts = ["Vendor B's 4-GPU server gave 25,200 samples/s (6.0-0060).", CLUSTER, FACTOR]
    assert "CHIP-COUNT" not in _codes(texts, "2.1x")


def test_the_same_partys_other_count_is_a_side() -> None:
    texts = ["Vendor B's 8-GPU server gave 25,200 samples/s (6.0-0060).", CLUSTER, FACTOR]
    assert "CHIP-COUNT" in _codes(texts, "2.1x")


def test_lettered_names() -> None:
    assert lettered_names("Offer A's Server figure and Bidder C") == {"Offer A", "Bidder C"}
    assert lettered_names("John A. Smith of Dell") == set()
