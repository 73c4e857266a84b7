"""S3-2 (review round eight): one map of number words in extractors/, read alike by the payback
period, the payback multiple and the stretch of time a rate is multiplied out over."""

from __future__ import annotations

import re

from extractors import Block, BlockRole, Deck, DeckKind, Location, Page, find_claims
from extractors.number_words import NUMBER_WORD, NUMBER_WORDS, number_value

HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B, Server scenario"
RESULT = "The Kestrel K8 posts 24,100 tokens/s (5.1-0042)."


def _values(text: str) -> list[tuple[float, str]]:
    pages = [
        Page(
            number=n,
            title=title,
            blocks=[
                Block(text=title, role=BlockRole.TITLE, location=Location(page=n)),
                Block(text=body, role=BlockRole.BODY, location=Location(page=n)),
            ],
        )
        for n, (title, body) in enumerate(((HEADING, RESULT), ("Return", text)), 1)
    ]
    deck = Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=pages)
    return [
        (c.metric.value, c.metric.unit) for c in find_claims(deck) if c.text == text and c.metric
    ]


def test_the_number_words_read_whole_and_by_value() -> None:
    assert re.fullmatch(NUMBER_WORD, "twenty-four") and re.match(NUMBER_WORD, "twenty-four")[0] == (
        "twenty-four"
    )
    assert number_value("Fifteen") == 15.0 and number_value("2.5") == 2.5
    assert all(number_value(word) == value for word, value in NUMBER_WORDS.items())


def test_every_payback_reads_the_same_number_words() -> None:
    assert _values("The node pays for itself in fifteen months.") == [(15.0, "months")]
    assert _values("Payback: the GPU spend is recovered twelve times over in the first year.") == [
        (12.0, "x")
    ]
    assert _values("The node pays for itself in under seven months.") == [(7.0, "months")]
