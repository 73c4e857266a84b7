"""A use told to the reader is set aside by the next sentence only when that sentence puts it
out of the offer: a remark on when or how it is priced does not (S2-5), and a sentence that puts
its own object out of scope disowns nothing before it (S2-6). The next bullet may point back as
the next sentence does ('That pilot ended, and this rack is not for it.': the corpus's w461)."""

from __future__ import annotations

import pytest

from auditor.labels.workload import detect_workload
from auditor.models import Workload
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

_OWN = "Your agents answer customer chats live, all day."


def _deck(*slides: tuple[str, list[str]]) -> Deck:
    pages = []
    for number, (title, texts) in enumerate(slides, start=1):
        blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=number))]
        blocks += [Block(text=t, location=Location(page=number)) for t in texts]
        pages.append(Page(number=number, title=title, blocks=blocks))
    return Deck(path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=pages)


def _workload(*texts: str) -> Workload:
    slides = (("Heron H4 for Brightcart", []), ("Your needs", list(texts)))
    return detect_workload(_deck(*slides), lambda _: False)[0]


@pytest.mark.parametrize(
    "remark",
    [
        "That is not included in the pilot price and is billed in phase two.",
        "It is not priced in this quote; the support plan is quoted separately.",
        "That is not costed in the first year.",
    ],
)
def test_a_pricing_remark_does_not_disown_the_readers_use(remark: str) -> None:
    assert _workload(f"{_OWN} {remark}") == Workload.INTERACTIVE


@pytest.mark.parametrize(
    "aside",
    [
        "That is out of scope for this bid.",
        "That work is not part of this proposal.",
    ],
)
def test_putting_the_readers_use_out_of_the_offer_still_disowns_it(aside: str) -> None:
    assert _workload(f"{_OWN} {aside}") == Workload.UNSTATED


def test_a_bullet_that_scopes_out_its_own_object_disowns_nothing_before_it() -> None:
    bullet = "This bid does not cover the data-centre move; that is out of scope."
    assert _workload(_OWN, bullet) == Workload.INTERACTIVE


def test_a_bullet_that_points_back_and_scopes_out_disowns_the_bullet_before() -> None:
    pilot = "Last year your analysts re-ranked the archive in an overnight run."
    assert _workload(pilot, "That pilot has ended, and this cluster is not for it.") == (
        Workload.UNSTATED
    )


def test_a_sentence_that_scopes_out_its_own_object_disowns_nothing_before_it() -> None:
    text = f"{_OWN} This bid does not cover the data-centre move; that is out of scope."
    assert _workload(text) == Workload.INTERACTIVE
