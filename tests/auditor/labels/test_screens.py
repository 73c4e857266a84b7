"""The labels' and checks' screens (auditor/labels/screens.py) are exact: a text a screen rejects
is one its pattern would not have matched, so every answer is the same with or without them.

Proved over every text of the corpus's decks (all parts), the example decks and the hostile decks,
over the very texts an audit asks about, and over random text made of the patterns' own words.
The screens are derived from the vocabularies when first used, so these tests cover words a rule
change adds to a vocabulary.
"""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import auditor.labels.screens as screens
from auditor.audit import AuditOptions, check_loaded_deck
from auditor.labels.screens import Screen, fold, may_match, required_literals, screen_of
from auditor.labels.signals import DERIVED_WORDS, QUALITY_DENIED, QUALITY_WORDS, affirmed
from auditor.vocab import CONCERNS, vocabulary
from extractors import find_claims, read_deck
from extractors.claims import split_sentences
from extractors.errors import DeckReadError
from tests.deadline import deadline

ROOT = Path(__file__).resolve().parents[3]
# Every pattern the audit screens; test_every_screened_pattern_is_listed_here keeps it whole.
SCREENED = (QUALITY_WORDS, DERIVED_WORDS)


def _wrongly_screened(text: str, patterns: tuple[re.Pattern[str], ...] = SCREENED) -> list[str]:
    """The patterns that match `text` although their screen rejects it (empty when exact)."""
    return [p.pattern[:40] for p in patterns if p.search(text) and not may_match(p, text)]


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def _deck_texts(path: Path) -> Iterator[str]:
    """Every block and sentence of a deck, and every text of its claims and their context."""
    try:
        deck = read_deck(path)
    except DeckReadError:
        return
    for page in deck.pages:
        for block in page.blocks:
            yield block.text
            yield from split_sentences(block.text)
    for claim in find_claims(deck):
        yield claim.text
        for text in _strings(claim.context.model_dump()):
            yield text
            yield from split_sentences(text)


def _example_decks() -> list[Path]:
    return sorted(p for p in (ROOT / "examples").iterdir() if p.suffix in (".pdf", ".pptx"))


def test_the_literals_are_read_from_the_pattern() -> None:
    assert required_literals(re.compile(r"\b(?:abcd|defg)s?\b")) == ("abcd", "defg")
    assert required_literals(re.compile(r"(?<![\w-])(?:Quality|grade)s?(?!\w)", re.I)) == (
        "grade",
        "quality",
    )
    # a run of literals is one word; the best required piece of a sequence is kept
    assert required_literals(re.compile(r"\d+\s+of\s+(?:the\s+)?questions")) == ("questions",)
    assert required_literals(re.compile(r"summar(?:y|ie)s?")) == ("summar",)
    assert required_literals(re.compile(r"can[’']t")) == ("can",)
    assert required_literals(re.compile(r"\d{1,4}\s?[x×]\d")) == ("x", "×")
    # a literal that holds another is left out: a text holding it holds the shorter one
    assert required_literals(re.compile(r"quality|high-quality|proof")) == ("proof", "quality")
    # a pattern that can match with no literal at all gets no screen
    assert required_literals(re.compile(r"(?:quality)?")) is None
    assert Screen(re.compile(r"(?:quality)?")).may_match("nothing here")
    assert Screen(re.compile(r"\d+%|\w+")).may_match("nothing here")


def test_alternatives_without_a_useful_literal_are_searched_as_the_rest() -> None:
    pattern = re.compile(r"\b(?:quality|proof|\d+%|de)\b", re.I)
    screen = Screen(pattern)
    assert screen.literals == ("proof", "quality") and required_literals(pattern) is None
    assert not screen.may_match("nothing here 50 %")
    for text in ("50%off", "Quality", "a de b"):
        assert pattern.search(text) and screen.may_match(text)
    # words common in figures' sentences ('tokens', 'per') are no screen either
    assert Screen(re.compile(r"\b(?:answers|tokens\s+per)\b")).literals == ("answers",)
    # past half the alternatives, the rest would cost the search: the plain literals serve
    assert Screen(re.compile(r"\b(?:quality|\d+%|de)\b")).literals == ("%", "de", "quality")


def test_a_text_without_the_literals_is_rejected_and_one_with_them_searched() -> None:
    screen = screen_of(QUALITY_WORDS)
    assert screen.literals is not None and "quality" in screen.literals
    assert not screen.may_match("12,400 tokens/s on Llama 2 70B, Offline, Closed")
    assert screen.may_match("Answer QUALITY you can trust")
    assert affirmed(QUALITY_WORDS, "Answer quality you can trust", QUALITY_DENIED) is not None
    assert affirmed(QUALITY_WORDS, "12,400 tokens/s on Llama 2 70B", QUALITY_DENIED) is None


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
    assert fold("QUALİTY") is None and fold("Answer Quality ×3") == "answer quality ×3"


