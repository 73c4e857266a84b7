"""Review round nine on the workload label: two stalls on hostile text (a run of spaces on the title
page, a run of hyphens after a device word) and six uses the label lost (a use told before a
question, an edge noun used as a business's trade, a Title-Case subtitle, a rate column, a
requirements table on a page that cites MLPerf, a reference to other customers that goes on to the
reader)."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline

_TITLE = "Heron H4 for Brightcart"
_RESULT = "The Heron H4 posted 41,200 tokens/s in the Offline scenario (5.1-0069)."


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


def _page(number: int, title: str, *texts: str, role: BlockRole = BlockRole.BODY) -> list[Block]:
    loc = Location(page=number)
    return [Block(text=title, role=BlockRole.TITLE, location=loc)] + [
        Block(text=t, role=role, location=loc) for t in texts
    ]


def _workload(*pages: list[Block]) -> Workload:
    return detect_workload(_deck(*pages), lambda _: False)[0]


def test_a_run_of_spaces_on_the_title_page_does_not_stall() -> None:
    body = "Our team" + " " * 40_000 + "x. " + _RESULT
    with deadline(5, "the byline split"):
        _workload(_page(1, _TITLE, body))


def test_a_run_of_hyphens_after_a_device_word_does_not_stall() -> None:
    body = "Your on-device" + "-" * 40_000 + "x, chatbot answers. " + _RESULT
    with deadline(5, "the device-placement match"):
        _workload(_page(1, _TITLE), _page(2, "Notes", body))


@pytest.mark.parametrize(
    "told",
    [
        # W1: the question asks about racks, not about the use told before it.
        "Your agents answer customer chats live, all day: how many racks will that take?",
        # W2: 'vehicle' and 'camera' name the business's trade, not the device the use runs on.
        "Your vehicle insurance chatbot answers customers live, all day.",
        "Your camera shop chatbot answers customers live, all day.",
        # W6: other customers' use, and the reader's too.
        "Our retail customers already run live chat assistants on it, and so will you.",
    ],
)
def test_a_use_told_to_the_reader_is_interactive(told: str) -> None:
    assert _workload(
        _page(1, _TITLE), _page(2, "Your needs", told), _page(3, "Results", _RESULT)
    ) == (Workload.INTERACTIVE)


@pytest.mark.parametrize(
    "asked",
    [
        "Would this carry a booking chatbot?",
        "Could your cluster back a live support chatbot?",
        "Your agents are busy: could a chatbot answer customers live?",
    ],
)
def test_a_use_asked_about_is_still_no_workload(asked: str) -> None:
    assert _workload(_page(1, _TITLE), _page(2, "Questions", asked)) == Workload.UNSTATED


def test_an_in_cabin_assistant_is_still_edge() -> None:
    told = "Your in-cabin voice assistant answers drivers live."
    assert _workload(_page(1, _TITLE), _page(2, "Your needs", told)) == Workload.EDGE


def test_a_title_case_subtitle_names_the_use() -> None:
    """W3: the byline's first part is the name; a Title-Case use after it is still a use."""
    page = _page(1, _TITLE, "Brightcart · Live Customer Chat Assistant")
    assert _workload(page, _page(2, "Results", _RESULT)) == Workload.INTERACTIVE


def test_a_company_called_streaming_still_states_no_use() -> None:
    page = _page(1, _TITLE, "Reelhouse Streaming · Content Technology")
    assert _workload(page) == Workload.UNSTATED


def test_a_rate_column_is_no_price_list() -> None:
    """W4: 'Peak rate (req/s)' is a requirement's rate, not a price."""
    table = _page(
        2,
        "Your workload",
        "Workload | Peak rate (req/s)",
        "Live customer chat assistant | 300",
        role=BlockRole.TABLE_ROW,
    )
    assert _workload(_page(1, _TITLE), table, _page(3, "Results", _RESULT)) == Workload.INTERACTIVE


def test_a_workload_table_beside_mlperf_prose_is_read() -> None:
    """W5: the page cites MLPerf, but the table's own header carries no result column."""
    page = _page(
        2, "Your workload vs MLPerf Server", "We sized against the MLPerf Server scenario."
    )
    loc = Location(page=2)
    page += [
        Block(text="Workload | Users", role=BlockRole.TABLE_ROW, location=loc),
        Block(text="Live customer chat assistant | 300", role=BlockRole.TABLE_ROW, location=loc),
    ]
    assert _workload(_page(1, _TITLE), page, _page(3, "Results", _RESULT)) == Workload.INTERACTIVE


def test_a_results_table_beside_mlperf_prose_still_names_no_use() -> None:
    page = _page(2, "Results", "MLPerf Inference v5.1, Server scenario.")
    loc = Location(page=2)
    page += [
        Block(text="System | Interactive (tokens/s)", role=BlockRole.TABLE_ROW, location=loc),
        Block(text="Heron H4 | 19,621.9", role=BlockRole.TABLE_ROW, location=loc),
    ]
    assert _workload(_page(1, _TITLE), page) == Workload.UNSTATED
