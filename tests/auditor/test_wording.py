"""Generated sentences read like a person wrote them: articles, plurals, scenario names, quotes."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import scenario_mismatch_flags
from auditor.models import ClaimAudit, Labels, Scenario, Workload
from auditor.wording import article, clip, plural, quote, scenario_name
from extractors import Location


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Offline", "an"),
        ("Server", "a"),
        ("interactive", "an"),
        ("edge", "an"),
        ("batch", "a"),
        ("SingleStream", "a"),
        ("MLPerf", "an"),
        ("LLM", "an"),
        ("GPU", "a"),
        ("user", "a"),
        ("hour", "an"),
        ("8-GPU", "an"),
        ("11-node", "an"),
        ("7-node", "a"),
    ],
)
def test_article_follows_the_sound(word: str, expected: str) -> None:
    assert article(word) == expected


def test_plural_agrees_with_the_count() -> None:
    assert plural(1, "claim") == "1 claim"
    assert plural(3, "claim") == "3 claims"
    assert plural(0, "error") == "0 errors"
    assert plural(2, "match") == "2 matches"
    assert plural(1, "information note") == "1 information note"


def test_scenarios_are_spelt_as_mlperf_writes_them() -> None:
    assert [scenario_name(s.value) for s in Scenario if s != Scenario.UNSTATED] == [
        "Server",
        "Offline",
        "SingleStream",
        "MultiStream",
        "Interactive",
    ]


def test_quotes_are_cut_at_a_word_boundary_with_an_ellipsis() -> None:
    text = "validated our answers against what your customers expect to see every day"
    cut = clip(text, 40)
    assert cut.endswith("…") and len(cut) <= 40
    assert text.startswith(cut[:-1])
    assert text[len(cut) - 1] == " "  # the cut fell between words
    assert quote("short text") == "“short text”"


def test_scenario_mismatch_message_uses_articles_and_mlperf_names() -> None:
    claim = ClaimAudit(
        id="p1-1",
        page=1,
        text="24,525 tokens/s Offline",
        location=Location(page=1),
        labels=Labels(scenario=Scenario.OFFLINE),
    )
    (found,) = scenario_mismatch_flags(claim, Workload.INTERACTIVE, "a chat assistant")
    assert "is an Offline result" in found.message
    assert "describes an interactive workload" in found.message