def test_letters_that_fold_unlike_str_lower_pass_the_screen() -> None:
    # 'ſ' is an 's' and 'İ' an 'i' to re.IGNORECASE; str.lower() does not make them so.
    for text in ("hallucination-free anſwers", "İntelligence", "ıntelligence"):
        assert screen_of(QUALITY_WORDS).may_match(text)


@pytest.mark.parametrize("concern", CONCERNS)
def test_every_vocabulary_entry_gets_literals_every_match_holds(concern: str) -> None:
    """The deriver on every entry of every vocabulary: each match of the entry's pattern, and
    a text around it, passes the entry's screen."""
    for name, entry in vocabulary(concern).entries.items():
        screen = Screen(entry.pattern)
        for word in entry.words:
            for sample in re.findall(r"[A-Za-z][A-Za-z' -]{2,}", word.replace(r"\s", " ")):
                text = f"x {sample} y"
                if entry.pattern.search(text):
                    assert screen.may_match(text), (concern, name, sample)


def test_no_text_of_the_corpus_or_the_hostile_decks_is_screened_out_wrongly(
    corpus_files: dict[str, Path], hostile_corpus: Path
) -> None:
    files = [*corpus_files.values(), *_example_decks()]
    files += [p for p in sorted(hostile_corpus.rglob("*")) if p.suffix in (".pdf", ".pptx")]
    wrong: dict[str, list[str]] = {}
    checked = matched = 0
    for path in files:
        for text in _deck_texts(path):
            checked += 1
            matched += bool(QUALITY_WORDS.search(text))
            if found := _wrongly_screened(text):
                wrong[text[:80]] = found
    assert not wrong
    assert checked > 10_000 and matched > 100  # the corpus was really read, and matches


class _Checking:
    """Screen.may_match replaced by one that also runs the full search and notes disagreements."""

    def __init__(self) -> None:
        self.asked = 0
        self.wrong: list[tuple[str, str]] = []
        self.patterns: set[str] = set()
        self._original = Screen.may_match

    def __call__(self, screen: Screen, text: str) -> bool:
        verdict = self._original(screen, text)
        self.asked += 1
        self.patterns.add(screen.pattern.pattern)
        if not verdict and screen.pattern.search(text):
            self.wrong.append((screen.pattern.pattern[:40], text[:80]))
        return verdict


def test_the_texts_an_audit_asks_about_are_screened_exactly(
    corpus_files: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    checking = _Checking()
    monkeypatch.setattr(Screen, "may_match", lambda screen, text: checking(screen, text))
    files = [*_example_decks(), *sorted(corpus_files.values())[::4]]
    for path in files:
        try:
            deck = read_deck(path)
        except DeckReadError:
            continue
        check_loaded_deck(deck, AuditOptions())
    assert not checking.wrong
    assert checking.asked > 1000
    # every pattern the audit screens is proved by the tests above
    assert checking.patterns <= {p.pattern for p in SCREENED}


def test_every_screened_pattern_is_listed_here() -> None:
    for path in _example_decks():
        check_loaded_deck(read_deck(path), AuditOptions())
    assert {p.pattern for p in screens.screened()} <= {p.pattern for p in SCREENED}


# The patterns' own words, with the letters that fold oddly and the characters figures are
# written in: random text made of these hits the patterns' edges.
_WORDS = sorted({w for p in SCREENED for w in re.findall(r"[a-z]{2,}", p.pattern)})
_PIECES = st.one_of(
    st.sampled_from(_WORDS),
    st.sampled_from(_WORDS).map(str.upper),
    st.sampled_from(_WORDS).map(str.title),
    st.sampled_from([" ", "  ", "-", ".", ",", "'", "’", "%", "1", "8x", "12,300", "$", "\n"]),
    st.sampled_from(["İ", "ı", "ſ", "K", "×", "–", "\u00a0", "١"]),
    st.text(alphabet=string.ascii_letters + " -", max_size=4),
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_PIECES, max_size=12).map(" ".join))
def test_random_text_of_the_patterns_words_is_screened_exactly(text: str) -> None:
    assert _wrongly_screened(text) == []


@pytest.mark.parametrize(
    "text",
    ["quality " * 2_500, "a" * 20_000, "qualit" * 3_000, "1x" * 10_000, "İ" + "ab " * 6_000],
    ids=["words", "letters", "prefixes", "factors", "unfoldable"],
)
def test_the_screens_are_linear_on_hostile_text(text: str) -> None:
    for pattern in SCREENED:
        screen_of(pattern)  # derived outside the alarm
    with deadline(5, "a screen"):
        for _ in range(3):
            for pattern in SCREENED:
                may_match(pattern, text)
