"""Whose use a sentence tells of: a use told in one clause and disowned by the next (which
points back, or leaves out its subject or verb), a span of uses that commits to none, one of the
vendor's other customers; and interactive use said as a person present while the answer comes."""

from __future__ import annotations

import pytest

from auditor.labels.use_clauses import _NO_VERB, _set_apart, in_scope, reaches_back
from auditor.labels.workload import detect_workload
from auditor.models import Workload
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _workload(title: str, sentences: list[str]) -> Workload:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=1))]
    blocks += [Block(text=s, location=Location(page=1)) for s in sentences]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[Page(number=1, title=title, blocks=blocks)],
    )
    return detect_workload(deck, lambda _: False)[0]


_OWN_EDGE = "The gateway classifies sensor frames on the pole-top unit itself."


@pytest.mark.parametrize(
    "aside",
    [
        "Insurers score their claims books overnight; we don't.",
        "Pubs stream live sports commentary to apps; the gateways never will.",
        "Partners answer support chats in real time; not in scope.",
        "The regional office wants a chatbot for planners; that is a separate order.",
        "The shared help desk uses a chat assistant; it runs in the vendor cloud, not on your poles.",
    ],
)
def test_a_use_disowned_by_the_next_clause_is_not_the_customers(aside: str) -> None:
    assert _workload("Where it runs", [_OWN_EDGE, aside]) == Workload.EDGE


def test_a_disowning_clause_with_a_use_of_its_own_keeps_the_clause_before() -> None:
    sentence = "Your agents answer chats live; overnight scoring is not part of this offer."
    assert in_scope(sentence, lambda c: "overnight" in c) == "Your agents answer chats live"


def test_a_clause_with_its_own_subject_and_verb_does_not_reach_back() -> None:
    assert not reaches_back("the assistant answers every caller within a second")
    assert reaches_back("we don't, and we never will")
    assert reaches_back("not in scope")
    assert reaches_back("that is a different SKU")


def test_a_clause_that_does_not_disown_keeps_the_use() -> None:
    sentence = "Callers talk to the voice agent in real time; it never keeps them waiting."
    assert _workload("Service", [sentence]) == Workload.INTERACTIVE


def test_a_span_of_uses_commits_to_none() -> None:
    sentence = "Our halls host everything from live chat assistants to nightly archive jobs."
    assert _workload("The campus", [sentence]) == Workload.UNSTATED


def test_one_of_the_vendors_other_customers_is_someone_else() -> None:
    sentence = "Two of our airline clients run booking chatbots on these nodes."
    assert _workload("Rack-scale", [sentence]) == Workload.UNSTATED


@pytest.mark.parametrize(
    "sentence",
    [
        "The clerk reads the suggested wording aloud while the applicant is standing there.",
        "Findings appear while the pathologist still has the slide open.",
        "The agent hears the order and confirms it mid-call.",
        "Notes are drafted during the consultation and signed before the patient leaves.",
        "The line that picks up every unanswered call after the third ring.",
        "The brief asks for a first sentence within one second.",
    ],
)
def test_a_person_present_while_the_answer_comes_is_interactive(sentence: str) -> None:
    assert _workload("How staff will use it", [sentence]) == Workload.INTERACTIVE


def test_the_new_patterns_are_linear_on_hostile_text() -> None:
    words = vocabulary("workload")
    names = ("disowns", "range_of_uses", "set_apart", "interactive", "batch", "edge")
    patterns = [words.pattern(n) for n in names]
    patterns += [words.pattern("third_party"), _NO_VERB]
    with deadline(5, "a workload pattern backtracked"):
        for hostile in (
            "while " + "the " * 5000,
            "while " + "a-" * 7000 + " still",
            "not " + "x " * 9000,
            "one of our " + "big " * 5000,
            "first line " + "a " * 9000,
            "we " * 7000,
            "pick up " + "'s " * 6000,
        ):
            for pattern in patterns:
                list(pattern.finditer(hostile))
                pattern.match(hostile)


@pytest.mark.parametrize(
    "aside",
    [
        "The claims office is also piloting a live chatbot for brokers, on a separate budget.",
        "Our trading floor prices quotes in real time, on its own platform and budget.",
        "The staff helpdesk chatbot is run by group IT, not on this cluster.",
        "One tenant, a ferry operator, runs a voice agent for bookings in the same hall.",
    ],
)
def test_a_use_on_someone_elses_means_is_not_the_customers(aside: str) -> None:
    own = "Each weekend the 9 million parcel scans are re-indexed in one go."
    assert _workload("Plan", [own, aside]) == Workload.BATCH


def test_not_in_the_cloud_still_says_where_the_customers_use_runs() -> None:
    sentence = "The cameras are read at the dock itself, not in the cloud."
    assert _workload("Where it runs", [sentence]) == Workload.EDGE


@pytest.mark.parametrize(
    ("sentence", "workload"),
    [
        ("Jobs wait in the Slurm queue and start when nodes free.", Workload.BATCH),
        ("New claims drop into a queue and are read unattended over the weekend.", Workload.BATCH),
        ("Who waits on the score | The cardholder at the till", Workload.INTERACTIVE),
        (
            "Residents message the bot and get the answer within the conversation.",
            Workload.INTERACTIVE,
        ),
        ("Pupils hear the reply while they stand at the exhibit.", Workload.INTERACTIVE),
        ("Questions arrive by webchat; a first reply inside 3 seconds.", Workload.INTERACTIVE),
        ("Sealed unit on each crane, no link to the data centre.", Workload.EDGE),
    ],
)
def test_a_use_said_by_who_waits_on_whom(sentence: str, workload: Workload) -> None:
    assert _workload("How it is used", [sentence]) == workload


def test_a_contrast_with_another_kind_of_use_disowns_nothing() -> None:
    sentence = "Your agents answer customers in live chat; it is a different world from batch."
    assert _workload("Your deployment", [sentence]) == Workload.INTERACTIVE


def test_a_use_told_to_the_reader_is_not_dropped_on_a_reach_back_alone() -> None:
    sentence = "Your clerks chat with the assistant all day; that is a different team's budget."
    assert _workload("Your deployment", [sentence]) == Workload.INTERACTIVE


def test_the_clause_splits_are_linear_on_a_run_of_spaces() -> None:
    with deadline(2, "a clause split is quadratic"):
        for hostile in (" " * 40000, "a" + " " * 40000 + ";", ";" + " " * 40000 + "," + " x"):
            in_scope(hostile, lambda _: False)
            _set_apart(hostile, lambda _: False)
