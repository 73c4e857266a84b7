"""Uses told of other parties by the shape of the slide or sentence (a spotlight, a tenant story,
'who runs on' the product, other client work, a 'Not in scope' title, a 'Case study:' label), a
clause that disowns the use by naming the deck itself, phrases that name no use (the writer's own
calls, a developer's build time), and uses said by what they imply."""

from __future__ import annotations

import pytest

from auditor.labels.workload import _FOR_WHOM, _split_at_citation, detect_workload
from auditor.models import Workload
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline

B = BlockRole.BODY


def _deck(pages: list[tuple[str, list[tuple[str, BlockRole]]]]) -> Deck:
    built = []
    for number, (title, items) in enumerate(pages, start=1):
        blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
        blocks += [Block(text=t, role=r, location=Location(page=number)) for t, r in items]
        built.append(Page(number=number, title=title, blocks=blocks))
    return Deck(path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=built)


def _workload(pages: list[tuple[str, list[tuple[str, BlockRole]]]]) -> Workload:
    return detect_workload(_deck(pages), lambda _: False)[0]


_FIGURES = ("Throughput", [("Eight accelerators reach 31,000 tokens/s.", B)])


@pytest.mark.parametrize(
    "title",
    [
        "Partner spotlight",
        "Tenant story",
        "Customer showcase",
        "Who runs on Kestrel today",
        "Other client work this year",
        "Not in scope",
        "Out of scope for this proposal",
    ],
)
def test_a_slide_titled_for_other_parties_lends_no_use(title: str) -> None:
    pages = [
        ("Kestrel K2 rate card", [("Prices per accelerator-hour", B)]),
        _FIGURES,
        (title, [("A regional lender runs its mortgage chatbot on three pods.", B)]),
    ]
    assert _workload(pages) == Workload.UNSTATED


def test_a_closing_internal_use_slide_is_the_vendors_own() -> None:
    pages = [
        ("Porting to the Q5 card", [("Developer summit, track B", B)]),
        _FIGURES,
        ("Internal use at Quorra", [("Our own overnight test-triage job reads every log.", B)]),
    ]
    assert _workload(pages) == Workload.UNSTATED


def test_a_sentence_labelled_as_a_case_study_is_someone_elses() -> None:
    pages = [
        ("Draftwise for deal teams", [("Webinar for knowledge leads", B)]),
        (
            "How it is used",
            [
                ("Customer story: Pell & Rowe use the add-on as a live help desk for staff.", B),
                ("Load the data room before you go home; the redline pack is waiting at 7 am.", B),
            ],
        ),
    ]
    assert _workload(pages) == Workload.BATCH


@pytest.mark.parametrize(
    "sentence",
    [
        "Our retail customers score baskets overnight in their own cloud; that is not what Pico is for.",
        "Our shipping customers plan routes nightly in a public cloud; that work is outside this paper.",
        "A nearby council redacts files overnight on a similar stack; that is not our use.",
    ],
)
def test_a_clause_that_disowns_the_use_by_naming_the_deck_drops_it(sentence: str) -> None:
    pages = [
        ("Field unit F3", [("Capability statement", B)]),
        ("Programme facts", [(sentence, B), ("The F3 is bolted inside each patrol vehicle.", B)]),
    ]
    assert _workload(pages) == Workload.EDGE


@pytest.mark.parametrize(
    "sentence",
    [
        "Margins held up; worth a question on the call.",
        "Management repeated the guidance on the earnings call.",
        "Build time for the kernel library: 4 minutes on a laptop.",
    ],
)
def test_the_writers_own_calls_and_build_times_name_no_use(sentence: str) -> None:
    pages = [("Accelerator note", [("Coverage update", B)]), ("Notes", [(sentence, B)])]
    assert _workload(pages) == Workload.UNSTATED


@pytest.mark.parametrize(
    ("sentence", "workload"),
    [
        (
            "Rows re-rank while the viewer scrolls, within the budget of the TV app.",
            Workload.INTERACTIVE,
        ),
        ("Results refresh while the shopper is still scrolling the page.", Workload.INTERACTIVE),
        ("Officers put questions to the assistant during live handovers.", Workload.INTERACTIVE),
        ("Officers pose their questions to the duty assistant at the desk.", Workload.INTERACTIVE),
        ("The scorer sits inside every visitor's search request.", Workload.INTERACTIVE),
        ("The app streams the tutor model's reply back to the pupil.", Workload.INTERACTIVE),
        (
            "Labs submit samples at five and collect the labelled files next morning.",
            Workload.BATCH,
        ),
        ("The summaries are waiting at 6 am for the day shift.", Workload.BATCH),
        ("The in-cab assistant answers the driver by voice.", Workload.EDGE),
        ("Nothing leaves the paint cell: the box sits on the robot.", Workload.EDGE),
    ],
)
def test_a_use_said_by_what_it_implies(sentence: str, workload: Workload) -> None:
    pages = [("Platform review", [("For the product council", B)]), ("Needs", [(sentence, B)])]
    assert _workload(pages) == workload


