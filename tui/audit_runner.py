"""Run one deck's audit for the app: `auditor.audit.audit_deck`, with the claims shown early.

Plain Python (no Textual) so it can run in a worker thread and be tested on its own. The audit
hands over the claims the reader found before labelling starts, so the first claim is on screen
long before the checks and the replay are done.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from auditor.audit import AuditCancelled, AuditOptions, audit_deck
from auditor.models import ClaimAudit, DeckReport
from extractors import Claim

if TYPE_CHECKING:
    from auditor.audit_cache import AuditCache

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
    cache: AuditCache | None = None,
) -> DeckReport:
    """Audit a deck; raises AuditCancelled when `cancelled()` turns true between steps.

    Never raises for a bad deck or a failing check: the report carries an UNREADABLE flag and
    the cause instead. With a `cache`, the last audit of the same deck bytes with the same
    options is returned at once (its progress says the stage "cached"), and a new complete audit
    is kept there.
    """
    from auditor.audit_cache import cache_key, cacheable, file_sha256

    opts = options or AuditOptions()
    key = None
    if cache is not None:
        try:
            key = cache_key(file_sha256(path), opts)
        except OSError:
            key = None
        hit = cache.get(key) if key is not None else None
        if hit is not None:  # the whole report is here at once: no preview needed
            hit.deck.path = str(path)
            if progress is not None:
                progress("cached", len(hit.claims), len(hit.claims))
            return hit
    report = audit_deck(
        path,
        options,
        progress,
        cancelled=cancelled,
        preview=None if preview is None else lambda claims: preview(preview_audits(claims)),
    )
    if cache is not None and key is not None and cacheable(report, opts):
        cache.put(key, report)
    return report
