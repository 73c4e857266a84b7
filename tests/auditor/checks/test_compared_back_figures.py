"""S2-9: a comparing sentence keeps its CROSS-SCENARIO when its other numbers are no figures of
its metric (a power, a price); only 'from X to Y tokens/s' puts both sides in the sentence."""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

_TITLE = "MLPerf Inference v5.1, Closed division: Llama 2 70B"
_FIRST = "The two-card Heron H4 managed 4,280 tokens/s in the Server scenario (5.1-0069)."


def _codes(later: str) -> set[str]:
    blocks = [Block(text=_TITLE, role=BlockRole.TITLE, location=Location(page=1))] + [
        Block(text=t, location=Location(page=1)) for t in (_FIRST, later)
    ]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=_TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, AuditOptions(use_default_results_db=False, replay=False))
    claim = next(c for c in report.claims if "9,100" in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize("tail", ["", " at 1,250 W", " for $1,900 a month", " in 2026"])
def test_other_numbers_leave_the_comparison_across_scenarios(tail: str) -> None:
    later = f"So doubling the cards more than doubles the count, to 9,100 tokens/s Offline{tail}."
    assert "CROSS-SCENARIO" in _codes(later)


def test_both_sides_of_the_metric_in_the_sentence_compare_nothing_before_it() -> None:
    later = "Offline throughput on the four-card box rose from 8,800 to 9,100 tokens/s."
    assert "CROSS-SCENARIO" not in _codes(later)