def test_this_rounds_patterns_are_linear_on_hostile_text() -> None:
    words = vocabulary("workload")
    cases = (
        ("interactive", "inside every " + "x's " * 5000),
        ("interactive", "put their " + "questions to " * 2000),
        ("interactive", "streams the " + "x' " * 7000),
        ("batch", "collect " + "a-b " * 5000 + "next"),
        ("batch", "the " + "report " * 3000 + "is waiting at"),
        ("edge", "nothing leaves the " + "z-" * 9000),
        ("idiom", "worth a question" + " call" * 4000),
        ("idiom", "build time" + ";" * 9000),
        ("out_of_scope", "not what " + "x' " * 7000),
        ("out_of_scope", "outside this " + "a-" * 9000),
        ("disowns", "not " + "x' " * 7000 + "our"),
        ("others_slide", "Other " + "client " * 4000),
        ("about_someone", "Internal use at " + "x " * 7000),
        ("interactive", "answers " + "a-b " * 5000 + "before the"),
        ("batch", "need the " + "x-y " * 5000 + "by"),
        ("not_ours", "readers who " + "x " * 9000),
        ("out_of_scope", "is not " + "meant " * 3000 + "for"),
    )
    with deadline(5, "a workload pattern backtracked"):
        for name, hostile in cases:
            list(words.pattern(name).finditer(hostile))
        for hostile in (
            "a" + " " * 20000 + "B: MLPerf",
            "x Ab-c d-e: " * 2000,
            "for " + "Ab " * 6000,
        ):
            _split_at_citation(hostile)
            list(_FOR_WHOM.finditer(hostile))


@pytest.mark.parametrize(
    "after",
    [
        "That service is funded separately and is not part of this bid.",
        "It is a different contract, run by the hospital's own IT.",
        "Not in scope.",
    ],
)
def test_a_sentence_that_disowns_the_use_told_just_before_it_drops_that_use(after: str) -> None:
    pages = [
        ("Scanner-side triage", [("Offer for the imaging board", B)]),
        (
            "Setting",
            [
                (f"The outpatient desk answers refill questions through a web chatbot. {after}", B),
                ("Each unit sits beside the scanner in the suite.", B),
            ],
        ),
    ]
    assert _workload(pages) == Workload.EDGE


def test_a_use_told_to_the_reader_is_not_dropped_by_the_next_sentence() -> None:
    pages = [
        ("Assist for contact centres", [("Partner briefing", B)]),
        (
            "Fit",
            [("Your agents answer customers in live chat. Not ours.", B)],
        ),
    ]
    assert _workload(pages) == Workload.INTERACTIVE


@pytest.mark.parametrize(
    ("subtitle", "workload"),
    [
        (
            "Desk help your brokers question live, before trades Sources: MLPerf v5.1, Server",
            Workload.INTERACTIVE,
        ),
        (
            "Nightly claim reading for insurers Every figure: MLPerf Inference v5.1, Offline",
            Workload.BATCH,
        ),
    ],
)
def test_a_label_run_into_the_line_before_it_leaves_that_line_readable(
    subtitle: str, workload: Workload
) -> None:
    pages = [("Harbourdesk", [(subtitle, B)]), _FIGURES]
    assert _workload(pages) == workload


def test_a_run_in_label_that_cites_nothing_stays_with_the_text_before_it() -> None:
    pages = [
        ("Desk refresh", [("The help chatbot stays as it is Out of scope: any new assistant", B)]),
        _FIGURES,
    ]
    assert _workload(pages) == Workload.UNSTATED


def test_the_buyer_named_on_the_title_slide_owns_the_sentences_that_name_it() -> None:
    pages = [
        ("Rackline for Ostrava Foods", [("Sizing for the service we discussed", B)]),
        (
            "The market",
            [
                ("Grocers score baskets overnight.", B),
                ("Wholesalers re-index catalogues every night.", B),
            ],
        ),
        ("The service", [("Ostrava Foods shoppers chat with the assistant in the app.", B)]),
    ]
    assert _workload(pages) == Workload.INTERACTIVE


def test_a_use_told_to_the_reader_is_dropped_when_the_next_sentence_puts_it_out_of_scope() -> None:
    pages = [
        ("Rackline for Ostrava Foods", [("Sizing for the service we discussed", B)]),
        (
            "Where we started",
            [
                (
                    "Your pilot scored returns overnight. That pilot ended, and this rack is not for it.",
                    B,
                ),
                ("Ostrava Foods shoppers chat with the assistant in the app.", B),
            ],
        ),
    ]
    assert _workload(pages) == Workload.INTERACTIVE


@pytest.mark.parametrize(
    ("sentence", "workload"),
    [
        ("Nurses see the draft handover before the next patient arrives.", Workload.INTERACTIVE),
        ("Each weekend the bureau recodes every survey return.", Workload.BATCH),
        ("Auditors need the reports by 07:30 on Tuesday.", Workload.BATCH),
        (
            "Buyers who run chat should read Server; buyers who score files should read Offline.",
            None,
        ),
        ("The help chatbot is a separate business case and not costed in this paper.", None),
    ],
)
def test_more_uses_said_by_what_they_imply(sentence: str, workload: Workload | None) -> None:
    pages = [("Platform review", [("For the steering group", B)]), ("Needs", [(sentence, B)])]
    assert _workload(pages) == (workload or Workload.UNSTATED)


def test_a_requirements_table_states_the_use_as_a_title_does() -> None:
    cell = BlockRole.TABLE_ROW
    pages = [
        ("Platform choice", [("Briefing pack", B)]),
        (
            "What the platform must do",
            [
                ("Requirement | Detail", cell),
                ("Job pattern | Batches queued at dusk, read by the morning shift", cell),
                ("We also answer callers in real time at the contact centre.", B),
            ],
        ),
    ]
    assert _workload(pages) == Workload.BATCH
