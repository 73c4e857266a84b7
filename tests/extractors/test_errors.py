"""The causes of unreadable decks: one enum, one wording each, and typed exceptions."""

from __future__ import annotations

import pickle

import pytest

from extractors import (
    AuditFailedError,
    Cause,
    DamagedDeckError,
    DeckReadError,
    FileAccessError,
    LockedDeckError,
    NotADeckError,
    OverLimitError,
    RefusedDeckError,
    WrongPasswordError,
)
from extractors.errors import ALIASES, WORDING, error_class


def test_every_cause_has_its_wording_and_exactly_one_family() -> None:
    families = (
        FileAccessError,
        NotADeckError,
        LockedDeckError,
        WrongPasswordError,
        DamagedDeckError,
        RefusedDeckError,
        OverLimitError,
        AuditFailedError,
    )
    for cause in Cause:
        assert WORDING[cause].endswith("."), cause
        assert sum(cause in family.causes for family in families) == 1, cause


@pytest.mark.parametrize(
    ("cause", "family"),
    [
        (Cause.EMPTY, FileAccessError),
        (Cause.NOT_A_DECK, NotADeckError),
        (Cause.ENCRYPTED, LockedDeckError),
        (Cause.WRONG_PASSWORD, WrongPasswordError),
        (Cause.TRUNCATED, DamagedDeckError),
        (Cause.ZIP_BOMB, RefusedDeckError),
        (Cause.OVER_PAGES, OverLimitError),
        (Cause.INTERNAL_ERROR, AuditFailedError),
    ],
)
def test_the_base_class_builds_the_typed_failure(cause: Cause, family: type) -> None:
    error = DeckReadError(cause, "details")
    assert type(error) is family is error_class(cause)
    assert isinstance(error, DeckReadError)
    assert (error.cause, error.message, str(error)) == (cause, "details", "details")


def test_a_wrong_password_is_caught_as_a_locked_deck() -> None:
    with pytest.raises(LockedDeckError):
        raise DeckReadError("wrong-password", "no")


def test_older_spellings_read_as_the_merged_causes() -> None:
    assert DeckReadError("password-required", "x").cause is Cause.ENCRYPTED
    assert DeckReadError("over-limit: slides", "x").cause is Cause.OVER_PAGES
    assert DeckReadError("not-a-zip", "x").cause is Cause.NOT_A_DECK
    assert set(ALIASES).isdisjoint(cause.value for cause in Cause)


def test_free_text_is_not_a_cause() -> None:
    with pytest.raises(ValueError):
        DeckReadError("something new", "x")


def test_limits_are_one_family() -> None:
    assert all(cause.is_limit == cause.value.startswith("over-limit: ") for cause in Cause)
    assert Cause.OVER_TIME.is_limit and not Cause.ZIP_BOMB.is_limit


def test_a_failure_crosses_a_process_boundary() -> None:
    error = pickle.loads(pickle.dumps(DeckReadError(Cause.TRUNCATED, "cut short")))
    assert type(error) is DamagedDeckError
    assert (error.cause, error.message) == (Cause.TRUNCATED, "cut short")
