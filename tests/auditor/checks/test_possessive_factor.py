"""A factor against its own other figure ('1.42x its Interactive rate') and a benchmark's name
written with its scenario ('Mixtral Server').

Class 1: a factor whose other side is named by a possessive ('its', 'their', 'our') compares two
results like any other factor; when the two sides are of two scenarios, it compares across
scenarios. Class 2: a benchmark's name followed by 'Server' or 'Interactive' (a table cell
'Whisper Server') names that scenario whatever letters the name ends in. The examples are this
test's own.
"""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.labels.signals import scenario_mentions
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
TITLE = "MLPerf Inference v6.0 · Closed division · Llama 2 70B"


def _codes(texts: list[str], part: str) -> set[str]:
    blocks = [Block(text=TITLE, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=t, role=BlockRole.BODY, location=Location(page=1)) for t in texts]
    deck = Deck(
        path="p.pptx",
        kind=DeckKind.PPTX,
        sha256="0" * 64,
        pages=[Page(number=1, title=TITLE, blocks=blocks)],
    )
    report = audit_loaded_deck(deck, OPTIONS)
    claim = next(c for c in report.claims if part in c.text)
    return {f.code for f in claim.flags}


FIRST = "The Wren W2 (8x H200) posted 31,200 tokens/s Offline, result 6.0-0031."


@pytest.mark.parametrize(
    "text",
    [
        "Offline on the same Wren system is 1.35x its Interactive rate.",
        "The Wren W2's Offline figure runs 1.3x its Server throughput, so there is headroom.",
        "In Server mode the Wren boxes reach 0.7x their Offline throughput.",
    ],
)
def test_a_factor_against_its_own_figure_in_another_scenario_crosses_scenarios(text: str) -> None:
    assert "CROSS-SCENARIO" in _codes([FIRST, text], text[:20])


def test_a_factor_against_its_own_figure_in_the_same_scenario_does_not() -> None:
    text = "Its Offline rate is 1.2x its Offline rate of a year before."
    assert "CROSS-SCENARIO" not in _codes([FIRST, text], text[:20])


@pytest.mark.parametrize(
    ("text", "scenario"),
    [
        ("Whisper Server", "server"),
        ("HPE XD685 | RGAT Server | 1,204.5 | 6.0-0040", "server"),
        ("Mixtral Server (5.1-0002)", "server"),
        ("GPT-J Interactive", "interactive"),
    ],
)
def test_a_benchmarks_name_then_its_scenario_names_the_scenario(text: str, scenario: str) -> None:
    assert [m.value for m in scenario_mentions(text)] == [scenario]


@pytest.mark.parametrize("text", ["our Server", "Dell Server", "the GB200 Server box"])
def test_a_scenario_word_after_other_names_is_not_read_so(text: str) -> None:
    assert scenario_mentions(text) == []
