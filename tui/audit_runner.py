"""Run one deck's audit for the app: read, show the claims found at once, then label and check.

Plain Python (no Textual) so it can run in a worker thread and be tested on its own. The claims
the reader finds are handed over before labelling starts, so the first claim is on screen long
before the checks and the replay are done.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from auditor.models import ClaimAudit, DeckReport

if TYPE_CHECKING:
    from auditor.audit import AuditOptions

ProgressFn = Callable[[str, int, int], None]
PreviewFn = Callable[[list[ClaimAudit]], None]
CancelledFn = Callable[[], bool]


class AuditCancelled(BaseException):
    """Raised inside the audit when the user cancels; BaseException so readers do not catch it."""


def preview_audits(claims: list[Any]) -> list[ClaimAudit]:
    """Unlabelled ClaimAudits for claims the reader found, for showing before the audit ends."""
    return [ClaimAudit.from_claim(claim) for claim in claims]


def run_audit(
    path: Path,
    options: AuditOptions | None = None,
    progress: ProgressFn | None = None,
    preview: PreviewFn | None = None,
    cancelled: CancelledFn | None = None,
) -> DeckReport:
    """Audit a deck; raises AuditCancelled when `cancelled()` turns true between steps.

    Never raises for a bad deck or a failing check: the report carries an UNREADABLE flag and
    the cause instead. `auditor.audit` (slow to import) is loaded only after the claims have
    been handed to `preview`.
    """
    from extractors import DeckReadError, ReadLimits, find_claims, read_deck

    def check_cancel() -> None:
        if cancelled is not None and cancelled():
            raise AuditCancelled

    def report_progress(stage: str, done: int, total: int) -> None:
        check_cancel()
        if progress is not None:
            progress(stage, done, total)

    limits = options.limits if options is not None else ReadLimits()
    password = options.password if options is not None else None
    failure: tuple[str, str] | None = None
    try:
        deck = read_deck(
            path,
            limits,
            password=password,
            progress=lambda done, total: report_progress("reading", done, total),
        )
    except DeckReadError as exc:
        failure = (exc.cause, exc.message)
    except MemoryError:
        failure = ("over-limit: memory", "reading the deck ran out of memory")
    except RecursionError:
        failure = ("over-limit: nesting", "the deck nests too deeply to read")
    check_cancel()
    if failure is None and preview is not None:
        preview(preview_audits(find_claims(deck)))

    from auditor.audit import AuditOptions, audit_loaded_deck, unreadable_report

    opts = options or AuditOptions()
    if failure is not None:
        return unreadable_report(path, failure[0], failure[1], opts)
    try:
        return audit_loaded_deck(deck, opts, report_progress)
    except AuditCancelled:
        raise
    except Exception as exc:  # a failing check must not take the reviewer's session down
        return unreadable_report(
            path, "internal", f"the audit failed: {type(exc).__name__}: {exc}", opts
        )
