"""A capitalised scenario name written right before a figure and its unit names that figure's
scenario ('the Orrin box's Interactive 52,000 tokens/s'), so a sentence that sets two such
figures side by side compares scenarios; and a comparison said by how far one side sits from
the other ('a quarter above', 'still short of') is a comparison."""

from __future__ import annotations

import pytest

from auditor.labels.signals import COMPARISON_WORDS, scenario_mentions, scenario_of
from tests.deadline import deadline


def test_a_scenario_name_before_a_figure_names_its_scenario() -> None:
    text = (
        "The Orrin box's Interactive 52,000 tokens/s tops the Vance box's Server 31,250.5 tokens/s."
    )
    assert [m.value for m in scenario_mentions(text)] == ["interactive", "server"]
    subject = scenario_of(text)
    assert subject is not None and subject.value == "interactive"


@pytest.mark.parametrize(
    "text",
    [
        "Our Server has 8 GPUs and 2 TB of memory.",
        "Server 4 in rack B went down.",
        "The interactive 12 tokens/s demo ran on a laptop.",
    ],
)
def test_a_server_or_a_lower_case_word_is_no_scenario(text: str) -> None:
    assert scenario_mentions(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Orrin's 9,100 samples/s sits a quarter above Vance's 7,300.",
        "At 41,000 tokens/s it is still short of the 48,000 of the rack.",
        "Our figure is 12% below theirs.",
        "The R4 out-served the V4 on every benchmark.",
    ],
)
def test_how_far_one_side_sits_from_the_other_is_a_comparison(text: str) -> None:
    assert COMPARISON_WORDS.search(text) is not None


def test_the_new_patterns_are_linear_on_hostile_text() -> None:
    with deadline(5, "a scenario or comparison pattern backtracked"):
        for hostile in (
            "Server " + "1," * 9000,
            "Server 1" * 3000,
            "12.5" * 5000,
            "a third " * 2500,
        ):
            scenario_mentions(hostile)
            list(COMPARISON_WORDS.finditer(hostile))


def test_a_scenario_right_after_a_rate_names_the_figures_scenario() -> None:
    text = "Orrin R4: 48,200 tokens/s Interactive, on eight cards."
    assert [m.value for m in scenario_mentions(text)] == ["interactive"]
