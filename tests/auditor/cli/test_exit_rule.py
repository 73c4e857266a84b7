"""The audit's one exit rule, and exit codes decided once in `main` from the failure raised."""

from __future__ import annotations

import argparse

import pytest

from auditor.catalogue import make_flag
from auditor.cli.errors import (
    CliError,
    FindingsError,
    InterruptedByUser,
    NoDeckReadError,
    UsageError,
    audit_outcome,
)
from auditor.cli.main import run_command
from auditor.models import DeckInfo, DeckReport


def _report(*codes: str) -> DeckReport:
    report = DeckReport(deck=DeckInfo(path="talk.pptx", sha256=""))
    report.deck_flags = [make_flag(code, "message") for code in codes]
    return report


def test_clean_reports_exit_0() -> None:
    assert audit_outcome([_report()], "error") is None


def test_a_finding_at_the_threshold_exits_1() -> None:
    reports = [_report("HIDDEN-TEXT")]  # a warning
    assert isinstance(audit_outcome(reports, "warning"), FindingsError)
    assert audit_outcome(reports, "error") is None
    assert audit_outcome(reports, "never") is None


def test_no_deck_read_exits_2_whatever_fail_on_says() -> None:
    failure = audit_outcome([_report("UNREADABLE"), _report("UNREADABLE")], "never")
    assert isinstance(failure, NoDeckReadError) and failure.exit_code == 2
    assert isinstance(audit_outcome([], "never"), NoDeckReadError)


def test_one_readable_deck_is_enough_to_judge_findings() -> None:
    failure = audit_outcome([_report("UNREADABLE"), _report()], "error")
    assert isinstance(failure, FindingsError)  # UNREADABLE is an error-level finding


def test_interrupted_wins() -> None:
    failure = audit_outcome([_report()], "error", interrupted=True)
    assert isinstance(failure, InterruptedByUser) and failure.exit_code == 130


@pytest.mark.parametrize(
    ("error", "code", "said"),
    [
        (UsageError("bad"), 2, "deckaudit: bad"),
        (FindingsError(), 1, ""),
        (CliError("odd", exit_code=3), 3, "deckaudit: odd"),
        (KeyboardInterrupt(), 130, "deckaudit: interrupted"),
    ],
)
def test_main_turns_each_failure_into_its_code(
    error: BaseException, code: int, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    def fail(args: argparse.Namespace) -> None:
        raise error

    assert run_command(argparse.Namespace(func=fail)) == code
    assert capsys.readouterr().err.strip() == said


def test_a_command_that_returns_exits_0() -> None:
    assert run_command(argparse.Namespace(func=lambda args: None)) == 0
