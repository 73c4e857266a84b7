"""Whose use a deck tells of, round nine: uses told of parties who are not the buyer (relayed,
wished for, asked about, listed, a market's), bulk work due before a fixed event, a person held on
the next turn, and the text that names no use at all (a results table's columns, a byline's name)."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _deck(*pages: list[Block]) -> Deck:
    return Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[
            Page(number=n, title=blocks[0].text, blocks=blocks)
            for n, blocks in enumerate(pages, start=1)
        ],
    )


def _block(text: str, page: int, role: BlockRole = BlockRole.BODY) -> Block:
    return Block(text=text, role=role, location=Location(page=page))


def _workload(*sentences: str, title: str = "Notes") -> Workload:
    blocks = [_block(title, 1, BlockRole.TITLE)] + [_block(s, 1) for s in sentences]
    return detect_workload(_deck(blocks), lambda _: False)[0]


@pytest.mark.parametrize(
    "someone_elses",
    [
        # A party's account relayed to the writer or to a meeting.
        "Subscribers who run voice bots tell us they care most about the first syllable.",
        "Fenwick College told the board it uses its nodes for a tutoring chatbot.",
        # People the writer spoke with.
        "Insurers we talked with want the racks for overnight claims scoring.",
        # A market's demand.
        "Spending is mostly driven by telcos' voice assistants.",
        # Another organisation, brought in by an indefinite article or a count.
        "A shipping company books the boards for nightly manifest checks.",
        "Several members' banks already run a helpdesk chatbot on it.",
        # A use asked about, directly or inside an indirect question.
        "Would this carry a booking chatbot?",
        "No benchmark shows buyers whether their nightly batch jobs will fit.",
        # Several uses listed with no party of the deck.
        "Tenants have hired the hall for live chat, nightly reconciliation and drone mapping.",
        # A use wished for by parties who have bought nothing.
        "Grocers want them for shelf cameras; none of them has ordered yet.",
    ],
)
def test_a_use_no_buyer_owns_is_no_workload(someone_elses: str) -> None:
    assert _workload(someone_elses) == Workload.UNSTATED


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "Each month's invoices must come back fully reconciled before the Tuesday audit call.",
            Workload.BATCH,
        ),
        ("Incoming scans are all screened before the 06:15 ward round starts.", Workload.BATCH),
        ("Its alerts must be with the traders before Frankfurt opens.", Workload.BATCH),
        ("Every episode needs its recap in place for Thursday's launch.", Workload.BATCH),
        ("Riders are left waiting for the next reply from the quest-giver.", Workload.INTERACTIVE),
        ("Each basket view waits on the pricing call before it renders.", Workload.INTERACTIVE),
    ],
)
def test_a_use_said_by_its_deadline_or_its_waiting_person(said: str, expected: Workload) -> None:
    assert _workload(said) == expected


def test_a_results_tables_latency_column_is_no_use() -> None:
    pages = (
        [_block("Inspection robots: module choice", 1, BlockRole.TITLE)],
        [
            _block("MLPerf Inference v4.1 Closed, MultiStream", 2, BlockRole.TITLE),
            _block("Module | p99 latency (ms) | Result", 2, BlockRole.TABLE_ROW),
            _block("p99 latency (ms)", 2, BlockRole.TABLE_CELL),
            _block("Unit A | 20.5 | 4.1-0001", 2, BlockRole.TABLE_ROW),
        ],
    )
    assert detect_workload(_deck(*pages), lambda _: False)[0] == Workload.EDGE


def test_a_requirement_table_on_a_results_page_still_states_the_use() -> None:
    pages = (
        [_block("Sizing", 1, BlockRole.TITLE)],
        [
            _block("Requirement | Target (MLPerf Server as evidence)", 2, BlockRole.TABLE_ROW),
            _block("Reply start | first tokens within 1 second", 2, BlockRole.TABLE_ROW),
        ],
    )
    assert detect_workload(_deck(*pages), lambda _: False)[0] == Workload.INTERACTIVE


def test_a_bylines_company_name_states_no_use() -> None:
    pages = (
        [
            _block("Catalogue refresh: server options", 1, BlockRole.TITLE),
            _block("Quillbrook Streaming · Platform Engineering", 1, BlockRole.BODY),
        ],
        [_block("The whole catalogue is re-tagged each evening.", 2)],
    )
    assert detect_workload(_deck(*pages), lambda _: False)[0] == Workload.BATCH


def test_a_byline_that_states_the_use_still_counts() -> None:
    pages = (
        [
            _block("Quillbrook", 1, BlockRole.TITLE),
            _block("Quillbrook Cloud · hosted chat assistants for retailers", 1, BlockRole.BODY),
        ],
    )
    assert detect_workload(_deck(*pages), lambda _: False)[0] == Workload.INTERACTIVE


def test_the_round_nine_patterns_run_in_linear_time() -> None:
    words = vocabulary("workload")
    names = ("interactive", "batch", "not_ours", "third_party", "disowns")
    patterns = [words.pattern(n) for n in names]
    with deadline(5, "a workload pattern backtracked"):
        for hostile in (
            "told the " + "x " * 9000,
            "a " + "payments " * 4000 + "firm",
            "spending " + "is " * 9000,
            "come back fully " + "annotated " * 4000,
            "neither " + "group " * 9000,
            "waiting for the next " + "a " * 9000,
            "Name " * 5000 + "· Streaming",
        ):
            for pattern in patterns:
                list(pattern.finditer(hostile))


def test_a_price_lists_offers_are_no_use() -> None:
    pages = (
        [_block("Tariff, spring 2027", 1, BlockRole.TITLE)],
        [
            _block("Service | Rate | Term", 2, BlockRole.TABLE_ROW),
            _block(
                "Mistral 7B endpoint | EUR 0.20 per million tokens | none", 2, BlockRole.TABLE_ROW
            ),
            _block("Mistral 7B endpoint", 2, BlockRole.TABLE_CELL),
        ],
    )
    assert detect_workload(_deck(*pages), lambda _: False)[0] == Workload.UNSTATED


def test_a_segment_of_the_vendors_customers_is_a_reference() -> None:
    said = "Our insurance clients already score their claims backlog overnight on the X9."
    assert _workload(said) == Workload.UNSTATED
    assert _workload("Our customers score their claims backlog overnight.") == Workload.BATCH


def test_a_device_word_before_the_assistant_places_it_at_the_edge() -> None:
    assert _workload("On-board voice assistant for the fleet's cabs.") == Workload.EDGE
    # A device word elsewhere in the sentence places nothing.
    said = (
        "A traveller asks the concierge bot about the kiosk queue and it starts answering at once."
    )
    assert _workload(said) == Workload.INTERACTIVE


def test_two_uses_joined_in_one_clause_without_a_list_are_not_a_catalogue() -> None:
    said = "Ward staff ask the assistant live and the summaries are ready by the next morning."
    assert _workload(said) != Workload.UNSTATED


def test_the_list_and_device_readers_run_in_linear_time() -> None:
    with deadline(5, "a workload reader backtracked"):
        _workload("On-board " + "- " * 9000 + "voice assistant")
        _workload("chat, " + "and " * 5000 + "overnight, " * 2000)
