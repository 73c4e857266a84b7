"""Run one deck's audit for the app: `auditor.audit.audit_deck`, with the claims shown early.

Plain Python (no Textual) so it can run in a worker thread and be tested on its own. The audit
hands over the claims the reader found before labelling starts, so the first claim is on screen
long before the checks and the replay are done.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from auditor.audit import AuditCancelled, AuditOptions, audit_deck
from auditor.models import ClaimAudit, DeckReport
from extractors import Claim

__all__ = ["AuditCancelled", "preview_audits", "run_audit"]

ProgressFn = Callable[[str, int, int], None]
PreviewFn = Callable[[list[ClaimAudit]], None]
CancelledFn = Callable[[], bool]


def preview_audits(claims: list[Claim]) -> list[ClaimAudit]:
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
    the cause instead.
    """
    return audit_deck(
        path,
        options,
        progress,
        cancelled=cancelled,
        preview=None if preview is None else lambda claims: preview(preview_audits(claims)),
    )
