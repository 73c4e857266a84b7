"""The deck's workload from what it says its own customer will run: uses told of someone else
(another vendor's customer, a partner, an earlier product, a case-study or About slide) or put out
of scope count for nothing, and batch, edge and interactive use said without the usual words."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page


def _deck(*slides: tuple[str, list[str]]) -> Deck:
    pages = []
    for number, (title, sentences) in enumerate(slides, start=1):
        blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
        blocks += [Block(text=s, location=Location(page=number)) for s in sentences]
        pages.append(Page(number=number, title=title, blocks=blocks))
    return Deck(path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=pages)


def _workload(*slides: tuple[str, list[str]]) -> Workload:
    return detect_workload(_deck(*slides), lambda _: False)[0]


@pytest.mark.parametrize(
    "aside",
    [
        "Sorting-office chat assistants are a separate product and stay on the old platform.",
        "Live chat for members is out of scope for this tender.",
        "Helix's reference client runs a voice assistant on the same cards.",
        "A rival vendor streams answers to a call centre from its own racks.",
        "The previous generation module served chatbots in real time.",
        "Their interactive experience does not carry over to our use.",
    ],
)
def test_a_use_of_someone_else_or_out_of_scope_is_not_the_customers(aside: str) -> None:
    own = "Each weekend the 9 million parcel scans are re-indexed in one go."
    assert _workload(("Plan", [own, aside])) == Workload.BATCH


@pytest.mark.parametrize("title", ["Case studies", "Customer stories", "About Norvik", "About us"])
def test_a_case_study_or_about_slide_tells_of_other_uses(title: str) -> None:
    slides = (
        ("Our platform", ["Indexing at scale for media houses."]),
        (title, ["A broadcaster answers viewers' questions in real time with our chatbot."]),
    )
    assert _workload(*slides) == Workload.UNSTATED


def test_about_your_workload_is_still_the_customers() -> None:
    slides = (("About your rollout", ["Agents in your contact centre get replies in real time."]),)
    assert _workload(*slides) == Workload.INTERACTIVE


@pytest.mark.parametrize(
    "sentence",
    [
        "The job runs between 23:30 and 04:00 over every open invoice.",
        "Each quarter all 2.4 million policies are re-scored.",
        "The pricing engine finishes before the settlement run starts.",
        "Results are ready before the analysts arrive; nobody at the desk waits for one.",
        "Planners read the forecasts the next morning.",
    ],
)
def test_batch_said_without_the_usual_words(sentence: str) -> None:
    assert _workload(("The job", [sentence])) == Workload.BATCH


@pytest.mark.parametrize(
    "sentence",
    [
        "Mounted in self-checkout lanes across the chain.",
        "Inference runs on the tractor's own computer, with no round trip to the cloud.",
        "Nothing on the line depends on the plant network.",
        "The model sits inside the kiosk housing.",
    ],
)
def test_edge_said_without_the_usual_words(sentence: str) -> None:
    assert _workload(("Where it runs", [sentence])) == Workload.EDGE


@pytest.mark.parametrize(
    "sentence",
    [
        "A guest asks the concierge about late checkout and it starts answering at once.",
        "Every reply is generated per learner, live in the session.",
    ],
)
def test_interactive_said_without_the_usual_words(sentence: str) -> None:
    assert _workload(("The experience", [sentence])) == Workload.INTERACTIVE


def test_the_vendors_own_service_desk_is_not_the_customers_use() -> None:
    own = "Our own help desk answers staff questions with a chat assistant all day."
    assert _workload(("About the site", [own])) == Workload.UNSTATED


@pytest.mark.parametrize(
    "sentence",
    [
        "Open models behind a serverless API, billed per token.",
        "Your app calls one REST endpoint and the reply streams back to the shopper.",
        "The summary streams into the window as you read.",
        "Llama and Mixtral endpoints for chat and agent apps.",
        "Each reply is written live in your browser.",
        "Sized for 900 concurrent users³ on one node.",
    ],
)
def test_hosted_and_streamed_use_is_interactive(sentence: str) -> None:
    assert _workload(("The service", [sentence])) == Workload.INTERACTIVE


def test_a_scenarios_bounds_name_no_use() -> None:
    result = "The same node held 61,000 tokens/s under the tighter Interactive bounds."
    assert _workload(("Results", [result])) == Workload.UNSTATED


def test_an_early_about_slide_may_describe_the_customer() -> None:
    slides = (
        ("Claims automation for Halvorsen", ["Proposal, March 2027."]),
        ("About Halvorsen", ["Every night Halvorsen re-scores 4 million policies."]),
        ("Results", ["Throughput at a glance."]),
        ("Pricing", ["Per policy, billed monthly."]),
    )
    assert _workload(*slides) == Workload.BATCH


def test_only_the_clause_put_out_of_scope_is_dropped() -> None:
    sentence = "Payroll chat is not part of this tender; the kiosks run in-store beside the tills."
    assert _workload(("Scope", [sentence])) == Workload.EDGE
