"""A driver's, firmware's or software's version is no MLPerf round: 'On driver v4.1 the Heron H4
posted ...' under a v5.1 heading compares nothing across rounds, while a result of round v4.1
set against the heading's v5.1 still does.

The sentences are written for this test.
"""

from __future__ import annotations

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.checks.comparison_words import rounds_in
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page, written_versions
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v5.1, Closed division, Llama 2 70B Offline"


def _codes(text: str) -> set[str]:
    blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1))]
    blocks.append(Block(text=text, role=BlockRole.BODY, location=Location(page=1)))
    deck = Deck(
        path="versions.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, OPTIONS)
    return {f.code for c in report.claims for f in c.flags}


def test_a_software_version_is_no_round() -> None:
    for text in (
        "On driver v4.1 the Heron H4 posted 41,200 tokens/s, against the Osprey O2's 31,700 "
        "tokens/s in v5.1.",
        "The Heron H4 posted 41,200 tokens/s, 1.3x the Osprey O2's result on firmware v4.1.",
    ):
        assert "CROSS-ROUND" not in _codes(text), text
    assert rounds_in("built with the CUDA v4.1 toolkit and the SDK v3.0") == set()
    assert written_versions("the ROCm v6.0 stack, scored in v5.1") == {"v5.1"}


def test_a_round_version_still_crosses_rounds() -> None:
    text = "The Heron H4 posted 41,200 tokens/s, 1.3x the Osprey O2's result in v4.1."
    assert "CROSS-ROUND" in _codes(text)
    assert rounds_in("the Osprey O2's v4.1 result") == {"v4.1"}


def test_version_reading_stays_linear_on_hostile_text() -> None:
    hostile = "driver " * 5000 + "v4.1 " * 5000
    with deadline(2):
        written_versions(hostile)
