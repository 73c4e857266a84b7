"""Whose system a clause tells of: a use that another party runs, builds or offers (a group named
bare and narrowed, counted, someone else's, or a relation that is always another party) is not the
deck's buyer's; the writer's, the reader's and a product's market in general still are."""

from __future__ import annotations

import pytest

from auditor.labels.use_owner import owned_clauses, run_by_another
from auditor.labels.workload import detect_workload
from auditor.models import Workload
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page
from tests.deadline import deadline


def _workload(*texts: str, role: BlockRole = BlockRole.BODY) -> Workload:
    blocks = [Block(text="Notes", role=BlockRole.TITLE, location=Location(page=2))]
    blocks += [Block(text=t, role=role, location=Location(page=2)) for t in texts]
    cover = [Block(text="Quarterly briefing", role=BlockRole.TITLE, location=Location(page=1))]
    deck = Deck(
        path="d.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[
            Page(number=1, title="Quarterly briefing", blocks=cover),
            Page(number=2, title="Notes", blocks=blocks),
        ],
    )
    return detect_workload(deck, lambda _: False)[0]


@pytest.mark.parametrize(
    "others",
    [
        # Counted parties, and one more of them in the next clause.
        "Four respondents operate overnight transcription pipelines.",
        "Two port authorities' carriers host voice assistants for pilots; a third runs a "
        "nightly manifest batch.",
        # A relation that is always another party, whatever its determiner.
        "Our logistics partner operates a nightly route-scoring batch on three CPU servers.",
        "Team B builds a live tutoring assistant for secondary schools.",
        # Someone else's group, after a clause about that someone.
        "The fund's target rents racks to research groups; its tenants run chat products.",
        # A group named bare, then narrowed, listed, or each picking one of several things.
        "Clients who run real-time fraud scoring on the cluster pay a premium.",
        "Participants include a broadcaster running live captions and an archive indexed overnight.",
        "Members tell us their shops put voice assistants on the tills.",
        "Entrants build a booking chatbot, a menu translator or an overnight review digest.",
        # A count in other words, and where the parties are before their verb.
        "Five broadcasters in the consortium run live subtitling.",
        "A dozen exhibitors host demo chatbots on the show floor.",
    ],
)
def test_a_use_another_party_runs_is_no_workload(others: str) -> None:
    assert _workload(others) == Workload.UNSTATED


def test_a_table_cell_telling_of_another_party_is_no_workload() -> None:
    assert _workload("Several tenants run live agent-assist bots", role=BlockRole.TABLE_CELL) == (
        Workload.UNSTATED
    )


@pytest.mark.parametrize(
    ("owned", "workload"),
    [
        # The writer's or the reader's own parties.
        ("Our customers run voice agents on it around the clock.", Workload.INTERACTIVE),
        ("Your tenants run live chat on the hall's racks.", Workload.INTERACTIVE),
        # A market in general tells what the product is for.
        ("Banks run the card overnight to re-score their whole loan book.", Workload.BATCH),
        ("Many buyers run a coding copilot for their developers.", Workload.INTERACTIVE),
        # A party word inside a longer word is no party.
        ("Our partner-facing portal answers dealers live in chat.", Workload.INTERACTIVE),
        # A group that uses a service is often the buyer's own end users.
        ("Pupils chat with the tutor live during homework.", Workload.INTERACTIVE),
    ],
)
def test_a_use_the_deck_owns_still_counts(owned: str, workload: Workload) -> None:
    assert _workload(owned) == workload


def test_only_the_clauses_of_another_party_go() -> None:
    kept = owned_clauses(
        "Two carriers run chatbots; a third runs a copilot; we score claims nightly"
    )
    assert kept == "we score claims nightly"
    assert not run_by_another("we score claims nightly")


@pytest.mark.parametrize(
    "hostile",
    [
        "Two " + "big " * 5000 + "customers",
        "Our partner" + " already" * 4000 + " x",
        "Customers " + "a, " * 6000 + " or",
        "Several respondents, " + "x" * 20000,
        "Five broadcasters in the " + "x " * 8000 + "run",
    ],
)
def test_owner_patterns_stay_linear(hostile: str) -> None:
    with deadline(2, "use_owner"):
        run_by_another(hostile)
        owned_clauses(hostile + ";" + hostile)
