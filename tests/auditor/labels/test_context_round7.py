"""Scenarios named where round seven's blind decks put them: a capitalised 'Server' opening a
sentence after its preposition, and after a vision or recommender benchmark's name."""

from __future__ import annotations

import pytest

from auditor.labels.signals import scenario_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("On Server, that works out to 5,120 tokens/s per GPU.", "server"),
        ("In Interactive the K2 holds 9,100 tokens/s.", "interactive"),
        ("2,410 queries/s on RetinaNet Server (5.1-0071)", "server"),
        ("ResNet-50 Server: 61,000 samples/s", "server"),
        ("DLRM v2 Server at 310,000 samples/s", "server"),
        ("We run on Server racks in two halls.", None),
    ],
)
def test_a_scenario_after_a_sentence_s_preposition_or_a_benchmark(
    text: str, expected: str | None
) -> None:
    found = scenario_of(text)
    assert (found.value if found else None) == expected
