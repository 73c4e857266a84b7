"""The screens read the regex engine's private parse modules (re._parser, re._constants,
re._compiler), which are no API and have changed shape before. When they are missing or their
shape changes, screening turns itself off and every search runs in full (S3-p1): no audit fails
and no answer changes."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import auditor.labels.screens as screens
from auditor.labels.signals import QUALITY_WORDS

_TEXT = "The answers are accurate."
_PLAIN = "Forty racks in two halls."


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No screen kept from before, and the start-up check asked again."""
    monkeypatch.setattr(screens, "_SCREENS", {})
    screens.screening_works.cache_clear()
    yield monkeypatch
    screens.screening_works.cache_clear()


def _no_screen_and_same_answers() -> None:
    assert not screens.screening_works()
    screen = screens.screen_of(QUALITY_WORDS)
    assert screen.literals is None
    assert screen.may_match(_PLAIN)  # nothing is rejected: every search runs in full
    found = screens.screened_search(QUALITY_WORDS, _TEXT)
    assert found is not None and found.span() == QUALITY_WORDS.search(_TEXT).span()
    assert screens.screened_search(QUALITY_WORDS, _PLAIN) is None


def test_screening_works_on_this_python(fresh: pytest.MonkeyPatch) -> None:
    assert screens.screening_works()
    assert not screens.may_match(QUALITY_WORDS, _PLAIN)


def test_missing_private_modules_turn_screening_off(fresh: pytest.MonkeyPatch) -> None:
    fresh.setattr(screens, "sre_parse", None)
    _no_screen_and_same_answers()


def test_a_changed_parse_tree_shape_turns_screening_off(fresh: pytest.MonkeyPatch) -> None:
    # An older layout: a group's value without its flags fields, so value[3] is out of range.
    subpattern = screens.sre.SUBPATTERN

    def parse(_pattern: str, _flags: int = 0) -> SimpleNamespace:
        literal = [(screens.sre.LITERAL, ord("q"))]
        return SimpleNamespace(data=[(subpattern, (1, literal))], state=None)

    fresh.setattr(screens, "sre_parse", SimpleNamespace(parse=parse, SubPattern=None))
    _no_screen_and_same_answers()


def test_a_screen_that_would_reject_a_known_match_turns_screening_off(
    fresh: pytest.MonkeyPatch,
) -> None:
    fresh.setattr(screens, "_literals_and_rest", lambda _p: (("zzzz",), None))
    _no_screen_and_same_answers()
