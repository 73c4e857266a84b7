"""Whose use decides the deck's workload: sentences tied to the deck's parties (spoken to or for
them, or set where a deck states its subject: a title, the title slide, a table) outweigh uses
told with no owner; a forecast of someone else's mix states none; 'in the field' as a field of
work names no edge device."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _deck(pages: list[tuple[str, list[tuple[str, BlockRole]]]]) -> Deck:
    built = []
    for number, (title, items) in enumerate(pages, start=1):
        blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
        blocks += [Block(text=t, role=r, location=Location(page=number)) for t, r in items]
        built.append(Page(number=number, title=title, blocks=blocks))
    return Deck(path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=built)


def _workload(pages: list[tuple[str, list[tuple[str, BlockRole]]]]) -> Workload:
    return detect_workload(_deck(pages), lambda _: False)[0]


B = BlockRole.BODY


def test_a_use_told_to_the_reader_outweighs_uses_with_no_owner() -> None:
    pages = [
        ("Proposal for Dunmore Freight", [("Prepared for the depot managers", B)]),
        (
            "Background",
            [
                ("Dispatch desks across the sector answer drivers in real time.", B),
                ("Chat assistants now handle many carrier enquiries.", B),
                ("Your depots re-index the week's delivery scans overnight.", B),
            ],
        ),
    ]
    assert _workload(pages) == Workload.BATCH


def test_a_requirement_in_a_table_is_owned() -> None:
    pages = [
        ("Lane refresh", [("Submitted in answer to tender 7", B)]),
        (
            "Requirements",
            [
                ("Where inference runs: on the scanner gantry itself", BlockRole.TABLE_CELL),
                ("Brokers elsewhere query a chatbot about scans.", B),
                ("Many ports send scans to a live help desk.", B),
            ],
        ),
    ]
    assert _workload(pages) == Workload.EDGE


def test_uses_with_no_owner_still_decide_when_no_sentence_is_owned() -> None:
    pages = [
        ("Archive refresh", [("Spring 2027", B)]),
        ("How it works", [("The library's tapes are transcribed overnight.", B)]),
    ]
    assert _workload(pages) == Workload.BATCH


def test_the_title_slide_subtitle_weighs_as_a_title() -> None:
    pages = [
        ("Claims reading service", [("Every claim file summarised overnight", B)]),
        ("Notes", [("Chat assistants answer adjusters in real time.", B)]),
    ]
    assert _workload(pages) == Workload.BATCH


def test_a_forecast_of_someone_elses_mix_states_no_use() -> None:
    pages = [
        ("Hall 5 capacity note", [("Infrastructure board", B)]),
        ("Context", [("The agencies expect to fill Hall 5 mostly with overnight batch work.", B)]),
    ]
    assert _workload(pages) == Workload.UNSTATED


def test_a_forecast_of_ones_own_use_still_states_it() -> None:
    pages = [
        ("Hall 5 capacity note", [("Infrastructure board", B)]),
        ("Context", [("We expect to fill Hall 5 mostly with overnight batch work.", B)]),
    ]
    assert _workload(pages) == Workload.BATCH


def test_in_the_field_as_a_field_of_work_names_no_edge_use() -> None:
    pages = [
        ("Claims triage", [("Quarterly review", B)]),
        ("Accuracy", [("Our reader scores as well as the best model in the field.", B)]),
        ("Leaders", [("Experts in the field of radiology endorse it.", B)]),
    ]
    assert _workload(pages) == Workload.UNSTATED
    crews = [("Field work", [("Your crews run it on tablets in the field.", B)])]
    assert _workload(crews) == Workload.EDGE


def test_the_new_patterns_are_linear_on_hostile_text() -> None:
    words = vocabulary("workload")
    patterns = [words.pattern(n) for n in ("idiom", "forecast", "not_ours", "scenario_subject")]
    with deadline(5, "a workload pattern backtracked"):
        for hostile in (
            "best " + "in " * 7000,
            "expects " + "to " * 7000,
            "leaders " + "a-b " * 5000 + "in the",
            "forecast " + "x-" * 9000,
            "in a " + "big " * 5000 + "survey",
            "12% " * 5000,
            "Server" + " " * 9000 + "x",
        ):
            for pattern in patterns:
                list(pattern.finditer(hostile))


@pytest.mark.parametrize(
    "sentence",
    [
        "Server: requests arrive at random, like shoppers on a web chat waiting for replies.",
        "Offline hands over every sample at once, much as a nightly job would.",
        "SingleStream - one query at a time, as a doorbell camera sends them.",
        "Interactive tightens the latency bound to what a chat user would bear.",
    ],
)
def test_a_sentence_about_an_mlperf_scenario_names_no_use(sentence: str) -> None:
    assert _workload([("Terms", [("Glossary", B)]), ("Scenarios", [(sentence, B)])]) == (
        Workload.UNSTATED
    )


def test_a_scenario_name_alone_in_a_cell_names_no_use() -> None:
    pages = [("Results", [("x", B)]), ("Table", [("Interactive", BlockRole.TABLE_CELL)])]
    assert _workload(pages) == Workload.UNSTATED


@pytest.mark.parametrize(
    "sentence",
    [
        "In a 2026 survey of 90 insurers, 40% said they plan a claims chatbot.",
        "Of the 12 councils we surveyed, nine run their permit checks in nightly batches.",
        "A retailer's CTO told us their store cameras run detection on the device.",
        "Reference site: Harwell School marks 9,000 essays in one overnight run.",
        "The depot's kiosk pilot is being retired this spring.",
    ],
)
def test_other_parties_uses_in_surveys_accounts_and_references_are_not_the_buyers(
    sentence: str,
) -> None:
    pages = [("Briefing", [("Spring 2027", B)]), ("Context", [(sentence, B)])]
    assert _workload(pages) == Workload.UNSTATED


def test_a_survey_the_buyer_runs_is_its_own_work() -> None:
    pages = [
        ("Survey coding", [("Spring 2027", B)]),
        ("Plan", [("Survey forms are coded overnight.", B)]),
    ]
    assert _workload(pages) == Workload.BATCH


@pytest.mark.parametrize(
    ("sentence", "workload"),
    [
        ("Students get answers while they fill in the enrolment form.", Workload.INTERACTIVE),
        ("Each caller's query is answered within 3 seconds.", Workload.INTERACTIVE),
        ("A clerk waits at the counter for the summary.", Workload.INTERACTIVE),
        ("Tips appear while the shopper is still browsing the shelf page.", Workload.INTERACTIVE),
        ("Four million invoices, all to be coded by the end of each month.", Workload.BATCH),
        ("Claims are queued at midnight and scored before the shift.", Workload.BATCH),
        ("Each morning the desk finds them summarised in its inbox.", Workload.BATCH),
        ("By night the cluster drafts tomorrow's briefs.", Workload.BATCH),
        ("The 40 million image backlog is digitised; no clerk waits on any page.", Workload.BATCH),
        ("Sorting runs in the combine cab, where there is no mobile signal.", Workload.EDGE),
        ("The scanners have no link to the hospital network.", Workload.EDGE),
    ],
)
def test_a_use_said_by_what_it_implies(sentence: str, workload: Workload) -> None:
    assert _workload([("Plan", [("Spring 2027", B)]), ("Use", [(sentence, B)])]) == workload


def test_the_vendors_own_support_desk_is_not_the_buyers_use() -> None:
    pages = [
        ("Gate scanning", [("Screening runs on the unit itself at each gate.", B)]),
        ("Support", [("Our help desk chatbot answers your staff within a minute.", B)]),
    ]
    assert _workload(pages) == Workload.EDGE


def test_frames_queued_in_a_benchmark_run_are_no_batch_use() -> None:
    pages = [
        ("Results", [("x", B)]),
        ("Speed", [("It holds 90 frames/s when frames are queued.", B)]),
    ]
    assert _workload(pages) == Workload.UNSTATED


@pytest.mark.parametrize(
    ("sentence", "workload"),
    [
        ("Clerk pastes a paragraph, waits for redline", Workload.INTERACTIVE),
        ("Product blurbs done by 05:30 daily", Workload.BATCH),
        ("Full index rebuild each Saturday night", Workload.BATCH),
        ("The unit sits in the tractor's cab.", Workload.EDGE),
    ],
)
def test_a_requirement_row_said_by_what_it_implies(sentence: str, workload: Workload) -> None:
    pages = [("Plan", [("Spring 2027", B)]), ("Needs", [(sentence, BlockRole.TABLE_CELL)])]
    assert _workload(pages) == workload


def test_a_slide_title_over_results_alone_names_no_use() -> None:
    results = [("MLPerf Inference v5.1, Closed, Interactive: 8,000 tokens/s", B)]
    pages = [("Market note", [("For subscribers", B)]), ("Latency-bound serving", results)]
    assert _workload(pages) == Workload.UNSTATED


@pytest.mark.parametrize(
    ("sentence", "workload"),
    [
        (
            "The editor asks for a caption and gets it before the reporter finishes.",
            Workload.INTERACTIVE,
        ),
        ("Lessons go on even on days the county uplink is down.", Workload.EDGE),
        ("A planner that works when the internet doesn't.", Workload.EDGE),
    ],
)
def test_a_use_said_by_when_the_answer_comes(sentence: str, workload: Workload) -> None:
    assert _workload([("Plan", [("Spring 2027", B)]), ("Use", [(sentence, B)])]) == workload
