"""Whose use a sentence tells of: a survey of other parties' uses, a past engagement or someone
else's choice names no workload of this customer's; a use said in other words still counts."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _workload(*sentences: str, title: str = "Plan") -> Workload:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=s, location=Location(page=1)) for s in sentences]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[Page(number=1, title=title, blocks=blocks)],
    )
    return detect_workload(deck, lambda _: False)[0]


@pytest.mark.parametrize(
    "survey",
    [
        "One lessee runs a booking chatbot for its guests; another re-indexes its photo archive "
        "every weekend.",
        "Grocers put cameras on their shelves; lenders score loan books overnight.",
    ],
)
def test_uses_set_side_by_side_in_their_own_clauses_are_a_survey(survey: str) -> None:
    assert _workload(survey) == Workload.UNSTATED


def test_one_party_with_one_use_in_two_clauses_still_counts() -> None:
    said = "Your staff ask the assistant in real time; replies stream back within a second."
    assert _workload(said) == Workload.INTERACTIVE


@pytest.mark.parametrize(
    "aside",
    [
        "In an earlier project a brewery client scored its invoices overnight.",
        "A shipping firm ran its manifests nightly; that was their decision, not a recommendation.",
    ],
)
def test_a_past_engagement_or_someone_elses_choice_is_not_the_customers(aside: str) -> None:
    assert _workload(aside) == Workload.UNSTATED


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Clauses appear on screen while the notary is still dictating.", Workload.INTERACTIVE),
        ("Apps reach Mistral 7B through the Brightwell API.", Workload.INTERACTIVE),
        ("Brightwell hosts a Qwen2.5 32B endpoint for the shop.", Workload.INTERACTIVE),
        ("The entire loan register is re-rated each evening.", Workload.BATCH),
        ("Reports are due by 06:30 for the risk desk.", Workload.BATCH),
    ],
)
def test_a_use_said_in_other_words(said: str, expected: Workload) -> None:
    assert _workload(said) == expected


def test_a_scenario_named_as_a_latency_class_is_no_use() -> None:
    assert _workload("Node A", title="Interactive latency class") == Workload.UNSTATED


def test_the_new_workload_patterns_run_in_linear_time() -> None:
    words = vocabulary("workload")
    patterns = [words.pattern(n) for n in ("interactive", "batch", "out_of_scope", "third_party")]

    with deadline(5, "a workload pattern backtracked"):
        for hostile in (
            "while the " + "a " * 9000,
            "the whole " + "x " * 9000,
            "through the " + "api-" * 5000,
            "in a past " + "b " * 9000,
        ):
            for pattern in patterns:
                list(pattern.finditer(hostile))


def test_two_uses_told_to_the_reader_are_still_the_readers() -> None:
    said = "Your agents answer chats live; overnight the same nodes re-index your archive."
    assert _workload(said) == Workload.INTERACTIVE
