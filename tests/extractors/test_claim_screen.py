"""The claim finder's screens (extractors/claim_screen.py) are exact: a text a screen rejects is
one its patterns would not have matched, so the finder's claims are the same with or without them."""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import extractors.claims as claims_module
from extractors import find_claims, read_deck
from extractors.claim_screen import fold, may_money_in_words, may_rank
from extractors.claims import MONEY_IN_WORDS, RANK_WORDS, clear_text_caches, split_sentences
from extractors.errors import DeckReadError
from extractors.reach import FIELD_RANK
from tests.deadline import deadline

ROOT = Path(__file__).resolve().parents[2]
# Each screen, with the patterns whose every match it must let through.
SCREENS: list[tuple[Callable[[str], bool], tuple[re.Pattern[str], ...]]] = [
    (may_rank, (RANK_WORDS, FIELD_RANK)),
    (may_money_in_words, (MONEY_IN_WORDS,)),
]


def _screened_out(text: str) -> list[str]:
    """The patterns that match `text` although their screen rejects it (empty when exact)."""
    return [
        pattern.pattern[:40]
        for screen, patterns in SCREENS
        for pattern in patterns
        if pattern.search(text) and not screen(text)
    ]


def _unscreened(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(claims_module, "may_rank", lambda text: True)
    monkeypatch.setattr(claims_module, "may_money_in_words", lambda text: True)


def _claims(path: Path) -> list[dict] | None:
    clear_text_caches()
    try:
        deck = read_deck(path)
    except DeckReadError:
        return None
    return [claim.model_dump() for claim in find_claims(deck)]


def _deck_texts(path: Path) -> Iterator[str]:
    try:
        deck = read_deck(path)
    except DeckReadError:
        return
    for page in deck.pages:
        for block in page.blocks:
            yield block.text
            yield from split_sentences(block.text)


def _example_decks() -> list[Path]:
    return sorted(p for p in (ROOT / "examples").iterdir() if p.suffix in (".pdf", ".pptx"))


def test_every_letter_that_folds_unlike_str_lower_is_unscreened() -> None:
    """re.IGNORECASE matches a code point to an ASCII letter only where str.lower() gives that
    letter, or fold() refuses to screen a text that holds the code point."""
    letter = re.compile("[a-z]", re.IGNORECASE)
    odd = []
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        if 0xD800 <= code <= 0xDFFF or not letter.fullmatch(char):
            continue
        lowered = char.lower()
        if not (len(lowered) == 1 and lowered in string.ascii_lowercase):
            odd.append(char)
    assert odd and all(fold(c) is None and fold(f"ab {c} cd") is None for c in odd), odd
    assert fold("WİN") is None and fold("ſurpaſſed") is None and fold("WINS ×3") == "wins ×3"


def test_the_finder_finds_the_same_claims_in_the_corpus_without_its_screens(
    corpus_files: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    files = [*sorted(corpus_files.values()), *_example_decks()]
    screened = {path: _claims(path) for path in files}
    _unscreened(monkeypatch)
    for path in files:
        assert _claims(path) == screened[path], path.name
    assert sum(len(c or []) for c in screened.values()) > 1000  # the corpus was really read


def test_no_text_of_the_corpus_or_the_hostile_decks_is_screened_out_wrongly(
    corpus_files: dict[str, Path], hostile_corpus: Path
) -> None:
    files = [*corpus_files.values(), *_example_decks()]
    files += [p for p in sorted(hostile_corpus.rglob("*")) if p.suffix in (".pdf", ".pptx")]
    wrong = {}
    checked = 0
    for path in files:
        for text in _deck_texts(path):
            checked += 1
            if _screened_out(text):
                wrong[text[:80]] = _screened_out(text)
    assert not wrong
    assert checked > 10_000


# The patterns' own words, with the letters that fold oddly and the characters figures and
# currencies are written in: random sentences made of these hit the patterns' edges.
_WORDS = sorted(
    {w for screen, patterns in SCREENS for p in patterns for w in re.findall(r"[a-z]+", p.pattern)}
)
_PIECES = st.one_of(
    st.sampled_from(_WORDS),
    st.sampled_from(_WORDS).map(str.upper),
    st.sampled_from([" ", "  ", "-", ".", ",", "#", "1", "0.4", "12,300", "$", "¢", "€", "\n"]),
    st.sampled_from(["İ", "ı", "ſ", "K", "×", "’", "–", "\u00a0", "١"]),
    st.text(max_size=3),
)


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_PIECES, max_size=14).map("".join))
def test_random_sentences_of_the_patterns_words_are_screened_exactly(text: str) -> None:
    assert _screened_out(text) == []


@pytest.mark.parametrize("pattern", [RANK_WORDS, FIELD_RANK, MONEY_IN_WORDS], ids=str)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_text_around_any_match_of_a_pattern_passes_its_screen(
    pattern: re.Pattern[str], data: st.DataObject
) -> None:
    text = data.draw(st.tuples(st.text(max_size=8), st.from_regex(pattern), st.text(max_size=8)))
    assert _screened_out("".join(text)) == []


@pytest.mark.parametrize(
    "text",
    ["1" * 50_000 + "q", "1," * 25_000, "no " * 20_000, "#" * 50_000, "İ" + "a1." * 20_000],
    ids=["digits", "digit-groups", "no-words", "hashes", "unfoldable"],
)
def test_the_screens_are_linear_on_hostile_text(text: str) -> None:
    with deadline(2):
        for _ in range(20):
            may_rank(text)
            may_money_in_words(text)
