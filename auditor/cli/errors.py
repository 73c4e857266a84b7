"""The command line's failures, each carrying its exit code; `main` turns them into a status.

As in click: a command that cannot do what was asked raises one of these, and
`auditor.cli.main.main` prints its message (if any) and exits with its `exit_code`. A command
that returns normally exits 0. The audit's exit rule (`audit_outcome`) is written here once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from auditor.models import DeckReport

EXIT_OK = 0


class CliError(Exception):
    """A command failed; `message` (may be empty) goes to stderr, `exit_code` to the shell."""

    exit_code = 1

    def __init__(self, message: str = "", *, exit_code: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if exit_code is not None:
            self.exit_code = exit_code


class UsageError(CliError):
    """Bad usage: wrong arguments, a missing or unusable input file."""

    exit_code = 2


class NoDeckReadError(UsageError):
    """Not one deck could be read (DESIGN: exit 2, like bad usage)."""


class FindingsError(CliError):
    """Findings at or above `--fail-on`: the reports were written, the shell is told."""

    exit_code = 1


class InterruptedByUser(CliError):
    """Ctrl-C: what was finished is kept."""

    exit_code = 130


def audit_outcome(
    reports: Sequence[DeckReport], fail_on: str, *, interrupted: bool = False
) -> CliError | None:
    """The audit's one exit rule: interrupted 130, no deck read 2, findings at `fail_on` 1, else 0.

    Returns the failure to raise, or None for exit 0.
    """
    from auditor.models import Severity

    if interrupted:
        return InterruptedByUser("interrupted; finished reports were kept")
    if not any(report.readable for report in reports):
        return NoDeckReadError()
    if fail_on != "never":
        threshold = Severity(fail_on).rank
        for report in reports:
            if any(flag.severity.rank >= threshold for flag in report.all_flags()):
                return FindingsError()
    return None
